import AAFlow

/// The diagrams of an entry, each with its tables of screens and tasks.
extension PageBuilder {
    mutating func writeDiagrams(_ c: EntryContext) {
        openSection("\(c.id)-diagrams", heading: "Diagrams")
        w.open("p")
        w.text("Each scene as aaflow render draws it: screens as boxes, the ways between them as arrows, problems "
            + "outlined by their worst severity (a thick solid line for an error, dashed for a warning, dotted for a note). "
            + "The same content in words: ")
        w.element("a", [("href", "#\(c.id)-walkthrough")], text: "the walkthrough")
        w.text(" and ")
        w.element("a", [("href", "#\(c.id)-findings")], text: "the findings")
        w.text(".")
        w.close("p")
        for scene in c.entry.report.scenes {
            writeSceneDiagram(c, scene)
        }
        w.close("section")
        w.newline()
    }

    mutating func writeSceneDiagram(_ c: EntryContext, _ scene: SceneGraph) {
        let sid = c.sceneID(scene.kind)
        let name = Words.sceneName(scene.kind)
        w.open("section", [("id", sid), ("aria-labelledby", "\(sid)-h"), ("class", "scene")])
        w.element("h4", [("id", "\(sid)-h")], text: name)
        let drawn = writeFigure(c, diagram: c.entry.diagrams[scene.kind],
                                label: "Diagram of the \(Words.sceneInSentence(scene.kind)) of \(c.appName)",
                                prefix: sid, scenes: [FigureScene(graph: scene, pagePrefix: sid, svgPrefix: "")])
        writeScreensTable(c, scene, drawn: drawn)
        writeTasksTable(c, scene, drawn: drawn)
        w.close("section")
        w.newline()
    }

    mutating func writeScreensTable(_ c: EntryContext, _ scene: SceneGraph, drawn: Set<String>) {
        let sid = c.sceneID(scene.kind)
        let order = c.readingOrder(scene)
        let shown = order.prefix(Self.listedScreensLimit)
        openTable("screens", caption: "Screens of the \(Words.sceneInSentence(scene.kind))",
                  columns: ["Screen", "Icon", "Steps from the start", "Decisions", "Findings"])
        for i in shown {
            let screen = scene.screens[i]
            let nodeID = "\(sid)-s\(i)"
            let findings = c.findings(onScreen: screen.id.name, scene: scene.kind)
            let title = screen.title ?? "(no title)"
            w.open("tr")
            w.open("th", [("scope", "row")])
            w.text(title)
            w.text(" ")
            w.element("code", text: screen.id.name)
            if scene.start == i { w.text(" (start)") }
            w.close("th")
            w.element("td", text: screen.icon ?? "none")
            w.element("td", text: scene.depth(of: i).map(String.init) ?? "cannot be reached")
            w.element("td", text: String(scene.decisions[i]))
            w.open("td")
            if findings.isEmpty {
                w.text("none")
            } else {
                w.element("a", [("href", "#\(sid)-screen\(i)")], text: Words.findingCount(findings))
            }
            if drawn.contains(nodeID) {
                w.text(" ")
                w.element("button", [("type", "button"), ("data-js", ""), ("hidden", ""), ("data-select", nodeID),
                                     ("aria-controls", "\(sid)-view")],
                          text: "Show on the diagram")
            }
            w.close("td")
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
        if order.count > shown.count {
            w.element("p", text: "\(order.count - shown.count) more screens are not listed, to keep the page small; "
                + "aaflow check lists every finding.")
        }
        w.newline()
    }

    mutating func writeTasksTable(_ c: EntryContext, _ scene: SceneGraph, drawn: Set<String>) {
        let tasks = scene.tasks
        guard !tasks.isEmpty else { return }
        let sid = c.sceneID(scene.kind)
        var byTask: [Int: TaskPath] = [:]
        for path in scene.taskPaths { byTask[path.taskIndex] = path }
        openTable("tasks", caption: "Tasks in the \(Words.sceneInSentence(scene.kind))",
                  columns: ["Task", "Steps", "Decisions", "Path"])
        for (n, task) in tasks.enumerated() {
            w.open("tr")
            w.element("th", [("scope", "row")], text: task.name)
            guard let path = byTask[n] else {
                let why = scene.index(of: task.target.name) == nil
                    ? "not in this scene" : "cannot be done: no way leads to its screen"
                w.element("td", [("colspan", "3")], text: why)
                w.close("tr")
                continue
            }
            w.element("td", text: String(path.steps))
            w.element("td", text: String(path.decisions))
            w.open("td")
            w.text(path.screens.map { scene.screens[$0].title ?? scene.screens[$0].id.name }.joined(separator: " → "))
            var ids: [String] = []
            for (k, s) in path.screens.enumerated() {
                ids.append("\(sid)-s\(s)")
                if k + 1 < path.screens.count, let t = c.transition(scene, from: s, to: path.screens[k + 1]) {
                    ids.append("\(sid)-a\(t)")
                }
            }
            let visible = ids.filter(drawn.contains)
            if !visible.isEmpty {
                let key = "\(sid)-t\(n)"
                paths.append((key, .object([("name", .string(task.name)), ("ids", .array(visible.map(JSONValue.string)))])))
                w.text(" ")
                w.element("button", [("type", "button"), ("data-js", ""), ("hidden", ""), ("data-path", key),
                                     ("aria-pressed", "false"), ("aria-controls", "\(sid)-view")],
                          text: "Light up this path")
            }
            w.close("td")
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
        w.newline()
    }
}
