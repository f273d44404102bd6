/// What a node of the Swift syntax tree is. The children of each kind, in
/// order, are listed here; `SwiftNode` has accessors for the common roles.
public enum SwiftNodeKind: UInt8, Sendable, CaseIterable {
    /// The file: statements and declarations.
    case sourceFile

    // MARK: Declarations
    /// `import A.B`: name = the first path component.
    case importDecl
    /// `struct`/`class`/`enum`/`extension`/`protocol`/`actor`: name = its name
    /// (for an extension: the first name of the extended type), keyword =
    /// the introducer. Children: attributes, modifiers, [genericParameterClause],
    /// [type (extension)], [inheritanceClause], [genericWhereClause], memberBlock.
    case typeDecl
    /// `func`: name = its name. Children: attributes, modifiers,
    /// [genericParameterClause], parameterClause, [returnClause],
    /// [genericWhereClause], [codeBlock].
    case functionDecl
    /// `init`, like a function (keyword = `init`).
    case initDecl
    /// `deinit { }`: children: attributes, modifiers, [codeBlock].
    case deinitDecl
    /// `subscript(...) -> T { }`: like a function, with an [accessorBlock].
    case subscriptDecl
    /// `let`/`var` (keyword): children: attributes, modifiers, binding...
    case variableDecl
    /// One `name: Type = value { accessors }` of a variable declaration:
    /// name = the bound name (none for tuple patterns). Children:
    /// [tuple (a tuple pattern: `let (a, b) = …`)], [typeAnnotation], [initializer], [accessorBlock].
    case binding
    /// `: Type`: child: type.
    case typeAnnotation
    /// `= value`: child: the expression.
    case initializer
    /// `{ ... }` after a variable or subscript: either accessor nodes, or
    /// (flag `implicitGetter`) the statements of the getter.
    case accessorBlock
    /// `get`/`set`/`willSet`/`didSet`... (name): children: [parameter list], [codeBlock].
    case accessor
    /// `case a, b(Int), c = 3`: children: attributes, modifiers, enumCaseElement...
    case enumCaseDecl
    /// One case: name; children: [parameterClause], [initializer].
    case enumCaseElement
    /// `typealias Name = Type`: name; children: attributes, modifiers, [genericParameterClause], [initializer with a type].
    case typealiasDecl
    /// `associatedtype Name`: name.
    case associatedtypeDecl
    /// `@Name(arguments)`: name = the attribute's name; children: argument...
    case attribute
    /// `private`, `static`, `private(set)` ...: name = the modifier.
    case modifier
    /// `<T: P, U>` after a declaration's name (read as written, not taken apart).
    case genericParameterClause
    /// `where T: P` (read as written).
    case genericWhereClause
    /// `: A, B`: children: type...
    case inheritanceClause
    /// `{ members }`: children: declarations (and ifConfig, unknown).
    case memberBlock
    /// `(a: Int, _ b: String = "")`: children: parameter...
    case parameterClause
    /// A parameter: name = its first name (label), secondName = its second
    /// name. Children: attributes, [type], [initializer (default value)].
    case parameter
    /// `-> Type`: child: type.
    case returnClause
    /// A freestanding macro at declaration level is a `macroExpansion` expression statement.

    // MARK: Conditional compilation
    /// `#if … #endif`: children: ifConfigClause...
    case ifConfig
    /// One clause: keyword = `#if`/`#elseif`/`#else`. Children: [condition
    /// (an expression; none for `#else`)], then the clause's content
    /// (statements, members, switch cases, or for a postfix `#if` one
    /// expression whose innermost base is `postfixIfBase`). `condition`/`body` read them.
    case ifConfigClause
    /// `expr #if … .modifier() #endif`: children: the base expression, ifConfigClause...
    case postfixIfConfig
    /// The empty base of a postfix `#if` clause's member chain.
    case postfixIfBase

