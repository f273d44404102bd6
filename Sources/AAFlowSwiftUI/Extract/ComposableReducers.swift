import AAFlow

/// Features of the Composable Architecture, followed as rule 29 follows
/// methods: a view sends an action to its store (`store.send(.addTapped)`,
/// or `send(.addTapped)` in a `@ViewAction` view, which sends
/// `.view(.addTapped)`); the feature's reducer (`Reduce { state, action in
/// switch action { ... } }` in its `body`, or `reduce(into:action:)`) sets
/// the state that presents (`state.destination = .add(...)`,
/// `state.settings = ...`) or pushes onto the stack
/// (`state.path.append(.detail(...))`). The view's presentations name that
/// state by key path (`.sheet(item: $store.scope(state:
/// \.destination?.add, action: \.destination.add))`): the variable is the
/// first name of the key path, held by the feature's `State`, and a second
/// name is the case of it that shows the content.
///
/// Not followed: actions a reducer sends itself (`.send`, `.run`), a
/// parent's reducer reacting to a child's delegate action, reducers built by
/// other means than `Reduce` and `reduce(into:action:)`.
extension Extraction {
    /// The feature a store's type names: `StoreOf<F>`, `Store<F.State, F.Action>`.
    func composableFeature(storeType t: String, _ ctx: Ctx) -> TypeIndex.Entry? {
        var text = Substring(t)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        var name: Substring?
        if text.hasPrefix("StoreOf<"), text.hasSuffix(">") {
            name = text.dropFirst(8).dropLast()
        } else if text.hasPrefix("Store<"), text.hasSuffix(">"), let comma = text.firstIndex(of: ",") {
            let state = text[text.index(text.startIndex, offsetBy: 6)..<comma]
            if state.hasSuffix(".State") { name = state.dropLast(6) }
        }
        guard let name, !name.isEmpty, let entry = index.lookup(String(name), in: ctx) else { return nil }
        return entry
    }

    /// The feature of the store an expression names; with no expression, the
    /// view's own `store` (a `@ViewAction` view's `send`).
    func composableFeature(ofStore e: SExpr?, _ ctx: Ctx) -> TypeIndex.Entry? {
        let loc = e?.loc ?? .none
        if let e, let t = typeOf(e, ctx), let f = composableFeature(storeType: t, ctx) { return f }
        // `viewStore.send(...)` in `WithViewStore(store, ...) { viewStore in ... }`: the view's store.
        if e == nil || e?.lastName == "viewStore" || e?.lastName == "store", let t = typeOf(.name("store", loc), ctx) {
            return composableFeature(storeType: t, ctx)
        }
        return nil
    }

    /// The feature's `State`, from code in it.
    func composableState(of feature: TypeIndex.Entry) -> TypeIndex.Entry? {
        index.lookup("State", in: Ctx(type: feature, file: feature.file, scene: .standard))
    }

    /// The case names an action is written with: `.view(.addTapped)` is `view`, `addTapped`.
    static func actionPath(_ e: SExpr) -> [String] {
        switch e {
        case .member(_, let n, _):
            return TypeText.isUpper(n) ? [] : [n]
        case .call(.member(_, let n, _), let args, _, _):
            guard !TypeText.isUpper(n) else { return [] }
            if let a = args.first?.value, args.count == 1 {
                switch a {
                case .member(nil, _, _), .call(.member(nil, _, _), _, _, _): return [n] + actionPath(a)
                default: break
                }
            }
            return [n]
        default:
            return []
        }
    }

    /// What sending `action` to a store of `feature` does: the reducer's cases
    /// for that action, followed. `fromView`: sent by a `@ViewAction` view's
    /// `send`, which wraps it in `.view(...)` (tried first, then as written).
    func reducerEffects(_ feature: TypeIndex.Entry, action: SExpr, fromView: Bool, loc: Loc, _ ctx: Ctx, level: Int) -> Effects {
        let written = Self.actionPath(action)
        guard !written.isEmpty else { return Effects() }
        let key = "reduce|\(index.id(of: feature))|\(written.joined(separator: "."))"
        guard !effectStack.contains(key) else { return Effects() }
        guard level < Self.maxNesting else {
            gaveUpAt(loc)
            return Effects()
        }
        effectStack.append(key)
        defer { effectStack.removeLast() }
        let reducers = reducerBodies(of: feature)
        for path in fromView ? [["view"] + written, written] : [written] {
            var out = Effects()
            var matched = false
            for r in reducers {
                var inner = Ctx(type: feature, file: feature.file, scene: ctx.scene)
                if let s = r.state, s != "_" { inner.env[s] = .typed("State") }
                let (found, any) = reducerCases(r.body, action: r.action, path: path, inner, level: level + 1)
                if any { matched = true }
                out.merge(found)
            }
            if matched { return out }
        }
        return Effects()
    }

