import AAFlow

/// Reading a screen's body: every control of the table, in source order,
/// with subviews expanded in place (once per type per screen, cycles cut).
extension Extraction {
    static let buttonLike: Set<String> = ["Button"]
    static let pickers: Set<String> = ["Picker", "DatePicker", "ColorPicker", "MultiDatePicker", "PhotosPicker"]
    static let fields: Set<String> = ["TextField", "SecureField", "TextEditor"]

    func walk(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        guard !outOfStack else { return gaveUpAt(e.loc) }
        switch e {
        case .call(let callee, let args, let trailing, let loc):
            // `content()` or `content(proxy)` (or `self.content(value)`): the closure the container was given.
            if case .name(let n, _) = callee, ctx.env[n] == nil, let given = ctx.viewArgs[n] {
                walkGiven(calling(given, args, ctx), ctx, b)
                return
            }
            if case .member(let base?, let n, _) = callee, isSelf(base), ctx.env[n] == nil, let given = ctx.viewArgs[n] {
                walkGiven(calling(given, args, ctx), ctx, b)
                return
            }
            if let name = e.calleeName {
                // The project's own `TabView` (a name SwiftUI has too), written without `SwiftUI.`.
                if walkShadowed(e, ctx, b) { return }
                walkCall(name, args, trailing, loc, ctx, b)
                return
            }
            // `self.row(...)`: the view's own method `row(...)`, as if written without
            // the `self.` (a modifier on `self`, in an extension of View, stays one).
            if case .member(let base?, let name, let nl) = callee, isSelf(base), ctx.env[name] == nil,
               let t = ctx.type, index.functions(name, of: t, args: args).contains(where: { TypeIndex.labelsFit($0, args: args) }) {
                walk(.call(.name(name, nl), args, trailing, loc), ctx, b)
                return
            }
            if case .member(let base?, let name, _) = callee {
                // Through a protocol (`route.base.makeView()`): each project type's method that carries it out.
                if !isViewExpression(base), let owner = receiverType(base, ctx), owner.kind == .protocol {
                    let implementations = index.conformers(of: owner).compactMap { c in
                        function(name, of: c, args: args, ctx).flatMap { $0.body.isEmpty ? nil : (c, $0) }
                    }
                    if implementations.count > 1, implementations.contains(where: { $0.1.returnType?.containsASCII("View") == true }) {
                        // Several views, one of which shows here: read in place they would make one
                        // screen of several. Where they are a destination, each is a screen (`hits`).
                        let names = implementations.map(\.0.name).sorted().joined(separator: ", ")
                        b.screen.notes.append(note("`\(name)()` is called through the protocol `\(owner.name)`, which \(implementations.count) "
                            + "types of the project carry out (\(names)); which one shows here cannot be told from the code, "
                            + "so it is not read", loc))
                        return
                    }
                    if !implementations.isEmpty {
                        for (c, f) in implementations {
                            expand(function: f, owner: c, key: "\(index.id(of: c)).\(name)()", args: args, ctx, b, loc: loc, base: nil)
                        }
                        return
                    }
                }
                // A function of a project value (`factory.makeSettingsView()`).
                // (Not a method of the view whose labels the call does not fit: `navigationDestination(for:)`
                // written in an extension of View is SwiftUI's, though the view has a `navigationDestination(_:)`.)
                if !isViewExpression(base), let owner = receiverType(base, ctx), let f = function(name, of: owner, args: args, ctx),
                   !isSelf(base) || TypeIndex.labelsFit(f, args: args) {
                    expand(function: f, owner: owner, key: "\(index.id(of: owner)).\(name)()", args: args + trailing, ctx, b, loc: loc, base: base)
                    return
                }
                if noteUnresolvedGeneric(base, name, loc, ctx, b) { return }
                modifier(base, name, args, trailing, loc, ctx, b)
                return
            }
            if case .member(nil, _, _) = callee { return }
            walk(callee, ctx, b)
        case .name(let n, let loc):
            if ctx.env[n] == nil, let given = ctx.viewArgs[n] {
                walkGiven(given, ctx, b)
                return
            }
            if ctx.env[n] == nil, let t = ctx.type, let v = index.variable(n, of: t), let getter = v.getter {
                expand(getter: getter, owner: t, key: "\(index.id(of: t)).\(n)", ctx, b, loc: loc, env: ctx.env)
            } else if ctx.env[n] == nil, let t = ctx.type, let v = index.variable(n, of: t), isDynamicView(v) {
                noteDynamicView(n, loc, b)
            } else if let call = builderReference(n, loc, ctx) {
                walk(call, ctx, b)
            } else if let (body, inner) = viewOfCase(n, ctx) {
                walk(body, inner, b)
            }
        case .member(let base?, let n, let loc):
            if isSelf(base) { walk(.name(n, loc), ctx, b); return }
            if let owner = receiverType(base, ctx), let v = index.variable(n, of: owner), let getter = v.getter {
                var env: [String: KValue] = [:]
                if case .enumCase(let t?, let c) = valueOf(base, ctx) { env["self"] = .enumCase(t, c) }
                expand(getter: getter, owner: owner, key: "\(index.id(of: owner)).\(n)", ctx, b, loc: loc, env: env)
            } else if let owner = receiverType(base, ctx), let v = index.variable(n, of: owner), isDynamicView(v) {
                noteDynamicView(n, loc, b)
            }
        case .closure(_, let body, _):
            walk(body, ctx, b)
        case .statement(let s, _):
            walk([s], ctx, b)
        case .ternary(let c, let x, let y, _):
            if let m = modeValue(c, ctx) { walk(m ? x : y, ctx, b) } else { walk(x, ctx, b); walk(y, ctx, b) }
        case .postfix(let x, _, _):
            walk(x, ctx, b)
        case .tuple(let items, _):
            for i in items { walk(i.value, ctx, b) }
        default:
            break
        }
    }

    func walk(_ stmts: [SStmt], _ ctx: Ctx, _ b: ScreenBuild) {
        var ctx = ctx
        for s in stmts {
            switch s {
            case .expr(let e): walk(e, ctx, b)
            case .returnStmt(let e?, _): walk(e, ctx, b)
            case .binding(let name, let type, let value, _):
                bindLocal(name, type: type, value: value, &ctx)
                // `let cell = NavigationLink(...)`, then `cell.swipeActions { ... }`: walked where shown.
                bindLocalView(name, type: type, value: value, &ctx)
            case .ifStmt(let conds, let then, let els, let l):
                // `if index == 0 { TripsScreen() } else { PrefsScreen() }` beside buttons that set
                // `index`: a tab bar the project draws, as with a `switch`.
                if els != nil, ifChainTabBar(s, ctx, b) { continue }
                if let m = decided(conds, ctx) {
                    walk(m ? then : (els ?? []), ctx, b)
                    setsLeftOut(m ? (els ?? []) : then, ctx, b)
                    // `if entry.screen != nil { return AnyView(link) }` then `return AnyView(button)`:
                    // the branch taken returned, so what follows is not shown.
                    if case .returnStmt? = (m ? then : (els ?? [])).last { return }
                } else if let els, let swap = screenSwap(conds, then, els, ctx) ?? gateBeforeContent(conds, then, els, ctx) {
                    // `if signedIn { MainTabs() } else { form }`: the form is this screen's; the
                    // view shown once a control sets the flag is another screen, as a cover is.
                    walk(swap.content, ctx, b)
                    b.presentations.append(Presentation(owner: swap.owner, name: swap.flag, sheet: false,
                                                        content: .closure([], swap.shown, l), param: nil, ctx: ctx,
                                                        suffix: "destination", loc: l, serial: current.serial()))
                } else {
                    walk(then, ctx, b)
                    if let els { walk(els, ctx, b) }
                }
            case .switchStmt(let subject, let cases, _):
                if let bar = customTabBar(s, ctx) {
                    b.presentations.append(bar)
                    if b.kindFromBody == nil { b.kindFromBody = .tabs }
                    continue
                }
                for c in chosenCases(subject, cases, ctx).cases { walkCase(c, subject, ctx, b) }
            case .loop(_, _, let body, _), .block(let body, _):
                walk(body, ctx, b)
            default: break
            }
        }
    }

    // Kept out of `walk`, which nests once per level of views: a local of each frame counts
    // (the reader measures the stack left; a sanitizer's frames are larger still).

    /// A call of the project's own `TabView` (`projectShadow`): its view, expanded. False for any other call.
    @inline(never)
    func walkShadowed(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard let entry = projectShadow(e, ctx), case .call(_, let args, let trailing, let loc) = e else { return false }
        expand(type: entry, args: args, trailing: trailing, ctx, b, loc: loc)
        return true
    }

    /// `if index == 0 { ... } else { ... }` that is a tab bar the project draws (`customTabBar`):
    /// its presentation added. False for any other `if`.
    @inline(never)
    func ifChainTabBar(_ s: SStmt, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        // In a view the screen embeds (`ScoresView { Segments() }`), such a choice is a segmented
        // control over part of the screen, not the app's tab bar: its views are the screen's.
        guard ctx.depth <= 0, let choice = Self.ifElseAsSwitch(s), let bar = customTabBar(choice, ctx) else { return false }
        b.presentations.append(bar)
        if b.kindFromBody == nil { b.kindFromBody = .tabs }
        return true
    }

    /// A representable that hosts the view it was given (`hostedProperty`): that view, walked.
    @inline(never)
    func walkHosted(_ entry: TypeIndex.Entry, _ inner: Ctx, _ b: ScreenBuild) -> Bool {
        guard let p = hostedProperty(entry), let hosted = inner.viewArgs[p] else { return false }
        walk(hosted.expr, hosted.ctx, b)
        return true
    }

    /// `List(data) { row in ... }` and `List { ... }`: rows, a split view's sidebar rows, and a
    /// selection list's row (`selectionRow`). Its own function, so that `walkCall`, which every
    /// level of nested views passes through, keeps a small frame.
    @inline(never)
    func walkList(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        var inner = ctx
        let data = args.unlabelled.first
        if args.labelled("selection") != nil, ctx.sidebar != nil { inner.inSelectionList = true }
        let content = args.labelled("content") ?? trailing.first?.value
        if let data {
            inner.inForEach = true
            if let content, case .closure(let params, let body, _) = content {
                if let p = params.first { inner.env[p] = elementType(data, ctx).map(KValue.typed) ?? .unknown }
                if inner.inSelectionList, !containsCall("NavigationLink", body) {
                    sidebarRow(body, loc, inner, b)
                } else if !inner.inSelectionList, let p = params.first, let records = literalRecords(data, ctx) {
                    walkRecords(records, body, param: p, inner, b)
                } else if !inner.inSelectionList, let p = params.first, walkCases(data, body, param: p, inner, b) {
                } else {
                    walk(body, inner, b)
                    if ctx.sidebar == nil, let sel = args.labelled("selection") { selectionRow(sel, data: data, body, loc, inner, ctx, b) }
                }
            }
        } else if let content {
            if inner.inSelectionList, case .closure(_, let body, _) = content {
                sidebarStatic(body, inner, b)
            } else {
                walk(content, inner, b)
            }
        }
    }

    /// A literal array of entries shown one by one (`ForEach(entries)`, `List(entries)`: a settings
    /// or account menu): each entry is a control of its own, with its own text and target.
    @inline(never)
    func walkRecords(_ records: [(type: String, fields: [String: ViewArgument])], _ body: [SStmt], param: String, _ ctx: Ctx,
                     _ b: ScreenBuild) {
        for r in records {
            var one = ctx
            one.env[param] = .typed(r.type)
            one.records[param] = r.fields
            walk(body, one, b)
        }
    }

    /// The cases of a project enum shown one by one (`ForEach(Destination.allCases)`, `List(Topic.allCases)`):
    /// each case is a control of its own, with the text and target its case gives. Over
    /// `maxCasesWalked` cases, the content is read once, for any case. False when `data` is not such a list.
    @inline(never)
    func walkCases(_ data: SExpr, _ body: [SStmt], param: String, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard let (e, cases) = enumCases(of: data, ctx), cases.count > 1, cases.count <= Self.maxCasesWalked else { return false }
        for c in cases {
            var one = ctx
            one.env[param] = .enumCase(e.path, c)
            walk(body, one, b)
        }
        return true
    }

    static let maxCasesWalked = 24

    /// `Table(stations) { TableColumn("Code") { station in NavigationLink(value: station) { ... } } }`:
    /// each column's content is a row of the data, its parameter an element (as `List(data)`'s).
    /// A column given only a key path (`TableColumn("Name", value: \.name)`) shows text.
    @inline(never)
    func walkTable(_ args: [SArg], _ trailing: [SArg], _ ctx: Ctx, _ b: ScreenBuild) {
        guard let data = args.unlabelled.first else { return }
        var inner = ctx
        inner.inForEach = true
        let element = elementType(data, ctx).map(KValue.typed) ?? .unknown
        guard let columns = args.labelled("columns") ?? trailing.first(where: { $0.label == nil || $0.label == "columns" })?.value,
              case .closure(_, let body, _) = columns else { return }
        visit(body) { x in
            guard case .call(_, let a, let t, _) = x, x.calleeName == "TableColumn",
                  let content = a.labelled("content") ?? t.first(where: { $0.label == nil || $0.label == "content" })?.value,
                  case .closure(let params, let cbody, _) = content else { return }
            var one = inner
            if let p = params.first { one.env[p] = element }
            self.walk(cbody, one, b)
        }
    }

    /// `List(notes, selection: $picked)` outside a split view: picking a row sets the selection,
    /// which `.onChange(of: picked)` or `.sheet(item: $picked)` may turn into a screen; a row
    /// kept only then (`Slot.onlyIfLeads`). Its own function, so that `walkCall`, which every
    /// level of nested views passes through, keeps a small frame.
    @inline(never)
    func selectionRow(_ sel: SExpr, data: SExpr, _ body: [SStmt], _ loc: Loc, _ inner: Ctx, _ ctx: Ctx, _ b: ScreenBuild) {
        guard let (owner, name) = variable(sel, ctx), !containsCall("NavigationLink", body) else { return }
        var c = control(.row, loc, inner)
        labelInfo(.closure([], body, loc), inner, into: &c)
        var slot = Slot(control: c)
        var eff = Effects()
        eff.sets = [Effects.Set(owner: owner, name: name, value: elementType(data, ctx).map(KValue.typed) ?? .unknown, loc: loc)]
        slot.effects = eff
        slot.onlyIfLeads = true
        b.slots.append(slot)
    }

    /// What an input does to the variable it is bound to (`Picker(selection: $sort)`, `Toggle(isOn:
    /// $showHelp)`): it sets it, so a presentation bound to it, or an `.onChange(of:)` of it that
    /// presents, is what the input leads to. Nil when the binding is no variable.
    func settingEffects(_ binding: SExpr?, _ ctx: Ctx) -> Effects? {
        guard let binding, let (owner, name) = variable(binding, ctx) else { return nil }
        var eff = Effects()
        eff.sets = [Effects.Set(owner: owner, name: name, value: .unknown, loc: binding.loc)]
        return eff
    }

