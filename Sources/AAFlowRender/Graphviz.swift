// The only file that speaks to the Graphviz C library.
//
// Graphviz is not thread-safe, not even with one context per thread, so there
// are at most two contexts for the process (see GraphvizState), each created
// on first use, and every call into the library happens with `graphvizLock` held. The graph is built through
// the cgraph API, never parsed from DOT text (agmemread keeps lexer state from
// one call to the next). Graphviz's messages go to a handler that collects
// them in memory, per render, instead of to standard error or a temporary file.

import AAFlowPlatform
import AAFlow
import CGraphviz

/// Draws a diagram with the Graphviz library, in this process.
///
/// The same graph gives the same bytes. Calls from several threads are
/// served one at a time.
///
/// - Parameters:
///   - graph: what to draw; see `DiagramGraph` and `DiagramText`.
///   - format: the file format, a `DiagramFormat`: `.svg`
///     (SVG 1.1, well-formed XML, with the graph's title and summary),
///     `.png` and `.pdf` (through Graphviz's cairo plugin; the PDF without a
///     creation date), or `.dot`: the graph as DOT text, as built (and
///     checked) but not laid out, for other Graphviz tools: `dot -Tsvg`
///     draws the same diagram (with `layout=sfdp` or `neato` set for those
///     engines); no layout is computed, so it is fast even for very large
///     graphs.
///   - engine: the layout engine: `.dot` (top-down layers) by default,
///     `.sfdp` for graphs too large for `dot`.
/// - Returns: the file's bytes and Graphviz's warnings.
/// - Throws: `DiagramError` when the graph is inconsistent or refused, when
///   Graphviz or one of its plugins is missing, or when Graphviz reports an error.
/// - Complexity: the layout dominates, and grows faster than the graph:
///   with `dot`, a tree of 1,000 screens with labelled transitions takes
///   about 0.14 s here and one of 10,000 about 8 s (with `xlabel`s and
///   `DiagramGraph.boundedLayoutAttributes`). Building the graph and
///   rendering it cost little beside.
public func renderDiagram(
    _ graph: DiagramGraph,
    format: DiagramFormat = .svg,
    engine: LayoutEngine = .dot
) throws -> RenderedDiagram {
    let checked = try graph.checkedForGraphviz()
    var rendered = try graphvizLock.withLock {
        try Graphviz.render(checked, format: format, engine: engine)
    }
    switch format {
    case .svg: rendered.bytes = DiagramOutput.svg(rendered.bytes, title: checked.title, summary: checked.summary)
    case .pdf: rendered.bytes = DiagramOutput.pdfWithoutDates(rendered.bytes)
    case .png, .dot: break
    }
    return rendered
}

/// Held around every call into Graphviz, and around `graphvizMessages`.
private let graphvizLock = Lock()

/// What Graphviz said during the current render: written by the C message
/// handler, which Graphviz only calls from inside a call made under the lock.
private let graphvizMessages = GraphvizMessages()

private let graphvizState = GraphvizState()

/// `@unchecked Sendable`: read and written only under `graphvizLock`.
final class GraphvizMessages: @unchecked Sendable {
    var bytes: [UInt8] = []

    /// The messages since the last call, split into errors and warnings.
    func take() -> (errors: [String], warnings: [String]) {
        defer { bytes.removeAll(keepingCapacity: true) }
        return Self.split(String(decoding: bytes, as: UTF8.self))
    }

    /// Graphviz's messages, one a line, without their "Error: " or
    /// "Warning: " prefix. Graphviz hands a message over in pieces ("Error",
    /// ": ", the text and a newline); a line without a prefix continues the
    /// previous message, and has its level.
    static func split(_ text: String) -> (errors: [String], warnings: [String]) {
        var errors: [String] = []
        var warnings: [String] = []
        var isError = false
        for line in text.split(separator: "\n") {
            var message = line
            if message.hasPrefix("Error: ") {
                isError = true
                message = message.dropFirst("Error: ".count)
            } else if message.hasPrefix("Warning: ") {
                isError = false
                message = message.dropFirst("Warning: ".count)
            }
            let trimmed = message.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            let end = trimmed.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }
            guard let end else { continue }
            let text = String(trimmed[...end])
            if isError { errors.append(text) } else { warnings.append(text) }
        }
        return (errors, warnings)
    }
}

