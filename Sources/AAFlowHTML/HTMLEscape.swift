import AAFlow

/// The escapers of the page: one for each place text can land. Every piece
/// of user text goes through exactly one of them, once, as it is written;
/// nothing is searched or replaced in text that was already inserted.
///
/// - `text`: character data between tags (`<p>`, `<td>`, SVG `<text>`).
/// - `attribute`: a value between double quotes (`title="..."`, `aria-label`).
/// - `json`: a JSON value inside `<script type="application/json">`, where
///   `</` would end the element and U+2028 and U+2029 break older readers.
///
/// URLs never carry user text: the page links only to its own `#` ids,
/// which are made of numbers.
package enum HTMLEscape {
    /// Text for character data: `&`, `<` and `>` as entities; control
    /// characters (other than tab and line feed) and non-characters left out.
    package static func text(_ text: String) -> String {
        escaped(text, forAttribute: false)
    }

    /// Text for a double-quoted attribute value: as `text`, and both quotes
    /// as entities too, so the value can never end early.
    package static func attribute(_ text: String) -> String {
        escaped(text, forAttribute: true)
    }

    /// `text` with the entities of character data, and for an attribute
    /// both quotes as entities and a line break or tab as a space.
    private static func escaped(_ text: String, forAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where forAttribute: out += "&quot;"
            case "'" where forAttribute: out += "&#39;"
            case "\n" where forAttribute, "\t" where forAttribute: out += " "
            default:
                if !isDropped(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// A JSON string literal, quotes included, safe inside a `<script>`
    /// element: `<`, `>` and `&` as `\u` escapes (so `</script>` and `<!--`
    /// cannot appear), U+2028 and U+2029 escaped, control characters escaped.
    package static func jsonString(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                    out += "\\u" + hex4(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// Whether a character is left out of HTML: the C0 and C1 controls other
    /// than tab, line feed and carriage return, and the non-characters.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0xFDD0...0xFDEF: return true
        default: return scalar.value & 0xFFFE == 0xFFFE
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        var out = ""
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return out
    }
}

extension JSONValue {
    /// The JSON text of the page's data block, on one line: the library's
    /// value, but every string written with `HTMLEscape.jsonString`, which
    /// escapes more than a JSON file needs (`<`, `>`, `&`, U+2028, U+2029),
    /// so that the text is safe inside a `<script>` element.
    package var scriptText: String {
        var out = ""
        writeScript(into: &out)
        return out
    }

    private func writeScript(into out: inout String) {
        switch self {
        case .string(let s): out += HTMLEscape.jsonString(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.writeScript(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, pair) in pairs.enumerated() {
                if i > 0 { out += "," }
                out += HTMLEscape.jsonString(pair.0)
                out += ":"
                pair.1.writeScript(into: &out)
            }
            out += "}"
        case .null, .bool, .int, .double: out += serialized(pretty: false)
        }
    }
}
