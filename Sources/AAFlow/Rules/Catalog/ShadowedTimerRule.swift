/// `timing.shadowed-timer` (language 1.1): a second `after` on a screen.
struct ShadowedTimerRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.shadowedTimer.rawValue,
            name: "Second timer on a screen",
            principle: .timing,
            severities: [.assistive: .warning, .standard: .warning],
            summary: "a second `after` on a screen that already has one: it can never fire",
            rationale: """
                A screen that moves on by itself does so once: the first timer to run out wins, and the \
                other never fires. Two timers on one screen are a design mistake in any scene, and the flow \
                cannot tell which of the two was meant.
                """,
            fix: """
                Keep at most one timer on the screen, and in Assistive Access none: replace the timer with \
                a `Button` such as "OK" or "Next" (a `Label` with text and icon) that moves on when the \
                person is ready.
                """,
            details: [
                "The finding stands on each `after` after the first on its screen; both timers still count as written (edges, timed transitions), and `timing.timed-transition` reports each of them in an Assistive Access scene.",
            ],
            wcag: WCAG.timing,
            triggering: [
                """
                scene standard
                screen saved "Saved" icon checkmark.circle
                  after 3s
                ↓  after 5s
                """,
            ],
            nonTriggering: [
                """
                scene standard
                screen saved "Saved" icon checkmark.circle
                  after 3s
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        for (i, screen) in context.scene.screens.enumerated() where screen.timers.count > 1 {
            let first = screen.timers[0]
            for timer in screen.timers.dropFirst() {
                context.report(
                    Message.neverFires(screen: screen.id.name, firstAfter: first.duration),
                    at: timer.range, screen: i,
                    fix: "keep one timer at most, or better none: let the person move on with a Button such as \"OK\"",
                    notes: [.init(Message.firstTimer(screen: screen.id.name), at: first.range)])
            }
        }
    }
}

extension ShadowedTimerRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A second `after` on a screen, behind the first.
        case neverFires(screen: String, firstAfter: Duration)
        /// A note: where the screen's first timer is.
        case firstTimer(screen: String)

        var text: String {
            switch self {
            case .neverFires(let screen, let first): return "`\(screen)` already has a timer (after \(first)), so this one can never fire"
            case .firstTimer(let screen): return "the first timer of `\(screen)` is here"
            }
        }
    }
}
