import AAFlow
import AAFlowCLI
import AAFlowSwiftUI
import Foundation
import Testing

/// `--write-baseline` and `--baseline` on `check` and `audit`, the
/// fingerprints that match findings across runs, and the audit's summary.
@Suite struct BaselineTests {
    // MARK: A small SwiftUI project

    static let app = """
        import SwiftUI

        @main
        struct PillsApp: App {
            var body: some Scene {
                WindowGroup {
                    TodayView()
                }
                AssistiveAccess {
                    NavigationStack {
                        TodayView()
                    }
                }
            }
        }
        """

    /// `TodayView` with a button without an icon ("Taken") and an icon-only
    /// button, each a finding; `extra` is put inside its VStack.
    static func today(_ extra: String = "") -> String {
        """
        import SwiftUI

        struct TodayView: View {
            @Environment(\\.accessibilityAssistiveAccessEnabled) var assistive
            var body: some View {
                VStack {
                    Button("Taken") { }
                    Button { } label: { Image(systemName: "star") }
        \(extra)
                }
                .navigationTitle("Today")
                .assistiveAccessNavigationIcon(systemImage: "pills")
            }
        }

        #Preview(traits: .assistiveAccess) {
            TodayView()
        }
        """
    }

    static let plist = """
        <plist version="1.0"><dict>
        <key>UISupportsAssistiveAccess</key>
        <true/>
        </dict></plist>
        """

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/PillsApp.swift", Self.app)
        try folder.write("App/TodayView.swift", Self.today())
        try folder.write("App/Info.plist", Self.plist)
        return folder
    }

    func audit(_ arguments: [String]) -> Outcome {
        CLI.run(["audit"] + arguments, context: Context())
    }

    /// The `aaflowFingerprint/v1` of every SARIF result, with its rule.
    func fingerprints(_ sarif: Outcome) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as! [String: Any]
        let run = (json["runs"] as! [[String: Any]])[0]
        return (run["results"] as! [[String: Any]]).map { result in
            let prints = result["partialFingerprints"] as! [String: String]
            return (result["ruleId"] as! String) + " " + prints[SARIFReporter.fingerprintKey]!
        }
    }

    // MARK: The acceptance test

    @Test func anAdoptedProjectFailsOnlyOnNewFindings() throws {
        let folder = try project()
        defer { folder.remove() }
        let root = folder.path
        let baseline = root + "/aaflow-baseline.json"

        let before = audit([root])
        #expect(before.status == 1, "an icon-only button is an error: \(before.stderrText)")
        let sarifBefore = try fingerprints(audit([root, "--format", "sarif"]))

        // Recorded: exit 0, whatever was found.
        let written = audit([root, "--write-baseline", baseline])
        #expect(written.status == 0, "\(written.stderrText)")
        #expect(written.stderrText.contains("recorded 2 findings in \(baseline)"), "\(written.stderrText)")
        let recorded = try #require(folder.read("aaflow-baseline.json"))
        #expect(recorded.hasPrefix("{\n  \"aaflowBaseline\": 1,\n  \"findings\": ["))
        #expect(!recorded.contains("\"line\""))
        // The same findings, the same bytes.
        #expect(audit([root, "--write-baseline", baseline]).status == 0)
        #expect(folder.read("aaflow-baseline.json") == recorded)

        // Lines move (a blank line on top of the file), and a new screen brings a new finding.
        try folder.write("App/TodayView.swift", "\n" + Self.today("""
                        NavigationLink("Refill") { RefillView() }
            """) + """

            struct RefillView: View {
                var body: some View {
                    Button { } label: { Image(systemName: "cart") }
                        .navigationTitle("Refill")
                        .assistiveAccessNavigationIcon(systemImage: "cart")
                }
            }
            """)
        let after = audit([root, "--baseline", baseline])
        #expect(after.status == 1, "the new icon-only button fails the run: \(after.stderrText)")
        let text = after.stderrText
        #expect(text.contains("TodayView.swift:8:13: note: the button \"Taken\" has text but no icon"), "\(text)")
        #expect(text.contains("[representation.missing-icon] (baselined warning)"))
        #expect(text.contains("[representation.missing-text] (baselined error)"))
        let fresh = text.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(fresh.count == 1 && fresh[0].contains("TodayView.swift:22:9: error:"), "\(fresh)")

        // Without the new finding, the baselined ones leave the status alone.
        try folder.write("App/TodayView.swift", "\n\n" + Self.today())
        let moved = audit([root, "--baseline", baseline])
        #expect(moved.status == 0, "\(moved.stderrText)")
        #expect(moved.stderrText.contains("assistive: 2 baselined"), "\(moved.stderrText)")
        // The fingerprints do not depend on lines.
        let sarifMoved = try fingerprints(audit([root, "--format", "sarif"]))
        #expect(sarifMoved == sarifBefore)

        // A finding fixed since the baseline is a note, in every format.
        try folder.write("App/TodayView.swift", Self.today().replacingOccurrences(of: "Button(\"Taken\") { }",
                                                                                 with: "Button(\"Taken\", systemImage: \"checkmark\") { }"))
        let fixed = audit([root, "--baseline", baseline])
        #expect(fixed.status == 0)
        #expect(fixed.stderrText.contains(": note: fixed since the baseline: representation.missing-icon on `TodayView` (control \"Taken\") in App/TodayView.swift, assistive scene [baseline.fixed]"),
                "\(fixed.stderrText)")
        #expect(fixed.stderrText.contains("1 fixed since the baseline"))
        let json = try JSONSerialization.jsonObject(with: Data(audit([root, "--baseline", baseline, "--format", "json"]).stdout)) as! [String: Any]
        let file = (json["files"] as! [[String: Any]])[0]
        #expect((file["fixedSinceBaseline"] as! [[String: Any]]).map { $0["rule"] as! String } == ["representation.missing-icon"])
        #expect((file["diagnostics"] as! [[String: Any]]).allSatisfy { $0["baselined"] as? Bool == true })
        #expect((json["summary"] as! [String: Any])["baselined"] as? Int == 1)
        let sarif = audit([root, "--baseline", baseline, "--format", "sarif"])
        #expect(sarif.stdoutText.contains("\"baselineState\":\"unchanged\"") || sarif.stdoutText.contains("\"baselineState\": \"unchanged\""))
        #expect(sarif.stdoutText.contains("absent"))
        if SchemaValidator.isAvailable || SchemaValidator.isRequired {
            #expect(try SchemaValidator.validate(sarif.stdoutText).isEmpty)
            #expect(try SchemaValidator.validate(audit([root, "--format", "sarif"]).stdoutText).isEmpty)
        }
    }

    @Test func twoIdenticalFindingsNeedTwoEntries() throws {
        let folder = try project()
        defer { folder.remove() }
        let root = folder.path
        // Two buttons "Taken" without an icon: the same fingerprint twice.
        try folder.write("App/TodayView.swift", Self.today("            Button(\"Taken\") { }"))
        let baseline = root + "/b.json"
        #expect(audit([root, "--write-baseline", baseline]).status == 0)
        let recorded = try #require(folder.read("b.json"))
        #expect(recorded.components(separatedBy: "\"control\": \"Taken\"").count - 1 == 2, "\(recorded)")
        // A third one is new.
        try folder.write("App/TodayView.swift", Self.today("            Button(\"Taken\") { }\n            Button(\"Taken\") { }"))
        let out = audit([root, "--baseline", baseline, "--warnings-as-errors"])
        #expect(out.status == 1)
        #expect(out.stderrText.contains("3 warnings") || out.stderrText.contains("1 warning"), "\(out.stderrText)")
        let sarif = try fingerprints(audit([root, "--format", "sarif"]))
        let taken = sarif.filter { $0.hasPrefix("representation.missing-icon") }.map { $0.split(separator: ":").last! }
        #expect(Set(taken) == ["1", "2", "3"], "each of the same fingerprint is counted: \(sarif)")
    }

    @Test func writingABaselineNeverReplacesAnotherFile() throws {
        let folder = try project()
        defer { folder.remove() }
        let root = folder.path
        let notes = try folder.write("notes.json", #"{ "mine": true }"#)
        let out = audit([root, "--write-baseline", notes])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("is not an aaflow baseline; aaflow will not write over it"), "\(out.stderrText)")
        #expect(folder.read("notes.json") == #"{ "mine": true }"#)
        let swift = audit([root, "--write-baseline", root + "/App/PillsApp.swift"])
        #expect(swift.status == 2)
        #expect(folder.read("App/PillsApp.swift") == Self.app)
        #expect(audit([root, "--write-baseline", root + "/App"]).status == 2)
        #expect(audit([root, "--baseline", notes, "--write-baseline", root + "/x.json"]).status == 64)
        #expect(audit([root, "--baseline="]).status == 64)
        // A baseline that is not one, or is missing, is an input that cannot be used.
        let notABaseline = audit([root, "--baseline", notes])
        #expect(notABaseline.status == 2)
        #expect(notABaseline.stderrText.contains("notes.json:1:1: error: this is not an aaflow baseline"), "\(notABaseline.stderrText)")
        let missing = audit([root, "--baseline", root + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.stderrText.contains("--write-baseline"))
    }

    @Test func theConfigurationNamesTheBaselineAndExcludesFolders() throws {
        let folder = try project()
        defer { folder.remove() }
        let root = folder.path
        // A folder of generated code with a finding of its own, reached from the start screen.
        try folder.write("App/TodayView.swift", Self.today("            NavigationLink(\"More\") { MoreView() }"))
        try folder.write("App/Generated/MoreView.swift", """
            import SwiftUI
            struct MoreView: View {
                var body: some View { Button("Go") { }.navigationTitle("More") }
            }
            """)
        #expect(audit([root]).stderrText.contains("Generated/MoreView.swift"))
        try folder.write(".aaflow.json", #"{ "exclude": ["App/Generated"], "baseline": "adopted.json" }"#)
        // The configuration's baseline is the one --write-baseline leaves aside and --baseline replaces.
        #expect(audit([root]).status == 2, "the baseline it names is not there yet")
        #expect(audit([root, "--write-baseline", root + "/adopted.json"]).status == 0)
        let out = audit([root])
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(!out.stderrText.contains("MoreView.swift"), "\(out.stderrText)")
        #expect(out.stderrText.contains(": note:") && out.stderrText.contains("(baselined warning)"))
        let extracted = CLI.run(["extract", root], context: Context())
        #expect(!extracted.stdoutText.contains("Generated/MoreView.swift"))
    }

    // MARK: check

    @Test func checkHoldsFlowsAgainstABaseline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = ConfigurationTests.flow + "\n  button icon star"
        let flow = try folder.write("app.flow", text)
        let baseline = folder.path + "/baseline.json"
        func check(_ arguments: [String]) -> Outcome { CLI.run(["check"] + arguments, context: Context()) }
        #expect(check([flow]).status == 1)
        #expect(check(["--write-baseline", baseline, flow]).status == 0)
        // A line moves, the findings stay baselined.
        try folder.write("app.flow", "# a comment on top\n" + text)
        let moved = check(["--baseline", baseline, flow])
        #expect(moved.status == 0, "\(moved.stderrText)")
        #expect(moved.stderrText.contains(": note:") && moved.stderrText.contains("(baselined warning)"))
        // A new error fails; the old ones stay marked in JSON.
        try folder.write("app.flow", text + "\n  back \"Back\"\n")
        let json = check(["--baseline", baseline, "--format", "json", flow])
        #expect(json.status == 1)
        let diagnostics = ((try JSONSerialization.jsonObject(with: Data(json.stdout)) as! [String: Any])["files"]
            as! [[String: Any]])[0]["diagnostics"] as! [[String: Any]]
        #expect(diagnostics.filter { $0["baselined"] as? Bool == false }.map { $0["rule"] as! String } == ["navigation.custom-back"])
        // Without a baseline, JSON says nothing of one.
        #expect(!check(["--format", "json", flow]).stdoutText.contains("baselined"))
    }

    @Test func everySARIFResultHasAFingerprint() throws {
        let sarif = CLI.run(["check", "--format", "sarif", SchemaValidator.root.path + "/flows/send.flow"], context: Context())
        let prints = try fingerprints(sarif)
        #expect(!prints.isEmpty)
        #expect(Set(prints).count == prints.count)
        #expect(try fingerprints(CLI.run(["check", "--format", "sarif", SchemaValidator.root.path + "/flows/send.flow"],
                                         context: Context())) == prints)
    }

    // MARK: The audit's summary

    @Test func theSummaryCountsTheProjectsOwnFindings() throws {
        let folder = try project()
        defer { folder.remove() }
        // No Info.plist: the project's own error, on no scene's line.
        try FileManager.default.removeItem(atPath: folder.path + "/App/Info.plist")
        let out = audit([folder.path])
        let lines = out.stderrText.split(separator: "\n")
        let printed = lines.filter { $0.contains(": error:") || $0.contains(": warning:") || $0.contains(": note:") }
        let summary = lines.filter { $0.hasPrefix("\(folder.path): ") }
        #expect(summary.contains { $0.hasSuffix(": project: 1 error") }, "\(summary)")
        // The counts of the summary add up to what was printed.
        var total = 0
        for line in summary {
            // `PATH: SCENE: 1 error, 2 warnings; 3 screens, ...`: the counts before the `;`.
            let counts = line.dropFirst(folder.path.count + 2).split(separator: ":", maxSplits: 1).last?
                .split(separator: ";").first ?? ""
            for part in counts.split(separator: ",") {
                let words = part.split(separator: " ")
                if words.count == 2, let n = Int(words[0]), ["error", "warning", "note"].contains(where: { words[1].hasPrefix($0) }) {
                    total += n
                }
            }
        }
        #expect(total == printed.count, "\(summary) against \(printed.count) printed")
    }
}
