import AAFlowPlatform
/// An edge of a scene graph: a control with `-> ID`, or an `after` with an arrow.
package struct Transition: Hashable, Sendable {
    /// Which statement makes the edge.
    package enum Source: Hashable, Sendable {
        /// The control at this index of the screen's `controls`.
        case control(Int)
        /// The timer at this index of the screen's `timers`.
        case timer(Int)
    }

    // Stored in 12 bytes: a large flow has many transitions. The index of
    // the control or timer shares its 32 bits with two flags (bit 0:
    // timed, bit 1: back), which leaves room for a billion controls on a
    // screen.
    private let storedFrom: UInt32
    private let storedTo: UInt32
    private let storedIndexAndFlags: UInt32

    package init(from: Int, to: Int, source: Source, isBack: Bool) {
        storedFrom = UInt32(from)
        storedTo = UInt32(to)
        switch source {
        case .control(let i):
            storedIndexAndFlags = UInt32(i) << 2 | (isBack ? 2 : 0)
        case .timer(let i):
            storedIndexAndFlags = UInt32(i) << 2 | 1 | (isBack ? 2 : 0)
        }
    }

    /// The screen it leaves (an index into `SceneGraph.screens`).
    package var from: Int { Int(storedFrom) }
    /// The screen it reaches.
    package var to: Int { Int(storedTo) }
    package var source: Source {
        let index = Int(storedIndexAndFlags >> 2)
        return isTimed ? .timer(index) : .control(index)
    }
    /// Whether the edge is a `back` control; such edges do not count for depth or paths.
    package var isBack: Bool { storedIndexAndFlags & 2 != 0 }
    /// Whether the screen moves on by itself (`after`).
    package var isTimed: Bool { storedIndexAndFlags & 1 != 0 }
}

/// The choices of each screen of a scene: its controls but `back`.
package struct ScreenChoices: RandomAccessCollection, Sendable {
    let screens: [ScreenDecl]

    package var startIndex: Int { 0 }
    package var endIndex: Int { screens.count }
    package subscript(screen: Int) -> Int {
        var n = 0
        for control in screens[screen].controls where control.type != .back { n += 1 }
        return n
    }
}

/// The thresholds in force for a scene: its own `limit`s, then the file's, then the defaults.
package struct Limits: Hashable, Sendable {
    package var depth: Int
    package var decisions: Int
    package var choices: Int
    package var features: Int

    package init(depth: Int = LimitName.depth.defaultValue, decisions: Int = LimitName.decisions.defaultValue,
                choices: Int = LimitName.choices.defaultValue, features: Int = LimitName.features.defaultValue) {
        self.depth = depth
        self.decisions = decisions
        self.choices = choices
        self.features = features
    }

    package subscript(name: LimitName) -> Int {
        get {
            switch name {
            case .depth: return depth
            case .decisions: return decisions
            case .choices: return choices
            case .features: return features
            }
        }
        set {
            switch name {
            case .depth: depth = newValue
            case .decisions: decisions = newValue
            case .choices: choices = newValue
            case .features: features = newValue
            }
        }
    }

    /// The limit statement in force for each name, if any, to point findings at.
    package internal(set) var statements: [LimitName: LimitDecl] = [:]
}

/// The measurements of a scene, as the language spec defines them.
public struct SceneMetrics: Hashable, Sendable {
    public var screens = 0
    public var reachableScreens = 0
    public var transitions = 0
    public var maxDepth = 0
    public var maxDecisions = 0
    public var maxChoices = 0
    public var features = 0
    public var destructiveActions = 0
    public var timedTransitions = 0
}

/// The shortest way to do a task in a scene.
public struct TaskPath: Hashable, Sendable {
    /// The task's name.
    public var name: String
    /// The index of the task in the scene's `tasks`.
    public var taskIndex: Int
    /// The screens on the path, from its root (the start screen, or the
    /// first entry that reaches the task's screen) to the task's screen.
    public var screens: [Int]
    /// The root the path starts from.
    public var from: Int
    /// The transitions taken.
    public var steps: Int { screens.count - 1 }
    /// The decisions of every screen on the path except the last.
    public var decisions: Int

    public init(name: String, taskIndex: Int, screens: [Int], decisions: Int, from: Int) {
        self.name = name
        self.taskIndex = taskIndex
        self.screens = screens
        self.decisions = decisions
        self.from = from
    }
}