/// The message handler given to `agseterrf`: a C function, so it captures nothing.
private func collectGraphvizMessage(_ text: UnsafeMutablePointer<CChar>?) -> Int32 {
    guard let text else { return 0 }
    graphvizMessages.bytes.append(contentsOf: String(cString: text).utf8)
    return 0
}

/// The contexts and what they found at start-up; only touched under the lock.
///
/// An SVG (or the DOT text) laid out by `dot` comes from a light context
/// that holds only Graphviz's `core` and `dot_layout` plugins, and measures
/// text with Graphviz's own Helvetica metrics: no fonts are read, and the same
/// graph gives the same SVG on every machine with the same Graphviz. PNG and
/// PDF (drawn by cairo, with the fonts it draws with), other layout engines,
/// and an SVG when the light context cannot be made come from the full
/// context of `gvContext()`, with every plugin installed.
///
/// `@unchecked Sendable`: used only under `graphvizLock` (Graphviz itself
/// is not thread-safe; every call into it holds that lock).
private final class GraphvizState: @unchecked Sendable {
    struct Context {
        var handle: OpaquePointer
        var layoutEngines: [String]
        var devices: Set<String>
    }

    private var full: Context?
    private var light: Context?
    private var lightTried = false

    /// The context for drawing `format` with `engine`, created on first use.
    func context(format: DiagramFormat, engine: LayoutEngine) throws -> Context {
        if format == .dot || (format == .svg && engine == .dot), let light = lightContext() { return light }
        return try fullContext()
    }

    private func lightContext() -> Context? {
        if lightTried { return light }
        lightTried = true
        prepareMessages()
        if let created = aaflow_light_context() {
            let context = Self.describe(created)
            if context.layoutEngines.contains(LayoutEngine.dot.rawValue) && context.devices.contains(DiagramFormat.svg.rawValue) {
                light = context
            } else {
                gvFreeContext(created)
            }
        }
        _ = graphvizMessages.take()
        return light
    }

    private func fullContext() throws -> Context {
        if let full { return full }
        prepareMessages()
        guard let created = gvContext() else { throw DiagramError.graphvizUnavailable }
        full = Self.describe(created)
        _ = graphvizMessages.take()
        return full!
    }

    /// Report every message to our handler right away; a level above
    /// AGWARN would keep them in a temporary file that only grows.
    private func prepareMessages() {
        _ = agseterr(AGWARN)
        _ = agseterrf(collectGraphvizMessage)
    }

    private static func describe(_ handle: OpaquePointer) -> Context {
        Context(handle: handle, layoutEngines: pluginList(handle, kind: "layout"),
                devices: Set(pluginList(handle, kind: "device")))
    }

    private static func pluginList(_ context: OpaquePointer, kind: String) -> [String] {
        var count: Int32 = 0
        guard let list = gvPluginList(context, kind, &count, nil) else { return [] }
        defer { aaflow_free_plugin_list(list, count) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
    }
}

private enum Graphviz {
    static func render(_ graph: DiagramGraph, format: DiagramFormat, engine: LayoutEngine) throws -> RenderedDiagram {
        let state = try graphvizState.context(format: format, engine: engine)
        let context = state.handle
        if format != .dot {
            guard !state.layoutEngines.isEmpty else { throw DiagramError.graphvizUnavailable }
            guard state.layoutEngines.contains(engine.rawValue) else {
                throw DiagramError.layoutEngineUnavailable(engine, available: state.layoutEngines)
            }
            guard state.devices.contains(format.rawValue) else { throw DiagramError.formatUnavailable(format) }
        }
        _ = graphvizMessages.take()

        guard let root = aaflow_open_directed("diagram") else { throw failure("could not create a graph") }
        var laidOut = false
        defer {
            if laidOut { gvFreeLayout(context, root) }
            agclose(root)
        }
        try build(graph, in: root, layoutAttribute: format == .dot && engine != .dot ? engine.rawValue : nil)
        try throwIfErrors()

        var bytes: [UInt8]
        if format == .dot {
            var text: UnsafeMutablePointer<CChar>?
            var length = 0
            let status = aaflow_write_dot(root, &text, &length)
            defer { aaflow_free(text) }
            guard status == 0, let text else { throw failure("could not write the graph as DOT text") }
            bytes = copyBytes(text, count: length)
        } else {
            // Free the layout even if it fails half-way. And render only a
            // graph laid out without error: a render of a graph without a
            // layout leaves its job queued in the context, and the next
            // render writes that job too, to standard output.
            laidOut = true
            guard gvLayout(context, root, engine.rawValue) == 0 else { throw failure("layout failed") }
            if graph.placesEdgeLabels && engine == .dot { aaflow_place_edge_labels(root) }
            if format == .png {
                // cairo scales a bitmap wider or taller than 32,767 pixels
                // down to fit, and says so on standard error with fprintf,
                // past any handler: refuse it here, in words, instead.
                var width = 0.0, height = 0.0
                aaflow_drawing_size(root, &width, &height)
                let pixels = { (points: Double) in Int(((points + 2 * 4) * 96 / 72).rounded(.up)) }
                if pixels(width) >= DiagramError.bitmapLimit || pixels(height) >= DiagramError.bitmapLimit {
                    throw DiagramError.bitmapTooLarge(width: pixels(width), height: pixels(height))
                }
            }
            try throwIfErrors()
            var data: UnsafeMutablePointer<CChar>?
            var length: UInt32 = 0
            let status = gvRenderData(context, root, format.rawValue, &data, &length)
            defer { gvFreeRenderData(data) }
            guard status == 0, let data else { throw failure("rendering failed") }
            bytes = copyBytes(data, count: Int(length))
        }
        let messages = graphvizMessages.take()
        guard messages.errors.isEmpty else { throw DiagramError.graphviz(messages.errors) }
        return RenderedDiagram(bytes: bytes, warnings: messages.warnings,
                               notes: messages.warnings.compactMap(GraphvizWords.explain))
    }

