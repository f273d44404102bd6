/// `distill.too-many-features`: a scene that offers more than one or two features.
struct TooManyFeaturesRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.tooManyFeatures.rawValue,
            name: "Too many features",
            principle: .distill,
            severities: [.assistive: .warning],
            summary: "the scene exposes more features than `limit features` (default 2)",
            rationale: """
                An Assistive Access app does one or two things, and does them plainly. Every extra feature \
                is one more thing to tell apart and remember, and the point of the mode is to take that \
                load away; Apple's guidance is to pick the one or two features that matter most and leave \
                the rest to the standard app.
                """,
            fix: """
                Keep only the core features in the `AssistiveAccess` scene and leave the others in the \
                `WindowGroup` of the standard app. Mark the screens of each feature with `feature NAME` so \
                that the count follows what the person experiences.
                """,
            details: [
                "Features are given out in one walk from the start screen and the entries (language 1.1): a screen that names a `feature` belongs to it; a screen first reached straight from the start screen or an entry by a control is a feature of its own, unless it is a `dialog` or opens as a `sheet`; every other screen belongs to the feature of the screen it is first reached from.",
                "To group a screen with the start screen's feature, name the feature on both.",
                "The finding stands on the `scene` statement, once per scene; a note points at the `limit features` statement when the flow sets one. Being about the whole scene, it is accepted only by an `allow` before the scene's first `screen`.",
            ],
            wcag: [],
            triggering: [
                """
                ↓scene assistive
                screen home "Home" icon house kind list
                  row "Family" icon person.2 -> calls
                  link "Photos" icon photo -> photos
                screen calls "Calls" icon phone feature calls
                screen photos "Photos" icon photo feature photos
                  link "Camera" icon camera -> camera
                screen camera "Camera" icon camera feature camera
                """,
                """
                limit features 1
                ↓scene assistive
                screen home "Home" icon house kind list
                  row "Chats" icon message -> chats
                  link "Camera" icon camera -> camera
                screen chats "Chats" icon message
                screen camera "Camera" icon camera
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Home" icon house kind list
                  row "Chats" icon message -> chats
                  link "Camera" icon camera -> camera
                screen chats "Chats" icon message
                screen camera "Camera" icon camera
                """,
                """
                scene assistive
                screen home "Calls" icon phone feature calls kind list
                  row "Family" icon person.2 -> call
                screen call "Call" icon phone.fill feature calls
                  button "Message" icon message -> message
                screen message "Message" icon message feature messages
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        let limit = scene.limits.features
        guard scene.features.count > limit else { return }
        var notes = context.limitNote(.features)
        if !scene.screens.contains(where: { $0.feature != nil }), let start = scene.start {
            notes.append(.init(Message.noFeatureNamed(start: scene.screens[start].id.name, hasEntries: !scene.entries.isEmpty),
                               at: scene.screens[start].range))
        }
        context.report(
            Message.tooMany(features: scene.features, limit: limit),
            at: scene.decl.range,
            fix: "keep the one or two core features in the AssistiveAccess scene and leave the rest to the standard app",
            notes: notes)
    }
}

extension TooManyFeaturesRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A scene with more features than the limit: their names.
        case tooMany(features: [String], limit: Int)
        /// A note: no screen names its feature, so the screens the start
        /// screen (and any entry) leads to count one each.
        case noFeatureNamed(start: String, hasEntries: Bool)

        var text: String {
            switch self {
            case .tooMany(let features, let limit):
                let names = features.map { "`\($0)`" }.joined(separator: ", ")
                return "this scene offers \(Plural.counted(features.count, "feature")) (\(names)) "
                    + "where at most \(limit) \(Plural.word(limit, "is", "are")) advised"
            case .noFeatureNamed(let start, let hasEntries):
                return "no screen names its feature, so each screen that `\(start)`\(hasEntries ? " or an entry" : "") "
                    + "leads to counts as one; group screens with `feature NAME`"
            }
        }
    }
}
