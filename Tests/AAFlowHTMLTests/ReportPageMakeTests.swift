import Testing
import AAFlow
@testable import AAFlowHTML
import AAFlowRender

/// `ReportPage.make`: what `aaflow report` does in one call, here on two
/// example flows and one example SwiftUI project.
@Suite struct ReportPageMakeTests {
    static let project = Examples.root + "/examples/Errands"
    static let inputs = ReportPage.Inputs(paths: [Examples.path("news.flow"), Examples.path("send.flow"), project])

    /// Draws as `aaflow report` does with Graphviz.
    static func draw(_ request: ReportPage.DiagramRequest) -> Result<String, ReportPage.DrawingFailure> {
        switch request {
        case .scene(let scene, let report):
            let (graph, engine) = FlowDiagram.graph(scene, report: report)
            do {
                let svg = try renderDiagram(graph, format: .svg, engine: engine)
                return .success(String(decoding: svg.bytes, as: UTF8.self))
            } catch {
                return .failure(ReportPage.DrawingFailure(reason: "\(error)"))
            }
        case .comparison(let comparison):
            return ComparisonDiagram.build(comparison, format: .svg)
                .map { String(decoding: $0, as: UTF8.self) }
                .mapError { ReportPage.DrawingFailure(reason: $0.message) }
        }
    }

    static func isSVG(_ diagram: ReportPage.Diagram?) -> Bool {
        if case .svg? = diagram { return true }
        return false
    }

    @Test func twoFlowsAndAProjectWithDiagrams() throws {
        let review = ReportPage.make(inputs: Self.inputs, drawing: .svg(Self.draw))
        #expect(review.unreadable.isEmpty)
        #expect(review.warnings.isEmpty)
        let entries = review.page.entries
        #expect(entries.map(\.origin) == [.flowFile, .flowFile, .swiftProject(folder: Self.project)])
        #expect(review.reports.map(\.path) == entries.map(\.report.path))
        // Every scene drawn; a flow with both scenes is compared and drawn side by side.
        for entry in entries {
            #expect(entry.report.scenes.allSatisfy { Self.isSVG(entry.diagrams[$0.kind]) }, "\(entry.report.path)")
        }
        let send = entries[1]
        #expect(send.comparison != nil)
        #expect(Self.isSVG(send.comparisonDiagram))
        // The project's findings stand at its Swift lines.
        let located = entries[2].report.diagnostics.compactMap { entries[2].sourceLocation?($0) }
        #expect(located.contains { $0.hasPrefix(Self.project + "/") && $0.contains(".swift:") })

        let html = review.page.html()
        #expect(html.contains("<title>Assistive Access review: 3 flows</title>"))
        #expect(html.contains("SwiftUI project \(Self.project)"))
        #expect(html.contains("<svg class=\"diagram\" role=\"img\""))
        #expect(html.contains("id=\"f2-c-figure\""))
        for (name, rule) in StructureRules.all { #expect(rule(html) == [], "\(name)") }
        // The same inputs give the same bytes.
        #expect(ReportPage.make(inputs: Self.inputs, drawing: .svg(Self.draw)).page.html() == html)
    }

    @Test func withoutDrawingEachDiagramSaysWhy() {
        let why = "this build draws nothing"
        let review = ReportPage.make(inputs: Self.inputs, drawing: .unavailable(why))
        #expect(review.unreadable.isEmpty)
        #expect(review.warnings.isEmpty)
        #expect(review.reports.count == 3)
        let send = review.page.entries[1]
        #expect(send.comparison != nil)
        #expect(send.comparisonDiagram == .unavailable(why))
        #expect(send.report.scenes.allSatisfy { send.diagrams[$0.kind] == .unavailable(why) })
        let html = review.page.html()
        #expect(!html.contains("<svg"))
        #expect(html.contains("No diagram: \(why)"))
        // The page still reads in words: the tables, the findings and the walkthrough.
        #expect(html.contains("id=\"f1-walkthrough\""))
        for (name, rule) in StructureRules.all { #expect(rule(html) == [], "\(name)") }
    }

    @Test func aDiagramThatFailsIsNamedOnThePageAndWarned() throws {
        let review = ReportPage.make(inputs: ReportPage.Inputs(paths: [Examples.path("send.flow")]),
                                     drawing: .svg { _ in .failure(ReportPage.DrawingFailure(reason: "out of ink")) })
        let entry = try #require(review.page.entries.first)
        #expect(entry.diagrams[.assistive] == .unavailable("the diagram could not be drawn: out of ink"))
        #expect(entry.comparisonDiagram == .unavailable("the side-by-side diagram could not be drawn: out of ink"))
        let path = Examples.path("send.flow")
        let scenes = entry.report.scenes.map { "\(path): the \($0.kind.rawValue) scene could not be drawn: out of ink" }
        #expect(review.warnings == scenes + ["\(path): the side-by-side diagram could not be drawn: out of ink"])
        #expect(review.warnings.count == entry.report.scenes.count + 1)
    }

    @Test func standardInputAndAnUnreadablePath() {
        let missing = Examples.root + "/flows/no-such.flow"
        let inputs = ReportPage.Inputs(paths: ["-", missing]) {
            .success(Array("scene assistive\nscreen a \"A\" icon house\n".utf8))
        }
        let review = ReportPage.make(inputs: inputs, drawing: .unavailable("no drawing"))
        #expect(review.reports.map(\.path) == ["<stdin>"])
        #expect(review.unreadable.map(\.path) == [missing])
        #expect(review.page.unreadable.map(\.path) == [missing])
        #expect(review.page.html().contains("Files that could not be read"))
    }
}
