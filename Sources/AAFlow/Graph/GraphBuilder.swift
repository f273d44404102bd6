/// Turns a scene's syntax into its graph: resolves screen ids, reports the
/// ids that name no screen, and measures depth, choices, decisions,
/// features and task paths.
///
/// - Complexity: O(screens + statements), one breadth-first pass for depths
///   and every task path together.
struct GraphBuilder {
    /// How much work "did you mean" may spend on one file (see
    /// `Suggestion.nearest(to:among:budget:)`), so that a file with
    /// thousands of wrong or very long ids stays fast.
    var suggestionBudget = 20_000_000
    var diagnostics: [Diagnostic] = []

    /// - Parameter tasksOfThisFile: false when `file.tasks` come from another
    ///   file (a comparison of two files), whose ids the parser numbered otherwise.
    mutating func build(_ decl: SceneDecl, file: FlowFile, tasksOfThisFile: Bool = true) -> SceneGraph {
        // Screens: the first declaration of each id. Ids the parser numbered
        // are looked up in an array; a dictionary by name serves the rest.
        let numbered = decl.screens.allSatisfy { $0.id.symbol >= 0 && Int($0.id.symbol) < file.symbolCount }
        var indexByID: [String: Int] = [:]
        var firstBySymbol = [Int32](repeating: -1, count: numbered ? file.symbolCount : 0)
        var duplicates: [Int] = []
        for i in decl.screens.indices {
            let id = decl.screens[i].id
            let earlier: Int?
            if numbered {
                let f = firstBySymbol[Int(id.symbol)]
                earlier = f >= 0 ? Int(f) : nil
                if f < 0 { firstBySymbol[Int(id.symbol)] = Int32(i) }
            } else {
                earlier = indexByID[id.name].map { decl.screens.firstIndex(where: { $0.id.name == id.name }) ?? $0 }
                if earlier == nil { indexByID[id.name] = i - duplicates.count }
            }
            if let first = earlier {
                diagnostics.append(Diagnostic(
                    id: .duplicateScreen, severity: .error, range: id.range,
                    message: Message.duplicateScreen(id.name),
                    fix: "give this screen another id, or merge the two",
                    notes: [.init(Message.firstDeclared(id.name), at: decl.screens[first].id.range)],
                    scene: decl.kind, screen: id.name))
                duplicates.append(i)
            }
        }
        // Without duplicates (the usual case) the graph shares the syntax's
        // array. The screens and their index are constants from here on, so
        // the functions below that read them need no checks of exclusive
        // access at run time.
        let screens = duplicates.isEmpty ? decl.screens : GraphBuilder.removing(duplicates, from: decl.screens)
        // Without duplicates, the first screen of each number is the only one: that array is the index.
        let indexBySymbol = duplicates.isEmpty && numbered
            ? firstBySymbol : GraphBuilder.indexBySymbol(screens, symbolCount: file.symbolCount)
        func lookUp(_ ref: Reference) -> Int? {
            if ref.symbol >= 0 && Int(ref.symbol) < indexBySymbol.count {
                let i = indexBySymbol[Int(ref.symbol)]
                return i >= 0 ? Int(i) : nil
            }
            return numbered ? screens.firstIndex { $0.id.name == ref.name } : indexByID[ref.name]
        }
        var suggestions: [String: String?] = [:]
        func resolve(_ ref: Reference, _ builder: inout GraphBuilder, what: String) -> Int? {
            if let i = lookUp(ref) { return i }
            let guess: String?
            if let cached = suggestions[ref.name] {
                guess = cached
            } else {
                guess = Suggestion.nearest(to: ref.name, among: screens.lazy.map(\.id.name),
                                           budget: &builder.suggestionBudget)
                suggestions[ref.name] = guess
            }
            builder.diagnostics.append(Diagnostic(
                id: .undefinedScreen, severity: .error, range: ref.range,
                message: Message.undefinedScreen(ref.name, scene: decl.kind),
                fix: guess.map { Fix.didYouMean($0, replacing: ref.range) } ?? Fix("declare it with `screen \(ref.name) \"Title\" icon NAME`, or correct the id"),
                scene: decl.kind))
            return nil
        }

        // Edges, grouped by screen, in the order written, in an array made
        // once, of room for an edge per control and timer (it lives as long
        // as the graph; room never written takes no memory pages).
        var transitions: [Transition] = []
        transitions.reserveCapacity(screens.indices.reduce(0) { $0 + screens[$1].controls.count + screens[$1].timers.count })
        // Per screen, 32 bits each: a scene may have many screens.
        var outStart: [Int32] = []
        outStart.reserveCapacity(screens.count + 1)
        var decisions = [Int32](repeating: 0, count: screens.count)
        var metrics = SceneMetrics()
        metrics.screens = screens.count
        for i in screens.indices {
            outStart.append(Int32(transitions.count))
            var choices = 0
            var actions = 0
            var inputs = 0
            var hasRow = false
            let controls = screens[i].controls
            let timers = screens[i].timers
            // Controls and timers in the order written; most screens have no timer.
            let items = timers.isEmpty ? nil : screens[i].items
            let count = controls.count + timers.count
            // A plain loop, not a closure over the controls' buffer: the
            // variables it changes then need no checks of exclusive access
            // at run time. Only the fields used are read from each control.
            for n in 0..<count {
                let item = items?[n] ?? .control(n)
                switch item {
                case .control(let c):
                    let type = controls[c].type
                    if type != .back {
                        choices += 1
                        if type.isInput { inputs += 1 } else { actions += 1 }
                        if type == .row { hasRow = true }
                    }
                    if controls[c].isDestructive { metrics.destructiveActions += 1 }
                    if let target = controls[c].target, let to = resolve(target, &self, what: "control") {
                        transitions.append(Transition(from: i, to: to, source: .control(c), isBack: type == .back))
                    }
                case .timer(let t):
                    metrics.timedTransitions += 1
                    if let target = timers[t].target, let to = resolve(target, &self, what: "timer") {
                        transitions.append(Transition(from: i, to: to, source: .timer(t), isBack: false))
                    }
                }
            }
            decisions[i] = Int32(inputs + (actions >= 2 || hasRow ? 1 : 0))
            metrics.maxChoices = max(metrics.maxChoices, choices)
            metrics.maxDecisions = max(metrics.maxDecisions, Int(decisions[i]))
        }
        outStart.append(Int32(transitions.count))
        metrics.transitions = transitions.count

        var start: Int? = screens.isEmpty ? nil : 0
        if let s = decl.start {
            start = resolve(s, &self, what: "start") ?? start
        }

        // Roots: the start screen, then each entry in the order written.
        var entries: [Int] = []
        var entryLabels: [String] = []
        for entry in decl.entries {
            guard let e = resolve(entry.target, &self, what: "entry") else { continue }
            if e == start || entries.contains(e) {
                let first = decl.entries.first { lookUp($0.target) == e }
                diagnostics.append(Diagnostic(
                    id: .duplicateEntry, severity: .error, range: entry.target.range,
                    message: e == start ? Message.entryIsStart(entry.target.name) : Message.duplicateEntry(entry.target.name),
                    fix: "remove this `entry`, or name another screen",
                    notes: e == start || first == nil || first?.range == entry.range ? []
                        : [.init(Message.firstEntry(entry.target.name), at: first!.target.range)],
                    scene: decl.kind, screen: entry.target.name))
                continue
            }
            entries.append(e)
            entryLabels.append(entry.label)
        }
        let roots = (start.map { [$0] } ?? []) + entries

        // One breadth-first pass from every root together: depth (fewest
        // transitions from the nearest root), and the screen and transition
        // each screen is first reached from, for features.
        var depth = [Int32](repeating: -1, count: screens.count)
        // The screens in the order reached (32 bits each, made once: a
        // scene may have many screens).
        var queue: [Int32] = []
        queue.reserveCapacity(screens.count)
        // The feature of each screen as an index into `features`, -1 for none.
        var screenFeatures = [Int32](repeating: -1, count: screens.count)
        var features: [String] = []
        do {
            // The transition each screen is first reached by (its `from` is
            // the screen it is reached from), needed only here: freed at the
            // end of the block, before the peak of memory of a large scene,
            // which comes with the dialogs below.
            var firstBy = [Int32](repeating: -1, count: screens.count)
            for r in roots where depth[r] < 0 {
                depth[r] = 0
                queue.append(Int32(r))
            }
            GraphBuilder.breadthFirst(&queue, transitions: transitions, outStart: outStart) { u, k, v in
                guard depth[v] < 0 else { return false }
                depth[v] = depth[u] + 1
                firstBy[v] = Int32(k)
                return true
            }
            if !queue.isEmpty {
                metrics.reachableScreens = queue.count
                metrics.maxDepth = Int(queue.lazy.map { depth[Int($0)] }.max() ?? 0)
            }

            // Features (language 1.1): a screen's own `feature`; else, first
            // reached from a root by a control, a feature of its own (its id),
            // unless it is a dialog or the control opens a sheet; else the
            // feature of the screen it was first reached from.
            var seen: [String: Int32] = [:]
            func number(_ feature: String) -> Int32 {
                if let known = seen[feature] { return known }
                features.append(feature)
                seen[feature] = Int32(features.count - 1)
                return Int32(features.count - 1)
            }
            for reached in queue {
                let v = Int(reached)
                if let f = screens[v].feature {
                    screenFeatures[v] = number(f)
                } else if firstBy[v] >= 0 {
                    let t = transitions[Int(firstBy[v])]
                    let u = t.from
                    let opensSheet: Bool
                    if case .control(let c) = t.source { opensSheet = screens[u].controls[c].isSheet } else { opensSheet = true }
                    if depth[u] == 0 && !t.isTimed && !opensSheet && screens[v].kind != .dialog {
                        screenFeatures[v] = number(screens[v].id.name)
                    } else {
                        screenFeatures[v] = screenFeatures[u]
                    }
                }
            }
        }
        metrics.features = features.count

        // Confirmations drawn as dialog screens: how many dialogs in a row
        // lead to each screen (0 for a screen that is no dialog, has no way
        // in, or appears by itself after a timer).
        var dialogDepth = [Int32](repeating: 0, count: screens.count)
        let hasDialogs = screens.contains { $0.kind == .dialog }
        var openers: Set<Int> = []
        if hasDialogs {
            // Whether any transition comes in, and a timed one: a byte a
            // screen, and a frontier in memory already used (a large scene
            // is at its peak of memory here).
            var reachedIn = [Bool](repeating: false, count: screens.count)
            var timedIn = [Bool](repeating: false, count: screens.count)
            for t in transitions where !t.isBack {
                reachedIn[t.to] = true
                if t.isTimed { timedIn[t.to] = true }
            }
            // Unit-weight breadth-first search from every screen that nothing
            // leads to; the frontier takes over the room of the first pass's queue.
            var known = [Bool](repeating: false, count: screens.count)
            var frontier = queue
            queue = []
            frontier.removeAll(keepingCapacity: true)
            for i in screens.indices where screens[i].kind != .dialog || !reachedIn[i] || timedIn[i] {
                known[i] = true
                frontier.append(Int32(i))
            }
            GraphBuilder.breadthFirst(&frontier, transitions: transitions, outStart: outStart) { u, _, v in
                guard !known[v] else { return false }
                known[v] = true
                dialogDepth[v] = dialogDepth[u] + 1
                return true
            }
            // A destructive control that leads to a dialog holding a
            // destructive control only opens the question.
            for i in screens.indices {
                for k in Int(outStart[i])..<Int(outStart[i + 1]) {
                    let t = transitions[k]
                    guard case .control(let c) = t.source, screens[i].controls[c].isDestructive,
                          screens[t.to].kind == .dialog,
                          screens[t.to].controls.contains(where: { $0.isDestructive }) else { continue }
                    openers.insert(i << 32 | c)
                }
            }
            metrics.destructiveActions -= openers.count
        }

        // The scene's tasks: the file's, each taken over by the scene's task
        // of the same name, then the scene's own.
        var sceneTasks: [TaskDecl] = []
        var byTaskName: [String: Int] = [:]
        for task in decl.tasks where byTaskName[task.name] == nil { byTaskName[task.name] = sceneTasks.count; sceneTasks.append(task) }
        var tasks: [TaskDecl] = []
        var overridden = Set<String>()
        for task in file.tasks {
            if let i = byTaskName[task.name], !overridden.contains(task.name) {
                tasks.append(sceneTasks[i])
                overridden.insert(task.name)
            } else {
                tasks.append(task)
            }
        }
        for task in sceneTasks where !overridden.contains(task.name) { tasks.append(task) }
        for task in decl.tasks { _ = resolve(task.target, &self, what: "task") }

        // Task paths: from the start screen, or from the first entry that
        // reaches the task's screen. Fewest transitions, then fewest
        // decisions, then the order written.
        var searches: [Int: PathSearch] = [:]
        func search(_ root: Int) -> PathSearch {
            if let found = searches[root] { return found }
            let made = PathSearch(root: root, count: screens.count, transitions: transitions, outStart: outStart,
                                  decisions: decisions)
            searches[root] = made
            return made
        }
        var taskPaths: [TaskPath] = []
        var byName: [String: Int]?
        for (n, task) in tasks.enumerated() {
            // A task may come from another file (a comparison of two files),
            // whose numbers mean other ids: trust the number only when the name agrees.
            var target = lookUp(task.target).flatMap { screens[$0].id.name == task.target.name ? $0 : nil }
            if target == nil && (!tasksOfThisFile || task.target.symbol < 0) {
                if byName == nil {
                    var built: [String: Int] = [:]
                    for i in screens.indices where built[screens[i].id.name] == nil { built[screens[i].id.name] = i }
                    byName = built
                }
                target = byName?[task.target.name]
            }
            guard let target, depth[target] >= 0 else { continue }
            guard let root = roots.first(where: { search($0).depth[target] >= 0 }) else { continue }
            let found = search(root)
            var path = [target]
            var v = target
            while found.parent[v] >= 0 {
                v = Int(found.parent[v])
                path.append(v)
            }
            taskPaths.append(TaskPath(name: task.name, taskIndex: n, screens: path.reversed(),
                                      decisions: Int(found.best[target]), from: root))
        }

        var limits = Limits()
        for l in file.limits + decl.limits {
            limits[l.name] = l.value
            limits.statements[l.name] = l
        }

        return SceneGraph(
            kind: decl.kind, decl: decl, screens: screens, start: start, transitions: transitions,
            outStart: CompactInts(storage: outStart), depthValues: depth,
            decisions: CompactInts(storage: decisions), features: features, featureIndex: screenFeatures,
            entries: entries, entryLabels: entryLabels,
            dialogDepth: dialogDepth, confirmationOpeners: openers, tasks: tasks,
            taskPaths: taskPaths, metrics: metrics, limits: limits, idIndex: IDIndex(numbered ? nil : indexByID),
            indexBySymbol: indexBySymbol)
    }
}

