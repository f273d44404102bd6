/// Every rule aaflow knows, in the order of `rules.md`.
public enum RuleCatalog {
    package static let all: [any Rule] = [
        TooManyFeaturesRule(),
        SettingsExposedRule(),
        TabBarRule(),
        CustomControlRule(),
        HiddenGestureRule(),
        MissingIconRule(),
        MissingTextRule(),
        MissingNavigationIconRule(),
        MissingTitleRule(),
        MultipleDecisionsRule(),
        TooManyChoicesRule(),
        TooDeepRule(),
        CustomBackRule(),
        SplitViewRule(),
        InsufficientConfirmationRule(),
        DestructiveActionRule(),
        TimedTransitionRule(),
        ShadowedTimerRule(),
        UnreachableScreenRule(),
    ]

    /// Every rule id.
    public static var ids: Set<String> { Set(all.map(\.description.id)) }

    /// What each rule finds, why, and how to fix it, in the catalogue's order.
    public static var descriptions: [RuleDescription] { all.map(\.description) }

    /// The rule with this id.
    package static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
