import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// `aaflow check` end to end, without a process: exit statuses as cli.md
/// gives them, with and without `--warnings-as-errors` and `allow`, and the
/// formats agreeing with one another.
@Suite struct CheckCommandTests {
    func check(_ flow: String, _ options: String...) -> Outcome {
        let input = Array(flow.utf8)
        return CLI.run(["check"] + options + ["-"], context: Context(readStandardInput: { .success(input) }))
    }

    static let warningOnly = """
        scene assistive
        screen home "Home" icon house
          button "Photos" -> photos
        screen photos "Photos" icon photo

        """

    static let error = """
        scene assistive
        screen home "Home" icon house
          button "Photos" icon photo -> photos
        screen photos "Photos" icon photo
          back "Back" icon chevron.left

        """

    static let errorAllowed = """
        scene assistive
        screen home "Home" icon house
          button "Photos" icon photo -> photos
        screen photos "Photos" icon photo
          allow navigation.custom-back "tested with the family: they look for it"
          back "Back" icon chevron.left

        """

    static let noteOnly = """
        scene standard
        screen home "Home" icon house
          button "Save" icon square.and.arrow.down -> saved
        screen saved "Saved" icon checkmark
          after 2s

        """

    @Test func aCleanFlowExitsZeroEvenWithWarningsAsErrors() {
        #expect(check(Fixtures.clean).status == 0)
        #expect(check(Fixtures.clean, "--warnings-as-errors").status == 0)
    }

    @Test func warningsFailOnlyWhenAskedTo() {
        #expect(check(Self.warningOnly).status == 0)
        #expect(check(Self.warningOnly, "--warnings-as-errors").status == 1)
    }

    @Test func notesNeverFail() {
        let outcome = check(Self.noteOnly, "--warnings-as-errors")
        #expect(outcome.status == 0)
        #expect(outcome.stderrText.contains("note: ") && outcome.stderrText.contains("[timing.timed-transition]"))
    }

    @Test func anErrorFindingExitsOne() {
        let outcome = check(Self.error)
        #expect(outcome.status == 1)
        #expect(outcome.stderrText.contains("<stdin>:5:3: error: "))
        #expect(outcome.stdout.isEmpty, "text reports go to standard error")
    }

    @Test func anAllowedErrorIsReportedButDoesNotCount() {
        let outcome = check(Self.errorAllowed)
        #expect(outcome.status == 0)
        #expect(outcome.stderrText.contains(": note: a back control drawn by the app duplicates the system back button [navigation.custom-back] (allowed error)"))
        #expect(check(Self.errorAllowed, "--warnings-as-errors").status == 0)
    }

    @Test func anUnusedAllowIsAWarning() {
        let flow = Fixtures.clean.replacingOccurrences(
            of: "screen contact \"Contact\" icon person\n  button \"Call\" icon phone -> call\nscreen call",
            with: "screen contact \"Contact\" icon person\n  allow navigation.custom-back \"none here\"\n  button \"Call\" icon phone -> call\nscreen call")
        #expect(flow != Fixtures.clean)
        #expect(check(flow).status == 0)
        #expect(check(flow).stderrText.contains("[allow.unused]"))
        #expect(check(flow, "--warnings-as-errors").status == 1)
    }

    @Test func anInvalidFileExitsTwoAndListsItsErrorsInEveryFormat() throws {
        #expect(check(Fixtures.invalid).status == 2)
        #expect(check(Fixtures.invalid).stderrText.contains("[flow.undefined-screen]"))
        let json = check(Fixtures.invalid, "--format", "json")
        #expect(json.status == 2)
        #expect(json.stdoutText.contains("\"rule\": \"flow.undefined-screen\""))
        let sarif = check(Fixtures.invalid, "--format", "sarif")
        #expect(sarif.status == 2)
        #expect(sarif.stdoutText.contains("\"ruleId\": \"flow.undefined-screen\""))
        #expect(check(Fixtures.invalid, "--checklist").status == 2)
        #expect(check(Fixtures.invalid, "--checklist").stderrText.contains("[flow.undefined-screen]"))
    }