extension GraphBuilder {
    /// Breadth-first from the screens in `queue`, which grows with the
    /// screens reached, in the order reached: `visit(u, k, v)` is asked of
    /// each transition `k` (not `back`) from `u` to `v`, and says whether `v`
    /// is newly reached.
    static func breadthFirst(_ queue: inout [Int32], transitions: [Transition], outStart: [Int32],
                             _ visit: (_ from: Int, _ transition: Int, _ to: Int) -> Bool) {
        var head = 0
        while head < queue.count {
            let u = Int(queue[head])
            head += 1
            for k in Int(outStart[u])..<Int(outStart[u + 1]) {
                let t = transitions[k]
                if !t.isBack && visit(u, k, t.to) { queue.append(Int32(t.to)) }
            }
        }
    }

    /// The screens without the duplicates at `indices` (ascending).
    static func removing(_ indices: [Int], from screens: [ScreenDecl]) -> [ScreenDecl] {
        var kept = screens
        for i in indices.reversed() { kept.remove(at: i) }
        return kept
    }

    /// For each number the parser gave an id, the screen it names, or -1.
    static func indexBySymbol(_ screens: [ScreenDecl], symbolCount: Int) -> [Int32] {
        var index = [Int32](repeating: -1, count: symbolCount)
        for i in screens.indices {
            let symbol = Int(screens[i].id.symbol)
            if symbol >= 0 && symbol < index.count { index[symbol] = Int32(i) }
        }
        return index
    }
}

