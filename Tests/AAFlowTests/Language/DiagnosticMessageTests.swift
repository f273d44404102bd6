import Testing
@testable import AAFlow

/// Messages as typed values, declared beside the code that emits them:
/// tests match on the value, and the words are the value's text.
struct DiagnosticMessageTests {
    @Test func theGraphAndTheDocumentSayWhatIsWrongAsValues() {
        let doc = document("""
            task "Read" -> nowhere
            scene standard
            allow navigation.to-deep "typo"
            start home
            screen home "Home" icon house
              button "Go" icon arrow.right -> missing
            screen home "Again" icon house
            """)
        let graph = doc.diagnostics.compactMap { $0.message(as: GraphBuilder.Message.self) }
        #expect(graph == [.undefinedScreen("missing", scene: .standard), .duplicateScreen("home")]
                || graph == [.duplicateScreen("home"), .undefinedScreen("missing", scene: .standard)])
        let document = doc.diagnostics.compactMap { $0.message(as: FlowDocument.Message.self) }
        #expect(document.contains(.taskLeadsNowhere(task: "Read", screen: "nowhere")))
        #expect(document.contains(.unknownRule("navigation.to-deep")))
        for d in doc.diagnostics where d.syntaxKind == nil {
            #expect(d.messageValue.text == d.message, "\(d.id): \(d.message)")
        }
    }

    @Test func anUnusedAllowIsAValueOfTheChecker() throws {
        let report = Checker.check(document("""
            scene assistive
            start home
            screen home "Home" icon house
              allow navigation.too-deep "a short flow"
            """))
        let unused = try #require(report.diagnostics.first { $0.id == .unusedAllow })
        #expect(unused.message(as: Checker.Message.self) == .unusedAllow(rule: "navigation.too-deep", onScreen: true))
        #expect(unused.message == "`allow navigation.too-deep` accepts nothing: the rule finds no problem in this screen")
        // A value of another emitter's type is not this one.
        #expect(unused.message(as: Analysis.Message.self) == nil)
    }

    @Test func equalValuesMakeEqualDiagnostics() {
        let range = SourceRange(line: 1, column: 1)
        let a = Diagnostic(id: .tooDeep, severity: .warning, range: range,
                           message: TooDeepRule.Message.tooDeep(screen: "c", steps: 4, limit: 3, beyond: 0))
        let b = Diagnostic(id: .tooDeep, severity: .warning, range: range,
                           message: TooDeepRule.Message.tooDeep(screen: "c", steps: 4, limit: 3, beyond: 0))
        let c = Diagnostic(id: .tooDeep, severity: .warning, range: range,
                           message: TooDeepRule.Message.tooDeep(screen: "c", steps: 4, limit: 3, beyond: 1))
        #expect(a == b)
        #expect(a != c)
        #expect(a.message == "`c` is 4 steps from the start screen, where at most 3 are advised")
        #expect(c.message.hasSuffix("; 1 more screen lies beyond it"))
    }
}
