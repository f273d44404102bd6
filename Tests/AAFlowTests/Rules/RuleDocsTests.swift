import Foundation
import Testing
@testable import AAFlow

@Suite struct RuleDocsTests {
    /// `docs/rules.md`, found from this file: Tests/AAFlowTests/Rules/ → the repository root.
    static let docsURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func checkedInDocsAreUpToDate() throws {
        let checkedIn = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let generated = RuleDocs.markdown()
        guard checkedIn != generated else { return }
        let old = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (zip(old, new).enumerated().first { $1.0 != $1.1 }?.offset ?? min(old.count, new.count)) + 1
        Issue.record("""
            docs/rules.md is out of date with the rules' metadata (the first difference is on line \(line)); \
            regenerate it from the repository root with `\(RuleDocs.regenerateCommand)` (or `make docs`) and commit it
            """)
    }

    @Test func everyRuleHasASectionAndARowInTheTable() {
        let docs = RuleDocs.markdown()
        for rule in RuleCatalog.all.map(\.description) {
            #expect(docs.contains("\n### \(rule.id)\n"))
            #expect(docs.contains("| [`\(rule.id)`]"))
        }
    }

    @Test func examplesShowWhereTheFindingsAre() {
        let lines = RuleDocs.exampleLines("scene assistive\n↓screen a \"A\"\n")
        #expect(lines == ["scene assistive", "screen a \"A\"  # ← reported here"])
    }

    /// The marker becomes a comment, so a copied example reads the same as the tested one.
    @Test(arguments: RuleCatalog.all.map(\.description.id))
    func documentedExamplesReadTheSameAsTheTestedOnes(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id)).description
        for marked in rule.triggering + rule.nonTriggering {
            let shown = RuleDocs.exampleLines(marked).joined(separator: "\n") + "\n"
            let document = FlowDocument(SourceFile(path: "docs.flow", text: shown), ruleIDs: RuleCatalog.ids)
            let tested = RuleExample(marked).document()
            #expect(document.diagnostics.isEmpty)
            #expect(Checker.check(document).diagnostics.map(\.id) == Checker.check(tested).diagnostics.map(\.id))
        }
    }

    @Test func descriptionsAreComplete() {
        for rule in RuleCatalog.all.map(\.description) {
            #expect(!rule.name.isEmpty && !rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.fix.isEmpty, "\(rule.id)")
            #expect(!rule.severities.isEmpty, "\(rule.id) runs nowhere")
            #expect(rule.summary.first?.isUppercase == false && rule.summary.last != ".", "\(rule.id): the summary is a lower-case phrase")
            #expect(rule.rationale.hasSuffix(".") && rule.fix.hasSuffix("."), "\(rule.id): why and how are sentences")
            if let principle = rule.principle {
                #expect(rule.id.hasPrefix(Self.family[principle]! + "."), "\(rule.id) is named after its principle")
            }
        }
        #expect(Set(RuleCatalog.all.map(\.description.id)).count == RuleCatalog.all.count, "rule ids are unique")
    }

    static let family: [Principle: String] = [
        .distill: "distill", .controls: "controls", .representation: "representation",
        .navigation: "navigation", .safety: "safety", .timing: "timing",
    ]

    /// The public contract of rules.md: ids, principles and severities.
    @Test func theCatalogueMatchesTheSpecification() {
        let expected: [(String, Principle?, Severity?, Severity?)] = [
            ("distill.too-many-features", .distill, .warning, nil),
            ("distill.settings-exposed", .distill, .error, nil),
            ("distill.tab-bar", .distill, .warning, nil),
            ("controls.custom-control", .controls, .warning, nil),
            ("controls.hidden-gesture", .controls, .warning, nil),
            ("representation.missing-icon", .representation, .warning, nil),
            ("representation.missing-text", .representation, .error, nil),
            ("representation.missing-navigation-icon", .representation, .warning, nil),
            ("representation.missing-title", .representation, .warning, nil),
            ("navigation.multiple-decisions", .navigation, .warning, nil),
            ("navigation.too-many-choices", .navigation, .warning, nil),
            ("navigation.too-deep", .navigation, .warning, nil),
            ("navigation.custom-back", .navigation, .error, nil),
            ("navigation.split-view", .navigation, .error, nil),
            ("safety.insufficient-confirmation", .safety, .error, .warning),
            ("safety.destructive-action", .safety, .note, nil),
            ("timing.timed-transition", .timing, .error, .note),
            ("timing.shadowed-timer", .timing, .warning, .warning),
            ("structure.unreachable-screen", nil, .warning, .warning),
        ]
        let rules = RuleCatalog.all.map(\.description)
        #expect(rules.map(\.id) == expected.map(\.0))
        for (rule, (id, principle, assistive, standard)) in zip(rules, expected) {
            #expect(rule.principle == principle, "\(id)")
            #expect(rule.severities[.assistive] == assistive, "\(id)")
            #expect(rule.severities[.standard] == standard, "\(id)")
        }
    }
}
