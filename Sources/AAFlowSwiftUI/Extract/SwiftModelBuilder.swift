import AAFlow
import AAFlowSwift

/// Turns the Swift reader's syntax tree of one file into the extractor's
/// model: declarations with members, statements and expression trees.
/// `#if` is decided here (rule 11): the first clause whose condition holds
/// for an iOS device build.
final class SwiftModelBuilder {
    let tree: SwiftSourceTree
    let fileIndex: Int
    /// How deep the conversion is; past `maxDepth` the rest of a nest is left out
    /// (and said, `swift.gave-up`), so that the extractor's own recursion stays small
    /// on any stack. Modifier chains and calls (`.a().b().c()`) count apart, in
    /// `chain`, with a guard of their own: a chain of any length real code writes
    /// never reaches it (rule 23).
    private var depth = 0
    private var chain = 0
    static let maxDepth = 256
    static let maxChain = 1024
    /// The lowest stack address the conversion may reach (`SwiftParser.stackFloor`,
    /// set where a file or a body starts being read): a thread with a small stack
    /// (a debug build's test worker) stops a long chain before its count does.
    private var stackFloor: UInt = 0
    /// Where reading the declarations left a nest out, first place of each kind.
    private var declarationsGaveUp: [(Loc, SwiftProblem.Message)] = []
    /// While a body is read: where it left a nest out, first place of each kind.
    private var bodyGaveUp: [(Loc, SwiftProblem.Message)]?
    /// The extraction the file's model is in now (`attach`): one shared by every
    /// model of an extraction, or of a cache's (`ExtractionCache`), so that the
    /// next extraction begins for all of them at once, without a visit to each.
    private(set) var readRun: ReadRun?
    /// The number of the extraction the model is in.
    var run: Int { readRun?.number ?? 0 }
    /// The extraction's log of what it reads, while it runs over this model.
    var log: ReadLog? { readRun?.log }
    /// Where bodies asked for in the extraction `runGaveUpIn` left a nest out,
    /// first place of each kind not among the declarations'.
    private var runGaveUp: [(Loc, SwiftProblem.Message)] = []
    private var runGaveUpIn = -1
    /// Where the conversion left a nest out in this extraction, first place of
    /// each kind: the declarations', then each body's as it is first asked for.
    /// A body read by an earlier extraction counts only when this one asks for
    /// it too, so a kept model reports what a fresh read would.
    var gaveUp: [(Loc, SwiftProblem.Message)] {
        runGaveUpIn == run ? declarationsGaveUp + runGaveUp : declarationsGaveUp
    }
    /// Whether reading the declarations left a nest out (the file's `gaveUp` holds something in every extraction).
    var declarationsGaveUpSomewhere: Bool { !declarationsGaveUp.isEmpty }

    /// Facts of the code being read: the innermost type's, the file's, or a preview's (thrown away).
    /// The current ones stand apart from those of the types around it, so that an append
    /// is one array's, not an element's of an array of them.
    private var facts = SFacts()
    private var outerFacts: [SFacts] = []

    private func beginFacts() {
        outerFacts.append(facts)
        facts = SFacts()
    }

    private func endFacts() -> SFacts {
        let done = facts
        facts = outerFacts.popLast() ?? SFacts()
        return done
    }

    /// Gathers, from the syntax of one declaration (a property, a function, an initialiser),
    /// what it constructs, presents and titles, into the innermost type's facts; nested type
    /// declarations keep their own. One pass over the declaration's syntax nodes (`scan`),
    /// without building expressions: bodies are built only when extraction asks for them
    /// (`LazyStatements`).
    private func scanFacts(_ root: SwiftNode) {
        // Gathered in a local value, taken out of the builder and put back: an append is
        // then one to a value of the stack's, with no access to the builder's storage.
        var gathered = SFacts()
        swap(&gathered, &facts)
        scanFacts(root, into: &gathered)
        swap(&gathered, &facts)
    }

    private func scanFacts(_ root: SwiftNode, into facts: inout SFacts) {
        // The facts are sets in all but type: the order of the scan does not show.
        root.scan(for: .call, passingOver: [.typeDecl, .ifConfig]) { n in
            switch n.kind {
            case .call:
                factsOfCall(n, into: &facts)
            case .ifConfig:
                if let clause = chosenClause(n) { for c in clauseBody(clause) { scanFacts(c, into: &facts) } }
            default:
                break
            }
        }
    }

    /// A call: a type constructed, a title set, content presented.
    private func factsOfCall(_ n: SwiftNode, into facts: inout SFacts) {
        let count = n.childCount
        guard count > 0 else { return }
        let callee = n.child(0)
        switch callee.kind {
        case .identifier:
            // `navigationDestination(for: Route.self) { ... }` in a method of `extension View`: a
            // modifier written on `self`, as `.navigationDestination` is.
            if !callee.nameStartsUppercase {
                if let token = callee.nameToken { modifierFacts(n, callee: callee, token: token, count: count, into: &facts) }
                return
            }
            guard let name = callee.name else { return }
            facts.constructed.append(name)
            if name == "NavigationStack" {
                for i in 1..<count where n.child(i).kind == .argument && n.child(i).nameIs("path") && n.child(i).childCount > 0 {
                    // `$trail`, `$router.navPaths`: the property's own name.
                    let v = n.child(i).child(0)
                    if v.kind == .identifier, let bound = v.name, bound.hasPrefix("$"), bound.count > 1 {
                        facts.boundPaths.append(String(bound.dropFirst()))
                    } else if v.kind == .memberAccess, let bound = v.name, v.childCount > 0, v.child(0).kind == .identifier,
                              v.child(0).name?.hasPrefix("$") == true {
                        facts.boundPaths.append(bound)
                    }
                }
            }
            if name == "NavigationLink" {
                var destination: SwiftNode?
                var hasValue = false
                var trailing: SwiftNode?
                for i in 1..<count {
                    let a = n.child(i)
                    guard a.kind == .argument else { continue }
                    if a.nameIs("destination") { destination = a }
                    if a.nameIs("value") || a.nameIs("state") { hasValue = true }
                    if a.nameToken == nil, a.flags.contains(.trailingClosure), trailing == nil { trailing = a }
                }
                if let d = destination ?? (hasValue ? nil : trailing) { presentedNames(d, into: &facts) }
            }
        case .memberAccess:
            guard let token = callee.nameToken else { return }
            modifierFacts(n, callee: callee, token: token, count: count, into: &facts)
        default:
            break
        }
    }

    /// A call of a member (`.sheet { ... }`, `Route.init(...)`), or of a modifier on `self`.
    private func modifierFacts(_ n: SwiftNode, callee: SwiftNode, token: SwiftToken, count: Int, into facts: inout SFacts) {
        // The members asked about (`init`, `sheet`, `popover`, `navigationTitle`, `fullScreenCover`,
        // `navigationBarTitle`, `navigationDestination`) are told apart by the length of their
        // name, then by its bytes: most members are none of them.
        var length = token.end - token.start
        if token.flags.contains(.backticked), length >= 2 { length -= 2 }
        let tree = n.tree
        let presents: Bool
        switch length {
        case 4:
            if tree.token(token, is: "init"), callee.childCount > 0, callee.child(0).kind == .identifier,
               callee.child(0).nameStartsUppercase, let t = callee.child(0).name {
                facts.constructed.append(t)
            }
            return
        case 5: presents = tree.token(token, is: "sheet")
        case 7: presents = tree.token(token, is: "popover")
        case 15:
            if tree.token(token, is: "navigationTitle") {
                facts.setsTitle = true
                return
            }
            presents = tree.token(token, is: "fullScreenCover")
        case 18:
            if tree.token(token, is: "navigationBarTitle") { facts.setsTitle = true }
            return
        case 21: presents = tree.token(token, is: "navigationDestination")
        default: return
        }
        guard presents else { return }
        var args: [SwiftNode] = []
        for i in 1..<count where n.child(i).kind == .argument { args.append(n.child(i)) }
        // `.sheet(isPresented: .constant(false))` shows nothing.
        if let flag = args.first(where: { $0.nameIs("isPresented") }), flag.childCount > 0,
           case .call(.member(nil, "constant", _), let a, _, _) = expr(flag.child(0)),
           !(a.first.map { if case .bool(true, _) = $0.value { return true } else { return false } } ?? false) {
            return
        }
        for a in args where a.nameToken == nil || a.nameIs("content") || a.nameIs("destination")
            || (a.childCount > 0 && a.child(0).kind == .closure) {
            presentedNames(a, into: &facts)
        }
    }

