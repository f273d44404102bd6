import AAFlow

/// A diagram on the page: its SVG inlined with the page's ids, and its controls.
extension PageBuilder {
    /// Writes a figure with the diagram, its zoom controls and its status
    /// line, or a callout that says why there is none; returns the page ids
    /// of the screens and arrows it draws that no figure before it drew.
    mutating func writeFigure(_ c: EntryContext, diagram: ReportPage.Diagram?, label: String, prefix: String,
                              scenes: [FigureScene]) -> Set<String> {
        let why: String
        switch diagram {
        case .svg(let svg)?:
            if let inlined = Self.inline(svg, label: label, scenes: scenes) {
                let ids = select(inlined.drawn, c)
                writeFigureMarkup(c, inlined.markup, label: label, prefix: prefix)
                return ids
            }
            why = "No diagram: the drawing could not be read as SVG."
        case .unavailable(let reason)?:
            why = "No diagram: \(reason)"
        case nil:
            why = "No diagram is available for this scene."
        }
        w.element("p", [("class", "callout")], text: why)
        return []
    }

    /// The SVG as markup for the page, its screens' and arrows' ids renamed
    /// to the page's; and what it draws, in the order met. Nil when the text
    /// cannot be read as SVG.
    static func inline(_ svg: String, label: String, scenes: [FigureScene]) -> (markup: String, drawn: [DrawnItem])? {
        var found: [DrawnItem] = []
        let markup = InlineSVG.markup(svg, label: label) { original in
            for scene in scenes {
                if let item = drawnItem(original, in: scene) {
                    found.append(item)
                    return item.id
                }
            }
            return nil
        }
        return markup.map { ($0, found) }
    }

    /// Records, for the script, each screen and arrow not drawn before;
    /// returns their page ids.
    mutating func select(_ items: [DrawnItem], _ c: EntryContext) -> Set<String> {
        var ids: Set<String> = []
        for item in items where !drawn.contains(item.id) {
            drawn.insert(item.id)
            ids.insert(item.id)
            if item.isScreen {
                nodes.append((item.id, Self.nodeData(item, c)))
            } else {
                arrows.append((item.id, Self.arrowData(item)))
            }
        }
        return ids
    }

    /// What the script knows of a screen: its name, its list of findings, how many.
    static func nodeData(_ item: DrawnItem, _ c: EntryContext) -> JSONValue {
        let scene = item.scene
        let screen = scene.screens[item.index]
        return .object([
            ("name", .string(screen.title ?? screen.id.name)),
            ("list", .string("\(c.sceneID(scene.kind))-screen\(item.index)")),
            ("findings", .int(c.findings(onScreen: screen.id.name, scene: scene.kind).count)),
        ])
    }

    /// What the script knows of an arrow: its name in words.
    static func arrowData(_ item: DrawnItem) -> JSONValue {
        let scene = item.scene
        let t = scene.transitions[item.index]
        let from = scene.screens[t.from].title ?? scene.screens[t.from].id.name
        let to = scene.screens[t.to].title ?? scene.screens[t.to].id.name
        let what = scene.control(of: t).map { "“\($0.text ?? $0.icon ?? $0.type.rawValue)”" }
            ?? scene.timer(of: t).map { "after \($0.duration.spelling)" } ?? ""
        return .object([("name", .string("the way \(what) from \(from) to \(to)"))])
    }

    /// The figure around inlined markup: zoom controls, the viewport, the caption and the status line.
    mutating func writeFigureMarkup(_ c: EntryContext, _ markup: String, label: String, prefix: String) {
        w.open("figure", [("class", "figure"), ("id", "\(prefix)-figure"), ("aria-labelledby", "\(prefix)-cap")])
        w.open("div", [("class", "toolbar"), ("data-js", ""), ("hidden", "")])
        w.element("button", [("type", "button"), ("data-zoom", "in"), ("aria-controls", "\(prefix)-view")], text: "Zoom in")
        w.element("button", [("type", "button"), ("data-zoom", "out"), ("aria-controls", "\(prefix)-view")], text: "Zoom out")
        w.element("button", [("type", "button"), ("data-zoom", "reset"), ("aria-controls", "\(prefix)-view")], text: "Actual size")
        w.element("button", [("type", "button"), ("data-zoom", "fit"), ("aria-controls", "\(prefix)-view")], text: "Fit to width")
        w.element("button", [("type", "button"), ("data-clear", ""), ("aria-controls", "\(prefix)-view")], text: "Clear selection")
        w.close("div")
        w.open("div", [("class", "viewport"), ("id", "\(prefix)-view"), ("tabindex", "0"), ("role", "group"),
                       ("aria-label", label + ": scroll with the arrow keys; with script, + and - zoom and 0 resets")])
        w.raw(markup)
        w.close("div")
        w.open("figcaption", [("id", "\(prefix)-cap")])
        w.text(label + ". ")
        w.text("In words: ")
        w.element("a", [("href", "#\(c.id)-walkthrough")], text: "the walkthrough")
        w.text(" and ")
        w.element("a", [("href", "#\(c.id)-findings")], text: "the findings")
        w.text(".")
        w.close("figcaption")
        w.element("p", [("class", "status"), ("role", "status"), ("id", "\(prefix)-status")], text: "")
        w.close("figure")
        w.newline()
    }

    /// The screen or arrow that one of the SVG's ids names, with its page id;
    /// nil for any other id.
    static func drawnItem(_ original: String, in figure: FigureScene) -> DrawnItem? {
        guard original.hasPrefix(figure.svgPrefix) else { return nil }
        let rest = original.dropFirst(figure.svgPrefix.count)
        let scene = figure.graph
        if rest.hasPrefix("screen-") {
            let id = String(rest.dropFirst("screen-".count))
            return scene.index(of: id).map {
                DrawnItem(id: "\(figure.pagePrefix)-s\($0)", scene: scene, isScreen: true, index: $0)
            }
        }
        if rest.hasPrefix("arrow-"), let n = Int(rest.dropFirst("arrow-".count)), n >= 0, n < scene.transitions.count {
            return DrawnItem(id: "\(figure.pagePrefix)-a\(n)", scene: scene, isScreen: false, index: n)
        }
        return nil
    }
}

/// A scene in a figure: its graph, the prefix of its ids on the page
/// (`f1-a`), and the prefix of its `screen-` and `arrow-` ids in the SVG
/// (empty for one scene, `assistive-` in the side-by-side diagram).
struct FigureScene {
    let graph: SceneGraph
    let pagePrefix: String
    let svgPrefix: String
}

/// A screen or arrow a figure draws: its page id, and the index of the
/// screen or transition in its scene.
struct DrawnItem {
    let id: String
    let scene: SceneGraph
    let isScreen: Bool
    let index: Int
}
