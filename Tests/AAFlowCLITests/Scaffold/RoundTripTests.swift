import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// `extract(scaffold(flow))` gives back the scene, compared as swiftui.md's
/// "The round trip" says (`RoundTrip`, with every exclusion named there),
/// for every flow tested that has an assistive scene, and for the standard
/// scenes too.
@Suite struct RoundTripTests {
    /// Whether `aaflow extract` is on this branch yet.
    static let extractIsHere = CLI.commands.contains { $0.name == "extract" }

    static var cases: [ScaffoldFixtures.Case] { ScaffoldFixtures.cases(randomSeeds: ScaffoldFixtures.roundTripSeeds) }

    @Test(.enabled(if: extractIsHere, "known gap: `aaflow extract` (issue 12) is not on main yet; the round trip runs once it is"),
          arguments: cases)
    func extractGivesBackTheScene(_ c: ScaffoldFixtures.Case) throws {
        let document = ScaffoldFixtures.document(c.text, name: c.name)
        let graph = try #require(document.scene(c.scene))
        let files = try Scaffold.files(document, scene: c.scene).get()
        let folder = NSTemporaryDirectory() + "aaflow-roundtrip-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        }

        let run = CLI.run(["extract", folder], context: Context())
        try #require(run.status == 0, "aaflow extract: \(run.stderrText)")
        let extracted = ScaffoldFixtures.document(run.stdoutText, name: "extracted.flow")
        #expect(extracted.isValid, "\(extracted.diagnostics.map(\.message))\n\(run.stdoutText)")
        let back = try #require(extracted.scene(c.scene), "no \(c.scene.rawValue) scene read back:\n\(run.stdoutText)")

        let differences = RoundTrip.differences(expected: RoundTrip.expected(graph), found: RoundTrip.found(back))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))\n\nextracted:\n\(run.stdoutText)")
        // Beyond the spec's comparison: each entry reads back, opened by the start screen's `.onOpenURL`.
        #expect(back.decl.entries.map(\.target.name) == RoundTrip.expectedEntries(graph), "\(run.stdoutText)")
    }

    /// What scaffold writes from a clean flow is clean code: `aaflow audit`
    /// finds nothing, and the checklist items only code can show pass.
    @Test(.enabled(if: CLI.commands.contains { $0.name == "audit" }, "known gap: `aaflow audit` is not on this branch"))
    func theCleanExampleAuditsClean() throws {
        let text = String(decoding: try packageFile("flows/drawing.flow"), as: UTF8.self)
        let files = try Scaffold.files(ScaffoldFixtures.document(text), scene: .assistive).get()
        let folder = NSTemporaryDirectory() + "aaflow-audit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        }
        let audit = CLI.run(["audit", folder, "--warnings-as-errors"], context: Context())
        #expect(audit.status == 0, "\(audit.stderrText)")
        let checklist = CLI.run(["audit", folder, "--checklist"], context: Context())
        for item in ["1  passed", "3  passed", "11  passed", "13  passed"] {
            #expect(checklist.stdoutText.contains(item), "\(item)\n\(checklist.stdoutText)")
        }
        #expect(!checklist.stdoutText.contains("failed  "))
    }

    /// A `back` keeps its place among the controls, wherever the flow puts
    /// it: first (the usual place, top leading), between two others, last,
    /// on a list, a form, a plain stack and a screen with tabs.
    @Test(.enabled(if: extractIsHere, "known gap: `aaflow extract` is not on this branch"))
    func backKeepsItsPlace() throws {
        let text = """
            scene assistive
            start list
            screen list "List" icon list.bullet kind list
              back "Back" icon chevron.backward
              link "Stack" icon square.stack -> stack
              link "Form" icon doc -> form
              link "Tabs" icon square.grid.2x2 -> tabs
            screen stack "Stack" icon square.stack
              button "Water" icon drop
              back "Back" icon chevron.backward
              button "Feed" icon leaf
            screen form "Form" icon doc kind form
              toggle "Rain" icon cloud.rain
              back "Back" icon chevron.backward
              toggle "Sun" icon sun.max
              back "Home" icon house
            screen tabs "Tabs" icon square.grid.2x2
              back "Back" icon chevron.backward
              tab "One" icon 1.circle -> one
              tab "Two" icon 2.circle -> two
            screen one "One" icon 1.circle
            screen two "Two" icon 2.circle
            """
        let document = ScaffoldFixtures.document(text, name: "back-order.flow")
        #expect(document.isValid, "\(document.diagnostics.map(\.message))")
        let files = try Scaffold.files(document, scene: .assistive).get()
        let folder = NSTemporaryDirectory() + "aaflow-back-order-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in files {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        }
        let run = CLI.run(["extract", folder], context: Context())
        try #require(run.status == 0, "aaflow extract: \(run.stderrText)")
        let back = try #require(ScaffoldFixtures.document(run.stdoutText, name: "extracted.flow").scene(.assistive))
        func order(_ id: String) -> [String] {
            back.screens.first { $0.id.name == id }.map { $0.controls.map { "\($0.type.rawValue) \($0.text ?? "")" } } ?? []
        }
        #expect(order("ListView") == ["back Back", "link Stack", "link Form", "link Tabs"], "\(run.stdoutText)")
        #expect(order("StackView") == ["button Water", "back Back", "button Feed"], "\(run.stdoutText)")
        #expect(order("FormView") == ["toggle Rain", "back Back", "toggle Sun", "back Home"], "\(run.stdoutText)")
        #expect(order("TabsView") == ["back Back", "tab One", "tab Two"], "\(run.stdoutText)")
        #expect(back.screens.first { $0.id.name == "FormView" }?.kind == .form, "\(run.stdoutText)")
        #expect(back.screens.first { $0.id.name == "ListView" }?.kind == .list, "\(run.stdoutText)")
        #expect(back.screens.first { $0.id.name == "TabsView" }?.kind == .tabs, "\(run.stdoutText)")
    }

    /// The comparison itself finds what differs (it would pass nothing by accident).
    @Test func theComparisonSeesADifference() throws {
        let a = ScaffoldFixtures.document("""
            scene assistive
            screen home "Home" icon house kind list
              link "Go" icon arrow.right -> next
              button "Delete" icon trash destructive confirm 2
            screen next "Next" icon star
            screen lost "Lost"
            """)
        let b = ScaffoldFixtures.document("""
            scene assistive
            screen HomeView "Home" icon house
              link "Go" icon arrow.right -> NextView
              button "Delete" icon trash destructive confirm
            screen NextView "Next!" icon star
            """)
        let expected = RoundTrip.expected(try #require(a.scene(.assistive)))
        #expect(expected.keys.sorted() == ["HomeView", "NextView"])  // `lost` is unreachable: excluded
        let differences = RoundTrip.differences(expected: expected, found: RoundTrip.found(try #require(b.scene(.assistive))))
        #expect(differences == [
            "HomeView: kind list read back as none",
            "HomeView: control 2 `button \"Delete\" icon trash destructive confirm 2` read back as `button \"Delete\" icon trash destructive confirm 1`",
            "NextView: title Optional(\"Next\") read back as Optional(\"Next!\")",
        ])
        #expect(RoundTrip.differences(expected: expected, found: expected).isEmpty)
    }

    @Test func everyExclusionIsNamed() {
        #expect(RoundTrip.Exclusion.allCases.count == 19)
        for e in RoundTrip.Exclusion.allCases { #expect(!e.rawValue.isEmpty) }
    }
}
