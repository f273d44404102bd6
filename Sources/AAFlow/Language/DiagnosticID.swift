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
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }

    /// Whether this is a mistake in the flow language (`flow.*`): the file is not checked.
    public var isLanguageError: Bool { rawValue.hasPrefix("flow.") }

    /// Whether the raw id starts with `prefix` (`"flow."`, `"navigation."`).
    public func hasPrefix(_ prefix: String) -> Bool { rawValue.hasPrefix(prefix) }

    /// An id compared with its raw string, as code written against
    /// string ids does.
    public static func == (id: DiagnosticID, raw: String) -> Bool { id.rawValue == raw }
    public static func == (raw: String, id: DiagnosticID) -> Bool { id.rawValue == raw }
    public static func != (id: DiagnosticID, raw: String) -> Bool { id.rawValue != raw }
    public static func != (raw: String, id: DiagnosticID) -> Bool { id.rawValue != raw }

    /// The part before the first dot: `flow`, `navigation`, `allow`, ...
    public var family: Substring { rawValue.prefix { $0 != "." } }

    // MARK: The flow language (always errors)

    /// A statement or token that does not fit the grammar; `SyntaxErrorKind` tells which.
    public static let syntax: DiagnosticID = "flow.syntax"
    public static let undefinedScreen: DiagnosticID = "flow.undefined-screen"
    public static let duplicateScreen: DiagnosticID = "flow.duplicate-screen"
    public static let duplicateScene: DiagnosticID = "flow.duplicate-scene"
    public static let unknownKind: DiagnosticID = "flow.unknown-kind"
    public static let misplaced: DiagnosticID = "flow.misplaced"
    public static let unknownRule: DiagnosticID = "flow.unknown-rule"
    /// `--scene` asked for a scene the file does not have.
    public static let missingScene: DiagnosticID = "flow.missing-scene"

    // MARK: Warnings of the checker

    /// An `allow` that accepts nothing.
    public static let unusedAllow: DiagnosticID = "allow.unused"

    // MARK: The rules (RuleCatalog), by principle

    public static let tooManyFeatures: DiagnosticID = "distill.too-many-features"
    public static let settingsExposed: DiagnosticID = "distill.settings-exposed"
    public static let tabBar: DiagnosticID = "distill.tab-bar"
    public static let customControl: DiagnosticID = "controls.custom-control"
    public static let hiddenGesture: DiagnosticID = "controls.hidden-gesture"
    public static let missingIcon: DiagnosticID = "representation.missing-icon"
    public static let missingText: DiagnosticID = "representation.missing-text"
    public static let missingNavigationIcon: DiagnosticID = "representation.missing-navigation-icon"
    public static let missingTitle: DiagnosticID = "representation.missing-title"
    public static let multipleDecisions: DiagnosticID = "navigation.multiple-decisions"
    public static let tooManyChoices: DiagnosticID = "navigation.too-many-choices"
    public static let tooDeep: DiagnosticID = "navigation.too-deep"
    public static let customBack: DiagnosticID = "navigation.custom-back"
    public static let splitView: DiagnosticID = "navigation.split-view"
    public static let insufficientConfirmation: DiagnosticID = "safety.insufficient-confirmation"
    public static let destructiveAction: DiagnosticID = "safety.destructive-action"
    public static let timedTransition: DiagnosticID = "timing.timed-transition"
    public static let shadowedTimer: DiagnosticID = "timing.shadowed-timer"
    public static let unreachableScreen: DiagnosticID = "structure.unreachable-screen"
}

/// Which mistake a `flow.syntax` error is. The id stays `flow.syntax` (ids
/// are a public contract); tools and tests tell the kinds apart by this,
/// which JSON gives as `"kind"` and SARIF in the result's `properties`.
public enum SyntaxErrorKind: String, Hashable, Sendable, CaseIterable {
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
