import AAFlow

extension FlowDiagram {
    /// What the legend shows for one item: a box drawn like the screens it
    /// explains, or an arrow drawn like the arrows it explains, from a dot to
    /// its words.
    struct LegendSample {
        enum Shape {
            case box
            case arrow
        }

        /// The last part of its node keys and SVG ids.
        var name: String
        var words: String
        var shape: Shape
        /// The box's attributes, or the arrow's.
        var attributes: [String: String]

        /// The node of its words.
        var wordsKey: String { "#legend." + name }
        /// The dot an arrow starts from.
        var dotKey: String { "#legend." + name + ".from" }
        /// Its nodes, left to right.
        var keys: [String] { shape == .arrow ? [dotKey, wordsKey] : [wordsKey] }
    }

    /// The legend: one small row under the heading, with a sample of each
    /// thing the diagram uses and nothing else (two rows when there are more
    /// than eight samples). An invisible arrow from the legend to each of
    /// `above` (node keys: the start screens) keeps it above the screens.
    static func addLegend(_ items: Set<LegendItem>, to graph: inout DiagramGraph, above: [String]) {
        guard !items.isEmpty else { return }
        let samples = items.sorted().map(\.sample)
        for sample in samples { add(sample, to: &graph) }
        let perRow = samples.count > 8 ? (samples.count + 1) / 2 : samples.count
        let rows = stride(from: 0, to: samples.count, by: perRow).map { samples[$0..<min($0 + perRow, samples.count)] }
        // Keep the samples in order, left to right, and the rows one above the other.
        for row in rows {
            for (a, b) in zip(row, row.dropFirst()) {
                graph.addEdge(from: a.wordsKey, to: b.keys[0], ["style": "invis", "class": "legend", "weight": "10", "minlen": "0"])
            }
        }
        let keyRows = rows.map { $0.flatMap(\.keys) }
        for (upper, lower) in zip(keyRows, keyRows.dropFirst()) {
            graph.addEdge(from: upper[0], to: lower[0], ["style": "invis", "class": "legend"])
        }
        graph.clusters.append(DiagramGraph.Cluster(
            attributes: ["label": DiagramText.label("Legend"), "labeljust": "l", "style": "rounded", "color": Palette.faded,
                         "fontcolor": Palette.text, "fontname": "Helvetica", "fontsize": "9", "id": "legend",
                         "margin": "6"],
            nodes: keyRows.flatMap { $0 }, rankGroups: keyRows.map { DiagramGraph.RankGroup(.same, nodes: $0) }))
        if let anchor = keyRows.last?.first {
            for key in above where graph.node(key) != nil {
                graph.addEdge(from: anchor, to: key, ["style": "invis", "class": "legend"])
            }
        }
    }

    /// Adds a sample's nodes, and an arrow's line from its dot to its words.
    private static func add(_ sample: LegendSample, to graph: inout DiagramGraph) {
        func node(_ key: String, id: String, words: String, _ extra: [String: String]) {
            var a: [String: String] = [
                "label": DiagramText.label(lines: wrap(words, width: 18)), "fontsize": "9", "id": id, "class": "legend",
                "tooltip": DiagramText.tooltip(words), "margin": "0.1,0.03", "height": "0.25",
            ]
            a.merge(extra) { _, new in new }
            graph.addNode(key, a)
        }
        let tooltip = DiagramText.tooltip(sample.words)
        switch sample.shape {
        case .box:
            node(sample.wordsKey, id: "legend-\(sample.name)", words: sample.words, sample.attributes)
        case .arrow:
            node(sample.dotKey, id: "legend-\(sample.name).from", words: "",
                 ["shape": "point", "width": "0.05", "height": "0.05", "tooltip": tooltip])
            node(sample.wordsKey, id: "legend-\(sample.name)", words: sample.words, ["shape": "plaintext"])
            var a = sample.attributes
            a["class"] = "legend"
            a["weight"] = "10"
            a["tooltip"] = tooltip
            graph.addEdge(from: sample.dotKey, to: sample.wordsKey, a)
        }
    }
}

extension FlowDiagram.LegendItem {
    /// Its sample in the legend, drawn as the diagram draws what it explains.
    var sample: FlowDiagram.LegendSample {
        typealias Sample = FlowDiagram.LegendSample
        func outlined(_ severity: Severity) -> [String: String] {
            var attributes: [String: String] = [:]
            FlowDiagram.outline(severity, into: &attributes, baseStyle: ["rounded"])
            return attributes
        }
        switch self {
        case .start:
            return Sample(name: "start", words: "▶ START: the first screen", shape: .box,
                          attributes: ["peripheries": "2", "style": "rounded"])
        case .entry:
            return Sample(name: "entry", words: "▶ ALSO OPENED BY: a notification or widget opens it", shape: .box,
                          attributes: ["peripheries": "2", "style": "rounded"])
        case .error:
            return Sample(name: "error", words: "⚠ error: thick outline", shape: .box, attributes: outlined(.error))
        case .warning:
            return Sample(name: "warning", words: "⚠ warning: dashed outline", shape: .box, attributes: outlined(.warning))
        case .note:
            return Sample(name: "note", words: "⚠ note: dotted outline", shape: .box, attributes: outlined(.note))
        case .destructive:
            return Sample(name: "destructive", words: "⚠ destructive: thick arrow", shape: .arrow,
                          attributes: FlowDiagram.ArrowStyle(trigger: .control, isDestructive: true).attributes)
        case .timed:
            return Sample(name: "timed", words: "timed: moves on by itself (dashed)", shape: .arrow,
                          attributes: FlowDiagram.ArrowStyle(trigger: .timer).attributes)
        case .gesture:
            return Sample(name: "gesture", words: "gesture: no button (dotted)", shape: .arrow,
                          attributes: FlowDiagram.ArrowStyle(trigger: .gesture).attributes)
        case .back:
            return Sample(name: "back", words: "↩ Title: goes back up to that screen", shape: .box,
                          attributes: ["shape": "plaintext"])
        case .kept:
            return Sample(name: "kept", words: "kept: in both scenes, drawn as usual", shape: .box,
                          attributes: ["style": "rounded"])
        case .dropped:
            return Sample(name: "dropped", words: "dropped in Assistive Access", shape: .box,
                          attributes: FlowDiagram.droppedMark.attributes)
        case .added:
            return Sample(name: "added", words: "added for Assistive Access", shape: .box,
                          attributes: FlowDiagram.addedMark.attributes)
        case .collapsed:
            return Sample(name: "collapsed", words: "N screens not drawn", shape: .box,
                          attributes: FlowDiagram.collapsedAttributes)
        }
    }
}
