import AAFlow

/// `TabView` (tabs, generated tabs, pagers) and `NavigationSplitView`.
extension Extraction {
    func tabView(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        let content = args.labelled("content") ?? trailing.first(where: { $0.label == nil })?.value
        var inner = ctx
        inner.pager = false
        if ctx.pager {
            // A pager: its pages are one screen, swiped (rule 14).
            if let content { walk(content, inner, b) }
            b.slots.append(Slot(control: control(.gesture, loc, ctx)))
            return
        }
        if ctx.depth <= 0 && b.kindFromBody == nil { b.kindFromBody = .tabs }
        guard case .closure(_, let body, _)? = content else { return }
        let firstTab = b.slots.count
        let outerSelection = current.tabSelection
        current.tabSelection = nil
        if case .name(let n, _)? = args.labelled("selection"), n.isProjectedName { current.tabSelection = String(n.dropFirst()) }
        tabChildren(body, inner, b, loc)
        current.tabSelection = outerSelection
        let selected = args.labelled("selection").flatMap { variable($0, ctx) }
        for i in firstTab..<b.slots.count where b.slots[i].tabTag != nil {
            if let selected {
                b.slots[i].tabTag?.selection = selected
            } else if let page = b.slots[i].tabTag?.placeholder {
                // No selection: nothing can present in the page's stead.
                b.slots[i].targets = destinationTargets(page, inner, presenter: b.id, suffix: "destination", loc: page.loc, known: nil, param: nil)
                b.slots[i].tabTag = nil
            }
        }
        // `TabView(selection: $state.tab)`: a control anywhere that sets the selection
        // (`selection = .settings` through a binding, `state.tab = .timer` on a shared model)
        // leads to the tab of that tag.
        if let selection = args.labelled("selection"),
           let (owner, name) = variableOfComputedBinding(selection, ctx) ?? variable(selection, ctx) {
            let cases = tabSelectionCases(body)
            if !cases.isEmpty {
                let param = "tab\u{1}"
                b.presentations.append(Presentation(owner: owner, name: name, sheet: false,
                                                    content: .statement(.switchStmt(subject: .name(param, loc), cases: cases, loc), loc),
                                                    param: param, ctx: inner, suffix: "destination", loc: loc, setBySomething: true,
                                                    serial: current.serial(), sharedWithScreensShown: true))
            }
        }
    }

    /// The tabs of a `TabView` by tag: `View().tabItem { ... }.tag(Tab.home)` and
    /// `Tab("Home", value: .home) { ... }`, each a case that shows the child.
    func tabSelectionCases(_ body: [SStmt], depth: Int = 0) -> [SCase] {
        var cases: [SCase] = []
        /// A tag's text, to find the same tag in another branch.
        func key(_ e: SExpr) -> String? {
            switch e {
            case .number(let n, _): return "\(n)"
            case .member(_, let c, _): return "." + c
            case .string(let s?, _): return "\"" + s
            default: return nil
            }
        }
        for st in body {
            // `if signedIn { RadarView().tag(1) } else { LockedView().tag(1) }`: the tabs of each
            // branch; a tag in both shows either view.
            if depth < 4, case .ifStmt(let conds, let then, let els, let l) = st {
                let a = tabSelectionCases(then, depth: depth + 1)
                let b = tabSelectionCases(els ?? [], depth: depth + 1)
                for c in a {
                    let other = c.patterns.first.flatMap(key).flatMap { k in b.first { $0.patterns.first.flatMap(key) == k } }
                    cases.append(SCase(patterns: c.patterns, isDefault: false, body: [SStmt.ifStmt(conditions: conds, then: c.body, else: other?.body, l)], loc: c.loc))
                }
                for c in b where !a.contains(where: { $0.patterns.first.flatMap(key) != nil && $0.patterns.first.flatMap(key) == c.patterns.first.flatMap(key) }) {
                    cases.append(SCase(patterns: c.patterns, isDefault: false, body: [SStmt.ifStmt(conditions: conds, then: [], else: c.body, l)], loc: c.loc))
                }
                continue
            }
            if depth < 4, case .block(let inner, _) = st {
                cases += tabSelectionCases(inner, depth: depth + 1)
                continue
            }
            guard case .expr(let e) = st else { continue }
            var x = e
            var tag: SExpr?
            while case .call(.member(let base?, let m, _), let a, _, _) = x, x.calleeName == nil {
                if m == "tag", let t = a.first?.value { tag = t }
                x = base
            }
            if tag == nil, case .call(_, let a, let t, _) = x, x.calleeName == "Tab", let v = a.labelled("value") {
                tag = v
                if let content = a.labelled("content") ?? t.first(where: { $0.label == nil })?.value {
                    cases.append(SCase(patterns: [v], isDefault: false, body: [.expr(content)], loc: e.loc))
                }
                continue
            }
            if let tag { cases.append(SCase(patterns: [tag], isDefault: false, body: [.expr(e)], loc: e.loc)) }
        }
        return cases
    }

