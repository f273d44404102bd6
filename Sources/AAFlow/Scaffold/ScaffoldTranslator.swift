/// From a scene of a flow to the description of its SwiftUI: every
/// decision about what a screen or a control becomes in code is taken
/// here, and only here; nothing is printed.
///
/// What each statement becomes (docs/commands.md has the table):
/// - a screen: a `View` type named by `ScreenNaming`, its kind as the
///   container, `.navigationTitle` and `.assistiveAccessNavigationIcon`;
/// - `link` and `row` with a target: `NavigationLink { Destination() }`
///   (rows in a `ForEach`); `button` and `gesture` with a target: a
///   `Button` that sets a binding of `.navigationDestination(isPresented:)`,
///   or of `.sheet(isPresented:)` with `sheet`; a `link` or `row` that is
///   destructive, confirmed or a sheet is such a `Button` too, since a
///   `NavigationLink` can carry none of them;
/// - `destructive`: `role: .destructive`; `confirm N`: N chained
///   `.confirmationDialog`s, the first set by the control, each one's
///   destructive button setting the next, the last one acting;
/// - `tab`: a `Tab` of the screen's `TabView`; `back`: a toolbar `Button`
///   that dismisses, with the system back button hidden, written where it
///   keeps its place among the controls (`BackPlace`); `gesture`: a
///   `.contextMenu` button (touch and hold), consecutive gestures sharing one;
/// - inputs: the native control bound to a `@State` property; an input
///   that leads somewhere presents its target from `.onChange(of:)`;
/// - `after`: a `// TODO:` that says why the screen should not move on by
///   itself, never a timer; `custom`: a native control, with a note.
struct ScaffoldTranslator {
    let document: FlowDocument
    let graph: SceneGraph
    let naming: ScreenNaming
    let placeholderName: String

    init(document: FlowDocument, graph: SceneGraph) {
        self.document = document
        self.graph = graph
        placeholderName = ScaffoldTranslator.placeholderName(for: graph.kind)
        naming = ScaffoldTranslator.naming(for: graph)
    }

    func project() -> ScaffoldProject {
        let views = graph.screens.indices.map { view(of: $0) }
        return ScaffoldProject(app: app(), views: views, scene: graph.kind)
    }

    // MARK: - The app

    func app() -> AppDescription {
        let name = SwiftName.typeName(document.syntax.app ?? "My", suffix: "App")
        var notes: [String] = []
        let what = graph.kind == .assistive ? "the Assistive Access scene" : "the standard scene"
        notes.append("Scaffolded by aaflow from the flow of \(SwiftString.quoted(document.syntax.app ?? name)): \(what).")
        // A scene's own task wins over the file's task of the same name.
        let own = graph.decl.tasks
        let tasks = document.syntax.tasks.filter { t in !own.contains { $0.name == t.name } } + own
        for task in tasks {
            if let type = naming.typeName(of: task.target.name), graph.index(of: task.target.name) != nil {
                notes.append("Task \(SwiftString.quoted(task.name)): done in \(type).")
            }
        }
        let start = graph.start.map { naming.typeNames[$0] }
        for entry in openedEntries() {
            if let type = naming.typeName(of: entry.target.name), let start {
                notes.append("Entry: \(SwiftString.quoted(entry.label)) opens \(type) directly: the link "
                    + "\(link(to: entry.target.name)), which \(start)'s .onOpenURL answers.")
            }
        }
        if !openedEntries().isEmpty {
            notes.append("Register the URL scheme \(urlScheme) for those links (AssistiveAccess-Info.plist has the keys).")
        }
        let limits = graph.limits
        let set = LimitName.allCases.filter { limits.statements[$0] != nil }
        if !set.isEmpty {
            notes.append("Limits the flow sets for its checks: "
                + set.map { "\($0.rawValue) \(limits[$0])" }.joined(separator: ", ") + ".")
        }
        let root: SceneRoot = graph.start.map { .stack(start: naming.typeNames[$0]) } ?? .empty
        let placeholder: SceneRoot = .placeholder(placeholderName)
        return AppDescription(
            typeName: name, notes: notes,
            allows: graph.decl.allows.map { AllowDescription(rule: $0.rule, reason: $0.reason) },
            standardRoot: graph.kind == .standard ? root : placeholder,
            assistiveRoot: graph.kind == .assistive ? root : placeholder,
            placeholder: PlaceholderDescription(typeName: placeholderName, scene: graph.kind == .assistive ? .standard : .assistive),
            urlScheme: openedEntries().isEmpty ? nil : urlScheme)
    }

