import AAFlow

/// Builds the page, section by section. Ids are made of numbers only:
/// `f1` is the first entry, `f1-a` its assistive scene, `f1-a-s3` the fourth
/// screen in its diagram, `f1-a-a7` the arrow of its eighth transition,
/// `f1-d4` its fifth diagnostic.
struct PageBuilder {
    static let bareAttributes: Set<String> = ["hidden", "open", "checked", "selected"]
    /// Above this many screens a scene's tables and walkthrough show the
    /// screens closest to the start and count the rest, so the page stays small.
    static let listedScreensLimit = 400

    let page: ReportPage
    let rules: [String: RuleDescription]
    var w = HTMLWriter()
    /// The selection data for the script: diagram nodes, arrows, task paths.
    var nodes: [(String, PageJSON)] = []
    var arrows: [(String, PageJSON)] = []
    var paths: [(String, PageJSON)] = []
    /// The page ids of every screen and arrow the diagrams draw.
    var drawn: Set<String> = []

    init(page: ReportPage) {
        self.page = page
        var rules: [String: RuleDescription] = [:]
        for rule in RuleCatalog.all { rules[rule.description.id] = rule.description }
        self.rules = rules
    }

    // MARK: The page

    mutating func build() -> String {
        var body = PageBuilder(page: page)
        body.writeBody()
        let data = PageJSON.object([
            ("nodes", .object(body.nodes)), ("arrows", .object(body.arrows)), ("paths", .object(body.paths)),
        ])
        w.raw("<!DOCTYPE html>\n")
        w.open("html", [("lang", "en")])
        w.newline()
        w.raw("<head>\n<meta charset=\"utf-8\">\n")
        w.open("meta", [("http-equiv", "Content-Security-Policy"), ("content", ReportPage.contentSecurityPolicy)])
        w.newline()
        w.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        w.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        w.element("title", text: pageTitle)
        w.newline()
        w.raw("<style>" + PageAssets.style + "</style>\n</head>\n<body>\n")
        w.raw(body.w.out)
        w.raw("<script type=\"application/json\" id=\"aaflow-data\">" + data.serialized + "</script>\n")
        w.raw("<script>" + PageAssets.script + "</script>\n")
        w.raw("</body>\n</html>\n")
        return w.out
    }

    var pageTitle: String {
        let apps = page.entries.compactMap { $0.report.document.syntax.app }
        if page.entries.count == 1 {
            let name = apps.first ?? fileName(page.entries[0].report.path)
            return "Assistive Access review: \(name)"
        }
        if page.entries.isEmpty { return "Assistive Access review" }
        return "Assistive Access review: \(page.entries.count) flows"
    }

    mutating func writeBody() {
        w.raw("<a class=\"skip\" href=\"#main\">Skip to the review</a>\n")
        w.open("header", [("class", "page-head")])
        w.element("h1", text: pageTitle)
        w.open("p")
        w.text(summaryLine())
        w.close("p")
        w.close("header")
        w.newline()
        writeContents()
        w.open("main", [("id", "main"), ("tabindex", "-1")])
        w.newline()
        writeFilters()
        if !page.unreadable.isEmpty {
            openSection("unreadable", heading: "Files that could not be read", level: "h2")
            w.open("ul")
            for u in page.unreadable {
                w.open("li")
                w.element("code", text: u.path)
                w.text(": " + u.reason)
                w.close("li")
            }
            w.close("ul")
            w.close("section")
            w.newline()
        }
        if page.entries.isEmpty && page.unreadable.isEmpty {
            w.element("p", text: "No flow was given.")
        }
        for (n, entry) in page.entries.enumerated() {
            writeEntry(entry, id: "f\(n + 1)")
        }
        w.close("main")
        w.newline()
        w.open("footer", [("class", "page-foot")])
        w.open("p")
        w.text("Made by \(page.generator), which checks app flows against the six design principles of "
            + "Apple's Assistive Access. This page works without a network and without script; with script "
            + "it adds selection on the diagrams, filters and zoom.")
        w.close("p")
        w.close("footer")
        w.newline()
    }

