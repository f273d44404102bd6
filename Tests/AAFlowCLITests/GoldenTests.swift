import Foundation
import Testing
import AAFlowCLI

/// Every output a user sees, byte for byte: each command and format run
/// through the command line's entry point (in process) on every flow in
/// `flows/` and on one invalid file per kind of language error
/// (`Golden/Inputs/`), compared with the files in `Golden/Expected/`.
///
/// The golden files were written by the code as it stood before the
/// modules were split; a change to any output shows here as a failing test
/// with a diff. To accept a change on purpose, run
/// `AAFLOW_UPDATE_GOLDEN=1 swift test --filter GoldenTests` and review the
/// diff of `Tests/AAFlowCLITests/Golden/Expected/` in git.
@Suite struct GoldenTests {
    /// The package's root, where the paths in the commands are relative to.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/AAFlowCLITests/GoldenTests.swift
        return parts.joined(separator: "/")
    }()

    static let inputs = "Tests/AAFlowCLITests/Golden/Inputs"
    static let expected = "Tests/AAFlowCLITests/Golden/Expected"

    /// One run of the tool: the arguments, and the name of its golden file.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// A file the command writes with `-o`, shown after its output.
        var writes: String?
        var description: String { name }
    }

    static func flowFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { folder + "/" + $0 }
    }

    static func stem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let prefix = path.hasPrefix("flows/") ? "flows-" : "invalid-"
        return prefix + file.replacingOccurrences(of: ".flow", with: "")
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        let files = flowFiles(in: "flows") + flowFiles(in: inputs)
        for path in files {
            let s = stem(path)
            cases += [
                Case(name: "\(s).check.txt", arguments: ["check", path]),
                Case(name: "\(s).check.json", arguments: ["check", "--format", "json", path]),
                Case(name: "\(s).check.sarif", arguments: ["check", "--format", "sarif", path]),
                Case(name: "\(s).checklist.txt", arguments: ["check", "--checklist", path]),
                Case(name: "\(s).checklist.json", arguments: ["check", "--checklist", "--format", "json", path]),
                Case(name: "\(s).compare.txt", arguments: ["compare", path]),
                Case(name: "\(s).compare.json", arguments: ["compare", "--format", "json", path]),
                Case(name: "\(s).render-standard.dot", arguments: ["render", "--scene", "standard", "--format", "dot", path]),
                Case(name: "\(s).render-assistive.dot", arguments: ["render", "--scene", "assistive", "--format", "dot", path]),
            ]
            if path.hasPrefix("flows/") {
                cases.append(Case(name: "\(s).compare-diagram.dot", arguments: ["compare", path, "-o", "OUT.dot"], writes: "OUT.dot"))
            }
        }
        cases += [
            Case(name: "all-flows.check.txt", arguments: ["check", "flows"]),
            Case(name: "all-flows.check.json", arguments: ["check", "--format", "json", "flows"]),
            Case(name: "all-flows.check.sarif", arguments: ["check", "--format", "sarif", "flows"]),
            Case(name: "two-files.compare.txt", arguments: ["compare", "flows/send.flow", "flows/news.flow"]),
        ]
        // A baseline that records all but one finding of send.flow, and one finding gone since.
        let baseline = inputs + "/settings/send-baseline.json"
        cases += [
            Case(name: "flows-send.baseline.check.txt", arguments: ["check", "--baseline", baseline, "flows/send.flow"]),
            Case(name: "flows-send.baseline.check.json", arguments: ["check", "--baseline", baseline, "--format", "json", "flows/send.flow"]),
            Case(name: "flows-send.baseline.check.sarif", arguments: ["check", "--baseline", baseline, "--format", "sarif", "flows/send.flow"]),
            Case(name: "invalid-configuration.check.txt",
                 arguments: ["check", "--config", inputs + "/settings/bad-config.json", "flows/send.flow"]),
        ]
        return cases
    }()

    /// What a case prints, as one text: the command, its exit status, its
    /// standard output and standard error, and any file it wrote.
    static func transcript(_ c: Case) throws -> [UInt8] {
        var arguments = c.arguments
        var written: String?
        if let writes = c.writes {
            let folder = NSTemporaryDirectory() + "aaflow-golden-\(UInt32.random(in: 0...UInt32.max))"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            written = folder + "/" + writes
            arguments = arguments.map { $0 == writes ? written! : $0 }
        }
        let outcome = CLI.run(arguments, context: Context())
        var out = Array("$ aaflow \(c.arguments.joined(separator: " "))\nexit \(outcome.status)\n--- stdout\n".utf8)
        // A streamed report (JSON, SARIF) is made here through a buffer of
        // 7 bytes, so that the golden file holds what crosses every kind of
        // piece boundary; 1 byte and the executable's 64 KiB give the same.
        let stdout = outcome.standardOutput(capacity: 7)
        if outcome.isStreamed {
            #expect(outcome.standardOutput(capacity: 1) == stdout, "\(c.name): pieces of 1 byte")
            #expect(outcome.standardOutput() == stdout, "\(c.name): pieces of 64 KiB")
        }
        out += stdout
        out += Array("\n--- stderr\n".utf8)
        out += outcome.stderr
        if let written, let c = c.writes {
            out += Array("\n--- \(c)\n".utf8)
            out += (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: written)))) ?? Array("(not written)".utf8)
            try? FileManager.default.removeItem(atPath: (written as NSString).deletingLastPathComponent)
        }
        return out
    }

    @Test func theCasesCoverEveryInput() {
        #expect(Self.flowFiles(in: "flows").count >= 4)
        #expect(Self.flowFiles(in: Self.inputs).count >= 10)
    }

    @Test(arguments: cases) func outputIsUnchanged(_ c: Case) throws {
        // The commands name files relative to the package's root.
        if FileManager.default.currentDirectoryPath != Self.root {
            #expect(FileManager.default.changeCurrentDirectoryPath(Self.root))
        }
        let actual = try Self.transcript(c)
        let path = Self.root + "/" + Self.expected + "/" + c.name
        if ProcessInfo.processInfo.environment["AAFLOW_UPDATE_GOLDEN"] == "1" {
            try Data(actual).write(to: URL(fileURLWithPath: path))
            return
        }
        let golden = try #require(try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))),
                                  "no golden file \(c.name); write it with AAFLOW_UPDATE_GOLDEN=1")
        if actual != golden {
            let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let g = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(a, g).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(a.count, g.count)
            let got = first < a.count ? String(a[first]) : "(end)"
            let want = first < g.count ? String(g[first]) : "(end)"
            Issue.record("\(c.name) differs from its golden file at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)")
        }
    }
}
