import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowRender

// Measurements that are not part of the normal test run: each runs only when
// its environment variable is set.

private let environment = ProcessInfo.processInfo.environment

/// A tree-shaped flow of `count` screens, three transitions per screen,
/// every transition labelled: `label` on the edge, or `xlabel` beside it.
func syntheticTree(_ count: Int, edgeLabel: String = "label") -> DiagramGraph {
    var graph = DiagramGraph()
    graph.nodeDefaults = ["shape": "box", "style": "rounded"]
    for index in 0..<count {
        graph.addNode("s\(index)", [
            "label": DiagramText.label(lines: ["Screen \(index)", "list · depth \(depth(index))"]),
            "id": "screen-s\(index)",
            "class": "ok",
        ])
    }
    for index in 1..<max(count, 1) {
        graph.addEdge(from: "s\((index - 1) / 3)", to: "s\(index)", [edgeLabel: DiagramText.label("Open \(index)")])
    }
    return graph
}

private func depth(_ index: Int) -> Int {
    index == 0 ? 0 : 1 + depth((index - 1) / 3)
}

private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Platform.monotonicSeconds()
    try body()
    return Platform.monotonicSeconds() - start
}

/// AAFLOW_RENDER_BENCH=1000,10000 (sizes), AAFLOW_RENDER_BENCH_DIR (where
/// to write the same graphs as DOT, for `dot -Tsvg`) and
/// AAFLOW_RENDER_BENCH_SKIP_PLAIN (do not lay out the plain graph, which takes
/// minutes at 10,000 nodes): in-process render times, printed.
@Test(.enabled(if: environment["AAFLOW_RENDER_BENCH"] != nil))
func renderBenchmark() throws {
    let sizes = (environment["AAFLOW_RENDER_BENCH"] ?? "").split(separator: ",").compactMap { Int($0) }
    let directory = environment["AAFLOW_RENDER_BENCH_DIR"]
    for size in sizes {
        var plain = syntheticTree(size)
        var bounded = syntheticTree(size, edgeLabel: "xlabel")
        bounded.attributes.merge(DiagramGraph.boundedLayoutAttributes) { _, new in new }
        let variants: [(String, DiagramGraph, LayoutEngine)] = [
            ("dot-label", plain, .dot),
            ("dot-xlabel-bounded", bounded, .dot),
            ("sfdp-xlabel", syntheticTree(size, edgeLabel: "xlabel"), .sfdp),
        ]
        for (name, graph, engine) in variants {
            if let directory {
                let dot = try renderDiagram(graph, format: .dot, engine: engine).bytes
                try Data(dot).write(to: URL(fileURLWithPath: "\(directory)/tree-\(size)-\(name).gv"))
            }
            if name == "dot-label" && environment["AAFLOW_RENDER_BENCH_SKIP_PLAIN"] != nil { continue }
            var bytes = 0
            let time = try seconds { bytes = try renderDiagram(graph, format: .svg, engine: engine).bytes.count }
            print("render-bench size=\(size) variant=\(name) seconds=\(String(format: "%.3f", time)) svg-bytes=\(bytes)")
        }
        plain = DiagramGraph()
        bounded = DiagramGraph()
    }
}
