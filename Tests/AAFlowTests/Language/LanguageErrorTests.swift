import Testing
@testable import AAFlow

/// Each kind of language error, at the place marked with `↓`.
struct LanguageErrorTests {
    func expect(_ marked: String, _ ids: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let m = MarkedText(marked)
        let doc = document(m.text)
        let expected = zip(ids, m.marks).map { "\($0)@\($1)" }
        #expect(located(doc.diagnostics) == expected, sourceLocation: sourceLocation)
        #expect(ids.count == m.marks.count, "one mark per id", sourceLocation: sourceLocation)
        #expect(!doc.isValid, sourceLocation: sourceLocation)
    }

    @Test func syntaxErrors() {
        expect("""
            scene assistive
            screen a "A" icon house
              button "Go" ↓"twice"
            ↓Screen b
              toggle "t" icon x ↓confirm
              after ↓0s
              after ↓soon -> a
            screen c "C" ↓size 3
            screen ↓9lives
              button "x" -> ↓"a"
              picker "p" options ↓many
            limit ↓height 3
            limit depth ↓99999999999999999999999
            """, Array(repeating: "flow.syntax", count: 11))
    }

    @Test func undefinedScreenSuggestsTheNearestId() {
        let m = MarkedText("""
            task "Read" -> ↓artcle
            scene assistive
            start ↓homee
            screen home "Home" icon house
              row "Articles" icon doc -> ↓articel
              after 3s -> ↓nowhere
            screen article "Article" icon doc.text
            """)
        let doc = document(m.text)
        #expect(located(doc.diagnostics) == m.marks.map { "flow.undefined-screen@\($0)" })
        #expect(doc.diagnostics[0].fix == "did you mean `article`?")
        #expect(doc.diagnostics[1].fix == "did you mean `home`?")
        #expect(doc.diagnostics[2].fix == "did you mean `article`?")
    }

    @Test func duplicateScreenAndScene() {
        expect("""
            scene standard
            screen a "A"
            screen ↓a "Again"
            ↓scene standard
            screen x "X"
              button "Y" -> nowhere
            """, ["flow.duplicate-screen", "flow.duplicate-scene"])
    }

    @Test func unknownKindListsTheKinds() {
        let m = MarkedText("""
            scene assistive
            screen a "A" kind ↓lists
              row "R" icon r -> a
            """)
        let doc = document(m.text)
        #expect(located(doc.diagnostics) == ["flow.unknown-kind@\(m.marks[0])"])
        #expect(doc.diagnostics[0].message(as: Parser.Message.self)
                == .notAScreenKind(word: "lists", kinds: ScreenKind.allCases.map(\.rawValue)))
        #expect(doc.diagnostics[0].fix == "did you mean `list`?")
        // The screen is still declared: the row's arrow resolves.
        #expect(doc.scenes[0].screens.count == 1)
    }

    @Test func misplacedStatements() {
        expect("""
            app "A"
            ↓button "Early" icon x
            ↓screen lost
              ↓link "Also early" icon x
            scene assistive
            ↓toggle "Before any screen" icon x
            ↓picker "And another" icon x
            ↓app "Again"
            task "Late" -> a
            screen a "A" icon a
            """, Array(repeating: "flow.misplaced", count: 6))
    }

    @Test func unknownRule() {
        let m = MarkedText("""
            scene assistive
            allow ↓navigation.to-deep "the carer asked for it"
            screen a "A" icon a
              allow ↓whatever "reason"
            """)
        let doc = document(m.text)
        #expect(located(doc.diagnostics) == m.marks.map { "flow.unknown-rule@\($0)" })
        #expect(doc.diagnostics[0].fix == "did you mean `navigation.too-deep`?" || RuleCatalog.rule("navigation.too-deep") == nil)
    }

    @Test func allowNeedsAReason() {
        expect("""
            scene assistive
            allow navigation.custom-back ↓
            allow navigation.custom-back ↓""
            screen a "A" icon a
            """, ["flow.syntax", "flow.syntax"])
    }

    @Test func errorsOnSeveralLinesAreAllReportedEachAtItsPlace() {
        let m = MarkedText("""
            scene assistive
            screen a "A" icon a kind↓
              button "B" ↓"C"
              ↓@ "x"
              link "L" -> ↓b
            screen a2 "A" icon ↓
            """)
        let doc = document(m.text)
        #expect(doc.diagnostics.map(\.range.start) == m.marks)
        #expect(doc.diagnostics.count == 5)
    }

    @Test func aBrokenSceneLineDoesNotFloodTheRest() {
        let doc = document("""
            scene asistive
            screen a "A" icon a
              button "B" icon b -> a
            """)
        #expect(doc.diagnostics.count == 1)
        #expect(doc.diagnostics[0].fix == "did you mean `assistive`?")
    }

    @Test func thousandsOfErrorsAreAllReported() {
        var text = "scene assistive\nscreen a \"A\" icon a\n"
        for i in 0..<5_000 { text += "  button \"x\" -> missing\(i)\n  @\n" }
        let doc = document(text)
        #expect(doc.diagnostics.count == 10_000)
        #expect(doc.diagnostics.last?.range.start.line == 10_002)
    }
}

/// "Did you mean": typing slips, swapped letters included.
struct SuggestionTests {
    @Test func swappedLettersAreOneSlip() {
        #expect(Suggestion.nearest(to: "sceen", among: ["scene", "start"]) == "scene")
        #expect(Suggestion.nearest(to: "buttno", among: ["button", "back"]) == "button")
        #expect(Suggestion.nearest(to: "lsit", among: ScreenKind.allCases.map(\.rawValue)) == "list")
        #expect(Suggestion.nearest(to: "zzzzzz", among: ["button", "back"]) == nil)
    }

    @Test func aMisspeltKeywordGetsTheRightSuggestion() {
        let doc = document("scene assistive\nscreen a \"A\" icon a\n  buttno \"Go\" icon a\n")
        #expect(doc.diagnostics.map(\.fix) == ["did you mean `button`?"])
    }
}
