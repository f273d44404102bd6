import AAFlowPlatform
import AAFlow

/// `aaflow audit` and `aaflow extract` as library calls that honour the
/// project's `.aaflow.json` (found in the folder or above it, or named):
/// its `exclude` leaves files unread, its limits and `allow` entries apply,
/// and its `baseline` (or the one named) marks the findings it records.
///
/// ```swift
/// switch ConfiguredAudit.run("MyApp", options: .init(baseline: "MyApp/aaflow-baseline.json")) {
/// case .success(let audit): audit.report.diagnostics.filter { !$0.isBaselined }
/// case .failure(let why): print(why.text())
/// }
/// ```
package enum ConfiguredAudit {
    /// What to audit with.
    package struct Options: Sendable {
        package var only: SceneKind?
        package var against: FlowDocument?
        /// The configuration file to use (`--config`) instead of looking for one.
        package var configuration: String?
        /// The baseline (`--baseline`); else the configuration's, unless `ignoreConfiguredBaseline`.
        package var baseline: String?
        package var ignoreConfiguredBaseline: Bool

        package init(only: SceneKind? = nil, against: FlowDocument? = nil, configuration: String? = nil,
                    baseline: String? = nil, ignoreConfiguredBaseline: Bool = false) {
            self.only = only
            self.against = against
            self.configuration = configuration
            self.baseline = baseline
            self.ignoreConfiguredBaseline = ignoreConfiguredBaseline
        }
    }

    /// Why an audit could not be made.
    package enum Failure: Error, Sendable {
        /// The configuration or the baseline cannot be used (status 2).
        case configuration(ConfigurationError)
        /// The project cannot be read (status 2).
        case project(ExtractError)

        /// What to say, on standard error.
        package func text(command: String, colour: Bool = false) -> String {
            switch self {
            case .configuration(let e): return e.text(colour: colour)
            case .project(let e): return "aaflow \(command): \(e.message)\n"
            }
        }
    }

    /// The configuration that applies to the project at `path`.
    package static func configuration(for path: String, explicit: String?) -> Result<Configuration?, ConfigurationError> {
        Configuration.load(near: path, isFolder: Platform.fileKind(path) == .directory, explicit: explicit,
                           ruleIDs: Audit.allowableIDs)
    }

    /// The project read, leaving out what the configuration excludes.
    package static func extract(_ path: String, configuration: Configuration?) -> Result<ExtractedProject, ExtractError> {
        guard let configuration, !configuration.exclude.isEmpty, let root = Paths.absolute(path) else {
            return SwiftUIExtractor.extract(folder: path)
        }
        return SwiftUIExtractor.extract(folder: path) { configuration.excludes($0, below: root) }
    }

    /// What an audit reads before it extracts: the configuration, the
    /// baseline, and the project's files. Everything the audit's answer
    /// depends on, but for aaflow itself and the options (`inputs`).
    package struct Prepared: Sendable {
        package let path: String
        package let options: Options
        package let configuration: Configuration?
        package let baseline: Baseline?
        /// The baseline's path and bytes, when there is one.
        package let baselineFile: SourceFile?
        package let files: SwiftUIExtractor.FolderFiles

        /// Each input as a path and its bytes, in a fixed order: the
        /// configuration, the baseline, the flow given to hold the code
        /// against, the Swift files and the settings files; then what could
        /// not be read, as text. Two audits whose inputs are the same give
        /// the same answer.
        package var inputs: [(label: String, bytes: [UInt8])] {
            var out: [(String, [UInt8])] = []
            if let c = configuration { out.append(("configuration " + c.source.path, c.source.bytes)) }
            if let b = baselineFile { out.append(("baseline " + b.path, b.bytes)) }
            if let a = options.against { out.append(("against " + a.source.path, a.source.bytes)) }
            out.append(("scene", Array((options.only.map { "\($0)" } ?? "both").utf8)))
            for f in files.swift { out.append(("swift " + f.path, f.bytes)) }
            for f in files.other { out.append(("settings " + f.path, f.bytes)) }
            for p in files.problems { out.append(("problem", Array("\(p.location) \(p.message)".utf8))) }
            return out
        }
    }

    /// Reads what the audit of `path` needs: the configuration and baseline
    /// (a wrong one stops here), then the project's files.
    package static func prepare(_ path: String, options: Options) -> Result<Prepared, Failure> {
        let configuration: Configuration?
        switch Self.configuration(for: path, explicit: options.configuration) {
        case .failure(let e): return .failure(.configuration(e))
        case .success(let c): configuration = c
        }
        var baseline: Baseline?
        var baselineFile: SourceFile?
        if let file = options.baseline ?? (options.ignoreConfiguredBaseline ? nil : configuration?.baselinePath) {
            switch Baseline.read(file) {
            case .failure(let e): return .failure(.configuration(e))
            case .success(let b):
                baseline = b
                if case .success(let bytes) = Platform.readFile(file) { baselineFile = SourceFile(path: file, bytes: bytes) }
            }
        }
        let exclude: ((String) -> Bool)?
        if let configuration, !configuration.exclude.isEmpty, let root = Paths.absolute(path) {
            exclude = { configuration.excludes($0, below: root) }
        } else {
            exclude = nil
        }
        switch SwiftUIExtractor.read(folder: path, exclude: exclude) {
        case .failure(let e): return .failure(.project(e))
        case .success(let files):
            return .success(Prepared(path: path, options: options, configuration: configuration, baseline: baseline,
                                     baselineFile: baselineFile, files: files))
        }
    }

    /// The project at `path` read, audited and held against the baseline.
    package static func run(_ path: String, options: Options) -> Result<Audit, Failure> {
        prepare(path, options: options).flatMap(run)
    }

    /// The project prepared, audited and held against the baseline.
    package static func run(_ prepared: Prepared) -> Result<Audit, Failure> {
        let project: ExtractedProject
        switch SwiftUIExtractor.extract(prepared.files, path: prepared.path) {
        case .failure(let e): return .failure(.project(e))
        case .success(let p): project = p
        }
        let options = prepared.options
        var audit = Audit(project, root: prepared.path, only: options.only, against: options.against,
                          configuration: prepared.configuration) { file in
            if case .success(let bytes) = Platform.readFile(file) { return bytes }
            return nil
        }
        if let baseline = prepared.baseline { audit.report = baseline.apply(to: [audit.report])[0] }
        return .success(audit)
    }
}
