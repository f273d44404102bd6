import Testing
@testable import AAFlow

private typealias F = CompareFixtures

@Suite struct CompareReportTests {
    /// One rule, so that the verdicts stay the same whatever the catalogue holds.
    static let rules: [any Rule] = [CustomBackRule()]

    static func news() throws -> Comparison {
        try Comparison(F.document(F.news, path: "flows/news.flow"), rules: rules)
    }

    @Test func newsAsText() throws {
        let text = ComparisonTextReporter().report(try Self.news())
        #expect(text == """
            comparing the standard and assistive scenes of flows/news.flow (News)

            measure                   standard  assistive  change
            screens                          6          2      -4
            reachable screens                6          2      -4
            transitions                      7          1      -6
            features                         3          1      -2
            max depth                        3          1      -2
            max decisions per screen         1          1       0
            max choices per screen           3          1      -2
            destructive actions              1          0      -1
            timed transitions                0          0       0
            errors                           0          0       0
            warnings                         0          0       0
            notes                            0          0       0

            kept screens (2)     news, article
            dropped screens (4)  home, breaking, share, settings
            added screens (0)    none

            task             standard              assistive
            Read an article  2 steps, 2 decisions  1 step, 1 decision
            Change settings  1 step, 1 decision    cannot be done: no screen `settings`

            principle                        standard     assistive
            1 Distill to core functionality  not checked  not checked
            2 Clear, prominent controls      not checked  not checked
            3 Multiple representations       not checked  not checked
            4 Intuitive navigation           kept         kept
            5 Safe interactions              not checked  not checked
            6 No timed interactions          not checked  not checked
            both scenes are held to the Assistive Access rules

            """)
    }

    @Test func brokenPrinciplesListTheirRules() throws {
        let text = F.news + "\n  back \"Back\" icon chevron.left\n"
        let c = try Comparison(F.document(text), rules: Self.rules)
        let report = ComparisonTextReporter().report(c)
        #expect(report.contains("4 Intuitive navigation           kept         broken\n"))
        #expect(report.contains("assistive scene, broken by:\n  4 Intuitive navigation: navigation.custom-back\n"))
        #expect(report.contains("errors                           0          1      +1\n"))
    }

    @Test func textHasNoTrailingSpacesAndCleansUserText() throws {
        let text = "task \"Evil\\u{1B}[2J\" -> a\nscene standard\nscreen a \"A\" icon a\nscene assistive\nscreen a \"A\" icon a\n"
        let report = ComparisonTextReporter().report(try Comparison(F.document(text), rules: Self.rules))
        #expect(!report.contains("\u{1B}"))
        #expect(report.contains("Evil\u{FFFD}[2J"))
        for line in report.split(separator: "\n") { #expect(!line.hasSuffix(" ")) }
    }

    @Test func longScreenListsWrapUnderTheFirstItem() throws {
        let ids = (1...30).map { "screen_number_\($0)" }
        let text = "scene standard\n" + ids.map { "screen \($0)\n" }.joined() + "scene assistive\nscreen other\n"
        let report = ComparisonTextReporter().report(try Comparison(F.document(text), rules: Self.rules))
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.firstIndex { $0.hasPrefix("dropped screens (30)") }!
        #expect(lines[first].count <= 80)
        #expect(lines[first + 1].hasPrefix(String(repeating: " ", count: 22) + "screen_number_"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func noTaskSaysHowToAddOne() throws {
        let text = "scene standard\nscreen a \"A\" icon a\nscene assistive\nscreen a \"A\" icon a\n"
        let report = ComparisonTextReporter().report(try Comparison(F.document(text), rules: Self.rules))
        #expect(report.contains("no task is declared"))
    }

    // MARK: JSON

    @Test func newsAsJSON() throws {
        let json = ComparisonJSONReporter().value(try Self.news())
        guard case .object(let top) = json else {
            Issue.record("not an object")
            return
        }
        #expect(top.map(\.0) == ["version", "valid", "swapped", "files", "standard", "assistive", "change",
                                 "screens", "tasks", "summary"])
        #expect(json["valid"] == true)
        #expect(json["screens"] == .object([
            ("kept", ["news", "article"]),
            ("dropped", ["home", "breaking", "share", "settings"]),
            ("added", []),
        ]))
        #expect(json["tasks"] == [
            .object([
                ("name", "Read an article"),
                ("standard", .object([("steps", 2), ("decisions", 2), ("path", ["home", "news", "article"])])),
                ("assistive", .object([("steps", 1), ("decisions", 1), ("path", ["news", "article"])])),
            ]),
            .object([
                ("name", "Change settings"),
                ("standard", .object([("steps", 1), ("decisions", 1), ("path", ["home", "settings"])])),
                ("assistive", .null),
            ]),
        ])
        let std = json["standard"]
        #expect(std?["metrics"] == ReportModel.metrics(F.metrics(
            screens: 6, reachable: 6, transitions: 7, depth: 3, decisions: 1, choices: 3, features: 3,
            destructive: 1, timed: 0)))
        #expect(std?["errors"] == 0 && std?["warnings"] == 0 && std?["notes"] == 0)
        #expect(json["assistive"]?["start"] == "news")
        #expect(json["change"]?["screens"] == -4 && json["change"]?["features"] == -2)
        guard case .array(let principles)? = json["assistive"]?["principles"] else {
            Issue.record("no principles")
            return
        }
        #expect(principles.count == 6)
        #expect(principles[3] == .object([("principle", 4), ("name", "Intuitive navigation"), ("verdict", "kept"),
                                          ("rules", []), ("allowed", [])]))
        #expect(principles[0]["verdict"] == "unchecked")
    }

    @Test func twoFilesListBothInTheOrderGiven() throws {
        let c = try Comparison(standard: F.document(F.cameraAssistive, path: "aa.flow"),
                               assistive: F.document(F.cameraStandard, path: "std.flow"), rules: Self.rules)
        let json = ComparisonJSONReporter().value(c)
        #expect(json["swapped"] == true)
        guard case .array(let files)? = json["files"] else {
            Issue.record("no files")
            return
        }
        #expect(files.map { $0["path"] } == ["aa.flow", "std.flow"])
        #expect(json["standard"]?["path"] == "std.flow" && json["assistive"]?["path"] == "aa.flow")
    }

    @Test func sameInputSameBytes() throws {
        let a = ComparisonJSONReporter().report(try Self.news())
        let b = ComparisonJSONReporter().report(try Self.news())
        #expect(a == b && a.hasSuffix("}\n"))
        #expect(ComparisonTextReporter().report(try Self.news()) == ComparisonTextReporter().report(try Self.news()))
    }

    @Test func invalidFilesStillListTheirDiagnostics() {
        let broken = F.document("scene standard\nscreen a \"A\" icon a\n  button \"Go\" icon b -> nowhere\n", path: "x.flow")
        let json = ComparisonJSONReporter().invalidValue([broken])
        #expect(json["valid"] == false && json["standard"] == .null && json["tasks"] == .null)
        guard case .array(let files)? = json["files"], case .array(let diagnostics)? = files.first?["diagnostics"] else {
            Issue.record("no diagnostics")
            return
        }
        #expect(diagnostics.map { $0["rule"] } == ["flow.undefined-screen"])
        let text = ComparisonTextReporter().invalid([broken])
        #expect(text.contains("[flow.undefined-screen]"))
        #expect(!ComparisonTextReporter().invalid([broken], diagnostics: false).contains("[flow.undefined-screen]"))
    }
}
