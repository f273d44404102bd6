import AAFlow

/// Turns user text into attribute values that Graphviz shows verbatim.
///
/// Graphviz reads even a plain string as a little language: in a label `\N`
/// becomes the node's name, `\n`, `\l` and `\r` break lines, `\x` becomes `x`
/// and `&amp;` becomes `&`. Tooltips are read twice over, and an `id` once.
/// The SVG writer escapes `<`, `>`, `"` and `&`, but passes control characters
/// through, which makes the SVG invalid XML. Each function here undoes exactly
/// what Graphviz 2.42 does to one kind of attribute, and removes the
/// characters that XML 1.0 forbids (and the other invisible control
/// characters), so that `"<b>Tom & Jerry</b>"`, `\N` or `a\` appear as written.
///
/// Never put user text in `fontname`, `URL`, `href`, `target`, `image` or
/// `shapefile`: Graphviz writes the first ones into the SVG unescaped and reads
/// files named by the last two. The renderer refuses such values.
package enum DiagramText {
    /// How the lines of a multi-line label line up.
    package enum Alignment: Sendable {
        case center, left, right
    }

    /// One line of user text for `label`, `xlabel`, `headlabel` or `taillabel`
    /// (plain labels, not HTML-like ones). Line breaks in `text` become spaces:
    /// use `label(lines:alignment:)` to break lines.
    package static func label(_ text: String) -> String {
        escaped(text, backslash: #"\\"#, lineBreak: " ")
    }

    /// Lines of user text as one label, each line escaped as by `label(_:)`.
    package static func label(lines: [String], alignment: Alignment = .center) -> String {
        let escapedLines = lines.map(label)
        switch alignment {
        case .center: return escapedLines.joined(separator: #"\n"#)
        case .left: return escapedLines.map { $0 + #"\l"# }.joined()
        case .right: return escapedLines.map { $0 + #"\r"# }.joined()
        }
    }

    /// User text for `tooltip` (and `edgetooltip`, `labeltooltip`, ...).
    /// Line breaks are kept as line breaks of the tooltip.
    package static func tooltip(_ text: String) -> String {
        escaped(text, backslash: #"\\\\"#, lineBreak: #"\n"#)
    }

    /// Text for an `id` attribute, which SVG writes on the object's `<g>`.
    /// Line breaks become spaces.
    package static func id(_ text: String) -> String {
        escaped(text, backslash: #"\\"#, lineBreak: " ")
    }

    /// Text for a `class` attribute (space-separated class names), which SVG
    /// appends to the `<g>`'s own class (`node`, `edge`, `cluster`).
    /// Line breaks become spaces.
    package static func className(_ text: String) -> String {
        escaped(text, backslash: #"\"#, lineBreak: " ")
    }

    /// `text` without the characters that XML 1.0 forbids and without the
    /// other C0 and C1 control characters, tab and line feed excepted.
    package static func removingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRemoved) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isRemoved($0) })
        return String(scalars)
    }

    /// Whether a character is one that `removingControlCharacters` drops.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// Text escaped for XML character data or a quoted attribute value.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in removingControlCharacters(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escaped(_ text: String, backslash: String, lineBreak: String) -> String {
        // Most text has nothing to escape or remove: hand it back as it is.
        let isPlain = text.unicodeScalars.allSatisfy { scalar in
            scalar != "\\" && scalar != "&" && scalar != "\t" && scalar != "\n"
                && scalar != "\u{2028}" && scalar != "\u{2029}" && !isRemoved(scalar)
        }
        if isPlain { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += backslash
            case "&": result += "&amp;"
            case "\n" where previousWasCarriageReturn: continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": result += lineBreak
            case "\t": result += " "
            default:
                if !isRemoved(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