    func tabChildren(_ stmts: [SStmt], _ ctx: Ctx, _ b: ScreenBuild, _ loc: Loc) {
        var ctx = ctx
        for s in stmts {
            switch s {
            case .expr(let e), .returnStmt(let e?, _): tabChild(e, ctx, b)
            case .binding(let name, let type, let value, _):
                bindLocal(name, type: type, value: value, &ctx)
            case .ifStmt(let conds, let then, let els, _):
                if conds.count == 1, let m = modeValue(conds[0], ctx) {
                    tabChildren(m ? then : (els ?? []), ctx, b, loc)
                } else {
                    tabChildren(then, ctx, b, loc)
                    if let els { tabChildren(els, ctx, b, loc) }
                }
            case .switchStmt(let subject, let cases, _):
                for c in chosenCases(subject, cases, ctx).cases { tabChildren(c.body, ctx, b, loc) }
            case .block(let body, _): tabChildren(body, ctx, b, loc)
            default: break
            }
        }
    }

    /// One child of a `TabView`: a `Tab(...)`, a view with `.tabItem`, a `ForEach` of them, or a group.
    func tabChild(_ e: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        let bottom = baseCall(e)
        if let (item, view) = tabItem(e) {
            var c = control(.tab, e.loc, ctx)
            if let label = item { labelInfo(label, ctx, into: &c) }
            var slot = Slot(control: c)
            tagged(&slot, tag: modifierArgument("tag", of: e), page: view, ctx, b)
            b.slots.append(slot)
            return
        }
        // `makeFirst().tag(0)` where the closure given (or a builder's method) applies `.tabItem`
        // to the view it makes: the tab's label is that one.
        if let (label, labelCtx) = tabItemInside(bottom, ctx) {
            var c = control(.tab, e.loc, ctx)
            if let label { labelInfo(label, labelCtx, into: &c) }
            var slot = Slot(control: c)
            tagged(&slot, tag: modifierArgument("tag", of: e), page: taggedChild(e)?.1 ?? e, ctx, b)
            b.slots.append(slot)
            return
        }
        switch bottom.calleeName {
        case "ForEach":
            guard case .call(_, let args, let trailing, _) = bottom,
                  case .closure(let params, let body, _)? = args.labelled("content") ?? trailing.first?.value else { return }
            let data = args.unlabelled.first
            let param = params.first
            // Generated tabs (rule 5): one per case of a CaseIterable enum, in case order. (A list
            // whose element type cannot be told, `store.availableTabs`, whose element builds its
            // page with a method only one enum of the project has: that enum's cases.)
            let written = data.flatMap { enumCases(of: $0, ctx) }
            let guessed = written == nil && data != nil && param != nil ? enumOfMethodCalled(on: param!, in: body, data!, ctx) : nil
            if let (entry, _) = guessed {
                b.screen.notes.append(note("the tabs' list holds values of a type aaflow cannot tell; each builds its page with a method "
                    + "only `\(index.id(of: entry))` has, so there is a tab for each of its cases", e.loc))
            }
            if data != nil, let param, let (entry, cases) = written ?? guessed {
                // (`switch page` in the tab of `.tag(item)`: the page is the tab's own case.)
                var selection: String?
                if let sel = current.tabSelection, ctx.env[sel] == nil, body.count == 1, case .expr(let child) = body[0],
                   case .name(param, _)? = modifierArgument("tag", of: child) {
                    selection = sel
                }
                for c in cases {
                    var inner = ctx
                    inner.env[param] = .enumCase(index.id(of: entry), c)
                    if let selection { inner.env[selection] = .enumCase(index.id(of: entry), c) }
                    let before = b.slots.count
                    var usedDefault = false
                    _ = hits(.closure(params, body, e.loc), inner, usedDefault: &usedDefault)
                    if usedDefault { continue }
                    tabChildren(body, inner, b, e.loc)
                    _ = before
                }
                return
            }
            var inner = ctx
            if let param, let data { inner.env[param] = elementType(data, ctx).map(KValue.typed) ?? .unknown }
            tabChildren(body, inner, b, e.loc)
            return
        case "Group", "TabSection":
            guard case .call(_, let args, let trailing, _) = bottom else { return }
            for a in args + trailing {
                if case .closure(_, let body, _) = a.value { tabChildren(body, ctx, b, e.loc) }
            }
            return
        case "Tab":
            guard case .call(_, let args, let trailing, let loc) = bottom else { return }
            var c = control(.tab, loc, ctx)
            let labelClosure = trailing.first(where: { $0.label == "label" })?.value
            applyLabel(&c, title: args.unlabelled.first, label: labelClosure, ctx)
            if let i = args.labelled("systemImage"), case .literal(let s) = text(i, ctx) { c.icon = s }
            if let i = args.labelled("image"), c.icon == nil, case .literal(let s) = text(i, ctx) {
                c.icon = s
                c.iconIsAsset = true
            }
            let content = args.labelled("content") ?? trailing.first(where: { $0.label == nil })?.value
            var slot = Slot(control: c)
            if let content { tagged(&slot, tag: args.labelled("value"), page: content, ctx, b) }
            b.slots.append(slot)
            return
        default:
            break
        }
        // A child with only a `.tag` (the tab bar drawn by the project, its buttons setting the
        // selection): a tab, named by its tag, leading to the view below the tag.
        if let (tag, view) = taggedChild(e) {
            var c = control(.tab, e.loc, ctx)
            switch tag {
            case .string(let t?, _):
                c.text = t
            default:
                if case .name = tag {
                    // `.tag(index)` in a `ForEach`: a value, not a name to show.
                    c.text = "…"
                    c.notes.append(note("the tab has no tab item (its bar is drawn by the project) and its tag is no name to show", tag.loc))
                } else if let n = patternName(tag) {
                    c.text = Self.words(ofIdentifier: n)
                    c.notes.append(note("the tab has no tab item (its bar is drawn by the project): its text is its tag's name", tag.loc))
                } else {
                    c.text = "…"
                    c.notes.append(note("the tab has no tab item (its bar is drawn by the project) and its tag is no name to show", tag.loc))
                }
            }
            var slot = Slot(control: c)
            slot.targets = destinationTargets(view, ctx, presenter: b.id, suffix: "destination", loc: view.loc, known: nil, param: nil)
            b.slots.append(slot)
            return
        }
        // Tabs built by a property or method of the view (`@TabContentBuilder var mainTabs`,
        // `mainTab(for: section)`): its tabs, read as if written here.
        if let t = ctx.type, let (stmts, inner, key) = tabBuilder(e, t, ctx), !b.stack.contains(key), b.stack.count < Self.maxNesting {
            b.stack.append(key)
            defer { b.stack.removeLast() }
            tabChildren(stmts, inner, b, e.loc)
            return
        }
        // Content of a TabView with no tab item: walked as part of the screen.
        walk(e, ctx, b)
    }

