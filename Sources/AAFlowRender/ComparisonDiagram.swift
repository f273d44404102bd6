import AAFlow

/// The side-by-side diagram of a comparison (`aaflow compare -o PATH`): the
/// two scenes as two clusters, the screens kept drawn so the eye connects
/// them, the dropped ones faded in the standard cluster, the added ones
/// marked in the assistive one, with the annotations of `render` on both.
///
/// A kept screen is joined to its counterpart by a grey dotted line without
/// arrowheads; a dropped screen is filled grey and says "dropped in
/// Assistive Access"; an added one is filled green and says "added for
/// Assistive Access": every mark is a word too, never a colour alone.
public enum ComparisonDiagram {
    /// A diagram that could not be drawn, with why in plain words.
    package struct Failure: Error, Hashable, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    /// Draws the comparison in a format (a `DiagramFormat`):
    /// the bytes of the file.
    ///
    /// The same comparison gives the same bytes.
    package static func build(_ comparison: Comparison, format: DiagramFormat) -> Result<[UInt8], Failure> {
        let (graph, engine) = self.graph(comparison)
        do {
            return .success(try renderDiagram(graph, format: format, engine: engine).bytes)
        } catch {
            return .failure(Failure((error as? DiagramError)?.description ?? "\(error)"))
        }
    }

    /// The graph of the side-by-side diagram.
    public static func graph(_ comparison: Comparison) -> (DiagramGraph, LayoutEngine) {
        let standard = comparison.standard.graph
        let assistive = comparison.assistive.graph
        let total = standard.screens.count + assistive.screens.count
        // Scenes that large keep the top-down layout and draw only the
        // screens nearest the start, as `render` does, each with fewer.
        let engine = LayoutEngine.dot
        let large = total > FlowDiagram.forceLayoutAbove
        let standardCollapse = large ? FlowDiagram.Collapse(standard, limit: FlowDiagram.comparedCollapsedLimit) : nil
        let assistiveCollapse = large ? FlowDiagram.Collapse(assistive, limit: FlowDiagram.comparedCollapsedLimit) : nil
        var graph = DiagramGraph()
        FlowDiagram.setDefaults(&graph, screens: total, engine: engine)
        graph.attributes["compound"] = "true"

        let (standardMarks, assistiveMarks) = marks(comparison.screens)
        let standardFindings = FlowDiagram.SceneFindings(standard, comparison.standard.findings)
        let assistiveFindings = FlowDiagram.SceneFindings(assistive, comparison.assistive.findings)
        var standardDrawn = FlowDiagram.add(standard, findings: standardFindings, to: &graph, keyPrefix: "standard:",
                                            idPrefix: "standard-screen-", engine: engine, marks: standardMarks,
                                            drawn: standardCollapse?.drawn)
        var assistiveDrawn = FlowDiagram.add(assistive, findings: assistiveFindings, to: &graph, keyPrefix: "assistive:",
                                             idPrefix: "assistive-screen-", engine: engine, marks: assistiveMarks,
                                             drawn: assistiveCollapse?.drawn)
        if let standardCollapse {
            standardCollapse.addSummaries(standard, findings: standardFindings, to: &graph, keyPrefix: "standard:",
                                          idPrefix: "standard-")
            standardDrawn.legend.insert(.collapsed)
        }
        if let assistiveCollapse {
            assistiveCollapse.addSummaries(assistive, findings: assistiveFindings, to: &graph, keyPrefix: "assistive:",
                                           idPrefix: "assistive-")
            assistiveDrawn.legend.insert(.collapsed)
        }

        graph.clusters.append(cluster(.standard, comparison.standard, standardFindings, in: graph))
        graph.clusters.append(cluster(.assistive, comparison.assistive, assistiveFindings, in: graph))
        let legend = standardDrawn.legend.union(assistiveDrawn.legend)
        let starts = [(standard, "standard:"), (assistive, "assistive:")].compactMap { scene, prefix in
            scene.start.map { prefix + scene.screens[$0].id.name }
        }
        FlowDiagram.addLegend(legend, to: &graph, above: starts)
        let app = comparison.standard.document.syntax.app ?? comparison.assistive.document.syntax.app
        let name = app.map { "\($0): " } ?? ""
        var heading = ["\(name)standard and Assistive Access scenes side by side"]
        heading.append("kept: \(comparison.screens.kept.count) (in both scenes) · dropped: \(comparison.screens.dropped.count) "
            + "(only in the standard scene) · added: \(comparison.screens.added.count) (only in the Assistive Access scene)")
        if let standardCollapse, let assistiveCollapse {
            heading.append("\(total) screens: the \(standardCollapse.drawnCount) standard and \(assistiveCollapse.drawnCount) "
                + "Assistive Access screens closest to the start are drawn; the boxes shaped like folders count the screens past them")
        }
        if !standardDrawn.labelled || !assistiveDrawn.labelled { heading.append(FlowDiagram.unlabelledNote) }
        graph.attributes["label"] = DiagramText.label(lines: heading.flatMap { FlowDiagram.wrap($0, width: FlowDiagram.headingWidth) })
        graph.attributes["labelloc"] = "t"
        graph.title = "\(name)standard and Assistive Access scenes compared"
        graph.summary = "Standard scene: \(FlowDiagram.describe(standard, findings: standardFindings, app: app)) "
            + "Assistive Access scene: \(FlowDiagram.describe(assistive, findings: assistiveFindings, app: app)) "
            + "Kept screens: \(list(comparison.screens.kept)). Dropped: \(list(comparison.screens.dropped)). "
            + "Added: \(list(comparison.screens.added))."
        return (graph, engine)
    }

