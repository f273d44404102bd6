import AAFlow
import AAFlowSwiftUI
#if Graphviz
import AAFlowRender
#endif

/// `aaflow compare FILE` and `aaflow compare STANDARD ASSISTIVE`
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "compare the standard and assistive flows of an app"
    static let help = """
        Usage: aaflow compare [OPTIONS] FILE
               aaflow compare [OPTIONS] STANDARD ASSISTIVE

        Sets the standard flow of an app beside its Assistive Access flow: the
        measurements side by side with the change, the screens kept, dropped and
        added, the steps and decisions of every task in both, and which of the
        six design principles each scene keeps or breaks.

        Arguments:
          FILE              a .flow file with a standard and an assistive scene
          STANDARD          a .flow file with the standard scene
          ASSISTIVE         a .flow file with the assistive scene
                            Each may also be a SwiftUI project (a folder with
                            .swift files and no .flow file, or a .swift file):
                            its scenes as `audit` reads them.
                            Either may be - for standard input. Screens are
                            matched by id, tasks by name. Two files given the
                            other way round are compared the right way, with a
                            note on standard error.

        Options:
          --format FORMAT   text (default) or json, on standard output
          -o, --output PATH also draw both scenes side by side, to PATH: svg, png,
                            pdf or dot by its extension (svg without one); with
                            `-o -` the diagram goes to standard output in place of
                            the report
          --swift           read a folder as a SwiftUI project even if it
                            holds .flow files
          --help            show this help

        Both scenes are held to the Assistive Access rules for the verdicts on
        the principles, so the standard one shows what the distillation had to
        fix. The counts of errors, warnings and notes are those `aaflow check`
        reports for each scene.

        Exit status: 0 compared, no finding of severity error; 1 compared, with a
        finding of severity error in either scene (as `aaflow check` would
        exit); 2 a file is invalid or cannot be read, the files cannot be
        compared (one file without both scenes, two files of the same kind), or
        the diagram cannot be drawn or written; 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["format", "output"], flags: ["swift"], shortNames: ["o": "output"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let format = try choice(args.value("format"), option: "--format", among: ReportFormat.comparisons)
        let paths = try inputPaths(args)
        let output = args.value("output")
        #if Graphviz
        let diagramFormat = try diagramFormat(output, reportFormat: format)
        #else
        if output != nil { return Outcome(.failure, stderr: "aaflow compare: \(Drawing.missing)\n") }
        #endif
        // A destination that cannot take the diagram fails before any work.
        if let output, output != "-", let refusal = Output.refusal(output, inputs: paths) {
            return Outcome(.failure, stderr: "aaflow compare: \(refusal.message)\n")
        }

        // Read; an unreadable file stops here.
        let (inputs, unreadable) = read(paths, swift: args.has("swift"), context: context)
        guard unreadable.isEmpty else { return Outcome(.failure, stderr: unreadable) }

        let documents = Comparison.documents(inputs)
        let comparison: Comparison
        switch Comparison.of(documents) {
        case .success(let c): comparison = c
        case .failure(.invalid):
            // The flow.* diagnostics: in text on standard error, like `check`, or in the JSON.
            let json = format == .json
            let stderr = ComparisonTextReporter().invalid(documents, diagnostics: !json, colour: context.colour)
            let report: Outcome.Stream = { ComparisonJSONReporter().writeInvalid(documents, to: &$0) }
            return Outcome(.failure, streaming: json ? report : nil, stderr: Array(stderr.utf8))
        case .failure(let error):
            return Outcome(.failure, stderr: "aaflow compare: \(error.message)\n")
        }

        var stderr = comparison.swapNote.map { "aaflow compare: note: \($0)\n" } ?? ""
        var stdout: [UInt8] = []
        // JSON is written to standard output as it is made, after the status is decided.
        var stream: Outcome.Stream?
        if output != "-" {
            if format == .json {
                stream = { ComparisonJSONReporter().write(comparison, to: &$0) }
            } else {
                stdout = Array(ComparisonTextReporter().report(comparison).utf8)
            }
        }
        var status = ExitStatus.compared(comparison)
        #if Graphviz
        if let output, let diagramFormat {
            switch ComparisonDiagram.build(comparison, format: diagramFormat) {
            case .success(let bytes) where output == "-":
                stdout = bytes
                stream = nil
            case .success(let bytes):
                if case .failure(let refusal) = Output.write(bytes, to: output, inputs: args.positionals) {
                    stderr += "aaflow compare: \(refusal.message)\n"
                    status = .failure
                }
            case .failure(let failure):
                stderr += "aaflow compare: cannot draw the diagram: \(failure.message)\n"
                status = .failure
            }
        }
        #endif
        return Outcome(status, stdout: stdout, streaming: stream, stderr: Array(stderr.utf8))
    }

    /// The one or two files named, checked before anything is read.
    static func inputPaths(_ args: ParsedArguments) throws(UsageError) -> [String] {
        let paths = args.positionals
        guard !paths.isEmpty else {
            throw UsageError(message: "no flow file given; name one file with both scenes, "
                + "or the standard file then the assistive file")
        }
        guard paths.count <= 2 else {
            throw UsageError(message: "compare takes one or two flow files, not \(paths.count)")
        }
        guard paths.filter({ $0 == "-" }).count < 2 else {
            throw UsageError(message: "standard input can be read only once; name a file for the other flow")
        }
        return paths
    }

    /// The format of the diagram `-o` names, if it names one.
    static func diagramFormat(_ output: String?, reportFormat: ReportFormat?) throws(UsageError) -> DiagramFormat? {
        guard let output else { return nil }
        guard !output.isEmpty else { throw UsageError(message: "the option `-o` needs a path, or - for standard output") }
        guard let format = DiagramFormat.of(path: output, fallback: .svg) else {
            throw UsageError(message: "cannot tell the diagram format from `\(SafeText.clean(output))`; "
                + "end the name in .svg, .png, .pdf or .dot")
        }
        guard output != "-" || reportFormat == nil else {
            throw UsageError(message: "`-o -` writes the diagram to standard output in place of the report; "
                + "leave out --format, or write the diagram to a file")
        }
        return format
    }

    /// Each path as a flow file, or as a SwiftUI project's flow (as `audit`
    /// reads it), and the messages of those that cannot be read.
    static func read(_ paths: [String], swift: Bool, context: Context) -> (inputs: [ComparedInput], unreadable: String) {
        var inputs: [ComparedInput] = []
        var unreadable = ""
        for path in paths {
            if path != "-", ProjectInput.isProject(path, forced: swift) {
                switch ProjectInput.auditInput(path) {
                case .success(let audit): inputs.append(.document(audit.report.document))
                case .failure(let error): unreadable += "aaflow compare: \(error.message)\n"
                }
                continue
            }
            switch read(path, context: context) {
            case .success(let source): inputs.append(.flow(source))
            case .failure(let error): unreadable += "aaflow compare: \(error.message)\n"
            }
        }
        return (inputs, unreadable)
    }

    /// A named file, or standard input for `-`.
    static func read(_ path: String, context: Context) -> Result<SourceFile, InputError> {
        guard path == "-" else { return FlowInputs.readOne(path) }
        switch context.readStandardInput() {
        case .success(let bytes): return .success(SourceFile(path: "<stdin>", bytes: bytes))
        case .failure(let e): return .failure(InputError(path: "<stdin>", reason: "cannot be read: \(e.reason)"))
        }
    }
}
