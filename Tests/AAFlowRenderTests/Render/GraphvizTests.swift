import Foundation
import FoundationXML
import Testing
@testable import AAFlow
@testable import AAFlowRender

// Renders in process through the Graphviz library. Swift Testing runs these
// in parallel: every call goes through the renderer's one lock.

private func svgDocument(_ rendered: RenderedDiagram) throws -> XMLDocument {
    try XMLDocument(data: Data(rendered.bytes), options: [])
}

/// The value of an attribute, by qualified name. (On Linux, FoundationXML's
/// `attribute(forName:)` finds nothing on an element in a namespace, and
/// `localName` of an attribute crashes.)
private func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
}

/// The `<g>` element with this `id`.
private func group(_ document: XMLDocument, id: String) throws -> XMLElement? {
    let groups = try document.nodes(forXPath: "//*[local-name()='g']").compactMap { $0 as? XMLElement }
    return groups.first { attribute("id", of: $0) == id }
}

private func texts(in element: XMLElement) throws -> [String] {
    try element.nodes(forXPath: ".//*[local-name()='text']").map { $0.stringValue ?? "" }
}

private func tooltips(in element: XMLElement) throws -> [String] {
    try element.nodes(forXPath: ".//*[local-name()='a']").compactMap {
        ($0 as? XMLElement).flatMap { attribute("xlink:title", of: $0) }
    }
}

/// Two screens, a transition, a cluster and a rank group: a little of everything.
private func sampleGraph() -> DiagramGraph {
    var graph = DiagramGraph()
    graph.title = "News (assistive)"
    graph.summary = "3 screens, depth 2"
    graph.attributes = ["rankdir": "TB", "fontname": "Helvetica"]
    graph.nodeDefaults = ["shape": "box", "style": "rounded", "fontname": "Helvetica"]
    graph.edgeDefaults = ["fontname": "Helvetica"]
    graph.addNode("news", ["label": DiagramText.label(lines: ["News", "list · depth 0"]), "id": "screen-news", "class": "ok"])
    graph.addNode("article", ["label": DiagramText.label("Article"), "id": "screen-article", "class": "error",
                              "tooltip": DiagramText.tooltip("a back control drawn by the app")])
    graph.addNode("share", ["label": DiagramText.label("Share"), "id": "screen-share", "class": "warning"])
    graph.addEdge(from: "news", to: "article", ["label": DiagramText.label("Open"), "id": "edge-1"])
    graph.addEdge(from: "article", to: "share", ["label": DiagramText.label("Share"), "style": "dashed"])
    graph.rankGroups = [.init(.same, nodes: ["share"])]
    return graph
}

@Test func svgIsWellFormedXMLWithIDsAndClasses() throws {
    let rendered = try renderDiagram(sampleGraph(), format: .svg)
    #expect(rendered.warnings.isEmpty)
    let document = try svgDocument(rendered)
    for (id, className) in [("screen-news", "ok"), ("screen-article", "error"), ("screen-share", "warning")] {
        let element = try #require(try group(document, id: id))
        #expect(attribute("class", of: element) == "node \(className)")
    }
    let edge = try #require(try group(document, id: "edge-1"))
    #expect(attribute("class", of: edge) == "edge")
    #expect(try texts(in: try #require(try group(document, id: "screen-news"))) == ["News", "list · depth 0"])
    #expect(try tooltips(in: try #require(try group(document, id: "screen-article"))) == ["a back control drawn by the app"])
}

@Test func svgHasTitleAndDescription() throws {
    var graph = sampleGraph()
    graph.title = "<Tom & Jerry> -- \"news\""
    graph.summary = "two\nlines & <more>"
    let document = try svgDocument(try renderDiagram(graph))
    let title = try document.nodes(forXPath: "//*[local-name()='g'][@id='graph0']/*[local-name()='title']")
    let description = try document.nodes(forXPath: "//*[local-name()='g'][@id='graph0']/*[local-name()='desc']")
    #expect(title.map(\.stringValue) == ["<Tom & Jerry> -- \"news\""])
    #expect(description.map(\.stringValue) == ["two\nlines & <more>"])
}

