import AAFlow

/// How far an app's code has moved away from the flow written for it: the
/// screens and transitions that one has and the other lacks (`audit
/// --against FILE.flow`).
///
/// A flow id and a View type are the same screen when they are equal, or
/// when the id becomes the type name by `scaffold`'s naming (`photo-detail`
/// and `PhotoDetailView`).
package enum Drift {
    package static let missingScreenID: DiagnosticID = "drift.missing-screen"
    package static let extraScreenID: DiagnosticID = "drift.extra-screen"
    package static let missingTransitionID: DiagnosticID = "drift.missing-transition"
    package static let extraTransitionID: DiagnosticID = "drift.extra-transition"

    /// Every drift id, for `allow` and the rule list.
    package static let ids = [missingScreenID, extraScreenID, missingTransitionID, extraTransitionID].map(\.rawValue)

    /// The drift between the scenes of a written flow and those read from
    /// code, scene by scene (a scene only one side has is not compared).
    ///
    /// Findings about what the flow has stand at the flow's lines; findings
    /// about what the code has stand at the code's.
    ///
    /// - Parameter typeName: the View type `scaffold` would write for a flow id.
    /// - Complexity: O(screens + transitions) of both, per scene.
    package static func check(designed: [SceneGraph], code: [SceneGraph],
                             typeName: (String) -> String = { $0 }) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for flow in designed {
            guard let built = code.first(where: { $0.kind == flow.kind }) else { continue }
            out += check(flow, built, typeName: typeName)
        }
        return out
    }

    static func check(_ flow: SceneGraph, _ code: SceneGraph, typeName: (String) -> String) -> [Diagnostic] {
        let kind = flow.kind
        // Pair the screens: equal ids first, then the id's type name.
        var codeOf = [Int](repeating: -1, count: flow.screens.count)
        var flowOf = [Int](repeating: -1, count: code.screens.count)
        for (i, screen) in flow.screens.enumerated() {
            if let j = code.index(of: screen.id.name), flowOf[j] < 0 {
                (codeOf[i], flowOf[j]) = (j, i)
            }
        }
        for (i, screen) in flow.screens.enumerated() where codeOf[i] < 0 {
            if let j = code.index(of: typeName(screen.id.name)), flowOf[j] < 0 {
                (codeOf[i], flowOf[j]) = (j, i)
            }
        }

        var out: [Diagnostic] = []
        for (i, screen) in flow.screens.enumerated() where codeOf[i] < 0 {
            out.append(Diagnostic(
                id: missingScreenID, severity: .warning, range: screen.range,
                message: Message.missingScreen(screen.id.name, scene: kind),
                fix: "add \(typeName(screen.id.name)) to the scene in code, or remove the screen from the flow",
                scene: kind, screen: screen.id.name))
        }
        for (j, screen) in code.screens.enumerated() where flowOf[j] < 0 {
            out.append(Diagnostic(
                id: extraScreenID, severity: .warning, range: screen.range,
                message: Message.extraScreen(screen.id.name, scene: kind),
                fix: "add the screen to the flow (`aaflow extract` writes it out), or take it out of the scene",
                scene: kind, screen: screen.id.name))
        }

        // Transitions between paired screens, `back` left out.
        func edges(_ g: SceneGraph, map: (Int) -> Int) -> Set<Int64> {
            var set = Set<Int64>()
            for t in g.transitions where !t.isBack {
                let a = map(t.from)
                let b = map(t.to)
                if a >= 0 && b >= 0 { set.insert(Int64(a) << 32 | Int64(b)) }
            }
            return set
        }
        let inCode = edges(code) { $0 }
        let inFlowAsCode = edges(flow) { codeOf[$0] }
        // The transitions of one side between paired screens that the other
        // side lacks, once per pair of screens: the flow's, then the code's.
        for isFlow in [true, false] {
            let g = isFlow ? flow : code
            let codeIndex: (Int) -> Int = isFlow ? { codeOf[$0] } : { flowOf[$0] >= 0 ? $0 : -1 }
            let other = isFlow ? inCode : inFlowAsCode
            var reported = Set<Int64>()
            for t in g.transitions where !t.isBack && codeIndex(t.from) >= 0 && codeIndex(t.to) >= 0 {
                let key = Int64(codeIndex(t.from)) << 32 | Int64(codeIndex(t.to))
                guard !other.contains(key), reported.insert(key).inserted else { continue }
                let from = g.screens[t.from].id.name
                let to = g.screens[t.to].id.name
                out.append(Diagnostic(
                    id: isFlow ? missingTransitionID : extraTransitionID, severity: .warning,
                    range: range(of: t, in: g),
                    message: isFlow ? Message.missingTransition(from: from, to: to, by: way(t, in: g))
                        : Message.extraTransition(from: from, to: to, by: way(t, in: g)),
                    fix: isFlow ? "add the navigation from \(typeName(from)) to \(typeName(to)) in code, or remove the arrow from the flow"
                        : "add the arrow to the flow, or remove the navigation from the code",
                    scene: kind, screen: from))
            }
        }
        return out
    }

    static func range(of t: Transition, in g: SceneGraph) -> SourceRange {
        g.control(of: t)?.range ?? g.timer(of: t)?.range ?? g.screens[t.from].range
    }

    static func way(_ t: Transition, in g: SceneGraph) -> Message.Way? {
        if let text = g.control(of: t)?.text { return .control(text) }
        if let timer = g.timer(of: t) { return .timer(timer.duration) }
        return nil
    }
}

extension Drift {
    /// What drift says, as values.
    package enum Message: DiagnosticMessage {
        /// How a transition is taken, as a message names it.
        package enum Way: Hashable, Sendable {
            /// A control with this text.
            case control(String)
            /// A timer of this length.
            case timer(Duration)

            var text: String {
                switch self {
                case .control(let text): return " (\"\(text)\")"
                case .timer(let duration): return " (after \(duration))"
                }
            }
        }

        /// A screen of the flow that the code's scene does not show.
        case missingScreen(String, scene: SceneKind)
        /// A screen of the code's scene that the flow does not have.
        case extraScreen(String, scene: SceneKind)
        /// A transition of the flow that the code does not make.
        case missingTransition(from: String, to: String, by: Way?)
        /// A transition of the code that the flow does not have.
        case extraTransition(from: String, to: String, by: Way?)

        package var text: String {
            switch self {
            case .missingScreen(let id, let kind):
                return "the flow has the screen `\(id)`, which the code's \(kind.rawValue) scene does not show"
            case .extraScreen(let id, let kind):
                return "the code's \(kind.rawValue) scene shows `\(id)`, which the flow does not have"
            case .missingTransition(let from, let to, let way):
                return "the flow leads from `\(from)` to `\(to)`\(way?.text ?? ""), which the code does not"
            case .extraTransition(let from, let to, let way):
                return "the code leads from `\(from)` to `\(to)`\(way?.text ?? ""), which the flow does not"
            }
        }
    }
}
