/// Writes HTML: tags with escaped attributes, escaped text, and markup the
/// page made itself. User text enters only through `text`, `attribute`
/// values and `code`, each escaped once for where it lands.
struct HTMLWriter {
    var out = ""

    /// A start tag. Attribute values are escaped; a nil value leaves the
    /// attribute out, an empty name-only attribute is written bare.
    mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
        out += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            if value.isEmpty && PageBuilder.bareAttributes.contains(name) {
                out += " " + name
            } else {
                out += " " + name + "=\"" + HTMLEscape.attribute(value) + "\""
            }
        }
        out += ">"
    }

    mutating func close(_ tag: String) {
        out += "</" + tag + ">"
    }

    /// An element holding only text.
    mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// User or page text, escaped for character data.
    mutating func text(_ text: String) {
        out += HTMLEscape.text(text)
    }

    /// Text in which `backquoted` spans become `<code>`, each part escaped.
    mutating func prose(_ text: String) {
        guard text.contains("`") else { return self.text(text) }
        var inCode = false
        for (n, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if n > 0 { inCode.toggle() }
            if inCode {
                out += "<code>" + HTMLEscape.text(String(part)) + "</code>"
            } else {
                out += HTMLEscape.text(String(part))
            }
        }
    }

    /// Markup the page made itself (never user text).
    mutating func raw(_ markup: String) {
        out += markup
    }

    /// A line break in the source, for a readable page.
    mutating func newline() {
        out += "\n"
    }
}
