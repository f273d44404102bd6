import Testing
@testable import AAFlowCLI

/// The table of commands (`CLI.commands`, each with its `OptionSpec`) is what
/// parses the command line and what the completions and the manual page are
/// made from; these tests hold each command's `--help` to the same table.
struct CommandTableTests {
    /// The `--option` words a help text names in its Options section.
    func helpOptions(_ help: String) -> Set<String> {
        guard let start = help.range(of: "Options:") else { return [] }
        var out: Set<String> = []
        for line in help[start.upperBound...].split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let first = words.first else { continue }
            // An option line starts with it: `-o, --output PATH` or `--format FORMAT`.
            for word in words.prefix(2) where word.hasPrefix("--") && first.hasPrefix("-") {
                out.insert(String(word.trimmingCharacters(in: ",")))
            }
        }
        return out
    }

    @Test func everyOptionOfTheTableIsInItsHelpAndBack() {
        for command in CLI.commands {
            let spec = command.options
            let table = Set((spec.valued + spec.flags).map { "--" + $0 } + ["--help"])
            let help = helpOptions(command.help)
            #expect(table.subtracting(help).isEmpty, "\(command.name): options missing from --help: \(table.subtracting(help).sorted())")
            #expect(help.subtracting(table).isEmpty, "\(command.name): --help names options it does not take: \(help.subtracting(table).sorted())")
        }
    }

    @Test func theCompletionsAndTheManualComeFromTheTable() {
        let bash = ShellFiles.completion("bash") ?? ""
        let fish = ShellFiles.completion("fish") ?? ""
        let manual = ShellFiles.manual()
        for command in CLI.commands {
            #expect(bash.contains("        \(command.name)) opts=\""), "\(command.name)")
            #expect(fish.contains("-a \(command.name) "), "\(command.name)")
            #expect(manual.contains(".SS \(command.name)\n"), "\(command.name)")
            for option in command.options.valued + command.options.flags {
                #expect(bash.contains("--\(option)"), "\(command.name) --\(option)")
                #expect(fish.contains("__fish_seen_subcommand_from \(command.name)' -l \(option)"), "\(command.name) --\(option)")
            }
        }
        #expect(ShellFiles.completion("powershell") == nil)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var s = self
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return s
    }
}
