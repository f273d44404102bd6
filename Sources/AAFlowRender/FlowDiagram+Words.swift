import AAFlow

extension FlowDiagram {
    /// The findings in words, a line per severity: "⚠ error: too deep, no title",
    /// then "allowed: timed" for the ones an `allow` accepts.
    static func findingLines(_ findings: [Diagnostic], width: Int = screenWidth) -> [String] {
        var lines: [String] = []
        for severity in [Severity.error, .warning, .note] {
            let rules = unique(findings.filter { !$0.isAllowed && $0.severity == severity }.map { DiagramWords.rule($0.id.rawValue) })
            if !rules.isEmpty { lines += wrap("⚠ \(severity.rawValue): " + rules.joined(separator: ", "), width: width) }
        }
        let allowed = unique(findings.filter(\.isAllowed).map { DiagramWords.rule($0.id.rawValue) })
        if !allowed.isEmpty { lines += wrap("allowed: " + allowed.joined(separator: ", "), width: width) }
        return lines
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// How many characters a line of a screen's box holds, of an arrow's
    /// label, and of the heading, before it wraps.
    static let screenWidth = 30
    static let labelWidth = 22
    static let headingWidth = 90

    /// Text broken into lines of at most `width` characters, at spaces, as
    /// even as they can be for that many lines; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines = greedyWrap(text, width: width)
        guard lines.count > 1 else { return lines }
        var narrower = width - 1
        while narrower > width / 2 {
            let tried = greedyWrap(text, width: narrower)
            if tried.count > lines.count { break }
            lines = tried
            narrower -= 1
        }
        return lines
    }

    private static func greedyWrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !line.isEmpty { lines.append(line); line = "" }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    static func tooltip(_ findings: [Diagnostic], fallback: String) -> String {
        guard !findings.isEmpty else { return fallback }
        return findings.map { d in
            var line = "\(d.severity.rawValue): \(d.message) [\(d.id)]"
            if let reason = d.allowedBecause { line += " (allowed: \(reason))" }
            return line
        }.joined(separator: "\n")
    }

    static func asks(_ confirmations: Int) -> String {
        switch confirmations {
        case 0: return "asks no confirmation"
        case 1: return "asks once"
        case 2: return "asks twice"
        default: return "asks \(confirmations) times"
        }
    }

    /// The scene in words, for the SVG's `<desc>`: what a screen reader says.
    static func describe(_ scene: SceneGraph, findings: SceneFindings, app: String?) -> String {
        let m = scene.metrics
        let counts = SeverityCounts(findings.byScreen.values.joined()) + SeverityCounts(findings.sceneWide)
        var text = "The \(scene.kind.rawValue) scene\(app.map { " of \($0)" } ?? "") has \(m.screens) "
            + "\(Plural.word(m.screens, "screen")) (\(m.reachableScreens) reachable) and \(m.transitions) "
            + "\(Plural.word(m.transitions, "transition"))"
        if let start = scene.start { text += "; it starts at \(scene.screens[start].title ?? scene.screens[start].id.name)" }
        text += "; the deepest screen is \(m.maxDepth) steps from the start; a screen asks for at most "
            + "\(Plural.counted(m.maxDecisions, "decision")). "
        text += "Findings: \(Severity.error.counted(counts.errors)), \(Severity.warning.counted(counts.warnings)), "
            + "\(Severity.note.counted(counts.notes)). "
        if m.destructiveActions > 0 { text += "\(m.destructiveActions) destructive \(Plural.word(m.destructiveActions, "action")). " }
        if m.timedTransitions > 0 { text += "\(m.timedTransitions) timed \(Plural.word(m.timedTransitions, "transition")). " }
        let shown = scene.screens.prefix(50).map { $0.title ?? $0.id.name }
        text += "Screens: " + shown.joined(separator: ", ")
        if scene.screens.count > 50 { text += " and \(scene.screens.count - 50) more" }
        return text + "."
    }
}
