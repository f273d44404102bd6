import AAFlow

/// The findings of an entry by principle, and by screen.
extension PageBuilder {
    mutating func writeFindings(_ c: EntryContext) {
        let report = c.entry.report
        openSection("\(c.id)-findings", heading: "Findings")
        if report.diagnostics.isEmpty {
            w.open("p")
            w.raw(Words.icon("kept"))
            w.text(" No finding: every scene keeps to the rules aaflow checks.")
            w.close("p")
            w.close("section")
            w.newline()
            return
        }
        w.element("p", text: "Grouped by principle. Each finding says how much it matters in words and by its mark "
            + "(a triangle for an error, a diamond for a warning, a circle for a note), what is wrong, how to fix it "
            + "in SwiftUI, and where it is in the source.")
        let groups: [(String, String, [Int])] = c.groups()
        for (key, title, indices) in groups where !indices.isEmpty {
            w.open("section", [("class", "group"), ("aria-labelledby", "\(c.id)-g\(key)-h")])
            w.element("h4", [("id", "\(c.id)-g\(key)-h")], text: "\(title) (\(indices.count))")
            w.open("ul", [("class", "findings")])
            for n in indices { writeFinding(c, n) }
            w.close("ul")
            w.close("section")
            w.newline()
        }
        w.close("section")
        w.newline()
    }

    mutating func writeFinding(_ c: EntryContext, _ n: Int) {
        let d = c.entry.report.diagnostics[n]
        let rule = rules[d.id.rawValue]
        w.open("li", [("class", "finding"), ("id", "\(c.id)-d\(n)"), ("tabindex", "-1")] + c.filterData(d))
        w.open("p", [("class", "finding-head")])
        w.raw(Words.icon(d.severity.rawValue))
        w.raw(" <strong>")
        w.text(Words.severity(d.severity))
        w.raw("</strong>")
        if d.isAllowed {
            w.raw(" <span class=\"tag\">")
            w.raw(Words.icon("allowed"))
            w.text(" allowed")
            w.raw("</span>")
        }
        w.text(" · ")
        if let scene = d.scene { w.text(Words.sceneName(scene)) }
        if let screen = d.screen {
            w.text(", screen ")
            w.text(c.screenTitle(screen, scene: d.scene))
        }
        w.close("p")
        w.open("p", [("class", "message")])
        w.prose(Words.sentence(d.message))
        w.close("p")
        if let fix = d.fix {
            w.open("p")
            w.raw("<strong>How to fix:</strong> ")
            w.prose(Words.sentence(fix))
            w.close("p")
        }
        if let rule, let fix = Optional(rule.fix), fix != d.fix {
            w.open("p")
            w.raw("<strong>In SwiftUI:</strong> ")
            w.prose(Words.sentence(fix))
            w.close("p")
        }
        if let reason = d.allowedBecause {
            w.open("p")
            w.raw("<strong>Allowed on purpose, because:</strong> ")
            w.text(reason)
            w.close("p")
        }
        for note in d.notes {
            w.open("p", [("class", "aside")])
            w.prose(Words.sentence(note.message))
            if let r = note.range { w.text(" (line \(r.start.line))") }
            w.close("p")
        }
        w.open("p", [("class", "where")])
        w.text(c.location(d))
        w.text(" · rule ")
        w.element("code", text: d.id.rawValue)
        if let rule { w.text(" (" + rule.name + ")") }
        w.close("p")
        let line = c.sourceLine(d.range.start.line)
        if !line.isEmpty {
            w.open("pre", [("class", "source")])
            w.element("code", text: "\(d.range.start.line) | \(line)")
            w.close("pre")
        }
        // Linked only where the diagram draws the screen or arrow.
        if let target = c.target(of: d), drawn.contains(target) {
            w.element("a", [("class", "show"), ("href", "#\(target)"), ("data-target", target)],
                      text: "Show on the diagram")
        }
        w.close("li")
        w.newline()
    }

    mutating func writeByScreen(_ c: EntryContext) {
        let report = c.entry.report
        openSection("\(c.id)-by-screen", heading: "Findings by screen")
        if report.diagnostics.isEmpty {
            w.element("p", text: "No screen has a finding.")
        }
        for scene in report.scenes {
            let sid = c.sceneID(scene.kind)
            let all = report.diagnostics.indices.filter { report.diagnostics[$0].scene == scene.kind }
            guard !all.isEmpty else { continue }
            w.open("section", [("aria-labelledby", "\(sid)-bys-h")])
            w.element("h4", [("id", "\(sid)-bys-h")], text: Words.sceneName(scene.kind))
            w.open("ul", [("class", "by-screen")])
            let wide = all.filter { report.diagnostics[$0].screen == nil }
            if !wide.isEmpty {
                w.open("li", [("id", "\(sid)-screen-all")])
                w.element("p", [("class", "screen-name")], text: "The whole scene")
                writeRefs(c, wide)
                w.close("li")
            }
            for i in c.readingOrder(scene) {
                let mine = c.findingIndices(onScreen: scene.screens[i].id.name, scene: scene.kind)
                guard !mine.isEmpty else { continue }
                w.open("li", [("id", "\(sid)-screen\(i)"), ("tabindex", "-1")])
                w.open("p", [("class", "screen-name")])
                w.text(scene.screens[i].title ?? "(no title)")
                w.text(" ")
                w.element("code", text: scene.screens[i].id.name)
                w.close("p")
                writeRefs(c, mine)
                w.close("li")
            }
            w.close("ul")
            w.close("section")
        }
        w.close("section")
        w.newline()
    }

    mutating func writeRefs(_ c: EntryContext, _ indices: [Int]) {
        w.open("ul")
        for n in indices {
            let d = c.entry.report.diagnostics[n]
            w.open("li", [("class", "finding-ref")] + c.filterData(d))
            w.raw(Words.icon(d.severity.rawValue))
            w.text(" ")
            w.open("a", [("href", "#\(c.id)-d\(n)")])
            w.text(Words.severity(d.severity) + (d.isAllowed ? " (allowed)" : "") + ": ")
            w.prose(d.message)
            w.close("a")
            w.close("li")
        }
        w.close("ul")
    }
}
