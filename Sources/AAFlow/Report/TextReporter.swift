/// `aaflow check` in the form compilers and editors understand:
///
///     flows/news.flow:23:3: error: a back control … [navigation.custom-back]
///        23 |   back "Back" icon chevron.left
///           |   ^~~~
///           = fix: remove it; …
///
/// then a summary line per file and scene.
public struct TextReporter: Reporter {
    /// Whether to colour the output (only on a terminal, never with NO_COLOR).
    package var colour: Bool
    /// How many diagnostics of one file to print before saying how many more there are.
    package var limitPerFile: Int

    public init(colour: Bool = false, limitPerFile: Int = 500) {
        self.colour = colour
        self.limitPerFile = limitPerFile
    }

    public func report(_ files: [FileReport]) -> String {
        var out = ""
        for file in files {
            out += diagnostics(of: file)
        }
        for file in files {
            out += summary(of: file)
        }
        return out
    }

    // MARK: Diagnostics

    func diagnostics(of file: FileReport) -> String {
        guard !file.diagnostics.isEmpty else { return fixedSinceBaseline(of: file) }
        var out = ""
        // The lines as far as the last one an excerpt shows, not the whole file.
        // Each source a finding points into (one, for a flow file) is indexed once.
        let shown = file.diagnostics.prefix(limitPerFile)
        var starts: [SourceFileID: [Int]] = [:]
        for d in shown where starts[d.range.file] == nil {
            let lastLine = shown.lazy.filter { $0.range.file == d.range.file }.map(\.range.start.line).max() ?? 0
            starts[d.range.file] = file.document.source(of: d.range).lineStarts(upTo: lastLine + 1)
        }
        for d in shown {
            out += entry(d, file: file, starts: starts[d.range.file] ?? [0])
        }
        let more = file.diagnostics.count - limitPerFile
        if more > 0 {
            out += "\(SafeText.clean(file.path)): … and \(more) more (the first \(limitPerFile) are shown; --format json lists them all)\n"
        }
        return out + fixedSinceBaseline(of: file)
    }

    /// A note for each finding the baseline records that is no longer found.
    func fixedSinceBaseline(of file: FileReport) -> String {
        var out = ""
        for f in file.fixedSinceBaseline {
            out += paint("\(SafeText.clean(file.path)):", .bold) + " " + paint("note:", .note) + " "
                + SafeText.elided(SafeText.clean("fixed since the baseline: " + f.summary)) + " [baseline.fixed]\n"
        }
        return out
    }

    func entry(_ d: Diagnostic, file: FileReport, starts: [Int]) -> String {
        entry(d, source: file.document.source(of: d.range), starts: starts) { note in
            file.document.source(of: note).path
        }
    }

    /// One diagnostic in `source`; `noteFile` names the file of a note that
    /// stands in another source.
    func entry(_ d: Diagnostic, source: SourceFile, starts: [Int], noteFile: (SourceRange) -> String? = { _ in nil }) -> String {
        let path = SafeText.clean(source.path)
        var out = paint("\(path):\(d.range.start.line):\(d.range.start.column):", .bold) + " "
        // An accepted finding (allowed, or recorded in the baseline) is a
        // note to compilers, editors and Xcode, which would otherwise show it
        // as the warning or error it was; its mark keeps that severity.
        let accepted = d.isAllowed || d.isBaselined
        let level: Severity = accepted ? .note : d.severity
        out += paint(level.rawValue + ":", style(level)) + " "
        out += paint(SafeText.elided(SafeText.clean(d.message)), .bold) + " [\(d.id)]"
        if d.isAllowed { out += " (allowed \(d.severity.rawValue))" }
        if d.isBaselined { out += " (baselined \(d.severity.rawValue))" }
        out += "\n"
        out += excerpt(d.range, source: source, starts: starts)
        if let reason = d.allowedBecause {
            out += "      = allowed: \(SafeText.elided(SafeText.clean(reason)))\n"
        }
        if let fix = d.fix {
            out += "      = " + paint("fix:", .fix) + " \(SafeText.elided(SafeText.clean(fix)))\n"
        }
        for note in d.notes {
            var place = note.range.map { " (line \($0.start.line), column \($0.start.column))" } ?? ""
            if let r = note.range, r.file != d.range.file, let other = noteFile(r) {
                place = " (\(SafeText.clean(other)):\(r.start.line):\(r.start.column))"
            }
            out += "      = note: \(SafeText.elided(SafeText.clean(note.message)))\(place)\n"
        }
        return out
    }

