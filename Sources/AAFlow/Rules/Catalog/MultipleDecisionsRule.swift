/// `navigation.multiple-decisions`: a screen that asks for several decisions at once.
struct MultipleDecisionsRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.multipleDecisions.rawValue,
            name: "Several decisions on one screen",
            principle: .navigation,
            severities: [.assistive: .warning],
            summary: "a screen asks for more decisions than `limit decisions` (default 1)",
            rationale: """
                Holding two open questions in mind at once is hard for many people with cognitive \
                disabilities. Apple's guidance is one decision per screen, in a step-by-step flow, even \
                if that means reordering the decisions: a drawing app can ask for the colour on a screen \
                of its own before it opens the canvas, instead of offering a colour picker on the canvas.
                """,
            fix: """
                Split the screen into steps, one decision each, pushed one after the other in a \
                `NavigationStack`. Ask the choice that comes first on a screen of its own, so that the next \
                screen opens with it already made.
                """,
            details: [
                "Decisions are counted as the flow language defines them: one for each input (`toggle`, `picker`, `menu`, `field`, `slider`, `stepper`), and one more when the screen offers a choice of action (two or more actions other than `back`, or any `row`).",
                "A screen with a single button asks for no decision.",
            ],
            wcag: WCAG.navigation,
            triggering: [
                """
                scene assistive
                screen draw "Draw" icon hand.draw kind list
                  row "Drawing" icon scribble -> canvas
                ↓screen canvas "Canvas" icon scribble kind canvas
                  picker "Colour" icon paintpalette options 6
                  button "Share" icon square.and.arrow.up -> share sheet
                  button "Done" icon checkmark -> draw
                screen share "Share" icon square.and.arrow.up kind dialog
                  button "Send to Mom" icon paperplane
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen draw "Draw" icon hand.draw kind list
                  row "Drawing" icon scribble -> colour
                screen colour "Colour" icon paintpalette kind list
                  row "Colour" icon paintpalette -> canvas
                screen canvas "Canvas" icon scribble kind canvas
                  button "Share" icon square.and.arrow.up -> share sheet
                screen share "Share" icon square.and.arrow.up kind dialog
                  button "Send to Mom" icon paperplane
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportScreens(over: .decisions, counts: context.scene.decisions) { screen, decisions, limit in
            RuleFinding(
                Message.tooMany(screen: screen.id.name, decisions: decisions, limit: limit, which: Self.decisions(of: screen)),
                fix: "split it into steps in a NavigationStack, one decision per screen, and ask the first choice before this screen")
        }
    }

    /// The decisions of a screen: its inputs, and which action to take
    /// (when it has two or more) or which item of a list to open.
    static func decisions(of screen: ScreenDecl) -> Decisions {
        let controls = screen.controls.filter { $0.type != .back }
        let actions = controls.filter { !$0.type.isInput }
        return Decisions(inputs: controls.filter(\.type.isInput).map(\.name), actions: actions.count,
                         opensListItem: actions.contains(where: { $0.type == .row }))
    }

    /// What a screen asks a person to decide.
    struct Decisions: Hashable, Sendable {
        var inputs: [ControlName]
        var actions: Int
        var opensListItem: Bool

        /// In words: "the picker "Colour" and which of 2 actions to take".
        var text: String {
            var parts = inputs.map(\.phrase)
            if parts.count > 4 { parts = Array(parts.prefix(3)) + ["\(parts.count - 3) more inputs"] }
            if actions >= 2 {
                parts.append("which of \(actions) actions to take")
            } else if opensListItem {
                parts.append("which item of the list to open")
            }
            guard parts.count > 1 else { return parts.first ?? "" }
            return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }
}

extension MultipleDecisionsRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A screen that asks for more decisions than the limit.
        case tooMany(screen: String, decisions: Int, limit: Int, which: Decisions)

        var text: String {
            switch self {
            case .tooMany(let screen, let decisions, let limit, let which):
                return "`\(screen)` asks for \(Plural.counted(decisions, "decision")) on one screen, "
                    + "where at most \(limit) \(Plural.word(limit, "is", "are")) advised: \(which.text)"
            }
        }
    }
}
