@testable import AAFlowSwift

// Small questions the tests ask of a Swift tree (the reader itself needs
// only NodeAccessors.swift; the extraction reads its own model).
//
//     let tree = SwiftParser.parse(path: path, bytes: bytes)
//     for type in tree.typeDeclarations() where type.inherits("View") {
//         for element in type.property("body")?.getterStatements() ?? [] {
//             let chain = element.modifierChain()
//             print(chain.base.calleeName ?? "?", chain.modifiers.map(\.name))
//         }
//     }

/// A node's children to walk into or not.
enum SwiftWalk: Sendable {
    case visitChildren
    case skipChildren
}

extension SwiftSourceTree {
    /// Every type declaration (`struct`, `class`, `enum`, `extension`,
    /// `protocol`, `actor`), nested ones and those in every `#if` clause
    /// included, in source order.
    func typeDeclarations() -> [SwiftNode] {
        root.descendants(.typeDecl)
    }

    /// The type declarations called `name` (extensions of it included).
    func typeDeclarations(named name: String) -> [SwiftNode] {
        typeDeclarations().filter { $0.name == name }
    }
}

extension SwiftNode {
    // MARK: Walking

    /// Visits the node and its descendants in source order (preorder);
    /// `visit` says whether to go into a node's children. Iterative: deep trees
    /// cost no stack.
    func walk(_ visit: (SwiftNode) -> SwiftWalk) {
        var pending: [SwiftNode] = [self]
        while let node = pending.popLast() {
            if visit(node) == .skipChildren { continue }
            let count = node.childCount
            var i = count - 1
            while i >= 0 {
                pending.append(node.child(i))
                i -= 1
            }
        }
    }

    /// The descendants of one kind, in source order (the node itself included when it is of that kind).
    func descendants(_ kind: SwiftNodeKind) -> [SwiftNode] {
        var out: [SwiftNode] = []
        walk { node in
            if node.kind == kind { out.append(node) }
            return .visitChildren
        }
        return out
    }

    /// The descendants that satisfy `predicate`, in source order.
    func descendants(where predicate: (SwiftNode) -> Bool) -> [SwiftNode] {
        var out: [SwiftNode] = []
        walk { node in
            if predicate(node) { out.append(node) }
            return .visitChildren
        }
        return out
    }

    /// The nearest ancestor of one kind.
    func nearestAncestor(_ kind: SwiftNodeKind) -> SwiftNode? {
        var n = parent
        while let p = n {
            if p.kind == kind { return p }
            n = p.parent
        }
        return nil
    }

    /// The declaration enclosing this node (type, function, variable...).
    var enclosingTypeDeclaration: SwiftNode? { nearestAncestor(.typeDecl) }

    // MARK: Declarations

    /// For a declaration: its attributes (`@State`, `@main`...).
    var attributes: [SwiftNode] { children(.attribute) }

    /// Whether the declaration has the attribute `@name`.
    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// For a declaration: its modifiers' texts (`private`, `static`, `private(set)` read as `private`).
    var modifiers: [String] { children(.modifier).compactMap(\.name) }

    func hasModifier(_ name: String) -> Bool { modifiers.contains(name) }

    /// For a type declaration: `struct`, `class`, `enum`, `extension`, `protocol` or `actor`.
    var typeKeyword: String? { kind == .typeDecl ? keyword : nil }

    /// For a type declaration: the names it inherits from or conforms to, as
    /// written (`View`, `App`, `SwiftUI.View` gives `View`).
    var inheritedTypeNames: [String] {
        guard let clause = firstChild(.inheritanceClause) else { return [] }
        return clause.children(.type).map { $0.name ?? $0.text }
    }

    /// Whether a type declaration names `name` among its conformances.
    func inherits(_ name: String) -> Bool { inheritedTypeNames.contains(name) }

    /// For an extension: the extended type as written (`Foo.Bar`).
    var extendedTypeText: String? {
        guard kind == .typeDecl, keyword == "extension" else { return nil }
        return firstChild(.type)?.text
    }

    /// For a type declaration: its members as written (declarations, `#if` blocks, skipped parts).
    var members: [SwiftNode] { firstChild(.memberBlock)?.children ?? [] }

    /// For a type declaration: its members, with `#if` blocks replaced by the
    /// members of their active clause in `environment`.
    func activeMembers(in environment: SwiftBuildEnvironment = .iOSDevice) -> [SwiftNode] {
        SwiftNode.flattenIfConfig(members, environment)
    }

