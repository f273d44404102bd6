/// `timing.timed-transition`: a screen that moves on by itself.
struct TimedTransitionRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.timedTransition.rawValue,
            name: "Timed transition",
            principle: .timing,
            severities: [.assistive: .error, .standard: .note],
            summary: "an `after` transition: let the person move on when ready",
            rationale: """
                People read, think and act at their own pace. A toast that vanishes, a countdown or a \
                screen that moves on by itself takes the choice away from the person and puts them under \
                pressure, and whatever it showed is gone before some people have taken it in.
                """,
            fix: """
                Let the person decide when to move on: keep the message on screen and add a `Button` such \
                as "OK" or "Next" (a `Label` with text and icon) that moves on or dismisses it. Remove \
                `DispatchQueue.main.asyncAfter`, timers and auto-dismissing toasts from the scene.
                """,
            details: [
                "Each `after` statement is one finding, at the statement, with or without an arrow: a toast that goes away by itself is timed as well.",
                "In a standard scene it is a note: worth a look, since everyone benefits from working at their own pace.",
            ],
            wcag: WCAG.timing,
            triggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                  button "Take Photo" icon camera -> saved
                screen saved "Saved" icon checkmark.circle
                ↓  after 3s -> camera
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen camera "Camera" icon camera
                  button "Take Photo" icon camera -> saved
                screen saved "Saved" icon checkmark.circle
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        for (i, screen) in scene.screens.enumerated() {
            for timer in screen.timers {
                context.report(
                    Message.movesOn(screen: screen.id.name, to: timer.target?.name, after: timer.duration),
                    at: timer.range, screen: i,
                    fix: "let the person move on when ready, with a Button such as \"OK\" or \"Next\" instead of the timer")
            }
        }
    }
}

extension TimedTransitionRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// An `after`: to a screen, or (with no target) away.
        case movesOn(screen: String, to: String?, after: Duration)

        var text: String {
            switch self {
            case .movesOn(let screen, let target?, let duration):
                return "`\(screen)` moves on to `\(target)` by itself after \(duration), whether or not the person is ready"
            case .movesOn(let screen, nil, let duration):
                return "`\(screen)` goes away by itself after \(duration), whether or not the person is ready"
            }
        }
    }
}
