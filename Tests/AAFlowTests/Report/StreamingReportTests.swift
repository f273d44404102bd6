import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow

/// The streamed JSON, SARIF and comparison reports give exactly the bytes
/// of the tree-then-string path they replaced, on every flow in `flows/`
/// and every flow kept for tests (one file per report, and all in one),
/// written through buffers of 1, 7 and 65,536 bytes so that every piece
/// boundary is crossed.
@Suite struct StreamingReportTests {
    static let capacities = [1, 7, 1 << 16]

    /// What `write` makes through each buffer size, as text.
    static func streamed(_ write: (inout ByteWriter) -> Void) -> [String] {
        capacities.map { String(decoding: ByteWriter.collect(capacity: $0, write), as: UTF8.self) }
    }

    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/AAFlowTests/Report/StreamingReportTests.swift
        return parts.joined(separator: "/")
    }()

    /// Every `.flow` below the folders the repository keeps flows in, in path
    /// order (found as `check` finds them, following links: the core's own
    /// test package links these folders in).
    static let paths: [String] = {
        var found: [String] = []
        for folder in ["flows", "Tests"] {
            for case .success(let source) in FlowInputs.read([root + "/" + folder]) {
                found.append(String(source.path.dropFirst(root.count + 1)))
            }
        }
        return found.sorted()
    }()

    /// Read with aaflow's own reader: Foundation's `Data(contentsOf:)`
    /// leaks a buffer on some files, which `make sanitize` would report.
    static func text(_ path: String) throws -> String {
        String(decoding: try Platform.readFile(root + "/" + path).get(), as: UTF8.self)
    }

    static func report(_ path: String) throws -> FileReport {
        let text = try Self.text(path)
        let document = FlowDocument(SourceFile(path: path, text: text), ruleIDs: RuleCatalog.ids)
        return Checker.check(document, only: nil)
    }

    @Test func thereAreFlowsToCompare() {
        #expect(Self.paths.contains("flows/news.flow"))
        // 15 in the core's own test package, which links in only the folders of Tests/ that hold no test target.
        #expect(Self.paths.count >= 10)
    }

    @Test(arguments: paths) func jsonAndSARIFAreUnchanged(path: String) throws {
        let file = try Self.report(path)
        for checklist in [false, true] {
            let json = JSONReporter(includeChecklist: checklist)
            let tree = json.treeReport([file])
            #expect(json.report([file]) == tree)
            for text in Self.streamed({ json.write([file], to: &$0) }) { #expect(text == tree) }
        }
        let inFile = JSONReporter(fileOfFinding: { file, range in "\(file.path):\(range.start.line)" })
        #expect(inFile.report([file]) == inFile.treeReport([file]))
        let sarif = SARIFReporter()
        let tree = sarif.treeReport([file])
        #expect(sarif.report([file]) == tree)
        for text in Self.streamed({ sarif.write([file], to: &$0) }) { #expect(text == tree) }
    }

    @Test func allFilesInOneReportAreUnchanged() throws {
        let files = try Self.paths.map(Self.report)
        #expect(JSONReporter().report(files) == JSONReporter().treeReport(files))
        #expect(JSONReporter().report([]) == JSONReporter().treeReport([]))
        let unreadable = [InputError(path: "gone.flow", reason: "no such file")]
        let sarif = SARIFReporter(unreadable: unreadable)
        #expect(sarif.report(files) == sarif.treeReport(files))
        for text in Self.streamed({ JSONReporter().write(files, to: &$0) }) {
            #expect(text == JSONReporter().treeReport(files))
        }
        #expect(sarif.report([]) == sarif.treeReport([]))
    }

    @Test(arguments: paths) func comparisonIsUnchanged(path: String) throws {
        let text = try Self.text(path)
        let document = FlowDocument(SourceFile(path: path, text: text), ruleIDs: RuleCatalog.ids)
        guard document.isValid, let c = try? Comparison(document) else {
            let tree = ComparisonJSONReporter().invalidValue([document]).serialized()
            for text in Self.streamed({ ComparisonJSONReporter().writeInvalid([document], to: &$0) }) {
                #expect(text == tree)
            }
            return
        }
        let tree = ComparisonJSONReporter().value(c).serialized()
        #expect(ComparisonJSONReporter().report(c) == tree)
        for text in Self.streamed({ ComparisonJSONReporter().write(c, to: &$0) }) { #expect(text == tree) }
    }

    @Test func twoFileComparisonIsUnchanged() throws {
        let read = { (path: String) in
            FlowDocument(SourceFile(path: path, text: try Self.text(path)),
                         ruleIDs: RuleCatalog.ids)
        }
        let pairs = [("flows/drawing.flow", "flows/news.flow"), ("flows/news.flow", "flows/drawing-draft.flow")]
        var compared = 0
        for (a, b) in pairs {
            guard let c = try? Comparison(standard: try read(a), assistive: try read(b)) else { continue }
            compared += 1
            #expect(ComparisonJSONReporter().report(c) == ComparisonJSONReporter().value(c).serialized())
        }
        #expect(compared > 0)
    }
}
