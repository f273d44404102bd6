/// Lines of Swift with their indentation: the only place that decides how
/// far a line is indented. Nested code is written inside `block`, which
/// opens a line, indents what its body writes, and closes it.
final class SwiftWriter {
    private(set) var text = ""
    private var level = 0
    static let indent = "    "

    /// Writes one line at the current indentation (an empty line stays empty).
    func line(_ s: String) {
        if !s.isEmpty {
            for _ in 0..<level { text += SwiftWriter.indent }
            text += s
        }
        text += "\n"
    }

    /// `// ...` lines.
    func comment(_ lines: [String]) {
        for l in lines { line(l.isEmpty ? "//" : "// " + l) }
    }

    /// `/// ...` lines.
    func docComment(_ lines: [String]) {
        for l in lines { line("/// " + l) }
    }

    /// `open`, then the body one level deeper, then `close`.
    func block(_ open: String, close: String = "}", _ body: () -> Void) {
        line(open)
        indented(body)
        line(close)
    }

    /// The body one level deeper.
    func indented(_ body: () -> Void) {
        level += 1
        body()
        level -= 1
    }
}
