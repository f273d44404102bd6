// The canonical layout of the flow language.
//
// One statement per line, in the order written; controls, `after` and the
// `allow` of a screen indented by two spaces under it; one blank line before
// each `screen` and each `scene` (and before the comments right above them),
// none inside a screen, other runs of blank lines kept as one; tokens one
// space apart; the attributes of a screen (title, icon, kind, feature, for)
// and of a control (text, icon, arrow, destructive, confirm, custom, sheet,
// options) in that order; strings re-escaped with as few escapes as
// possible; whole numbers without leading zeros, `confirm 1` as `confirm`.
// Comments stay where they stand: a comment on its own line stays on its
// own line, between the same statements; a comment after a statement stays
// after it, two spaces away.
//
// The formatter refuses a file with any `flow.*` error: a layout is given
// only to a flow whose meaning is known. It then formats its own output
// again and gives up unless that is a fixed point, so a run is idempotent
// or fails; it never returns text that does not parse.

/// Why a file was not formatted.
package struct FormatFailure: Error, Sendable {
    /// The file's `flow.*` errors, in report order; empty when the formatter
    /// itself failed (see `message`).
    package var diagnostics: [Diagnostic]
    /// One line that says what went wrong.
    package var message: String
}

/// The canonical layout of flow files.
package enum FlowFormatter {
    /// The canonical text of a valid flow file.
    ///
    /// - Parameter ruleIDs: the rule ids an `allow` may name.
    /// - Returns: the formatted bytes, or the file's language errors.
    /// - Complexity: O(n) in the size of the file.
    package static func format(_ source: SourceFile, ruleIDs: Set<String> = RuleCatalog.ids) -> Result<[UInt8], FormatFailure> {
        format(FlowDocument(source, ruleIDs: ruleIDs), ruleIDs: ruleIDs)
    }

    /// The canonical text of a document read already.
    package static func format(_ document: FlowDocument, ruleIDs: Set<String> = RuleCatalog.ids) -> Result<[UInt8], FormatFailure> {
        let source = document.source
        guard document.isValid else {
            let n = document.diagnostics.count
            return .failure(FormatFailure(
                diagnostics: document.diagnostics,
                message: "\(Plural.counted(n, "error")) in the flow: only a valid flow is formatted"))
        }
        var text = layout(source.bytes)
        // Run to a fixed point: one more pass must change nothing.
        for _ in 0..<3 {
            let again = layout(text)
            if again == text {
                let check = FlowDocument(SourceFile(path: source.path, bytes: text), ruleIDs: ruleIDs)
                guard check.isValid else {
                    return .failure(FormatFailure(diagnostics: [], message: "the formatter made text that does not parse; please report this file"))
                }
                return .success(text)
            }
            text = again
        }
        return .failure(FormatFailure(diagnostics: [], message: "the formatter did not reach a fixed point; please report this file"))
    }

    /// Whether a file is already in the canonical layout; nil when it is invalid.
    package static func isFormatted(_ source: SourceFile, ruleIDs: Set<String> = RuleCatalog.ids) -> Bool? {
        switch format(source, ruleIDs: ruleIDs) {
        case .success(let bytes): return bytes == source.bytes
        case .failure: return nil
        }
    }

    /// Lays out the lines of a file that lexes without error.
    static func layout(_ bytes: [UInt8]) -> [UInt8] {
        let lines = bytes.withUnsafeBufferPointer { FormatLines.read($0) }
        var writer = LayoutWriter()
        writer.write(lines)
        return writer.out
    }
}

/// A line of the file as the formatter sees it.
enum FormatLine {
    case blank
    /// A comment on its own line, and how far it was indented.
    case comment(text: [UInt8], indent: Int)
    /// A statement, laid out, with its place in the file and its trailing comment.
    case statement(text: [UInt8], role: StatementRole, comment: [UInt8]?)
}

/// Where a statement stands, for indentation and blank lines.
enum StatementRole: Equatable {
    case scene
    case screen
    /// A control, `after` or screen-level `allow`: indented under its screen.
    case item
    /// Anything else: at the left margin.
    case other

    var indent: Int { self == .item ? 2 : 0 }
    var isBlock: Bool { self == .screen || self == .item }
}