    /// For a type declaration: the binding (`name: T = v { … }`) of a
    /// property called `name` (active members only).
    func property(_ name: String, in environment: SwiftBuildEnvironment = .iOSDevice) -> SwiftNode? {
        for member in activeMembers(in: environment) where member.kind == .variableDecl {
            for binding in member.children(.binding) where binding.name == name { return binding }
        }
        return nil
    }

    /// For a type declaration: its functions called `name` (active members only).
    func functions(_ name: String, in environment: SwiftBuildEnvironment = .iOSDevice) -> [SwiftNode] {
        activeMembers(in: environment).filter { $0.kind == .functionDecl && $0.name == name }
    }

    /// For a type declaration: its variable bindings (each `name = …` of each `let`/`var`), active members only.
    func propertyBindings(in environment: SwiftBuildEnvironment = .iOSDevice) -> [SwiftNode] {
        activeMembers(in: environment).filter { $0.kind == .variableDecl }.flatMap { $0.children(.binding) }
    }

    /// For a binding: the variable declaration it belongs to (for its attributes and modifiers).
    var variableDeclaration: SwiftNode? { kind == .binding ? parent : nil }

    /// For a binding, a parameter or a closure parameter: the declared type.
    var declaredType: SwiftNode? {
        switch kind {
        case .binding, .optionalBinding: return firstChild(.typeAnnotation)?.firstChild(.type)
        case .parameter, .closureParameter: return firstChild(.type)
        case .functionDecl, .subscriptDecl: return firstChild(.returnClause)?.firstChild(.type)
        default: return nil
        }
    }

    /// For a binding, an optional binding, a parameter (default value), an enum case element (raw value): the value after `=`.
    var initialValue: SwiftNode? {
        guard let initializer = firstChild(.initializer), initializer.childCount > 0 else { return nil }
        return initializer.child(0)
    }

    /// For a function or initializer: its parameters.
    var parameters: [SwiftNode] {
        switch kind {
        case .closure: return firstChild(.closureSignature)?.children(.closureParameter) ?? []
        default: return firstChild(.parameterClause)?.children(.parameter) ?? []
        }
    }

    /// The statements of a body: a function's, an initializer's, a closure's,
    /// a code block's, a switch case's, an accessor's, a computed property's
    /// getter (implicit or `get`), the file's. `#if` blocks are kept as they are
    /// (see `activeStatements`).
    var statements: [SwiftNode] {
        switch kind {
        case .sourceFile, .codeBlock: return children
        case .closure: return children.filter { $0.kind != .closureSignature }
        case .switchCase: return children.filter { $0.kind != .caseLabel }
        case .functionDecl, .initDecl, .deinitDecl, .deferStmt, .accessor:
            return firstChild(.codeBlock)?.children ?? []
        case .binding, .subscriptDecl:
            return getterStatements()
        case .accessorBlock:
            if flags.contains(.implicitGetter) { return children }
            return children.first { $0.kind == .accessor && $0.name == "get" }?.statements ?? []
        case .ifConfigClause:
            return flags.contains(.hasCondition) ? Array(children.dropFirst()) : children
        default:
            return []
        }
    }

    /// For a computed property (binding) or subscript: the getter's statements, else none.
    func getterStatements() -> [SwiftNode] {
        guard let block = firstChild(.accessorBlock) else { return [] }
        return block.statements
    }

    /// The statements of a body with each `#if` replaced by its active
    /// clause's statements: what a result builder sees in `environment`.
    func activeStatements(in environment: SwiftBuildEnvironment = .iOSDevice) -> [SwiftNode] {
        SwiftNode.flattenIfConfig(statements, environment)
    }

    static func flattenIfConfig(_ nodes: [SwiftNode], _ environment: SwiftBuildEnvironment) -> [SwiftNode] {
        var out: [SwiftNode] = []
        for node in nodes {
            if node.kind == .ifConfig {
                if let clause = node.activeClause(in: environment) {
                    out.append(contentsOf: flattenIfConfig(clause.clauseBody, environment))
                }
            } else {
                out.append(node)
            }
        }
        return out
    }

    // MARK: Statements

    /// For an `if`: its conditions (expressions, `let` bindings, `case` conditions).
    var conditions: [SwiftNode] { firstChild(.conditionList)?.children ?? [] }

