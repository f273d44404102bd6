import AAFlow

/// What the extractor knows of a value at a place in the code: an enum case
/// (routers, rule 18), a type (value links, rule 3 and 15), or nothing.
enum KValue: Hashable, Sendable {
    /// `.settings` (type unknown) or `Route.settings`.
    case enumCase(String?, String)
    /// A value of this type (as written, `[Item]` for arrays).
    case typed(String)
    /// A member such as `order.id`: its type cannot be told (rule 21).
    case member
    case unknown
    /// `.account(.register)` pushed: a case and the one value it carries, when that is known
    /// (`pushedValue`); a `switch` that binds it (`case .account(let step)`) knows `step`.
    indirect case withPayload(String?, String, KValue)

    /// The value without what its case carries.
    var caseOnly: KValue {
        if case .withPayload(let t, let c, _) = self { return .enumCase(t, c) }
        return self
    }

    /// The value in a key of the extractor's memos and cycle checks: one
    /// string per value, made without the reflection that `"\(value)"` uses
    /// (which was a tenth of a large app's extraction).
    var key: String {
        switch self {
        case .enumCase(let t, let c): return "e(" + (t ?? "?") + "," + c + ")"
        case .typed(let t): return "t(" + t + ")"
        case .member: return "m"
        case .unknown: return "u"
        case .withPayload(let t, let c, let p): return "p(" + (t ?? "?") + "," + c + "," + p.key + ")"
        }
    }

    /// The key of an environment (`Ctx.env`): its names in order, each with its value's `key`.
    static func key(of env: [String: KValue]) -> String {
        var out = ""
        for (name, value) in env.sorted(by: { $0.key < $1.key }) {
            out += name
            out += "="
            out += value.key
            out += ";"
        }
        return out
    }

    /// The type, when it can be told.
    var typeName: String? {
        switch self {
        case .enumCase(let t, _), .withPayload(let t, _, _): return t
        case .typed(let t): return t
        default: return nil
        }
    }
}

/// Text found for a control or a title: a literal, or built at run time.
enum TextValue: Equatable {
    case literal(String)
    case runtime
}

/// Where the walker is: the type whose code it reads, the names it knows,
/// and what the surrounding constructs make of the controls inside.
struct Ctx {
    var type: TypeIndex.Entry?
    var file: Int
    var scene: SceneKind
    /// Local names and what is known of them (closure parameters, `let`s, arguments of an expanded view).
    var env: [String: KValue] = [:]
    /// Inside a `ForEach` or the closure of `List(data)` (rule 9).
    var inForEach = false
    var inToolbar = false
    /// Inside a view with a project `.buttonStyle`.
    var customStyle = false
    /// Buttons here are gestures (`.swipeActions`, `.contextMenu`, rule 4).
    var asGesture = false
    /// 0 in the screen's own body; more inside expanded subviews.
    var depth = 0
    /// A `TabView` below has `.tabViewStyle(.page)`.
    var pager = false
    /// Links and rows of a split view's sidebar lead to these (rule 19).
    var sidebar: SidebarTargets?
    /// Inside the sidebar's `List(selection:)`.
    var inSelectionList = false
    /// `@Binding` properties of an expanded view and the variable of the
    /// view that passed them (`ChildView(show: $showAdd)`): owner and name.
    var aliases: [String: (owner: String?, name: String)] = [:]
    /// Views a container type was given (`RouterView { ContentView() }`): its
    /// stored property (`content`) stands for the caller's expression.
    var viewArgs: [String: ViewArgument] = [:]
    /// The element of a literal array a `ForEach` shows, one at a time
    /// (`ForEach(entries) { entry in ... }` over `[Entry(title: "Orders", route: .orders), ...]`):
    /// the closure's parameter, and what each field was given, where the array is written.
    /// Also, under `Ctx.callKey`, what the call that made the view being read gives by label
    /// (`HeaderBar(title: "About", showsBack: false)`; a trailing closure under the property
    /// it fills, `Extraction.callRecord`): `Extraction.givenCondition` decides `if showsBack` and `if let onTrailing` by it. Kept
    /// here rather than in a field of its own, as every frame of the walk holds contexts.
    var records: [String: [String: ViewArgument]] = [:]
    static let callKey = "\u{1}call"

