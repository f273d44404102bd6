import AAFlow

/// The walkthrough for the trusted supporter.
extension PageBuilder {
    mutating func writeWalkthrough(_ c: EntryContext) {
        let report = c.entry.report
        guard let scene = report.scenes.first(where: { $0.kind == .assistive }) ?? report.scenes.first else { return }
        w.open("section", [("id", "\(c.id)-walkthrough"), ("class", "walkthrough"),
                           ("aria-labelledby", "\(c.id)-walkthrough-h")])
        w.element("h3", [("id", "\(c.id)-walkthrough-h")], text: "Walkthrough for the trusted supporter")
        w.element("button", [("type", "button"), ("class", "print"), ("data-js", ""), ("hidden", ""),
                             ("data-print", "\(c.id)-walkthrough")], text: "Print only this walkthrough")
        let walk = Walkthrough(scene: scene, document: report.document, findings: report.diagnostics)
        w.open("p")
        w.text(walk.introduction(app: report.document.syntax.app))
        w.close("p")
        w.element("h4", [("id", "\(c.id)-walk-screens")], text: "Screen by screen")
        w.open("ol", [("class", "walk-screens")])
        let order = c.readingOrder(scene)
        for (k, i) in order.prefix(Self.listedScreensLimit).enumerated() {
            w.open("li")
            w.open("p", [("class", "screen-name")])
            w.text(scene.screens[i].title ?? "(no title)")
            w.text(" — icon: " + (scene.screens[i].icon ?? "none"))
            w.close("p")
            for sentence in walk.describe(screen: i, position: k) {
                w.open("p")
                w.text(sentence)
                w.close("p")
            }
            let mine = c.findings(onScreen: scene.screens[i].id.name, scene: scene.kind)
            if !mine.isEmpty {
                w.open("p")
                w.text("aaflow found " + Words.findingCount(mine) + " on this screen: ")
                w.element("a", [("href", "#\(c.sceneID(scene.kind))-screen\(i)")], text: "see them")
                w.text(".")
                w.close("p")
            }
            w.close("li")
        }
        w.close("ol")
        if order.count > Self.listedScreensLimit {
            w.element("p", text: "\(order.count - Self.listedScreensLimit) more screens are not told here.")
        }
        let tasks = scene.taskPaths
        w.element("h4", [("id", "\(c.id)-walk-tasks")], text: "Tasks, step by step")
        if tasks.isEmpty {
            w.element("p", text: "The flow names no task that can be done in this scene.")
        }
        for path in tasks {
            w.open("section", [("class", "task"), ("aria-labelledby", "\(c.id)-walk-t\(path.taskIndex)")])
            w.element("h5", [("id", "\(c.id)-walk-t\(path.taskIndex)")], text: path.name)
            w.open("ol")
            for step in walk.steps(path) {
                w.open("li", step.decide ? [("class", "decide")] : [])
                w.text(step.text)
                if step.decide {
                    w.raw(" <strong class=\"decide-mark\">")
                    w.text("The person must decide here.")
                    w.raw("</strong>")
                }
                w.close("li")
            }
            w.close("ol")
            w.close("section")
        }
        w.close("section")
        w.newline()
    }
}
