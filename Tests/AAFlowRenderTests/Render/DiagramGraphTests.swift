import Testing
@testable import AAFlow
@testable import AAFlowRender

private func twoScreens(_ edge: [String: String], edgeDefaults: [String: String] = [:]) -> DiagramGraph {
    var graph = DiagramGraph()
    graph.edgeDefaults = edgeDefaults
    graph.addNode("a")
    graph.addNode("b")
    graph.addEdge(from: "a", to: "b", edge)
    return graph
}

private func checkedEdge(_ graph: DiagramGraph) throws -> [String: String] {
    try #require(try graph.checkedForGraphviz().edges.first).attributes
}

@Test func addingANodeTwiceMergesItsAttributes() {
    var graph = DiagramGraph()
    graph.addNode("a", ["label": "A", "shape": "box"])
    graph.addNode("a", ["shape": "ellipse"])
    #expect(graph.nodes.count == 1)
    #expect(graph.node("a")?.attributes == ["label": "A", "shape": "ellipse"])
}

@Test(arguments: [
    ["constraint": "false"], ["constraint": "No"], ["constraint": "0"],
    ["minlen": "0"], ["minlen": " -2"],
])
func labelOfAnEdgeThatMayLieWithinOneRankBecomesAnXLabel(_ attributes: [String: String]) throws {
    let edge = try checkedEdge(twoScreens(attributes.merging(["label": "Back"]) { old, _ in old }))
    #expect(edge["label"] == "")
    #expect(edge["xlabel"] == "Back")
}

@Test(arguments: [
    ["constraint": "true"], ["constraint": "yes"], ["constraint": "1"], ["constraint": "maybe"],
    ["minlen": "1"], ["minlen": "2"], ["minlen": "none"], [:],
])
func labelOfAnOrdinaryEdgeStays(_ attributes: [String: String]) throws {
    let edge = try checkedEdge(twoScreens(attributes.merging(["label": "Open"]) { old, _ in old }))
    #expect(edge["label"] == "Open")
    #expect(edge["xlabel"] == nil)
}

@Test func edgeDefaultsCountToo() throws {
    let edge = try checkedEdge(twoScreens(["xlabel": "2 s"], edgeDefaults: ["constraint": "false", "label": "Back"]))
    #expect(edge["label"] == "")
    #expect(edge["xlabel"] == #"2 s\nBack"#)
}

@Test func labelWithinARankGroupBecomesAnXLabel() throws {
    var graph = twoScreens(["label": "Side"])
    graph.addNode("c")
    graph.addEdge(from: "a", to: "c", ["label": "Down"])
    graph.rankGroups = [.init(.same, nodes: ["a", "b"])]
    let edges = try graph.checkedForGraphviz().edges.map(\.attributes)
    #expect(edges == [["label": "", "xlabel": "Side"], ["label": "Down"]])
}

@Test func labelBetweenClustersBecomesAnXLabel() throws {
    var graph = twoScreens(["label": "Across"])
    graph.addNode("c")
    graph.addEdge(from: "a", to: "c", ["label": "Within"])
    graph.addEdge(from: "c", to: "b", ["label": "Out"])
    graph.clusters = [.init(nodes: ["a", "c"])]
    let edges = try graph.checkedForGraphviz().edges.map(\.attributes)
    #expect(edges == [["label": "", "xlabel": "Across"], ["label": "Within"], ["label": "", "xlabel": "Out"]])
}

@Test func rankGroupsStayInsideTheirCluster() throws {
    var graph = twoScreens([:])
    graph.clusters = [.init(nodes: ["a"], rankGroups: [.init(nodes: ["a", "b"])])]
    #expect(throws: DiagramError.rankGroupNodeOutsideCluster("b")) { try graph.checkedForGraphviz() }
    graph.clusters = [.init(nodes: ["a"])]
    graph.rankGroups = [.init(.min, nodes: ["a"])]
    #expect(throws: DiagramError.rankGroupNodeOutsideCluster("a")) { try graph.checkedForGraphviz() }
    graph.rankGroups = [.init(.min, nodes: ["b"]), .init(.same, nodes: ["b"])]
    #expect(throws: DiagramError.nodeInSeveralRankGroups("b")) { try graph.checkedForGraphviz() }
    graph.clusters = [.init(nodes: ["a"], clusters: [.init(nodes: ["a"])])]
    graph.rankGroups = []
    #expect(throws: DiagramError.nodeInSeveralClusters("a")) { try graph.checkedForGraphviz() }
}

@Test func unsafeAttributesAreRefused() {
    let refused: [(String, String)] = [
        ("layout", "neato"), ("image", "logo.png"), ("shapefile", "/etc/passwd"),
        ("fontname", #"Helvetica" onload="x"#), ("URL", "https://example.com/<script>"),
        ("href", "a&b"), ("charset", "latin1"), ("", "x"),
    ]
    for (name, value) in refused {
        var graph = twoScreens([:])
        graph.addNode("a", [name: value])
        #expect(throws: DiagramError.refusedAttribute(name: name, value: value)) { try graph.checkedForGraphviz() }
    }
    var fine = twoScreens([:])
    fine.attributes = ["fontname": "Helvetica,Arial", "charset": "UTF-8"]
    fine.addNode("a", ["URL": "https://example.com/flows/news.flow#L3"])
    #expect(throws: Never.self) { try fine.checkedForGraphviz() }
}

@Test func controlCharactersAreRemovedFromEveryValue() throws {
    var graph = twoScreens(["label": "a\u{0}b"])
    graph.attributes["label"] = "t\u{1B}itle"
    graph.title = "x\u{FFFF}y"
    let checked = try graph.checkedForGraphviz()
    #expect(checked.attributes["label"] == "title")
    #expect(checked.edges[0].attributes["label"] == "ab")
    #expect(checked.title == "xy")
}