    // MARK: - Entries

    /// The entries scaffold opens with a link: those of a screen it writes, other than the
    /// start screen, once each (the flow's own checks report the rest).
    func openedEntries() -> [EntryDecl] {
        guard let start = graph.start else { return [] }
        var seen: Set<String> = []
        return graph.decl.entries.filter { e in
            guard let i = graph.index(of: e.target.name), i != start else { return false }
            return seen.insert(e.target.name).inserted
        }
    }

    /// The scheme of the app's links: the app's name in lower-case letters and digits.
    var urlScheme: String {
        var out = ""
        for u in (document.syntax.app ?? "").unicodeScalars {
            switch u {
            case "a"..."z", "0"..."9": out.unicodeScalars.append(u)
            case "A"..."Z": out.unicodeScalars.append(Unicode.Scalar(u.value + 32)!)
            default: break
            }
        }
        while let f = out.first, f.isNumber { out.removeFirst() }
        return out.isEmpty ? "app" : out
    }

    /// The link that opens a screen: `scheme://open/ID`.
    func link(to id: String) -> String { "\(urlScheme)://open/\(id)" }

    // MARK: - A screen

    func view(of index: Int) -> ViewDescription {
        let screen = graph.screens[index]
        var builder = ViewBuilder(translator: self, screen: screen)
        builder.build()
        if graph.start == index {
            for entry in openedEntries() {
                if let type = naming.typeName(of: entry.target.name) {
                    builder.open(entry: entry, type: type)
                }
            }
        }
        var docs: [String] = []
        docs.append("The screen \(SwiftString.quoted(screen.title ?? screen.id.name)) (`\(flowID(screen.id.name))` in the flow).")
        if let feature = screen.feature { docs.append("Part of the feature \(SwiftString.quoted(feature)).") }
        if let other = screen.counterpart {
            let scene = graph.kind == .assistive ? "standard" : "assistive"
            docs.append("Stands for `\(flowID(other.name))` of the \(scene) scene.")
        }
        let opened = openedEntries()
        let startName = graph.start.map { naming.typeNames[$0] }
        for entry in graph.decl.entries where entry.target.name == screen.id.name {
            if let startName, opened.contains(where: { $0.target.name == screen.id.name }) {
                docs.append("The system opens this screen directly (\(SwiftString.quoted(entry.label))): the link")
                docs.append("`\(link(to: screen.id.name))` pushes it, through \(startName)'s `.onOpenURL`.")
                docs.append("TODO: open that link where \(SwiftString.quoted(entry.label)) arrives (a widget's `.widgetURL`,")
                docs.append("the notification centre's delegate, an App Intent).")
            } else {
                docs.append("TODO: the system opens this screen directly: \(SwiftString.quoted(entry.label)).")
            }
        }
        if !graph.isReachable(index) {
            docs.append("No control of the flow leads here from the start screen.")
        }
        return ViewDescription(
            typeName: naming.typeNames[index], screenID: screen.id.name, docs: docs,
            allows: screen.allows.map { AllowDescription(rule: $0.rule, reason: $0.reason) },
            states: builder.states, usesDismiss: builder.usesDismiss,
            container: builder.container, content: builder.content,
            toolbarLeading: builder.toolbarLeading, toolbarBottom: builder.toolbarBottom, leadingBacks: builder.leadingBacks, backViews: builder.backViews,
            hidesBackButton: builder.usesDismiss,
            title: screen.title, icon: screen.icon,
            presentations: builder.presentations, changes: builder.changes, dialogs: builder.dialogs,
            entries: builder.entries, urlScheme: builder.entries.isEmpty ? nil : urlScheme,
            previewAssistive: graph.kind == .assistive, isStart: graph.start == index)
    }

    /// A flow id for a comment (ids are words: they need no quoting, but a
    /// backtick would end the code span).
    func flowID(_ id: String) -> String { id.replacingBackticks() }

