import Testing
import AAFlow

/// The formats of diagrams and of reports, and the path-to-format function.
struct FormatTests {
    @Test func diagramFormatsByExtension() {
        func diagram(_ path: String) -> DiagramFormat? {
            DiagramFormat.of(path: path, fallback: .svg)
        }
        #expect(diagram("a/b.svg") == .svg)
        #expect(diagram("b.PNG") == .png)
        #expect(diagram("b.pdf") == .pdf)
        #expect(diagram("b.dot") == .dot)
        #expect(diagram("b.gv") == .dot)
        #expect(diagram("-") == .svg)
        #expect(diagram("dir.d/diagram") == .svg)
        #expect(diagram(".hidden") == .svg)
        #expect(diagram("dir/.hidden") == .svg)
        #expect(diagram("b.txt") == nil)
        #expect(diagram("b.") == nil)
        // A format of reports is no diagram.
        #expect(diagram("b.json") == nil)
    }

    @Test func theTwoFamiliesShareNoName() {
        let reports = Set(ReportFormat.allCases.map(\.rawValue))
        let diagrams = Set(DiagramFormat.allCases.map(\.rawValue))
        #expect(reports.isDisjoint(with: diagrams))
        #expect(ReportFormat.comparisons == [.text, .json])
        #expect(DiagramFormat.allCases.filter(\.isBinary) == [.png, .pdf])
    }

    /// One factory gives each format's report, in the places it goes.
    @Test func eachReportFormatWritesWhereItGoes() {
        let document = FlowDocument(SourceFile(path: "a.flow", text: "app \"A\"\n\nscene assistive\nstart s\n\nscreen s \"S\" icon star kind list\n  button \"Go\" -> s\n"), ruleIDs: RuleCatalog.ids)
        let reports = [Checker.check(document)]
        let text = ReportOutput(.text, reports)
        #expect(text.standardError.contains("a.flow:7:3: warning:") && text.standardOutput.isEmpty && text.stream == nil)
        let checklist = ReportOutput(.text, reports, checklist: true)
        #expect(checklist.standardError.isEmpty && !checklist.standardOutput.isEmpty && checklist.stream == nil)
        for format in [ReportFormat.json, .sarif] {
            let written = ReportOutput(format, reports)
            #expect(written.standardError.isEmpty && written.standardOutput.isEmpty)
            let bytes = ByteWriter.collect { out in written.stream?(&out) }
            #expect(bytes.first == UInt8(ascii: "{"), "\(format)")
        }
    }
}

/// Singular and plural.
struct PluralTests {
    @Test func countsAgreeWithTheirNumber() {
        #expect(Plural.counted(0, "screen") == "0 screens")
        #expect(Plural.counted(1, "screen") == "1 screen")
        #expect(Plural.counted(2, "screen") == "2 screens")
        #expect(Plural.counted(1, "match", "matches") == "1 match")
        #expect(Plural.counted(3, "match", "matches") == "3 matches")
        #expect(Plural.word(1, "is", "are") == "is")
        #expect(Plural.word(4, "is", "are") == "are")
        #expect(Severity.warning.counted(2) == "2 warnings")
    }
}

/// Tables and wrapping for the terminal.
struct TextLayoutTests {
    @Test func tableAlignsColumnsTwoSpacesApartWithoutTrailingSpaces() {
        let table = TextLayout.table([["measure", "std", "x"], ["depth", "12", ""]], rightAligned: [1])
        #expect(table == "measure  std  x\ndepth     12\n")
    }

    @Test func minimumWidthsGapAndIndent() {
        let line = TextLayout.line(["3", "passed", "text"], widths: [4, 13], rightAligned: [0])
        #expect(line == "   3  passed         text")
        #expect(TextLayout.table([["a", "b"]], minimumWidths: [3], gap: 1, indent: "> ") == ">" + " a   b\n")
        #expect(TextLayout.columnWidths([["ab", "c"], ["d"]], minimumWidths: [1, 2, 5]) == [2, 2, 5])
    }

    @Test func wrapBreaksAtSpacesUnderThePrefix() {
        #expect(TextLayout.wrap("one two three", width: 9, first: "- ", rest: "  ") == "- one two\n  three")
        #expect(TextLayout.wrap("", width: 9, first: "- ") == "- ")
        // A word longer than the line stands alone, never cut.
        #expect(TextLayout.wrap("a verylongword b", width: 5) == "a\nverylongword\nb")
        // Words given whole keep their spaces.
        #expect(TextLayout.wrap(words: ["x as y,", "z"], width: 8, first: "k ", rest: "  ") == "k x as y,\n  z")
    }
}

/// The one UTF-8 check the flow lexer and the language server's JSON share.
struct UTF8SequenceTests {
    func length(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { UTF8Sequence.validLength($0, at: 0) }
    }

    /// Whether the standard library reads `bytes` as exactly one character's scalar.
    func isOneScalar(_ bytes: [UInt8]) -> Bool {
        guard let s = String(validating: bytes, as: UTF8.self) else { return false }
        return s.unicodeScalars.count == 1
    }

    @Test func agreesWithTheStandardLibrary() {
        for b0 in UInt8(0x80)...0xFF {
            for b1 in UInt8(0)...0xFF {
                let two = [b0, b1]
                #expect((length(two) == 2) == isOneScalar(two), "\(two)")
                for b2: UInt8 in [0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0] where length([b0, b1, b2]) == 3 || b0 >= 0xE0 {
                    let three = [b0, b1, b2]
                    #expect((length(three) == 3) == isOneScalar(three), "\(three)")
                    if b0 >= 0xF0 {
                        let four = three + [0x80]
                        #expect((length(four) == 4) == isOneScalar(four), "\(four)")
                    }
                }
            }
        }
        #expect(length(Array("é".utf8)) == 2)
        #expect(length(Array("€".utf8)) == 3)
        #expect(length(Array("😀".utf8)) == 4)
        #expect(length([0xF0, 0x9F, 0x98]) == 0)  // cut short
        #expect(length([0xED, 0xA0, 0x80]) == 0)  // a surrogate
        #expect(length([0xC0, 0x80]) == 0)  // overlong
    }
}
