import Testing
@testable import AAFlow
@testable import AAFlowRender

@Test func labelsDoubleBackslashesAndEscapeAmpersands() {
    #expect(DiagramText.label(#"\N & \"#) == #"\\N &amp; \\"#)
    #expect(DiagramText.label("one\r\ntwo\tthree") == "one two three")
    #expect(DiagramText.label("<b>\"q\"</b>") == "<b>\"q\"</b>")
}

@Test func multiLineLabelsEndLinesByAlignment() {
    #expect(DiagramText.label(lines: ["a", "b"]) == #"a\nb"#)
    #expect(DiagramText.label(lines: ["a", "b"], alignment: .left) == #"a\lb\l"#)
    #expect(DiagramText.label(lines: ["a", #"\"#], alignment: .right) == #"a\r\\\r"#)
}

@Test func tooltipsQuadrupleBackslashesAndKeepLineBreaks() {
    #expect(DiagramText.tooltip(#"\N"#) == #"\\\\N"#)
    #expect(DiagramText.tooltip("a\nb\r\nc") == #"a\nb\nc"#)
}

@Test func idsAndClassesEscapeWhatGraphvizReads() {
    #expect(DiagramText.id(#"screen-\N&x"#) == #"screen-\\N&amp;x"#)
    #expect(DiagramText.className(#"error \N&x"#) == #"error \N&amp;x"#)
}

@Test func controlCharactersAreRemoved() {
    #expect(DiagramText.removingControlCharacters("a\u{0}\u{8}\u{B}\u{1F}\u{7F}\u{80}\u{9F}\u{FFFE}\u{FFFF}b") == "ab")
    #expect(DiagramText.removingControlCharacters("tab\tnew\nline é 👍") == "tab\tnew\nline é 👍")
    #expect(DiagramText.label("a\u{0}b") == "ab")
}

@Test func xmlEscapingCoversMarkupCharacters() {
    #expect(DiagramText.xmlEscaped("<a href=\"x\">&</a>\u{1}") == "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;")
}