    /// For an `if`, `guard`, `while`, `for`, `repeat`, `defer`, `do`, catch: the main block.
    var block: SwiftNode? { firstChild(.codeBlock) }

    /// For an `if`: what follows `else` (another `if`, or a code block), if any.
    var elseBranch: SwiftNode? {
        guard kind == .ifStmt else { return nil }
        let blocks = children.filter { $0.kind == .codeBlock || $0.kind == .ifStmt }
        return blocks.count >= 2 ? blocks[1] : nil
    }

    /// For a `switch`: its subject.
    var subject: SwiftNode? { kind == .switchStmt && childCount > 0 ? child(0) : nil }

    /// For a `switch`: its cases as written (`switchCase` and `ifConfig` nodes).
    var cases: [SwiftNode] { kind == .switchStmt ? Array(children.dropFirst()) : [] }

    /// For a `switch`: its cases, `#if` blocks replaced by their active clause's cases.
    func activeCases(in environment: SwiftBuildEnvironment = .iOSDevice) -> [SwiftNode] {
        SwiftNode.flattenIfConfig(cases, environment).filter { $0.kind == .switchCase }
    }

    /// For a switch case: its patterns (none for `default`).
    var casePatterns: [SwiftNode] {
        firstChild(.caseLabel)?.children.filter { $0.kind != .whereClause } ?? []
    }

    /// For a switch case: whether it is `default`.
    var isDefaultCase: Bool { kind == .switchCase && keyword == "default" }

    /// For a `for`: the pattern and the sequence.
    var forPattern: SwiftNode? { kind == .forStmt && childCount > 0 ? child(0) : nil }
    var forSequence: SwiftNode? { kind == .forStmt && childCount > 1 && child(1).kind != .codeBlock ? child(1) : nil }

    // MARK: Expressions

    /// For a call: the name called — `NavigationLink` for `NavigationLink(…)`,
    /// `sheet` for `.sheet(…)` and `x.sheet(…)`, `#Preview` for `#Preview { … }`.
    /// For an identifier, member access or implicit member: its name.
    var calleeName: String? {
        switch kind {
        case .call: return callee?.calleeName
        case .identifier, .memberAccess, .implicitMember, .macroExpansion: return name
        case .forceUnwrap, .optionalChain: return childCount > 0 ? child(0).calleeName : nil
        default: return nil
        }
    }

    /// For a call whose callee is a member access (`x.sheet(…)`): the base (`x`).
    var calleeBase: SwiftNode? {
        guard let callee, callee.kind == .memberAccess, callee.childCount > 0 else { return nil }
        return callee.child(0)
    }

    /// For a call: its trailing closures (arguments; the first has no label).
    var trailingClosures: [SwiftNode] { allArguments.filter { $0.flags.contains(.trailingClosure) } }

    /// For a call: the value of the argument labelled `label` (nil: the
    /// first unlabelled one), in parentheses or as a labelled trailing closure.
    func argument(_ label: String?) -> SwiftNode? {
        for argument in allArguments where argument.label == label {
            if label == nil, argument.flags.contains(.trailingClosure) { continue }
            return argument.value
        }
        return nil
    }

    /// For a call: the closure passed as `label` (nil: the first unlabelled
    /// trailing closure), trailing or in parentheses (`label: { … }`).
    func closure(_ label: String? = nil) -> SwiftNode? {
        if label == nil {
            return trailingClosures.first { $0.label == nil }?.value
        }
        for argument in allArguments where argument.label == label {
            if let v = argument.value, v.kind == .closure { return v }
        }
        return nil
    }

    /// For a call: the first argument in parentheses that is a string literal.
    var firstStringLiteral: SwiftNode? {
        for argument in arguments {
            if let v = argument.value, v.kind == .stringLiteral { return v }
        }
        return nil
    }

    /// For a closure: its parameters' names (`item` in `{ item in … }`).
    var closureParameterNames: [String] {
        guard kind == .closure else { return [] }
        return parameters.compactMap(\.name)
    }

    /// For an expression: the same without parentheses around it, `try`, `await`.
    var unwrapped: SwiftNode {
        var node = self
        while true {
            switch node.kind {
            case .tuple where node.childCount == 1 && node.child(0).label == nil:
                guard let v = node.child(0).value else { return node }
                node = v
            case .tryExpr, .awaitExpr:
                guard let v = node.value else { return node }
                node = v
            default:
                return node
            }
        }
    }