    func typeName(of ref: Reference?) -> String? {
        ref.flatMap { naming.typeName(of: $0.name) }
    }
}

extension String {
    fileprivate func replacingBackticks() -> String {
        String(unicodeScalars.map { $0 == "`" ? "'" : Character($0) })
    }
}

/// Builds one screen's description, control by control.
private struct ViewBuilder {
    let translator: ScaffoldTranslator
    let screen: ScreenDecl

    var states: [StateDescription] = []
    var usesDismiss = false
    var container: ContainerDescription = .stack
    var content: [ContentDescription] = []
    var toolbarLeading: [ButtonDescription] = []
    var leadingBacks: [String] = []
    var backViews: [BackViewDescription] = []
    var toolbarBottom: [ContentDescription] = []
    var presentations: [PresentationDescription] = []
    var changes: [ChangeDescription] = []
    var dialogs: [DialogDescription] = []
    var entries: [EntryDescription] = []
    /// Names the view's code uses itself: members, and closure parameters
    /// that a member of the same name would be shadowed by.
    private var taken: Set<String> = ["body", "dismiss", "option", "item"]
    private var tabs: [TabDescription] = []

    init(translator: ScaffoldTranslator, screen: ScreenDecl) {
        self.translator = translator
        self.screen = screen
    }

    /// The most confirmation dialogs written in a chain.
    static let longestDialogChain = 20

    /// The largest `options N` written as literal choices.
    static let literalOptionsLimit = 200

    mutating func build() {
        if screen.kind == .canvas { taken.formUnion(["context", "size"]) }
        if screen.kind == .media { taken.insert("player") }
        let hasTabs = screen.controls.contains { $0.type == .tab }
        var pieces: [ContentDescription] = []
        var gestures: [ButtonDescription] = []
        func flushGestures(_ pieces: inout [ContentDescription], _ gestures: inout [ButtonDescription]) {
            guard !gestures.isEmpty else { return }
            pieces.append(.contextMenu(hint: "Touch and hold for more", buttons: gestures))
            gestures = []
        }
        for item in screen.items {
            switch item {
            case .timer(let i):
                flushGestures(&pieces, &gestures)
                pieces.append(.comment(timerComment(screen.timers[i])))
            case .control(let i):
                let control = screen.controls[i]
                if control.type != .gesture { flushGestures(&pieces, &gestures) }
                if control.isCustom && control.type != .button && control.type != .gesture {
                    pieces.append(.comment([customNote]))
                }
                switch control.type {
                case .tab:
                    tabs.append(TabDescription(label: label(control), destination: translator.typeName(of: control.target)))
                case .back:
                    usesDismiss = true
                    let back = ButtonDescription(label: label(control), isDestructive: false, action: .dismiss,
                                                 note: control.isCustom ? customNote : nil)
                    // Where it stands among the controls decides where it is written,
                    // so that the code reads back in the flow's order (swiftui.md, "The round trip").
                    switch backPlace(i) {
                    case .first: leadingBacks.append(backView(back, control))
                    case .among: pieces.append(.back(backView(back, control)))
                    case .last: toolbarLeading.append(back)
                    }
                case .gesture:
                    gestures.append(button(control))
                default:
                    pieces.append(contentsOf: self.content(control))
                }
            }
        }
        flushGestures(&pieces, &gestures)

        switch screen.kind {
        case .list: container = .list
        case .form, .settings: container = .form
        case .grid: container = .grid
        case .canvas: container = .canvas
        case .media: container = .media
        case .split: container = .split
        case .tabs, .detail, .dialog, nil: container = .stack
        }
        if hasTabs {
            container = .tabs(tabs)
            toolbarBottom = pieces
        } else {
            content = pieces
            if screen.kind == .tabs {
                content.insert(.comment(["TODO: the flow gives this tab screen no tabs."]), at: 0)
            }
        }
    }

    /// Where a `back` control stands among the screen's other controls.
    private enum BackPlace {
        /// Before every other control: a property of the view, shown before the container.
        case first
        /// Between two others: a property of the view, shown at its place in the content.
        case among
        /// After every other control (or the only kind): in the container's toolbar.
        case last
    }

