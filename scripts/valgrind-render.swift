// Renders one diagram many times in one process, for scripts/valgrind-render.sh:
// a plain executable, because valgrind 3.19 itself crashes in the Swift test
// runner (libdispatch). Usage: valgrind-render COUNT [cluster]
import AAFlow
import AAFlowRender

let arguments = CommandLine.arguments.dropFirst()
let count = arguments.first.flatMap { Int($0) } ?? 100
let withCluster = arguments.dropFirst().first == "cluster"

var graph = DiagramGraph()
graph.title = "A tree of 40 screens"
graph.summary = "Screens, transitions, a cluster and a back edge"
graph.nodeDefaults = ["shape": "box", "style": "rounded"]
for index in 0..<40 {
    graph.addNode("s\(index)", [
        "label": DiagramText.label(lines: ["Screen \(index)", "list"]),
        "id": DiagramText.id("screen-s\(index)"),
        "class": "ok",
        "tooltip": DiagramText.tooltip("a finding <with> & \\N text"),
    ])
}
for index in 1..<40 {
    graph.addEdge(from: "s\((index - 1) / 3)", to: "s\(index)", ["label": DiagramText.label("Open \(index)")])
}
graph.addEdge(from: "s5", to: "s6", ["constraint": "false", "label": "side"])
graph.addNode("legend", ["label": "Legend", "shape": "note"])
if withCluster {
    graph.clusters = [.init(attributes: ["label": "Legend"], nodes: ["legend"])]
}

var bytes = 0
for round in 0..<count {
    let format = DiagramFormat.allCases[round % DiagramFormat.allCases.count]
    bytes += try renderDiagram(graph, format: format).bytes.count
}
print("\(count) renders\(withCluster ? " with a cluster" : ""), \(bytes) bytes")
