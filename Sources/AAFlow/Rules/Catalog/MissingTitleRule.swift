/// `representation.missing-title`: a screen with no title.
struct MissingTitleRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.missingTitle.rawValue,
            name: "Screen without title",
            principle: .representation,
            severities: [.assistive: .warning],
            summary: "a screen with no title",
            rationale: """
                The title at the top of the screen, with its icon, is how a person knows where they are \
                and whether they got where they meant to go. Without it, every screen of a simplified app \
                looks much like the last one.
                """,
            fix: """
                Give the screen a title in the flow (`screen ID "Title" icon NAME`) and in SwiftUI set \
                `.navigationTitle` with `.assistiveAccessNavigationIcon`. For a `confirmationDialog` or an \
                alert, the title is the question it asks: show it with `titleVisibility: .visible`.
                """,
            details: [
                "Every kind of screen is checked, `dialog` included: a dialog's title is the question it asks.",
                "A screen with neither title nor icon is reported here only, once.",
            ],
            wcag: WCAG.representation + [WCAG.pageTitled],
            triggering: [
                """
                scene assistive
                screen photos "Photos" icon photo kind grid
                  row "Photo" icon photo -> photo
                ↓screen photo icon photo
                  button "Share" icon square.and.arrow.up -> share sheet
                ↓screen share kind dialog
                  button "Send to Mom" icon paperplane
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen photos "Photos" icon photo kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportScreens { _, screen in
            guard screen.title == nil else { return nil }
            if screen.kind == .dialog {
                return RuleFinding(
                    Message.untitledDialog(screen: screen.id.name),
                    fix: "give it a title that asks the question; in SwiftUI, a confirmationDialog title with titleVisibility: .visible")
            }
            return RuleFinding(
                Message.untitled(screen: screen.id.name),
                fix: "give the screen a title and an icon; in SwiftUI, .navigationTitle with .assistiveAccessNavigationIcon")
        }
    }
}

extension MissingTitleRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `dialog` screen without a title.
        case untitledDialog(screen: String)
        /// Any other screen without a title.
        case untitled(screen: String)

        var text: String {
            switch self {
            case .untitledDialog(let screen): return "the dialog `\(screen)` has no title to say what it asks"
            case .untitled(let screen): return "`\(screen)` has no title, so a person cannot tell where they are"
            }
        }
    }
}
