import AAFlow

/// The table of contents, and the names of each entry and its sections.
extension PageBuilder {
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
}