    func summaryLine() -> String {
        var counts = SeverityCounts()
        var allowed = 0
        var invalid = 0
        for entry in page.entries {
            counts = counts + entry.report.counts
            allowed += entry.report.diagnostics.filter(\.isAllowed).count
            if !entry.report.isValid { invalid += 1 }
        }
        var parts = [Plural.counted(page.entries.count, "flow")]
        parts.append(Words.counts(counts, allowed: allowed))
        if invalid > 0 { parts.append("\(invalid) with mistakes in the flow file itself") }
        if !page.unreadable.isEmpty { parts.append("\(page.unreadable.count) could not be read") }
        return parts.joined(separator: "; ") + "."
    }

    mutating func writeContents() {
        w.open("nav", [("class", "contents"), ("aria-label", "Contents")])
        w.element("h2", [("class", "contents-title")], text: "Contents")
        w.open("ul")
        if !page.unreadable.isEmpty {
            w.open("li"); w.element("a", [("href", "#unreadable")], text: "Files that could not be read"); w.close("li")
        }
        for (n, entry) in page.entries.enumerated() {
            let id = "f\(n + 1)"
            w.open("li")
            w.element("a", [("href", "#\(id)")], text: entryTitle(entry))
            w.open("ul")
            for (suffix, title) in sections(entry) {
                w.open("li"); w.element("a", [("href", "#\(id)-\(suffix)")], text: title); w.close("li")
            }
            w.close("ul")
            w.close("li")
        }
        w.close("ul")
        w.close("nav")
        w.newline()
    }

    func sections(_ entry: ReportPage.Entry) -> [(String, String)] {
        var out = [("overview", "Overview")]
        if entry.report.isValid && !entry.report.scenes.isEmpty { out.append(("diagrams", "Diagrams")) }
        out.append(("findings", "Findings"))
        if entry.report.isValid {
            out.append(("by-screen", "Findings by screen"))
            if entry.comparison != nil { out.append(("comparison", "Standard and Assistive Access compared")) }
            if entry.report.scenes.contains(where: { $0.kind == .assistive }) {
                out.append(("checklist", "Review checklist"))
            }
            if !entry.report.scenes.isEmpty { out.append(("walkthrough", "Walkthrough for the trusted supporter")) }
        }
        return out
    }

    func entryTitle(_ entry: ReportPage.Entry) -> String {
        let path = displayPath(entry)
        if let app = entry.report.document.syntax.app { return "\(app) (\(path))" }
        return path
    }

    func displayPath(_ entry: ReportPage.Entry) -> String {
        switch entry.origin {
        case .flowFile: return entry.report.path
        case .swiftProject(let folder): return "SwiftUI project \(folder)"
        }
    }

    func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    // MARK: Filters

    mutating func writeFilters() {
        guard page.entries.contains(where: { !$0.report.diagnostics.isEmpty }) else { return }
        w.open("form", [("class", "filters"), ("id", "filters"), ("hidden", ""), ("aria-labelledby", "filters-h")])
        w.element("h2", [("id", "filters-h")], text: "Filter the findings")
        w.open("fieldset")
        w.element("legend", text: "Severity")
        for (value, label) in [("error", "Errors"), ("warning", "Warnings"), ("note", "Notes"), ("allowed", "Allowed findings")] {
            w.open("label", [("class", "check")])
            w.open("input", [("type", "checkbox"), ("name", "severity"), ("value", value), ("checked", "")])
            w.text(" ")
            w.raw(Words.icon(value))
            w.text(" " + label)
            w.close("label")
        }
        w.close("fieldset")
        w.open("label", [("for", "filter-principle")])
        w.text("Principle")
        w.close("label")
        w.open("select", [("id", "filter-principle"), ("name", "principle")])
        w.element("option", [("value", "")], text: "All principles")
        for p in Principle.allCases {
            w.element("option", [("value", String(p.rawValue))], text: p.numberedTitle)
        }
        w.element("option", [("value", "flow")], text: "The flow itself")
        w.close("select")
        w.open("label", [("for", "filter-scene")])
        w.text("Scene")
        w.close("label")
        w.open("select", [("id", "filter-scene"), ("name", "scene")])
        w.element("option", [("value", "")], text: "Both scenes")
        w.element("option", [("value", "assistive")], text: "Assistive Access scene")
        w.element("option", [("value", "standard")], text: "Standard scene")
        w.close("select")
        w.element("p", [("id", "filter-status"), ("role", "status"), ("class", "status")], text: "")
        w.close("form")
        w.newline()
    }

    // MARK: One flow

