import AAFlow

/// Modifiers that matter to the flow: titles and icons, presentations,
/// destinations, dialogs, gestures, toolbars, timers and entries.
extension Extraction {
    static let presenting: Set<String> = ["sheet", "fullScreenCover", "popover"]
    static let dialogs: Set<String> = ["confirmationDialog", "alert", "actionSheet"]
    static let actionModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit", "refreshable", "onOpenURL",
        "onContinueUserActivity", "onMove", "onDrop", "onDrag", "animation", "transition", "onHover",
        "onKeyPress", "tag", "id", "popoverTip", "onPreferenceChange", "onGeometryChange", "onScrollGeometryChange",
    ]

    func modifier(_ base: SExpr, _ name: String, _ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        var baseCtx = ctx
        switch name {
        case "buttonStyle":
            // The style nearest the button wins: `.buttonStyle(.bordered)` inside a custom style's stack is SwiftUI's.
            if let a = args.first?.value { baseCtx.customStyle = isProjectStyle(a, ctx) }
        case "tabViewStyle":
            if let a = args.first?.value, let n = a.lastName, n == "page" || n == "verticalPage" || n == "PageTabViewStyle" {
                baseCtx.pager = true
            }
        default: break
        }
        let slotsBefore = b.slots.count
        walk(base, baseCtx, b)
        let all = args + trailing
        let firstClosure = trailing.first(where: { $0.label == nil })?.value
        switch name {
        case "navigationTitle", "navigationBarTitle":
            guard ctx.depth <= 0, b.screen.title == nil, let a = args.first?.value else { return }
            switch text(a, ctx) {
            case .literal(let s): b.screen.title = s
            case .runtime:
                b.screen.title = "…"
                b.screen.notes.append(note("the title is built at run time", a.loc))
            }
            b.screen.titleLocation = location(loc)
        case "environment" where args.count == 2:
            // `.environment(\.overlay, $overlay)`: views below that read `@Environment(\.overlay)` set `overlay`.
            if case .keyPath(let path, _) = args[0].value, let key = Self.environmentKeyName(path), isBindingArgument(args[1].value),
               let v = variable(args[1].value, ctx) {
                current.environmentBindings[key] = (v.0, v.1)
            }
        case "assistiveAccessNavigationIcon":
            guard b.screen.icon == nil else { return }
            if let s = args.labelled("systemImage") {
                if case .literal(let v) = text(s, ctx) { b.screen.icon = v }
            } else if let a = args.first?.value {
                var c = ExtractedControl(type: .button, location: location(loc))
                labelInfo(a, ctx, into: &c)
                b.screen.icon = c.icon
                b.screen.iconIsAsset = c.iconIsAsset
            }
        case "navigationBarBackButtonHidden":
            if case .bool(false, _)? = args.first?.value { return }
            b.hidesBack = true
        case "toolbar":
            var inner = ctx
            inner.inToolbar = true
            for a in all where a.label == nil || a.label == "content" { walk(a.value, inner, b) }
        case "navigationBarItems":
            // The toolbar as SwiftUI wrote it before `.toolbar`: `leading:` and `trailing:` views.
            var inner = ctx
            inner.inToolbar = true
            for a in all { walkViewArgument(a.value, inner, b) }
        case _ where Self.presenting.contains(name):
            presentation(args, trailing, loc, ctx, b, sheet: true, suffix: "sheet")
        case "navigationDestination":
            if let t = args.labelled("for") {
                var content = args.labelled("destination") ?? firstClosure
                // `destination: router.view`: a method named, not called: called with the value.
                if let c = content, let call = methodReferenceCall(c, ctx) { content = call }
                var param: String?
                if case .closure(let p, _, _)? = content { param = p.first ?? "$0" }
                var typeName: String?
                if case .member(let tb?, "self", _) = t { typeName = typeNameOf(tb) }
                if let n = typeName, let owner = ctx.type, owner.parts.contains(where: { $0.genericParameters.contains(n) }) {
                    typeName = genericArgument(n, of: owner, ctx) ?? n
                } else if let n = typeName, let owner = ctx.type, let found = genericMemberType(n, of: owner, ctx) {
                    typeName = found
                } else if let n = typeName, index.lookup(n, in: ctx) == nil, let c = content, let found = typeTakenByGiven(c, ctx) {
                    // `for: Value.self` of a generic method of the project (`routed(screen: build)`).
                    typeName = found
                }
                if let content {
                    current.valueDestinations.append(ValueDestination(typeName: typeName, param: param, content: content, ctx: ctx,
                                                              holder: b.id, loc: loc, serial: current.serial()))
                }
            } else {
                presentation(args, trailing, loc, ctx, b, sheet: false, suffix: "destination")
            }
        case _ where Self.dialogs.contains(name):
            dialog(args, trailing, loc, ctx, b)
        case "swipeActions", "contextMenu":
            var inner = ctx
            inner.asGesture = true
            inner.inToolbar = false
            for a in all where a.label == nil || a.label == "content" || a.label == "menuItems" {
                walk(a.value, inner, b)
            }
        case "onTapGesture", "onLongPressGesture":
            var c = control(.gesture, loc, ctx)
            // A tap on a view that holds text fields of its own (a whole form, to hide the keyboard)
            // stands in for no button: no text or icon of the views inside is its.
            if !(slotsBefore..<b.slots.count).contains(where: { b.slots[$0].control.type == .field }) {
                labelInfo(base, ctx, into: &c)
                // (An image whose symbol is picked at run time, a to-do's checkbox, is one too.)
                if c.text != nil || c.icon != nil || c.notes.contains(where: { $0.message == "the icon is chosen at run time" }) {
                    c.isCustom = true
                }
            }
            let action = args.labelled("perform") ?? firstClosure
            b.slots.append(Slot(control: c, effects: effects(ofAction: action, ctx)))
        case "gesture", "simultaneousGesture", "highPriorityGesture":
            var c = control(.gesture, loc, ctx)
            // A drag, pinch or turn moves what it is on: the texts inside name no control
            // (a tap or press is a button made by hand, named by what it shows).
            var moves = false
            if let g = args.first?.value {
                visit([.expr(g)]) { x in
                    if case .call = x, let n = x.calleeName,
                       ["DragGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture"].contains(n) { moves = true }
                }
            }
            if !moves { labelInfo(base, ctx, into: &c) }
            var eff = Effects()
            if let g = args.first?.value {
                visit([.expr(g)]) { x in
                    if case .call(.member(_, let n, _), let a, let t, _) = x, n == "onEnded" || n == "onChanged" {
                        for y in a + t where self.isClosure(y.value) { eff.merge(self.effects(ofAction: y.value, ctx)) }
                    }
                }
            }
            // `Button { ... }.simultaneousGesture(TapGesture())`: a gesture that does nothing beside a
            // control is the control's own (a haptic, an animation), not another control.
            if eff.sets.isEmpty, eff.appends.isEmpty, !eff.navigates, let n = baseCallee(base),
               ["Button", "NavigationLink", "Link", "Toggle", "Menu"].contains(n) { return }
            b.slots.append(Slot(control: c, effects: eff))
        case "onSubmit":
            // `.onSubmit(of: .search) { path.append(.results(query)) }`: submitting the field does it
            // (the search field `.searchable` added, or each text field below for `.text`).
            let eff = effects(ofAction: args.labelled("action") ?? firstClosure, ctx)
            guard !eff.sets.isEmpty || !eff.appends.isEmpty || eff.navigates || eff.pops else { break }
            let search = args.first(where: { $0.label == "of" })?.value.lastName == "search"
            let fields = (slotsBefore..<b.slots.count).filter { b.slots[$0].control.type == .field && b.slots[$0].effects == nil }
            for i in search ? Array(fields.suffix(1)) : fields { b.slots[i].effects = eff }
        case "onDelete":
            var c = control(.gesture, loc, ctx)
            c.isDestructive = true
            b.slots.append(Slot(control: c, effects: effects(ofAction: args.labelled("perform") ?? firstClosure, ctx)))
        case "searchable":
            var c = control(.field, loc, ctx)
            if let p = args.labelled("prompt") {
                switch text(p, ctx) {
                case .literal(let s): c.text = s
                case .runtime:
                    c.text = "…"
                    c.notes.append(note("the text is built at run time", p.loc))
                }
            }
            b.slots.append(Slot(control: c))
        case "task" where args.labelled("id") != nil:
            // `.task(id: selected) { if selected != nil { showCode = true } }`: it runs again when the
            // value changes, as `.onChange(of:)` does: a control that sets the value does what it does.
            let action = args.labelled("operation") ?? firstClosure
            if let observed = args.labelled("id"), let action { relay(observing: observed, action, ctx, b) }
            b.timers += effects(ofAction: action, ctx).timers
        case "onAppear", "task":
            let eff = effects(ofAction: args.labelled("perform") ?? firstClosure, ctx)
            b.timers += eff.timers
            // Said once the screen's presentations are known: only when it presents or pushes.
            if eff.navigates { b.appearing.append((name, eff, loc)) }
        case "onReceive":
            let action = args.labelled("perform") ?? firstClosure
            // `.onReceive(model.$state) { s in path.append(s) }`: a relay from a property to navigation.
            if let publisher = args.first?.value, let action { relay(observing: publisher, action, ctx, b) }
            var then = effects(ofAction: action, ctx)
            let nestedTimers = then.timers
            then.timers = []
            if let publisher = args.first?.value, var s = timerPublisher(publisher, ctx) {
                // A countdown (`secondsLeft -= 1` each tick, moving on at 0): the screen moves on after all its ticks.
                var seconds: Double? = s
                if then.navigates, let action, let (name, count) = countdown(action, ctx) {
                    if let count {
                        b.screen.notes.append(note("a tick of \(FlowText.duration(s)) counts `\(name)` down from \(count): "
                            + "the timer is written for all \(count) ticks", loc))
                        s *= Double(count)
                        seconds = s
                    } else {
                        // (Its first value set at run time, `State(initialValue: session.timeLimit)`.)
                        b.screen.notes.append(note("a tick of \(FlowText.duration(s)) counts `\(name)` down from a number "
                            + "set at run time: how long the whole countdown lasts cannot be told", loc))
                        seconds = nil
                    }
                }
                b.timers.append(Effects.Timer(seconds: seconds, then: [then], loc: loc))
            }
            // `.onReceive(NotificationCenter.default.publisher(for: ...))`: a notification is an
            // outside event, as a link is (rule 8): a timer it starts is no timed interaction.
            // (A timer already set aside, as animation timing, keeps its own note.)
            if let publisher = args.first?.value, isNotificationPublisher(publisher, ctx) {
                for t in nestedTimers {
                    guard t.ignored == nil, let seconds = t.seconds, seconds >= 1 else {
                        b.timers.append(t)
                        continue
                    }
                    b.screen.notes.append(note("a timer in `.onReceive` of a notification answers an outside event; "
                        + "it is no timed interaction", t.loc))
                }
            } else {
                b.timers += nestedTimers
            }
        case "onChange", "onOpenURL", "onContinueUserActivity":
            // (`.onChange(of: value, { ... })`: the action may be written inside the parentheses.)
            let action = args.labelled("perform") ?? firstClosure ?? args.last(where: { $0.label == nil && isClosure($0.value) })?.value
            // `.onChange(of: model.state) { _, s in path.append(s) }`: a relay, as `.onReceive` of its publisher.
            if name == "onChange", let observed = args.labelled("of"), let action { relay(observing: observed, action, ctx, b) }
            let eff = effects(ofAction: action, ctx)
            // A change of the scene's phase, a link and an activity are outside events (rule 8); a
            // change of the screen's own state is not, and a timer it starts counts.
            if name == "onChange", let observed = args.labelled("of"), !Self.isScenePhase(observed) {
                b.timers += eff.timers
            } else {
                for t in eff.timers {
                    b.screen.notes.append(note("a timer in `.\(name)` answers an outside event; it is no timed interaction", t.loc))
                }
            }
            if name != "onChange" && eff.navigates {
                current.entryHandlers.append(EntryHandler(effects: eff, what: name == "onOpenURL" ? "a link" : "an activity",
                                                  loc: loc, holderCtx: ctx))
            }
        case "modifier":
            if let m = args.first?.value, let n = baseCall(m).calleeName, let entry = index.lookup(n, in: ctx),
               let f = index.functions("body", of: entry).first {
                // A modifier that presents what the caller's binding says (`.modifier(Upload(isPresented: $x))`)
                // is a presentation wrapper; one that keeps its own state (`@State var showSettings`,
                // its own toolbar buttons) is read as if its body were written here.
                let given = argsOfCall(baseCall(m))
                if let wrapped = presentationIn(f.body), givesBinding(given, ctx) || given.contains(where: { a in
                    a.label.flatMap { index.variable($0, of: entry) }.map(Self.holdsBinding) ?? false
                }) {
                    // The modifier's own context: its properties as the call gives them, its
                    // `@Binding` ones standing for the caller's variables.
                    let call = baseCall(m)
                    let callArgs = argsOfCall(call)
                    var trailingArgs: [SArg] = []
                    if case .call(_, _, let t, _) = call { trailingArgs = t }
                    var own = Ctx(type: entry, file: entry.file, scene: ctx.scene)
                    for a in callArgs {
                        guard let l = a.label else { continue }
                        if let v = variable(a.value, ctx), isBindingArgument(a.value) || ctx.aliases[stripDollar(a.value).lastName ?? ""] != nil {
                            own.aliases[l] = (v.0, v.1)
                        } else {
                            own.env[l] = valueOf(a.value, ctx)
                        }
                    }
                    own.viewArgs = givenToType(entry, args: callArgs, trailing: trailingArgs, ctx)
                    for name in own.viewArgs.keys { own.env[name] = nil }
                    wrapperPresentation(wrapped, params: [], args: callArgs, trailing: trailingArgs, loc, ctx, b, own: own)
                } else {
                    expand(function: f, owner: entry, key: index.id(of: entry), args: argsOfCall(baseCall(m)), ctx, b, loc: loc, base: nil)
                }
            }
        case "tabItem", "tag", "popoverTip":
            break
        case "fileImporter", "fileExporter", "fileMover", "photosPicker", "manageSubscriptionsSheet", "offerCodeRedemption":
            // Presenters of the system's own sheets (rule 30): a note, not a screen.
            var what = "the system's own sheet"
            switch name {
            case "fileImporter", "fileExporter", "fileMover": what = "the system's file browser"
            case "photosPicker": what = "the system's photo picker"
            default: break
            }
            let by = args.labelled("isPresented").flatMap { variable($0, ctx) }.map { " when `$\($0.1)` is set" } ?? ""
            // What its completion does once a file is picked (`handle(result)`, which shows a summary
            // sheet): the control that shows the browser leads there, one system step away.
            if let flag = args.labelled("isPresented"),
               let done = args.labelled("onCompletion") ?? trailing.first(where: { $0.label == nil || $0.label == "onCompletion" })?.value,
               case .closure = done {
                let e = effects(ofAction: done, ctx)
                if !e.sets.isEmpty || !e.appends.isEmpty {
                    relay(observing: flag, done, ctx, b, shownBySetter: true)
                    b.screen.notes.append(note("`.\(name)` shows \(what)\(by), no screen of the app's; where its completion leads "
                        + "is written on the control that shows it", loc))
                    break
                }
            }
            b.screen.notes.append(note("`.\(name)` shows \(what)\(by), no screen of the app's: no transition is written for it", loc))
        case _ where Self.actionModifiers.contains(name):
            break
        default:
            // A presentation wrapper of the project (rule 7), or a modifier with views in its closures.
            if let (_, f) = index.functionsAnywhere(name).first(where: { $0.1.body.count <= 8 && presentationIn($0.1.body) != nil }),
               let wrapped = presentationIn(f.body),
               givesBinding(args, ctx) || f.params.contains(where: { $0.type?.hasPrefix("Binding<") == true }) {
                wrapperPresentation(wrapped, params: f.params, args: args, trailing: trailing, loc, ctx, b)
                return
            }
            // A modifier the project adds to View (`func navigation(path:) -> some View` in an
            // extension of View): its body's modifiers apply to this view, as if written here.
            // One that needs more arguments than the call gives is not it (`hidden()` inside the
            // project's `hidden(_ isHidden: Bool)` is SwiftUI's).
            // Nor is one whose labels the call does not use (`frame(side:)` of the project is not
            // SwiftUI's `frame(width:height:)`, which it calls).
            if let viewEntry = index.byName["View"]?.first(where: { $0.decl == nil }),
               let f = index.functions(name, of: viewEntry).first(where: { $0.requiredArguments <= args.count + trailing.count
                   && TypeIndex.labelsFit($0, args: args) }),
               // Overloads are other functions (`placeholder(_:when:)` handing on to `placeholder(when:content:)`);
               // inside one, a call that fits it again is SwiftUI's modifier, which it wraps
               // (`func buttonStyle(_ style: (some PrimitiveButtonStyle)?)` calls `.buttonStyle(style)`).
               case let key = index.functions(name, of: viewEntry).count > 1 ? "View.\(name)()\u{1}\(f.loc.line):\(f.loc.column)" : "View.\(name)()",
               !b.stack.contains(key),
               // One that presents is read for each binding it is given (`.withCovers($a)`, `.withCovers($b)`).
               // One that makes a control around the view (`func tappable(action:)` whose body is
               // `Button(action: action) { self }`) is a control at each use.
               enter(key, b, loc, given: presentsOnSelf(f.body) ? givenKey(args + trailing, ctx)
                        : makesControl(f.body) ? "@\(loc.file):\(loc.line):\(loc.column)" + givenKey(args + trailing, ctx) : "") {
                defer { b.stack.removeLast() }
                var inner = ctx
                // `self` in a label there is the view the modifier is applied to (read for its text and icon).
                inner.viewArgs[Self.modifiedViewKey] = ViewArgument(expr: base, ctx: ctx)
                bind(f.params, args + trailing, from: ctx, into: &inner)
                bindAliases(f.params, args + trailing, from: ctx, into: &inner)
                // The views and closures it is given (`content: { InfoView() }`), read where the call wrote them,
                // as a helper function's are (`expand(function:)`).
                let matched = Self.matchArguments(f.params, args + trailing)
                for (i, p) in f.params.enumerated() {
                    guard let arg = matched[i] else { continue }
                    if case .name(let n, _) = arg, let handed = ctx.viewArgs[n] {
                        inner.viewArgs[p.name] = handed
                        inner.env[p.name] = nil
                    } else if case .closure = arg {
                        inner.viewArgs[p.name] = ViewArgument(expr: arg, ctx: ctx)
                        inner.env[p.name] = nil
                    } else if case .string = arg {
                        // `.bigTitle("Journal")`: a text the body shows (`navigationTitle(text)`).
                        inner.viewArgs[p.name] = ViewArgument(expr: arg, ctx: ctx)
                    } else if case .call = arg, let n = baseCall(arg).calleeName, let e = index.lookup(n, in: ctx), index.isView(e) {
                        // `.navigate(to: LobbyView(), when: $goHome)`: a view handed as a value.
                        inner.viewArgs[p.name] = ViewArgument(expr: arg, ctx: ctx)
                        inner.env[p.name] = nil
                    } else if case .name(let n, _) = arg, ctx.env[n] == nil, let t = ctx.type, !index.functions(n, of: t).isEmpty {
                        // A method of the caller named (`screen: build`): called where the modifier calls the parameter.
                        inner.viewArgs[p.name] = ViewArgument(expr: arg, ctx: ctx)
                        inner.env[p.name] = nil
                    }
                }
                for st in f.body {
                    switch st {
                    case .expr(let e), .returnStmt(let e?, _): walk(onSelf(e), inner, b)
                    default: walk([st], inner, b)
                    }
                }
                return
            }
            for a in all { walkViewArgument(a.value, ctx, b) }
        }
    }

    /// An argument of a modifier that may be a view (`.overlay(addButton)`,
    /// `.background(Capsule())`, `.navigationBarItems(trailing: self.editButton)`):
    /// walked when it is a closure, a call, the content the view was given, or a
    /// computed property of the view whose type is a view. Other values
    /// (`.opacity(alpha)`, `.frame(width: side)`) are not views, and not read.
    func walkViewArgument(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        switch e {
        case .closure, .call:
            walk(e, ctx, b)
        case .name(let n, _), .member(.name("self", _)?, let n, _):
            guard ctx.env[n] == nil else { return }
            if ctx.viewArgs[n] != nil { return walk(.name(n, e.loc), ctx, b) }
            if let t = ctx.type, let v = index.variable(n, of: t), v.getter != nil,
               let type = v.type, type.containsASCII("View") {
                walk(.name(n, e.loc), ctx, b)
            } else if let call = builderReference(n, e.loc, ctx) {
                walk(call, ctx, b)
            }
        default:
            break
        }
    }

    /// `scenePhase` (or `self.scenePhase`, `appState.scenePhase`): what `.onChange(of:)` of the phase observes.
    static func isScenePhase(_ e: SExpr) -> Bool {
        e.lastName?.lowercased().contains("phase") == true
    }

    /// A handler that turns a change of a property into navigation (`.onReceive(auth.$state)
    /// { s in path.append(s) }`, `.onChange(of: step) { _, s in sheet = s }`): a control that
    /// sets the property does what the handler does with the value it sets.
    func relay(observing observed: SExpr, _ action: SExpr, _ ctx: Ctx, _ b: ScreenBuild, shownBySetter: Bool = false) {
        guard case .closure(let params, _, _) = action else { return }
        var target = observed
        // `model.$state` or `$state`: the property behind the publisher.
        if case .member(let base?, let n, let l) = target, n.isProjectedName { target = .member(base, String(n.dropFirst()), l) }
        if case .name(let n, let l) = target, n.isProjectedName { target = .name(String(n.dropFirst()), l) }
        guard let (owner, name) = variable(target, ctx) else { return }
        b.relays.append(Relay(owner: owner, name: name, param: params.last, action: action, ctx: ctx, shownBySetter: shownBySetter))
    }

    /// Parameters given a binding (`helpSheet(isPresented: $showHelp)`) stand for the caller's
    /// variable, as a view's `@Binding` does: what sets it, presents what the parameter presents.
    func bindAliases(_ params: [SParam], _ args: [SArg], from ctx: Ctx, into inner: inout Ctx) {
        let matched = Self.matchArguments(params, args)
        for (i, p) in params.enumerated() {
            guard let arg = matched[i], isBindingArgument(arg), let v = variable(arg, ctx) else { continue }
            inner.env[p.name] = nil
            inner.aliases[p.name] = (v.0, v.1)
        }
    }

    /// A modifier chain written in an extension of View with an implicit `self`
    /// (`modifier(Wrapper())`, `sheet(...)`): the same chain on `self`.
    /// Where a project modifier's context keeps the view it is applied to, for the labels its body makes.
    static let modifiedViewKey = "self\u{1}"

    /// Whether a modifier's body makes a control (`Button`, `NavigationLink`, a tap gesture),
    /// also through the other modifiers of the project it calls (`buttonWithStyle(_:action:)`
    /// whose `switch` picks `pressableButton(action:)`).
    func makesControl(_ body: [SStmt], depth: Int = 0) -> Bool {
        var found = false
        var called: [String] = []
        visit(body) { x in
            guard !found, case .call(let callee, _, _, _) = x else { return }
            switch callee.lastName {
            case "Button", "NavigationLink", "Link", "Menu", "onTapGesture": found = true
            default:
                if case .name(let n, _) = callee, n.first?.isLowercase == true { called.append(n) }
                if case .member(let base?, let n, _) = callee, self.isSelf(base) { called.append(n) }
            }
        }
        guard !found, depth < 2, !called.isEmpty, let viewEntry = index.byName["View"]?.first(where: { $0.decl == nil }) else { return found }
        return called.contains { n in index.functions(n, of: viewEntry).contains { makesControl($0.body, depth: depth + 1) } }
    }

    func onSelf(_ e: SExpr) -> SExpr {
        switch e {
        case .call(.name(let n, let nl), let a, let t, let l) where n.first?.isLowercase == true:
            return .call(.member(.name("self", nl), n, nl), a, t, l)
        case .call(.member(let base?, let n, let nl), let a, let t, let l):
            return .call(.member(onSelf(base), n, nl), a, t, l)
        default:
            return e
        }
    }

    func argsOfCall(_ e: SExpr) -> [SArg] {
        if case .call(_, let a, _, _) = e { return a }
        return []
    }

    /// `T` of `T.self`, qualified names to their last component.
    /// What a generic parameter of the view being read stands for, by what its call gives a
    /// property declared with it: `RouterView(router: router)` with `router: Router<T>`, given
    /// a `Router<Routes>`, makes `navigationDestination(for: T.self)` a destination for `Routes`.
    func genericArgument(_ parameter: String, of owner: TypeIndex.Entry, _ ctx: Ctx) -> String? {
        guard let given = ctx.givenByCall else { return nil }
        for v in Self.memberwiseProperties(owner) {
            guard let declared = v.type, declared.contains(parameter), let g = given[v.name],
                  let actual = typeOf(g.expr, g.ctx).map(index.expandingAliases),
                  let found = TypeText.unify(declared, actual, parameter), found != parameter else { continue }
            return found
        }
        return nil
    }

    /// `{ value in screen(value) }` in a generic method of the project, where the call gave `screen`
    /// a method of its own (`screen: build`, `func build(_ route: PlantRoute)`): the type that method
    /// takes, which is what the destination is for. (A closure given in place tells no type.)
    func typeTakenByGiven(_ content: SExpr, _ ctx: Ctx) -> String? {
        guard case .closure(let params, let body, _) = content, let p = params.first else { return nil }
        var found: String?
        visit(body) { x in
            guard found == nil, case .call(.name(let f, _), let args, _, _) = x, args.count == 1, case .name(p, _) = args[0].value,
                  let given = ctx.viewArgs[f] else { return }
            switch given.expr {
            case .name(let m, _):
                if let t = given.ctx.type, let fn = self.index.functions(m, of: t).first, let type = fn.params.first?.type {
                    // Named as the method's type names it (`Destination`, an alias the view declares).
                    let written = TypeText.normalized(type)
                    found = self.index.lookup(written, in: given.ctx).map(\.path) ?? written
                }
            default: break
            }
        }
        return found
    }

    /// `overlay` of `\.overlay`, `.overlay` or `\EnvironmentValues.overlay`; nil for a longer path.
    static func environmentKeyName(_ path: String) -> String? {
        var p = Substring(path)
        if p.hasPrefix("\\") { p = p.dropFirst() }
        if p.hasPrefix("EnvironmentValues") { p = p.dropFirst("EnvironmentValues".count) }
        if p.hasPrefix(".") { p = p.dropFirst() }
        return p.isEmpty || p.contains(".") ? nil : String(p)
    }

    /// Whether a publisher is one of `NotificationCenter` (`NotificationCenter.default.publisher(for:
    /// .NSCalendarDayChanged)`), or is made for a notification's name (`center.publisher(for:
    /// UIApplication.didBecomeActiveNotification)`).
    func isNotificationPublisher(_ e: SExpr, _ ctx: Ctx? = nil) -> Bool {
        var found = false
        visit([.expr(e)]) { x in
            if case .name("NotificationCenter", _) = x { found = true }
            if case .call(.member(_, "publisher", _), let a, _, _) = x, a.first?.label == "for",
               a.first?.value.lastName?.hasSuffix("Notification") == true {
                found = true
            }
        }
        // `private let reviewAsked = NotificationCenter.default.publisher(for: .askForReview)`, used by name.
        if !found, let ctx, let t = ctx.type {
            var n: String?
            if case .name(let x, _) = e { n = x }
            if case .member(let b?, let x, _) = e, isSelf(b) { n = x }
            if let n, ctx.env[n] == nil, let i = index.variable(n, of: t)?.initializer { return isNotificationPublisher(i) }
        }
        return found
    }

    /// `C.Step` of a generic parameter `C` of the view being read: the type that the type its call
    /// gives for `C` uses for the associated type `Step` of its protocol (`associatedType`).
    func genericMemberType(_ path: String, of owner: TypeIndex.Entry, _ ctx: Ctx) -> String? {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, owner.parts.contains(where: { $0.genericParameters.contains(parts[0]) }),
              let given = genericArgument(parts[0], of: owner, ctx), let concrete = index.lookup(given, in: ctx) else { return nil }
        return associatedType(parts[1], of: concrete)
    }

    /// What a type uses for the associated type `name` of a project protocol it conforms to: its
    /// own type or alias of that name, else what a property or a function's parameter the protocol
    /// declares with it is in the type (`var steps: StepList<Step>` in the protocol, `let steps =
    /// StepList<GardenStep>()` in the type: `GardenStep`).
    func associatedType(_ name: String, of concrete: TypeIndex.Entry) -> String? {
        let cctx = Ctx(type: concrete, file: concrete.file, scene: .standard)
        let nestedPath = index.id(of: concrete) + "." + name
        if let own = index.lookup(nestedPath, in: cctx), index.id(of: own) == nestedPath { return nestedPath }
        /// Whether a type's text names `name` as a whole word (`StepList<Step>`, not `Steps`).
        func mentions(_ type: String) -> Bool {
            var word = ""
            for ch in type + " " {
                if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
                if word == name { return true }
                word = ""
            }
            return false
        }
        for p in concrete.inherits.sorted() {
            guard let proto = index.lookup(p, from: concrete.file), proto.kind == .protocol else { continue }
            for part in proto.parts {
                for v in part.vars {
                    guard let declared = v.type, mentions(declared), let actual = memberType(v.name, cctx),
                          let found = TypeText.unify(declared, actual, name), found != name else { continue }
                    return found
                }
                for f in part.funcs {
                    guard let own = index.functions(f.name, of: concrete).first, own.params.count == f.params.count else { continue }
                    for (mine, theirs) in zip(own.params, f.params) {
                        guard let declared = theirs.type, mentions(declared), let actual = mine.type,
                              let found = TypeText.unify(declared, actual, name), found != name else { continue }
                        return found
                    }
                }
            }
        }
        return nil
    }

    func typeNameOf(_ e: SExpr) -> String? {
        switch e {
        case .name(let n, _): return n
        // `Order.ID`: an identifier type is told apart by the type it identifies.
        case .member(.name(let b, _)?, "ID", _): return b + ".ID"
        // `ShipDetail.Route`: a nested type is told apart from another's `Route` by its path.
        case .member(_, let n, _): return dottedTypePath(e) ?? n
        case .call(let c, _, _, _): return typeNameOf(c)
        default: return nil
        }
    }

    /// Whether a `.buttonStyle` argument is a style the project declares.
    func isProjectStyle(_ e: SExpr, _ ctx: Ctx) -> Bool {
        if let n = baseCall(e).calleeName, let entry = index.lookup(n, in: ctx), entry.decl != nil { return true }
        // `.plain` or `.bordered()`: a static member that an extension of a style type of the
        // project adds (`TypeIndex.isStyleMember`).
        if case .member(nil, let n, _) = e {
            return index.isStyleMember(n, function: false)
        }
        if case .call(.member(nil, let n, _), _, _, _) = e {
            return index.isStyleMember(n, function: true)
        }
        return false
    }

    /// A timer's handler that counts a state of the view down (`secondsLeft -= 1`), from a
    /// number written as its first value (`@State var secondsLeft = 20`), and compares it with
    /// 0 or 1 (where it moves on): the state and its first value; nil for any other handler.
    func countdown(_ action: SExpr, _ ctx: Ctx) -> (String, Int?)? {
        guard case .closure(_, let body, _) = action, let t = ctx.type else { return nil }
        var counted: String?
        var compared: Set<String> = []
        visit(body) { x in
            switch x {
            case .binary(.name(let n, _), "-=", .number(1, _), _): counted = counted ?? n
            case .binary(.name(let n, _), let op, .number(let v, _), _) where ["==", "<=", ">", "<", ">="].contains(op) && (v == 0 || v == 1):
                compared.insert(n)
            default: break
            }
        }
        guard let n = counted, compared.contains(n), let v = index.variable(n, of: t), v.attributes.contains("State") else { return nil }
        guard case .number(let first, _)? = v.initializer else { return (n, nil) }
        guard first >= 1, first <= 86400, first == first.rounded() else { return nil }
        return (n, Int(first))
    }

    /// The seconds of a `Timer.publish(every: N, ...)`, inline or behind a property (rule 15).
    func timerPublisher(_ e: SExpr, _ ctx: Ctx) -> Double? {
        var found: Double?
        visit([.expr(e)]) { x in
            if found == nil, case .call(.member(.name("Timer", _)?, "publish", _), let a, _, _) = x, let every = a.labelled("every") {
                found = self.number(every, ctx)
            }
        }
        if found == nil, let n = e.lastName, let t = ctx.type, let v = index.variable(n, of: t), let i = v.initializer,
           case .name = e {
            return timerPublisher(i, ctx)
        }
        if found == nil, case .member(let base?, let n, _) = e, isSelf(base), let t = ctx.type, let v = index.variable(n, of: t),
           let i = v.initializer {
            return timerPublisher(i, ctx)
        }
        return found
    }

    /// `.sheet(isPresented: $x) { ... }`, `.sheet(item: $x) { item in ... }` and their kin.
    func presentation(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild, sheet: Bool, suffix: String) {
        guard let binding = args.labelled("isPresented") ?? args.labelled("item") ?? args.first?.value else { return }
        // `.sheet(isPresented: .constant(false))` never shows anything.
        if case .call(.member(let base, "constant", _), let a, _, _) = binding, base == nil || base?.lastName.map({ $0.hasPrefix("Binding") }) == true,
           case .bool(false, _)? = a.first?.value { return }
        // `.fullScreenCover(isPresented: $x) { onDismiss } content: { ... }`: the labelled closure is the content.
        var content = args.labelled("content") ?? args.labelled("destination") ?? trailing.first(where: { $0.label == "content" })?.value
            ?? trailing.first(where: { $0.label == nil })?.value
        // `.sheet(item: $shown, content: sheet(for:))`: the method named is called with the item.
        if let c = content, args.labelled("item") != nil, let call = methodReferenceCall(c, ctx) { content = call }
        var param: String?
        if case .closure(let p, _, _)? = content { param = p.first ?? "$0" }
        // A computed binding (rule 27): it shows when what its getter reads is set.
        if let (getter, gctx) = computedBindingGetter(binding, ctx) {
            var flags: [(String?, String)] = []
            bindingFlags(getter, gctx, into: &flags)
            for (i, (owner, name)) in flags.enumerated() where !flags.prefix(i).contains(where: { $0 == (owner, name) }) {
                b.presentations.append(Presentation(owner: owner, name: name, sheet: sheet,
                                                    content: content, param: param, ctx: ctx, suffix: suffix, loc: loc,
                                                    serial: current.serial()))
            }
            // (`!hasSeenIntro || replayIntro`: up at first launch too, as the flag read under `!` starts false.)
            let negated = negatedFlagPresentation(getter, gctx, content: content, param: param, sheet: sheet, suffix: suffix, loc, ctx, b)
            if !flags.isEmpty || negated { return }
            if case .call(let c, _, _, _) = binding, c.lastName == "Binding" {
                b.screen.notes.append(note("what shows this \(suffix == "destination" ? "destination" : "sheet") is a `Binding(get:)` whose "
                    + "getter reads no variable aaflow can follow: no transition is written for it", binding.loc))
                return
            }
        }
        // The state of a Composable Architecture store (`$store.scope(state: \.destination?.add, ...)`):
        // the variable, and the case of it that shows the content, as a link's `tag:` does.
        if let (owner, name, caseName) = composableScope(stripDollar(binding), ctx) {
            var shown = content
            if let caseName, let c = content {
                param = "tag\u{1}"
                shown = .statement(.switchStmt(subject: .name(param!, loc),
                                               cases: [SCase(patterns: [.member(nil, caseName, loc)], isDefault: false, body: [.expr(c)], loc: loc)],
                                               loc), loc)
            }
            b.presentations.append(Presentation(owner: owner, name: name, sheet: sheet, content: shown, param: param, ctx: ctx,
                                                suffix: suffix, loc: loc, serial: current.serial()))
            return
        }
        guard let (owner, name) = variable(binding, ctx) else {
            // `!$onboarded` (a project's operator on Binding), `model.binding(for: x)`: said, not dropped.
            b.screen.notes.append(note("what shows this \(suffix == "destination" ? "destination" : "sheet") is a binding aaflow cannot read "
                + "(neither a variable nor a Binding written in place): no transition is written for it", binding.loc))
            return
        }
        var shown = Presentation(owner: owner, name: name, sheet: sheet, content: content, param: param, ctx: ctx, suffix: suffix,
                                 loc: loc, serial: current.serial())
        // `.sheet(isPresented: .constant(true))`: shown as soon as the screen is, by no control.
        if case .call(.member(let base, "constant", _), _, _, _) = binding,
           base == nil || base?.lastName.map({ $0.hasPrefix("Binding") }) == true {
            shown.alwaysShown = true
        }
        b.presentations.append(shown)
        startsTrue(binding, owner: owner, name: name, loc, ctx)
    }

    /// `.sheet(isPresented: $needsWelcome)` on `@AppStorage("needsWelcome") var needsWelcome = true`
    /// (or a `@State` that starts true): the sheet is up when the screen first shows, as a
    /// first-launch welcome is. An entry, "shown first (needsWelcome starts true)", as for a
    /// `.task` that sets the flag; the control that clears it leads on from there.
    @inline(never)
    func startsTrue(_ binding: SExpr, owner: String?, name: String, _ loc: Loc, _ ctx: Ctx) {
        guard case .name(let n, _) = binding, n.isProjectedName, String(n.dropFirst()) == name, let t = ctx.type,
              let v = index.variable(name, of: t), v.getter == nil, !v.isStatic,
              v.attributes.contains(where: { ["State", "AppStorage", "SceneStorage"].contains($0) }),
              case .bool(true, _)? = v.initializer else { return }
        var eff = Effects()
        eff.sets = [Effects.Set(owner: owner, name: name, value: .typed("Bool"), loc: loc)]
        current.entryHandlers.append(EntryHandler(effects: eff, what: "shown first (\(name) starts true)", loc: loc, holderCtx: nil))
    }

    /// The flags a binding's getter reads that make it true or non-nil when set: not those
    /// read under `!` (`store.showPaywall && !busy` shows when `showPaywall` is set).
    func bindingFlags(_ e: SExpr, _ ctx: Ctx, into flags: inout [(String?, String)], depth: Int = 0) {
        guard depth < Self.maxNesting else { return }
        switch e {
        case .prefix("!", _, _):
            return
        case .closure(_, let body, _):
            for st in body {
                switch st {
                case .expr(let x), .returnStmt(let x?, _): bindingFlags(x, ctx, into: &flags, depth: depth + 1)
                default: break
                }
            }
        case .binary(let a, let op, let b, _):
            if op == "&&" || op == "||" {
                bindingFlags(a, ctx, into: &flags, depth: depth + 1)
                bindingFlags(b, ctx, into: &flags, depth: depth + 1)
            } else {
                // `item != nil`, `sheet == .paywall`: the variable compared.
                bindingFlags(a, ctx, into: &flags, depth: depth + 1)
            }
        case .name(let n, _) where !n.isProjectedName && n != "self" && ctx.env[n] == nil:
            if ctx.type.flatMap({ index.variable(n, of: $0) }) != nil, let v = variable(e, ctx) { flags.append(v) }
        case .member(.name(let n, let l)?, "wrappedValue", _) where n.isProjectedName:
            // `$item.wrappedValue`: the variable itself.
            bindingFlags(.name(String(n.dropFirst()), l), ctx, into: &flags, depth: depth + 1)
        case .member(let base?, _, _) where !isSelf(base):
            if let v = variable(e, ctx), v.0 != nil { flags.append(v) }
        case .member(let base?, let n, let l) where isSelf(base):
            bindingFlags(.name(n, l), ctx, into: &flags, depth: depth + 1)
        case .postfix(let x, _, _):
            bindingFlags(x, ctx, into: &flags, depth: depth + 1)
        // `exportedURL.map { ExportedItem(url: $0) }`: shown while the optional it maps holds a value.
        case .call(.member(let base?, let m, _), _, _, _) where m == "map" || m == "flatMap":
            bindingFlags(base, ctx, into: &flags, depth: depth + 1)
        default:
            break
        }
    }

    /// The `get:` closure of a binding written `Binding(get: { ... }, set: ...)`, inline or
    /// returned by a computed property or method of the view, with its context.
    func computedBindingGetter(_ e: SExpr, _ ctx: Ctx, depth: Int = 0) -> (SExpr, Ctx)? {
        guard depth < 8 else { return nil }
        switch e {
        case .call(let c, let args, _, _) where c.lastName == "Binding":
            if let g = args.labelled("get") { return (g, ctx) }
            return nil
        case .call(.member(let base, "constant", _), let args, _, _)
            where base == nil || base?.lastName.map { $0.hasPrefix("Binding") } == true:
            // `Binding<Bool>.constant(item != nil)`: read again each time the view is drawn, so
            // it shows when what it reads is set, as a getter does.
            guard let value = args.first?.value else { return nil }
            if case .bool = value { return nil }
            return (.closure([], [.expr(value)], value.loc), ctx)
        case .name(let n, _) where !n.isProjectedName:
            if ctx.env[n] == nil, let local = ctx.viewArgs[n], case .call(let c, _, _, _) = local.expr, c.lastName?.hasPrefix("Binding") == true {
                return computedBindingGetter(local.expr, local.ctx, depth: depth + 1)
            }
            guard let t = ctx.type, let v = index.variable(n, of: t), let getter = v.getter,
                  let (r, rctx) = returned(getter, ctx) else { return nil }
            return computedBindingGetter(r, rctx, depth: depth + 1)
        case .call(.name(let n, _), _, _, _):
            guard let t = ctx.type, let f = index.functions(n, of: t).first, let (r, rctx) = returned(f.body, ctx) else { return nil }
            return computedBindingGetter(r, rctx, depth: depth + 1)
        case .member(let base?, let n, let l) where isSelf(base):
            return computedBindingGetter(.name(n, l), ctx, depth: depth + 1)
        // `shell.sectionBinding`: a computed binding of another object the view holds.
        case .member(let base?, let n, let l) where !n.isProjectedName:
            guard let owner = receiverType(base, ctx), index.variable(n, of: owner)?.getter != nil else { return nil }
            return computedBindingGetter(.name(n, l), Ctx(type: owner, file: owner.file, scene: ctx.scene), depth: depth + 1)
        default:
            return nil
        }
    }

    /// `.sheet(isPresented: Binding(get: { !seenTour }, set: ...))` on a flag of the view's (or the
    /// App's) own state that starts `false`: shown by itself as soon as its screen is, until the
    /// flag is set; an entry of the scene (`"shown while seenTour is false"`), as a first-launch
    /// sheet set in `.onAppear` is. Setting the flag to `true` closes it. Whether it was taken.
    @inline(never)
    func negatedFlagPresentation(_ getter: SExpr, _ gctx: Ctx, content: SExpr?, param: String?, sheet: Bool, suffix: String,
                                 _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard case .closure(_, let body, _) = getter, body.count == 1, let whole = Self.returnedExpression(body[0]) else { return false }
        // The getter itself, or one side of its `||`.
        var sides = [whole]
        var k = 0
        while k < sides.count, k < 8 {
            if case .binary(let l, "||", let r, _) = sides[k] { sides.replaceSubrange(k...k, with: [l, r]) } else { k += 1 }
        }
        guard let x = sides.first(where: { if case .prefix("!", _, _) = $0 { return true } else { return false } }),
              case .prefix("!", let flagExpr, _) = x,
              let owner = gctx.type, let (flag, negated) = ownState(flagExpr, of: owner, gctx), !negated,
              case .bool(false, _)? = index.variable(flag, of: owner)?.initializer else { return false }
        let name = "!" + flag
        b.presentations.append(Presentation(owner: index.id(of: owner), name: name, sheet: sheet, content: content, param: param,
                                            ctx: ctx, suffix: suffix, loc: loc, setBySomething: true, serial: current.serial()))
        var eff = Effects()
        eff.sets = [Effects.Set(owner: index.id(of: owner), name: name, value: .typed("Bool"), loc: loc)]
        current.entryHandlers.append(EntryHandler(effects: eff, what: "shown while \(flag) is false", loc: loc, holderCtx: nil))
        return true
    }

    /// The variable a computed binding's getter reads (`Binding(get: { self.current }, set: ...)`):
    /// where a `TabView(selection:)` given that binding keeps its selection.
    func variableOfComputedBinding(_ e: SExpr, _ ctx: Ctx) -> (String?, String)? {
        guard let (getter, gctx) = computedBindingGetter(e, ctx), case .closure(_, let body, _) = getter, body.count == 1 else { return nil }
        switch body[0] {
        case .expr(let x), .returnStmt(let x?, _): return variable(x, gctx)
        default: return nil
        }
    }

    static func isConstantTrue(_ e: SExpr?) -> Bool {
        if case .bool(true, _)? = e { return true }
        return false
    }

    func stripDollar(_ e: SExpr) -> SExpr {
        switch e {
        case .name(let n, let l) where n.isProjectedName: return .name(String(n.dropFirst()), l)
        // `self.$flag`, as code written before Swift 5.3 says `$flag`.
        case .member(let base?, let n, let l) where isSelf(base) && n.isProjectedName: return .member(base, String(n.dropFirst()), l)
        case .member(let base?, let n, let l): return .member(stripDollar(base), n, l)
        default: return e
        }
    }

    /// `router.view` or `view(for:)` named as a destination or an item sheet's content: a closure
    /// `{ value in router.view(for: value) }` calling that method of the project with the value;
    /// nil when `e` names no such method.
    func methodReferenceCall(_ e: SExpr, _ ctx: Ctx) -> SExpr? {
        var callee = e
        // The argument label the name spells (`screen(for:)` is read as a call with one empty
        // labelled argument), or nil when it spells none.
        var spelled: String?
        if case .call(let c, let a, let t, _) = e, t.isEmpty, a.count == 1, let l = a[0].label, case .other = a[0].value {
            callee = c
            spelled = l
        }
        var base: SExpr?
        var name: String
        switch callee {
        case .name(let n, _) where ctx.env[n] == nil && ctx.viewArgs[n] == nil && !TypeText.isUpper(n): name = n
        case .member(let b?, let n, _): base = b; name = n
        default: return nil
        }
        let owner = base.map { isSelf($0) ? ctx.type : receiverType($0, ctx) } ?? ctx.type
        guard let owner, let f = index.functions(name, of: owner).first(where: { f in
            f.params.count == 1 && (spelled == nil || spelled == (f.params[0].label ?? "_"))
        }) else { return nil }
        let param = "value\u{1}"
        let label = f.params[0].label.flatMap { $0 == "_" ? nil : $0 }
        let call = SExpr.call(callee, [SArg(label: label, value: .name(param, e.loc))], [], e.loc)
        return .closure([param], [.expr(call)], e.loc)
    }

    /// Whether a body applies a presentation, on `self` written or not (`fullScreenCover(item: item) { ... }`).
    func presentsOnSelf(_ body: [SStmt]) -> Bool {
        var found = false
        visit(body) { x in
            guard !found, case .call(let c, _, _, _) = x else { return }
            switch c {
            case .name(let n, _), .member(_, let n, _): found = Self.presenting.contains(n)
            default: break
            }
        }
        return found
    }

    /// The `.sheet`/`.fullScreenCover`/`.popover` a wrapper's body applies, if any (rule 7).
    /// Whether a call hands over a binding (`isPresented: $showHelp`, or a `@Binding` it was
    /// given itself), as a presentation wrapper's call does.
    func givesBinding(_ args: [SArg], _ ctx: Ctx) -> Bool {
        args.contains { a in
            if isBindingArgument(a.value) { return true }
            if case .name(let n, _) = a.value, ctx.env[n] == nil, ctx.aliases[n] != nil { return true }
            if case .member(let base?, _, _) = a.value, case .name(let n, _) = base, n.isProjectedName { return true }
            return false
        }
    }

    /// A property that holds a binding: `@Binding var isPresented`, `let isPresented: Binding<Bool>`.
    static func holdsBinding(_ v: SVar) -> Bool {
        v.attributes.contains("Binding") || v.type?.hasPrefix("Binding<") == true
    }

    func presentationIn(_ body: [SStmt]) -> (name: String, args: [SArg], trailing: [SArg])? {
        var out: (String, [SArg], [SArg])?
        visit(body) { x in
            if out == nil, case .call(.member(_, let n, _), let a, let t, _) = x, Self.presenting.contains(n) {
                out = (n, a, t)
            }
        }
        return out
    }

    /// A wrapper used as `.sheet2(isPresented: $x) { Content() }`: the binding is the argument that is a `$` binding,
    /// the content the closure.
    ///
    /// A `ViewModifier` used as `.modifier(Upload(isPresented: $x))` gives its
    /// own context (`own`): its binding is the call's argument of the label
    /// its presentation binds (`.sheet(isPresented: $isPresented)`), and its
    /// content is its presentation's own (`NavigationStack { UploadView() }`)
    /// unless that shows nothing it can tell, when the call's closure is.
    func wrapperPresentation(_ wrapped: (name: String, args: [SArg], trailing: [SArg]), params: [SParam], args: [SArg],
                             trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild, own: Ctx? = nil) {
        var binding: SExpr?
        // The call's argument of the label the wrapper's presentation binds, when it stands for a
        // variable of the caller's (`$flag`, or a parameter that was given one).
        if let wb = wrapped.args.labelled("isPresented") ?? wrapped.args.labelled("item"), let label = stripDollar(wb).lastName,
           let a = args.first(where: { $0.label == label })?.value {
            if isBindingArgument(a) { binding = a }
            if case .name(let n, _) = a, ctx.env[n] == nil, ctx.aliases[n] != nil { binding = a }
        }
        // `.sheet(item: $coordinator.modal)` of a `@Binding var coordinator` the call gives: that
        // object's property, as the caller names it.
        if binding == nil, let wb = wrapped.args.labelled("isPresented") ?? wrapped.args.labelled("item"),
           case .member(let wbase?, let member, let ml) = stripDollar(wb), case .name(let p, _) = stripDollar(wbase),
           let a = args.first(where: { $0.label == p })?.value {
            binding = .member(stripDollar(a), member, ml)
        }
        if binding == nil {
            binding = args.first(where: { a in
                if case .name(let n, _) = a.value, n.isProjectedName { return true }
                if case .member(let base?, _, _) = a.value, case .name(let n, _) = base, n.isProjectedName { return true }
                return false
            })?.value
        }
        guard let binding, let (owner, name) = variable(binding, ctx) else {
            b.screen.notes.append(note("what shows this \(wrapped.name == "navigationDestination" ? "destination" : "sheet") is a binding aaflow cannot read "
                + "(neither a variable nor a Binding written in place): no transition is written for it", loc))
            return
        }
        var content = trailing.first(where: { $0.label == nil })?.value
            ?? args.first(where: { isClosure($0.value) })?.value
        var contentCtx = ctx
        // As `presentation` reads it: `{ onDismiss } content: { ... }` has the labelled closure as content.
        if let own, let mine = wrapped.args.labelled("content") ?? wrapped.trailing.first(where: { $0.label == "content" })?.value
            ?? wrapped.trailing.first(where: { $0.label == nil })?.value {
            var usedDefault = false
            if !hits(mine, own, usedDefault: &usedDefault).isEmpty || content == nil {
                content = mine
                contentCtx = own
            }
        }
        // A wrapper in an extension of View that writes its own content (`func pinSheets(_ sheet:
        // Binding<PinSheet?>) -> some View { self.sheet(item: sheet) { which in ... } }`): that content.
        if own == nil, content == nil,
           let mine = wrapped.args.labelled("content") ?? wrapped.trailing.first(where: { $0.label == nil || $0.label == "content" })?.value {
            content = mine
        }
        var param: String?
        if case .closure(let p, _, _)? = content { param = p.first ?? "$0" }
        b.presentations.append(Presentation(owner: owner, name: name, sheet: true,
                                            content: content, param: param, ctx: contentCtx, suffix: "sheet", loc: loc,
                                            serial: current.serial()))
    }

    /// `.confirmationDialog(...)`/`.alert(...)`: its binding and whether it holds a destructive button.
    func dialog(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        guard let binding = args.labelled("isPresented") ?? args.labelled("item"), let (owner, name) = variable(binding, ctx) else { return }
        var buttons: [(Bool, Effects)] = []
        let contents = (args.filter { $0.label == "actions" || $0.label == "content" } + trailing.filter { $0.label == nil || $0.label == "actions" })
            .map(\.value)
        for content in contents { dialogButtons([.expr(content)], ctx, into: &buttons, depth: 0) }
        b.dialogs.append(Dialog(owner: owner, name: name, buttons: buttons, loc: loc))
    }

    /// The buttons of a dialog's actions: written there, or in what they name: a computed
    /// property or method of the view (`deleteActions`), or a view of the project
    /// (`ConfirmDeleteButton()`), read a few levels deep.
    private func dialogButtons(_ stmts: [SStmt], _ ctx: Ctx, into buttons: inout [(Bool, Effects)], depth: Int) {
        var more: [([SStmt], Ctx)] = []
        visit(stmts) { x in
            if depth < 4, let t = ctx.type {
                // `deleteActions` or `deleteActions()`: the view's own builder.
                var named: String?
                if case .name(let n, _) = x, ctx.env[n] == nil { named = n }
                if case .member(let base?, let n, _) = x, self.isSelf(base) { named = n }
                if let n = named, let v = self.index.variable(n, of: t), let g = v.getter { more.append((g, ctx)) }
                if case .call(.name(let n, _), let a, _, _) = x, a.isEmpty, ctx.env[n] == nil, let f = self.index.functions(n, of: t).first {
                    more.append((f.body, ctx))
                }
            }
            guard case .call(let callee, let a, let t, _) = x else { return }
            if x.calleeName == "Button" {
                let destructive = a.labelled("role")?.lastName == "destructive"
                let action = a.labelled("action") ?? t.first(where: { $0.label == nil })?.value
                buttons.append((destructive, self.effects(ofAction: action, ctx)))
            } else if case .member(_, "destructive", _) = callee {
                let action = a.labelled("action") ?? t.first?.value
                buttons.append((true, self.effects(ofAction: action, ctx)))
            } else if case .member(nil, "default", _) = callee {
                // `ActionSheet(buttons: [.default(Text("New list")) { showForm = true }])`.
                let action = a.labelled("action") ?? t.first?.value
                buttons.append((false, self.effects(ofAction: action, ctx)))
            } else if depth < 4, let n = x.calleeName, n.first?.isUppercase == true, let e = self.index.lookup(n, in: ctx),
                      self.index.isView(e), let body = self.bodyStatements(e) {
                more.append((body, Ctx(type: e, file: e.file, scene: ctx.scene)))
            }
        }
        for (stmts, c) in more { dialogButtons(stmts, c, into: &buttons, depth: depth + 1) }
    }
}