    /// The reducers of a feature: each `Reduce { state, action in ... }` its
    /// `body` builds, and its `reduce(into:action:)`.
    func reducerBodies(of feature: TypeIndex.Entry) -> [(state: String?, action: String, body: [SStmt])] {
        var out: [(String?, String, [SStmt])] = []
        if let body = index.variable("body", of: feature)?.getter {
            visit(body) { e in
                guard case .call(let callee, let args, let trailing, _) = e, callee.lastName == "Reduce" else { return }
                for a in args + trailing {
                    if case .closure(let params, let stmts, _) = a.value, params.count == 2 {
                        out.append((params[0], params[1], stmts))
                    }
                }
            }
        }
        for f in index.functions("reduce", of: feature) where f.params.count == 2 {
            out.append((f.params[0].name, f.params[1].name, f.body))
        }
        return out
    }

    /// The effects of the cases of `switch action` (at any depth of `if`s and
    /// blocks) that match the action's case names; a case that binds the rest
    /// (`case let .view(viewAction)`) is read on in its own `switch viewAction`.
    func reducerCases(_ stmts: [SStmt], action: String, path: [String], _ ctx: Ctx, level: Int) -> (Effects, Bool) {
        var out = Effects()
        var matched = false
        for st in stmts {
            switch st {
            case .switchStmt(let subject, let cases, _):
                guard subject.lastName == action, case .name = Self.unwrapped(subject) else { continue }
                for c in cases where !c.isDefault {
                    for p in c.patterns {
                        switch Self.match(p, path[...]) {
                        case .whole:
                            matched = true
                            out.merge(effects(of: c.body, ctx, level: level))
                        case .bound(let name, let rest):
                            let (found, any) = reducerCases(c.body, action: name, path: Array(rest), ctx, level: level)
                            if any { matched = true }
                            out.merge(found)
                        case .no:
                            break
                        }
                    }
                }
            case .ifStmt(_, let then, let els, _):
                for part in [then, els ?? []] {
                    let (found, any) = reducerCases(part, action: action, path: path, ctx, level: level)
                    if any { matched = true }
                    out.merge(found)
                }
            case .block(let body, _):
                let (found, any) = reducerCases(body, action: action, path: path, ctx, level: level)
                if any { matched = true }
                out.merge(found)
            default:
                continue
            }
        }
        return (out, matched)
    }

    private static func unwrapped(_ e: SExpr) -> SExpr {
        if case .postfix(let x, _, _) = e { return unwrapped(x) }
        return e
    }

    enum ActionMatch {
        case no
        case whole
        /// The case matched the first names and binds the rest of the action to a name.
        case bound(String, ArraySlice<String>)
    }

    /// Whether a case pattern (`.addTapped`, `.view(.addTapped)`, `.view(let a)`) matches an action's case names.
    static func match(_ p: SExpr, _ path: ArraySlice<String>) -> ActionMatch {
        guard let first = path.first else { return .no }
        switch p {
        case .member(_, let n, _):
            return n == first && path.count == 1 ? .whole : .no
        case .call(.member(_, let n, _), let args, _, _):
            guard n == first else { return .no }
            let rest = path.dropFirst()
            if rest.isEmpty { return .whole }
            guard let a = args.first?.value else { return .no }
            switch a {
            case .name(let v, _): return v == "_" ? .whole : .bound(v, rest)
            case .member, .call: return match(a, rest)
            default: return .no
            }
        default:
            return .no
        }
    }

    /// A presentation driven by a store's state (`$store.scope(state: \.destination?.add,
    /// action: ...)`, `store.scope(state: \.$settings, ...)`): the type that holds the state
    /// (the feature's `State`), the variable, and the case of it that shows the content, if one.
    func composableScope(_ binding: SExpr, _ ctx: Ctx) -> (owner: String?, name: String, caseName: String?)? {
        guard case .call(.member(let store?, "scope", _), let args, _, _) = binding,
              case .keyPath(let text, _)? = args.labelled("state") else { return nil }
        let names = text.split(separator: ".").map { part in
            String(part.filter { $0 != "?" && $0 != "!" && $0 != "$" })
        }.filter { !$0.isEmpty }
        guard let name = names.first, !TypeText.isUpper(name) else { return nil }
        let owner = composableFeature(ofStore: stripDollar(store), ctx).flatMap(composableState).map(index.id(of:))
        return (owner, name, names.count > 1 ? names[1] : nil)
    }
}
