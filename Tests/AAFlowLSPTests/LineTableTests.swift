import AAFlow
import Testing
@testable import AAFlowLSP

@Suite struct LineTableTests {
    /// An emoji is one column for aaflow and two UTF-16 units for the protocol.
    @Test(arguments: [
        "scene assistive\nscreen a \"😀 é\" icon a\n  button \"😀😀\" icon b -> ↓nowhere\n",
        "scene assistive\nscreen a \"A\" icon a # 😀\n  row \"👩‍👩‍👧\" icon b ->↓nowhere\n",
        "scene assistive\nscreen a \"𝄞\" icon a\n  button \"x\" icon b\r\n  link \"😀\" -> ↓b2\n",
    ])
    func emojiBeforeAnError(_ marked: String) {
        let scalars = Array(marked.unicodeScalars)
        let mark = scalars.firstIndex(of: "↓")!
        let text = String(String.UnicodeScalarView(scalars.filter { $0 != "↓" }))
        let lineStart = scalars[..<mark].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let before = String(String.UnicodeScalarView(scalars[lineStart..<mark]))
        let line = scalars[..<mark].filter { $0 == "\n" }.count
        let document = FlowDocument(SourceFile(path: "t.flow", text: text), ruleIDs: RuleCatalog.ids)
        guard let error = document.diagnostics.first(where: { $0.id == "flow.undefined-screen" }) else {
            Issue.record("no error")
            return
        }
        #expect(error.range.start == SourceLocation(line: line + 1, column: before.unicodeScalars.count + 1))
        let table = LineTable(Array(text.utf8))
        let range = table.range(of: error.range)
        #expect(range.start == Position(line: line, character: before.utf16.count))
        #expect(table.location(ofOffset: table.offset(of: range.start)) == error.range.start)
    }

    @Test func clampsBadPositions() {
        let table = LineTable(Array("ab\r\n😀x\n".utf8))
        #expect(table.offset(of: Position(line: -3, character: 5)) == 0)
        #expect(table.offset(of: Position(line: 0, character: 99)) == 2)  // before the CR
        #expect(table.offset(of: Position(line: 1, character: 1)) == 4)  // inside the pair: its start
        #expect(table.offset(of: Position(line: 1, character: 2)) == 8)
        #expect(table.offset(of: Position(line: 7, character: 0)) == 10)
        #expect(table.position(ofOffset: 9999) == Position(line: 2, character: 0))
        #expect(table.position(of: SourceLocation(line: 2, column: 50)) == Position(line: 1, character: 3))
        #expect(table.position(of: SourceLocation(line: 0, column: 0)) == Position(line: 0, character: 0))
        #expect(LineTable([]).position(ofOffset: 3) == Position(line: 0, character: 0))
    }

    @Test func byteOrderMarkIsAColumnForTheClientOnly() {
        let table = LineTable(Array("\u{FEFF}app x".utf8))
        #expect(table.position(of: SourceLocation(line: 1, column: 1)) == Position(line: 0, character: 1))
    }
}

