/// What a diagnostic says, as a typed value declared beside the code that
/// emits it: each rule, the graph builder, the checker and the project
/// checks have a nested `Message` enum whose cases carry the facts (a
/// screen's id, a count, a limit) and whose `text` is the words users see.
///
/// Tests and tools match on the value, not on the wording:
///
///     let d = report.diagnostics[0]
///     #expect(d.message(as: TooDeepRule.Message.self) == .tooDeep(screen: "c", steps: 4, limit: 3, beyond: 0))
///
/// The words stay where they were: `Diagnostic.message` is `text`.
package protocol DiagnosticMessage: Hashable, Sendable {
    /// The words users see: lower case, no trailing period.
    var text: String { get }
}

extension Diagnostic {
    /// A diagnostic whose message is a typed value: `message` is its `text`.
    package init<M: DiagnosticMessage>(
        id: DiagnosticID, severity: Severity, range: SourceRange, message: M,
        fix: Fix? = nil, notes: [Note] = [], scene: SceneKind? = nil, screen: String? = nil,
        syntaxKind: SyntaxErrorKind? = nil
    ) {
        self.init(id: id, severity: severity, range: range, message: message.text, fix: fix, notes: notes,
                  scene: scene, screen: screen, syntaxKind: syntaxKind)
        typedMessage = TypedMessage(value: message)
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

    /// The message as the typed value its emitter declared, if it is one of `type`.
    package func message<M: DiagnosticMessage>(as type: M.Type) -> M? {
        typedMessage?.value as? M
    }

    /// The message as the typed value its emitter declared; nil for a
    /// message made from words alone (a rule of someone else's, say).
    package var messageValue: (any DiagnosticMessage)? {
        typedMessage?.value
    }
}

/// A typed message kept in a diagnostic, compared by its value.
struct TypedMessage: Hashable, Sendable {
    let value: any DiagnosticMessage

    static func == (a: TypedMessage, b: TypedMessage) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
    func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}
