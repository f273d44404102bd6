import Foundation
import Testing
import AAFlow
import AAFlowCLI

/// JSON and SARIF reports leave the command as writers, not as bytes: the
/// executable streams them to standard output through a small buffer
/// (`Outcome.emit`). Their bytes are pinned by the golden files, made
/// there through a buffer of 7 bytes and of 1.
@Suite struct StreamedOutputTests {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // Tests/AAFlowCLITests/CLI/StreamedOutputTests.swift
        return parts.joined(separator: "/")
    }()

    static let flow = root + "/flows/news.flow"
    static let project = root + "/examples/Errands"

    @Test func reportsAreStreamedAndTextIsNot() {
        let streamed: [[String]] = [
            ["check", "--format", "json", Self.flow],
            ["check", "--format", "sarif", Self.flow],
            ["check", "--format", "json", "--checklist", Self.flow],
            ["compare", "--format", "json", Self.flow],
            ["audit", "--format", "json", Self.project],
            ["audit", "--format", "sarif", Self.project],
        ]
        for args in streamed {
            let outcome = CLI.run(args, context: Context())
            #expect(outcome.isStreamed, "\(args)")
            #expect(outcome.stdout.first == UInt8(ascii: "{"), "\(args)")
            #expect(outcome.stdout.last == 0x0A, "\(args)")
            #expect(outcome.standardOutput(capacity: 3) == outcome.stdout, "\(args)")
        }
        for args in [["check", Self.flow], ["check", "--checklist", Self.flow], ["compare", Self.flow]] {
            #expect(!CLI.run(args, context: Context()).isStreamed, "\(args)")
        }
    }

    @Test func anInvalidFileInACompareIsStreamedToo() throws {
        let broken = Self.root + "/Tests/AAFlowCLITests/Golden/Inputs"
        let files = try FileManager.default.contentsOfDirectory(atPath: broken).filter { $0.hasSuffix(".flow") }.sorted()
        let path = broken + "/" + (try #require(files.first))
        let outcome = CLI.run(["compare", "--format", "json", path], context: Context())
        #expect(outcome.status == 2)
        #expect(outcome.isStreamed)
        #expect(outcome.stdoutText.contains("\"valid\": false"))
    }

    /// Writing the outcome to a file descriptor gives the same bytes; a
    /// standard output that takes nothing (a full disk) makes it a failure,
    /// with the reason on standard error.
    @Test func emitWritesTheReportAndSaysWhenItCannot() throws {
        let outcome = CLI.run(["check", "--format", "json", Self.flow], context: Context())
        let folder = NSTemporaryDirectory() + "aaflow-emit-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out.json", err = folder + "/err.txt"
        #expect(FileManager.default.createFile(atPath: out, contents: nil))
        #expect(FileManager.default.createFile(atPath: err, contents: nil))
        let outHandle = try #require(FileHandle(forWritingAtPath: out))
        let errHandle = try #require(FileHandle(forWritingAtPath: err))
        let status = outcome.emit(standardOutput: outHandle.fileDescriptor, standardError: errHandle.fileDescriptor)
        try outHandle.close()
        #expect(status == outcome.status)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: out))) == outcome.stdout)

        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }  // Linux only
        let failed = outcome.emit(standardOutput: full.fileDescriptor, standardError: errHandle.fileDescriptor)
        try errHandle.close()
        #expect(failed == 2)
        let said = String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self)
        #expect(said.contains("aaflow: cannot write standard output: "))
    }
}
