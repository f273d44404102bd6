/// How much a diagnostic matters.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// The word in a count: "1 error", "2 warnings".
    public func counted(_ n: Int) -> String {
        Plural.counted(n, rawValue)
    }
}

/// A problem found in a flow file: a mistake in the language (`flow.*`,
/// always an error) or a finding of a rule.
public struct Diagnostic: Hashable, Sendable {
    /// An extra remark, pointing at another place where that helps.
    public struct Note: Hashable, Sendable {
        /// The note's words: the `text` of its typed message (`messageValue`).
        public var message: String { typedMessage.value.text }
        public var range: SourceRange?
        /// The note as a typed value of its emitter's `Message`.
        var typedMessage: TypedMessage

        package init<M: DiagnosticMessage>(_ message: M, at range: SourceRange? = nil) {
            typedMessage = TypedMessage(value: message)
            self.range = range
        }

        /// The note's message as the typed value its emitter declared, if it is one of `type`.
        package func message<M: DiagnosticMessage>(as type: M.Type) -> M? {
            typedMessage.value as? M
        }
    }

    /// The id: `flow.syntax`, `navigation.custom-back`, ...
    public var id: DiagnosticID
    public var severity: Severity
    /// Where the problem starts and ends.
    public var range: SourceRange
    /// What is wrong, in plain words: lower case, no trailing period; the
    /// `text` of the typed message (`messageValue`).
    public var message: String { typedMessage.value.text }
    /// How to put it right, in words and, where certain, as edits.
    package var suggestedFix: Fix?
    /// For `flow.syntax`: which mistake it is.
    package var syntaxKind: SyntaxErrorKind?
    public var notes: [Note]
    /// The scene the finding belongs to, if any.
    package var scene: SceneKind?
    /// The screen the finding is about, if any.
    package var screen: String?
    /// Set when an `allow` statement accepts this finding: its reason.
    package var allowedBecause: String?
    /// Whether a baseline (`--baseline`) records this finding: it is still
    /// reported, marked, and does not count towards the exit status.
    package var isBaselined = false
    /// The message as a typed value (`DiagnosticMessage`), declared by its
    /// emitter: read it with `message(as:)` or `messageValue`.
    var typedMessage: TypedMessage

    /// The words of the fix (`suggestedFix?.message`).
    public var fix: String? {
        get { suggestedFix?.message }
        set { suggestedFix = newValue.map { Fix($0, edits: suggestedFix?.edits ?? []) } }
    }

    /// A diagnostic whose message is a typed value: `message` is its `text`.
    package init<M: DiagnosticMessage>(
        id: DiagnosticID, severity: Severity, range: SourceRange, message: M,
        fix: Fix? = nil, notes: [Note] = [], scene: SceneKind? = nil, screen: String? = nil,
        syntaxKind: SyntaxErrorKind? = nil
    ) {
        self.id = id
        self.severity = severity
        self.range = range
        self.typedMessage = TypedMessage(value: message)
        self.suggestedFix = fix
        self.notes = notes
        self.scene = scene
        self.screen = screen
        self.syntaxKind = syntaxKind
    }

    /// A diagnostic whose message is a typed value and whose fix is words only.
    package init<M: DiagnosticMessage>(
        id: DiagnosticID, severity: Severity, range: SourceRange, message: M,
        fix: String?, notes: [Note] = [], scene: SceneKind? = nil, screen: String? = nil,
        syntaxKind: SyntaxErrorKind? = nil
    ) {
        self.init(id: id, severity: severity, range: range, message: message, fix: fix.map { Fix($0) },
                  notes: notes, scene: scene, screen: screen, syntaxKind: syntaxKind)
    }

    /// Whether an `allow` statement accepts this finding.
    public var isAllowed: Bool { allowedBecause != nil }

    /// Whether this is a mistake in the language rather than a rule finding.
    package var isLanguageError: Bool { id.isLanguageError }

    /// The order of a report: by source, line, then column, then id.
    package static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.range.file != b.range.file { return a.range.file < b.range.file }
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.id != b.id { return a.id < b.id }
        return a.message < b.message
    }
}

/// Counts of diagnostics by severity, allowed and baselined findings left out.
public struct SeverityCounts: Hashable, Sendable {
    public var errors = 0
    public var warnings = 0
    package var notes = 0

    package init() {}

    package init<S: Sequence>(_ diagnostics: S) where S.Element == Diagnostic {
        for d in diagnostics { add(d) }
    }

    package mutating func add(_ d: Diagnostic) {
        guard !d.isAllowed && !d.isBaselined else { return }
        switch d.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    package static func + (a: SeverityCounts, b: SeverityCounts) -> SeverityCounts {
        var c = a
        c.errors += b.errors
        c.warnings += b.warnings
        c.notes += b.notes
        return c
    }
}
