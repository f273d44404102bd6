/// `controls.hidden-gesture`: an action that only a gesture reaches.
struct HiddenGestureRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.hiddenGesture.rawValue,
            name: "Hidden gesture",
            principle: .controls,
            severities: [.assistive: .warning],
            summary: "a `gesture`: an action with no visible control",
            rationale: """
                A swipe or a long press leaves nothing on the screen to see or to remember. A person who \
                relies on what is in front of them will never find the action, and may set it off by \
                accident while doing something else.
                """,
            fix: """
                Give the action a visible `Button` with a `Label` (text and icon), or leave it out of the \
                `AssistiveAccess` scene. A gesture may stay as a shortcut beside the button, not instead of it.
                """,
            details: [
                "Each `gesture` statement is one finding. A gesture has nothing to see, so `representation.missing-icon`, `representation.missing-text` and `controls.custom-control` do not look at it.",
                "A destructive gesture is also held to the `safety` rules: being hidden and being unsafe are two problems.",
            ],
            wcag: [],
            triggering: [
                """
                scene assistive
                screen photos "Photos" icon photo kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                ↓  gesture "Swipe to the next photo" -> next
                screen next "Next Photo" icon photo
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen photos "Photos" icon photo kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                  button "Next Photo" icon arrow.right -> next
                screen next "Next Photo" icon photo
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportControls { control, _, _ in
            guard control.type == .gesture else { return nil }
            return RuleFinding(
                Message.invisible(control.name),
                fix: "add a visible Button with a Label for the action, or leave the action out of Assistive Access")
        }
    }
}

extension HiddenGestureRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `gesture`, with nothing to see.
        case invisible(ControlName)

        var text: String {
            switch self {
            case .invisible(let control): return "\(control.phrase) has no visible control, so a person cannot see that the action exists"
            }
        }
    }
}
