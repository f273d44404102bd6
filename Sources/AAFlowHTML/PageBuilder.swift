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
    var nodes: [(String, JSONValue)] = []
    var arrows: [(String, JSONValue)] = []
    var paths: [(String, JSONValue)] = []
    /// The page ids of every screen and arrow the diagrams draw.
    var drawn: Set<String> = []

    init(page: ReportPage) {
        self.page = page
        var rules: [String: RuleDescription] = [:]
        for rule in RuleCatalog.all { rules[rule.description.id] = rule.description }
        self.rules = rules
    }

    // MARK: The page

    /// The whole page: the head, the body, then the selection data the
    /// body's diagrams gathered and the script that reads it.
    mutating func build() -> String {
        writeHead()
        writeBody()
        writeScripts()
        return w.out
    }

    mutating func writeHead() {
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
    }

    /// The selection data (written after the body, which gathers it) and the page's script.
    mutating func writeScripts() {
        let data = JSONValue.object([("nodes", .object(nodes)), ("arrows", .object(arrows)), ("paths", .object(paths))])
        w.raw("<script type=\"application/json\" id=\"aaflow-data\">" + data.scriptText + "</script>\n")
        w.raw("<script>" + PageAssets.script + "</script>\n")
        w.raw("</body>\n</html>\n")
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
        writeUnreadable()
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

    mutating func writeUnreadable() {
        guard !page.unreadable.isEmpty else { return }
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


    // MARK: Shared by the sections

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
}
