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
    /// A comparison that large draws about `comparedCollapsedLimit` screens of each scene.
    public static let forceLayoutAbove = 2_000
    /// About how many screens a collapsed scene draws.
    public static let collapsedLimit = 1_000
    /// About how many screens each scene of a comparison draws when the two
    /// together have more than `forceLayoutAbove`: the side-by-side diagram
    /// holds two scenes, and stays under a second.
    public static let comparedCollapsedLimit = 250
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

    static func className(_ severity: Severity?) -> String {
        severity?.rawValue ?? "ok"
    }

    /// The findings in words, a line per severity: "⚠ error: too deep, no title",
    /// then "allowed: timed" for the ones an `allow` accepts.
    static func findingLines(_ findings: [Diagnostic], width: Int = screenWidth) -> [String] {
        var lines: [String] = []
        for severity in [Severity.error, .warning, .note] {
            let rules = unique(findings.filter { !$0.isAllowed && $0.severity == severity }.map { DiagramWords.rule($0.id.rawValue) })
            if !rules.isEmpty { lines += wrap("⚠ \(severity.rawValue): " + rules.joined(separator: ", "), width: width) }
        }
        let allowed = unique(findings.filter(\.isAllowed).map { DiagramWords.rule($0.id.rawValue) })
        if !allowed.isEmpty { lines += wrap("allowed: " + allowed.joined(separator: ", "), width: width) }
        return lines
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// How many characters a line of a screen's box holds, of an arrow's
    /// label, and of the heading, before it wraps.
    static let screenWidth = 30
    static let labelWidth = 22
    static let headingWidth = 90

    /// Text broken into lines of at most `width` characters, at spaces, as
    /// even as they can be for that many lines; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines = greedyWrap(text, width: width)
        guard lines.count > 1 else { return lines }
        var narrower = width - 1
        while narrower > width / 2 {
            let tried = greedyWrap(text, width: narrower)
            if tried.count > lines.count { break }
            lines = tried
            narrower -= 1
        }
        return lines
    }

    private static func greedyWrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line); line = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
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

    /// Adds the screens and transitions of a scene to `graph`.
    ///
    /// An arrow back up the flow (to a screen no deeper than the one it
    /// leaves, the screen itself included) is not drawn across the picture:
    /// it ends in a short stub under its screen that names where it goes,
    /// "↩ Conversation". Every other arrow goes down one level, with its
    /// label beside it.
    ///
    /// - Parameters:
    ///   - keyPrefix: put before every node key, so that two scenes can share a graph.
    ///   - idPrefix: put before every screen id in the SVG `id`.
    ///   - marks: how to set some screens apart, by screen id.
    ///   - drawn: which screens to draw; all when nil.
    /// - Returns: whether the arrows carry labels (not when there are more
    ///   than `labelledTransitionsLimit` of them), and what the legend must show.
    @discardableResult
    static func add(
        _ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
        keyPrefix: String, idPrefix: String, engine: LayoutEngine, marks: [String: Mark] = [:],
        drawn: [Bool]? = nil
    ) -> Drawn {
        var result = Drawn()
        if scene.start != nil { result.legend.insert(.start) }
        for i in scene.screens.indices where drawn?[i] ?? true {
            let screen = scene.screens[i]
            let id = screen.id.name
            let own = findings.byScreen[id] ?? []
            let severity = worst(own)
            if let severity { result.legend.insert(LegendItem(severity)) }
            var lines: [String] = []
            if scene.start == i { lines.append("▶ START") }
            if let n = scene.entries.firstIndex(of: i) {
                lines += wrap("▶ ALSO OPENED BY \(scene.entryLabels[n].uppercased())", width: screenWidth)
                result.legend.insert(.entry)
            }
            lines += wrap(screen.title ?? "(no title) \(id)", width: screenWidth)
            lines.append("icon: \(screen.icon ?? "none") · \(screen.kind?.rawValue ?? "screen")")
            if let depth = scene.depth(of: i) {
                let n = scene.decisions[i]
                lines.append("depth \(depth) · \(Plural.counted(n, "decision"))")
            } else {
                lines.append("unreachable · \(Plural.counted(scene.decisions[i], "decision"))")
            }
            for (c, control) in screen.controls.enumerated() where control.target == nil && control.isDestructive {
                let asked = scene.effectiveConfirmations(screen: i, control: c)
                lines += wrap("⚠ destructive in place: \(control.text ?? control.type.rawValue) (\(asks(asked)))",
                              width: screenWidth)
            }
            for timer in screen.timers where timer.target == nil {
                lines += wrap("timer: goes away by itself after \(timer.duration.spelling)", width: screenWidth)
            }
            let mark = marks[id]
            if let line = mark?.line { lines.append(line) }
            lines += findingLines(own)
            var attributes: [String: String] = [
                "label": DiagramText.label(lines: lines),
                "id": DiagramText.id(idPrefix + id),
                "class": DiagramText.className(className(severity) + (marks[id].map { " \($0.legend)" } ?? "")),
                "tooltip": DiagramText.tooltip(tooltip(own, fallback: screen.title ?? id)),
            ]
            if scene.start == i || scene.entries.contains(i) { attributes["peripheries"] = "2" }
            var base = ["rounded"]
            if let mark {
                base = mark.style
                attributes["fillcolor"] = mark.fill
                if let shape = mark.shape { attributes["shape"] = shape }
                if let colour = mark.fontcolor { attributes["fontcolor"] = colour }
                result.legend.insert(mark.legend)
            }
            outline(severity, into: &attributes, baseStyle: base)
            graph.addNode(keyPrefix + id, attributes)
        }

        let bounded = scene.screens.count > boundedLayoutAbove || engine == .sfdp
        let arrows = drawn.map { d in scene.transitions.lazy.filter { d[$0.from] && d[$0.to] }.count } ?? scene.transitions.count
        let labelled = arrows <= labelledTransitionsLimit
        result.labelled = labelled
        // Titles that name more than one screen get the screen's id in a stub.
        var titleCount: [String: Int] = [:]
        for screen in scene.screens { titleCount[screen.title ?? screen.id.name, default: 0] += 1 }
        struct Stub {
            var from: Int
            var attributes: [String: String]
            var severity: Severity?
            var index: Int
            var lines: [String] = []
            var tooltips: [String] = []
        }
        struct Arrow {
            var index: Int
            var from: Int
            var to: Int
            var attributes: [String: String]
            var lines: [String]
            var tooltips: [String]
        }
        var forward: [Arrow] = []
        var arrowIndex: [[String]: Int] = [:]
        var stubs: [Stub] = []
        var stubIndex: [String: Int] = [:]
        // Each arrow's SVG `id` is the screens' prefix with `arrow-` for
        // `screen-`, then the index in `scene.transitions` of the (first)
        // transition it draws.
        let arrowPrefix = idPrefix.hasSuffix("screen-") ? String(idPrefix.dropLast("screen-".count)) + "arrow-" : idPrefix + "arrow-"
        for (n, t) in scene.transitions.enumerated() where drawn.map({ $0[t.from] && $0[t.to] }) ?? true {
            var attributes: [String: String] = [:]
            var text: String
            var statement: SourceLocation
            var style: [String] = []
            var kinds: [String] = []
            if let control = scene.control(of: t) {
                statement = control.range.start
                text = control.text ?? control.icon.map { "(\($0))" } ?? control.type.rawValue
                if control.type == .back { text = "back: " + text }
                if control.type == .gesture {
                    text = "gesture: " + text
                    style.append("dotted")
                    attributes["arrowhead"] = "vee"
                    kinds.append("gesture")
                    result.legend.insert(.gesture)
                }
                if control.isDestructive {
                    guard case .control(let c) = t.source else { continue }
                    let asked = scene.opensConfirmation(screen: t.from, control: c) ? "opens the question"
                        : asks(scene.effectiveConfirmations(screen: t.from, control: c))
                    text = "⚠ destructive: \(text) (\(asked))"
                    attributes["color"] = Palette.destructive
                    attributes["fontcolor"] = Palette.destructive
                    attributes["penwidth"] = "3"
                    style.append("bold")
                    kinds.append("destructive")
                    result.legend.insert(.destructive)
                }
                if control.isSheet { text += " (sheet)" }
            } else if let timer = scene.timer(of: t) {
                statement = timer.range.start
                text = "timed: after \(timer.duration.spelling)"
                style.append("dashed")
                kinds.append("timed")
                result.legend.insert(.timed)
            } else {
                continue
            }
            let from = scene.screens[t.from]
            let own = findings.byStatement[statement]?.filter { $0.screen == from.id.name } ?? []
            let severity = worst(own)
            var lines = wrap(text, width: labelWidth)
            let words = findingLines(own, width: labelWidth)
            lines += words
            if let severity {
                if attributes["color"] == nil { attributes["color"] = colour(severity) }
                attributes["fontcolor"] = colour(severity)
                attributes["penwidth"] = severity == .error || attributes["penwidth"] == "3" ? "3" : "2"
                result.legend.insert(LegendItem(severity))
            }
            if !style.isEmpty { attributes["style"] = style.joined(separator: ",") }
            attributes["tooltip"] = DiagramText.tooltip(tooltip(own, fallback: text))
            let fromDepth = scene.depth(of: t.from)
            let toDepth = scene.depth(of: t.to)
            let goesBack = t.from == t.to || (fromDepth != nil && toDepth != nil && toDepth! <= fromDepth!)
            attributes["class"] = DiagramText.className(([className(severity)] + kinds + (goesBack ? ["back"] : []))
                .joined(separator: " "))
            if goesBack {
                // Into the stub under the screen: the arrow's words, then where it goes.
                result.legend.insert(.back)
                let target = scene.screens[t.to]
                var name = target.title ?? target.id.name
                if titleCount[name, default: 0] > 1 { name += " (\(target.id.name))" }
                let arrow = t.from == t.to ? "↻ this screen" : "↩ \(name)"
                let key = "\(t.from) \(attributes["class"] ?? "")"
                if stubIndex[key] == nil {
                    stubIndex[key] = stubs.count
                    var edge = attributes
                    edge["id"] = DiagramText.id(arrowPrefix + String(n))
                    stubs.append(Stub(from: t.from, attributes: edge, severity: severity, index: n))
                }
                var wrapped = wrap(text, width: labelWidth)
                if wrapped[wrapped.count - 1].count + 1 + arrow.count <= labelWidth + 4 {
                    wrapped[wrapped.count - 1] += " " + arrow
                } else {
                    wrapped += wrap(arrow, width: labelWidth)
                }
                stubs[stubIndex[key]!].lines += labelled ? wrapped + words : [arrow]
                stubs[stubIndex[key]!].tooltips.append(tooltip(own, fallback: "\(text): back to \(name)"))
                continue
            }
            // Arrows between the same two screens that look alike become one
            // arrow with a line of label each.
            var key = [String(t.from), String(t.to)]
            for name in attributes.keys.sorted() where name != "tooltip" { key += [name, attributes[name]!] }
            if let m = arrowIndex[key] {
                forward[m].lines += lines
                forward[m].tooltips.append(attributes["tooltip"] ?? "")
            } else {
                arrowIndex[key] = forward.count
                var edge = attributes
                edge["id"] = DiagramText.id(arrowPrefix + String(n))
                forward.append(Arrow(index: n, from: t.from, to: t.to, attributes: edge, lines: lines,
                                     tooltips: [attributes["tooltip"] ?? ""]))
            }
        }
        for arrow in forward {
            var attributes = arrow.attributes
            // Left-aligned, so that every line starts right beside the arrow.
            if labelled { attributes[bounded ? "xlabel" : "label"] = DiagramText.label(lines: arrow.lines, alignment: .left) }
            if arrow.tooltips.count > 1 { attributes["tooltip"] = arrow.tooltips.joined(separator: #"\n"#) }
            graph.addEdge(from: keyPrefix + scene.screens[arrow.from].id.name, to: keyPrefix + scene.screens[arrow.to].id.name,
                          attributes)
        }
        // One stub for the arrows back from a screen that look alike (same
        // line style, same worst finding), one line each.
        for (n, stub) in stubs.enumerated() {
            let from = scene.screens[stub.from].id.name
            let key = "\(keyPrefix)#back:\(n)"
            var node: [String: String] = [
                "label": DiagramText.label(lines: stub.lines),
                "shape": "plaintext", "fontsize": "10", "margin": "0.04,0.02", "height": "0.2",
                // "back-ID-N" (or "standard-back-ID-N"): never "screen-…", which only screens have.
                "id": DiagramText.id("\(idPrefix.hasSuffix("screen-") ? String(idPrefix.dropLast(7)) : idPrefix)back-\(from)-\(n + 1)"),
                "class": DiagramText.className("back " + className(stub.severity)),
                "tooltip": DiagramText.tooltip(stub.tooltips.joined(separator: "\n")),
            ]
            if let colour = stub.attributes["fontcolor"] { node["fontcolor"] = colour }
            graph.addNode(key, node)
            graph.addEdge(from: keyPrefix + from, to: key, stub.attributes)
        }
        return result
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
        func addSummaries(_ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
                          keyPrefix: String = "", idPrefix: String = "") {
            var below: [Int: [Int]] = [:]
            var unreachable: [Int] = []
            for i in scene.screens.indices where !drawn[i] {
                if owner[i] >= 0 { below[owner[i], default: []].append(i) } else { unreachable.append(i) }
            }
            func summary(_ id: String, _ screens: [Int], _ what: String) -> [String: String] {
                let own = screens.flatMap { findings.byScreen[scene.screens[$0].id.name] ?? [] }
                let severity = FlowDiagram.worst(own)
                var lines = ["\(Plural.counted(screens.count, "screen")) \(what)", "(not drawn)"]
                lines += FlowDiagram.findingLines(own)
                var attributes: [String: String] = [
                    "label": DiagramText.label(lines: lines),
                    "id": DiagramText.id(id),
                    "class": DiagramText.className("collapsed " + FlowDiagram.className(severity)),
                    "tooltip": DiagramText.tooltip(screens.prefix(20).map { scene.screens[$0].id.name }.joined(separator: ", ")
                        + (screens.count > 20 ? " and \(screens.count - 20) more" : "")),
                ]
                attributes.merge(FlowDiagram.collapsedAttributes) { _, new in new }
                FlowDiagram.outline(severity, into: &attributes, baseStyle: [])
                return attributes
            }
            for owner in below.keys.sorted() {
                // Keys start with "#", which no screen id can.
                let id = scene.screens[owner].id.name
                graph.addNode(keyPrefix + "#below:" + id, summary(idPrefix + "collapsed-below-" + id, below[owner]!, "further on"))
                graph.addEdge(from: keyPrefix + id, to: keyPrefix + "#below:" + id, ["class": "collapsed"])
            }
            if !unreachable.isEmpty {
                graph.addNode(keyPrefix + "#unreachable",
                              summary(idPrefix + "collapsed-unreachable", unreachable, "that no path reaches"))
            }
        }
    }

    // MARK: Legend

    /// The legend: one small row under the heading, with a sample of each
    /// thing the diagram uses and nothing else. An invisible arrow from the
    /// legend to each of `above` (node keys: the start screens) keeps it above
    /// the screens.
    static func addLegend(_ items: Set<LegendItem>, to graph: inout DiagramGraph, above: [String]) {
        guard !items.isEmpty else { return }
        let p = "#legend."
        var keys: [String] = []
        func node(_ key: String, _ label: String, _ extra: [String: String] = [:]) {
            var a: [String: String] = [
                "label": DiagramText.label(lines: wrap(label, width: 18)), "fontsize": "9", "id": "legend-\(key)", "class": "legend",
                "tooltip": DiagramText.tooltip(label), "margin": "0.1,0.03", "height": "0.25",
            ]
            a.merge(extra) { _, new in new }
            graph.addNode(p + key, a)
            keys.append(p + key)
        }
        /// A sample arrow: from a dot to its words, on one line.
        func arrow(_ key: String, _ label: String, _ extra: [String: String]) {
            node(key + ".from", "", ["shape": "point", "width": "0.05", "height": "0.05", "tooltip": DiagramText.tooltip(label)])
            node(key, label, ["shape": "plaintext"])
            var a = extra
            a["class"] = "legend"
            a["weight"] = "10"
            a["tooltip"] = DiagramText.tooltip(label)
            graph.addEdge(from: p + key + ".from", to: p + key, a)
        }
        for item in items.sorted() {
            switch item {
            case .start:
                node("start", "▶ START: the first screen", ["peripheries": "2", "style": "rounded"])
            case .entry:
                node("entry", "▶ ALSO OPENED BY: a notification or widget opens it", ["peripheries": "2", "style": "rounded"])
            case .error:
                node("error", "⚠ error: thick outline", ["color": Palette.error, "penwidth": "3", "style": "rounded,bold"])
            case .warning:
                node("warning", "⚠ warning: dashed outline", ["color": Palette.warning, "penwidth": "2", "style": "rounded,dashed"])
            case .note:
                node("note", "⚠ note: dotted outline", ["color": Palette.note, "penwidth": "2", "style": "rounded,dotted"])
            case .destructive:
                arrow("destructive", "⚠ destructive: thick arrow", [
                    "color": Palette.destructive, "penwidth": "3", "style": "bold", "fontcolor": Palette.destructive,
                ])
            case .timed:
                arrow("timed", "timed: moves on by itself (dashed)", ["style": "dashed"])
            case .gesture:
                arrow("gesture", "gesture: no button (dotted)", ["style": "dotted", "arrowhead": "vee"])
            case .back:
                node("back", "↩ Title: goes back up to that screen", ["shape": "plaintext"])
            case .kept:
                node("kept", "kept: in both scenes, drawn as usual", ["style": "rounded"])
            case .dropped:
                node("dropped", "dropped in Assistive Access", droppedMark.attributes)
            case .added:
                node("added", "added for Assistive Access", addedMark.attributes)
            case .collapsed:
                node("collapsed", "N screens not drawn", collapsedAttributes)
            }
        }
        // One row, or two when there are very many samples; each sample is a
        // node or a dot and its words.
        var samples: [[String]] = []
        for key in keys {
            if key.hasSuffix(".from") || samples.isEmpty || !(samples[samples.count - 1].last?.hasSuffix(".from") ?? false) {
                samples.append([key])
            } else {
                samples[samples.count - 1].append(key)
            }
        }
        let perRow = samples.count > 8 ? (samples.count + 1) / 2 : samples.count
        var rows: [[String]] = []
        for (n, sample) in samples.enumerated() {
            if n % perRow == 0 { rows.append([]) }
            rows[rows.count - 1] += sample
        }
        // Keep the samples in order, left to right, and the rows one above the other.
        for row in rows {
            for (a, b) in zip(row, row.dropFirst()) where !graph.edges.contains(where: { $0.from == a && $0.to == b }) {
                graph.addEdge(from: a, to: b, ["style": "invis", "class": "legend", "weight": "10", "minlen": "0"])
            }
        }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            graph.addEdge(from: upper[0], to: lower[0], ["style": "invis", "class": "legend"])
        }
        graph.clusters.append(DiagramGraph.Cluster(
            attributes: ["label": DiagramText.label("Legend"), "labeljust": "l", "style": "rounded", "color": Palette.faded,
                         "fontcolor": Palette.text, "fontname": "Helvetica", "fontsize": "9", "id": "legend",
                         "margin": "6"],
            nodes: keys, rankGroups: rows.map { DiagramGraph.RankGroup(.same, nodes: $0) }))
        if let anchor = rows.last?.first {
            for key in above where graph.node(key) != nil {
                graph.addEdge(from: anchor, to: key, ["style": "invis", "class": "legend"])
            }
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

    // MARK: Words

    /// The scene in words, for the SVG's `<desc>`: what a screen reader says.
    static func describe(_ scene: SceneGraph, findings: SceneFindings, app: String?) -> String {
        let m = scene.metrics
        let counts = SeverityCounts(findings.byScreen.values.joined()) + SeverityCounts(findings.sceneWide)
        var text = "The \(scene.kind.rawValue) scene\(app.map { " of \($0)" } ?? "") has \(m.screens) "
            + "\(Plural.word(m.screens, "screen")) (\(m.reachableScreens) reachable) and \(m.transitions) "
            + "\(Plural.word(m.transitions, "transition"))"
        if let start = scene.start { text += "; it starts at \(scene.screens[start].title ?? scene.screens[start].id.name)" }
        text += "; the deepest screen is \(m.maxDepth) steps from the start; a screen asks for at most "
            + "\(Plural.counted(m.maxDecisions, "decision")). "
        text += "Findings: \(Severity.error.counted(counts.errors)), \(Severity.warning.counted(counts.warnings)), "
            + "\(Severity.note.counted(counts.notes)). "
        if m.destructiveActions > 0 { text += "\(m.destructiveActions) destructive \(Plural.word(m.destructiveActions, "action")). " }
        if m.timedTransitions > 0 { text += "\(m.timedTransitions) timed \(Plural.word(m.timedTransitions, "transition")). " }
        let shown = scene.screens.prefix(50).map { $0.title ?? $0.id.name }
        text += "Screens: " + shown.joined(separator: ", ")
        if scene.screens.count > 50 { text += " and \(scene.screens.count - 50) more" }
        return text + "."
    }
}
