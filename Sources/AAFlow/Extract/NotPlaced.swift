/// What was not placed: the View types of the project that look like screens
/// (they set a `.navigationTitle`, or are the content of a presentation or a
/// destination somewhere) and that no scene reaches, with why.

/// A View type that looks like a screen, and whether a scene reaches it.
public struct ScreenType: Hashable, Sendable {
    public var typeName: String
    public var location: SwiftLocation
    /// Nil when a scene reaches it; else why not, in words.
    public var whyNotPlaced: String?

    public var isPlaced: Bool { whyNotPlaced == nil }
}

extension Extraction {
    /// The View types that look like screens, in path order, each placed or with why not.
    func screenTypes(placed: Set<String>, dynamicShows: [String: Loc]) -> [ScreenType] {
        var titled: Set<String> = []
        var presented: Set<String> = []
        // Who constructs each View type (the type whose code holds the call); previews do not count.
        var constructedIn: [String: Swift.Set<String>] = [:]

        func scan(_ stmts: [SStmt], holder: TypeIndex.Entry?, file: Int) {
            let from = holder.map(index.id(of:)) ?? ""
            visit(stmts) { e in
                guard case .call(let callee, let args, let trailing, _) = e else { return }
                if let n = e.calleeName, let t = self.index.lookup(n, from: file, scope: holder), self.index.isView(t) {
                    let id = self.index.id(of: t)
                    if id != from { constructedIn[id, default: []].insert(from) }
                }
                guard case .member(_, let m, _) = callee else {
                    if e.calleeName == "NavigationLink" {
                        let dest = args.labelled("destination") ?? (args.labelled("value") == nil ? trailing.first(where: { $0.label == nil })?.value : nil)
                        if let dest { self.collectViews(dest, file: file, holder: holder, into: &presented) }
                    }
                    return
                }
                if m == "navigationTitle" || m == "navigationBarTitle", let h = holder, self.index.isView(h) {
                    titled.insert(self.index.id(of: h))
                }
                // `.sheet(isPresented: .constant(false))` shows nothing.
                if case .call(.member(nil, "constant", _), let a, _, _)? = args.labelled("isPresented"),
                   !Self.isConstantTrue(a.first?.value) {
                    return
                }
                if Self.presenting.contains(m) || m == "navigationDestination" {
                    for a in args + trailing where self.isClosure(a.value) || a.label == "content" || a.label == "destination" {
                        self.collectViews(a.value, file: file, holder: holder, into: &presented)
                    }
                }
            }
        }
        for e in index.entries {
            for p in e.parts {
                for v in p.vars {
                    if let g = v.getter { scan(g, holder: e, file: e.file) }
                    if let i = v.initializer { scan([.expr(i)], holder: e, file: e.file) }
                }
                for f in p.funcs + p.inits { scan(f.body, holder: e, file: e.file) }
            }
        }
        for (i, f) in index.files.enumerated() {
            for fn in f.funcs { scan(fn.body, holder: nil, file: i) }
            for v in f.vars {
                if let g = v.getter { scan(g, holder: nil, file: i) }
                if let x = v.initializer { scan([.expr(x)], holder: nil, file: i) }
            }
        }

        var out: [ScreenType] = []
        var entriesByID: [String: TypeIndex.Entry] = [:]
        for e in index.entries where e.decl != nil { entriesByID[index.id(of: e)] = e }
        let candidates = index.entries.filter { e in
            // Wrappers and router views are looked through, never screens (rule 32).
            guard e.decl != nil, index.isView(e), !isPreview(e), !isPureWrapper(e), !isRouterView(e) else { return false }
            let id = index.id(of: e)
            return titled.contains(id) || presented.contains(id)
        }
        for e in candidates {
            let id = index.id(of: e)
            var why: String?
            if !placed.contains(id) {
                let holders = (constructedIn[id] ?? []).filter { h in
                    guard !h.isEmpty, let he = entriesByID[h] else { return !h.isEmpty }
                    return !isPreview(he)
                }
                func list(_ names: [String]) -> String {
                    names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
                }
                let reachedHolders = holders.filter { placed.contains($0) }.sorted()
                if let dyn = dynamicShows[id], holders.isEmpty {
                    why = "shown only through a dynamic view (\(location(dyn).file):\(location(dyn).line))"
                } else if holders.isEmpty {
                    why = "never constructed"
                } else if !reachedHolders.isEmpty {
                    why = "constructed in \(list(reachedHolders)), but where no control that aaflow can follow leads (see the notes there)"
                } else {
                    why = "constructed only in \(list(holders.sorted())), which no scene reaches"
                }
            }
            out.append(ScreenType(typeName: id, location: location(e.loc), whyNotPlaced: why))
        }
        return out.sorted { a, b in
            if a.location.file != b.location.file {
                return Array(a.location.file.utf8).lexicographicallyPrecedes(Array(b.location.file.utf8))
            }
            return a.location.line < b.location.line
        }
    }

    /// Whether a type is a preview, or is declared inside one (`Foo_Previews.Preview`).
    func isPreview(_ e: TypeIndex.Entry) -> Bool {
        if e.inherits.contains("PreviewProvider") { return true }
        var p = e.decl?.parent
        while let t = p {
            if t.inherits.contains("PreviewProvider") { return true }
            p = t.parent
        }
        return false
    }

    /// The View types an expression constructs (a presentation's content, a destination).
    private func collectViews(_ e: SExpr, file: Int, holder: TypeIndex.Entry?, into set: inout Set<String>) {
        visit([.expr(e)]) { x in
            if let n = x.calleeName, let t = self.index.lookup(n, from: file, scope: holder), self.index.isView(t) {
                set.insert(self.index.id(of: t))
            }
        }
    }
}
