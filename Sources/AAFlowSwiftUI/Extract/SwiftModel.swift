import AAFlow

/// The shape of Swift code the extractor works on: declarations with their
/// members, and expressions as trees of calls, member accesses and closures.
/// `SwiftModelBuilder` fills it from the Swift reader's syntax tree; the
/// extractor never looks at tokens.

/// A place in a Swift file: an index into the project's file list, a line and a column.
struct Loc: Hashable, Comparable, Sendable {
    var file: Int32
    var line: Int32
    var column: Int32

    init(file: Int, line: Int, column: Int) {
        self.file = Int32(clamping: file)
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    static let none = Loc(file: -1, line: 0, column: 0)

    static func < (a: Loc, b: Loc) -> Bool {
        if a.file != b.file { return a.file < b.file }
        return a.line != b.line ? a.line < b.line : a.column < b.column
    }
}

/// An argument of a call: `label: value` or just `value`.
struct SArg: Sendable {
    var label: String?
    var value: SExpr
}

/// An expression, as far as the extractor needs to understand it.
indirect enum SExpr: Sendable {
    /// An identifier (`showSheet`, `$showSheet`, `self`, `Text`), backticks dropped.
    case name(String, Loc)
    /// `base.name`, or `.name` when base is nil (an implicit member).
    case member(SExpr?, String, Loc)
    /// `callee(args) { trailing } label: { trailing }`; `trailing` keeps the labels (nil for the first).
    case call(SExpr, [SArg], [SArg], Loc)
    /// `{ params in statements }`.
    case closure([String], [SStmt], Loc)
    /// A string literal; nil when it is interpolated.
    case string(String?, Loc)
    case number(Double, Loc)
    case bool(Bool, Loc)
    case array([SExpr], Loc)
    /// `lhs op rhs`, including assignments (`=`, `+=`) and `..<`.
    case binary(SExpr, String, SExpr, Loc)
    /// `!x`, `-x`, `&x`.
    case prefix(String, SExpr, Loc)
    /// `x!`, `x?`.
    case postfix(SExpr, String, Loc)
    /// `\.foo.bar` or `\Type.foo`, as written after the backslash.
    case keyPath(String, Loc)
    /// `c ? a : b`
    case ternary(SExpr, SExpr, SExpr, Loc)
    /// `try`, `await` and parentheses around one expression are dropped by the builder;
    /// a tuple of several stays.
    case tuple([SArg], Loc)
    /// `if`/`switch` used as an expression or in a result builder.
    case statement(SStmt, Loc)
    /// `x[i]`
    case subscriptCall(SExpr, [SArg], Loc)
    /// Anything else (a literal of another kind, an operator the builder skips).
    case other(Loc)

    var loc: Loc {
        switch self {
        case .name(_, let l), .member(_, _, let l), .call(_, _, _, let l), .closure(_, _, let l),
             .string(_, let l), .number(_, let l), .bool(_, let l), .array(_, let l), .binary(_, _, _, let l),
             .prefix(_, _, let l), .postfix(_, _, let l), .keyPath(_, let l), .ternary(_, _, _, let l),
             .tuple(_, let l), .statement(_, let l), .subscriptCall(_, _, let l), .other(let l):
            return l
        }
    }
}

/// A case of a `switch`: its patterns (`.settings`, `.detail(let x)`) or `default`.
struct SCase: Sendable {
    var patterns: [SExpr]
    var isDefault: Bool
    var body: [SStmt]
    var loc: Loc
}

/// A condition of `#if`, already decided (rule 11) by the builder, or kept as written.
struct SIfConfigClause: Sendable {
    var condition: String?
    var body: [SStmt]
}

/// A statement, as far as the extractor needs to understand it.
indirect enum SStmt: Sendable {
    case expr(SExpr)
    /// `let x = value` / `var x: T = value`.
    case binding(name: String, type: String?, value: SExpr?, Loc)
    /// `if c1, c2 { then } else { else }`; an `else if` is an `if` alone in `else`.
    case ifStmt(conditions: [SExpr], then: [SStmt], else: [SStmt]?, Loc)
    /// `guard c else { body }`.
    case guardStmt(conditions: [SExpr], else: [SStmt], Loc)
    case switchStmt(subject: SExpr, cases: [SCase], Loc)
    /// `for x in seq { body }`, `while`, `repeat`: a body read once.
    case loop(variable: String?, sequence: SExpr?, body: [SStmt], Loc)
    /// `do { } catch { }`, `defer { }`, a bare block: their statements.
    case block([SStmt], Loc)
    case returnStmt(SExpr?, Loc)
    /// A local function or type: skipped by most of the extractor.
    case other(Loc)
}

/// A stored or computed property. A class: it is looked up and handed
/// around far more often than it is made, and never changes once read.
final class SVar {
    let name: String
    let isStatic: Bool
    /// Attributes as written without `@`: `State`, `Environment`, `EnvironmentObject`, `Binding`.
    let attributes: [String]
    /// For `@Environment(\.key)`: the key path as written (`.dismiss`, `.accessibilityAssistiveAccessEnabled`).
    let environmentKey: String?
    /// For `@AppStorage("didOnboard")` and `@SceneStorage(Keys.tab)`: the key as written.
    let storageKey: String?
    let type: String?
    /// The initial value (`= ...`): read when first asked for.
    let initializerExpression: LazyExpression?
    /// The getter's statements, for a computed property: read when first asked for.
    let getterStatements: LazyStatements?
    let loc: Loc
    /// The `didSet` observer's statements, for a stored property that has one: read when first asked for.
    let didSetStatements: LazyStatements?

