// The few questions of a node that the evaluation of `#if` conditions
// (IfConfig.swift) and the tree dump (Dump.swift) ask. The extraction reads
// the tree through its own model (AAFlowSwiftUI's SwiftModelBuilder).

extension SwiftNode {
    /// For a call: what is called (an identifier, a member access, an implicit member, a macro).
    var callee: SwiftNode? { kind == .call && childCount > 0 ? child(0) : nil }

    /// For a member access, a force unwrap, an optional chain, a postfix
    /// operator or a subscript: the expression it applies to.
    var base: SwiftNode? {
        switch kind {
        case .memberAccess, .forceUnwrap, .optionalChain, .postfixOperator, .subscriptCall:
            return childCount > 0 ? child(0) : nil
        default:
            return nil
        }
    }

    /// For a call, subscript, tuple or string: its argument nodes in order,
    /// trailing closures included (each `argument` has `label` and `value`).
    var allArguments: [SwiftNode] { children(.argument) }

    /// For a call: the arguments in parentheses.
    var arguments: [SwiftNode] { allArguments.filter { !$0.flags.contains(.trailingClosure) } }

    /// For an argument: its label, if any.
    var label: String? { kind == .argument ? name : nil }

    /// For an argument, an initializer, a try/await, a prefix operator, a
    /// where clause: the expression it holds.
    var value: SwiftNode? {
        switch kind {
        case .argument, .initializer, .tryExpr, .awaitExpr, .prefixOperator, .whereClause, .returnStmt, .throwStmt, .bindingPattern:
            return childCount > 0 ? child(childCount - 1) : nil
        default:
            return nil
        }
    }

    /// For a parameter: its second (internal) name, if written.
    var secondName: String? { kind == .parameter ? keyword : nil }

    /// For a string literal: its interpolations (arguments: `\(x, format: f)` has two).
    var interpolations: [SwiftNode] { kind == .stringLiteral ? children(.argument) : [] }

    /// For a string literal: its value, escapes decoded, multi-line
    /// indentation removed, each interpolation written as in the source (`\(name)`).
    package var stringValue: String? {
        stringValue { "\\(" + $0.map(\.text).joined(separator: ", ") + ")" }
    }

    /// For a string literal: its value, each interpolation replaced by what
    /// `interpolation` returns for its arguments.
    func stringValue(interpolation: ([SwiftNode]) -> String) -> String? {
        guard kind == .stringLiteral else { return nil }
        return StringDecoder.decode(self, interpolation: interpolation)
    }
}
