/// Every format aaflow writes: the reports of `check`, `audit` and
/// `compare` (text, JSON, SARIF) and the diagrams of `render` and
/// `compare -o` (SVG, PNG, PDF, DOT). A command accepts the formats of its
/// family (`reports`, `comparisons`, `diagrams`); the raw value is what
/// `--format` takes and the extension that names it.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case svg
    case png
    case pdf
    case dot

    /// What `check` and `audit` write.
    public static let reports: [OutputFormat] = [.text, .json, .sarif]
    /// What `compare` writes as its report.
    public static let comparisons: [OutputFormat] = [.text, .json]
    /// What a diagram is drawn in.
    public static let diagrams: [OutputFormat] = [.svg, .png, .pdf, .dot]

    /// Whether the format is a diagram (SVG, PNG, PDF or DOT).
    public var isDiagram: Bool { Self.diagrams.contains(self) }

    /// Whether the bytes are not text (PNG and PDF), so not for a terminal.
    public var isBinary: Bool { self == .png || self == .pdf }

    /// The format of the file at `path`, among `formats`, by its extension:
    /// `fallback` for standard output (`-`) and for a name without an
    /// extension (a leading dot, as in `.hidden`, starts no extension), the
    /// format the extension names (in any case; `.gv` is DOT), or nil when
    /// the extension names none of `formats`.
    ///
    ///     OutputFormat.of(path: "out/flow.PNG", among: OutputFormat.diagrams, fallback: .svg)  // .png
    ///     OutputFormat.of(path: "out.d/flow", among: OutputFormat.diagrams, fallback: .svg)    // .svg
    ///     OutputFormat.of(path: "flow.txt", among: OutputFormat.diagrams, fallback: .svg)      // nil
    public static func of(path: String, among formats: [OutputFormat], fallback: OutputFormat) -> OutputFormat? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard path != "-", let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = ext == "gv" ? .dot : OutputFormat(rawValue: ext), formats.contains(format) else { return nil }
        return format
    }
}