    mutating func writeEntry(_ entry: ReportPage.Entry, id: String) {
        let report = entry.report
        w.open("section", [("class", "entry"), ("id", id), ("aria-labelledby", "\(id)-h")])
        w.newline()
        w.open("h2", [("id", "\(id)-h")])
        if let app = report.document.syntax.app {
            w.text(app)
            w.text(" ")
            w.element("span", [("class", "path")], text: displayPath(entry))
        } else {
            w.text(displayPath(entry))
        }
        w.close("h2")
        w.newline()
        let context = EntryContext(entry: entry, id: id, rules: rules)
        writeOverview(context)
        if report.isValid && !report.scenes.isEmpty { writeDiagrams(context) }
        writeFindings(context)
        if report.isValid {
            writeByScreen(context)
            if let comparison = entry.comparison { writeComparison(context, comparison) }
            writeChecklist(context)
            writeWalkthrough(context)
        }
        w.close("section")
        w.newline()
    }

    // MARK: Overview

    mutating func writeOverview(_ c: EntryContext) {
        let report = c.entry.report
        openSection("\(c.id)-overview", heading: "Overview")
        if !report.isValid {
            let errors = report.diagnostics.filter(\.isLanguageError).count
            w.open("p", [("class", "callout")])
            w.raw(Words.icon("error"))
            w.text(" The flow file has \(Plural.counted(errors, "mistake")) in its own language, "
                + "so it was not checked against the principles and nothing was drawn. "
                + "The mistakes are listed under Findings; correct them and make the report again.")
            w.close("p")
        }
        if report.scenes.isEmpty {
            w.element("p", text: "The file holds no scene.")
        }
        let allowed = report.diagnostics.filter(\.isAllowed).count
        w.open("p")
        w.text("Findings: " + Words.counts(report.counts, allowed: allowed) + ".")
        w.close("p")
        guard report.isValid, !report.scenes.isEmpty else {
            w.close("section")
            w.newline()
            return
        }
        // Measurements, one column per scene.
        let scenes = report.scenes
        openTable("measures", caption: "The measurements of each scene",
                  columns: ["Measurement"] + scenes.map { Words.sceneName($0.kind) })
        let rows: [(String, (SceneGraph) -> String)] = [
            ("Screens", { "\($0.metrics.screens)" }),
            ("Screens a person can reach", { "\($0.metrics.reachableScreens)" }),
            ("Ways between screens (transitions)", { "\($0.metrics.transitions)" }),
            ("Features", { s in "\(s.metrics.features) (limit \(s.limits.features))" }),
            ("Deepest screen, in steps from the start", { s in "\(s.metrics.maxDepth) (limit \(s.limits.depth))" }),
            ("Most decisions on one screen", { s in "\(s.metrics.maxDecisions) (limit \(s.limits.decisions))" }),
            ("Most choices on one screen", { s in "\(s.metrics.maxChoices) (limit \(s.limits.choices))" }),
            ("Actions that delete or lose something", { "\($0.metrics.destructiveActions)" }),
            ("Screens that move on by themselves", { "\($0.metrics.timedTransitions)" }),
            ("Findings", { s in
                Words.counts(report.counts(for: s.kind),
                             allowed: report.diagnostics.filter { $0.scene == s.kind && $0.isAllowed }.count)
            }),
        ]
        for (label, value) in rows {
            w.open("tr")
            w.element("th", [("scope", "row")], text: label)
            for s in scenes { w.element("td", text: value(s)) }
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
        w.newline()

        // The verdict on each principle.
        let verdicts = scenes.map { PrincipleVerdict.verdicts($0, in: report.document, report: report) }
        openTable("verdicts", caption: "The six principles of Assistive Access: kept or broken",
                  columns: ["Principle"] + scenes.map { Words.sceneName($0.kind) })
        for p in Principle.allCases {
            w.open("tr")
            w.element("th", [("scope", "row")], text: p.numberedTitle)
            for v in verdicts {
                guard let verdict = v.first(where: { $0.principle == p }) else { w.element("td", text: ""); continue }
                w.open("td")
                switch verdict.verdict {
                case .kept:
                    w.raw(Words.icon("kept"))
                    w.raw(" <strong>Kept</strong>")
                    if !verdict.allowedRules.isEmpty {
                        w.text(" (allowed on purpose: " + verdict.allowedRules.map(ruleName).joined(separator: ", ") + ")")
                    }
                case .broken:
                    w.raw(Words.icon("broken"))
                    w.raw(" <strong>Broken</strong> by ")
                    w.text(verdict.breakingRules.map(ruleName).joined(separator: ", "))
                case .unchecked:
                    w.raw(Words.icon("byhand"))
                    w.text(" Not checked")
                }
                w.close("td")
            }
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
        if scenes.contains(where: { $0.kind == .standard }) {
            w.element("p", [("class", "aside")], text: "The standard scene is held to the Assistive Access rules here, "
                + "so its verdicts show what the Assistive Access scene has to do differently.")
        }
        w.close("section")
        w.newline()
    }

    func ruleName(_ id: String) -> String {
        rules[id].map { "\($0.name) (\(id))" } ?? id
    }

    // MARK: Diagrams

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
                                prefix: sid, scenes: [(scene, sid, "")])
        writeScreensTable(c, scene, drawn: drawn)
        writeTasksTable(c, scene, drawn: drawn)
        w.close("section")
        w.newline()
    }

