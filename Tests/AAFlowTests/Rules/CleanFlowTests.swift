import Foundation
import Testing
@testable import AAFlow

/// A flow that follows every principle has nothing to report.
@Suite struct CleanFlowTests {
    @Test func aFlowThatFollowsEveryPrincipleHasNoFinding() {
        let report = Fixtures.check(Fixtures.clean)
        #expect(report.isValid)
        #expect(report.scenes.map(\.kind) == [.standard, .assistive])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.range.start.line): \($0.message) [\($0.id)]" })")
    }

    /// The example flows of the repository: the clean ones say so in their name.
    static let flows = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("flows")

    @Test func theExampleFlowsAreValidAndTheCleanOnesClean() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.flows.path).filter { $0.hasSuffix(".flow") }.sorted()
        #expect(!names.isEmpty)
        var sawClean = false
        var sawFindings = false
        for name in names {
            let text = try String(contentsOf: Self.flows.appendingPathComponent(name), encoding: .utf8)
            let report = Fixtures.check(text, path: "flows/\(name)")
            #expect(report.isValid, "\(name): \(report.diagnostics.map(\.message))")
            guard let assistive = report.scenes.first(where: { $0.kind == .assistive }) else { continue }
            let findings = report.diagnostics.filter { $0.scene == assistive.kind }
            if findings.isEmpty { sawClean = true } else { sawFindings = true }
        }
        #expect(sawClean && sawFindings, "flows/ shows a clean Assistive Access scene and one that is not")
    }
}