    /// `Map(selection: $picked) { ... }`: a place picked on the map sets the selection, which
    /// `.sheet(item: $picked)` or `.onChange(of: picked)` may turn into a screen. A `gesture`
    /// kept only then (`Slot.onlyIfLeads`), with a note; the map's content is read as usual.
    @inline(never)
    func mapSelection(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        for a in args + trailing where isClosure(a.value) { walk(a.value, ctx, b) }
        guard let eff = settingEffects(args.labelled("selection"), ctx) else { return }
        var c = control(.gesture, loc, ctx)
        c.notes.append(note("a place picked on the map sets the selection", loc))
        var slot = Slot(control: c, effects: eff)
        slot.onlyIfLeads = true
        b.slots.append(slot)
    }

    /// Whether an `if`'s conditions hold, when the mode or the call making the view decides
    /// them: all of them decided and true, or one decided and false (`if showsBack, let onBack`
    /// with `showsBack: false`). Nil when the code's state decides.
    @inline(never)
    func decided(_ conds: [SExpr], _ ctx: Ctx) -> Bool? {
        var all = true
        for c in conds.map(Self.withoutSelf) {
            switch Self.availability(c) ?? modeValue(c, ctx) ?? givenCondition(c, ctx) ?? comparedCase(c, ctx) ?? recordCondition(c, ctx) {
            case false?: return false
            case true?: break
            case nil: all = false
            }
        }
        return all ? true : nil
    }

    /// `if #available(iOS 26, *) { ... } else { ... }`: the first branch, for the newest system, as
    /// the first clause of an `#if` is read (rule 11); `#unavailable` the other way.
    static func availability(_ c: SExpr) -> Bool? {
        guard case .name(let n, _) = c else { return nil }
        if n.hasPrefix("#available") { return true }
        if n.hasPrefix("#unavailable") { return false }
        return nil
    }

    /// `entry.screen != nil` (or `== nil`) for an entry of a literal array: decided by whether the
    /// entry was made with that field (`.init(title: "Theme", screen: AnyView(...))`, or without it).
    func recordCondition(_ c: SExpr, _ ctx: Ctx) -> Bool? {
        guard case .binary(.member(.name(let b, _)?, let f, _), let op, .name("nil", _), _) = c, op == "==" || op == "!=",
              let fields = ctx.records[b], b != Ctx.callKey else { return nil }
        let present = fields[f].map { !Self.isNilLiteral($0.expr) } ?? false
        return present == (op == "!=")
    }

    /// `route == .settings` (or `!=`) where what is known of `route` here is a case: decided by
    /// the case's name. Nil when either side is no known case.
    func comparedCase(_ c: SExpr, _ ctx: Ctx) -> Bool? {
        guard case .binary(let a, let op, let b, _) = c, op == "==" || op == "!=" else { return nil }
        guard case .enumCase(let ta, let x) = valueOf(a, ctx).caseOnly, case .enumCase(let tb, let y) = valueOf(b, ctx).caseOnly,
              ta == nil || tb == nil || ta == tb || ta?.split(separator: ".").last == tb?.split(separator: ".").last else { return nil }
        // A bare `.settings` on both sides tells nothing of what the left one holds.
        if case .member(nil, _, _) = a { return nil }
        return (x == y) == (op == "==")
    }

    /// The variables a branch left out (decided false by the call) sets (`explaining = true` in a
    /// button the call hides): a sheet they show is shown by no control here, and not by code either.
    @inline(never)
    func setsLeftOut(_ branch: [SStmt], _ ctx: Ctx, _ b: ScreenBuild) {
        guard !branch.isEmpty else { return }
        // What the actions written there do (`Button { remind() }`, whose method sets the flag).
        visit(branch) { x in
            guard case .closure(_, let body, _) = x else { return }
            for s in self.effects(of: body, ctx, level: 0).sets { b.setsLeftOut.insert((s.owner ?? "") + "." + s.name) }
        }
    }

    /// A condition that the call making this view decides: `if showsBack` when the call gives
    /// `showsBack: false` (or leaves out a property whose default is a literal), and `if let
    /// onTrailing` when the call leaves out an optional property with no value of its own, or
    /// gives `nil`. Nil when the call does not decide it.
    func givenCondition(_ c: SExpr, _ ctx: Ctx, depth: Int = 0) -> Bool? {
        guard depth < 8, let given = ctx.givenByCall, let t = ctx.type else { return nil }
        func givenBool(_ n: String) -> Bool? {
            guard let g = given[n] else { return nil }
            if case .bool(let v, _) = g.expr { return v }
            // Handed on (`sheetAllowed: self.sheetAllowed`): what the caller's own call decides.
            if case .call = g.expr { return nil }
            return givenCondition(g.expr, g.ctx, depth: depth + 1)
        }
        func property(_ e: SExpr) -> String? {
            switch e {
            case .name(let n, _) where ctx.env[n] == nil && ctx.aliases[n] == nil: return n
            case .member(let base?, let n, _) where isSelf(base): return n
            default: return nil
            }
        }
        switch c {
        case .prefix("!", let x, _):
            return givenCondition(x, ctx, depth: depth + 1).map { !$0 }
        // `offersReminder && !muted` with `offersReminder: false`: one side decides it.
        case .binary(let x, "&&", let y, _):
            let a = givenCondition(x, ctx, depth: depth + 1), b = givenCondition(y, ctx, depth: depth + 1)
            if a == false || b == false { return false }
            return a == true && b == true ? true : nil
        case .binary(let x, "||", let y, _):
            let a = givenCondition(x, ctx, depth: depth + 1), b = givenCondition(y, ctx, depth: depth + 1)
            if a == true || b == true { return true }
            return a == false && b == false ? false : nil
        // `if items.contains(.add)` on an option set or list the call gives (`TopBar(items: [.info, .close])`),
        // or the property's own default (`var items: BarItems = .close`).
        case .call(.member(let base?, "contains", _), let args, _, _) where args.count == 1:
            guard let n = property(base), let v = index.variable(n, of: t), v.getter == nil, !v.isStatic, v.attributes.isEmpty,
                  let wanted = patternName(args[0].value) else { return nil }
            guard let value = given[n].map({ $0.expr }) ?? v.initializer else { return nil }
            var members: [String] = []
            switch value {
            case .array(let items, _):
                for i in items {
                    guard let m = patternName(i) else { return nil }
                    members.append(m)
                }
            case .member(nil, let m, _): members = [m]
            default: return nil
            }
            return members.contains(wanted)
        // `if icon == nil`: the other way round.
        case .binary(let x, "==", .name("nil", let l), let bl):
            return givenCondition(.binary(x, "!=", .name("nil", l), bl), ctx, depth: depth + 1).map { !$0 }
        case .binary(let x, "!=", .name("nil", _), _):
            guard let n = property(x), let v = index.variable(n, of: t), v.getter == nil, !v.isStatic,
                  v.attributes.isEmpty, v.type?.hasSuffix("?") == true || v.type?.hasSuffix(")?") == true else { return nil }
            if let g = given[n] { return Self.isNilLiteral(g.expr) ? false : nil }
            if let i = v.initializer, !Self.isNilLiteral(i) { return nil }
            return false
        default:
            if case .name(let n, _) = c, let b = givenBool(n) { return b }
            // (A `@State` the call gives starts, and for the screen stays, at what it is given.)
            guard let n = property(c), let v = index.variable(n, of: t), v.getter == nil, !v.isStatic,
                  v.attributes.isEmpty || (v.attributes == ["State"] && given[n] != nil) else { return nil }
            if let b = givenBool(n) { return b }
            if given[n] == nil, case .bool(let b, _)? = v.initializer { return b }
            return nil
        }
    }

    /// The labelled arguments of a call, each with the context it is written in.
    @inline(never)
    func givenByLabel(_ args: [SArg], _ ctx: Ctx) -> [String: ViewArgument] {
        var out: [String: ViewArgument] = [:]
        for a in args { if let l = a.label { out[l] = ViewArgument(expr: a.value, ctx: ctx) } }
        return out
    }

    /// `nil`, `true` or `false` as an expression.
    static func literal(_ text: String, _ loc: Loc) -> SExpr {
        if text.hasPrefix(".") { return .member(nil, String(text.dropFirst()), loc) }
        return text == "nil" ? .name("nil", loc) : .bool(text == "true", loc)
    }

    static func isNilLiteral(_ e: SExpr) -> Bool {
        if case .name("nil", _) = e { return true }
        return false
    }

    /// `flag`, `self.flag` or `!flag`: a property of `owner`'s own state (`@State`, `@AppStorage`,
    /// `@SceneStorage`), not a local or a value the view was given: its name, and whether negated.
    func ownState(_ condition: SExpr, of owner: TypeIndex.Entry, _ ctx: Ctx) -> (flag: String, negated: Bool)? {
        var cond = condition
        var negated = false
        if case .prefix("!", let x, _) = cond { cond = x; negated = true }
        // `if let user` (read as `user != nil`): set, it shows the first branch.
        if case .binary(let x, let op, .name("nil", _), _) = cond, op == "!=" || op == "==" { cond = x; negated = op == "==" }
        var flag: String?
        if case .name(let n, _) = cond { flag = n }
        if case .member(let base?, let n, _) = cond, isSelf(base) { flag = n }
        guard let flag, ctx.env[flag] == nil, ctx.viewArgs[flag] == nil, let v = index.variable(flag, of: owner), v.getter == nil,
              v.attributes.contains(where: { ["State", "AppStorage", "SceneStorage"].contains($0) }) else { return nil }
        return (flag, negated)
    }

    /// `if signedIn { MainTabs() } else { VStack { ... Button { signedIn = true } } }`: a branch
    /// that only shows another View type of the project, under a flag of the view's own state
    /// (`@State`, `@AppStorage`, `@SceneStorage`; `if !flag` with the view in `else`), beside
    /// a branch with content of its own. The flag, its owner, the view's branch and the content's.
    func screenSwap(_ conds: [SExpr], _ then: [SStmt], _ els: [SStmt], _ ctx: Ctx) -> (owner: String, flag: String, shown: [SStmt], content: [SStmt])? {
        guard conds.count == 1, let t = ctx.type, let (flag, negated) = ownState(conds[0], of: t, ctx) else { return nil }
        let (shown, content) = negated ? (els, then) : (then, els)
        // The content: not only other views, or only SwiftUI's (a splash's logo and text).
        guard onlyShowsViews(shown, t), showsProjectView(shown, ctx), !onlyShowsViews(content, t) || !showsProjectView(content, ctx)
        else { return nil }
        // The content is the view's own (a form, a list), not another view of the project in
        // another state (`if expanded { CardExpanded() } else { CardSimple().onTapGesture {...} }`).
        let viewsOfContent = content.filter { if case .binding = $0 { return false } else { return true } }
        if viewsOfContent.count == 1, case .expr(let e) = viewsOfContent[0], let n = baseCallee(e),
           let shownType = index.lookup(n, in: ctx), index.isView(shownType) {
            return nil
        }
        // And its code sets the flag (`signedIn = true`, `signedIn.toggle()`, `$signedIn` handed
        // on); one set elsewhere (`isLoading` while a request runs) shows a part of the screen.
        // (The content may be a computed property or method of the view: `else { content }`.)
        var code = content
        visit(content) { x in
            var n: String?
            if case .name(let m, _) = x { n = m }
            if case .call(.name(let m, _), let a, _, _) = x, a.isEmpty { n = m }
            guard let n, ctx.env[n] == nil else { return }
            if let v = self.index.variable(n, of: t), let g = v.getter { code += g }
            if let f = self.index.functions(n, of: t).first, f.params.isEmpty { code += f.body }
        }
        guard setsFlag(code, flag) else { return nil }
        return (index.id(of: t), flag, shown, content)
    }

    /// `if unlocked { TabView { ... } } else { GateView { unlocked = true } }` on a flag of the
    /// view's own state that starts `false`: the branch shown first is another View type of the
    /// project, handed code that sets the flag (a lock screen, an onboarding), and the other is
    /// content written in place. The first is this screen's content, as it is what the person
    /// sees first; the other is shown once the flag is set, a screen of its own (`_destination`).
    /// The same shape as `screenSwap`, with the roles told by the flag's first value.
    func gateBeforeContent(_ conds: [SExpr], _ then: [SStmt], _ els: [SStmt], _ ctx: Ctx)
        -> (owner: String, flag: String, shown: [SStmt], content: [SStmt])? {
        guard conds.count == 1, let t = ctx.type, let (flag, negated) = ownState(conds[0], of: t, ctx),
              let v = index.variable(flag, of: t), case .bool(false, _)? = v.initializer else { return nil }
        // Shown while the flag is false: `else` of `if flag`, `then` of `if !flag`.
        let (first, later) = negated ? (then, els) : (els, then)
        guard onlyShowsViews(first, t), showsProjectView(first, ctx),
              setsFlag(first, flag) || sharesStoredKey(first, flag, of: t, ctx),
              !onlyShowsViews(later, t) || !showsProjectView(later, ctx) else { return nil }
        return (index.id(of: t), flag, later, first)
    }

    /// Whether the view a branch shows keeps the flag's stored value too (`@AppStorage("onboarded")`
    /// in the root and in the welcome view that sets it).
    private func sharesStoredKey(_ branch: [SStmt], _ flag: String, of t: TypeIndex.Entry, _ ctx: Ctx) -> Bool {
        guard let key = index.storageKey(of: flag, owner: index.id(of: t)) else { return false }
        var shares = false
        visit(branch) { x in
            guard !shares, case .call = x, let n = x.calleeName, let e = self.index.lookup(n, in: ctx), self.index.isView(e), e !== t else { return }
            shares = self.index.allParts(e).contains { p in p.vars.contains { self.index.storageKey(of: $0.name, owner: self.index.id(of: e)) == key } }
        }
        return shares
    }

    /// Whether code in `stmts` sets the view's own `flag` (`flag = true`, `self.flag = true`,
    /// `flag.toggle()`, or hands `$flag` on), in its actions and timers.
    func setsFlag(_ stmts: [SStmt], _ flag: String) -> Bool {
        var sets = false
        visit(stmts) { x in
            switch x {
            case .binary(let lhs, "=", .bool(true, _), _):
                if case .name(flag, _) = lhs { sets = true }
                if case .member(let base?, flag, _) = lhs, self.isSelf(base) { sets = true }
            case .call(.member(.name(flag, _)?, "toggle", _), _, _, _):
                sets = true
            case .name(let n, _) where n == "$" + flag:
                sets = true
            default:
                break
            }
        }
        return sets
    }

    /// A case of a `switch` in a view's body, with what the case binds known (`boundPayload`).
    @inline(never)
    func walkCase(_ c: SCase, _ subject: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        walk(c.body, boundPayload(c, subject, ctx), b)
    }

