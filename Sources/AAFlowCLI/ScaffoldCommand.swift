import AAFlow

/// `aaflow scaffold FILE -o DIR`
enum ScaffoldCommand: Command {
    static let name = "scaffold"
    static let summary = "write SwiftUI for a scene of a flow"
    static let help = """
        Usage: aaflow scaffold FILE -o DIR [--scene KIND] [--force]

        Writes SwiftUI for one scene of a flow, for iOS 26: the app file with a
        WindowGroup and an AssistiveAccess scene (the scene not written holds a
        placeholder), one View per screen with its title, navigation icon and
        native controls, navigation through one NavigationStack, sheets,
        confirmation dialogs for confirmed destructive actions, previews, and
        the Info.plist key in AssistiveAccess-Info.plist. `// TODO:` marks what
        the flow cannot say. Screen ids become type names (photo-detail:
        PhotoDetailView).

        Arguments:
          FILE          a .flow file, or - for standard input

        Options:
          -o, --output DIR  the folder to write into: new, or empty
          --scene KIND  assistive (default) or standard
          --force       write into a folder that is not empty, replacing only
                        the files scaffold writes
          --help        show this help

        Findings are `aaflow check`'s business: scaffold writes whatever the
        flow says, once the file is valid.

        Exit status: 0 written; 2 the file is invalid or cannot be read, the
        scene is missing, or the folder cannot take the files (nothing is
        written then); 64 the command line is wrong.

        """

    static let options = OptionSpec(valued: ["scene", "output"], flags: ["force"], shortNames: ["o": "output"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let scene = try choice(args.value("scene"), option: "--scene", as: SceneKind.self) ?? .assistive
        guard args.positionals.count == 1 else {
            throw UsageError(message: args.positionals.isEmpty
                ? "no flow file given; name one file, or - for standard input"
                : "scaffold writes one flow at a time; \(args.positionals.count) were given")
        }
        guard let output = args.value("output") else {
            throw UsageError(message: "no folder given; write into one with -o DIR")
        }
        guard !output.isEmpty, output != "-" else {
            throw UsageError(message: "the option `-o` needs a folder; scaffold writes several files")
        }
        let force = args.has("force")
        if let refusal = ScaffoldFolder.refusal(output, force: force) {
            return Outcome(.failure, stderr: "aaflow scaffold: \(refusal.message)\n")
        }
        let source: SourceFile
        switch FlowInputs.read([args.positionals[0]], standardInput: context.readStandardInput)[0] {
        case .success(let s): source = s
        case .failure(let e): return Outcome(.failure, stderr: "aaflow: \(e.message)\n")
        }
        let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
        switch Scaffold.files(document, scene: scene) {
        case .failure(.invalidFlow):
            let text = TextReporter(colour: context.colour).report([Checker.check(document)])
            return Outcome(.failure, stderr: text + "aaflow scaffold: nothing was written, because the file has mistakes\n")
        case .failure(.missingScene(let kind, _)):
            // The same error as `check --scene`, which names the scenes the file has.
            let text = TextReporter(colour: context.colour).report([Checker.check(document, only: kind)])
            return Outcome(.failure, stderr: text + "aaflow scaffold: nothing was written\n")
        case .success(let files):
            if case .failure(let refusal) = ScaffoldFolder.write(files, to: output, force: force) {
                return Outcome(.failure, stderr: "aaflow scaffold: \(refusal.message)\n")
            }
            let list = files.map { "  " + SafeText.clean($0.name) + "\n" }.joined()
            return Outcome(.success, stderr: "aaflow scaffold: wrote \(files.count) files to \(SafeText.clean(output)):\n" + list)
        }
    }
}