    // MARK: Statements
    /// `{ statements }`
    case codeBlock
    /// `if conditions { } else if … { } else { }`: children: conditionList,
    /// codeBlock, [ifStmt | codeBlock (the else)].
    case ifStmt
    /// `guard conditions else { }`: children: conditionList, codeBlock.
    case guardStmt
    /// `switch subject { cases }`: children: subject, switchCase (or ifConfig)...
    case switchStmt
    /// `case patterns where …:` or `default:` (keyword). Children: caseLabel, statements...
    case switchCase
    /// The patterns of a case (empty for `default`), then [whereClause].
    case caseLabel
    /// `where condition`: child: the expression.
    case whereClause
    /// `for pattern in sequence where … { }`: children: pattern, sequence, [whereClause], codeBlock.
    case forStmt
    /// `while conditions { }`: children: conditionList, codeBlock.
    case whileStmt
    /// `repeat { } while condition`: children: codeBlock, [condition].
    case repeatStmt
    /// `return [value]`
    case returnStmt
    /// `throw value`
    case throwStmt
    /// `break [label]` (name = the label)
    case breakStmt
    /// `continue [label]`
    case continueStmt
    case fallthroughStmt
    /// `defer { }`: child: codeBlock.
    case deferStmt
    /// `do { } catch … { }`: children: codeBlock, catchClause...
    case doStmt
    /// `catch [pattern] [where …] { }`: children: [pattern], [whereClause], codeBlock.
    case catchClause
    /// The conditions of `if`/`guard`/`while`: expressions, optionalBinding, caseCondition.
    case conditionList
    /// `let x = value`, `var x`, `let x: T = value` (keyword = let/var, name = x):
    /// children: [typeAnnotation], [initializer].
    case optionalBinding
    /// `case pattern = value`: children: pattern, value.
    case caseCondition

    // MARK: Expressions
    /// A name (also `self`, `Self`, `super`, `$0`, `$binding`, and generic
    /// arguments written after it: `Foo<Bar>`): name.
    case identifier
    /// An operator used as a value: `reduce(0, +)`.
    case operatorReference
    case integerLiteral
    case floatLiteral
    /// `true`/`false`
    case booleanLiteral
    case nilLiteral
    /// A string: children: one `argument` per interpolation. Flags:
    /// interpolated, multiline, raw. `stringValue` gives the decoded text.
    case stringLiteral
    case regexLiteral
    /// `.name` with no base (name); a call of it is a `call`.
    case implicitMember
    /// `base.name`: name; child: base.
    case memberAccess
    /// `callee(arguments) { trailing } label: { … }`: children: callee,
    /// argument... (trailing closures are arguments with flag `trailingClosure`).
    case call
    /// `label: value` in a call, a subscript, a tuple or an interpolation:
    /// name = the label (if any); child: the value.
    case argument
    /// `base[arguments]`: children: base, argument...
    case subscriptCall
    /// `base!`: child: base.
    case forceUnwrap
    /// `base?` (optional chaining): child: base.
    case optionalChain
    /// `base<op>` (a postfix operator other than `!`/`?`): name = the operator; child: base.
    case postfixOperator
    /// `<op>operand` (`!x`, `-x`, `&x`): name = the operator; child: operand.
    case prefixOperator
    /// `a + b * c = d`: operands and operators in source order, not nested
    /// by precedence: operand, (binaryOperator | ternary | cast, operand)...
    /// (a cast has no operand after it).
    case binarySequence
    /// A binary operator (name); `=` is one, `isAssignment` tells it.
    case binaryOperator
    /// `? middle :` of a ternary in a binary sequence: child: the middle expression.
    case ternary
    /// `as T`, `as? T`, `as! T`, `is T` in a binary sequence (keyword), or
    /// a pattern `is T`: child: type.
    case cast
    /// `try`, `try?`, `try!` (flags): child: expression.
    case tryExpr
    /// `await`: child: expression.
    case awaitExpr
    /// `{ signature in statements }`: children: [closureSignature], statements...
    case closure
    /// `[capture] (params) -> T in`: children: [captureList], closureParameter..., [returnClause].
    case closureSignature
    /// `[weak self, x = y]`: children: argument (name = the captured name)...
    case captureList
    /// A closure parameter: name; children: [type].
    case closureParameter
    /// `[a, b]`: children: elements.
    case arrayLiteral
    /// `[k: v]`: children: dictionaryElement...
    case dictionaryLiteral
    /// `k: v`: children: key, value.
    case dictionaryElement
    /// `(a, b: c)` and `(a)`: children: argument...
    case tuple
    /// `\Type.path.to?.value`, read as written.
    case keyPath
    /// `#name`: name = the pound keyword (`#Preview`, `#selector`,
    /// `#available`); a call of it is a `call`.
    case macroExpansion
    /// `_`
    case wildcard
    /// `let x` / `var x` inside a pattern (keyword): child: the pattern.
    case bindingPattern
    /// A type, read as written: name = its main name (`View` in `some View`,
    /// `Bar` in `Foo.Bar<T>`), none for tuples, arrays and functions.
    case type

