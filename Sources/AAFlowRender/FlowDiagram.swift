import AAFlow

/// The annotated diagram of a scene: what `aaflow render` draws.
///
/// Every screen is a box with its title, icon name, kind, depth and
/// decisions; the start screen has a double border and says so. Every
/// transition is an arrow labelled with its control's text. Nothing is told
/// by colour alone:
///
/// - a destructive transition is purple, thick and bold, and its label
///   starts with "⚠ destructive" and says how often it asks first;
/// - a timed transition is dashed and labelled with its delay;
/// - a screen or arrow with a finding is outlined in the colour of its worst
///   severity, with a border style of its own (solid and thick for an error,
///   dashed for a warning, dotted for a note) and a line of text such as
///   "error: 1 · warning: 2"; the findings' messages are its tooltip.
///
/// In SVG each screen's group has the id `screen-ID` and the class of its
/// worst severity (`error`, `warning`, `note`) or `ok`; each arrow's group
/// has the id `arrow-N`, N the transition's index in `SceneGraph.transitions`
/// (so that a page can point at the arrow of a finding).
public struct FlowDiagram {
    /// Colours with at least 4.5:1 contrast against white, for text and lines.
    enum Palette {
        static let text = "#1A1A1A"
        static let error = "#B00020"
        static let warning = "#8A4B00"
        static let note = "#1A5490"
        static let destructive = "#6A1B9A"
        static let faded = "#595959"
        static let fadedFill = "#EEEEEE"
        static let addedFill = "#E8F5E9"
    }

    /// Above this many screens, labels sit beside the arrows (`xlabel`) and
    /// the layout's effort is bounded, so that drawing stays fast.
    static let boundedLayoutAbove = 150
    /// Above this many screens, `dot`'s top-down layout takes minutes: a
    /// scene keeps its top-down reading order but draws only the screens
    /// closest to the start (about `collapsedLimit` of them); each screen
    /// past that stands in a box that counts it, and the diagram says so.
    /// A comparison that large draws about `comparedCollapsedLimit` screens of each scene.
    package static let forceLayoutAbove = 2_000
    /// About how many screens a collapsed scene draws.
    package static let collapsedLimit = 1_000
    /// About how many screens each scene of a comparison draws when the two
    /// together have more than `forceLayoutAbove`: the side-by-side diagram
    /// holds two scenes, and stays under a second.
    package static let comparedCollapsedLimit = 250
    /// Above this many arrows in a scene, arrows carry no label (their
    /// tooltips still say what they are), and the diagram says so: Graphviz
    /// places labels beside arrows in time that grows with the square of
    /// their number (4,900 arrows: 0.9 s; 10,000: 3.4 s; 40,000: 46 s),
    /// while unlabelled arrows stay linear (40,000: 2.6 s).
    package static let labelledTransitionsLimit = 4_000

    /// The graph to draw for one scene of a checked file.
    public static func graph(_ scene: SceneGraph, report: FileReport) -> (DiagramGraph, LayoutEngine) {
        let app = report.document.syntax.app
        var graph = DiagramGraph()
        let engine = LayoutEngine.dot
        setDefaults(&graph, screens: scene.screens.count, engine: engine)
        let findings = SceneFindings(scene, report.diagnostics)
        let collapse = scene.screens.count > forceLayoutAbove ? Collapse(scene, limit: collapsedLimit) : nil
        var drawn = add(scene, findings: findings, to: &graph, keyPrefix: "", idPrefix: "screen-", engine: engine,
                        drawn: collapse?.drawn)
        if let collapse {
            collapse.addSummaries(scene, findings: findings, to: &graph)
            drawn.legend.insert(.collapsed)
        }
        let name = app.map { "\($0), " } ?? ""
        var heading = ["\(name)\(scene.kind.rawValue) scene"]
        heading += findings.sceneWide.map { "\($0.severity.rawValue): \($0.message)" }
        if !drawn.labelled { heading.append(unlabelledNote) }
        if let collapse {
            heading.append("\(scene.screens.count) screens: the \(collapse.drawnCount) closest to the start are drawn; "
                + "the boxes shaped like folders count the screens past them")
        }
        graph.attributes["label"] = DiagramText.label(lines: heading.flatMap { wrap($0, width: headingWidth) })
        graph.attributes["labelloc"] = "t"
        addLegend(drawn.legend, to: &graph, above: scene.start.map { [scene.screens[$0].id.name] } ?? [])
        graph.title = "\(name)\(scene.kind.rawValue) scene: flow diagram"
        graph.summary = describe(scene, findings: findings, app: app)
        return (graph, engine)
    }

    // MARK: Building blocks, shared with the side-by-side comparison
    //
    // A scene's screens and arrows are added by `add` (FlowDiagram+Screens),
    // its arrows by FlowDiagram+Arrows and +BackStubs, the legend by
    // +Legend, the boxes of screens not drawn by +Collapse; the words
    // (wrapping, findings, tooltips, the description) are in +Words.