    /// A tab's targets: its page, or, when the page is only a placeholder and the tab has a tag,
    /// nothing yet (`tabRelays` decides once the screen's `.onChange` handlers are known).
    func tagged(_ slot: inout Slot, tag: SExpr?, page: SExpr, _ ctx: Ctx, _ b: ScreenBuild) {
        if let tag, isPlaceholderPage(page) {
            slot.tabTag = TabTag(tag: tag, ctx: ctx, placeholder: page)
            return
        }
        slot.targets = destinationTargets(page, ctx, presenter: b.id, suffix: "destination", loc: page.loc, known: nil, param: nil)
        if let tag { slot.tabTag = TabTag(tag: tag, ctx: ctx) }
    }

    /// The argument of the modifier `name` in a chain (`.tag(2)`), or nil.
    func modifierArgument(_ name: String, of e: SExpr) -> SExpr? {
        var cur = e
        while case .call(.member(let base?, let n, _), let args, _, _) = cur, cur.calleeName == nil {
            if n == name, let a = args.first?.value { return a }
            cur = base
        }
        return nil
    }

    /// A page that shows nothing of its own (`Color.clear`, `Text("")`, `EmptyView()`,
    /// `Spacer()`): the stand-in a tab bar needs for a tab that presents something instead.
    func isPlaceholderPage(_ e: SExpr) -> Bool {
        var cur = e
        while case .call(.member(let base?, _, _), _, _, _) = cur, cur.calleeName == nil { cur = base }
        switch cur {
        case .member(.name("Color", _)?, _, _):
            return true
        case .call(_, let args, let trailing, _):
            switch cur.calleeName {
            case "EmptyView", "Spacer", "Color", "Rectangle": return trailing.isEmpty
            case "Text":
                if args.count == 1, case .string(let t?, _) = args[0].value { return t.allSatisfy { $0 == " " } }
                return false
            default: return false
            }
        default:
            return false
        }
    }

    /// What picking each tagged tab does through the screen's `.onChange(of:)` of the tab
    /// selection (`composing = (newValue == 2)` behind a "+" tab): the handler is read with
    /// the selection known to be the tab's tag, so that its comparisons with the tag are
    /// decided; the presentations it sets are the tab's. A tab whose page is a placeholder
    /// leads to its page only when picking it presents nothing.
    func tabRelays(_ b: ScreenBuild) {
        for i in b.slots.indices {
            guard let tt = b.slots[i].tabTag, let sel = tt.selection else { continue }
            var eff = Effects()
            for r in b.relays where matches(r.owner, r.name, Effects.Set(owner: sel.owner, name: sel.name, value: .unknown, loc: .none)) {
                guard case .closure(let params, let body, let l) = r.action else { continue }
                let names = Swift.Set([r.param, sel.name].compactMap { $0 })
                let folded = foldTag(body, names, tt.tag)
                var inner = r.ctx
                if let p = r.param { inner.env[p] = valueOf(tt.tag, tt.ctx) }
                let e = effects(ofAction: .closure(params, folded, l), inner)
                // What it sets besides the selection itself (setting it back is the tab bar's own).
                eff.sets += e.sets.filter { !matches(sel.owner, sel.name, $0) }
                eff.appends += e.appends
            }
            if !eff.sets.isEmpty || !eff.appends.isEmpty {
                var all = b.slots[i].effects ?? Effects()
                all.merge(eff)
                b.slots[i].effects = all
            }
        }
    }

    /// After the presentations are resolved: a placeholder page is the tab's target when
    /// picking the tab leads nowhere else.
    func placeholderTabs(_ b: ScreenBuild) {
        for i in b.slots.indices {
            guard let page = b.slots[i].tabTag?.placeholder, let ctx = b.slots[i].tabTag?.ctx else { continue }
            b.slots[i].tabTag = nil
            guard b.slots[i].targets.isEmpty else { continue }
            b.slots[i].targets = destinationTargets(page, ctx, presenter: b.id, suffix: "destination", loc: page.loc, known: nil, param: nil)
        }
    }

