import AAFlow
import AAFlowCLI
import AAFlowSwiftUI
import Foundation
import Testing

/// A folder of its own under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "aaflow-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` at `relative`, making the folders on the way.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// `.aaflow.json`: where it is found, what it sets, and how its mistakes are told.
@Suite struct ConfigurationTests {
    /// A flow whose assistive scene is two steps deep and has a button with no icon.
    static let flow = """
        app "Pills"
        scene assistive
        start today
        screen today "Today" icon pills
          button "History" icon clock -> history
        screen history "History" icon clock
          button "Day" icon calendar -> day
        screen day "Day" icon calendar
          button "Note"
        """

    func check(_ arguments: [String]) -> Outcome {
        CLI.run(["check"] + arguments, context: Context())
    }

    @Test func theFileBesideTheFlowSetsItsLimits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = try folder.write("app.flow", Self.flow)
        #expect(!check([flow]).stderrText.contains("navigation.too-deep"))
        try folder.write(".aaflow.json", #"{ "limits": { "depth": 1 } }"#)
        let out = check([flow])
        #expect(out.stderrText.contains("[navigation.too-deep]"), "\(out.stderrText)")
        // The finding points at the limit, in the configuration file.
        #expect(out.stderrText.contains("`limit depth 1` is set here (\(folder.path)/.aaflow.json:1:15)"), "\(out.stderrText)")
        #expect(out.status == 0)
    }

    @Test func theNearestFileAboveIsFoundAndConfigNamesAnother() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = try folder.write("a/b/c/app.flow", Self.flow)
        try folder.write(".aaflow.json", #"{ "limits": { "depth": 5 } }"#)
        try folder.write("a/.aaflow.json", #"{ "limits": { "depth": 1 } }"#)
        let nearest = check([flow])
        #expect(nearest.stderrText.contains("`limit depth 1` is set here (\(folder.path)/a/.aaflow.json"), "\(nearest.stderrText)")
        let other = try folder.write("elsewhere.json", #"{ "allow": [{ "rule": "representation.missing-icon", "reason": "a dot" }] }"#)
        let named = check(["--config", other, flow])
        #expect(!named.stderrText.contains("navigation.too-deep"), "the file named, not the one found: \(named.stderrText)")
        #expect(named.stderrText.contains(": note: the button \"Note\" has text but no icon, so a person who does not read it has nothing to go by [representation.missing-icon] (allowed warning)"))
        #expect(named.stderrText.contains("= allowed: a dot"))
        // A file named that is not there is an input that cannot be used.
        let missing = check(["--config", folder.path + "/none.json", flow])
        #expect(missing.status == 2)
        #expect(missing.stderrText.contains("none.json"))
    }

    @Test func aFlowsOwnLimitAndAllowWin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".aaflow.json", """
            { "limits": { "depth": 1 },
              "allow": [{ "rule": "representation.missing-icon", "reason": "from the configuration" }] }
            """)
        let own = try folder.write("own.flow", Self.flow.replacingOccurrences(of: "scene assistive\n", with: """
            limit depth 3
            scene assistive
            allow representation.missing-icon "from the flow"

            """))
        let out = check([own])
        #expect(!out.stderrText.contains("navigation.too-deep"), "\(out.stderrText)")
        #expect(out.stderrText.contains("= allowed: from the flow"))
        #expect(!out.stderrText.contains("allow.unused"))
        let json = check(["--format", "json", own]).stdoutText
        #expect(json.contains(#""allowedBecause": "from the flow""#) || json.contains(#""allowedBecause":"from the flow""#))
    }

    /// Each kind of mistake, at the place marked, with its fix.
    @Test(arguments: [
        ("{ \"limits\": { \"depth\": 1 }, ↓}", "config.syntax", "no trailing commas"),
        ("{ ↓\"limts\": {} }", "config.unknown-key", "did you mean `limits`?"),
        ("{ \"limits\": { ↓\"dpeth\": 2 } }", "config.unknown-key", "did you mean `depth`?"),
        ("{ \"limits\": { \"features\": ↓0 } }", "config.bad-value", "the default is 2"),
        ("{ \"limits\": { \"depth\": ↓\"3\" } }", "config.bad-value", "the default is 4"),
        ("{ \"limits\": ↓[] }", "config.bad-value", "between `{` and `}`"),
        ("{ \"allow\": [{ \"rule\": ↓\"navigation.too-dep\", \"reason\": \"x\" }] }", "config.unknown-rule", "did you mean `navigation.too-deep`?"),
        ("{ \"allow\": [↓{ \"rule\": \"navigation.too-deep\" }] }", "config.bad-value", "say why"),
        ("{ \"allow\": [{ \"rule\": \"navigation.too-deep\", \"reason\": \"x\", ↓\"reasn\": \"y\" }] }", "config.unknown-key", "did you mean `reason`?"),
        ("{ \"exclude\": [↓\"../up\"] }", "config.bad-value", "relative to the folder"),
        ("{ \"baseline\": ↓7 }", "config.bad-value", "aaflow-baseline.json"),
        ("{ \"baseline\": \"a\", ↓\"baseline\": \"b\" }", "config.bad-value", "keep one"),
        ("↓[]", "config.bad-value", "between `{` and `}`"),
    ])
    func everyMistakeIsLocatedWithItsFix(_ marked: String, _ id: String, _ fix: String) throws {
        let text = MarkedText(marked)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("c.json", text.text)
        guard case .failure(let error) = Configuration.read(file, ruleIDs: RuleCatalog.ids) else {
            Issue.record("read without a mistake: \(marked)")
            return
        }
        let first = try #require(error.diagnostics.first)
        #expect(first.id.rawValue == id, "\(marked)")
        #expect(first.range.start == text.marks[0], "\(marked)")
        #expect(first.fix?.contains(fix) == true, "\(marked): \(first.fix ?? "")")
        // The command line says it as a compiler would, and stops with status 2.
        let flow = try folder.write("app.flow", Self.flow)
        let out = check(["--config", file, flow])
        #expect(out.status == 2)
        #expect(out.stderrText.hasPrefix("\(file):\(text.marks[0].line):\(text.marks[0].column): error:"), "\(out.stderrText)")
        #expect(out.stdout.isEmpty)
    }