private let hostileTexts = [
    "<b>Tom & Jerry</b>",
    #"\N \G \E \T \H \L"#,
    #"line\nbreak \l left \r right \x"#,
    #"ends with a backslash\"#,
    #"two \\ backslashes, four \\\\"#,
    #"quotes "double" and 'single'"#,
    "entities &amp; &lt; &#45; &#x26; &nbsp;",
    "controls:\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{7F}\u{9F}\u{FFFE}\u{FFFF} gone",
    "comment -- close --> and ]]> cdata",
    "unicode: Ünïcødé, 日本語, emoji 👩‍👩‍👧 ok",
]

@Test(arguments: hostileTexts)
func hostileTextAppearsVerbatim(_ text: String) throws {
    var graph = DiagramGraph()
    graph.addNode("a", ["label": DiagramText.label(text), "xlabel": DiagramText.label(text),
                        "tooltip": DiagramText.tooltip(text + "\nsecond line"),
                        "id": "node-a", "class": DiagramText.className(text)])
    graph.addNode("b", ["label": DiagramText.label("b"), "id": DiagramText.id(text)])
    graph.addEdge(from: "a", to: "b", ["label": DiagramText.label(text), "tooltip": DiagramText.tooltip(text), "id": "edge"])
    let rendered = try renderDiagram(graph)
    #expect(rendered.warnings.isEmpty)
    let document = try svgDocument(rendered)

    let shown = DiagramText.removingControlCharacters(text)
    let a = try #require(try group(document, id: "node-a"))
    #expect(try texts(in: a) == [shown, shown])
    #expect(try tooltips(in: a) == [shown + "\nsecond line"])
    #expect(attribute("class", of: a) == "node " + shown)
    let edge = try #require(try group(document, id: "edge"))
    #expect(try texts(in: edge) == [shown])
    #expect(try tooltips(in: edge) == [shown])
    #expect(try group(document, id: shown) != nil)
}

