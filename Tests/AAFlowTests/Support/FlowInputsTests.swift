import Foundation
import Testing
@testable import AAFlow

/// Reading the files a command names, with the system's reason when it cannot.
struct FlowInputsTests {
    @Test func aSymbolicLinkLoopSaysSoRatherThanMissing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let loop = dir.appendingPathComponent("loop.flow").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        guard case .failure(let error) = FlowInputs.readOne(loop) else {
            Issue.record("a link to itself was read")
            return
        }
        #expect(error.reason.contains("symbolic links"))
        guard case .failure(let missing) = FlowInputs.readOne(dir.appendingPathComponent("none.flow").path) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing.reason == "no such file")
    }
}