    /// What the call that made the view being read gives by label, when known.
    var givenByCall: [String: ViewArgument]? { records[Ctx.callKey] }

    init(type: TypeIndex.Entry?, file: Int, scene: SceneKind) {
        self.type = type
        self.file = file
        self.scene = scene
    }
}

/// An expression given to a view, with the context of the code that gave it.
final class ViewArgument {
    let expr: SExpr
    let ctx: Ctx
    init(expr: SExpr, ctx: Ctx) {
        self.expr = expr
        self.ctx = ctx
    }

    /// Whether it can be called as an action: a closure, or a method or closure named by the giver.
    var isAction: Bool {
        switch expr {
        case .closure, .name, .member: return true
        // `isAdvanced ? { showLibrary = true } : nil`: either action.
        case .ternary(_, let a, let b, _):
            return [a, b].contains { if case .closure = $0 { return true } else { return false } }
        default: return false
        }
    }
}

/// The columns a sidebar's selection shows.
final class SidebarTargets {
    let content: SExpr
    let ctx: Ctx
    let selection: String?
    /// In a three-column split, the detail column the content column's screens lead to.
    let next: SidebarTargets?
    init(content: SExpr, ctx: Ctx, selection: String?, next: SidebarTargets? = nil) {
        self.content = content
        self.ctx = ctx
        self.selection = selection
        self.next = next
    }
}

/// Type names in the text of a type annotation.
enum TypeText {
    /// `Item?` -> `Item`, `[Item]` -> `[Item]`, `Binding<Item>` -> `Item`.
    static func normalized(_ t: String) -> String {
        var s = t.trimmingSpaces
        while s.hasSuffix("?") || s.hasSuffix("!") { s.removeLast() }
        if s.hasPrefix("Binding<") && s.hasSuffix(">") { s = String(s.dropFirst(8).dropLast()) }
        if s.hasPrefix("Optional<") && s.hasSuffix(">") { s = String(s.dropFirst(9).dropLast()) }
        // `(any Coordinating)?`, `any Coordinating`: the protocol (an existential of `View` stays as written).
        if s.hasPrefix("(") && s.hasSuffix(")") && !s.contains(",") && !s.contains("->") {
            s = String(s.dropFirst().dropLast()).trimmingSpaces
        }
        if s.hasPrefix("any "), s != "any View" { s = String(s.dropFirst(4)).trimmingSpaces }
        return s.trimmingSpaces
    }

    /// The element type of a collection type text, when it is one.
    static func element(_ t: String) -> String? {
        let s = normalized(t)
        if s.hasPrefix("[") && s.hasSuffix("]") && !s.contains(":") { return normalized(String(s.dropFirst().dropLast())) }
        for wrapper in ["Array<", "Set<", "ArraySlice<", "IdentifiedArrayOf<", "OrderedSet<"] where s.hasPrefix(wrapper) && s.hasSuffix(">") {
            return normalized(String(s.dropFirst(wrapper.count).dropLast()))
        }
        return nil
    }

    /// What a generic parameter stands for, matching a type as declared with it against a
    /// type as given: `Router<T>` and `Router<Routes>` give `Routes` for `T`; `[T]` and
    /// `[Step]`, `Step`. Nil when the two do not have the same shape around it.
    static func unify(_ pattern: String, _ actual: String, _ parameter: String) -> String? {
        let p = normalized(pattern).filter { $0 != " " }
        let a = normalized(actual).filter { $0 != " " }
        if p == parameter { return a.isEmpty ? nil : a }
        guard let (pn, pargs) = applied(p), let (an, aargs) = applied(a), pargs.count == aargs.count,
              pn.split(separator: ".").last == an.split(separator: ".").last else { return nil }
        for (x, y) in zip(pargs, aargs) {
            if let found = unify(x, y, parameter) { return found }
        }
        return nil
    }

