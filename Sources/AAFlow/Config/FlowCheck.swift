import AAFlowPlatform
/// `aaflow check` as one library call: the flow files read, each checked
/// with the configuration that applies to it (`.aaflow.json` near it, or the
/// one named), and held against a baseline.
///
/// ```swift
/// let run = FlowCheck.run(["flows"], options: .init(baseline: "aaflow-baseline.json"))
/// run.reports          // one per flow file, findings marked allowed or baselined
/// run.problems         // a configuration or baseline that cannot be used (nothing is checked then)
/// ```
package struct FlowCheck: Sendable {
    /// What to check with.
    package struct Options: Sendable {
        /// Check only this scene.
        package var scene: SceneKind?
        /// The configuration file to use (`--config`), instead of looking for one.
        package var configuration: String?
        /// The baseline to hold the findings against (`--baseline`); else
        /// the configuration's `baseline`, unless `ignoreConfiguredBaseline`.
        package var baseline: String?
        /// Leave the configuration's `baseline` aside (when a baseline is being written).
        package var ignoreConfiguredBaseline: Bool
        /// The ids a configuration's `allow` may name.
        package var allowableIDs: Set<String>

        package init(scene: SceneKind? = nil, configuration: String? = nil, baseline: String? = nil,
                    ignoreConfiguredBaseline: Bool = false, allowableIDs: Set<String> = RuleCatalog.ids) {
            self.scene = scene
            self.configuration = configuration
            self.baseline = baseline
            self.ignoreConfiguredBaseline = ignoreConfiguredBaseline
            self.allowableIDs = allowableIDs
        }
    }

    /// One report per flow file read, in the order found.
    package var reports: [FileReport] = []
    /// The files that could not be read.
    package var unreadable: [InputError] = []
    /// Configurations and baselines that cannot be used; when there is one,
    /// nothing was checked.
    package var problems: [ConfigurationError] = []

    /// Reads, checks and holds against the baseline every flow `paths` name
    /// (files, folders, `-` for standard input).
    package static func run(_ paths: [String], options: Options,
                           standardInput: () -> Result<[UInt8], SystemError> = Platform.readStandardInput) -> FlowCheck {
        var run = FlowCheck()
        var configurations: [String: Result<Configuration?, ConfigurationError>] = [:]
        func configuration(for path: String) -> Result<Configuration?, ConfigurationError> {
            let key: String
            if let explicit = options.configuration {
                key = "explicit"
                if let known = configurations[key] { return known }
                let result = Configuration.read(explicit, ruleIDs: options.allowableIDs).map { Optional($0) }
                configurations[key] = result
                return result
            }
            let found = Configuration.find(near: path == "<stdin>" ? "." : path, isFolder: path == "<stdin>")
            key = found ?? ""
            if let known = configurations[key] { return known }
            let result: Result<Configuration?, ConfigurationError> = found.map { file in
                Configuration.read(Paths.shown(file), ruleIDs: options.allowableIDs).map { Optional($0) }
            } ?? .success(nil)
            configurations[key] = result
            return result
        }

        var baselineOf: [String?] = []
        for input in FlowInputs.read(paths, standardInput: standardInput) {
            switch input {
            case .failure(let error):
                run.unreadable.append(error)
            case .success(let source):
                let config: Configuration?
                switch configuration(for: source.path) {
                case .failure(let e):
                    if !run.problems.contains(where: { $0.path == e.path }) { run.problems.append(e) }
                    continue
                case .success(let c): config = c
                }
                let document = config.map {
                    FlowDocument(source, ruleIDs: RuleCatalog.ids, outsideLimits: $0.limitDecls(inFile: SourceFileID(1)),
                                 outsideSource: $0.source)
                } ?? FlowDocument(source, ruleIDs: RuleCatalog.ids)
                var report = Checker.check(document, only: options.scene)
                if let config { report = config.applied(to: report) }
                run.reports.append(report)
                baselineOf.append(options.baseline ?? (options.ignoreConfiguredBaseline ? nil : config?.baselinePath))
            }
        }
        guard run.problems.isEmpty else {
            run.reports = []
            return run
        }

        // Each baseline over the reports that use it.
        var order: [String] = []
        for case let path? in baselineOf where !order.contains(path) { order.append(path) }
        for path in order {
            switch Baseline.read(path) {
            case .failure(let e):
                run.problems.append(e)
            case .success(let baseline):
                let indices = baselineOf.indices.filter { baselineOf[$0] == path }
                let applied = baseline.apply(to: indices.map { run.reports[$0] })
                for (k, i) in indices.enumerated() { run.reports[i] = applied[k] }
            }
        }
        if !run.problems.isEmpty { run.reports = [] }
        return run
    }

    /// The messages of `problems`, as a text report writes them.
    package func problemsText(colour: Bool = false) -> String {
        problems.map { $0.text(colour: colour) }.joined()
    }
}
