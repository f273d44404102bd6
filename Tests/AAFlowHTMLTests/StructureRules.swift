@testable import AAFlowHTML

/// The page-structure rules of axe-core that a page generator most easily
/// breaks, checked on the HTML text in plain Swift, fast: each returns the
/// problems it finds (empty when the page passes). The browser suite runs
/// axe-core itself; these catch a regression without a browser.
enum StructureRules {
    struct Tag {
        var name: String
        var attributes: [(String, String)]
        var isEnd: Bool
        var selfClosing: Bool
        func value(_ key: String) -> String? { attributes.first { $0.0 == key }?.1 }
    }

    /// The tags and texts of a page, in order.
    static func tokens(_ html: String) -> [(tag: Tag?, text: String)] {
        var reader = InlineSVG.Reader(bytes: Array(html.utf8))
        var out: [(Tag?, String)] = []
        while let token = reader.next() {
            switch token {
            case .text(let t): out.append((nil, t))
            case .start(let name, let attributes, let selfClosing):
                out.append((Tag(name: name.lowercased(), attributes: attributes, isEnd: false, selfClosing: selfClosing), ""))
            case .end(let name):
                out.append((Tag(name: name.lowercased(), attributes: [], isEnd: true, selfClosing: false), ""))
            }
        }
        return out
    }

    /// html-has-lang: the `<html>` element has a non-empty `lang`.
    static func htmlHasLang(_ html: String) -> [String] {
        guard let tag = tokens(html).compactMap(\.tag).first(where: { $0.name == "html" && !$0.isEnd }) else {
            return ["no <html> element"]
        }
        return (tag.value("lang") ?? "").trimmingSpaces.isEmpty ? ["<html> has no lang"] : []
    }

    /// document-title: a `<title>` with text.
    static func documentTitle(_ html: String) -> [String] {
        let t = tokens(html)
        guard let i = t.firstIndex(where: { $0.tag?.name == "title" && $0.tag?.isEnd == false }) else {
            return ["no <title>"]
        }
        let text = i + 1 < t.count && t[i + 1].tag == nil ? t[i + 1].text : ""
        return text.trimmingSpaces.isEmpty ? ["the <title> is empty"] : []
    }

    /// heading-order: each heading is at most one level below the one before it.
    static func headingOrder(_ html: String) -> [String] {
        var problems: [String] = []
        var last = 0
        for tag in tokens(html).compactMap(\.tag) where !tag.isEnd {
            guard tag.name.count == 2, tag.name.first == "h", let level = Int(tag.name.dropFirst()), (1...6).contains(level) else {
                continue
            }
            if last > 0 && level > last + 1 { problems.append("h\(level) follows h\(last)") }
            if last == 0 && level > 1 { problems.append("the first heading is h\(level)") }
            last = level
        }
        return problems
    }

    /// landmark-one-main: exactly one main landmark.
    static func landmarkOneMain(_ html: String) -> [String] {
        let mains = tokens(html).compactMap(\.tag).filter { !$0.isEnd && ($0.name == "main" || $0.value("role") == "main") }
        return mains.count == 1 ? [] : ["\(mains.count) main landmarks"]
    }

    /// svg-img-alt: every `<svg role="img">` has a non-empty aria-label,
    /// aria-labelledby, or a `<title>` child with text.
    static func svgImgAlt(_ html: String) -> [String] {
        let t = tokens(html)
        var problems: [String] = []
        for (i, token) in t.enumerated() {
            guard let tag = token.tag, tag.name == "svg", !tag.isEnd, tag.value("role") == "img" else { continue }
            if !(tag.value("aria-label") ?? "").trimmingSpaces.isEmpty { continue }
            if !(tag.value("aria-labelledby") ?? "").trimmingSpaces.isEmpty { continue }
            // A <title> as the first element child.
            let next = t[(i + 1)...].first { $0.tag != nil || !$0.text.trimmingSpaces.isEmpty }
            if let n = next, n.tag?.name == "title", n.tag?.isEnd == false,
               let text = t[(i + 1)...].first(where: { $0.tag == nil && !$0.text.trimmingSpaces.isEmpty }),
               !text.text.trimmingSpaces.isEmpty {
                continue
            }
            problems.append("an <svg role=img> without a label")
        }
        return problems
    }

    static let all: [(String, @Sendable (String) -> [String])] = [
        ("html-has-lang", htmlHasLang), ("document-title", documentTitle), ("heading-order", headingOrder),
        ("landmark-one-main", landmarkOneMain), ("svg-img-alt", svgImgAlt),
    ]
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
