import AAFlow

extension FlowDiagram {
    /// What an arrow is, decided once for each transition; `attributes` is
    /// the one place that turns it into Graphviz attributes.
    ///
    /// Every difference is drawn as a line style, a width or words, never by
    /// colour alone: a gesture is dotted with an open arrowhead, a
    /// destructive control thick and purple, a timer dashed; a finding
    /// colours the words (and the line, unless it is destructive) and widens it.
    /// Arrows between the same screens with the same style are drawn as one.
    struct ArrowStyle: Hashable {
        /// What makes the transition.
        enum Trigger: Hashable {
            /// A control a person taps (a button, link, row, tab, `back`...).
            case control
            /// A gesture: no button to see.
            case gesture
            /// A timer (`after`): the screen moves on by itself.
            case timer
        }

        var trigger: Trigger
        /// A control that cannot be undone (never a timer).
        var isDestructive = false
        /// The worst finding on its control or timer that no `allow` accepts.
        var severity: Severity?
        /// Whether it goes back up the flow, to a screen no deeper than the
        /// one it leaves: drawn as a stub under its screen.
        var goesBack = false

        /// The line's colour, when not the default.
        var colour: String? {
            isDestructive ? Palette.destructive : severity.map(FlowDiagram.colour)
        }

        /// The colour of the words: a finding's, else purple when destructive.
        var fontcolor: String? {
            severity.map(FlowDiagram.colour) ?? (isDestructive ? Palette.destructive : nil)
        }

        /// The line's width, when not the default: 3 for a destructive arrow
        /// or an error, 2 for a warning or a note.
        var penwidth: String? {
            if isDestructive || severity == .error { return "3" }
            return severity == nil ? nil : "2"
        }

        /// The line's styles, in order.
        var lineStyles: [String] {
            var styles: [String] = []
            if trigger == .gesture { styles.append("dotted") }
            if isDestructive { styles.append("bold") }
            if trigger == .timer { styles.append("dashed") }
            return styles
        }

        /// The words of the SVG class: the severity (or "ok"), then
        /// "gesture", "destructive", "timed" and "back" where they apply.
        var classNames: [String] {
            var names = [FlowDiagram.className(severity)]
            if trigger == .gesture { names.append("gesture") }
            if isDestructive { names.append("destructive") }
            if trigger == .timer { names.append("timed") }
            if goesBack { names.append("back") }
            return names
        }

        /// The arrow's Graphviz attributes (all but its id, words and tooltip).
        var attributes: [String: String] {
            var attributes = ["class": DiagramText.className(classNames.joined(separator: " "))]
            if trigger == .gesture { attributes["arrowhead"] = "vee" }
            if !lineStyles.isEmpty { attributes["style"] = lineStyles.joined(separator: ",") }
            attributes["color"] = colour
            attributes["fontcolor"] = fontcolor
            attributes["penwidth"] = penwidth
            return attributes
        }

        /// What of it the legend must explain.
        var legend: Set<LegendItem> {
            var items: Set<LegendItem> = []
            if trigger == .gesture { items.insert(.gesture) }
            if isDestructive { items.insert(.destructive) }
            if trigger == .timer { items.insert(.timed) }
            if let severity { items.insert(LegendItem(severity)) }
            if goesBack { items.insert(.back) }
            return items
        }
    }

    /// One transition as it is drawn: its style, its words and its findings.
    struct TransitionArrow {
        /// Its index in `SceneGraph.transitions`: its SVG id ends in it.
        var index: Int
        var transition: Transition
        var style: ArrowStyle
        /// What it says: the control's text (or icon, or type) with what it
        /// is ("gesture: ", "⚠ destructive: … (asks once)", " (sheet)"), or
        /// the timer's delay.
        var text: String
        /// The findings on its control or timer.
        var findings: [Diagnostic]

        init(_ index: Int, _ t: Transition, of scene: SceneGraph, findings: SceneFindings) {
            self.index = index
            transition = t
            let from = scene.screens[t.from]
            let statement: SourceLocation
            switch t.source {
            case .control(let c):
                let control = from.controls[c]
                statement = control.range.start
                text = FlowDiagram.text(of: control, at: c, on: t.from, in: scene)
                style = ArrowStyle(trigger: control.type == .gesture ? .gesture : .control,
                                   isDestructive: control.isDestructive)
            case .timer(let n):
                let timer = from.timers[n]
                statement = timer.range.start
                text = "timed: after \(timer.duration.spelling)"
                style = ArrowStyle(trigger: .timer)
            }
            self.findings = findings.byStatement[statement]?.filter { $0.screen == from.id.name } ?? []
            style.severity = worst(self.findings)
            style.goesBack = FlowDiagram.goesBack(t, in: scene)
        }

        /// Its tooltip: its findings, or else its words.
        var tooltip: String { FlowDiagram.tooltip(findings, fallback: text) }
    }

