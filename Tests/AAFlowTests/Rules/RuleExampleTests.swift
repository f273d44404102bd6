import Testing
@testable import AAFlow

/// Every rule's documented examples, run: the triggering ones report exactly
/// on their marked lines, the others not at all.
@Suite struct RuleExampleTests {
    static let ids = RuleCatalog.all.map(\.description.id)

    @Test(arguments: ids)
    func triggeringExamplesReportOnTheMarkedLines(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let examples = rule.description.triggering
        #expect(!examples.isEmpty, "every rule documents at least one flow that triggers it")
        for (n, marked) in examples.enumerated() {
            let example = RuleExample(marked)
            let document = example.document()
            #expect(document.diagnostics.isEmpty, "triggering example \(n + 1) of \(id) is not a valid flow: \(document.diagnostics.map(\.message))")
            #expect(!example.markedLines.isEmpty, "triggering example \(n + 1) of \(id) marks no line with ↓")
            let findings = Checker.check(document).diagnostics.filter { $0.id == id }
            #expect(findings.map(\.range.start.line) == example.markedLines,
                    "triggering example \(n + 1) of \(id): findings on lines \(findings.map(\.range.start.line)), marked \(example.markedLines)")
            for finding in findings {
                let line = finding.range.start.line
                #expect(finding.screen == expectedScreen(atLine: line, in: document.syntax),
                        "example \(n + 1) of \(id), line \(line): the finding names the screen \(finding.screen ?? "none")")
                let kind = try #require(finding.scene)
                #expect(finding.severity == rule.description.severities[kind])
                #expect(!finding.isAllowed)
                #expect(isPlainMessage(finding.message), "\(id): \"\(finding.message)\"")
                // The message is a value of the rule's own `Message`, whose text is the words.
                let value = finding.messageValue
                #expect(value.text == finding.message)
                #expect(String(reflecting: type(of: value)) == String(reflecting: type(of: rule)) + ".Message")
                #expect(finding.fix.map(isPlainMessage) == true, "\(id): fix \"\(finding.fix ?? "none")\"")
            }
        }
    }

    @Test(arguments: ids)
    func nonTriggeringExamplesReportNothing(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let examples = rule.description.nonTriggering
        #expect(!examples.isEmpty, "every rule documents at least one flow that does not trigger it")
        for (n, marked) in examples.enumerated() {
            let example = RuleExample(marked)
            #expect(example.markedLines.isEmpty, "a non-triggering example marks no line")
            let document = example.document()
            #expect(document.diagnostics.isEmpty, "non-triggering example \(n + 1) of \(id) is not a valid flow: \(document.diagnostics.map(\.message))")
            let findings = Checker.check(document).diagnostics.filter { $0.id == id }
            #expect(findings.isEmpty, "non-triggering example \(n + 1) of \(id) reports \(findings.map { "\($0.range.start.line): \($0.message)" })")
        }
    }

    @Test func theMarkerIsRemovedAndItsLinesKept() {
        let example = RuleExample("scene assistive\n↓screen a \"A\" icon house\n↓  back\n")
        #expect(example.text == "scene assistive\nscreen a \"A\" icon house\n  back\n\n")
        #expect(example.markedLines == [2, 3])
    }
}

/// The screen a finding on `line` is about: the screen declared on that
/// line, or the screen whose control or timer stands there; none for a
/// scene-wide line such as `scene` or `limit`.
func expectedScreen(atLine line: Int, in file: FlowFile) -> String? {
    for scene in file.scenes {
        for screen in scene.screens {
            if screen.range.start.line == line
                || screen.controls.contains(where: { $0.range.start.line == line })
                || screen.timers.contains(where: { $0.range.start.line == line }) {
                return screen.id.name
            }
        }
    }
    return nil
}

/// Messages and fixes are plain words: they start in lower case (or with
/// code) and end without a period.
func isPlainMessage(_ text: String) -> Bool {
    guard let first = text.first, let last = text.last else { return false }
    return !first.isUppercase && last != "." && !text.contains("\n")
}
