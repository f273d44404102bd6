// The readability measure of issue 11, on the SVG Graphviz writes.
//
// - A text's box is its anchor with a width of 0.52 em per character
//   (placed by its `text-anchor`) and a height from 0.75 em above to 0.2 em
//   below the baseline.
// - Two texts of different groups (a screen, an arrow, a cluster, the graph
//   itself) overlap when their boxes share more than 15% of the smaller box.
// - An arrow's label overlaps a screen when more than 15% of its box lies in
//   the screen's shape.
// - An arrow goes through a text when a point of its path (each Bézier
//   segment sampled 12 times) falls inside the text's box shrunk by 15%.
// - A label is far from its arrow when no point of the arrow's path comes
//   within 40 points of the label's box.

/// A rectangle in SVG user units (points).
struct Box: Equatable, CustomStringConvertible {
    var minX, minY, maxX, maxY: Double

    var area: Double { max(0, maxX - minX) * max(0, maxY - minY) }

    func intersection(_ other: Box) -> Double {
        let w = min(maxX, other.maxX) - max(minX, other.minX)
        let h = min(maxY, other.maxY) - max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// The box shrunk by `fraction` of its width and height, about its centre.
    func shrunk(by fraction: Double) -> Box {
        let dx = (maxX - minX) * fraction / 2
        let dy = (maxY - minY) * fraction / 2
        return Box(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
    }

    func distance(to p: Point) -> Double {
        let dx = max(minX - p.x, 0, p.x - maxX)
        let dy = max(minY - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    var description: String {
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        return "(\(f(minX)),\(f(minY)))-(\(f(maxX)),\(f(maxY)))"
    }
}

struct Point: Equatable {
    var x, y: Double
}

/// What the measure needs from an SVG: texts, screens' shapes and arrows' paths, by group.
struct DiagramLayout {
    enum Kind: String { case graph, cluster, node, edge }

    struct Group {
        var kind: Kind
        var id: String
        var className: String
        var texts: [(text: String, box: Box)] = []
        /// The outline of a node's shape (its first shape's bounding box).
        var shape: Box?
        /// The sampled points of an edge's paths.
        var path: [Point] = []
    }

    var groups: [Group] = []

    init(svg: [UInt8]) {
        self.init(svg: String(decoding: svg, as: UTF8.self))
    }

    init(svg: String) {
        var stack: [Int?] = []  // for each open <g>: the index of its group, if it starts one
        var current: Int? { stack.last(where: { $0 != nil }) ?? nil }
        let scalars = Array(svg.unicodeScalars)
        var i = 0
        func readTag(at start: Int) -> (name: String, attributes: [String: String], closing: Bool, selfClosing: Bool, end: Int) {
            var j = start + 1
            var closing = false
            if j < scalars.count && scalars[j] == "/" { closing = true; j += 1 }
            var name = ""
            while j < scalars.count, !" \n\t>/".unicodeScalars.contains(scalars[j]) { name.unicodeScalars.append(scalars[j]); j += 1 }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while j < scalars.count && scalars[j] != ">" {
                if scalars[j] == "/" { selfClosing = true; j += 1; continue }
                if " \n\t".unicodeScalars.contains(scalars[j]) { j += 1; continue }
                var key = ""
                while j < scalars.count, scalars[j] != "=", scalars[j] != ">", !" \n\t".unicodeScalars.contains(scalars[j]) {
                    key.unicodeScalars.append(scalars[j]); j += 1
                }
                guard j < scalars.count, scalars[j] == "=" else { continue }
                j += 1
                let quote = scalars[j]
                j += 1
                var value = ""
                while j < scalars.count && scalars[j] != quote { value.unicodeScalars.append(scalars[j]); j += 1 }
                j += 1
                attributes[key] = value
            }
            return (name, attributes, closing, selfClosing, j)
        }
        while i < scalars.count {
            guard scalars[i] == "<" else { i += 1; continue }
            if i + 3 < scalars.count && scalars[i + 1] == "!" {
                // A comment or a doctype: skip to its end.
                var j = i + 1
                if scalars[i + 2] == "-" {
                    while j + 2 < scalars.count && !(scalars[j] == "-" && scalars[j + 1] == "-" && scalars[j + 2] == ">") { j += 1 }
                    i = j + 3
                } else {
                    while j < scalars.count && scalars[j] != ">" { j += 1 }
                    i = j + 1
                }
                continue
            }
            let tag = readTag(at: i)
            i = tag.end + 1
            switch tag.name {
            case "g":
                if tag.closing { _ = stack.popLast(); continue }
                let classes = (tag.attributes["class"] ?? "").split(separator: " ")
                if let first = classes.first, let kind = Kind(rawValue: String(first)) {
                    groups.append(Group(kind: kind, id: Self.unescaped(tag.attributes["id"] ?? ""),
                                        className: tag.attributes["class"] ?? ""))
                    stack.append(groups.count - 1)
                } else {
                    stack.append(nil)
                }
            case "text" where !tag.closing:
                var j = i
                var content = ""
                while j < scalars.count && scalars[j] != "<" { content.unicodeScalars.append(scalars[j]); j += 1 }
                i = j
                guard let g = current else { continue }
                let text = Self.unescaped(content)
                let size = Double(tag.attributes["font-size"] ?? "14") ?? 14
                let x = Double(tag.attributes["x"] ?? "0") ?? 0
                let y = Double(tag.attributes["y"] ?? "0") ?? 0
                let width = 0.52 * size * Double(text.count)
                let minX: Double
                switch tag.attributes["text-anchor"] ?? "start" {
                case "middle": minX = x - width / 2
                case "end": minX = x - width
                default: minX = x
                }
                groups[g].texts.append((text, Box(minX: minX, minY: y - 0.75 * size, maxX: minX + width, maxY: y + 0.2 * size)))
            case "path", "polygon", "ellipse", "polyline":
                guard !tag.closing, let g = current else { continue }
                if groups[g].kind == .node, groups[g].shape == nil {
                    groups[g].shape = Self.bounds(of: tag.name, tag.attributes)
                } else if groups[g].kind == .edge, tag.name == "path", let d = tag.attributes["d"] {
                    groups[g].path += Self.sampled(d)
                }
            default:
                continue
            }
        }
    }

    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { result += rest[amp...]; return result }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16), let s = Unicode.Scalar(v) {
                    result.unicodeScalars.append(s)
                } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let s = Unicode.Scalar(v) {
                    result.unicodeScalars.append(s)
                } else {
                    result += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }

    static func numbers(_ text: String) -> [Double] {
        var out: [Double] = []
        var token = ""
        for c in text {
            if c.isNumber || c == "." || c == "-" || c == "e" {
                if c == "-" && !token.isEmpty && token.last != "e" { out.append(Double(token) ?? 0); token = "" }
                token.append(c)
            } else if !token.isEmpty {
                out.append(Double(token) ?? 0)
                token = ""
            }
        }
        if !token.isEmpty { out.append(Double(token) ?? 0) }
        return out
    }

    static func bounds(of name: String, _ attributes: [String: String]) -> Box? {
        if name == "ellipse" {
            let n = ["cx", "cy", "rx", "ry"].map { Double(attributes[$0] ?? "0") ?? 0 }
            return Box(minX: n[0] - n[2], minY: n[1] - n[3], maxX: n[0] + n[2], maxY: n[1] + n[3])
        }
        let v = numbers(attributes[name == "path" ? "d" : "points"] ?? "")
        guard v.count >= 2 else { return nil }
        var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for k in stride(from: 0, to: v.count - 1, by: 2) {
            box.minX = min(box.minX, v[k]); box.maxX = max(box.maxX, v[k])
            box.minY = min(box.minY, v[k + 1]); box.maxY = max(box.maxY, v[k + 1])
        }
        return box
    }

    /// The points of a path's `d` (Graphviz writes `M p C p p p p p p ...`),
    /// each cubic Bézier segment sampled 12 times (and each line's ends).
    static func sampled(_ d: String) -> [Point] {
        var out: [Point] = []
        var command: Character = "M"
        var pending: [Point] = []
        var current = Point(x: 0, y: 0)
        var numbersSoFar: [Double] = []
        func flushPoint() {
            guard numbersSoFar.count == 2 else { return }
            let p = Point(x: numbersSoFar[0], y: numbersSoFar[1])
            numbersSoFar = []
            switch command {
            case "C", "c":
                pending.append(p)
                if pending.count == 3 {
                    let (p1, p2, p3) = (pending[0], pending[1], pending[2])
                    for k in 1...12 {
                        let t = Double(k) / 12, u = 1 - t
                        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                        out.append(Point(x: a * current.x + b * p1.x + c * p2.x + e * p3.x,
                                         y: a * current.y + b * p1.y + c * p2.y + e * p3.y))
                    }
                    current = p3
                    pending = []
                }
            case "L", "l":
                for k in 1...12 {
                    let t = Double(k) / 12
                    out.append(Point(x: current.x + (p.x - current.x) * t, y: current.y + (p.y - current.y) * t))
                }
                current = p
            default:
                current = p
                out.append(p)
            }
        }
        for token in tokens(d) {
            if let c = token.first, c.isLetter, c != "e" {
                command = c
                if c == "M" || c == "m" { command = "M" }
                pending = []
                continue
            }
            numbersSoFar.append(Double(token) ?? 0)
            flushPoint()
            if command == "M" && numbersSoFar.isEmpty && !out.isEmpty { command = "L" }
        }
        return out
    }

    private static func tokens(_ d: String) -> [String] {
        var out: [String] = []
        var token = ""
        for c in d {
            if c.isLetter && c != "e" {
                if !token.isEmpty { out.append(token); token = "" }
                out.append(String(c))
            } else if c == "," || c == " " || c == "\n" {
                if !token.isEmpty { out.append(token); token = "" }
            } else if c == "-" && !token.isEmpty && token.last != "e" {
                out.append(token); token = "-"
            } else {
                token.append(c)
            }
        }
        if !token.isEmpty { out.append(token) }
        return out
    }
}

/// The four kinds of problem the measure counts, each with what it is about.
struct OverlapReport {
    var textOverText: [String] = []
    var labelOverScreen: [String] = []
    var arrowThroughText: [String] = []
    var labelFarFromArrow: [String] = []

    var total: Int { textOverText.count + labelOverScreen.count + arrowThroughText.count + labelFarFromArrow.count }

    var counts: String {
        "text over text \(textOverText.count), label over screen \(labelOverScreen.count), "
            + "arrow through text \(arrowThroughText.count), label far from arrow \(labelFarFromArrow.count)"
    }

    var details: String {
        (textOverText.map { "text over text: \($0)" } + labelOverScreen.map { "label over screen: \($0)" }
            + arrowThroughText.map { "arrow through text: \($0)" } + labelFarFromArrow.map { "label far: \($0)" })
            .joined(separator: "\n")
    }

    init(_ layout: DiagramLayout) {
        let groups = layout.groups
        var texts: [(group: Int, text: String, box: Box)] = []
        for (g, group) in groups.enumerated() {
            for t in group.texts where !t.text.trimmingSpaces.isEmpty { texts.append((g, t.text, t.box)) }
        }
        for a in texts.indices {
            for b in texts.indices where b > a && texts[a].group != texts[b].group {
                let shared = texts[a].box.intersection(texts[b].box)
                if shared > 0.15 * min(texts[a].box.area, texts[b].box.area) {
                    textOverText.append("'\(texts[a].text)' and '\(texts[b].text)'")
                }
            }
        }
        for group in groups where group.kind == .edge {
            for label in group.texts where !label.text.trimmingSpaces.isEmpty {
                for node in groups where node.kind == .node {
                    guard let shape = node.shape else { continue }
                    if label.box.intersection(shape) > 0.15 * label.box.area {
                        labelOverScreen.append("'\(label.text)' over \(node.id)")
                    }
                }
                if !group.path.isEmpty, !group.path.contains(where: { label.box.distance(to: $0) <= 40 }) {
                    labelFarFromArrow.append("'\(label.text)' (\(group.id))")
                }
            }
            guard !group.path.isEmpty else { continue }
            for t in texts {
                let inner = t.box.shrunk(by: 0.15)
                if group.path.contains(where: inner.contains) {
                    arrowThroughText.append("\(group.id) through '\(t.text)'")
                }
            }
        }
    }
}

extension String {
    var trimmingSpaces: Substring {
        let s = drop { $0 == " " || $0 == "\u{A0}" }
        return s.reversed().drop { $0 == " " || $0 == "\u{A0}" }.reversed().isEmpty ? "" : s
    }
}
