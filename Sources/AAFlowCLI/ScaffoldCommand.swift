import AAFlowPlatform
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
        if let refusal = FolderOutput.refusal(output, force: force) {
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
            if case .failure(let refusal) = FolderOutput.write(files, to: output, force: force) {
                return Outcome(.failure, stderr: "aaflow scaffold: \(refusal.message)\n")
            }
            let list = files.map { "  " + SafeText.clean($0.name) + "\n" }.joined()
            return Outcome(.success, stderr: "aaflow scaffold: wrote \(files.count) files to \(SafeText.clean(output)):\n" + list)
        }
    }
}

/// Writing several files into a folder without losing anything the user has.
enum FolderOutput {
    /// Why `folder` cannot take the files, or nil: something that is not a
    /// folder, or a folder that is not empty (without `force`).
    static func refusal(_ folder: String, force: Bool) -> Output.Refusal? {
        let shown = SafeText.clean(folder)
        switch Platform.fileKind(folder) {
        case .missing:
            return nil
        case .regular, .other:
            return Output.Refusal(message: "\(shown) is not a folder; give a new or empty folder with -o")
        case .directory:
            guard case .success(let names) = Platform.directoryEntries(folder) else {
                return Output.Refusal(message: "cannot read the folder \(shown): \(Platform.lastErrorMessage())")
            }
            if !names.isEmpty && !force {
                return Output.Refusal(message: "\(shown) is not empty; give a new or empty folder, "
                    + "or --force to replace the files scaffold writes there (nothing else is touched)")
            }
            return nil
        }
    }

    /// Writes every file into a new folder beside `folder`, then moves it
    /// into place: a new `folder` is that folder renamed; into an existing
    /// one each file is moved (replacing only a file of the same name).
    static func write(_ files: [ScaffoldFile], to folder: String, force: Bool) -> Result<Void, Output.Refusal> {
        if let refusal = refusal(folder, force: force) { return .failure(refusal) }
        var path = folder
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let exists = Platform.fileKind(path) == .directory
        if exists {
            for file in files {
                let kind = Platform.fileKind(path + "/" + file.name)
                if kind == .directory || kind == .other {
                    return .failure(Output.Refusal(message: "\(SafeText.clean(path + "/" + file.name)) is in the way: "
                        + "it is not a regular file, and scaffold replaces only files"))
                }
            }
        }
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let stem = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if case .failure(let e) = makeFolders(parent) {
            return .failure(Output.Refusal(message: "cannot make the folder \(SafeText.clean(e.path)): \(e.reason)"))
        }
        let temporary: String
        switch Platform.makeTemporaryDirectory(in: parent, stem: String(stem.prefix(100))) {
        case .success(let t): temporary = t
        case .failure(let e): return .failure(Output.Refusal(message: "cannot write into \(SafeText.clean(parent)): \(e.reason)"))
        }
        func cleanUp() {
            for file in files { Platform.removeFile(temporary + "/" + file.name) }
            Platform.removeDirectory(temporary)
        }
        for file in files {
            if case .failure(let e) = Platform.writeFileAtomically(temporary + "/" + file.name, Array(file.text.utf8)) {
                cleanUp()
                return .failure(Output.Refusal(message: "cannot write \(SafeText.clean(file.name)): \(e.reason)"))
            }
        }
        if !exists {
            if case .failure(let e) = Platform.rename(temporary, to: path) {
                cleanUp()
                return .failure(Output.Refusal(message: "cannot make the folder \(SafeText.clean(path)): \(e.reason)"))
            }
            return .success(())
        }
        for file in files {
            if case .failure(let e) = Platform.rename(temporary + "/" + file.name, to: path + "/" + file.name) {
                cleanUp()
                return .failure(Output.Refusal(message: "cannot write \(SafeText.clean(path + "/" + file.name)): \(e.reason)"))
            }
        }
        Platform.removeDirectory(temporary)
        return .success(())
    }

    /// Makes a folder and any folder above it that is missing.
    private static func makeFolders(_ path: String) -> Result<Void, SystemError> {
        switch Platform.fileKind(path) {
        case .directory: return .success(())
        case .regular, .other: return .failure(SystemError(path: path, reason: "not a folder"))
        case .missing: break
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            if case .failure(let e) = makeFolders(String(path[..<slash])) { return .failure(e) }
        }
        return Platform.makeDirectory(path)
    }
}