    /// Builds the graph through the cgraph API. Graphviz names are synthetic:
    /// nodes `n0`, `n1`, ..., clusters `cluster_0`, ..., rank groups `rank_0`, ....
    private static func build(
        _ graph: DiagramGraph,
        in root: UnsafeMutablePointer<Agraph_t>,
        layoutAttribute: String?
    ) throws {
        let (graphSymbols, nodeSymbols, edgeSymbols) = try declareAttributes(
            of: graph, in: root, layoutAttribute: layoutAttribute)

        // A node without a label of its own or by default gets an empty one,
        // so that no node shows its synthetic name. (Not as the default:
        // agwrite leaves out empty defaults, and `dot` would read the DOT
        // text with the default label, the node's name.)
        let hasDefaultLabel = graph.nodeDefaults["label"] != nil
        var nodes: [UnsafeMutablePointer<Agnode_t>] = []
        nodes.reserveCapacity(graph.nodes.count)
        for (index, node) in graph.nodes.enumerated() {
            guard let handle = aaflow_node(root, "n\(index)") else { throw failure("could not create a node") }
            var attributes = node.attributes
            if !hasDefaultLabel && attributes["label"] == nil { attributes["label"] = "" }
            try set(attributes, on: handle, symbols: nodeSymbols)
            nodes.append(handle)
        }

        // Subgraphs before the root's own attributes, which would otherwise
        // become the defaults of the subgraphs made after them.
        var subgraphCount = 0
        func addRankGroups(_ groups: [DiagramGraph.RankGroup], to parent: UnsafeMutablePointer<Agraph_t>) throws {
            for group in groups {
                guard let subgraph = aaflow_subgraph(parent, "rank_\(subgraphCount)") else {
                    throw failure("could not create a subgraph")
                }
                subgraphCount += 1
                try set(["rank": group.rank.rawValue], on: subgraph, symbols: graphSymbols)
                for key in group.nodes { try addNode(key, to: subgraph) }
            }
        }
        func addCluster(_ cluster: DiagramGraph.Cluster, to parent: UnsafeMutablePointer<Agraph_t>) throws {
            guard let subgraph = aaflow_subgraph(parent, "cluster_\(subgraphCount)") else {
                throw failure("could not create a cluster")
            }
            subgraphCount += 1
            try set(cluster.attributes, on: subgraph, symbols: graphSymbols)
            for key in cluster.nodes { try addNode(key, to: subgraph) }
            for inner in cluster.clusters { try addCluster(inner, to: subgraph) }
            try addRankGroups(cluster.rankGroups, to: subgraph)
        }
        func addNode(_ key: String, to subgraph: UnsafeMutablePointer<Agraph_t>) throws {
            guard let index = graph.index(ofNode: key) else { throw DiagramError.unknownNode(key) }
            guard aaflow_subnode(subgraph, nodes[index]) != nil else { throw failure("could not add a node to a subgraph") }
        }
        for cluster in graph.clusters { try addCluster(cluster, to: root) }
        try addRankGroups(graph.rankGroups, to: root)

        for edge in graph.edges {
            guard let from = graph.index(ofNode: edge.from) else { throw DiagramError.unknownNode(edge.from) }
            guard let to = graph.index(ofNode: edge.to) else { throw DiagramError.unknownNode(edge.to) }
            guard let handle = aaflow_edge(root, nodes[from], nodes[to]) else { throw failure("could not create an edge") }
            try set(edge.attributes, on: handle, symbols: edgeSymbols)
        }

        var rootAttributes = graph.attributes
        rootAttributes["layout"] = layoutAttribute
        try set(rootAttributes, on: root, symbols: graphSymbols)
    }

