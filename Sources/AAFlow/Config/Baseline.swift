import AAFlowPlatform
/// The findings of an app that were there when aaflow was adopted, recorded
/// so that CI fails only on new ones (`--write-baseline FILE`, then
/// `--baseline FILE`).
///
/// Findings are matched by their `Fingerprint` (rule, file, scene, screen or
/// Swift type, control; never a line), so a finding stays matched when lines
/// move. A finding found twice is recorded twice and matches two entries.
///
/// The file is JSON, sorted, the same bytes for the same findings:
///
/// ```json
/// {
///   "aaflowBaseline": 1,
///   "findings": [
///     {
///       "rule": "navigation.custom-back",
///       "file": "App/Views/DetailView.swift",
///       "scene": "assistive",
///       "screen": "DetailView",
///       "control": "Back"
///     }
///   ]
/// }
/// ```
package struct Baseline: Sendable, Equatable {
    /// The key that marks a file as a baseline, and whose value is the version of its format.
    package static let formatKey = "aaflowBaseline"
    package static let version = 1
    static let fieldKeys = ["rule", "file", "scene", "screen", "control", "message"]

    /// Every finding recorded, sorted; a finding recorded twice is here twice.
    package private(set) var findings: [Fingerprint]

    package init(findings: [Fingerprint]) {
        self.findings = findings.sorted()
    }

    /// Today's findings of `reports`: every rule finding that counts (no
    /// language error, nothing allowed).
    package init(reports: [FileReport]) {
        var all: [Fingerprint] = []
        for report in reports where report.isValid {
            var prints = Fingerprinter(report)
            for d in report.diagnostics where !d.isLanguageError && !d.isAllowed {
                all.append(prints.fingerprint(of: d))
            }
        }
        self.init(findings: all)
    }

    // MARK: Writing

    /// The file's bytes: indented JSON ending in a newline.
    package var bytes: [UInt8] {
        // A recorded finding is written as reports write one fixed since the baseline.
        let entries = findings.map(ReportModel.fixed)
        let value = JSONValue.object([(Self.formatKey, .int(Self.version)), ("findings", .array(entries))])
        return Array(value.serialized(pretty: true).utf8)
    }

    /// Why `--write-baseline` must not write to `path`: something is there
    /// that is not a baseline (a file of another kind, a folder). Nil when
    /// nothing is there, or a baseline is.
    package static func refusalToOverwrite(_ path: String) -> String? {
        let shown = SafeText.clean(path)
        switch Platform.fileKind(path) {
        case .missing: return nil
        case .directory: return "\(shown) is a folder; name a file for the baseline"
        case .other: return "\(shown) is not a regular file; aaflow writes a baseline only over a baseline"
        case .regular:
            guard case .success(let bytes) = Platform.readFile(path),
                  case .success(let parsed) = ParsedJSON.parse(bytes, wholeNumbersOnly: true),
                  parsed.value[formatKey] != nil else {
                return "\(shown) exists and is not an aaflow baseline; aaflow will not write over it (remove it, or name another file)"
            }
            return nil
        }
    }

    // MARK: Reading

    /// Reads the baseline at `path`.
    package static func read(_ path: String) -> Result<Baseline, ConfigurationError> {
        switch Platform.fileKind(path) {
        case .missing:
            return .failure(ConfigurationError(path: path, .missingBaseline(why: Platform.whyUnavailable(path), path: path)))
        case .directory: return .failure(ConfigurationError(path: path, .baselineIsFolder))
        case .other: return .failure(ConfigurationError(path: path, .notRegularFile))
        case .regular: break
        }
        switch Platform.readFile(path) {
        case .failure(let e): return .failure(ConfigurationError(path: path, .unreadable(why: e.reason)))
        case .success(let bytes): return parse(SourceFile(path: path, bytes: bytes))
        }
    }

    /// The ids of the mistakes of a baseline file.
    package static let syntaxID: DiagnosticID = "baseline.syntax"
    package static let badValueID: DiagnosticID = "baseline.bad-value"

    /// Reads a baseline's text.
    package static func parse(_ source: SourceFile) -> Result<Baseline, ConfigurationError> {
        func failure(_ id: DiagnosticID, _ message: Message, _ range: SourceRange?, fix: String?) -> Result<Baseline, ConfigurationError> {
            .failure(ConfigurationError(source: source, diagnostics: [
                Diagnostic(id: id, severity: .error, range: range ?? SourceRange(line: 1, column: 1), message: message, fix: fix),
            ]))
        }
        let rewrite = "record it again with --write-baseline"
        let parsed: ParsedJSON
        switch ParsedJSON.parse(source.bytes, wholeNumbersOnly: true) {
        case .failure(let e): return failure(syntaxID, .notJSON(e.message), e.range, fix: rewrite)
        case .success(let p): parsed = p
        }
        guard case .object = parsed.value, let version = parsed.value[formatKey] else {
            return failure(badValueID, .notABaseline(missingKey: formatKey), parsed.range(of: []), fix: rewrite)
        }
        guard case .int(let v) = version, v == Self.version else {
            return failure(badValueID, .otherFormat(version.serialized(pretty: false), reads: Self.version),
                           parsed.range(of: [.key(formatKey)]), fix: rewrite)
        }
        guard case .array(let items)? = parsed.value["findings"] else {
            return failure(badValueID, .findingsNotAList, parsed.range(of: [.key("findings")]) ?? parsed.range(of: []), fix: rewrite)
        }
        var out: [Fingerprint] = []
        for (n, item) in items.enumerated() {
            let at = parsed.range(of: [.key("findings"), .index(n)])
            guard case .object(let pairs) = item else {
                return failure(badValueID, .findingNotAnObject, at, fix: rewrite)
            }
            var fields: [String: String] = [:]
            for (key, value) in pairs {
                let keyAt = parsed.keyRange(of: [.key("findings"), .index(n), .key(key)])
                guard fieldKeys.contains(key) else {
                    let guess = Suggestion.nearest(to: key, among: fieldKeys).map { "did you mean `\($0)`?" } ?? rewrite
                    return failure(badValueID, .unknownKey(key), keyAt, fix: guess)
                }
                guard case .string(let s) = value else {
                    return failure(badValueID, .notAString(key: key), keyAt, fix: rewrite)
                }
                fields[key] = s
            }
            guard let rule = fields["rule"], let file = fields["file"] else {
                return failure(badValueID, .missingRuleOrFile, at, fix: rewrite)
            }
            out.append(Fingerprint(rule: rule, file: file, scene: fields["scene"], screen: fields["screen"],
                                   control: fields["control"], message: fields["message"]))
        }
        return .success(Baseline(findings: out))
    }

    /// What is said of a baseline file that cannot be read, as values.
    package enum Message: DiagnosticMessage {
        case notJSON(String)
        /// A JSON value without the format key.
        case notABaseline(missingKey: String)
        /// A format version (as written) other than the one read.
        case otherFormat(String, reads: Int)
        case findingsNotAList
        case findingNotAnObject
        case unknownKey(String)
        case notAString(key: String)
        case missingRuleOrFile

        package var text: String {
            switch self {
            case .notJSON(let why): return "the baseline is not JSON: \(why)"
            case .notABaseline(let key): return "this is not an aaflow baseline (it has no `\(key)` key)"
            case .otherFormat(let v, let reads): return "a baseline of format \(v); this aaflow reads format \(reads)"
            case .findingsNotAList: return "`findings` must be a list"
            case .findingNotAnObject: return "each finding must be an object"
            case .unknownKey(let key): return "`\(key)` is not a key of a baseline's finding"
            case .notAString(let key): return "`\(key)` must be a string"
            case .missingRuleOrFile: return "a finding needs its `rule` and its `file`"
            }
        }
    }

    // MARK: Applying

    /// The reports with every finding the baseline records marked
    /// `isBaselined` (each entry matches one finding), and what the
    /// baseline records that is no longer found, in the report of its file
    /// (`fixedSinceBaseline`). An entry of a file that was not checked, or
    /// of a scene that was not, is left alone.
    package func apply(to reports: [FileReport]) -> [FileReport] {
        var remaining: [Fingerprint: Int] = [:]
        for f in findings { remaining[f, default: 0] += 1 }
        var out = reports
        for r in out.indices {
            out[r].usesBaseline = true
            guard out[r].isValid else { continue }
            var prints = Fingerprinter(out[r])
            var diagnostics = out[r].diagnostics
            for i in diagnostics.indices where !diagnostics[i].isLanguageError && !diagnostics[i].isAllowed {
                let f = prints.fingerprint(of: diagnostics[i])
                if let n = remaining[f], n > 0 {
                    remaining[f] = n - 1
                    diagnostics[i].isBaselined = true
                }
            }
            out[r].replaceDiagnostics(diagnostics)
        }
        // What is left was fixed, where its file and scene were checked.
        for r in out.indices where out[r].isValid {
            let prints = Fingerprinter(out[r])
            let ownFile = prints.file(of: SourceRange(line: 1, column: 1))
            let scenes = Set(out[r].scenes.map(\.kind.rawValue))
            for f in findings where remaining[f, default: 0] > 0 {
                let inFile = out[r].isFromCode || f.file == ownFile
                let inScene = f.scene.map { scenes.contains($0) } ?? true
                guard inFile && inScene else { continue }
                remaining[f]! -= 1
                out[r].fixedSinceBaseline.append(f)
            }
        }
        return out
    }
}

extension FileReport {
    /// The same report with other diagnostics (the same findings, marked).
    mutating func replaceDiagnostics(_ diagnostics: [Diagnostic]) {
        var new = FileReport(document: document, scenes: scenes, diagnostics: diagnostics, isFromCode: isFromCode)
        new.screenTypes = screenTypes
        new.usesBaseline = usesBaseline
        new.fixedSinceBaseline = fixedSinceBaseline
        self = new
    }
}
