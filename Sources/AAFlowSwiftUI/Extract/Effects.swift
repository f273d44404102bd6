import AAFlow

/// What an action does to navigation: the bindings it sets, the values it
/// pushes onto a path, whether it dismisses, and the timers it starts.
/// Calls into methods of project types, and closures a view was given, are
/// followed to any depth (rules 24 and 29), every branch; cycles stop.
struct Effects {
    struct Set {
        /// The type that holds the variable, when known.
        var owner: String?
        var name: String
        var value: KValue
        var loc: Loc
        /// The literal set, when it is one (`selected = "hikes"`, `tab = 2`): a tab
        /// selection set to it leads to the tab of that tag (`narrowedToLiteralTab`).
        var literal: SExpr? = nil
    }
    struct Timer {
        var seconds: Double?
        var then: [Effects]
        var loc: Loc
        /// Why it does not count, if it does not (rule 8).
        var ignored: String?
    }

    var sets: [Set] = []
    /// Flags set to `false` (`didOnboard = false`): a dismissal of what they present, and, for a
    /// choice by a flag (`SceneBuilder.gateOnFlag`), the view its other branch shows.
    var clears: [Set] = []
    var appends: [(KValue, Loc)] = []
    var dismisses = false
    var pops = false
    var timers: [Timer] = []
    /// Whether the action changes any state (for `Task.sleep` followed by a change).
    var changesState = false
    /// Whether the action does more than set bindings (for "only presents a dialog").
    var doesOtherWork = false
    /// A call the action makes that cannot be followed (`NotFollowed`).
    var notFollowed: [NotFollowed] = []

    /// A call through a protocol that several project types carry out: what it would
    /// say, and what those types' methods do to navigation, to tell whether it matters.
    struct NotFollowed {
        var text: String
        var loc: Loc
        /// Whether one of the methods pushes, pops or dismisses.
        var moves: Bool
        /// The variables the methods set (the type that holds each, and its name).
        var sets: [(owner: String?, name: String)]
    }

    /// Adds what `o` does. What both do is kept once: an action that calls the same method
    /// on both sides of an `if`, at each of many levels, would otherwise double its lists at
    /// every level (2^n entries for n levels).
    mutating func merge(_ o: Effects) {
        for n in o.notFollowed where !notFollowed.contains(where: { $0.text == n.text && $0.loc == n.loc }) { notFollowed.append(n) }
        if sets.isEmpty { sets = o.sets } else {
            for x in o.sets where !sets.contains(where: { $0.loc == x.loc && $0.name == x.name && $0.owner == x.owner && $0.value == x.value }) {
                sets.append(x)
            }
        }
        for x in o.clears where !clears.contains(where: { $0.loc == x.loc && $0.name == x.name && $0.owner == x.owner }) { clears.append(x) }
        if appends.isEmpty { appends = o.appends } else {
            for x in o.appends where !appends.contains(where: { $0.1 == x.1 && $0.0 == x.0 }) { appends.append(x) }
        }
        dismisses = dismisses || o.dismisses
        pops = pops || o.pops
        if timers.isEmpty { timers = o.timers } else {
            for x in o.timers where !timers.contains(where: { $0.loc == x.loc && $0.seconds == x.seconds && $0.ignored == x.ignored }) {
                timers.append(x)
            }
        }
        changesState = changesState || o.changesState
        doesOtherWork = doesOtherWork || o.doesOtherWork
    }

    var navigates: Bool { !sets.isEmpty || !appends.isEmpty || dismisses || pops }
}

extension Extraction {
    /// The effects of an action given as a closure, a function reference or statements.
    func effects(ofAction e: SExpr?, _ ctx: Ctx, level: Int = 0) -> Effects {
        guard let e else { return Effects() }
        var out = Effects()
        switch e {
        case .closure(_, let body, _):
            out = effects(of: body, ctx, level: level)
        case .name(let n, let loc):
            // `action: save` — a method of the type.
            out = effects(ofCall: nil, name: n, args: [], trailing: [], loc: loc, ctx, level: level)
        case .member(let base, let n, let loc):
            out = effects(ofCall: base, name: n, args: [], trailing: [], loc: loc, ctx, level: level)
        default:
            out = effects(of: [.expr(e)], ctx, level: level)
        }
        return out
    }

