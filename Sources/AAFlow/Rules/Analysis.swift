/// The one entry point to checking: the command line, the language server,
/// the plugins and the comparison all run the rules through it.
///
/// It runs each rule once on each scene, applies the `allow` statements,
/// and returns the findings with the document's own language errors.
///
/// ```swift
/// let document = FlowDocument(SourceFile(path: "app.flow", text: text), ruleIDs: RuleCatalog.ids)
/// let report = Analysis().run(document)                 // every rule, every scene
/// let assistive = Analysis(only: .assistive).run(document)
/// let withProject = Analysis(project: facts).run(document)
/// ```
package struct Analysis: Sendable {
    /// The rules to run; the whole catalogue by default.
    package var rules: [any Rule]
    /// What is known of the app project, for the rules that look past the flow.
    package var project: ProjectFacts
    /// Check only the scene of this kind.
    package var only: SceneKind?

    package init(rules: [any Rule] = RuleCatalog.all, project: ProjectFacts = .none, only: SceneKind? = nil) {
        self.rules = rules
        self.project = project
        self.only = only
    }

    /// Checks a document.
    ///
    /// An invalid document (with `flow.*` errors) is not checked: its report
    /// holds the language errors alone.
    ///
    /// - Complexity: the rules' own on each scene, plus O(findings + allows).
    package func run(_ document: FlowDocument) -> FileReport {
        let scenes = document.scenes.filter { only == nil || $0.kind == only }
        guard document.isValid else {
            return FileReport(document: document, scenes: scenes, diagnostics: document.diagnostics)
        }
        if let only, scenes.isEmpty {
            // Asked for a scene the file does not have: an error, not a silent pass.
            let missing = Diagnostic(
                id: .missingScene, severity: .error, range: SourceRange(line: 1, column: 1),
                message: Message.missingScene(only, has: document.scenes.map(\.kind)),
                fix: "add `scene \(only.rawValue)` and its screens, or check the file without `--scene \(only.rawValue)`")
            return FileReport(document: document, scenes: [], diagnostics: [missing])
        }
        var all: [Diagnostic] = []
        for scene in scenes {
            let found = Checker.applyAllows(findings(scene, in: document, heldTo: scene.kind), scene: scene,
                                            isFlowText: document.isFlowText)
            // The first scene's findings are taken as they are, not copied.
            if all.isEmpty { all = found } else { all += found }
        }
        all.sort(by: Diagnostic.reportOrder)
        return FileReport(document: document, scenes: scenes, diagnostics: all)
    }

    /// The findings of every rule on one scene, held to the severities of
    /// `kind` (a standard scene may be held to the Assistive Access rules, as
    /// the comparison's verdicts do), before `allow` statements. Each rule
    /// runs once; a rule with no severity for `kind` does not run.
    func findings(_ scene: SceneGraph, in document: FlowDocument, heldTo kind: SceneKind,
                  where include: (RuleDescription) -> Bool = { _ in true }) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let statements = StatementReader(document)
        for rule in rules {
            let d = rule.description
            guard let severity = d.severities[kind], include(d) else { continue }
            var context = RuleContext(document: document, scene: scene, severity: severity, ruleID: d.id,
                                      project: project, statements: statements)
            rule.check(&context)
            findings += context.findings
        }
        return findings
    }
}

extension Analysis {
    /// What the analysis itself says, as values.
    package enum Message: DiagnosticMessage {
        /// `--scene` asked for a scene the file does not have; the scenes it has.
        case missingScene(SceneKind, has: [SceneKind])

        package var text: String {
            switch self {
            case .missingScene(let only, let kinds):
                let has = kinds.map { $0 == .assistive ? "an assistive scene" : "a standard scene" }
                return has.isEmpty
                    ? "this file has no scene, so it has no \(only.rawValue) scene to check"
                    : "this file has no \(only.rawValue) scene; it has \(has.count == 1 ? "only " : "")\(has.joined(separator: " and "))"
            }
        }
    }
}
