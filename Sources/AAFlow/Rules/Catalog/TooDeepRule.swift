/// `navigation.too-deep`: a screen too many steps away from the start.
struct TooDeepRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.tooDeep.rawValue,
            name: "Too deep",
            principle: .navigation,
            severities: [.assistive: .warning],
            summary: "a screen deeper than `limit depth` (default 4)",
            rationale: """
                Each level down is one more step to remember on the way back. Hu and Feng (ACM TACCESS, \
                2015) found that people with cognitive disabilities found their way better in a hierarchy \
                four levels deep than in a broad, shallow one; past that, the way back gets long and people \
                lose track of where they are.
                """,
            fix: """
                Bring the screen closer to the start: cut steps that ask nothing of the person, or give the \
                task an entry of its own nearer the first screen. Keep one linear `NavigationStack`.
                """,
            details: [
                "Depth is the fewest steps from the start screen (back controls do not count); the start screen has depth 0.",
                "One finding per branch: the first screen past the limit is reported, with the number of deeper screens reached through it, and those deeper screens are not reported again. A deeper screen that several such screens lead to is counted once, under the first way to it.",
                "Unreachable screens have no depth; `structure.unreachable-screen` reports them.",
            ],
            wcag: WCAG.navigation,
            triggering: [
                """
                limit depth 2
                scene assistive
                screen home "Home" icon house kind list
                  row "Album" icon photo.stack -> album
                screen album "Album" icon photo.stack kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                  button "Details" icon info.circle -> details
                ↓screen details "Details" icon info.circle
                  button "Map" icon map -> map
                screen map "Map" icon map
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen home "Home" icon house kind list
                  row "Album" icon photo.stack -> album
                screen album "Album" icon photo.stack kind grid
                  row "Photo" icon photo -> photo
                screen photo "Photo" icon photo
                  button "Details" icon info.circle -> details
                screen details "Details" icon info.circle
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let scene = context.scene
        let limit = scene.limits.depth
        for branch in Self.branches(scene, limit: limit) {
            let way = branch.path.map { scene.screens[$0].id.name }.joined(separator: " → ")
            context.report(
                Message.tooDeep(screen: scene.screens[branch.screen].id.name, steps: limit + 1, limit: limit, beyond: branch.below),
                at: scene.screens[branch.screen].range, screen: branch.screen,
                fix: "bring it closer to the start: cut steps that ask nothing, or give the task its own entry nearer the first screen",
                notes: [.init(Message.shortestWay(way))] + context.limitNote(.depth))
        }
    }

    /// A screen one step past the limit, the screens that lie deeper through
    /// it, and a shortest way to it from the start screen.
    struct Branch: Equatable {
        var screen: Int
        var below: Int
        var path: [Int]
    }

    /// The first screen past `limit` on each branch, in declaration order.
    ///
    /// Each deeper screen is counted once, under the first screen past the
    /// limit on its shortest way from the start (the first such way in the
    /// order the flow is written).
    ///
    /// - Complexity: O(screens + transitions), plus the length of each way shown.
    static func branches(_ scene: SceneGraph, limit: Int) -> [Branch] {
        guard scene.metrics.maxDepth > limit else { return [] }
        // One shortest way to each screen: the first edge, in the order
        // written, from a screen one step closer to the start.
        var parent = [Int](repeating: -1, count: scene.screens.count)
        for t in scene.transitions where !t.isBack && parent[t.to] < 0 {
            if let d = scene.depth(of: t.from), scene.depth(of: t.to) == d + 1 { parent[t.to] = t.from }
        }
        // Each deeper screen belongs to the first screen past the limit on its way.
        var layers = [[Int]](repeating: [], count: scene.metrics.maxDepth - limit)
        for i in scene.screens.indices {
            if let d = scene.depth(of: i), d > limit { layers[d - limit - 1].append(i) }
        }
        var owner = [Int](repeating: -1, count: scene.screens.count)
        var below = [Int](repeating: 0, count: scene.screens.count)
        for (n, layer) in layers.enumerated() {
            for i in layer {
                if n == 0 {
                    owner[i] = i
                } else {
                    owner[i] = owner[parent[i]]
                    below[owner[i]] += 1
                }
            }
        }
        return layers.first.map { first in
            first.sorted().map { i in
                var path = [i]
                while parent[path[path.count - 1]] >= 0 { path.append(parent[path[path.count - 1]]) }
                return Branch(screen: i, below: below[i], path: path.reversed())
            }
        } ?? []
    }
}

extension TooDeepRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// The first screen past the limit on a branch, and how many lie beyond it.
        case tooDeep(screen: String, steps: Int, limit: Int, beyond: Int)
        /// A note: the shortest way to that screen, as the rule writes it.
        case shortestWay(String)

        var text: String {
            switch self {
            case .tooDeep(let screen, let steps, let limit, let more):
                let tail = more == 0 ? "" : "; \(Plural.counted(more, "more screen")) \(Plural.word(more, "lies", "lie")) beyond it"
                return "`\(screen)` is \(Plural.counted(steps, "step")) from the start screen, "
                    + "where at most \(limit) \(Plural.word(limit, "is", "are")) advised\(tail)"
            case .shortestWay(let way): return "the shortest way there: \(way)"
            }
        }
    }
}
