import AAFlow
import Testing
@testable import AAFlowLSP

/// Completion by scene, formatting by line, hovers that say a thing once,
/// and diagnostics that cover their whole token.
@Suite struct RoughEdgeTests {
    static let twoScenes = """
        task "Read" -> story

        scene standard
        screen feed "Feed" icon list.bullet
          row "Story" icon doc -> story
        screen story "Story" icon doc
        screen comments "Comments" icon bubble

        scene assistive
        screen home "Home" icon house
          row "Story" icon doc -> story
        screen story "Story" icon doc for feed

        """

    func labels(_ text: String, at marked: Marked) -> [String] {
        let client = TestClient()
        client.open(marked.text)
        let reply = client.request("textDocument/completion", at(marked.positions[0]))
        return reply["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    @Test func completionAfterAnArrowOffersTheScenesOwnScreens() {
        let assistive = Marked(Self.twoScenes + "  button \"Back home\" icon house -> ↓\n")
        #expect(labels("", at: assistive) == ["home", "story"])
        let standard = Marked("scene standard\nscreen feed \"Feed\" icon list.bullet\n  button \"B\" icon b -> ↓\n"
            + "screen story \"Story\" icon doc\nscreen comments \"Comments\" icon bubble\n\n"
            + "scene assistive\nscreen home \"Home\" icon house\n")
        #expect(labels("", at: standard) == ["feed", "story", "comments"])
        // `for ID` names a screen of the other scene.
        let counterpart = Marked(Self.twoScenes + "screen more \"More\" icon plus for ↓\n")
        #expect(labels("", at: counterpart) == ["feed", "story", "comments"])
        // A task above the scenes names a screen of any scene.
        let task = Marked("task \"T\" -> ↓\n" + Self.twoScenes)
        #expect(labels("", at: task) == ["feed", "story", "comments", "home"])
    }

    @Test func formattingEditsOnlyTheLinesItChanges() throws {
        let client = TestClient()
        let text = "scene assistive\nscreen a icon a \"A\"\n  button \"B\" icon b -> b\n  button \"C\" icon c -> b\n"
            + "screen b \"B\" icon b\n  button \"D\" icon d -> a\n  button  \"E\" icon e -> a\n"
        client.open(text)
        let edits = try #require(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///t.flow"]])["result"]?.array)
        // Two lines rewritten and a blank line inserted before the second
        // screen, not one edit from line 2 to line 7.
        #expect(edits.count == 3)
        #expect(edits.map { LSPRange($0["range"])!.start.line } == [1, 4, 6])
        #expect(edits.map { LSPRange($0["range"])!.end.line } == [2, 4, 7])
        let expected = String(decoding: try FlowFormatter.format(SourceFile(path: "t", text: text)).get(), as: UTF8.self)
        #expect(apply(edits, to: text) == expected)
    }

    @Test func lineDiffFindsTheSmallestRuns() {
        let a = ["a", "b", "c", "d", "e", "f"]
        #expect(LineDiff.hunks(a, a).isEmpty)
        #expect(LineDiff.hunks(a, ["a", "B", "c", "d", "E", "f"])
            == [LineDiff.Hunk(old: 1..<2, new: 1..<2), LineDiff.Hunk(old: 4..<5, new: 4..<5)])
        #expect(LineDiff.hunks(a, ["a", "c", "d", "x", "y", "e", "f"])
            == [LineDiff.Hunk(old: 1..<2, new: 1..<1), LineDiff.Hunk(old: 4..<4, new: 3..<5)])
        #expect(LineDiff.hunks([], ["x"]) == [LineDiff.Hunk(old: 0..<0, new: 0..<1)])
        #expect(LineDiff.hunks(["x"], []) == [LineDiff.Hunk(old: 0..<1, new: 0..<0)])
    }

    func hover(_ marked: Marked) -> String? {
        let client = TestClient()
        client.open(marked.text)
        return client.request("textDocument/hover", at(marked.positions[0]))["result"]?["contents"]?["value"]?.string
    }

    @Test func aFlagsHoverSaysItOnce() throws {
        let text = try #require(hover(Marked("scene assistive\nscreen a \"A\" icon a\n  button \"X\" icon x ↓destructive confirm 2\n")))
        #expect(text == "`destructive`: the action deletes or loses something that cannot be recovered.")
        let confirm = try #require(hover(Marked("scene assistive\nscreen a \"A\" icon a\n  button \"X\" icon x destructive ↓confirm 2\n")))
        #expect(confirm.hasPrefix("`confirm N`: "))
        #expect(!confirm.contains("`confirm`: `confirm"))
    }

    @Test func eachKindsHoverSaysWhatItIs() throws {
        var seen: Set<String> = []
        for kind in ScreenKind.allCases {
            let text = try #require(hover(Marked("scene assistive\nscreen a \"A\" icon a kind ↓\(kind.rawValue)\n")))
            #expect(text.hasPrefix("`kind \(kind.rawValue)`: "))
            #expect(!text.contains("a kind of screen"))
            #expect(text.count > "`kind \(kind.rawValue)`: ".count + 30)
            seen.insert(text)
        }
        #expect(seen.count == ScreenKind.allCases.count)
    }

    /// The range of the first diagnostic of a flow, as (start, end) columns on its line.
    func firstRange(_ text: String) -> (Int, Int, Int)? {
        let client = TestClient()
        client.open(text)
        guard let r = LSPRange(client.lastDiagnostics()?["diagnostics"]?[0]?["range"]) else { return nil }
        return (r.start.line, r.start.character, r.end.character)
    }

    @Test func syntaxErrorsCoverTheirWholeToken() throws {
        let head = "scene assistive\nscreen a \"A\" icon a\n"
        // `-->` underlined whole, and its fix writes `->` in its place (not `->->`).
        #expect(try #require(firstRange(head + "  button \"B\" icon b --> a\n")) == (2, 20, 23))
        #expect(try #require(firstRange(head + "  button \"B\" icon b ---> a\n")) == (2, 20, 24))
        #expect(try #require(firstRange(head + "  button \"B open\n")) == (2, 9, 16))
        #expect(try #require(firstRange(head + "  button 'B b' icon b\n")) == (2, 9, 14))
        #expect(try #require(firstRange(head + "  button \"B\" icon b => a\n")) == (2, 20, 22))
        #expect(try #require(firstRange(head + "  button \"B\" icon b oops\n")) == (2, 20, 24))
        #expect(try #require(firstRange("scene assistive\nscreen 9x \"A\"\n")) == (1, 7, 9))
        let client = TestClient()
        let text = head + "  button \"B\" icon b --> a\n"
        client.open(text)
        let actions = client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///t.flow"],
            "range": LSPRange(start: Position(line: 2, character: 0), end: Position(line: 2, character: 0)).json,
            "context": ["diagnostics": []]])["result"]?.array ?? []
        let edits = try #require(actions.first?["edit"]?["changes"]?["file:///t.flow"]?.array)
        #expect(apply(edits, to: text) == head + "  button \"B\" icon b -> a\n")
    }
}

