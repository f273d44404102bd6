import AAFlow

/// Reading one scene: its start screen, then every screen reached, then
/// the destinations of pushed values, then ids, order, kinds and features.
extension Extraction {
    /// One scene, phase by phase, in a `SceneExtraction` of its own.
    func extractScene(_ kind: SceneKind, content: SExpr, ctx: Ctx, loc: Loc) -> ExtractedScene {
        current = SceneExtraction(kind: kind)
        var ctx = ctx
        ctx.scene = kind
        let start = startScreen(content, ctx, loc: loc)
        readScreens()
        let entries = readEntries(content, ctx)
        noteDestinationsNotReached()
        noteBindingsSetByCode()
        let final = finalIDs()
        let screens = finishedScreens(final)
        var scene = ExtractedScene(kind: kind, location: location(loc))
        let order = screenOrder(start: start.map(final), entries: entries.map { final($0.0) }, screens: screens, final: final)
        scene.screens = order.compactMap { screens[$0] }
        scene.start = start.map(final)
        var entrySeen: Set<String> = []
        for (t, what, l) in entries {
            let f = final(t)
            guard f != scene.start, entrySeen.insert(f).inserted else { continue }
            scene.entries.append(ExtractedEntry(target: f, what: what, location: location(l)))
        }
        enterSceneChoices(&scene, final: final)
        scene.notes = current.notes
        return scene
    }

    /// Whether the scene's choice of first view is made by a `@State` of the App or of the router
    /// view it shows that starts at a literal (`@State private var stage: Stage = .intro`): such
    /// state starts the same way at every launch, so the other views are never shown first.
    /// (`@AppStorage`, a model's flag or `if let store` may differ from launch to launch.)
    func startsByTransientState(_ content: SExpr, _ ctx: Ctx) -> Bool {
        var root = content
        if case .closure(_, let body, _) = root, body.count == 1 {
            switch body[0] {
            case .expr(let e): root = e
            case .ifStmt, .switchStmt: root = .statement(body[0], content.loc)
            default: return false
            }
        }
        var choice: SStmt?
        var holder = ctx.type
        if case .statement(let st, _) = root { choice = st }
        if choice == nil, let st = soleChoiceInContainer(root) { choice = st }
        if choice == nil, let n = baseCallee(root), let entry = index.lookup(n, in: ctx), index.isView(entry), isRouterView(entry) {
            choice = routerChoice(entry)
            holder = entry
        }
        guard let choice, let holder else { return false }
        var name: String?
        switch choice {
        case .ifStmt(let conds, _, _, _) where conds.count == 1:
            var c = conds[0]
            if case .prefix("!", let x, _) = c { c = x }
            if case .name(let n, _) = c { name = n }
            if case .member(let b?, let n, _) = c, isSelf(b) { name = n }
        case .switchStmt(let subject, _, _):
            if case .name(let n, _) = subject { name = n }
            if case .member(let b?, let n, _) = subject, isSelf(b) { name = n }
        default: break
        }
        guard let name, let v = index.variable(name, of: holder), v.getter == nil, v.attributes.contains("State"),
              let first = v.initializer else { return false }
        switch first {
        case .bool, .member(nil, _, _): return true
        case .member(.name(let t, _)?, _, _): return TypeText.isUpper(t)
        default: return false
        }
    }

    /// The views a scene's closure shows by a condition, besides the start screen, that no
    /// control or timer of the scene leads to (`else { StorageProblem() }` when the store could
    /// not open): the scene itself shows them first, so each is an entry, not a screen no one reaches.
    @inline(never)
    func enterSceneChoices(_ scene: inout ExtractedScene, final: (String) -> String) {
        guard !current.sceneChoices.isEmpty || !current.timerAlternatives.isEmpty, let start = scene.start else { return }
        var next: [String: [String]] = [:]
        for s in scene.screens {
            next[s.id] = s.controls.compactMap(\.target) + s.timers.compactMap(\.target)
        }
        var reached: Set<String> = []
        func reach(_ id: String) {
            var todo = [id]
            while let x = todo.popLast() {
                guard reached.insert(x).inserted else { continue }
                todo += next[x] ?? []
            }
        }
        reach(start)
        for e in scene.entries { reach(e.target) }
        let choices = current.sceneChoices.map { ($0.id, $0.loc, "shown first by a condition of the scene") }
            + current.timerAlternatives.map { ($0.id, $0.loc, "shown by a condition when a timer ends") }
        for (other, l, what) in choices {
            let f = final(other)
            guard !reached.contains(f), scene.screens.contains(where: { $0.id == f }) else { continue }
            scene.entries.append(ExtractedEntry(target: f, what: what, location: location(l)))
            reach(f)
        }
    }

    /// The start screen: the first View type the scene's closure builds, or the `TabView` it builds;
    /// none is a note and a located problem (rule 23).
    func startScreen(_ content: SExpr, _ ctx: Ctx, loc: Loc) -> String? {
        var usedDefault = false
        atSceneRoot = true
        // `WindowGroup { if didOnboard { ... } else { ... } }` on a flag of the App: the view its
        // first value shows comes first (`firstShownFirst`).
        var shown = content
        if case .closure(let params, let body, let l) = content, body.count == 1, let app = ctx.type,
           let first = firstShownFirst(body[0], app, ctx)
            ?? { if case .expr(let e) = body[0], let c = soleChoiceInContainer(e) { return firstShownFirst(c, app, ctx) } else { return nil } }() {
            shown = .closure(params, [first], l)
        }
        // `WindowGroup { RootView() }` where `RootView` only puts a stack around a router
        // (`NavigationStack { GateView() }`): the router's views are the scene's, as if written there.
        var shownCtx = ctx
        if let (inner, innerCtx) = shellAroundRouter(content, ctx) {
            shown = inner
            shownCtx = innerCtx
        }
        let found = hits(shown, shownCtx, usedDefault: &usedDefault)
        atSceneRoot = false
        // A scene that shows one of several views by a condition (onboarding, log-in, the app):
        // the first is the start; the others are screens of the scene too, reached by no control.
        func otherChoices(start id: String) {
            var others: [String] = []
            for h in found.dropFirst() {
                if case .tabView(let call, let tctx) = h {
                    // `if signedIn { TabView { ... } } else { SignInView() }`: the tab view written in the
                    // other branch is the scene's tabs screen, as when the scene shows it alone.
                    let tabs = "\(current.kind.rawValue)Tabs"
                    if current.builds[tabs] == nil {
                        current.builds[tabs] = ScreenBuild(id: tabs, source: .tabs(call, tctx), location: location(call.loc))
                        current.buildOrder.append(tabs)
                        current.queue.append(tabs)
                    }
                    if tabs != id, !others.contains(tabs) { others.append(tabs) }
                    continue
                }
                guard case .type(let e, let a, let w) = h else { continue }
                // A router's stack around each of its views (`NavigationStack(path:) { flow.view(for: flow.root)
                // .navigationDestination(...) }`) goes with each, as with the first.
                let other = requestScreen(e, given: givenToScreen(e, a, shownCtx), wrappers: w.filter { $0.ctx.type !== shownCtx.type },
                                          aliases: bindingsGiven(a, shownCtx), madeBy: (a, shownCtx))
                if other != id, !others.contains(other) { others.append(other) }
            }
            if !startsByTransientState(content, ctx) { current.sceneChoices = others.map { ($0, loc) } }
            if !others.isEmpty {
                current.notes.append(note("the scene shows one of \(others.count + 1) views by a condition: \(id) is the start screen, and "
                    + others.joined(separator: ", ") + " \(others.count == 1 ? "is a screen" : "are screens") of the scene too", loc))
                gateOnState(content, ctx, start: id)
            }
        }
        switch found.first {
        case .type(let entry, let args, let wrappers)?:
            // What a container of the project around it applies (`content.navigationDestination(...)`) goes with it.
            // (What the scene's closure itself applies is `current.wrapper`, below.)
            let inContainers = wrappers.filter { $0.ctx.type !== ctx.type }
            let id = requestScreen(entry, given: givenToScreen(entry, args, shownCtx), wrappers: inContainers,
                                   aliases: bindingsGiven(args, shownCtx), madeBy: (args, shownCtx))
            // What the scene's closure puts around the start screen (`.navigationDestination(for:)`
            // on it inside the NavigationStack, `.sheet` on the stack) belongs to the start screen.
            current.wrapper = (id, content, ctx)
            otherChoices(start: id)
            return id
        case .tabView(let call, let tctx)?:
            let id = "\(current.kind.rawValue)Tabs"
            let b = ScreenBuild(id: id, source: .tabs(call, tctx), location: location(call.loc))
            current.builds[id] = b
            current.buildOrder.append(id)
            current.queue.append(id)
            // What the scene's closure writes around the tab view (`.onAppear`, `.sheet`) is the tabs screen's.
            current.wrapper = (id, content, ctx)
            otherChoices(start: id)
            return id
        case nil:
            // `WindowGroup { NavigationStack { List { ... } } }`: a root of SwiftUI's own views, written
            // in the App's body, is a screen of its own, read as inline content is.
            if writtenInPlace(content) {
                let id = "\(current.kind.rawValue)Root"
                let b = ScreenBuild(id: id, source: .sceneRoot(content: content, ctx: ctx), location: location(content.loc == .none ? loc : content.loc))
                current.builds[id] = b
                current.buildOrder.append(id)
                current.queue.append(id)
                current.notes.append(note("the \(current.kind.rawValue) scene's root is written in place, with no View type of its own: it is the screen \(id)", loc))
                return id
            }
            let message = SwiftProblem.Message.noStartScreen(current.kind, content: shownExpression(content))
            current.notes.append(note(message.text, loc))
            unresolvedScenes.append((message, content.loc == .none ? loc : content.loc))
            return nil
        }
    }

