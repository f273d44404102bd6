import AAFlow

/// Which View types an expression current.builds: the start screen of a scene, the
/// screens a destination or presentation shows (every branch, rule 6), and
/// what is inline content with no type of its own (rule 21).
enum Hit {
    /// A View type of the project, constructed by this call (nil when used as a value), and the
    /// modifier chains written around it where it is shown (`Detail().navigationTitle("x")`,
    /// `Home().destinations()`): they belong to its screen.
    case type(TypeIndex.Entry, [SArg], wrappers: [ViewArgument] = [])
    /// A `TabView` built right here.
    case tabView(SExpr, Ctx)
}

extension Extraction {
    static let lookThrough: Set<String> = [
        "NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "HStack", "ScrollView",
        "LazyVStack", "LazyHStack", "GeometryReader", "ScrollViewReader", "ViewThatFits", "AnyView",
        "ZStackLayout", "VStackLayout", "HStackLayout",
    ]

    /// The View types an expression current.builds, looking through containers,
    /// modifiers and views made by functions and properties (rule 2); every
    /// branch of an `if`/`switch`, the first that current.builds one of a sequence.
    func hits(_ e: SExpr, _ ctx: Ctx, usedDefault: inout Bool, depth: Int = 0) -> [Hit] {
        // Modifiers do not count as nesting; methods and properties stop on a cycle (rule 23).
        guard depth < Self.maxNesting, !outOfStack else {
            gaveUpAt(e.loc)
            return []
        }
        switch e {
        case .call(let callee, let args, let trailing, _):
            if let name = e.calleeName {
                if name == "TabView", projectShadow(e, ctx) == nil { return [.tabView(e, ctx)] }
                if let entry = index.lookup(name, in: ctx), index.isView(entry) {
                    // A router view picks one of several views by a value it was given (rule 32): looked through.
                    // (A router that shows itself in a branch, `Loop()` inside `Loop`'s choice: read once.)
                    let routerKey = "router:\(index.id(of: entry))"
                    if !hitStack.contains(routerKey), let (body, inner) = routerBody(entry, args: args, ctx) {
                        current.routersSeen.append(entry)
                        hitStack.append(routerKey)
                        let h = hits(body, inner, usedDefault: &usedDefault, depth: depth + 1)
                        hitStack.removeLast()
                        if !h.isEmpty { return h }
                        // The value falls in a case that shows nothing (`default: EmptyView()`, an
                        // unfinished section): no screen, not the router itself.
                        if showsNothing(routerChoice(entry), inner) {
                            emptyRouterChoices += 1
                            return []
                        }
                    }
                    // A view whose body only makes a router view (`RootGate { GateStack(session: session) }`):
                    // looked through to what the router picks.
                    if let (body, inner) = forwardingBody(entry, args: args, ctx) {
                        let key = "forward:\(index.id(of: entry))"
                        if !hitStack.contains(key) {
                            hitStack.append(key)
                            defer { hitStack.removeLast() }
                            let h = hits(body, inner, usedDefault: &usedDefault, depth: depth + 1)
                            if !h.isEmpty { return h }
                        }
                    }
                    // A wrapper whose body only shows what it was given (`LazyView(DetailView())`): looked through.
                    if isPureWrapper(entry) {
                        for a in args + trailing {
                            let h = hits(a.value, ctx, usedDefault: &usedDefault, depth: depth + 1)
                            if !h.isEmpty { return h }
                        }
                    }
                    // A container the project wrote (`Shell(title: "Home") { HomeView() }`): looked
                    // through to the view it was given, with what it writes around it.
                    if let (body, inner) = containerBody(entry, args: args, trailing: trailing, ctx) {
                        let key = "container:\(index.id(of: entry))"
                        if !hitStack.contains(key) {
                            hitStack.append(key)
                            defer { hitStack.removeLast() }
                            let h = hits(body, inner, usedDefault: &usedDefault, depth: depth + 1)
                            if !h.isEmpty { return h }
                        }
                    }
                    return [.type(entry, args + trailing.map { SArg(label: $0.label ?? "content", value: $0.value) })]
                }
                // `content()` in a container's body: the view it was given, in the giver's context.
                if case .name = callee, ctx.env[name] == nil, let given = ctx.viewArgs[name] {
                    let called = calling(given, args, ctx)
                    return hits(called.expr, called.ctx, usedDefault: &usedDefault, depth: depth + 1)
                }
                if Self.lookThrough.contains(name) {
                    for a in args + trailing {
                        let h = hits(a.value, ctx, usedDefault: &usedDefault, depth: depth + 1)
                        if !h.isEmpty { return h }
                    }
                    return []
                }
                if index.lookup(name, in: ctx) == nil, let t = ctx.type, let f = function(name, of: t, args: args, ctx) {
                    return hits(function: f, owner: t, args: args + trailing, ctx, usedDefault: &usedDefault, depth: depth)
                }
                // `tab(title: "Home", icon: "house") { HomeView() }`, a function of no type that makes a view.
                if index.lookup(name, in: ctx) == nil, ctx.env[name] == nil, let t = ctx.type,
                   let f = index.topLevelFunctions(name).first(where: {
                       $0.returnType?.containsASCII("View") == true && TypeIndex.labelsFit($0, args: args) }) {
                    return hits(function: f, owner: t, args: args + trailing, ctx, usedDefault: &usedDefault, depth: depth)
                }
                // A wrapper the project did not write (`StoreProvider(store: store) { TabbarView() }`,
                // a package's container): looked through like a `Group` (rule 34).
                if TypeText.isUpper(name), !Self.builtinViews.contains(name), index.lookup(name, in: ctx) == nil {
                    for a in trailing + args where a.label == nil || a.label == "content" {
                        guard isClosure(a.value) else { continue }
                        let h = hits(a.value, ctx, usedDefault: &usedDefault, depth: depth + 1)
                        if !h.isEmpty { return h }
                    }
                }
                return []
            }
            switch callee {
            case .member(let base?, let n, _):
                // `self.content(value)` in a container's body: the view it was given.
                if isSelf(base), ctx.env[n] == nil, let given = ctx.viewArgs[n] {
                    let called = calling(given, args, ctx)
                    return hits(called.expr, called.ctx, usedDefault: &usedDefault, depth: depth + 1)
                }
                // `self.detailView(for: item)`: a function of the type itself.
                if isSelf(base), let t = ctx.type, let f = function(n, of: t, args: args, ctx) {
                    return hits(function: f, owner: t, args: args + trailing, ctx, usedDefault: &usedDefault, depth: depth)
                }
                // A function of a project value (`factory.makeView()`), or a modifier of a view: a method
                // a View gets from an extension of View (`HomeView().routes()`) modifies the view it is called on.
                // Through a protocol (`route.base.makeView()`, `base: any Route`): what each
                // type of the project that carries the method out makes, every one counting.
                if let owner = receiverType(base, ctx), owner.kind == .protocol {
                    var found: [Hit] = []
                    for c in index.conformers(of: owner) {
                        guard let f = function(n, of: c, args: args, ctx), !f.body.isEmpty else { continue }
                        found += hits(function: f, owner: c, args: args + trailing, ctx, usedDefault: &usedDefault, depth: depth)
                    }
                    if !found.isEmpty { return found }
                }
                if let owner = receiverType(base, ctx), !(index.isView(owner) && !owner.parts.contains { $0.funcs.contains { $0.name == n } }),
                   let f = function(n, of: owner, args: args, ctx) {
                    var inner = ctx
                    if case .enumCase(let t?, let c) = valueOf(base, ctx) {
                        inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                        inner.env["self"] = .enumCase(t, c)
                    }
                    return hits(function: f, owner: owner, args: args + trailing, inner, usedDefault: &usedDefault, depth: depth)
                }
                return hits(base, ctx, usedDefault: &usedDefault, depth: depth)
            case .member(nil, let n, _):
                // `.init(...)`-like static factories: not followed.
                _ = n
                return []
            default:
                return []
            }
        case .name(let n, _):
            // `content` in a container's body: the view it was given (`let content: Content`).
            // A closure given to it was called where it was stored (`self.content = content()`) when the
            // property is no function: what the closure builds.
            // (A helper's parameter handed on as a builder, `NavigationStack(root: content)`, too.)
            if ctx.env[n] == nil, let given = ctx.viewArgs[n],
               !isClosure(given.expr) || ctx.type.flatMap({ index.variable(n, of: $0) }).map({ v in
                   v.getter == nil && !(v.type?.containsASCII("->") ?? true) }) ?? true {
                return hits(given.expr, given.ctx, usedDefault: &usedDefault, depth: depth + 1)
            }
            if let t = ctx.type, ctx.env[n] == nil, let v = index.variable(n, of: t), let getter = v.getter {
                let key = "\(index.id(of: t)).\(n)"
                guard !hitStack.contains(key) else { return [] }
                hitStack.append(key)
                defer { hitStack.removeLast() }
                return hits(getter, Ctx(type: t, file: t.file, scene: ctx.scene, env: ctx.env), usedDefault: &usedDefault, depth: depth + 1)
            }
            if TypeText.isUpper(n), let entry = index.lookup(n, in: ctx), index.isView(entry) { return [.type(entry, [])] }
            // `{ $0 }` of `navigationDestination(for: Route.self)`, where the route enum is a View
            // itself: its `body`, for the case given.
            if let (body, inner) = viewOfCase(n, ctx) {
                let key = "case-view:\(inner.env["self"].map { "\($0)" } ?? "")"
                guard !hitStack.contains(key) else { return [] }
                hitStack.append(key)
                defer { hitStack.removeLast() }
                return hits(body, inner, usedDefault: &usedDefault, depth: depth + 1)
            }
            if ctx.env[n] == nil, let t = ctx.type {
                // A stored view (`var mainScreen: MainScreen` of the app, set in its `init`).
                if let v = index.variable(n, of: t), v.getter == nil,
                   let type = v.type.map(TypeText.normalized) ?? v.initializer.flatMap({ valueOf($0, Ctx(type: t, file: t.file, scene: ctx.scene)).typeName }),
                   let entry = index.lookup(type, in: ctx), index.isView(entry) {
                    return [.type(entry, [])]
                }
                // A method named as the content (`.sheet(item: $friend, content: messageSheet)`).
                if index.variable(n, of: t) == nil, let f = index.functions(n, of: t).first {
                    return hits(function: f, owner: t, args: [], ctx, usedDefault: &usedDefault, depth: depth)
                }
            }
            return []
        case .member(.name(let t, _)?, "init", _) where TypeText.isUpper(t):
            // `ItemView.init` passed as a function.
            if let entry = index.lookup(t, in: ctx), index.isView(entry) { return [.type(entry, [])] }
            return []
        case .member(let base?, let n, _):
            if isSelf(base) { return hits(.name(n, e.loc), ctx, usedDefault: &usedDefault, depth: depth) }
            // `entry.screen` of an entry of a literal array: the view it was made with (`screen: AnyView(ThemeScreen())`).
            if case .name(let b, _) = base, let given = ctx.records[b]?[n] {
                return hits(given.expr, given.ctx, usedDefault: &usedDefault, depth: depth + 1)
            }
            if let owner = receiverType(base, ctx), let v = index.variable(n, of: owner), let getter = v.getter {
                var inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                if case .enumCase(let t?, let c) = valueOf(base, ctx) { inner.env["self"] = .enumCase(t, c) }
                let key = "\(index.id(of: owner)).\(n)|\(inner.env["self"].map { "\($0)" } ?? "")"
                guard !hitStack.contains(key) else { return [] }
                hitStack.append(key)
                defer { hitStack.removeLast() }
                return hits(getter, inner, usedDefault: &usedDefault, depth: depth + 1)
            }
            return []
        case .closure(_, let body, _):
            return hits(body, ctx, usedDefault: &usedDefault, depth: depth + 1)
        case .statement(let s, _):
            return hits([s], ctx, usedDefault: &usedDefault, depth: depth + 1)
        case .ternary(let c, let a, let b, _):
            if let m = modeValue(c, ctx) { return hits(m ? a : b, ctx, usedDefault: &usedDefault, depth: depth + 1) }
            return hits(a, ctx, usedDefault: &usedDefault, depth: depth + 1) + hits(b, ctx, usedDefault: &usedDefault, depth: depth + 1)
        case .postfix(let x, _, _):
            return hits(x, ctx, usedDefault: &usedDefault, depth: depth)
        default:
            return []
        }
    }

