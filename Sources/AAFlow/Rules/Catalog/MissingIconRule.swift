/// `representation.missing-icon`: a control with text and no icon.
struct MissingIconRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.missingIcon.rawValue,
            name: "Control without icon",
            principle: .representation,
            severities: [.assistive: .warning],
            summary: "a control with text but no icon",
            rationale: """
                People understand in different ways: some read the words, some recognise the picture, many \
                need both together. A control with words alone leaves out everyone who does not read them \
                easily, and Assistive Access shows controls large enough for an icon to carry meaning.
                """,
            fix: """
                Give the control an icon as well as its text: `Label("Take Photo", systemImage: "camera")` \
                as the label of the `Button`, `NavigationLink`, `Toggle` or tab item.
                """,
            details: [
                "A `row` stands for a whole list, and its text and icon stand for those of every item: each item should show a picture beside its words.",
                "Inputs count like every other control: put the icon beside a `field` or a `slider` in the row that holds it, as a `Label` or an `Image`.",
                "A `gesture` (nothing to see) and a `back` control (to be removed, see `navigation.custom-back`) are not checked.",
                "A control with neither text nor icon is reported once, by `representation.missing-text`.",
            ],
            wcag: WCAG.representation,
            triggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                ↓  button "Take Photo" -> photo
                screen photo "Photo" icon photo
                """,
                """
                scene assistive
                screen contacts "Contacts" icon person.2 kind list
                ↓  row "Contact" -> contact
                screen contact "Contact" icon person
                ↓  toggle "Favourite"
                """,
                """
                scene assistive
                screen note "Note" icon note.text kind form
                ↓  field "Write your note"
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                  button "Take Photo" icon camera -> photo
                screen photo "Photo" icon photo
                """,
                """
                scene assistive
                screen note "Note" icon note.text kind form
                  field "Write your note" icon pencil
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let statements = context.statements
        context.reportControls { control, _, _ in
            guard control.text != nil && control.icon == nil && isChecked(control.type) else { return nil }
            return RuleFinding(
                Message.noIcon(control.name),
                fix: "add an icon beside the text, with Label(\"\(control.text ?? "")\", systemImage: …)",
                edits: statements.iconInsertion(after: { $0.isString }, in: control.range))
        }
    }

    /// Every control but a gesture (nothing to see) and a back control (to be removed).
    private func isChecked(_ type: ControlType) -> Bool {
        switch type {
        case .gesture, .back: return false
        default: return true
        }
    }
}

extension MissingIconRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A control with text and no icon.
        case noIcon(ControlName)

        var text: String {
            switch self {
            case .noIcon(let control): return "\(control.phrase) has text but no icon, so a person who does not read it has nothing to go by"
            }
        }
    }
}
