import AAFlow

extension FlowDiagram {
    /// Adds the screens and transitions of a scene to `graph`.
    ///
    /// An arrow back up the flow (to a screen no deeper than the one it
    /// leaves, the screen itself included) is not drawn across the picture:
    /// it ends in a short stub under its screen that names where it goes,
    /// "↩ Conversation". Every other arrow goes down one level, with its
    /// label beside it.
    ///
    /// - Parameters:
    ///   - keyPrefix: put before every node key, so that two scenes can share a graph.
    ///   - idPrefix: put before every screen id in the SVG `id`.
    ///   - marks: how to set some screens apart, by screen id.
    ///   - drawn: which screens to draw; all when nil.
    /// - Returns: whether the arrows carry labels (not when there are more
    ///   than `labelledTransitionsLimit` of them), and what the legend must show.
    @discardableResult
    static func add(
        _ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
        keyPrefix: String, idPrefix: String, engine: LayoutEngine, marks: [String: Mark] = [:],
        drawn: [Bool]? = nil
    ) -> Drawn {
        var legend: Set<LegendItem> = scene.start != nil ? [.start] : []
        for i in scene.screens.indices where drawn?[i] ?? true {
            let id = scene.screens[i].id.name
            let node = screenNode(i, of: scene, findings: findings, idPrefix: idPrefix, mark: marks[id])
            graph.addNode(keyPrefix + id, node.attributes)
            legend.formUnion(node.legend)
        }
        var arrows = addArrows(scene, findings: findings, to: &graph, keyPrefix: keyPrefix, idPrefix: idPrefix,
                               engine: engine, drawn: drawn)
        arrows.legend.formUnion(legend)
        return arrows
    }

    /// The node of one screen: its box with its words, its double border if
    /// something opens it, its outline by its worst finding and its mark in a
    /// comparison; and what of it the legend must explain.
    static func screenNode(
        _ i: Int, of scene: SceneGraph, findings: SceneFindings, idPrefix: String, mark: Mark?
    ) -> (attributes: [String: String], legend: Set<LegendItem>) {
        let screen = scene.screens[i]
        let id = screen.id.name
        let own = findings.byScreen[id] ?? []
        let severity = worst(own)
        var legend: Set<LegendItem> = []
        if let severity { legend.insert(LegendItem(severity)) }
        if scene.entries.contains(i) { legend.insert(.entry) }
        var attributes: [String: String] = [
            "label": DiagramText.label(lines: screenLines(i, of: scene, mark: mark) + findingLines(own)),
            "id": DiagramText.id(idPrefix + id),
            "class": DiagramText.className(className(severity) + (mark.map { " \($0.legend)" } ?? "")),
            "tooltip": DiagramText.tooltip(tooltip(own, fallback: screen.title ?? id)),
        ]
        if scene.start == i || scene.entries.contains(i) { attributes["peripheries"] = "2" }
        var base = ["rounded"]
        if let mark {
            base = mark.style
            attributes["fillcolor"] = mark.fill
            if let shape = mark.shape { attributes["shape"] = shape }
            if let colour = mark.fontcolor { attributes["fontcolor"] = colour }
            legend.insert(mark.legend)
        }
        outline(severity, into: &attributes, baseStyle: base)
        return (attributes, legend)
    }

    /// What opens a screen besides the start: "▶ ALSO OPENED BY A NOTIFICATION", or, for a label
    /// that says how it is shown (`shown first by a condition of the scene`, as `extract` writes),
    /// "▶ ALSO SHOWN FIRST BY A CONDITION OF THE SCENE".
    static func entryLine(_ label: String) -> String {
        label.hasPrefix("shown ") ? "▶ ALSO \(label.uppercased())" : "▶ ALSO OPENED BY \(label.uppercased())"
    }

    /// The words in a screen's box, before its findings: what opens it, its
    /// title, icon and kind, its depth and decisions, what it does in place
    /// (destructive controls without an arrow, timers that close it), and its
    /// mark's line.
    static func screenLines(_ i: Int, of scene: SceneGraph, mark: Mark?) -> [String] {
        let screen = scene.screens[i]
        var lines: [String] = []
        if scene.start == i { lines.append("▶ START") }
        if let n = scene.entries.firstIndex(of: i) {
            lines += wrap(entryLine(scene.entryLabels[n]), width: screenWidth)
        }
        lines += wrap(screen.title ?? "(no title) \(screen.id.name)", width: screenWidth)
        lines.append("icon: \(screen.icon ?? "none") · \(screen.kind?.rawValue ?? "screen")")
        let decisions = Plural.counted(scene.decisions[i], "decision")
        if let depth = scene.depth(of: i) {
            lines.append("depth \(depth) · \(decisions)")
        } else {
            lines.append("unreachable · \(decisions)")
        }
        for (c, control) in screen.controls.enumerated() where control.target == nil && control.isDestructive {
            let asked = scene.effectiveConfirmations(screen: i, control: c)
            lines += wrap("⚠ destructive in place: \(control.text ?? control.type.rawValue) (\(asks(asked)))",
                          width: screenWidth)
        }
        for timer in screen.timers where timer.target == nil {
            lines += wrap("timer: goes away by itself after \(timer.duration.spelling)", width: screenWidth)
        }
        if let line = mark?.line { lines.append(line) }
        return lines
    }
}