@Test func lineBreaksInTextAreSpacesInLabelsAndBreaksInTooltips() throws {
    var graph = DiagramGraph()
    let text = "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven\teight"
    graph.addNode("a", ["label": DiagramText.label(text), "tooltip": DiagramText.tooltip(text), "id": "a"])
    graph.addNode("b", ["label": DiagramText.label(lines: ["left", #"\N"#], alignment: .left), "id": "b"])
    let document = try svgDocument(try renderDiagram(graph))
    let a = try #require(try group(document, id: "a"))
    #expect(try texts(in: a) == ["one two three four five six seven eight"])
    #expect(try tooltips(in: a) == ["one\ntwo\nthree\nfour\nfive\nsix\nseven eight"])
    #expect(try texts(in: try #require(try group(document, id: "b"))) == ["left", #"\N"#])
}

/// Graphviz writes a run of spaces as a space and no-break spaces: it looks
/// the same, but it is not the same text.
@Test func runsOfSpacesBecomeNoBreakSpaces() throws {
    var graph = DiagramGraph()
    graph.addNode("a", ["label": DiagramText.label("a   b"), "id": "a"])
    let document = try svgDocument(try renderDiagram(graph))
    #expect(try texts(in: try #require(try group(document, id: "a"))) == ["a \u{A0}\u{A0}b"])
}

@Test func pngAndPDFStartWithTheirMagicBytes() throws {
    let png = try renderDiagram(sampleGraph(), format: .png)
    #expect(png.bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let pdf = try renderDiagram(sampleGraph(), format: .pdf)
    #expect(pdf.bytes.starts(with: Array("%PDF-".utf8)))
    #expect(!String(decoding: pdf.bytes, as: UTF8.self).contains("CreationDate"))
}

@Test(arguments: DiagramFormat.allCases)
func sameGraphGivesSameBytes(_ format: DiagramFormat) throws {
    let first = try renderDiagram(sampleGraph(), format: format)
    let second = try renderDiagram(sampleGraph(), format: format)
    #expect(!first.bytes.isEmpty)
    #expect(first.bytes == second.bytes)
}

/// SVG comes from a context with only the `core` and `dot_layout` plugins;
/// PNG, PDF and the other engines from the full one. Drawing with one in
/// between changes nothing the other draws.
@Test func svgIsTheSameWhateverWasDrawnBefore() throws {
    let svg = try renderDiagram(sampleGraph(), format: .svg).bytes
    _ = try renderDiagram(sampleGraph(), format: .png)
    _ = try renderDiagram(sampleGraph(), format: .svg, engine: .sfdp)
    #expect(try renderDiagram(sampleGraph(), format: .svg).bytes == svg)
    let png = try renderDiagram(sampleGraph(), format: .png).bytes
    _ = try renderDiagram(sampleGraph(), format: .svg)
    #expect(try renderDiagram(sampleGraph(), format: .png).bytes == png)
}

@Test func dotFormatIsTheGraphAsBuilt() throws {
    let dot = String(decoding: try renderDiagram(sampleGraph(), format: .dot).bytes, as: UTF8.self)
    #expect(dot.hasPrefix("digraph diagram {"))
    #expect(dot.contains("n0 -> n1"))
    #expect(dot.contains("rank=same"))
    #expect(!dot.contains("pos="))
    #expect(!dot.contains("layout="))
    let sfdp = String(decoding: try renderDiagram(sampleGraph(), format: .dot, engine: .sfdp).bytes, as: UTF8.self)
    #expect(sfdp.contains("layout=sfdp"))
}

@Test(arguments: DiagramFormat.allCases)
func emptyGraphRenders(_ format: DiagramFormat) throws {
    #expect(!(try renderDiagram(DiagramGraph(), format: format).bytes.isEmpty))
}

/// A node without a label is drawn empty, in process and by `dot` reading
/// the DOT text: never with its synthetic name.
@Test func nodesWithoutLabelsShowNoName() throws {
    var graph = DiagramGraph()
    graph.addNode("a", ["id": "a"])
    let document = try svgDocument(try renderDiagram(graph))
    #expect(try texts(in: try #require(try group(document, id: "a"))).allSatisfy(\.isEmpty))
    let dot = String(decoding: try renderDiagram(graph, format: .dot).bytes, as: UTF8.self)
    #expect(dot.contains(#"label="""#))
    graph.nodeDefaults["label"] = "?"
    let withDefault = String(decoding: try renderDiagram(graph, format: .dot).bytes, as: UTF8.self)
    #expect(withDefault.contains(#"node [label="?"]"#))
}

@Test(arguments: LayoutEngine.allCases)
func everyEngineDraws(_ engine: LayoutEngine) throws {
    let rendered = try renderDiagram(sampleGraph(), format: .svg, engine: engine)
    let document = try svgDocument(rendered)
    // Every screen and the arrow with an id are drawn, with their classes and words.
    for (id, className) in [("screen-news", "ok"), ("screen-article", "error"), ("screen-share", "warning")] {
        let element = try #require(try group(document, id: id), "\(engine): no \(id)")
        #expect(attribute("class", of: element) == "node \(className)", "\(engine): \(id)")
    }
    let edge = try #require(try group(document, id: "edge-1"), "\(engine): no edge-1")
    #expect(attribute("class", of: edge) == "edge")
    #expect(try texts(in: edge) == ["Open"], "\(engine)")
    let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']")
    #expect(edges.count == 2, "\(engine): \(edges.count) arrows drawn")
    #expect(try texts(in: try #require(try group(document, id: "screen-news"))) == ["News", "list · depth 0"], "\(engine)")
}

/// Graphs on which Graphviz 2.42 corrupts its heap in `gvFreeLayout` when
/// their edges carry a `label`: each has an edge `dot` lays out within one
/// rank. Seen aborting ("double free", "corrupted size vs. prev_size") or
/// under valgrind; the renderer turns those labels into `xlabel`s.
private func graphsWithFlatLabelledEdges() -> [DiagramGraph] {
    func tree(_ extra: (inout DiagramGraph) -> Void) -> DiagramGraph {
        var graph = DiagramGraph()
        for index in 0..<7 { graph.addNode("s\(index)", ["label": "s\(index)"]) }
        graph.addEdge(from: "s0", to: "s1")
        graph.addEdge(from: "s0", to: "s2")
        graph.addEdge(from: "s0", to: "s3", ["label": "go"])
        graph.addEdge(from: "s0", to: "s4")
        graph.addEdge(from: "s2", to: "s5", ["label": "go"])
        graph.addEdge(from: "s4", to: "s6", ["label": "go"])
        extra(&graph)
        return graph
    }
    var clustered = DiagramGraph()
    for index in 0..<5 { clustered.addNode("s\(index)") }
    clustered.clusters = [.init(nodes: ["s0", "s1", "s4"]), .init(nodes: ["s2", "s3"])]
    clustered.addEdge(from: "s0", to: "s1")
    clustered.addEdge(from: "s0", to: "s3")
    clustered.addEdge(from: "s1", to: "s2", ["label": "go"])
    clustered.addEdge(from: "s2", to: "s4")
    clustered.addEdge(from: "s3", to: "s5", ["label": "go"])
    clustered.addNode("s5")
    return [
        tree { $0.addEdge(from: "s2", to: "s4", ["constraint": "false", "label": "back"]) },
        tree { $0.addEdge(from: "s2", to: "s4", ["minlen": "0", "label": "side"]) },
        tree {
            $0.rankGroups = [.init(.same, nodes: ["s2", "s4"])]
            $0.addEdge(from: "s2", to: "s4", ["label": "side"])
        },
        clustered,
    ]
}

@Test func labelledEdgesWithinOneRankRenderAndFree() throws {
    for graph in graphsWithFlatLabelledEdges() {
        let labels = graph.edges.compactMap { $0.attributes["label"] }.sorted()
        for _ in 0..<3 {
            // Every arrow's label is drawn once, as a label or an xlabel of its arrow.
            let document = try svgDocument(try renderDiagram(graph))
            let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']").compactMap { $0 as? XMLElement }
            #expect(edges.count == graph.edges.count)
            #expect(try edges.flatMap { try texts(in: $0) }.sorted() == labels)
        }
    }
}

@Test func invalidAttributeValuesAreWarningsNotFailures() throws {
    var graph = sampleGraph()
    graph.addNode("odd", ["shape": "nosuchshape", "color": "nosuchcolor"])
    let rendered = try renderDiagram(graph)
    #expect(rendered.warnings.contains { $0.contains("nosuchshape") })
    #expect(rendered.warnings.contains { $0.contains("nosuchcolor") })
    _ = try svgDocument(rendered)
    // Warnings belong to one render, not to the next.
    #expect(try renderDiagram(sampleGraph()).warnings.isEmpty)
}

@Test func inconsistentOrUnsafeGraphsAreRefused() throws {
    var dangling = sampleGraph()
    dangling.addEdge(from: "news", to: "missing")
    #expect(throws: DiagramError.unknownNode("missing")) { try renderDiagram(dangling) }

    var font = sampleGraph()
    font.nodeDefaults["fontname"] = #"x" onload="alert(1)"#
    #expect(throws: DiagramError.self) { try renderDiagram(font) }

    var image = sampleGraph()
    image.addNode("news", ["image": "/etc/passwd"])
    #expect(throws: DiagramError.refusedAttribute(name: "image", value: "/etc/passwd")) { try renderDiagram(image) }

    var twice = sampleGraph()
    twice.clusters = [.init(nodes: ["news"]), .init(nodes: ["news"])]
    #expect(throws: DiagramError.nodeInSeveralClusters("news")) { try renderDiagram(twice) }
}

@Test func rendersFromManyThreadsAtOnce() async throws {
    let expected = try renderDiagram(sampleGraph()).bytes
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
        for task in 0..<8 {
            group.addTask {
                for round in 0..<3 {
                    let format: DiagramFormat = (task + round) % 4 == 0 ? .png : .svg
                    #expect(!(try renderDiagram(sampleGraph(), format: format).bytes.isEmpty))
                }
                return try renderDiagram(sampleGraph()).bytes
            }
        }
        var all: [[UInt8]] = []
        for try await bytes in group { all.append(bytes) }
        return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
}

@Test func graphvizMessagesSplitIntoErrorsAndWarnings() {
    let text = "Warning: using box for unknown shape x\nError: syntax error\nin line 1\nWarning: second\n"
    let messages = GraphvizMessages.split(text)
    #expect(messages.errors == ["syntax error", "in line 1"])
    #expect(messages.warnings == ["using box for unknown shape x", "second"])
}
