import AAFlow

extension FlowDiagram {
    /// The arrows back up the flow. None is drawn across the picture: each
    /// ends in a short stub of words under its screen that names where it
    /// goes ("↩ Conversation", "↻ this screen"). The arrows back from one
    /// screen that look alike (the same `ArrowStyle`) share one stub, a line
    /// (or, with labels, a few) each.
    struct BackStubs {
        struct Stub {
            var from: Int
            var style: ArrowStyle
            /// The transition index and the tooltip (made safe for Graphviz)
            /// of its first arrow: those of the arrow into the stub.
            var index: Int
            var arrowTooltip: String
            var lines: [String] = []
            /// One for each arrow.
            var tooltips: [String] = []
        }

        private struct Key: Hashable {
            var from: Int
            var style: ArrowStyle
        }

        private(set) var stubs: [Stub] = []
        private var positions: [Key: Int] = [:]
        /// How many screens have each title (or id, without one): a title
        /// that names more than one screen gets the screen's id in a stub.
        private let titleCount: [String: Int]

        init(_ scene: SceneGraph) {
            var titleCount: [String: Int] = [:]
            for screen in scene.screens { titleCount[screen.title ?? screen.id.name, default: 0] += 1 }
            self.titleCount = titleCount
        }

        /// Adds an arrow back to its stub: its words, then where it goes; or,
        /// without labels, only where it goes.
        mutating func add(_ arrow: TransitionArrow, to scene: SceneGraph, labelled: Bool) {
            let t = arrow.transition
            let target = scene.screens[t.to]
            var name = target.title ?? target.id.name
            if titleCount[name, default: 0] > 1 { name += " (\(target.id.name))" }
            let destination = t.from == t.to ? "↻ this screen" : "↩ \(name)"
            let key = Key(from: t.from, style: arrow.style)
            let position: Int
            if let existing = positions[key] {
                position = existing
            } else {
                position = stubs.count
                positions[key] = position
                stubs.append(Stub(from: t.from, style: arrow.style, index: arrow.index,
                                  arrowTooltip: DiagramText.tooltip(arrow.tooltip)))
            }
            if labelled {
                stubs[position].lines += FlowDiagram.lines(arrow.text, then: destination)
                    + findingLines(arrow.findings, width: labelWidth)
            } else {
                stubs[position].lines.append(destination)
            }
            stubs[position].tooltips.append(tooltip(arrow.findings, fallback: "\(arrow.text): back to \(name)"))
        }

        /// Adds each stub (a node of words) and the arrow into it.
        func draw(_ scene: SceneGraph, in graph: inout DiagramGraph, keyPrefix: String, arrowPrefix: String,
                  stubPrefix: String) {
            for (n, stub) in stubs.enumerated() {
                let from = scene.screens[stub.from].id.name
                let key = "\(keyPrefix)#back:\(n)"
                var node: [String: String] = [
                    "label": DiagramText.label(lines: stub.lines),
                    "shape": "plaintext", "fontsize": "10", "margin": "0.04,0.02", "height": "0.2",
                    // "back-ID-N" (or "standard-back-ID-N"): never "screen-…", which only screens have.
                    "id": DiagramText.id("\(stubPrefix)\(from)-\(n + 1)"),
                    "class": DiagramText.className("back " + className(stub.style.severity)),
                    "tooltip": DiagramText.tooltip(stub.tooltips.joined(separator: "\n")),
                ]
                node["fontcolor"] = stub.style.fontcolor
                graph.addNode(key, node)
                var edge = stub.style.attributes
                edge["id"] = DiagramText.id(arrowPrefix + String(stub.index))
                edge["tooltip"] = stub.arrowTooltip
                graph.addEdge(from: keyPrefix + from, to: key, edge)
            }
        }
    }

    /// An arrow's words wrapped to `labelWidth`, then where it goes: on the
    /// last line if it fits there (a little past the width), else below.
    static func lines(_ text: String, then destination: String) -> [String] {
        var lines = wrap(text, width: labelWidth)
        if let last = lines.last, last.count + 1 + destination.count <= labelWidth + 4 {
            lines[lines.count - 1] = last + " " + destination
        } else {
            lines += wrap(destination, width: labelWidth)
        }
        return lines
    }
}
