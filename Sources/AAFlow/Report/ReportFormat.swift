/// What a report is written in: the formats of `check`, `audit` and
/// `compare`. The raw value is what `--format` takes. (The formats of
/// diagrams are `DiagramFormat`.)
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif

    /// What `compare` writes as its report.
    public static let comparisons: [ReportFormat] = [.text, .json]
}

/// A report made in one format, in the places it goes: findings in the form
/// compilers and editors read (text) go to standard error; a checklist to
/// standard output; JSON and SARIF to standard output as they are made,
/// once the exit status is decided (`stream`), so that a large report is
/// never held whole.
///
/// ```swift
/// let written = ReportOutput(.sarif, reports)
/// // written.standardError == "", written.stream writes the SARIF log
/// ```
public struct ReportOutput: Sendable {
    package var standardError = ""
    package var standardOutput = ""
    public var stream: (@Sendable (inout ByteWriter) -> Void)?

    /// The report of `reports` in `format`.
    /// - Parameters:
    ///   - checklist: the review checklist instead of the findings (text),
    ///     or beside them (JSON); the language errors of files that could not
    ///     be reviewed still go to standard error as text.
    ///   - colour: whether text may use colour.
    ///   - unreadable: inputs that could not be read (SARIF lists them).
    ///   - fileOfFinding: the path a JSON finding names, where it is not its report's.
    public init(_ format: ReportFormat, _ reports: [FileReport], checklist: Bool = false, colour: Bool = false,
                unreadable: [InputError] = [],
                fileOfFinding: (@Sendable (FileReport, SourceRange) -> String)? = nil) {
        switch format {
        case .text where checklist:
            let invalid = reports.filter { !$0.isValid }
            if !invalid.isEmpty { standardError = TextReporter(colour: colour).report(invalid) }
            standardOutput = ChecklistReporter().report(reports)
        case .text:
            standardError = TextReporter(colour: colour).report(reports)
        case .json:
            let reporter = JSONReporter(includeChecklist: checklist, fileOfFinding: fileOfFinding)
            stream = { out in reporter.write(reports, to: &out) }
        case .sarif:
            let reporter = SARIFReporter(unreadable: unreadable)
            stream = { out in reporter.write(reports, to: &out) }
        }
    }
}
