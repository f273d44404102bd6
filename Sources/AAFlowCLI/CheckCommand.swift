import AAFlow

/// `aaflow check FILE...`
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "check flow files against the rules"
    static let help = """
        Usage: aaflow check [OPTIONS] FILE...

        Checks flow files against the design principles of Assistive Access and
        reports every problem with its line, column and a fix.

        Arguments:
          FILE                  a .flow file, a folder (every .flow file below it),
                                or - for standard input

        Options:
          --format FORMAT       text (default), json or sarif
          --scene KIND          check only the standard or the assistive scene
          --warnings-as-errors  exit with status 1 on warnings too
          --checklist           review each Assistive Access scene against the
                                checklist of Apple's guidance, item by item:
                                passed, failed (with the findings), or to check
                                by hand where a flow cannot show it; on standard
                                output (with json: a "checklist" per file)
          --stamp PATH          when done, write one line saying so to PATH, as a
                                Swift comment (for build systems: the SwiftPM
                                plugin declares it as the check's output)
          --help                show this help

        Text goes to standard error, coloured on a terminal unless NO_COLOR is
        set; json, sarif and the checklist go to standard output.

        Exit status: 0 no error found; 1 a rule found an error (or a warning,
        with --warnings-as-errors); 2 a flow file is invalid or cannot be read;
        64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["format", "scene", "stamp"], flags: ["warnings-as-errors", "checklist"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let (format, scene, checklist) = try reportOptions(args)
        guard !args.positionals.isEmpty else {
            throw UsageError(message: "no flow file given; name files, folders, or - for standard input")
        }
        var reports: [FileReport] = []
        var unreadable: [InputError] = []
        for input in FlowInputs.read(args.positionals, standardInput: context.readStandardInput) {
            switch input {
            case .success(let source):
                let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
                reports.append(Checker.check(document, only: scene))
            case .failure(let error):
                unreadable.append(error)
            }
        }
        var stderr = unreadable.map { "aaflow: \($0.message)\n" }.joined()
        var stdout: [UInt8] = []
        // JSON and SARIF are written to standard output as they are made, after the status is decided.
        var stream: Outcome.Stream?
        switch format {
        case .text where checklist:
            // The checklist is the result asked for; the language errors of
            // files that could not be reviewed still go to standard error.
            stderr += TextReporter(colour: context.colour).report(reports.filter { !$0.isValid })
            stdout = Array(ChecklistReporter().report(reports).utf8)
        case .text:
            stderr += TextReporter(colour: context.colour).report(reports)
        case .json:
            let reporter = JSONReporter(includeChecklist: checklist)
            stream = { [reports] out in reporter.write(reports, to: &out) }
        case .sarif:
            let reporter = SARIFReporter(unreadable: unreadable)
            stream = { [reports] out in reporter.write(reports, to: &out) }
        case .svg, .png, .pdf, .dot:
            break  // not among `OutputFormat.reports`, so never chosen
        }
        let status = ExitStatus.checked(reports, unreadable: !unreadable.isEmpty,
                                         warningsAsErrors: args.has("warnings-as-errors"))
        if let stamp = args.value("stamp") {
            // For build systems: a file that says the check ran, as a Swift comment.
            let counts = reports.reduce(SeverityCounts()) { $0 + $1.counts }
            let line = "// aaflow check: \(counts.errors) errors, \(counts.warnings) warnings, \(counts.notes) notes\n"
            if case .failure(let refusal) = Output.write(Array(line.utf8), to: stamp, inputs: args.positionals) {
                stderr += "aaflow check: \(refusal.message)\n"
                return Outcome(.failure, stdout: stdout, streaming: stream, stderr: Array(stderr.utf8))
            }
        }
        return Outcome(status, stdout: stdout, streaming: stream, stderr: Array(stderr.utf8))
    }
}
