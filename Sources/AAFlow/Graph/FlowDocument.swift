/// A flow file read, resolved and measured: the input of every command.
public struct FlowDocument: Sendable {
    /// The document's own file: the `.flow` file, or the first of the
    /// sources it was read from.
    package let source: SourceFile
    /// Every file the document was read from, in the order of their ids: a
    /// range's `file` is an index into this table (`source(of:)`). A flow
    /// file has one; a SwiftUI project has one per file the reader used.
    package let sources: [SourceFile]
    /// Whether the document was parsed from flow text (rather than built
    /// from another reader's tree): only then can a fix edit its statements.
    package let isFlowText: Bool
    /// What the file says.
    package let syntax: FlowFile
    /// One graph per scene, in file order.
    package let scenes: [SceneGraph]
    /// Mistakes in the language (`flow.*`), in report order.
    package let diagnostics: [Diagnostic]

    /// Whether the file is free of language errors; only a valid file is checked or drawn.
    package var isValid: Bool { diagnostics.isEmpty }

    /// Reads a flow file.
    ///
    /// - Parameters:
    ///   - source: the file's name and bytes.
    ///   - ruleIDs: the rule ids an `allow` may name; others are `flow.unknown-rule`.
    ///   - companion: the other file of a two-file comparison: its screens
    ///     count for this file's tasks, and its scene is the other scene a
    ///     `for ID` names (language 1.1).
    /// - Complexity: O(n) in the size of the file.
    public init(_ source: SourceFile, ruleIDs: Set<String>, companion: FlowFile? = nil) {
        let parsed = FlowParser.parse(source)
        self.init(syntax: parsed.file, sources: [source], ruleIDs: ruleIDs, companion: companion,
                  languageDiagnostics: parsed.diagnostics, isFlowText: true)
    }

    /// Reads a flow file with limits set outside it (`.aaflow.json`): they
    /// stand before the file's own `limit` statements, so the file's win.
    ///
    /// - Parameters:
    ///   - outsideLimits: the limits, their ranges in `SourceFileID(1)`.
    ///   - outsideSource: the file they are written in, the document's second source.
    package init(_ source: SourceFile, ruleIDs: Set<String>, outsideLimits: [LimitDecl], outsideSource: SourceFile) {
        var parsed = FlowParser.parse(source)
        parsed.file.limits = outsideLimits + parsed.file.limits
        self.init(syntax: parsed.file, sources: [source, outsideSource], ruleIDs: ruleIDs, companion: nil,
                  languageDiagnostics: parsed.diagnostics, isFlowText: true)
    }

    /// A document from a syntax tree another reader built (the SwiftUI
    /// reader), resolved and measured as a parsed file is.
    ///
    /// - Parameters:
    ///   - syntax: the flow. Its ranges name their file by an index into
    ///     `sources` (`SourceRange.file`); ids are resolved by name.
    ///   - sources: the files the tree was read from; the first is the
    ///     document's `source`. Reports show their lines under findings.
    ///   - ruleIDs: the rule ids an `allow` may name; others are `flow.unknown-rule`.
    ///   - companion: as for a flow file.
    ///   - languageDiagnostics: problems the reader found on the way, kept
    ///     with the document's own (`flow.*` makes the document invalid).
    /// - Complexity: O(n) in the size of the tree.
    package init(syntax: FlowFile, sources: [SourceFile], ruleIDs: Set<String>, companion: FlowFile? = nil,
                languageDiagnostics: [Diagnostic] = []) {
        self.init(syntax: syntax, sources: sources, ruleIDs: ruleIDs, companion: companion,
                  languageDiagnostics: languageDiagnostics, isFlowText: false)
    }

