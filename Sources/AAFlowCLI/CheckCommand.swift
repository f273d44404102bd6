import AAFlow
import AAFlowSwiftUI

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
          --config FILE         the configuration to use (limits, allow, baseline)
                                instead of the .aaflow.json found in the flow's
                                folder or the nearest folder above it
          --baseline FILE       report the findings FILE records as baselined:
                                still printed, marked, and never failing the run;
                                what it records and is gone is a note
          --write-baseline FILE record today's findings in FILE and exit 0; FILE
                                must be new or a baseline already
          --help                show this help

        Text goes to standard error, coloured on a terminal unless NO_COLOR is
        set; json, sarif and the checklist go to standard output.

        Exit status: 0 no error found (or a baseline written); 1 a rule found
        an error that no allow or baseline accepts (or a warning, with
        the option --warnings-as-errors); 2 a flow file, the configuration or
        the baseline is invalid or cannot be read; 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["format", "scene", "stamp", "config", "baseline", "write-baseline"],
                                    flags: ["warnings-as-errors", "checklist"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let (format, scene, checklist) = try reportOptions(args)
        guard !args.positionals.isEmpty else {
            throw UsageError(message: "no flow file given; name files, folders, or - for standard input")
        }
        let settings = try BaselineOptions(args)
        if let refusal = settings.refusal(inputs: args.positionals) {
            return Outcome(.failure, stderr: "aaflow check: \(refusal)\n")
        }
        let run = FlowCheck.run(args.positionals, options: FlowCheck.Options(
            scene: scene, configuration: settings.configuration, baseline: settings.baseline,
            ignoreConfiguredBaseline: settings.writing != nil, allowableIDs: Audit.allowableIDs),
            standardInput: context.readStandardInput)
        guard run.problems.isEmpty else {
            return Outcome(.failure, stderr: run.problemsText(colour: context.colour))
        }
        let reports = run.reports
        let unreadable = run.unreadable
        var stderr = unreadable.map { "aaflow: \($0.message)\n" }.joined()
        let written = ReportOutput(format, reports, checklist: checklist, colour: context.colour, unreadable: unreadable)
        stderr += written.standardError
        let stdout = Array(written.standardOutput.utf8)
        let stream = written.stream
        var status = ExitStatus.checked(reports, unreadable: !unreadable.isEmpty,
                                         warningsAsErrors: args.has("warnings-as-errors"))
        if let recorded = settings.write(reports, unreadable: !unreadable.isEmpty, inputs: args.positionals, command: name) {
            stderr += recorded.message
            status = recorded.status
        }
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
