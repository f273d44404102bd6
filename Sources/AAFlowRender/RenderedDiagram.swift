import AAFlow

/// Graphviz's layout engines that the renderer offers.
public enum LayoutEngine: String, Sendable, Equatable, CaseIterable {
    /// Layered, top-down: the reading order of a flow. The default.
    case dot
    /// Force-directed, for large graphs that `dot` takes too long on.
    case sfdp
    /// Spring model, for small undirected-looking graphs.
    case neato
}

/// A rendered diagram: the bytes of the file, and what Graphviz warned about.
public struct RenderedDiagram: Sendable, Equatable {
    /// The file's contents in the requested format.
    public var bytes: [UInt8]
    /// Graphviz's warnings, one message each, without "Warning: ", as
    /// Graphviz words them (for a log, not for a person).
    package var warnings: [String]
    /// The warnings that matter to a reader of the diagram, in aaflow's words
    /// (see `GraphvizWords`): what a command prints. Warnings that change
    /// nothing in the drawing are left out.
    package var notes: [String]

    package init(bytes: [UInt8], warnings: [String] = [], notes: [String] = []) {
        self.bytes = bytes
        self.warnings = warnings
        self.notes = notes
    }
}