    /// A closure given to a view, called with arguments (`buildView(path)` for `buildView: (Route)
    /// -> Content`): its parameters stand for what is known of them where it is called, so a
    /// `switch path` in it picks the case pushed.
    @inline(never)
    func calling(_ given: ViewArgument, _ args: [SArg], _ ctx: Ctx) -> ViewArgument {
        // A method of the giver named (`screen: build`), called here (`screen(value)`): the call of that
        // method, each argument standing for what is known of it here.
        if !args.isEmpty, case .name(let m, let l) = given.expr, given.ctx.env[m] == nil, let t = given.ctx.type,
           let f = index.functions(m, of: t).first(where: { $0.params.count >= args.count }) {
            var inner = given.ctx
            var callArgs: [SArg] = []
            for (i, a) in args.enumerated() {
                let key = "\u{1}arg\(i)"
                inner.env[key] = valueOf(a.value, ctx)
                let label = f.params[i].label
                callArgs.append(SArg(label: label == "_" ? nil : label, value: .name(key, l)))
            }
            return ViewArgument(expr: .call(.name(m, l), callArgs, [], l), ctx: inner)
        }
        guard !args.isEmpty, case .closure(let params, _, _) = given.expr, !params.isEmpty else { return given }
        var inner = given.ctx
        var known = false
        for (p, a) in zip(params, args) where p != "_" {
            var v = valueOf(a.value, ctx)
            if v == .member, let made = madeWith(a.value, ctx) { v = made }
            // Only a case picks anything; a parameter that stands for a view (`card` of
            // `modifyPreview(MemoPreview(...))`) is left as it was.
            switch v {
            case .enumCase, .withPayload:
                known = true
                inner.env[p] = v
            default:
                continue
            }
        }
        return known ? ViewArgument(expr: given.expr, ctx: inner) : given
    }

    /// `router.root` of `@StateObject var router = Router<Route>(root: .home)`, where the
    /// class's initialiser sets `self.root = root`: the value the object was made with
    /// (`.home`), which is what a screen built from it first shows. Nil when not so written.
    func madeWith(_ e: SExpr, _ ctx: Ctx) -> KValue? {
        guard case .member(let base?, let n, _) = e else { return nil }
        // The object as made: by this view, or by the view that handed it on (`RouterView(router: router)`).
        var object = base
        var ctx = ctx
        var made: SExpr?
        for _ in 0..<8 {
            if case .member(let b?, let m, let l) = object, isSelf(b) { object = .name(m, l) }
            guard case .name(let objectName, _) = object, let t = ctx.type else { return nil }
            // A property the call gave (its type may be known, as `env` keeps it), not a local.
            if case .enumCase? = ctx.env[objectName] { return nil }
            if let given = ctx.givenByCall?[objectName] {
                object = given.expr
                ctx = given.ctx
                continue
            }
            guard ctx.env[objectName] == nil else { return nil }
            made = index.variable(objectName, of: t)?.initializer
            break
        }
        guard let t = ctx.type, case .call(let callee, let args, let trailing, _)? = made,
              let className = callee.lastName, let entry = index.lookup(className, in: ctx), entry.kind == .class
        else { return nil }
        let inits = entry.parts.flatMap(\.inits)
        guard let f = TypeIndex.overloads(inits, args: args + trailing).first else { return nil }
        let matched = Self.matchArguments(f.params, args + trailing)
        for st in f.body {
            guard case .expr(.binary(let lhs, "=", .name(let p, _), _)) = st else { continue }
            switch lhs {
            case .name(n, _): break
            case .member(let b?, n, _) where isSelf(b): break
            default: continue
            }
            guard let i = f.params.firstIndex(where: { $0.name == p }), let a = matched[i] else { return nil }
            let v = valueOf(a, Ctx(type: t, file: t.file, scene: ctx.scene))
            return v == .unknown || v == .member ? nil : v
        }
        return nil
    }

    /// `.toolbar(content: workoutToolbar)`, `.overlay(content: badge)`: a method of the view
    /// that builds views (it returns `some View`, `some ToolbarContent` or a View type), named
    /// where views go: read as its call, `workoutToolbar()`. Nil for anything else.
    @inline(never)
    func builderReference(_ n: String, _ loc: Loc, _ ctx: Ctx) -> SExpr? {
        guard ctx.env[n] == nil, let t = ctx.type, index.variable(n, of: t) == nil,
              index.functions(n, of: t).contains(where: { f in
                  f.requiredArguments == 0 && f.returnType.map { r in
                      r.containsASCII("View") || r.containsASCII("ToolbarContent") || r.containsASCII("Scene")
                  } == true
              }) else { return nil }
        return .call(.name(n, loc), [], [], loc)
    }

    /// A view a container was given, walked where the container shows it, in the giver's context.
    func walkGiven(_ given: ViewArgument, _ ctx: Ctx, _ b: ScreenBuild) {
        var inner = given.ctx
        // What a container shows is the screen's own content: its title counts.
        inner.depth = ctx.depth - 1
        inner.inForEach = ctx.inForEach
        inner.inToolbar = ctx.inToolbar
        inner.asGesture = ctx.asGesture
        inner.customStyle = ctx.customStyle
        walk(given.expr, inner, b)
    }

    /// The views a call gives a container type: labelled arguments, and the trailing closure as `content`.
    /// What the call that shows a screen gives it (`AddOnePage { saved in ... }`): a trailing closure,
    /// which `hits` passes on as `content`, fills the property Swift gives it (`onFinish`) when the
    /// type has no `content` of its own (`givenToType`).
    func givenToScreen(_ entry: TypeIndex.Entry, _ args: [SArg], _ ctx: Ctx) -> [String: ViewArgument] {
        guard let i = args.lastIndex(where: { $0.label == "content" }), index.variable("content", of: entry) == nil,
              !entry.parts.flatMap(\.inits).contains(where: { $0.params.contains { $0.label == "content" || $0.name == "content" } })
        else { return givenViews(args, ctx) }
        var rest = args
        let closure = rest.remove(at: i)
        return givenToType(entry, args: rest, trailing: [SArg(label: nil, value: closure.value)], ctx)
    }

    func givenViews(_ args: [SArg], _ ctx: Ctx) -> [String: ViewArgument] {
        var out: [String: ViewArgument] = [:]
        for a in args {
            guard let l = a.label, let given = given(a.value, ctx) else { continue }
            out[l] = given
        }
        return out
    }

    /// What a call gives a view that the view can show or call: a view or a closure
    /// (rule 24), a method or closure the giver names (`onEdit: edit`, `action: action`),
    /// a string (the text of a control inside, `Button(title)`).
    func given(_ value: SExpr, _ ctx: Ctx) -> ViewArgument? {
        switch value {
        case .closure, .call, .string:
            return ViewArgument(expr: value, ctx: ctx)
        // `action: isAdvanced ? { showLibrary = true } : nil`: an action either way, or none.
        case .ternary(_, let a, let b, _) where [a, b].contains(where: { if case .closure = $0 { return true } else { return false } }):
            return ViewArgument(expr: value, ctx: ctx)
        case .name(let n, _):
            if ctx.viewArgs[n] != nil || (ctx.env[n] == nil && ctx.type.map { !index.functions(n, of: $0).isEmpty } == true) {
                return ViewArgument(expr: value, ctx: ctx)
            }
            // `Framed(header: controls)`, a computed property of the caller that builds a view.
            if ctx.env[n] == nil, isViewProperty(n, ctx) { return ViewArgument(expr: value, ctx: ctx) }
            return nil
        case .member(let base?, let n, _) where isSelf(base):
            return given(.name(n, value.loc), ctx)
        case .member(.name(let b, _)?, _, _):
            // `BarButton(title: item.title)` with `item` a known case: the text the case gives.
            guard case .enumCase = ctx.env[b], case .literal(let s) = text(value, ctx) else { return nil }
            return ViewArgument(expr: .string(s, value.loc), ctx: ctx)
        default:
            return nil
        }
    }

    /// What a call of a View type gives its properties, by property name: the arguments
    /// of its explicit initialiser by parameter name (`self.action = action`), or of the
    /// memberwise one by label; an unlabelled trailing closure goes to the last closure
    /// property or parameter (`RoundedButton("Settings") { showSettings = true }`).
    func givenToType(_ entry: TypeIndex.Entry, args: [SArg], trailing: [SArg], _ ctx: Ctx) -> [String: ViewArgument] {
        var out = givenViews(args + trailing.map { SArg(label: $0.label ?? "content", value: $0.value) }, ctx)
        let inits = entry.parts.flatMap(\.inits)
        let all = args + trailing
        if let f = TypeIndex.overloads(inits, args: all).first, !inits.isEmpty {
            // As Swift matches them: an unlabelled trailing closure goes to the next parameter of
            // function type (`TwoPane { ... } trailing: { ... }` gives `leading` the first).
            let matched = Self.matchArguments(f.params, all)
            for (i, p) in f.params.enumerated() {
                if let a = matched[i], let g = given(a, ctx) { out[p.name] = g }
            }
            // What the call gave as `content` stands for nothing of this init but the parameter it went to.
            if let t = trailing.first(where: { $0.label == nil }), !f.params.contains(where: { $0.name == "content" }),
               let gone = out["content"], gone.expr.loc == t.value.loc {
                out["content"] = nil
            }
            // `contentView = content`, `self.action = onTap`, `self.content = content()`: the property holds the parameter.
            for st in f.body {
                guard case .expr(.binary(let lhs, "=", var rhs, _)) = st else { continue }
                if case .call(let c, let a, let t, _) = rhs, a.isEmpty, t.isEmpty { rhs = c }
                guard case .name(let p, _) = rhs, let g = out[p] else { continue }
                switch lhs {
                case .name(let prop, _) where prop != p: out[prop] = g
                case .member(let base?, let prop, _) where isSelf(base) && prop != p: out[prop] = g
                default: break
                }
            }
            return out
        }
        if let closure = trailing.first(where: { $0.label == nil }) {
            let closures = entry.parts.flatMap(\.vars).filter { v in
                // (`@ViewBuilder var main: Main` is given as a closure, `() -> Main`.)
                v.getter == nil && !v.isStatic && ((v.type.map { $0.containsASCII("->") } ?? false) || v.attributes.contains("ViewBuilder"))
            }
            let labelled = Swift.Set(trailing.compactMap(\.label))
            var pick = closures.last
            if let firstLabelled = closures.firstIndex(where: { labelled.contains($0.name) }), firstLabelled > 0 {
                pick = closures[firstLabelled - 1]
            }
            // As Swift scans the memberwise initialiser's parameters forward: the first property of
            // function type after those the parenthesised arguments fill, passing over one with a
            // default when a later one must be given (`Header(title: "Home") { add() }` fills
            // `onAdd`, not an optional `onBack` before it).
            let stored = Self.memberwiseProperties(entry)
            let params = stored.map { v in
                SParam(label: v.name, name: v.name, type: v.attributes.contains("ViewBuilder") ? "() -> \(v.type ?? "some View")" : v.type,
                       optional: v.initializerExpression != nil || v.type?.hasSuffix("?") == true)
            }
            let matched = Self.matchArguments(params, all)
            if let i = matched.firstIndex(where: { $0?.loc == closure.value.loc }), params[i].type?.containsASCII("->") == true {
                pick = stored[i]
            }
            if let pick, out[pick.name] == nil, let g = given(closure.value, ctx) { out[pick.name] = g }
            // `content` that the view computes itself (`var content: some View { ... }`) is its
            // own, not the closure the call gave.
            if out["content"]?.expr.loc == closure.value.loc, pick?.name != "content",
               let v = index.variable("content", of: entry), v.getterStatements != nil {
                out["content"] = nil
            }
        }
        return out
    }

    /// The properties a View type's memberwise initialiser takes, in order: the stored ones,
    /// but not the state SwiftUI gives it (`@Environment`, `@State`, `@FocusState`, ...).
    static func memberwiseProperties(_ entry: TypeIndex.Entry) -> [SVar] {
        entry.parts.flatMap(\.vars).filter { v in
            v.getterStatements == nil && !v.isStatic && !v.attributes.contains(where: { notMemberwise.contains($0) })
        }
    }

    static let notMemberwise: Swift.Set<String> = [
        "Environment", "EnvironmentObject", "State", "StateObject", "FocusState", "GestureState", "Namespace",
        "AppStorage", "SceneStorage", "Query", "FetchRequest", "SectionedFetchRequest", "ScaledMetric",
    ]

    /// What the call that makes a view gives its properties, for `givenCondition`: by label
    /// for the memberwise initialiser, a trailing closure under the property it fills
    /// (`givenToType`); nil when where an unlabelled trailing closure goes is not known.
    /// Through an initialiser of the type's own, a property it sets from a parameter as given
    /// (`self.isPassword = isPassword`) is that parameter's argument, and one it sets any other
    /// way (`link = URL(string: path)`, or from a parameter left to its default) is unknown.
    func callRecord(_ entry: TypeIndex.Entry, args: [SArg], trailing: [SArg], given: [String: ViewArgument],
                    _ ctx: Ctx) -> [String: ViewArgument]? {
        let inits = entry.parts.flatMap(\.inits)
        if !inits.isEmpty {
            let all = args + trailing
            guard let f = TypeIndex.overloads(inits, args: all).first else { return nil }
            let matched = Self.matchArguments(f.params, all)
            var out: [String: ViewArgument] = [:]
            for st in f.body {
                guard case .expr(.binary(let lhs, "=", let rhs, _)) = st else { continue }
                var prop: String
                switch lhs {
                case .name(let n, _): prop = n
                case .member(let base?, let n, _) where isSelf(base): prop = n
                default: continue
                }
                if prop.hasPrefix("_") { prop.removeFirst() }
                if case .name(let p, _) = rhs, let i = f.params.firstIndex(where: { $0.name == p }),
                   let a = matched[i] ?? f.params[i].literalDefault.map({ Self.literal($0, rhs.loc) }) {
                    out[prop] = ViewArgument(expr: a, ctx: ctx)
                } else {
                    out[prop] = ViewArgument(expr: .other(rhs.loc), ctx: ctx)
                }
            }
            return out
        }
        var out = givenByLabel(args + trailing.filter { $0.label != nil }, ctx)
        guard let t = trailing.first(where: { $0.label == nil }) else { return out }
        let filled = given.filter { $0.value.expr.loc == t.value.loc }.keys
        guard !filled.isEmpty else {
            // `BarAction(title: "Help") { showHelp = true }` of a struct with no initialiser of its own:
            // the memberwise one, whose last parameter (the trailing closure) is the last stored property.
            guard entry.kind == .struct, let last = Self.lastMemberwiseProperty(entry), let type = last.type,
                  Self.functionResult(type) != nil else { return nil }
            out[last.name] = ViewArgument(expr: t.value, ctx: ctx)
            return out
        }
        for k in filled { out[k] = ViewArgument(expr: t.value, ctx: ctx) }
        return out
    }

    /// The last parameter of a struct's memberwise initialiser: its last stored property
    /// (`let id = UUID()`, with a value and no type written, is not one of them).
    static func lastMemberwiseProperty(_ entry: TypeIndex.Entry) -> SVar? {
        entry.parts.flatMap(\.vars).last { !$0.isStatic && $0.getterStatements == nil && !($0.type == nil && $0.initializerExpression != nil) }
    }

    /// Whether an expression is a view (a call of a type or a modifier chain) rather than a value.
    func isViewExpression(_ e: SExpr) -> Bool {
        switch e {
        case .call(let c, _, _, _):
            if e.calleeName != nil { return true }
            if case .member(let base?, _, _) = c { return isViewExpression(base) }
            return false
        case .name(let n, _):
            if n == "content" { return true }
            guard TypeText.isUpper(n) else { return false }
            // A project type that is not a View (`AppPages`, `Route`) names values, not views.
            if let entry = index.lookup(n, from: -1), !index.isView(entry) { return false }
            return true
        case .member(let base?, _, _): return isViewExpression(base)
        default: return false
        }
    }

    // MARK: Calls

