/// A flow file read, resolved and measured: the input of every command.
public struct FlowDocument: Sendable {
    public let source: SourceFile
    /// What the file says.
    public let syntax: FlowFile
    /// One graph per scene, in file order.
    public let scenes: [SceneGraph]
    /// Mistakes in the language (`flow.*`), in report order.
    public let diagnostics: [Diagnostic]

    /// Whether the file is free of language errors; only a valid file is checked or drawn.
    public var isValid: Bool { diagnostics.isEmpty }

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
        self.source = source
        let parsed = FlowParser.parse(source)
        syntax = parsed.file
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
                id: "flow.undefined-screen", severity: .error, range: task.target.range,
                message: "the task \"\(task.name)\" leads to `\(task.target.name)`, which no scene declares",
                fix: guess.map { "did you mean `\($0)`?" } ?? "declare the screen in a scene, or correct the id"))
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
                    id: "flow.undefined-screen", severity: .error, range: counterpart.range,
                    message: "no screen `\(counterpart.name)` is declared in the \(otherKind.rawValue) scene, which `for` names",
                    fix: guess.map { "did you mean `\($0)`?" } ?? "name a screen of the \(otherKind.rawValue) scene after `for`",
                    scene: scene.kind, screen: screen.id.name))
            }
        }

        // An `allow` must name a rule.
        let sortedIDs = ruleIDs.sorted()
        for scene in parsed.file.scenes {
            for allow in scene.allows + scene.screens.flatMap(\.allows) where !ruleIDs.contains(allow.rule) {
                let guess = Suggestion.nearest(to: allow.rule, among: sortedIDs)
                diagnostics.append(Diagnostic(
                    id: "flow.unknown-rule", severity: .error, range: allow.ruleRange,
                    message: "`\(allow.rule)` is not a rule",
                    fix: guess.map { "did you mean `\($0)`?" } ?? "`aaflow rules` lists every rule id",
                    scene: scene.kind))
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        self.diagnostics = diagnostics
    }

    /// The graph of a scene kind, if the file has that scene.
    public func scene(_ kind: SceneKind) -> SceneGraph? {
        scenes.first { $0.kind == kind }
    }
}
