import AAFlowPlatform
import AAFlow

/// What a run of `aaflow` produced: its exit status and what goes to
/// standard output and standard error. The executable writes them out
/// (`emit`); tests look at them without starting a process.
///
/// A large report (JSON, SARIF) is not held here as bytes: the outcome
/// keeps the writer that makes it, and `emit` streams it to the file
/// descriptor through a small buffer, after the status is decided.
package struct Outcome: Sendable {
    /// Writes a report piece by piece.
    package typealias Stream = @Sendable (inout ByteWriter) -> Void

    package var status: Int32
    /// Bytes for standard output, written before `stream`'s.
    private var head: [UInt8] = []
    /// A report written to standard output after `head`, as it is made.
    private var stream: Stream?
    package var stderr: [UInt8] = []
    /// What the command built and need not free before the process ends
    /// (the executable keeps the outcome until the exit).
    package var kept: (any Sendable)?

    package init(status: Int32, stdout: [UInt8] = [], stderr: [UInt8] = []) {
        self.status = status
        self.head = stdout
        self.stderr = stderr
    }

    package init(status: Int32, stdout: String = "", stderr: String = "") {
        self.init(status: status, stdout: Array(stdout.utf8), stderr: Array(stderr.utf8))
    }

    /// An outcome whose standard output is `stdout`, then a report written
    /// as it is made (none when `stream` is nil).
    package init(status: Int32, stdout: [UInt8] = [], streaming stream: Stream?, stderr: [UInt8] = []) {
        self.status = status
        self.head = stdout
        self.stream = stream
        self.stderr = stderr
    }

    /// Everything for standard output, made whole (tests; the executable streams it).
    package var stdout: [UInt8] {
        get { standardOutput() }
        set {
            head = newValue
            stream = nil
        }
    }

    /// Standard output made through a buffer of `capacity` bytes (tests
    /// give small ones so that every piece boundary is crossed).
    package func standardOutput(capacity: Int = 1 << 16) -> [UInt8] {
        guard stream != nil else { return head }
        return ByteWriter.collect(capacity: capacity) { writeStandardOutput(to: &$0) }
    }

    /// Whether standard output is a report streamed as it is made.
    package var isStreamed: Bool { stream != nil }

    /// Writes what goes to standard output to `out`.
    package func writeStandardOutput(to out: inout ByteWriter) {
        out.write(head)
        stream?(&out)
    }

    package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    package var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// What a run may learn of the world around it.
package struct Context: Sendable {
    /// Whether standard error is a terminal (colour is used only then).
    package var stderrIsTerminal: Bool
    /// Whether standard output is a terminal (binary diagrams are not written there).
    package var stdoutIsTerminal: Bool
    /// Whether NO_COLOR is set.
    package var noColor: Bool
    /// Reads standard input.
    package var readStandardInput: @Sendable () -> Result<[UInt8], SystemError>

    package init(stderrIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, noColor: Bool = false,
                readStandardInput: @escaping @Sendable () -> Result<[UInt8], SystemError> = { .success([]) }) {
        self.stderrIsTerminal = stderrIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.noColor = noColor
        self.readStandardInput = readStandardInput
    }

    /// The context of this process.
    package static var process: Context {
        Context(stderrIsTerminal: Platform.isTerminal(2), stdoutIsTerminal: Platform.isTerminal(1),
                noColor: Platform.environment("NO_COLOR").map { !$0.isEmpty } ?? false,
                readStandardInput: { Platform.readStandardInput() })
    }

    var colour: Bool { stderrIsTerminal && !noColor }
}

/// A subcommand of `aaflow` (a namespace of static members, so its type is Sendable).
protocol Command: Sendable {
    static var name: String { get }
    /// One line for `aaflow --help`.
    static var summary: String { get }
    /// The whole text of `aaflow COMMAND --help`.
    static var help: String { get }
    static var options: OptionSpec { get }
    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome
}

/// The `aaflow` command line.
package enum CLI {
    static let commands: [any Command.Type] = [
        CheckCommand.self,
        RenderCommand.self,
        CompareCommand.self,
        RulesCommand.self,
        ExtractCommand.self,
        AuditCommand.self,
        ScaffoldCommand.self,
        ReportCommand.self,
        FormatCommand.self,
        LSPCommand.self,
    ]

    /// The exit status of a wrong command line.
    package static let usageStatus: Int32 = ExitStatus.decide(.usage)

    /// Runs `aaflow` with these arguments (the program name left out).
    /// Every message of the tool is decided here and in the commands; every
    /// exit status by `ExitStatus.decide`.
    package static func run(_ args: [String], context: Context) -> Outcome {
        guard let first = args.first else {
            return Outcome(.usage, stderr: "aaflow: a command is missing\n\(usageHint())")
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", args.count > 1, let command = commands.first(where: { $0.name == args[1] }) {
                return Outcome(.success, stdout: command.help)
            }
            return Outcome(.success, stdout: overview())
        case "--generate-completion-script":
            guard args.count == 2, let script = ShellFiles.completion(args[1]) else {
                return Outcome(.usage, stderr: "aaflow: --generate-completion-script takes one of \(ShellFiles.shells.joined(separator: ", "))\n\(usageHint())")
            }
            return Outcome(.success, stdout: script)
        case "--generate-manual":
            return Outcome(.success, stdout: ShellFiles.manual())
        case "--version":
            return Outcome(.success, stdout: "aaflow \(aaflowVersion)\n")
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let guess = Suggestion.nearest(to: first, among: commands.map { $0.name })
            let what = first.hasPrefix("-") ? "unknown option `\(first)`" : "unknown command `\(first)`"
            return Outcome(.usage,
                           stderr: "aaflow: \(what)\(guess.map { "; did you mean `\($0)`?" } ?? "")\n\(usageHint())")
        }
        let rest = Array(args.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            return Outcome(.success, stdout: command.help)
        }
        do {
            let parsed = try command.options.parse(rest, command: command.name)
            return try command.run(parsed, context: context)
        } catch {
            return Outcome(.usage,
                           stderr: "aaflow \(command.name): \(error.message)\n\(usageHint(command.name))")
        }
    }

    static func usageHint(_ command: String? = nil) -> String {
        "Run `aaflow \(command.map { "\($0) " } ?? "")--help` for usage.\n"
    }

    static func overview() -> String {
        var out = """
        aaflow \(aaflowVersion): check app navigation flows against the design principles
        of Apple's Assistive Access, draw them, and compare the standard and
        Assistive Access flows of an app.

        Usage: aaflow COMMAND [OPTIONS] ...

        Commands:

        """
        out += TextLayout.table(commands.map { [$0.name, $0.summary] }, minimumWidths: [8], indent: "  ")
        out += """

        Options:
          --help     show this help, or a command's with `aaflow COMMAND --help`
          --version  show the version

        Exit status: 0 no error found; 1 a rule found an error; 2 a flow file is
        invalid or cannot be read; 64 the command line is wrong.

        """
        return out
    }
}