    init(name: String, isStatic: Bool, attributes: [String], environmentKey: String?, storageKey: String? = nil,
         type: String?, initializerExpression: LazyExpression?, getterStatements: LazyStatements?, loc: Loc,
         didSetStatements: LazyStatements? = nil) {
        self.name = name
        self.isStatic = isStatic
        self.attributes = attributes
        self.environmentKey = environmentKey
        self.storageKey = storageKey
        self.type = type
        self.initializerExpression = initializerExpression
        self.getterStatements = getterStatements
        self.loc = loc
        self.didSetStatements = didSetStatements
    }

    /// The `didSet` observer's statements (`var current: Kind? { didSet { isPresented = current != nil } }`).
    var didSet: [SStmt]? { didSetStatements?.value }

    /// The initial value, for a stored property that has one.
    var initializer: SExpr? { initializerExpression?.value }

    /// The getter's statements, for a computed property.
    var getter: [SStmt]? { getterStatements?.value }
}


/// A parameter of a function: `label name: Type`.
struct SParam: Sendable {
    var label: String?
    var name: String
    var type: String?
    /// Whether a call may leave it out: it has a default value, or takes any number of values.
    var optional = false
    /// The default value when it is a literal `nil`, `true` or `false`, as written: what a
    /// call that leaves the parameter out gives (`action: (() -> Void)? = nil`).
    var literalDefault: String? = nil
}

extension SFunc {
    /// How many arguments a call must give (the parameters with no default value).
    var requiredArguments: Int { params.filter { !$0.optional }.count }
}

/// A function or initialiser. A class, as `SVar` is.
final class SFunc {
    let name: String
    let isStatic: Bool
    let params: [SParam]
    let returnType: String?
    /// The body, read when first asked for.
    let bodyStatements: LazyStatements?
    let loc: Loc

    init(name: String, isStatic: Bool, params: [SParam], returnType: String?, bodyStatements: LazyStatements?, loc: Loc) {
        self.name = name
        self.isStatic = isStatic
        self.params = params
        self.returnType = returnType
        self.bodyStatements = bodyStatements
        self.loc = loc
    }

