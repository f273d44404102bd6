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
                    id: "flow.duplicate-screen", severity: .error, range: id.range,
                    message: "the screen `\(id.name)` is already declared in this scene",
                    fix: "give this screen another id, or merge the two",
                    notes: [.init("`\(id.name)` is first declared here", at: decl.screens[first].id.range)],
                    scene: decl.kind, screen: id.name))
                duplicates.append(i)
            }
        }
        // Without duplicates (the usual case) the graph shares the syntax's array.
        var screens = decl.screens
        for i in duplicates.reversed() { screens.remove(at: i) }

        var indexBySymbol = [Int32](repeating: -1, count: file.symbolCount)
        for i in screens.indices {
            let symbol = Int(screens[i].id.symbol)
            if symbol >= 0 && symbol < indexBySymbol.count { indexBySymbol[symbol] = Int32(i) }
        }
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
                id: "flow.undefined-screen", severity: .error, range: ref.range,
                message: "no screen `\(ref.name)` is declared in the \(decl.kind.rawValue) scene",
                fix: guess.map { "did you mean `\($0)`?" } ?? "declare it with `screen \(ref.name) \"Title\" icon NAME`, or correct the id",
                scene: decl.kind))
            return nil
        }

        // Edges, grouped by screen, in the order written.
        var transitions: [Transition] = []
        var outStart: [Int] = []
        outStart.reserveCapacity(screens.count + 1)
        var choices = [Int](repeating: 0, count: screens.count)
        var decisions = [Int](repeating: 0, count: screens.count)
        var metrics = SceneMetrics()
        metrics.screens = screens.count
        for i in screens.indices {
            outStart.append(transitions.count)
            var actions = 0
            var inputs = 0
            var hasRow = false
            let controls = screens[i].controls
            let timers = screens[i].timers
            // Controls and timers in the order written; most screens have no timer.
            let items = timers.isEmpty ? nil : screens[i].items
            let count = controls.count + timers.count
            for n in 0..<count {
                let item = items?[n] ?? .control(n)
                switch item {
                case .control(let c):
                    let control = controls[c]
                    if control.type != .back {
                        choices[i] += 1
                        if control.type.isInput { inputs += 1 } else { actions += 1 }
                        if control.type == .row { hasRow = true }
                    }
                    if control.isDestructive { metrics.destructiveActions += 1 }
                    if let target = control.target, let to = resolve(target, &self, what: "control") {
                        transitions.append(Transition(from: i, to: to, source: .control(c), isBack: control.type == .back))
                    }
                case .timer(let t):
                    metrics.timedTransitions += 1
                    if let target = timers[t].target, let to = resolve(target, &self, what: "timer") {
                        transitions.append(Transition(from: i, to: to, source: .timer(t), isBack: false))
                    }
                }
            }
            decisions[i] = inputs + (actions >= 2 || hasRow ? 1 : 0)
            metrics.maxChoices = max(metrics.maxChoices, choices[i])
            metrics.maxDecisions = max(metrics.maxDecisions, decisions[i])
        }
        outStart.append(transitions.count)
        metrics.transitions = transitions.count

        var start: Int? = screens.isEmpty ? nil : 0
        if let s = decl.start {
            start = resolve(s, &self, what: "start") ?? start
        }

        // One breadth-first pass: depth, and for every screen the path with
        // the fewest decisions among the shortest ones (ties: found first).
        var depth = [Int](repeating: -1, count: screens.count)
        var best = [Int](repeating: 0, count: screens.count)
        var parent = [Int](repeating: -1, count: screens.count)
        if let s = start {
            var queue = [s]
            queue.reserveCapacity(screens.count)
            depth[s] = 0
            var head = 0
            while head < queue.count {
                let u = queue[head]
                head += 1
                let cost = best[u] + decisions[u]
                for k in outStart[u]..<outStart[u + 1] {
                    let t = transitions[k]
                    if t.isBack { continue }
                    let v = t.to
                    if depth[v] < 0 {
                        depth[v] = depth[u] + 1
                        best[v] = cost
                        parent[v] = u
                        queue.append(v)
                    } else if depth[v] == depth[u] + 1 && cost < best[v] {
                        best[v] = cost
                        parent[v] = u
                    }
                }
            }
            metrics.reachableScreens = queue.count
            metrics.maxDepth = depth[queue[queue.count - 1]]
        }

        // Features: the named ones of reachable screens, else the start screen's targets.
        var features: [String] = []
        var seen: Set<String> = []
        if screens.indices.contains(where: { screens[$0].feature != nil }) {
            for i in screens.indices where depth[i] >= 0 {
                if let f = screens[i].feature, seen.insert(f).inserted { features.append(f) }
            }
        } else if let s = start {
            for k in outStart[s]..<outStart[s + 1] {
                let t = transitions[k]
                guard !t.isBack, !t.isTimed else { continue }
                let id = screens[t.to].id.name
                if seen.insert(id).inserted { features.append(id) }
            }
        }
        metrics.features = features.count

        var taskPaths: [TaskPath] = []
        var byName: [String: Int]?
        for (n, task) in file.tasks.enumerated() {
            // A task may come from another file (a comparison of two files),
            // whose numbers mean other ids: trust the number only when the name agrees.
            var target = lookUp(task.target).flatMap { screens[$0].id.name == task.target.name ? $0 : nil }
            if target == nil && !tasksOfThisFile {
                if byName == nil {
                    var built: [String: Int] = [:]
                    for i in screens.indices where built[screens[i].id.name] == nil { built[screens[i].id.name] = i }
                    byName = built
                }
                target = byName?[task.target.name]
            }
            guard let target, depth[target] >= 0 else { continue }
            var path = [target]
            var v = target
            while parent[v] >= 0 {
                v = parent[v]
                path.append(v)
            }
            taskPaths.append(TaskPath(name: task.name, taskIndex: n, screens: path.reversed(), decisions: best[target]))
        }

        var limits = Limits()
        for l in file.limits + decl.limits {
            limits[l.name] = l.value
            limits.statements[l.name] = l
        }

        return SceneGraph(
            kind: decl.kind, decl: decl, screens: screens, start: start, transitions: transitions,
            outStart: outStart, depthValues: depth, choices: choices, decisions: decisions,
            features: features, taskPaths: taskPaths, metrics: metrics, limits: limits, idIndex: IDIndex(numbered ? nil : indexByID),
            indexBySymbol: indexBySymbol)
    }
}
