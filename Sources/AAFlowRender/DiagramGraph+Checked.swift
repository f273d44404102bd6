import AAFlow

// What the renderer does to a DiagramGraph before any of it reaches Graphviz:
// refuse what is unsafe or inconsistent, and rewrite what would crash it.

extension DiagramGraph {
    /// Attributes that make Graphviz read files, or choose the layout engine
    /// behind the renderer's back (`layout` overrides the engine it is given).
    static let refusedAttributes: Set<String> = [
        "image", "shapefile", "imagepath", "fontpath", "layout",
    ]

    /// Attributes that Graphviz writes into SVG without escaping them.
    static let unescapedAttributes: Set<String> = [
        "fontname", "labelfontname", "stylesheet",
        "URL", "href", "target",
        "edgeURL", "edgehref", "edgetarget",
        "headURL", "headhref", "headtarget",
        "tailURL", "tailhref", "tailtarget",
        "labelURL", "labelhref", "labeltarget",
    ]

    /// The graph as it is handed to Graphviz: control characters removed from
    /// every value, every reference checked, and the `label` of every edge
    /// that could crash `dot` moved to its `xlabel`.
    ///
    /// The last one works around a heap corruption in Graphviz 2.42: when
    /// `dot` places a labelled edge within one rank, it adds a virtual node
    /// for the label by growing the rank's array with `realloc`, but keeps
    /// the old pointer too, and `gvFreeLayout` frees it again: "double free
    /// detected" or "corrupted size vs. prev_size" when the block had moved.
    /// Edges end up within one rank with `constraint=false`, with `minlen=0`,
    /// between nodes of rank groups, and between clusters (the clusters are
    /// ranked as blocks). An `xlabel` is drawn beside the edge and is never a
    /// node. Random small graphs with clusters, rank groups, `minlen=0` and
    /// `constraint=false`, rendered and freed: 405 of 1,500 corrupted the heap
    /// as they were, 1 with this (a crash inside the layout itself, which the
    /// `dot` program has too: `minlen=0` edges and a `rank=min` group in a cluster).
    func checkedForGraphviz() throws -> DiagramGraph {
        var checked = self
        checked.title = title.map(DiagramText.removingControlCharacters)
        checked.summary = summary.map(DiagramText.removingControlCharacters)
        checked.attributes = try Self.checked(attributes)
        checked.nodeDefaults = try Self.checked(nodeDefaults)
        checked.edgeDefaults = try Self.checked(edgeDefaults)
        for index in checked.nodes.indices {
            try checked.setNodeAttributes(at: index, Self.checked(nodes[index].attributes))
        }
        var edges = checked.edges
        for index in edges.indices {
            edges[index].attributes = try Self.checked(edges[index].attributes)
            guard node(edges[index].from) != nil else { throw DiagramError.unknownNode(edges[index].from) }
            guard node(edges[index].to) != nil else { throw DiagramError.unknownNode(edges[index].to) }
        }
        checked.clusters = try clusters.map(Self.checked)
        let placement = try checkPlacement()
        for index in edges.indices where checked.labelIsUnsafe(on: edges[index], placement) {
            checked.moveLabelToXLabel(&edges[index])
        }
        checked.edges = edges
        return checked
    }

