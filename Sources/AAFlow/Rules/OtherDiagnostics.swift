/// A kind of diagnostic that is not a rule: a mistake in the flow language
/// (`flow.*`) or an `allow` that accepts nothing. Reports that list every
/// id they can produce, such as SARIF, describe these beside the rules.
package struct DiagnosticKind: Hashable, Sendable {
    package var id: DiagnosticID
    /// A short name in words.
    package var name: String
    /// One line: what it finds.
    package var summary: String
    package var severity: Severity
}

/// The diagnostics that are not rules.
package enum OtherDiagnostics {
    /// The mistakes of the flow language (always errors: the file is not
    /// checked) and `allow.unused`, in that order.
    package static let all: [DiagnosticKind] = [
        DiagnosticKind(id: .syntax, name: "Syntax error",
                       summary: "a statement or token that does not fit the grammar of the flow language", severity: .error),
        DiagnosticKind(id: .undefinedScreen, name: "Undefined screen",
                       summary: "an arrow, `start` or `task` names a screen that is not declared", severity: .error),
        DiagnosticKind(id: .duplicateScreen, name: "Duplicate screen",
                       summary: "a screen id declared twice in one scene", severity: .error),
        DiagnosticKind(id: .duplicateScene, name: "Duplicate scene",
                       summary: "a second scene of the same kind in one file", severity: .error),
        DiagnosticKind(id: .unknownKind, name: "Unknown screen kind",
                       summary: "a `kind` that is not one of the screen kinds", severity: .error),
        DiagnosticKind(id: .misplaced, name: "Misplaced statement",
                       summary: "a statement where it may not stand, such as a control before any screen", severity: .error),
        DiagnosticKind(id: .unknownRule, name: "Unknown rule",
                       summary: "an `allow` that names no rule", severity: .error),
        DiagnosticKind(id: .unusedAllow, name: "Unused allow",
                       summary: "an `allow` that accepts no finding: the rule finds no problem where it stands", severity: .warning),
    ]

    /// The kind with this id.
    package static func kind(_ id: String) -> DiagnosticKind? {
        all.first { $0.id == id }
    }
}