    /// The place of the back control `index` (of `screen.controls`). On a
    /// screen with tabs, a back after a tab stays in the container's toolbar:
    /// the tabs' screen has no content to hold it (the bottom bar reads back
    /// after the tabs anyway).
    private func backPlace(_ index: Int) -> BackPlace {
        let others = screen.controls.indices.filter { screen.controls[$0].type != .back }
        guard let first = others.first, let last = others.last else { return .last }
        if index < first { return .first }
        if index > last || screen.controls.contains(where: { $0.type == .tab }) { return .last }
        return .among
    }

    /// A back button as a property of the view that carries it into the
    /// toolbar, named after its text (`backButton`).
    private mutating func backView(_ button: ButtonDescription, _ control: ControlDecl) -> String {
        let name = allocate(SwiftName.variableName(words(control.text, max: 3) + " button", fallback: "backButton"))
        backViews.append(BackViewDescription(name: name, button: button))
        return name
    }

    private let customNote = "The flow draws this control itself (custom); Assistive Access asks for native controls, so it is one here."

    private func label(_ control: ControlDecl) -> LabelDescription {
        LabelDescription(text: control.text, icon: control.icon)
    }

    /// What the flow calls a control, for names and TODOs.
    private func what(_ control: ControlDecl) -> String {
        control.text.map { SwiftString.quoted($0) } ?? "this \(control.type.rawValue)"
    }

    // MARK: Controls

    private mutating func content(_ control: ControlDecl) -> [ContentDescription] {
        let target = translator.typeName(of: control.target)
        let plain = !control.isSheet && !control.isDestructive && control.confirmations == 0
        let l = label(control)
        switch control.type {
        case .link where plain:
            if let target { return [.navigationLink(l, destination: target)] }
            let name = allocate(SwiftName.variableName(words(control.text, max: 3) + " address", fallback: "address"))
            states.append(StateDescription(name: name, value: .address))
            return [.comment(["TODO: the address \(what(control)) opens (it leaves the app)."]),
                    .webLink(l, address: name)]
        case .row where plain:
            if target == nil {
                return [.comment(["TODO: one row per item of your data, and a .navigationDestination(for:) for where a row leads."]),
                        .rows(l, destination: nil)]
            }
            return [.comment(["TODO: one row per item of your data."]), .rows(l, destination: target)]
        case .button, .link, .row:
            return [.button(button(control))]
        case .toggle, .picker, .menu, .field, .slider, .stepper:
            return input(control)
        case .tab, .back, .gesture:
            return []  // placed by build()
        }
    }

    private mutating func input(_ control: ControlDecl) -> [ContentDescription] {
        let l = label(control)
        let fallback: String
        let value: StateDescription.Value
        var options = control.options
        switch control.type {
        case .toggle: (fallback, value) = ("isOn", .bool)
        case .field: (fallback, value) = ("text", .text)
        case .slider: (fallback, value) = ("amount", .number)
        case .stepper: (fallback, value) = ("count", .count)
        default:
            fallback = "choice"
            if let n = options, n > ViewBuilder.literalOptionsLimit { options = nil }
            value = .choice(options.map { $0 > 0 ? "Option 1" : "" } ?? "")
        }
        let name = allocate(SwiftName.variableName(words(control.text, max: 3), fallback: fallback))
        states.append(StateDescription(name: name, value: value))
        var out: [ContentDescription] = []
        var choices = ChoicesDescription.literal(options ?? 0)
        if control.type == .picker || control.type == .menu, options == nil {
            if let n = control.options {
                out.append(.comment(["TODO: the flow gives \(n) choices; list them in \(name)Choices."]))
            } else {
                out.append(.comment(["TODO: the choices of \(what(control)); the flow does not count them."]))
            }
            let list = allocate(name + "Choices")
            states.append(StateDescription(name: list, value: .choiceList))
            choices = .property(list)
        }
        switch control.type {
        case .toggle: out.append(.toggle(l, binding: name))
        case .field: out.append(.field(l, binding: name))
        case .slider: out.append(.slider(l, binding: name))
        case .stepper: out.append(.stepper(l, binding: name))
        case .picker: out.append(.picker(l, binding: name, choices: choices))
        default: out.append(.menu(l, binding: name, choices: choices))
        }
        if let target = translator.typeName(of: control.target) {
            let binding = presentation(of: target, sheet: control.isSheet)
            changes.append(ChangeDescription(value: name, binding: binding))
            out.insert(.comment(["The flow: a change of \(what(control)) leads to \(target)."]), at: out.count - 1)
        }
        return out
    }

