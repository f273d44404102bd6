import Testing
import AAFlow
import AAFlowRender

/// The library example of README.md, as written there.
@Test func theReadmeLibraryExampleWorks() throws {
    let text = specExample
    let source = SourceFile(path: "app.flow", text: text)
    let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)   // parse and resolve
    let report = Checker.check(document)                            // run every rule
    let json = JSONReporter().report([report])
    #expect(json.contains("\"maxDepth\""))
    if let scene = document.scene(.assistive) {
        #expect(scene.metrics.maxDepth == 1)
        #expect(scene.taskPaths.map(\.steps) == [1])
        let (graph, engine) = FlowDiagram.graph(scene, report: report)
        let svg = try renderDiagram(graph, format: .svg, engine: engine).bytes
        #expect(svg.starts(with: Array("<?xml".utf8)))
    }
    let comparison = try Comparison(document)                       // both scenes of one file
    #expect(comparison.screens.kept == ["news", "article"])
}
