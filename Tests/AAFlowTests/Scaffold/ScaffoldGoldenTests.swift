import Foundation
import Testing
@testable import AAFlow

/// The output for flows/drawing.flow, byte for byte, against the files
/// committed in Tests/Golden/scaffold/drawing-assistive. A difference fails
/// with `git diff --no-index`; `AAFLOW_UPDATE_GOLDEN=1 swift test --filter
/// ScaffoldGoldenTests` writes the reference anew (review the diff).
@Suite struct ScaffoldGoldenTests {
    static let reference = packageRoot + "/Tests/Golden/scaffold/drawing-assistive"

    @Test func drawingAssistiveMatchesTheReference() throws {
        let text = String(decoding: try packageFile("flows/drawing.flow"), as: UTF8.self)
        let files = try Scaffold.files(ScaffoldFixtures.document(text, name: "flows/drawing.flow"), scene: .assistive).get()
        if ProcessInfo.processInfo.environment["AAFLOW_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(atPath: Self.reference)
            try FileManager.default.createDirectory(atPath: Self.reference, withIntermediateDirectories: true)
            for file in files {
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: Self.reference + "/" + file.name))
            }
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.reference).sorted()
        #expect(committed == files.map(\.name).sorted())

        let actual = NSTemporaryDirectory() + "aaflow-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: actual, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: actual) }
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: actual + "/" + file.name))
        }
        for file in files {
            let expected = (try? packageFile(Self.reference + "/" + file.name)).map { String(decoding: $0, as: UTF8.self) }
            if expected != file.text {
                Issue.record("\(file.name) differs from the reference:\n\(diff(Self.reference + "/" + file.name, actual + "/" + file.name))")
            }
        }
    }

    @Test func sameFlowSameBytes() throws {
        for flow in try ScaffoldFixtures.allFlows() {
            let document = ScaffoldFixtures.document(flow.text)
            for scene in document.scenes {
                let a = try Scaffold.files(document, scene: scene.kind).get()
                let b = try Scaffold.files(ScaffoldFixtures.document(flow.text), scene: scene.kind).get()
                #expect(a == b, "\(flow.name)")
            }
        }
    }

    private func diff(_ a: String, _ b: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "diff", "--no-index", "--no-color", a, b]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        guard (try? process.run()) != nil else { return "(git is not available to show the difference)" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