    /// `stmts` with the comparisons of `names` (the handler's parameter, the selection) with a
    /// literal decided for the selection `tag`, and the `if`, `guard` and `switch` they decide
    /// reduced to what runs.
    func foldTag(_ stmts: [SStmt], _ names: Swift.Set<String>, _ tag: SExpr, depth: Int = 0) -> [SStmt] {
        guard depth < Self.maxNesting else { return stmts }
        var out: [SStmt] = []
        for st in stmts {
            switch st {
            case .expr(let e):
                out.append(.expr(foldTag(e, names, tag)))
            case .ifStmt(let conds, let then, let els, let l):
                let fc = conds.map { foldTag($0, names, tag) }
                if fc.contains(where: { Self.isBool($0, false) }) {
                    out += foldTag(els ?? [], names, tag, depth: depth + 1)
                } else if fc.allSatisfy({ Self.isBool($0, true) }) {
                    out += foldTag(then, names, tag, depth: depth + 1)
                } else {
                    out.append(.ifStmt(conditions: fc, then: foldTag(then, names, tag, depth: depth + 1),
                                       else: els.map { foldTag($0, names, tag, depth: depth + 1) }, l))
                }
            case .guardStmt(let conds, let els, let l):
                let fc = conds.map { foldTag($0, names, tag) }
                if fc.contains(where: { Self.isBool($0, false) }) {
                    // The rest of the handler does not run.
                    return out + foldTag(els, names, tag, depth: depth + 1)
                }
                if !fc.allSatisfy({ Self.isBool($0, true) }) { out.append(.guardStmt(conditions: fc, else: els, l)) }
            case .switchStmt(let subject, let cases, let l):
                if isTagName(subject, names),
                   let c = cases.first(where: { $0.patterns.contains { Self.sameLiteral($0, tag) == true } })
                    ?? (cases.allSatisfy { $0.isDefault || $0.patterns.allSatisfy { Self.sameLiteral($0, tag) == false } }
                        ? cases.first(where: \.isDefault) : nil) {
                    out += foldTag(c.body, names, tag, depth: depth + 1)
                } else if isTagName(subject, names), cases.allSatisfy({ $0.patterns.allSatisfy { Self.sameLiteral($0, tag) == false } }) {
                    continue
                } else {
                    out.append(.switchStmt(subject: subject, cases: cases.map { c in
                        var c = c
                        c.body = foldTag(c.body, names, tag, depth: depth + 1)
                        return c
                    }, l))
                }
            case .block(let body, let l):
                out.append(.block(foldTag(body, names, tag, depth: depth + 1), l))
            default:
                out.append(st)
            }
        }
        return out
    }

    func foldTag(_ e: SExpr, _ names: Swift.Set<String>, _ tag: SExpr) -> SExpr {
        switch e {
        case .binary(let a, let op, let b, let l) where op == "==" || op == "!=":
            let other = isTagName(a, names) ? b : isTagName(b, names) ? a : nil
            if let other, let same = Self.sameLiteral(other, tag) { return .bool(op == "==" ? same : !same, l) }
            return e
        case .binary(let a, let op, let b, let l) where op == "&&" || op == "||":
            let fa = foldTag(a, names, tag), fb = foldTag(b, names, tag)
            let stop = op == "||"  // the value that decides alone
            if Self.isBool(fa, stop) || Self.isBool(fb, stop) { return .bool(stop, l) }
            if Self.isBool(fa, !stop) { return fb }
            if Self.isBool(fb, !stop) { return fa }
            return .binary(fa, op, fb, l)
        case .binary(let a, "=", let b, let l):
            return .binary(a, "=", foldTag(b, names, tag), l)
        case .prefix("!", let x, let l):
            let fx = foldTag(x, names, tag)
            if case .bool(let v, _) = fx { return .bool(!v, l) }
            return .prefix("!", fx, l)
        default:
            return e
        }
    }

    func isTagName(_ e: SExpr, _ names: Swift.Set<String>) -> Bool {
        switch e {
        case .name(let n, _): return names.contains(n)
        case .member(let base?, let n, _): return isSelf(base) && names.contains(n)
        default: return false
        }
    }

    static func isBool(_ e: SExpr, _ v: Bool) -> Bool {
        if case .bool(let b, _) = e { return b == v }
        return false
    }

    /// A tab selection's presentation (`TabView(selection:)`, `tab\u{1}`) set to a literal
    /// (`selected = "hikes"` in a link's handler or a button): only the tab of that tag, when a
    /// tag is that literal; else the presentation as it is (every tab).
    func narrowedToLiteralTab(_ p: Presentation, _ s: Effects.Set) -> Presentation {
        guard p.param == "tab\u{1}", let literal = s.literal,
              case .statement(.switchStmt(let subject, let cases, let l), let sl)? = p.content else { return p }
        let hit = cases.filter { $0.patterns.contains { Self.sameLiteral($0, literal) == true } }
        guard !hit.isEmpty, hit.count < cases.count else { return p }
        var narrowed = p
        narrowed.content = .statement(.switchStmt(subject: subject, cases: hit, l), sl)
        narrowed.serial = 0
        return narrowed
    }

    /// Whether two literals are the same value (`2` and `2`, `.compose` and `Tab.compose`),
    /// nil when that cannot be told (a variable, literals of different kinds).
    static func sameLiteral(_ a: SExpr, _ b: SExpr) -> Bool? {
        switch (a, b) {
        case (.number(let x, _), .number(let y, _)): return x == y
        case (.string(let x?, _), .string(let y?, _)): return x == y
        case (.bool(let x, _), .bool(let y, _)): return x == y
        case (.member(let ba, let x, _), .member(let bb, let y, _)):
            // Enum cases: the same name; a type written on one side only is the same type.
            if let ba, let bb, case .name(let ta, _) = ba, case .name(let tb, _) = bb, ta != tb { return nil }
            return x == y
        default: return nil
        }
    }

