import AAFlow
import AAFlowSwiftUI
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

        var entries: [ReportPage.Entry] = []
        var unreadable: [InputError] = []
        var stderr = ""
        for source in ReportInputs.read(args.positionals, context: context, swift: args.has("swift")) {
            switch source {
            case .failure(let error):
                unreadable.append(error)
            case .success(let input):
                let (entry, warnings) = ReportEntries.entry(for: input)
                entries.append(entry)
                for warning in warnings { stderr += "aaflow report: \(warning)\n" }
            }
        }
        let reports = entries.map(\.report)
        var messages = unreadable.map { "aaflow: \($0.message)\n" }.joined()
        // The mistakes of invalid files, as `check` shows them; rule findings are on the page.
        messages += TextReporter(colour: context.colour).report(reports.filter { !$0.isValid })
        let page = ReportPage(entries: entries,
                              unreadable: unreadable.map { ReportPage.Unreadable(path: $0.path, reason: $0.reason) })
        let bytes = Array(page.html().utf8)
        var status = ExitStatus.checked(reports, unreadable: !unreadable.isEmpty,
                                         warningsAsErrors: args.has("warnings-as-errors"))
        if output == "-" {
            return Outcome(status, stdout: bytes, stderr: Array((messages + stderr).utf8))
        }
        switch Output.write(bytes, to: output, inputs: args.positionals) {
        case .success:
            let counts = reports.reduce(SeverityCounts()) { $0 + $1.counts }
            stderr += "aaflow report: wrote \(SafeText.clean(output)) ("
                + "\(Plural.counted(entries.count, "flow")): \(Severity.error.counted(counts.errors)), "
                + "\(Severity.warning.counted(counts.warnings)), \(Severity.note.counted(counts.notes)))\n"
        case .failure(let refusal):
            stderr += "aaflow report: \(refusal.message)\n"
            status = .failure
        }
        return Outcome(status, stdout: [], stderr: Array((messages + stderr).utf8))
    }
}

/// What `aaflow report` reads: each path becomes flows to review, or a
/// reason it cannot be read.
///
/// Today a path is a flow file, a folder of flow files, or `-`. The SwiftUI
/// project reader (`aaflow audit`) plugs in here: a folder that holds
/// `.swift` files and no `.flow` file (or any folder, with `--swift`) becomes
/// a `ReportInput` with the extracted flow, `.swiftProject` as its origin and
/// a `sourceLocation` that names the Swift file and line of each finding.
enum ReportInputs {
    static func read(_ paths: [String], context: Context, swift: Bool = false) -> [Result<ReportInput, InputError>] {
        var out: [Result<ReportInput, InputError>] = []
        for path in paths {
            guard path != "-", ProjectInput.isProject(path, forced: swift) else {
                out += FlowInputs.read([path], standardInput: context.readStandardInput).map { result in
                    result.map { ReportInput(document: FlowDocument($0, ruleIDs: RuleCatalog.ids)) }
                }
                continue
            }
            out.append(ProjectInput.auditInput(path).map { audit in
                let document = audit.report.document
                return ReportInput(
                    document: document, origin: .swiftProject(folder: path),
                    sourceLocation: { d in
                        d.range.file == .first ? nil : "\(document.source(of: d.range).path):\(d.range.start.line)"
                    },
                    report: audit.report)
            })
        }
        return out
    }
}

/// One flow to review, and where it comes from.
struct ReportInput {
    var document: FlowDocument
    var origin: ReportPage.Origin = .flowFile
    var sourceLocation: (@Sendable (Diagnostic) -> String?)?
    /// The report already made (a project's audit, with its project checks).
    var report: FileReport?
}

/// A flow checked and drawn for the page.
enum ReportEntries {
    static func entry(for input: ReportInput) -> (ReportPage.Entry, [String]) {
        let document = input.document
        let report = input.report ?? Checker.check(document)
        var entry = ReportPage.Entry(report: report, origin: input.origin, sourceLocation: input.sourceLocation)
        var warnings: [String] = []
        guard document.isValid else { return (entry, warnings) }
        for scene in report.scenes {
            switch Drawing.sceneSVG(scene, report: report) {
            case .success(let svg):
                entry.diagrams[scene.kind] = .svg(svg)
            case .failure(let f) where !Drawing.isAvailable:
                entry.diagrams[scene.kind] = .unavailable(f.reason)
            case .failure(let f):
                let reason = f.reason
                entry.diagrams[scene.kind] = .unavailable("the diagram could not be drawn: \(reason)")
                warnings.append("\(SafeText.clean(document.source.path)): the \(scene.kind.rawValue) scene could not be drawn: \(reason)")
            }
        }
        if document.scene(.standard) != nil, document.scene(.assistive) != nil,
           let comparison = try? Comparison(document) {
            entry.comparison = comparison
            switch Drawing.comparisonSVG(comparison) {
            case .success(let svg):
                entry.comparisonDiagram = .svg(svg)
            case .failure(let f) where !Drawing.isAvailable:
                entry.comparisonDiagram = .unavailable(f.reason)
            case .failure(let f):
                let reason = f.reason
                entry.comparisonDiagram = .unavailable("the side-by-side diagram could not be drawn: \(reason)")
                warnings.append("\(SafeText.clean(document.source.path)): the side-by-side diagram could not be drawn: \(reason)")
            }
        }
        return (entry, warnings)
    }
}
