import AAFlow

/// A graph to draw, described in Swift: what the diagram builder produces and
/// `renderDiagram(_:format:engine:)` hands to Graphviz.
///
/// Attributes are Graphviz attributes (`shape`, `label`, `xlabel`, `tooltip`,
/// `id`, `class`, `color`, `style`, `rankdir`, `ranksep`, `mclimit`, ...) with
/// their values as plain strings. They reach Graphviz as data, never as DOT
/// syntax, but Graphviz still interprets some of them: pass user text through
/// `DiagramText` first (`DiagramText.label`, `.tooltip`, `.id`, `.className`).
///
/// Nodes are identified by a key of your choice (a screen id, say); Graphviz
/// only ever sees synthetic names (`n0`, `n1`, ...), so a key never turns into
/// text in the picture. Every node's label defaults to the empty string, not
/// to its name.
///
/// ```swift
/// var graph = DiagramGraph()
/// graph.attributes["rankdir"] = "TB"
/// graph.nodeDefaults["shape"] = "box"
/// graph.addNode("news", ["label": DiagramText.label("News"), "id": "screen-news"])
/// graph.addNode("article", ["label": DiagramText.label("Article")])
/// graph.addEdge(from: "news", to: "article", ["xlabel": DiagramText.label("Open")])
/// let svg = try renderDiagram(graph, format: .svg)
/// ```
public struct DiagramGraph: Sendable, Equatable {
    /// The text of the SVG's `<title>`: shown by browsers and read by screen
    /// readers. SVG only; nil leaves Graphviz's own title (the synthetic graph name).
    package var title: String?
    /// A sentence or two that describe the diagram in words, for readers who
    /// cannot see it: the SVG's `<desc>`, after its title. SVG only.
    package var summary: String?
    /// Attributes of the root graph (`rankdir`, `ranksep`, `nodesep`, `mclimit`,
    /// `nslimit`, `nslimit1`, `searchsize`, `label`, `fontname`, ...).
    /// Clusters do not inherit them.
    package var attributes: [String: String] = [:]
    /// Attributes every node has unless it sets its own.
    package var nodeDefaults: [String: String] = [:]
    /// Attributes every edge has unless it sets its own.
    package var edgeDefaults: [String: String] = [:]
    /// The nodes, in the order they were added (Graphviz's order too).
    public private(set) var nodes: [Node] = []
    /// The edges, in the order they were added (or set).
    package var edges: [Edge] = []
    /// Boxes drawn around groups of nodes (Graphviz subgraphs `cluster_…`).
    /// A node is listed in at most one cluster (nested clusters included).
    /// Edge labels between nodes of different clusters become `xlabel`s.
    package var clusters: [Cluster] = []
    /// Groups of nodes placed on one rank (`rank=same` subgraphs), or on the
    /// first or last rank. A node is in at most one rank group, and the
    /// groups here hold only nodes that are in no cluster.
    /// Edge labels within a group become `xlabel`s.
    package var rankGroups: [RankGroup] = []
    /// Whether to move edge `label`s (not `xlabel`s) after a `dot` layout so
    /// that no arrow runs through one, none covers a node or another label,
    /// and each stays beside its arrow. `dot` puts a label's left side where
    /// its edge passes and lets the edge run up to 10 points into it; this
    /// tries positions around it, on both sides of the edge, and keeps the
    /// clearest (best with left-aligned label lines). The drawing grows to
    /// hold the labels. Costs time in the number of labels times the
    /// points of the arrows near each: meant for diagrams of a few hundred
    /// labels at most.
    package var placesEdgeLabels = false

    private var nodeIndex: [String: Int] = [:]

    package init() {}

    /// A node: its key and its attributes.
    public struct Node: Sendable, Equatable {
        public var key: String
        public var attributes: [String: String]
    }

    /// An edge from one node key to another, with its attributes.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var attributes: [String: String]

        public init(from: String, to: String, attributes: [String: String] = [:]) {
            self.from = from
            self.to = to
            self.attributes = attributes
        }
    }

    /// A box around nodes, with its own attributes (`label`, `style`, `color`,
    /// `bgcolor`, `id`, `class`, ...), clusters inside it, and rank groups of
    /// the nodes listed directly in it.
    package struct Cluster: Sendable, Equatable {
        package var attributes: [String: String]
        package var nodes: [String]
        package var clusters: [Cluster]
        package var rankGroups: [RankGroup]

        package init(
            attributes: [String: String] = [:],
            nodes: [String] = [],
            clusters: [Cluster] = [],
            rankGroups: [RankGroup] = []
        ) {
            self.attributes = attributes
            self.nodes = nodes
            self.clusters = clusters
            self.rankGroups = rankGroups
        }
    }

    /// Nodes that `dot` places on one rank.
    package struct RankGroup: Sendable, Equatable {
        package enum Rank: String, Sendable, Equatable, CaseIterable {
            /// All on one rank.
            case same
            /// All on the first rank (with other `min` groups).
            case min
            /// All on the last rank (with other `max` groups).
            case max
            /// Alone on the first rank.
            case source
            /// Alone on the last rank.
            case sink
        }

        package var rank: Rank
        package var nodes: [String]

        package init(_ rank: Rank = .same, nodes: [String]) {
            self.rank = rank
            self.nodes = nodes
        }
    }

    /// Adds a node, or, if `key` is already a node, sets these attributes on it.
    package mutating func addNode(_ key: String, _ attributes: [String: String] = [:]) {
        if let index = nodeIndex[key] {
            nodes[index].attributes.merge(attributes) { _, new in new }
        } else {
            nodeIndex[key] = nodes.count
            nodes.append(Node(key: key, attributes: attributes))
        }
    }

    /// Adds an edge between two node keys; several edges may join the same two nodes.
    /// Both keys must be nodes by the time the graph is rendered.
    package mutating func addEdge(from: String, to: String, _ attributes: [String: String] = [:]) {
        edges.append(Edge(from: from, to: to, attributes: attributes))
    }

    /// The node with this key, if any.
    package func node(_ key: String) -> Node? {
        nodeIndex[key].map { nodes[$0] }
    }

    /// The position of a node in `nodes` (its Graphviz name is `n` followed by it).
    func index(ofNode key: String) -> Int? {
        nodeIndex[key]
    }

    mutating func setNodeAttributes(at index: Int, _ attributes: [String: String]) {
        nodes[index].attributes = attributes
    }
}

extension DiagramGraph {
    /// Graph attributes that bound `dot`'s crossing minimisation (`mclimit`,
    /// `searchsize`) and network simplex passes (`nslimit`, `nslimit1`), for
    /// large graphs, at the price of a few more crossings. Merge them into
    /// `attributes`.
    ///
    /// Most of the gain comes from edge labels drawn as `xlabel`s: a `label`
    /// becomes a virtual node in the middle of its edge, which doubles the
    /// ranks. Measured here on a tree of screens, three transitions each, all
    /// labelled (`dot -Tsvg` and in process alike): 1,000 screens take 0.25 s
    /// with labels, 0.14 s with xlabels and 0.13 s with xlabels and these
    /// attributes; 10,000 screens take 11 s with xlabels and 8 to 10 s with
    /// xlabels and these attributes.
    package static let boundedLayoutAttributes: [String: String] = [
        "mclimit": "0.1",
        "nslimit": "1",
        "nslimit1": "1",
        "searchsize": "10",
    ]
}
