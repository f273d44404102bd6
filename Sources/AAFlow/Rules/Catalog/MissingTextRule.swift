/// `representation.missing-text`: a control with no text (icon-only, or no label at all).
struct MissingTextRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.missingText.rawValue,
            name: "Icon-only control",
            principle: .representation,
            severities: [.assistive: .error],
            summary: "a control with an icon but no text (icon-only)",
            rationale: """
                An icon on its own asks the person to guess: many symbols mean nothing until someone has \
                learnt them, and a guess that goes wrong in a simplified app is hard to undo. Text beside \
                the icon gives a second way to understand the control, and it is also what VoiceOver and \
                Voice Control use as the control's name.
                """,
            fix: """
                Show text with the icon: use `Label("Delete", systemImage: "trash")` instead of \
                `Image(systemName: "trash")` as the control's label, and keep the label visible.
                """,
            details: [
                "A control with neither text nor icon is reported here too, once: it has no label at all.",
                "Every visible control needs text, inputs included: a `field` needs a prompt and a `slider` a caption that says what they are for.",
                "A `gesture` (nothing to see) and a `back` control (to be removed, see `navigation.custom-back`) are not checked.",
            ],
            wcag: WCAG.representation,
            triggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                ↓  button icon camera -> photo
                screen photo "Photo" icon photo
                ↓  slider
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                  button "Take Photo" icon camera -> photo
                screen photo "Photo" icon photo
                  slider "Brightness" icon sun.max
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportControls { control, _, _ in
            guard control.text == nil && control.isVisible && control.type != .back else { return nil }
            if let icon = control.icon {
                return RuleFinding(Message.iconOnly(control.name),
                                   fix: "add text beside the icon, with Label(\"…\", systemImage: \"\(icon)\")")
            }
            return RuleFinding(Message.noLabel(control.type), fix: "give it a Label with text and an icon that say what it does")
        }
    }
}

extension MissingTextRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A control with an icon and no text.
        case iconOnly(ControlName)
        /// A control with neither.
        case noLabel(ControlType)

        var text: String {
            switch self {
            case .iconOnly(let control): return "\(control.phrase) has no text, and an icon alone may not be understood"
            case .noLabel(let type): return "this \(type.rawValue) has neither text nor an icon, so nothing says what it does"
            }
        }
    }
}