    /// A scene's root view that picks its screen by a `switch` over its own state
    /// (`switch stage { case .onboarding: OnboardingView(stage: $stage) ... }`): a control
    /// that sets the state, through the binding it was handed, leads to the view of that
    /// case, as a presentation bound to the state would (`resolveShared`).
    func gateOnState(_ content: SExpr, _ ctx: Ctx, start: String) {
        var root = content
        if case .closure(_, let body, _) = root, body.count == 1, case .expr(let only) = body[0] { root = only }
        // `WindowGroup { switch session.stage { ... } }`: the scene itself picks by a model the App holds.
        var inScene: SStmt?
        if case .closure(_, let body, _) = root, body.count == 1 { inScene = body[0] }
        if case .statement(let st, _) = root { inScene = st }
        // `WindowGroup { ZStack { if app.isSignedIn { ... } else { ... } } }`: a plain container around it.
        if inScene == nil, let st = soleChoiceInContainer(root) { inScene = st }
        if case .ifStmt? = inScene, let asSwitch = Self.ifElseAsSwitch(inScene!, members: true) { inScene = asSwitch }
        if case .switchStmt(.member(.name(let object, _)?, let n, _), let cases, let l)? = inScene, let app = ctx.type,
           let b = current.builds[start] {
            gateOnModel(object, n, cases, l, holder: app, ctx, b)
            gateInnerRouters(cases.flatMap(\.body), ctx, b)
            return
        }
        // `WindowGroup { if didOnboard { HomeView() } else { OnboardingView() } }` on a flag the App keeps.
        if let choice = inScene, case .ifStmt = choice, let app = ctx.type, let b = current.builds[start] {
            gateOnFlag(choice, owner: app, ctx, b)
            gateOnModelFlag(choice, holder: app, ctx, b)
            return
        }
        guard let name = soleViewCallee(root), var entry = index.lookup(name, in: ctx), let b = current.builds[start] else { return }
        if let (inner, innerCtx) = shellAroundRouter(root, ctx), let r = soleViewCallee(inner).flatMap({ index.lookup($0, in: innerCtx) }) {
            entry = r
        }
        gateRouter(entry, b)
    }

