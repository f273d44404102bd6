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
    public static let boundedLayoutAbove = 150
    /// Above this many screens, `dot`'s top-down layout takes minutes: a
    /// scene keeps its top-down reading order but draws only the screens
    /// closest to the start (about `collapsedLimit` of them); each screen
    /// past that stands in a box that counts it, and the diagram says so.
    /// A comparison that large is drawn with `sfdp` instead.
    public static let forceLayoutAbove = 2_000
    /// About how many screens a collapsed scene draws.
    public static let collapsedLimit = 1_000
    /// Above this many arrows in a scene, arrows carry no label (their
    /// tooltips still say what they are), and the diagram says so: Graphviz
    /// places labels beside arrows in time that grows with the square of
    /// their number (4,900 arrows: 0.9 s; 10,000: 3.4 s; 40,000: 46 s),
    /// while unlabelled arrows stay linear (40,000: 2.6 s).
    public static let labelledTransitionsLimit = 4_000

    /// The graph to draw for one scene of a checked file.
    public static func graph(_ scene: SceneGraph, report: FileReport) -> (DiagramGraph, LayoutEngine) {
        let app = report.document.syntax.app
        var graph = DiagramGraph()
        let engine = LayoutEngine.dot
        setDefaults(&graph, screens: scene.screens.count, engine: engine)
        let findings = SceneFindings(scene, report.diagnostics)
        let collapse = scene.screens.count > forceLayoutAbove ? Collapse(scene, limit: collapsedLimit) : nil
        let labelled = add(scene, findings: findings, to: &graph, keyPrefix: "", idPrefix: "screen-", engine: engine,
                           drawn: collapse?.drawn)
        if let collapse { collapse.addSummaries(scene, findings: findings, to: &graph) }
        let name = app.map { "\($0), " } ?? ""
        var heading = ["\(name)\(scene.kind.rawValue) scene"]
        heading += findings.sceneWide.map { "\($0.severity.rawValue): \($0.message)" }
        if !labelled { heading.append(unlabelledNote) }
        if let collapse {
            heading.append("\(scene.screens.count) screens: the \(collapse.drawnCount) closest to the start are drawn; "
                + "the boxes with dashed borders count the screens past them")
        }
        graph.attributes["label"] = DiagramText.label(lines: heading)
        graph.attributes["labelloc"] = "t"
        addLegend(to: &graph)
        graph.title = "\(name)\(scene.kind.rawValue) scene: flow diagram"
        graph.summary = describe(scene, findings: findings, app: app)
        return (graph, engine)
    }

    // MARK: Building blocks, shared with the side-by-side comparison

    static func setDefaults(_ graph: inout DiagramGraph, screens: Int, engine: LayoutEngine) {
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

    static func className(_ severity: Severity?) -> String {
        severity?.rawValue ?? "ok"
    }

    static func counts(_ findings: [Diagnostic]) -> String? {
        let c = SeverityCounts(findings)
        var parts: [String] = []
        if c.errors > 0 { parts.append("error: \(c.errors)") }
        if c.warnings > 0 { parts.append("warning: \(c.warnings)") }
        if c.notes > 0 { parts.append("note: \(c.notes)") }
        let allowed = findings.filter(\.isAllowed).count
        if allowed > 0 { parts.append("allowed: \(allowed)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    static func tooltip(_ findings: [Diagnostic], fallback: String) -> String {
        guard !findings.isEmpty else { return fallback }
        return findings.map { d in
            var line = "\(d.severity.rawValue): \(d.message) [\(d.id)]"
            if let reason = d.allowedBecause { line += " (allowed: \(reason))" }
            return line
        }.joined(separator: "\n")
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

    /// Adds the screens and transitions of a scene to `graph`.
    ///
    /// - Parameters:
    ///   - keyPrefix: put before every node key, so that two scenes can share a graph.
    ///   - idPrefix: put before every screen id in the SVG `id`.
    ///   - marks: how to set some screens apart, by screen id.
    ///   - drawn: which screens to draw; all when nil.
    /// - Returns: whether the arrows carry labels (not when there are more
    ///   than `labelledTransitionsLimit` of them).
    @discardableResult
    static func add(
        _ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
        keyPrefix: String, idPrefix: String, engine: LayoutEngine, marks: [String: Mark] = [:],
        drawn: [Bool]? = nil
    ) -> Bool {
        for i in scene.screens.indices where drawn?[i] ?? true {
            let screen = scene.screens[i]
            let id = screen.id.name
            let own = findings.byScreen[id] ?? []
            let severity = worst(own)
            var lines: [String] = []
            if scene.start == i { lines.append("▶ START") }
            if let n = scene.entries.firstIndex(of: i) { lines.append("▶ ALSO OPENED BY \(scene.entryLabels[n].uppercased())") }
            lines.append(screen.title ?? "(no title) \(id)")
            lines.append("icon: \(screen.icon ?? "none") · \(screen.kind?.rawValue ?? "screen")")
            if let depth = scene.depth(of: i) {
                let n = scene.decisions[i]
                lines.append("depth \(depth) · \(n) \(n == 1 ? "decision" : "decisions")")
            } else {
                lines.append("unreachable · \(scene.decisions[i]) \(scene.decisions[i] == 1 ? "decision" : "decisions")")
            }
            for (c, control) in screen.controls.enumerated() where control.target == nil && control.isDestructive {
                let asked = scene.effectiveConfirmations(screen: i, control: c)
                lines.append("⚠ destructive in place: \(control.text ?? control.type.rawValue) (\(asks(asked)))")
            }
            for timer in screen.timers where timer.target == nil {
                lines.append("timer: goes away by itself after \(timer.duration.spelling)")
            }
            let mark = marks[id]
            if let line = mark?.line { lines.append(line) }
            if let c = counts(own) { lines.append(c) }
            var attributes: [String: String] = [
                "label": DiagramText.label(lines: lines),
                "id": DiagramText.id(idPrefix + id),
                "class": DiagramText.className(className(severity)),
                "tooltip": DiagramText.tooltip(tooltip(own, fallback: screen.title ?? id)),
            ]
            if scene.start == i || scene.entries.contains(i) { attributes["peripheries"] = "2" }
            var base = ["rounded"]
            if let mark {
                base.append("filled")
                attributes["fillcolor"] = mark.fill
                if let colour = mark.fontcolor { attributes["fontcolor"] = colour }
                if severity == nil, let style = mark.style { base.append(style) }
            }
            outline(severity, into: &attributes, baseStyle: base)
            graph.addNode(keyPrefix + id, attributes)
        }

        let bounded = scene.screens.count > boundedLayoutAbove || engine == .sfdp
        let arrows = drawn.map { d in scene.transitions.lazy.filter { d[$0.from] && d[$0.to] }.count } ?? scene.transitions.count
        let labelled = arrows <= labelledTransitionsLimit
        // Each arrow's SVG `id` is the screens' prefix with `arrow-` for
        // `screen-`, then the transition's index in `scene.transitions`.
        let arrowPrefix = idPrefix.hasSuffix("screen-") ? String(idPrefix.dropLast("screen-".count)) + "arrow-" : idPrefix + "arrow-"
        for (n, t) in scene.transitions.enumerated() where drawn.map({ $0[t.from] && $0[t.to] }) ?? true {
            var attributes: [String: String] = [:]
            var label: String
            var statement: SourceLocation
            var style: [String] = []
            if let control = scene.control(of: t) {
                statement = control.range.start
                label = control.text ?? control.icon.map { "(\($0))" } ?? control.type.rawValue
                if control.type == .back { label = "back: " + label }
                if control.isDestructive {
                    guard case .control(let c) = t.source else { continue }
                    let asked = scene.opensConfirmation(screen: t.from, control: c) ? "opens the question"
                        : asks(scene.effectiveConfirmations(screen: t.from, control: c))
                    label = "⚠ destructive: \(label) (\(asked))"
                    attributes["color"] = Palette.destructive
                    attributes["fontcolor"] = Palette.destructive
                    attributes["penwidth"] = "3"
                    attributes["arrowhead"] = "normal"
                    style.append("bold")
                }
                if control.isSheet { label += " (sheet)" }
            } else if let timer = scene.timer(of: t) {
                statement = timer.range.start
                label = "timed: after \(timer.duration.spelling)"
                style.append("dashed")
            } else {
                continue
            }
            let own = findings.byStatement[statement]?.filter { $0.screen == scene.screens[t.from].id.name } ?? []
            let severity = worst(own)
            if let severity {
                label += " [\(severity.rawValue)]"
                if attributes["color"] == nil { attributes["color"] = colour(severity) }
                attributes["fontcolor"] = colour(severity)
                attributes["penwidth"] = severity == .error ? "3" : "2"
            }
            if !style.isEmpty { attributes["style"] = style.joined(separator: ",") }
            attributes["class"] = DiagramText.className(className(severity) + (t.isTimed ? " timed" : "")
                + (scene.control(of: t)?.isDestructive == true ? " destructive" : ""))
            attributes["tooltip"] = DiagramText.tooltip(tooltip(own, fallback: label))
            attributes["id"] = DiagramText.id(arrowPrefix + String(n))
            // An arrow back up (or across) the flow must not drag the layout.
            let fromDepth = scene.depth(of: t.from) ?? Int.max
            let toDepth = scene.depth(of: t.to) ?? Int.max
            let goesBack = t.isBack || toDepth <= fromDepth
            if goesBack { attributes["constraint"] = "false" }
            if labelled { attributes[bounded || goesBack ? "xlabel" : "label"] = DiagramText.label(label) }
            graph.addEdge(from: keyPrefix + scene.screens[t.from].id.name, to: keyPrefix + scene.screens[t.to].id.name,
                          attributes)
        }
        return labelled
    }

    /// The line a diagram's heading gets when its arrows carry no labels.
    static let unlabelledNote = "more than \(labelledTransitionsLimit) arrows: they are drawn without labels, "
        + "to stay fast; each arrow's tooltip says what it is"

    /// A screen set apart, in a comparison: a line of text, a fill, and maybe a line style.
    struct Mark {
        var line: String
        var fill: String
        var fontcolor: String?
        var style: String?
    }

    static func colour(_ severity: Severity) -> String {
        switch severity {
        case .error: return Palette.error
        case .warning: return Palette.warning
        case .note: return Palette.note
        }
    }

    static func asks(_ confirmations: Int) -> String {
        switch confirmations {
        case 0: return "asks no confirmation"
        case 1: return "asks once"
        case 2: return "asks twice"
        default: return "asks \(confirmations) times"
        }
    }

    // MARK: Very large scenes

    /// Which screens of a very large scene are drawn, and who stands for the rest.
    struct Collapse {
        /// Whether each screen is drawn.
        var drawn: [Bool]
        var drawnCount = 0
        /// For each screen not drawn but reachable: the drawn screen it lies below.
        var owner: [Int]

        init(_ scene: SceneGraph, limit: Int) {
            let n = scene.screens.count
            drawn = [Bool](repeating: false, count: n)
            owner = [Int](repeating: -1, count: n)
            // Screens by depth; draw whole levels while they fit.
            var levels: [[Int]] = []
            for i in 0..<n {
                guard let d = scene.depth(of: i) else { continue }
                while levels.count <= d { levels.append([]) }
                levels[d].append(i)
            }
            var last = 0
            var count = 0
            for (d, level) in levels.enumerated() {
                if d > 0 && count + level.count > limit { break }
                count += level.count
                last = d
                for i in level {
                    drawn[i] = true
                    owner[i] = i
                }
            }
            drawnCount = count
            // Each deeper screen belongs to the drawn screen above it on its shortest path.
            if last + 1 < levels.count {
                for d in (last + 1)..<levels.count {
                    for u in levels[d - 1] {
                        for t in scene.transitions(from: u) where !t.isBack && owner[t.to] < 0
                            && scene.depth(of: t.to) == d {
                            owner[t.to] = owner[u]
                        }
                    }
                }
            }
        }

        /// A dashed box under each drawn screen that has screens past it, and
        /// one for the unreachable screens.
        func addSummaries(_ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph) {
            var below: [Int: [Int]] = [:]
            var unreachable: [Int] = []
            for i in scene.screens.indices where !drawn[i] {
                if owner[i] >= 0 { below[owner[i], default: []].append(i) } else { unreachable.append(i) }
            }
            func summary(_ id: String, _ screens: [Int], _ what: String) -> [String: String] {
                let own = screens.flatMap { findings.byScreen[scene.screens[$0].id.name] ?? [] }
                let severity = FlowDiagram.worst(own)
                var lines = ["\(screens.count) \(screens.count == 1 ? "screen" : "screens") \(what)", "(not drawn)"]
                if let c = FlowDiagram.counts(own) { lines.append(c) }
                var attributes: [String: String] = [
                    "label": DiagramText.label(lines: lines),
                    "id": DiagramText.id(id),
                    "class": DiagramText.className("collapsed " + FlowDiagram.className(severity)),
                    "tooltip": DiagramText.tooltip(screens.prefix(20).map { scene.screens[$0].id.name }.joined(separator: ", ")
                        + (screens.count > 20 ? " and \(screens.count - 20) more" : "")),
                ]
                FlowDiagram.outline(severity, into: &attributes, baseStyle: ["rounded", "dashed"])
                return attributes
            }
            for owner in below.keys.sorted() {
                // Keys start with "#", which no screen id can.
                let id = scene.screens[owner].id.name
                graph.addNode("#below:" + id, summary("collapsed-below-" + id, below[owner]!, "further on"))
                graph.addEdge(from: id, to: "#below:" + id, ["style": "dashed", "class": "collapsed"])
            }
            if !unreachable.isEmpty {
                graph.addNode("#unreachable", summary("collapsed-unreachable", unreachable, "that no path reaches"))
            }
        }
    }

    // MARK: Legend

    /// The legend. In a large diagram its sample arrows carry `xlabel`s: a
    /// `label` in a cluster makes `dot` work much harder on the whole graph.
    static func addLegend(to graph: inout DiagramGraph) {
        let p = "legend."
        let labelKey = graph.nodes.count > boundedLayoutAbove ? "xlabel" : "label"
        func node(_ key: String, _ label: String, _ extra: [String: String] = [:]) {
            var a: [String: String] = ["label": DiagramText.label(label), "fontsize": "10", "id": "legend-\(key)",
                                       "class": "legend", "tooltip": DiagramText.tooltip(label)]
            a.merge(extra) { _, new in new }
            graph.addNode(p + key, a)
        }
        node("start", "▶ START: where the scene begins", ["peripheries": "2"])
        node("error", "error: outlined thick and solid", ["color": Palette.error, "penwidth": "3", "style": "rounded,bold"])
        node("warning", "warning: outlined dashed", ["color": Palette.warning, "penwidth": "2", "style": "rounded,dashed"])
        node("note", "note: outlined dotted", ["color": Palette.note, "penwidth": "2", "style": "rounded,dotted"])
        node("a", "screen", ["shape": "box", "style": "rounded"])
        node("b", "next screen", ["shape": "box", "style": "rounded"])
        node("c", "screen", ["shape": "box", "style": "rounded"])
        node("d", "later screen", ["shape": "box", "style": "rounded"])
        graph.addEdge(from: p + "a", to: p + "b", [
            labelKey: DiagramText.label("⚠ destructive (thick, purple)"), "color": Palette.destructive,
            "fontcolor": Palette.destructive, "penwidth": "3", "style": "bold", "class": "legend",
        ])
        graph.addEdge(from: p + "c", to: p + "d", [
            labelKey: DiagramText.label("timed: after 3s (dashed)"), "style": "dashed", "class": "legend",
        ])
        // Stack the samples in a few short columns rather than one long row.
        for (from, to) in [("start", "error"), ("warning", "note")] {
            graph.addEdge(from: p + from, to: p + to, ["style": "invis"])
        }
        graph.clusters.append(DiagramGraph.Cluster(
            attributes: ["label": DiagramText.label("Legend"), "style": "rounded", "color": Palette.faded,
                         "fontcolor": Palette.text, "fontname": "Helvetica", "fontsize": "12", "id": "legend"],
            nodes: [p + "start", p + "error", p + "warning", p + "note", p + "a", p + "b", p + "c", p + "d"]))
    }

    // MARK: Words

    /// The scene in words, for the SVG's `<desc>`: what a screen reader says.
    static func describe(_ scene: SceneGraph, findings: SceneFindings, app: String?) -> String {
        let m = scene.metrics
        let counts = SeverityCounts(findings.byScreen.values.joined()) + SeverityCounts(findings.sceneWide)
        var text = "The \(scene.kind.rawValue) scene\(app.map { " of \($0)" } ?? "") has \(m.screens) "
            + "\(m.screens == 1 ? "screen" : "screens") (\(m.reachableScreens) reachable) and \(m.transitions) "
            + "\(m.transitions == 1 ? "transition" : "transitions")"
        if let start = scene.start { text += "; it starts at \(scene.screens[start].title ?? scene.screens[start].id.name)" }
        text += "; the deepest screen is \(m.maxDepth) steps from the start; a screen asks for at most "
            + "\(m.maxDecisions) \(m.maxDecisions == 1 ? "decision" : "decisions"). "
        text += "Findings: \(Severity.error.counted(counts.errors)), \(Severity.warning.counted(counts.warnings)), "
            + "\(Severity.note.counted(counts.notes)). "
        if m.destructiveActions > 0 { text += "\(m.destructiveActions) destructive \(m.destructiveActions == 1 ? "action" : "actions"). " }
        if m.timedTransitions > 0 { text += "\(m.timedTransitions) timed \(m.timedTransitions == 1 ? "transition" : "transitions"). " }
        let shown = scene.screens.prefix(50).map { $0.title ?? $0.id.name }
        text += "Screens: " + shown.joined(separator: ", ")
        if scene.screens.count > 50 { text += " and \(scene.screens.count - 50) more" }
        return text + "."
    }
}
