import AAFlow

/// Quick fixes for the findings on the lines a code-action request covers.
enum CodeActions {
    /// The icon written where one is missing: an SF Symbol that reads as "to do".
    static let iconPlaceholder = Fix.iconPlaceholder
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
    ///
    /// The quick fix is the diagnostic's own `suggestedFix`, edit for edit:
    /// the same edits as SARIF's `fixes` and the words of the text report's
    /// `= fix:` line. Besides it, a rule's finding can be accepted with a new `allow`.
    static func fixes(for d: Diagnostic, in snapshot: DocumentSnapshot) -> [(String, [Edit], Bool)] {
        var out: [(String, [Edit], Bool)] = []
        if let fix = d.suggestedFix, !fix.edits.isEmpty, fix.edits.allSatisfy({ $0.range.file == d.range.file }) {
            let lines = snapshot.lines
            let edits = fix.edits.map { e in
                let a = lines.offset(of: e.range.start)
                return Edit(range: a..<max(a, lines.offset(of: e.range.end)), text: e.replacement)
            }
            out.append((title(of: fix, for: d), edits, true))
        }
        if !d.isLanguageError, !d.isAllowed, !d.isBaselined, d.id != .unusedAllow, RuleCatalog.rule(d.id.rawValue) != nil,
           let edit = allowEdit(for: d, in: snapshot) {
            out.append(("Accept it: add `allow \(d.id) \"…\"`", [edit], false))
        }
        return out
    }

    /// What the editor calls a fix: what it does, in a few words.
    static func title(of fix: Fix, for d: Diagnostic) -> String {
        let edit = fix.edits[0]
        if fix.edits.count == 1, fix.message.hasPrefix("did you mean `") { return "Change to `\(edit.replacement)`" }
        let added = edit.replacement.drop { $0 == " " }
        switch d.id {
        case .insufficientConfirmation:
            let how = added.hasSuffix("confirm 2") ? "Ask twice" : "Ask first"
            return edit.range.start == edit.range.end ? "\(how): add `\(added)`" : "\(how): `\(added)`"
        case .missingIcon, .missingNavigationIcon:
            return "Add an icon placeholder: `\(added)`"
        case .customBack:
            return "Remove the custom `back` control"
        case .unusedAllow:
            return "Remove the `allow` that accepts nothing"
        default:
            return fix.message.prefix(1).uppercased() + fix.message.dropFirst()
        }
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
