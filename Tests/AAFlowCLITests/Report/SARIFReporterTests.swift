import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

@Suite struct SARIFReporterTests {
    /// The reports of the shared fixtures, under paths that need encoding.
    static func reports() -> [FileReport] {
        [
            Fixtures.check(Fixtures.mixed, path: "./flows/my photos é.flow"),
            Fixtures.check(Fixtures.invalid, path: "flows/invalid.flow"),
            Fixtures.check(Fixtures.clean, path: "/abs/clean.flow"),
        ]
    }

    static func sarif(_ reports: [FileReport] = reports(), unreadable: [InputError] = []) throws -> [String: Any] {
        let text = SARIFReporter(unreadable: unreadable).report(reports)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    @Test func describesTheToolAndEveryRule() throws {
        let log = try Self.sarif()
        #expect(log["version"] as? String == "2.1.0")
        let run = try Self.run(log)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "aaflow")
        #expect(driver["version"] as? String == aaflowVersion)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Array(ids.prefix(RuleCatalog.all.count)) == RuleCatalog.all.map(\.description.id))
        #expect(ids.contains("flow.syntax") && ids.contains("flow.undefined-screen") && ids.contains(DiagnosticID.unusedAllow.rawValue))
        #expect(Set(ids).count == ids.count)
        for (rule, entry) in zip(RuleCatalog.all.map(\.description), rules) {
            #expect(entry["name"] is String)
            #expect((entry["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((entry["fullDescription"] as? [String: Any])?["text"] is String)
            let help = entry["help"] as? [String: Any]
            #expect(help?["text"] is String && help?["markdown"] is String)
            let level = (entry["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(level == (rule.severities[.assistive] ?? rule.severities[.standard])?.rawValue)
            let properties = try #require(entry["properties"] as? [String: Any])
            #expect(properties["principle"] as? String == rule.principle?.numberedTitle)
            let severities = try #require(properties["severities"] as? [String: String])
            #expect(severities == Dictionary(uniqueKeysWithValues: rule.severities.map { ($0.key.rawValue, $0.value.rawValue) }))
        }
    }

    @Test func everyDiagnosticIsAResultWithItsLocation() throws {
        let reports = Self.reports()
        let run = try Self.run(try Self.sarif(reports))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let diagnostics = reports.flatMap(\.diagnostics)
        #expect(results.count == diagnostics.count)
        for (result, d) in zip(results, diagnostics) {
            #expect(result["ruleId"] as? String == d.id.rawValue)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == d.id.rawValue)
            #expect(result["level"] as? String == d.severity.rawValue)
            let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
            #expect(text.hasPrefix(d.message))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Int])
            #expect(region["startLine"] == d.range.start.line && region["startColumn"] == d.range.start.column)
            #expect(region["endLine"] == d.range.end.line && region["endColumn"] == d.range.end.column)
            let suppressions = result["suppressions"] as? [[String: Any]]
            if let reason = d.allowedBecause {
                #expect(suppressions?.first?["kind"] as? String == "inSource")
                #expect(suppressions?.first?["justification"] as? String == reason)
            } else {
                #expect(suppressions == nil)
            }
        }
        // The invalid file's language error is a result too.
        #expect(results.contains { $0["ruleId"] as? String == "flow.undefined-screen" })
        #expect(results.contains { $0["suppressions"] != nil })
    }

    @Test func pathsAreURIReferences() {
        #expect(SARIFReporter.uri(for: "./flows/my photos é.flow") == "flows/my%20photos%20%C3%A9.flow")
        #expect(SARIFReporter.uri(for: "flows/news.flow") == "flows/news.flow")
        #expect(SARIFReporter.uri(for: "/abs/clean.flow") == "file:///abs/clean.flow")
        #expect(SARIFReporter.uri(for: "<stdin>") == "%3Cstdin%3E")
    }

    @Test func unreadableFilesAreNotificationsOfTheRun() throws {
        let run = try Self.run(try Self.sarif([], unreadable: [InputError(path: "missing.flow", reason: "no such file")]))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["level"] as? String == "error")
    }

    @Test func theSameInputGivesTheSameBytes() {
        #expect(SARIFReporter().report(Self.reports()) == SARIFReporter().report(Self.reports()))
    }

    @Test func checkWritesSARIFToStandardOutput() {
        let input = Array(Fixtures.mixed.utf8)
        let outcome = CLI.run(["check", "--format", "sarif", "-"],
                              context: Context(readStandardInput: { .success(input) }))
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdoutText.contains("\"$schema\""))
    }

    // MARK: The official schema

    /// Validates against `schemas/sarif-schema-2.1.0.json` with Python's
    /// `jsonschema`. Skipped where Python or the package is missing, unless
    /// AAFLOW_REQUIRE_SARIF_VALIDATION is set (as `make test` does), where it fails instead.
    @Test(.enabled(if: SchemaValidator.isAvailable || SchemaValidator.isRequired,
                   "needs python3 with jsonschema (pip install jsonschema)"))
    func validatesAgainstTheSARIFSchema() throws {
        let cases: [(String, String)] = [
            ("fixtures", SARIFReporter().report(Self.reports())),
            ("unreadable", SARIFReporter(unreadable: [InputError(path: "gone.flow", reason: "no such file")]).report([])),
            ("nothing", SARIFReporter().report([])),
        ]
        for (name, text) in cases {
            let problems = try SchemaValidator.validate(text)
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }
}

/// Runs the official SARIF schema over a document with Python's `jsonschema`.
enum SchemaValidator {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schema = root.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
    /// The schema of `.aaflow.json`.
    static let configurationSchema = root.appendingPathComponent("schemas/aaflow-config.schema.json")

    static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit(3)
        if len(sys.argv) < 3:
            sys.exit(0)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        document = json.load(open(sys.argv[2], encoding="utf-8"))
        validator = jsonschema.validators.validator_for(schema)(schema)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for e in errors:
            print("/".join(str(p) for p in e.absolute_path) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """

    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["AAFLOW_REQUIRE_SARIF_VALIDATION"].map { !$0.isEmpty } ?? false
    }

    static let isAvailable: Bool = (try? python([]).status) == 0

    /// The schema's complaints about `document`; empty when it is valid.
    /// - Parameter against: the schema; SARIF 2.1.0 by default.
    static func validate(_ document: String, against: URL = schema) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-\(UUID().uuidString).json")
        try document.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try python([against.path, file.path])
        if status == 3 { return ["python3 has no jsonschema: pip install jsonschema"] }
        return status == 0 ? [] : output.split(separator: "\n").map(String.init) + (output.isEmpty ? ["exit status \(status)"] : [])
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
