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
    package var problem: FileProblem?
    /// The words of `problem`.
    package var reason: String? { problem?.text }
    /// The mistakes in the file, in file order.
    package var diagnostics: [Diagnostic]
    /// The file's text, to show the lines of `diagnostics`.
    package var source: SourceFile?

    package init(path: String, _ problem: FileProblem) {
        self.path = path
        self.problem = problem
        diagnostics = []
    }

    package init(source: SourceFile, diagnostics: [Diagnostic]) {
        path = source.path
        self.source = source
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        problem = nil
    }

    /// Why a configuration file or a baseline cannot be used at all, as values.
    package enum FileProblem: DiagnosticMessage {
        /// Nothing at the path: the system's words, when it says.
        case missing(why: String?)
        /// No baseline at `path`: the system's words, and how to record one there.
        case missingBaseline(why: String?, path: String)
        /// A folder named where the configuration file (`fileName`) was meant.
        case configurationIsFolder(fileName: String)
        case baselineIsFolder
        case notRegularFile
        /// The file cannot be read: the system's words.
        case unreadable(why: String)

        package var text: String {
            switch self {
            case .missing(let why): return why ?? "no such file"
            case .missingBaseline(let why, let path):
                return (why ?? "no such file") + "; `--write-baseline \(SafeText.clean(path))` records one"
            case .configurationIsFolder(let fileName): return "is a folder; name the \(fileName) file in it"
            case .baselineIsFolder: return "is a folder, not a baseline"
            case .notRegularFile: return "is not a regular file"
            case .unreadable(let why): return "cannot be read: \(why)"
            }
        }
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
