import AAFlow
import AAFlowSwiftUI

/// `aaflow extract PATH [-o FILE] [--force]`
enum ExtractCommand: Command {
    static let name = "extract"
    static let summary = "the flow of a SwiftUI project, as a .flow file"
    static let help = """
        Usage: aaflow extract [OPTIONS] PATH

        Reads every .swift file below PATH (a package, an Xcode project folder,
        or one file) and writes the flow it finds: the standard scene
        (WindowGroup) and the Assistive Access scene (AssistiveAccess), each
        screen and control with a comment naming its Swift source, and what
        could not be resolved as notes. `aaflow check` accepts the result
        unchanged; edit it by hand from there.

        Skips .build, DerivedData, Pods, Carthage, checkouts and hidden folders,
        and what the `exclude` of the project's .aaflow.json names.

        Arguments:
          PATH              a project folder or a .swift file

        Options:
          -o, --output FILE write the flow to FILE (default, or -: standard
                            output); an existing file is kept unless --force
          --force           replace FILE if it exists (written atomically)
          --help            show this help

        Exit status: 0 written; 2 nothing to extract (no Swift file, no App
        or UIHostingSceneDelegate) or FILE cannot be written; 64 the command
        line is wrong.

        """

    static let options = OptionSpec(valued: ["output"], flags: ["force"], shortNames: ["o": "output"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        guard args.positionals.count == 1 else {
            throw UsageError(message: args.positionals.isEmpty
                ? "no project given; name a folder or a .swift file"
                : "extract reads one project at a time; \(args.positionals.count) were given")
        }
        let path = args.positionals[0]
        let output = args.value("output") ?? "-"
        guard !output.isEmpty else { throw UsageError(message: "the option `-o` needs a path, or - for standard output") }
        if output != "-" {
            if Platform.fileKind(output) == .regular && !args.has("force") {
                return Outcome(.failure, stderr: "aaflow extract: \(SafeText.clean(output)) exists; a flow is usually edited "
                    + "by hand after it is extracted, so it is kept (use --force to replace it)\n")
            }
            if let refusal = Output.refusal(output, inputs: [path]) {
                return Outcome(.failure, stderr: "aaflow extract: \(refusal.message)\n")
            }
        }
        let project: ExtractedProject
        let configuration: Configuration?
        switch ConfiguredAudit.configuration(for: path, explicit: nil) {
        case .success(let c): configuration = c
        case .failure(let e): return Outcome(.failure, stderr: e.text(colour: context.colour))
        }
        switch ConfiguredAudit.extract(path, configuration: configuration) {
        case .success(let p): project = p
        case .failure(let e): return Outcome(.failure, stderr: "aaflow extract: \(e.message)\n")
        }
        var stderr = ""
        let root = path.hasSuffix("/") ? path : path + "/"
        for p in project.problems {
            let file = Platform.fileKind(path) == .directory ? root + p.location.file : path
            stderr += "\(SafeText.clean(file)):\(p.location.line):\(p.location.column): warning: \(SafeText.clean(p.message)) [\(p.id)]\n"
        }
        let text = Array(project.flowText.utf8)
        if output == "-" {
            return Outcome(.success, stdout: text, stderr: Array(stderr.utf8))
        }
        if case .failure(let refusal) = Output.write(text, to: output, inputs: [path]) {
            return Outcome(.failure, stderr: stderr + "aaflow extract: \(refusal.message)\n")
        }
        return Outcome(.success, stderr: stderr)
    }
}
