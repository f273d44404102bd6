import AAFlow

/// What the sections of one entry share: its findings sorted by screen and
/// statement, the lines of its source, and its page ids.
struct EntryContext {
    let entry: ReportPage.Entry
    /// The entry's id, `f1`.
    let id: String
    let rules: [String: RuleDescription]
    private let lineStarts: [Int]
    private let indexOfDiagnostic: [Diagnostic: Int]
    /// Per scene kind, per screen id: the indices of its diagnostics.
    private let byScreen: [SceneKind: [String: [Int]]]
    /// Per scene kind: the transition each control or timer statement makes.
    private let transitionAt: [SceneKind: [SourceLocation: Int]]
    private let orders: [SceneKind: [Int]]

    init(entry: ReportPage.Entry, id: String, rules: [String: RuleDescription]) {
        self.entry = entry
        self.id = id
        self.rules = rules
        let diagnostics = entry.report.diagnostics
        let lastLine = diagnostics.map(\.range.start.line).max() ?? 0
        lineStarts = lastLine > 0 ? entry.report.document.source.lineStarts(upTo: lastLine + 1) : [0]
        var index: [Diagnostic: Int] = [:]
        var byScreen: [SceneKind: [String: [Int]]] = [:]
        for (n, d) in diagnostics.enumerated() {
            if index[d] == nil { index[d] = n }
            if let scene = d.scene, let screen = d.screen { byScreen[scene, default: [:]][screen, default: []].append(n) }
        }
        indexOfDiagnostic = index
        self.byScreen = byScreen
        var transitionAt: [SceneKind: [SourceLocation: Int]] = [:]
        var orders: [SceneKind: [Int]] = [:]
        for scene in entry.report.scenes {
            var at: [SourceLocation: Int] = [:]
            for (n, t) in scene.transitions.enumerated() {
                let start = scene.control(of: t)?.range.start ?? scene.timer(of: t)?.range.start
                if let start, at[start] == nil { at[start] = n }
            }
            transitionAt[scene.kind] = at
            // Reading order: reachable screens by their steps from the start,
            // then as declared; the screens no way reaches last.
            orders[scene.kind] = scene.screens.indices.sorted { a, b in
                let da = scene.depth(of: a) ?? Int.max
                let db = scene.depth(of: b) ?? Int.max
                return da != db ? da < db : a < b
            }
        }
        self.transitionAt = transitionAt
        self.orders = orders
    }

    var appName: String {
        entry.report.document.syntax.app ?? entry.report.path
    }

    /// `f1-a` for the assistive scene, `f1-s` for the standard one.
    func sceneID(_ kind: SceneKind) -> String {
        "\(id)-\(kind == .assistive ? "a" : "s")"
    }

    func scene(_ kind: SceneKind?) -> SceneGraph? {
        kind.flatMap { k in entry.report.scenes.first { $0.kind == k } }
    }

    func readingOrder(_ scene: SceneGraph) -> [Int] {
        orders[scene.kind] ?? Array(scene.screens.indices)
    }

    /// The indices in the report's diagnostics of a screen's findings.
    func findingIndices(onScreen screen: String, scene: SceneKind) -> [Int] {
        byScreen[scene]?[screen] ?? []
    }

    func findings(onScreen screen: String, scene: SceneKind) -> [Diagnostic] {
        (byScreen[scene]?[screen] ?? []).map { entry.report.diagnostics[$0] }
    }

    func index(of d: Diagnostic) -> Int? { indexOfDiagnostic[d] }

    /// The findings by principle, then the flow's own ones: (key, heading, indices).
    func groups() -> [(String, String, [Int])] {
        var byPrinciple: [Principle: [Int]] = [:]
        var flow: [Int] = []
        for (n, d) in entry.report.diagnostics.enumerated() {
            if let p = rules[d.id.rawValue]?.principle { byPrinciple[p, default: []].append(n) } else { flow.append(n) }
        }
        var out = Principle.allCases.map { p in ("p\(p.rawValue)", "Principle \(p.numberedTitle)", byPrinciple[p] ?? []) }
        let flowTitle = entry.report.isValid ? "The flow itself" : "Mistakes in the flow file"
        out.append(("flow", flowTitle, flow))
        return out
    }

    /// The data attributes the filters read.
    func filterData(_ d: Diagnostic) -> [(String, String?)] {
        [
            ("data-severity", d.severity.rawValue),
            ("data-principle", rules[d.id.rawValue]?.principle.map { String($0.rawValue) } ?? "flow"),
            ("data-scene", d.scene?.rawValue ?? "none"),
            ("data-allowed", d.isAllowed ? "yes" : "no"),
        ]
    }

    func screenTitle(_ screen: String, scene kind: SceneKind?) -> String {
        if let s = scene(kind), let i = s.index(of: screen), let title = s.screens[i].title {
            return "“\(title)” (\(screen))"
        }
        return screen
    }

    /// Where a finding is, in words.
    func location(_ d: Diagnostic) -> String {
        if let custom = entry.sourceLocation?(d) { return custom }
        return "\(entry.report.path), line \(d.range.start.line), column \(d.range.start.column)"
    }

    /// The source line, cut to a readable length.
    func sourceLine(_ line: Int) -> String {
        guard entry.sourceLocation == nil else { return "" }
        let text = entry.report.document.source.lineText(line, starts: lineStarts)
        let scalars = text.unicodeScalars
        guard scalars.count > 240 else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.prefix(240))
        return String(out) + " …"
    }

    /// The page id of the arrow or screen a finding is about, if any.
    func target(of d: Diagnostic) -> String? {
        guard let kind = d.scene, let s = scene(kind), let screen = d.screen, let i = s.index(of: screen) else {
            return nil
        }
        if let n = transitionAt[kind]?[d.range.start], s.transitions[n].from == i {
            return "\(sceneID(kind))-a\(n)"
        }
        return "\(sceneID(kind))-s\(i)"
    }

    /// The first transition, not `back`, from one screen to another.
    func transition(_ scene: SceneGraph, from: Int, to: Int) -> Int? {
        for n in scene.outStart[from]..<scene.outStart[from + 1] {
            let t = scene.transitions[n]
            if t.to == to && !t.isBack { return n }
        }
        return nil
    }
}
