/// The rules written out for people: `docs/rules.md`, the list of
/// `aaflow rules` and the description of `aaflow rules ID`, all from the
/// rules' own metadata, so that the docs, the tool and the tests never drift
/// apart.
package enum RuleDocs {
    /// The command that writes `docs/rules.md`.
    package static let regenerateCommand = "swift run aaflow rules --markdown > docs/rules.md"

    // MARK: Words shared by every form

    /// "error", "warning", "note", or "—" where the rule does not run.
    package static func severity(_ rule: RuleDescription, in kind: SceneKind) -> String {
        rule.severities[kind]?.rawValue ?? "—"
    }

    /// "4 Intuitive navigation", or "—" for a rule about the flow itself.
    package static func principle(_ rule: RuleDescription) -> String {
        rule.principle?.numberedTitle ?? "—"
    }

    /// An example as a reader sees it: markers turned into a trailing
    /// comment, so that the flow can be copied and still reads the same.
    package static func exampleLines(_ marked: String) -> [String] {
        let example = RuleExample(marked)
        var lines = example.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for line in example.markedLines where line <= lines.count {
            lines[line - 1] += "  # ← reported here"
        }
        return lines
    }

    // MARK: Markdown

    /// The whole of `docs/rules.md`.
    package static func markdown(_ rules: [RuleDescription] = RuleCatalog.all.map(\.description)) -> String {
        var out = """
        # Rules

        <!-- Generated from the rules' metadata by `\(regenerateCommand)`. Do not edit by hand: a test fails when this file is out of date. -->

        `aaflow check` holds every scene of a flow file against the six design principles of Assistive Access \
        (Apple, WWDC25 session 238 "Customize your app for Assistive Access"; Human Interface Guidelines, \
        Accessibility). Each rule below has a stable id, a principle, and a severity in each kind of scene; \
        `—` means the rule does not run there. Errors make `aaflow check` exit with status 1; warnings and notes \
        do not, unless `--warnings-as-errors` is given.

        - `allow RULE-ID "reason"` inside a scene accepts the findings of a rule: before the scene's first \
        `screen` for the whole scene, after a `screen` for that screen. The findings are still reported, marked \
        as allowed, and do not count toward the exit status. An `allow` that accepts nothing is reported \
        (`allow.unused`), so that stale ones do not pile up.
        - `limit depth|decisions|choices|features N` sets a threshold: before the first scene for every scene, \
        inside a scene for that scene alone.

        | id | principle | assistive | standard | finds |
        | --- | --- | --- | --- | --- |

        """
        for rule in rules {
            out += "| [`\(rule.id)`](#\(anchor(rule.id))) | \(rule.principle.map { "\($0.rawValue)" } ?? "—") "
                + "| \(severity(rule, in: .assistive)) | \(severity(rule, in: .standard)) | \(rule.summary) |\n"
        }
        var heading: String?
        for rule in rules {
            let group = rule.principle.map { "Principle \($0.numberedTitle)" } ?? "The flow itself"
            if group != heading {
                heading = group
                out += "\n## \(group)\n"
            }
            out += "\n" + section(rule)
        }
        // One blank line between blocks, and one newline at the end.
        while out.contains("\n\n\n") { out = out.replacing("\n\n\n", with: "\n\n") }
        while out.hasSuffix("\n\n") { out.removeLast() }
        return out
    }

    /// One rule's section of `docs/rules.md`, also the help of its SARIF entry.
    package static func section(_ rule: RuleDescription, level: Int = 3) -> String {
        var out = String(repeating: "#", count: level) + " \(rule.id)\n\n"
        out += "**\(rule.name).** \(capitalised(rule.summary)).\n\n"
        out += "Principle: \(principle(rule)) · assistive scene: \(rule.severities[.assistive]?.rawValue ?? "not checked")"
            + " · standard scene: \(rule.severities[.standard]?.rawValue ?? "not checked")\n\n"
        out += "**Why.** \(rule.rationale)\n\n"
        out += "**How to fix.** \(rule.fix)\n\n"
        if !rule.details.isEmpty {
            out += "**What counts.**\n\n" + rule.details.map { "- \($0)\n" }.joined() + "\n"
        }
        if !rule.wcag.isEmpty {
            out += "**WCAG 2.2.** \(rule.wcag.joined(separator: "; ")).\n\n"
        }
        for example in rule.triggering {
            out += "Triggers it:\n\n```\n" + exampleLines(example).joined(separator: "\n") + "\n```\n\n"
        }
        for example in rule.nonTriggering {
            out += "Does not trigger it:\n\n```\n" + exampleLines(example).joined(separator: "\n") + "\n```\n\n"
        }
        return out
    }

    /// The anchor GitHub gives a heading made of a rule id.
    static func anchor(_ id: String) -> String {
        String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }

    static func capitalised(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }

    // MARK: Plain text

    /// The list `aaflow rules` prints: one line per rule.
    package static func list(_ rules: [RuleDescription] = RuleCatalog.all.map(\.description)) -> String {
        let header = ["rule", "principle", "assistive", "standard", "what it finds"]
        let rows = rules.map { rule in
            [rule.id, rule.principle.map { "\($0.rawValue)" } ?? "—",
             severity(rule, in: .assistive), severity(rule, in: .standard), rule.summary]
        }
        var out = TextLayout.table([header] + rows)
        out += "\nPrinciples: "
            + Principle.allCases.map(\.numberedTitle).joined(separator: "; ")
            + ".\nRun `aaflow rules RULE` for what a rule finds, why, how to fix it, and examples.\n"
        return out
    }

    /// The description `aaflow rules ID` prints.
    package static func text(_ rule: RuleDescription, width: Int = 80) -> String {
        var out = "\(rule.id): \(rule.name)\n\n"
        out += "  principle  \(principle(rule))\n"
        out += "  assistive  \(severity(rule, in: .assistive))\n"
        out += "  standard   \(severity(rule, in: .standard))\n\n"
        out += paragraph("Finds", capitalised(rule.summary) + ".", width: width)
        out += paragraph("Why", rule.rationale, width: width)
        out += paragraph("How to fix", rule.fix, width: width)
        if !rule.details.isEmpty {
            out += "What counts:\n"
            for detail in rule.details {
                out += TextLayout.wrap(detail, width: width, first: "  - ", rest: "    ") + "\n"
            }
            out += "\n"
        }
        if !rule.wcag.isEmpty {
            out += paragraph("WCAG 2.2", rule.wcag.joined(separator: "; ") + ".", width: width)
        }
        for example in rule.triggering {
            out += "Triggers it:\n" + exampleLines(example).map { "    \($0)\n" }.joined() + "\n"
        }
        for example in rule.nonTriggering {
            out += "Does not trigger it:\n" + exampleLines(example).map { "    \($0)\n" }.joined() + "\n"
        }
        return out
    }

    static func paragraph(_ title: String, _ body: String, width: Int) -> String {
        "\(title):\n" + TextLayout.wrap(body, width: width, first: "  ", rest: "  ") + "\n\n"
    }
}
