import Testing
@testable import AAFlow

/// The corners of the lexical structure.
struct LexicalTests {
    @Test func crlfAndByteOrderMarkAndTabs() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("scene assistive\r\nscreen a \"A\"\ticon\thouse\r\n\tbutton \"Go\" icon arrow.right -> a\r\n".utf8)
        let doc = document(bytes: bytes)
        #expect(doc.isValid)
        let screen = doc.scenes[0].screens[0]
        #expect(screen.title == "A")
        #expect(screen.icon == "house")
        #expect(screen.controls[0].keywordRange.start == SourceLocation(line: 3, column: 2))
    }

    @Test func anErrorAfterAByteOrderMarkIsInColumnOne() {
        let doc = document(bytes: [0xEF, 0xBB, 0xBF] + Array("@".utf8))
        #expect(located(doc.diagnostics) == ["flow.syntax@1:1"])
    }

    @Test func hashInsideAStringIsText() {
        let doc = document("scene assistive\nscreen a \"No. #1 # really\" icon a # a comment\n")
        #expect(doc.isValid)
        #expect(doc.scenes[0].screens[0].title == "No. #1 # really")
    }

    @Test func everyEscape() {
        let doc = document(#"scene assistive"# + "\n" + #"screen a "q\" b\\ n\n t\t u\u{E9}\u{1F600}" icon a"# + "\n")
        #expect(doc.isValid)
        #expect(doc.scenes[0].screens[0].title == "q\" b\\ n\n t\t u\u{E9}\u{1F600}")
    }

    @Test func unknownEscapesAreErrors() {
        let m = MarkedText(#"""
            scene assistive
            screen a "x↓\q" icon a
            screen b "↓\u{D800}" icon b
            screen c "↓\u{}" icon c
            screen d "↓\u{110000}" icon d
            screen e "no end
            """#)
        let doc = document(m.text)
        #expect(Array(located(doc.diagnostics).prefix(4)) == m.marks.map { "flow.syntax@\($0)" })
        #expect(doc.diagnostics.count == 5)
        #expect(doc.diagnostics[4].range.start == SourceLocation(line: 6, column: 10))
    }

    @Test func arrowsWithAndWithoutSpaces() {
        let doc = document("""
            scene assistive
            screen a "A" icon a
              link "1" icon x->b
              link "2" icon x -> b
              link "3" icon x ->b
              link "4" icon x-> b
            screen b "B" icon b
            """)
        #expect(doc.isValid)
        #expect(doc.scenes[0].transitions.count == 4)
        #expect(doc.scenes[0].screens[0].controls.allSatisfy { $0.icon == "x" && $0.target?.name == "b" })
    }

    @Test func iconNamesMayStartWithADigitButIdsMayNot() {
        let doc = document("scene assistive\nscreen a \"A\" icon 1.circle\n  button \"One\" icon 1.circle\n")
        #expect(doc.isValid)
        #expect(doc.scenes[0].screens[0].icon == "1.circle")
        let bad = document("scene assistive\nscreen 1a \"A\" icon 1.circle\n")
        #expect(located(bad.diagnostics) == ["flow.syntax@2:8"])
    }

    @Test func unicodeTitlesCountColumnsByCharacter() {
        let m = MarkedText("""
            scene assistive
            screen a "Café 🗞️ Nachrichten" icon a ↓kind nope
            """)
        let doc = document(m.text)
        #expect(doc.diagnostics.map(\.range.start) == [SourceLocation(line: 2, column: m.marks[0].column + 5)])
        let ok = document("scene assistive\nscreen a \"Café 🗞️ Nachrichten\" icon a\n")
        #expect(ok.scenes[0].screens[0].title == "Café 🗞️ Nachrichten")
    }

    @Test func invalidUTF8IsAnErrorAtTheFirstBadByte() {
        // "é" is fine; 0xC3 0x28 is a broken two-byte sequence at column 13.
        let bytes = Array("scene assistive\nscreen a \"é".utf8) + [0xC3, 0x28, 0xFF] + Array("\" icon a\n# and \u{FF}".utf8) + [0xFE] + Array("\n".utf8)
        let doc = document(bytes: bytes)
        #expect(located(doc.diagnostics) == ["flow.syntax@2:12", "flow.syntax@3:8"])
        #expect(doc.diagnostics.map { $0.message(as: Parser.Message.self) } == [.lexical(.invalidUTF8(0xC3)), .lexical(.invalidUTF8(0xFE))])
        #expect(doc.diagnostics.map(\.syntaxKind) == [.badText, .badText])
    }

    @Test func aNulByteIsAnError() {
        let doc = document(bytes: Array("scene assistive\nscreen a \"A".utf8) + [0] + Array("\" icon a\n".utf8))
        #expect(located(doc.diagnostics) == ["flow.syntax@2:12"])
        #expect(doc.diagnostics[0].message(as: Parser.Message.self) == .lexical(.nulByte))
    }

    @Test func anEmptyFileIsValidAndHasNoScene() {
        let doc = document("")
        #expect(doc.isValid)
        #expect(doc.scenes.isEmpty)
        #expect(document("# only a comment\n\n   \n").isValid)
    }

    @Test func aLoneCarriageReturnIsAnError() {
        let doc = document(bytes: Array("scene assistive\rscreen a\n".utf8))
        #expect(located(doc.diagnostics) == ["flow.syntax@1:16"])
    }

    @Test func durations() {
        let doc = document("""
            scene standard
            screen a "A" icon a
              after 500ms -> a
              after 3s
              after 1.5s -> a
              after 2min
            """)
        #expect(doc.isValid)
        #expect(doc.scenes[0].screens[0].timers.map(\.duration.milliseconds) == [500, 3000, 1500, 120_000])
        let bad = document("scene standard\nscreen a\n  after 3\n  after 1.s\n  after -1s\n  after 0ms\n")
        #expect(bad.diagnostics.map(\.range.start.line) == [3, 4, 5, 6])
    }
}
