import AAFlow

/// The options `check` and `audit` share for a configuration and a
/// baseline: `--config FILE`, `--baseline FILE`, `--write-baseline FILE`.
struct BaselineOptions {
    var configuration: String?
    var baseline: String?
    var writing: String?

    init(_ args: ParsedArguments) throws(UsageError) {
        for name in ["config", "baseline", "write-baseline"] where args.value(name)?.isEmpty == true {
            throw UsageError(message: "the option `--\(name)` needs a file")
        }
        configuration = args.value("config")
        baseline = args.value("baseline")
        writing = args.value("write-baseline")
        if baseline != nil && writing != nil {
            throw UsageError(message: "--baseline and --write-baseline cannot be used together; "
                + "--write-baseline records every finding of today, whatever a baseline says")
        }
    }

    /// Why `--write-baseline` cannot write where it was told, asked before any work.
    func refusal(inputs: [String]) -> String? {
        guard let writing else { return nil }
        if let why = Baseline.refusalToOverwrite(writing) { return why }
        return Output.refusal(writing, inputs: inputs)?.message
    }

    /// With `--write-baseline`, records the findings of `reports` and says
    /// so; nil without it. An invalid or unreadable input records nothing
    /// (status 2); a baseline written is status 0, whatever was found.
    func write(_ reports: [FileReport], unreadable: Bool, inputs: [String], command: String)
        -> (message: String, status: ExitStatus.Result)? {
        guard let writing else { return nil }
        let shown = SafeText.clean(writing)
        if unreadable || reports.contains(where: { !$0.isValid }) {
            return ("aaflow \(command): no baseline written to \(shown): an input is invalid or cannot be read\n", .failure)
        }
        let baseline = Baseline(reports: reports)
        if case .failure(let refusal) = Output.write(baseline.bytes, to: writing, inputs: inputs) {
            return ("aaflow \(command): \(refusal.message)\n", .failure)
        }
        return ("aaflow \(command): recorded \(Plural.counted(baseline.findings.count, "finding")) in \(shown)\n", .success)
    }
}