    /// A `Button` for a control: its role, and an action that presents its
    /// target (through its confirmation dialogs first) or says what to do.
    private mutating func button(_ control: ControlDecl) -> ButtonDescription {
        var action: ActionDescription
        if let target = translator.typeName(of: control.target) {
            action = .present(binding: presentation(of: target, sheet: control.isSheet))
        } else {
            action = .todo("TODO: what \(what(control)) does.")
        }
        let asked = control.isDestructive ? control.confirmations : 0
        let steps = min(asked, ViewBuilder.longestDialogChain)
        var notes = control.isCustom ? [customNote] : []
        if asked > steps {
            notes.append("TODO: the flow asks \(asked) times before \(what(control)) acts; this asks \(steps) times.")
        }
        if steps > 0 {
            let stem = SwiftName.upperCamel(words(control.text, max: 3), fallback: "Action")
            var names: [String] = []
            for k in 1...steps {
                let name = allocate("isConfirming" + stem + (k == 1 ? "" : k == 2 ? "Again" : "Again\(k - 1)"))
                states.append(StateDescription(name: name, value: .bool))
                names.append(name)
            }
            let text = control.text ?? ""
            let act = text.isEmpty ? "Continue" : text
            var chain: [DialogDescription] = []
            for k in stride(from: steps, through: 1, by: -1) {
                let question = text.hasSuffix("?") ? text : text + "?"
                let title = k == 1 && !text.isEmpty ? question : "Are you sure?"
                let message = steps == 1
                    ? "This cannot be undone."
                    : "This cannot be undone. Question \(k) of \(steps): \(act) asks \(steps) times before it acts."
                chain.insert(DialogDescription(binding: names[k - 1], title: title, message: message,
                                               confirmLabel: act, action: action), at: 0)
                action = .present(binding: names[k - 1])
            }
            dialogs.append(contentsOf: chain)
        }
        return ButtonDescription(label: label(control), isDestructive: control.isDestructive, action: action,
                                 note: notes.isEmpty ? nil : notes.joined(separator: " "))
    }

    /// An entry the start screen opens: pushed like a control of its own would push it.
    mutating func open(entry: EntryDecl, type: String) {
        taken.insert("url")
        entries.append(EntryDescription(screenID: entry.target.name, label: entry.label,
                                        binding: presentation(of: type, sheet: false)))
    }

    /// The binding that presents `target` this way, shared by every control
    /// of the screen that presents it so.
    private mutating func presentation(of target: String, sheet: Bool) -> String {
        let style: PresentationDescription.Style = sheet ? .sheet : .push
        if let known = presentations.first(where: { $0.destination == target && $0.style == style }) {
            return known.binding
        }
        let stem = target.hasSuffix("View") && target != "View" ? String(target.dropLast(4)) : target
        let name = allocate((sheet ? "isPresenting" : "isShowing") + stem)
        states.append(StateDescription(name: name, value: .bool))
        presentations.append(PresentationDescription(binding: name, destination: target, style: style))
        return name
    }

    private func timerComment(_ timer: TimerDecl) -> [String] {
        let whereTo = translator.typeName(of: timer.target).map { "to \($0)" } ?? "back, or away (a message that goes by itself)"
        return [
            "TODO: the flow moves on by itself after \(timer.duration.spelling), \(whereTo).",
            "In Assistive Access a screen should wait for the person: reading and deciding take",
            "longer for some, and a screen that changes by itself is lost. Offer a button instead.",
        ]
    }

    /// A name for a member of this view, numbered when taken.
    private mutating func allocate(_ base: String) -> String {
        var name = base
        var n = 2
        while taken.contains(name) {
            name = base + String(n)
            n += 1
        }
        taken.insert(name)
        return name
    }

    /// The first words of a text, for a name (the whole text would make a long one).
    private func words(_ text: String?, max: Int) -> String {
        SwiftName.words(text ?? "").prefix(max).joined(separator: " ")
    }
}