    /// Records a place where following gave up at the nesting guard (rule 23).
    func gaveUpAt(_ l: Loc) {
        gaveUpHeard?.append(l)
        if !gaveUpHits.contains(l) { gaveUpHits.append(l) }
    }

    func hits(_ stmts: [SStmt], _ ctx: Ctx, usedDefault: inout Bool, depth: Int) -> [Hit] {
        // One `if` per case of the same variable: the views are alternatives, as a `switch`'s are.
        if stmts.count > 1, case .ifStmt = stmts[0], let choice = Self.ifChainAsSwitch(stmts) {
            return hits([choice], ctx, usedDefault: &usedDefault, depth: depth + 1)
        }
        var ctx = ctx
        // `if let note { NoteView(...) }; if let photo { PhotoView(...) }`: views shown each under
        // a condition of its own are alternatives, all kept, up to the first view shown always.
        var conditional: [Hit] = []
        for s in stmts {
            var h: [Hit] = []
            switch s {
            case .expr(let e), .returnStmt(let e?, _):
                h = hits(e, ctx, usedDefault: &usedDefault, depth: depth)
                // A modifier chain around the one view it shows: its modifiers go with that screen.
                // Around a router's views (`flow.view(for: flow.root).navigationDestination(...)`), with each.
                if !h.isEmpty, case .call(.member(_, let m, _), _, _, _) = e, e.calleeName == nil, m.first?.isLowercase == true {
                    h = h.map { one in
                        guard case .type(let entry, let args, let wrappers) = one,
                              h.count == 1 || isStoredCaseCall(e, ctx) || Self.addsOnlyDestinations(e),
                              !wrappers.contains(where: { $0.expr.loc == e.loc }) else { return one }
                        return .type(entry, args, wrappers: wrappers + [ViewArgument(expr: e, ctx: ctx)])
                    }
                }
            case .binding(let name, let type, let value, _):
                bindLocal(name, type: type, value: value, &ctx)
                bindLocalView(name, type: type, value: value, &ctx)
            case .ifStmt(let conds, let then, let els, _):
                if let m = decided(conds, ctx) {
                    h = hits(m ? then : (els ?? []), ctx, usedDefault: &usedDefault, depth: depth + 1)
                } else {
                    h = hits(then, ctx, usedDefault: &usedDefault, depth: depth + 1)
                    if let els { h += hits(els, ctx, usedDefault: &usedDefault, depth: depth + 1) }
                }
            case .switchStmt(let subject, let cases, _):
                let chosen = chosenCases(subject, cases, ctx)
                if chosen.usedDefault { usedDefault = true }
                for c in chosen.cases { h += hits(c.body, boundPayload(c, subject, ctx), usedDefault: &usedDefault, depth: depth + 1) }
            case .block(let body, _):
                h = hits(body, ctx, usedDefault: &usedDefault, depth: depth + 1)
            default:
                break
            }
            if case .ifStmt(_, _, nil, _) = s, !h.isEmpty {
                conditional += h
                continue
            }
            if !conditional.isEmpty, !h.isEmpty { return conditional }
            if !h.isEmpty { return h }
        }
        return conditional
    }

