/// Which View types an expression builds: the start screen of a scene, the
/// screens a destination or presentation shows (every branch, rule 6), and
/// what is inline content with no type of its own (rule 21).
enum Hit {
    /// A View type of the project, constructed by this call (nil when used as a value).
    case type(TypeIndex.Entry, [SArg])
    /// A `TabView` built right here.
    case tabView(SExpr, Ctx)
}

extension Extraction {
    static let lookThrough: Set<String> = [
        "NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "HStack", "ScrollView",
        "LazyVStack", "LazyHStack", "GeometryReader", "ScrollViewReader", "ViewThatFits", "AnyView",
        "ZStackLayout", "VStackLayout", "HStackLayout",
    ]

    /// The View types an expression builds, looking through containers,
    /// modifiers and views made by functions and properties (rule 2); every
    /// branch of an `if`/`switch`, the first that builds one of a sequence.
    func hits(_ e: SExpr, _ ctx: Ctx, usedDefault: inout Bool, depth: Int = 0) -> [Hit] {
        guard depth < 12 else { return [] }
        switch e {
        case .call(let callee, let args, let trailing, _):
            if let name = e.calleeName {
                if name == "TabView" { return [.tabView(e, ctx)] }
                if let entry = index.lookup(name, in: ctx), index.isView(entry) {
                    // A wrapper whose body only shows what it was given (`LazyView(DetailView())`): looked through.
                    if isPureWrapper(entry) {
                        for a in args + trailing {
                            let h = hits(a.value, ctx, usedDefault: &usedDefault, depth: depth + 1)
                            if !h.isEmpty { return h }
                        }
                    }
                    return [.type(entry, args + trailing.map { SArg(label: $0.label ?? "content", value: $0.value) })]
                }
                if Self.lookThrough.contains(name) {
                    for a in args + trailing {
                        let h = hits(a.value, ctx, usedDefault: &usedDefault, depth: depth + 1)
                        if !h.isEmpty { return h }
                    }
                    return []
                }
                if index.lookup(name, in: ctx) == nil, let t = ctx.type, let f = index.functions(name, of: t, args: args).first {
                    return hits(function: f, owner: t, args: args, ctx, usedDefault: &usedDefault, depth: depth)
                }
                return []
            }
            switch callee {
            case .member(let base?, let n, _):
                // A function of a project value (`factory.makeView()`), or a modifier of a view.
                if let owner = receiverType(base, ctx), let f = index.functions(n, of: owner, args: args).first {
                    var inner = ctx
                    if case .enumCase(let t?, let c) = valueOf(base, ctx) {
                        inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                        inner.env["self"] = .enumCase(t, c)
                    }
                    return hits(function: f, owner: owner, args: args, inner, usedDefault: &usedDefault, depth: depth)
                }
                return hits(base, ctx, usedDefault: &usedDefault, depth: depth + 1)
            case .member(nil, let n, _):
                // `.init(...)`-like static factories: not followed.
                _ = n
                return []
            default:
                return []
            }
        case .name(let n, _):
            if let t = ctx.type, ctx.env[n] == nil, let v = index.variable(n, of: t), let getter = v.getter {
                return hits(getter, Ctx(type: t, file: t.file, scene: ctx.scene, env: ctx.env), usedDefault: &usedDefault, depth: depth + 1)
            }
            if TypeText.isUpper(n), let entry = index.lookup(n, in: ctx), index.isView(entry) { return [.type(entry, [])] }
            return []
        case .member(.name(let t, _)?, "init", _) where TypeText.isUpper(t):
            // `ItemView.init` passed as a function.
            if let entry = index.lookup(t, in: ctx), index.isView(entry) { return [.type(entry, [])] }
            return []
        case .member(let base?, let n, _):
            if isSelf(base) { return hits(.name(n, e.loc), ctx, usedDefault: &usedDefault, depth: depth) }
            if let owner = receiverType(base, ctx), let v = index.variable(n, of: owner), let getter = v.getter {
                var inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                if case .enumCase(let t?, let c) = valueOf(base, ctx) { inner.env["self"] = .enumCase(t, c) }
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
            return hits(x, ctx, usedDefault: &usedDefault, depth: depth + 1)
        default:
            return []
        }
    }

    func hits(_ stmts: [SStmt], _ ctx: Ctx, usedDefault: inout Bool, depth: Int) -> [Hit] {
        var ctx = ctx
        for s in stmts {
            var h: [Hit] = []
            switch s {
            case .expr(let e), .returnStmt(let e?, _):
                h = hits(e, ctx, usedDefault: &usedDefault, depth: depth)
            case .binding(let name, let type, let value, _):
                ctx.env[name] = type.map { .typed(TypeText.normalized($0)) } ?? value.map { valueOf($0, ctx) } ?? .unknown
            case .ifStmt(let conds, let then, let els, _):
                if conds.count == 1, let m = modeValue(conds[0], ctx) {
                    h = hits(m ? then : (els ?? []), ctx, usedDefault: &usedDefault, depth: depth + 1)
                } else {
                    h = hits(then, ctx, usedDefault: &usedDefault, depth: depth + 1)
                    if let els { h += hits(els, ctx, usedDefault: &usedDefault, depth: depth + 1) }
                }
            case .switchStmt(let subject, let cases, _):
                let chosen = chosenCases(subject, cases, ctx)
                if chosen.usedDefault { usedDefault = true }
                for c in chosen.cases { h += hits(c.body, ctx, usedDefault: &usedDefault, depth: depth + 1) }
            case .block(let body, _):
                h = hits(body, ctx, usedDefault: &usedDefault, depth: depth + 1)
            default:
                break
            }
            if !h.isEmpty { return h }
        }
        return []
    }

    func hits(function f: SFunc, owner: TypeIndex.Entry, args: [SArg], _ ctx: Ctx, usedDefault: inout Bool, depth: Int) -> [Hit] {
        var inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
        if let s = ctx.env["self"], ctx.type === owner { inner.env["self"] = s }
        bind(f.params, args, from: ctx, into: &inner)
        return hits(f.body, inner, usedDefault: &usedDefault, depth: depth + 1)
    }

    /// Whether a View type only shows a stored property it was given (a lazy or generic wrapper).
    func isPureWrapper(_ entry: TypeIndex.Entry) -> Bool {
        guard let body = bodyStatements(entry), body.count == 1 else { return false }
        var e: SExpr?
        switch body[0] {
        case .expr(let x), .returnStmt(let x?, _): e = x
        default: return false
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

    /// Parameters bound to what is known of the arguments.
    func bind(_ params: [SParam], _ args: [SArg], from ctx: Ctx, into inner: inout Ctx) {
        for (i, p) in params.enumerated() {
            let arg = args.first(where: { $0.label != nil && $0.label == p.label })?.value
                ?? (i < args.count && args[i].label == nil ? args[i].value : nil)
            if let arg {
                var v = valueOf(arg, ctx)
                if case .enumCase(nil, let c) = v, let t = p.type.map(TypeText.normalized), TypeText.isUpper(t) { v = .enumCase(t, c) }
                inner.env[p.name] = v
            } else if let t = p.type {
                inner.env[p.name] = .typed(TypeText.normalized(t))
            }
        }
    }

    /// The project type of a receiver expression (a variable, a type name, a known enum case).
    func receiverType(_ base: SExpr, _ ctx: Ctx) -> TypeIndex.Entry? {
        if case .enumCase(let t?, _) = valueOf(base, ctx) { return index.lookup(t, in: ctx) }
        if let t = typeOf(base, ctx) { return index.lookup(t, in: ctx) }
        return nil
    }
}

extension Ctx {
    init(type: TypeIndex.Entry?, file: Int, scene: SceneKind, env: [String: KValue]) {
        self.init(type: type, file: file, scene: scene)
        self.env = env
    }
}