    /// Writes a figure with the diagram, its zoom controls and its status
    /// line; returns the page ids of the screens and arrows it draws.
    mutating func writeFigure(_ c: EntryContext, diagram: ReportPage.Diagram?, label: String, prefix: String,
                              scenes: [(SceneGraph, String, String)]) -> Set<String> {
        var figureIDs: Set<String> = []
        let markup: String?
        switch diagram {
        case .svg(let svg)?:
            var found: [(String, SceneGraph, Bool, Int)] = []
            markup = InlineSVG.markup(svg, label: label) { original in
                for (scene, scenePrefix, svgPrefix) in scenes {
                    if let (id, isScreen, n) = Self.pageID(original, scene: scene, svgPrefix: svgPrefix,
                                                           pagePrefix: scenePrefix) {
                        found.append((id, scene, isScreen, n))
                        return id
                    }
                }
                return nil
            }
            if markup != nil {
                for (id, scene, isScreen, n) in found where !drawn.contains(id) {
                    drawn.insert(id)
                    figureIDs.insert(id)
                    if isScreen {
                        let screen = scene.screens[n]
                        nodes.append((id, .object([
                            ("name", .string(screen.title ?? screen.id.name)),
                            ("list", .string("\(c.sceneID(scene.kind))-screen\(n)")),
                            ("findings", .int(c.findings(onScreen: screen.id.name, scene: scene.kind).count)),
                        ])))
                    } else {
                        let t = scene.transitions[n]
                        let from = scene.screens[t.from].title ?? scene.screens[t.from].id.name
                        let to = scene.screens[t.to].title ?? scene.screens[t.to].id.name
                        let what = scene.control(of: t).map { "“\($0.text ?? $0.icon ?? $0.type.rawValue)”" }
                            ?? scene.timer(of: t).map { "after \($0.duration.spelling)" } ?? ""
                        arrows.append((id, .object([("name", .string("the way \(what) from \(from) to \(to)"))])))
                    }
                }
            }
            if markup == nil {
                w.element("p", [("class", "callout")], text: "No diagram: the drawing could not be read as SVG.")
            }
        case .unavailable(let why)?:
            markup = nil
            w.element("p", [("class", "callout")], text: "No diagram: \(why)")
        case nil:
            markup = nil
            w.element("p", [("class", "callout")], text: "No diagram is available for this scene.")
        }
        guard let markup else { return figureIDs }
        w.open("figure", [("class", "figure"), ("id", "\(prefix)-figure"), ("aria-labelledby", "\(prefix)-cap")])
        w.open("div", [("class", "toolbar"), ("data-js", ""), ("hidden", "")])
        w.element("button", [("type", "button"), ("data-zoom", "in"), ("aria-controls", "\(prefix)-view")], text: "Zoom in")
        w.element("button", [("type", "button"), ("data-zoom", "out"), ("aria-controls", "\(prefix)-view")], text: "Zoom out")
        w.element("button", [("type", "button"), ("data-zoom", "reset"), ("aria-controls", "\(prefix)-view")], text: "Actual size")
        w.element("button", [("type", "button"), ("data-zoom", "fit"), ("aria-controls", "\(prefix)-view")], text: "Fit to width")
        w.element("button", [("type", "button"), ("data-clear", ""), ("aria-controls", "\(prefix)-view")], text: "Clear selection")
        w.close("div")
        w.open("div", [("class", "viewport"), ("id", "\(prefix)-view"), ("tabindex", "0"), ("role", "group"),
                       ("aria-label", label + ": scroll with the arrow keys; with script, + and - zoom and 0 resets")])
        w.raw(markup)
        w.close("div")
        w.open("figcaption", [("id", "\(prefix)-cap")])
        w.text(label + ". ")
        w.text("In words: ")
        w.element("a", [("href", "#\(c.id)-walkthrough")], text: "the walkthrough")
        w.text(" and ")
        w.element("a", [("href", "#\(c.id)-findings")], text: "the findings")
        w.text(".")
        w.close("figcaption")
        w.element("p", [("class", "status"), ("role", "status"), ("id", "\(prefix)-status")], text: "")
        w.close("figure")
        w.newline()
        return figureIDs
    }

