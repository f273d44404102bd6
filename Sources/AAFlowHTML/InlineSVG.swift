/// A Graphviz SVG made fit to stand inside the page: the escaper of the
/// inline-SVG context.
///
/// The SVG is read as XML and written again element by element, never
/// copied as text: the XML prolog, doctype and comments are left out; only
/// drawing elements and presentation attributes are kept (no script, no
/// `foreignObject`, no `style`, no event handler, no link), every text and
/// attribute value is decoded and escaped again for HTML; Graphviz's own
/// `<title>`s (which hold its internal node names) are left out, and each
/// `<a xlink:title>` it wraps around a shape becomes a `<g>` with a
/// `<title>`, the tooltip. Ids are renamed by the caller (screens and arrows
/// get the page's own numbered ids) or dropped, so two diagrams never share
/// an id. The root gets `role="img"` and a label (axe-core's `svg-img-alt`).
package enum InlineSVG {
    static let keptElements: Set<String> = [
        "svg", "g", "path", "polygon", "polyline", "ellipse", "circle", "rect", "line", "text", "tspan", "desc",
    ]
    static let keptAttributes: Set<String> = [
        "class", "fill", "stroke", "stroke-width", "stroke-dasharray", "stroke-opacity", "fill-opacity",
        "d", "points", "cx", "cy", "rx", "ry", "r", "x", "y", "x1", "y1", "x2", "y2", "transform",
        "text-anchor", "font-family", "font-size", "font-weight", "font-style", "text-decoration",
    ]

    /// The SVG markup to put in the page, or nil when `svg` holds no `<svg>`
    /// element.
    ///
    /// - Parameters:
    ///   - label: the diagram's accessible name.
    ///   - rename: the page id for one of the SVG's ids, or nil to leave the id out.
    package static func markup(_ svg: String, label: String, rename: (String) -> String?) -> String? {
        var reader = Reader(bytes: Array(svg.utf8))
        guard reader.skipToRoot() else { return nil }
        var out = ""
        out.reserveCapacity(reader.bytes.count)
        // The elements open, each with whether it is written (false inside a left-out element).
        var stack: [(name: String, written: Bool, closeAs: String)] = []
        while let token = reader.next() {
            switch token {
            case .text(let text):
                if stack.last?.written ?? false { out += HTMLEscape.text(text) }
            case .start(let name, let attributes, let selfClosing):
                let parentWritten = stack.last?.written ?? true
                let written = parentWritten && (keptElements.contains(name) || name == "a")
                var closeAs = name
                if written {
                    if stack.isEmpty {
                        out += root(attributes, label: label)
                    } else if name == "a" {
                        closeAs = "g"
                        out += "<g>"
                        if let tip = attributes.first(where: { $0.0 == "xlink:title" })?.1, !tip.isEmpty {
                            out += "<title>" + HTMLEscape.text(tip) + "</title>"
                        }
                    } else {
                        out += "<" + name
                        for (key, value) in attributes {
                            if key == "id" {
                                if let id = rename(value) { out += " id=\"" + HTMLEscape.attribute(id) + "\"" }
                            } else if keptAttributes.contains(key) {
                                out += " " + key + "=\"" + HTMLEscape.attribute(value) + "\""
                            }
                        }
                        out += selfClosing ? "/>" : ">"
                    }
                }
                if !selfClosing {
                    stack.append((name, written, closeAs))
                } else if written && name == "a" {
                    out += "</g>"
                }
            case .end:
                guard let top = stack.popLast() else { break }
                if top.written { out += "</" + top.closeAs + ">" }
                if stack.isEmpty { return out }
            }
        }
        // An SVG cut short: close what is open, so the page stays well formed.
        while let top = stack.popLast() { if top.written { out += "</" + top.closeAs + ">" } }
        return out
    }

    /// The root `<svg>` start tag: its size and view box, a role and a label.
    private static func root(_ attributes: [(String, String)], label: String) -> String {
        var out = "<svg class=\"diagram\" role=\"img\" aria-label=\"" + HTMLEscape.attribute(label) + "\""
        for (key, value) in attributes where ["width", "height", "viewBox"].contains(key) {
            let allowed = value.unicodeScalars.allSatisfy { "0123456789. -ptx".unicodeScalars.contains($0) }
            if allowed { out += " " + key + "=\"" + value + "\"" }
        }
        return out + " focusable=\"false\">"
    }

    enum Token {
        case text(String)
        case start(String, [(String, String)], selfClosing: Bool)
        case end(String)
    }

    /// A reader of the XML that Graphviz writes: elements, attributes in
    /// double or single quotes, character references, comments, a prolog and
    /// a doctype.
    struct Reader {
        let bytes: [UInt8]
        var i = 0

        /// Moves to the `<svg` start tag; false when there is none.
        mutating func skipToRoot() -> Bool {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "<") && i + 4 < bytes.count && bytes[i + 1] == UInt8(ascii: "s")
                    && bytes[i + 2] == UInt8(ascii: "v") && bytes[i + 3] == UInt8(ascii: "g")
                    && (isSpace(bytes[i + 4]) || bytes[i + 4] == UInt8(ascii: ">")) {
                    return true
                }
                if startsWith("<!--") {
                    skip(past: "-->")
                } else {
                    i += 1
                }
            }
            return false
        }

        mutating func next() -> Token? {
            while i < bytes.count {
                if bytes[i] != UInt8(ascii: "<") {
                    let start = i
                    while i < bytes.count && bytes[i] != UInt8(ascii: "<") { i += 1 }
                    return .text(decode(bytes[start..<i]))
                }
                if startsWith("<!--") { skip(past: "-->"); continue }
                if startsWith("<![CDATA[") {
                    let start = i + 9
                    skip(past: "]]>")
                    return .text(String(decoding: bytes[start..<max(start, i - 3)], as: UTF8.self))
                }
                if startsWith("<!") || startsWith("<?") { skip(past: ">"); continue }
                if startsWith("</") {
                    i += 2
                    let name = readName()
                    skip(past: ">")
                    return .end(name)
                }
                i += 1
                let name = readName()
                guard !name.isEmpty else { return .text("<") }
                var attributes: [(String, String)] = []
                var selfClosing = false
                while i < bytes.count {
                    skipSpaces()
                    guard i < bytes.count else { break }
                    if bytes[i] == UInt8(ascii: ">") { i += 1; break }
                    if bytes[i] == UInt8(ascii: "/") {
                        selfClosing = true
                        i += 1
                        continue
                    }
                    let key = readName()
                    if key.isEmpty { i += 1; continue }
                    skipSpaces()
                    var value = ""
                    if i < bytes.count && bytes[i] == UInt8(ascii: "=") {
                        i += 1
                        skipSpaces()
                        if i < bytes.count && (bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'")) {
                            let quote = bytes[i]
                            i += 1
                            let start = i
                            while i < bytes.count && bytes[i] != quote { i += 1 }
                            value = decode(bytes[start..<i])
                            if i < bytes.count { i += 1 }
                        }
                    }
                    attributes.append((key, value))
                }
                return .start(name, attributes, selfClosing: selfClosing)
            }
            return nil
        }

        private func startsWith(_ s: String) -> Bool {
            let u = Array(s.utf8)
            guard i + u.count <= bytes.count else { return false }
            for k in 0..<u.count where bytes[i + k] != u[k] { return false }
            return true
        }

        private mutating func skip(past s: String) {
            let u = Array(s.utf8)
            while i < bytes.count {
                if startsWith(s) { i += u.count; return }
                i += 1
            }
        }

        private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

        private mutating func skipSpaces() {
            while i < bytes.count && isSpace(bytes[i]) { i += 1 }
        }

        private mutating func readName() -> String {
            let start = i
            while i < bytes.count {
                let b = bytes[i]
                let ok = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
                    || b == UInt8(ascii: ":") || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
                guard ok else { break }
                i += 1
            }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        /// The text with XML's character references decoded.
        private func decode(_ slice: ArraySlice<UInt8>) -> String {
            guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(slice.count)
            var k = slice.startIndex
            while k < slice.endIndex {
                let b = slice[k]
                if b == UInt8(ascii: "&"), let semi = slice[k...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                    let name = String(decoding: slice[(k + 1)..<semi], as: UTF8.self)
                    var scalar: Unicode.Scalar?
                    switch name {
                    case "amp": scalar = "&"
                    case "lt": scalar = "<"
                    case "gt": scalar = ">"
                    case "quot": scalar = "\""
                    case "apos": scalar = "'"
                    default:
                        if name.hasPrefix("#x") || name.hasPrefix("#X") {
                            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                        } else if name.hasPrefix("#") {
                            scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                        }
                    }
                    if let scalar {
                        out += Array(String(Character(scalar)).utf8)
                        k = semi + 1
                        continue
                    }
                }
                out.append(b)
                k += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
