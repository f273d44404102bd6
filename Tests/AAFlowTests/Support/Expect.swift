import Testing
@testable import AAFlow

/// The findings of one rule in a flow whose expected lines are marked with
/// `↓`: the test fails unless the rule reports exactly there, once a line,
/// about the screen of that line.
func expectFindings(_ id: String, _ marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let example = RuleExample(marked)
    let document = example.document()
    #expect(document.diagnostics.isEmpty, "not a valid flow: \(document.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    let findings = Checker.check(document).diagnostics.filter { $0.id == id }
    #expect(findings.map(\.range.start.line) == example.markedLines,
            "\(id): findings on lines \(findings.map(\.range.start.line)), expected \(example.markedLines)", sourceLocation: sourceLocation)
    for finding in findings {
        let line = finding.range.start.line
        #expect(finding.screen == expectedScreen(atLine: line, in: document.syntax),
                "\(id), line \(line): about \(finding.screen ?? "no screen")", sourceLocation: sourceLocation)
    }
}

/// The graph of the only (or the assistive) scene of a flow.
func scene(_ flow: String) throws -> SceneGraph {
    let document = Fixtures.document(flow)
    #expect(document.diagnostics.isEmpty)
    return try #require(document.scene(.assistive) ?? document.scenes.first)
}