    static func setDefaults(_ graph: inout DiagramGraph, screens: Int, engine: LayoutEngine) {
        graph.placesEdgeLabels = screens <= boundedLayoutAbove
        graph.attributes["rankdir"] = "TB"
        graph.attributes["fontname"] = "Helvetica"
        graph.attributes["fontsize"] = "14"
        graph.attributes["nodesep"] = "0.4"
        graph.attributes["ranksep"] = "0.6"
        graph.attributes["outputorder"] = "edgesfirst"
        if screens > boundedLayoutAbove {
            // Bounded effort, and straight arrows: spline routing is a large
            // part of the layout's time in big graphs.
            graph.attributes.merge(DiagramGraph.boundedLayoutAttributes) { _, new in new }
            graph.attributes["splines"] = "line"
        }
        if engine == .sfdp {
            graph.attributes["overlap"] = "prism"
            graph.attributes["splines"] = "false"
        }
        graph.nodeDefaults = [
            "shape": "box", "style": "rounded", "fontname": "Helvetica", "fontsize": "12",
            "color": Palette.text, "fontcolor": Palette.text, "penwidth": "1",
        ]
        graph.edgeDefaults = [
            "fontname": "Helvetica", "fontsize": "10", "color": Palette.text, "fontcolor": Palette.text,
        ]
    }

    /// The findings of one scene, sorted to the screens and arrows they are about.
    struct SceneFindings {
        var byScreen: [String: [Diagnostic]] = [:]
        /// Keyed by the start of the control's or timer's statement.
        var byStatement: [SourceLocation: [Diagnostic]] = [:]
        var sceneWide: [Diagnostic] = []

        init(_ scene: SceneGraph, _ diagnostics: [Diagnostic]) {
            for d in diagnostics where d.scene == scene.kind {
                if let screen = d.screen {
                    byScreen[screen, default: []].append(d)
                    byStatement[d.range.start, default: []].append(d)
                } else {
                    sceneWide.append(d)
                }
            }
        }
    }

    /// The worst severity of findings that no `allow` accepts.
    static func worst(_ findings: [Diagnostic]) -> Severity? {
        findings.filter { !$0.isAllowed }.map(\.severity).max()
    }

    /// The SVG class of a screen's or arrow's worst finding: its severity, or "ok".
    static func className(_ severity: Severity?) -> String {
        severity?.rawValue ?? "ok"
    }

    /// The outline of something with findings: colour, line style and width.
    static func outline(_ severity: Severity?, into attributes: inout [String: String], baseStyle: [String]) {
        var style = baseStyle
        switch severity {
        case .error?:
            attributes["color"] = Palette.error
            attributes["penwidth"] = "3"
            style.append("bold")
        case .warning?:
            attributes["color"] = Palette.warning
            attributes["penwidth"] = "2"
            style.append("dashed")
        case .note?:
            attributes["color"] = Palette.note
            attributes["penwidth"] = "2"
            style.append("dotted")
        case nil:
            break
        }
        if !style.isEmpty { attributes["style"] = style.joined(separator: ",") }
    }

    /// What `add` drew: whether the arrows carry labels, and what the legend must explain.
    struct Drawn {
        var labelled = true
        var legend: Set<LegendItem> = []
    }

    /// The things a legend can explain; it shows only those a diagram uses.
    enum LegendItem: Int, Hashable, Comparable, CaseIterable {
        case start, entry, error, warning, note, destructive, timed, gesture, back, kept, dropped, added, collapsed

        static func < (a: LegendItem, b: LegendItem) -> Bool { a.rawValue < b.rawValue }

        init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .note
            }
        }
    }

    /// The line a diagram's heading gets when its arrows carry no labels.
    static let unlabelledNote = "more than \(labelledTransitionsLimit) arrows: they are drawn without labels, "
        + "to stay fast; each arrow's tooltip says what it is"

    /// A screen set apart, in a comparison: a line of text, a fill, a line
    /// style or shape that no severity uses, and the legend entry that explains it.
    struct Mark {
        var line: String
        var fill: String
        var fontcolor: String?
        var style: [String]
        var shape: String?
        var legend: LegendItem

        /// The attributes that draw the mark (for the legend's sample).
        var attributes: [String: String] {
            var a = ["style": style.joined(separator: ","), "fillcolor": fill]
            if let shape { a["shape"] = shape }
            if let fontcolor { a["fontcolor"] = fontcolor }
            return a
        }
    }

    static func colour(_ severity: Severity) -> String {
        switch severity {
        case .error: return Palette.error
        case .warning: return Palette.warning
        case .note: return Palette.note
        }
    }

    /// Screens kept in a comparison: drawn as usual, with a line of words.
    static func keptMark(_ line: String) -> Mark {
        Mark(line: line, fill: "white", fontcolor: nil, style: ["rounded"], shape: nil, legend: .kept)
    }

    /// Screens dropped in a comparison: grey, with corners cut (`diagonals`).
    static let droppedMark = Mark(line: "dropped in Assistive Access", fill: Palette.fadedFill, fontcolor: Palette.faded,
                                  style: ["filled", "diagonals"], shape: "box", legend: .dropped)
    /// Screens added in a comparison: green, drawn as a raised box (`box3d`).
    static let addedMark = Mark(line: "added for Assistive Access", fill: Palette.addedFill, fontcolor: nil,
                                style: ["filled"], shape: "box3d", legend: .added)
    /// The boxes that stand for screens not drawn: shaped like folders.
    static let collapsedAttributes: [String: String] = ["shape": "folder", "style": "solid"]
}
