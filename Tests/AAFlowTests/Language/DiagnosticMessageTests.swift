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
        // The words themselves, once: made from the value.
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
        // These two test the words themselves: the text a value makes.
        #expect(a.message == "`c` is 4 steps from the start screen, where at most 3 are advised")
        #expect(c.message.hasSuffix("; 1 more screen lies beyond it"))
    }
}

/// The flow language's errors are values of the parser's `Message` (the
/// lexer's, inside `.lexical`): tests match on them, not on the words.
struct SyntaxMessageTests {
    func values(_ flow: String) -> [Parser.Message?] {
        document(flow).diagnostics.map { $0.message(as: Parser.Message.self) }
    }

    @Test func statementsThatDoNotFitSayWhatWasMet() {
        #expect(values("scene assistive\nscren a \"A\"\n") == [.notAStatement(word: "scren")])
        #expect(values("scene assistive\n-> a\n") == [.notAStatementStart(found: .arrow)])
        #expect(values("scene assistive\nscreen a \"A\" icon a extra\n") == [.notAScreenAttribute(word: "extra")])
        #expect(values("scene assistive\nscreen a \"A\" icon\n") == [.expectedIcon(found: .endOfLine)])
        #expect(values("scene assistive\nscreen 1a \"A\"\n") == [.badID(word: "1a")])
        #expect(values("scene sideways\n") == [.notASceneKind(word: "sideways")])
        #expect(values("limit depht 3\n") == [.notALimit(word: "depht")])
        #expect(values("limit features 0\n") == [.numberBelowMinimum(what: "`limit features`", minimum: 1, value: 0)])
    }

    @Test func statementsOutOfPlaceAndGivenTwice() {
        #expect(values("button \"Go\" icon a -> a\n") == [.needsScene(what: "a control")])
        #expect(values("scene assistive\n  button \"Go\" icon a -> a\n") == [.controlWithoutScreen])
        #expect(values("app \"A\"\napp \"B\"\n") == [.appGivenTwice(firstLine: 1)])
        #expect(values("limit depth 3\nlimit depth 4\n") == [.limitGivenTwice(.depth, firstLine: 1, inScene: false)])
        #expect(values("scene assistive\nscene assistive\n") == [.duplicateScene(.assistive)])
        #expect(values("scene assistive\nscreen a \"A\" icon a\n  button \"Go\" icon a confirm -> a\n") == [.confirmNotDestructive])
    }

    @Test func durationsAndBytes() {
        #expect(values("scene assistive\nscreen a \"A\" icon a\n  after 3 -> a\n") == [.durationWithoutUnit("3")])
        #expect(values("scene assistive\nscreen a \"A\" icon a\n  after 0s -> a\n") == [.durationNotPositive])
        #expect(values("scene assistive\nscreen a \"A\" icon a\n  button \"Go\" icon a --> a\n") == [.misspelledArrow("-->")])
        #expect(values("scene assistive\nscreen a \"A\" icon a\n  button \"Go\" icon a → a\n") == [.lexical(.notAnArrow("→"))])
        #expect(values("scene assistive\nscreen a \"A\n") == [.lexical(.unclosedString)])
    }

    @Test func theWordsAreTheValuesText() {
        for flow in ["scene assistive\nscren a \"A\"\n", "limit depth 3\nlimit depth 4\n", "scene assistive\nscreen a \"A\n"] {
            for d in document(flow).diagnostics {
                #expect(d.message == d.messageValue.text)
            }
        }
    }
}

/// The mistakes of a baseline and of a configuration file are values too.
struct FileMessageTests {
    func baseline(_ text: String) -> [Baseline.Message?] {
        guard case .failure(let e) = Baseline.parse(SourceFile(path: "b.json", bytes: Array(text.utf8))) else { return [] }
        return e.diagnostics.map { $0.message(as: Baseline.Message.self) }
    }

    func configuration(_ text: String) -> [ConfigurationReader.Message?] {
        let source = SourceFile(path: ".aaflow.json", bytes: Array(text.utf8))
        guard case .failure(let e) = ConfigurationReader.read(source, folder: "", ruleIDs: RuleCatalog.ids) else { return [] }
        return e.diagnostics.map { $0.message(as: ConfigurationReader.Message.self) }
    }

    @Test func baselineMistakes() {
        #expect(baseline("{}") == [.notABaseline(missingKey: Baseline.formatKey)])
        #expect(baseline("{\"\(Baseline.formatKey)\": 2, \"findings\": []}") == [.otherFormat("2", reads: Baseline.version)])
        #expect(baseline("{\"\(Baseline.formatKey)\": 1, \"findings\": {}}") == [.findingsNotAList])
        #expect(baseline("{\"\(Baseline.formatKey)\": 1, \"findings\": [{\"rule\": \"a\"}]}") == [.missingRuleOrFile])
        #expect(baseline("{\"\(Baseline.formatKey)\": 1, \"findings\": [{\"rul\": \"a\"}]}") == [.unknownKey("rul")])
    }

    @Test func configurationMistakes() {
        #expect(configuration("{ \"allow\": [{ \"rule\": \"navigation.too-dep\", \"reason\": \"x\" }] }") == [.unknownRule("navigation.too-dep")])
        guard case .notAnObject? = configuration("[]").first ?? nil else {
            Issue.record("a list is not read as a configuration object")
            return
        }
    }

    @Test func aFileThatCannotBeUsedSaysWhyAsAValue() {
        guard case .failure(let e) = Baseline.read("/nonexistent/aaflow-baseline.json") else {
            Issue.record("read a baseline that is not there")
            return
        }
        guard case .missingBaseline(_, let path)? = e.problem else {
            Issue.record("expected .missingBaseline, got \(String(describing: e.problem))")
            return
        }
        #expect(path == "/nonexistent/aaflow-baseline.json")
        #expect(e.reason == e.problem?.text)
    }
}

/// Notes are values of their emitter's `Message` too.
struct NoteMessageTests {
    @Test func notesAreValues() {
        let doc = document("""
            scene assistive
            scene assistive
            """)
        #expect(doc.diagnostics.first?.notes.map { $0.message(as: Parser.Message.self) } == [.firstScene(.assistive)])
        let twice = document("""
            scene assistive
            start home
            screen home "Home" icon house
            screen home "Again" icon house
            """)
        let note = twice.diagnostics.first { $0.id == .duplicateScreen }?.notes.first
        #expect(note?.message(as: GraphBuilder.Message.self) == .firstDeclared("home"))
        #expect(note?.message == "`home` is first declared here")  // the words of one note, made from its value
    }
}