/// A scene as a directed graph of screens, with its measurements.
///
/// Screens are the scene's `screen` statements (the first of each id); edges
/// are the controls with `-> ID` and the `after` statements with an arrow.
public struct SceneGraph: Sendable {
    package let kind: SceneKind
    /// The scene as written.
    package let decl: SceneDecl
    /// One declaration per screen id, in the order declared.
    public let screens: [ScreenDecl]
    /// The entry screen: `start`, or else the first screen; nil for an empty scene.
    package let start: Int?
    /// Every edge, grouped by the screen it leaves, in the order written.
    package let transitions: [Transition]
    /// The transitions of screen `i` are `transitions[outStart[i]..<outStart[i + 1]]`.
    package let outStart: CompactInts
    /// The depth of each screen, -1 when unreachable (32 bits each: a
    /// scene may have many screens).
    let depthValues: [Int32]
    /// The choices of each screen (its controls but `back`), counted when
    /// asked from the few controls of the screen rather than kept: a large
    /// scene's graph is at its peak of memory while it is built.
    package var choices: ScreenChoices { ScreenChoices(screens: screens) }
    /// The decisions of each screen (32 bits each).
    package let decisions: CompactInts
    /// The distinct core features, as the spec defines them.
    package let features: [String]
    /// The feature each screen belongs to (language 1.1), as an index into
    /// `features`; -1 for none or for an unreachable screen.
    let featureIndex: [Int32]
    /// The screens the system opens directly (`entry`), in the order written,
    /// without repeats or the start screen.
    package let entries: [Int]
    /// What opens each of `entries`: "a notification".
    package let entryLabels: [String]
    /// How many dialogs in a row lead to each screen (language 1.1).
    let dialogDepth: [Int32]
    /// Destructive controls that only open a dialog asking about the act,
    /// as `screen << 32 | control`.
    let confirmationOpeners: Set<Int>
    /// The scene's tasks: the file's, each taken over by the scene's task of
    /// the same name, then the scene's own (language 1.1).
    package let tasks: [TaskDecl]
    /// The path of every task whose screen is in this scene, in task order.
    public let taskPaths: [TaskPath]
    public let metrics: SceneMetrics
    package let limits: Limits
    let idIndex: IDIndex
    /// For each number the parser gave an id, the screen it names, or -1.
    let indexBySymbol: [Int32]

    /// The index of the screen a reference of this scene's file names.
    func index(of ref: Reference) -> Int? {
        if ref.symbol >= 0 && Int(ref.symbol) < indexBySymbol.count {
            let i = indexBySymbol[Int(ref.symbol)]
            if i >= 0 && screens[Int(i)].id.name == ref.name { return Int(i) }
            if i < 0 { return nil }
        }
        return index(of: ref.name)
    }

    /// The index of the screen with this id.
    ///
    /// - Complexity: O(1) on average; the first call builds the index, in O(screens).
    package func index(of id: String) -> Int? { idIndex.index(of: id, in: screens) }

    /// The feature a screen belongs to (language 1.1), nil for none or
    /// for an unreachable screen.
    package func feature(ofScreen screen: Int) -> String? {
        featureIndex[screen] >= 0 ? features[Int(featureIndex[screen])] : nil
    }

    /// The feature of each screen, as `feature(ofScreen:)` gives it.
    package var screenFeatures: [String?] { screens.indices.map(feature(ofScreen:)) }

    /// The fewest transitions from the start screen or the nearest entry
    /// (`back` excluded); nil when unreachable.
    package func depth(of screen: Int) -> Int? {
        depthValues[screen] >= 0 ? Int(depthValues[screen]) : nil
    }

    /// Whether a path from the start screen or an entry reaches the screen.
    package func isReachable(_ screen: Int) -> Bool { depthValues[screen] >= 0 }

    /// The start screen, then the entries: every way into the scene.
    package var roots: [Int] { (start.map { [$0] } ?? []) + entries }

    /// Whether a destructive control only opens a `dialog` screen that asks
    /// about the act: then it is not the act, and the safety rules leave it.
    package func opensConfirmation(screen: Int, control: Int) -> Bool {
        !confirmationOpeners.isEmpty && confirmationOpeners.contains(screen << 32 | control)
    }

    /// How many times a control asks before it acts: its `confirm N`, plus
    /// the dialogs in a row that lead to its screen when it stands on one.
    package func effectiveConfirmations(screen: Int, control: Int) -> Int {
        screens[screen].controls[control].confirmations + Int(dialogDepth[screen])
    }

    /// The transitions leaving a screen.
    package func transitions(from screen: Int) -> ArraySlice<Transition> {
        transitions[outStart[screen]..<outStart[screen + 1]]
    }

    /// The control that makes a transition, if it is a control.
    package func control(of t: Transition) -> ControlDecl? {
        if case .control(let i) = t.source { return screens[t.from].controls[i] }
        return nil
    }

    /// The timer that makes a transition, if it is timed.
    package func timer(of t: Transition) -> TimerDecl? {
        if case .timer(let i) = t.source { return screens[t.from].timers[i] }
        return nil
    }
}

/// Screen ids to their index, built on first use: checking a flow resolves
/// its arrows through the parser's numbers, so most runs never need it.
///
/// `@unchecked Sendable`: its one mutable property is read and written only
/// under `lock` (a class, so that copies of a scene share the index it builds).
final class IDIndex: @unchecked Sendable {
    private let lock = Lock()
    private var map: [String: Int]?

    init(_ map: [String: Int]?) {
        self.map = map
    }

    func index(of id: String, in screens: [ScreenDecl]) -> Int? {
        lock.withLock {
            if map == nil {
                var built: [String: Int] = [:]
                built.reserveCapacity(screens.count)
                for i in screens.indices where built[screens[i].id.name] == nil {
                    built[screens[i].id.name] = i
                }
                map = built
            }
            return map?[id]
        }
    }
}
