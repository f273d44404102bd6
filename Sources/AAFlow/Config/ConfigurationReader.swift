/// Reads `.aaflow.json` into a `Configuration`, and says where it is wrong:
/// every unknown key (with the nearest known one), every value of the wrong
/// kind or out of range, every `allow` of an id that is not a rule (with
/// the nearest rule id), each at its line and column.
enum ConfigurationReader {
    typealias Path = [ParsedJSON.PathComponent]

    static func read(_ source: SourceFile, folder: String, ruleIDs: Set<String>) -> Result<Configuration, ConfigurationError> {
        let parsed: ParsedJSON
        switch ParsedJSON.parse(source.bytes, wholeNumbersOnly: true) {
        case .failure(let e):
            return .failure(ConfigurationError(source: source, diagnostics: [
                Diagnostic(id: ConfigurationError.syntaxID, severity: .error, range: e.range,
                           message: Message.notJSON(e.message), fix: "write the file as JSON (RFC 8259): keys in double quotes, no comments, no trailing commas"),
            ]))
        case .success(let p): parsed = p
        }
        var reader = Reader(parsed: parsed, ruleIDs: ruleIDs)
        var config = Configuration(source: source, folder: folder)
        reader.read(into: &config)
        if !reader.problems.isEmpty {
            return .failure(ConfigurationError(source: source, diagnostics: reader.problems))
        }
        return .success(config)
    }

    /// What is said of a configuration file, as values.
    enum Message: DiagnosticMessage {
        case notJSON(String)
        case notAnObject(what: String)
        case unknownKey(String, in: String)
        case givenTwice(String)
        case badValue(key: String, expected: String)
        case unknownRule(String)
        case missingKey(String, in: String)

        var text: String {
            switch self {
            case .notJSON(let why): return "the configuration is not JSON: \(why)"
            case .notAnObject(let what): return "\(what) must be a JSON object"
            case .unknownKey(let key, let place): return "`\(key)` is not a key of \(place)"
            case .givenTwice(let key): return "`\(key)` is given twice; only the first is read"
            case .badValue(let key, let expected): return "`\(key)` must be \(expected)"
            case .unknownRule(let rule): return "`\(rule)` is not a rule"
            case .missingKey(let key, let place): return "\(place) needs `\(key)`"
            }
        }
    }

    /// The walk over the parsed file, collecting what is wrong.
    struct Reader {
        let parsed: ParsedJSON
        let ruleIDs: Set<String>
        var problems: [Diagnostic] = []

        mutating func problem(_ id: DiagnosticID, _ message: Message, at range: SourceRange?, fix: Fix?) {
            problems.append(Diagnostic(id: id, severity: .error, range: range ?? SourceRange(line: 1, column: 1),
                                       message: message, fix: fix))
        }

        /// The pairs of an object at `path`, or nil (said) when it is not one.
        mutating func object(_ value: JSONValue, at path: Path, what: String) -> [(String, JSONValue)]? {
            guard case .object(let pairs) = value else {
                problem(ConfigurationError.badValueID, .notAnObject(what: what), at: parsed.range(of: path),
                        fix: "write it between `{` and `}`")
                return nil
            }
            return pairs
        }

        /// Says so of every key of `pairs` not among `known`, with the nearest known one.
        mutating func unknownKeys(_ pairs: [(String, JSONValue)], at path: Path, known: [String], place: String) {
            var seen: Set<String> = []
            for (key, _) in pairs {
                let at = parsed.keyRange(of: path + [.key(key)])
                if !seen.insert(key).inserted {
                    continue
                }
                guard !known.contains(key) else { continue }
                let fix: Fix
                if let guess = Suggestion.nearest(to: key, among: known), let at {
                    fix = Fix.didYouMean("\"\(guess)\"", replacing: at).renamed(guess)
                } else {
                    fix = Fix("the keys of \(place) are " + known.map { "`\($0)`" }.joined(separator: ", "))
                }
                problem(ConfigurationError.unknownKeyID, .unknownKey(key, in: place), at: at, fix: fix)
            }
            for (dupPath, range) in parsed.duplicateKeys where dupPath.dropLast().elementsEqual(path) {
                problem(ConfigurationError.badValueID, .givenTwice(dupPath.last?.description ?? ""), at: range,
                        fix: "keep one of them")
            }
        }

        mutating func read(into config: inout Configuration) {
            guard let top = object(parsed.value, at: [], what: "the configuration") else { return }
            unknownKeys(top, at: [], known: Configuration.keys, place: "the configuration")
            var seen: Set<String> = []
            for (key, value) in top where seen.insert(key).inserted {
                let path: Path = [.key(key)]
                switch key {
                case "$schema":
                    if case .string = value { continue }
                    problem(ConfigurationError.badValueID, .badValue(key: key, expected: "a string (the schema's URL)"),
                            at: parsed.range(of: path), fix: nil)
                case "limits": config.limits = limits(value, at: path)
                case "allow": config.allows = allows(value, at: path)
                case "exclude": config.exclude = exclude(value, at: path)
                case "baseline":
                    guard case .string(let s) = value, !s.isEmpty else {
                        problem(ConfigurationError.badValueID, .badValue(key: key, expected: "the path of a baseline file, relative to this file"),
                                at: parsed.range(of: path), fix: "write it as a string, such as \"aaflow-baseline.json\"")
                        continue
                    }
                    config.baseline = s
                default:
                    continue
                }
            }
        }

