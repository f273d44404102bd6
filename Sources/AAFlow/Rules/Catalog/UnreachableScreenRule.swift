/// `structure.unreachable-screen`: a screen no path from the start or an entry reaches.
struct UnreachableScreenRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.unreachableScreen.rawValue,
            name: "Unreachable screen",
            principle: nil,
            severities: [.assistive: .warning, .standard: .warning],
            summary: "a screen that no path from the start screen or an `entry` reaches",
            rationale: "A screen nobody can reach is either a mistake in the flow (a missing arrow) or dead weight that makes the flow look bigger than it is.",
            fix: "Add a control that leads to the screen, or remove the screen from the flow. When the system opens it directly (a notification, a widget, a deep link, an App Intent), say so with `entry ID \"a notification\"`.",
            details: [
                "One finding per cut-off branch: when unreachable screens lead on to other unreachable screens, only the first of the branch is reported, with the number of screens it leads to. Adding the one missing arrow makes them all reachable.",
                "A screen that an `entry` names is a way in of its own (language 1.1), and so is every screen reachable from it.",
                "Unreachable screens are still checked by the other rules, since they are part of the scene as written; only `distill.settings-exposed` and `navigation.too-deep` need a screen to be reachable.",
            ],
            wcag: [],
            triggering: [
                """
                scene assistive
                screen home "Home" icon house
                ↓screen lost "Lost" icon questionmark
                """,
                """
                scene assistive
                screen home "Home" icon house
                ↓screen album "Album" icon photo.stack kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Home" icon house
                  button "Help" icon questionmark -> help
                screen help "Help" icon questionmark
                """,
                """
                scene assistive
                entry reminder "a notification"
                screen home "Home" icon house
                screen reminder "Take your pills" icon pills
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        for branch in Self.branches(scene) {
            context.report(
                Message.unreachable(screen: scene.screens[branch.head].id.name, hasEntries: !scene.entries.isEmpty, beyond: branch.more),
                at: scene.screens[branch.head].range, screen: branch.head,
                fix: "add a control that leads here, or remove the screen; a screen the system opens directly is an `entry`")
        }
    }

    /// The first screen of each cut-off branch, and how many more unreachable
    /// screens it leads to that no earlier branch counted.
    ///
    /// - Complexity: O(screens + transitions).
    static func branches(_ scene: SceneGraph) -> [(head: Int, more: Int)] {
        var covered = [Bool](repeating: false, count: scene.screens.count)
        var out: [(head: Int, more: Int)] = []
        for head in branchHeads(scene) where !covered[head] {
            out.append((head, cover(from: head, in: scene, covered: &covered) - 1))
        }
        return out.sorted { $0.head < $1.head }
    }

    /// The unreachable screens, latest finished first in a depth-first walk
    /// of the unreachable part of the graph (roots in declaration order).
    ///
    /// Taken in this order, the first screen not yet covered by an earlier
    /// branch always starts a branch of its own: nothing uncovered leads to
    /// it, or it is the first declared screen of a loop that nothing leads into.
    ///
    /// - Complexity: O(screens + transitions).
    static func branchHeads(_ scene: SceneGraph) -> [Int] {
        let n = scene.screens.count
        var visited = [Bool](repeating: false, count: n)
        var finished: [Int] = []
        var stack: [(screen: Int, next: Int)] = []
        for root in 0..<n where !scene.isReachable(root) && !visited[root] {
            visited[root] = true
            stack.append((root, scene.outStart[root]))
            while let top = stack.last {
                if top.next < scene.outStart[top.screen + 1] {
                    stack[stack.count - 1].next += 1
                    let t = scene.transitions[top.next]
                    if !t.isBack && !visited[t.to] && !scene.isReachable(t.to) {
                        visited[t.to] = true
                        stack.append((t.to, scene.outStart[t.to]))
                    }
                } else {
                    finished.append(top.screen)
                    stack.removeLast()
                }
            }
        }
        return finished.reversed()
    }

    /// Marks the unreachable screens `head` leads to (itself included, `back`
    /// excluded) that no earlier branch covers, and returns how many there were.
    static func cover(from head: Int, in scene: SceneGraph, covered: inout [Bool]) -> Int {
        covered[head] = true
        var queue = [head]
        var next = 0
        while next < queue.count {
            let u = queue[next]
            next += 1
            for t in scene.transitions(from: u) where !t.isBack && !covered[t.to] && !scene.isReachable(t.to) {
                covered[t.to] = true
                queue.append(t.to)
            }
        }
        return queue.count
    }
}

extension UnreachableScreenRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// The first screen of a cut-off branch, and how many more it leads to.
        case unreachable(screen: String, hasEntries: Bool, beyond: Int)

        var text: String {
            switch self {
            case .unreachable(let screen, let hasEntries, let more):
                let tail = more == 0 ? "" : more == 1 ? ", nor the screen it leads to" : ", nor the \(more) screens it leads to"
                return "no path from the start screen\(hasEntries ? " or an entry" : "") reaches `\(screen)`\(tail)"
            }
        }
    }
}
