/// `distill.tab-bar`: a tab bar in Assistive Access.
struct TabBarRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.tabBar.rawValue,
            name: "Tab bar",
            principle: .distill,
            severities: [.assistive: .warning],
            summary: "a `tabs` screen or a `tab` control: flatten the tabs into the one or two features that matter",
            rationale: """
                A tab bar keeps every part of the app one tap away, which is what a distilled app should \
                not do: it asks the person to know where they are and which tab holds what. Assistive \
                Access has no tab bar of its own; an app that brings one along is usually exposing the \
                whole standard app instead of its core.
                """,
            fix: """
                Drop the `TabView`. Keep the one or two tabs that matter as the screens of the scene, \
                reached from the first screen in a `NavigationStack`, and leave the others to the standard app.
                """,
            details: [
                "One finding per screen: a `kind tabs` screen is reported on its `screen` statement, and its `tab` controls are not reported again.",
                "A screen that is not `kind tabs` but holds `tab` controls is reported once, at its first `tab`.",
            ],
            wcag: [],
            triggering: [
                """
                scene assistive
                ↓screen home "News" icon newspaper kind tabs
                  tab "News" icon newspaper -> news
                  tab "Breaking" icon bolt -> breaking
                screen news "News" icon newspaper kind list
                screen breaking "Breaking" icon bolt kind list
                """,
                """
                scene assistive
                screen home "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                ↓  tab "Breaking" icon bolt -> breaking
                  tab "Saved" icon bookmark -> saved
                screen article "Article" icon doc.text
                screen breaking "Breaking" icon bolt kind list
                screen saved "Saved" icon bookmark kind list
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                screen article "Article" icon doc.text
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        for (i, screen) in context.scene.screens.enumerated() {
            let tabs = screen.controls.filter { $0.type == .tab }
            let fix = "drop the TabView and keep the one or two tabs that matter as screens in a NavigationStack"
            if screen.kind == .tabs {
                context.report(
                    Message.tabsScreen(screen: screen.id.name, tabs: tabs.count),
                    at: screen.range, screen: i, fix: fix)
            } else if let first = tabs.first {
                context.report(
                    Message.tabControls(screen: screen.id.name, tabs: tabs.count),
                    at: first.keywordRange, screen: i, fix: fix)
            }
        }
    }
}

extension TabBarRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A screen of kind `tabs`, with its number of `tab` controls.
        case tabsScreen(screen: String, tabs: Int)
        /// Another screen with `tab` controls.
        case tabControls(screen: String, tabs: Int)

        var text: String {
            let why = "which spreads the app over parts a person must keep track of"
            switch self {
            case .tabsScreen(let screen, let tabs):
                return "`\(screen)` is a tab bar\(tabs == 0 ? "" : " with \(Plural.counted(tabs, "tab"))"), \(why)"
            case .tabControls(let screen, let tabs):
                return "`\(screen)` holds a tab bar of \(Plural.counted(tabs, "tab")), \(why)"
            }
        }
    }
}