    @Test func aDidYouMeanFixReplacesTheKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(".aaflow.json", "{\n  \"exlude\": []\n}\n")
        guard case .failure(let error) = Configuration.read(file, ruleIDs: RuleCatalog.ids) else {
            Issue.record("read without a mistake")
            return
        }
        let edit = try #require(error.diagnostics.first?.suggestedFix?.edits.first)
        #expect(edit.replacement == "\"exclude\"")
        #expect(edit.range.start == SourceLocation(line: 2, column: 3))
        #expect(edit.range.end == SourceLocation(line: 2, column: 11))
    }

    @Test func patternsOfExclude() {
        #expect(PathPattern("Generated").excludes("Generated/A.swift"))
        #expect(PathPattern("Generated/").excludes("Generated"))
        #expect(!PathPattern("Generated").excludes("App/Generated/A.swift"))
        #expect(PathPattern("**/Generated").excludes("App/Generated/A.swift"))
        #expect(PathPattern("**/Generated").excludes("Generated"))
        #expect(PathPattern("App/*Tests").excludes("App/UITests/X.swift"))
        #expect(!PathPattern("App/*Tests").excludes("App/Sub/UITests"))
        #expect(PathPattern("*.generated.swift").excludes("A.generated.swift"))
        #expect(!PathPattern("*.generated.swift").excludes("App/A.generated.swift"))
        #expect(PathPattern("**/*.generated.swift").excludes("App/A.generated.swift"))
        #expect(PathPattern("App/?.swift").excludes("App/A.swift"))
    }

    @Test(.enabled(if: SchemaValidator.isAvailable || SchemaValidator.isRequired,
                   "needs python3 with jsonschema (pip install jsonschema)"))
    func theExampleConfigurationsFollowTheSchema() throws {
        let examples = [
            try String(contentsOf: SchemaValidator.root.appendingPathComponent("examples/Errands/.aaflow.json"), encoding: .utf8),
            "{}",
            #"{ "limits": { "depth": 0, "decisions": 0, "choices": 3, "features": 1 }, "baseline": "b.json" }"#,
            #"{ "allow": [{ "rule": "project.missing-preview", "reason": "previews live in another target" }], "exclude": ["**/Generated"] }"#,
        ]
        for text in examples {
            #expect(try SchemaValidator.validate(text, against: SchemaValidator.configurationSchema).isEmpty, "\(text)")
            // And aaflow reads them.
            guard case .success = ConfigurationTests.readText(text) else {
                Issue.record("aaflow refuses: \(text)")
                continue
            }
        }
        // What aaflow refuses, the schema refuses too.
        for text in [#"{ "limts": {} }"#, #"{ "limits": { "features": 0 } }"#, #"{ "allow": [{ "rule": "navigation.too-deep" }] }"#,
                     #"{ "exclude": ["/abs"] }"#, #"{ "allow": [{ "rule": "navigation.too-dep", "reason": "x" }] }"#] {
            #expect(try !SchemaValidator.validate(text, against: SchemaValidator.configurationSchema).isEmpty, "\(text)")
            guard case .failure = ConfigurationTests.readText(text) else {
                Issue.record("aaflow reads: \(text)")
                continue
            }
        }
    }

    @Test func theSchemaNamesEveryRuleAnAllowMayName() throws {
        let data = try Data(contentsOf: SchemaValidator.configurationSchema)
        let schema = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let allow = (schema["properties"] as! [String: Any])["allow"] as! [String: Any]
        let rule = ((allow["items"] as! [String: Any])["properties"] as! [String: Any])["rule"] as! [String: Any]
        #expect(Set(rule["enum"] as! [String]) == Audit.allowableIDs)
    }

    static func readText(_ text: String) -> Result<Configuration, ConfigurationError> {
        guard let folder = try? TemporaryFolder(), let file = try? folder.write(".aaflow.json", text) else {
            return .failure(ConfigurationError(path: "", .missing(why: "no temporary folder")))
        }
        defer { folder.remove() }
        return Configuration.read(file, ruleIDs: Audit.allowableIDs)
    }
}
