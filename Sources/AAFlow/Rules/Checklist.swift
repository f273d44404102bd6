/// The review checklist for an app's Assistive Access scene, item by item:
/// what the flow shows passed or failed, and what a flow cannot show left
/// to be checked by hand. (`aaflow check --checklist`.)
package struct ChecklistItem: Hashable, Sendable {
    /// 1-based, in the order a reviewer goes through them.
    package let number: Int
    /// What to verify, in a line.
    package let text: String
    /// The rules whose findings fail the item; empty when a flow cannot
    /// show it (Info.plist keys, the App body, previews, a device).
    package let rules: [String]
    /// The project checks that answer the item from code (`audit --checklist`).
    package let projectRules: [String]
    /// Whether a person must judge it even when the code is read: the code
    /// shows where the key is set, not whether the app is an AAC app.
    package let needsAPerson: Bool

    package init(number: Int, text: String, rules: [String], projectRules: [String] = [], needsAPerson: Bool = false) {
        self.number = number
        self.text = text
        self.rules = rules
        self.projectRules = projectRules
        self.needsAPerson = needsAPerson
    }

    /// Whether the item can only be checked by hand.
    package var isByHand: Bool { rules.isEmpty }

    /// Whether the item can only be checked by hand when the app's code is read too.
    package var isByHandInCode: Bool { needsAPerson || (rules.isEmpty && projectRules.isEmpty) }
}

/// The outcome of one item for one scene.
package struct ChecklistResult: Sendable {
    package enum Status: String, Sendable {
        /// The flow shows the item holds: no finding of its rules, or only
        /// notes and allowed findings.
        case passed
        /// A finding of its rules that is an error or a warning, not allowed.
        case failed
        /// A flow cannot show it.
        case byHand = "check-by-hand"
    }

    package let item: ChecklistItem
    package let status: Status
    /// The findings of the item's rules in the scene: the failing ones, and
    /// the notes and allowed findings a passed item still carries.
    package let findings: [Diagnostic]
}

/// The checklist for one Assistive Access scene of one file.
package struct ChecklistReview: Sendable {
    package let scene: SceneKind
    package let results: [ChecklistResult]
    /// The scene's findings that belong to no item, such as an unreachable screen.
    package let others: [Diagnostic]

    package func count(_ status: ChecklistResult.Status) -> Int {
        results.lazy.filter { $0.status == status }.count
    }
}

package enum Checklist {
    /// The items, after the review checklist of Apple's guidance for
    /// Assistive Access, in the project's words.
    package static let items: [ChecklistItem] = [
        ChecklistItem(number: 1, text: "the Info.plist sets `UISupportsAssistiveAccess` to true", rules: [],
                      projectRules: [DiagnosticID.projectMissingPlistKey.rawValue]),
        ChecklistItem(number: 2, text: "an AAC app, or a tool like one, also sets `UISupportsFullScreenInAssistiveAccess`", rules: [],
                      projectRules: [DiagnosticID.projectFullScreenKey.rawValue], needsAPerson: true),
        ChecklistItem(number: 3, text: "the App body declares an `AssistiveAccess` scene beside its `WindowGroup`", rules: [],
                      projectRules: [DiagnosticID.projectMissingScene.rawValue]),
        ChecklistItem(number: 4, text: "the scene keeps to the one or two features that matter most",
                      rules: [DiagnosticID.tooManyFeatures.rawValue, DiagnosticID.settingsExposed.rawValue, DiagnosticID.tabBar.rawValue]),
        ChecklistItem(number: 5, text: "every control is a visible, native SwiftUI control (`Button`, `Toggle`, `Picker`, ...)",
                      rules: [DiagnosticID.customControl.rawValue, DiagnosticID.hiddenGesture.rawValue]),
        ChecklistItem(number: 6, text: "every control shows text and an icon together, with a `Label`",
                      rules: [DiagnosticID.missingIcon.rawValue, DiagnosticID.missingText.rawValue]),
        ChecklistItem(number: 7, text: "navigation goes one step at a time: shallow, in one stack, one decision per screen",
                      rules: [DiagnosticID.tooDeep.rawValue, DiagnosticID.multipleDecisions.rawValue, DiagnosticID.tooManyChoices.rawValue, DiagnosticID.splitView.rawValue]),
        ChecklistItem(number: 8, text: "the app draws no back button of its own; the system one walks back up the `NavigationStack`",
                      rules: [DiagnosticID.customBack.rawValue]),
        ChecklistItem(number: 9, text: "nothing moves on, changes or disappears by itself after a delay",
                      rules: [DiagnosticID.timedTransition.rawValue, DiagnosticID.shadowedTimer.rawValue]),
        ChecklistItem(number: 10, text: "destructive actions are left out, or ask twice before they act",
                      rules: [DiagnosticID.insufficientConfirmation.rawValue, DiagnosticID.destructiveAction.rawValue]),
        ChecklistItem(number: 11, text: "every screen has a title with an `.assistiveAccessNavigationIcon`",
                      rules: [DiagnosticID.missingTitle.rawValue, DiagnosticID.missingNavigationIcon.rawValue]),
        ChecklistItem(number: 12, text: "views shared with the standard app read `@Environment(\\.accessibilityAssistiveAccessEnabled)` where they must behave differently", rules: [],
                      projectRules: [DiagnosticID.projectSharedViewUnaware.rawValue]),
        ChecklistItem(number: 13, text: "the scene's Xcode previews use `#Preview(traits: .assistiveAccess)`", rules: [],
                      projectRules: [DiagnosticID.projectMissingPreview.rawValue]),
        ChecklistItem(number: 14, text: "the app has been tried on a device in Assistive Access mode", rules: []),
    ]

    /// The checklist of every Assistive Access scene a report checked; none
    /// for an invalid file, which was not checked.
    package static func review(_ report: FileReport) -> [ChecklistReview] {
        guard report.isValid else { return [] }
        let code = report.isFromCode
        return report.scenes.filter { $0.kind == .assistive }.map { scene in
            // In code, the project checks belong to the review too, whatever their scene.
            let findings = report.diagnostics.filter { $0.scene == scene.kind || (code && $0.id.hasPrefix("project.")) }
            var covered: Set<String> = []
            let results = items.map { item -> ChecklistResult in
                let rules = code ? item.rules + item.projectRules : item.rules
                covered.formUnion(rules)
                let mine = findings.filter { rules.contains($0.id.rawValue) }
                guard !(code ? item.isByHandInCode : item.isByHand) else {
                    return ChecklistResult(item: item, status: .byHand, findings: mine)
                }
                let fails = mine.contains { !$0.isAllowed && $0.severity > .note }
                return ChecklistResult(item: item, status: fails ? .failed : .passed, findings: mine)
            }
            return ChecklistReview(scene: scene.kind, results: results,
                                   others: findings.filter { !covered.contains($0.id.rawValue) })
        }
    }
}
