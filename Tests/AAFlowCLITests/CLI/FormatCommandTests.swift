import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// `aaflow format` end to end: standard output, --check, -i, and the exit
/// statuses cli.md gives.
@Suite struct FormatCommandTests {
    static let messy = "scene assistive\nscreen a icon a \"A\"\n button \"B\"  icon b\n"
    static let tidy = "scene assistive\nscreen a \"A\" icon a\n  button \"B\" icon b\n"

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "aaflow-format-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func write(_ text: String, _ path: String) throws {
        try Platform.writeFileAtomically(path, Array(text.utf8)).get()
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Platform.readFile(path).get(), as: UTF8.self)
    }

    @Test func oneFileToStandardOutput() {
        let input = Array(Self.messy.utf8)
        let outcome = CLI.run(["format", "-"], context: Context(readStandardInput: { .success(input) }))
        #expect(outcome.status == 0)
        #expect(outcome.stdoutText == Self.tidy)
    }

    @Test func severalFilesNeedCheckOrInPlace() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(Self.tidy, dir + "/a.flow")
        try write(Self.tidy, dir + "/b.flow")
        let two = CLI.run(["format", dir + "/a.flow", dir + "/b.flow"], context: Context())
        #expect(two.status == 64)
        #expect(two.stderrText.contains("--check or -i"))
        #expect(CLI.run(["format", dir], context: Context()).status == 64)
        #expect(CLI.run(["format", "--check", "-i", dir], context: Context()).status == 64)
        #expect(CLI.run(["format", "-i", "-"], context: Context()).status == 64)
        #expect(CLI.run(["format"], context: Context()).status == 64)
    }

    @Test func checkNamesTheFilesNotFormatted() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(Self.tidy, dir + "/a.flow")
        try write(Self.messy, dir + "/b.flow")
        let outcome = CLI.run(["format", "--check", dir], context: Context())
        #expect(outcome.status == 1)
        #expect(outcome.stdoutText == dir + "/b.flow\n")
        #expect(try read(dir + "/b.flow") == Self.messy, "--check wrote a file")
        #expect(CLI.run(["format", "--check", dir + "/a.flow"], context: Context()).status == 0)
    }

    @Test func inPlaceRewritesOnlyWhatChanges() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(Self.tidy, dir + "/a.flow")
        try write(Self.messy, dir + "/b.flow")
        chmod(dir + "/b.flow", 0o600)
        let before = try FileManager.default.attributesOfItem(atPath: dir + "/a.flow")[.systemFileNumber] as? Int
        let outcome = CLI.run(["format", "-i", dir], context: Context())
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        #expect(try read(dir + "/b.flow") == Self.tidy)
        #expect(Platform.permissions(dir + "/b.flow") == 0o600)
        let after = try FileManager.default.attributesOfItem(atPath: dir + "/a.flow")[.systemFileNumber] as? Int
        #expect(before == after, "a formatted file was written again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.flow", "b.flow"])
    }

    @Test func invalidFlowsAreRefusedWithTheirErrors() throws {
        let marked = MarkedText("scene assistive\nscreen a \"A\" icon a\n  button \"B\" -> ↓nowhere\n")
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(marked.text, dir + "/bad.flow")
        let outcome = CLI.run(["format", "-i", dir + "/bad.flow"], context: Context())
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("bad.flow:\(marked.marks[0]): error:"))
        #expect(try read(dir + "/bad.flow") == marked.text)
        #expect(CLI.run(["format", "--check", dir + "/missing.flow"], context: Context()).status == 2)
    }
}