    func effects(of stmts: [SStmt], _ ctx: Ctx, level: Int) -> Effects {
        var out = Effects()
        var ctx = ctx
        var i = 0
        while i < stmts.count {
            let s = stmts[i]
            i += 1
            if let sleep = sleepSeconds(s, ctx) {
                // Task.sleep followed in the same closure by a state change (a timer).
                let then = effects(of: Array(stmts[i...]), ctx, level: level)
                if then.changesState {
                    out.timers.append(Effects.Timer(seconds: sleep.seconds, then: [then], loc: sleep.loc))
                }
                // A delay under a second is animation timing (rule 8): what follows it is the action's own,
                // a longer delay after it included (`sleep(0.3)`, then `sleep(1.5)` and a move).
                if let s = sleep.seconds, s < 1 { out.merge(then) }
                out.changesState = out.changesState || then.changesState
                return out
            }
            switch s {
            case .expr(let e): out.merge(effects(ofExpr: e, ctx, level: level))
            case .binding(let name, let type, let value, _):
                if let value { out.merge(effects(ofExpr: value, ctx, level: level)) }
                ctx.env[name] = type.map { .typed(TypeText.normalized($0)) } ?? value.map { valueOf($0, ctx) } ?? .unknown
            case .ifStmt(let conds, let then, let els, _):
                for c in conds { out.merge(effects(ofExpr: c, ctx, level: level)) }
                let holds = decidedInAction(conds, ctx)
                if holds != false { out.merge(effects(of: then, ctx, level: level)) }
                if let els, holds != true { out.merge(effects(of: els, ctx, level: level)) }
            case .guardStmt(_, let els, _):
                out.merge(effects(of: els, ctx, level: level))
            case .switchStmt(let subject, let cases, _):
                for c in chosenCases(subject, cases, ctx).cases { out.merge(effects(of: c.body, ctx, level: level)) }
            case .loop(_, _, let body, _), .block(let body, _):
                out.merge(effects(of: body, ctx, level: level))
            case .returnStmt(let e, _):
                if let e { out.merge(effects(ofExpr: e, ctx, level: level)) }
            case .other: break
            }
        }
        return out
    }

    /// Whether an action's `if` holds where a value bound here decides it: `if newValue == .settings`
    /// in a handler read for a value set (a relay), the mode, or what the call gives the view.
    /// Nil when the state at run time decides (a property compared with a case is not decided
    /// by the value it starts with).
    @inline(never)
    func decidedInAction(_ conds: [SExpr], _ ctx: Ctx) -> Bool? {
        var all = true
        // `newPane == .parents && !unlocked`: each side a condition of its own (one false decides).
        func conjuncts(_ e: SExpr, _ depth: Int) -> [SExpr] {
            if depth < 8, case .binary(let a, "&&", let b, _) = e { return conjuncts(a, depth + 1) + conjuncts(b, depth + 1) }
            return [e]
        }
        for c in conds.flatMap({ conjuncts($0, 0) }).map(Self.withoutSelf) {
            var known = Self.availability(c) ?? modeValue(c, ctx) ?? givenCondition(c, ctx)
            if known == nil, case .binary(.name(let n, _), _, _, _) = c, case .enumCase? = ctx.env[n]?.caseOnly {
                known = comparedCase(c, ctx)
            }
            switch known {
            case false?: return false
            case true?: break
            case nil: all = false
            }
        }
        return all ? true : nil
    }

    /// The seconds of a `Task.sleep(...)`/`try await Task.sleep(...)` statement.
    func sleepSeconds(_ s: SStmt, _ ctx: Ctx) -> (seconds: Double?, loc: Loc)? {
        guard case .expr(let e) = s, case .call(let callee, let args, _, let loc) = e,
              case .member(let base?, "sleep", _) = callee, case .name("Task", _) = base else { return nil }
        if let ns = args.labelled("nanoseconds") { return (number(ns, ctx).map { $0 / 1e9 }, loc) }
        if let d = args.labelled("for") { return (seconds(d, ctx), loc) }
        if let d = args.unlabelled.first { return (number(d, ctx).map { $0 / 1e9 }, loc) }
        return (nil, loc)
    }

