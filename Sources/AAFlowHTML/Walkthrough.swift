import AAFlow

/// A scene told in plain words for the trusted supporter who sets up
/// Assistive Access for someone: what each screen shows, what each control
/// does, where the person has to decide, and each task as numbered steps.
struct Walkthrough {
    let scene: SceneGraph
    let document: FlowDocument
    let findings: [Diagnostic]

    struct Step {
        var text: String
        /// Whether the person must choose something on this step's screen.
        var decide: Bool
    }

    func introduction(app: String?) -> String {
        let name = app.map { "“\($0)”" } ?? "The app"
        let kind = scene.kind == .assistive ? "in Assistive Access" : "as everyone uses it (this flow has no Assistive Access scene)"
        let count = scene.screens.count
        var text = "\(name) \(kind) has \(Plural.counted(count, "screen"))"
        if let start = scene.start {
            text += "; it opens on \(title(start))"
        }
        text += "."
        for (k, entry) in scene.entries.enumerated() {
            let by = k < scene.entryLabels.count ? scene.entryLabels[k] : "the system"
            text += " It can also open straight on \(title(entry)), from \(by)."
        }
        text += " The screens are told in the order a person meets them, nearest to the start first."
        return text
    }

    func title(_ i: Int) -> String {
        "“\(scene.screens[i].title ?? scene.screens[i].id.name)”"
    }