    /// The words of an arrow made by a control.
    static func text(of control: ControlDecl, at c: Int, on screen: Int, in scene: SceneGraph) -> String {
        var text = control.text ?? control.icon.map { "(\($0))" } ?? control.type.rawValue
        if control.type == .back { text = "back: " + text }
        if control.type == .gesture { text = "gesture: " + text }
        if control.isDestructive {
            let asked = scene.opensConfirmation(screen: screen, control: c) ? "opens the question"
                : asks(scene.effectiveConfirmations(screen: screen, control: c))
            text = "⚠ destructive: \(text) (\(asked))"
        }
        if control.isSheet { text += " (sheet)" }
        return text
    }

    /// Whether a transition goes back up the flow: to its own screen, or to
    /// one no deeper than the one it leaves.
    static func goesBack(_ t: Transition, in scene: SceneGraph) -> Bool {
        if t.from == t.to { return true }
        guard let fromDepth = scene.depth(of: t.from), let toDepth = scene.depth(of: t.to) else { return false }
        return toDepth <= fromDepth
    }

    /// The SVG id prefix of other parts of a scene ("arrow-", "back-"): the
    /// screens' `idPrefix` with `part` in place of a final "screen-", else
    /// with `part` after it.
    static func idPrefix(_ part: String, besideScreens idPrefix: String) -> String {
        (idPrefix.hasSuffix("screen-") ? String(idPrefix.dropLast("screen-".count)) : idPrefix) + part
    }

    /// Adds the arrows between the drawn screens of a scene: those down the
    /// flow (`ForwardArrows`), and those back up it into stubs (`BackStubs`).
    ///
    /// Each arrow's SVG `id` is the screens' prefix with `arrow-` for
    /// `screen-`, then the index in `scene.transitions` of the (first)
    /// transition it draws.
    static func addArrows(
        _ scene: SceneGraph, findings: SceneFindings, to graph: inout DiagramGraph,
        keyPrefix: String, idPrefix: String, engine: LayoutEngine, drawn: [Bool]?
    ) -> Drawn {
        func isDrawn(_ t: Transition) -> Bool { drawn.map { $0[t.from] && $0[t.to] } ?? true }
        let count = drawn == nil ? scene.transitions.count : scene.transitions.lazy.filter(isDrawn).count
        var result = Drawn(labelled: count <= labelledTransitionsLimit)
        var forward = ForwardArrows()
        var back = BackStubs(scene)
        for (n, t) in scene.transitions.enumerated() where isDrawn(t) {
            let arrow = TransitionArrow(n, t, of: scene, findings: findings)
            result.legend.formUnion(arrow.style.legend)
            if arrow.style.goesBack {
                back.add(arrow, to: scene, labelled: result.labelled)
            } else {
                forward.add(arrow)
            }
        }
        let bounded = scene.screens.count > boundedLayoutAbove || engine == .sfdp
        let arrowPrefix = self.idPrefix("arrow-", besideScreens: idPrefix)
        for arrow in forward.arrows {
            var attributes = arrow.style.attributes
            attributes["id"] = DiagramText.id(arrowPrefix + String(arrow.index))
            attributes["tooltip"] = arrow.tooltips.joined(separator: #"\n"#)
            // Left-aligned, so that every line starts right beside the arrow.
            if result.labelled {
                attributes[bounded ? "xlabel" : "label"] = DiagramText.label(lines: arrow.lines, alignment: .left)
            }
            graph.addEdge(from: keyPrefix + scene.screens[arrow.from].id.name,
                          to: keyPrefix + scene.screens[arrow.to].id.name, attributes)
        }
        back.draw(scene, in: &graph, keyPrefix: keyPrefix, arrowPrefix: arrowPrefix,
                  stubPrefix: self.idPrefix("back-", besideScreens: idPrefix))
        return result
    }

    /// The arrows down the flow. Arrows between the same two screens that
    /// look alike (the same `ArrowStyle`) become one arrow with a line of
    /// label each, in the order of the transitions.
    struct ForwardArrows {
        struct Arrow {
            /// The index of its first transition.
            var index: Int
            var from: Int
            var to: Int
            var style: ArrowStyle
            var lines: [String]
            /// One for each transition, made safe for Graphviz.
            var tooltips: [String]
        }

        private struct Key: Hashable {
            var from: Int
            var to: Int
            var style: ArrowStyle
        }

        private(set) var arrows: [Arrow] = []
        private var positions: [Key: Int] = [:]

        mutating func add(_ arrow: TransitionArrow) {
            let t = arrow.transition
            let lines = wrap(arrow.text, width: labelWidth) + findingLines(arrow.findings, width: labelWidth)
            let tooltip = DiagramText.tooltip(arrow.tooltip)
            let key = Key(from: t.from, to: t.to, style: arrow.style)
            if let m = positions[key] {
                arrows[m].lines += lines
                arrows[m].tooltips.append(tooltip)
            } else {
                positions[key] = arrows.count
                arrows.append(Arrow(index: arrow.index, from: t.from, to: t.to, style: arrow.style, lines: lines,
                                    tooltips: [tooltip]))
            }
        }
    }
}
