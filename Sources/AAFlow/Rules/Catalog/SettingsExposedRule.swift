/// `distill.settings-exposed`: a settings screen inside Assistive Access.
struct SettingsExposedRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.settingsExposed.rawValue,
            name: "Settings in Assistive Access",
            principle: .distill,
            severities: [.assistive: .error],
            summary: "a reachable screen of kind `settings`: settings for Assistive Access live in the standard app, never in the mode itself",
            rationale: """
                Settings are for the person who sets up the device, such as a parent or a carer, not for \
                the person who uses the app in Assistive Access. Shown inside the mode, a settings screen \
                is an extra branch to get lost in, and a switch that can quietly change or break the \
                simplified flow. Apps have no place in the Settings app for this yet, so the settings \
                belong in the standard app.
                """,
            fix: """
                Remove the settings screen from the `AssistiveAccess` scene and keep it in the standard \
                app, where whoever sets up Assistive Access can change it before handing the device over. \
                Use the settings to decide what the simplified flow shows, such as which list it opens on.
                """,
            details: [
                "Only a settings screen that a path from the start screen reaches is an error here; an unreachable one is reported by `structure.unreachable-screen`.",
                "A screen counts as settings when it says `kind settings`; a toggle on an ordinary screen does not make it one.",
            ],
            wcag: [],
            triggering: [
                """
                scene assistive
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                  link "Settings" icon gear -> settings
                screen article "Article" icon doc.text
                ↓screen settings "Settings" icon gear kind settings
                  toggle "Only breaking news" icon bolt
                """,
            ],
            nonTriggering: [
                """
                scene standard
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                  link "Settings" icon gear -> settings
                screen article "Article" icon doc.text
                screen settings "Settings" icon gear kind settings
                  toggle "Only breaking news in Assistive Access" icon bolt

                scene assistive
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                screen article "Article" icon doc.text
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        context.reportScreens { i, screen in
            guard screen.kind == .settings && scene.isReachable(i) else { return nil }
            return RuleFinding(
                Message.reachableSettings(screen: screen.id.name),
                fix: "remove it from the AssistiveAccess scene; keep the settings in the standard app for whoever sets up the device")
        }
    }
}

extension SettingsExposedRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `settings` screen a person can reach.
        case reachableSettings(screen: String)

        var text: String {
            switch self {
            case .reachableSettings(let screen): return "`\(screen)` is a settings screen that a person can open in Assistive Access"
            }
        }
    }
}
