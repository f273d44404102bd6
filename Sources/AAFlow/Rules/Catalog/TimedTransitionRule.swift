/// `timing.timed-transition`: a screen that moves on by itself.
struct TimedTransitionRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: "timing.timed-transition",
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
                let what: String
                if let target = timer.target {
                    what = "moves on to `\(target.name)` by itself after \(timer.duration)"
                } else {
                    what = "goes away by itself after \(timer.duration)"
                }
                context.report(
                    "\(screen.phrase) \(what), whether or not the person is ready",
                    at: timer.range, screen: i,
                    fix: "let the person move on when ready, with a Button such as \"OK\" or \"Next\" instead of the timer")
            }
        }
    }
}