    func effects(ofExpr e: SExpr, _ ctx: Ctx, level: Int) -> Effects {
        var out = Effects()
        guard !outOfStack else {
            gaveUpAt(e.loc)
            return out
        }
        switch e {
        case .binary(let lhs, let op, let rhs, let loc):
            if op == "=" || op == "+=" || op == "-=" {
                out.changesState = true
                if let (owner, name) = variable(lhs, ctx) {
                    if isPathVariable(name), op == "=" || op == "+=", !isTextOrForeignPath(lhs, rhs, ctx) {
                        if case .array(let items, _) = rhs {
                            if items.isEmpty { out.pops = true }
                            for item in items { out.appends.append((pushedValue(item, ctx), item.loc)) }
                        } else if case .call(let c, let a, _, _) = rhs, case .name("NavigationPath", _) = c, a.isEmpty {
                            out.pops = true
                        } else if op == "+=" {
                            out.appends.append((pushedValue(rhs, ctx), rhs.loc))
                        } else {
                            out.sets.append(.init(owner: owner, name: name, value: valueOf(rhs, ctx), loc: loc))
                        }
                    } else if op == "=" {
                        if Self.isDismissal(rhs) || isFalseGiven(rhs, ctx) {
                            // `sheet = nil`, `isShowing = false`: what it presented goes away.
                            out.dismisses = true
                            // (`session.user = nil` clears what an `if let user = session.user` gate reads.)
                            if case .bool(false, _) = rhs { out.clears.append(.init(owner: owner, name: name, value: .unknown, loc: loc)) }
                            if case .name("nil", _) = rhs { out.clears.append(.init(owner: owner, name: name, value: .unknown, loc: loc)) }
                            if isFalseGiven(rhs, ctx) { out.clears.append(.init(owner: owner, name: name, value: .unknown, loc: loc)) }
                        } else {
                            // (`selected = 1`: the literal, as a `switch` over it spells `case 1:`.)
                            out.sets.append(.init(owner: owner, name: name, value: Self.isLiteral(rhs) ? pushedValue(rhs, ctx) : valueOf(rhs, ctx),
                                                  loc: loc, literal: Self.isLiteral(rhs) ? rhs : nil))
                        }
                    }
                    out.merge(effectsOfDidSet(owner, name, ctx, level: level))
                }
                out.merge(effects(ofExpr: rhs, ctx, level: level))
            } else {
                out.merge(effects(ofExpr: lhs, ctx, level: level))
                out.merge(effects(ofExpr: rhs, ctx, level: level))
            }
        case .call(let callee, let args, let trailing, let loc):
            // `navigate(to: isPost ? .post(id) : .account(id))`: each branch is a call of its own (rule 29).
            if let i = args.firstIndex(where: { if case .ternary = $0.value { return true } else { return false } }),
               case .ternary(_, let a, let b, _) = args[i].value {
                for branch in [a, b] {
                    var one = args
                    one[i].value = branch
                    out.merge(effects(ofExpr: .call(callee, one, trailing, loc), ctx, level: level))
                }
                return out
            }
            var callee = callee
            // `onEdit?()`, `action!()`: the closure called.
            while case .postfix(let x, _, _) = callee { callee = x }
            switch callee {
            case .name(let n, _):
                out = effects(ofCall: nil, name: n, args: args, trailing: trailing, loc: loc, ctx, level: level)
            // `.pickFile(onPick: { name in path.append(.editor(name)) })`: a case of an enum of the
            // project that carries a closure; the closure runs where the case is taken apart, later.
            case .member(nil, let n, _) where (args + trailing).contains(where: { if case .closure = $0.value { return true } else { return false } })
                && !index.enumsWithCase(n).isEmpty:
                break
            case .member(let base, let n, _):
                out = effects(ofCall: base, name: n, args: args, trailing: trailing, loc: loc, ctx, level: level)
            default:
                out.doesOtherWork = true
            }
        case .closure(_, let body, _):
            out = effects(of: body, ctx, level: level)
        case .statement(let s, _):
            out = effects(of: [s], ctx, level: level)
        case .ternary(_, let a, let b, _):
            out.merge(effects(ofExpr: a, ctx, level: level))
            out.merge(effects(ofExpr: b, ctx, level: level))
        case .postfix(let x, _, _), .prefix(_, let x, _):
            out = effects(ofExpr: x, ctx, level: level)
        default:
            break
        }
        return out
    }

