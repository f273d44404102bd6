/// What a diagram is drawn in: the formats of `render` and `compare -o`.
/// The raw value is what `--format` takes and the extension that names it.
/// (The formats of reports are `ReportFormat`.)
public enum DiagramFormat: String, CaseIterable, Sendable {
    case svg
    case png
    case pdf
    case dot

    /// Whether the bytes are not text (PNG and PDF), so not for a terminal.
    package var isBinary: Bool { self == .png || self == .pdf }

    /// The format of the file at `path`, by its extension: `fallback` for
    /// standard output (`-`) and for a name without an extension (a leading
    /// dot, as in `.hidden`, starts no extension), the format the extension
    /// names (in any case; `.gv` is DOT), or nil when it names none.
    ///
    ///     DiagramFormat.of(path: "out/flow.PNG", fallback: .svg)  // .png
    ///     DiagramFormat.of(path: "out.d/flow", fallback: .svg)    // .svg
    ///     DiagramFormat.of(path: "flow.txt", fallback: .svg)      // nil
    package static func of(path: String, fallback: DiagramFormat) -> DiagramFormat? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard path != "-", let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return ext == "gv" ? .dot : DiagramFormat(rawValue: ext)
    }
}
