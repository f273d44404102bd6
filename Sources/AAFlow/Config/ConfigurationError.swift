/// Why a configuration file (`.aaflow.json`) or a baseline cannot be used:
/// the file cannot be read, or every place in it that is wrong, each a
/// located error (`config.*`, `baseline.*`) with a fix where one is known.
///
/// The commands stop before checking anything and exit with status 2, the
/// status of an input that cannot be used.
package struct ConfigurationError: Error, Sendable {
    /// The file, as shown.
    package var path: String
    /// Why the whole file cannot be used (it cannot be read), if that is the trouble.
    package var reason: String?
    /// The mistakes in the file, in file order.
    package var diagnostics: [Diagnostic]
    /// The file's text, to show the lines of `diagnostics`.
    package var source: SourceFile?

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
        diagnostics = []
    }

    package init(source: SourceFile, diagnostics: [Diagnostic]) {
        path = source.path
        self.source = source
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        reason = nil
    }

    /// The ids of the mistakes of a configuration file.
    package static let syntaxID: DiagnosticID = "config.syntax"
    package static let unknownKeyID: DiagnosticID = "config.unknown-key"
    package static let badValueID: DiagnosticID = "config.bad-value"
    package static let unknownRuleID: DiagnosticID = "config.unknown-rule"

    /// The error as compilers write theirs: `file:line:col: error: ...`,
    /// the line, a caret and the fix; or `aaflow: path: reason`.
    package func text(colour: Bool = false) -> String {
        if let reason {
            return "aaflow: \(SafeText.clean(path)): \(reason)\n"
        }
        guard let source else { return "" }
        let reporter = TextReporter(colour: colour)
        let lastLine = diagnostics.map(\.range.start.line).max() ?? 0
        let starts = source.lineStarts(upTo: lastLine + 1)
        var out = ""
        for d in diagnostics {
            out += reporter.entry(d, source: source, starts: starts)
        }
        out += "\(SafeText.clean(path)): \(Plural.counted(diagnostics.count, "mistake")); nothing was checked\n"
        return out
    }
}