    /// Whether a modifier chain adds destinations and nothing a person sees (`Group { if signedIn
    /// { Home() } else { SignIn() } }.navigationDestination(for: Route.self) { ... }`): each view
    /// it is around has them, as a stack's destinations serve every view in it.
    static func addsOnlyDestinations(_ e: SExpr) -> Bool {
        var x = e
        var found = false
        while case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
            if m == "navigationDestination" { found = true } else if !plainModifiers.contains(m) { return false }
            x = base
        }
        return found
    }

    func hits(function f: SFunc, owner: TypeIndex.Entry, args: [SArg], _ ctx: Ctx, usedDefault: inout Bool, depth: Int) -> [Hit] {
        var inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
        if let s = ctx.env["self"], ctx.type === owner { inner.env["self"] = s }
        bind(f.params, args, from: ctx, into: &inner)
        // What the call gives as views or closures (`lazyTab("hikes") { HikesView() }`): `content()` in the body shows it.
        let matched = Self.matchArguments(f.params, args)
        for (i, p) in f.params.enumerated() {
            guard let a = matched[i] else { continue }
            if case .closure = a {
                inner.viewArgs[p.name] = ViewArgument(expr: a, ctx: ctx)
                inner.env[p.name] = nil
            } else if case .name(let n, _) = a, let handed = ctx.viewArgs[n] {
                inner.viewArgs[p.name] = handed
                inner.env[p.name] = nil
            }
        }
        let key = "\(f.loc.file):\(f.loc.line):\(f.loc.column)|" + KValue.key(of: inner.env)
        guard !hitStack.contains(key) else { return [] }
        hitStack.append(key)
        defer { hitStack.removeLast() }
        return hits(Self.implicitInits(f.body, type: f.returnType), inner, usedDefault: &usedDefault, depth: depth + 1)
    }

    /// Whether a router's choice, for the values known in `ctx`, picks only cases that
    /// show nothing: `EmptyView()`, or no statement.
    func showsNothing(_ choice: SStmt?, _ ctx: Ctx) -> Bool {
        guard case .switchStmt(let subject, let cases, _)? = choice else { return false }
        let chosen = chosenCases(subject, cases, ctx).cases
        return !chosen.isEmpty && chosen.allSatisfy { c in
            c.body.allSatisfy { st in
                switch st {
                case .expr(let e), .returnStmt(let e?, _): return isEmptyLabel(e)
                case .other: return true
                default: return false
                }
            }
        }
    }

    /// A call of a View type the project declares under a name SwiftUI has too (its own
    /// `TabView`, `List`), written without `SwiftUI.`: in the project's module the name is the
    /// project's type. Nil for any other call.
    func projectShadow(_ e: SExpr, _ ctx: Ctx) -> TypeIndex.Entry? {
        guard case .call(.name(let n, _), _, _, _) = e, Self.builtinViews.contains(n) || n == "NavigationLink",
              let entry = index.lookup(n, in: ctx), entry.decl != nil, index.isView(entry) else { return nil }
        return entry
    }

    /// The body of a router view (rule 32) with its stored properties bound to what
    /// the call gives them (`DetailColumn(selection: $selection)`); nil for any other view.
    /// The body of a view that does nothing but make one router view of the project (rule 32),
    /// with modifiers that add nothing a person sees: read in the view's own context, its call's
    /// values known. Nil for any other view.
    @inline(never)
    func forwardingBody(_ entry: TypeIndex.Entry, args: [SArg], _ ctx: Ctx) -> ([SStmt], Ctx)? {
        // Told from the syntax first: most bodies are read only when the answer may be yes.
        guard let lazy = lazyBody(entry) else { return nil }
        switch lazy.forwardShape {
        case .none:
            return nil
        case .call(let name):
            let inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
            guard let routed = index.lookup(name, in: inner), routed !== entry, index.isView(routed),
                  isRouterView(routed) else { return nil }
        case .unknown:
            break
        }
        guard let body = bodyStatements(entry), var e = soleBodyExpression(entry) else { return nil }
        while case .call(.member(let base?, let m, _), _, _, _) = e, e.calleeName == nil {
            guard Self.plainModifiers.contains(m) else { return nil }
            e = base
        }
        let inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
        guard let name = e.calleeName, let routed = index.lookup(name, in: inner), routed !== entry, index.isView(routed),
              isRouterView(routed) else { return nil }
        var out = inner
        for a in args {
            guard let l = a.label else { continue }
            out.env[l] = valueOf(a.value, ctx)
        }
        return (body, out)
    }

    func routerBody(_ entry: TypeIndex.Entry, args: [SArg], _ ctx: Ctx) -> ([SStmt], Ctx)? {
        guard isRouterView(entry), var body = bodyStatements(entry) else { return nil }
        // A container of the project that picks between the views the body gives it: the choice it makes.
        if body.count == 1, case .expr(let e) = body[0], let st = choiceOfGivenContainer(e, entry) { body = [st] }
        var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
        for a in args {
            guard let l = a.label else { continue }
            if case .name(let n, _) = a.value, n.isProjectedName {
                inner.env[l] = ctx.env[String(n.dropFirst())] ?? .unknown
            } else {
                inner.env[l] = valueOf(a.value, ctx)
            }
        }
        // At the scene's root, every view it may show is a screen of the scene, the one its
        // state's first value shows first: that is the start (`didOnboard = false` shows the
        // onboarding first; `stage: Stage = .splash` the splash).
        // (Also in a plain container: `Group { if didOnboard { ... } else { ... } }.task { ... }`.)
        if atSceneRoot, body.count == 1, let choice = routerChoice(entry), let first = firstShownFirst(choice, entry, inner) {
            return ([first], inner)
        }
        // A router shown by a control starts at its own state's first value (`atSceneRoot`):
        // `if signedIn { Tabs() } else { SignIn(...) }` with `@State var signedIn = false`, the sign-in.
        if !atSceneRoot, case .ifStmt(let conds, let then, let els?, _)? = routerChoice(entry), conds.count == 1,
           let (name, negated) = ownState(conds[0], of: entry, inner), inner.env[name] == nil,
           let v = index.variable(name, of: entry), v.attributes.contains("State"), case .bool(let first, _)? = v.initializer {
            return (first != negated ? then : els, inner)
        }
        if !atSceneRoot, case .switchStmt(let subject, _, _)? = routerChoice(entry) {
            var name: String?
            if case .name(let n, _) = subject { name = n }
            if case .member(let base?, let n, _) = subject, isSelf(base) { name = n }
            if let name, inner.env[name] == nil, let v = index.variable(name, of: entry), v.getter == nil,
               v.attributes.contains("State"), let first = v.initializer, case .enumCase = valueOf(first, inner) {
                inner.env[name] = valueOf(first, inner)
            }
        }
        return (body, inner)
    }

    /// Whether an `init` of the type sets the property (`name = ...`, `self.name = ...`,
    /// `_name = State(initialValue: ...)`).
    /// (Also in a method of the type that an `init` calls, `setupSubscribers()`, a level down.)
    func setInInit(_ name: String, of owner: TypeIndex.Entry) -> Bool {
        var found = false
        var bodies = owner.parts.flatMap(\.inits).map(\.body)
        var level = 0
        while !found, !bodies.isEmpty, level < 2 {
            var called: [[SStmt]] = []
            visit(bodies.flatMap { $0 }) { x in
                guard !found else { return }
                // `name = ...`, `self.name = ...`, `self?.name = ...` (in a closure the `init` hands on).
                if case .binary(let lhs, "=", _, _) = x {
                    var target = lhs
                    if case .member(.postfix(let s, _, _)?, let n, let l) = target { target = .member(s, n, l) }
                    switch target {
                    case .name(let n, _) where n == name || n == "_" + name: found = true
                    case .member(let b?, let n, _) where self.isSelf(b) && (n == name || n == "_" + name): found = true
                    default: break
                    }
                }
                var f: String?
                if case .call(.name(let n, _), _, _, _) = x { f = n }
                if case .call(.member(let b?, let n, _), _, _, _) = x, self.isSelf(b) { f = n }
                if let f { called += self.index.functions(f, of: owner).filter { !$0.isStatic }.map(\.body) }
            }
            bodies = called
            level += 1
        }
        return found
    }

    /// A router's `if flag` or `switch stage` of its own state (`@State`, `@AppStorage`,
    /// `@SceneStorage`) with a first value written (`= false`, `= .splash`), its branches
    /// ordered so that the one that value shows comes first; nil when it is so already, or
    /// when the first value cannot be told.
    func firstShownFirst(_ st: SStmt, _ entry: TypeIndex.Entry, _ ctx: Ctx) -> SStmt? {
        /// The first value of the state a condition or subject reads, and whether it is negated.
        func storedFirst(_ e: SExpr) -> (value: SExpr, negated: Bool)? {
            /// An optional that starts empty (`= nil`, or no value written) reads as `false`,
            /// unless an `init` of its type sets it (`_container = State(initialValue: ...)`).
            func first(_ v: SVar?, of owner: TypeIndex.Entry) -> SExpr? {
                guard let v else { return nil }
                let optional: Bool
                if let i = v.initializer {
                    guard case .name("nil", _) = i else { return i }
                    optional = true
                } else {
                    optional = v.type?.hasSuffix("?") == true
                }
                guard optional, !setInInit(v.name, of: owner) else { return nil }
                return .bool(false, v.loc)
            }
            if let (object, property, negated) = modelFlag(e, of: entry, ctx) {
                guard let value = first(index.variable(property, of: object), of: object) else { return nil }
                return (value, negated)
            }
            guard let (name, negated) = ownState(e, of: entry, ctx), let value = first(index.variable(name, of: entry), of: entry)
            else { return nil }
            return (value, negated)
        }
        switch st {
        case .ifStmt(let conds, let then, let els?, let l) where conds.count == 1:
            guard let (first, negated) = storedFirst(conds[0]), case .bool(let value, _) = first, value == negated else { return nil }
            // The same choice, the other way round.
            let cond = conds[0]
            let swapped: SExpr = negated ? (cond.negatedOperand ?? cond) : .prefix("!", cond, cond.loc)
            return .ifStmt(conditions: [swapped], then: els, else: then, l)
        case .switchStmt(let subject, let cases, let l):
            guard let (first, negated) = storedFirst(subject), !negated, case .enumCase(_, let c) = valueOf(first, ctx),
                  let i = cases.firstIndex(where: { k in k.patterns.contains { patternName($0) == c } }), i > 0 else { return nil }
            var ordered = cases
            ordered.insert(ordered.remove(at: i), at: 0)
            return .switchStmt(subject: subject, cases: ordered, l)
        default:
            return nil
        }
    }

    /// A name that stands for a known case of an enum of the project that is a View
    /// (`enum Route: Hashable, View { var body: some View { switch self { ... } } }`): the
    /// enum's body, and a context in which `self` is that case. Nil for anything else.
    func viewOfCase(_ n: String, _ ctx: Ctx) -> ([SStmt], Ctx)? {
        guard let v = ctx.env[n] else { return nil }
        let t: String
        switch v {
        case .enumCase(let x?, _), .withPayload(let x?, _, _): t = x
        default: return nil
        }
        guard let entry = index.lookup(t, in: ctx), entry.kind == .enum, index.isView(entry), let body = bodyStatements(entry) else { return nil }
        var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
        inner.env["self"] = v
        return (body, inner)
    }

    /// `app.isSignedIn` or `!app.isSignedIn`, a property of a model class the view (or App)
    /// holds as its state (`@StateObject private var app = AppModel()`): the model's type, the
    /// property, and whether negated. Nil for anything else.
    func modelFlag(_ condition: SExpr, of holder: TypeIndex.Entry, _ ctx: Ctx) -> (model: TypeIndex.Entry, property: String, negated: Bool)? {
        var cond = condition
        var negated = false
        if case .prefix("!", let x, _) = cond { cond = x; negated = true }
        // `if let user = session.user` (read as `session.user != nil`): set, it shows the first branch.
        if case .binary(let x, let op, .name("nil", _), _) = cond, op == "!=" || op == "==" { cond = x; negated = op == "==" }
        // (The object a call handed in, `GateView(session: session)`, is known by its type only.)
        guard case .member(.name(let object, let l)?, let property, _) = cond,
              ctx.env[object].map({ if case .typed = $0 { return true } else { return false } }) ?? true,
              let v = index.variable(object, of: holder), v.getter == nil,
              v.attributes.contains(where: { ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Environment", "Bindable"].contains($0) }),
              let t = typeOf(.name(object, l), ctx), let model = index.lookup(t, in: ctx), model.kind == .class,
              let p = index.variable(property, of: model), p.getter == nil, !p.isStatic else { return nil }
        return (model, property, negated)
    }

    /// The body of a container the project wrote, and the context it shows the
    /// call's views in: nil unless `entry` is a container (`isContainerView`)
    /// and the call gives it the view it shows.
    func containerBody(_ entry: TypeIndex.Entry, args: [SArg], trailing: [SArg], _ ctx: Ctx) -> ([SStmt], Ctx)? {
        guard let shown = containerProperties(entry), let body = bodyStatements(entry) else { return nil }
        let given = givenToType(entry, args: args, trailing: trailing, ctx)
        guard shown.contains(where: { given[$0] != nil }) else { return nil }
        var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
        for a in args {
            guard let l = a.label else { continue }
            inner.env[l] = valueOf(a.value, ctx)
        }
        for name in shown where given[name] != nil { inner.env[name] = nil }
        inner.viewArgs = given
        return (body, inner)
    }

    /// Whether a View type is a container the project wrote: it holds a view it
    /// is given (a stored property marked `@ViewBuilder`, or of a function type
    /// that returns something, `let content: () -> Content`), shows it in its
    /// `body`, and has no control of its own (`Shell<Content>` that puts what it
    /// is given in a `NavigationStack` with a title). Such a type is looked
    /// through like a `Group` and is never a screen: what it is given is.
    func isContainerView(_ entry: TypeIndex.Entry) -> Bool { containerProperties(entry) != nil }

    /// The properties a container shows (`isContainerView`), nil when it is none.
    private func containerProperties(_ entry: TypeIndex.Entry) -> [String]? {
        dependsOn(entry)
        let key = ObjectIdentifier(entry)
        if let known = containerViews[key] { return known }
        var answer: [String]?
        let held = heldViews(entry)
        if !held.isEmpty, lazyBody(entry) != nil, let body = bodyStatements(entry) {
            var shows: Set<String> = []
            var controls = false
            // Controls in modifiers of what it shows (`content.toolbar { Button("Done") { dismiss() } }`)
            // go with the view shown, as a wrapper's modifiers do: they do not make it a screen.
            var aroundShown: Set<Loc> = []
            visit(body) { x in
                switch x {
                case .call(.name(let n, _), _, _, _) where held.contains(n): shows.insert(n)
                case .call(.member(let b?, let n, _), _, _, _) where held.contains(n) && self.isSelf(b): shows.insert(n)
                case .name(let n, _) where held.contains(n): shows.insert(n)
                default: break
                }
                if case .call(.member(_?, _, _), let a, let t, _) = x, x.calleeName == nil, let root = Self.chainRoot(x),
                   held.contains(root) {
                    for arg in a + t { self.visit([.expr(arg.value)]) { inner in aroundShown.insert(inner.loc) } }
                }
                if case .call = x, let n = x.calleeName, !aroundShown.contains(x.loc),
                   ["Button", "NavigationLink", "Link", "Toggle", "TextField", "Menu", "Picker"].contains(n) {
                    controls = true
                }
            }
            if !shows.isEmpty, !controls { answer = held.filter { shows.contains($0) } }
        }
        containerViews[key] = answer
        return answer
    }

    /// The name at the bottom of a modifier chain (`content` of `content.toolbar { ... }.padding()`).
    static func chainRoot(_ e: SExpr) -> String? {
        switch e {
        case .name(let n, _): return n
        case .call(.name(let n, _), let a, let t, _) where a.isEmpty && t.isEmpty: return n
        case .call(.member(let b?, _, _), _, _, _), .member(let b?, _, _): return chainRoot(b)
        default: return nil
        }
    }

    /// The stored properties of a type that hold a view it is given: marked
    /// `@ViewBuilder`, or of a function type that returns something. Told from
    /// its declarations alone, so kept with its parts (`Entry.heldViewsAnswer`).
    private func heldViews(_ entry: TypeIndex.Entry) -> [String] {
        if let known = entry.heldViewsAnswer { return known }
        var held: [String] = []
        let viewParameters = Set(entry.parts.flatMap(\.viewParameters))
        for p in entry.parts {
            for v in p.vars where !v.isStatic && v.getterStatements == nil {
                if v.attributes.contains("ViewBuilder")
                    || (!viewParameters.isEmpty && v.type.map({ viewParameters.contains(TypeText.normalized($0)) }) == true) {
                    held.append(v.name)
                } else if var result = v.type.flatMap(Self.functionResult) {
                    // `((Meal) -> Void)?`: what an optional function returns ends before its `)?`.
                    if v.type?.hasPrefix("(") == true {
                        while let last = result.last, last == "?" || last == "!" { result.removeLast() }
                        if result.hasSuffix(")") && !result.hasSuffix("()") { result.removeLast() }
                    }
                    guard !["Void", "()", "Void?", "()?", "Bool", "String", "Int", "Double"].contains(result) else { continue }
                    held.append(v.name)
                }
            }
        }
        entry.heldViewsAnswer = held
        return held
    }

    /// What a function type as written returns (`() -> Content` gives
    /// `Content`, `(Item) -> some View` gives `some View`), without the space
    /// around it; nil for a type that is not a function's.
    static func functionResult(_ type: String) -> String? {
        var type = type
        return type.withUTF8 { b -> String? in
            guard b.count >= 2, let arrow = (0..<(b.count - 1)).last(where: { b[$0] == UInt8(ascii: "-") && b[$0 + 1] == UInt8(ascii: ">") })
            else { return nil }
            var start = arrow + 2, end = b.count
            while start < end, b[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, b[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        }
    }

    /// A View type whose `body` only picks one of several views by a `switch` or `if`
    /// over a stored property or binding, with no control and no title of its own.
    func isRouterView(_ entry: TypeIndex.Entry) -> Bool {
        dependsOn(entry)
        let key = ObjectIdentifier(entry)
        if let known = routerViews[key] { return known }
        var answer = false
        let quick = lazyBody(entry)
        // `session.stage.view()`, a member of an enum that switches over `self`, counts as that `switch`.
        if quick?.mayBeRouter == true || quick?.mayShowStoredCase == true, let only = routerChoice(entry) {
            switch only {
            case .switchStmt(let subject, let cases, _):
                answer = readsStoredProperty(subject, of: entry) && cases.count > 1
                    && cases.allSatisfy { onlyShowsViews($0.body, entry) }
            case .ifStmt(let conds, let then, let els?, _):
                answer = conds.contains { readsStoredProperty($0, of: entry) }
                    && onlyShowsViews(then, entry) && onlyShowsViews(els, entry)
                // A branch of SwiftUI's own views whose code sets the view's flag (a splash whose
                // timer sets `ready = true`) is the view's content: a screen that swaps itself
                // for the other branch (`screenSwap`), not a router.
                if answer, conds.count == 1, let (flag, _) = ownState(conds[0], of: entry, Ctx(type: entry, file: entry.file, scene: .standard)) {
                    let ctx = Ctx(type: entry, file: entry.file, scene: .standard)
                    if [then, els].contains(where: { !showsProjectView($0, ctx) && setsFlag($0, flag) }) { answer = false }
                }
            default:
                answer = false
            }
        }
        if !answer, quick?.mayShowStoredCase == true {
            answer = showsViewOfStoredCase(entry)
        }
        routerViews[key] = answer
        return answer
    }

    /// The one expression a view's `body` shows (local bindings, `@Bindable var router = router`,
    /// may come first); nil when it shows more, or something else.
    func soleBodyExpression(_ entry: TypeIndex.Entry) -> SExpr? {
        guard let all = bodyStatements(entry) else { return nil }
        let shown = all.filter { if case .binding = $0 { return false } else { return true } }
        guard shown.count == 1 else { return nil }
        switch shown[0] {
        case .expr(let x), .returnStmt(let x?, _): return x
        default: return nil
        }
    }

    /// A view whose `body` shows the view a stored enum value builds (`section.content`, a
    /// computed property or method of the enum that switches over `self`), in a navigation
    /// stack or group of its own and with modifiers that add no control: the per-tab root
    /// of `ForEach(Section.allCases) { SectionRoot(section: $0) }`. Looked through as a
    /// router view is: the case given picks the view.
    private func showsViewOfStoredCase(_ entry: TypeIndex.Entry) -> Bool {
        guard let e = soleBodyExpression(entry) else { return false }
        func isViewOfCase(_ e: SExpr) -> Bool {
            if modelMethodSwitch(e, entry) != nil { return true }
            guard let (base, member) = Self.viewOfStoredValue(e), let v = index.variable(base, of: entry), v.getter == nil, !v.isStatic,
                  let t = v.type.map(TypeText.normalized), let owner = index.lookup(t, from: entry.file), owner.kind == .enum else { return false }
            return index.variable(member, of: owner)?.getter != nil || !index.functions(member, of: owner).isEmpty
        }
        return shownThrough(e, until: isViewOfCase) != nil
    }

    /// Down the modifiers that neither add nor present (a destination may be among them) and
    /// the one closure of a stack or group, to the first expression `until` accepts; nil when
    /// something else comes first.
    func shownThrough(_ e: SExpr, until found: (SExpr) -> Bool) -> SExpr? {
        var x = e
        for _ in 0..<64 {
            if found(x) { return x }
            if case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
                guard m == "navigationDestination" || (!Self.addsToWrapped.contains(m) && !Self.presenting.contains(m)) else { return nil }
                x = base
                continue
            }
            if case .call(_, let args, let trailing, _) = x, let n = x.calleeName, Self.lookThrough.contains(n) {
                let closures = (args + trailing).filter { isClosure($0.value) }
                guard closures.count == 1, case .closure(_, let inside, _) = closures[0].value, inside.count == 1,
                      case .expr(let y) = inside[0] else { return nil }
                x = y
                continue
            }
            return nil
        }
        return nil
    }

    /// The one statement of a view's body, the `switch` or `if` a router view picks its
    /// view by (`isRouterView`), also inside a plain container (`soleChoiceInContainer`).
    func routerChoice(_ entry: TypeIndex.Entry) -> SStmt? {
        guard let body = bodyStatements(entry), body.count == 1 else { return nil }
        var only = body[0]
        if case .expr(.statement(let s, _)) = only { only = s }
        if case .returnStmt(.statement(let s, _)?, _) = only { only = s }
        if case .expr(let e) = only, let inside = soleChoiceInContainer(e) { only = inside }
        if case .expr(let e) = only, let inside = switchOfEnumMember(e, entry) { only = inside }
        if case .returnStmt(let e?, _) = only, let inside = switchOfEnumMember(e, entry) { only = inside }
        if case .expr(let e) = only, let inside = modelMethodSwitch(e, entry) { only = inside }
        if case .expr(let e) = only, let inside = choiceOfGivenContainer(e, entry) { only = inside }
        if case .returnStmt(let e?, _) = only, let inside = choiceOfGivenContainer(e, entry) { only = inside }
        return only
    }

    /// `flow.view(for: flow.root)` of a model the view holds (`@StateObject private var flow`),
    /// whose method is one `switch` over its parameter (`switch step { case .signIn: SignInView() ... }`),
    /// given a stored property of that model: the `switch` it amounts to, over `flow.root`. Looked
    /// for down modifiers and the one closure of a stack (`NavigationStack(path: $flow.path) { ... }`).
    /// Nil for anything else.
    func modelMethodSwitch(_ e: SExpr, _ entry: TypeIndex.Entry) -> SStmt? {
        // What a modifier adds goes with each view shown (`hits` hands the chain on as their
        // wrappers); a sheet around them all would be drawn once per view, so not with one.
        guard let x = shownThrough(e, until: { isCallOfStoredModel($0, entry) }),
              case .call(.member(.name(let object, let l)?, let method, _), let args, _, _) = x else { return nil }
        let ctx = Ctx(type: entry, file: entry.file, scene: .standard)
        guard let t = typeOf(.name(object, l), ctx), let model = index.lookup(t, in: ctx),
              let f = index.functions(method, of: model).first(where: { !$0.isStatic && !$0.params.isEmpty }) else { return nil }
        var only = f.body.count == 1 ? f.body[0] : nil
        if case .returnStmt(.statement(let st, _)?, _)? = only { only = st }
        if case .expr(.statement(let st, _))? = only { only = st }
        guard case .switchStmt(.name(let p, _), let cases, let sl)? = only, cases.count > 1,
              let i = f.params.firstIndex(where: { $0.name == p }), let arg = Self.matchArguments(f.params, args)[i],
              case .member(.name(object, _)?, let property, _) = arg, let pv = index.variable(property, of: model), pv.getter == nil,
              !pv.isStatic else { return nil }
        return .switchStmt(subject: arg, cases: cases, sl)
    }

    /// Whether a modifier chain is around `flow.view(for: flow.root)` (`modelMethodSwitch`), in the view being read.
    func isStoredCaseCall(_ e: SExpr, _ ctx: Ctx) -> Bool {
        guard let t = ctx.type else { return false }
        return modelMethodSwitch(e, t) != nil
    }

    /// Whether `x` calls a method of a model class the view keeps as its state (`flow.view(for:)`).
    private func isCallOfStoredModel(_ x: SExpr, _ entry: TypeIndex.Entry) -> Bool {
        guard case .call(.member(.name(let object, let l)?, _, _), _, _, _) = x, let v = index.variable(object, of: entry),
              v.getter == nil, !v.isStatic,
              v.attributes.contains(where: { ["StateObject", "ObservedObject", "EnvironmentObject", "State", "Environment", "Bindable"].contains($0) })
        else { return false }
        let ctx = Ctx(type: entry, file: entry.file, scene: .standard)
        guard let t = typeOf(.name(object, l), ctx), let model = index.lookup(t, in: ctx) else { return false }
        return model.kind == .class
    }

    /// `session.stage.view()`, `router.route.destination`: a method or computed property of an
    /// enum of the project whose body is one `switch self`, read on a stored value of the view
    /// (its own property, or a property of a model it holds): the `switch` it amounts to, over
    /// that value, with the enum's cases. Nil for anything else.
    func switchOfEnumMember(_ e: SExpr, _ entry: TypeIndex.Entry) -> SStmt? {
        let base: SExpr, member: String
        switch e {
        case .member(let b?, let m, _): (base, member) = (b, m)
        case .call(.member(let b?, let m, _), let a, let t, _) where a.isEmpty && t.isEmpty: (base, member) = (b, m)
        default: return nil
        }
        let ctx = Ctx(type: entry, file: entry.file, scene: .standard)
        guard !isSelf(base), readsStoredProperty(base, of: entry), let t = typeOf(base, ctx),
              let owner = index.lookup(t, in: ctx), owner.kind == .enum else { return nil }
        var body: [SStmt]?
        if let v = index.variable(member, of: owner), !v.isStatic { body = v.getter }
        else if let f = index.functions(member, of: owner).first(where: { !$0.isStatic && $0.params.isEmpty }) { body = f.body }
        guard var only = body?.count == 1 ? body?[0] : nil else { return nil }
        if case .returnStmt(.statement(let s, _)?, _) = only { only = s }
        if case .expr(.statement(let s, _)) = only { only = s }
        guard case .switchStmt(let subject, let cases, let l) = only, isSelf(subject) else { return nil }
        return .switchStmt(subject: base, cases: cases, l)
    }

    /// `if step == .login { A() }; if step == .register { B() }`, one `if` per case of the same
    /// variable and no `else` (or `if case .confirm(let email) = step`): the `switch` it amounts
    /// to; nil for anything else.
    /// `if index == 0 { A() } else if index == 1 { B() } else { C() }`: the `switch` it
    /// amounts to (the last `else` its `default:`), when every condition compares one variable
    /// with a literal or a case; nil otherwise.
    static func ifElseAsSwitch(_ st: SStmt, members: Bool = false) -> SStmt? {
        var cases: [SCase] = []
        var subject: SExpr?
        var name: String?
        var next: SStmt? = st
        while let c = next, cases.count < 32 {
            guard case .ifStmt(let conds, let then, let els, let l) = c, conds.count == 1,
                  case .binary(let lhs, "==", let rhs, _) = conds[0] else { return nil }
            switch rhs {
            case .member(nil, _, _), .number, .string, .member(.name?, _, _): break
            default: return nil
            }
            var n: String?
            if case .name(let x, _) = lhs { n = x }
            if case .member(.name("self", _)?, let x, _) = lhs { n = x }
            // `if store.page == .home { ... } else if store.page == .detail { ... }`, when asked.
            if members, n == nil, case .member(.name(let object, _)?, let x, _) = lhs { n = object + "." + x }
            guard let n, name == nil || name == n else { return nil }
            name = n
            subject = subject ?? lhs
            cases.append(SCase(patterns: [rhs], isDefault: false, body: then, loc: l))
            next = nil
            if let els {
                if els.count == 1, case .ifStmt = els[0] {
                    next = els[0]
                } else {
                    cases.append(SCase(patterns: [], isDefault: true, body: els, loc: l))
                }
            }
        }
        guard let subject, cases.count > 1 else { return nil }
        return .switchStmt(subject: subject, cases: cases, cases[0].loc)
    }

    static func ifChainAsSwitch(_ body: [SStmt]) -> SStmt? {
        var subject: SExpr?
        var name: String?
        var cases: [SCase] = []
        /// The variable a subject names (`step`, `self.step`).
        func named(_ e: SExpr) -> String? {
            if case .name(let x, _) = e { return x }
            if case .member(let base?, let x, _) = e, case .name("self", _) = base { return x }
            return nil
        }
        for st in body {
            // `if case .confirm(let email) = step { ... }`, read as a `switch` of one case.
            if case .switchStmt(let s, let one, _) = st, one.count == 1, !one[0].isDefault {
                guard let n = named(s), name == nil || name == n else { return nil }
                name = n
                subject = subject ?? s
                cases.append(one[0])
                continue
            }
            guard case .ifStmt(let conds, let then, nil, let l) = st, conds.count == 1,
                  case .binary(let lhs, "==", let rhs, _) = conds[0], case .member(_, let c, _) = rhs else { return nil }
            guard let n = named(lhs), name == nil || name == n else { return nil }
            name = n
            subject = subject ?? lhs
            cases.append(SCase(patterns: [.member(nil, c, rhs.loc)], isDefault: false, body: then, loc: l))
        }
        guard let subject, cases.count > 1 else { return nil }
        return .switchStmt(subject: subject, cases: cases, cases[0].loc)
    }

    /// `Group { switch stage { ... } }.animation(.default, value: stage)`: the one `switch`
    /// or `if` a plain container holds, with modifiers around it that neither present nor
    /// navigate; nil for anything else.
    func soleChoiceInContainer(_ e: SExpr, depth: Int = 0) -> SStmt? {
        var x = e
        // (A destination on the choice, `Group { if ... }.navigationDestination(for:)`, serves each
        // view it shows: `hits` hands it on with them.)
        while case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
            guard Self.plainModifiers.contains(m) || m == "navigationDestination" else { return nil }
            x = base
        }
        // `NavigationStack(path: $router.path) { ... }`: the stack the choice's views are shown in.
        guard case .call(_, let args, let trailing, _) = x, let n = x.calleeName, Self.choiceContainers.contains(n),
              args.isEmpty || (n == "NavigationStack" && args.count == 1 && args[0].label == "path"),
              trailing.count == 1, case .closure(_, var body, _) = trailing[0].value else { return nil }
        // `GeometryReader { proxy in let width = proxy.size.width; ZStack { if ... } }`: values named first.
        body.removeAll { if case .binding = $0 { return true } else { return false } }
        if body.count > 1 { return Self.ifChainAsSwitch(body) }
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .expr(.statement(let st, _)), .returnStmt(.statement(let st, _)?, _): return st
        case .switchStmt, .ifStmt: return body[0]
        // `NavigationStack { Group { switch stage { ... } } }`: containers within containers.
        case .expr(let inner) where depth < 3: return soleChoiceInContainer(inner, depth: depth + 1)
        default: return nil
        }
    }

    /// `RootSwitcher(showMain: app.signedIn) { MainTabs() } onboarding: { Welcome() }`: a container
    /// of the project (`isContainerView`) whose body only picks one of the views it holds by an
    /// `if` over plain properties the call gives (no state of its own): the choice as if the caller
    /// wrote it, the call's values in the condition and the call's views in the branches. The view
    /// that makes the call is then a router (rule 32) like one that writes the `if` itself. Nil
    /// for anything else.
    @inline(never)
    func choiceOfGivenContainer(_ e: SExpr, _ entry: TypeIndex.Entry) -> SStmt? {
        var x = e
        while case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
            guard Self.plainModifiers.contains(m) else { return nil }
            x = base
        }
        let ctx = Ctx(type: entry, file: entry.file, scene: .standard)
        guard case .call(_, let args, let trailing, _) = x, let n = x.calleeName, TypeText.isUpper(n),
              let c = index.lookup(n, in: ctx), c !== entry, index.isView(c), isContainerView(c),
              let body = bodyStatements(c), body.count == 1 else { return nil }
        var choice: SStmt?
        switch body[0] {
        case .ifStmt: choice = body[0]
        case .expr(.statement(let s, _)), .returnStmt(.statement(let s, _)?, _): choice = s
        case .expr(let y), .returnStmt(let y?, _): choice = soleChoiceInContainer(y)
        default: break
        }
        guard case .ifStmt(let conds, let then, let els?, let l)? = choice, !conds.isEmpty else { return nil }
        // The values the call gives the container's plain properties, by label.
        var values: [String: SExpr] = [:]
        for a in args {
            guard let label = a.label, let v = index.variable(label, of: c), v.getter == nil, !v.isStatic,
                  v.attributes.isEmpty else { continue }
            values[label] = a.value
        }
        /// The condition with each of the container's properties read in it replaced by the call's value.
        func given(_ cond: SExpr) -> SExpr? {
            switch cond {
            case .name(let p, _): return values[p]
            case .member(let b?, let p, _) where isSelf(b): return values[p]
            case .prefix("!", let y, let pl): return given(y).map { .prefix("!", $0, pl) }
            case .binary(let lhs, let op, let rhs, let bl) where ["==", "!="].contains(op):
                guard let left = given(lhs) else { return nil }
                // The other side a literal or a case (`mode == .compact`), nothing of the container's.
                switch rhs {
                case .member(nil, _, _), .bool, .number, .string: return .binary(left, op, rhs, bl)
                default: return nil
                }
            default: return nil
            }
        }
        let swapped = conds.compactMap(given)
        guard swapped.count == conds.count else { return nil }
        let views = givenToType(c, args: args, trailing: trailing, ctx)
        /// The statements a branch stands for: those of the one view it shows of what the call gave.
        func branch(_ stmts: [SStmt]) -> [SStmt]? {
            var shown: Set<String> = []
            visit(stmts) { y in
                switch y {
                case .name(let p, _): if views[p] != nil { shown.insert(p) }
                case .member(let b?, let p, _) where self.isSelf(b): if views[p] != nil { shown.insert(p) }
                default: break
                }
            }
            guard shown.count == 1, let view = views[shown.first!], view.ctx.type === entry else { return nil }
            if case .closure(_, let inside, _) = view.expr { return inside }
            return [.expr(view.expr)]
        }
        guard let a = branch(then), let b = branch(els) else { return nil }
        return .ifStmt(conditions: swapped, then: a, else: b, l)
    }

    /// Modifiers that add controls, screens or a title around a view: a wrapper that applies
    /// one is no pure wrapper.
    static let addsToWrapped: Set<String> = [
        "toolbar", "navigationTitle", "navigationBarTitle", "navigationDestination", "onTapGesture", "alert",
        "confirmationDialog", "overlay", "safeAreaInset", "background", "swipeActions", "contextMenu", "navigationBarItems",
        "searchable", "refreshable", "onLongPressGesture", "gesture", "inspector",
    ]

    /// Containers that may hold a router view's one choice: a plain stack or group, or the
    /// navigation stack the choice's views are shown in (`NavigationStack { switch step { ... } }`).
    static let choiceContainers: Set<String> = ["Group", "ZStack", "VStack", "NavigationStack", "NavigationView", "GeometryReader"]

    /// Modifiers that change how a view looks or animates, or run work when it appears or a
    /// value changes (`.onAppear { restoreSession() }` on an app's root `switch phase`): never
    /// what it presents. What such work sets is the choice made by code, as any other.
    static let plainModifiers: Set<String> = [
        "animation", "transition", "frame", "background", "ignoresSafeArea", "preferredColorScheme", "tint",
        "environment", "environmentObject", "id", "padding", "foregroundStyle", "font",
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "modelContainer", "accentColor",
        // An alert the choice shows over whichever view it picks (`Please update`): no control of its own.
        "alert",
    ]

    /// Whether an expression reads a stored property (no getter) of the type, or the state
    /// of a project type's shared instance (`AuthStore.shared.token`, a static property).
    private func readsStoredProperty(_ e: SExpr, of entry: TypeIndex.Entry) -> Bool {
        var found = false
        visit([.expr(e)]) { x in
            switch x {
            case .name(let n, _):
                if let v = index.variable(n, of: entry), v.getter == nil { found = true }
            case .member(.name(let t, _)?, let m, _) where TypeText.isUpper(t):
                if let owner = index.lookup(t, in: Ctx(type: entry, file: entry.file, scene: .standard)), owner.kind != .enum,
                   let v = index.variable(m, of: owner), v.isStatic {
                    found = true
                }
            default:
                break
            }
        }
        return found
    }

    /// Statements that only build views (a call of a type, modifiers on it), with no control and no title;
    /// a branch may name a value first (`let model = ...`) and wrap its view in a container
    /// (`NavigationStack { SettingsView() }`).
    /// Whether a modifier chain around a container adds a control, a title or a destination.
    static func addsAround(_ e: SExpr) -> Bool {
        var x = e
        while case .call(.member(let base?, let m, _), _, _, _) = x, x.calleeName == nil {
            if ["navigationTitle", "navigationBarTitle", "toolbar", "sheet", "fullScreenCover", "navigationDestination",
                "onTapGesture"].contains(m) { return true }
            x = base
        }
        return false
    }

    func onlyShowsViews(_ stmts: [SStmt], _ entry: TypeIndex.Entry, depth: Int = 0) -> Bool {
        stmts.contains { if case .binding = $0 { return false } else { return !Self.isBackdrop($0) } } && stmts.allSatisfy { st in
            switch st {
            case .binding:
                return true
            // `ZStack { Color.blue.ignoresSafeArea(); WelcomeView() }`: a colour or shape behind the view.
            case _ where Self.isBackdrop(st):
                return true
            // `welcomeFlow`, a computed property of the view (`var welcomeFlow: some View {
            // WelcomeView(done: $done) }`): what its getter shows.
            case .expr(.name(let n, _)), .expr(.member(.name("self", _)?, let n, _)):
                guard depth < 4, let v = index.variable(n, of: entry), !v.isStatic, let getter = v.getter else { return false }
                return onlyShowsViews(getter, entry, depth: depth + 1)
            case .expr(let e), .returnStmt(let e?, _):
                // `NavigationStack { SettingsView() }`: what the container holds (and no modifier
                // on it that adds a control or a destination: `ScrollView { ... }.navigationDestination(...)`
                // is a screen's content).
                if let n = baseCallee(e), Self.lookThrough.contains(n), case .call(_, let a, let t, _) = baseCall(e),
                   a.isEmpty || a.allSatisfy({ $0.label == "content" }), let only = (a + t).first?.value,
                   (a + t).count == 1, case .closure(_, let inside, _) = only, !Self.addsAround(e) {
                    return onlyShowsViews(inside, entry, depth: depth)
                }
                var ok = true
                visit([.expr(e)]) { x in
                    guard case .call(let c, _, _, _) = x else { return }
                    // (A `ForEach` shows rows of data: the content of a screen, not another view.)
                    if let n = x.calleeName, ["Button", "NavigationLink", "Link", "Toggle", "TextField", "Menu", "ForEach"].contains(n) {
                        ok = false
                    }
                    if case .member(_, let m, _) = c, ["navigationTitle", "navigationBarTitle", "toolbar", "sheet",
                                                        "fullScreenCover", "navigationDestination", "onTapGesture"].contains(m) {
                        ok = false
                    }
                }
                // Each branch current.builds another View type (`TruckView(...)`), not content of its own (`viewMode`).
                // `screen.destination`, `route.makeView()` of a stored property whose type is the
                // project's (an enum that builds its views): another view, picked by the value.
                if baseCallee(e) == nil, let n = Self.viewOfStoredValue(e), let v = index.variable(n.base, of: entry), v.getter == nil,
                   let t = v.type.map(TypeText.normalized), let owner = index.lookup(t, from: entry.file),
                   index.variable(n.member, of: owner) != nil || !index.functions(n.member, of: owner).isEmpty {
                    return ok
                }
                // A split view or tab view of SwiftUI's is a screen's own layout, not another view:
                // `if compact { PhoneTabs() } else { NavigationSplitView { Sidebar() } ... }` is a screen.
                guard let n = baseCallee(e), TypeText.isUpper(n), !Self.lookThrough.contains(n),
                      !(["NavigationSplitView", "TabView"].contains(n) && index.lookup(n, from: entry.file) == nil) else { return false }
                return ok
            // (`else if let member = session.member { HomeTabs(...) }` with no last `else`: nothing else shows.)
            case .ifStmt(_, let then, let els, _):
                return onlyShowsViews(then, entry, depth: depth) && (els.map { onlyShowsViews($0, entry, depth: depth) } ?? (depth == 0 || stmts.count == 1))
            // `if let picked { switch picked { case .plants: PlantsView() ... } }`: a choice within the choice.
            case .switchStmt(_, let cases, _):
                return depth < 4 && !cases.isEmpty
                    && cases.allSatisfy { Self.showsNoView($0.body) || onlyShowsViews($0.body, entry, depth: depth + 1) }
            default:
                return false
            }
        }
    }

    /// A colour, gradient or shape of SwiftUI's with modifiers that add nothing
    /// (`Color.blue.ignoresSafeArea()`, `LinearGradient(...)`): drawn behind a view, no view of its own.
    static func isBackdrop(_ st: SStmt) -> Bool {
        guard case .expr(var e) = st else { return false }
        while case .call(.member(let base?, let m, _), _, _, _) = e, e.calleeName == nil {
            guard plainModifiers.contains(m) || ["opacity", "blur", "edgesIgnoringSafeArea", "fill"].contains(m) else { return false }
            e = base
        }
        let shapes: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "Rectangle", "RoundedRectangle",
                                   "Circle", "Capsule", "Ellipse", "Spacer"]
        switch e {
        case .member(.name(let t, _)?, _, _): return t == "Color"
        case .call(.name(let t, _), _, _, _): return shapes.contains(t)
        default: return false
        }
    }

    /// A local name (`let x = ...`, `if let x = ...`): what is known of its value; a view
    /// the code was given, called (`if let destination = destination?()`), is that view.
    func bindLocal(_ name: String, type: String?, value: SExpr?, _ ctx: inout Ctx) {
        var callee = value
        if case .call(let c, let a, let t, _)? = callee, a.isEmpty, t.isEmpty { callee = c }
        if case .postfix(let x, _, _)? = callee { callee = x }
        if case .name(let n, _)? = callee, ctx.env[n] == nil, let given = ctx.viewArgs[n], type == nil {
            // The closure called: the view it returns.
            if case .closure(_, let body, _) = given.expr, body.count == 1, case .expr(let only) = body[0] {
                ctx.viewArgs[name] = ViewArgument(expr: only, ctx: given.ctx)
            } else {
                ctx.viewArgs[name] = given
            }
            ctx.env[name] = nil
            return
        }
        ctx.env[name] = type.map { .typed(TypeText.normalized($0)) } ?? value.map { valueOf($0, ctx) } ?? .unknown
    }

    /// `let cell = NavigationLink(...) { ... }`, `let view = SettingsView(model: model)`: a view
    /// kept in a local stands for that view where the code shows or returns it.
    func bindLocalView(_ name: String, type: String?, value: SExpr?, _ ctx: inout Ctx) {
        // `let showing = Binding(get: { sheet != nil }, set: ...)`: a binding made in the body,
        // kept as written for the presentation it is handed to (`computedBindingGetter`).
        if let value, case .call(let c, _, _, _) = value, c.lastName == "Binding" || c.lastName.map({ $0.hasPrefix("Binding<") }) == true {
            ctx.viewArgs[name] = ViewArgument(expr: value, ctx: ctx)
            ctx.env[name] = nil
            return
        }
        // `if let action = onTap { Button(action: action) { ... } }`: the closure the view was given, by another name.
        if type == nil, case .name(let n, _)? = value, n != name, let given = ctx.viewArgs[n], ctx.env[n] == nil {
            ctx.viewArgs[name] = given
            ctx.env[name] = nil
            return
        }
        guard type == nil, let value, ctx.viewArgs[name] == nil,
              constructsView(value, ctx) || baseCallee(value) == "NavigationLink" else { return }
        ctx.viewArgs[name] = ViewArgument(expr: value, ctx: ctx)
        ctx.env[name] = nil
    }

    /// `screen.destination` or `screen.view()`: the stored property read and the member.
    static func viewOfStoredValue(_ e: SExpr) -> (base: String, member: String)? {
        switch e {
        case .member(.name(let b, _)?, let m, _): return (b, m)
        case .call(.member(.name(let b, _)?, let m, _), _, _, _): return (b, m)
        default: return nil
        }
    }

    /// Whether a View type only shows a stored property it was given (a lazy or generic wrapper).
    func isPureWrapper(_ entry: TypeIndex.Entry) -> Bool {
        if hostedProperty(entry) != nil { return true }
        guard lazyBody(entry)?.mayBeWrapper == true, let body = bodyStatements(entry), body.count == 1 else { return false }
        var e: SExpr?
        switch body[0] {
        case .expr(let x), .returnStmt(let x?, _): e = x
        default: return false
        }
        // `content.tint(.orange)`: modifiers that change how it looks, none that adds a control or a screen.
        while case .call(.member(let base?, let m, _), _, _, _)? = e, e?.calleeName == nil, !Self.addsToWrapped.contains(m),
              !Self.presenting.contains(m) {
            e = base
        }
        var name: String?
        switch e {
        case .name(let n, _)?: name = n
        case .call(.name(let n, _), let a, let t, _)? where a.isEmpty && t.isEmpty: name = n
        case .member(.name("self", _)?, let n, _)?: name = n
        case .call(.member(.name("self", _)?, let n, _), let a, let t, _)? where a.isEmpty && t.isEmpty: name = n
        default: return false
        }
        guard let name, let v = index.variable(name, of: entry) else { return false }
        return v.getter == nil
    }

    /// The stored property whose view a representable hosts whole: `makeUIViewController` (or
    /// `makeNSViewController`) makes a hosting controller of it (`ShakeController(rootView:
    /// rootView)`, a subclass of `UIHostingController`). Such a representable is a wrapper (UIKit
    /// only holds the view), looked through to the view the call gives; nil for any other type.
    func hostedProperty(_ entry: TypeIndex.Entry) -> String? {
        guard entry.inherits.contains(where: { $0 == "UIViewControllerRepresentable" || $0 == "NSViewControllerRepresentable" })
        else { return nil }
        var found: String?
        for part in entry.parts {
            for f in part.funcs where f.name == "makeUIViewController" || f.name == "makeNSViewController" {
                visit(f.body) { x in
                    guard found == nil, case .call(_, let args, _, _) = x, let a = args.first(where: { $0.label == "rootView" }) else { return }
                    var n: String?
                    switch a.value {
                    case .name(let p, _): n = p
                    case .member(let b?, let p, _) where self.isSelf(b): n = p
                    default: break
                    }
                    if let n, let v = self.index.variable(n, of: entry), v.getter == nil, !v.isStatic { found = n }
                }
            }
        }
        return found
    }

    /// The argument a call gives parameter number `i`: by its label, else by position.
    /// The function of that name a call means: among the overloads its labels fit
    /// (`TypeIndex.overloads`), the first whose parameters' types fit what is known of
    /// the arguments (`build(_ r: Route)` or `build(_ m: Modal)` given `.add`, a case of `Modal`).
    func function(_ name: String, of owner: TypeIndex.Entry, args: [SArg], _ ctx: Ctx) -> SFunc? {
        let fs = index.functions(name, of: owner, args: args)
        guard fs.count > 1 else { return fs.first }
        return fs.first { f in
            f.params.enumerated().allSatisfy { i, p in
                guard let type = p.type.map(TypeText.normalized), TypeText.isUpper(type),
                      let arg = Self.argument(for: p, at: i, in: args, of: f.params) else { return true }
                switch valueOf(arg, ctx) {
                case .enumCase(let t?, _):
                    return Self.sameTypeName(TypeText.normalized(t), type) || index.lookup(TypeText.normalized(t), in: ctx) == nil
                case .enumCase(nil, let c):
                    guard let e = index.lookup(type, in: ctx), e.kind == .enum else { return true }
                    return e.cases.contains(c)
                case .typed(let t):
                    let known = TypeText.normalized(t)
                    return Self.sameTypeName(known, type) || index.lookup(known, in: ctx) == nil || index.lookup(type, in: ctx) == nil
                default:
                    return true
                }
            }
        } ?? fs.first
    }

    /// Whether two type names as written name the same type: `Sheet.Kind` and `Kind` do.
    static func sameTypeName(_ a: String, _ b: String) -> Bool {
        a == b || a.split(separator: ".").last == b.split(separator: ".").last
    }

    static func argument(for p: SParam, at i: Int, in args: [SArg], of params: [SParam]) -> SExpr? {
        let matched = matchArguments(params, args)
        return i < matched.count ? matched[i] : nil
    }

    /// What each parameter is given, in order, as Swift matches a call: a labelled argument
    /// to the next parameter of that label (those between keep their defaults), an unlabelled
    /// one to the next unlabelled parameter, and a closure written without a label (a trailing
    /// closure) to the next parameter of function type, past defaulted ones
    /// (`row(title: "Edit", icon: "pencil") { ... }` with `isDestructive: Bool = false` between).
    static func matchArguments(_ params: [SParam], _ args: [SArg]) -> [SExpr?] {
        var out = [SExpr?](repeating: nil, count: params.count)
        var next = 0
        for a in args {
            guard next < params.count else { break }
            var k = next
            if let l = a.label {
                while k < params.count, params[k].label != l { k += 1 }
                guard k < params.count else { continue }
            } else {
                let closure: Bool
                if case .closure = a.value { closure = true } else { closure = false }
                while k < params.count {
                    let p = params[k]
                    if closure, p.type?.containsASCII("->") == true {
                        // As Swift scans forward: a defaulted closure parameter is passed over when a
                        // later one of function type must be given (`action: = {}, content: () -> C`).
                        if p.optional, params[(k + 1)...].contains(where: { !$0.optional && $0.type?.containsASCII("->") == true }) {
                            k += 1
                            continue
                        }
                        break
                    }
                    if p.label == nil, !closure || p.type == nil || !p.optional { break }
                    k += 1
                }
                if k == params.count { k = next }
            }
            out[k] = a.value
            next = k + 1
        }
        return out
    }

    /// Parameters bound to what is known of the arguments (the one way a call's arguments
    /// reach a method's or view function's parameters): by label, else by position.
    func bind(_ params: [SParam], _ args: [SArg], from ctx: Ctx, into inner: inout Ctx) {
        let matched = Self.matchArguments(params, args)
        for (i, p) in params.enumerated() {
            if let arg = matched[i] {
                var v = valueOf(arg, ctx)
                // `navigate(to destination: Route)` of `Router<Route: Hashable>`: the parameter's type
                // is the router's generic parameter, which tells nothing of the case's type.
                if case .enumCase(nil, let c) = v, let t = p.type.map(TypeText.normalized), TypeText.isUpper(t),
                   !(inner.type?.parts.contains { $0.genericParameters.contains(t) } ?? false) {
                    v = .enumCase(t, c)
                }
                // `update(signedIn: false)`: the literal, so that `self.signedIn = signedIn` in the body clears the flag.
                if case .bool(let b, _) = arg { v = .enumCase("Bool", b ? "true" : "false") }
                // `item("Feed", index: 0)` whose body sets `selected = index`: the number, as `case 0:` spells it.
                if case .number = arg { v = pushedValue(arg, ctx) }
                inner.env[p.name] = v
                // An entry of a literal array handed on (`cell(entry)`): what it was made with goes along.
                if case .name(let n, _) = arg, let fields = ctx.records[n] { inner.records[p.name] = fields } else { inner.records[p.name] = nil }
            } else if let d = p.literalDefault, d.hasPrefix(".") {
                // `_ option: ButtonStyleOption = .plain`, left out: that case.
                let t = p.type.map(TypeText.normalized)
                inner.env[p.name] = .enumCase(t.flatMap { TypeText.isUpper($0) ? $0 : nil }, String(d.dropFirst()))
            } else if let t = p.type {
                inner.env[p.name] = .typed(TypeText.normalized(t))
            }
        }
    }

    /// The project type of a receiver expression (a variable, a type name, a known enum case).
    func receiverType(_ base: SExpr, _ ctx: Ctx) -> TypeIndex.Entry? {
        if case .enumCase(let t?, _) = valueOf(base, ctx) { return index.lookup(t, in: ctx) }
        if let t = typeOf(base, ctx) { return index.lookup(t, in: ctx) }
        // `SignInCoordinator(app: app).start()`: a value made where it is used.
        if case .call(let c, _, _, _) = base, case .name(let n, _) = c, TypeText.isUpper(n) { return index.lookup(n, in: ctx) }
        return nil
    }
}

extension Ctx {
    init(type: TypeIndex.Entry?, file: Int, scene: SceneKind, env: [String: KValue]) {
        self.init(type: type, file: file, scene: scene)
        self.env = env
    }
}

