/// Swift string literals for text a flow holds: the one place where a
/// title, a label or a reason becomes Swift source.
///
/// The literal always reads back as exactly the text given, and never
/// interpolates: quotes and backslashes are taken literally by a raw
/// delimiter one `#` longer than any run of `#` after a quote or backslash
/// in the text (or escaped, when that would take more than three `#`),
/// line breaks, control, invisible and direction-changing characters are
/// written as escapes, and everything else (emoji too) is kept as it is.
///
///     SwiftString.literal("News")            // "News"
///     SwiftString.literal(#"Say "hi" \(x)"#) // #"Say "hi" \(x)"#
///     SwiftString.literal("Two\nlines")      // "Two\nlines"
package enum SwiftString {
    /// The longest raw delimiter used; beyond it the literal escapes instead.
    static let longestDelimiter = 3

    /// A single-line Swift string literal whose value is `text`.
    package static func literal(_ text: String) -> String {
        var needsRaw = false
        var hashes = 0
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() where c == "\"" || c == "\\" {
            needsRaw = true
            var run = 0
            while i + 1 + run < scalars.count && scalars[i + 1 + run] == "#" { run += 1 }
            hashes = max(hashes, run + 1)
        }
        // `#"""` would open a multi-line literal.
        let opensMultiLine = text.hasPrefix("\"\"")
        if needsRaw && hashes <= longestDelimiter && !opensMultiLine {
            let delimiter = String(repeating: "#", count: hashes)
            return delimiter + "\"" + body(scalars, escape: "\\" + delimiter, raw: true) + "\"" + delimiter
        }
        return "\"" + body(scalars, escape: "\\", raw: false) + "\""
    }

    /// Text named in a `//` comment, in quotes: the literal of `text`, so
    /// that nothing in it can end the comment or hide what follows.
    package static func quoted(_ text: String) -> String { literal(text) }

    /// Text that a `//` comment holds as it is (the reason of an
    /// `aaflow:allow`): the text itself when nothing in it needs escaping,
    /// else its literal.
    package static func commentText(_ text: String) -> String {
        text.unicodeScalars.contains { escaped($0) != nil } ? literal(text) : text
    }

    private static func body(_ scalars: [Unicode.Scalar], escape: String, raw: Bool) -> String {
        var out = String.UnicodeScalarView()
        for c in scalars {
            if !raw && (c == "\"" || c == "\\") {
                out.append("\\")
                out.append(c)
                continue
            }
            if let e = escaped(c) {
                out.append(contentsOf: (escape + e).unicodeScalars)
            } else {
                out.append(c)
            }
        }
        return String(out)
    }

    /// The escape (after the backslash and delimiter) for a character that
    /// must not appear as it is, or nil.
    static func escaped(_ c: Unicode.Scalar) -> String? {
        switch c {
        case "\n": return "n"
        case "\r": return "r"
        case "\t": return "t"
        case "\0": return "0"
        default:
            break
        }
        switch c.value {
        case 0x00...0x1F, 0x7F...0x9F,
             0x00AD, 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF,
             0xFFF9...0xFFFB:
            return "u{" + String(c.value, radix: 16, uppercase: true) + "}"
        default:
            return nil
        }
    }
}
