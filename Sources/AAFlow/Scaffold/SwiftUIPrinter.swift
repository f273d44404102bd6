/// Prints a described project as Swift files. It decides nothing about
/// the flow: every choice is in the description; this only spells it, with
/// every text through `SwiftString` and every name already made by `SwiftName`.
struct SwiftUIPrinter {
    func files(_ project: ScaffoldProject) -> [ScaffoldFile] {
        var out = [ScaffoldFile(name: project.app.typeName + ".swift", text: app(project.app))]
        for view in project.views {
            out.append(ScaffoldFile(name: view.typeName + ".swift", text: self.view(view)))
        }
        out.append(ScaffoldFile(name: "AssistiveAccess-Info.plist", text: SwiftUIPrinter.plistSnippet(urlScheme: project.app.urlScheme)))
        return out
    }

    /// The plist snippet, with the URL scheme of the entries' links when the flow has entries.
    static func plistSnippet(urlScheme: String?) -> String {
        guard let scheme = urlScheme, let close = plist.firstRange(of: "</dict>\n</plist>") else { return plist }
        let urlTypes = """
            \t<!-- The links that open the flow's entries: \(scheme)://open/SCREEN -->
            \t<key>CFBundleURLTypes</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>CFBundleURLSchemes</key>
            \t\t\t<array>
            \t\t\t\t<string>\(scheme)</string>
            \t\t\t</array>
            \t\t</dict>
            \t</array>

            """
        return String(plist[..<close.lowerBound]) + urlTypes + String(plist[close.lowerBound...])
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!--
          The key that lists the app among the apps optimised for Assistive Access,
          so that it runs its AssistiveAccess scene there. Add it to the app's
          Info.plist, or set INFOPLIST_KEY_UISupportsAssistiveAccess = YES in the
          target's build settings.
        -->
        <plist version="1.0">
        <dict>
        \t<key>UISupportsAssistiveAccess</key>
        \t<true/>
        </dict>
        </plist>

        """

    // MARK: - The app file

    func app(_ app: AppDescription) -> String {
        let w = SwiftWriter()
        w.line("import SwiftUI")
        w.line("")
        w.comment(app.notes)
        for allow in app.allows { w.line(allowComment(allow)) }
        w.line("@main")
        w.block("struct \(app.typeName): App {") {
            w.block("var body: some Scene {") {
                w.block("WindowGroup {") { root(app.standardRoot, w) }
                w.block("AssistiveAccess {") { root(app.assistiveRoot, w) }
            }
        }
        w.line("")
        let other = app.placeholder.scene == .standard ? "standard" : "assistive"
        let (shown, todo) = app.placeholder.scene == .standard
            ? ("The app as everyone uses it", "the app as everyone uses it")
            : ("The Assistive Access app", "the Assistive Access app")
        w.docComment(["The \(other) scene, which this scaffold does not write."])
        w.block("struct \(app.placeholder.typeName): View {") {
            w.block("var body: some View {") {
                w.comment(["TODO: \(todo); `aaflow scaffold --scene \(other)` writes it from the flow."])
                w.line("ContentUnavailableView(\(SwiftString.literal(shown + " comes here")), systemImage: \"hammer\")")
            }
        }
        return w.text
    }

    private func root(_ root: SceneRoot, _ w: SwiftWriter) {
        switch root {
        case .stack(let start):
            w.block("NavigationStack {") { w.line("\(start)()") }
        case .placeholder(let name):
            w.line("\(name)()")
        case .empty:
            w.block("NavigationStack {") {
                w.comment(["TODO: the flow's scene has no screen."])
            }
        }
    }

    private func allowComment(_ allow: AllowDescription) -> String {
        "// aaflow:allow \(allow.rule) \(SwiftString.commentText(allow.reason))"
    }

    // MARK: - A view file

    func view(_ v: ViewDescription) -> String {
        let w = SwiftWriter()
        w.line("import SwiftUI")
        if v.container == .media { w.line("import AVKit") }
        w.line("")
        w.docComment(v.docs)
        for allow in v.allows { w.line(allowComment(allow)) }
        w.block("struct \(v.typeName): View {") {
            if v.usesDismiss { w.line("@Environment(\\.dismiss) private var dismiss") }
            if v.container == .media { w.line("@State private var player = AVPlayer()  // TODO: the media to play") }
            for state in v.states { w.line(stateLine(state)) }
            if v.usesDismiss || v.container == .media || !v.states.isEmpty { w.line("") }
            w.block("var body: some View {") {
                if v.leadingBacks.isEmpty {
                    container(v, w)
                } else {
                    // The back button before the content, as in the flow.
                    w.block("ZStack {") {
                        for name in v.leadingBacks { w.line(name) }
                        container(v, w)
                    }
                }
                modifiers(v, w)
            }
            for back in v.backViews {
                w.line("")
                w.docComment(["A back button: a view of no size whose toolbar holds the button, top leading;",
                              "written where the flow puts it among the controls."])
                w.block("private var \(back.name): some View {") {
                    w.line("Color.clear")
                    w.indented {
                        w.line(".frame(width: 0, height: 0)")
                        w.block(".toolbar {") {
                            w.block("ToolbarItem(placement: .topBarLeading) {") { button(back.button, w) }
                        }
                    }
                }
            }
        }
        w.line("")
        w.block(v.previewAssistive ? "#Preview(traits: .assistiveAccess) {" : "#Preview {") {
            w.block("NavigationStack {") { w.line("\(v.typeName)()") }
        }
        return w.text
    }

    private func stateLine(_ s: StateDescription) -> String {
        switch s.value {
        case .bool: return "@State private var \(s.name) = false"
        case .text: return "@State private var \(s.name) = \"\""
        case .number: return "@State private var \(s.name) = 0.5"
        case .count: return "@State private var \(s.name) = 0"
        case .choice(let first): return "@State private var \(s.name) = \(SwiftString.literal(first))"
        case .choiceList: return "private var \(s.name): [String] { [] }  // TODO: the choices"
        case .address: return "private let \(s.name) = URL(string: \"https://example.com\")!  // TODO: the address"
        }
    }

    private func container(_ v: ViewDescription, _ w: SwiftWriter) {
        let todo = "TODO: what the screen shows besides its controls."
        switch v.container {
        case .stack:
            w.block("VStack(spacing: 16) {") { w.comment([todo]); contents(v.content, w) }
        case .list:
            w.block("List {") { w.comment([todo]); contents(v.content, w) }
        case .form:
            w.block("Form {") { w.comment([todo]); contents(v.content, w) }
        case .grid:
            w.block("ScrollView {") {
                w.block("LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {") {
                    w.comment([todo])
                    contents(v.content, w)
                }
            }
        case .canvas:
            w.block("VStack(spacing: 16) {") {
                w.block("Canvas { context, size in") { w.comment(["TODO: draw."]) }
                contents(v.content, w)
            }
        case .media:
            w.block("VStack(spacing: 16) {") {
                w.line("VideoPlayer(player: player)")
                contents(v.content, w)
            }
        case .split:
            w.line("NavigationSplitView {")
            w.indented {
                w.block("List {") { w.comment([todo]); contents(v.content, w) }
            }
            w.line("} detail: {")
            w.indented {
                w.line("ContentUnavailableView(\"Choose an item\", systemImage: \"sidebar.left\")")
            }
            w.line("}")
        case .tabs(let tabs):
            w.block("TabView {") {
                for tab in tabs { self.tab(tab, w) }
            }
        }
    }

    private func tab(_ tab: TabDescription, _ w: SwiftWriter) {
        let body = {
            if let d = tab.destination {
                w.line("\(d)()")
            } else {
                w.comment(["TODO: the flow says nothing of what this tab shows."])
                w.line("EmptyView()")
            }
        }
        if let text = tab.label.text, let icon = tab.label.icon {
            w.block("Tab(\(SwiftString.literal(text)), systemImage: \(SwiftString.literal(icon))) {", body)
        } else {
            w.line("Tab {")
            w.indented(body)
            w.line("} label: {")
            w.indented { label(tab.label, w) }
            w.line("}")
        }
    }

    private func contents(_ items: [ContentDescription], _ w: SwiftWriter) {
        for item in items { content(item, w) }
    }

    private func content(_ item: ContentDescription, _ w: SwiftWriter) {
        switch item {
        case .comment(let lines):
            w.comment(lines)
        case .back(let name):
            w.line(name)
        case .button(let b):
            button(b, w)
        case .navigationLink(let l, let destination):
            w.line("NavigationLink {")
            w.indented { w.line("\(destination)()") }
            labelClosure(l, w)
        case .rows(let l, let destination):
            if let destination {
                w.block("ForEach(0..<3, id: \\.self) { _ in") {
                    w.line("NavigationLink {")
                    w.indented { w.line("\(destination)()") }
                    labelClosure(l, w)
                }
            } else {
                w.block("ForEach(0..<3, id: \\.self) { item in") {
                    w.block("NavigationLink(value: item) {") { label(l, w) }
                }
            }
        case .webLink(let l, let address):
            w.block("Link(destination: \(address)) {") { label(l, w) }
        case .toggle(let l, let binding):
            w.block("Toggle(isOn: $\(binding)) {") { label(l, w) }
        case .field(let l, let binding):
            let prompt = l.text.map { ", prompt: Text(\(SwiftString.literal($0)))" } ?? ""
            w.block("TextField(text: $\(binding)\(prompt)) {") { label(l, w) }
        case .slider(let l, let binding):
            w.block("Slider(value: $\(binding)) {") { label(l, w) }
        case .stepper(let l, let binding):
            w.block("Stepper(value: $\(binding), in: 0...100) {") { label(l, w) }
        case .picker(let l, let binding, let choices):
            w.line("Picker(selection: $\(binding)) {")
            w.indented {
                w.block("ForEach(\(choiceList(choices)), id: \\.self) { option in") {
                    w.line("Text(option).tag(option)")
                }
            }
            labelClosure(l, w)
        case .menu(let l, let binding, let choices):
            w.line("Menu {")
            w.indented {
                w.block("ForEach(\(choiceList(choices)), id: \\.self) { option in") {
                    w.block("Button(option) {") { w.line("\(binding) = option") }
                }
            }
            labelClosure(l, w)
        case .contextMenu(let hint, let buttons):
            w.comment(["Reached by touch and hold only: a gesture in the flow. Assistive Access",
                       "asks for visible controls; consider a button."])
            w.line("Text(\(SwiftString.literal(hint)))")
            w.indented {
                w.block(".contextMenu {") {
                    for b in buttons { button(b, w) }
                }
            }
        }
    }

    private func choiceList(_ choices: ChoicesDescription) -> String {
        switch choices {
        case .literal(let n):
            return "[" + (0..<n).map { "\"Option \($0 + 1)\"" }.joined(separator: ", ") + "]"
        case .property(let name):
            return name
        }
    }

    /// `} label: { ... }`, closing the call that the caller opened.
    private func labelClosure(_ l: LabelDescription, _ w: SwiftWriter) {
        w.line("} label: {")
        w.indented { label(l, w) }
        w.line("}")
    }

    private func label(_ l: LabelDescription, _ w: SwiftWriter) {
        switch (l.text, l.icon) {
        case let (text?, icon?):
            w.line("Label(\(SwiftString.literal(text)), systemImage: \(SwiftString.literal(icon)))")
        case let (text?, nil):
            w.line("Text(\(SwiftString.literal(text)))")
        case let (nil, icon?):
            w.line("Image(systemName: \(SwiftString.literal(icon)))")
        case (nil, nil):
            w.comment(["TODO: the flow gives this control no text and no icon."])
            w.line("EmptyView()")
        }
    }

    private func button(_ b: ButtonDescription, _ w: SwiftWriter) {
        if let note = b.note { w.comment([note]) }
        w.line(b.isDestructive ? "Button(role: .destructive) {" : "Button {")
        w.indented { action(b.action, w) }
        labelClosure(b.label, w)
    }

    private func action(_ a: ActionDescription, _ w: SwiftWriter) {
        switch a {
        case .present(let binding): w.line("\(binding) = true")
        case .dismiss: w.line("dismiss()")
        case .todo(let text): w.comment([text])
        }
    }

    // MARK: Modifiers

    /// Modifiers line up with the container they follow, as Xcode writes them.
    private func modifiers(_ v: ViewDescription, _ w: SwiftWriter) {
        do {
            if let title = v.title {
                w.line(".navigationTitle(\(SwiftString.literal(title)))")
            } else {
                w.comment(["TODO: the flow gives this screen no title."])
            }
            if let icon = v.icon {
                w.line(".assistiveAccessNavigationIcon(systemImage: \(SwiftString.literal(icon)))")
            } else {
                w.comment(["TODO: the flow gives this screen no navigation icon."])
            }
            if v.hidesBackButton { w.line(".navigationBarBackButtonHidden()") }
            if !v.toolbarLeading.isEmpty || !v.toolbarBottom.isEmpty {
                // The bottom bar first: read in source order, these back controls come last, as in the flow.
                w.block(".toolbar {") {
                    if !v.toolbarBottom.isEmpty {
                        w.block("ToolbarItemGroup(placement: .bottomBar) {") { contents(v.toolbarBottom, w) }
                    }
                    if !v.toolbarLeading.isEmpty {
                        w.block("ToolbarItem(placement: .topBarLeading) {") {
                            for b in v.toolbarLeading { button(b, w) }
                        }
                    }
                }
            }
            for p in v.presentations {
                switch p.style {
                case .push:
                    w.block(".navigationDestination(isPresented: $\(p.binding)) {") { w.line("\(p.destination)()") }
                case .sheet:
                    w.block(".sheet(isPresented: $\(p.binding)) {") {
                        w.block("NavigationStack {") { w.line("\(p.destination)()") }
                    }
                }
            }
            for d in v.dialogs {
                w.line(".confirmationDialog(\(SwiftString.literal(d.title)), isPresented: $\(d.binding), titleVisibility: .visible) {")
                w.indented {
                    w.block("Button(\(SwiftString.literal(d.confirmLabel)), role: .destructive) {") { action(d.action, w) }
                    w.line("Button(\"Cancel\", role: .cancel) {}")
                }
                w.line("} message: {")
                w.indented { w.line("Text(\(SwiftString.literal(d.message)))") }
                w.line("}")
            }
            for c in v.changes {
                w.block(".onChange(of: \(c.value)) {") { w.line("\(c.binding) = true") }
            }
            if !v.entries.isEmpty, let scheme = v.urlScheme {
                w.comment(["The flow's entries: the system opens these screens directly, by the link",
                           "\(scheme)://open/SCREEN (a widget's .widgetURL, a notification, an App Intent)."])
                w.block(".onOpenURL { url in") {
                    w.line("switch url.lastPathComponent {")
                    for e in v.entries {
                        w.line("case \(SwiftString.literal(e.screenID)):  // \(SwiftString.commentText(e.label))")
                        w.indented { w.line("\(e.binding) = true") }
                    }
                    w.line("default:")
                    w.indented { w.line("break") }
                    w.line("}")
                }
            }
        }
    }
}
