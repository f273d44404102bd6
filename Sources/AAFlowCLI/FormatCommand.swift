import AAFlowPlatform
import AAFlow

/// `aaflow format FILE... [--check] [-i]`
enum FormatCommand: Command {
    static let name = "format"
    static let summary = "write flow files in the canonical layout"
    static let help = """
        Usage: aaflow format [OPTIONS] FILE...

        Writes flow files in the one canonical layout of the language: one
        statement per line in the order written, controls indented by two
        spaces under their screen, one blank line between screens and before
        each scene, attributes and flags in a fixed order, strings with the
        fewest escapes. Comments stay where they stand. The meaning of the
        flow never changes, and a formatted file formats to itself. A file
        with a mistake in the language is not formatted: its errors are shown.

        Arguments:
          FILE        a .flow file, a folder (every .flow file below it), or -
                      for standard input

        Options:
          --check     write nothing; name each file that is not formatted, on
                      standard output, and exit with status 1 if there is one
          -i, --in-place  rewrite each file in place (atomically, and only when its
                      layout changes)
          --help      show this help

        Without --check or -i, the formatted text of one file goes to standard
        output; several files (or a folder) need --check or -i.

        Exit status: 0 done (with --check: every file is formatted); 1 with
        --check, a file is not formatted; 2 a flow file is invalid or cannot be
        read or written; 64 the command line is wrong.

        """

    static let options = OptionSpec(flags: ["check", "in-place"], shortNames: ["i": "in-place"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let check = args.has("check")
        let inPlace = args.has("in-place")
        if check && inPlace {
            throw UsageError(message: "--check writes nothing and -i rewrites files: give one of them")
        }
        guard !args.positionals.isEmpty else {
            throw UsageError(message: "no flow file given; name files, folders, or - for standard input")
        }
        if inPlace && args.positionals.contains("-") {
            throw UsageError(message: "-i cannot rewrite standard input; leave out -i to write the result to standard output")
        }
        if !check && !inPlace
            && (args.positionals.count > 1 || args.positionals.contains(where: { Platform.fileKind($0) == .directory })) {
            throw UsageError(message: "several files need --check or -i; without them, format writes one file to standard output")
        }
        var stdout: [UInt8] = []
        var stderr = ""
        var invalid: [FileReport] = []
        var failed = false
        var unformatted = 0
        for input in FlowInputs.read(args.positionals, standardInput: context.readStandardInput) {
            let source: SourceFile
            switch input {
            case .success(let s): source = s
            case .failure(let error):
                stderr += "aaflow: \(error.message)\n"
                failed = true
                continue
            }
            let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
            guard document.isValid else {
                invalid.append(Checker.check(document))
                continue
            }
            let formatted: [UInt8]
            switch FlowFormatter.format(document) {
            case .success(let bytes): formatted = bytes
            case .failure(let failure):
                stderr += "aaflow: \(SafeText.clean(source.path)): \(failure.message)\n"
                failed = true
                continue
            }
            if check {
                if formatted != source.bytes {
                    unformatted += 1
                    stdout += Array((SafeText.clean(source.path) + "\n").utf8)
                }
            } else if inPlace {
                guard formatted != source.bytes else { continue }
                let mode = Platform.permissions(source.path) ?? 0o644
                if case .failure(let e) = Platform.writeFileAtomically(source.path, formatted, mode: mode) {
                    stderr += "aaflow: cannot write \(SafeText.clean(source.path)): \(e.reason)\n"
                    failed = true
                }
            } else {
                stdout += formatted
            }
        }
        if !invalid.isEmpty {
            stderr += TextReporter(colour: context.colour).report(invalid)
        }
        if unformatted > 0 {
            stderr += "aaflow: \(unformatted) \(Plural.word(unformatted, "file is", "files are")) not formatted; "
                + "`aaflow format -i FILE...` formats \(Plural.word(unformatted, "it", "them"))\n"
        }
        let status: ExitStatus.Result = failed || !invalid.isEmpty ? .failure : unformatted > 0 ? .needsFormatting : .success
        return Outcome(status, stdout: stdout, stderr: Array(stderr.utf8))
    }
}
