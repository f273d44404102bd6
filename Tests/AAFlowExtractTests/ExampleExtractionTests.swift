import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI
import AAFlowCLI
import Testing

/// `extract` of each example project: a flow `aaflow check` reads with exit 0
/// or 1, equal, statement by statement, to the expected flow written by hand
/// from the spec (`Tests/Fixtures/extract/<App>.expected.flow`).
@Suite struct ExampleExtractionTests {
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let examples = ["Journal", "Errands"]

    @Test("every example project extracts to the flow expected of it", arguments: examples)
    func matchesExpected(_ name: String) throws {
        let project = try SwiftUIExtractor.extract(folder: "\(Self.root)/examples/\(name)").get()
        let actual = FlowDocument(SourceFile(path: "\(name).flow", text: project.flowText), ruleIDs: RuleCatalog.ids)
        #expect(actual.diagnostics.isEmpty, "the extracted flow has language errors: \(actual.diagnostics.map(\.message))")
        guard case .success(let bytes) = Platform.readFile("\(Self.root)/Tests/Fixtures/extract/\(name).expected.flow") else {
            Issue.record("no expected flow for \(name)")
            return
        }
        let expected = FlowDocument(SourceFile(path: "\(name).expected.flow", bytes: bytes), ruleIDs: RuleCatalog.ids)
        #expect(expected.diagnostics.isEmpty)
        let diff = FlowShape(actual.syntax).lines.difference(from: FlowShape(expected.syntax).lines)
        let shown = diff.map { change -> String in
            switch change {
            case .insert(_, let line, _): return "+ \(line)"
            case .remove(_, let line, _): return "- \(line)"
            }
        }
        #expect(shown.isEmpty, "extracted (+) against expected (-):\n\(shown.joined(separator: "\n"))")
    }

    @Test("aaflow check on each extracted example exits 0 or 1", arguments: examples)
    func checkAccepts(_ name: String) throws {
        let out = CLI.run(["extract", "\(Self.root)/examples/\(name)"], context: Context())
        #expect(out.status == 0)
        let check = CLI.run(["check", "-"], context: Context(readStandardInput: { .success(out.stdout) }))
        #expect(check.status == 0 || check.status == 1, "\(check.stderrText)")
    }
}

/// A flow as statements, for comparing two flows whatever their layout,
/// comments and spelling of flags (`confirm` and `confirm 1` are the same).
struct FlowShape: Equatable {
    var lines: [String] = []

    init(_ file: FlowFile) {
        lines.append("app \(file.app ?? "-")")
        for scene in file.scenes {
            lines.append("scene \(scene.kind.rawValue) start \(scene.start?.name ?? "-")")
            for e in scene.entries { lines.append("entry \(e.target.name) \(e.label)") }
            for s in scene.screens {
                lines.append("screen \(s.id.name) \(s.title ?? "-") \(s.icon ?? "-") \(s.kind?.rawValue ?? "-") \(s.feature ?? "-")")
                for c in s.controls {
                    var l = "  \(c.type.rawValue) \(c.text ?? "-") \(c.icon ?? "-") -> \(c.target?.name ?? "-")"
                    if c.isDestructive { l += " destructive confirm \(c.confirmations)" }
                    if c.isCustom { l += " custom" }
                    if c.isSheet { l += " sheet" }
                    if let o = c.options { l += " options \(o)" }
                    lines.append(l)
                }
                for t in s.timers { lines.append("  after \(t.duration.milliseconds) -> \(t.target?.name ?? "-")") }
            }
        }
    }
}

/// The syntax tree the extraction gives is the one the flow text parses to,
/// and its findings point at Swift files.
@Suite struct ExtractedSyntaxTests {
    @Test("flowFile equals the parsed flowText, statement by statement", arguments: ExampleExtractionTests.examples)
    func sameTree(_ name: String) throws {
        let project = try SwiftUIExtractor.extract(folder: "\(ExampleExtractionTests.root)/examples/\(name)").get()
        let parsed = FlowDocument(SourceFile(path: "x.flow", text: project.flowText), ruleIDs: RuleCatalog.ids)
        #expect(FlowShape(project.flowFile).lines == FlowShape(parsed.syntax).lines)
        let document = project.flowDocument(ruleIDs: RuleCatalog.ids)
        #expect(document.diagnostics.isEmpty)
    }

    @Test("a finding on extracted code names the Swift file and line of the construct")
    func findingsInSwift() throws {
        let project = try SwiftUIExtractor.extract(folder: "\(ExampleExtractionTests.root)/examples/Errands").get()
        let report = Analysis().run(project.flowDocument(ruleIDs: RuleCatalog.ids))
        let exposed = try #require(report.diagnostics.first { $0.id == "distill.settings-exposed" })
        let file = project.flowDocument(ruleIDs: RuleCatalog.ids).source(of: exposed.range).path
        #expect(file == "Errands/Views/SettingsView.swift")
        let screen = try #require(project.scene(.assistive)?.screen("SettingsView"))
        #expect(exposed.range.start.line == screen.location.line)
    }
}