    private static func checked(_ attributes: [String: String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in attributes {
            let value = DiagramText.removingControlCharacters(value)
            if name.isEmpty || refusedAttributes.contains(name) {
                throw DiagramError.refusedAttribute(name: name, value: value)
            }
            if unescapedAttributes.contains(name) && value.unicodeScalars.contains(where: isUnsafeUnescaped) {
                throw DiagramError.refusedAttribute(name: name, value: value)
            }
            if name == "charset" && !["utf-8", "utf8"].contains(value.lowercased()) {
                throw DiagramError.refusedAttribute(name: name, value: value)
            }
            result[name] = value
        }
        return result
    }

    private static func checked(_ cluster: Cluster) throws -> Cluster {
        var cluster = cluster
        cluster.attributes = try checked(cluster.attributes)
        cluster.clusters = try cluster.clusters.map(checked)
        return cluster
    }

    private static func isUnsafeUnescaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "<", ">", "&", "\\", "\n", "\t": return true
        default: return false
        }
    }

    /// Where each node sits: its innermost cluster (nil: none) and, if it is
    /// in a rank group, its rank class (nodes of one class may share a rank).
    struct Placement {
        var cluster: [Int: Int] = [:]
        var rankClass: [Int: String] = [:]
        var hasClusters = false
    }

    /// Checks that clusters and rank groups name existing nodes, each node in
    /// at most one cluster and one rank group, and each rank group only nodes
    /// that are directly in the group's cluster (or in no cluster, for a group
    /// of the root): `dot` mishandles rank groups that reach into clusters.
    private func checkPlacement() throws -> Placement {
        var placement = Placement()
        placement.hasClusters = !clusters.isEmpty
        var clusterCount = 0
        var groupCount = 0

        func addRankGroups(_ groups: [RankGroup], cluster: Int?) throws {
            for group in groups {
                groupCount += 1
                let name: String
                switch group.rank {
                case .same: name = "same \(groupCount)"
                case .min, .source: name = "first"
                case .max, .sink: name = "last"
                }
                for key in group.nodes {
                    guard let index = index(ofNode: key) else { throw DiagramError.unknownNode(key) }
                    guard placement.cluster[index] == cluster else {
                        throw DiagramError.rankGroupNodeOutsideCluster(key)
                    }
                    if placement.rankClass[index] != nil { throw DiagramError.nodeInSeveralRankGroups(key) }
                    placement.rankClass[index] = name
                }
            }
        }

        func addCluster(_ cluster: Cluster) throws {
            let id = clusterCount
            clusterCount += 1
            for key in cluster.nodes {
                guard let index = index(ofNode: key) else { throw DiagramError.unknownNode(key) }
                guard placement.cluster.updateValue(id, forKey: index) == nil else {
                    throw DiagramError.nodeInSeveralClusters(key)
                }
            }
            for inner in cluster.clusters { try addCluster(inner) }
            try addRankGroups(cluster.rankGroups, cluster: id)
        }

        for cluster in clusters { try addCluster(cluster) }
        try addRankGroups(rankGroups, cluster: nil)
        return placement
    }

    /// Whether a `label` on this edge may make `dot` corrupt its heap: when
    /// the edge may lie within one rank (`constraint=false`, `minlen=0`, both
    /// ends in one rank class), or, in a graph with clusters, joins nodes
    /// that are not in the same cluster.
    private func labelIsUnsafe(on edge: Edge, _ placement: Placement) -> Bool {
        func value(_ name: String) -> String? { edge.attributes[name] ?? edgeDefaults[name] }
        if let constraint = value("constraint"), !Self.graphvizBoolean(constraint, default: true) {
            return true
        }
        if let minlen = value("minlen"), Self.graphvizInteger(minlen, default: 1) <= 0 {
            return true
        }
        guard let from = index(ofNode: edge.from), let to = index(ofNode: edge.to), from != to else { return false }
        if placement.hasClusters && placement.cluster[from] != placement.cluster[to] {
            return true
        }
        guard let fromClass = placement.rankClass[from] else { return false }
        return fromClass == placement.rankClass[to]
    }

    /// Moves the edge's label into its `xlabel`, after any `xlabel` it has.
    private func moveLabelToXLabel(_ edge: inout Edge) {
        guard let label = edge.attributes["label"] ?? edgeDefaults["label"], !label.isEmpty else { return }
        let xlabel = edge.attributes["xlabel"] ?? edgeDefaults["xlabel"] ?? ""
        edge.attributes["xlabel"] = xlabel.isEmpty ? label : xlabel + #"\n"# + label
        edge.attributes["label"] = ""
    }

    /// Graphviz's reading of a boolean (`mapbool`): false, no, true, yes in any
    /// case, or a number, non-zero being true; anything else is the default.
    static func graphvizBoolean(_ text: String, default defaultValue: Bool) -> Bool {
        switch text.lowercased() {
        case "false", "no": return false
        case "true", "yes": return true
        default:
            guard let first = text.unicodeScalars.first, ("0"..."9").contains(first) else { return defaultValue }
            return graphvizInteger(text, default: 0) != 0
        }
    }

    /// Graphviz's reading of an integer (`strtol`): leading spaces, a sign,
    /// then digits; the default when there are no digits.
    static func graphvizInteger(_ text: String, default defaultValue: Int) -> Int {
        var scalars = Substring(text).unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var sign = 1
        if let first = scalars.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            scalars = scalars.dropFirst()
        }
        let digits = scalars.prefix { ("0"..."9").contains($0) }
        guard !digits.isEmpty else { return defaultValue }
        let magnitude = Int(String(String.UnicodeScalarView(digits)).prefix(18)) ?? Int.max
        return sign * magnitude
    }
}
