import AAFlow

/// Why a diagram could not be rendered.
package enum DiagramError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An edge, cluster or rank group names a key that is not a node.
    case unknownNode(String)
    /// A node is listed in more than one cluster.
    case nodeInSeveralClusters(String)
    /// A node is listed in more than one rank group.
    case nodeInSeveralRankGroups(String)
    /// A rank group lists a node that is not directly in the group's cluster
    /// (for a group of the root: a node that is in a cluster).
    case rankGroupNodeOutsideCluster(String)
    /// An attribute that the renderer does not pass to Graphviz: one that reads
    /// files, picks the layout engine, or is written into SVG unescaped and has
    /// a value that could break out of it.
    case refusedAttribute(name: String, value: String)
    /// Graphviz loaded no layout plugin at all.
    case graphvizUnavailable
    /// Graphviz has no such layout engine.
    case layoutEngineUnavailable(LayoutEngine, available: [String])
    /// Graphviz cannot write this format.
    case formatUnavailable(DiagramFormat)
    /// Graphviz reported errors (its own messages, without "Error: ").
    case graphviz([String])
    /// A PNG would be wider or taller than `bitmapLimit` pixels (the sizes
    /// it would have, in pixels at 96 dpi); cairo would shrink it until its
    /// text could not be read. Nothing is drawn: SVG and PDF have no such limit.
    case bitmapTooLarge(width: Int, height: Int)

    /// The most pixels a side of a PNG can have (cairo's limit in Graphviz).
    static let bitmapLimit = 32_767

    package var description: String {
        switch self {
        case .unknownNode(let key):
            return "the diagram refers to node '\(key)', which it does not have"
        case .nodeInSeveralClusters(let key):
            return "node '\(key)' is in more than one cluster"
        case .nodeInSeveralRankGroups(let key):
            return "node '\(key)' is in more than one rank group"
        case .rankGroupNodeOutsideCluster(let key):
            return "a rank group lists node '\(key)', which is not directly in the group's cluster"
        case .refusedAttribute(let name, _):
            return "attribute '\(name)' is not passed to Graphviz with this value"
        case .graphvizUnavailable:
            return "the Graphviz library found no layout plugins; install Graphviz "
                + "(Debian and Ubuntu: apt-get install libgraphviz-dev; macOS: brew install graphviz), "
                + "then register its plugins by running 'dot -c' as root"
        case .layoutEngineUnavailable(let engine, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "the Graphviz layout engine '\(engine.rawValue)' is not installed (available: \(list)); "
                + "reinstall Graphviz and run 'dot -c' as root"
        case .formatUnavailable(let format):
            return "Graphviz cannot write \(format.rawValue) here; install its cairo plugin "
                + "(Debian and Ubuntu: apt-get install libgraphviz-dev) and run 'dot -c' as root"
        case .graphviz(let messages):
            let messages = messages.filter { !GraphvizWords.isContinuation($0) }
            guard !messages.isEmpty else { return "Graphviz failed without saying why" }
            return messages.map { GraphvizWords.explain($0) ?? "Graphviz: \($0)" }.joined(separator: "; ")
        case .bitmapTooLarge(let width, let height):
            return "the diagram would be \(GraphvizWords.grouped(width)) × \(GraphvizWords.grouped(height)) pixels, "
                + "more than a PNG can hold (\(GraphvizWords.grouped(Self.bitmapLimit)) a side); "
                + "write it as SVG or PDF instead (-o diagram.svg or -o diagram.pdf), which have no such limit"
        }
    }
}