    /// For a binary sequence: whether it is an assignment (`a = b`, `a.b = c`).
    var isAssignment: Bool {
        kind == .binarySequence && childCount >= 3 && child(1).kind == .binaryOperator && child(1).name == "="
    }

    /// For an assignment `a = b`: the target `a` and the value `b`.
    var assignment: (target: SwiftNode, value: SwiftNode)? {
        guard isAssignment else { return nil }
        return (child(0), child(2))
    }

    /// For a binary sequence: its operands (operators, ternaries and casts left out).
    var operands: [SwiftNode] {
        guard kind == .binarySequence else { return [] }
        return children.filter { $0.kind != .binaryOperator && $0.kind != .ternary && $0.kind != .cast }
    }

    /// The dotted name of a name or member chain: `self.path`, `model.isShown`, `Route.settings`; nil for anything else.
    var dottedName: String? {
        switch kind {
        case .identifier: return name
        case .implicitMember: return name.map { "." + $0 }
        case .memberAccess:
            guard childCount > 0, let b = child(0).dottedName, let n = name else { return nil }
            return b + "." + n
        default: return nil
        }
    }

    // MARK: Modifier chains

    /// One modifier of a chain: `.padding()`, `.sheet(isPresented: $x) { … }`.
    struct Modifier: Sendable {
        /// The modifier's name (`padding`, `sheet`).
        var name: String
        /// The call (`.a(…)`) or, for a modifier written without a call, the member access.
        var node: SwiftNode
        /// Whether it came from an active `#if` clause of a postfix `#if`.
        var conditional: Bool
    }

    /// An expression taken apart as a base and the modifiers applied to it, in order.
    struct ModifierChain: Sendable {
        /// `Text("x")` in `Text("x").bold().padding()`.
        var base: SwiftNode
        /// `bold`, `padding`: in source order (first applied first).
        var modifiers: [Modifier]
    }

    /// `X().a().b()` as base `X()` and modifiers `[a, b]`; a postfix `#if`
    /// contributes the modifiers of its active clause in `environment`.
    func modifierChain(in environment: SwiftBuildEnvironment = .iOSDevice) -> ModifierChain {
        var modifiers: [Modifier] = []
        var node = self
        var pending: [[Modifier]] = []  // collected from the outside in
        while true {
            switch node.kind {
            case .call:
                guard let callee = node.callee, callee.kind == .memberAccess, callee.childCount > 0, let name = callee.name else {
                    return finishChain(node, pending, &modifiers)
                }
                pending.append([Modifier(name: name, node: node, conditional: false)])
                node = callee.child(0)
            case .memberAccess:
                guard node.childCount > 0, let name = node.name else { return finishChain(node, pending, &modifiers) }
                // A member access that is no modifier (a plain name chain) is a base.
                if node.child(0).kind == .identifier || node.child(0).kind == .memberAccess && node.child(0).dottedName != nil {
                    return finishChain(node, pending, &modifiers)
                }
                pending.append([Modifier(name: name, node: node, conditional: false)])
                node = node.child(0)
            case .postfixIfConfig:
                var inner: [Modifier] = []
                if let clause = node.activeClause(in: environment), let chain = clause.clauseBody.first {
                    inner = chain.modifierChain(in: environment).modifiers.map {
                        Modifier(name: $0.name, node: $0.node, conditional: true)
                    }
                }
                pending.append(inner)
                guard node.childCount > 0 else { return finishChain(node, pending, &modifiers) }
                node = node.child(0)
            case .forceUnwrap, .optionalChain:
                guard node.childCount > 0 else { return finishChain(node, pending, &modifiers) }
                node = node.child(0)
            default:
                return finishChain(node, pending, &modifiers)
            }
        }
    }

    private func finishChain(_ base: SwiftNode, _ pending: [[Modifier]], _ modifiers: inout [Modifier]) -> ModifierChain {
        for group in pending.reversed() { modifiers.append(contentsOf: group) }
        return ModifierChain(base: base, modifiers: modifiers)
    }

    // MARK: Strings

    /// For a string literal: whether it holds an interpolation.
    var isInterpolated: Bool { kind == .stringLiteral && flags.contains(.interpolated) }


}
