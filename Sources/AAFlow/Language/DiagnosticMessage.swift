/// What a diagnostic (or a note) says, as a typed value declared beside the
/// code that emits it: the lexer and the parser, each rule, the graph
/// builder, the document, the checker, the configuration and baseline
/// readers, the project checks, drift and the Swift reader's problems
/// (`SwiftProblem.Message`) have a nested `Message` enum whose cases carry
/// the facts (a screen's id, a count, a limit) and whose `text` is the words
/// users see, made there and nowhere else.
///
/// Tests and tools match on the value, not on the wording:
///
///     let d = report.diagnostics[0]
///     #expect(d.message(as: TooDeepRule.Message.self) == .tooDeep(screen: "c", steps: 4, limit: 3, beyond: 0))
///
/// A diagnostic keeps the value; `Diagnostic.message` is its `text`, so the
/// words are made in one place per type.
package protocol DiagnosticMessage: Hashable, Sendable {
    /// The words users see: lower case, no trailing period.
    var text: String { get }
}

extension Diagnostic {
    /// The message as the typed value its emitter declared, if it is one of `type`.
    package func message<M: DiagnosticMessage>(as type: M.Type) -> M? {
        typedMessage.value as? M
    }

    /// The message as the typed value its emitter declared.
    package var messageValue: any DiagnosticMessage {
        typedMessage.value
    }
}

/// A typed message kept in a diagnostic, compared by its value.
struct TypedMessage: Hashable, Sendable {
    let value: any DiagnosticMessage

    static func == (a: TypedMessage, b: TypedMessage) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
    func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}