    /// The type names called in a presentation's or destination's content.
    private func presentedNames(_ root: SwiftNode, into facts: inout SFacts) {
        root.scan(for: .call) { n in
            guard n.childCount > 0 else { return }
            let callee = n.child(0)
            if callee.kind == .identifier, callee.nameStartsUppercase, let name = callee.name {
                facts.presented.append(name)
            } else if callee.kind == .memberAccess, callee.childCount > 0, callee.child(0).kind == .identifier,
                      !callee.nameStartsUppercase, let name = callee.name {
                facts.presentedCalls.append(name)
            }
        }
    }

    private func giveUp(_ l: Loc, _ why: SwiftProblem.Message) {
        if bodyGaveUp != nil {
            if !bodyGaveUp!.contains(where: { $0.1 == why }) { bodyGaveUp!.append((l, why)) }
        } else if !declarationsGaveUp.contains(where: { $0.1 == why }) {
            declarationsGaveUp.append((l, why))
        }
    }

    /// Puts the model in the extractions of `run` (`ReadRun.begin` starts each):
    /// only what an extraction asks for counts in `gaveUp`.
    func attach(_ run: ReadRun) {
        if readRun !== run { readRun = run }
    }

    /// The statements of a body, and where reading them left a nest out.
    /// What `build` reads of a body or an initializer, and where it left a nest out.
    fileprivate func readLater<T>(_ build: (SwiftModelBuilder) -> T) -> (T, [(Loc, SwiftProblem.Message)]) {
        bodyGaveUp = []
        stackFloor = SwiftParser.stackFloor(startingAt: stackAddress())
        defer { bodyGaveUp = nil }
        let value = build(self)
        return (value, bodyGaveUp ?? [])
    }

    /// A body was asked for in this extraction: where it gave up counts.
    fileprivate func asked(gaveUp places: [(Loc, SwiftProblem.Message)]) {
        guard !places.isEmpty else { return }
        if runGaveUpIn != run {
            runGaveUpIn = run
            runGaveUp = []
            readRun?.gaveUpIn.append((fileIndex, ObjectIdentifier(self)))
        }
        for p in places where !declarationsGaveUp.contains(where: { $0.1 == p.1 }) && !runGaveUp.contains(where: { $0.1 == p.1 }) {
            runGaveUp.append(p)
        }
    }

    init(tree: SwiftSourceTree, fileIndex: Int) {
        self.tree = tree
        self.fileIndex = fileIndex
    }

    func loc(_ n: SwiftNode) -> Loc {
        loc(offset: n.byteRange.lowerBound)
    }

    /// Where a node's name stands (`.sheet` in `x.sheet(...)`), else where it starts.
    func nameLoc(_ n: SwiftNode) -> Loc {
        guard let t = n.nameToken else { return loc(n) }
        return loc(offset: t.start)
    }

    // The line and column of the last offset asked for: nodes come mostly in file
    // order, so the next one is usually on that line, at or after it.
    private var lastLine = 0
    private var lastOffset = 0
    private var lastColumn = 1

