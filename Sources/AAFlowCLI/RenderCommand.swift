import AAFlow
import AAFlowSwiftUI
#if Graphviz
import AAFlowRender
#endif

/// `aaflow render FILE`
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "draw a scene as an annotated diagram"
    static let help = """
        Usage: aaflow render [OPTIONS] FILE

        Draws one scene of a flow file as an annotated diagram, in process,
        with the Graphviz library: every screen with its title, icon, kind,
        depth and decisions; the start screen marked; every transition with
        its control's text; destructive and timed transitions set apart by
        line style and a symbol, not by colour alone; screens and arrows with
        findings outlined by their worst severity, the findings as tooltips;
        and a legend.

        Arguments:
          FILE              a .flow file, - for standard input, or a SwiftUI
                            project (a folder with .swift files and no .flow
                            file, or a .swift file): its flow as `audit` reads it

        Options:
          --scene KIND      standard or assistive (default: assistive when the
                            file has one, else standard)
          -o, --output PATH where to write the diagram (default, or -: standard
                            output); an existing file is replaced safely, never
                            an input file
          --format FORMAT   svg, png, pdf or dot (default: from the extension of
                            PATH, else svg)
          --swift           read a folder as a SwiftUI project even if it
                            holds .flow files
          --help            show this help

        Exit status: 0 drawn, and no finding of severity error in the scene;
        1 drawn, and the scene has an error finding; 2 the file is invalid or
        cannot be read, the scene is missing, or the diagram cannot be drawn
        or written (nothing is written then); 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["scene", "output", "format"], flags: ["swift"], shortNames: ["o": "output"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        #if !Graphviz
        return Outcome(.failure, stderr: "aaflow render: \(Drawing.missing)\n")
        #else
        let requested = try choice(args.value("scene"), option: "--scene", as: SceneKind.self)
        guard args.positionals.count == 1 else {
            throw UsageError(message: args.positionals.isEmpty
                ? "no flow file given; name one file, or - for standard input"
                : "render draws one file at a time; \(args.positionals.count) were given")
        }
        let output = args.value("output") ?? "-"
        guard !output.isEmpty else { throw UsageError(message: "the option `-o` needs a path, or - for standard output") }
        let format: DiagramFormat
        if let name = try choice(args.value("format"), option: "--format", as: DiagramFormat.self) {
            format = name
        } else if let f = DiagramFormat.of(path: output, fallback: .svg) {
            format = f
        } else {
            throw UsageError(message: "cannot tell the diagram format from `\(SafeText.clean(output))`; "
                + "end the name in .svg, .png, .pdf or .dot, or give --format")
        }
        if output == "-", format.isBinary, context.stdoutIsTerminal {
            throw UsageError(message: "a \(format.rawValue.uppercased()) diagram is binary and would garble the terminal; "
                + "write it to a file with -o diagram.\(format.rawValue)")
        }

        let path = args.positionals[0]
        // A destination that cannot take the diagram fails before any work.
        if output != "-", let refusal = Output.refusal(output, inputs: [path]) {
            return Outcome(.failure, stderr: "aaflow render: \(refusal.message)\n")
        }
        let document: FlowDocument
        var audited: FileReport?
        if path != "-", ProjectInput.isProject(path, forced: args.has("swift")) {
            // A SwiftUI project: its flow as `audit` reads it.
            switch ProjectInput.auditInput(path) {
            case .success(let audit):
                document = audit.report.document
                audited = audit.report
            case .failure(let e): return Outcome(.failure, stderr: "aaflow render: \(e.message)\n")
            }
        } else {
            switch FlowInputs.read([path], standardInput: context.readStandardInput)[0] {
            case .success(let s): document = FlowDocument(s, ruleIDs: RuleCatalog.ids)
            case .failure(let e): return Outcome(.failure, stderr: "aaflow: \(e.message)\n")
            }
        }
        let source = document.source
        let report = audited ?? Checker.check(document)
        guard document.isValid else {
            let text = TextReporter(colour: context.colour).report([report])
            return Outcome(.failure, stderr: text + "aaflow render: nothing was drawn, because the file has mistakes\n")
        }
        let kind = requested ?? (document.scene(.assistive) != nil ? .assistive : .standard)
        guard let scene = document.scene(kind) else {
            let what = document.scenes.isEmpty ? "no scene at all" : "no \(kind.rawValue) scene"
            return Outcome(.failure, stderr: "aaflow render: \(SafeText.clean(source.path)) has \(what); nothing was drawn\n")
        }
        let (graph, engine) = FlowDiagram.graph(scene, report: report)
        let rendered: RenderedDiagram
        do {
            rendered = try renderDiagram(graph, format: format, engine: engine)
        } catch {
            let reason = (error as? DiagramError)?.description ?? "\(error)"
            return Outcome(.failure, stderr: "aaflow render: cannot draw the diagram: \(reason)\n")
        }
        var stderr = ""
        for note in rendered.notes { stderr += "aaflow render: note: \(note)\n" }
        var stdout: [UInt8] = []
        if output == "-" {
            stdout = rendered.bytes
        } else if case .failure(let refusal) = Output.write(rendered.bytes, to: output, inputs: [path]) {
            return Outcome(.failure, stdout: [], stderr: Array((stderr + "aaflow render: \(refusal.message)\n").utf8))
        }
        let status = ExitStatus.Result.checked(report.counts(for: kind), warningsAsErrors: false)
        return Outcome(status, stdout: stdout, stderr: Array(stderr.utf8))
        #endif
    }
}
