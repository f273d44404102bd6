#if Graphviz
import AAFlowRender
#endif
import AAFlow

/// The one place the command line learns whether this aaflow can draw: with
/// the package trait `Graphviz` (the default) it draws through AAFlowRender;
/// built without it (`swift build --disable-default-traits`, as the SwiftPM
/// plugins are), every other command works and drawing says how to get it.
enum Drawing {
    /// One line that says how to get diagrams.
    static let missing = "this aaflow was built without Graphviz, so it draws no diagrams; "
        + "install Graphviz (apt-get install libgraphviz-dev, or brew install graphviz) and build aaflow with its default traits"

    #if Graphviz
    static let isAvailable = true
    #else
    static let isAvailable = false
    #endif

    /// A scene as SVG text, for the HTML report.
    static func sceneSVG(_ scene: SceneGraph, report: FileReport) -> Result<String, DrawingFailure> {
        #if Graphviz
        let (graph, engine) = FlowDiagram.graph(scene, report: report)
        do {
            let rendered = try renderDiagram(graph, format: .svg, engine: engine)
            return .success(String(decoding: rendered.bytes, as: UTF8.self))
        } catch {
            return .failure(DrawingFailure(reason: (error as? DiagramError)?.description ?? "\(error)"))
        }
        #else
        return .failure(DrawingFailure(reason: missing))
        #endif
    }

    /// Both scenes side by side as SVG text, for the HTML report.
    static func comparisonSVG(_ comparison: Comparison) -> Result<String, DrawingFailure> {
        #if Graphviz
        switch ComparisonDiagram.build(comparison, format: .svg) {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let failure): return .failure(DrawingFailure(reason: failure.message))
        }
        #else
        return .failure(DrawingFailure(reason: missing))
        #endif
    }
}

/// Why a diagram was not drawn, in words.
struct DrawingFailure: Error {
    var reason: String
}