    /// A view of the project the scene shows that holds no state and is given nothing, whose body
    /// only puts SwiftUI's stacks and plain modifiers around a router view (rule 32): its body, in
    /// its own context. Nil for anything else.
    func shellAroundRouter(_ content: SExpr, _ ctx: Ctx) -> (SExpr, Ctx)? {
        var call = content
        if case .closure(_, let body, _) = call, body.count == 1, case .expr(let only) = body[0] { call = only }
        guard let name = soleViewCallee(call), let shell = index.lookup(name, in: ctx), index.isView(shell),
              !isRouterView(shell), baseCallee(call) == name, case .call(_, let args, let trailing, _) = baseCall(call),
              args.isEmpty, trailing.isEmpty
        else { return nil }
        // Nothing of its own but what it reads from the environment.
        for p in shell.parts {
            for v in p.vars where !v.isStatic && v.getterStatements == nil {
                guard v.attributes.contains(where: { $0 == "Environment" || $0 == "EnvironmentObject" }) else { return nil }
            }
        }
        guard let body = bodyStatements(shell), body.count == 1, case .expr(let e) = body[0] else { return nil }
        var x = e
        while case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
            guard Self.plainModifiers.contains(m) else { return nil }
            x = base
        }
        let inner = Ctx(type: shell, file: shell.file, scene: ctx.scene)
        guard let routerName = soleViewCallee(x), let router = index.lookup(routerName, in: inner), isRouterView(router) else { return nil }
        return (.closure([], [.expr(e)], e.loc), inner)
    }

    /// The view a scene's content shows, down SwiftUI's stacks of one view each
    /// (`NavigationStack { GateView() }.environmentObject(session)` gives `GateView`).
    func soleViewCallee(_ e: SExpr, depth: Int = 0) -> String? {
        var x = e
        if case .closure(_, let body, _) = x, body.count == 1, case .expr(let only) = body[0] { x = only }
        guard let name = baseCallee(x) else { return nil }
        guard depth < 4, ["NavigationStack", "NavigationView", "Group", "ZStack", "VStack"].contains(name),
              index.lookup(name, in: Ctx(type: nil, file: Int(e.loc.file), scene: current.kind)) == nil,
              case .call(_, let args, let trailing, _) = baseCall(x), args.isEmpty, trailing.count == 1,
              case .closure(_, let body, _) = trailing[0].value, body.count == 1, case .expr(let inner) = body[0] else { return name }
        return soleViewCallee(inner, depth: depth + 1) ?? name
    }

    /// A router view that picks its view by a `switch` over its own state or a model it holds,
    /// wherever it is shown (the scene's root, a sheet's content, a pushed view): a control
    /// that sets that state, through the closures and bindings each case hands its view, leads
    /// to the view of the case it sets. The choice becomes a presentation of `b`, the screen
    /// that shows the router, shared with the screens shown. Once per router view and scene.
    ///
    /// `byModel`: whether a choice by a model's property counts too. Any screen may set a
    /// model's property, also one the router does not show (a compact layout's list that sets
    /// the item a regular layout's router picks by); so only at the scene's root and in the
    /// stages a scene's choice by a model shows, not for a router found deeper.
    func gateRouter(_ entry: TypeIndex.Entry, _ b: ScreenBuild, byModel: Bool = true) {
        guard current.gatedRouters.insert(ObjectIdentifier(entry)).inserted, isRouterView(entry),
              var choice = routerChoice(entry) else { return }
        // `if page == .home { ... } else if page == .detail { ... }`: a `switch` written as `if`s.
        if case .ifStmt = choice, let asSwitch = Self.ifElseAsSwitch(choice, members: true) { choice = asSwitch }
        if case .ifStmt = choice {
            // Each `if` of an `else if` chain (`if showSplash { ... } else if signedIn { ... } else { ... }`).
            var next: SStmt? = choice
            var links = 0
            while let link = next, links < 8 {
                gateOnFlag(link, owner: entry, Ctx(type: entry, file: entry.file, scene: current.kind), b)
                // `if session.signedIn { ... }` on a model the router holds: code that sets the flag leads on.
                if byModel { gateOnModelFlag(link, holder: entry, Ctx(type: entry, file: entry.file, scene: current.kind), b) }
                next = nil
                links += 1
                if case .ifStmt(_, _, let els?, _) = link, els.count == 1, case .ifStmt = els[0] { next = els[0] }
            }
            return
        }
        guard case .switchStmt(let subject, let cases, let l) = choice else { return }
        var variable: String?
        switch subject {
        case .name(let n, _): variable = n
        case .member(let base?, let n, _) where isSelf(base): variable = n
        case .member(.name(let object, _)?, let n, _):
            // `switch session.state` of a model the root holds: the screens it shows set it
            // (`session.state = .signedIn`) on the same object.
            guard byModel else {
                current.gatedRouters.remove(ObjectIdentifier(entry))
                return
            }
            let routerCtx = Ctx(type: entry, file: entry.file, scene: current.kind)
            gateOnModel(object, n, cases, l, holder: entry, routerCtx, b)
            gateInnerRouters(cases.flatMap(\.body), routerCtx, b)
            return
        default: break
        }
        guard let variable, let v = index.variable(variable, of: entry), v.getter == nil,
              v.attributes.contains("State") || v.attributes.contains("AppStorage") || v.attributes.contains("SceneStorage") else { return }
        let routerCtx = Ctx(type: entry, file: entry.file, scene: current.kind)
        // The value set stands for the subject under a name of its own: the closures each case
        // hands its view set the state itself (`{ step = .done }`), not a local of that name.
        let param = "gate\u{1}"
        let content = SStmt.switchStmt(subject: .name(param, l), cases: cases, l)
        b.presentations.append(Presentation(owner: index.id(of: entry), name: variable, sheet: false, content: .statement(content, l),
                                            param: param, ctx: routerCtx, suffix: "destination", loc: l, setBySomething: true,
                                            serial: current.serial(), sharedWithScreensShown: true))
        handOnToShown(choice, routerCtx)
    }

    /// `if hasOnboarded { MainTabs() } else { OnboardingView(done: $hasOnboarded) }` of a router
    /// view or a scene's closure, on a flag of `owner`'s own state (`@State`, `@AppStorage`,
    /// `@SceneStorage`): a control that sets the flag (to true) leads to the view it then shows.
    func gateOnFlag(_ choice: SStmt, owner: TypeIndex.Entry, _ ctx: Ctx, _ b: ScreenBuild) {
        guard case .ifStmt(let conds, let then, let els?, let l) = choice, conds.count == 1,
              let (flag, negated) = ownState(conds[0], of: owner, ctx) else { return }
        b.presentations.append(Presentation(owner: index.id(of: owner), name: flag, sheet: false,
                                            content: .closure([], negated ? els : then, l), param: nil, ctx: ctx,
                                            suffix: "destination", loc: l, setBySomething: true, serial: current.serial(),
                                            sharedWithScreensShown: true, whenCleared: .closure([], negated ? then : els, l)))
        handOnToShown(choice, ctx)
    }

    /// `if app.isSignedIn { LibraryView() } else { SignInView() }` on a flag of a model the App
    /// or router holds: code anywhere that sets the model's flag (`app.isSignedIn = true` in a
    /// coordinator a control calls) leads to the view it then shows; setting it to `false`, to
    /// the other.
    func gateOnModelFlag(_ choice: SStmt, holder: TypeIndex.Entry, _ ctx: Ctx, _ b: ScreenBuild) {
        guard case .ifStmt(let conds, let then, let els?, let l) = choice, conds.count == 1,
              let (model, property, negated) = modelFlag(conds[0], of: holder, ctx) else { return }
        b.presentations.append(Presentation(owner: index.id(of: model), name: property, sheet: false,
                                            content: .closure([], negated ? els : then, l), param: nil, ctx: ctx,
                                            suffix: "destination", loc: l, setBySomething: true, serial: current.serial(),
                                            sharedWithScreensShown: true, whenCleared: .closure([], negated ? then : els, l)))
    }

    /// The bindings each case of a router hands its view (`OnboardingView(stage: $stage)`) stand
    /// for the router's state (the scene's closure, where the views were first asked for, has none).
    func handOnToShown(_ choice: SStmt, _ routerCtx: Ctx) {
        // A branch written as a computed property of the router (`welcomeFlow`): its getter's calls.
        var stmts = [choice]
        if let t = routerCtx.type {
            visit([choice]) { x in
                guard case .name(let n, _) = x, let v = self.index.variable(n, of: t), !v.isStatic, let g = v.getter else { return }
                stmts += g
            }
        }
        visit(stmts) { x in
            guard case .call(_, let args, let trailing, _) = x, let n = x.calleeName, let e = self.index.lookup(n, in: routerCtx),
                  let shown = self.current.builds[self.index.id(of: e)], !shown.resolved else { return }
            shown.aliases = self.bindingsGiven(args, routerCtx)
            // And the closures (`LoginView(onRegister: { stage = .register })`), read where they are written.
            shown.given = self.givenToType(e, args: args, trailing: trailing, routerCtx)
        }
    }

    /// The router views a choice of the scene shows (`case .main: MainView()`, whose body is
    /// `switch session.tab` or `session.tab.view()`): each picks by a model it holds too, so a
    /// control that sets that model's property leads to the view of its case, as at the root.
    func gateInnerRouters(_ stmts: [SStmt], _ ctx: Ctx, _ b: ScreenBuild) {
        visit(stmts) { x in
            guard case .call = x, let n = x.calleeName, let entry = self.index.lookup(n, in: ctx), self.index.isView(entry) else { return }
            self.gateRouter(entry, b)
        }
    }

    /// `switch session.stage` of a model that `holder` keeps (`@StateObject var session`): a
    /// control of any screen that sets that property on the model leads to the view of its case.
    func gateOnModel(_ object: String, _ property: String, _ cases: [SCase], _ l: Loc, holder: TypeIndex.Entry, _ ctx: Ctx, _ b: ScreenBuild) {
        guard let v = index.variable(object, of: holder), v.getter == nil,
              v.attributes.contains(where: { ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Environment", "Bindable"].contains($0) }),
              let t = typeOf(.name(object, l), ctx), let model = index.lookup(t, in: ctx), model.kind == .class,
              index.variable(property, of: model) != nil else { return }
        let param = "gate\u{1}"
        let content = SStmt.switchStmt(subject: .name(param, l), cases: cases, l)
        b.presentations.append(Presentation(owner: index.id(of: model), name: property, sheet: false, content: .statement(content, l),
                                            param: param, ctx: ctx, suffix: "destination", loc: l, setBySomething: true,
                                            serial: current.serial(), sharedWithScreensShown: true))
    }

    /// Every screen reached: each queued screen read, pushed values resolved against the
    /// destinations found so far, shared presentations resolved, until nothing new is queued
    /// (each screen is read once, so this ends); then what is still unresolved, said.
    func readScreens() {
        var pending: [(screen: String, slot: Int)] = []
        repeat {
            while !current.queue.isEmpty {
                let id = current.queue.removeFirst()
                build(id)
                if let b = current.builds[id] {
                    // The routers its presentations and links show pick their views by their state.
                    let seen = current.routersSeen
                    current.routersSeen = []
                    for r in seen { gateRouter(r, b, byModel: false) }
                    for i in b.slots.indices where b.slots[i].value != nil || !(b.slots[i].effects?.appends.isEmpty ?? true) {
                        pending.append((id, i))
                    }
                }
            }
            pending = pending.filter { !resolveValue($0.screen, $0.slot, final: false) }
            resolveShared()
        } while !current.queue.isEmpty
        for p in pending { _ = resolveValue(p.screen, p.slot, final: true) }
        while !current.queue.isEmpty { build(current.queue.removeFirst()) }
    }

    /// Entries (rule 16): handlers of outside events in the scene's closure and on its screens,
    /// and notification delegates; timers whose target is a pushed value are resolved with them.
    func readEntries(_ content: SExpr, _ ctx: Ctx) -> [(String, String, Loc)] {
        // Handlers of outside events written in the scene itself (`WindowGroup { Root().onOpenURL { ... } }`).
        var inScene: [EntryHandler] = []
        visit([.expr(content)]) { e in
            guard case .call(.member(_, let n, _), let args, let trailing, let loc) = e,
                  n == "onOpenURL" || n == "onContinueUserActivity" else { return }
            let action = args.labelled("perform") ?? trailing.first(where: { $0.label == nil })?.value
            let eff = self.effects(ofAction: action, ctx)
            if eff.navigates {
                inScene.append(EntryHandler(effects: eff, what: n == "onOpenURL" ? "a link" : "an activity", loc: loc, holderCtx: ctx))
            }
        }
        current.entryHandlers += inScene

        // Timers whose target is a pushed value, and entries.
        for id in current.buildOrder { resolveTimers(id) }
        var entries: [(String, String, Loc)] = []
        // In the order written (a chain of modifiers is met from its last one in), so that of two
        // handlers that lead to the same screen (`.onOpenURL`, then `.onContinueUserActivity`) the first names it.
        let written = current.entryHandlers.enumerated().sorted { a, b in
            let x = a.element.loc, y = b.element.loc
            return (x.file, x.line, x.column, a.offset) < (y.file, y.line, y.column, b.offset)
        }.map(\.element)
        for h in written + notificationHandlers() {
            for t in entryTargets(h.effects) { entries.append((t, h.what, h.loc)) }
        }
        // The screens only an entry reaches, read as the others are: what they push, resolved.
        readScreens()
        for id in current.buildOrder { resolveTimers(id) }
        return entries
    }

    /// Views a `.navigationDestination(for:)` can show that no control or entry of the
    /// scene leads to: a note at the destination, so that a view "constructed, but where
    /// no control that aaflow can follow leads" has its reason where it is shown (the
    /// value is pushed by code aaflow does not follow, or by nothing).
    func noteDestinationsNotReached() {
        // Said once for each destination as written, on the first screen that holds it
        // (a modifier applied to every tab's stack is one destination in the code).
        var said: Swift.Set<Loc> = []
        for d in current.valueDestinations {
            guard let b = current.builds[d.holder], !said.contains(d.loc) else { continue }
            var usedDefault = false
            var missing: [String] = []
            // The closure's parameter is a value of the destination's type, never a same-named property.
            var ctx = d.ctx
            if let p = d.param, let t = d.typeName { ctx.env[p] = .typed(t) }
            for case .type(let entry, _, _) in hits(d.content, ctx, usedDefault: &usedDefault) {
                let id = index.id(of: entry)
                // (Not the view the holder shows as its own root, drawn in it already:
                // `buildView(router.root, nil)` beside the destination's `buildView(path, ...)`.)
                if current.builds[id] == nil, !b.expanded.contains(id), !missing.contains(id) { missing.append(id) }
            }
            guard !missing.isEmpty else { continue }
            let names = missing.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (missing.count > 3 ? " and \(missing.count - 3) more" : "")
            let what = d.typeName.map { "the destination for `\($0)`" } ?? "this destination"
            let line = "\(what) can show \(names), but no control that aaflow can follow pushes a value that leads there"
            said.insert(d.loc)
            let n = note(line, d.loc)
            if !b.screen.notes.contains(n) { b.screen.notes.append(n) }
        }
    }

    /// Bindings no control sets: presented by code, a note each.
    func noteBindingsSetByCode() {
        for id in current.buildOrder {
            guard let b = current.builds[id] else { continue }
            for p in b.presentations where !p.setBySomething {
                // Set only by a control this screen's call leaves out: shown by nothing here.
                if b.setsLeftOut.contains((p.owner ?? "") + "." + p.name) { continue }
                if p.alwaysShown {
                    let what = p.suffix == "destination" ? "destination" : p.sheet ? "sheet" : "cover"
                    b.screen.notes.append(note("this \(what) is shown as soon as the screen is (`.constant(true)`), not by a control: "
                        + "no transition is written for it", p.loc))
                    continue
                }
                b.screen.notes.append(note("`$\(p.name)` is set by code, not by a control: no transition is written for it", p.loc))
            }
        }
    }

    /// Final ids: inline screens named after their presenter (numbered when several).
    func finalIDs() -> (String) -> String {
        var rename: [String: String] = [:]
        var counts: [String: Int] = [:]
        for id in current.buildOrder {
            if case .inline(_, _, let presenter, let suffix)? = current.builds[id]?.source { counts["\(presenter)\u{1}\(suffix)", default: 0] += 1 }
        }
        var seen: [String: Int] = [:]
        for id in current.buildOrder {
            guard case .inline(_, _, let presenter, let suffix)? = current.builds[id]?.source else { continue }
            let key = "\(presenter)\u{1}\(suffix)"
            let n = (seen[key] ?? 0) + 1
            seen[key] = n
            let base = (rename[presenter] ?? presenter) + "_" + suffix
            rename[id] = (counts[key] ?? 0) > 1 ? base + "\(n)" : base
        }
        return { rename[$0] ?? $0 }
    }

    /// Screens, controls and timers with their final ids; tabs give their title as the feature
    /// of the screen they lead to, and as its title when it has none.
    func finishedScreens(_ final: (String) -> String) -> [String: ExtractedScreen] {
        var screens: [String: ExtractedScreen] = [:]
        for id in current.buildOrder {
            guard let b = current.builds[id] else { continue }
            var s = finish(b)
            s.id = final(id)
            for i in s.controls.indices { s.controls[i].target = s.controls[i].target.map(final) }
            for i in s.timers.indices { s.timers[i].target = s.timers[i].target.map(final) }
            screens[id] = s
        }
        // Tabs give their title as the feature of the screen they lead to, and as its title when it has none.
        for id in current.buildOrder {
            guard let s = screens[id] else { continue }
            for c in s.controls where c.type == .tab {
                guard let t = c.target, let tid = current.buildOrder.first(where: { final($0) == t }), var target = screens[tid],
                      let text = c.text, text != "…", !text.isEmpty else { continue }
                if target.feature == nil { target.feature = text }
                if target.title == nil { target.title = text }
                if target.kind == nil || target.kind == .form || target.kind == .list || target.kind == .grid,
                   target.title?.containsASCII("Settings") == true {
                    target.kind = .settings
                }
                screens[tid] = target
            }
        }
        return screens
    }

    /// Breadth-first from the start screen, then from the entries, then the rest in path order.
    func screenOrder(start: String?, entries: [String], screens: [String: ExtractedScreen], final: (String) -> String) -> [String] {
        var order: [String] = []
        var placed: Set<String> = []
        var q: [String] = []
        let byFinal = Dictionary(current.buildOrder.map { (final($0), $0) }, uniquingKeysWith: { a, _ in a })
        func push(_ f: String) {
            if let id = byFinal[f], !placed.contains(id) {
                placed.insert(id)
                q.append(id)
            }
        }
        func walkQueue() {
            while !q.isEmpty {
                let id = q.removeFirst()
                order.append(id)
                guard let s = screens[id] else { continue }
                for c in s.controls { if let t = c.target { push(t) } }
                for t in s.timers { if let t = t.target { push(t) } }
            }
        }
        if let start { push(start) }
        walkQueue()
        for e in entries {
            push(e)
            walkQueue()
        }
        let rest = current.buildOrder.filter { !placed.contains($0) }.sorted { a, b in
            guard let la = screens[a]?.location, let lb = screens[b]?.location else { return a < b }
            return la < lb
        }
        return order + rest
    }

    // MARK: Building a screen

    func build(_ id: String) {
        guard let b = current.builds[id], !b.resolved else { return }
        b.resolved = true
        switch b.source {
        case .type(let entry):
            let key = index.id(of: entry)
            // The kit that draws it, when it is a representable: said once the modifiers around it are read.
            var representable: String?
            b.expanded.insert(key)
            b.stack.append(key)
            b.screen.views.append(ViewUse(typeName: key, declaration: location(entry.loc), use: location(entry.loc)))
            var ctx = Ctx(type: entry, file: entry.file, scene: current.kind)
            ctx.viewArgs = b.given
            ctx.aliases = b.aliases
            ctx.sidebar = b.column
            if let made = b.madeBy {
                ctx.records[Ctx.callKey] = callRecord(entry, args: made.args, trailing: [], given: ctx.viewArgs, made.ctx)
                // A router view is a screen only where the case it was given shows no other view
                // (`case .compose: EmptyView()`): read for that case, not for every case.
                if isRouterView(entry) {
                    for a in made.args {
                        guard let l = a.label, case .enumCase = valueOf(a.value, made.ctx) else { continue }
                        ctx.env[l] = valueOf(a.value, made.ctx)
                    }
                }
            }
            if let body = bodyStatements(entry) {
                if let proto = index.viewThroughForeignProtocol(entry) {
                    b.screen.notes.append(note("\(entry.name) is a View through `\(proto)`, which the project does not declare: "
                        + "its `body(...)` function is read as its body", entry.loc))
                }
                walk(body, ctx, b)
                if b.kindFromBody == nil || b.kindFromBody == .tabs || b.kindFromBody == .split {
                    b.kindFromBody = kindOf(body, ctx) ?? b.kindFromBody
                }
            } else if let kit = entry.inherits.first(where: { $0.hasSuffix("Representable") }) {
                representable = kit.hasPrefix("NS") ? "AppKit" : "UIKit"
            } else {
                b.screen.notes.append(note("no body was found for \(entry.name)", entry.loc))
            }
            // Timers in `init` count (rule 8).
            for i in entry.parts.flatMap(\.inits) {
                b.timers += effects(of: i.body, ctx, level: 0).timers
            }
            b.stack.removeLast()
            // Modifiers written around the screen where it is shown (`Detail().navigationTitle("x")`).
            for w in b.wrappers {
                var inner = w.ctx
                inner.depth = 0
                inner.inForEach = false
                inner.inToolbar = false
                inner.asGesture = false
                inner.sidebar = nil
                inner.inSelectionList = false
                walkSceneModifiers(w.expr, inner, b)
            }
            if let kit = representable {
                // (Controls written around it where it is shown, `.overlay { Button(...) }`, are the screen's.)
                let seen = b.slots.isEmpty ? "a screen with no controls aaflow can see"
                    : "its controls here are those written around it where it is shown"
                b.screen.notes.append(note("\(entry.name) is drawn by \(kit) (a representable): " + seen, entry.loc))
            }
            // The scene's own modifiers around the start screen (the screen itself is expanded already).
            if let (startID, content, sceneCtx) = current.wrapper, startID == id {
                var inner = sceneCtx
                inner.depth = 0
                walkSceneModifiers(content, inner, b)
            }
        case .inline(let content, let ctx, _, _), .sceneRoot(let content, let ctx):
            var inner = ctx
            inner.depth = 0
            inner.inForEach = false
            inner.inToolbar = false
            inner.asGesture = false
            inner.customStyle = false
            inner.sidebar = b.column
            inner.inSelectionList = false
            if let t = ctx.type { b.expanded.insert(index.id(of: t)) }
            if case .closure(_, let body, _) = content {
                walk(body, inner, b)
                b.kindFromBody = b.kindFromBody ?? kindOf(body, inner)
            } else {
                walk(content, inner, b)
                b.kindFromBody = b.kindFromBody ?? kindOf([.expr(content)], inner)
            }
        case .tabs(let call, let ctx):
            var inner = ctx
            inner.depth = 0
            walk(call, inner, b)
            b.kindFromBody = .tabs
            if let (startID, content, sceneCtx) = current.wrapper, startID == id {
                var outer = sceneCtx
                outer.depth = 0
                walkSceneModifiers(content, outer, b)
            }
        case .foreign(let name, let content, let ctx):
            // The project's own code around it (`NavigationView { PlacePicker(...).navigationBarItems(leading:
            // Button("Close") { ... }) }`): its controls are the screen's.
            if let content, let ctx {
                var inner = ctx
                inner.depth = 0
                // (The modifiers around it only: the view itself, and what it reports, are the package's.)
                walkSceneModifiers(content, inner, b)
            }
            b.screen.notes.append(ExtractNote("\(name) is not declared in the project (a system or package view): "
                + (b.slots.isEmpty ? "a screen with no controls aaflow can see"
                    : "the controls it draws itself are not seen, only those the project puts around it"), at: b.screen.location))
        }
        resolveLocal(b)
    }

    /// The modifiers a scene's closure applies around its views (`.navigationDestination(for:)`,
    /// `.sheet`, `.environment`), looking through containers; the views themselves are not
    /// walked (the start screen is built from its own type; other branches are no part of it).
    func walkSceneModifiers(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        switch e {
        case .closure(_, let body, _):
            walkSceneModifiers(body, ctx, b)
        case .statement(let s, _):
            walkSceneModifiers([s], ctx, b)
        case .call(.member(let base?, let n, let nl), let a, let t, let l) where e.calleeName == nil:
            if n.first?.isLowercase == true { modifier(.other(nl), n, a, t, l, ctx, b) }
            walkSceneModifiers(base, ctx, b)
        case .call(_, let a, let t, _):
            if let name = e.calleeName, Self.lookThrough.contains(name) {
                for x in a + t { walkSceneModifiers(x.value, ctx, b) }
            }
        default:
            break
        }
    }

    func walkSceneModifiers(_ stmts: [SStmt], _ ctx: Ctx, _ b: ScreenBuild) {
        for s in stmts {
            switch s {
            case .expr(let e), .returnStmt(let e?, _): walkSceneModifiers(e, ctx, b)
            case .ifStmt(_, let then, let els, _):
                walkSceneModifiers(then, ctx, b)
                if let els { walkSceneModifiers(els, ctx, b) }
            case .switchStmt(_, let cases, _):
                for c in cases { walkSceneModifiers(c.body, ctx, b) }
            case .block(let body, _):
                walkSceneModifiers(body, ctx, b)
            default:
                break
            }
        }
    }

    /// Targets of the controls that set a presenting binding, and confirmations.
    func resolveLocal(_ b: ScreenBuild) {
        for a in b.appearing {
            let presents = a.effects.sets.contains { s in b.presentations.contains { matches($0.owner, $0.name, s) } }
            if presents || !a.effects.appends.isEmpty {
                b.screen.notes.append(note("`.\(a.name)` navigates by itself when the screen appears", a.loc))
                // What it shows is a screen the app opens by itself (first-launch onboarding): an
                // entry, so that it and what it leads to are in the flow (rule 16 reads outside
                // events so; `docs/choices.md`).
                // Only where what it sets is told (`sheet = .onboarding`, `showIntro = true`): a value
                // that cannot be told would name every screen it might be.
                let told = a.effects.sets.allSatisfy { s in
                    switch s.value {
                    case .enumCase, .withPayload: return true
                    case .typed(let t) where t == "Bool": return true
                    case .typed, .member, .unknown: return !b.presentations.contains { matches($0.owner, $0.name, s) }
                    }
                } && a.effects.appends.allSatisfy { if case .enumCase = $0.0.caseOnly { return true } else { return false } }
                if told {
                    current.entryHandlers.append(EntryHandler(effects: a.effects, what: "shown by itself from \(b.id) (.\(a.name))",
                                                              loc: a.loc, holderCtx: nil))
                }
            }
        }
        // A tab picked does what the `.onChange(of:)` of the tab selection does for its tag.
        if !b.relays.isEmpty { tabRelays(b) }
        // Relays: a control that sets a relayed property does what the relay does with that value.
        if !b.relays.isEmpty {
            // A menu's items are its choices: a change of the menu's value is the menu's own (scaffold's pattern).
            var menu: Int?
            for i in b.slots.indices {
                if !b.slots[i].inMenu { menu = b.slots[i].control.type == .menu ? i : nil }
                guard let eff = b.slots[i].effects else { continue }
                if !b.slots[i].inMenu {
                    b.slots[i].effects = withRelays(eff, of: [b])
                    continue
                }
                // An item that shows a system sheet leads where the sheet's completion leads.
                b.slots[i].effects = withRelays(eff, of: [b], only: { $0.shownBySetter })
                // What a relay does with the value an item sets (`choice = option`, then `.onChange(of:
                // choice)` presents) is the menu's.
                guard let m = menu else { continue }
                var sets = Effects()
                sets.sets = eff.sets
                let relayed = withRelays(sets, of: [b], only: { !$0.shownBySetter })
                guard relayed.sets.count > sets.sets.count || !relayed.appends.isEmpty else { continue }
                var mine = b.slots[m].effects ?? Effects()
                mine.sets += relayed.sets.dropFirst(sets.sets.count)
                mine.appends += relayed.appends
                b.slots[m].effects = mine
            }
        }
        for i in b.slots.indices {
            guard let eff = b.slots[i].effects else { continue }
            var targets = b.slots[i].targets
            for s in eff.sets {
                for p in b.presentations.indices where matches(b.presentations[p].owner, b.presentations[p].name, s) {
                    b.presentations[p].setBySomething = true
                    let shown = presentationTargets(narrowedToLiteralTab(b.presentations[p], s), value: s.value, b, alongside: eff.sets, by: s)
                    for t in shown where !targets.contains(t) { targets.append(t) }
                    if b.presentations[p].sheet {
                        b.slots[i].sheet = true
                        b.slots[i].sheetTargets.formUnion(shown)
                    }
                    if b.presentations[p].tabBar, b.slots[i].control.type == .button { b.slots[i].control.type = .tab }
                }
                for d in b.dialogs where matches(d.owner, d.name, s) {
                    var visited: Set<String> = []
                    if let n = confirmationDepth(d, b, &visited) {
                        b.slots[i].control.isDestructive = true
                        b.slots[i].control.confirmations = max(b.slots[i].control.confirmations, n)
                        // The control acts through the chain: it leads where the last destructive button leads.
                        var seen: Set<String> = []
                        for (t, sheet) in chainTargets(d, b, &seen) where !targets.contains(t) {
                            targets.append(t)
                            if sheet {
                                b.slots[i].sheet = true
                                b.slots[i].sheetTargets.insert(t)
                            }
                        }
                        // Its other choices (`Edit` beside `Remove`) lead where they lead, too.
                        var seenAll: Set<String> = []
                        for (t, sheet) in chainTargets(d, b, &seenAll, anyButton: true) where !targets.contains(t) {
                            targets.append(t)
                            if sheet {
                                b.slots[i].sheet = true
                                b.slots[i].sheetTargets.insert(t)
                            }
                        }
                        for button in d.buttons where !button.destructive && !button.effects.appends.isEmpty {
                            b.slots[i].effects?.appends += button.effects.appends
                        }
                    } else {
                        // A dialog of choices (`Take photo`, `Choose from library`): the control that
                        // opens it leads where its buttons lead, one decision away.
                        var seen: Set<String> = []
                        for (t, sheet) in chainTargets(d, b, &seen, anyButton: true) where !targets.contains(t) {
                            targets.append(t)
                            if sheet {
                                b.slots[i].sheet = true
                                b.slots[i].sheetTargets.insert(t)
                            }
                        }
                        for button in d.buttons where !button.effects.appends.isEmpty {
                            b.slots[i].effects?.appends += button.effects.appends
                        }
                    }
                }
            }
            // `showIntro = false` on the flag of a gate this screen stands in (`if showIntro { Intro }
            // else { Main }`): the view the choice then shows.
            for s in eff.clears {
                for p in b.presentations where p.whenCleared != nil && matches(p.owner, p.name, s) {
                    var q = p
                    q.content = p.whenCleared
                    q.serial = 0  // its targets are not those kept for the content
                    for t in presentationTargets(q, value: nil, b) where t != b.id && !targets.contains(t) { targets.append(t) }
                }
            }
            b.slots[i].targets = targets
            b.timers += eff.timers.filter { !delaysOwnAction($0, eff, &b.slots[i].control) }
        }
        // Timers that present: mark their presentations as set.
        for t in b.timers {
            for then in t.then {
                for s in then.sets {
                    for p in b.presentations.indices where matches(b.presentations[p].owner, b.presentations[p].name, s) {
                        b.presentations[p].setBySomething = true
                    }
                }
            }
        }
        placeholderTabs(b)
        b.slots.removeAll { $0.onlyIfLeads && $0.targets.isEmpty }
        // Presentations no control sets still show screens (reached by code, or by an entry).
        for p in b.presentations where !p.setBySomething {
            _ = presentationTargets(p, value: nil, b)
        }
    }

    /// Bindings of a shared object (a router, a model), set on one screen and
    /// presented on another: the control that sets them presents them too.
    func resolveShared() {
        relaysOfOtherScreens()
        // Presentations bound to a model's property, set from any screen; and those bound to a
        // view's own state, set from another screen it handed the binding to (a tab's
        // `ScheduleView(showAccount: $showAccount)` whose toolbar button opens the sheet).
        var shared: [(String, Int, viewOwned: Bool)] = []
        // The screens that show each view type whose own state presents (by the view's id).
        var shownIn: [String: Set<String>] = [:]
        for id in current.buildOrder {
            guard let b = current.builds[id] else { continue }
            for p in b.presentations {
                if let owner = p.owner { shownIn[owner, default: []].insert(id) }
            }
        }
        for id in current.buildOrder {
            guard let b = current.builds[id] else { continue }
            for (i, p) in b.presentations.enumerated() {
                guard let owner = p.owner, let e = index.lookup(owner, in: p.ctx) else { continue }
                // A view's own state is shared only by the screen of that view (a subview shown in
                // several screens, `FieldHint` with its own popover, keeps one per screen), or by
                // the one screen that shows it (a tab's stack around `ComposeHome`, whose
                // editor's closure sets the state that presents the next step).
                if index.isView(e), !p.sharedWithScreensShown {
                    let own: Bool
                    if case .type(let holder) = b.source, holder === e { own = true } else { own = false }
                    guard own || shownIn[owner]?.count == 1 else { continue }
                }
                shared.append((id, i, index.isView(e)))
            }
        }
        guard !shared.isEmpty else { return }
        for id in current.buildOrder {
            guard let b = current.builds[id], b.resolved else { continue }
            for i in b.slots.indices {
                guard let eff = b.slots[i].effects, !b.slots[i].sharedDone else { continue }
                b.slots[i].sharedDone = true
                for s in eff.sets where s.owner != nil {
                    for (pid, pi, viewOwned) in shared where pid != id {
                        guard let pb = current.builds[pid] else { continue }
                        let p = pb.presentations[pi]
                        guard matches(p.owner, p.name, s) else { continue }
                        // A screen of that view type setting its own state is another showing of it.
                        // (Not another view that writes the same stored key: `@AppStorage("replayIntro")` in Settings.)
                        if viewOwned, case .type(let e) = b.source, index.id(of: e) == s.owner, s.owner == p.owner { continue }
                        pb.presentations[pi].setBySomething = true
                        // A sheet's own content that toggles the flag that shows it closes it: no
                        // edge from the sheet to itself.
                        let targets = presentationTargets(narrowedToLiteralTab(p, s), value: s.value, pb, by: s).filter { $0 != id }
                        for t in targets where !b.slots[i].targets.contains(t) { b.slots[i].targets.append(t) }
                        if p.sheet, !targets.isEmpty {
                            b.slots[i].sheet = true
                            b.slots[i].sheetTargets.formUnion(targets)
                        }
                    }
                }
                // `didOnboard = false` (a "Replay intro" button): the view the choice then shows.
                for s in eff.clears where s.owner != nil {
                    for (pid, pi, _) in shared where pid != id {
                        guard let pb = current.builds[pid], let cleared = pb.presentations[pi].whenCleared else { continue }
                        var p = pb.presentations[pi]
                        guard matches(p.owner, p.name, s) else { continue }
                        p.content = cleared
                        p.serial = 0  // its targets are not those kept for the content
                        for t in presentationTargets(p, value: nil, pb) where !b.slots[i].targets.contains(t) {
                            b.slots[i].targets.append(t)
                        }
                    }
                }
            }
        }
    }

    /// Whether a timer that a control's action starts only does, later, what the action already
    /// does (`generate()` hands a service the closure that shows the result, and the service
    /// calls it a second later, as a network reply would): the person has chosen, so it is the
    /// action's delay, not the screen moving on by itself. A note on the control says so.
    func delaysOwnAction(_ t: Effects.Timer, _ eff: Effects, _ c: inout ExtractedControl) -> Bool {
        guard t.ignored == nil, let seconds = t.seconds, seconds >= 1, !t.then.isEmpty else { return false }
        for then in t.then {
            guard !then.sets.isEmpty || !then.appends.isEmpty, !then.pops else { return false }
            // (`isLoading = false` that the action set true is no dismissal; `dismiss()` is.)
            if then.dismisses, then.clears.isEmpty { return false }
            for c in then.clears where !(eff.sets + eff.clears).contains(where: { $0.owner == c.owner && $0.name == c.name }) { return false }
            for s in then.sets where !eff.sets.contains(where: { $0.owner == s.owner && $0.name == s.name }) { return false }
            for (v, _) in then.appends where !eff.appends.contains(where: { $0.0 == v }) { return false }
        }
        let n = note("it leads there after a delay of \(FlowText.duration(seconds)) that the action starts; "
            + "the person has already chosen, so it is not written as a timer", t.loc)
        if !c.notes.contains(n) { c.notes.append(n) }
        return true
    }

    /// A control of one screen that sets a property of a shared model (`router.wantsRefill =
    /// true`, on a button over the tabs) which another screen relays (`.onChange(of:
    /// router.wantsRefill) { showRefill = true }`): the control does what the relay does, so it
    /// leads to the sheet the other screen then shows (`resolveShared` matches it).
    @inline(never)
    func relaysOfOtherScreens() {
        let holders = current.buildOrder.compactMap { current.builds[$0] }.filter { b in
            b.relays.contains { r in r.owner.flatMap { index.lookup($0, in: r.ctx) }.map { !index.isView($0) } ?? false }
        }
        guard !holders.isEmpty else { return }
        for id in current.buildOrder {
            guard let b = current.builds[id], b.resolved else { continue }
            for i in b.slots.indices {
                guard let eff = b.slots[i].effects, !b.slots[i].sharedDone, eff.sets.contains(where: { $0.owner != nil }),
                      current.relayedAcross.insert("\(id)#\(i)").inserted else { continue }
                let others = holders.filter { $0 !== b }
                guard !others.isEmpty else { continue }
                b.slots[i].effects = withRelays(eff, of: others)
            }
        }
    }

    func matches(_ owner: String?, _ name: String, _ s: Effects.Set) -> Bool {
        if let owner, let so = s.owner, owner != so || name != s.name,
           let key = index.storageKey(of: name, owner: owner), key == index.storageKey(of: s.name, owner: so) {
            // `@AppStorage("didOnboard")` in the App and in an onboarding model: one stored value.
            return true
        }
        guard name == s.name else { return false }
        // A superclass's method that sets the property (`BaseCoordinator.present`), bound on the subclass.
        if let owner, let so = s.owner { return owner == so || index.isSubclass(owner, of: so) || index.isSubclass(so, of: owner) }
        return true
    }

    /// The screens a presentation shows when its binding is set to `value`.
    ///
    /// `alongside`: what the same action sets besides the binding. A case of
    /// the presenting view's own state set with it (`route = .settings;
    /// showSheet = true`) is the case the content's `switch route` shows.
    ///
    /// `by`: the set that matched, when it was made on another type than the binding's (a base
    /// class's method, a property of the same stored key): a sibling tab's coordinator set
    /// through the base class that shows nothing for the value is not said to show nothing.
    func presentationTargets(_ p: Presentation, value: KValue?, _ b: ScreenBuild, alongside: [Effects.Set] = [],
                             by set: Effects.Set?) -> [String] {
        guard let so = set?.owner, let po = p.owner, so != po else { return presentationTargets(p, value: value, b, alongside: alongside) }
        let notes = b.screen.notes.count
        let out = presentationTargets(p, value: value, b, alongside: alongside)
        if out.isEmpty, b.screen.notes.count > notes { b.screen.notes.removeSubrange(notes...) }
        return out
    }

    func presentationTargets(_ p: Presentation, value: KValue?, _ b: ScreenBuild, alongside: [Effects.Set] = []) -> [String] {
        guard let content = p.content else { return [] }
        // A link with a `tag:` (`NavigationLink(destination:tag:selection:)`) set to another case shows nothing.
        if p.param == "tag\u{1}", case .enumCase(_, let set)? = value, case .statement(.switchStmt(_, let cases, _), _) = content,
           let tag = cases.first?.patterns.first.flatMap(patternName), tag != set {
            return []
        }
        var known = value
        if case .enumCase(nil, let c)? = value, let t = bindingType(p), let entry = index.lookup(t, in: p.ctx), entry.kind == .enum {
            known = .enumCase(index.id(of: entry), c)
        }
        if case .typed("Bool")? = known { known = nil }
        var ctx = p.ctx
        if let holder = p.ctx.type {
            for s in alongside where s.name != p.name && s.name != p.param && (s.owner == nil || s.owner == p.owner) {
                guard case .enumCase(_, let c) = s.value else { continue }
                if ctx.env[s.name] == nil, let v = index.variable(s.name, of: holder), v.getter == nil {
                    ctx.env[s.name] = s.value
                } else if let owner = s.owner, owner != index.id(of: holder) {
                    // `panels.current = .bookmarks` beside the flag of `panels` that shows the sheet: in its
                    // content, `panels.current` is that case (`if panels.current == .bookmarks`).
                    for v in holder.parts.flatMap(\.vars) where ctx.env[v.name] == nil {
                        guard let t = memberType(v.name, ctx), let e = index.lookup(t, in: ctx), index.id(of: e) == owner else { continue }
                        ctx.records[v.name, default: [:]][s.name] = ViewArgument(expr: .member(nil, c, p.loc), ctx: ctx)
                    }
                }
            }
        }
        // `.sheet(isPresented: showing)` whose flag reads `sheet != nil`, and whose content
        // switches on `sheet`: the case set (`sheet = .compose`) is the case shown. (Not for a
        // choice of views made a presentation, `gate\u{1}`, whose views' closures set the state.)
        if p.param?.hasSuffix("\u{1}") != true, p.param != p.name, case .enumCase? = known, let holder = p.ctx.type, ctx.env[p.name] == nil,
           let v = index.variable(p.name, of: holder), v.getter == nil {
            ctx.env[p.name] = known
        }
        let narrowed = ctx.env.count != p.ctx.env.count || ctx.records.count != p.ctx.records.count
        return destinationTargets(content, ctx, presenter: b.id, suffix: p.suffix, loc: p.loc, known: known, param: p.param,
                                  memo: p.serial > 0 && !narrowed ? p.serial : nil)
    }

    func bindingType(_ p: Presentation) -> String? {
        guard let t = p.ctx.type, let v = index.variable(p.name, of: t), let type = v.type else { return nil }
        return TypeText.normalized(type)
    }

    /// What the destructive buttons at the end of a dialog chain present; with `anyButton`,
    /// what any of its buttons presents (a dialog of choices).
    func chainTargets(_ d: Dialog, _ b: ScreenBuild, _ seen: inout Set<String>, anyButton: Bool = false) -> [(String, Bool)] {
        guard seen.insert(d.name).inserted else { return [] }
        var out: [(String, Bool)] = []
        for button in d.buttons where button.destructive || anyButton {
            for s in button.effects.sets {
                var chained = false
                for d2 in b.dialogs where matches(d2.owner, d2.name, s) {
                    chained = true
                    out += chainTargets(d2, b, &seen, anyButton: anyButton)
                }
                if chained { continue }
                for p in b.presentations.indices where matches(b.presentations[p].owner, b.presentations[p].name, s) {
                    b.presentations[p].setBySomething = true
                    for t in presentationTargets(narrowedToLiteralTab(b.presentations[p], s), value: s.value, b) { out.append((t, b.presentations[p].sheet)) }
                }
            }
        }
        return out
    }

    /// How many dialogs in a chain ask before the destructive act; nil when the dialog holds no destructive button.
    func confirmationDepth(_ d: Dialog, _ b: ScreenBuild, _ visited: inout Set<String>) -> Int? {
        guard visited.insert(d.name).inserted else { return nil }
        var best: Int?
        for button in d.buttons where button.destructive {
            var n = 1
            for s in button.effects.sets {
                for d2 in b.dialogs where matches(d2.owner, d2.name, s) {
                    if let m = confirmationDepth(d2, b, &visited) { n = max(n, 1 + m) }
                }
            }
            best = max(best ?? 0, n)
        }
        return best
    }

    /// Resolves a value link or a path push against the scene's destinations; true when done.
    func resolveValue(_ screen: String, _ slot: Int, final: Bool) -> Bool {
        guard let b = current.builds[screen] else { return true }
        var values: [(KValue, Loc)] = []
        if let v = b.slots[slot].value { values.append((v, b.slots[slot].valueLoc)) }
        if let eff = b.slots[slot].effects { values += eff.appends }
        var all: [String] = []
        for (v, l) in values {
            let ds = destinationsInStack(matchingDestinations(v), of: screen)
            if ds.isEmpty {
                guard final else { return false }
                let why: String
                switch v {
                case .member: why = "the value's type cannot be told (a member of another value)"
                // `order.id` read as `Order.ID` only leads where a destination of that spelling is.
                case .typed(let t) where t.hasSuffix(".ID"): why = "the value's type cannot be told (a member of another value)"
                case .typed(let t): why = "no `.navigationDestination(for: \(t).self)` in this scene"
                case .enumCase(let t?, _) where ["String", "Int", "Double"].contains(t):
                    why = "no `.navigationDestination(for: \(t).self)` in this scene"
                default: why = current.valueDestinations.isEmpty ? "no `.navigationDestination(for:)` in this scene"
                    : "the value's type cannot be told and the scene has several destinations"
                }
                b.slots[slot].control.notes.append(note("the pushed value leads nowhere known: \(why)", l))
                continue
            }
            for d in ds {
                var known = v
                if case .enumCase(nil, let c) = v, let t = d.typeName, let entry = index.lookup(t, in: d.ctx) {
                    known = .enumCase(index.id(of: entry), c)
                }
                if case .withPayload(nil, let c, let carried) = v, let t = d.typeName, let entry = index.lookup(t, in: d.ctx) {
                    known = .withPayload(index.id(of: entry), c, carried)
                }
                for t in destinationTargets(d.content, d.ctx, presenter: d.holder, suffix: "destination", loc: d.loc,
                                            known: known, param: d.param, memo: d.serial > 0 ? -d.serial : nil) where !all.contains(t) {
                    all.append(t)
                }
            }
        }
        for t in all where !b.slots[slot].targets.contains(t) { b.slots[slot].targets.append(t) }
        b.slots[slot].value = nil
        if var eff = b.slots[slot].effects {
            eff.appends = []
            b.slots[slot].effects = eff
        }
        return true
    }

    /// Of the destinations for a value, those of the navigation stack `screen` pushes on, when
    /// they tell: the ones `screen` holds itself, else those of the screens it is pushed from
    /// (not through a sheet or a tab), else all. Two tabs, each with its own stack and its own
    /// `.navigationDestination(for: String.self)`, push each on its own.
    func destinationsInStack(_ ds: [ValueDestination], of screen: String) -> [ValueDestination] {
        guard ds.count > 1, Set(ds.map(\.holder)).count > 1 else { return ds }
        let own = ds.filter { $0.holder == screen }
        if !own.isEmpty { return own }
        var pushedFrom: Set<String> = []
        var todo: [String] = []
        for h in Set(ds.map(\.holder)) where !pushedFrom.contains(h) {
            // The screens `h` pushes, and those they push, one stack deep.
            var seen: Set<String> = [h]
            todo = [h]
            while let x = todo.popLast(), seen.count < 512 {
                guard let xb = current.builds[x] else { continue }
                for slot in xb.slots where !slot.sheet && slot.control.type != .tab {
                    for t in slot.targets where seen.insert(t).inserted { todo.append(t) }
                }
            }
            if seen.contains(screen) { pushedFrom.insert(h) }
        }
        let scoped = ds.filter { pushedFrom.contains($0.holder) }
        return scoped.isEmpty ? ds : scoped
    }

    func matchingDestinations(_ value: KValue) -> [ValueDestination] {
        // Asked once per link or push each time the scene's destinations are
        // looked at: kept by value while no destination is added.
        let v = value.caseOnly
        let count = current.valueDestinations.count
        if let kept = current.matchingDestinations[v], kept.count == count { return kept.found }
        let found = workOutMatchingDestinations(v)
        current.matchingDestinations[v] = (count, found)
        return found
    }

    /// The case names of the `switch` statements a destination's closure holds at its top.
    static func switchCases(_ content: SExpr) -> Set<String> {
        guard case .closure(_, let body, _) = content else { return [] }
        var out: Set<String> = []
        for st in body {
            guard case .switchStmt(_, let cases, _) = st else { continue }
            for c in cases {
                for p in c.patterns {
                    switch p {
                    case .member(_, let n, _), .call(.member(_, let n, _), _, _, _): out.insert(n)
                    default: break
                    }
                }
            }
        }
        return out
    }

    /// The case names a destination's `switch` names: in its closure, or in the one method of
    /// the project its closure calls (`{ router.build($0) }`, a tab's router that handles its own
    /// cases and shows `EmptyView()` by `default:` for the others).
    func casesNamed(by d: ValueDestination) -> Set<String> {
        let own = Self.switchCases(d.content)
        guard own.isEmpty, case .closure(_, let body, _) = d.content, body.count == 1 else { return own }
        var out = own
        if let (owner, name) = givenMethodCalled(body[0], d.ctx) ?? calledMethod(body[0], d.ctx).map({ ($0.0, $0.1) }) {
            for f in index.functions(name, of: owner) { out.formUnion(Self.switchCases(.closure([], f.body, f.loc))) }
        }
        return out
    }

    /// `screen(value)` (modifiers after it aside) in a wrapper of the project, where the call gave
    /// `screen` a method of its own (`screen: build`): that method, and the type it belongs to.
    func givenMethodCalled(_ st: SStmt, _ ctx: Ctx) -> (TypeIndex.Entry, String)? {
        guard case .expr(var e) = st else { return nil }
        while case .call(.member(let base?, _, _), _, _, _) = e, case .call = base { e = base }
        guard case .call(.name(let n, _), _, _, _) = e, ctx.env[n] == nil, let given = ctx.viewArgs[n],
              case .name(let m, _) = given.expr, let owner = given.ctx.type, !index.functions(m, of: owner).isEmpty else { return nil }
        return (owner, m)
    }

    private func workOutMatchingDestinations(_ v: KValue) -> [ValueDestination] {
        func same(_ a: String?, _ b: String) -> Bool {
            guard let a else { return false }
            // `Order.ID` and `Donut.ID` are not the same type: dotted names are compared whole.
            if a.contains("."), b.contains(".") { return TypeIndex.dottedPath(a) == TypeIndex.dottedPath(b) }
            return TypeIndex.lastComponent(a) == TypeIndex.lastComponent(b)
        }
        switch v {
        case .enumCase(let t?, let c):
            var found = current.valueDestinations.filter { same($0.typeName, t) }
            // Of several destinations for the type, those that name the case (`case .accountDetail:`)
            // rather than reach it by `default:` (another tab's "Not implemented").
            if found.count > 1 {
                let naming = found.filter { casesNamed(by: $0).contains(c) }
                if !naming.isEmpty { found = naming }
            }
            // Of several types of one name (`Destination` of each tab's router), those with the case.
            if found.count > 1, !t.contains(".") {
                let withCase = found.filter { d in d.typeName.flatMap { index.lookup($0, in: d.ctx) }.map { $0.cases.contains(c) } ?? false }
                if !withCase.isEmpty { found = withCase }
            }
            // `Feature.Route`: of several destinations for a `Route`, the one of that type itself.
            if found.count > 1, t.contains(".") {
                let exact = found.filter { d in d.typeName.flatMap { index.lookup($0, in: d.ctx) }.map { $0.path == t } ?? false }
                if !exact.isEmpty { return exact }
            }
            return found
        case .enumCase(nil, let c):
            let withCase = current.valueDestinations.filter { d in
                guard let t = d.typeName, let e = index.lookup(t, in: d.ctx) else { return false }
                return e.kind == .enum && e.cases.contains(c)
            }
            if withCase.count > 1 {
                let naming = withCase.filter { casesNamed(by: $0).contains(c) }
                if !naming.isEmpty { return naming }
            }
            if !withCase.isEmpty { return withCase }
            // A stack's destination of any case shows this one when its `switch` has it.
            let anyCase = current.valueDestinations.filter { $0.takesAnyCase && Self.switchCases($0.content).contains(c) }
            if !anyCase.isEmpty { return anyCase }
            return current.valueDestinations.count == 1 ? current.valueDestinations : []
        case .typed(let t):
            let el = TypeText.normalized(t)
            return current.valueDestinations.filter { same($0.typeName, el) }
        case .member:
            return []
        case .unknown:
            return current.valueDestinations.count == 1 ? current.valueDestinations : []
        case .withPayload:
            return workOutMatchingDestinations(v.caseOnly)
        }
    }

    /// The screens what follows a delay leads to: each branch's sets of a presentation of the
    /// screen, flags it clears, paths it appends to; failing those, what it sets that another
    /// screen presents. In the order found.
    @inline(never)
    func timerTargets(_ thens: [Effects], _ id: String, _ b: ScreenBuild) -> [String] {
        // Each branch of what follows the delay is looked at (`if seen { stage = .home } else { stage = .guide }`).
        var targets: [String] = []
        for then in thens {
            for set in then.sets {
                for p in b.presentations where matches(p.owner, p.name, set) {
                    if let first = presentationTargets(narrowedToLiteralTab(p, set), value: set.value, b).first, !targets.contains(first) {
                        targets.append(first)
                    }
                }
            }
            // `showSplash = false` on a gate's flag: the view the choice then shows.
            for clear in then.clears {
                for p in b.presentations where p.whenCleared != nil && matches(p.owner, p.name, clear) {
                    var q = p
                    q.content = p.whenCleared
                    q.serial = 0  // its targets are not those kept for the content
                    // (Every view of an `else if` chain it then picks from.)
                    for t in presentationTargets(q, value: nil, b) where !targets.contains(t) { targets.append(t) }
                }
            }
            for (v, _) in then.appends {
                if let d = matchingDestinations(v).first,
                   let first = destinationTargets(d.content, d.ctx, presenter: d.holder, suffix: "destination", loc: d.loc,
                                                  known: v, param: d.param).first, !targets.contains(first) {
                    targets.append(first)
                }
            }
        }
        // What it sets that another screen presents (a gate's flag handed down through bindings,
        // a shared model's sheet), as a control that sets it leads there (`resolveShared`).
        if targets.isEmpty {
            for then in thens {
                for set in then.sets where set.owner != nil {
                    for other in current.buildOrder where other != id {
                        guard let pb = current.builds[other] else { continue }
                        for p in pb.presentations where p.owner != nil && matches(p.owner, p.name, set) {
                            if let first = presentationTargets(narrowedToLiteralTab(p, set), value: set.value, pb).first,
                               !targets.contains(first) {
                                targets.append(first)
                            }
                        }
                    }
                }
            }
        }
        return targets
    }

    /// Timers: seconds known and at least one, with the target of the navigation they perform.
    func resolveTimers(_ id: String) {
        guard let b = current.builds[id], !b.timers.isEmpty else { return }
        var out: [ExtractedTimer] = []
        for t in b.timers {
            guard let s = t.seconds else {
                b.screen.notes.append(note("a timer of unknown duration is not written", t.loc))
                continue
            }
            if s < 1 {
                b.screen.notes.append(note("a delay of \(FlowText.duration(s)) is animation timing, not a timed interaction; ignored", t.loc))
                continue
            }
            var seconds = s
            var targets = timerTargets(t.then, id, b)
            // A wait in steps (`sleep(1)`, a change on screen, `sleep(2)`, then the move): the move
            // comes after all of them. Followed while each step leads nowhere and waits once more.
            var thens = t.then
            while targets.isEmpty {
                let next = thens.flatMap(\.timers)
                guard next.count == 1, let more = next[0].seconds else { break }
                thens = next[0].then
                let found = timerTargets(thens, id, b)
                if !found.isEmpty {
                    seconds += more
                    targets = found
                }
            }
            // A screen has one timer in a flow (a second would be `timing.shadowed-timer`): the first
            // branch's screen is its target, and a note names the others.
            // A sheet that closes itself later (`isShown.toggle()` in a delay) does not lead to itself.
            targets.removeAll { $0 == id }
            out.append(ExtractedTimer(seconds: seconds, target: targets.first, location: location(t.loc)))
            if targets.count > 1 {
                // Each other screen is still shown when the timer ends: an entry, when nothing else leads there.
                current.timerAlternatives += targets.dropFirst().map { ($0, t.loc) }
                let others = targets.dropFirst().map { "`\($0)`" }.joined(separator: ", ")
                b.screen.notes.append(note("the timer leads to `\(targets[0])` or, by a condition, to \(others); a screen has one timer "
                    + "in a flow, so only the first is written", t.loc))
            }
        }
        b.timers = []
        b.screen.timers += out
        // The routers a timer shows (a splash that swaps itself for a sign-in gate) pick their
        // views by their state, as those a control shows do (`readScreens`).
        let seen = current.routersSeen
        current.routersSeen = []
        for r in seen { gateRouter(r, b, byModel: false) }
        if Set(b.screen.timers.map(\.location.file)).count == 1 {
            b.screen.timers.sort { $0.location < $1.location }
        }
    }

    /// The screens an entry handler leads to: presentations it sets anywhere in the scene, or pushed values.
    func entryTargets(_ eff: Effects) -> [String] {
        var out: [String] = []
        let eff = withRelays(eff)
        for s in eff.sets {
            for id in current.buildOrder {
                guard let b = current.builds[id] else { continue }
                for i in b.presentations.indices where matches(b.presentations[i].owner, b.presentations[i].name, s) {
                    // Set by the entry: no note that code sets it.
                    b.presentations[i].setBySomething = true
                    for t in presentationTargets(narrowedToLiteralTab(b.presentations[i], s), value: s.value, b) where !out.contains(t) { out.append(t) }
                }
            }
        }
        for (v, _) in eff.appends {
            for d in matchingDestinations(v) {
                for t in destinationTargets(d.content, d.ctx, presenter: d.holder, suffix: "destination", loc: d.loc,
                                            known: v, param: d.param) where !out.contains(t) {
                    out.append(t)
                }
            }
        }
        return out
    }

    /// An entry handler's effects with what the scene's relays do with what it sets
    /// (`.onOpenURL { link = url }` on the scene, `.onChange(of: link) { path.append(...) }` in a
    /// view handed `$link`): the link leads where the relay pushes or presents.
    /// (`of`: the screens whose relays count; all of the scene's when not given.)
    @inline(never)
    func withRelays(_ eff: Effects, of builds: [ScreenBuild]? = nil, only keep: ((Relay) -> Bool)? = nil) -> Effects {
        var out = eff
        for s in eff.sets {
            for b in builds ?? current.buildOrder.compactMap({ current.builds[$0] }) {
                for r in b.relays where matches(r.owner, r.name, s) && (keep?(r) ?? true) {
                    var inner = r.ctx
                    if let p = r.param { inner.env[p] = s.value }
                    let relayed = effects(ofAction: r.action, inner)
                    out.sets += relayed.sets
                    out.appends += relayed.appends
                }
            }
        }
        return out
    }

    /// `userNotificationCenter(_:didReceive:...)` of any project type (rule 16).
    func notificationHandlers() -> [EntryHandler] {
        var out: [EntryHandler] = []
        // The index gathers functions by name once (in type, part and declaration order).
        for (e, f) in index.functionsAnywhere("userNotificationCenter") where f.params.contains(where: { $0.label == "didReceive" }) {
            let ctx = Ctx(type: e, file: e.file, scene: current.kind)
            let eff = effects(of: f.body, ctx, level: 0)
            if eff.navigates { out.append(EntryHandler(effects: eff, what: "a notification", loc: f.loc, holderCtx: ctx)) }
        }
        return out
    }

    // MARK: Finishing a screen

    /// A `TabView` whose tabs have no tab item, and the project's own bar beside it: one button
    /// per tab (written once, in a `ForEach` over the cases) that leads to that tab's page. Each
    /// tab takes its button's text and icon, and the buttons, which are the tabs, go. Only when
    /// every such tab has exactly one button, all made by the same line of code.
    @inline(never)
    func mergedDrawnTabBar(_ slots: [Slot]) -> [Slot] {
        let bare = slots.indices.filter { i in
            slots[i].control.type == .tab && slots[i].targets.count == 1
                && slots[i].control.notes.contains { $0.message.hasPrefix("the tab has no tab item") }
        }
        guard bare.count >= 2 else { return slots }
        var buttonOf: [Int: Int] = [:]
        var place: ProjectLocation?
        for i in bare {
            let found = slots.indices.filter { j in
                (slots[j].control.type == .button || slots[j].control.type == .gesture) && slots[j].targets == slots[i].targets
            }
            guard found.count == 1, place == nil || slots[found[0]].control.location == place else { return slots }
            place = slots[found[0]].control.location
            buttonOf[i] = found[0]
        }
        var out = slots
        for (i, j) in buttonOf {
            let button = slots[j].control
            guard button.text != nil || button.icon != nil else { return slots }
            out[i].control.text = button.text ?? out[i].control.text
            out[i].control.icon = button.icon
            out[i].control.iconIsAsset = button.iconIsAsset
            out[i].control.notes = out[i].control.notes.filter { !$0.message.hasPrefix("the tab has no tab item") } + button.notes
        }
        let dropped = Swift.Set(buttonOf.values)
        return out.indices.filter { !dropped.contains($0) }.map { out[$0] }
    }

    /// Whether a variable is the binding of a presentation of the scene.
    func presents(_ owner: String?, _ name: String) -> Bool {
        current.buildOrder.contains { id in
            current.builds[id]?.presentations.contains { $0.name == name && ($0.owner == nil || owner == nil || $0.owner == owner) } ?? false
        }
    }

    func finish(_ b: ScreenBuild) -> ExtractedScreen {
        var s = b.screen
        for slot in mergedDrawnTabBar(b.slots) {
            var c = slot.control
            var targets = slot.targets
            if slot.inToolbar, b.hidesBack, let eff = slot.effects, eff.dismisses || eff.pops, targets.isEmpty {
                c.type = .back
                targets = []
            }
            // Rule 13: only a control that presents or pushes no screen (one that opens a screen
            // asking about it is the question's opener, not the act).
            if (c.type == .button || c.type == .gesture) && !c.isDestructive && targets.isEmpty {
                let t = c.text ?? ""
                if t.hasPrefix("Delete") || t.hasPrefix("Remove") || t.hasPrefix("Erase") || (c.icon?.hasPrefix("trash") ?? false) {
                    c.isDestructive = true
                    c.destructiveInferred = true
                    c.notes.append(ExtractNote("destructive: inferred from its \(t.hasPrefix("Delete") || t.hasPrefix("Remove") || t.hasPrefix("Erase") ? "text" : "trash icon")", at: c.location))
                }
            }
            if !c.isDestructive { c.confirmations = 0 }
            if slot.inMenu && targets.isEmpty && !c.isDestructive { continue }
            if targets.isEmpty, let eff = slot.effects {
                for n in eff.notFollowed where n.moves || n.sets.contains(where: { presents($0.owner, $0.name) }) {
                    c.notes.append(note(n.text, n.loc))
                }
            }
            if targets.isEmpty {
                s.controls.append(c)
            } else {
                for t in targets {
                    var copy = c
                    copy.target = t
                    copy.isSheet = slot.sheet && slot.sheetTargets.contains(t)
                    s.controls.append(copy)
                }
            }
        }
        // One timer in a method several controls call (`copy(_:)` starting a toast's
        // `asyncAfter`) is one timer of the screen, not one per caller.
        var seenTimers: Swift.Set<ExtractedTimer> = []
        s.timers = b.screen.timers.filter { seenTimers.insert($0).inserted }
        // The same control from the same code, read twice (both branches of `if #available`
        // that show the same content in another container), is one control.
        var seenControls: Swift.Set<ExtractedControl> = []
        s.controls = s.controls.filter { seenControls.insert($0).inserted }
        // One input drawn two ways (`if revealed { TextField("Password", ...) } else {
        // SecureField("Password", ...) }`): two fields of the same text, one after the other,
        // from the same file, are one field.
        var kept: [ExtractedControl] = []
        for c in s.controls {
            if c.type == .field, c.text != "…", let last = kept.last, last.type == .field, last.text == c.text, last.icon == c.icon,
               last.location.file == c.location.file, last.location != c.location {
                continue
            }
            kept.append(c)
        }
        s.controls = kept
        // A note reached along several paths (a method called from many places) is said once.
        var seenNotes: Swift.Set<ExtractNote> = []
        s.notes = s.notes.filter { seenNotes.insert($0).inserted }
        // Kind: the name rule first (rule 14), then the body's outermost container.
        // The name rule wins over the containers a settings page is built from (Form, List, grids);
        // a tab bar, a split view, a canvas or a player stays what it is.
        let name = s.typeName ?? ""
        let named = name.containsASCII("Settings") || (s.title?.containsASCII("Settings") ?? false)
        switch b.kindFromBody {
        case nil, .form?, .list?, .grid?, .settings?, .detail?, .dialog?:
            s.kind = named ? .settings : b.kindFromBody
        default:
            s.kind = b.kindFromBody
        }
        return s
    }

    /// The kind from the outermost container of a body.
    func kindOf(_ stmts: [SStmt], _ ctx: Ctx, depth: Int = 0) -> ScreenKind? {
        guard depth < Self.maxNesting else { return nil }
        for s in stmts {
            // (`ZStack { Color.yellow.ignoresSafeArea(); List { ... } }`: the colour behind is no layout.)
            if Self.isBackdrop(s) { continue }
            switch s {
            case .expr(let e), .returnStmt(let e?, _):
                if let k = kindOf(e, ctx, depth: depth) { return k }
                if isViewExpression(e) { return nil }
            case .ifStmt(let conds, let then, let els, _):
                if conds.count == 1, let m = modeValue(conds[0], ctx) { return kindOf(m ? then : (els ?? []), ctx, depth: depth + 1) }
                // The branch that is another screen (`screenSwap`) is not this one's layout.
                if let els, let swap = screenSwap(conds, then, els, ctx) ?? gateBeforeContent(conds, then, els, ctx) {
                    return kindOf(swap.content, ctx, depth: depth + 1)
                }
                return kindOf(then, ctx, depth: depth + 1)
            case .switchStmt(_, let cases, _):
                return cases.first.flatMap { kindOf($0.body, ctx, depth: depth + 1) }
            default: continue
            }
        }
        return nil
    }

    /// Whether the modifiers applied to `e` set a page style (`.tabViewStyle(.page)`), which
    /// reaches every `TabView` inside it.
    func setsPageStyle(_ e: SExpr) -> Bool {
        var cur = e
        while case .call(.member(let base?, let n, _), let a, _, _) = cur, cur.calleeName == nil {
            if n == "tabViewStyle", let s = a.first?.value.lastName, s == "page" || s == "verticalPage" || s == "PageTabViewStyle" {
                return true
            }
            cur = base
        }
        return false
    }

    func kindOf(_ e: SExpr, _ ctx: Ctx, depth: Int) -> ScreenKind? {
        let bottom = baseCall(e)
        // A view the container was given (`content`): its kind.
        var givenName: String?
        if case .name(let n, _) = bottom { givenName = n }
        if case .call(.name(let n, _), _, _, _) = bottom { givenName = n }
        if let n = givenName, ctx.env[n] == nil, let given = ctx.viewArgs[n] {
            if case .closure(_, let body, _) = given.expr { return kindOf(body, given.ctx, depth: depth + 1) }
            return kindOf([.expr(given.expr)], given.ctx, depth: depth + 1)
        }
        // `placeList()` or `content`, a method or computed property of the view itself: what it builds.
        if let own = ownBuilderBody(bottom, givenName, ctx) { return kindOf(own, ctx, depth: depth + 1) }
        guard let name = bottom.calleeName else {
            if case .name = e, case .closure? = Optional<SExpr>.none { return nil }
            return nil
        }
        // (The project's own `TabView`: its body tells.)
        if let shadow = projectShadow(bottom, ctx) { return kindOfShadow(shadow, ctx, depth: depth) }
        switch name {
        case "List": return .list
        case "LazyVGrid", "LazyHGrid", "Grid": return .grid
        case "Form": return .form
        case "TabView":
            return setsPageStyle(e) ? nil : .tabs
        case "NavigationSplitView": return .split
        case "Canvas", "PKCanvasView": return .canvas
        case "VideoPlayer": return .media
        case "ScrollView", "VStack", "ZStack", "Group", "NavigationStack", "NavigationView":
            guard case .call(_, let args, let trailing, _) = bottom else { return nil }
            for a in args + trailing {
                if case .closure(_, let body, _) = a.value, let k = kindOf(body, ctx, depth: depth + 1) {
                    // `.tabViewStyle(.page)` on a container reaches the TabView inside it: a pager (rule 14).
                    return k == .tabs && setsPageStyle(e) ? nil : k
                }
            }
            return nil
        default:
            if let entry = index.lookup(name, in: ctx) {
                if entry.inherits.contains("UIViewRepresentable") || entry.inherits.contains("UIViewControllerRepresentable") {
                    let mentions = entry.parts.contains { p in
                        p.funcs.contains { $0.returnType?.containsASCII("PKCanvasView") == true }
                            || p.inherits.contains("PKCanvasViewDelegate")
                    } || representableMentionsCanvas(entry)
                    return mentions ? .canvas : nil
                }
                if index.isView(entry), let body = bodyStatements(entry) {
                    return kindOf(body, Ctx(type: entry, file: entry.file, scene: ctx.scene), depth: depth + 1)
                }
            }
            return nil
        }
    }

    // Kept out of `kindOf`, which nests once per level of views (see `walkShadowed`).

    /// The body of `placeList()` or `content`, a method or computed property of the view being
    /// read (not a type, not a local); nil for anything else.
    @inline(never)
    func ownBuilderBody(_ bottom: SExpr, _ givenName: String?, _ ctx: Ctx) -> [SStmt]? {
        var name = givenName
        if name == nil, case .call(.member(let b?, let m, _), _, _, _) = bottom, isSelf(b) { name = m }
        guard let n = name, ctx.env[n] == nil, let t = ctx.type, index.lookup(n, in: ctx) == nil else { return nil }
        if let v = index.variable(n, of: t), !v.isStatic, let g = v.getter { return g }
        if case .call = bottom, let f = index.functions(n, of: t).first(where: { !$0.isStatic }) { return f.body }
        return nil
    }

    /// The kind of the project's own view named like SwiftUI's (`projectShadow`): its body's.
    @inline(never)
    func kindOfShadow(_ entry: TypeIndex.Entry, _ ctx: Ctx, depth: Int) -> ScreenKind? {
        guard index.isView(entry), let body = bodyStatements(entry) else { return nil }
        return kindOf(body, Ctx(type: entry, file: entry.file, scene: ctx.scene), depth: depth + 1)
    }

    func representableMentionsCanvas(_ entry: TypeIndex.Entry) -> Bool {
        var found = false
        for p in entry.parts {
            for f in p.funcs {
                visit(f.body) { x in if case .call(let c, _, _, _) = x, c.lastName == "PKCanvasView" { found = true } }
            }
            for v in p.vars {
                if v.type?.containsASCII("PKCanvasView") == true { found = true }
                if let i = v.initializer { visit([.expr(i)]) { x in if x.calleeName == "PKCanvasView" { found = true } } }
            }
        }
        return found
    }
}

extension Extraction {
    /// A short rendering of what a scene shows (`HomeView()`, `AppPages.home.build()`), for messages.
    /// Whether a scene's closure shows only SwiftUI's own views (a stack, a list, text), at least
    /// one, under their modifiers: a root written in place, not a view aaflow cannot see into
    /// (`PackageRootView()`, which stays "no start screen").
    func writtenInPlace(_ content: SExpr) -> Bool {
        guard case .closure(_, let body, _) = content else { return false }
        var shown = 0
        for st in body {
            switch st {
            case .binding:
                continue
            case .expr(let x), .returnStmt(let x?, _):
                guard let name = baseCall(x).calleeName, Self.builtinViews.contains(name), name != "EmptyView" else { return false }
                shown += 1
            default:
                return false
            }
        }
        return shown > 0
    }

    func shownExpression(_ e: SExpr, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        switch e {
        case .name(let n, _): return n
        case .member(let base?, let n, _): return (shownExpression(base, depth: depth + 1) ?? "…") + "." + n
        case .member(nil, let n, _): return "." + n
        case .call(let c, _, _, _):
            // A modifier chain: the view at its bottom, the modifiers as `…`.
            if case .member(let base?, _, _) = c, e.calleeName == nil, case .call = base {
                return shownExpression(baseCall(e), depth: depth + 1).map { $0 + ".…" }
            }
            guard let callee = shownExpression(c, depth: depth + 1) else { return nil }
            return callee + "(…)"
        case .closure(_, let body, _):
            for st in body {
                switch st {
                case .expr(let x), .returnStmt(let x?, _): return shownExpression(x, depth: depth + 1)
                default: continue
                }
            }
            return nil
        case .postfix(let x, _, _): return shownExpression(x, depth: depth + 1)
        default: return nil
        }
    }
}
