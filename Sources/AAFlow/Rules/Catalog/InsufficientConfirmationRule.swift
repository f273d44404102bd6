/// `safety.insufficient-confirmation`: a destructive action that does not ask often enough.
struct InsufficientConfirmationRule: Rule {
    /// How many confirmations a destructive action needs in each kind of scene.
    static func required(in kind: SceneKind) -> Int {
        kind == .assistive ? 2 : 1
    }

    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.insufficientConfirmation.rawValue,
            name: "Destructive action without enough confirmation",
            principle: .safety,
            severities: [.assistive: .error, .standard: .warning],
            summary: "a destructive action that does not ask often enough: in Assistive Access fewer than 2 confirmations, in the standard scene none",
            rationale: """
                A tap that deletes something for good cannot be taken back, and a person who taps to see \
                what happens, or taps twice by accident, loses their photo or their message. Apple's \
                guidance is to leave destructive actions out of the Assistive Access scene, and to confirm \
                twice, in plain words, the ones that must stay. In the standard app, asking once is the least a destructive action should do.
                """,
            fix: """
                Best, remove the action from the `AssistiveAccess` scene. If it must stay, ask twice before \
                it acts, each time in plain words and with a safe way out: a `confirmationDialog` with a \
                `.destructive` button and a `.cancel` button, then a second one. In the flow, write \
                `destructive confirm 2`.
                """,
            details: [
                "In an Assistive Access scene, a destructive action with no confirmation or with one is an error; with two or more, `safety.destructive-action` leaves a note instead.",
                "In a standard scene, only a destructive action with no confirmation at all is reported, as a warning.",
                "Every destructive control counts, a `gesture` too; a `back` control is left to `navigation.custom-back`.",
                "A confirmation may also be drawn as its own screen of kind `dialog` (language 1.1): a destructive control that leads to a dialog holding a destructive control only asks the question and is not reported; the destructive control on the dialog counts one confirmation for each dialog in a row that leads to it, on top of its own `confirm N`.",
            ],
            wcag: WCAG.safety,
            triggering: [
                """
                scene standard
                screen photo "Photo" icon photo
                ↓  button "Delete" icon trash destructive

                scene assistive
                screen photo "Photo" icon photo
                ↓  button "Delete" icon trash destructive confirm
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen photo "Photo" icon photo
                  button "Delete" icon trash -> sure destructive
                screen sure "Delete this photo?" icon trash kind dialog
                  button "Delete" icon trash -> really destructive
                  button "Keep" icon xmark -> photo
                screen really "It cannot be undone. Delete?" icon trash kind dialog
                  button "Delete" icon trash -> photo destructive
                  button "Keep" icon xmark -> photo
                """,
                """
                scene standard
                screen photo "Photo" icon photo
                  button "Delete" icon trash destructive confirm

                scene assistive
                screen photo "Photo" icon photo
                  button "Share" icon square.and.arrow.up
                """,
            ])
    }

    /// `confirm 2` (or `confirm` in a standard scene) in place of the
    /// statement's `confirm [N]`, or added at its end.
    static func askEnough(_ control: ControlDecl, required: Int, statements: StatementReader) -> [TextEdit] {
        let want = required >= 2 ? "confirm \(required)" : "confirm"
        let tokens = statements.tokens(control.range)
        guard !tokens.isEmpty else { return [] }
        guard let c = tokens.firstIndex(where: { !$0.isString && $0.text == "confirm" }) else {
            return [.insert(" " + want, at: control.range.end)]
        }
        var range = tokens[c].range
        if c + 1 < tokens.count, !tokens[c + 1].isString, tokens[c + 1].text.unicodeScalars.allSatisfy({ $0.properties.numericType != nil }) {
            range.end = tokens[c + 1].range.end
        }
        return [TextEdit(range: range, replacement: want)]
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        let kind = scene.kind
        let required = Self.required(in: kind)
        let statements = context.statements
        context.reportControls { control, i, c in
            guard control.isDestructive && control.type != .back && !scene.opensConfirmation(screen: i, control: c)
            else { return nil }
            let asked = scene.effectiveConfirmations(screen: i, control: c)
            guard asked < required else { return nil }
            let fix = kind == .assistive
                ? "leave it out of the AssistiveAccess scene, or ask twice in plain words with confirmationDialog (`confirm 2`)"
                : "ask before it acts, with a confirmationDialog (`confirm`)"
            return RuleFinding(
                Message.asksTooLittle(control.name, confirmations: asked), fix: fix,
                edits: Self.askEnough(control, required: required, statements: statements))
        }
    }
}

extension InsufficientConfirmationRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A destructive action that asks first fewer times than the scene needs.
        case asksTooLittle(ControlName, confirmations: Int)

        var text: String {
            switch self {
            case .asksTooLittle(let control, let asked):
                return "\(control.phrase) cannot be undone, and it acts \(asked == 0 ? "without asking first" : "after asking only once")"
            }
        }
    }
}
