import Foundation
import Testing
import AAFlowPlatform

/// `Platform.readFile` reads a regular file straight into an array of its
/// size: every byte comes back, whatever the size, and a file that is not
/// regular (a pipe) is read to its end in chunks.
@Suite struct ReadFileTests {
    @Test(arguments: [0, 1, 4095, 4096, 65_535, 65_536, 65_537, 1_000_003])
    func everyByteComesBack(size: Int) throws {
        let path = NSTemporaryDirectory() + "aaflow-read-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var state: UInt32 = 12_345
        let bytes = (0..<size).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try Platform.readFile(path).get() == bytes)
    }

    @Test func aPipeIsReadToItsEnd() throws {
        let pipe = Pipe()
        let text = Array(repeating: Array("a line of a pipe\n".utf8), count: 10_000).flatMap { $0 }
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(text))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let read = try Platform.readFile("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)").get()
        #expect(read == text)
    }

    @Test func aMissingFileSaysWhy() {
        guard case .failure(let e) = Platform.readFile("/nonexistent-aaflow/file.swift") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(e.path == "/nonexistent-aaflow/file.swift" && !e.reason.isEmpty)
    }
}
