import AAFlow
import AAFlowHTML

/// `aaflow report PATH... -o FILE`
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "one self-contained HTML page for reviewers"
    static let help = """
        Usage: aaflow report [OPTIONS] PATH... -o FILE

        Writes the review of flows as one HTML page that fetches nothing and
        opens from disk in any browser: an overview of each scene (its
        measurements, the verdict on each of the six principles, the findings
        by severity), the diagrams as `aaflow render` draws them, the findings
        by principle and by screen with their fixes, the comparison of the
        standard and Assistive Access scenes, the review checklist, and a
        walkthrough in plain words for the trusted supporter, which prints on
        its own. The page works without script; its own small script adds
        selection on the diagrams, filters and zoom.

        Arguments:
          PATH              a .flow file, a folder (every .flow file below it),
                            - for standard input, or a SwiftUI project (a
                            folder with .swift files and no .flow file): its
                            scenes and findings as `aaflow audit` reports them

        Options:
          -o, --output FILE where to write the page (- for standard output); an
                            existing file is replaced safely, never an input file
          --warnings-as-errors  exit with status 1 on warnings too
          --swift           read folders as SwiftUI projects even if they hold
                            .flow files
          --help            show this help

        Exit status, as `aaflow check` would exit for the same flows (the page
        is written in every case but a wrong command line or an -o that cannot
        be written): 0 no error found; 1 a rule found an error; 2 a flow file
        is invalid (its mistakes are listed on the page) or cannot be read, or
        the page cannot be written; 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["output"], flags: ["warnings-as-errors", "swift"], shortNames: ["o": "output"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        guard !args.positionals.isEmpty else {
            throw UsageError(message: "no flow given; name flow files, folders, or - for standard input")
        }
        guard let output = args.value("output") else {
            throw UsageError(message: "say where to write the page with -o FILE (for example -o report.html), "
                + "or -o - for standard output")
        }
        guard !output.isEmpty else { throw UsageError(message: "the option `-o` needs a path, or - for standard output") }
        guard args.positionals.filter({ $0 == "-" }).count < 2 else {
            throw UsageError(message: "standard input can be read only once")
        }
        if output != "-", let refusal = Output.refusal(output, inputs: args.positionals) {
            return Outcome(.failure, stderr: "aaflow report: \(refusal.message)\n")
        }

        let inputs = ReportPage.Inputs(paths: args.positionals, swift: args.has("swift"),
                                       standardInput: context.readStandardInput)
        let review = ReportPage.make(inputs: inputs, drawing: drawing)
        let reports = review.reports
        var messages = review.unreadable.map { "aaflow: \($0.message)\n" }.joined()
        // The mistakes of invalid files, as `check` shows them; rule findings are on the page.
        messages += TextReporter(colour: context.colour).report(reports.filter { !$0.isValid })
        var stderr = review.warnings.map { "aaflow report: \($0)\n" }.joined()
        let page = review.page
        let bytes = Array(page.html().utf8)
        var status = ExitStatus.checked(reports, unreadable: !review.unreadable.isEmpty,
                                         warningsAsErrors: args.has("warnings-as-errors"))
        if output == "-" {
            return Outcome(status, stdout: bytes, stderr: Array((messages + stderr).utf8))
        }
        switch Output.write(bytes, to: output, inputs: args.positionals) {
        case .success:
            let counts = reports.reduce(SeverityCounts()) { $0 + $1.counts }
            stderr += "aaflow report: wrote \(SafeText.clean(output)) ("
                + "\(Plural.counted(reports.count, "flow")): \(Severity.error.counted(counts.errors)), "
                + "\(Severity.warning.counted(counts.warnings)), \(Severity.note.counted(counts.notes)))\n"
        case .failure(let refusal):
            stderr += "aaflow report: \(refusal.message)\n"
            status = .failure
        }
        return Outcome(status, stdout: [], stderr: Array((messages + stderr).utf8))
    }

    /// The diagrams, drawn through AAFlowRender when this aaflow has the
    /// trait `Graphviz`; without it, each diagram's place says how to get them.
    static var drawing: ReportPage.Drawing {
        guard Drawing.isAvailable else { return .unavailable(Drawing.missing) }
        return .svg { request in
            let drawn = switch request {
            case .scene(let scene, let report): Drawing.sceneSVG(scene, report: report)
            case .comparison(let comparison): Drawing.comparisonSVG(comparison)
            }
            return drawn.mapError { ReportPage.DrawingFailure(reason: $0.reason) }
        }
    }
}
