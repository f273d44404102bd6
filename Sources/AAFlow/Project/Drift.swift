/// How far an app's code has moved away from the flow written for it: the
/// screens and transitions that one has and the other lacks (`audit
/// --against FILE.flow`).
///
/// A flow id and a View type are the same screen when they are equal, or
/// when the id becomes the type name by `scaffold`'s naming (`photo-detail`
/// and `PhotoDetailView`).
public enum Drift {
    public static let missingScreenID = "drift.missing-screen"
    public static let extraScreenID = "drift.extra-screen"
    public static let missingTransitionID = "drift.missing-transition"
    public static let extraTransitionID = "drift.extra-transition"

    /// Every drift id, for `allow` and the rule list.
    public static let ids = [missingScreenID, extraScreenID, missingTransitionID, extraTransitionID]

    /// The drift between the scenes of a written flow and those read from
    /// code, scene by scene (a scene only one side has is not compared).
    ///
    /// Findings about what the flow has stand at the flow's lines; findings
    /// about what the code has stand at the code's.
    ///
    /// - Parameter typeName: the View type `scaffold` would write for a flow id.
    /// - Complexity: O(screens + transitions) of both, per scene.
    public static func check(designed: [SceneGraph], code: [SceneGraph],
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
                id: DiagnosticID(missingScreenID), severity: .warning, range: screen.range,
                message: "the flow has the screen `\(screen.id.name)`, which the code's \(kind.rawValue) scene does not show",
                fix: "add \(typeName(screen.id.name)) to the scene in code, or remove the screen from the flow",
                scene: kind, screen: screen.id.name))
        }
        for (j, screen) in code.screens.enumerated() where flowOf[j] < 0 {
            out.append(Diagnostic(
                id: DiagnosticID(extraScreenID), severity: .warning, range: screen.range,
                message: "the code's \(kind.rawValue) scene shows `\(screen.id.name)`, which the flow does not have",
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
        var reported = Set<Int64>()
        for t in flow.transitions where !t.isBack && codeOf[t.from] >= 0 && codeOf[t.to] >= 0 {
            let key = Int64(codeOf[t.from]) << 32 | Int64(codeOf[t.to])
            guard !inCode.contains(key), reported.insert(key).inserted else { continue }
            let from = flow.screens[t.from].id.name
            let to = flow.screens[t.to].id.name
            out.append(Diagnostic(
                id: DiagnosticID(missingTransitionID), severity: .warning, range: range(of: t, in: flow),
                message: "the flow leads from `\(from)` to `\(to)`\(label(t, in: flow)), which the code does not",
                fix: "add the navigation from \(typeName(from)) to \(typeName(to)) in code, or remove the arrow from the flow",
                scene: kind, screen: from))
        }
        reported = []
        for t in code.transitions where !t.isBack && flowOf[t.from] >= 0 && flowOf[t.to] >= 0 {
            let key = Int64(t.from) << 32 | Int64(t.to)
            guard !inFlowAsCode.contains(key), reported.insert(key).inserted else { continue }
            let from = code.screens[t.from].id.name
            let to = code.screens[t.to].id.name
            out.append(Diagnostic(
                id: DiagnosticID(extraTransitionID), severity: .warning, range: range(of: t, in: code),
                message: "the code leads from `\(from)` to `\(to)`\(label(t, in: code)), which the flow does not",
                fix: "add the arrow to the flow, or remove the navigation from the code",
                scene: kind, screen: from))
        }
        return out
    }

    static func range(of t: Transition, in g: SceneGraph) -> SourceRange {
        g.control(of: t)?.range ?? g.timer(of: t)?.range ?? g.screens[t.from].range
    }

    static func label(_ t: Transition, in g: SceneGraph) -> String {
        if let text = g.control(of: t)?.text { return " (\"\(text)\")" }
        if let timer = g.timer(of: t) { return " (after \(timer.duration))" }
        return ""
    }
}