    /// A call `base.name(args) { trailing }` inside an action.
    func effects(ofCall base: SExpr?, name: String, args: [SArg], trailing: [SArg], loc: Loc,
                 _ ctx: Ctx, level: Int) -> Effects {
        var out = Effects()
        // A closure the view was given (rule 24): `action()`, `self.onSelect(item)`, `onEdit?()`.
        if base == nil || base.map(isSelf) == true, ctx.env[name] == nil, let given = ctx.viewArgs[name], given.isAction {
            let key = "given|\(given.expr.loc.file):\(given.expr.loc.line):\(given.expr.loc.column)"
            guard !effectStack.contains(key) else { return out }
            guard level < Self.maxNesting else {
                gaveUpAt(loc)
                return out
            }
            effectStack.append(key)
            defer { effectStack.removeLast() }
            return effects(ofAction: given.expr, given.ctx, level: level + 1)
        }
        // `entry.run()` of an element of a literal array (`literalRecords`): the closure that element was given.
        if case .name(let element, _)? = base, let given = ctx.records[element]?[name], case .closure = given.expr {
            let key = "record|\(given.expr.loc.file):\(given.expr.loc.line):\(given.expr.loc.column)"
            guard !effectStack.contains(key), level < Self.maxNesting else { return out }
            effectStack.append(key)
            defer { effectStack.removeLast() }
            return effects(ofAction: given.expr, given.ctx, level: level + 1)
        }
        var receiver = base?.lastName
        // `paths[tab]?.append(route)`: one path per tab, kept by key.
        if receiver == nil, var x = base {
            if case .postfix(let inner, _, _) = x { x = inner }
            if case .subscriptCall(let inner, _, _) = x { receiver = inner.lastName }
        }
        let closures = (args + trailing).compactMap { a -> SExpr? in
            if case .closure = a.value { return a.value }
            return nil
        }
        switch name {
        case "toggle":
            guard let base else { break }
            out.changesState = true
            if let (owner, name) = variable(base, ctx) {
                out.sets.append(.init(owner: owner, name: name, value: .typed("Bool"), loc: loc))
            }
            return out
        case "append" where receiver.map(isPathVariable) == true:
            out.changesState = true
            if let v = args.first?.value {
                if args.first?.label == "contentsOf", case .array(let items, _) = v {
                    for item in items { out.appends.append((typedByPath(pushedValue(item, ctx), base, ctx), item.loc)) }
                } else {
                    out.appends.append((typedByPath(pushedValue(v, ctx), base, ctx), v.loc))
                }
            }
            return out
        case "removeLast", "removeAll", "popLast", "removeFirst":
            if receiver.map(isPathVariable) == true {
                out.changesState = true
                out.pops = true
                return out
            }
        case "dismiss":
            out.changesState = true
            out.dismisses = true
            return out
        case "asyncAfter":
            // Only the main queue's timers change what a person sees; a queue of the project's
            // own (`queue.asyncAfter`, a request's timeout in a service) is background work.
            guard let base, Self.isMainQueue(base) else {
                out.doesOtherWork = true
                return out
            }
            let deadline = args.labelled("deadline") ?? args.labelled("wallDeadline")
            let body = args.labelled("execute") ?? trailing.first?.value
            let then = effects(ofAction: body, ctx, level: level)
            let delay = deadline.flatMap { seconds($0, ctx) }
            out.timers.append(.init(seconds: delay, then: [then], loc: loc))
            // A delay under a second is animation timing (rule 8): what follows it is the action's own.
            if let delay, delay < 1 { out.merge(then) }
            out.changesState = true
            return out
        case "scheduledTimer" where receiver == "Timer":
            let interval = args.labelled("withTimeInterval") ?? args.labelled("timeInterval")
            let body = args.labelled("block") ?? trailing.first?.value
            let then = effects(ofAction: body, ctx, level: level)
            out.timers.append(.init(seconds: interval.flatMap { number($0, ctx) }, then: [then], loc: loc))
            out.changesState = true
            return out
        // `store.send(.addTapped)`: the feature's reducer, for that action (`ComposableReducers`).
        case "send" where args.first.map { $0.label == nil } ?? false:
            if let feature = composableFeature(ofStore: base, ctx), let action = args.first?.value {
                out.changesState = true
                out.doesOtherWork = true
                out.merge(reducerEffects(feature, action: action, fromView: base == nil, loc: loc, ctx, level: level))
                return out
            }
        case "withAnimation", "Task", "async", "run", "perform", "detached", "withTransaction":
            for c in closures { out.merge(effects(ofAction: c, ctx, level: level)) }
            return out
        default:
            break
        }
        // A method of a project type, followed to any depth (rule 29); a method already
        // on the current path is a cycle and is not entered again.
        out.doesOtherWork = true
        for c in closures { out.merge(effects(ofAction: c, ctx, level: level)) }
        let (candidates, ambiguous) = methods(named: name, on: base, ctx)
        // Said on the control when one of the methods it may run moves between screens or sets
        // a variable that presents one (`SceneBuilder.finish`); a data service's `delete()`
        // through a protocol changes no screen.
        if let (p, implementations) = ambiguous, level < Self.maxNesting {
            var done = Effects()
            for (c, f) in implementations {
                let key = "func|\(f.loc.file):\(f.loc.line):\(f.loc.column)"
                guard !effectStack.contains(key) else { continue }
                var inner = Ctx(type: c, file: c.file, scene: ctx.scene)
                bind(f.params, args, from: ctx, into: &inner)
                effectStack.append(key)
                done.merge(effects(of: f.body, inner, level: level + 1))
                effectStack.removeLast()
            }
            let types = Swift.Set(implementations.map { ObjectIdentifier($0.0) }).count
            out.notFollowed.append(Effects.NotFollowed(
                text: "`\(name)(...)` is called through the protocol `\(p)`, which \(types) types of the project carry out, "
                    + "and one of them navigates; which one runs cannot be told from the code, so it is not followed",
                loc: loc, moves: !done.appends.isEmpty || done.dismisses || done.pops, sets: done.sets.map { ($0.owner, $0.name) }))
        }
        // `viewModel.onAdd?()`, `navigate(.settings)`: a closure a project type keeps in a property,
        // set by whoever made it (`vm.onAdd = { self?.push(.add) }`, `SettingsFlow(navigate: push)`).
        if candidates.isEmpty, ambiguous == nil {
            out.merge(effectsOfStoredClosure(base, name: name, args: args + trailing, loc: loc, ctx, level: level))
        }
        let chosen = TypeIndex.overloads(candidates.map(\.1), args: args)
        for (owner, f) in candidates where chosen.contains(where: { $0.loc == f.loc }) {
            let key = "func|\(f.loc.file):\(f.loc.line):\(f.loc.column)"
            if effectStack.contains(key) { continue }
            guard level < Self.maxNesting else {
                gaveUpAt(loc)
                continue
            }
            var inner = Ctx(type: owner, file: owner?.file ?? ctx.file, scene: ctx.scene)
            // A method of the view itself (`finish()` that sets `welcomed = true`): the bindings the
            // view was given stand for the same state in it.
            var aliasKey = ""
            // And so do the closures it was given (`func replay() { onReplay(lesson) }`, rule 24).
            if let owner, owner === ctx.type, base.map(isSelf) ?? true {
                inner.aliases = ctx.aliases
                for (n, a) in ctx.aliases.sorted(by: { $0.key < $1.key }) { aliasKey += n + "=" + (a.owner ?? "") + "." + a.name + ";" }
                for (n, g) in ctx.viewArgs.sorted(by: { $0.key < $1.key }) where g.isAction && ctx.env[n] == nil {
                    inner.viewArgs[n] = g
                    aliasKey += n + ":" + String(g.expr.loc.file) + "." + String(g.expr.loc.line) + "." + String(g.expr.loc.column) + ";"
                }
            }
            bind(f.params, args, from: ctx, into: &inner)
            specializeGenericCases(f.params, owner: owner, receiver: base, ctx, into: &inner)
            let memo = key + "|" + inner.scene.rawValue + "|" + (owner.map(index.id(of:)) ?? "") + "|" + KValue.key(of: inner.env) + "|" + aliasKey
            if let known = effectMemo[memo] {
                out.merge(known)
                continue
            }
            effectStack.append(key)
            let found = effects(of: f.body, inner, level: level + 1)
            effectStack.removeLast()
            effectMemo[memo] = found
            out.merge(found)
        }
        return out
    }