    /// The page id of one of the SVG's ids, for a scene drawn with
    /// `svgPrefix` before its `screen-` and `arrow-` ids.
    /// Also says whether it is a screen, and the screen's or transition's index.
    static func pageID(_ original: String, scene: SceneGraph, svgPrefix: String,
                       pagePrefix: String) -> (String, Bool, Int)? {
        guard original.hasPrefix(svgPrefix) else { return nil }
        let rest = original.dropFirst(svgPrefix.count)
        if rest.hasPrefix("screen-") {
            let id = String(rest.dropFirst("screen-".count))
            return scene.index(of: id).map { ("\(pagePrefix)-s\($0)", true, $0) }
        }
        if rest.hasPrefix("arrow-"), let n = Int(rest.dropFirst("arrow-".count)), n >= 0, n < scene.transitions.count {
            return ("\(pagePrefix)-a\(n)", false, n)
        }
        return nil
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
                paths.append((key, .object([("name", .string(task.name)), ("ids", .array(visible.map(PageJSON.string)))])))
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

    /// Opens a section labelled by its heading:
    /// `<section id="ID" aria-labelledby="ID-h"><h3 id="ID-h">heading</h3>`.
    mutating func openSection(_ id: String, heading: String, level: String = "h3") {
        w.open("section", [("id", id), ("aria-labelledby", "\(id)-h")])
        w.element(level, [("id", "\(id)-h")], text: heading)
    }

    /// Opens a table: its class, its caption, a row of column headings,
    /// then its body (`<tbody>`), for the rows to follow.
    mutating func openTable(_ cls: String, caption: String, columns: [String]) {
        w.open("table", [("class", cls)])
        w.element("caption", text: caption)
        w.open("thead"); w.open("tr")
        for c in columns { w.element("th", [("scope", "col")], text: c) }
        w.close("tr"); w.close("thead")
        w.open("tbody")
    }

    // MARK: Findings

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

    // MARK: Comparison

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
                        prefix: "\(c.id)-c", scenes: [(std, "\(c.id)-cs", "standard-"), (aa, "\(c.id)-ca", "assistive-")])
        w.close("section")
        w.newline()
    }

    // MARK: Checklist

    mutating func writeChecklist(_ c: EntryContext) {
        let reviews = Checklist.review(c.entry.report)
        guard !reviews.isEmpty else { return }
        openSection("\(c.id)-checklist", heading: "Review checklist")
        for review in reviews {
            w.open("p")
            w.text("For the \(Words.sceneInSentence(review.scene)): \(review.count(.passed)) passed, "
                + "\(review.count(.failed)) failed, \(review.count(.byHand)) to check by hand.")
            w.close("p")
            w.open("ol", [("class", "checklist")])
            for result in review.results {
                w.open("li")
                let (icon, word): (String, String)
                switch result.status {
                case .passed: (icon, word) = ("kept", "Passed")
                case .failed: (icon, word) = ("broken", "Failed")
                case .byHand: (icon, word) = ("byhand", "Check by hand")
                }
                w.raw(Words.icon(icon))
                w.raw(" <strong>")
                w.text(word)
                w.raw("</strong>: ")
                w.prose(Words.sentence(result.item.text))
                if result.status == .byHand {
                    w.text(" A flow cannot show this: look at the project or try it on a device.")
                }
                if !result.findings.isEmpty {
                    writeRefs(c, result.findings.compactMap { c.index(of: $0) })
                }
                w.close("li")
            }
            w.close("ol")
            if !review.others.isEmpty {
                w.element("p", text: "Other findings, outside the checklist:")
                writeRefs(c, review.others.compactMap { c.index(of: $0) })
            }
        }
        w.close("section")
        w.newline()
    }

    // MARK: Walkthrough

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
