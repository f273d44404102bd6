// Another package's use of aaflow's libraries, as the README's "Use it as a
// library" shows them: it compiles only while what it calls is public, so
// the designed API cannot shrink by accident. (AAFlowRender needs Graphviz,
// which this package is built without; its part is in the README example
// test of the main package.)
import AAFlow
import AAFlowSwift
import AAFlowSwiftUI

/// Parse a flow, check it, and read the report in every format.
public func checkedFlow(_ text: String) -> [String] {
    let document = FlowDocument(SourceFile(path: "app.flow", text: text), ruleIDs: RuleCatalog.ids)
    let report = Checker.check(document)
    var lines = report.diagnostics.map { d in
        "\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message) [\(d.id)]"
            + (d.fix.map { " fix: \($0)" } ?? "") + d.notes.map { " note: \($0.message)" }.joined()
    }
    lines.append("\(report.counts.errors) errors, \(report.counts.warnings) warnings, valid: \(report.isValid)")
    lines.append(TextReporter().report([report]))
    lines.append(JSONReporter().report([report]))
    lines.append(SARIFReporter().report([report]))
    lines.append(ChecklistReporter().report([report]))
    let written = ReportOutput(.sarif, [report])
    lines.append(String(decoding: ByteWriter.collect { out in written.stream?(&out) }, as: UTF8.self))
    if let scene = document.scene(.assistive) {
        lines.append("depth \(scene.metrics.maxDepth), paths \(scene.taskPaths.map(\.steps)), screens \(scene.screens.map(\.id.name))")
    }
    return lines
}

/// Compare the two scenes of one file.
public func comparedFlow(_ text: String) throws -> String {
    let document = FlowDocument(SourceFile(path: "app.flow", text: text), ruleIDs: RuleCatalog.ids)
    let comparison = try Comparison(document)
    return comparison.measures.map(\.label).joined(separator: ", ") + "\n" + ComparisonTextReporter().report(comparison)
}

/// The rules, as `aaflow rules` lists them.
public func ruleList() -> [String] {
    RuleCatalog.descriptions.map { "\($0.id): \($0.name): \($0.summary) (\($0.principle?.title ?? "the flow itself"))" }
}

/// Read a SwiftUI project as a flow.
public func extractedFlow(folder: String) -> String {
    switch SwiftUIExtractor.extract(folder: folder) {
    case .success(let project):
        let placed = project.screenTypes.filter(\.isPlaced).map(\.typeName)
        return project.flowText + "\n# \(project.placedCount) placed: \(placed)" + " scenes: \(project.scenes.map(\.kind))"
    case .failure(let error):
        return error.message
    }
}

/// Read Swift source.
public func swiftTree(_ text: String) -> String {
    let tree = SwiftParser.parse(text: text)
    return "\(tree.root.kind) \(tree.root.children.count) \(tree.diagnostics.map(\.message))"
}

/// Compare two files, and read Swift given as bytes.
public func comparedFiles(_ standard: String, _ assistive: String) throws -> [String] {
    let first = FlowDocument(SourceFile(path: "standard.flow", text: standard), ruleIDs: RuleCatalog.ids)
    let second = FlowDocument(SourceFile(path: "assistive.flow", text: assistive), ruleIDs: RuleCatalog.ids)
    let tree = SwiftParser.parse(path: "A.swift", bytes: Array(standard.utf8))
    return try Comparison(standard: first, assistive: second).measures.map(\.label) + ["\(tree.root.kind)"]
}