    /// `path.append(.detail(id))` where `path: [Feature.Route]`: the case, of the path's element
    /// type, named by its place (`Feature.Route`) when it is nested, so that another feature's
    /// `Route` with a case of that name is not taken for it.
    /// A value pushed (`path.append(x)`, `NavigationLink(value: x)`): a literal string or number
    /// is a value of its own (`"units"`, `2`), as a case is, so that a destination's `switch` over
    /// it (`case "units":`) picks its case (`patternName` spells literal patterns the same way).
    func pushedValue(_ e: SExpr, _ ctx: Ctx) -> KValue {
        switch e {
        case .string(let s?, _): return .enumCase("String", Self.literalCase(string: s))
        case .number(let n, _): return .enumCase(n == n.rounded() ? "Int" : "Double", Self.literalCase(number: n))
        // `.account(.register)`: the case, and the case it carries.
        case .call(.member(_, let c, _), let args, let trailing, _) where args.count == 1 && trailing.isEmpty && !TypeText.isUpper(c):
            let v = valueOf(e, ctx)
            let carried = pushedValue(args[0].value, ctx)
            switch (v, carried) {
            case (.enumCase(let t, c), .enumCase), (.enumCase(let t, c), .withPayload): return .withPayload(t, c, carried)
            default: return v
            }
        default: return valueOf(e, ctx)
        }
    }

    static func literalCase(string s: String) -> String { "\"" + s + "\"" }