        mutating func limits(_ value: JSONValue, at path: Path) -> [LimitDecl] {
            guard let pairs = object(value, at: path, what: "`limits`") else { return [] }
            let names = LimitName.allCases.map(\.rawValue)
            unknownKeys(pairs, at: path, known: names, place: "`limits`")
            var out: [LimitDecl] = []
            var seen: Set<String> = []
            for (key, v) in pairs where seen.insert(key).inserted {
                guard let name = LimitName(rawValue: key) else { continue }
                let at = parsed.range(of: path + [.key(key)])
                guard case .int(let n) = v, n >= name.minimum, n <= 1_000_000 else {
                    problem(ConfigurationError.badValueID,
                            .badValue(key: "limits.\(key)", expected: "a whole number of at least \(name.minimum)"),
                            at: at, fix: Fix("the default is \(name.defaultValue)"))
                    continue
                }
                let keyAt = parsed.keyRange(of: path + [.key(key)]) ?? at!
                out.append(LimitDecl(name: name, value: n,
                                     range: SourceRange(start: keyAt.start, end: (at ?? keyAt).end, file: keyAt.file)))
            }
            return out
        }

        mutating func allows(_ value: JSONValue, at path: Path) -> [AllowDecl] {
            guard case .array(let items) = value else {
                problem(ConfigurationError.badValueID,
                        .badValue(key: "allow", expected: "a list of objects, each with a `rule` and a `reason`"),
                        at: parsed.range(of: path), fix: "write it as [{ \"rule\": \"RULE-ID\", \"reason\": \"why\" }]")
                return []
            }
            let sortedIDs = ruleIDs.sorted()
            var out: [AllowDecl] = []
            for (n, item) in items.enumerated() {
                let itemPath = path + [.index(n)]
                guard let pairs = object(item, at: itemPath, what: "each entry of `allow`") else { continue }
                unknownKeys(pairs, at: itemPath, known: ["rule", "reason"], place: "an entry of `allow`")
                let rule = pairs.first { $0.0 == "rule" }?.1
                let reason = pairs.first { $0.0 == "reason" }?.1
                let itemRange = parsed.range(of: itemPath)
                var ruleText: String?
                switch rule {
                case nil:
                    problem(ConfigurationError.badValueID, .missingKey("rule", in: "an entry of `allow`"), at: itemRange,
                            fix: "add \"rule\": \"RULE-ID\" (`aaflow rules` lists them)")
                case .string(let id)?:
                    let at = parsed.range(of: itemPath + [.key("rule")])
                    if ruleIDs.contains(id) {
                        ruleText = id
                    } else if let guess = Suggestion.nearest(to: id, among: sortedIDs), let at {
                        problem(ConfigurationError.unknownRuleID, .unknownRule(id), at: at,
                                fix: Fix.didYouMean("\"\(guess)\"", replacing: at).renamed(guess))
                    } else {
                        problem(ConfigurationError.unknownRuleID, .unknownRule(id), at: at,
                                fix: "`aaflow rules` lists every rule id")
                    }
                default:
                    problem(ConfigurationError.badValueID, .badValue(key: "rule", expected: "a rule id in a string"),
                            at: parsed.range(of: itemPath + [.key("rule")]), fix: "`aaflow rules` lists every rule id")
                }
                var reasonText: String?
                switch reason {
                case nil:
                    problem(ConfigurationError.badValueID, .missingKey("reason", in: "an entry of `allow`"), at: itemRange,
                            fix: "say why the findings are accepted, as the flow language's `allow` does")
                case .string(let s)? where !s.allSatisfy({ $0 == " " }):
                    reasonText = s
                default:
                    problem(ConfigurationError.badValueID, .badValue(key: "reason", expected: "a string that says why"),
                            at: parsed.range(of: itemPath + [.key("reason")]), fix: nil)
                }
                if let ruleText, let reasonText, let itemRange {
                    let ruleRange = parsed.range(of: itemPath + [.key("rule")]) ?? itemRange
                    out.append(AllowDecl(rule: ruleText, reason: reasonText, range: itemRange, ruleRange: ruleRange))
                }
            }
            return out
        }

        mutating func exclude(_ value: JSONValue, at path: Path) -> [PathPattern] {
            guard case .array(let items) = value else {
                problem(ConfigurationError.badValueID,
                        .badValue(key: "exclude", expected: "a list of folders or globs, relative to this file"),
                        at: parsed.range(of: path), fix: "write it as [\"Generated\", \"**/Previews\"]")
                return []
            }
            var out: [PathPattern] = []
            for (n, item) in items.enumerated() {
                let at = parsed.range(of: path + [.index(n)])
                guard case .string(let s) = item, !s.isEmpty else {
                    problem(ConfigurationError.badValueID, .badValue(key: "exclude", expected: "a list of non-empty strings"),
                            at: at, fix: nil)
                    continue
                }
                if s.hasPrefix("/") || s.split(separator: "/").contains("..") {
                    problem(ConfigurationError.badValueID,
                            .badValue(key: "exclude", expected: "paths below this file's folder (no leading `/`, no `..`)"),
                            at: at, fix: "write the path relative to the folder of this file")
                    continue
                }
                out.append(PathPattern(s))
            }
            return out
        }
    }
}

extension Fix {
    /// The fix with the words "did you mean `word`?" (its edit unchanged).
    func renamed(_ word: String) -> Fix {
        Fix("did you mean `\(word)`?", edits: edits)
    }
}