    /// How each scene's screens are set apart: dropped ones in the standard
    /// scene, added ones in the assistive scene, and kept ones on both sides,
    /// in words (no line joins them across the picture).
    private static func marks(
        _ screens: ScreenChanges
    ) -> (standard: [String: FlowDiagram.Mark], assistive: [String: FlowDiagram.Mark]) {
        var standard: [String: FlowDiagram.Mark] = [:]
        for id in Set(screens.dropped) { standard[id] = FlowDiagram.droppedMark }
        var assistive: [String: FlowDiagram.Mark] = [:]
        for id in Set(screens.added) { assistive[id] = FlowDiagram.addedMark }
        for pair in screens.pairs {
            let renamed = pair.standard != pair.assistive
            standard[pair.standard] = FlowDiagram.keptMark(
                renamed ? "kept in Assistive Access as \(pair.assistive)" : "kept in Assistive Access")
            assistive[pair.assistive] = FlowDiagram.keptMark(
                renamed ? "kept from the standard scene's \(pair.standard)" : "kept from the standard scene")
        }
        return (standard, assistive)
    }

    /// The box around one scene: its screens and the stubs of its arrows
    /// back (the nodes whose keys start with the scene's kind), under its
    /// path and its scene-wide findings.
    private static func cluster(
        _ kind: SceneKind, _ scene: ComparedScene, _ findings: FlowDiagram.SceneFindings, in graph: DiagramGraph
    ) -> DiagramGraph.Cluster {
        var lines = ["\(kind == .standard ? "Standard" : "Assistive Access") scene: \(scene.path)"]
        lines += findings.sceneWide.map { "\($0.severity.rawValue): \($0.message)" }
        let prefix = "\(kind.rawValue):"
        return DiagramGraph.Cluster(
            attributes: ["label": DiagramText.label(lines: lines.flatMap { FlowDiagram.wrap($0, width: 60) }),
                         "style": "rounded",
                         "color": FlowDiagram.Palette.faded, "fontcolor": FlowDiagram.Palette.text,
                         "fontname": "Helvetica", "id": "scene-\(kind.rawValue)"],
            nodes: graph.nodes.lazy.map(\.key).filter { $0.hasPrefix(prefix) })
    }

    private static func list(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "none" }
        let shown = ids.prefix(50).joined(separator: ", ")
        return ids.count > 50 ? "\(shown) and \(ids.count - 50) more" : shown
    }
}
