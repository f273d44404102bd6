import AAFlow

/// `aaflow rules [RULE]`
enum RulesCommand: Command {
    static let name = "rules"
    static let summary = "list the rules, or explain one"
    static let help = """
        Usage: aaflow rules [OPTIONS] [RULE]

        Lists every rule: its id, principle, severity in the assistive and the
        standard scene, and what it finds. With a rule id, explains that rule:
        what it finds, why it matters, how to fix it, and examples.

        Options:
          --markdown  write Markdown instead: the whole of docs/rules.md, or the
                      section of one rule
          --help      show this help

        Exit status: 0 done; 64 the command line is wrong, such as an unknown
        rule id.

        """

    static let options = OptionSpec(flags: ["markdown"])

    static func run(_ args: ParsedArguments, context: Context) throws(UsageError) -> Outcome {
        let markdown = args.has("markdown")
        guard args.positionals.count <= 1 else {
            throw UsageError(message: "give one rule id at a time, or none to list them all")
        }
        guard let id = args.positionals.first else {
            return Outcome(.success, stdout: markdown ? RuleDocs.markdown() : RuleDocs.list())
        }
        guard let rule = RuleCatalog.rule(id)?.description else {
            if let other = OtherDiagnostics.kind(id) {
                throw UsageError(message: "`\(id)` is not a rule but \(other.id.hasPrefix("flow.") ? "a mistake in the flow language" : "a warning of `aaflow check`"): \(other.summary)")
            }
            let guess = Suggestion.nearest(to: id, among: RuleCatalog.all.map(\.description.id))
            throw UsageError(message: "`\(id)` is not a rule\(guess.map { "; did you mean `\($0)`?" } ?? "; `aaflow rules` lists them all")")
        }
        return Outcome(.success, stdout: markdown ? RuleDocs.section(rule, level: 1) : RuleDocs.text(rule))
    }
}
