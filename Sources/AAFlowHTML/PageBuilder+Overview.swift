import AAFlow

/// An entry's overview: its measurements and the verdict on each principle.
extension PageBuilder {
    /// The overview: the findings counted and, for a valid flow, the
    /// measurements and verdicts of its scenes.
    mutating func writeOverview(_ c: EntryContext) {
        let report = c.entry.report
        openSection("\(c.id)-overview", heading: "Overview")
        if !report.isValid {
            let errors = report.diagnostics.filter(\.isLanguageError).count
            w.open("p", [("class", "callout")])
            w.raw(Words.icon("error"))
            w.text(" The flow file has \(Plural.counted(errors, "mistake")) in its own language, "
                + "so it was not checked against the principles and nothing was drawn. "
                + "The mistakes are listed under Findings; correct them and make the report again.")
            w.close("p")
        }
        if report.scenes.isEmpty {
            w.element("p", text: "The file holds no scene.")
        }
        let allowed = report.diagnostics.filter(\.isAllowed).count
        w.open("p")
        w.text("Findings: " + Words.counts(report.counts, allowed: allowed) + ".")
        w.close("p")
        guard report.isValid, !report.scenes.isEmpty else {
            w.close("section")
            w.newline()
            return
        }
        writeMeasures(report)
        writeVerdicts(report)
        if report.scenes.contains(where: { $0.kind == .standard }) {
            w.element("p", [("class", "aside")], text: "The standard scene is held to the Assistive Access rules here, "
                + "so its verdicts show what the Assistive Access scene has to do differently.")
        }
        w.close("section")
        w.newline()
    }

    /// The measurements, one column per scene.
    mutating func writeMeasures(_ report: FileReport) {
        let scenes = report.scenes
        openTable("measures", caption: "The measurements of each scene",
                  columns: ["Measurement"] + scenes.map { Words.sceneName($0.kind) })
        let rows: [(String, (SceneGraph) -> String)] = [
            ("Screens", { "\($0.metrics.screens)" }),
            ("Screens a person can reach", { "\($0.metrics.reachableScreens)" }),
            ("Ways between screens (transitions)", { "\($0.metrics.transitions)" }),
            ("Features", { s in "\(s.metrics.features) (limit \(s.limits.features))" }),
            ("Deepest screen, in steps from the start", { s in "\(s.metrics.maxDepth) (limit \(s.limits.depth))" }),
            ("Most decisions on one screen", { s in "\(s.metrics.maxDecisions) (limit \(s.limits.decisions))" }),
            ("Most choices on one screen", { s in "\(s.metrics.maxChoices) (limit \(s.limits.choices))" }),
            ("Actions that delete or lose something", { "\($0.metrics.destructiveActions)" }),
            ("Screens that move on by themselves", { "\($0.metrics.timedTransitions)" }),
            ("Findings", { s in
                Words.counts(report.counts(for: s.kind),
                             allowed: report.diagnostics.filter { $0.scene == s.kind && $0.isAllowed }.count)
            }),
        ]
        for (label, value) in rows {
            w.open("tr")
            w.element("th", [("scope", "row")], text: label)
            for s in scenes { w.element("td", text: value(s)) }
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
        w.newline()
    }

    /// The verdict on each principle, one column per scene.
    mutating func writeVerdicts(_ report: FileReport) {
        let scenes = report.scenes
        let verdicts = scenes.map { PrincipleVerdict.verdicts($0, in: report.document, report: report) }
        openTable("verdicts", caption: "The six principles of Assistive Access: kept or broken",
                  columns: ["Principle"] + scenes.map { Words.sceneName($0.kind) })
        for p in Principle.allCases {
            w.open("tr")
            w.element("th", [("scope", "row")], text: p.numberedTitle)
            for v in verdicts {
                guard let verdict = v.first(where: { $0.principle == p }) else { w.element("td", text: ""); continue }
                w.open("td")
                switch verdict.verdict {
                case .kept:
                    w.raw(Words.icon("kept"))
                    w.raw(" <strong>Kept</strong>")
                    if !verdict.allowedRules.isEmpty {
                        w.text(" (allowed on purpose: " + verdict.allowedRules.map(ruleName).joined(separator: ", ") + ")")
                    }
                case .broken:
                    w.raw(Words.icon("broken"))
                    w.raw(" <strong>Broken</strong> by ")
                    w.text(verdict.breakingRules.map(ruleName).joined(separator: ", "))
                case .unchecked:
                    w.raw(Words.icon("byhand"))
                    w.text(" Not checked")
                }
                w.close("td")
            }
            w.close("tr")
        }
        w.close("tbody")
        w.close("table")
    }

    func ruleName(_ id: String) -> String {
        rules[id].map { "\($0.name) (\(id))" } ?? id
    }
}