    var body: [SStmt] { bodyStatements?.value ?? [] }
}

enum STypeKind: String, Sendable {
    case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`
}

/// A type declaration or an extension.
final class SType {
    var kind: STypeKind
    /// The type's name; for an extension the extended type (its last component).
    var name: String
    /// Conformances and superclass, as written (last components).
    var inherits: [String]
    var attributes: [String]
    var vars: [SVar] = []
    var funcs: [SFunc] = []
    var inits: [SFunc] = []
    /// Enum cases in declaration order.
    var cases: [String] = []
    /// The raw values written for cases (`case home = "Home"`), by case; a case of a `String`
    /// enum written without one has its own name.
    var rawValues: [String: String] = [:]
    /// The type aliases declared inside it (`typealias Destination = HomeRouter.Destination`), by name:
    /// a name its code (and its nested types' code) writes means the aliased type.
    var aliases: [String: String] = [:]
    var nested: [SType] = []
    var loc: Loc
    /// The type that holds this one, for nested types.
    weak var parent: SType?
    /// For an extension, the extended type as written, dotted (`Outer.Inner`), generics dropped.
    var extendedPath: String?
    /// Its generic parameters that are views (`Content` of `struct Scaffold<Content: View>`).
    var viewParameters: [String] = []
    /// The names of all its generic parameters (`Route` of `class Router<Route: Hashable>`).
    var genericParameters: [String] = []
    /// What its members' code does that "what was not placed" asks about, gathered while it is read.
    var facts = SFacts()
    /// Whether a property reads `accessibilityAssistiveAccessEnabled` from the
    /// environment: asked once the file is read (its properties are then as
    /// they stay), and kept with the part while the file's code stays.
    lazy var readsAssistiveMode: Bool = vars.contains {
        $0.environmentKey?.containsASCII("accessibilityAssistiveAccessEnabled") == true
    }
    /// The names of its properties of a navigation path type (`NavigationPath`, `[Route]` bound
    /// as a stack's path is in `facts`), gathered as `readsAssistiveMode` is.
    lazy var pathVariableNames: [String] = vars.compactMap { v in
        v.type.map(TypeIndex.isNavigationPathType) == true ? v.name : nil
    }
    /// Whether it declares a member named `body` (a property or a function): a type none of
    /// whose parts does is no View but by what it inherits. Gathered as `readsAssistiveMode` is.
    lazy var declaresBody: Bool = vars.contains { $0.name == "body" } || funcs.contains { $0.name == "body" }
    /// Whether a property is `@AppStorage` or `@SceneStorage` (`TypeIndex.storageKey`, which
    /// gathers them over the project). Gathered as `readsAssistiveMode` is.
    lazy var hasStorageKeys: Bool = vars.contains { $0.storageKey != nil }

    /// Works out the answers above on the thread that read the file, while its
    /// declarations are still in that core's cache: the index asks them of every
    /// type, one after another, on one thread.
    func answerAhead() {
        _ = readsAssistiveMode
        _ = pathVariableNames
        _ = declaresBody
        _ = hasStorageKeys
        for n in nested { n.answerAhead() }
    }

    init(kind: STypeKind, name: String, inherits: [String], attributes: [String], loc: Loc) {
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.attributes = attributes
        self.loc = loc
    }
}

/// `#Preview("name", traits: .assistiveAccess) { ... }`
struct SPreview: Sendable {
    var args: [SArg]
    var body: [SStmt]
    var loc: Loc
}

/// A comment worth keeping: `// aaflow:allow RULE reason`.
struct SComment: Sendable {
    var text: String
    var loc: Loc
}

/// What some code constructs and presents, gathered in the one pass that reads it
/// (for "what was not placed"): type names as called, not yet looked up.
struct SFacts: Equatable, Sendable {
    /// Names of types called (`DetailView(...)`), uppercase, repeats kept, in no
    /// particular order (they are read as sets).
    var constructed: [String] = []
    /// Names of types called inside a presentation's or destination's content (the same).
    var presented: [String] = []
    /// Names of methods called on a value inside a presentation's or destination's content
    /// (`coordinator.build(page: page)`): the views those methods build are presented too.
    var presentedCalls: [String] = []
    /// Whether the code sets a `.navigationTitle`.
    var setsTitle = false
    /// Names of the properties bound as a stack's path (`NavigationStack(path: $trail)`,
    /// `$router.navPaths`): pushes append to them, whatever they are called.
    var boundPaths: [String] = []
}

/// One Swift file read: a class, so that the model of thousands of files
/// is handed on (to the type index, to a cache's arrays) one reference each.
/// Filled in by its reader, then not changed.
final class SFile {
    let path: String
    var types: [SType] = []
    var previews: [SPreview] = []
    var comments: [SComment] = []
    /// Top-level functions and variables (rarely views, but followed).
    var funcs: [SFunc] = []
    var vars: [SVar] = []
    /// `typealias Recipes = [Recipe]`, at the top or in a type: the name and the type it stands for.
    var typealiases: [(name: String, type: String)] = []
    /// What the top-level code (not in a type, not in a preview) constructs and presents.
    var facts = SFacts()
    /// Whether the file is a test's (`@testable import App`, `import XCTest`): code that
    /// never runs in the app, such as a mock of its coordinator.
    var isTestCode = false
    /// Whether one of its types, or a type nested in one, declares a type alias
    /// (`TypeIndex.lookup` then asks a type's aliases first).
    lazy var typesHaveAliases: Bool = {
        func has(_ t: SType) -> Bool { !t.aliases.isEmpty || t.nested.contains(where: has) }
        return types.contains(where: has)
    }()

    init(path: String) {
        self.path = path
    }

    /// Works out the answers its types and the index ask of every file, on the
    /// thread that read it (`SType.answerAhead`).
    func answerAhead() {
        for t in types { t.answerAhead() }
        _ = typesHaveAliases
    }

    /// The same file with other comments (the model of a file whose code
    /// stayed, kept with the comments it has now).
    func with(comments: [SComment]) -> SFile {
        let f = SFile(path: path)
        f.types = types
        f.previews = previews
        f.comments = comments
        f.funcs = funcs
        f.vars = vars
        f.typealiases = typealiases
        f.facts = facts
        f.isTestCode = isTestCode
        f.typesHaveAliases = typesHaveAliases
        return f
    }
}