    /// Something read and skipped by balanced brackets: not understood, or given up on.
    case unknown
}

/// A line and a column, both 1-based; columns count Unicode scalars.
public struct SwiftLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: SwiftLocation, b: SwiftLocation) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
    public var description: String { "\(line):\(column)" }
}

/// A problem found while reading a Swift file.
public struct SwiftDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The file is not Swift text: not UTF-8, or binary. Reported once per file.
        case unreadable = "swift.unreadable"
        /// The reader stopped understanding here: a bracket that never
        /// closes, a comment or string that runs to the end of the file,
        /// nesting past the reader's limit.
        case gaveUp = "swift.gave-up"
        /// A token that is not Swift (a stray character, a malformed number
        /// or escape, a string cut by a line break); reading went on.
        case lexical = "swift.lexical"
    }

    /// What the reader says, as a value; `message` is its `text`.
    package var value: Message
    /// The byte offset the diagnostic points at.
    public var offset: Int
    public var location: SwiftLocation

    package init(_ value: Message, offset: Int, location: SwiftLocation) {
        self.value = value
        self.offset = offset
        self.location = location
    }

    /// Which sort of problem it is: follows from the message.
    public var kind: Kind { value.kind }
    /// What is wrong, in plain words: lower case, no trailing period.
    public var message: String { value.text }

    /// The diagnostic id (`swift.unreadable`, `swift.gave-up`, `swift.lexical`).
    public var id: String { kind.rawValue }
    public var description: String { "\(location): \(id): \(message)" }
}

/// One node in the arena of a tree (20 bytes).
///
/// A node's children are `childIndices[firstChild..<next.firstChild]`, where
/// `next` is the node after it in the arena: the parser appends each node's
/// children just before the node, so the ranges follow one another and a
/// count need not be stored. The few nodes with a second token (an
/// introducing keyword, a second name) list it apart, in the tree's `auxNodes`.
@usableFromInline
struct RawNode: Sendable {
    var kind: SwiftNodeKind
    var flags: UInt8
    /// The first significant token.
    var firstToken: Int32
    /// One past the last significant token.
    var endToken: Int32
    /// Where the node's children start in the tree's `childIndices`.
    var firstChild: Int32
    /// A token index (name, label, operator) or -1.
    var name: Int32
}

/// Flags of nodes; which apply to which kind is said at each.
public struct SwiftNodeFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// argument: a trailing closure.
    package static let trailingClosure = SwiftNodeFlags(rawValue: 1)
    /// ifConfigClause: has a condition (its first child).
    package static let hasCondition = SwiftNodeFlags(rawValue: 1)
    /// stringLiteral: holds an interpolation.
    package static let interpolated = SwiftNodeFlags(rawValue: 2)
    /// stringLiteral: `"""`.
    package static let multiline = SwiftNodeFlags(rawValue: 4)
    /// stringLiteral: `#"…"#`.
    package static let raw = SwiftNodeFlags(rawValue: 8)
    /// accessorBlock: the statements of an implicit getter.
    package static let implicitGetter = SwiftNodeFlags(rawValue: 16)
    /// tryExpr: `try?`.
    package static let optionalTry = SwiftNodeFlags(rawValue: 32)
    /// tryExpr: `try!`.
    package static let forcedTry = SwiftNodeFlags(rawValue: 64)
    /// unknown: the reader gave up here (a `swift.gave-up` diagnostic points at it).
    package static let gaveUp = SwiftNodeFlags(rawValue: 128)
    /// cast: `as?` (with `forcedTry`'s bit: `as!`).
    package static let optionalCast = SwiftNodeFlags(rawValue: 32)
    package static let forcedCast = SwiftNodeFlags(rawValue: 64)
}