    func walkCall(_ name: String, _ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        // What a grid or a row of views lays out in a sidebar's `List(selection:)` (a chart of days
        // in its header) is no row to select.
        if ctx.inSelectionList, Self.notRowContainers.contains(name) {
            var inner = ctx
            inner.inSelectionList = false
            return walkCall(name, args, trailing, loc, inner, b)
        }
        // The calls views nest through, a View type of the project and a stack of SwiftUI's, are
        // followed from this small frame: `walkOtherCall`'s, large (a local for each control it
        // reads), is then not kept at each level of a deep nest of views.
        if !Self.builtinViews.contains(name), let entry = index.lookup(name, in: ctx), index.isView(entry) {
            if routerOfState(entry, args, ctx, b) { return }
            expand(type: entry, args: args, trailing: trailing, ctx, b, loc: loc)
            return
        }
        if Self.plainStacks.contains(name), index.lookup(name, in: ctx) == nil {
            for a in args + trailing {
                switch a.value {
                case .closure, .call, .statement, .name, .member: walk(a.value, ctx, b)
                default: break
                }
            }
            return
        }
        walkOtherCall(name, args, trailing, loc, ctx, b)
    }

    /// `PageSwitcher(page: $page)` beside buttons that set `page`: a router view of the project
    /// (rule 32) that picks by a binding to this screen's own state, as a hand-drawn tab bar's
    /// content does when written in place (`customTabBar`). Whether it was read so.
    @inline(never)
    func routerOfState(_ entry: TypeIndex.Entry, _ args: [SArg], _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard ctx.type != nil, args.contains(where: { if case .name(let n, _) = $0.value { return n.hasPrefix("$") } else { return false } }),
              isRouterView(entry), var choice = routerChoice(entry) else { return false }
        if case .ifStmt = choice, let asSwitch = Self.ifElseAsSwitch(choice) { choice = asSwitch }
        guard case .switchStmt(let subject, let cases, let l) = choice else { return false }
        var property: String?
        if case .name(let n, _) = subject { property = n }
        if case .member(let base?, let n, _) = subject, isSelf(base) { property = n }
        guard let property, let v = index.variable(property, of: entry), v.attributes.contains("Binding"),
              let given = args.first(where: { $0.label == property }), case .name(let bound, let ml) = given.value,
              bound.hasPrefix("$"), bound.count > 1,
              let bar = customTabBar(.switchStmt(subject: .name(String(bound.dropFirst()), ml), cases: cases, l), ctx) else { return false }
        b.presentations.append(bar)
        if b.kindFromBody == nil { b.kindFromBody = .tabs }
        return true
    }

