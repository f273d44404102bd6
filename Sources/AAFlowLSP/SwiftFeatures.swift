import AAFlow
import AAFlowSwiftUI

/// What the server says about Swift files: the audit's findings at their
/// lines, and their fixes as code actions.
enum SwiftFeatures {
    /// The reason written into a new `// aaflow:allow`, for the author to replace.
    static let reasonPlaceholder = CodeActions.reasonPlaceholder

    /// A finding as an LSP diagnostic, in the file `relative` of a project.
    static func diagnosticJSON(_ d: Diagnostic, in project: SwiftProject, uri: (String) -> String) -> JSON? {
        guard let (rel, range) = project.place(d), let lines = project.lines(rel) else { return nil }
        var message = d.message
        // Said elsewhere than where it is (a file that could not be read): the message names it.
        if let own = project.audit?.relativePath(of: d.range), !own.isEmpty, own != rel {
            message = "\(own): " + message
        }
        if let reason = d.allowedBecause { message += " (allowed: \(reason))" }
        if d.isBaselined { message += " (in the baseline)" }
        if let fix = d.fix { message += "\nfix: \(fix)" }
        var pairs: [(String, JSON)] = [
            ("range", wholeWord(lines.range(of: range), lines).json),
            ("severity", .int(Features.severity(d))),
            ("code", .string(d.id.rawValue)),
            ("source", "aaflow"),
            ("message", .string(message)),
        ]
        let related: [JSON] = d.notes.compactMap { note in
            guard let r = note.range, let (noteFile, noteRange) = project.place(r), let table = project.lines(noteFile) else { return nil }
            return ["location": ["uri": .string(uri(project.root + "/" + noteFile)), "range": table.range(of: noteRange).json],
                    "message": .string(note.message)]
        }
        if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
        return .object(pairs)
    }

    /// A range on one line stretched to the end of the word it starts on:
    /// the audit places a finding at a name (`NavigationLink`, `struct`)
    /// with the length of the flow's word for it (`link`), or of one character.
    static func wholeWord(_ range: LSPRange, _ lines: LineTable) -> LSPRange {
        guard range.start.line == range.end.line, range.start.line >= 0, range.start.line < lines.lineCount else { return range }
        let b = lines.bytes
        let line = lines.lineRange(range.start.line)
        func isWordByte(_ c: UInt8) -> Bool {
            c >= 0x80 || c == UInt8(ascii: "_") || (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A)
        }
        var i = lines.offset(of: range.start)
        guard i < line.upperBound, isWordByte(b[i]) else { return range }
        while i < line.upperBound, isWordByte(b[i]) { i += 1 }
        let end = lines.position(ofOffset: i)
        return end > range.end ? LSPRange(start: range.start, end: end) : range
    }

    /// The diagnostics of every file of a project that has findings, by absolute path.
    static func diagnostics(of project: SwiftProject, uri: (String) -> String) -> [String: JSON] {
        var out: [String: JSON] = [:]
        for (rel, findings) in project.findingsByFile() {
            out[project.root + "/" + rel] = .array(findings.compactMap { diagnosticJSON($0, in: project, uri: uri) })
        }
        return out
    }

    /// Quick fixes for the findings on the lines a request covers: the
    /// finding's own fix where it is an edit (the edits of SARIF's `fixes`),
    /// and a `// aaflow:allow` comment on the line before, to accept it.
    static func actions(path: String, project: SwiftProject, params: JSON, uri: (String) -> String) -> Result<JSON, ResponseError> {
        guard let range = LSPRange(params["range"]) else { return .failure(.params("range is missing")) }
        guard let rel = project.relative(path), let lines = project.lines(rel) else { return .success([]) }
        var out: [JSON] = []
        for d in project.findingsByFile()[rel] ?? [] {
            guard let (_, r) = project.place(d.range) else { continue }
            let at = lines.range(of: r)
            guard at.start.line <= range.end.line, at.end.line >= range.start.line,
                  let json = diagnosticJSON(d, in: project, uri: uri) else { continue }
            if let fix = d.suggestedFix, !fix.edits.isEmpty, let changes = workspaceChanges(fix.edits, project: project, uri: uri) {
                out.append([
                    "title": .string(fix.message.prefix(1).uppercased() + fix.message.dropFirst()),
                    "kind": "quickfix",
                    "diagnostics": [json],
                    "isPreferred": true,
                    "edit": ["changes": changes],
                ])
            }
            if d.id == .unusedAllow, d.suggestedFix?.edits.isEmpty != false,
               let (title, edit) = commentFix(d, line: r.start.line - 1, lines: lines) {
                out.append([
                    "title": .string(title),
                    "kind": "quickfix",
                    "diagnostics": [json],
                    "isPreferred": true,
                    "edit": ["changes": .object([(uri(path), .array([edit]))])],
                ])
            }
            if !d.isAllowed, !d.isBaselined, d.id != .unusedAllow, Audit.allowableIDs.contains(d.id.rawValue), d.range.file != .first,
               let edit = allowEdit(line: r.start.line - 1, rule: d.id.rawValue, lines: lines) {
                out.append([
                    "title": .string("Accept it: add `// aaflow:allow \(d.id) …`"),
                    "kind": "quickfix",
                    "diagnostics": [json],
                    "isPreferred": false,
                    "edit": ["changes": .object([(uri(path), .array([edit]))])],
                ])
            }
        }
        return .success(.array(out))
    }

