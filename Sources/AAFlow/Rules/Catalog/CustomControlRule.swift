/// `controls.custom-control`: a control drawn by the app instead of a native one.
struct CustomControlRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.customControl.rawValue,
            name: "Custom control",
            principle: .controls,
            severities: [.assistive: .warning],
            summary: "a control marked `custom`: native controls take the large Assistive Access style by themselves",
            rationale: """
                In Assistive Access the system draws native controls large, with plenty of room between \
                them, and lays them out in the grid or the rows the person chose during setup. A control \
                the app draws itself misses all of that: it keeps its own size and look, and often ends up \
                small and crowded next to the native ones.
                """,
            fix: """
                Use the native control: `Button`, `Toggle`, `Picker`, `NavigationLink`, with a `Label` for \
                its text and icon. Leave the styling to the system.
                """,
            details: [
                "A `back` marked `custom` is reported by `navigation.custom-back` only, and a `gesture` by `controls.hidden-gesture` only: removing them, not restyling them, is the fix.",
            ],
            wcag: [],
            triggering: [
                """
                scene assistive
                screen home "Family" icon person.2 kind list
                ↓  button "Call Mom" icon phone custom -> call
                screen call "Call" icon phone
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Family" icon person.2 kind list
                  button "Call Mom" icon phone -> call
                screen call "Call" icon phone
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportControls { control, _, _ in
            guard control.isCustom && control.type != .back && control.isVisible else { return nil }
            return RuleFinding(
                Message.drawnByApp(control.name),
                fix: "use the native \(control.type.swiftUIName) with a Label; Assistive Access makes it large and clear by itself")
        }
    }
}

extension CustomControlRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `custom` control.
        case drawnByApp(ControlName)

        var text: String {
            switch self {
            case .drawnByApp(let control): return "\(control.phrase) is drawn by the app, so it misses the large Assistive Access style"
            }
        }
    }
}