    static func literalCase(number n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    func typedByPath(_ v: KValue, _ path: SExpr?, _ ctx: Ctx) -> KValue {
        if case .withPayload(nil, let c, let carried) = v, case .enumCase(let t, _) = typedByPath(.enumCase(nil, c), path, ctx) {
            return .withPayload(t, c, carried)
        }
        guard case .enumCase(nil, let c) = v, var p = path else { return v }
        while case .postfix(let x, _, _) = p { p = x }
        guard let t = typeOf(p, ctx), let element = TypeText.element(TypeText.normalized(t)) else { return v }
        var owner = ctx
        if case .member(let b?, _, _) = p, !isSelf(b), let bt = typeOf(b, ctx), let e = index.lookup(bt, in: ctx) {
            owner = Ctx(type: e, file: e.file, scene: ctx.scene)
        }
        guard let e = index.lookup(element, in: owner), e.kind == .enum else { return v }
        return .enumCase(e.path, c)
    }

    /// `router.navigate(to: .detail)` where `router: MusicRouter` is `Router<MusicRoute>`: a case
    /// handed to a parameter of the generic type `Route` is a case of `MusicRoute`.
    func specializeGenericCases(_ params: [SParam], owner: TypeIndex.Entry?, receiver: SExpr?, _ ctx: Ctx, into inner: inout Ctx) {
        guard let owner, var receiver, !isSelf(receiver) else { return }
        let generics = owner.parts.flatMap(\.genericParameters)
        guard !generics.isEmpty else { return }
        while case .postfix(let x, _, _) = receiver { receiver = x }
        guard let written = typeOf(receiver, ctx).map(index.expandingAliases), let open = written.firstIndex(of: "<"),
              written.hasSuffix(">") else { return }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for ch in written[written.index(after: open)..<written.index(before: written.endIndex)] {
            if ch == "<" || ch == "[" || ch == "(" { depth += 1 }
            if ch == ">" || ch == "]" || ch == ")" { depth -= 1 }
            if ch == ",", depth == 0 {
                arguments.append(current)
                current = ""
            } else if ch != " " {
                current.append(ch)
            }
        }
        arguments.append(current)
        guard arguments.count == generics.count else { return }
        for p in params {
            guard let t = p.type.map(TypeText.normalized), let i = generics.firstIndex(of: t),
                  case .enumCase(nil, let c)? = inner.env[p.name] else { continue }
            inner.env[p.name] = .enumCase(arguments[i], c)
        }
    }

    /// What calling a closure that a project type keeps in a stored property does: what each
    /// closure the project stores in it does, read where it is written (an assignment
    /// `x.onAdd = { ... }` in a type that is not a view, or the argument of that label where the
    /// type is made, `SettingsFlow(navigate: push)`). Nothing when the property is not one.
    func effectsOfStoredClosure(_ base: SExpr?, name: String, args: [SArg], loc: Loc, _ ctx: Ctx, level: Int) -> Effects {
        var out = Effects()
        var owner: TypeIndex.Entry?
        if let base, !isSelf(base) {
            var b = base
            while case .postfix(let x, _, _) = b { b = x }
            owner = typeOf(b, ctx).flatMap { index.lookup($0, in: ctx) }
        } else {
            owner = ctx.type
        }
        guard let owner, ctx.env[name] == nil, let v = index.variable(name, of: owner), v.getter == nil, !v.isStatic,
              v.type?.containsASCII("->") == true, level < Self.maxNesting else { return out }
        for (stored, where_) in closuresStored(in: name, of: owner) {
            let key = "stored|\(stored.loc.file):\(stored.loc.line):\(stored.loc.column)"
            guard !effectStack.contains(key) else { continue }
            effectStack.append(key)
            // What the call hands the closure: its parameters, or the method it names (`navigate: push`).
            switch stored {
            case .closure(let params, _, _):
                var inner = where_
                for (p, a) in zip(params, args) where p != "_" { inner.env[p] = valueOf(a.value, ctx) }
                out.merge(effects(ofAction: stored, inner, level: level + 1))
            case .name(let n, let l):
                out.merge(effects(ofCall: nil, name: n, args: args, trailing: [], loc: l, where_, level: level + 1))
            case .member(let b, let n, let l):
                out.merge(effects(ofCall: b, name: n, args: args, trailing: [], loc: l, where_, level: level + 1))
            default:
                out.merge(effects(ofAction: stored, where_, level: level + 1))
            }
            effectStack.removeLast()
        }
        return out
    }

    /// The closures the project stores in a closure property of `owner` (`effectsOfStoredClosure`),
    /// each with the context it is written in; looked for once per property, in the code of the
    /// project's types that are not views (coordinators, view models, flows).
    func closuresStored(in name: String, of owner: TypeIndex.Entry) -> [(SExpr, Ctx)] {
        let key = index.id(of: owner) + "." + name
        if let known = storedClosures[key] { return known }
        var found: [(SExpr, Ctx)] = []
        let label = TypeText.isUpper(owner.name) ? owner.name : nil
        // Whether another type keeps a closure of that name too: then an assignment to a receiver
        // whose type cannot be told is not taken as this one's.
        let shared = index.entries.contains { e in
            e !== owner && e.parts.contains { $0.vars.contains { $0.name == name && $0.getter == nil && $0.type?.containsASCII("->") == true } }
        }
        for e in index.entries where e.decl != nil && !index.isView(e) && e.kind != .enum && e.kind != .protocol {
            let ctx = Ctx(type: e, file: e.file, scene: current.kind)
            // Each function, getter and initial value on its own, with the types of the names it
            // binds (`let vm = ListViewModel()`).
            var pieces: [[SStmt]] = []
            for part in index.allParts(e) {
                for f in part.funcs + part.inits { pieces.append(f.body) }
                for v in part.vars {
                    if let g = v.getter { pieces.append(g) }
                    if let i = v.initializerExpression?.value { pieces.append([.expr(i)]) }
                }
            }
            for code in pieces {
                var locals: [String: String] = [:]
                for st in code { if case .binding(let n, let t, let v, _) = st, let t = t ?? v?.calleeName { locals[n] = t } }
                visit(code) { x in
                    if case .binary(.name(let n, _), "=", let rhs, _) = x, let t = rhs.calleeName { locals[n] = t }
                }
                visit(code) { x in
                    switch x {
                    case .binary(.member(let recv, name, _), "=", let rhs, _):
                        if case .name("nil", _) = rhs { return }
                        var type: String?
                        if case .name(let n, _)? = recv { type = locals[n] }
                        if type == nil, let recv { type = self.typeOf(recv, ctx) }
                        if let type {
                            guard self.index.lookup(type, in: ctx) === owner else { return }
                        } else if shared {
                            return
                        }
                        found.append((rhs, ctx))
                    case .call(let c, let args, _, _) where label != nil && c.lastName == label:
                        if let a = args.first(where: { $0.label == name }) { found.append((a.value, ctx)) }
                    default:
                        break
                    }
                }
            }
        }
        storedClosures[key] = found
        return found
    }

    /// The methods a call may run: of the receiver's type when it can be told,
    /// else of the current type, else the one project function of that name.
    ///
    /// A call through a protocol (`coordinator: any Coordinating`) runs the method of
    /// the one type of the project that carries it out; when several do, which one
    /// runs cannot be told: none is followed, and `ambiguous` names the protocol and
    /// the methods of the types that carry it out.
    func methods(named name: String, on base: SExpr?, _ ctx: Ctx)
        -> (found: [(TypeIndex.Entry?, SFunc)], ambiguous: (String, [(TypeIndex.Entry, SFunc)])?) {
        if let base, !isSelf(base) {
            let type = typeOf(base, ctx)
            if let t = type, let e = index.lookup(t, in: ctx) {
                var out: [(TypeIndex.Entry?, SFunc)] = index.functions(name, of: e).map { (e, $0) }
                guard e.kind == .protocol else { return (out, nil) }
                var implementations: [(TypeIndex.Entry, [SFunc])] = []
                for c in index.conformers(of: e) {
                    let own = index.functions(name, of: c).filter { f in !out.contains { $0.1.loc == f.loc } }
                    if !own.isEmpty { implementations.append((c, own)) }
                }
                if implementations.count > 1 { return (out, (e.name, implementations.flatMap { c, fs in fs.map { (c, $0) } })) }
                for (c, fs) in implementations { out += fs.map { (c, $0) } }
                return (out, nil)
            }
            // A collection (`var fresh: [Jar]`, `fresh.append(jar)`) runs none of the project's
            // methods, whatever their names.
            if let t = type, TypeText.element(t) != nil || TypeText.normalized(t).hasPrefix("[") { return ([], nil) }
            // An unknown receiver: the project's functions of that name, when there is one owner,
            // but for the names of a collection's own methods (`items.append(x)` on an array
            // whose type is not told is no navigator's `append`).
            if Self.collectionMethods.contains(name) { return ([], nil) }
            let all = index.functionsAnywhere(name)
            let owners = Swift.Set(all.map { ObjectIdentifier($0.0) })
            return (owners.count == 1 ? all.map { ($0.0, $0.1) } : [], nil)
        }
        if let t = ctx.type {
            let own = index.functions(name, of: t)
            if !own.isEmpty { return (own.map { (t, $0) }, nil) }
        }
        if base == nil {
            let top = index.topLevelFunctions(name)
            if !top.isEmpty { return (top.map { (nil, $0) }, nil) }
        }
        return ([], nil)
    }

    static let collectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "popFirst",
        "contains", "filter", "map", "compactMap", "flatMap", "forEach", "reduce", "sort", "sorted", "reverse", "reversed",
        "formUnion", "union", "subtract", "intersection", "updateValue", "merge", "first", "last", "firstIndex", "lastIndex",
        "replaceSubrange", "swapAt", "shuffle", "joined", "split", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    /// `nil` or `false`: setting a presenting binding to it dismisses rather than presents.
    /// A parameter that the call being followed gave `false` (`update(signedIn: false)`, `bind`).
    func isFalseGiven(_ e: SExpr, _ ctx: Ctx) -> Bool {
        guard case .name(let n, _) = e, case .enumCase("Bool", "false")? = ctx.env[n] else { return false }
        return true
    }

    static func isDismissal(_ e: SExpr) -> Bool {
        switch e {
        case .bool(false, _), .name("nil", _): return true
        default: return false
        }
    }

    /// What the `didSet` of a property does when an action sets it (`panels.current = .bookmarks`,
    /// whose `didSet` sets `isPresented = current != nil`): read in the property's type.
    @inline(never)
    func effectsOfDidSet(_ owner: String?, _ name: String, _ ctx: Ctx, level: Int) -> Effects {
        guard level < Self.maxNesting, let holder = owner.flatMap({ index.lookup($0, in: ctx) }) ?? ctx.type,
              let v = index.variable(name, of: holder), let body = v.didSet, !body.isEmpty else { return Effects() }
        let key = index.id(of: holder) + "." + name
        guard didSetsRead.insert(key).inserted else { return Effects() }
        defer { didSetsRead.remove(key) }
        var inner = Ctx(type: holder, file: holder.file, scene: ctx.scene)
        inner.depth = ctx.depth
        return effects(of: body, inner, level: level + 1)
    }

    /// A string or number literal (with no interpolation): a value a `switch` or `.tag` can be compared with.
    static func isLiteral(_ e: SExpr) -> Bool {
        switch e {
        case .string(_?, _), .number: return true
        default: return false
        }
    }

    /// A condition with `self.mode` read as `mode` in its comparisons and negations
    /// (`if self.mode == .browse`), as the code means the same property.
    static func withoutSelf(_ c: SExpr) -> SExpr {
        func plain(_ e: SExpr) -> SExpr {
            if case .member(.name("self", _)?, let n, let l) = e { return .name(n, l) }
            return e
        }
        switch c {
        case .binary(let a, let op, let b, let l) where op == "==" || op == "!=":
            return .binary(plain(a), op, plain(b), l)
        case .binary(let a, let op, let b, let l) where op == "&&" || op == "||":
            return .binary(withoutSelf(a), op, withoutSelf(b), l)
        case .prefix("!", let x, let l):
            return .prefix("!", withoutSelf(x), l)
        default:
            return plain(c)
        }
    }

    func isSelf(_ e: SExpr) -> Bool {
        if case .name("self", _) = e { return true }
        return false
    }

    /// The variable an expression names: the type that holds it and its name,
    /// through the bindings a view was given (`@Binding var show` set from `$showAdd`).
    func variable(_ e: SExpr, _ ctx: Ctx) -> (String?, String)? {
        let bare = stripDollar(e)
        guard let name = bare.lastName else { return nil }
        var plain = false
        switch bare {
        case .name: plain = true
        case .member(let base?, _, _): plain = isSelf(base)
        default: break
        }
        if plain, ctx.env[name] == nil, let alias = ctx.aliases[name] { return (alias.owner, alias.name) }
        // `overlay.wrappedValue = .timer` of a binding: what the binding stands for.
        if case .member(let base?, "wrappedValue", _) = bare { return variable(base, ctx) }
        // `@Environment(\.overlay) var overlay`, a binding a view above put in the environment.
        if plain, ctx.env[name] == nil, let t = ctx.type, let v = index.variable(name, of: t), v.attributes.contains("Environment"),
           let key = v.environmentKey.flatMap(Self.environmentKeyName), let bound = current.environmentBindings[key] {
            return (bound.owner, bound.name)
        }
        return (ownerKey(of: bare, ctx), name)
    }

    /// The key of the type that holds the variable an expression names.
    func ownerKey(of e: SExpr, _ ctx: Ctx) -> String? {
        switch e {
        case .name(let n, _):
            if ctx.env[n] != nil { return nil }
            return ctx.type.map(index.id(of:))
        case .member(let base?, _, _):
            if isSelf(base) { return ctx.type.map(index.id(of:)) }
            if let t = typeOf(base, ctx), let entry = index.lookup(t, in: ctx) { return index.id(of: entry) }
            return nil
        case .postfix(let x, _, _): return ownerKey(of: x, ctx)
        default: return nil
        }
    }

    /// `components.path += "/api"`, `url.path = ...`: a string or a value of a type that is
    /// neither the project's nor a navigation path, whatever its name says.
    func isTextOrForeignPath(_ lhs: SExpr, _ rhs: SExpr, _ ctx: Ctx) -> Bool {
        if case .string = rhs { return true }
        if case .binary(.string, "+", _, _) = rhs { return true }
        if case .member(let base?, _, _) = lhs, !isSelf(base), let t = typeOf(base, ctx) ?? valueOf(base, ctx).typeName,
           index.lookup(t, in: ctx) == nil, !TypeIndex.isNavigationPathType(t) {
            return true
        }
        return false
    }

    /// `DispatchQueue.main`, `.main`, `main`, or `DispatchQueue.main` behind `?`/`!`.
    static func isMainQueue(_ e: SExpr) -> Bool {
        switch e {
        case .member(.name("DispatchQueue", _)?, "main", _), .member(nil, "main", _), .name("main", _): return true
        case .postfix(let x, _, _): return isMainQueue(x)
        default: return false
        }
    }

    func isPathVariable(_ name: String) -> Bool {
        index.pathVariables.contains(name) || name.lowercased().hasSuffix("path") || name.lowercased().hasSuffix("paths") || name == "stack"
            || name.lowercased().hasSuffix("stack") || name == "routes" || name == "navigationPath"
    }

    // MARK: Numbers and durations

    /// A plain number: literals, `*`, `+`, `/`, conversions such as `UInt64(...)`, constants of the type.
    func number(_ e: SExpr, _ ctx: Ctx, depth: Int = 0) -> Double? {
        guard depth < Self.maxNesting else { return nil }
        switch e {
        case .number(let v, _): return v
        case .binary(let a, let op, let b, _):
            guard let x = number(a, ctx, depth: depth + 1), let y = number(b, ctx, depth: depth + 1) else { return nil }
            switch op {
            case "*": return x * y
            case "+": return x + y
            case "-": return x - y
            case "/": return y == 0 ? nil : x / y
            default: return nil
            }
        case .call(let c, let args, _, _):
            if case .name(let n, _) = c, ["UInt64", "Double", "Int", "TimeInterval", "Float", "CGFloat", "UInt32"].contains(n),
               let a = args.first?.value {
                return number(a, ctx, depth: depth + 1)
            }
            return seconds(e, ctx)
        case .name(let n, _):
            if let v = ctx.type.flatMap({ index.variable(n, of: $0) }), let i = v.initializer { return number(i, ctx, depth: depth + 1) }
            return nil
        case .member(let base?, let n, _):
            if case .name(let t, _) = base, let entry = index.lookup(t, in: ctx),
               let v = index.variable(n, of: entry), let i = v.initializer {
                return number(i, ctx, depth: depth + 1)
            }
            if isSelf(base) { return number(.name(n, e.loc), ctx, depth: depth + 1) }
            return nil
        case .prefix("-", let x, _): return number(x, ctx, depth: depth + 1).map { -$0 }
        default: return nil
        }
    }

    /// Seconds in a deadline or a `Duration`: `.now() + 2`, `.seconds(2)`, `.milliseconds(500)`.
    func seconds(_ e: SExpr, _ ctx: Ctx) -> Double? {
        switch e {
        case .binary(let a, "+", let b, _):
            if isNow(a) { return seconds(b, ctx) ?? number(b, ctx) }
            if isNow(b) { return seconds(a, ctx) ?? number(a, ctx) }
            return number(e, ctx)
        case .call(let c, let args, _, _):
            guard let unit = c.lastName, let a = args.first?.value, let n = number(a, ctx) else { return nil }
            switch unit {
            case "seconds": return n
            case "milliseconds": return n / 1000
            case "microseconds": return n / 1e6
            case "nanoseconds": return n / 1e9
            case "minutes": return n * 60
            default: return nil
            }
        default:
            return number(e, ctx)
        }
    }

    private func isNow(_ e: SExpr) -> Bool {
        if case .call(let c, _, _, _) = e, c.lastName == "now" { return true }
        if case .member(_, "now", _) = e { return true }
        return false
    }
}