    /// SwiftUI's containers that only lay out what they hold (read as `walkOtherCall`'s last case does).
    static let plainStacks: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "Group", "GroupBox", "ViewThatFits",
    ]

    @inline(never)
    func walkOtherCall(_ name: String, _ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        switch name {
        case "Button": button(args, trailing, loc, ctx, b)
        case "NavigationLink": navigationLink(args, trailing, loc, ctx, b)
        case "ShareLink":
            // A button the person taps, and the system's share sheet it shows (rule 30): a note, no target.
            var c = control(.button, loc, ctx)
            let label = trailing.first(where: { $0.label == nil || $0.label == "label" })?.value ?? args.labelled("label")
            let title = args.unlabelled.first.flatMap { t -> SExpr? in if case .string = t { return t } else { return nil } }
            applyLabel(&c, title: title, label: label, ctx)
            if label == nil {
                // SwiftUI's own label: the title given, or "Share", with the share icon.
                if title == nil { c.text = "Share" }
                c.icon = "square.and.arrow.up"
            }
            if let i = args.labelled("systemImage"), case .literal(let s) = text(i, ctx) { c.icon = s }
            c.notes.append(note("`ShareLink` shows the system's share sheet, no screen of the app's: no transition is written for it", loc))
            b.slots.append(Slot(control: c))
        case "Link":
            var c = control(.link, loc, ctx)
            // (`Link(destination: url, label: { Text("Help") })`: the label written as an argument.)
            applyLabel(&c, title: args.unlabelled.first, label: trailing.first?.value ?? args.labelled("label"), ctx)
            c.notes.append(note("leads out of the app (a web link): no target", loc))
            b.slots.append(Slot(control: c))
        case "Toggle":
            var c = control(.toggle, loc, ctx)
            // (`Toggle("", isOn: $on).labelsHidden()`: no text, as with no title.)
            applyLabel(&c, title: Self.nonEmptyTitle(args.unlabelled.first), label: trailing.first?.value ?? args.labelled("label"), ctx)
            if let icon = args.labelled("systemImage"), case .literal(let s) = text(icon, ctx) { c.icon = s }
            b.slots.append(Slot(control: c, effects: settingEffects(args.labelled("isOn"), ctx)))
        case _ where Self.pickers.contains(name):
            var c = control(.picker, loc, ctx)
            let label = trailing.first(where: { $0.label == "label" })?.value ?? args.labelled("label")
            applyLabel(&c, title: Self.nonEmptyTitle(args.unlabelled.first), label: label, ctx)
            if name == "Picker" {
                let content = args.labelled("content") ?? trailing.first(where: { $0.label == nil })?.value
                if let content { c.options = optionCount(content, ctx) }
            }
            if name == "PhotosPicker" {
                // The system's photo picker sets the selection: what a change of it does (`.onChange(of: item)`
                // opening a cropper) is this control's doing.
                if c.text == nil, c.icon == nil, let l = trailing.first(where: { $0.label == nil })?.value { applyLabel(&c, title: nil, label: l, ctx) }
                var slot = Slot(control: c)
                if let selection = args.labelled("selection"), let (owner, variable) = variable(selection, ctx) {
                    var eff = Effects()
                    eff.sets.append(.init(owner: owner, name: variable, value: .unknown, loc: selection.loc))
                    slot.effects = eff
                }
                b.slots.append(slot)
                break
            }
            b.slots.append(Slot(control: c, effects: settingEffects(args.labelled("selection"), ctx)))
        case "Map" where args.labelled("selection") != nil:
            mapSelection(args, trailing, loc, ctx, b)
        case "Menu":
            var c = control(.menu, loc, ctx)
            let label = trailing.first(where: { $0.label == "label" })?.value ?? args.labelled("label")
            applyLabel(&c, title: args.unlabelled.first, label: label, ctx)
            if let icon = args.labelled("systemImage"), case .literal(let s) = text(icon, ctx) { c.icon = s }
            // `primaryAction:` is what a tap on the menu does (a touch and hold opens the items).
            let primary = args.labelled("primaryAction") ?? trailing.first(where: { $0.label == "primaryAction" })?.value
            b.slots.append(Slot(control: c, effects: primary.map { effects(ofAction: $0, ctx) }, inToolbar: ctx.inToolbar))
            // Its items: those that present, push or set a path are controls of their own with
            // their targets (as a `Button` anywhere), and so are destructive ones; the others
            // are the menu's choices (dropped when the screen is finished).
            let content = args.labelled("content") ?? trailing.first(where: { $0.label == nil })?.value
            if let content {
                let before = b.slots.count
                walk(content, ctx, b)
                for i in before..<b.slots.count { b.slots[i].inMenu = true }
            }
        case _ where Self.fields.contains(name):
            var c = control(.field, loc, ctx)
            var title = name == "TextEditor" ? nil : args.unlabelled.first
            // `TextField("", text: $email, prompt: Text("Email"))`: an empty title, the prompt shown instead.
            if case .string("", _)? = title, args.labelled("prompt") != nil { title = nil }
            applyLabel(&c, title: title ?? args.labelled("prompt"), label: trailing.first?.value, ctx)
            b.slots.append(Slot(control: c, effects: settingEffects(args.labelled("text"), ctx)))
        case "Slider":
            var c = control(.slider, loc, ctx)
            applyLabel(&c, title: nil, label: trailing.first(where: { $0.label == nil || $0.label == "label" })?.value
                        ?? args.labelled("label"), ctx)
            b.slots.append(Slot(control: c, effects: settingEffects(args.labelled("value"), ctx)))
        case "Stepper":
            var c = control(.stepper, loc, ctx)
            applyLabel(&c, title: args.unlabelled.first, label: trailing.first?.value ?? args.labelled("label"), ctx)
            b.slots.append(Slot(control: c, effects: settingEffects(args.labelled("value"), ctx)))
        case "ForEach":
            var inner = ctx
            inner.inForEach = true
            let data = args.unlabelled.first
            let content = args.labelled("content") ?? trailing.first?.value
            if let content, case .closure(let params, let body, _) = content {
                if let p = params.first, let data { inner.env[p] = elementType(data, ctx).map(KValue.typed) ?? .unknown }
                if inner.inSelectionList, let s = inner.sidebar, !containsCall("NavigationLink", body),
                   !ofAnotherTypeThanSelection(data, s, ctx) || containsCall("tag", body) {
                    sidebarRow(body, loc, inner, b)
                } else if !inner.inSelectionList, let p = params.first, let data, let records = literalRecords(data, ctx) {
                    walkRecords(records, body, param: p, inner, b)
                } else if !inner.inSelectionList, let p = params.first, let data, let (e, cases) = tabBarCases(data, body, p, inner, b) {
                    // The buttons of a tab bar the project draws (`ForEach(Tab.allCases) { t in
                    // Button { selected = t } ... }`): a tab per case, with its own text and icon.
                    for c in cases {
                        var one = inner
                        one.env[p] = .enumCase(e.name, c)
                        walk(body, one, b)
                    }
                } else if !inner.inSelectionList, let p = params.first, let data, walkCases(data, body, param: p, inner, b) {
                } else {
                    walk(body, inner, b)
                }
            } else if let content {
                walk(content, inner, b)
            }
        case "List":
            walkList(args, trailing, loc, ctx, b)
        case "Table" where args.unlabelled.first != nil:
            walkTable(args, trailing, ctx, b)
        case "TabView":
            tabView(args, trailing, loc, ctx, b)
        case "NavigationStack" where trailing.contains(where: { $0.label == "destination" }) || args.labelled("destination") != nil:
            stackWithDestination(args, trailing, loc, ctx, b)
        case "NavigationSplitView":
            splitView(args, trailing, loc, ctx, b)
        case "NavigationStack" where ctx.depth <= 0 && soleViewOfStack(args, trailing, ctx) != nil,
             "NavigationView" where ctx.depth <= 0 && soleViewOfStack(args, trailing, ctx) != nil:
            // `NavigationStack { GardenHome() }` as the screen's own content: the one view it holds
            // fills the screen, and the title it sets is the one the person sees (`soleViewOfStack`).
            guard let sole = soleViewOfStack(args, trailing, ctx) else { return }
            var inner = ctx
            inner.depth = ctx.depth - 1
            walk(sole, inner, b)
        case "AnyView":
            for a in args { walk(a.value, ctx, b) }
        case "ToolbarItem", "ToolbarItemGroup":
            var inner = ctx
            inner.inToolbar = true
            for a in args + trailing { walk(a.value, inner, b) }
        default:
            if let entry = index.lookup(name, in: ctx), index.isView(entry) {
                expand(type: entry, args: args, trailing: trailing, ctx, b, loc: loc)
                return
            }
            // `appRouting()` with no dot: a method of an extension of View, applied to this view (rule 26).
            if index.lookup(name, in: ctx) == nil, let viewEntry = index.byName["View"]?.first(where: { $0.decl == nil }),
               !index.functions(name, of: viewEntry).isEmpty,
               ctx.type.map({ t in !t.parts.contains { $0.funcs.contains { $0.name == name } } }) ?? true {
                modifier(.name("self", loc), name, args, trailing, loc, ctx, b)
                return
            }
            if index.lookup(name, in: ctx) == nil, let t = ctx.type, let f = function(name, of: t, args: args, ctx),
               TypeIndex.labelsFit(f, args: args) {
                expand(function: f, owner: t, key: "\(index.id(of: t)).\(name)()", args: args + trailing, ctx, b, loc: loc, base: nil)
                return
            }
            // `posterCell(film: film) { path.append(film) }`: a function of no type that makes a view,
            // expanded as a method is, with the closures the call gives.
            if index.lookup(name, in: ctx) == nil, ctx.env[name] == nil, let t = ctx.type,
               let f = index.topLevelFunctions(name).first(where: {
                   $0.returnType?.containsASCII("View") == true && $0.requiredArguments <= args.count + trailing.count
                       && TypeIndex.labelsFit($0, args: args) }) {
                expand(function: f, owner: t, key: "\(name)()", args: args + trailing, ctx, b, loc: loc, base: nil)
                return
            }
            // `content()` of a stored closure that returns `AnyView` or `any View` (rule 33).
            if ctx.env[name] == nil, let t = ctx.type, let v = index.variable(name, of: t), v.getter == nil, isDynamicView(v) {
                noteDynamicView(name, loc, b)
                return
            }
            if packageButton(name, args, trailing, loc, ctx, b) { return }
            if packageCallback(name, args, trailing, loc, ctx, b) { return }
            for a in args + trailing {
                switch a.value {
                case .closure, .call, .statement, .name, .member: walk(a.value, ctx, b)
                default: break
                }
            }
        }
    }

    /// The one View type of the project a stack holds as its whole content (`NavigationStack {
    /// GardenHome() }`, modifiers on it allowed), when the stack has no path nor other argument.
    func soleViewOfStack(_ args: [SArg], _ trailing: [SArg], _ ctx: Ctx) -> SExpr? {
        guard args.isEmpty, trailing.count == 1, trailing[0].label == nil, case .closure(_, let body, _) = trailing[0].value,
              body.count == 1, case .expr(let e) = body[0], case .call = baseCall(e),
              let n = baseCall(e).calleeName, let entry = index.lookup(n, in: ctx), index.isView(entry), entry.decl != nil
        else { return nil }
        return e
    }

    /// `EventActionButton(event: e, "Start") { presented = e }`: a view a package declares (not the
    /// project, not SwiftUI) whose name says it is a button, handed a closure that builds no view
    /// and moves between screens (sets what presents one, pushes, dismisses). A button of a design
    /// system or SDK: taken as a button that runs that closure, with a note that says so. Whether
    /// it was taken.
    func packageButton(_ name: String, _ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard name.hasSuffix("Button"), !["PasteButton", "EditButton", "SignInWithAppleButton", "PayWithApplePayButton"].contains(name),
              index.lookup(name, in: ctx) == nil, !Self.builtinViews.contains(name),
              let action = args.labelled("action") ?? trailing.last(where: { $0.label == nil })?.value
                ?? args.last(where: { $0.label == nil && isClosure($0.value) })?.value,
              case .closure(_, let body, _) = action else { return false }
        guard !closureShowsViews(body, ctx), effects(ofAction: action, ctx).navigates else { return false }
        let before = b.slots.count
        var rest = args.filter { $0.label != "action" }
        rest.removeAll { if case .closure = $0.value { return true } else { return false } }
        button(rest + [SArg(label: "action", value: action)], [], loc, ctx, b)
        guard b.slots.count == before + 1 else { return true }
        b.slots[before].control.notes.append(note("`\(name)` is not declared in the project (a package's view): "
            + "taken as a button that runs the closure it is given", loc))
        return true
    }

    /// Whether a closure shows something (`TaskTile(task) { ... }` as a statement of its own, a
    /// view of SwiftUI or the project anywhere): content, not an action.
    func closureShowsViews(_ body: [SStmt], _ ctx: Ctx) -> Bool {
        func buildsViews(_ stmts: [SStmt]) -> Bool {
            stmts.contains { st in
                switch st {
                case .expr(let e), .returnStmt(let e?, _):
                    if let n = baseCallee(e), TypeText.isUpper(n) { return true }
                    return false
                case .ifStmt(_, let then, let els, _): return buildsViews(then) || buildsViews(els ?? [])
                case .switchStmt(_, let cases, _): return cases.contains { buildsViews($0.body) }
                default: return false
                }
            }
        }
        var showsView = buildsViews(body)
        visit(body) { x in
            if let n = x.calleeName, TypeText.isUpper(n), self.constructsView(x, ctx) { showsView = true }
        }
        return showsView
    }

    /// A view of a package given a callback that navigates (`CodeScannerView(codeTypes: [.ean13])
    /// { response in path.append(Book(...)) }`): what the view reports is something the person
    /// does there (a code scanned, a photo picked), so it is a `gesture` leading where the
    /// callback leads, with a note. True when it was taken so.
    @inline(never)
    func packageCallback(_ name: String, _ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard TypeText.isUpper(name), index.lookup(name, in: ctx) == nil, !Self.builtinViews.contains(name),
              !Self.notViews.contains(name), !name.hasSuffix("Button") else { return false }
        // A callback takes what the view reports (`{ response in ... }`), not only a capture list.
        let callbacks = (args + trailing).filter { a in
            guard case .closure(let params, _, _) = a.value else { return false }
            return params.contains { p in p.first.map { $0.isLetter || $0 == "_" } ?? false }
        }
        guard callbacks.count == 1, case .closure(_, let body, _) = callbacks[0].value, !closureShowsViews(body, ctx),
              effects(ofAction: callbacks[0].value, ctx).navigates else { return false }
        let c = control(.gesture, loc, ctx)
        b.slots.append(Slot(control: c, effects: effects(ofAction: callbacks[0].value, ctx)))
        b.slots[b.slots.count - 1].control.notes.append(note("`\(name)` is not declared in the project (a package's view): "
            + "what it reports runs the closure it is given (taken as a gesture the person makes there)", callbacks[0].value.loc))
        return true
    }

    /// Types called with a closure that are no views: a task, a timer, a binding.
    static let notViews: Set<String> = ["Task", "Timer", "DispatchWorkItem", "Binding", "Animation", "Transaction", "Publishers"]

    func containsCall(_ name: String, _ stmts: [SStmt]) -> Bool {
        var found = false
        visit(stmts) { e in
            if e.calleeName == name { found = true }
        }
        return found
    }

    /// Visits every expression below some statements.
    func visit(_ stmts: [SStmt], _ f: (SExpr) -> Void) {
        for s in stmts {
            switch s {
            case .expr(let e), .returnStmt(let e?, _): visit(e, f)
            case .binding(_, _, let v?, _): visit(v, f)
            case .ifStmt(let c, let t, let e, _):
                for x in c { visit(x, f) }
                visit(t, f)
                if let e { visit(e, f) }
            case .guardStmt(let c, let e, _):
                for x in c { visit(x, f) }
                visit(e, f)
            case .switchStmt(let s, let cases, _):
                visit(s, f)
                for c in cases { visit(c.body, f) }
            case .loop(_, let s, let body, _):
                if let s { visit(s, f) }
                visit(body, f)
            case .block(let body, _): visit(body, f)
            default: break
            }
        }
    }

    func visit(_ e: SExpr, _ f: (SExpr) -> Void) {
        guard !outOfStack else { return gaveUpAt(e.loc) }
        f(e)
        switch e {
        case .member(let b?, _, _): visit(b, f)
        case .call(let c, let a, let t, _):
            visit(c, f)
            for x in a + t { visit(x.value, f) }
        case .closure(_, let body, _): visit(body, f)
        case .array(let items, _): for x in items { visit(x, f) }
        case .binary(let x, _, let y, _): visit(x, f); visit(y, f)
        case .prefix(_, let x, _), .postfix(let x, _, _): visit(x, f)
        case .ternary(let c, let x, let y, _): visit(c, f); visit(x, f); visit(y, f)
        case .tuple(let items, _): for x in items { visit(x.value, f) }
        case .statement(let s, _): visit([s], f)
        case .subscriptCall(let x, let a, _):
            visit(x, f)
            for y in a { visit(y.value, f) }
        default: break
        }
    }

    // MARK: Expansion

    /// What a call gives, as a key: the same for two uses that give the same (`CardView()` twice),
    /// different for other values or for closures written elsewhere.
    func givenKey(_ args: [SArg], _ ctx: Ctx) -> String {
        guard !args.isEmpty else { return "" }
        var out = "("
        for a in args {
            out += (a.label ?? "_") + ":"
            switch a.value {
            case .closure, .call, .name, .member:
                let v = valueOf(a.value, ctx)
                if case .closure = a.value {
                    out += "{\(a.value.loc.file):\(a.value.loc.line):\(a.value.loc.column)}"
                } else if case .enumCase = v {
                    out += v.key
                } else if case .name(let n, _) = a.value, let fields = ctx.records[n],
                          let first = fields.values.map(\.expr.loc).min(by: { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }) {
                    // An entry of a literal array (`cell(entry)` in a `ForEach`): each entry its own.
                    out += "#\(first.file):\(first.line):\(first.column)"
                } else {
                    out += "@\(a.value.loc.file):\(a.value.loc.line):\(a.value.loc.column)"
                }
            case .string(let s, _): out += "\"\(s ?? "…")\""
            default: out += "?"
            }
            out += ","
        }
        // The same call site with other known values (each tab of a `ForEach` over a tab bar's
        // cases, `TabButton(icon: tab.icon) { selected = tab }`) gives other things.
        if !ctx.env.isEmpty, args.contains(where: { if case .string = $0.value { return false } else { return true } }) {
            let cases = ctx.env.filter { if case .enumCase = $0.value { return true } else { return false } }
            if !cases.isEmpty { out += KValue.key(of: cases) }
        }
        return out + ")"
    }

    /// `coordinator.makeView()` on a value of a generic parameter of the view (`let coordinator: C`)
    /// whose type no call tells: what it shows cannot be read, and a note says so where it is
    /// called, rather than the screen coming out quietly empty. Whether it noted.
    @inline(never)
    func noteUnresolvedGeneric(_ base: SExpr, _ name: String, _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) -> Bool {
        guard !isViewExpression(base), let owner = ctx.type, let t = typeOf(base, ctx),
              owner.parts.contains(where: { $0.genericParameters.contains(t) }),
              // `content.frame(...)` of `let content: Content` with `Content: View`: a modifier on a view given.
              !owner.parts.contains(where: { $0.viewParameters.contains(t) }) else { return false }
        b.screen.notes.append(note("`\(name)()` is called on a value of `\(t)`, a generic parameter of \(owner.name), and no call "
            + "that shows \(owner.name) tells which type it is: what it shows is not read", loc))
        return true
    }

    func expand(type entry: TypeIndex.Entry, args: [SArg], trailing: [SArg], _ ctx: Ctx, _ b: ScreenBuild, loc: Loc) {
        let key = index.id(of: entry)
        guard enter(key, b, loc, given: givenKey(args + trailing, ctx)) else { return }
        defer { b.stack.removeLast() }
        b.screen.views.append(ViewUse(typeName: key, declaration: location(entry.loc), use: location(loc)))
        var inner = ctx
        inner.type = entry
        inner.file = entry.file
        inner.depth = ctx.depth + 1
        inner.env = [:]
        inner.aliases = [:]
        inner.viewArgs = givenToType(entry, args: args, trailing: trailing, ctx)
        inner.records[Ctx.callKey] = callRecord(entry, args: args, trailing: trailing, given: inner.viewArgs, ctx)
        // Arguments of the memberwise initialiser: what is known of them (routers, rule 18),
        // and the bindings passed down (`$show`).
        for a in args {
            if let l = a.label {
                if isBindingArgument(a.value), let v = variable(a.value, ctx) {
                    inner.aliases[l] = (v.0, v.1)
                    continue
                }
                if givesRecord(l, a.value, of: entry, ctx, &inner) { continue }
                // A closure or method handed down stays callable (rule 24), not a value; a view
                // handed down (`SettingRow(destination: AccountView())`) is shown where the
                // property is (`NavigationLink(destination: destination)`).
                if let g = inner.viewArgs[l], g.isAction || constructsView(g.expr, ctx) { continue }
                let v = valueOf(a.value, ctx)
                if v != .unknown { inner.env[l] = v }
            }
        }
        if let body = bodyStatements(entry) {
            walk(body, inner, b)
        } else if walkHosted(entry, inner, b) {
            // A hosting controller around a view (`ShakeHost(rootView: RootList())`): the view it hosts.
        } else if let kit = entry.inherits.first(where: { $0.hasSuffix("Representable") }) {
            noteViewsHandedToKit(entry, kit: kit, args: args + trailing, loc, b)
        }
    }

    /// `ActionBar(left: .init(title: "Help") { showHelp = true })`: a value of a type of the project
    /// made in the call, for a property of the view. What each of its fields was given goes along
    /// (`Button(left.title, action: left.action)` in the view's body), as for an entry of a
    /// literal array. Whether it was.
    @inline(never)
    func givesRecord(_ label: String, _ value: SExpr, of entry: TypeIndex.Entry, _ ctx: Ctx, _ inner: inout Ctx) -> Bool {
        guard case .call = value, let v = index.variable(label, of: entry), v.getterStatements == nil,
              let r = structRecord(value, type: v.type.map(TypeText.normalized), ctx) else { return false }
        inner.records[label] = r.fields
        inner.env[label] = .typed(r.type)
        return true
    }

    /// A representable given views (`CustomTabBar(tabs: [TabItem("Feed") { FeedView() }])`):
    /// UIKit shows them, in a way the code does not tell. A note names them where they are
    /// given, and they are listed as not placed, shown through it (as a dynamic view, rule 33).
    func noteViewsHandedToKit(_ entry: TypeIndex.Entry, kit: String, args: [SArg], _ loc: Loc, _ b: ScreenBuild) {
        var given: [String] = []
        visit(args.map { SStmt.expr($0.value) }) { x in
            guard case .call = x, let n = x.calleeName, let t = self.index.lookup(n, from: entry.file), t !== entry,
                  self.index.isView(t) else { return }
            let id = self.index.id(of: t)
            if !given.contains(id) { given.append(id) }
        }
        guard !given.isEmpty else { return }
        for t in given where dynamicShows[t] == nil { dynamicShows[t] = loc }
        let names = given.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (given.count > 3 ? " and \(given.count - 3) more" : "")
        b.screen.notes.append(note("`\(entry.name)` is drawn by \(kit.hasPrefix("NS") ? "AppKit" : "UIKit") (a representable) and is given "
            + "\(names): how it shows them cannot be told from the code, so they are not placed", loc))
    }

    func expand(getter: [SStmt], owner: TypeIndex.Entry, key: String, _ ctx: Ctx, _ b: ScreenBuild, loc: Loc, env: [String: KValue]) {
        guard enter(key, b, loc) else { return }
        defer { b.stack.removeLast() }
        var inner = ctx
        if inner.type !== owner {
            inner.type = owner
            inner.file = owner.file
            inner.env = env
            inner.records[Ctx.callKey] = nil
            if index.isView(owner) {
                b.screen.views.append(ViewUse(typeName: index.id(of: owner), declaration: location(owner.loc), use: location(loc)))
            }
        } else {
            for (k, v) in env { inner.env[k] = v }
        }
        walk(getter, inner, b)
    }

    func expand(function f: SFunc, owner: TypeIndex.Entry, key: String, args: [SArg], _ ctx: Ctx, _ b: ScreenBuild,
                loc: Loc, base: SExpr?) {
        var given = givenKey(args, ctx)
        if let base, case .enumCase = valueOf(base, ctx) { given += valueOf(base, ctx).key }
        // Overloads are other functions: one that hands on to a fuller one of the same name
        // (`actionButton(image, tint: .primary, action: action)`) is no cycle.
        let key = index.functions(f.name, of: owner).count > 1 ? key + "\u{1}\(f.loc.line):\(f.loc.column)" : key
        guard enter(key, b, loc, given: given) else { return }
        defer { b.stack.removeLast() }
        var inner = ctx
        inner.type = owner
        inner.file = owner.file
        if ctx.type !== owner {
            inner.env = [:]
            inner.records[Ctx.callKey] = nil
        }
        if let base, case .enumCase(let t?, let c) = valueOf(base, ctx) { inner.env["self"] = .enumCase(t, c) }
        bind(f.params, args, from: ctx, into: &inner)
        // What each parameter was given, as a view's properties are (rule 24): a closure the
        // body calls or hands to a `Button` (`makeButton("Terms") { showTerms = true }`), a
        // string it shows, a literal array it lists, each read where the call wrote it.
        let matched = Self.matchArguments(f.params, args)
        for (i, p) in f.params.enumerated() {
            guard let arg = matched[i] else {
                inner.viewArgs[p.name] = nil
                continue
            }
            // A parameter handed on as it was given (`action: action`) is what the first call gave.
            if case .name(let n, _) = arg, let handed = ctx.viewArgs[n] {
                inner.viewArgs[p.name] = handed
                if case .closure = handed.expr { inner.env[p.name] = nil }
                continue
            }
            inner.viewArgs[p.name] = ViewArgument(expr: arg, ctx: ctx)
            if case .closure = arg { inner.env[p.name] = nil }
        }
        walk(Self.implicitInits(f.body, type: f.returnType), inner, b)
    }

    static let notRowContainers: Set<String> = [
        "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "HStack", "LazyHStack", "GeometryReader", "Chart", "Canvas", "ScrollView",
    ]

    /// Whether a `ForEach` in a `List(selection:)` goes over values of another type than the
    /// selection's (days of a chart in the sidebar's header): its items are no rows to select.
    func ofAnotherTypeThanSelection(_ data: SExpr?, _ s: SidebarTargets, _ ctx: Ctx) -> Bool {
        guard let data, let element = elementType(data, ctx), let sel = s.selection, let type = memberType(sel, s.ctx) else { return false }
        var selType = TypeText.normalized(type)
        if selType.hasSuffix("?") { selType.removeLast() }
        if selType.hasPrefix("Set<"), selType.hasSuffix(">") { selType = String(selType.dropFirst(4).dropLast()) }
        return TypeText.normalized(element) != selType && !element.hasSuffix(".ID") && !selType.hasSuffix(".ID")
    }

    /// Whether an expression makes a view: a call of a View type of the project or of
    /// SwiftUI's (`AccountView()`, `Text("x")`), modifiers on it included.
    /// `func settingsView() -> SettingsView { .init(owner: "me") }`: the body with each `.init(...)`
    /// it returns written as a call of the type it returns (`SettingsView(owner: "me")`).
    static func implicitInits(_ body: [SStmt], type: String?) -> [SStmt] {
        guard let type, TypeText.isUpper(type), !type.contains(where: { $0 == " " || $0 == "<" || $0 == "?" || $0 == "[" }) else { return body }
        return body.map { st in
            switch st {
            case .expr(.call(.member(nil, "init", let cl), let a, let t, let l)):
                return .expr(.call(.name(type, cl), a, t, l))
            case .returnStmt(.call(.member(nil, "init", let cl), let a, let t, let l)?, let rl):
                return .returnStmt(.call(.name(type, cl), a, t, l), rl)
            default:
                return st
            }
        }
    }

    /// Whether `n` is a computed property of the view being read that builds a view (`var
    /// controls: some View { ... }`).
    func isViewProperty(_ n: String, _ ctx: Ctx) -> Bool {
        guard let t = ctx.type, let v = index.variable(n, of: t), !v.isStatic, v.getter != nil,
              let type = v.type, type.containsASCII("View") else { return false }
        return true
    }

    func constructsView(_ e: SExpr, _ ctx: Ctx) -> Bool {
        if case .name(let n, _) = e, ctx.env[n] == nil, isViewProperty(n, ctx) { return true }
        guard let n = baseCallee(e) else { return false }
        if let entry = index.lookup(n, in: ctx) { return index.isView(entry) }
        return Self.builtinViews.contains(n)
    }

    /// The bindings a call gives a view by label (`showAccount: $showAccount`): the variable each stands for.
    func bindingsGiven(_ args: [SArg], _ ctx: Ctx) -> [String: (owner: String?, name: String)] {
        var out: [String: (owner: String?, name: String)] = [:]
        for a in args {
            guard let l = a.label, isBindingArgument(a.value), let v = variable(a.value, ctx) else { continue }
            out[l] = (v.0, v.1)
        }
        return out
    }

    /// `$x`, `$model.x`: a binding passed to a view.
    func isBindingArgument(_ e: SExpr) -> Bool {
        switch e {
        case .name(let n, _): return n.isProjectedName
        case .member(let base?, let n, _): return isSelf(base) ? n.isProjectedName : isBindingArgument(base)
        default: return false
        }
    }

    /// Enters an expansion: false when it is a cycle (a type or method already on the
    /// current path, noted), or when the same type or method was already expanded in this
    /// screen with the same arguments. A view used with other arguments is expanded again
    /// (`CardHeader(panel: .orders)`, `CardHeader(panel: .donuts)`, each its own closure).
    func enter(_ key: String, _ b: ScreenBuild, _ loc: Loc, given: String = "") -> Bool {
        if b.stack.contains(key) {
            let shown = key.split(separator: "\u{1}", maxSplits: 1).first.map(String.init) ?? key
            b.screen.notes.append(note("\(shown) uses itself; the cycle is cut here", loc))
            return false
        }
        guard b.stack.count < Self.maxNesting else {
            b.screen.notes.append(note("views nest more than \(Self.maxNesting) deep here; aaflow gave up reading further in", loc))
            gaveUpAt(loc)
            return false
        }
        let use = given.isEmpty ? key : key + given
        if b.expanded.contains(use) { return false }
        b.expanded.insert(use)
        b.stack.append(key)
        return true
    }

    /// The guard on nesting (rule 23): far beyond real code, never reached by it.
    static let maxNesting = 256
    /// How deep a control's label is read through views, properties and methods (`labelInfo`).
    static let maxLabelNesting = 12

    /// The body of a View type: `var body`, a `ViewModifier`'s `body(content:)`, or one a protocol extension gives.
    /// The unread body of a View type, for a look at its shape before it is read.
    func lazyBody(_ entry: TypeIndex.Entry) -> LazyStatements? {
        if let known = entry.bodyAnswer { return known }
        let answer: LazyStatements?
        if let v = index.variable("body", of: entry), let g = v.getterStatements {
            answer = g
        } else {
            answer = index.functions("body", of: entry).first?.bodyStatements
        }
        entry.bodyAnswer = .some(answer)
        return answer
    }

    func bodyStatements(_ entry: TypeIndex.Entry) -> [SStmt]? {
        if let lazy = lazyBody(entry) { return lazy.value }
        // A `body` function with no statements (a protocol's requirement): none.
        if let f = index.functions("body", of: entry).first { return f.body }
        return nil
    }

    // MARK: Controls

    func control(_ type: ControlType, _ loc: Loc, _ ctx: Ctx) -> ExtractedControl {
        var c = ExtractedControl(type: type, location: location(loc))
        if ctx.customStyle && (type == .button) { c.isCustom = true }
        return c
    }

    /// Text and icon from a title argument and a label.
    func applyLabel(_ c: inout ExtractedControl, title: SExpr?, label: SExpr?, _ ctx: Ctx) {
        if let title, !isClosure(title) {
            switch text(title, ctx) {
            case .literal(let s): c.text = s
            case .runtime:
                // `Text("Password").foregroundColor(.gray)`: the view under its modifiers.
                if case .call = title, let n = baseCall(title).calleeName, n == "Label" || n == "Text" || n == "Image" {
                    labelInfo(title, ctx, into: &c)
                } else {
                    c.text = "…"
                    c.notes.append(note("the text is built at run time", title.loc))
                }
            }
        }
        if let label { labelInfo(label, ctx, into: &c) }
    }

    func isClosure(_ e: SExpr) -> Bool {
        if case .closure = e { return true }
        return false
    }

    /// The first `Text`/`Label` (text) and `Label`/`Image` (icon) in a label.
    func labelInfo(_ e: SExpr, _ ctx: Ctx, into c: inout ExtractedControl, depth: Int = 0, trail: Set<String> = []) {
        // A label is a few views deep: the limit and the trail of what is being read (a computed
        // property, a given view, a view type, a method) stop a label that refers to itself,
        // directly or through others, before the reading grows with each level.
        guard depth < Self.maxLabelNesting else { return }
        // `tab.label`: a property of a known enum case that current.builds the label.
        if case .member(let base?, let prop, _) = e, case .enumCase(let t?, let k) = valueOf(base, ctx),
           let entry = index.lookup(t, in: ctx), let v = index.variable(prop, of: entry), let getter = v.getter {
            var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
            inner.env["self"] = .enumCase(t, k)
            let key = "enum:" + t + "." + prop
            if !trail.contains(key), let (r, rctx) = returned(getter, inner) { labelInfo(r, rctx, into: &c, depth: depth + 1, trail: trail.union([key])) }
            return
        }
        if case .closure(_, let body, _) = e, body.count == 1, case .expr(let only) = body[0], case .member = only {
            labelInfo(only, ctx, into: &c, depth: depth + 1, trail: trail)
            return
        }
        func setText(_ v: TextValue, _ loc: Loc) {
            guard c.text == nil else { return }
            switch v {
            // `Text("")` inside a view or method that draws the label (a placeholder while an image
            // loads, a label parameter given `""` beside an icon): no text to read. (Written in
            // the control's own label, `Label("", systemImage: "star")`, it is the text.)
            case .literal(let s) where s.isEmpty && depth > 0: return
            case .literal(let s): c.text = s
            case .runtime:
                c.text = "…"
                c.notes.append(note("the text is built at run time", loc))
            }
        }
        func setIcon(_ e: SExpr, asset: Bool) {
            guard c.icon == nil else { return }
            // `Image(.seedling)`, `Label("Seeds", image: .seedling)`: the symbol Xcode generates for an asset.
            if asset, case .member(nil, let n, _) = e {
                c.icon = n
                c.iconIsAsset = true
                return
            }
            if case .literal(let s) = text(e, ctx) {
                // `Image("")`: no image at all.
                guard !s.isEmpty else { return }
                c.icon = s
                c.iconIsAsset = asset
            } else {
                c.notes.append(note("the icon is chosen at run time", e.loc))
            }
        }
        visitLabel(e, decide: { self.decided($0, ctx) }) { x in
            // `readMoreLabel`, a computed property of the view, or `text`, a view a helper was
            // given (`pill(image: Image(systemName: "paperplane"), text: Text("Contacts"))`).
            var named: String?
            if case .name(let n, _) = x { named = n }
            if case .member(let base?, let n, _) = x, self.isSelf(base) { named = n }
            // `label()`, a `@ViewBuilder` closure the view was given, called.
            if case .call(.name(let n, _), let a, let t, _) = x, a.isEmpty, t.isEmpty, ctx.viewArgs[n] != nil { named = n }
            if let n = named, ctx.env[n] == nil {
                if let g = ctx.viewArgs[n == "self" ? Self.modifiedViewKey : n] {
                    let key = "given:\(g.expr.loc.file):\(g.expr.loc.line):\(g.expr.loc.column)"
                    if !trail.contains(key) { self.labelInfo(g.expr, g.ctx, into: &c, depth: depth + 1, trail: trail.union([key])) }
                } else if let t = ctx.type, let v = self.index.variable(n, of: t), let getter = v.getter {
                    let key = "var:" + self.index.id(of: t) + "." + n
                    if trail.contains(key) { return false }
                    if let (r, rctx) = self.returned(getter, ctx) {
                        self.labelInfo(r, rctx, into: &c, depth: depth + 1, trail: trail.union([key]))
                    } else {
                        // A `@ViewBuilder` property with `if`s: the branches the call's values pick, else each in order.
                        // (Not one that shows a view per state, `switch image { case .loading ... case .failed ... }`:
                        // the text of one state is no name for the control.)
                        let taken = self.branchesTaken(getter, ctx)
                        if !taken.contains(where: { if case .switchStmt = $0 { return true } else { return false } }) {
                            self.labelInfo(.closure([], taken, x.loc), ctx, into: &c, depth: depth + 1, trail: trail.union([key]))
                        }
                    }
                }
                return false
            }
            // `Text("No account? ") + Text("Sign up").bold()`: one text, the parts joined.
            if case .binary(_, "+", _, _) = x, let joined = self.joinedText(x, ctx) {
                setText(joined, x.loc)
                return false
            }
            guard case .call(let callee, let args, let trailing, let loc) = x else { return true }
            switch callee.lastName {
            case "Text":
                if let a = args.first?.value { setText(text(a, ctx), a.loc) }
                return false
            case "Label":
                if let t = args.unlabelled.first { setText(text(t, ctx), t.loc) }
                if let i = args.labelled("systemImage") { setIcon(i, asset: false) }
                if let i = args.labelled("image") { setIcon(i, asset: true) }
                // `Label { Text("Add") } icon: { ... }`, or `Label(title: { ... }, icon: { ... })`.
                let closures = args.filter { $0.label == "title" || $0.label == "icon" } + trailing
                if args.allSatisfy({ $0.label == "title" || $0.label == "icon" }) {
                    if let t = closures.first(where: { $0.label == nil || $0.label == "title" })?.value {
                        var copy = c
                        labelInfo(t, ctx, into: &copy, depth: depth + 1, trail: trail)
                        if c.text == nil { c.text = copy.text; c.notes = copy.notes }
                    }
                    if let i = closures.first(where: { $0.label == "icon" })?.value {
                        var copy = c
                        labelInfo(i, ctx, into: &copy, depth: depth + 1, trail: trail)
                        if c.icon == nil { c.icon = copy.icon; c.iconIsAsset = copy.iconIsAsset }
                    }
                }
                return false
            case "Image":
                if let s = args.labelled("systemName") { setIcon(s, asset: false) }
                else if let a = args.unlabelled.first { setIcon(a, asset: true) }
                return false
            default:
                // A view of the project as a label (`WideButtonLabel(text: "Next")`): its body, with
                // the strings and views the call gives its properties, as the screen shows it.
                if let name = x.calleeName, let entry = index.lookup(name, in: ctx), index.isView(entry) {
                    let key = "type:" + index.id(of: entry)
                    guard !trail.contains(key), let body = bodyStatements(entry) else { return false }
                    var inner = Ctx(type: entry, file: entry.file, scene: ctx.scene)
                    for a in args {
                        if let l = a.label, let g = given(a.value, ctx) { inner.viewArgs[l] = g }
                    }
                    if let t = trailing.first(where: { $0.label == nil }), let g = given(t.value, ctx) { inner.viewArgs["content"] = g }
                    // (`if let symbol { Label(text, systemImage: symbol) } else { Text(text) }`: the
                    // branch the call picks, by what it gives.)
                    inner.records[Ctx.callKey] = givenByLabel(args, ctx)
                    // Only a text written in the code is taken: a row view that shows its data
                    // (`EntryRow(entry: entry)`) names no control, as before it was expanded.
                    var copy = ExtractedControl(type: c.type, location: c.location)
                    let taken = branchesTaken(body, inner)
                    labelInfo(.closure([], taken, loc), inner, into: &copy, depth: depth + 1, trail: trail.union([key]))
                    if c.text == nil, let t = copy.text, t != "…", copy.notes.isEmpty {
                        c.text = t
                        if c.icon == nil { c.icon = copy.icon; c.iconIsAsset = copy.iconIsAsset }
                    } else if c.text == nil, copy.text == "…", let t = firstWrittenText(taken, inner) {
                        // A number or count first (`Tile(title: "Total Workouts", value: "\(count)")`), then
                        // the name the call gives: that name.
                        c.text = t
                        if c.icon == nil { c.icon = copy.icon; c.iconIsAsset = copy.iconIsAsset }
                    }
                    return false
                }
                // A label made by a method of the type (`self.tabItem(text: "Movies", image: "film")`):
                // its body, with the strings the call gives.
                var fname: String?
                if case .name(let n, _) = callee { fname = n }
                if case .member(let base?, let n, _) = callee, isSelf(base) { fname = n }
                if let fname, let t = ctx.type, let f = index.functions(fname, of: t, args: args + trailing).first,
                   !trail.contains("func:\(f.loc.file):\(f.loc.line):\(f.loc.column)") {
                    let key = "func:\(f.loc.file):\(f.loc.line):\(f.loc.column)"
                    var inner = ctx
                    let matched = Self.matchArguments(f.params, args)
                    for (i, p) in f.params.enumerated() {
                        if let a = matched[i], let g = given(a, ctx) { inner.viewArgs[p.name] = g }
                    }
                    var copy = c
                    labelInfo(.closure([], f.body, loc), inner, into: &copy, depth: depth + 1, trail: trail.union([key]))
                    if c.text == nil { c.text = copy.text }
                    if c.icon == nil { c.icon = copy.icon; c.iconIsAsset = copy.iconIsAsset }
                    c.notes += copy.notes.filter { !c.notes.contains($0) }
                    return false
                }
                return true
            }
        }
    }

    /// `Text("a") + Text("b").bold()`: the texts joined, made at run time when a part is; nil
    /// when a part is no `Text`.
    func joinedText(_ e: SExpr, _ ctx: Ctx, depth: Int = 0) -> TextValue? {
        guard depth < 16 else { return nil }
        if case .binary(let a, "+", let b, _) = e {
            guard let l = joinedText(a, ctx, depth: depth + 1), let r = joinedText(b, ctx, depth: depth + 1) else { return nil }
            if case .literal(let x) = l, case .literal(let y) = r { return .literal(x + y) }
            return .runtime
        }
        var x = e
        while case .call(.member(let base?, _, _), _, _, _) = x, x.calleeName == nil { x = base }
        guard case .call(let c, let args, _, _) = x, c.lastName == "Text", let first = args.first?.value else { return nil }
        return text(first, ctx)
    }

    /// An input's title, unless it is the empty string (`DatePicker("", selection: $day)`, its
    /// label hidden): no text to read.
    static func nonEmptyTitle(_ e: SExpr?) -> SExpr? {
        if case .string("", _)? = e { return nil }
        return e
    }

    /// The first `Text` of a label view that shows a string the call gives it (`title:
    /// "Total Workouts"`), passing over those made at run time; nil when there is none. (A text
    /// written in the view itself, the same at every use, names no one control.)
    func firstWrittenText(_ stmts: [SStmt], _ ctx: Ctx) -> String? {
        var found: String?
        visit(stmts) { x in
            guard found == nil, case .call(let callee, let args, _, _) = x, callee.lastName == "Text",
                  case .name(let n, _)? = args.first?.value, ctx.env[n] == nil, let g = ctx.viewArgs[n], case .string = g.expr,
                  case .literal(let t) = self.text(g.expr, g.ctx), !t.isEmpty else { return }
            found = t
        }
        return found
    }

    /// A body's statements with each `if` the call decides (`decided`) replaced by the branch it takes.
    func branchesTaken(_ body: [SStmt], _ ctx: Ctx, depth: Int = 0) -> [SStmt] {
        guard depth < 8 else { return body }
        var out: [SStmt] = []
        for st in body {
            if case .ifStmt(let conds, let then, let els, _) = st, let d = decided(conds, ctx) {
                out += branchesTaken(d ? then : (els ?? []), ctx, depth: depth + 1)
            } else {
                out.append(st)
            }
        }
        return out
    }

    /// Visits the views of a label in source order; `f` returns whether to go below.
    ///
    /// `decide`: whether an `if`'s conditions are known to hold (`if let n = badge` where the call
    /// gives no badge): only the branch taken is visited; nil, both in order.
    func visitLabel(_ e: SExpr, decide: (([SExpr]) -> Bool?)? = nil, _ f: (SExpr) -> Bool) {
        switch e {
        case .call(let c, let a, let t, _):
            // A modifier chain: the view is the base.
            if case .member(let base?, _, _) = c, e.calleeName == nil, !isSelf(base) {
                visitLabel(base, decide: decide, f)
                return
            }
            // What a label shows while it waits (`ProgressView { Text("Loading") }`) is not its text.
            if e.calleeName == "ProgressView" { return }
            guard f(e) else { return }
            for x in a + t { visitLabel(x.value, decide: decide, f) }
        case .closure(_, let body, _):
            for s in body {
                switch s {
                case .expr(let x), .returnStmt(let x?, _): visitLabel(x, decide: decide, f)
                case .ifStmt(let conds, let then, let els, _):
                    if let d = decide?(conds) {
                        visitLabel(.closure([], d ? then : (els ?? []), e.loc), decide: decide, f)
                        continue
                    }
                    visitLabel(.closure([], then, e.loc), decide: decide, f)
                    if let els { visitLabel(.closure([], els, e.loc), decide: decide, f) }
                case .switchStmt(_, let cases, _):
                    // An `if case` is read as a `switch` of one case: its branches in order, as an `if`'s.
                    for c in cases { visitLabel(.closure([], c.body, e.loc), decide: decide, f) }
                default: break
                }
            }
        case .statement(let s, let loc):
            visitLabel(.closure([], [s], loc), decide: decide, f)
        default:
            _ = f(e)
        }
    }

    func button(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        var c = control(ctx.asGesture ? .gesture : .button, loc, ctx)
        let title = args.first(where: { $0.label == nil && !isClosure($0.value) })?.value
        var action: SExpr? = args.labelled("action")
        var label: SExpr? = args.labelled("label") ?? trailing.first(where: { $0.label == "label" })?.value
        let firstTrailing = trailing.first(where: { $0.label == nil })?.value
        if action == nil {
            action = firstTrailing ?? args.first(where: { $0.label == nil && isClosure($0.value) })?.value
        } else if label == nil {
            label = firstTrailing
        }
        // (A control inside the label is one of its own, after this one: `presentationsInLabel`.)
        applyLabel(&c, title: title, label: title == nil ? label.map(labelWithoutControls) : nil, ctx)
        if let i = args.labelled("systemImage") {
            if case .literal(let s) = text(i, ctx) { c.icon = s } else { c.notes.append(note("the icon is chosen at run time", i.loc)) }
        }
        if let i = args.labelled("image"), c.icon == nil, case .literal(let s) = text(i, ctx) {
            c.icon = s
            c.iconIsAsset = true
        }
        if let role = args.labelled("role"), role.lastName == "destructive" { c.isDestructive = true }
        // `Button(role: .confirm, action: save)` (iOS 26) with no label: SwiftUI draws the role's
        // own glyph, a checkmark or a cross, and names it "Done" or "Close" for VoiceOver.
        if title == nil, label == nil, c.text == nil, c.icon == nil, let role = args.labelled("role")?.lastName,
           let glyph = ["confirm": "checkmark", "close": "xmark"][role] {
            c.icon = glyph
            c.notes.append(note("a button of role `.\(role)` with no label: SwiftUI draws its own \(glyph) icon", loc))
        }
        let eff = effects(ofAction: action, ctx)
        b.slots.append(Slot(control: c, effects: eff, inToolbar: ctx.inToolbar))
        if let label { presentationsInLabel(label, ctx, b) }
    }

    /// `.popover(isPresented: $choosingDay) { DayChooser() }` written on a button's label
    /// (`Text("Day 1").popover(...)`): the label is read for its text and icon, and a sheet,
    /// cover or popover on it presents as if it were on the button.
    /// A `.contextMenu` or `.swipeActions` there (`NavigationLink { ... } label: { HStack { ... }
    /// .contextMenu { Button("Delete", role: .destructive) { ... } } }`) gives its gestures.
    @inline(never)
    /// A label with the controls written in it left out, down its closures and stacks (the label
    /// itself, not copied, when it holds none: most do not).
    func labelWithoutControls(_ e: SExpr) -> SExpr {
        holdsControl(e, depth: 0) ? labelWithControlsLeftOut(e) : e
    }

    /// Whether a label holds a control of its own, as `labelWithControlsLeftOut` looks.
    func holdsControl(_ e: SExpr, depth: Int) -> Bool {
        guard depth < 12 else { return false }
        switch e {
        case .closure(_, let body, _):
            return body.contains { if case .expr(let x) = $0 { return holdsControl(x, depth: depth + 1) } else { return false } }
        case .call(let c, _, let t, _):
            if baseCall(e).calleeName.map(Self.controlsInLabels.contains) == true { return true }
            if e.calleeName != nil { return t.contains { holdsControl($0.value, depth: depth + 1) } }
            if case .member(let base?, _, _) = c { return holdsControl(base, depth: depth + 1) }
            return false
        default:
            return false
        }
    }

    func labelWithControlsLeftOut(_ e: SExpr) -> SExpr {
        func isControl(_ x: SExpr) -> Bool { baseCall(x).calleeName.map(Self.controlsInLabels.contains) ?? false }
        switch e {
        case .closure(let params, let body, let l):
            var kept: [SStmt] = []
            for s in body {
                if case .expr(let x) = s {
                    if isControl(x) { continue }
                    kept.append(.expr(labelWithControlsLeftOut(x)))
                } else {
                    kept.append(s)
                }
            }
            return .closure(params, kept, l)
        case .call(let c, let a, let t, let l) where e.calleeName != nil:
            return .call(c, a, t.map { SArg(label: $0.label, value: labelWithControlsLeftOut($0.value)) }, l)
        case .call(.member(let base?, let m, let ml), let a, let t, let l):
            return .call(.member(labelWithControlsLeftOut(base), m, ml), a, t, l)
        default:
            return e
        }
    }

    /// Walks each control written in a label (with its modifiers), down the label's closures,
    /// stacks and modifier chains; what else the label holds is its text and icon.
    func controlsInLabel(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild, depth: Int) {
        guard depth < 12 else { return }
        switch e {
        case .closure(_, let body, _):
            for s in body {
                if case .expr(let x) = s { controlsInLabel(x, ctx, b, depth: depth + 1) }
            }
        case .call(let c, _, let t, _):
            if baseCall(e).calleeName.map(Self.controlsInLabels.contains) == true {
                walk(e, ctx, b)
            } else if e.calleeName != nil {
                for a in t { controlsInLabel(a.value, ctx, b, depth: depth + 1) }
            } else if case .member(let base?, _, _) = c {
                controlsInLabel(base, ctx, b, depth: depth + 1)
            }
        default:
            break
        }
    }

    /// Controls that stand on their own inside another control's label.
    static let controlsInLabels: Set<String> = ["Button", "Toggle", "Menu"]

    func presentationsInLabel(_ label: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        // A button in the label, tapped on its own (`.buttonStyle(.plain)` in a list row): a control after the link.
        controlsInLabel(label, ctx, b, depth: 0)
        visit([.expr(label)]) { x in
            guard case .call(.member(_?, let m, _), let a, let t, let l) = x, x.calleeName == nil else { return }
            if Self.presenting.contains(m) { self.presentation(a, t, l, ctx, b, sheet: true, suffix: "sheet") }
            if m == "contextMenu" || m == "swipeActions" {
                var inner = ctx
                inner.asGesture = true
                inner.inToolbar = false
                for arg in a + t where arg.label == nil || arg.label == "content" || arg.label == "menuItems" { self.walk(arg.value, inner, b) }
            }
        }
    }

    func navigationLink(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        // A link among a row's swipe actions or context menu is reached by that gesture, as a button there is.
        var c = control(ctx.asGesture ? .gesture : ctx.inForEach ? .row : .link, loc, ctx)
        let title = args.first(where: { $0.label == nil && !isClosure($0.value) })?.value
        let labelTrailing = trailing.first(where: { $0.label == "label" })?.value
        let firstTrailing = trailing.first(where: { $0.label == nil })?.value
        var destination = args.labelled("destination")
        var label: SExpr? = args.labelled("label") ?? labelTrailing
        // (What its label carries, a context menu, after the link.)
        defer { if let label { presentationsInLabel(label, ctx, b) } }
        // `NavigationLink(state: Path.State.detail(...))` (the Composable Architecture): a value
        // link whose value is a case of the stack's elements (`stackWithDestination`).
        let value = args.labelled("value") ?? args.labelled("state")
        if destination == nil && value == nil {
            destination = firstTrailing
        } else if label == nil {
            label = firstTrailing
        }
        // A control inside the label (`HStack { Text(name); Button { ... } label: { Image(...) } }`) is a
        // control of its own, after the link (`presentationsInLabel`): what it shows is not the link's.
        applyLabel(&c, title: title, label: title == nil ? label.map(labelWithoutControls) : nil, ctx)
        // `NavigationLink(destination:isActive:)` and `(destination:tag:selection:)` (before iOS 16):
        // the binding presents the destination, as `.navigationDestination(isPresented:)` does.
        // (Or a parameter that stands for one: `isActive: binding` in a helper given `when: $goHome`.)
        if let destination, let binding = args.labelled("isActive") ?? args.labelled("selection"),
           isBindingArgument(binding) || binding.lastName.map({ ctx.env[$0] == nil && ctx.aliases[$0] != nil }) == true,
           let (owner, name) = variable(binding, ctx) {
            // With a `tag:`, the link shows when the selection is that value: a `switch` of one case
            // over the value set, so that a control setting another case does not lead here.
            var content = destination
            var param: String?
            if let tag = args.labelled("tag"), args.labelled("selection") != nil {
                param = "tag\u{1}"
                content = .statement(.switchStmt(subject: .name(param!, tag.loc),
                                                 cases: [SCase(patterns: [tag], isDefault: false, body: [.expr(destination)], loc: tag.loc)],
                                                 loc), loc)
            }
            // A link with no label of its own (`{ EmptyView() }`) is only driven by code: no control.
            let driven = title == nil && (label.map(isEmptyLabel) ?? true)
            // A link with a label sets its binding when tapped: the flag is set by a control, the link.
            b.presentations.append(Presentation(owner: owner, name: name, sheet: false, content: content, param: param,
                                                ctx: ctx, suffix: "destination", loc: loc, setBySomething: !driven,
                                                serial: current.serial()))
            if driven { return }
        }
        // `NavigationLink(destination: EmptyView()) { EmptyView() }`, the invisible link old code
        // carries: no control; a visible one that shows nothing leads nowhere.
        if let destination, showsEmptyView(destination, ctx) {
            if title == nil, label.map(isEmptyLabel) ?? true { return }
            var shown = c
            shown.notes.append(note("leads to an empty view (`EmptyView()`), a placeholder: no target is written", loc))
            b.slots.append(Slot(control: shown))
            return
        }
        // A label that is a view of the project (`NavigationLink(value: doc) { DocRow(doc: doc) }`):
        // its own context menu and sheets are this screen's, after the link.
        defer {
            if let label, title == nil, baseCallee(label).flatMap({ index.lookup($0, in: ctx) }).map(index.isView) == true
                || { if case .closure(_, let body, _) = label, body.count == 1, case .expr(let x) = body[0],
                     baseCallee(x).flatMap({ index.lookup($0, in: ctx) }).map(index.isView) == true { return true } else { return false } }() {
                walk(label, ctx, b)
            }
        }
        var slot = Slot(control: c)
        if let destination {
            // A destination link names its own target, in a sidebar too (SwiftUI shows it in the detail column).
            slot.targets = destinationTargets(destination, ctx, presenter: b.id, suffix: "destination", loc: loc, known: nil, param: nil)
        } else if let sidebar = ctx.sidebar {
            // (`NavigationLink(value: 0)`: the literal, as a `switch` over the selection's `case 0:` spells it.)
            let v = value.map { Self.isLiteral($0) ? pushedValue($0, ctx) : valueOf($0, ctx) }
            slot.targets = sidebarTargets(sidebar, value: v, loc: loc, b)
        } else if let value {
            slot.value = pushedValue(value, ctx)
            if args.labelled("state") != nil, let c = Self.caseName(value) { slot.value = .enumCase(nil, c) }
            slot.valueLoc = value.loc
        }
        b.slots.append(slot)
    }

    /// The case a state value names: `Path.State.detail(...)`, `.detail(...)`, `.settings`.
    static func caseName(_ e: SExpr) -> String? {
        switch e {
        case .member(_, let n, _), .call(.member(_, let n, _), _, _, _):
            return TypeText.isUpper(n) ? nil : n
        default: return nil
        }
    }

    /// `NavigationStack(path: $store.scope(...)) { root } destination: { store in switch store.case { ... } }`,
    /// the Composable Architecture's stack: the root is walked; the `destination:` closure shows
    /// the screen of each case of the path's elements, as a value destination of the scene that
    /// takes any case (`ValueDestination.takesAnyCase`), its `switch` on `store.case` (or
    /// `store.state`) read as a `switch` on the value pushed.
    func stackWithDestination(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        for a in args + trailing where a.label != "destination" && a.label != "path" { walk(a.value, ctx, b) }
        guard let destination = args.labelled("destination") ?? trailing.first(where: { $0.label == "destination" })?.value,
              case .closure(let params, let body, let cloc) = destination else { return }
        let param = params.first
        let read = body.map { st -> SStmt in
            // `switch store.case` (or `store.state`): the case of the element's store, which is the value's case.
            if let param, case .switchStmt(.member(.name(param, let l)?, let member, _), let cases, let sl) = st,
               member == "case" || member == "state" {
                return .switchStmt(subject: .name(param, l), cases: cases, sl)
            }
            return st
        }
        current.valueDestinations.append(ValueDestination(typeName: nil, param: param, content: .closure(params, read, cloc), ctx: ctx,
                                                          holder: b.id, loc: loc, serial: current.serial(), takesAnyCase: true))
    }

    /// `EmptyView()`, or a closure that shows nothing else.
    /// `EmptyView()`, `{ EmptyView() }`, or a property given one (`destination: { EmptyView() }`).
    func showsEmptyView(_ e: SExpr, _ ctx: Ctx) -> Bool {
        if isEmptyLabel(e) { return true }
        var name: String?
        if case .name(let n, _) = e { name = n }
        if case .call(.name(let n, _), let a, let t, _) = e, a.isEmpty, t.isEmpty { name = n }
        if let name, ctx.env[name] == nil, let given = ctx.viewArgs[name] { return isEmptyLabel(given.expr) }
        return false
    }

    func isEmptyLabel(_ e: SExpr) -> Bool {
        switch e {
        case .call(let c, _, _, _): return c.lastName == "EmptyView"
        case .closure(_, let body, _):
            return body.allSatisfy { st in
                if case .expr(let x) = st { return isEmptyLabel(x) }
                return false
            }
        default: return false
        }
    }

    /// The screens a destination shows: a screen per View type (rule 6), or one inline screen.
    ///
    /// - Parameter serial: the presentation's or value destination's serial
    ///   in the scene (`SceneExtraction.serial`), when it is one: the answer
    ///   is then kept for that serial and value (`destinationTargets` of the
    ///   scene). A value link, or a control that sets a shared router's
    ///   binding, asks again for the same destination with the same value,
    ///   once per control: thousands of times in a large app. What a
    ///   presentation or destination shows depends only on its content and
    ///   the context it was made with, so its serial and the value say all;
    ///   asking for a screen again (`requestScreen`, `requestInline`) changes
    ///   nothing. Not kept while a listener hears what is read (`ReadLog`),
    ///   nor inside another look-up, nor when following gave up at a guard:
    ///   each of those works it out.
    func destinationTargets(_ content: SExpr, _ ctx: Ctx, presenter: String, suffix: String, loc: Loc,
                            known: KValue?, param: String?, memo serial: Int? = nil) -> [String] {
        let key = serial.flatMap { s in
            hitStack.isEmpty && !readLog.isListening && gaveUpHeard == nil ? DestinationMemoKey(serial: s, known: known) : nil
        }
        if let key, let kept = current.destinationTargets[key] { return kept }
        let gaveUpBefore = gaveUpHits.count
        var inner = ctx
        if let param, let known { inner.env[param] = known }
        var usedDefault = false
        let emptyBefore = emptyRouterChoices
        // A page written in place with modifiers around one view (`ZStack { map.overlay { ... } }
        // .sheet(item: $pane) { ... }`): read as a statement, so that the chain goes with the view.
        var found: [Hit]
        if case .call(.member(_, let m, _), _, _, _) = content, content.calleeName == nil, m.first?.isLowercase == true {
            found = hits([.expr(content)], inner, usedDefault: &usedDefault, depth: 0)
        } else {
            found = hits(content, inner, usedDefault: &usedDefault)
        }
        // `.sheet { VStack { Text("Rest"); PillButton("Start") { ... } } }`: a button of the project among
        // SwiftUI's views is a control of the page written in place, not the page (rule 21).
        if found.count == 1, case .type(let entry, _, _) = found[0], isControlComponent(entry), writesBeside(content, entry, inner) { found = [] }
        if found.isEmpty, emptyRouterChoices > emptyBefore || contentShowsNothing(content, inner) {
            // A router view that shows nothing for this value (`default: EmptyView()`): no target.
            current.builds[presenter]?.screen.notes.append(
                note("for the value set here, the content picks a case that shows nothing (`EmptyView()`): no target is written", loc))
            if let key, gaveUpHits.count == gaveUpBefore { current.destinationTargets[key] = [] }
            return []
        }
        var out: [String] = []
        for h in found {
            switch h {
            case .type(let entry, let args, let wrappers):
                let id = requestScreen(entry, given: givenToScreen(entry, args, inner), wrappers: wrappers, aliases: bindingsGiven(args, inner),
                                       madeBy: (args, inner))
                if !out.contains(id) { out.append(id) }
            case .tabView(let call, _):
                // The tab view the scene itself shows in a branch (`standardTabs`) is that screen.
                let tabs = "\(current.kind.rawValue)Tabs"
                if case .tabs(let shown, _)? = current.builds[tabs]?.source, shown.loc == call.loc {
                    if !out.contains(tabs) { out.append(tabs) }
                } else {
                    out.append(requestInline(content, inner, presenter: presenter, suffix: suffix, loc: loc))
                }
            }
        }
        if out.isEmpty, let name = foreignView(content, inner) {
            out.append(requestForeign(name, loc: loc, content: content, ctx: inner))
        }
        if out.isEmpty {
            out.append(requestInline(content, inner, presenter: presenter, suffix: suffix, loc: loc))
        }
        if let key, gaveUpHits.count == gaveUpBefore { current.destinationTargets[key] = out }
        return out
    }

    /// Whether a View type of the project is a control and nothing more: its body one
    /// `Button` (or link, toggle, menu), modifiers after it (`PillButton`, `PrimaryButton`).
    @inline(never)
    func isControlComponent(_ entry: TypeIndex.Entry) -> Bool {
        guard let body = bodyStatements(entry), body.count == 1 else { return false }
        var e: SExpr
        switch body[0] {
        case .expr(let x), .returnStmt(let x?, _): e = x
        default: return false
        }
        while case .call(.member(let base?, let m, _), _, _, _) = e, e.calleeName == nil, m.first?.isLowercase == true {
            // A title, a toolbar or a presentation of its own make it a screen.
            if ["navigationTitle", "navigationBarTitle", "toolbar", "sheet", "fullScreenCover", "navigationDestination"].contains(m) { return false }
            e = base
        }
        guard let n = e.calleeName else { return false }
        return ["Button", "NavigationLink", "Toggle", "Link", "Menu"].contains(n)
    }

    /// Whether content is a stack of SwiftUI's written in place that holds a call of `entry`'s view
    /// beside other views (`VStack { Text("Rest"); PillButton("Start") { ... } }`).
    func writesBeside(_ content: SExpr, _ entry: TypeIndex.Entry, _ ctx: Ctx) -> Bool {
        var e = content
        if case .closure(_, let body, _) = e, body.count == 1, case .expr(let x) = body[0] { e = x }
        // `.sheet(isPresented: $shown) { timerSheet }`: a computed property of the presenter.
        if case .name(let n, _) = e, let t = ctx.type, let v = index.variable(n, of: t), let g = v.getter, g.count == 1,
           let x = Self.returnedExpression(g[0]) { e = x }
        // Down stacks of one view each (`NavigationStack { VStack { ... } }`) to the one that holds several.
        for _ in 0..<4 {
            while case .call(.member(let base?, let m, _), _, _, _) = e, e.calleeName == nil, m.first?.isLowercase == true { e = base }
            guard case .call(_, _, let trailing, _) = e, let n = e.calleeName,
                  ["VStack", "HStack", "ZStack", "Group", "ScrollView", "LazyVStack", "Form", "List", "NavigationStack", "NavigationView"].contains(n),
                  trailing.count == 1, case .closure(_, let body, _) = trailing[0].value else { return false }
            if body.count == 1, case .expr(let x) = body[0] {
                e = x
                continue
            }
            guard body.count > 1 else { return false }
            var calls = false
            visit(body) { x in if case .call = x, x.calleeName == entry.name { calls = true } }
            return calls
        }
        return false
    }

    /// Whether a destination's content, for the value known, picks a `switch` case that
    /// shows nothing (`case .filter: EmptyView()`, an unfinished sheet).
    func contentShowsNothing(_ content: SExpr, _ ctx: Ctx) -> Bool {
        var stmts: [SStmt]
        switch content {
        case .closure(_, let body, _): stmts = body
        case .statement(let st, _): stmts = [st]
        default: return false
        }
        if stmts.count == 1, case .expr(.statement(let st, _)) = stmts[0] { stmts = [st] }
        // `Group { switch destination { ... } }`, `NavigationStack { ... }`: the one choice inside.
        if stmts.count == 1, case .expr(let e) = stmts[0], let choice = soleChoiceInContainer(e) { stmts = [choice] }
        guard stmts.count == 1 else { return false }
        // `{ sheet in coordinator.build(sheet) }`: the method's `switch`, with the value given.
        if let (owner, name, args) = calledMethod(stmts[0], ctx) {
            // Of overloads (`build(_ screen: Screen)`, `build(_ sheet: Sheet)`), those for the value's type.
            // (And by their labels: `build(page:)`, `build(sheet:)`.)
            var overloads = index.functions(name, of: owner, args: args).filter { $0.params.count == args.count }
            if args.count == 1, case .enumCase(let t?, _) = valueOf(args[0].value, ctx) {
                let typed = overloads.filter { $0.params[0].type.map { TypeIndex.lastComponent($0) == TypeIndex.lastComponent(t) } ?? false }
                if !typed.isEmpty { overloads = typed }
            }
            return !overloads.isEmpty && overloads.allSatisfy { f in
                var inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
                bind(f.params, args, from: ctx, into: &inner)
                var body = f.body
                if body.count == 1, case .expr(.statement(let st, _)) = body[0] { body = [st] }
                return body.count == 1 && showsNothing(body[0], inner)
            }
        }
        return showsNothing(stmts[0], ctx)
    }

    /// The method of the project a statement only calls (`router.build(screen)`, `build(screen)`,
    /// `return self.view(for: route)`): the type that declares it, its name and the arguments.
    func calledMethod(_ st: SStmt, _ ctx: Ctx) -> (TypeIndex.Entry, String, [SArg])? {
        var called: SExpr?
        switch st {
        case .expr(let x), .returnStmt(let x?, _): called = x
        default: break
        }
        guard case .call(let callee, let args, let trailing, _)? = called, trailing.isEmpty else { return nil }
        switch callee {
        case .name(let n, _) where !TypeText.isUpper(n):
            return ctx.type.map { ($0, n, args) }
        case .member(let base?, let n, _) where !TypeText.isUpper(n):
            let owner = isSelf(base) ? ctx.type : typeOf(base, ctx).flatMap { index.lookup($0, in: ctx) }
            return owner.map { ($0, n, args) }
        default:
            return nil
        }
    }

    /// A View type the project does not declare that a destination shows as a whole
    /// (`.sheet { SubscriptionStoreView(...) }`, through containers and modifiers), rule 30.
    func foreignView(_ content: SExpr, _ ctx: Ctx, depth: Int = 0) -> String? {
        guard depth < Self.maxNesting else { return nil }
        var e = content
        if case .closure(_, let body, _) = e {
            let exprs = body.compactMap { st -> SExpr? in
                if case .expr(let x) = st { return x }
                if case .returnStmt(let x?, _) = st { return x }
                return nil
            }
            guard exprs.count == 1 else { return nil }
            e = exprs[0]
        }
        // `.fullScreenCover(isPresented: $show) { cropper }`: the computed property's view.
        var property: String?
        if case .name(let n, _) = e { property = n }
        if case .member(let base?, let n, _) = e, isSelf(base) { property = n }
        if let property, ctx.env[property] == nil, ctx.viewArgs[property] == nil, let t = ctx.type,
           let getter = index.variable(property, of: t)?.getter {
            return foreignView(.closure([], getter, e.loc), ctx, depth: depth + 1)
        }
        let bottom = baseCall(e)
        guard let name = bottom.calleeName else { return nil }
        if Self.lookThrough.contains(name), case .call(_, let a, let t, _) = bottom {
            let inner = (a + t).filter { isClosure($0.value) }
            return inner.count == 1 ? foreignView(inner[0].value, ctx, depth: depth + 1) : nil
        }
        let last = TypeIndex.lastComponent(name)
        guard TypeText.isUpper(last), !Self.builtinViews.contains(last), index.lookup(name, in: ctx) == nil else { return nil }
        return last
    }

    /// The number of options of a `Picker`: literal views, or a `ForEach` over a literal array.
    func optionCount(_ content: SExpr, _ ctx: Ctx) -> Int? {
        guard case .closure(_, let body, _) = content else { return nil }
        var n = 0
        for s in body {
            guard case .expr(let e) = s else { return nil }
            if e.calleeName == "ForEach" || baseCallee(e) == "ForEach" {
                guard case .call(_, let args, _, _) = baseCall(e), let data = args.unlabelled.first,
                      let k = literalCount(data, ctx) else { return nil }
                n += k
            } else if let callee = baseCallee(e), ["Text", "Label", "Image"].contains(callee) {
                n += 1
            } else {
                return nil
            }
        }
        return n > 0 ? n : nil
    }

    /// The call at the bottom of a modifier chain.
    func baseCall(_ e: SExpr) -> SExpr {
        if case .call(.member(let base?, _, _), _, _, _) = e, e.calleeName == nil { return baseCall(base) }
        return e
    }

    func baseCallee(_ e: SExpr) -> String? { baseCall(e).calleeName }
}

