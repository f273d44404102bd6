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

    /// The project at `path` read, audited and held against the baseline.
    package static func run(_ path: String, options: Options) -> Result<Audit, Failure> {
        let configuration: Configuration?
        switch Self.configuration(for: path, explicit: options.configuration) {
        case .failure(let e): return .failure(.configuration(e))
        case .success(let c): configuration = c
        }
        var baseline: Baseline?
        if let file = options.baseline ?? (options.ignoreConfiguredBaseline ? nil : configuration?.baselinePath) {
            switch Baseline.read(file) {
            case .failure(let e): return .failure(.configuration(e))
            case .success(let b): baseline = b
            }
        }
        let project: ExtractedProject
        switch extract(path, configuration: configuration) {
        case .failure(let e): return .failure(.project(e))
        case .success(let p): project = p
        }
        var audit = Audit(project, root: path, only: options.only, against: options.against,
                          configuration: configuration) { file in
            if case .success(let bytes) = Platform.readFile(file) { return bytes }
            return nil
        }
        if let baseline { audit.report = baseline.apply(to: [audit.report])[0] }
        return .success(audit)
    }
}
