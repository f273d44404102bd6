import Testing
@testable import AAFlow

private typealias F = CompareFixtures

/// Stand-ins for rules of the catalogue, so that the verdicts are tested
/// apart from the rules themselves.
private struct Probe: Rule {
    var id: String
    var principle: Principle?
    var severities: [SceneKind: Severity]
    /// What the probe finds: the screens (by index) to report.
    var finds: @Sendable (SceneGraph) -> [Int]

    var description: RuleDescription {
        RuleDescription(id: id, name: id, principle: principle, severities: severities, summary: id,
                        rationale: "", fix: "", wcag: [], triggering: [], nonTriggering: [])
    }

    func check(_ context: inout RuleContext) {
        for i in finds(context.scene) {
            context.report(ProbeMessage(text: "probe \(id)"), at: context.scene.screens[i].range, screen: i, fix: "none")
        }
    }
}

/// A probe's words, as the one value it says.
private struct ProbeMessage: DiagnosticMessage {
    let text: String
}

private func screens(_ scene: SceneGraph, where test: (ScreenDecl) -> Bool) -> [Int] {
    scene.screens.indices.filter { test(scene.screens[$0]) }
}

private let settingsExposed = Probe(id: "distill.settings-exposed", principle: .distill, severities: [.assistive: .error]) { s in
    screens(s) { $0.kind == .settings }.filter { s.isReachable($0) }
}
private let tabBar = Probe(id: "distill.tab-bar", principle: .distill, severities: [.assistive: .warning]) { s in
    screens(s) { $0.kind == .tabs }
}
/// Like `safety.insufficient-confirmation`: fewer than two confirmations in
/// an assistive scene, none in a standard one.
private let confirmation = Probe(id: "safety.insufficient-confirmation", principle: .safety,
                                 severities: [.assistive: .error, .standard: .warning]) { s in
    let needed = s.kind == .assistive ? 2 : 1
    return screens(s) { $0.controls.contains { $0.isDestructive && $0.confirmations < needed } }
}
private let destructiveNote = Probe(id: "safety.destructive-action", principle: .safety, severities: [.assistive: .note]) { s in
    screens(s) { $0.controls.contains { $0.isDestructive } }
}
private let unreachable = Probe(id: "structure.unreachable-screen", principle: nil,
                                severities: [.assistive: .warning, .standard: .warning]) { s in
    s.screens.indices.filter { !s.isReachable($0) }
}

private let probes: [any Rule] = [settingsExposed, tabBar, CustomBackRule(), confirmation, destructiveNote, unreachable]
private let probeIDs = RuleCatalog.ids.union(probes.map(\.description.id))

private func verdicts(_ scene: ComparedScene) -> [Principle: PrincipleVerdict.Verdict] {
    Dictionary(uniqueKeysWithValues: scene.principles.map { ($0.principle, $0.verdict) })
}

@Suite struct CompareVerdictTests {
    @Test func newsStandardBreaksWhatTheDistillationFixed() throws {
        let c = try Comparison(F.document(F.news, ruleIDs: probeIDs), rules: probes)
        let std = c.standard.principles
        #expect(std.map(\.principle) == Principle.allCases)
        #expect(std[0].breakingRules == ["distill.settings-exposed", "distill.tab-bar"])
        // Held to the Assistive Access rules, one confirmation is not enough.
        #expect(std[4].breakingRules == ["safety.insufficient-confirmation"])
        #expect(verdicts(c.standard) == [.distill: .broken, .controls: .unchecked, .representation: .unchecked,
                                         .navigation: .kept, .safety: .broken, .timing: .unchecked])
        #expect(verdicts(c.assistive) == [.distill: .kept, .controls: .unchecked, .representation: .unchecked,
                                          .navigation: .kept, .safety: .kept, .timing: .unchecked])
        // The counts stay those of `check`: no rule above finds an error or warning in a standard scene here.
        #expect(c.standard.counts == SeverityCounts())
        #expect(c.assistive.counts == SeverityCounts())
    }

    @Test func anAllowedFindingKeepsThePrinciple() throws {
        let text = """
            scene standard
            screen home "Home" icon house
            scene assistive
            allow distill.tab-bar "the two tabs are the two features"
            screen home "Home" icon house kind tabs
            """
        let c = try Comparison(F.document(text, ruleIDs: probeIDs), rules: probes)
        let distill = c.assistive.principles[0]
        #expect(distill.verdict == .kept && distill.breakingRules.isEmpty)
        #expect(distill.allowedRules == ["distill.tab-bar"])
    }

    @Test func oneFindingNotAllowedBreaksIt() throws {
        let text = """
            scene standard
            screen home "Home" icon house
            scene assistive
            screen home "Home" icon house kind tabs
              tab "More" icon ellipsis -> more
            screen more "More" icon ellipsis kind tabs
              allow distill.tab-bar "nested tabs, tested"
            """
        let c = try Comparison(F.document(text, ruleIDs: probeIDs), rules: probes)
        let distill = c.assistive.principles[0]
        #expect(distill.verdict == .broken)
        #expect(distill.breakingRules == ["distill.tab-bar"] && distill.allowedRules.isEmpty)
    }

    @Test func notesNeverBreakAPrinciple() throws {
        let text = """
            scene standard
            screen home "Home" icon house
            scene assistive
            screen home "Home" icon house
              button "Delete" icon trash destructive confirm 2
            """
        let c = try Comparison(F.document(text, ruleIDs: probeIDs), rules: [destructiveNote])
        #expect(c.assistive.counts.notes == 1)
        #expect(c.assistive.principles[4].verdict == .unchecked)
        let both = try Comparison(F.document(text, ruleIDs: probeIDs), rules: [confirmation, destructiveNote])
        #expect(both.assistive.principles[4].verdict == .kept)
    }

    @Test func rulesWithoutAPrincipleJudgeNone() throws {
        let text = """
            scene standard
            screen home "Home" icon house
            scene assistive
            screen home "Home" icon house
            screen lost "Lost" icon questionmark
            """
        let c = try Comparison(F.document(text, ruleIDs: probeIDs), rules: [unreachable])
        #expect(c.assistive.counts.warnings == 1)
        #expect(c.assistive.principles.allSatisfy { $0.verdict == .unchecked })
    }

    /// With the whole catalogue: the distilled News app keeps every principle
    /// it is checked against, and the standard one breaks distillation as
    /// soon as the rule for tab bars is in the catalogue.
    @Test func newsWithTheCatalogue() throws {
        let c = try Comparison(F.document(F.news))
        #expect(c.assistive.principles.allSatisfy { $0.verdict != .broken })
        #expect(c.standard.counts.errors + c.assistive.counts.errors == 0)
        if RuleCatalog.rule("distill.tab-bar") != nil {
            #expect(c.standard.principles[0].breakingRules.contains("distill.tab-bar"))
        }
        if RuleCatalog.rule("distill.settings-exposed") != nil {
            #expect(c.standard.principles[0].breakingRules.contains("distill.settings-exposed"))
        }
    }
}