// MARK: Dynamic views (rule 33)

extension Extraction {
    /// A stored property that holds a view chosen at run time: `any View`, `AnyView`,
    /// or a closure that returns one.
    func isDynamicView(_ v: SVar) -> Bool {
        guard v.getter == nil, let t = v.type else { return false }
        return t.containsASCII("any View") || t.containsASCII("AnyView")
    }

    /// The note where a dynamic view is shown, naming the View types assigned to it
    /// anywhere in the project; those are listed as not placed, shown through it.
    func noteDynamicView(_ name: String, _ loc: Loc, _ b: ScreenBuild) {
        let assigned = viewsAssigned(to: name)
        for t in assigned where dynamicShows[t] == nil { dynamicShows[t] = loc }
        let which = assigned.isEmpty ? "no View type is assigned to it in the project"
            : "the project assigns it " + assigned.map { "`\($0)`" }.joined(separator: ", ")
        b.screen.notes.append(note("`\(name)` is a view chosen at run time (`any View` or `AnyView`): "
            + "aaflow cannot tell which is shown here; \(which)", loc))
    }

    /// The View types assigned to a property of that name, or given for it as an argument, anywhere in the project.
    func viewsAssigned(to name: String) -> [String] {
        if let known = dynamicAssignments[name] { return known }
        var found: [String] = []
        func collect(_ e: SExpr, _ file: Int, _ holder: TypeIndex.Entry?) {
            visit([.expr(e)]) { x in
                if let n = x.calleeName, let t = self.index.lookup(n, from: file, scope: holder), self.index.isView(t) {
                    let id = self.index.id(of: t)
                    if !found.contains(id) { found.append(id) }
                }
            }
        }
        func scan(_ stmts: [SStmt], _ file: Int, _ holder: TypeIndex.Entry?) {
            visit(stmts) { e in
                switch e {
                case .binary(let lhs, "=", let rhs, _) where lhs.lastName == name:
                    collect(rhs, file, holder)
                case .call(_, let args, _, _):
                    for a in args where a.label == name { collect(a.value, file, holder) }
                default:
                    break
                }
            }
        }
        for e in index.entries {
            for p in e.parts {
                for v in p.vars {
                    if let g = v.getter { scan(g, e.file, e) }
                    if v.name == name, let i = v.initializer { collect(i, e.file, e) }
                }
                for f in p.funcs + p.inits { scan(f.body, e.file, e) }
            }
        }
        dynamicAssignments[name] = found
        return found
    }
}

/// A presentation or value destination (by its serial in the scene) and the
/// value it shows: the key of `SceneExtraction.destinationTargets`.
struct DestinationMemoKey: Hashable {
    var serial: Int
    var known: KValue?
}