/// Reads a file into `FormatLine`s, laying out each statement's tokens.
enum FormatLines {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [FormatLine] {
        var lexer = Lexer(bytes)
        var lines: [FormatLine] = []
        var tokens: [Token] = []
        var lineStart = lexer.position
        var screenOpen = false
        var lastEnd = lineStart

        func finishLine(_ lineEnd: Int, _ lexer: Lexer) {
            // The bytes between the last token (or the line's start) and the
            // end of the line hold blanks and perhaps a comment.
            var i = tokens.isEmpty ? lineStart : lastEnd
            while i < lineEnd, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            var comment: [UInt8]?
            if i < lineEnd, bytes[i] == UInt8(ascii: "#") {
                var j = lineEnd
                while j > i, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 || bytes[j - 1] == 0x0D { j -= 1 }
                comment = Array(bytes[i..<j])
            }
            if tokens.isEmpty {
                if let comment {
                    var indent = 0
                    var k = lineStart
                    while k < i {
                        indent += 1
                        k += 1
                    }
                    lines.append(.comment(text: comment, indent: indent))
                } else {
                    lines.append(.blank)
                }
            } else {
                let (text, role) = statement(tokens, lexer: lexer, screenOpen: &screenOpen)
                lines.append(.statement(text: text, role: role, comment: comment))
            }
            tokens.removeAll(keepingCapacity: true)
        }

        while true {
            let t = lexer.next()
            switch t.kind {
            case .newline:
                finishLine(t.start, lexer)
                lineStart = t.end
                lastEnd = t.end
            case .end:
                if !tokens.isEmpty || hasNonBlank(bytes, from: lineStart) {
                    finishLine(bytes.count, lexer)
                }
                return lines
            default:
                tokens.append(t)
                lastEnd = t.end
            }
        }
    }

    private static func hasNonBlank(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Bool {
        var i = from
        while i < bytes.count {
            if bytes[i] != 0x20 && bytes[i] != 0x09 && bytes[i] != 0x0D { return true }
            i += 1
        }
        return false
    }

    private static let controlKeywords: [StaticString] = [
        "button", "link", "row", "tab", "gesture", "back", "toggle", "picker", "menu", "field", "slider", "stepper",
    ]

    /// The canonical text of one statement and its role.
    static func statement(_ tokens: [Token], lexer: Lexer, screenOpen: inout Bool) -> ([UInt8], StatementRole) {
        let first = tokens[0]
        var out: [UInt8] = []
        out.reserveCapacity(first.end - first.start + 64)
        let role: StatementRole
        var done = false
        if lexer.matches(first, "scene") {
            screenOpen = false
            role = .scene
        } else if lexer.matches(first, "screen") {
            screenOpen = true
            role = .screen
            done = screen(tokens, lexer, into: &out)
        } else if lexer.matches(first, "after") {
            role = .item
        } else if lexer.matches(first, "allow") {
            role = screenOpen ? .item : .other
        } else if controlKeywords.contains(where: { lexer.matches(first, $0) }) {
            role = .item
            done = control(tokens, lexer, into: &out)
        } else {
            role = .other
        }
        if !done {
            // Every token in the order written (numbers of `limit` without leading zeros).
            out.removeAll(keepingCapacity: true)
            let numbers = lexer.matches(first, "limit")
            for (n, t) in tokens.enumerated() {
                if n > 0 { out.append(0x20) }
                if numbers, let v = number(t, lexer) { appendNumber(v, into: &out) } else { append(t, lexer, into: &out) }
            }
        }
        return (out, role)
    }

    /// A token as the canonical layout writes it.
    static func append(_ t: Token, _ lexer: Lexer, into out: inout [UInt8]) {
        switch t.kind {
        case .string:
            let raw = UnsafeBufferPointer(rebasing: lexer.bytes[t.start..<t.end])
            // Most strings are printable ASCII without escapes: they are written as they stand.
            if !t.hasEscapes, raw.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                out.append(contentsOf: raw)
            } else {
                quoted(lexer.stringValue(t), into: &out)
            }
        case .arrow: out += "->".utf8
        default: out.append(contentsOf: UnsafeBufferPointer(rebasing: lexer.bytes[t.start..<t.end]))
        }
    }

    static func appendNumber(_ n: Int, into out: inout [UInt8]) {
        out += String(n).utf8
    }

