import Testing
@testable import AAFlow

/// The edits a fix carries do what its words say: applied to the flow, the
/// finding goes away and the flow stays valid.
struct FixEditTests {
    /// `text` with `edits` applied (line and column in Unicode scalars, as ranges count them).
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        func offset(_ l: AAFlow.SourceLocation) -> (Int, Int) { (l.line - 1, l.column - 1) }
        // Last edit first, so earlier positions stay put.
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let (sl, sc) = offset(edit.range.start)
            let (el, ec) = offset(edit.range.end)
            let head = Array(lines[sl].prefix(sc))
            let tail = el < lines.count ? Array(lines[el].dropFirst(ec)) : []
            let middle = Array(edit.replacement.unicodeScalars)
            let joined = head + middle + tail
            let replaced = String(String.UnicodeScalarView(joined)).split(separator: "\n", omittingEmptySubsequences: false)
                .map { Array(String($0).unicodeScalars) }
            lines.replaceSubrange(sl...min(el, lines.count - 1), with: replaced)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    static let flow = """
        scene assistive
        screen home "Home" kind list
          button "Photos" -> photos
          button "Delete all" icon trash destructive confirm
          button "Forget" icon trash -> home destructive
          row "Album" icon photo -> album
        screen photos "Photos" icon photo
          back "Back" icon chevron.left
        screen album "Album" icon photo
          button "Erase" icon trash destructive confirm 1  # asks once
        """

    @Test func everyEditRemovesItsFinding() throws {
        let report = Fixtures.check(Self.flow)
        let withEdits = report.diagnostics.filter { !($0.suggestedFix?.edits.isEmpty ?? true) }
        #expect(Set(withEdits.map(\.id)) == [.insufficientConfirmation, .missingIcon, .missingNavigationIcon, .customBack])
        for d in withEdits {
            let fixed = Self.apply(d.suggestedFix!.edits, to: Self.flow)
            let after = Fixtures.check(fixed)
            #expect(after.isValid, "\(d.id) at \(d.range): the fix gives an invalid flow:\n\(fixed)")
            let before = report.diagnostics.filter { $0.id == d.id }.count
            #expect(after.diagnostics.filter { $0.id == d.id }.count == before - 1,
                    "\(d.id) at \(d.range): still found after the fix:\n\(fixed)")
        }
    }

    @Test func theEditsSayWhatTheyDo() throws {
        let report = Fixtures.check(Self.flow)
        let replacements = report.diagnostics.compactMap { d in d.suggestedFix?.edits.first.map { "\(d.range.start.line):\($0.replacement)" } }
        #expect(replacements.contains("4:confirm 2"))
        #expect(replacements.contains("5: confirm 2"))
        #expect(replacements.contains("10:confirm 2"))
        #expect(replacements.contains("3: icon \(Fix.iconPlaceholder)"))
        #expect(replacements.contains("8:"))
    }

    @Test func didYouMeanReplacesTheWord() throws {
        let m = MarkedText("""
            scene assistive
            allow ↓navigation.to-deep "the carer asked for it"
            screen home "Home" icon house kind ↓lsit
              row "Article" icon doc -> ↓articel
            screen article "Article" icon doc.text
            """)
        let document = Fixtures.document(m.text)
        let edits = document.diagnostics.compactMap { $0.suggestedFix?.edits.first }
        #expect(edits.map(\.range.start) == m.marks)
        #expect(edits.map(\.replacement) == ["navigation.too-deep", "list", "article"])
        #expect(Fixtures.document(Self.apply(edits, to: m.text)).isValid)
    }

    @Test func aTreeFromAnotherReaderGetsWordsButNoEdits() {
        var file = FlowParser.parse(SourceFile(path: "t.flow", text: Self.flow)).file
        file.app = "App"
        let document = FlowDocument(syntax: file, sources: [SourceFile(path: "ContentView.swift", text: "")],
                                    ruleIDs: RuleCatalog.ids)
        let report = Analysis().run(document)
        #expect(!report.diagnostics.isEmpty)
        #expect(report.diagnostics.allSatisfy { $0.suggestedFix?.edits.isEmpty ?? true })
    }

    @Test func syntaxErrorsSayWhichKind() {
        let doc = Fixtures.document("""
            scene assistive
            screen a "A" icon house
              button "Go" "twice"
            Screen b
              toggle "t" icon x confirm
              after 0s
            screen 9lives
              picker "p" options many
            limit height 3
            """)
        #expect(doc.diagnostics.allSatisfy { $0.id == .syntax })
        #expect(doc.diagnostics.map(\.syntaxKind) == [.unexpectedToken, .notAStatement, .confirmNotDestructive,
                                                       .badDuration, .badID, .badNumber, .unknownWord])
    }
}