    /// `Name<A, B>` as `Name` and `[A, B]`; `[A]` as `Array` of `A`, `[K: V]` as `Dictionary`.
    private static func applied(_ t: String) -> (String, [String])? {
        func split(_ s: Substring, on separator: Character) -> [String] {
            var out: [String] = []
            var depth = 0
            var part = ""
            for ch in s {
                if ch == "<" || ch == "[" || ch == "(" { depth += 1 }
                if ch == ">" || ch == "]" || ch == ")" { depth -= 1 }
                if ch == separator, depth == 0 {
                    out.append(part)
                    part = ""
                } else {
                    part.append(ch)
                }
            }
            out.append(part)
            return out
        }
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = t.dropFirst().dropLast()
            let kv = split(inner, on: ":")
            return kv.count == 2 ? ("Dictionary", kv) : ("Array", [String(inner)])
        }
        guard t.hasSuffix(">"), let open = t.firstIndex(of: "<") else { return nil }
        return (String(t[..<open]), split(t[t.index(after: open)..<t.index(before: t.endIndex)], on: ","))
    }

    static func isUpper(_ s: String) -> Bool {
        guard let f = s.unicodeScalars.first else { return false }
        return (0x41...0x5A).contains(f.value)
    }
}

extension SExpr {
    /// Whether the expression is a call (`a.b()`, `f(x)`).
    var isCall: Bool {
        if case .call = self { return true }
        return false
    }

    /// `x` of `!x`; nil for anything else.
    var negatedOperand: SExpr? {
        if case .prefix("!", let x, _) = self { return x }
        return nil
    }

    /// The last name of an expression: `x`, `self.x`, `vm.x`, `$x`, `$vm.x` -> `x`.
    var lastName: String? {
        switch self {
        case .name(let n, _): return n.isProjectedName ? String(n.dropFirst()) : n
        case .member(_, let n, _): return n
        case .postfix(let e, _, _): return e.lastName
        case .call(let c, _, _, _): return c.lastName
        default: return nil
        }
    }

    /// For `vm.x` / `$vm.x`: `vm`; for `self.x` or `x`: nil.
    var receiverName: String? {
        switch self {
        case .member(let base?, _, _):
            switch base {
            case .name(let n, _):
                let b = n.isProjectedName ? String(n.dropFirst()) : n
                return b == "self" ? nil : b
            case .member: return base.lastName
            default: return nil
            }
        default: return nil
        }
    }

    /// The closure, when the expression is one.
    var closure: (params: [String], body: [SStmt])? {
        if case .closure(let p, let b, _) = self { return (p, b) }
        return nil
    }

    /// The callee's name for a call of a plain name: `Button(...)` -> `Button`.
    var calleeName: String? {
        guard case .call(let c, _, _, _) = self else { return nil }
        switch c {
        case .name(let n, _): return n
        case .member(let base?, let n, _):
            // `Outer.Inner()`: a nested type, by its path (`SwiftUI.Text()` is `Text`);
            // `Feature.Views.Home()` too, a type two namespaces deep.
            guard TypeText.isUpper(n) else { return nil }
            if case .name(let b, _) = base, TypeText.isUpper(b) { return b == "SwiftUI" ? n : b + "." + n }
            var path = [n]
            var cur = base
            while case .member(let inner?, let m, _) = cur, TypeText.isUpper(m), path.count < 4 {
                path.insert(m, at: 0)
                cur = inner
            }
            guard case .name(let b, _) = cur, TypeText.isUpper(b), path.count > 1 else { return nil }
            return (b == "SwiftUI" ? [] : [b]).joined() + (b == "SwiftUI" ? "" : ".") + path.joined(separator: ".")
        default: return nil
        }
    }
}

extension Array where Element == SArg {
    func labelled(_ label: String) -> SExpr? { first { $0.label == label }?.value }
    var unlabelled: [SExpr] { filter { $0.label == nil }.map(\.value) }
}

extension String {
    /// Whether a name is a projected value (`$showSheet`, `$model`): a `$`
    /// and a name, not a closure's anonymous parameter (`$0`, `$1`).
    var isProjectedName: Bool {
        utf8.count > 1 && utf8.first == UInt8(ascii: "$") && !(utf8.dropFirst().first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false)
    }
}
