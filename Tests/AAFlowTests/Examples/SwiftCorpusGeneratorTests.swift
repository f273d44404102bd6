import Foundation
import Testing

/// `bench/swiftgen.py`, the generator of the SwiftUI corpus that `make bench`
/// reads: it must keep writing valid Swift, the same bytes for the same seed.
@Suite struct SwiftCorpusGeneratorTests {
    static let generator = ExampleProjectsTests.root.appendingPathComponent("bench/swiftgen.py")

    static let python: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(python))
        process.arguments = [generator.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test(.enabled(if: python != nil && ExampleProjectsTests.swiftc != nil,
                   "python3 or swiftc was not found on PATH: the SwiftUI corpus generator is not checked"))
    func theGeneratorWritesSwiftThatParsesAndTheSameBytesTwice() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-swiftgen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let first = scratch.appendingPathComponent("first"), second = scratch.appendingPathComponent("second")

        let written = try Self.run(["--mb", "0.06", "--seed", "11", first.path, "--check", "1000"])
        #expect(written.status == 0, "\(written.output)")
        #expect(written.output.contains("swiftc -parse accepts all"), "\(written.output)")
        let again = try Self.run(["--mb", "0.06", "--seed", "11", second.path])
        #expect(again.status == 0, "\(again.output)")

        let a = try Self.contents(of: first), b = try Self.contents(of: second)
        #expect(a.keys.filter { $0.hasSuffix(".swift") }.count >= 20)
        #expect(a == b, "the same seed and size give the same files")

        // A second run replaces its own corpus, and refuses a folder it did not write.
        #expect(try Self.run(["--mb", "0.01", first.path]).status == 0)
        let foreign = scratch.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let refused = try Self.run(["--mb", "0.01", foreign.path])
        #expect(refused.status == 2)
        #expect(refused.output.contains("not written by swiftgen"), "\(refused.output)")
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
    }
}
