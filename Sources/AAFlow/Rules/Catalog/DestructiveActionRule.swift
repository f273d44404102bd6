/// `safety.destructive-action`: a destructive action that is safe enough, but better left out.
struct DestructiveActionRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.destructiveAction.rawValue,
            name: "Destructive action",
            principle: .safety,
            severities: [.assistive: .note],
            summary: "a destructive action confirmed twice: allowed, but removing it is better",
            rationale: """
                Even asked twice, a person may agree without understanding what will be lost. Apple's own \
                example app left its destructive actions, such as deleting a drawing, out of the Assistive \
                Access scene altogether; the standard app is a better place for them.
                """,
            fix: """
                Consider removing the action from the `AssistiveAccess` scene and keeping it in the standard \
                app. If it stays, keep both confirmations clear and plain.
                """,
            details: [
                "Only destructive actions that ask at least twice are noted here; those that ask less are errors of `safety.insufficient-confirmation`, so each destructive action has one finding.",
            ],
            wcag: WCAG.safety,
            triggering: [
                """
                scene assistive
                screen photo "Photo" icon photo
                ↓  button "Delete" icon trash destructive confirm 2
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen photo "Photo" icon photo
                  button "Share" icon square.and.arrow.up
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        let required = InsufficientConfirmationRule.required(in: scene.kind)
        context.reportControls { control, i, c in
            guard control.isDestructive && control.type != .back && !scene.opensConfirmation(screen: i, control: c)
            else { return nil }
            let asked = scene.effectiveConfirmations(screen: i, control: c)
            guard asked >= required else { return nil }
            return RuleFinding(
                Message.cannotBeUndone(control.name, confirmations: asked),
                fix: "consider leaving it out of the AssistiveAccess scene; the standard app can keep it")
        }
    }
}

extension DestructiveActionRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A destructive action that asks first as often as it must.
        case cannotBeUndone(ControlName, confirmations: Int)

        var text: String {
            switch self {
            case .cannotBeUndone(let control, let asked):
                return "\(control.phrase) cannot be undone, even though it asks \(asked == 2 ? "twice" : "\(asked) times")"
            }
        }
    }
}