    /// A fix's edits grouped by file, as a WorkspaceEdit's `changes`; nil
    /// when an edit stands in no file of the project.
    static func workspaceChanges(_ edits: [TextEdit], project: SwiftProject, uri: (String) -> String) -> JSON? {
        var order: [String] = []
        var byFile: [String: [JSON]] = [:]
        for e in edits {
            guard e.range.file != .first, let (rel, r) = project.place(e.range), let table = project.lines(rel) else { return nil }
            if byFile[rel] == nil { order.append(rel) }
            byFile[rel, default: []].append(["range": table.range(of: r).json, "newText": .string(e.replacement)])
        }
        return .object(order.map { (uri(project.root + "/" + $0), .array(byFile[$0]!)) })
    }

    /// The edit an `// aaflow:allow` comment that accepts nothing calls for,
    /// on line `line` (0-based): its rule id changed to the one meant ("did
    /// you mean"), or the comment removed (the whole line, when the comment
    /// is all there is on it).
    static func commentFix(_ d: Diagnostic, line: Int, lines: LineTable) -> (String, JSON)? {
        guard line >= 0, line < lines.lineCount, let words = d.fix else { return nil }
        let b = lines.bytes
        var range = lines.lineRange(line)
        while range.upperBound > range.lowerBound, b[range.upperBound - 1] == 0x0A || b[range.upperBound - 1] == 0x0D {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        let text = Array(b[range])
        let marker = Array("aaflow:allow".utf8)
        guard let m = (0...max(0, text.count - marker.count)).first(where: { text.count >= marker.count && Array(text[$0..<($0 + marker.count)]) == marker }),
              let slash = (0..<m).last(where: { text[$0] == UInt8(ascii: "/") && $0 + 1 < text.count && (text[$0 + 1] == UInt8(ascii: "/") || text[$0 + 1] == UInt8(ascii: "*")) && ($0 == 0 || text[$0 - 1] != UInt8(ascii: "/")) })
        else { return nil }
        func position(_ i: Int) -> Position { lines.position(ofOffset: range.lowerBound + i) }
        func edit(_ a: Position, _ z: Position, _ newText: String) -> JSON {
            ["range": LSPRange(start: a, end: z).json, "newText": .string(newText)]
        }
        if words.hasPrefix("did you mean `"), let close = words.dropFirst(14).firstIndex(of: "`") {
            let meant = String(words.dropFirst(14)[..<close])
            var a = m + marker.count
            while a < text.count, text[a] == 0x20 || text[a] == 0x09 { a += 1 }
            var z = a
            while z < text.count, text[z] != 0x20, text[z] != 0x09, text[z] != UInt8(ascii: "*") { z += 1 }
            guard z > a else { return nil }
            return ("Change to `\(meant)`", edit(position(a), position(z), meant))
        }
        guard words.hasPrefix("remove the comment") else { return nil }
        let title = "Remove the `aaflow:allow` comment that accepts nothing"
        // A line comment runs to the end of the line; a block comment to its `*/`.
        var end = text.count
        if text[slash + 1] == UInt8(ascii: "*") {
            guard let close = (m..<max(m, text.count - 1)).first(where: { text[$0] == UInt8(ascii: "*") && text[$0 + 1] == UInt8(ascii: "/") }) else { return nil }
            end = close + 2
        }
        let restIsBlank = text[end...].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        var start = slash
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        if start == 0, restIsBlank {
            // Alone on its line: the line goes.
            let next = line + 1 < lines.lineCount ? Position(line: line + 1, character: 0) : position(text.count)
            return (title, edit(Position(line: line, character: 0), next, ""))
        }
        return (title, edit(position(restIsBlank ? start : slash), position(end), ""))
    }

    /// `// aaflow:allow RULE reason` on a new line above line `line` (0-based),
    /// indented as that line is.
    static func allowEdit(line: Int, rule: String, lines: LineTable) -> JSON? {
        guard line >= 0, line < lines.lineCount else { return nil }
        let start = lines.lineStarts[line]
        var indent: [UInt8] = []
        var i = start
        while i < lines.bytes.count, lines.bytes[i] == 0x20 || lines.bytes[i] == 0x09 {
            indent.append(lines.bytes[i])
            i += 1
        }
        let text = String(decoding: indent, as: UTF8.self) + "// aaflow:allow \(rule) \(reasonPlaceholder)\n"
        let at = Position(line: line, character: 0)
        return ["range": LSPRange(start: at, end: at).json, "newText": .string(text)]
    }
}

/// `file://` URIs of paths, and paths of URIs.
enum FileURI {
    /// The URI of an absolute path: each byte outside the unreserved set and `/` percent-encoded.
    static func of(_ path: String) -> String {
        var out = "file://"
        for b in path.utf8 {
            let unreserved = (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
                || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
                || b == UInt8(ascii: "/")
            if unreserved {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    /// The path of a `file://` URI (with or without `localhost`); nil for other schemes.
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst(7))
        if rest.hasPrefix("localhost/") { rest = String(rest.dropFirst(9)) }
        guard rest.hasPrefix("/") else { return nil }
        return DocumentSnapshot.percentDecoded(rest)
    }
}
