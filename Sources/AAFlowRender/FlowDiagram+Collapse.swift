import AAFlow

extension FlowDiagram {
    /// Which screens of a very large scene are drawn, and who stands for the rest.
    struct Collapse {
        /// Whether each screen is drawn.
        var drawn: [Bool]
        var drawnCount = 0
        /// For each screen not drawn but reachable: the drawn screen it lies below.
        var owner: [Int]

        init(_ scene: SceneGraph, limit: Int) {
            let n = scene.screens.count
            drawn = [Bool](repeating: false, count: n)
            owner = [Int](repeating: -1, count: n)
            // Screens by depth; draw whole levels while they fit.
            var levels: [[Int]] = []
            for i in 0..<n {
                guard let d = scene.depth(of: i) else { continue }
                while levels.count <= d { levels.append([]) }
                levels[d].append(i)
            }
            var last = 0
            var count = 0
            for (d, level) in levels.enumerated() {
                if d > 0 && count + level.count > limit { break }
                count += level.count
                last = d
                for i in level {
                    drawn[i] = true
                    owner[i] = i
                }
            }
            drawnCount = count
            // Each deeper screen belongs to the drawn screen above it on its shortest path.
            if last + 1 < levels.count {
                for d in (last + 1)..<levels.count {
                    for u in levels[d - 1] {
                        for t in scene.transitions(from: u) where !t.isBack && owner[t.to] < 0
                            && scene.depth(of: t.to) == d {
                            owner[t.to] = owner[u]
                        }
                    }
                }
            }
        }

        /// A dashed box under each drawn screen that has screens past it, and
        /// one for the unreachable screens.
        func addSummaries(_ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
                          keyPrefix: String = "", idPrefix: String = "") {
            var below: [Int: [Int]] = [:]
            var unreachable: [Int] = []
            for i in scene.screens.indices where !drawn[i] {
                if owner[i] >= 0 { below[owner[i], default: []].append(i) } else { unreachable.append(i) }
            }
            func summary(_ id: String, _ screens: [Int], _ what: String) -> [String: String] {
                let own = screens.flatMap { findings.byScreen[scene.screens[$0].id.name] ?? [] }
                let severity = FlowDiagram.worst(own)
                var lines = ["\(Plural.counted(screens.count, "screen")) \(what)", "(not drawn)"]
                lines += FlowDiagram.findingLines(own)
                var attributes: [String: String] = [
                    "label": DiagramText.label(lines: lines),
                    "id": DiagramText.id(id),
                    "class": DiagramText.className("collapsed " + FlowDiagram.className(severity)),
                    "tooltip": DiagramText.tooltip(screens.prefix(20).map { scene.screens[$0].id.name }.joined(separator: ", ")
                        + (screens.count > 20 ? " and \(screens.count - 20) more" : "")),
                ]
                attributes.merge(FlowDiagram.collapsedAttributes) { _, new in new }
                FlowDiagram.outline(severity, into: &attributes, baseStyle: [])
                return attributes
            }
            for (owner, screens) in below.sorted(by: { $0.key < $1.key }) {
                // Keys start with "#", which no screen id can.
                let id = scene.screens[owner].id.name
                graph.addNode(keyPrefix + "#below:" + id, summary(idPrefix + "collapsed-below-" + id, screens, "further on"))
                graph.addEdge(from: keyPrefix + id, to: keyPrefix + "#below:" + id, ["class": "collapsed"])
            }
            if !unreachable.isEmpty {
                graph.addNode(keyPrefix + "#unreachable",
                              summary(idPrefix + "collapsed-unreachable", unreachable, "that no path reaches"))
            }
        }
    }
}