    private init(syntax: FlowFile, sources: [SourceFile], ruleIDs: Set<String>, companion: FlowFile?,
                 languageDiagnostics: [Diagnostic], isFlowText: Bool) {
        self.isFlowText = isFlowText
        self.sources = sources.isEmpty ? [SourceFile(path: "<flow>", bytes: [])] : sources
        self.source = self.sources[0]
        let parsed = (file: syntax, diagnostics: languageDiagnostics)
        self.syntax = syntax
        var diagnostics = parsed.diagnostics
        var builder = GraphBuilder()
        scenes = parsed.file.scenes.map { builder.build($0, file: parsed.file) }
        diagnostics += builder.diagnostics

        // A task must name a screen of at least one scene (of either file,
        // in a two-file comparison). "Did you mean" shares the graph
        // builder's budget.
        var all: [String]?
        let companionIDs = Set(companion.map { $0.scenes.flatMap { $0.screens.map(\.id.name) } } ?? [])
        for task in parsed.file.tasks
        where !scenes.contains(where: { $0.index(of: task.target) != nil }) && !companionIDs.contains(task.target.name) {
            if all == nil { all = scenes.flatMap { $0.screens.map(\.id.name) } + companionIDs.sorted() }
            let guess = Suggestion.nearest(to: task.target.name, among: all!, budget: &builder.suggestionBudget)
            diagnostics.append(Diagnostic(
                id: .undefinedScreen, severity: .error, range: task.target.range,
                message: Message.taskLeadsNowhere(task: task.name, screen: task.target.name),
                fix: guess.map { Fix.didYouMean($0, replacing: task.target.range) } ?? Fix("declare the screen in a scene, or correct the id")))
        }

        // `for ID` names a screen of the other scene, when there is one.
        for scene in parsed.file.scenes {
            let otherKind: SceneKind = scene.kind == .standard ? .assistive : .standard
            let other = scenes.first { $0.kind == otherKind }?.decl ?? companion?.scene(otherKind)
            guard let other else { continue }
            let ids = Set(other.screens.map(\.id.name))
            for screen in scene.screens {
                guard let counterpart = screen.counterpart, !ids.contains(counterpart.name) else { continue }
                let guess = Suggestion.nearest(to: counterpart.name, among: other.screens.map(\.id.name),
                                               budget: &builder.suggestionBudget)
                diagnostics.append(Diagnostic(
                    id: .undefinedScreen, severity: .error, range: counterpart.range,
                    message: Message.undefinedCounterpart(counterpart.name, scene: otherKind),
                    fix: guess.map { Fix.didYouMean($0, replacing: counterpart.range) } ?? Fix("name a screen of the \(otherKind.rawValue) scene after `for`"),
                    scene: scene.kind, screen: screen.id.name))
            }
        }

        // An `allow` must name a rule.
        let sortedIDs = ruleIDs.sorted()
        for scene in parsed.file.scenes {
            for allow in scene.allows + scene.screens.flatMap(\.allows) where !ruleIDs.contains(allow.rule) {
                let guess = Suggestion.nearest(to: allow.rule, among: sortedIDs)
                diagnostics.append(Diagnostic(
                    id: .unknownRule, severity: .error, range: allow.ruleRange,
                    message: Message.unknownRule(allow.rule),
                    fix: guess.map { Fix.didYouMean($0, replacing: allow.ruleRange) } ?? Fix("`aaflow rules` lists every rule id"),
                    scene: scene.kind))
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        self.diagnostics = diagnostics
    }

    /// The file a range is in (the document's own file for an id out of the table).
    package func source(of range: SourceRange) -> SourceFile {
        let i = range.file.index
        return i < sources.count ? sources[i] : source
    }

    /// The graph of a scene kind, if the file has that scene.
    public func scene(_ kind: SceneKind) -> SceneGraph? {
        scenes.first { $0.kind == kind }
    }
}

extension FlowDocument {
    /// What the document says of tasks, `for` and `allow` across its scenes, as values.
    package enum Message: DiagnosticMessage {
        /// A task whose screen no scene declares.
        case taskLeadsNowhere(task: String, screen: String)
        /// A `for` that names no screen of the other scene.
        case undefinedCounterpart(String, scene: SceneKind)
        /// An `allow` of an id that is not a rule.
        case unknownRule(String)

        package var text: String {
            switch self {
            case .taskLeadsNowhere(let task, let screen):
                return "the task \"\(task)\" leads to `\(screen)`, which no scene declares"
            case .undefinedCounterpart(let id, let kind):
                return "no screen `\(id)` is declared in the \(kind.rawValue) scene, which `for` names"
            case .unknownRule(let rule): return "`\(rule)` is not a rule"
            }
        }
    }
}
