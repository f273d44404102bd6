/// The id of a diagnostic: `flow.syntax`, `navigation.custom-back`, ...
///
/// The raw string is the public contract (JSON, SARIF, `allow`, the docs);
/// the static members name every id aaflow itself reports, so that code
/// compares against a name the compiler checks rather than a string. Other
/// ids (a plugin's rule) are made from their string:
/// `DiagnosticID("project.missing-key")`, or a string literal.
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }

    /// Whether this is a mistake in the flow language (`flow.*`): the file is not checked.
    package var isLanguageError: Bool { rawValue.hasPrefix("flow.") }

    /// Whether the raw id starts with `prefix` (`"flow."`, `"navigation."`).
    package func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }

    /// An id compared with its raw string, as code written against
    /// string ids does.
    package static func == (id: DiagnosticID, raw: String) -> Bool { id.rawValue == raw }
    package static func == (raw: String, id: DiagnosticID) -> Bool { id.rawValue == raw }
    package static func != (id: DiagnosticID, raw: String) -> Bool { id.rawValue != raw }
    package static func != (raw: String, id: DiagnosticID) -> Bool { id.rawValue != raw }

    /// The part before the first dot: `flow`, `navigation`, `allow`, ...
    package var family: Substring { rawValue.prefix { $0 != "." } }

    // MARK: The flow language (always errors)

    /// A statement or token that does not fit the grammar; `SyntaxErrorKind` tells which.
    package static let syntax: DiagnosticID = "flow.syntax"
    package static let undefinedScreen: DiagnosticID = "flow.undefined-screen"
    package static let duplicateScreen: DiagnosticID = "flow.duplicate-screen"
    package static let duplicateScene: DiagnosticID = "flow.duplicate-scene"
    package static let unknownKind: DiagnosticID = "flow.unknown-kind"
    package static let misplaced: DiagnosticID = "flow.misplaced"
    package static let unknownRule: DiagnosticID = "flow.unknown-rule"
    /// Two `entry` statements for one screen.
    package static let duplicateEntry: DiagnosticID = "flow.duplicate-entry"
    /// `--scene` asked for a scene the file does not have.
    package static let missingScene: DiagnosticID = "flow.missing-scene"

    // MARK: Warnings of the checker

    /// An `allow` that accepts nothing.
    package static let unusedAllow: DiagnosticID = "allow.unused"

    // MARK: The project checks of `aaflow audit` (ProjectChecks), which the checklist names too

    package static let projectMissingPlistKey: DiagnosticID = "project.missing-plist-key"
    package static let projectFullScreenKey: DiagnosticID = "project.full-screen-key"
    package static let projectMissingScene: DiagnosticID = "project.missing-scene"
    package static let projectMissingPreview: DiagnosticID = "project.missing-preview"
    package static let projectSharedViewUnaware: DiagnosticID = "project.shared-view-unaware"

    // MARK: The rules (RuleCatalog), by principle

    package static let tooManyFeatures: DiagnosticID = "distill.too-many-features"
    package static let settingsExposed: DiagnosticID = "distill.settings-exposed"
    package static let tabBar: DiagnosticID = "distill.tab-bar"
    package static let customControl: DiagnosticID = "controls.custom-control"
    package static let hiddenGesture: DiagnosticID = "controls.hidden-gesture"
    package static let missingIcon: DiagnosticID = "representation.missing-icon"
    package static let missingText: DiagnosticID = "representation.missing-text"
    package static let missingNavigationIcon: DiagnosticID = "representation.missing-navigation-icon"
    package static let missingTitle: DiagnosticID = "representation.missing-title"
    package static let multipleDecisions: DiagnosticID = "navigation.multiple-decisions"
    package static let tooManyChoices: DiagnosticID = "navigation.too-many-choices"
    package static let tooDeep: DiagnosticID = "navigation.too-deep"
    package static let customBack: DiagnosticID = "navigation.custom-back"
    package static let splitView: DiagnosticID = "navigation.split-view"
    package static let insufficientConfirmation: DiagnosticID = "safety.insufficient-confirmation"
    package static let destructiveAction: DiagnosticID = "safety.destructive-action"
    package static let timedTransition: DiagnosticID = "timing.timed-transition"
    package static let shadowedTimer: DiagnosticID = "timing.shadowed-timer"
    package static let unreachableScreen: DiagnosticID = "structure.unreachable-screen"
}

/// Which mistake a `flow.syntax` error is. The id stays `flow.syntax` (ids
/// are a public contract); tools and tests tell the kinds apart by this,
/// which JSON gives as `"kind"` and SARIF in the result's `properties`.
package enum SyntaxErrorKind: String, Hashable, Sendable, CaseIterable {
    /// Bytes, a string, an escape or an arrow the lexer cannot read.
    case badText = "bad-text"
    /// A line that does not start with a statement's keyword.
    case notAStatement = "not-a-statement"
    /// A token where the statement has no place for it.
    case unexpectedToken = "unexpected-token"
    /// A token the statement needs is missing, or is of the wrong sort.
    case expectedToken = "expected-token"
    /// A screen id that does not start with a letter or `_`.
    case badID = "bad-id"
    /// A number that is not whole, too large or out of its range.
    case badNumber = "bad-number"
    /// A duration without a unit, with an unknown unit, or of zero.
    case badDuration = "bad-duration"
    /// A word that is not an attribute, a limit or a kind of scene.
    case unknownWord = "unknown-word"
    /// An attribute or a limit given twice.
    case givenTwice = "given-twice"
    /// `confirm` on an action that is not destructive.
    case confirmNotDestructive = "confirm-not-destructive"
    /// An `allow` without its reason, or an `entry` without its label.
    case missingText = "missing-text"
}
