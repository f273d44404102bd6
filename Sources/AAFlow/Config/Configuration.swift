import AAFlowPlatform
/// `.aaflow.json`: the settings of a project, kept beside it, which `check`,
/// `audit` and `extract` read (the way swift-format reads `.swift-format`).
///
/// ```json
/// {
///   "$schema": "https://example.com/aaflow/schemas/aaflow-config.schema.json",
///   "limits": { "depth": 3, "choices": 4 },
///   "allow": [{ "rule": "distill.tab-bar", "reason": "the tabs are the two features" }],
///   "exclude": ["Generated", "**/Previews"],
///   "baseline": "aaflow-baseline.json"
/// }
/// ```
///
/// - `limits` are those of the flow language's `limit` statement; a flow's
///   own `limit` (of the file or of a scene) wins.
/// - `allow` accepts a rule's findings everywhere, as `allow` does for a
///   scene; a flow's own `allow` (or an `// aaflow:allow` comment) wins, and
///   gives its reason. One that accepts nothing is not reported: the file
///   serves many flows.
/// - `exclude` names folders, files or globs, relative to the file's
///   folder, that `audit` and `extract` do not read.
/// - `baseline` is a baseline file, relative to the file's folder, used as
///   if `--baseline` named it (an explicit `--baseline` wins).
///
/// The file is found in the folder of what is read (the audited folder, the
/// folder of a flow), else in the nearest folder above it; `--config FILE`
/// names one.
package struct Configuration: Sendable {
    /// The name of the file aaflow looks for.
    package static let fileName = ".aaflow.json"
    /// The keys of the file, in the order the docs give them.
    package static let keys = ["$schema", "limits", "allow", "exclude", "baseline"]

    /// The file: its path as shown in messages, and its bytes. Ranges of
    /// `limits` and `allows` name it as `SourceFileID.first`.
    package let source: SourceFile
    /// The folder of the file, absolute.
    package let folder: String
    /// The `limits`, as `limit` statements that stand in the file.
    package internal(set) var limits: [LimitDecl] = []
    /// The `allow` entries, each standing in the file.
    package internal(set) var allows: [AllowDecl] = []
    /// The `exclude` patterns.
    package internal(set) var exclude: [PathPattern] = []
    /// `baseline` as written, and as a path (joined to the file's folder).
    package internal(set) var baseline: String?

    init(source: SourceFile, folder: String) {
        self.source = source
        self.folder = folder
    }

    /// The baseline's path, relative paths taken from the file's folder.
    package var baselinePath: String? { baseline.map { Paths.join(folder, $0) } }

    /// Whether the file sets nothing a check uses.
    package var isEmpty: Bool { limits.isEmpty && allows.isEmpty }

    // MARK: Applying

    /// The limits of the file as `limit` statements that stand before a
    /// flow's own, so that the flow's win, in the source `file`.
    package func limitDecls(inFile file: SourceFileID) -> [LimitDecl] {
        limits.map { LimitDecl(name: $0.name, value: $0.value, range: $0.range.inFile(file)) }
    }

    /// Marks the findings of `diagnostics` that an `allow` of the file
    /// accepts, unless something closer to them (a flow's `allow`, a code
    /// comment) accepted them already.
    package func applyAllows(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !allows.isEmpty else { return diagnostics }
        var reasons: [String: String] = [:]
        for allow in allows where reasons[allow.rule] == nil { reasons[allow.rule] = allow.reason }
        return diagnostics.map { d in
            guard !d.isAllowed, !d.isLanguageError, let reason = reasons[d.id.rawValue] else { return d }
            var d = d
            d.allowedBecause = reason
            return d
        }
    }

    /// A report with the file's `allow` entries applied.
    package func applied(to report: FileReport) -> FileReport {
        guard !allows.isEmpty, report.isValid else { return report }
        var out = FileReport(document: report.document, scenes: report.scenes,
                             diagnostics: applyAllows(to: report.diagnostics), isFromCode: report.isFromCode)
        out.screenTypes = report.screenTypes
        return out
    }

    /// Whether `exclude` leaves out a path below the folder `root` (absolute),
    /// `relative` to it.
    package func excludes(_ relative: String, below root: String) -> Bool {
        guard !exclude.isEmpty, let base = Paths.relative(root, below: folder) else { return false }
        let path = base.isEmpty ? relative : base + "/" + relative
        return exclude.contains { $0.excludes(path) }
    }

    // MARK: Finding

    /// The nearest `.aaflow.json` to `path` (a folder, or a file whose
    /// folder is meant): in it, or in a folder above. Nil when there is none.
    package static func find(near path: String, isFolder: Bool) -> String? {
        guard var folder = Paths.absolute(path) else { return nil }
        if !isFolder { folder = Paths.parent(folder) }
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            if Platform.fileKind(candidate) == .regular { return candidate }
            if folder == "/" { return nil }
            folder = Paths.parent(folder)
        }
    }

    /// The configuration for `path`: the file `explicit` names (`--config`),
    /// else the nearest one (`find(near:isFolder:)`), read; nil when there is none.
    ///
    /// - Parameter ruleIDs: the ids an `allow` entry may name.
    package static func load(near path: String, isFolder: Bool, explicit: String?, ruleIDs: Set<String>)
        -> Result<Configuration?, ConfigurationError> {
        let file: String
        if let explicit {
            file = explicit
        } else {
            guard let found = find(near: path, isFolder: isFolder) else { return .success(nil) }
            file = Paths.shown(found)
        }
        return read(file, ruleIDs: ruleIDs).map { $0 }
    }

    /// Reads the configuration file at `path`.
    package static func read(_ path: String, ruleIDs: Set<String>) -> Result<Configuration, ConfigurationError> {
        switch Platform.fileKind(path) {
        case .missing:
            return .failure(ConfigurationError(path: path, .missing(why: Platform.whyUnavailable(path))))
        case .directory:
            return .failure(ConfigurationError(path: path, .configurationIsFolder(fileName: fileName)))
        case .other:
            return .failure(ConfigurationError(path: path, .notRegularFile))
        case .regular:
            break
        }
        switch Platform.readFile(path) {
        case .failure(let e):
            return .failure(ConfigurationError(path: path, .unreadable(why: e.reason)))
        case .success(let bytes):
            let folder = Paths.absolute(path).map(Paths.parent) ?? "."
            return ConfigurationReader.read(SourceFile(path: path, bytes: bytes), folder: folder, ruleIDs: ruleIDs)
        }
    }
}