    /// The numbered source line and a caret under the range; nothing for a
    /// source with no bytes (a file or folder that could not be read, or an
    /// empty file), whose line would show nothing.
    func excerpt(_ range: SourceRange, source: SourceFile, starts: [Int]) -> String {
        let line = range.start.line
        guard line <= starts.count, !source.bytes.isEmpty else { return "" }
        let text = SafeText.clean(source.lineText(line, starts: starts), keepTabs: true)
        let scalars = Array(text.unicodeScalars)
        let shown = scalars.count > 300 ? String(String.UnicodeScalarView(scalars.prefix(300))) + "…" : text
        let number = String(line)
        let gutter = String(repeating: " ", count: max(5 - number.count, 1))
        var out = "\(gutter)\(number) | \(shown)\n"
        // The caret keeps the tabs of the line, so it lines up in any terminal.
        let column = min(range.start.column, scalars.count + 1)
        var pad = ""
        for s in scalars.prefix(column - 1) { pad.unicodeScalars.append(s == "\t" ? "\t" : " ") }
        let length: Int
        if range.end.line == line {
            length = max(1, min(range.end.column, scalars.count + 1) - column)
        } else {
            length = max(1, scalars.count + 1 - column)
        }
        let underline = "^" + String(repeating: "~", count: min(length, 300) - 1)
        out += String(repeating: " ", count: gutter.count + number.count) + " | " + pad + paint(underline, style(.error)) + "\n"
        return out
    }

    // MARK: Summary

    func summary(of file: FileReport) -> String {
        let path = SafeText.clean(file.path)
        guard file.isValid else {
            let n = file.diagnostics.count
            return "\(path): \(Plural.counted(n, "mistake")) in the flow language; nothing was checked\n"
        }
        guard !file.scenes.isEmpty else { return "\(path): no scene to check\n" }
        var out = ""
        for scene in file.scenes {
            let found = Self.counted(file.diagnostics.lazy.filter { $0.scene == scene.kind })
            let m = scene.metrics
            let shape = "\(Plural.counted(m.screens, "screen")), depth \(m.maxDepth), "
                + "at most \(Plural.counted(m.maxDecisions, "decision")) per screen"
            out += "\(path): \(scene.kind.rawValue): \(found ?? "no findings"); \(shape)\n"
        }
        // The findings of no scene (in an audit, the project checks' own), on a line of
        // their own, so that the counts add up to what was printed.
        if let found = Self.counted(file.diagnostics.lazy.filter { $0.scene == nil }) {
            out += "\(path): \(file.isFromCode ? "project" : "file"): \(found)\n"
        }
        if !file.fixedSinceBaseline.isEmpty {
            out += "\(path): \(file.fixedSinceBaseline.count) fixed since the baseline\n"
        }
        if let types = file.screenTypes, types.total == 0 {
            out += "\(path): no View type of the project looks like a screen\n"
        } else if let types = file.screenTypes {
            out += "\(path): placed \(types.placed) of \(Plural.counted(types.total, "screen type"))"
                + (types.placed < types.total ? " (`aaflow extract` lists the others at its end)" : "") + "\n"
        }
        return out
    }

    /// "2 errors, 1 warning, 1 allowed, 3 baselined": the counts of `diagnostics`; nil for none.
    /// Counted as they pass (a large scene has many findings: none is copied).
    static func counted(_ diagnostics: some Sequence<Diagnostic>) -> String? {
        var counts = SeverityCounts()
        var allowed = 0
        var baselined = 0
        for d in diagnostics {
            counts.add(d)
            if d.isAllowed { allowed += 1 } else if d.isBaselined { baselined += 1 }
        }
        var found: [String] = []
        if counts.errors > 0 { found.append(Severity.error.counted(counts.errors)) }
        if counts.warnings > 0 { found.append(Severity.warning.counted(counts.warnings)) }
        if counts.notes > 0 { found.append(Severity.note.counted(counts.notes)) }
        if allowed > 0 { found.append("\(allowed) allowed") }
        if baselined > 0 { found.append("\(baselined) baselined") }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    // MARK: Colour

    enum Style {
        case bold, error, warning, note, fix
    }

    func style(_ s: Severity) -> Style {
        switch s {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        }
    }

    func paint(_ text: String, _ style: Style) -> String {
        guard colour else { return text }
        let code: String
        switch style {
        case .bold: code = "1"
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .note: code = "1;36"
        case .fix: code = "1;32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
