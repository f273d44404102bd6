import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI

/// `aaflow audit PATH`
enum AuditCommand: Command {
    static let name = "audit"
    static let summary = "check a SwiftUI project: rules, project checks, drift"
    static let help = """
        Usage: aaflow audit [OPTIONS] PATH

        Reads the SwiftUI project below PATH (a package, an Xcode project
        folder, or one .swift file), extracts its standard and Assistive Access
        scenes as `aaflow extract` does, and checks them: every rule, at the
        Swift line each finding comes from, and the project checks a flow cannot
        show (the UISupportsAssistiveAccess key, the AssistiveAccess scene, the
        previews, views both scenes share). A comment
        `// aaflow:allow RULE-ID reason` on a finding's line or the line before
        accepts it; before the App type, for the whole project.

        Arguments:
          PATH                  a project folder or a .swift file

        Options:
          --format FORMAT       text (default), json or sarif
          --scene KIND          audit only the standard or the assistive scene
          --warnings-as-errors  exit with status 1 on warnings too
          --checklist           the review checklist of the Assistive Access
                                scene, with the items about code answered from it
          --against FILE.flow   also report the drift between a written flow and
                                the code: screens and transitions in one and not
                                in the other (drift.* warnings)
          --stamp PATH          when done, write one line saying so to PATH, as a
                                Swift comment (for build systems: the SwiftPM
                                plugin declares it as the audit's output)
          --cache FOLDER        keep the answer in FOLDER (made if missing),
                                keyed by the bytes of every input and the
                                options; when nothing changed, print the kept
                                answer without parsing the code again (the
                                build plugin keeps it in its work folder)
          --config FILE         the configuration to use (limits, allow, exclude,
                                baseline) instead of the .aaflow.json found in
                                PATH or the nearest folder above it
          --baseline FILE       report the findings FILE records as baselined:
                                still printed, marked, and never failing the run;
                                what it records and is gone is a note
          --write-baseline FILE record today's findings in FILE and exit 0; FILE
                                must be new or a baseline already
          --help                show this help

        Text goes to standard error, coloured on a terminal unless NO_COLOR is
        set; json, sarif and the checklist go to standard output. JSON gives
        each finding's file relative to PATH.

        Exit status: 0 no error found (or a baseline written); 1 a rule or
        project check found an error that no allow or baseline accepts (or a
        warning, with --warnings-as-errors); 2 PATH holds no Swift file or no
        App, the flow given to --against, the configuration or the baseline is
        invalid, or a file cannot be read; 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["format", "scene", "against", "stamp", "config", "baseline", "write-baseline", "cache"],
                                    flags: ["warnings-as-errors", "checklist"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let (format, scene, checklist) = try reportOptions(args)
        guard args.positionals.count == 1 else {
            throw UsageError(message: args.positionals.isEmpty
                ? "no project given; name a folder or a .swift file"
                : "audit reads one project at a time; \(args.positionals.count) were given")
        }
        let path = args.positionals[0]
        let settings = try BaselineOptions(args)
        let cacheFolder = args.value("cache")
        if cacheFolder?.isEmpty == true { throw UsageError(message: "the option `--cache` needs a folder") }
        if let refusal = settings.refusal(inputs: args.positionals) {
            return Outcome(.failure, stderr: "aaflow audit: \(refusal)\n")
        }

        // The written flow to hold the code against, read first: a wrong one stops here.
        var designed: FlowDocument?
        if let flowPath = args.value("against") {
            guard !flowPath.isEmpty else { throw UsageError(message: "the option `--against` needs a flow file") }
            switch FlowInputs.readOne(flowPath) {
            case .success(let source):
                let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
                guard document.isValid else {
                    let report = Checker.check(document)
                    return Outcome(.failure, stderr: "aaflow audit: the flow given to --against is invalid\n"
                        + TextReporter(colour: context.colour).report([report]))
                }
                designed = document
            case .failure(let error):
                return Outcome(.failure, stderr: "aaflow audit: \(error.message)\n")
            }
        }

        let options = ConfiguredAudit.Options(only: scene, against: designed, configuration: settings.configuration,
                                              baseline: settings.baseline, ignoreConfiguredBaseline: settings.writing != nil)
        let prepared: ConfiguredAudit.Prepared
        switch ConfiguredAudit.prepare(path, options: options) {
        case .success(let p): prepared = p
        case .failure(let why): return Outcome(.failure, stderr: why.text(command: name, colour: context.colour))
        }
        let printing = Printing(format: format, checklist: checklist, settings: settings, args: args, colour: context.colour)
        // A baseline written is a side effect each run must have: no answer is kept for it.
        guard let folder = cacheFolder, settings.writing == nil else { return audited(prepared, printing).outcome }

        let shaping = ["format", "scene", "stamp", "warnings-as-errors", "checklist"].map {
            "\($0)=\(args.value($0) ?? (args.has($0) ? "yes" : ""))"
        } + ["colour=\(context.colour)"]
        let cache = AuditCache(folder: folder, options: shaping, prepared: prepared)
        if let answer = cache.load() {
            if let stamp = args.value("stamp"), case .failure(let refusal) = Output.write(answer.stamp, to: stamp, inputs: [path]) {
                return Outcome(.failure, stdout: answer.stdout, streaming: nil,
                               stderr: answer.stderr + Array("aaflow audit: \(refusal.message)\n".utf8))
            }
            return Outcome(status: answer.status, stdout: answer.stdout, stderr: answer.stderr)
        }
        var (outcome, stamp) = audited(prepared, printing)
        // A stamp that could not be written is no answer to keep: the next run tries again.
        guard let stamp else { return outcome }
        let stdout = outcome.stdout
        outcome.stdout = stdout  // made once: printed, and kept
        if let why = cache.store(AuditCache.Answer(status: outcome.status, stdout: stdout, stderr: outcome.stderr, stamp: stamp)) {
            // The audit stands; only the next one will not be quicker.
            outcome.stderr += Array("aaflow audit: note: \(why)\n".utf8)
        }
        return outcome
    }

    /// How the command prints an audit.
    private struct Printing {
        let format: ReportFormat
        let checklist: Bool
        let settings: BaselineOptions
        let args: ParsedArguments
        let colour: Bool
    }

    /// The audit of what `prepare` read, as the command prints it, and the
    /// line written to `--stamp` (empty without it); nil when there is no
    /// answer to keep (the project could not be audited, or the stamp could not be written).
    private static func audited(_ prepared: ConfiguredAudit.Prepared, _ printing: Printing) -> (outcome: Outcome, stamp: [UInt8]?) {
        let path = prepared.path
        let args = printing.args
        let audit: Audit
        switch ConfiguredAudit.run(prepared) {
        case .success(let a): audit = a
        // A project that cannot be audited (no App, ...) keeps no answer: it costs little, and writes no stamp.
        case .failure(let why): return (Outcome(.failure, stderr: why.text(command: name, colour: printing.colour)), nil)
        }
        let report = audit.report
        let relative: @Sendable (FileReport, SourceRange) -> String = { [audit] _, range in audit.relativePath(of: range) }
        let written = ReportOutput(printing.format, [report], checklist: printing.checklist, colour: printing.colour,
                                   fileOfFinding: relative)
        var stderr = written.standardError
        let stdout = written.standardOutput
        let stream = written.stream
        var status = ExitStatus.checked([report], unreadable: false, warningsAsErrors: args.has("warnings-as-errors"))
        if let recorded = printing.settings.write([report], unreadable: false, inputs: args.positionals, command: name) {
            stderr += recorded.message
            status = recorded.status
        }
        var stampLine: [UInt8] = []
        if let stamp = args.value("stamp") {
            // For build systems, as `check --stamp`: a file that says the audit ran, as a Swift comment.
            let counts = report.counts
            stampLine = Array("// aaflow audit: \(counts.errors) errors, \(counts.warnings) warnings, \(counts.notes) notes\n".utf8)
            if case .failure(let refusal) = Output.write(stampLine, to: stamp, inputs: [path]) {
                stderr += "aaflow audit: \(refusal.message)\n"
                return (Outcome(.failure, stdout: Array(stdout.utf8), streaming: stream, stderr: Array(stderr.utf8)), nil)
            }
        }
        var outcome = Outcome(status, stdout: Array(stdout.utf8), streaming: stream, stderr: Array(stderr.utf8))
        outcome.kept = audit  // the project and its model: freed by the exit, not piece by piece
        return (outcome, stampLine)
    }
}
