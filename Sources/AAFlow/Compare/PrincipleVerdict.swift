/// Whether a scene keeps one of the six design principles of Assistive Access.
///
/// Both scenes of a comparison are held to the Assistive Access rules (the
/// `assistive` severities of `rules.md`), the standard one as if it were
/// shown in Assistive Access as it is: its verdicts say what the
/// distillation had to fix, the assistive scene's whether it did. A
/// principle is broken by a finding of severity error or warning of one of
/// its rules that no `allow` statement accepts; notes never break one.
package struct PrincipleVerdict: Hashable, Sendable {
    /// What a scene does with a principle.
    package enum Verdict: String, Hashable, Sendable {
        /// No finding of its rules breaks it.
        case kept
        /// A finding of one of its rules breaks it.
        case broken
        /// None of the rules checked belongs to it, so nothing can be said.
        case unchecked
    }

    package var principle: Principle
    /// The rules of this principle that were run, in catalogue order.
    package var checkedRules: [String]
    /// The rules of this principle with a finding that breaks it, in
    /// catalogue order; empty when the scene keeps the principle.
    package var breakingRules: [String]
    /// The rules of this principle whose error and warning findings are all
    /// accepted by `allow` statements, in catalogue order.
    package var allowedRules: [String]

    package init(principle: Principle, checkedRules: [String], breakingRules: [String], allowedRules: [String] = []) {
        self.principle = principle
        self.checkedRules = checkedRules
        self.breakingRules = breakingRules
        self.allowedRules = allowedRules
    }

    package var verdict: Verdict {
        if !breakingRules.isEmpty { return .broken }
        return checkedRules.isEmpty ? .unchecked : .kept
    }

    /// Whether the scene keeps the principle (false when it was not checked).
    package var isKept: Bool { verdict == .kept }
}

extension PrincipleVerdict {
    /// The verdict on each of the six principles for one scene of a valid
    /// document, the scene held to the Assistive Access rules as in a
    /// comparison (so a standard scene shows what a distillation must fix).
    ///
    /// - Parameter report: the document's report, checked with `rules`.
    package static func verdicts(_ scene: SceneGraph, in document: FlowDocument, report: FileReport,
                                rules: [any Rule] = RuleCatalog.all) -> [PrincipleVerdict] {
        judge(scene, in: document, report: report, rules: rules)
    }

    /// The verdict on each of the six principles, in order, with the scene
    /// held to the Assistive Access rules.
    ///
    /// An assistive scene's verdicts come from the findings `report`
    /// already holds for it; a standard scene is built again as an
    /// assistive one and checked once that way, through `Analysis`.
    ///
    /// - Parameter report: the document's report from `Analysis` with the same rules.
    /// - Complexity: O(findings) for an assistive scene; for a standard one,
    ///   the rules' own plus O(screens + statements) to build it again.
    static func judge(_ scene: SceneGraph, in document: FlowDocument, report: FileReport,
                      rules: [any Rule]) -> [PrincipleVerdict] {
        // The rules that judge a principle: one per id, with a severity above note.
        var order: [String] = []
        var principleOf: [String: Principle] = [:]
        for rule in rules {
            let d = rule.description
            guard let principle = d.principle, let severity = d.severities[.assistive],
                  severity > .note, principleOf[d.id] == nil else { continue }
            principleOf[d.id] = principle
            order.append(d.id)
        }
        let findings: [Diagnostic]
        if scene.kind == .assistive {
            findings = report.diagnostics.filter { $0.scene == .assistive }
        } else {
            let held = scene.rebuilt(as: .assistive, file: document.syntax, tasks: document.syntax.tasks)
            var judged: Set<String> = []
            let raw = Analysis(rules: rules).findings(held, in: document, heldTo: .assistive) { d in
                principleOf[d.id] != nil && judged.insert(d.id).inserted
            }
            findings = Checker.applyAllows(raw, scene: held, isFlowText: document.isFlowText)
        }
        var breaking: Set<String> = []
        var allowed: Set<String> = []
        for finding in findings where principleOf[finding.id.rawValue] != nil {
            if finding.isAllowed { allowed.insert(finding.id.rawValue) } else { breaking.insert(finding.id.rawValue) }
        }
        return Principle.allCases.map { p in
            let mine = order.filter { principleOf[$0] == p }
            return PrincipleVerdict(principle: p, checkedRules: mine, breakingRules: mine.filter { breaking.contains($0) },
                                    allowedRules: mine.filter { allowed.contains($0) && !breaking.contains($0) })
        }
    }
}
