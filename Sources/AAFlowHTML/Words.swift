import AAFlow

/// The page's words and marks: every severity and verdict is said in words
/// and shown by a shape, never by colour alone.
enum Words {
    /// A shape for a severity or verdict, hidden from screen readers (the
    /// words beside it say the same): a triangle for an error or a broken
    /// principle, a diamond for a warning, a circle for a note, a check
    /// for a kept principle, a square for what is checked by hand.
    static func icon(_ kind: String) -> String {
        let known = ["error", "warning", "note", "allowed", "kept", "broken", "byhand"]
        let name = known.contains(kind) ? kind : "note"
        return "<span class=\"icon icon-\(name)\" aria-hidden=\"true\"></span>"
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "Error"
        case .warning: return "Warning"
        case .note: return "Note"
        }
    }

    static func sceneName(_ kind: SceneKind) -> String {
        kind == .assistive ? "Assistive Access scene" : "Standard scene"
    }

    /// The scene's name inside a sentence: "Assistive Access scene", "standard scene".
    static func sceneInSentence(_ kind: SceneKind) -> String {
        kind == .assistive ? "Assistive Access scene" : "standard scene"
    }

    static func counts(_ c: SeverityCounts, allowed: Int) -> String {
        var parts = [Severity.error.counted(c.errors), Severity.warning.counted(c.warnings), Severity.note.counted(c.notes)]
        if allowed > 0 { parts.append("\(allowed) allowed on purpose") }
        return parts.joined(separator: ", ")
    }

    static func findingCount(_ findings: [Diagnostic]) -> String {
        Plural.counted(findings.count, "finding")
    }

    /// A message as a sentence: a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        var out = first.uppercased() + text.dropFirst()
        if let last = out.last, !".!?".contains(last) { out += "." }
        return out
    }

    static func outcome(_ o: TaskOutcome) -> String {
        switch o {
        case .done(let m):
            return "\(Plural.counted(m.steps, "step")), \(Plural.counted(m.decisions, "decision"))"
        case .unreachable(let screen):
            return "cannot be done: no way leads to \(screen)"
        case .missing(let screen):
            return "not in this scene (it has no screen \(screen))"
        case .notInScene:
            return "not a task of this scene"
        }
    }
}
