/// `structure.unreachable-screen`: a screen no path from the start reaches.
struct UnreachableScreenRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: "structure.unreachable-screen",
            name: "Unreachable screen",
            principle: nil,
            severities: [.assistive: .warning, .standard: .warning],
            summary: "a screen that no path from the start screen reaches",
            rationale: "A screen nobody can reach is either a mistake in the flow (a missing arrow) or dead weight that makes the flow look bigger than it is.",
            fix: "Add a control that leads to the screen, or remove the screen from the flow.",
            wcag: [],
            triggering: [
                """
                scene assistive
                screen home "Home" icon house
                ↓screen lost "Lost" icon questionmark
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Home" icon house
                  button "Help" icon questionmark -> help
                screen help "Help" icon questionmark
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        for (i, screen) in scene.screens.enumerated() where !scene.isReachable(i) {
            context.report(
                "no path from the start screen reaches `\(screen.id.name)`",
                at: screen.range, screen: i,
                fix: "add a control that leads here, or remove the screen")
        }
    }
}
