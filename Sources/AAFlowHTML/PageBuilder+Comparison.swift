import AAFlow

/// The comparison of an entry's standard and Assistive Access scenes.
extension PageBuilder {
    mutating func writeComparison(_ c: EntryContext, _ comparison: Comparison) {
        openSection("\(c.id)-comparison", heading: "Standard and Assistive Access compared")
        openTable("measures", caption: "Measurements side by side",
                  columns: ["Measurement", "Standard", "Assistive Access", "Change"])
        for m in comparison.measures {
            w.open("tr")
            w.element("th", [("scope", "row")], text: m.label.prefix(1).uppercased() + m.label.dropFirst())
            w.element("td", text: String(m.standard))
            w.element("td", text: String(m.assistive))
            w.element("td", text: m.change == 0 ? "same" : (m.change > 0 ? "+\(m.change)" : "\(m.change)"))
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")

        w.open("table", [("class", "changes")])
        w.element("caption", text: "Screens kept, dropped and added")
        w.open("tbody")
        func named(_ id: String, _ graph: SceneGraph) -> String {
            graph.index(of: id).flatMap { graph.screens[$0].title }.map { "\($0) (\(id))" } ?? id
        }
        let std = comparison.standard.graph
        let aa = comparison.assistive.graph
        let pairs = comparison.screens.pairs
        w.open("tr")
        w.element("th", [("scope", "row")], text: "Kept in both: \(pairs.count)")
        w.element("td", text: pairs.isEmpty ? "none" : pairs.map { pair in
            pair.byFor ? "\(named(pair.standard, std)) as \(named(pair.assistive, aa)) (paired by its for attribute)"
                : named(pair.standard, std)
        }.joined(separator: ", "))
        w.close("tr")
        for (label, ids, graph) in [("Dropped (standard only)", comparison.screens.dropped, std),
                                    ("Added (Assistive Access only)", comparison.screens.added, aa)] {
            w.open("tr")
            w.element("th", [("scope", "row")], text: "\(label): \(ids.count)")
            w.element("td", text: ids.isEmpty ? "none" : ids.map { named($0, graph) }.joined(separator: ", "))
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")

        if !comparison.tasks.isEmpty {
            openTable("tasks", caption: "Tasks in both scenes: steps and decisions",
                      columns: ["Task", "Standard", "Assistive Access"])
            for task in comparison.tasks {
                w.open("tr")
                w.element("th", [("scope", "row")], text: task.name)
                w.element("td", text: Words.outcome(task.standard))
                w.element("td", text: Words.outcome(task.assistive))
                w.close("tr")
            }
            w.close("tbody")
            w.close("table")
        }
        w.element("h4", [("id", "\(c.id)-c-h")], text: "Both scenes side by side")
        _ = writeFigure(c, diagram: c.entry.comparisonDiagram,
                        label: "Side-by-side diagram of the standard and Assistive Access scenes of \(c.appName)",
                        prefix: "\(c.id)-c",
                        scenes: [FigureScene(graph: std, pagePrefix: "\(c.id)-cs", svgPrefix: "standard-"),
                                 FigureScene(graph: aa, pagePrefix: "\(c.id)-ca", svgPrefix: "assistive-")])
        w.close("section")
        w.newline()
    }
}
