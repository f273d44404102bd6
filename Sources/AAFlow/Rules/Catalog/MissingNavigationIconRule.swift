/// `representation.missing-navigation-icon`: a screen title without its icon.
struct MissingNavigationIconRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.missingNavigationIcon.rawValue,
            name: "Title without navigation icon",
            principle: .representation,
            severities: [.assistive: .warning],
            summary: "a screen with a title but no `icon` (`.assistiveAccessNavigationIcon`)",
            rationale: """
                Assistive Access shows an icon beside the title at the top of every screen, so that a \
                person can tell where they are from the picture as well as from the words. A screen \
                without one breaks that pattern on exactly the screen where it was needed.
                """,
            fix: """
                Add `icon NAME` to the screen in the flow, and in SwiftUI call \
                `.assistiveAccessNavigationIcon(systemImage:)` (or with an `Image` from the asset catalog) \
                wherever you call `.navigationTitle`, on every screen, not only the first.
                """,
            details: [
                "Every kind of screen is checked, `dialog` included: give a sheet or an alert the icon of what it is about, to show beside its title.",
                "A screen with no title at all is reported once, by `representation.missing-title`.",
            ],
            wcag: WCAG.representation,
            triggering: [
                """
                scene assistive
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                ↓screen article "Article"
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen news "News" icon newspaper kind list
                  row "Article" icon doc.text -> article
                screen article "Article" icon doc.text
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        let statements = context.statements
        context.reportScreens { _, screen in
            guard screen.title != nil && screen.icon == nil else { return nil }
            return RuleFinding(
                Message.noNavigationIcon(screen: screen.id.name),
                fix: "add `icon NAME` to the screen; in SwiftUI, .assistiveAccessNavigationIcon(systemImage:) next to .navigationTitle",
                edits: statements.iconInsertion(after: { $0.isString }, in: screen.range))
        }
    }
}

extension MissingNavigationIconRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A screen with a title and no icon.
        case noNavigationIcon(screen: String)

        var text: String {
            switch self {
            case .noNavigationIcon(let screen): return "`\(screen)` has a title but no navigation icon to show beside it"
            }
        }
    }
}
