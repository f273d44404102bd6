import AAFlow

/// One version of an open document: its text and everything read from it.
/// A snapshot never changes; an edit makes a new one, so that diagnostics,
/// hovers and edits are always computed from the text they describe.
package final class DocumentSnapshot: Sendable {
    package let uri: String
    package let version: Int
    package let lines: LineTable
    /// The flow read, resolved and checked (language errors and rule findings).
    package let report: FileReport
    /// Every place a screen id stands, in file order.
    package let occurrences: [ScreenOccurrence]

    package var bytes: [UInt8] { lines.bytes }
    package var document: FlowDocument { report.document }

    /// Whether a configuration's limits and `allow` entries went into `report`.
    package let isConfigured: Bool

    /// - Parameter configuration: the `.aaflow.json` that applies to the
    ///   file, as `aaflow check` applies it: its limits stand before the
    ///   file's own, its `allow` entries accept findings.
    /// - Parameter baseline: the configuration's baseline: the findings it records are marked.
    package init(uri: String, version: Int, bytes: [UInt8], configuration: Configuration? = nil, baseline: Baseline? = nil) {
        self.uri = uri
        self.version = version
        lines = LineTable(bytes)
        let source = SourceFile(path: DocumentSnapshot.path(of: uri), bytes: bytes)
        guard let configuration else {
            let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
            report = Checker.check(document)
            occurrences = ScreenOccurrence.all(in: document.syntax)
            isConfigured = false
            return
        }
        let document = FlowDocument(source, ruleIDs: RuleCatalog.ids, outsideLimits: configuration.limitDecls(inFile: SourceFileID(1)),
                                    outsideSource: configuration.source)
        var checked = configuration.applied(to: Checker.check(document))
        if let baseline { checked = baseline.apply(to: [checked])[0] }
        // What stands in the configuration file is `aaflow check`'s to say; the editor shows this file's.
        report = FileReport(document: checked.document, scenes: checked.scenes,
                            diagnostics: checked.diagnostics.filter { $0.range.file == .first })
        occurrences = ScreenOccurrence.all(in: document.syntax).filter { $0.range.file == .first }
        isConfigured = true
    }

    /// The file path of a `file://` URI, for messages; the URI itself otherwise.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        return percentDecoded(String(uri.dropFirst(7)))
    }

    static func percentDecoded(_ s: String) -> String {
        var out: [UInt8] = []
        let b = Array(s.utf8)
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "%"), i + 2 < b.count,
               let h = hex(b[i + 1]), let l = hex(b[i + 2]) {
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - 55
        default: return nil
        }
    }

    /// The text with edits applied, each a range (nil: the whole text) and its
    /// new text, in order, as `didChange` sends them.
    package func applying(_ changes: [(LSPRange?, String)]) -> [UInt8] {
        DocumentSnapshot.applying(changes, to: bytes)
    }

    /// `text` with edits applied, as `applying(_:)` does.
    package static func applying(_ changes: [(LSPRange?, String)], to text: [UInt8]) -> [UInt8] {
        var text = text
        for (range, newText) in changes {
            guard let range else {
                text = Array(newText.utf8)
                continue
            }
            let table = LineTable(text)
            let a = table.offset(of: range.start)
            let b = max(a, table.offset(of: range.end))
            text.replaceSubrange(a..<b, with: Array(newText.utf8))
        }
        return text
    }

    /// The screen id at a position, if one stands there.
    package func occurrence(at position: Position) -> ScreenOccurrence? {
        let offset = lines.offset(of: position)
        let location = lines.location(ofOffset: offset)
        // The cursor may stand just after the id, as editors place it.
        return occurrences.first { o in
            o.range.start.line == location.line
                && o.range.start.column <= location.column && location.column <= o.range.end.column
        }
    }

    /// Every occurrence of a screen id.
    package func occurrences(of name: String) -> [ScreenOccurrence] {
        occurrences.filter { $0.name == name }
    }
}

/// A place where a screen id stands.
package struct ScreenOccurrence: Hashable, Sendable {
    package enum Role: Hashable, Sendable {
        /// `screen ID`
        case declaration
        /// `-> ID`, `start ID`
        case reference
        /// `task "…" -> ID`: a screen of any scene.
        case task
    }

    package var name: String
    package var range: SourceRange
    package var role: Role
    /// The scene it stands in; nil for a top-level task.
    package var scene: SceneKind?

    /// Every occurrence of a screen id in a syntax tree, in file order.
    static func all(in file: FlowFile) -> [ScreenOccurrence] {
        var out: [ScreenOccurrence] = []
        for task in file.tasks {
            out.append(ScreenOccurrence(name: task.target.name, range: task.target.range, role: .task, scene: nil))
        }
        for scene in file.scenes {
            if let start = scene.start {
                out.append(ScreenOccurrence(name: start.name, range: start.range, role: .reference, scene: scene.kind))
            }
            for entry in scene.entries {
                out.append(ScreenOccurrence(name: entry.target.name, range: entry.target.range, role: .reference, scene: scene.kind))
            }
            for task in scene.tasks {
                out.append(ScreenOccurrence(name: task.target.name, range: task.target.range, role: .reference, scene: scene.kind))
            }
            let other: SceneKind = scene.kind == .standard ? .assistive : .standard
            for screen in scene.screens {
                out.append(ScreenOccurrence(name: screen.id.name, range: screen.id.range, role: .declaration, scene: scene.kind))
                if let c = screen.counterpart {
                    // `for ID` names a screen of the other scene.
                    out.append(ScreenOccurrence(name: c.name, range: c.range, role: .reference, scene: other))
                }
                for control in screen.controls {
                    if let t = control.target {
                        out.append(ScreenOccurrence(name: t.name, range: t.range, role: .reference, scene: scene.kind))
                    }
                }
                for timer in screen.timers {
                    if let t = timer.target {
                        out.append(ScreenOccurrence(name: t.name, range: t.range, role: .reference, scene: scene.kind))
                    }
                }
            }
        }
        out.sort { $0.range.start < $1.range.start }
        return out
    }
}
