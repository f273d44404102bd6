/// A task in both scenes.
package struct TaskComparison: Hashable, Sendable {
    /// The task's name, as `task STRING -> ID` gives it.
    package var name: String
    package var standard: TaskOutcome
    package var assistive: TaskOutcome
}

/// How a task is done in one scene, or why it cannot be.
package enum TaskOutcome: Hashable, Sendable {
    /// Along its task path (the language spec's shortest path).
    case done(TaskMeasure)
    /// The scene has the task's screen, but no path from the start reaches it.
    case unreachable(screen: String)
    /// The scene has no screen with the task's id.
    case missing(screen: String)
    /// The task is another scene's own (a `task` inside that scene alone).
    case notInScene

    /// The steps and decisions, or nil when the task cannot be done in the scene.
    package var measure: TaskMeasure? {
        if case .done(let m) = self { return m }
        return nil
    }
}

/// The steps and decisions of a task path.
package struct TaskMeasure: Hashable, Sendable {
    /// The transitions taken.
    package var steps: Int
    /// The decisions of every screen on the path except the last.
    package var decisions: Int
    /// The screen ids on the path, from its root to the task's screen.
    package var path: [String]

    package init(steps: Int, decisions: Int, path: [String]) {
        self.steps = steps
        self.decisions = decisions
        self.path = path
    }
}

extension TaskOutcome {
    /// How each task is done in a scene.
    ///
    /// The scene's own task paths serve when `tasks` are its file's tasks;
    /// otherwise (tasks matched across two files) the graph is built again
    /// with them, so that every path follows the one rule of the language
    /// spec (fewest transitions, then fewest decisions, then declaration order).
    static func measure(_ tasks: [TaskDecl?], in graph: SceneGraph, file: FlowFile) -> [TaskOutcome] {
        let given = tasks.compactMap { $0 }
        let paths = given == graph.tasks ? graph.taskPaths
            : graph.rebuilt(as: graph.kind, file: file, tasks: given).taskPaths
        var byTask: [Int: TaskPath] = [:]
        for path in paths { byTask[path.taskIndex] = path }
        var n = -1
        return tasks.map { task in
            guard let task else { return .notInScene }
            n += 1
            let id = task.target.name
            if let path = byTask[n] {
                return .done(TaskMeasure(steps: path.steps, decisions: path.decisions,
                                         path: path.screens.map { graph.screens[$0].id.name }))
            }
            return graph.index(of: id) == nil ? .missing(screen: id) : .unreachable(screen: id)
        }
    }
}

/// A task of the comparison, with the `task` statement that leads to its
/// screen in each scene (nil: a task of the other scene alone).
struct TaskSpec {
    var name: String
    var standardTarget: TaskDecl?
    var assistiveTarget: TaskDecl?

    /// The tasks of the standard scene, each matched by name with the
    /// assistive scene's task of that name (the k-th with the k-th), then
    /// the assistive scene's tasks left over. A task of the file (or, with
    /// two files, of either file) that one scene does not name is measured
    /// at the screen the other names; a task that a scene declares for
    /// itself alone is not the other scene's task.
    ///
    /// - Complexity: O(tasks of both).
    static func matching(_ standard: [TaskDecl], _ assistive: [TaskDecl], fileTasks: [TaskDecl]) -> [TaskSpec] {
        let shared = Set(fileTasks.map(\.name))
        func other(_ task: TaskDecl) -> TaskDecl? {
            task.isSceneLevel && !shared.contains(task.name) ? nil : task
        }
        var byName: [String: [Int]] = [:]
        for (i, task) in assistive.enumerated() { byName[task.name, default: []].append(i) }
        var taken: [String: Int] = [:]
        var used = [Bool](repeating: false, count: assistive.count)
        var specs: [TaskSpec] = []
        specs.reserveCapacity(max(standard.count, assistive.count))
        for task in standard {
            let k = taken[task.name, default: 0]
            taken[task.name] = k + 1
            if let same = byName[task.name], k < same.count {
                used[same[k]] = true
                specs.append(TaskSpec(name: task.name, standardTarget: task, assistiveTarget: assistive[same[k]]))
            } else {
                specs.append(TaskSpec(name: task.name, standardTarget: task, assistiveTarget: other(task)))
            }
        }
        for (i, task) in assistive.enumerated() where !used[i] {
            specs.append(TaskSpec(name: task.name, standardTarget: other(task), assistiveTarget: task))
        }
        return specs
    }
}