    /// The `.tag(value)` of a modifier chain with no `.tabItem`, and the view below it.
    func taggedChild(_ e: SExpr) -> (SExpr, SExpr)? {
        var cur = e
        while case .call(.member(let base?, let n, _), let args, _, _) = cur, cur.calleeName == nil {
            if n == "tag", let v = args.first?.value { return (v, base) }
            cur = base
        }
        return nil
    }

    /// `savedItems` as "Saved Items": the words of an identifier, each capitalised.
    static func words(ofIdentifier n: String) -> String {
        var out = ""
        for ch in n {
            if ch.isUppercase, !out.isEmpty, out.last != " " { out.append(" ") }
            if ch == "_" { if !out.isEmpty, out.last != " " { out.append(" ") }; continue }
            out.append(out.isEmpty || out.last == " " ? Character(ch.uppercased()) : ch)
        }
        return out
    }

    /// The statements of a property or method of the view type `t` that `e` names or calls, the
    /// context to read them in, and a key for cycles; nil when `e` is not one.
    func tabBuilder(_ e: SExpr, _ t: TypeIndex.Entry, _ ctx: Ctx) -> ([SStmt], Ctx, String)? {
        var x = e
        if case .member(let base?, let n, let l) = x, isSelf(base) { x = .name(n, l) }
        if case .call(.member(let base?, let n, let l), let a, let tr, let cl) = x, isSelf(base) { x = .call(.name(n, l), a, tr, cl) }
        switch x {
        case .name(let n, _) where ctx.env[n] == nil && ctx.viewArgs[n] == nil:
            guard let v = index.variable(n, of: t), let getter = v.getter else { return nil }
            return (getter, ctx, "\(index.id(of: t)).\(n)")
        case .call(.name(let n, _), let args, _, _) where ctx.env[n] == nil && ctx.viewArgs[n] == nil && !TypeText.isUpper(n):
            guard let f = function(n, of: t, args: args, ctx), !f.body.isEmpty else { return nil }
            var inner = ctx
            bind(f.params, args, from: ctx, into: &inner)
            return (f.body, inner, "\(index.id(of: t)).\(n)()")
        default:
            return nil
        }
    }

    /// The `.tabItem` label applied inside what a tab's child calls: a closure the view was given
    /// (`makeFirst()`), a method of the view, or a method of a value of the project
    /// (`StudyBuilder().build()`), whose one expression is a modifier chain with `.tabItem`.
    /// The label, and the context it is written in; nil when none is found.
    @inline(never)
    func tabItemInside(_ call: SExpr, _ ctx: Ctx, depth: Int = 0) -> (SExpr?, Ctx)? {
        guard depth < 3, case .call(let callee, let args, let trailing, _) = call else { return nil }
        var body: [SStmt]?
        var inner = ctx
        /// The strings and views the call gives a helper's parameters (`tab(title: "Home", icon:
        /// "house") { HomeView() }`): its label reads them.
        func given(to f: SFunc) {
            let matched = Self.matchArguments(f.params, args + trailing)
            for (i, p) in f.params.enumerated() {
                guard let a = matched[i], let g = self.given(a, ctx) else { continue }
                inner.viewArgs[p.name] = g
                inner.env[p.name] = nil
            }
        }
        switch callee {
        case .name(let n, _) where ctx.env[n] == nil:
            if let given = ctx.viewArgs[n], case .closure(_, let b, _) = given.expr {
                body = b
                inner = given.ctx
            } else if !TypeText.isUpper(n), let t = ctx.type, let f = function(n, of: t, args: args, ctx) {
                body = f.body
                given(to: f)
            } else if !TypeText.isUpper(n), let f = index.topLevelFunctions(n).first(where: {
                $0.returnType?.containsASCII("View") == true && TypeIndex.labelsFit($0, args: args) }) {
                body = f.body
                given(to: f)
            }
        case .member(let base?, let n, _) where !TypeText.isUpper(n):
            if let owner = isSelf(base) ? ctx.type : receiverType(base, ctx), let f = function(n, of: owner, args: args, ctx) {
                body = f.body
                inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
            }
        default: break
        }
        guard let stmts = body?.filter({ if case .binding = $0 { return false } else { return true } }), stmts.count == 1 else { return nil }
        switch stmts[0] {
        case .expr(let x), .returnStmt(let x?, _):
            if let (label, _) = tabItem(x) { return (label, inner) }
            // One call further (`{ StudyBuilder().build() }`).
            return x.calleeName == nil || !TypeText.isUpper(x.calleeName ?? "") ? tabItemInside(x, inner, depth: depth + 1) : nil
        default:
            return nil
        }
    }

    /// The `.tabItem` label of a modifier chain, and the view below it.
    func tabItem(_ e: SExpr) -> (SExpr?, SExpr)? {
        var cur = e
        // The view is everything below `.tabItem` (`AppTab.home.content()` stays a call); what
        // stands after it (`.tag(...)`, `.badge(...)`) is the tab's, not the view's.
        while case .call(.member(let base?, let n, _), let args, let trailing, _) = cur, cur.calleeName == nil {
            if n == "tabItem" { return (args.first?.value ?? trailing.first?.value, base) }
            cur = base
        }
        return nil
    }