    /// The value of a word of digits, when it has a value an Int holds.
    static func number(_ t: Token, _ lexer: Lexer) -> Int? {
        guard t.kind == .word, t.end > t.start else { return nil }
        var value = 0
        for i in t.start..<t.end {
            let b = lexer.bytes[i]
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(b - UInt8(ascii: "0")))
            if o1 || o2 { return nil }
            value = s
        }
        return value
    }

    /// `screen ID` and its attributes in the fixed order; false when the
    /// statement holds something the formatter does not know (then it is
    /// written as it stands).
    static func screen(_ tokens: [Token], _ lexer: Lexer, into out: inout [UInt8]) -> Bool {
        guard tokens.count >= 2 else { return false }
        // The token index of: title; the values of icon, kind, feature, for.
        var slots = (-1, -1, -1, -1, -1)
        var i = 2
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .string {
                guard slots.0 < 0 else { return false }
                slots.0 = i
                i += 1
                continue
            }
            guard t.kind == .word, i + 1 < tokens.count else { return false }
            let value = tokens[i + 1]
            if lexer.matches(t, "icon"), slots.1 < 0, value.kind == .word {
                slots.1 = i + 1
            } else if lexer.matches(t, "kind"), slots.2 < 0, value.kind == .word {
                slots.2 = i + 1
            } else if lexer.matches(t, "feature"), slots.3 < 0, value.kind == .word || value.kind == .string {
                slots.3 = i + 1
            } else if lexer.matches(t, "for"), slots.4 < 0, value.kind == .word {
                slots.4 = i + 1
            } else {
                return false
            }
            i += 2
        }
        out += "screen ".utf8
        append(tokens[1], lexer, into: &out)
        if slots.0 >= 0 {
            out.append(0x20)
            append(tokens[slots.0], lexer, into: &out)
        }
        if slots.1 >= 0 {
            out += " icon ".utf8
            append(tokens[slots.1], lexer, into: &out)
        }
        if slots.2 >= 0 {
            out += " kind ".utf8
            append(tokens[slots.2], lexer, into: &out)
        }
        if slots.3 >= 0 {
            out += " feature ".utf8
            let value = tokens[slots.3]
            let name = value.kind == .string ? lexer.stringValue(value) : ""
            if value.kind == .string, isWord(name) { out += name.utf8 } else { append(value, lexer, into: &out) }
        }
        if slots.4 >= 0 {
            out += " for ".utf8
            append(tokens[slots.4], lexer, into: &out)
        }
        return true
    }

    /// A control's keyword, text and attributes in the fixed order; false
    /// when the statement holds something the formatter does not know.
    static func control(_ tokens: [Token], _ lexer: Lexer, into out: inout [UInt8]) -> Bool {
        var text = -1
        var i = 1
        if i < tokens.count, tokens[i].kind == .string {
            text = i
            i += 1
        }
        var icon = -1, target = -1, confirm = -1, options = -1
        var destructive = false, custom = false, sheet = false
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .arrow {
                guard target < 0, i + 1 < tokens.count, tokens[i + 1].kind == .word else { return false }
                target = i + 1
                i += 2
                continue
            }
            guard t.kind == .word else { return false }
            if lexer.matches(t, "icon") {
                guard icon < 0, i + 1 < tokens.count, tokens[i + 1].kind == .word else { return false }
                icon = i + 1
                i += 2
            } else if lexer.matches(t, "destructive") {
                guard !destructive else { return false }
                destructive = true
                i += 1
            } else if lexer.matches(t, "confirm") {
                guard confirm < 0 else { return false }
                confirm = 1
                i += 1
                if i < tokens.count, let n = number(tokens[i], lexer) {
                    confirm = n
                    i += 1
                }
            } else if lexer.matches(t, "custom") {
                guard !custom else { return false }
                custom = true
                i += 1
            } else if lexer.matches(t, "sheet") {
                guard !sheet else { return false }
                sheet = true
                i += 1
            } else if lexer.matches(t, "options") {
                guard options < 0, i + 1 < tokens.count, let n = number(tokens[i + 1], lexer) else { return false }
                options = n
                i += 2
            } else {
                return false
            }
        }
        append(tokens[0], lexer, into: &out)
        if text >= 0 {
            out.append(0x20)
            append(tokens[text], lexer, into: &out)
        }
        if icon >= 0 {
            out += " icon ".utf8
            append(tokens[icon], lexer, into: &out)
        }
        if target >= 0 {
            out += " -> ".utf8
            append(tokens[target], lexer, into: &out)
        }
        if destructive { out += " destructive".utf8 }
        if confirm >= 0 {
            out += " confirm".utf8
            if confirm != 1 {
                out.append(0x20)
                appendNumber(confirm, into: &out)
            }
        }
        if custom { out += " custom".utf8 }
        if sheet { out += " sheet".utf8 }
        if options >= 0 {
            out += " options ".utf8
            appendNumber(options, into: &out)
        }
        return true
    }

    /// Whether a character is written as `\u{…}` in a string.
    static func mustEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7F...0x9F: return true  // control characters
        case 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // invisible, bidi
        case 0x2028, 0x2029, 0xFEFF: return true  // separators, byte-order mark
        case 0xFDD0...0xFDEF: return true  // noncharacters
        default: return s.value & 0xFFFE == 0xFFFE
        }
    }

    /// Whether a name can be written as a word: `A–Z a–z 0–9 _ . -`, no `->`.
    static func isWord(_ s: String) -> Bool {
        guard !s.isEmpty, !s.contains("->") else { return false }
        return s.utf8.allSatisfy(Lexer.isWordByte)
    }

    /// A string in quotes with the fewest escapes: `\"`, `\\`, `\n`, `\t`
    /// (so that a tab can be seen), and `\u{…}` for the other control
    /// characters, which cannot stand in a string, and for the characters a
    /// reader cannot see or that reorder text (bidi controls, separators,
    /// noncharacters); every other escape is written as the character.
    static func quoted(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\"".utf8
            case "\\": out += "\\\\".utf8
            case "\n": out += "\\n".utf8
            case "\t": out += "\\t".utf8
            default:
                if FormatLines.mustEscape(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Writes `FormatLine`s with the canonical indentation and blank lines.
struct LayoutWriter {
    var out: [UInt8] = []

    private enum Gap {
        case blank
        case comment([UInt8], indent: Int)
    }

    mutating func write(_ lines: [FormatLine]) {
        out.reserveCapacity(lines.count * 40)
        var previous: StatementRole?
        var gap: [Gap] = []
        for line in lines {
            switch line {
            case .blank: gap.append(.blank)
            case .comment(let text, let indent): gap.append(.comment(text, indent: indent))
            case .statement(let text, let role, let comment):
                writeGap(gap, previous: previous, next: role)
                gap.removeAll(keepingCapacity: true)
                indent(role.indent)
                out += text
                if let comment {
                    out += [0x20, 0x20]
                    out += comment
                }
                out.append(0x0A)
                previous = role
            }
        }
        writeGap(gap, previous: previous, next: nil)
    }

    private mutating func indent(_ n: Int) {
        for _ in 0..<n { out.append(0x20) }
    }

    private mutating func comment(_ text: [UInt8], _ indent: Int) {
        self.indent(indent)
        out += text
        out.append(0x0A)
    }

    /// Writes the comments and blank lines between two statements.
    private mutating func writeGap(_ gap: [Gap], previous: StatementRole?, next: StatementRole?) {
        // Inside a screen: no blank lines, comments under the screen.
        if let previous, previous.isBlock, next == .item {
            for case .comment(let text, _) in gap { comment(text, 2) }
            return
        }
        // Comments indented under the screen above stay with it.
        var i = 0
        if let previous, previous.isBlock {
            while i < gap.count, case .comment(let text, let indent) = gap[i], indent > 0 {
                comment(text, 2)
                i += 1
            }
        }
        let rest = gap[i...]
        // One blank line before each scene, and between a screen and what
        // stands before it (a scene line may be followed by its first screen).
        let forced = previous != nil && (next == .scene || (next == .screen && previous != .scene))
        let level = next?.indent ?? 0
        var pendingBlank = forced
        var wroteAny = false
        for item in rest {
            switch item {
            case .blank:
                // Leading blank lines of the file go; runs become one.
                if previous != nil || wroteAny { pendingBlank = true }
            case .comment(let text, _):
                if pendingBlank { out.append(0x0A) }
                pendingBlank = false
                comment(text, level)
                wroteAny = true
            }
        }
        // Blank lines at the end of the file go.
        if pendingBlank && next != nil { out.append(0x0A) }
    }
}
