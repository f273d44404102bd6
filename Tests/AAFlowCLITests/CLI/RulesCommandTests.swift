import Testing
@testable import AAFlow
@testable import AAFlowCLI

@Suite struct RulesCommandTests {
    func run(_ args: String...) -> Outcome {
        CLI.run(args, context: Context())
    }

    @Test func listsEveryRuleOnOneLine() {
        let outcome = run("rules")
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
        let lines = outcome.stdoutText.split(separator: "\n")
        for rule in RuleCatalog.all.map(\.description) {
            let line = lines.first { $0.hasPrefix(rule.id + " ") }
            #expect(line != nil, "\(rule.id) is listed")
            #expect(line?.contains(rule.summary) == true)
        }
        let custom = lines.first { $0.hasPrefix("safety.insufficient-confirmation ") }.map(String.init) ?? ""
        #expect(custom.split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["safety.insufficient-confirmation", "5", "error", "warning"])
    }

    @Test func explainsOneRule() {
        let outcome = run("rules", "navigation.custom-back")
        #expect(outcome.status == 0)
        let text = outcome.stdoutText
        #expect(text.hasPrefix("navigation.custom-back: Custom back button\n"))
        #expect(text.contains("4 Intuitive navigation"))
        #expect(text.contains("Why:") && text.contains("How to fix:") && text.contains("Triggers it:") && text.contains("Does not trigger it:"))
        #expect(text.contains("NavigationStack"))
        #expect(text.contains("# ← reported here"))
    }

    @Test func anUnknownRuleIsAUsageErrorWithASuggestion() {
        let outcome = run("rules", "navigation.custom-bak")
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderrText.contains("`navigation.custom-bak` is not a rule; did you mean `navigation.custom-back`?"))
        #expect(outcome.stderrText.contains("aaflow rules --help"))
    }

    @Test func aLanguageErrorIdIsExplainedAsNotARule() {
        let outcome = run("rules", "flow.syntax")
        #expect(outcome.status == 64)
        #expect(outcome.stderrText.contains("not a rule but a mistake in the flow language"))
    }

    @Test func oneRuleAtATime() {
        #expect(run("rules", "distill.tab-bar", "distill.too-many-features").status == 64)
    }

    @Test func markdownIsTheDocsPage() {
        let outcome = run("rules", "--markdown")
        #expect(outcome.status == 0)
        #expect(outcome.stdoutText == RuleDocs.markdown())
        let one = run("rules", "distill.tab-bar", "--markdown")
        #expect(one.stdoutText.hasPrefix("# distill.tab-bar\n"))
    }

    @Test func helpAndOverview() {
        #expect(run("rules", "--help").stdoutText.contains("Usage: aaflow rules"))
        #expect(run("--help").stdoutText.contains("  rules     list the rules, or explain one"))
        #expect(run("rules", "--markdwon").status == 64)
    }
}