    /// A project enum and its cases when `data` is `E.allCases` (or a literal array of its cases).
    func enumCases(of data: SExpr, _ ctx: Ctx, depth: Int = 0) -> (TypeIndex.Entry, [String])? {
        guard depth < 6 else { return nil }
        switch data {
        // `loggedIn ? Tab.signedIn() : Tab.signedOut()`: the cases of either, the first's first.
        case .ternary(_, let a, let b, _):
            let x = enumCases(of: a, ctx, depth: depth + 1), y = enumCases(of: b, ctx, depth: depth + 1)
            guard let first = x ?? y else { return nil }
            if let x, let y, x.0 !== y.0 { return x }
            var names = x?.1 ?? []
            for n in y?.1 ?? [] where !names.contains(n) { names.append(n) }
            return (first.0, names)
        // `Tab.loggedInTabs()`: a static method of the enum that returns a list of its cases.
        case .call(.member(.name(let t, _)?, let m, _), let args, _, _) where TypeText.isUpper(t):
            guard let e = index.lookup(t, in: ctx), e.kind == .enum,
                  let f = index.functions(m, of: e).first(where: { $0.isStatic && $0.params.count == args.count }),
                  let (r, rctx) = returned(f.body, Ctx(type: e, file: e.file, scene: ctx.scene)) else { return nil }
            return enumCases(of: r, rctx, depth: depth + 1)
        // `model.tabs`, a property of an object the view holds that starts as a list of cases.
        case .member(let base?, let n, _) where n != "allCases" && !isSelf(base):
            guard let owner = receiverType(base, ctx), let v = index.variable(n, of: owner) else { return nil }
            let inner = Ctx(type: owner, file: owner.file, scene: ctx.scene)
            if let i = v.initializer { return enumCases(of: i, inner, depth: depth + 1) }
            if let g = v.getter, let (r, rctx) = returned(g, inner) { return enumCases(of: r, rctx, depth: depth + 1) }
            return nil
        // `tabs`, a computed property of the view.
        case .name(let n, _) where TypeText.isUpper(n) == false && ctx.env[n] == nil:
            if let type = ctx.type, let v = index.variable(n, of: type), v.initializer == nil, let g = v.getter,
               let (r, rctx) = returned(g, ctx) {
                return enumCases(of: r, rctx, depth: depth + 1)
            }
            fallthrough
        default:
            return enumCasesWritten(data, ctx)
        }
    }

    /// The cases of the one enum of the project that declares the method a `ForEach`'s element
    /// is asked for its page (`tab.makeContentView()`), when the list's element type cannot be
    /// told; nil when the type can be told, or several types (or none) declare the method.
    func enumOfMethodCalled(on param: String, in body: [SStmt], _ data: SExpr, _ ctx: Ctx) -> (TypeIndex.Entry, [String])? {
        guard elementType(data, ctx) == nil else { return nil }
        var methods: [String] = []
        visit(body) { x in
            if case .call(.member(.name(let n, _)?, let m, _), _, _, _) = x, n == param, !methods.contains(m) { methods.append(m) }
        }
        for m in methods {
            let owners = index.functionsAnywhere(m).map(\.0)
            guard let first = owners.first, owners.allSatisfy({ $0 === first }), first.kind == .enum, !first.cases.isEmpty,
                  first.cases.count <= Self.maxCasesWalked else { continue }
            return (first, first.cases)
        }
        return nil
    }

    private func enumCasesWritten(_ data: SExpr, _ ctx: Ctx) -> (TypeIndex.Entry, [String])? {
        switch data {
        // `Array(Section.allCases)`: the same list.
        case .call(.name("Array", _), let args, _, _) where args.count == 1 && args[0].label == nil:
            return enumCases(of: args[0].value, ctx)
        case .member(.name(let t, _)?, "allCases", _):
            guard let e = index.lookup(t, in: ctx), e.kind == .enum else { return nil }
            return (e, e.cases)
        case .member(.member(_, let t, _)?, "allCases", _):
            guard let e = index.lookup(t, in: ctx), e.kind == .enum else { return nil }
            return (e, e.cases)
        case .name(let n, _) where TypeText.isUpper(n) == false:
            if let t = typeOf(data, ctx), let el = TypeText.element(t), let e = index.lookup(el, in: ctx), e.kind == .enum,
               let type = ctx.type, let v = index.variable(n, of: type), let i = v.initializer {
                return enumCases(of: i, Ctx(type: type, file: type.file, scene: ctx.scene)).map { ($0.0, $0.1) } ?? (e, e.cases)
            }
            return nil
        case .array(let items, _):
            var entry: TypeIndex.Entry?
            var names: [String] = []
            for i in items {
                guard let n = patternName(i) else { return nil }
                names.append(n)
                if entry == nil { entry = index.enumsWithCase(n).first }
            }
            return entry.map { ($0, names) }
        default:
            return nil
        }
    }

    // MARK: Split views

