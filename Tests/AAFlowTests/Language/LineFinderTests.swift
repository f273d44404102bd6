import Testing
import AAFlow

/// `LineFinder` gives the same lines as `SourceFile.lineText(_:starts:)`
/// over an index of every line, in whatever order they are asked for.
struct LineFinderTests {
    static let texts = [
        "",
        "one line, no break",
        "a\nb\n",
        "\u{FEFF}screen s \"Ü\"\r\n  button \"Go\" -> s\r\n\r\nlast",
        "\n\n\n",
        (1...1000).map { "line \($0) é" }.joined(separator: "\n") + "\n",
    ]

    @Test(arguments: texts)
    func sameLinesAsTheIndex(_ text: String) {
        let source = SourceFile(path: "t.flow", text: text)
        let starts = source.lineStarts()
        let count = starts.count + 2
        // In file order, backwards, and jumping about (past the end too).
        var orders = [Array(0...count), Array((0...count).reversed())]
        orders.append((0...count).map { ($0 * 389) % (count + 1) })
        for order in orders {
            var finder = LineFinder(source)
            for line in order {
                #expect(finder.text(ofLine: line) == source.lineText(line, starts: starts), "line \(line)")
            }
        }
    }
}
