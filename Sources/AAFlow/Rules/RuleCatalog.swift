/// Every rule aaflow knows, in the order of `rules.md`.
public enum RuleCatalog {
    public static let all: [any Rule] = [
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

    /// The rule with this id.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