    func splitView(_ args: [SArg], _ trailing: [SArg], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        if ctx.depth <= 0 && b.kindFromBody == nil { b.kindFromBody = .split }
        let all = args + trailing
        let sidebar = all.first(where: { $0.label == "sidebar" })?.value ?? trailing.first(where: { $0.label == nil })?.value
        let contentColumn = all.first(where: { $0.label == "content" })?.value
        let detail = all.first(where: { $0.label == "detail" })?.value
        guard let sidebar else { return }
        var selection: String?
        visit([.expr(sidebar)]) { x in
            if selection == nil, case .call(_, let a, _, _) = x, x.calleeName == "List", let s = a.labelled("selection") {
                selection = s.lastName
            }
        }
        // A sidebar of its own type (`Sidebar(selection: $selection)`): the binding the next column reads.
        if selection == nil, let shown = contentColumn ?? detail { selection = columnSelection(sidebar, detail: shown) }
        // Three columns: the sidebar leads to the content column, whose links
        // and selection rows lead in turn to the detail column (rule 19).
        var next: SidebarTargets?
        if let contentColumn, let detail {
            next = SidebarTargets(content: detail, ctx: ctx, selection: columnSelection(contentColumn, detail: detail))
        }
        if let target = contentColumn ?? detail {
            var inner = ctx
            inner.sidebar = SidebarTargets(content: target, ctx: ctx, selection: selection, next: next)
            walk(sidebar, inner, b)
        } else {
            walk(sidebar, ctx, b)
        }
        // A column that shows no View type of the project, only a placeholder (`Text("Pick an
        // item").toolbar { Button("Log in") { ... } }`), is part of this screen: its controls are.
        for column in [contentColumn, detail].compactMap({ $0 }) where !b.columnsLedTo.contains(column.loc) {
            var usedDefault = false
            if hits(column, ctx, usedDefault: &usedDefault).isEmpty { walk(column, ctx, b) }
        }
    }

    /// The selection variable the content column sets: its `List(selection:)`, or a binding it
    /// passes to a view (`ItemList(selection: $item)`) that the detail column reads.
    func columnSelection(_ column: SExpr, detail: SExpr) -> String? {
        var found: String?
        visit([.expr(column)]) { x in
            if found == nil, case .call(_, let a, _, _) = x, x.calleeName == "List", let s = a.labelled("selection") {
                found = s.lastName
            }
        }
        if let found { return found }
        var read: Set<String> = []
        visit([.expr(detail)]) { x in
            if case .name(let n, _) = x { read.insert(n.isProjectedName ? String(n.dropFirst()) : n) }
        }
        visit([.expr(column)]) { x in
            if found == nil, case .call(_, let a, _, _) = x {
                for arg in a where isBindingArgument(arg.value) {
                    if case .name(let n, _) = arg.value, read.contains(String(n.dropFirst())) { found = String(n.dropFirst()) }
                }
            }
        }
        return found
    }

    /// What a sidebar link or row leads to: the view types the next column shows for that selection.
    func sidebarTargets(_ s: SidebarTargets, value: KValue?, loc: Loc, _ b: ScreenBuild) -> [String] {
        var inner = s.ctx
        inner.sidebar = nil
        b.columnsLedTo.insert(s.content.loc)
        if let sel = s.selection, let value { inner.env[sel] = value }
        let ids = destinationTargets(s.content, inner, presenter: b.id, suffix: "destination", loc: loc, known: nil, param: nil)
        if let next = s.next {
            for id in ids {
                if let t = current.builds[id], !t.resolved, t.column == nil { t.column = next }
            }
        }
        return ids
    }

    /// A row of the sidebar's `List(selection:)` made by a `ForEach` without links.
    func sidebarRow(_ body: [SStmt], _ loc: Loc, _ ctx: Ctx, _ b: ScreenBuild) {
        guard let s = ctx.sidebar else { return }
        var c = control(.row, loc, ctx)
        labelInfo(.closure([], body, loc), ctx, into: &c)
        var slot = Slot(control: c)
        slot.targets = sidebarTargets(s, value: nil, loc: loc, b)
        b.slots.append(slot)
    }

    /// Static rows of the sidebar's `List(selection:)`: each child with a `.tag(value)` is a link.
    func sidebarStatic(_ body: [SStmt], _ ctx: Ctx, _ b: ScreenBuild) {
        guard let s = ctx.sidebar else { return }
        for st in body {
            guard case .expr(let e) = st else {
                walk([st], ctx, b)
                continue
            }
            var tag: SExpr?
            var cur = e
            while case .call(.member(let base?, let n, _), let a, _, _) = cur, cur.calleeName == nil {
                if n == "tag" { tag = a.first?.value }
                cur = base
            }
            if let tag {
                var c = control(.link, e.loc, ctx)
                labelInfo(cur, ctx, into: &c)
                var slot = Slot(control: c)
                slot.targets = sidebarTargets(s, value: Self.isLiteral(tag) ? pushedValue(tag, ctx) : valueOf(tag, ctx), loc: e.loc, b)
                b.slots.append(slot)
            } else {
                walk(e, ctx, b)
            }
        }
    }
}

/// A tab bar the project draws itself: a `switch` over the view's own state that picks one
/// project view per case, beside buttons that set the state (`Button { selected = .home }`).
extension Extraction {
    /// The presentation a custom tab bar's `switch` stands for, or nil when the `switch` is not
    /// one: each button that sets the state is a `tab` that leads to the view of its case, and
    /// the views are screens of their own instead of content of this one.
    func customTabBar(_ choice: SStmt, _ ctx: Ctx) -> Presentation? {
        guard case .switchStmt(let subject, let cases, let loc) = choice, cases.count > 1, let entry = ctx.type else { return nil }
        var variable: String?
        switch subject {
        case .name(let n, _) where ctx.env[n] == nil: variable = n
        case .member(let base?, let n, _) where isSelf(base): variable = n
        default: break
        }
        guard let variable, let v = index.variable(variable, of: entry), v.getter == nil, !v.isStatic,
              v.attributes.contains(where: { $0 == "State" || $0 == "SceneStorage" || $0 == "AppStorage" }),
              // A case that shows nothing (`case .compose: EmptyView()`, a "+" whose button opens a sheet) is no tab.
              cases.filter({ !Self.showsNoView($0.body) }).count > 1,
              cases.allSatisfy({ Self.showsNoView($0.body) || (!$0.body.isEmpty && onlyShowsViews($0.body, entry) && showsProjectView($0.body, ctx)) }),
              buttonSets(variable, of: entry, ctx, depth: 0, outside: cases) else { return nil }
        return Presentation(owner: index.id(of: entry), name: variable, sheet: false, content: .statement(choice, loc),
                            param: variable, ctx: ctx, suffix: "destination", loc: loc, serial: current.serial(), tabBar: true)
    }

