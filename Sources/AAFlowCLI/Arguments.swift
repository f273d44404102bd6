import AAFlow

/// The options a command accepts: a small argument parser of our own.
struct OptionSpec {
    /// Options that take a value, long names without dashes (`format`),
    /// with their short forms (`o` for `output`).
    var valued: [String] = []
    var flags: [String] = []
    var shortNames: [Character: String] = [:]
}

/// A command line taken apart: options and positional arguments.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A command line that cannot be run: status 64, with what is wrong.
struct UsageError: Error {
    var message: String
}

extension OptionSpec {
    /// Splits `args`. `--name value`, `--name=value`, `-o value` and `--`
    /// are understood; `-` alone is a positional argument (standard input or output).
    func parse(_ args: [String], command: String) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inline: String?
            if arg.hasPrefix("--") {
                name = String(arg.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else {
                let letters = arg.dropFirst()
                guard letters.count == 1, let long = shortNames[letters.first!] else {
                    throw UsageError(message: "unknown option `\(arg)` for `aaflow \(command)`")
                }
                name = long
            }
            if valued.contains(name) {
                if let inline {
                    result.values[name] = inline
                } else {
                    guard i < args.count else {
                        throw UsageError(message: "the option `\(arg)` needs a value")
                    }
                    result.values[name] = args[i]
                    i += 1
                }
            } else if flags.contains(name) {
                guard inline == nil else { throw UsageError(message: "the option `--\(name)` takes no value") }
                result.flags.insert(name)
            } else {
                let known = valued + flags
                let guess = Suggestion.nearest(to: name, among: known).map { "; did you mean `--\($0)`?" } ?? ""
                throw UsageError(message: "unknown option `\(arg)` for `aaflow \(command)`\(guess)")
            }
        }
        return result
    }
}

/// One of the names a closed set of values allows, or a usage error that lists them.
func choice<T: RawRepresentable & CaseIterable & Equatable>(_ value: String?, option: String, as type: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
    try choice(value, option: option, among: Array(T.allCases))
}

/// The value of an option that takes one of `values` (the formats of a
/// command: `ReportFormat.comparisons`, say), nil when it was not given.
func choice<T: RawRepresentable & Equatable>(_ value: String?, option: String, among values: [T]) throws(UsageError) -> T?
    where T.RawValue == String {
    guard let value else { return nil }
    guard let v = T(rawValue: value), values.contains(v) else {
        let all = values.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "`\(value)` is not a value of \(option); use one of: \(all)")
    }
    return v
}

/// The options `check` and `audit` share: `--format` (one of
/// `ReportFormat`, text by default), `--scene` and `--checklist`,
/// which takes text or JSON.
func reportOptions(_ args: ParsedArguments) throws(UsageError) -> (format: ReportFormat, scene: SceneKind?, checklist: Bool) {
    let format = try choice(args.value("format"), option: "--format", as: ReportFormat.self) ?? .text
    let scene = try choice(args.value("scene"), option: "--scene", as: SceneKind.self)
    let checklist = args.has("checklist")
    if checklist && format == .sarif {
        throw UsageError(message: "--checklist works with --format text or json, not sarif")
    }
    return (format, scene, checklist)
}