    @Test func anUnreadableFileExitsTwo() {
        let outcome = CLI.run(["check", "/nonexistent/aaflow/none.flow"], context: Context())
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("none.flow: no such file"))
    }

    @Test func theSceneOptionChecksOneScene() {
        // The standard scene's warning alone.
        #expect(check(Fixtures.mixed, "--scene", "standard", "--warnings-as-errors").status == 1)
        // A scene the file does not have is an error, not a silent pass (language 1.1).
        let missing = check(Self.error, "--scene", "standard")
        #expect(missing.status == 2)
        #expect(missing.stderrText.contains("[flow.missing-scene]"))
        #expect(missing.stderrText.contains("this file has no standard scene; it has only an assistive scene"))
    }

    // MARK: The checklist

    @Test func theChecklistGoesToStandardOutputWithTheSameStatus() {
        let outcome = check(Self.error, "--checklist")
        #expect(outcome.status == 1)
        #expect(outcome.stdoutText.hasPrefix("<stdin>: assistive: review checklist\n"))
        #expect(outcome.stdoutText.contains("   8  failed "))
        #expect(outcome.stderr.isEmpty)
        #expect(check(Self.warningOnly, "--checklist", "--warnings-as-errors").status == 1)
    }

    @Test func theChecklistInJSON() throws {
        let outcome = check(Fixtures.mixed, "--checklist", "--format", "json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout)) as? [String: Any])
        let file = try #require((root["files"] as? [[String: Any]])?.first)
        let review = try #require((file["checklist"] as? [[String: Any]])?.first)
        #expect(review["scene"] as? String == "assistive")
        let items = try #require(review["items"] as? [[String: Any]])
        #expect(items.count == Checklist.items.count)
        #expect(items[6]["status"] as? String == "failed")
        #expect(items[0]["status"] as? String == "check-by-hand")
        #expect(items[3]["status"] as? String == "passed")
        // Without --checklist, no checklist key.
        let plain = check(Fixtures.mixed, "--format", "json")
        #expect(!plain.stdoutText.contains("\"checklist\""))
    }

    @Test func theChecklistHasNoSARIFForm() {
        let outcome = check(Fixtures.mixed, "--checklist", "--format", "sarif")
        #expect(outcome.status == 64)
        #expect(outcome.stderrText.contains("--checklist"))
    }

    // MARK: Text and JSON agree

    static let busy = """
        limit depth 2
        scene standard
        screen photo "Photo" icon photo
          button "Delete" icon trash destructive
          after 2s

        scene assistive
        start home
        screen home "Home" icon house kind tabs
          tab "Photos" icon photo -> album
          tab "Camera" -> camera
          tab icon gear -> settings
          gesture "Swipe" -> album
        screen album "Album" icon photo.stack kind grid
          row "Photo" icon photo -> photo
        screen photo "Photo"
          allow representation.missing-icon "the filter names are pictures already"
          button "Delete" icon trash destructive confirm
          button "Info" icon info.circle custom -> info
          back "Back"
          picker "Filter" options 3
        screen info kind split
          button "Map" icon map -> map
        screen map "Map" icon map
          after 3s -> home
        screen settings "Settings" icon gear kind settings
        screen camera "Camera" icon camera
        screen lost "Lost" icon questionmark

        """

    @Test func textAndJSONReportTheSameFindingsAndSummaries() throws {
        let text = check(Self.busy).stderrText
        let json = check(Self.busy, "--format", "json")
        #expect(json.status == check(Self.busy).status)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let file = try #require((root["files"] as? [[String: Any]])?.first)
        let diagnostics = try #require(file["diagnostics"] as? [[String: Any]])

        // `<stdin>:L:C: severity: message [id]`, or for an allowed finding
        // `<stdin>:L:C: note: message [id] (allowed severity)`.
        let entries = text.split(separator: "\n").filter { $0.hasPrefix("<stdin>:") && $0.contains(": ") && $0.contains(" [") }
        let fromText = try entries.map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 4)
            let id = line[line.index(after: try #require(line.lastIndex(of: "[")))...].prefix { $0 != "]" }
            var severity = parts[3].trimmingCharacters(in: .whitespaces)
            let allowed = line.hasSuffix(")") && line.contains("] (allowed ")
            if allowed { severity = String(line[line.index(after: try #require(line.lastIndex(of: " ")))...].dropLast()) }
            return "\(parts[1]):\(parts[2]):\(severity):\(id):\(allowed)"
        }
        let fromJSON = diagnostics.map { d in
            "\(d["line"]!):\(d["column"]!):\(d["severity"]!):\(d["rule"]!):\(d["allowed"] as! Bool)"
        }
        #expect(fromText == fromJSON)
        #expect(fromJSON.count > 15)
        #expect(fromJSON.contains { $0.hasSuffix(":representation.missing-icon:true") })
        #expect(fromJSON.contains { $0.hasSuffix(":representation.missing-icon:false") })

        // The summary line of each scene and its JSON counterpart.
        for scene in try #require(file["scenes"] as? [[String: Any]]) {
            let kind = try #require(scene["kind"] as? String)
            let counts = try #require(scene["findings"] as? [String: Int])
            let metrics = try #require(scene["metrics"] as? [String: Int])
            let summary = try #require(text.split(separator: "\n").first { $0.hasPrefix("<stdin>: \(kind): ") })
            let allowed = diagnostics.filter { $0["scene"] as? String == kind && $0["allowed"] as? Bool == true }.count
            var found: [String] = []
            if counts["errors"]! > 0 { found.append(Severity.error.counted(counts["errors"]!)) }
            if counts["warnings"]! > 0 { found.append(Severity.warning.counted(counts["warnings"]!)) }
            if counts["notes"]! > 0 { found.append(Severity.note.counted(counts["notes"]!)) }
            if allowed > 0 { found.append("\(allowed) allowed") }
            #expect(summary.hasPrefix("<stdin>: \(kind): \(found.joined(separator: ", ")); "))
            #expect(summary.contains("\(metrics["screens"]!) screen"))
            #expect(summary.contains("depth \(metrics["maxDepth"]!)"))
            #expect(summary.contains("at most \(metrics["maxDecisions"]!) decision"))
        }
        let total = try #require(root["summary"] as? [String: Int])
        let counts = SeverityCounts(Fixtures.check(Self.busy).diagnostics)
        #expect(total["errors"] == counts.errors && total["warnings"] == counts.warnings && total["notes"] == counts.notes)
    }
}