/// The shortest paths from one root: fewest transitions, then fewest
/// decisions, then the order written (`back` excluded).
struct PathSearch {
    var depth: [Int32]
    /// The fewest decisions on a shortest path (32 bits: at most one a control).
    var best: [Int32]
    var parent: [Int32]

    init(root: Int, count: Int, transitions: [Transition], outStart: [Int32], decisions: [Int32]) {
        depth = [Int32](repeating: -1, count: count)
        best = [Int32](repeating: 0, count: count)
        parent = [Int32](repeating: -1, count: count)
        // The screens in the order reached, made once of room for all.
        var queue: [Int32] = []
        queue.reserveCapacity(count)
        queue.append(Int32(root))
        depth[root] = 0
        var head = 0
        while head < queue.count {
            let u = Int(queue[head])
            head += 1
            let cost = best[u] &+ decisions[u]
            for k in Int(outStart[u])..<Int(outStart[u + 1]) {
                let t = transitions[k]
                if t.isBack { continue }
                let v = t.to
                if depth[v] < 0 {
                    depth[v] = depth[u] + 1
                    best[v] = cost
                    parent[v] = Int32(u)
                    queue.append(Int32(v))
                } else if depth[v] == depth[u] + 1 && cost < best[v] {
                    best[v] = cost
                    parent[v] = Int32(u)
                }
            }
        }
    }
}

extension GraphBuilder {
    /// What the graph builder says of a scene's screens and entries, as values.
    enum Message: DiagnosticMessage {
        /// A second screen with the same id in one scene.
        case duplicateScreen(String)
        /// A reference to a screen the scene does not declare.
        case undefinedScreen(String, scene: SceneKind)
        /// An `entry` that names the start screen.
        case entryIsStart(String)
        /// An `entry` that names a screen another `entry` opens.
        case duplicateEntry(String)
        /// A note: where a screen's id is first declared.
        case firstDeclared(String)
        /// A note: where the first `entry` of a screen is.
        case firstEntry(String)

        var text: String {
            switch self {
            case .duplicateScreen(let id): return "the screen `\(id)` is already declared in this scene"
            case .undefinedScreen(let id, let kind): return "no screen `\(id)` is declared in the \(kind.rawValue) scene"
            case .entryIsStart(let id): return "`\(id)` is the start screen, which is a way in already"
            case .duplicateEntry(let id): return "`\(id)` is a screen another `entry` opens already"
            case .firstDeclared(let id): return "`\(id)` is first declared here"
            case .firstEntry(let id): return "the first `entry` of `\(id)` is here"
            }
        }
    }
}
