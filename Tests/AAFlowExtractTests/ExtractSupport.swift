import AAFlow
import AAFlowSwiftUI
import Testing

/// Extracts a one-file project held in a string.
func extractProject(_ source: String, path: String = "App.swift", more: [ProjectSource] = [],
                    projectFiles: [ProjectSource] = []) -> ExtractedProject {
    SwiftUIExtractor.extract(files: [ProjectSource(path: path, text: source)] + more, projectFiles: projectFiles)
}

/// The flow text of a snippet without its source comments (`  # App.swift:12`,
/// and the location of each note), so that a test states the flow and the
/// notes, and a separate test states where things come from.
func flowBody(_ project: ExtractedProject) -> String {
    var out: [String] = []
    for (i, line) in project.flowText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if i == 0 { continue }
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("#") {
            var l = String(line)
            if trimmed.hasPrefix("# note:"), l.hasSuffix(")"), let open = l.lastIndex(of: "(") {
                l = String(l[..<open]).trimmingTrailingSpaces
            }
            out.append(l)
        } else if let r = line.firstRange(of: "  # ") {
            out.append(String(line[..<r.lowerBound]))
        } else {
            out.append(String(line))
        }
    }
    while out.first == "" { out.removeFirst() }
    while out.last == "" { out.removeLast() }
    return out.joined(separator: "\n")
}

/// Extracts the snippet and checks the flow, and that `aaflow check` reads it without a language error.
func expectFlow(_ source: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let project = extractProject(source)
    #expect(flowBody(project) == expected, sourceLocation: sourceLocation)
    let document = FlowDocument(SourceFile(path: "extracted.flow", text: project.flowText), ruleIDs: RuleCatalog.ids)
    #expect(document.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
