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
        DiagnosticID.customBack.rawValue: "custom back button",
        DiagnosticID.customControl.rawValue: "custom control",
        DiagnosticID.hiddenGesture.rawValue: "gesture only",
        DiagnosticID.destructiveAction.rawValue: "destructive",
        DiagnosticID.insufficientConfirmation.rawValue: "too few confirmations",
        DiagnosticID.missingIcon.rawValue: "no icon",
        DiagnosticID.missingNavigationIcon.rawValue: "no title icon",
        DiagnosticID.missingText.rawValue: "icon without text",
        DiagnosticID.missingTitle.rawValue: "no title",
        DiagnosticID.multipleDecisions.rawValue: "several decisions",
        DiagnosticID.settingsExposed.rawValue: "settings",
        DiagnosticID.splitView.rawValue: "split view",
        DiagnosticID.tabBar.rawValue: "tab bar",
        DiagnosticID.timedTransition.rawValue: "timed",
        DiagnosticID.shadowedTimer.rawValue: "timer never fires",
        DiagnosticID.tooDeep.rawValue: "too deep",
        DiagnosticID.tooManyChoices.rawValue: "too many choices",
        DiagnosticID.tooManyFeatures.rawValue: "too many features",
        DiagnosticID.unreachableScreen.rawValue: "unreachable",
    ]
}
