/// `aaflow compare` for a person to read at a glance:
///
///     comparing the standard and assistive scenes of flows/news.flow (News)
///
///     measure                   standard  assistive  change
///     screens                          6          2      -4
///     ...
///
///     kept screens (2)     news, article
///     dropped screens (4)  home, breaking, share, settings
///     added screens (0)    none
///
///     task             standard            assistive
///     Read an article  2 steps, 1 decision  1 step, 1 decision
///     ...
///
///     principle                        standard  assistive
///     1 Distill to core functionality  broken    kept
///     ...
///
/// then the rules that break each principle.
public struct ComparisonTextReporter: Sendable {
    /// Where lists of screens wrap.
    package var width: Int

    public init(width: Int = 80) {
        self.width = width
    }

    /// The report of a comparison, for standard output.
    public func report(_ c: Comparison) -> String {
        [heading(c), measures(c), screens(c), tasks(c), principles(c)].joined(separator: "\n")
    }

    /// The `flow.*` diagnostics of invalid files (unless `diagnostics` is
    /// false), then a line for each such file, for standard error.
    package func invalid(_ documents: [FlowDocument], diagnostics: Bool = true, colour: Bool = false) -> String {
        let text = TextReporter(colour: colour)
        var out = ""
        for document in documents where diagnostics && !document.isValid {
            out += text.diagnostics(of: FileReport(document: document, scenes: document.scenes,
                                                   diagnostics: document.diagnostics))
        }
        for document in documents where !document.isValid {
            let n = document.diagnostics.count
            out += "\(SafeText.clean(document.source.path)): \(Plural.counted(n, "mistake")) "
                + "in the flow language; nothing was compared\n"
        }
        return out
    }

    // MARK: Sections

    func heading(_ c: Comparison) -> String {
        let app = (c.standard.document.syntax.app ?? c.assistive.document.syntax.app).map { " (\(SafeText.clean($0)))" } ?? ""
        if c.isOneFile {
            return "comparing the standard and assistive scenes of \(SafeText.clean(c.standard.path))\(app)\n"
        }
        return "comparing the standard scene of \(SafeText.clean(c.standard.path)) "
            + "with the assistive scene of \(SafeText.clean(c.assistive.path))\(app)\n"
    }

    func measures(_ c: Comparison) -> String {
        var rows = [["measure", "standard", "assistive", "change"]]
        for m in c.measures {
            rows.append([m.label, String(m.standard), String(m.assistive), m.change > 0 ? "+\(m.change)" : String(m.change)])
        }
        return TextLayout.table(rows, rightAligned: [1, 2, 3])
    }

    func screens(_ c: Comparison) -> String {
        let kept = c.screens.pairs.map { $0.standard == $0.assistive ? $0.standard : "\($0.standard) as \($0.assistive)" }
        let lists = [("kept", kept), ("dropped", c.screens.dropped), ("added", c.screens.added)]
        let labels = lists.map { "\($0.0) screens (\($0.1.count))" }
        let column = labels.map(\.count).max()! + 2
        var out = ""
        for (label, list) in zip(labels, lists.map(\.1)) {
            let items = list.isEmpty ? ["none"] : list
            let words = items.indices.map { items[$0] + ($0 < items.count - 1 ? "," : "") }
            out += TextLayout.wrap(words: words, width: width, first: label + String(repeating: " ", count: column - label.count),
                                   rest: String(repeating: " ", count: column)) + "\n"
        }
        return out
    }

    func tasks(_ c: Comparison) -> String {
        guard !c.tasks.isEmpty else {
            return "no task is declared; `task \"Name\" -> SCREEN` measures a task in both scenes\n"
        }
        var rows = [["task", "standard", "assistive"]]
        for t in c.tasks {
            rows.append([SafeText.clean(t.name), cell(t.standard), cell(t.assistive)])
        }
        return TextLayout.table(rows)
    }

    func principles(_ c: Comparison) -> String {
        var rows = [["principle", "standard", "assistive"]]
        for (s, a) in zip(c.standard.principles, c.assistive.principles) {
            rows.append([s.principle.numberedTitle, word(s.verdict), word(a.verdict)])
        }
        var out = TextLayout.table(rows)
        out += "both scenes are held to the Assistive Access rules\n"
        for scene in [c.standard, c.assistive] {
            out += ruleList("\(scene.kind.rawValue) scene, broken by:", scene.principles.map { ($0.principle, $0.breakingRules) })
            out += ruleList("\(scene.kind.rawValue) scene, accepted by `allow`:",
                            scene.principles.map { ($0.principle, $0.allowedRules) })
        }
        let findings = c.standard.counts + c.assistive.counts
        if findings.errors + findings.warnings + findings.notes > 0 {
            out += "`aaflow check` shows each finding with its line and a fix\n"
        }
        return out
    }

    // MARK: Pieces

    func cell(_ outcome: TaskOutcome) -> String {
        switch outcome {
        case .done(let m):
            return "\(Plural.counted(m.steps, "step")), \(Plural.counted(m.decisions, "decision"))"
        case .missing(let screen):
            return "cannot be done: no screen `\(screen)`"
        case .unreachable(let screen):
            return "cannot be done: `\(screen)` cannot be reached"
        case .notInScene:
            return "not a task of this scene"
        }
    }

    func word(_ verdict: PrincipleVerdict.Verdict) -> String {
        verdict == .unchecked ? "not checked" : verdict.rawValue
    }

    func ruleList(_ title: String, _ entries: [(Principle, [String])]) -> String {
        let lines = entries.filter { !$0.1.isEmpty }
        guard !lines.isEmpty else { return "" }
        var out = title + "\n"
        for (principle, rules) in lines {
            out += "  \(principle.numberedTitle): \(rules.joined(separator: ", "))\n"
        }
        return out
    }
}
