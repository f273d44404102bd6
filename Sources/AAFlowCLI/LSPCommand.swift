import AAFlowPlatform
import AAFlow
import AAFlowLSP

/// `aaflow lsp`: the language server on standard input and output.
enum LSPCommand: Command {
    static let name = "lsp"
    static let summary = "a language server on standard input and output"
    static let help = """
        Usage: aaflow lsp [--stdio]

        Runs the aaflow language server (Language Server Protocol 3.17, JSON-RPC
        framed by Content-Length) on standard input and output, for editors:
        diagnostics as you type, hover, go to definition, references, rename,
        document symbols, completion, quick fixes and formatting of .flow files;
        and, for a .swift file of a SwiftUI project (the folder `aaflow audit`
        would read), the audit's findings when it is opened or saved, with
        their quick fixes. It reads until the client sends `exit`. The log goes
        to standard error.

        Options:
          --stdio     accepted for editors that pass it; standard input and
                      output are the only transport
          --help      show this help

        Exit status: 0 after `shutdown` and `exit`; 1 after `exit` without
        `shutdown`, or when the input ends first; 64 the command line is wrong.

        """

    static let options = OptionSpec(flags: ["stdio"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        guard args.positionals.isEmpty else {
            throw UsageError(message: "`aaflow lsp` takes no file; an editor starts it and speaks to it on standard input")
        }
        let status = LanguageServer.run(
            read: { Platform.readSome(0) },
            write: { Platform.emit($0) },
            log: { Platform.emit(Array(($0 + "\n").utf8), toStandardError: true) })
        return Outcome(.serverEnded(clean: status == 0), stdout: [UInt8](), stderr: [UInt8]())
    }
}
