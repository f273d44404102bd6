import AAFlow

/// The words a diagram writes on a screen or an arrow for a finding: a
/// short name of its rule, such as "too deep" or "no confirmation", so that
/// a PNG or PDF says what is wrong where, without tooltips.
enum DiagramWords {
    /// A few words for the rule `id`; the rule's name in lower case for a rule
    /// not listed here, and the id itself for one the catalogue does not know.
    static func rule(_ id: String) -> String {
        if let words = short[id] { return words }
        if let rule = RuleCatalog.rule(id) { return rule.description.name.lowercased() }
        return id
    }

    static let short: [String: String] = [
        "navigation.custom-back": "custom back button",
        "controls.custom-control": "custom control",
        "controls.hidden-gesture": "gesture only",
        "safety.destructive-action": "destructive",
        "safety.insufficient-confirmation": "too few confirmations",
        "representation.missing-icon": "no icon",
        "representation.missing-navigation-icon": "no title icon",
        "representation.missing-text": "icon without text",
        "representation.missing-title": "no title",
        "navigation.multiple-decisions": "several decisions",
        "distill.settings-exposed": "settings",
        "navigation.split-view": "split view",
        "distill.tab-bar": "tab bar",
        "timing.timed-transition": "timed",
        "timing.shadowed-timer": "timer never fires",
        "navigation.too-deep": "too deep",
        "navigation.too-many-choices": "too many choices",
        "distill.too-many-features": "too many features",
        "structure.unreachable-screen": "unreachable",
    ]
}
