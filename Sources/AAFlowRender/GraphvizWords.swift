/// Graphviz's own messages, said in aaflow's words.
///
/// Graphviz words its messages for the people who write Graphviz ("Edge
/// length 70000.5 larger than maximum 65535 allowed. Check for overflow in
/// spline.c"). The renderer collects them instead of letting them reach the
/// terminal; the ones a reader of the diagram should know about are said
/// here in plain words, and the others are only kept in
/// `RenderedDiagram.warnings`.
package enum GraphvizWords {
    /// The message in aaflow's words, or nil when it changes nothing a reader
    /// of the diagram would see.
    package static func explain(_ message: String) -> String? {
        if message.contains("larger than maximum") && message.hasPrefix("Edge length") {
            return "some arrows are too long for Graphviz to draw (the diagram is very large); "
                + "they may be missing or cut short: draw fewer screens, or write the graph as DOT with --format dot"
        }
        if message.contains("too large for cairo-renderer bitmaps") {
            return "the diagram is too large for a PNG and was shrunk to fit; write it as SVG or PDF for readable text"
        }
        return nil
    }

    /// Whether a line only continues another message ("Check for overflow in spline.c").
    static func isContinuation(_ message: String) -> Bool {
        message.hasPrefix("Check for overflow")
    }

    /// A count with thousands separated by commas: 32,767.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
