import AAFlow

/// Quick fixes for the findings on the lines a code-action request covers.
enum CodeActions {
    /// The icon written where one is missing: an SF Symbol that reads as "to do".
    static let iconPlaceholder = "questionmark.square.dashed"
    /// The reason written into a new `allow`, for the author to replace.
    static let reasonPlaceholder = "say why this is accepted here"

    struct Edit {
        var range: Range<Int>
        var text: String
    }

    static func actions(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let range = LSPRange(params["range"]) else { return .failure(.params("range is missing")) }
        var out: [JSON] = []
        for d in snapshot.report.diagnostics {
            let r = snapshot.lines.range(of: d.range)
            // Findings on the lines the request covers.
            guard r.start.line <= range.end.line, r.end.line >= range.start.line else { continue }
            for (title, edits, preferred) in fixes(for: d, in: snapshot) {
                let json: [JSON] = edits.map { e in
                    ["range": LSPRange(start: snapshot.lines.position(ofOffset: e.range.lowerBound),
                                       end: snapshot.lines.position(ofOffset: e.range.upperBound)).json,
                     "newText": .string(e.text)]
                }
                out.append([
                    "title": .string(title),
                    "kind": "quickfix",
                    "diagnostics": [Features.diagnosticJSON(d, snapshot)],
                    "isPreferred": .bool(preferred),
                    "edit": ["changes": .object([(snapshot.uri, .array(json))])],
                ])
            }
        }
        return .success(.array(out))
    }

    /// The fixes a diagnostic knows: a title, its edits, and whether it is the one to prefer.
    static func fixes(for d: Diagnostic, in snapshot: DocumentSnapshot) -> [(String, [Edit], Bool)] {
        var out: [(String, [Edit], Bool)] = []
        let lines = snapshot.lines
        let bytes = snapshot.bytes
        let line = d.range.start.line - 1
        let lineRange = lines.lineRange(line)
        let tokens = LineScanner.tokens(bytes, lineRange)
        let statementEnd = tokens.last { $0.kind != .comment }?.range.upperBound ?? lineRange.upperBound

        // "did you mean `x`?": put x in place of what was written.
        if let fix = d.fix, let guess = didYouMean(fix) {
            let a = lines.offset(of: d.range.start)
            let b = max(a, lines.offset(of: d.range.end))
            out.append(("Change to `\(guess)`", [Edit(range: a..<b, text: guess)], true))
        }
        switch d.id {
        case "safety.insufficient-confirmation":
            if let i = tokens.firstIndex(where: { $0.kind == .word && LineScanner.text(bytes, $0) == "confirm" }) {
                var end = tokens[i].range.upperBound
                if i + 1 < tokens.count, tokens[i + 1].kind == .word,
                   LineScanner.text(bytes, tokens[i + 1]).utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                    end = tokens[i + 1].range.upperBound
                }
                out.append(("Ask twice: `confirm 2`", [Edit(range: tokens[i].range.lowerBound..<end, text: "confirm 2")], true))
            } else {
                out.append(("Ask twice: add `confirm 2`", [Edit(range: statementEnd..<statementEnd, text: " confirm 2")], true))
            }
        case "representation.missing-icon", "representation.missing-navigation-icon":
            let isScreen = tokens.first.map { LineScanner.text(bytes, $0) } == "screen"
            let hasIcon = tokens.contains { $0.kind == .word && LineScanner.text(bytes, $0) == "icon" }
            guard !hasIcon, !tokens.isEmpty else { break }
            // After the title or text, else after the id or keyword.
            var at = tokens[0].range.upperBound
            if isScreen, tokens.count > 1 { at = tokens[1].range.upperBound }
            let textIndex = isScreen ? tokens.firstIndex { $0.kind == .string } : (tokens.count > 1 && tokens[1].kind == .string ? 1 : nil)
            if let t = textIndex { at = tokens[t].range.upperBound }
            out.append(("Add an icon placeholder: `icon \(iconPlaceholder)`",
                        [Edit(range: at..<at, text: " icon \(iconPlaceholder)")], true))
        case "navigation.custom-back":
            let end = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : lineRange.upperBound
            out.append(("Remove the custom `back` control", [Edit(range: lines.lineStarts[max(0, min(line, lines.lineCount - 1))]..<end, text: "")], true))
        case .unusedAllow:
            let end = line + 1 < lines.lineCount ? lines.lineStarts[line + 1] : lineRange.upperBound
            out.append(("Remove the `allow` that accepts nothing", [Edit(range: lines.lineStarts[max(0, min(line, lines.lineCount - 1))]..<end, text: "")], true))
        default:
            break
        }
        if !d.isLanguageError, !d.isAllowed, d.id != .unusedAllow, RuleCatalog.rule(d.id.rawValue) != nil,
           let edit = allowEdit(for: d, in: snapshot) {
            out.append(("Accept it: add `allow \(d.id) \"…\"`", [edit], false))
        }
        return out
    }

    /// The fix text's suggestion, from "did you mean `x`?".
    static func didYouMean(_ fix: String) -> String? {
        let marker = Array("did you mean `".utf8)
        let b = Array(fix.utf8)
        guard b.count > marker.count else { return nil }
        for i in 0...(b.count - marker.count) where Array(b[i..<(i + marker.count)]) == marker {
            let rest = b[(i + marker.count)...]
            guard let close = rest.firstIndex(of: UInt8(ascii: "`")), close > rest.startIndex else { return nil }
            return String(decoding: rest[..<close], as: UTF8.self)
        }
        return nil
    }

    /// A new `allow` line under the finding's screen, or at the top of its scene.
    static func allowEdit(for d: Diagnostic, in snapshot: DocumentSnapshot) -> Edit? {
        guard let kind = d.scene, let scene = snapshot.document.syntax.scene(kind) else { return nil }
        let lines = snapshot.lines
        let anchor: SourceRange
        let indent: String
        if let name = d.screen, let screen = scene.screens.first(where: { $0.id.name == name }) {
            anchor = screen.range
            indent = "  "
        } else {
            anchor = scene.range
            indent = ""
        }
        let line = anchor.start.line - 1
        guard line >= 0, line < lines.lineCount else { return nil }
        let text = indent + "allow \(d.id) \"\(reasonPlaceholder)\"\n"
        if line + 1 < lines.lineCount {
            let at = lines.lineStarts[line + 1]
            return Edit(range: at..<at, text: text)
        }
        // The anchor is the last line, without a line break.
        let end = lines.bytes.count
        return Edit(range: end..<end, text: "\n" + text.dropLast())
    }
}