    /// Whether a case's statements show nothing: `EmptyView()`, `Color.clear`, `break`.
    static func showsNoView(_ body: [SStmt]) -> Bool {
        !body.isEmpty && body.allSatisfy { st in
            switch st {
            case .expr(.call(.name("EmptyView", _), let a, let t, _)): return a.isEmpty && t.isEmpty
            case .expr(.member(.name("Color", _)?, "clear", _)), .other: return true
            default: return false
            }
        }
    }

    /// The enum and its cases when a `ForEach` over `E.allCases` sets, with its element, the
    /// state of a custom tab bar of this screen (`customTabBar`); nil for any other `ForEach`.
    func tabBarCases(_ data: SExpr, _ body: [SStmt], _ param: String, _ ctx: Ctx, _ b: ScreenBuild) -> (TypeIndex.Entry, [String])? {
        let bars = b.presentations.filter(\.tabBar)
        guard !bars.isEmpty, let (e, cases) = enumCases(of: data, ctx), (2...Self.maxRecords).contains(cases.count) else { return nil }
        var sets = false
        visit(body) { x in
            guard !sets, case .binary(let lhs, "=", .name(param, _), _) = x, let (owner, name) = self.variable(lhs, ctx) else { return }
            let set = Effects.Set(owner: owner, name: name, value: .unknown, loc: x.loc)
            if bars.contains(where: { self.matches($0.owner, $0.name, set) }) { sets = true }
        }
        return sets ? (e, cases) : nil
    }

    /// Whether a case shows a View type of the project (`HomeView()`), not only SwiftUI's own views.
    func showsProjectView(_ body: [SStmt], _ ctx: Ctx) -> Bool {
        var found = false
        visit(body) { x in
            guard !found, case .call = x, let n = x.calleeName, let e = self.index.lookup(n, in: ctx), self.index.isView(e) else { return }
            found = true
        }
        return found
    }

    /// Whether a button or tap of the type's code sets `variable` (`selected = .home`), or a
    /// project view it hands `$variable` to sets what it was handed (`TabBar(selected: $selected)`).
    /// Code in the `switch`'s own cases does not count: views that move on to the next stage
    /// themselves (`LoginStep(stage: $stage)`) are steps of one screen, not tabs.
    private func buttonSets(_ variable: String, of entry: TypeIndex.Entry, _ ctx: Ctx, depth: Int, outside cases: [SCase] = []) -> Bool {
        guard depth < 3 else { return false }
        // The views the cases show, wherever else they are shown (a sheet of the same step), are not the bar.
        var inCases: Set<Loc> = []
        var caseViews: Set<String> = []
        for c in cases {
            visit(c.body) { x in
                guard case .call = x else { return }
                inCases.insert(x.loc)
                if let n = x.calleeName { caseViews.insert(n) }
            }
        }
        var code: [SStmt] = []
        for part in index.allParts(entry) {
            for v in part.vars { if let g = v.getter { code += g } }
            for f in part.funcs { code += f.body }
        }
        func assigns(_ e: SExpr) -> Bool {
            var found = false
            visit(e) { x in
                guard !found, case .binary(let lhs, "=", _, _) = x else { return }
                switch lhs {
                case .name(variable, _): found = true
                case .member(let base?, variable, _) where self.isSelf(base): found = true
                default: break
                }
            }
            return found
        }
        var sets = false
        visit(code) { x in
            guard !sets, case .call(let callee, let args, let trailing, _) = x, !inCases.contains(x.loc) else { return }
            // `Button { selected = .home }`, `.onTapGesture { ... }`, or a project view given the
            // action (`TabButton(icon: tab.icon) { selected = tab }`, rule 24).
            let n = x.calleeName
            let isProjectView = n.flatMap { self.index.lookup($0, from: entry.file, scope: entry) }.map(self.index.isView) ?? false
            if n == "Button" || isProjectView || { if case .member(_, "onTapGesture", _) = callee { return true } else { return false } }() {
                let actions = (args + trailing).filter { if case .closure = $0.value { return true } else { return false } }
                if actions.contains(where: { assigns($0.value) }) {
                    sets = true
                    return
                }
            }
            // `TabBar(selected: $selected)`: the view's buttons set what it was handed.
            guard let n = x.calleeName, !caseViews.contains(n), let shown = self.index.lookup(n, from: entry.file, scope: entry), shown !== entry,
                  self.index.isView(shown) else { return }
            for a in args {
                guard let label = a.label, case .name("$" + variable, _) = a.value,
                      let p = self.index.variable(label, of: shown), p.attributes.contains("Binding") else { continue }
                if self.buttonSets(label, of: shown, ctx, depth: depth + 1) { sets = true }
            }
        }
        return sets
    }
}