    static let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]

    /// The sentences about one screen; `position` counts from 0 in reading order.
    func describe(screen i: Int, position: Int) -> [String] {
        let screen = scene.screens[i]
        var out: [String] = []
        let which = position < Self.ordinals.count ? "The \(Self.ordinals[position]) screen" : "Screen \(position + 1)"
        var first = "\(which), \(title(i)), \(shows(screen.kind))."
        if scene.start == i { first = "\(which), \(title(i)), is where the app opens. It \(shows(screen.kind))." }
        out.append(first)
        if !scene.isReachable(i) {
            out.append("No way leads to this screen from the start, so the person never sees it.")
        }
        var actions: [String] = []
        for k in screen.controls.indices {
            actions.append(say(screen: i, control: k))
        }
        for timer in screen.timers {
            if let target = timer.target, let t = scene.index(of: target.name) {
                actions.append("After \(Self.duration(timer.duration)) this screen moves on to \(title(t)) by itself, "
                    + "whether the person is ready or not.")
            } else {
                actions.append("Something on this screen goes away by itself after \(Self.duration(timer.duration)).")
            }
        }
        if actions.isEmpty {
            out.append("There is nothing to tap here; the system back button returns to the screen before.")
        } else {
            out += actions
        }
        let decisions = scene.decisions[i]
        let inputs = min(decisions, screen.controls.filter { $0.type.isInput }.count)
        let choosesAction = decisions > inputs
        if decisions > 0 {
            var what: [String] = []
            if inputs == 1 { what.append("the value above") }
            if inputs > 1 { what.append("the \(inputs) values above") }
            if choosesAction { what.append("which way to go on") }
            let count = decisions == 1 ? "one thing" : "\(decisions) things at once, which can be hard"
            out.append("Here the person must decide \(count): \(what.joined(separator: ", and ")).")
        }
        return out
    }

    func shows(_ kind: ScreenKind?) -> String {
        switch kind {
        case .list?: return "shows a list to choose from"
        case .grid?: return "shows a grid of items to choose from"
        case .form?: return "is a form to fill in"
        case .detail?: return "shows one item in full"
        case .canvas?: return "is a space to draw or make something"
        case .media?: return "shows photos, video or sound"
        case .tabs?: return "has tabs that switch between parts of the app"
        case .split?: return "shows two panes side by side"
        case .settings?: return "holds settings"
        case .dialog?: return "asks something in a small window"
        case nil: return "is a plain screen"
        }
    }

    /// What a control does, in a sentence.
    func say(screen i: Int, control k: Int) -> String {
        let control = scene.screens[i].controls[k]
        let name = control.text.map { "“\($0)”" } ?? control.icon.map { "the \($0) picture (it has no words)" } ?? "a \(control.type.rawValue)"
        let icon = control.text != nil ? (control.icon.map { " (picture: \($0))" } ?? " (no picture)") : ""
        let target = control.target.flatMap { scene.index(of: $0.name) }
        var sentence: String
        switch control.type {
        case .toggle: sentence = "The switch \(name)\(icon) turns something on or off"
        case .picker: sentence = "With \(name)\(icon) the person picks one of \(control.options.map(String.init) ?? "several") options"
        case .menu: sentence = "The menu \(name)\(icon) opens a list of \(control.options.map(String.init) ?? "several") more actions"
        case .field: sentence = "In the field \(name)\(icon) the person types something"
        case .slider: sentence = "The slider \(name)\(icon) sets an amount"
        case .stepper: sentence = "The stepper \(name)\(icon) counts up or down"
        case .gesture: sentence = "A hidden gesture, \(name), does something with no button to see"
        case .back: sentence = "The button \(name)\(icon) goes back (the system back button already does this)"
        case .tab: sentence = "The tab \(name)\(icon)"
        case .row: sentence = "Tapping an item in the list, \(name)\(icon),"
        case .button, .link: sentence = "Tapping \(name)\(icon)"
        }
        if let target, control.type != .back {
            let verb = control.isSheet ? "opens \(title(target)) on top" : "opens \(title(target))"
            sentence += control.type.isInput ? " and then \(verb)" : (control.type == .gesture ? ": it \(verb)" : " \(verb)")
        } else if !control.type.isInput && control.type != .back && control.type != .gesture {
            sentence += control.type == .row ? " acts right here" : " acts right here, on this screen"
        }
        sentence += "."
        if control.isDestructive && scene.opensConfirmation(screen: i, control: k) {
            sentence += " It leads to a question that asks before anything is deleted."
        } else if control.isDestructive {
            let asks: String
            let confirmations = scene.effectiveConfirmations(screen: i, control: k)
            switch confirmations {
            case 0: asks = "and it does not ask first"
            case 1: asks = "and it asks once before it does"
            case 2: asks = "and it asks twice before it does"
            default: asks = "and it asks \(confirmations) times before it does"
            }
            sentence += " Careful: it deletes or loses something for good, \(asks)."
        }
        return sentence
    }

    static func duration(_ d: Duration) -> String {
        let s = d.spelling
        if s.hasSuffix("ms") { return "\(s.dropLast(2)) milliseconds" }
        if s.hasSuffix("min") { return "\(s.dropLast(3)) \(s.dropLast(3) == "1" ? "minute" : "minutes")" }
        if s.hasSuffix("s") { return "\(s.dropLast()) \(s.dropLast() == "1" ? "second" : "seconds")" }
        return s
    }

    /// A task as numbered steps along its path.
    func steps(_ path: TaskPath) -> [Step] {
        guard let first = path.screens.first else { return [] }
        var out: [Step]
        if first == scene.start {
            out = [Step(text: "Open the app: it starts on \(title(first)).", decide: false)]
        } else if let k = scene.entries.firstIndex(of: first) {
            let by = k < scene.entryLabels.count ? scene.entryLabels[k] : "the system"
            out = [Step(text: "Start from \(by): it opens \(title(first)).", decide: false)]
        } else {
            out = [Step(text: "Start on \(title(first)).", decide: false)]
        }
        for k in 0..<(path.screens.count - 1) {
            let from = path.screens[k]
            let to = path.screens[k + 1]
            let decide = scene.decisions[from] > 0
            var text = "On \(title(from)), "
            if let t = scene.transitions(from: from).first(where: { $0.to == to && !$0.isBack }) {
                if let control = scene.control(of: t) {
                    let name = control.text.map { "“\($0)”" } ?? control.icon.map { "the \($0) picture" } ?? "the \(control.type.rawValue)"
                    let verb: String
                    switch control.type {
                    case .gesture: verb = "use the gesture \(name)"
                    case .toggle, .picker, .menu, .field, .slider, .stepper: verb = "use \(name)"
                    default: verb = "tap \(name)"
                    }
                    text += "\(verb); \(title(to)) opens."
                } else if let timer = scene.timer(of: t) {
                    text += "wait \(Self.duration(timer.duration)); \(title(to)) opens by itself."
                }
            } else {
                text += "go on to \(title(to))."
            }
            out.append(Step(text: text, decide: decide))
        }
        out.append(Step(text: "The task is done on \(title(path.screens[path.screens.count - 1])).", decide: false))
        return out
    }
}