    /// Declares every attribute the graph uses on the root, in a fixed order,
    /// for the root and its subgraphs, for nodes and for edges. Graph
    /// attributes default to "" so that clusters inherit nothing from the
    /// root; a node's label defaults to its name (`\N`) unless the graph
    /// sets a default.
    private static func declareAttributes(
        of graph: DiagramGraph,
        in root: UnsafeMutablePointer<Agraph_t>,
        layoutAttribute: String?
    ) throws -> (
        graph: [String: UnsafeMutablePointer<Agsym_t>],
        node: [String: UnsafeMutablePointer<Agsym_t>],
        edge: [String: UnsafeMutablePointer<Agsym_t>]
    ) {
        var graphNames = Set(graph.attributes.keys)
        var hasRankGroups = !graph.rankGroups.isEmpty
        func collect(_ cluster: DiagramGraph.Cluster) {
            graphNames.formUnion(cluster.attributes.keys)
            hasRankGroups = hasRankGroups || !cluster.rankGroups.isEmpty
            cluster.clusters.forEach(collect)
        }
        graph.clusters.forEach(collect)
        if hasRankGroups { graphNames.insert("rank") }
        if layoutAttribute != nil { graphNames.insert("layout") }
        var nodeNames = Set(graph.nodeDefaults.keys).union(["label"])
        for node in graph.nodes { nodeNames.formUnion(node.attributes.keys) }
        var edgeNames = Set(graph.edgeDefaults.keys)
        for edge in graph.edges { edgeNames.formUnion(edge.attributes.keys) }

        let graphSymbols = try declare(graphNames, kind: AGRAPH, defaults: [:], in: root)
        let nodeSymbols = try declare(
            nodeNames, kind: AGNODE, defaults: graph.nodeDefaults.merging(["label": #"\N"#]) { own, _ in own }, in: root
        )
        let edgeSymbols = try declare(edgeNames, kind: AGEDGE, defaults: graph.edgeDefaults, in: root)
        return (graphSymbols, nodeSymbols, edgeSymbols)
    }

    private static func declare(
        _ names: Set<String>,
        kind: Int32,
        defaults: [String: String],
        in root: UnsafeMutablePointer<Agraph_t>
    ) throws -> [String: UnsafeMutablePointer<Agsym_t>] {
        var symbols: [String: UnsafeMutablePointer<Agsym_t>] = [:]
        for name in names.sorted() {
            guard let symbol = aaflow_declare(root, kind, name, defaults[name] ?? "") else {
                throw failure("could not declare attribute '\(name)'")
            }
            symbols[name] = symbol
        }
        return symbols
    }

    private static func set<Object>(
        _ attributes: [String: String],
        on object: UnsafeMutablePointer<Object>,
        symbols: [String: UnsafeMutablePointer<Agsym_t>]
    ) throws {
        for name in attributes.keys.sorted() {
            guard let symbol = symbols[name], let value = attributes[name],
                  aaflow_set(object, symbol, value) == 0 else {
                throw failure("could not set attribute '\(name)'")
            }
        }
    }

    /// Throws the errors Graphviz reported so far, keeping its warnings.
    private static func throwIfErrors() throws {
        let messages = graphvizMessages.take()
        graphvizMessages.bytes = messages.warnings.flatMap { Array("Warning: \($0)\n".utf8) }
        guard messages.errors.isEmpty else { throw DiagramError.graphviz(messages.errors) }
    }

    /// The errors Graphviz reported, or `fallback` if it reported none.
    private static func failure(_ fallback: String) -> DiagramError {
        let errors = graphvizMessages.take().errors
        return DiagramError.graphviz(errors.isEmpty ? [fallback] : errors)
    }

    private static func copyBytes(_ pointer: UnsafeMutablePointer<CChar>, count: Int) -> [UInt8] {
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }
}
