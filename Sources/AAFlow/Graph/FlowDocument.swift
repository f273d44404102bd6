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
    /// - Complexity: O(n) in the size of the file.
    public init(_ source: SourceFile, ruleIDs: Set<String>) {
        self.source = source
        let parsed = FlowParser.parse(source)
        syntax = parsed.file
        var diagnostics = parsed.diagnostics
        var builder = GraphBuilder()
        scenes = parsed.file.scenes.map { builder.build($0, file: parsed.file) }
        diagnostics += builder.diagnostics

        // A task must name a screen of at least one scene. "Did you mean"
        // shares the graph builder's budget.
        var all: [String]?
        for task in parsed.file.tasks where !scenes.contains(where: { $0.index(of: task.target) != nil }) {
            if all == nil { all = scenes.flatMap { $0.screens.map(\.id.name) } }
            let guess = Suggestion.nearest(to: task.target.name, among: all!, budget: &builder.suggestionBudget)
            diagnostics.append(Diagnostic(
                id: "flow.undefined-screen", severity: .error, range: task.target.range,
                message: "the task \"\(task.name)\" leads to `\(task.target.name)`, which no scene declares",
                fix: guess.map { "did you mean `\($0)`?" } ?? "declare the screen in a scene, or correct the id"))
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