    /// The same place as `tree.location(ofOffset:)`, found from the last one asked for when it can be.
    func loc(offset: Int) -> Loc {
        let starts = tree.lexed.lineStarts
        let count = tree.bytes.count
        var line = lastLine
        if !(line < starts.count && Int(starts[line]) <= offset && (line + 1 == starts.count || Int(starts[line + 1]) > offset)) {
            guard offset >= 0, offset <= count, !starts.isEmpty else {
                let l = tree.location(ofOffset: offset)
                return Loc(file: fileIndex, line: l.line, column: l.column)
            }
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if Int(starts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
            }
            line = lo
            lastLine = lo
            lastOffset = Int(starts[lo])
            lastColumn = 1
        }
        guard offset <= count else {
            let l = tree.location(ofOffset: offset)
            return Loc(file: fileIndex, line: l.line, column: l.column)
        }
        var i = lastOffset, column = lastColumn
        if offset < i { i = Int(starts[line]); column = 1 }
        tree.bytes.withUnsafeBufferPointer { b in
            while i < offset {
                if b[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        lastOffset = offset
        lastColumn = column
        return Loc(file: fileIndex, line: line + 1, column: column)
    }

    // MARK: File and declarations

    func file(path: String) -> SFile {
        stackFloor = SwiftParser.stackFloor(startingAt: stackAddress())
        let f = SFile(path: path)
        for n in flatten(tree.root.children) {
            switch n.kind {
            case .typeDecl: f.types.append(type(n, parent: nil))
            case .functionDecl:
                f.funcs.append(function(n))
                scanFacts(n)
            case .variableDecl:
                variables(n, into: &f.vars)
                scanFacts(n)
            case .typealiasDecl:
                if let a = typealiasOf(n) { typealiases.append(a) }
            case .importDecl:
                if Self.importsForTests(n.text) { f.isTestCode = true }
            default:
                if let p = preview(n) { f.previews.append(p) }
            }
        }
        f.typealiases = typealiases
        f.facts = facts
        for t in tree.lexed.trivia where t.kind == .lineComment || t.kind == .blockComment {
            guard Self.mayHold(aaflowIn: tree.bytes, t.range) else { continue }
            let text = tree.text(t.range)
            if text.containsASCII("aaflow:") {
                f.comments.append(SComment(text: text, loc: loc(offset: t.start)))
            }
        }
        return f
    }

    /// Whether an import is a test's: `@testable import App`, or a test framework.
    static func importsForTests(_ text: String) -> Bool {
        // (Every file has imports: read as bytes, not as characters.)
        if text.containsASCII("@testable") { return true }
        return testModules.contains(lastWord(text))
    }

    private static let testModules: Set<String> = ["XCTest", "Testing", "ViewInspector", "SnapshotTesting", "Quick", "Nimble"]

    /// The last word of a declaration's text, between spaces, tabs and line ends (`XCTest` of
    /// `import XCTest`, `Foundation.Date` of `import struct Foundation.Date`). ASCII text is
    /// looked along as bytes; other text (a `\r\n` is one character, as is a space with a
    /// combining mark) is split by characters.
    static func lastWord(_ text: String) -> String {
        var copy = text
        let word: String? = copy.withUTF8 { b in
            guard !b.contains(where: { $0 == 13 || $0 >= 0x80 }) else { return nil }
            func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 }
            var end = b.count
            while end > 0 && isSpace(b[end - 1]) { end -= 1 }
            var start = end
            while start > 0 && !isSpace(b[start - 1]) { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        }
        if let word { return word }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).last.map(String.init) ?? ""
    }

    /// Whether a comment's bytes may hold `aaflow:`: false only when they are all ASCII
    /// and do not spell it, the one answer `containsASCII` would give its text, found
    /// without making the text (most comments are not aaflow's).
    static func mayHold(aaflowIn bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let needle: StaticString = "aaflow:"
        let n = needle.utf8CodeUnitCount
        let q = needle.utf8Start
        return bytes.withUnsafeBufferPointer { b in
            let lo = max(0, min(range.lowerBound, b.count)), hi = max(lo, min(range.upperBound, b.count))
            var i = lo
            while i < hi {
                let c = b[i]
                if c >= 0x80 { return true }
                if c == q[0], i + n <= hi {
                    var k = 1
                    while k < n && b[i + k] == q[k] { k += 1 }
                    if k == n { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// Children with `#if` blocks replaced by the clause that holds.
    func flatten(_ nodes: [SwiftNode]) -> [SwiftNode] {
        // Most blocks hold no `#if`: they are their own flattening.
        guard nodes.contains(where: { $0.kind == .ifConfig }) else { return nodes }
        var out: [SwiftNode] = []
        for n in nodes {
            if n.kind == .ifConfig {
                if let clause = chosenClause(n) { out += flatten(clauseBody(clause)) }
            } else {
                out.append(n)
            }
        }
        return out
    }

    func chosenClause(_ ifConfig: SwiftNode) -> SwiftNode? {
        for c in ifConfig.childNodes where c.kind == .ifConfigClause {
            if c.keyword == "#else" { return c }
            guard let cond = c.childNodes.first else { continue }
            if Self.holds(expr(cond)) { return c }
        }
        return nil
    }

    func clauseBody(_ clause: SwiftNode) -> [SwiftNode] {
        let kids = clause.children
        return clause.keyword == "#else" ? kids : Array(kids.dropFirst())
    }

    /// Whether a `#if` condition holds for an iOS device build (rule 11).
    static func holds(_ e: SExpr) -> Bool {
        switch e {
        case .prefix("!", let x, _): return !holds(x)
        case .binary(let a, "&&", let b, _): return holds(a) && holds(b)
        case .binary(let a, "||", let b, _): return holds(a) || holds(b)
        case .tuple(let items, _) where items.count == 1: return holds(items[0].value)
        case .call(.name(let f, _), let args, _, _):
            let arg = args.first?.value.lastName ?? ""
            switch f {
            case "os": return arg == "iOS"
            case "canImport": return arg == "UIKit" || arg == "SwiftUI"
            case "targetEnvironment": return false
            case "arch": return arg == "arm64"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        case .bool(let b, _): return b
        default: return false
        }
    }

    /// The names of the generic parameters in a clause as written (`<Route: Hashable, T>`: `Route`, `T`).
    static func genericParameters(_ clause: String) -> [String] {
        var inner = Substring(clause)
        if inner.hasPrefix("<") { inner = inner.dropFirst() }
        if inner.hasSuffix(">") { inner = inner.dropLast() }
        return inner.split(separator: ",").compactMap { part in
            let name = String((part.split(separator: ":", maxSplits: 1).first ?? "").filter { $0 != " " && $0 != "\n" && $0 != "\t" })
            return name.isEmpty ? nil : name
        }
    }

    /// The generic parameters constrained to `View` in a clause as written (`<Content: View, T>`).
    static func viewParameters(_ clause: String) -> [String] {
        var inner = Substring(clause)
        if inner.hasPrefix("<") { inner = inner.dropFirst() }
        if inner.hasSuffix(">") { inner = inner.dropLast() }
        var out: [String] = []
        for part in inner.split(separator: ",") {
            let pieces = part.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            let name = String(pieces[0].filter { $0 != " " && $0 != "\n" && $0 != "\t" })
            let constraint = pieces[1].split(separator: "&").map { String($0.filter { $0 != " " && $0 != "\n" && $0 != "\t" }) }
            if constraint.contains("View") || constraint.contains("SwiftUI.View") { out.append(name) }
        }
        return out
    }

    func type(_ n: SwiftNode, parent: SType?) -> SType {
        let keyword = n.keyword ?? "struct"
        let kind = STypeKind(rawValue: keyword) ?? .struct
        var name = n.name ?? ""
        var extendedPath: String?
        if kind == .extension, let t = n.firstChild(.type) {
            name = TypeIndex.lastComponent(t.text)
            extendedPath = TypeIndex.dottedPath(t.text)
        }
        var inherits: [String] = []
        if let clause = n.firstChild(.inheritanceClause) {
            for t in clause.childNodes where t.kind == .type {
                inherits.append(TypeIndex.lastComponent(t.name ?? t.text))
            }
        }
        let attrs = n.children(.attribute).compactMap(\.name)
        let t = SType(kind: kind, name: name, inherits: inherits, attributes: attrs, loc: loc(n))
        t.parent = parent
        t.extendedPath = extendedPath
        if let clause = n.firstChild(.genericParameterClause) {
            t.viewParameters = Self.viewParameters(clause.text)
            t.genericParameters = Self.genericParameters(clause.text)
        }
        beginFacts()
        defer { t.facts = endFacts() }
        if let block = n.firstChild(.memberBlock) {
            for m in flatten(block.children) {
                switch m.kind {
                case .variableDecl:
                    variables(m, into: &t.vars)
                    scanFacts(m)
                case .typealiasDecl:
                    if let a = typealiasOf(m) {
                        typealiases.append(a)
                        t.aliases[a.name] = TypeText.normalized(a.type)
                    }
                case .functionDecl:
                    t.funcs.append(function(m))
                    scanFacts(m)
                case .initDecl:
                    t.inits.append(function(m))
                    scanFacts(m)
                case .enumCaseDecl:
                    for el in m.children(.enumCaseElement) {
                        guard let c = el.name else { continue }
                        t.cases.append(c)
                        if let raw = el.firstChild(.initializer)?.childNodes.first, case .string(let v?, _) = expr(raw) { t.rawValues[c] = v }
                    }
                case .typeDecl: t.nested.append(type(m, parent: t))
                default: break
                }
            }
        }
        return t
    }

    func isStatic(_ n: SwiftNode) -> Bool {
        n.childNodes.contains { $0.kind == .modifier && ($0.nameIs("static") || $0.nameIs("class")) }
    }

    /// The properties a `var` or `let` declares, appended to `out`: one pass over the
    /// declaration's children and one over each binding's, no arrays of them made.
    func variables(_ n: SwiftNode, into out: inout [SVar]) {
        var envKey: String?
        var storageKey: String?
        // `@Environment(Router.self) var router`, `@UIApplicationDelegateAdaptor(AppDelegate.self) var
        // appDelegate`: the type is the argument (the first attribute that names one).
        var environmentType: String?
        var attributeNames: [String] = []
        var stat = false
        for a in n.childNodes {
            switch a.kind {
            case .attribute:
                if let name = a.name { attributeNames.append(name) }
                guard let arg = a.childNodes.first else { continue }
                let text = (arg.kind == .argument ? arg.childNodes.first : arg)?.text ?? ""
                if a.nameIs("Environment") { envKey = text.hasPrefix("\\") ? String(text.dropFirst()) : text }
                if (a.nameIs("AppStorage") || a.nameIs("SceneStorage")) && !text.isEmpty && !text.contains("\\(") { storageKey = text }
                if environmentType == nil, text.hasSuffix(".self") { environmentType = String(text.dropLast(5)) }
            case .modifier:
                if a.nameIs("static") || a.nameIs("class") { stat = true }
            default:
                break
            }
        }
        for b in n.childNodes where b.kind == .binding {
            guard let name = b.name else { continue }
            var typeAnnotation: SwiftNode?
            var initializerNode: SwiftNode?
            var accessors: SwiftNode?
            for c in b.childNodes {
                switch c.kind {
                case .typeAnnotation: if typeAnnotation == nil { typeAnnotation = c }
                case .initializer: if initializerNode == nil { initializerNode = c }
                case .accessorBlock: if accessors == nil { accessors = c }
                default: break
                }
            }
            var typeText = typeAnnotation?.childNodes.first?.text ?? environmentType
            // `= Router<Routes>(root: .home)`: a value of the generic type as written.
            if typeText == nil, let value = initializerNode?.childNodes.first, value.kind == .call,
               let callee = value.childNodes.first, callee.kind == .identifier, callee.text.contains("<") {
                typeText = callee.text
            }
            let initializer = initializerNode?.childNodes.first.map { LazyExpression(builder: self, node: $0) }
            var getter: LazyStatements?
            var didSet: LazyStatements?
            if let acc = accessors {
                if acc.flags.contains(.implicitGetter) {
                    getter = LazyStatements(builder: self, nodes: acc.children)
                } else if let get = acc.children(.accessor).first(where: { $0.name == "get" }), let block = get.firstChild(.codeBlock) {
                    getter = LazyStatements(builder: self, nodes: block.children)
                } else if let observer = acc.children(.accessor).first(where: { $0.name == "didSet" }),
                          let block = observer.firstChild(.codeBlock) {
                    didSet = LazyStatements(builder: self, nodes: block.children)
                }
            }
            // Every view's body is peeked at (`mayBeWrapper`) by "what was not placed": told here,
            // while files are read side by side, and not later on one thread.
            if name == "body" { getter?.tellQuickAnswers() }
            out.append(SVar(name: name, isStatic: stat, attributes: attributeNames, environmentKey: envKey,
                            storageKey: storageKey, type: typeText, initializerExpression: initializer, getterStatements: getter, loc: loc(b),
                            didSetStatements: didSet))
        }
    }

    /// The type aliases of the file, in the order read (top level and in types).
    var typealiases: [(name: String, type: String)] = []

    /// `typealias Recipes = [Recipe]`: its name and the type as written; nil for a generic alias.
    func typealiasOf(_ n: SwiftNode) -> (name: String, type: String)? {
        guard let name = n.name, n.firstChild(.genericParameterClause) == nil,
              let type = n.firstChild(.initializer)?.childNodes.first?.text else { return nil }
        return (name, type)
    }

    func function(_ n: SwiftNode) -> SFunc {
        var params: [SParam] = []
        if let clause = n.firstChild(.parameterClause) {
            for p in clause.children(.parameter) {
                let first = p.name ?? "_"
                let second = p.keyword
                let label: String? = first == "_" ? nil : first
                let type = p.firstChild(.type)?.text
                let initial = p.firstChild(.initializer)
                let literal = initial?.childNodes.first?.text
                params.append(SParam(label: label, name: second ?? first, type: type,
                                     optional: initial != nil || (type?.hasSuffix("...") ?? false),
                                     literalDefault: literal == "nil" || literal == "true" || literal == "false"
                                         || literal.map(Self.isImplicitCase) == true ? literal : nil))
            }
        }
        let ret = n.firstChild(.returnClause)?.childNodes.first?.text
        let body = n.firstChild(.codeBlock).map { LazyStatements(builder: self, nodes: $0.children) }
        return SFunc(name: n.name ?? "init", isStatic: isStatic(n), params: params, returnType: ret, bodyStatements: body, loc: loc(n))
    }

    func preview(_ n: SwiftNode) -> SPreview? {
        guard n.kind == .call, let callee = n.childNodes.first, callee.kind == .macroExpansion,
              let name = callee.name, name.hasSuffix("Preview") else { return nil }
        guard case .call(_, let args, let trailing, _) = expr(n) else { return nil }
        var body: [SStmt] = []
        if case .closure(_, let b, _)? = trailing.first?.value { body = b }
        return SPreview(args: args, body: body, loc: loc(n))
    }

    // MARK: Statements

    func statements(_ nodes: [SwiftNode]) -> [SStmt] {
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth else {
            if let first = nodes.first { giveUp(loc(first), .statementsTooDeep(levels: Self.maxDepth)) }
            return []
        }
        var out: [SStmt] = []
        for n in flatten(nodes) {
            if let s = statement(n) { out += s }
        }
        return out
    }

    func statement(_ n: SwiftNode) -> [SStmt]? {
        switch n.kind {
        case .variableDecl:
            return n.children(.binding).map { b in
                .binding(name: b.name ?? "_", type: b.firstChild(.typeAnnotation)?.childNodes.first?.text,
                         value: b.firstChild(.initializer)?.childNodes.first.map(expr), loc(b))
            }
        case .guardStmt:
            // What `guard let` binds holds for the statements after it.
            return [stmt(n)] + conditionBindings(n.firstChild(.conditionList))
        case .ifStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .returnStmt, .deferStmt, .doStmt:
            return [stmt(n)]
        case .codeBlock:
            return [.block(statements(n.children), loc(n))]
        case .functionDecl, .typeDecl, .initDecl, .importDecl, .typealiasDecl, .breakStmt, .continueStmt,
             .fallthroughStmt, .throwStmt:
            return [.other(loc(n))]
        default:
            return [.expr(expr(n))]
        }
    }

    func stmt(_ n: SwiftNode) -> SStmt {
        switch n.kind {
        case .ifStmt:
            let conds = n.firstChild(.conditionList).map(conditions) ?? []
            let blocks = n.childNodes.filter { $0.kind == .codeBlock || $0.kind == .ifStmt }
            let then = conditionBindings(n.firstChild(.conditionList)) + (blocks.first.map { statements($0.children) } ?? [])
            var els: [SStmt]?
            if blocks.count > 1 {
                let e = blocks[1]
                els = e.kind == .ifStmt ? [stmt(e)] : statements(e.children)
            }
            // `if case .edit = route { ... } else { ... }`: a `switch` of one case (and a default), so
            // that a known value picks its branch as a `switch` does.
            if let list = n.firstChild(.conditionList), list.childCount == 1, list.child(0).kind == .caseCondition,
               list.child(0).childCount == 2 {
                let c = list.child(0)
                var cases = [SCase(patterns: [expr(c.child(0))], isDefault: false, body: then, loc: loc(c))]
                if let els { cases.append(SCase(patterns: [], isDefault: true, body: els, loc: loc(n))) }
                return .switchStmt(subject: expr(c.child(1)), cases: cases, loc(n))
            }
            return .ifStmt(conditions: conds, then: then, else: els, loc(n))
        case .guardStmt:
            let conds = n.firstChild(.conditionList).map(conditions) ?? []
            return .guardStmt(conditions: conds, else: n.firstChild(.codeBlock).map { statements($0.children) } ?? [], loc(n))
        case .switchStmt:
            let kids = n.childNodes
            let subject = kids.first.map(expr) ?? .other(loc(n))
            var cases: [SCase] = []
            for c in flatten(Array(kids.dropFirst())) where c.kind == .switchCase {
                let label = c.firstChild(.caseLabel)
                let patterns = label.map { $0.childNodes.filter { $0.kind != .whereClause }.map(expr) } ?? []
                let isDefault = c.keyword == "default"
                let body = statements(c.childNodes.filter { $0.kind != .caseLabel })
                cases.append(SCase(patterns: patterns, isDefault: isDefault, body: body, loc: loc(c)))
            }
            return .switchStmt(subject: subject, cases: cases, loc(n))
        case .forStmt:
            let kids = n.childNodes
            let variable = kids.first?.text
            let seq = kids.count > 1 ? expr(kids[1]) : nil
            return .loop(variable: variable, sequence: seq, body: n.firstChild(.codeBlock).map { statements($0.children) } ?? [], loc(n))
        case .whileStmt, .repeatStmt:
            return .loop(variable: nil, sequence: nil, body: n.firstChild(.codeBlock).map { statements($0.children) } ?? [], loc(n))
        case .returnStmt:
            return .returnStmt(n.childNodes.first.map(expr), loc(n))
        case .deferStmt, .doStmt:
            var body: [SStmt] = []
            for c in n.childNodes {
                if c.kind == .codeBlock { body += statements(c.children) }
                if c.kind == .catchClause, let b = c.firstChild(.codeBlock) { body += statements(b.children) }
            }
            return .block(body, loc(n))
        default:
            return .expr(expr(n))
        }
    }

    /// The names `if let` and `guard let` conditions bind, as bindings
    /// (`if let screen = HomeScreen(rawValue: part)` makes `screen` a `HomeScreen`);
    /// `if let item` and `if let item = item` only unwrap, and bind nothing new.
    func conditionBindings(_ list: SwiftNode?) -> [SStmt] {
        guard let list else { return [] }
        return list.childNodes.compactMap { c -> SStmt? in
            guard c.kind == .optionalBinding, let name = c.name, name != "self", name != "_",
                  let value = c.firstChild(.initializer)?.childNodes.first.map(expr) else { return nil }
            if case .name(let n, _) = value, n == name { return nil }
            if case .member(.name("self", _)?, let n, _) = value, n == name { return nil }
            return .binding(name: name, type: c.firstChild(.typeAnnotation)?.childNodes.first?.text, value: value, loc(c))
        }
    }

    /// The conditions of an `if`, `guard` or `while`; `if let x = value` (and `if let x`)
    /// reads as `value != nil`, so that what it tests and calls is seen.
    func conditions(_ list: SwiftNode) -> [SExpr] {
        list.childNodes.compactMap { c in
            switch c.kind {
            case .optionalBinding:
                let l = loc(c)
                guard let value = c.firstChild(.initializer)?.childNodes.first.map(expr) ?? c.name.map({ SExpr.name($0, l) }) else { return nil }
                return .binary(value, "!=", .name("nil", l), l)
            case .caseCondition: return nil
            default: return expr(c)
            }
        }
    }

    // MARK: Expressions

    func expr(_ n: SwiftNode) -> SExpr {
        expr(n, base: nil)
    }

    /// - Parameter base: what a `postfixIfBase` inside stands for.
    func expr(_ n: SwiftNode, base: SExpr?) -> SExpr {
        let l = loc(n)
        if n.kind == .call || n.kind == .memberAccess || n.kind == .argument {
            chain += 1
            defer { chain -= 1 }
            guard chain < Self.maxChain, stackAddress() >= stackFloor else {
                giveUp(l, .chainTooLong(calls: chain))
                return .other(l)
            }
            return exprBody(n, l, base: base)
        }
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.maxDepth, stackAddress() >= stackFloor else {
            giveUp(l, .expressionsTooDeep(levels: depth))
            return .other(l)
        }
        return exprBody(n, l, base: base)
    }

    private func exprBody(_ n: SwiftNode, _ l: Loc, base: SExpr?) -> SExpr {
        switch n.kind {
        case .identifier:
            return .name(n.name ?? n.text, l)
        case .integerLiteral, .floatLiteral:
            return .number(Self.number(n.text) ?? 0, l)
        case .booleanLiteral:
            return .bool(n.text == "true", l)
        case .nilLiteral:
            return .name("nil", l)
        case .stringLiteral:
            if n.flags.contains(.interpolated) { return .string(nil, l) }
            return .string(decodeString(n), l)
        case .implicitMember:
            return .member(nil, n.name ?? "", l)
        case .memberAccess:
            let b = n.childNodes.first.map { expr($0, base: base) }
            return .member(b, n.name ?? "", nameLoc(n))
        case .call:
            let kids = n.childNodes
            guard let calleeNode = kids.first else { return .other(l) }
            let callee = expr(calleeNode, base: base)
            let l = calleeNode.kind == .memberAccess ? nameLoc(calleeNode) : l
            var args: [SArg] = []
            var trailing: [SArg] = []
            for a in kids.dropFirst() where a.kind == .argument {
                let v = a.childNodes.first.map(expr) ?? .other(loc(a))
                if a.flags.contains(.trailingClosure) {
                    trailing.append(SArg(label: a.name, value: v))
                } else {
                    args.append(SArg(label: a.name, value: v))
                }
            }
            return .call(callee, args, trailing, l)
        case .argument:
            return n.childNodes.first.map { expr($0, base: base) } ?? .other(l)
        case .subscriptCall:
            let kids = n.childNodes
            let b = kids.first.map { expr($0, base: base) } ?? .other(l)
            let args = kids.dropFirst().map { SArg(label: $0.name, value: $0.childNodes.first.map(expr) ?? .other(loc($0))) }
            return .subscriptCall(b, args, l)
        case .forceUnwrap:
            return .postfix(n.childNodes.first.map { expr($0, base: base) } ?? .other(l), "!", l)
        case .optionalChain:
            return .postfix(n.childNodes.first.map { expr($0, base: base) } ?? .other(l), "?", l)
        case .postfixOperator:
            return .postfix(n.childNodes.first.map { expr($0, base: base) } ?? .other(l), n.name ?? "", l)
        case .prefixOperator:
            return .prefix(n.name ?? "", n.childNodes.first.map { expr($0, base: base) } ?? .other(l), l)
        case .binarySequence:
            return binarySequence(n, base: base)
        case .tryExpr, .awaitExpr:
            return n.childNodes.first.map { expr($0, base: base) } ?? .other(l)
        case .bindingPattern:
            // `case let .detail(x)`: the pattern under the `let`.
            return n.childNodes.first.map { expr($0, base: base) } ?? .other(l)
        case .closure:
            var params: [String] = []
            var body: [SwiftNode] = []
            var hasSignature = false
            for c in n.childNodes {
                if c.kind == .closureSignature {
                    hasSignature = true
                    for p in c.children(.closureParameter) { params.append(p.name ?? "_") }
                } else {
                    body.append(c)
                }
            }
            if !hasSignature { params = ["$0"] }
            return .closure(params, statements(body), l)
        case .arrayLiteral:
            return .array(n.childNodes.map(expr), l)
        case .tuple:
            let items = n.childNodes.map { SArg(label: $0.kind == .argument ? $0.name : nil, value: expr($0, base: base)) }
            if items.count == 1 && items[0].label == nil { return items[0].value }
            return .tuple(items, l)
        case .keyPath:
            let t = n.text
            return .keyPath(t.hasPrefix("\\") ? String(t.dropFirst()) : t, l)
        case .ifStmt, .switchStmt:
            return .statement(stmt(n), l)
        case .macroExpansion:
            return .name(n.name ?? n.text, l)
        case .postfixIfConfig:
            let kids = n.childNodes
            var cur = kids.first.map { expr($0, base: base) } ?? .other(l)
            let clauses = kids.dropFirst().filter { $0.kind == .ifConfigClause }
            for c in clauses {
                let holdsHere = c.keyword == "#else" || (c.childNodes.first.map { Self.holds(expr($0)) } ?? false)
                if holdsHere {
                    for part in clauseBody(c) { cur = expr(part, base: cur) }
                    break
                }
            }
            return cur
        case .postfixIfBase:
            return base ?? .other(l)
        case .codeBlock:
            return .closure([], statements(n.children), l)
        default:
            return .other(l)
        }
    }

    /// A flat `a op b op c` sequence, nested by Swift's precedence groups.
    func binarySequence(_ n: SwiftNode, base: SExpr?) -> SExpr {
        enum Item { case operand(SExpr), op(String, SExpr?, Loc) }
        var items: [Item] = []
        for c in n.childNodes {
            switch c.kind {
            case .binaryOperator: items.append(.op(c.name ?? c.text, nil, loc(c)))
            case .ternary: items.append(.op("?:", c.childNodes.first.map(expr), loc(c)))
            case .cast: items.append(.op("as", nil, loc(c)))
            default: items.append(.operand(expr(c, base: base)))
            }
        }
        // Casts bind to the operand before them.
        var operands: [SExpr] = []
        var ops: [(String, SExpr?, Loc)] = []
        var i = 0
        while i < items.count {
            switch items[i] {
            case .operand(let e):
                operands.append(e)
            case .op(let o, let mid, let l):
                if o == "as" { break }
                ops.append((o, mid, l))
            }
            i += 1
        }
        guard !operands.isEmpty else { return .other(loc(n)) }
        while operands.count < ops.count + 1 { operands.append(.other(loc(n))) }
        if ops.count > operands.count - 1 { ops = Array(ops.prefix(operands.count - 1)) }
        return Self.nest(operands, ops)
    }

    static func precedence(_ op: String) -> (Int, Bool) {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??=": return (1, true)
        case "?:": return (2, true)
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (7, false)
        case "+", "-", "|", "^", "&+", "&-": return (8, false)
        case "*", "/", "%", "&", "&*": return (9, false)
        case "<<", ">>": return (10, false)
        default: return (7, false)
        }
    }

    static func nest(_ operands: [SExpr], _ ops: [(String, SExpr?, Loc)]) -> SExpr {
        guard !ops.isEmpty else { return operands[0] }
        // Split at the loosest operator (the rightmost for left-associative, leftmost for right-associative).
        var split = 0
        var bestP = Int.max
        for (i, o) in ops.enumerated() {
            let (p, right) = precedence(o.0)
            if p < bestP {
                bestP = p
                split = i
            } else if p == bestP && !right {
                split = i
            }
        }
        let lhs = nest(Array(operands[...split]), Array(ops[..<split]))
        let rhs = nest(Array(operands[(split + 1)...]), Array(ops[(split + 1)...]))
        let (op, mid, l) = ops[split]
        if op == "?:" { return .ternary(lhs, mid ?? .other(l), rhs, l) }
        return .binary(lhs, op, rhs, l)
    }

    static func number(_ text: String) -> Double? {
        let t = text.filter { $0 != "_" }
        if t.hasPrefix("0x") { return UInt64(t.dropFirst(2), radix: 16).map(Double.init) }
        if t.hasPrefix("0b") { return UInt64(t.dropFirst(2), radix: 2).map(Double.init) }
        if t.hasPrefix("0o") { return UInt64(t.dropFirst(2), radix: 8).map(Double.init) }
        return Double(t)
    }

    /// The text of a string literal without interpolation, escapes decoded.
    func decodeString(_ n: SwiftNode) -> String {
        let toks = tree.tokens
        var pounds = 0
        var multiline = false
        var segments: [Range<Int>] = []
        for i in n.tokenRange where i < toks.count {
            let t = toks[i]
            switch t.kind {
            case .stringOpen:
                let open = tree.text(t.range)
                pounds = open.prefix(while: { $0 == "#" }).count
                multiline = open.hasSuffix("\"\"\"")
            case .stringSegment:
                segments.append(t.range)
            default: break
            }
        }
        // Most literals are one line with no escape: their text as it stands.
        if !multiline, segments.count <= 1, !hasBackslash(segments.first ?? 0..<0) {
            return segments.first.map { tree.text($0) } ?? ""
        }
        var raw = ""
        for r in segments { raw += tree.text(r) }
        if multiline { raw = Self.dedent(raw) }
        return Self.unescape(raw, pounds: pounds)
    }

    /// Whether the bytes of `range` (within the file) hold a backslash.
    private func hasBackslash(_ range: Range<Int>) -> Bool {
        let bytes = tree.bytes
        let lo = max(0, min(range.lowerBound, bytes.count)), hi = max(lo, min(range.upperBound, bytes.count))
        return bytes[lo..<hi].contains(UInt8(ascii: "\\"))
    }

    /// A multi-line string's content: the first line break dropped, the closing line's indentation removed.
    static func dedent(_ s: String) -> String {
        var lines = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { lines.removeFirst() }
        guard let last = lines.last else { return "" }
        let indent = last.allSatisfy({ $0 == " " || $0 == "\t" }) ? last.count : 0
        if indent > 0 || last.isEmpty { lines.removeLast() }
        return lines.map { l in
            var k = 0
            var s = Substring(l)
            while k < indent, let f = s.first, f == " " || f == "\t" { s = s.dropFirst(); k += 1 }
            return String(s)
        }.joined(separator: "\n")
    }

    static func unescape(_ s: String, pounds: Int) -> String {
        var out = ""
        let chars = Array(s.unicodeScalars)
        var i = 0
        let marker = String(repeating: "#", count: pounds)
        while i < chars.count {
            let c = chars[i]
            if c == "\\" {
                var j = i + 1
                var k = 0
                while k < pounds, j < chars.count, chars[j] == "#" { j += 1; k += 1 }
                if k == pounds, j < chars.count {
                    let e = chars[j]
                    switch e {
                    case "n": out += "\n"; i = j + 1; continue
                    case "t": out += "\t"; i = j + 1; continue
                    case "r": out += "\r"; i = j + 1; continue
                    case "0": out += "\0"; i = j + 1; continue
                    case "\\": out += "\\"; i = j + 1; continue
                    case "\"": out += "\""; i = j + 1; continue
                    case "'": out += "'"; i = j + 1; continue
                    case "\n":
                        i = j + 1
                        continue
                    case "u":
                        if j + 1 < chars.count, chars[j + 1] == "{" {
                            var h = ""
                            var m = j + 2
                            while m < chars.count, chars[m] != "}" { h.unicodeScalars.append(chars[m]); m += 1 }
                            if let v = UInt32(h, radix: 16), let sc = Unicode.Scalar(v) { out.unicodeScalars.append(sc) }
                            i = m + 1
                            continue
                        }
                    default: break
                    }
                }
                _ = marker
            }
            out.unicodeScalars.append(c)
            i += 1
        }
        return out
    }
}

/// What an extraction read of the model while it listened (`listen`, `stop`):
/// the bodies and initial values it asked for, in order, and the files of
/// everything it looked at in code (those it only peeked at, `mayBeWrapper`,
/// included). An answer worked out while listening holds as long as none of
/// those files has other code; it is used again by asking for the same bodies
/// in the same order (`Heard.askAgain`), so that where they gave up counts as
/// in a run that worked it out afresh.
/// One extraction after another over a set of file models: each model of the
/// set points to it (`SwiftModelBuilder.attach`), and `begin` starts the next
/// extraction for all of them.
final class ReadRun {
    private(set) var number = 0
    private(set) var log: ReadLog?
    /// The models whose bodies, asked for in this extraction, left a nest out, in the order met:
    /// each by its file's place and its identity, not held (each model holds its run).
    fileprivate(set) var gaveUpIn: [(place: Int, model: ObjectIdentifier)] = []

    func begin(log: ReadLog?) {
        number += 1
        self.log = log
        gaveUpIn = []
    }
}

final class ReadLog {
    /// What was heard while listening (a class: an answer kept holds it, and
    /// is handed on by one reference).
    final class Heard {
        fileprivate(set) var asked: [any AskedFor] = []
        var files: Set<Int> = []
        /// Whether reading a body asked for gave up somewhere (known once
        /// listening stops). Asking again for bodies that did not says
        /// nothing, so that a kept answer whose bodies all read whole is
        /// replayed with no asking, unless a listener is on (it hears the asks).
        fileprivate(set) var anyGaveUp = false

        /// Whether none of the files heard is among `changed` (most often
        /// empty or one file).
        func readNone(of changed: Set<Int>) -> Bool {
            switch changed.count {
            case 0: return true
            case 1: return !files.contains(changed.first!)
            default: return files.isDisjoint(with: changed)
            }
        }

        /// Asks for the bodies heard again, in order (the next log hears them too).
        func askAgain() {
            for a in asked { a.askAgain() }
        }
    }

    private var heard: Heard?

    /// Starts listening (not nested: a listener that is already on is an error of the caller).
    func listen() {
        precondition(heard == nil, "ReadLog.listen while listening")
        heard = Heard()
    }

    /// Stops listening, and gives what was heard.
    func stop() -> Heard {
        defer { heard = nil }
        let h = heard ?? Heard()
        h.anyGaveUp = h.asked.contains { $0.gaveUpSomewhere }
        return h
    }

    /// Whether a listener is on.
    var isListening: Bool { heard != nil }

    fileprivate func asked(_ a: any AskedFor, file: Int) {
        guard let heard else { return }
        heard.asked.append(a)
        heard.files.insert(file)
    }

    /// An answer kept is used: what working it out read is heard again (its
    /// bodies asked for again, in order, and its files), as if it were worked
    /// out. With no listener, only bodies that gave up need asking again.
    func replay(_ kept: Heard) {
        if let heard {
            heard.files.formUnion(kept.files)
            kept.askAgain()
        } else if kept.anyGaveUp {
            kept.askAgain()
        }
    }

    /// A file whose code an answer depends on, without a body read (an answer
    /// kept for the whole run, `Extraction.dependsOn`).
    func peeked(file: Int) {
        heard?.files.insert(file)
    }
}

/// A body or initial value read lazily, which a `ReadLog` can ask for again.
protocol AskedFor: AnyObject {
    func askAgain()
    /// Whether reading it gave up somewhere (once read).
    var gaveUpSomewhere: Bool { get }
}

/// Statements of a body, read from the syntax tree the first time they are asked for:
/// most of a project's code is never reached from a scene, so it is never read further
/// than its declarations. Extraction runs on one thread; the box is not shared across threads.
final class LazyStatements: AskedFor {
    private let builder: SwiftModelBuilder
    private var nodes: [SwiftNode]
    private var built: [SStmt]?
    /// Where reading the body left a nest out, and the last extraction that asked for it.
    private var gaveUp: [(Loc, SwiftProblem.Message)] = []
    private var askedIn = -1

    init(builder: SwiftModelBuilder, nodes: [SwiftNode]) {
        self.builder = builder
        self.nodes = nodes
    }

    /// Whether the body may only show a property it was given (`content`, `self.content`,
    /// `build()`), told from the syntax without reading it: a quick no for wrappers.
    var mayBeWrapper: Bool {
        builder.log?.peeked(file: builder.fileIndex)
        return quickAnswers().wrapper
    }

    /// Whether the body may only pick a view by a `switch` or `if`, told from the syntax: a quick no for routers.
    var mayBeRouter: Bool {
        builder.log?.peeked(file: builder.fileIndex)
        return quickAnswers().router
    }

    /// Whether the body may only show the view a stored value builds (`section.content`,
    /// in a stack or with modifiers), told from the syntax: a quick no for the per-tab
    /// roots that `Extraction.isRouterView` looks through, without reading every body.
    var mayShowStoredCase: Bool {
        builder.log?.peeked(file: builder.fileIndex)
        return quickAnswers().storedCase
    }

    /// What the body's one expression makes under the modifiers that add nothing a person sees,
    /// told from the syntax: a quick no for `Extraction.forwardingBody`, which asks it of every
    /// view a `#Preview` or a screen makes, and would otherwise read each of their bodies.
    var forwardShape: ForwardShape {
        builder.log?.peeked(file: builder.fileIndex)
        return quickAnswers().forward
    }

    /// What `forwardShape` tells.
    enum ForwardShape {
        /// The body is not one expression, or a modifier above the call at its bottom is not one
        /// of `Extraction.plainModifiers`: it forwards to nothing.
        case none
        /// `Name(...)` under plain modifiers, or none: it may forward to `Name` (the read body
        /// has the same call, whose callee's name is this).
        case call(String)
        /// The syntax does not tell (a `#if`, a dotted type, an expression of another kind): read the body.
        case unknown
    }

    /// The answers of `mayBeWrapper`, `mayBeRouter`, `mayShowStoredCase` and `forwardShape`, told
    /// from the syntax once, and kept when the body is read (which drops the syntax): the
    /// same whether or not the body was read before, in this extraction or
    /// an earlier one that a cache keeps, so that a kept extraction and a
    /// fresh one agree.
    private var quick: (wrapper: Bool, router: Bool, storedCase: Bool, forward: ForwardShape)?

    /// Tells the quick answers now (without marking the file as peeked at:
    /// that is for what the extraction asks).
    func tellQuickAnswers() { _ = quickAnswers() }

    private func quickAnswers() -> (wrapper: Bool, router: Bool, storedCase: Bool, forward: ForwardShape) {
        if let quick { return quick }
        var answer = (wrapper: false, router: false, storedCase: false, forward: Self.forwardShape(nodes))
        // `@Bindable var router = router` may come first; a `#if` is read before it is told.
        let shown = nodes.filter { $0.kind != .variableDecl }
        answer.storedCase = nodes.contains { $0.kind == .ifConfig } || (shown.count == 1 && Self.mayShowMember(shown[0]))
        if nodes.count == 1 {
            var n = nodes[0]
            if n.kind == .returnStmt, n.childCount == 1 { n = n.child(0) }
            switch n.kind {
            case .identifier, .memberAccess: answer.wrapper = true
            case .call:
                // `content()`, or `content.tint(.orange)`: modifiers on a name (`isPureWrapper` tells which).
                var m = n
                while m.kind == .call, m.childCount > 0, m.child(0).kind == .memberAccess, m.child(0).childCount > 0 { m = m.child(0).child(0) }
                answer.wrapper = n.childCount == 1 || m.kind == .identifier
            default: break
            }
            answer.router = n.kind == .switchStmt || n.kind == .ifStmt || Self.containerOfOneChoice(n) || Self.callGivenViews(n)
        }
        quick = answer
        return answer
    }

    /// The shape `Extraction.forwardingBody` looks for, told from the syntax the way the read body
    /// would tell it: the statements but value declarations (`SwiftModelBuilder.statement` makes one
    /// statement of every other node), one expression or `return` of one, then down the calls of a
    /// lower-case member (never a type's name, `calleeName`) to the call at the bottom.
    static func forwardShape(_ nodes: [SwiftNode]) -> ForwardShape {
        // A `#if` is read before it is told.
        if nodes.contains(where: { $0.kind == .ifConfig }) { return .unknown }
        let shown = nodes.filter { $0.kind != .variableDecl }
        guard shown.count == 1 else { return .none }
        var n = shown[0]
        switch n.kind {
        case .returnStmt:
            guard n.childCount > 0 else { return .none }
            n = n.child(0)
        case .guardStmt, .ifStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt, .deferStmt, .doStmt, .codeBlock,
             .functionDecl, .typeDecl, .initDecl, .importDecl, .typealiasDecl, .breakStmt, .continueStmt,
             .fallthroughStmt, .throwStmt:
            return .none
        default:
            break
        }
        while true {
            guard n.kind == .call else { return .unknown }
            guard n.childCount > 0 else { return .none }
            let callee = n.child(0)
            switch callee.kind {
            case .identifier:
                return .call(callee.name ?? callee.text)
            case .memberAccess:
                let member = callee.name ?? ""
                guard callee.childCount > 0, !TypeText.isUpper(member) else { return .unknown }
                guard Extraction.plainModifiers.contains(member) else { return .none }
                n = callee.child(0)
            default:
                return .unknown
            }
        }
    }

    /// `NavigationStack { section.content }.tint(.blue)`: down modifiers and the one closure
    /// of a call, to a member of a name (`section.content`, `section.view()`); told from the
    /// syntax, erring towards yes (`Extraction.showsViewOfStoredCase` reads the rest).
    static func mayShowMember(_ node: SwiftNode) -> Bool {
        var n = node
        while true {
            switch n.kind {
            case .returnStmt, .postfixIfConfig:
                guard n.childCount > 0 else { return false }
                n = n.child(0)
            case .memberAccess:
                // `section.content`, or `router.route.content`.
                guard n.childCount > 0 else { return false }
                let base = n.child(0)
                return base.kind == .identifier || (base.kind == .memberAccess && base.childCount > 0 && base.child(0).kind == .identifier)
            case .call:
                guard n.childCount > 0 else { return false }
                let callee = n.child(0)
                if callee.kind == .memberAccess, callee.childCount > 0 {
                    if callee.child(0).kind == .identifier { return true }
                    n = callee.child(0)
                    continue
                }
                var closures: [SwiftNode] = []
                for arg in n.childNodes.dropFirst() {
                    if arg.kind == .closure { closures.append(arg) }
                    for v in arg.childNodes where v.kind == .closure { closures.append(v) }
                }
                guard closures.count == 1 else { return false }
                let statements = closures[0].childNodes.filter { $0.kind != .closureSignature }
                guard statements.count == 1 else { return false }
                n = statements[0]
            default:
                return false
            }
        }
    }

    /// `Group { switch stage { ... } }.animation(...)`, with `#if` modifiers or none: a plain
    /// container whose one closure holds one `switch` or `if` (`Extraction.soleChoiceInContainer`
    /// reads it), told from the syntax.
    /// `RootSwitcher(showMain: flag) { MainTabs() } onboarding: { Welcome() }`, modifiers after it: a
    /// call of an upper-case name given two closures or more, which may be a container of the
    /// project that picks one of them (`Extraction.choiceOfGivenContainer` reads the rest).
    static func callGivenViews(_ node: SwiftNode) -> Bool {
        var n = node
        while n.kind == .call, n.childCount > 0, n.child(0).kind == .memberAccess, n.child(0).childCount > 0 { n = n.child(0).child(0) }
        guard n.kind == .call, n.childCount > 2, n.child(0).kind == .identifier, let first = n.child(0).name?.utf8.first,
              first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return n.childNodes.filter { $0.kind == .argument && $0.childCount > 0 && $0.child($0.childCount - 1).kind == .closure }.count >= 2
    }

    static func containerOfOneChoice(_ node: SwiftNode, depth: Int = 0) -> Bool {
        var n = node
        // Down the modifier chain to the call at its bottom.
        while true {
            if n.kind == .postfixIfConfig, n.childCount > 0 { n = n.child(0); continue }
            guard n.kind == .call, n.childCount > 0 else { return false }
            let callee = n.child(0)
            if callee.kind == .memberAccess, callee.childCount > 0 { n = callee.child(0); continue }
            guard callee.kind == .identifier, let name = callee.name, ["Group", "ZStack", "VStack", "NavigationStack", "NavigationView", "GeometryReader"].contains(name)
            else { return false }
            var args = Array(n.childNodes.dropFirst())
            // `NavigationStack(path: $router.path) { ... }`.
            if name == "NavigationStack", args.count == 2, args[0].name != nil { args.removeFirst() }
            guard args.count == 1, let closure = args.first?.childNodes.first, closure.kind == .closure else { return false }
            // (Values named first, `let width = proxy.size.width`, are passed over.)
            let statements = closure.childNodes.filter { $0.kind != .closureSignature && $0.kind != .variableDecl }
            // `ZStack { if step == .login { ... }; if step == .register { ... } }` too, and
            // `NavigationStack { Group { switch stage { ... } } }`.
            return (statements.count == 1 && (statements[0].kind == .switchStmt || statements[0].kind == .ifStmt))
                || (statements.count > 1 && statements.allSatisfy { $0.kind == .ifStmt })
                || (statements.count == 1 && depth < 3 && containerOfOneChoice(statements[0], depth: depth + 1))
        }
    }

    var value: [SStmt] {
        builder.log?.asked(self, file: builder.fileIndex)
        if askedIn != builder.run {
            askedIn = builder.run
            if built == nil {
                let nodes = nodes
                _ = quickAnswers()
                (built, gaveUp) = builder.readLater { $0.statements(nodes) }
                self.nodes = []
            }
            builder.asked(gaveUp: gaveUp)
        }
        return built ?? []
    }

    func askAgain() { _ = value }

    var gaveUpSomewhere: Bool { !gaveUp.isEmpty }
}

/// A property's initial value, read from the syntax tree the first time it is
/// asked for, as bodies are (`LazyStatements`): extraction asks for few of them.
final class LazyExpression: AskedFor {
    private let builder: SwiftModelBuilder
    private var node: SwiftNode?
    private var built: SExpr?
    private var gaveUp: [(Loc, SwiftProblem.Message)] = []
    private var askedIn = -1

    init(builder: SwiftModelBuilder, node: SwiftNode) {
        self.builder = builder
        self.node = node
    }

    var value: SExpr {
        builder.log?.asked(self, file: builder.fileIndex)
        if askedIn != builder.run {
            askedIn = builder.run
            if built == nil, let node {
                (built, gaveUp) = builder.readLater { $0.expr(node) }
                self.node = nil
            }
            builder.asked(gaveUp: gaveUp)
        }
        return built ?? .other(.none)
    }

    func askAgain() { _ = value }

    var gaveUpSomewhere: Bool { !gaveUp.isEmpty }
}

extension SwiftModelBuilder {
    /// `.plain`: a case written without its type, as a parameter's default value.
    static func isImplicitCase(_ text: String) -> Bool {
        let u = Array(text.utf8)
        guard u.count > 1, u[0] == UInt8(ascii: "."), u[1] == UInt8(ascii: "_") || (u[1] | 0x20) >= UInt8(ascii: "a") && (u[1] | 0x20) <= UInt8(ascii: "z")
        else { return false }
        return u.dropFirst().allSatisfy { c in
            c == UInt8(ascii: "_") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z"))
        }
    }
}
