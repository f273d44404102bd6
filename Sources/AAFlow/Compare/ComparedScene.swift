/// One side of a comparison: a scene, its measurements and findings, how
/// each task is done in it, and its verdict on each design principle.
package struct ComparedScene: Sendable {
    /// The file the scene comes from.
    package let document: FlowDocument
    /// The scene's graph and measurements.
    package let graph: SceneGraph
    /// The scene's findings, as `aaflow check` reports them, by line then column.
    package let findings: [Diagnostic]
    /// The findings by severity, allowed ones left out.
    package let counts: SeverityCounts
    /// Each task of the comparison, in the order of `Comparison.tasks`.
    package let tasks: [TaskOutcome]
    /// The six principles in order, each kept or broken.
    package let principles: [PrincipleVerdict]

    package var kind: SceneKind { graph.kind }
    package var metrics: SceneMetrics { graph.metrics }
    /// The path of the file.
    package var path: String { document.source.path }
    /// The id of the start screen, if the scene has screens.
    package var startID: String? { graph.start.map { graph.screens[$0].id.name } }

    /// - Parameters:
    ///   - report: the checker's report of the document; its findings for
    ///     this scene are kept.
    ///   - tasks: the task to measure for each task of the comparison, with
    ///     the screen it leads to in this scene.
    init(_ document: FlowDocument, _ graph: SceneGraph, report: FileReport, tasks: [TaskDecl?], rules: [any Rule]) {
        self.document = document
        self.graph = graph
        findings = report.diagnostics.filter { $0.scene == graph.kind }
        counts = report.counts(for: graph.kind)
        self.tasks = TaskOutcome.measure(tasks, in: graph, file: document.syntax)
        principles = PrincipleVerdict.judge(graph, in: document, report: report, rules: rules)
    }
}

extension SceneGraph {
    /// This scene's graph built again from its statements, as a scene of
    /// `kind` in a file whose tasks are `tasks`: the same screens, edges and
    /// measurements, with the task paths and the kind asked for.
    ///
    /// - Complexity: O(screens + statements).
    func rebuilt(as kind: SceneKind, file: FlowFile, tasks: [TaskDecl]) -> SceneGraph {
        var decl = self.decl
        decl.kind = kind
        decl.tasks = []
        var file = file
        file.tasks = tasks
        var builder = GraphBuilder()
        return builder.build(decl, file: file, tasksOfThisFile: false)
    }
}
