/// `navigation.custom-back`: a back control drawn by the app.
struct CustomBackRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.customBack.rawValue,
            name: "Custom back button",
            principle: .navigation,
            severities: [.assistive: .error],
            summary: "a `back` control: the system back button already walks back up the navigation stack",
            rationale: "Assistive Access always shows its own large back button at the bottom of the screen. A second back control, drawn by the app, looks and behaves differently and makes the person choose between two ways back.",
            fix: "Remove the control and present screens in a `NavigationStack`; the system back button returns to the previous screen.",
            details: [
                "Each `back` statement is one finding, with an arrow or without. The other rules about controls (icons, text, custom drawing, confirmations) leave a `back` alone: the fix is to remove it.",
            ],
            wcag: WCAG.navigation,
            triggering: [
                """
                scene assistive
                screen home "Home" icon house
                  button "Photos" icon photo -> photos
                screen photos "Photos" icon photo
                ↓  back "Back" icon chevron.left
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Home" icon house
                  button "Photos" icon photo -> photos
                screen photos "Photos" icon photo
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let statements = context.statements
        context.reportControls { control, _, _ in
            guard control.type == .back else { return nil }
            return RuleFinding(
                Message.duplicatesSystemBack,
                fix: "remove it; in Assistive Access the system back button walks back up the NavigationStack",
                edits: statements.tokens(control.range).isEmpty ? [] : [.delete(statements.wholeLine(control.range))])
        }
    }
}

extension CustomBackRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `back` control beside the system's back button.
        case duplicatesSystemBack

        var text: String {
            switch self {
            case .duplicatesSystemBack: return "a back control drawn by the app duplicates the system back button"
            }
        }
    }
}
