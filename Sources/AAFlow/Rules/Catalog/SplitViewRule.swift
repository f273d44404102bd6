/// `navigation.split-view`: a split view in Assistive Access.
struct SplitViewRule: Rule {
    var description: RuleDescription {
        RuleDescription(
            id: DiagnosticID.splitView.rawValue,
            name: "Split view",
            principle: .navigation,
            severities: [.assistive: .error],
            summary: "a `split` screen: use one linear navigation stack",
            rationale: """
                A split view shows a sidebar, a list and a detail side by side, each with its own place in \
                the app: the person has to follow several columns at once and guess which one a tap will \
                change. Assistive Access moves forward one screen at a time and back with a single system \
                button, which only a single stack of screens can follow.
                """,
            fix: """
                Replace the `NavigationSplitView` with one `NavigationStack`: the sidebar's choice on the \
                first screen, then the list, then the detail, each pushed after the other.
                """,
            details: [
                "Each `kind split` screen is one finding, reachable or not.",
            ],
            wcag: WCAG.navigation,
            triggering: [
                """
                scene assistive
                ↓screen library "Library" icon books.vertical kind split
                  row "Book" icon book -> book
                screen book "Book" icon book
                """,
            ],
            nonTriggering: [
                """
                scene assistive
                screen library "Library" icon books.vertical kind list
                  row "Book" icon book -> book
                screen book "Book" icon book
                """,
            ])
    }

    func check(_ context: inout RuleContext) {
        context.reportScreens { _, screen in
            guard screen.kind == .split else { return nil }
            return RuleFinding(
                Message.splitView(screen: screen.id.name),
                fix: "use one NavigationStack instead of a NavigationSplitView, pushing one screen after the other")
        }
    }
}

extension SplitViewRule {
    /// What the rule says, as a value: tests and tools match on it, people read `text`.
    enum Message: DiagnosticMessage {
        /// A `split` screen.
        case splitView(screen: String)

        var text: String {
            switch self {
            case .splitView(let screen): return "`\(screen)` is a split view, with columns side by side for a person to follow at once"
            }
        }
    }
}
