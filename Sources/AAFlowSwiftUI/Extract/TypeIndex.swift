import AAFlow
import AAFlowPlatform

/// Every type of the project by name, with its extensions and the bodies
/// protocol extensions give it, so that the extractor can look up a member
/// of any type in one step.
final class TypeIndex {
    /// A type and everything declared for it across the project.
    final class Entry {
        let key: String
        let name: String
        /// The lexical path of the declaration: `Outer.Inner` for a nested type
        /// (also one nested in `extension Outer`), the name for a top-level one.
        var path: String
        /// The declaration (nil when only extensions are seen).
        var decl: SType?
        var parts: [SType] = []
        var inherits: Set<String> = []
        var file: Int = -1
        var target: String = ""
        /// `TypeIndex.isView`, once known (the index does not change after it is built).
        var isViewAnswer: Bool?
        /// `TypeIndex.allParts`, once known (`rebind` forgets it with the parts it replaces).
        var allPartsAnswer: [SType]?
        /// Whether `allPartsAnswer` holds parts of a superclass of the project's
        /// (`rebind` forgets it whenever a part is replaced, as they may be in another file).
        var inheritsClassParts = false
        /// `TypeIndex.variable` and `functions`, by name, once asked (forgotten with `allPartsAnswer`).
        /// Each by its place in `allPartsAnswer`: the part and the member's place in it.
        var variablesAnswer: [String: MemberPlace]?
        var functionsAnswer: [String: [MemberPlace]]?
        /// How many times `TypeIndex.variable` looked along the properties before gathering them.
        var variableScans: UInt8 = 0
        /// `Extraction.lazyBody`, once known: the `body` property's getter, or the `body`
        /// function's statements (nil inside when it has neither).
        var bodyAnswer: LazyStatements??
        /// The stored properties that hold a view the type is given (`Extraction.isContainerView`), once known.
        var heldViewsAnswer: [String]?
        /// `TypeIndex.idNumber`, once numbered.
        var idNumber = -1
        /// `Extraction.isPreview`, once known (what a type and its holders inherit is part of their file's shape).
        var isPreviewAnswer: Bool?
        /// Whether a part reads the Assistive Access mode (`SType.readsAssistiveMode`), once known (forgotten with the parts).
        var readsModeAnswer: Bool?
        /// Whether "what was not placed" looks through the type
        /// (`Extraction.isLookedThrough`, with a `NotPlacedMemo`), and what
        /// working that out read: kept with the index, used while none of
        /// the files read changed.
        var lookedThroughAnswer: (answer: Bool, heard: ReadLog.Heard)?

        /// Forgets the answers worked out from the type's parts (`rebind`).
        func forgetParts() {
            allPartsAnswer = nil
            inheritsClassParts = false
            variablesAnswer = nil
            variableScans = 0
            bodyAnswer = nil
            functionsAnswer = nil
            heldViewsAnswer = nil
            readsModeAnswer = nil
        }

        /// Whether one of its parts reads `accessibilityAssistiveAccessEnabled`.
        var readsAssistiveMode: Bool {
            if let known = readsModeAnswer { return known }
            let answer = parts.contains { $0.readsAssistiveMode }
            readsModeAnswer = answer
            return answer
        }

        init(key: String, name: String, path: String? = nil) {
            self.key = key
            self.name = name
            self.path = path ?? name
        }

        var kind: STypeKind { decl?.kind ?? .extension }
        var loc: Loc { decl?.loc ?? parts.first?.loc ?? .none }
        var cases: [String] { parts.flatMap(\.cases) }
    }

    private(set) var files: [SFile]
    /// Target folder of each file.
    let targets: [String]
    private(set) var byName: [String: [Entry]] = [:]
    private(set) var entries: [Entry] = []
    /// Extensions of protocols, by protocol name.
    private var protocolParts: [String: [SType]] = [:]
    /// Names of project protocols that inherit from View (directly or not).
    private var viewProtocols: Set<String> = []
    /// Variables bound as `NavigationStack(path:)` anywhere, and those of type `NavigationPath`.
    var pathVariables: Set<String> = []

    init(files: [SFile], targets: [String]) {
        self.files = files
        self.targets = targets
        // Declarations first, so that extensions find them.
        var pending: [(SType, Int)] = []
        for (i, f) in files.enumerated() {
            func visit(_ t: SType) {
                pending.append((t, i))
                for n in t.nested { visit(n) }
            }
            for t in f.types { visit(t) }
        }
        for (t, i) in pending where t.kind != .extension {
            let e = Entry(key: t.name, name: t.name, path: Self.path(of: t))
            e.decl = t
            e.parts = [t]
            e.inherits = Set(t.inherits)
            e.file = i
            e.target = targets[i]
            byName[t.name, default: []].append(e)
            entries.append(e)
        }
        // Same-named types get ids of their own: qualified by the target when they lie in
        // different targets, and by the types that hold them when they are nested.
        for (name, list) in byName where list.count > 1 {
            let distinctTargets = Set(list.map(\.target)).count > 1
            let distinctPaths = Set(list.map(\.path)).count > 1
            // Same target and same lexical path (`iOS/` and `macOS/` folders of one app): the
            // first folder where their files part is their target.
            let folders = !distinctTargets && !distinctPaths ? Self.partingFolders(list.map { files[$0.file].path }) : nil
            for (k, e) in list.enumerated() {
                var q = distinctPaths ? e.path : name
                if distinctTargets && !e.target.isEmpty { q = e.target + "." + q }
                if let folders, !folders[k].isEmpty { q = folders[k] + "." + q }
                if q != name { qualified[ObjectIdentifier(e)] = q }
            }
        }
        for (t, i) in pending where t.kind == .extension {
            if let e = lookup(t.extendedPath ?? t.name, from: i) {
                e.parts.append(t)
                e.inherits.formUnion(t.inherits)
                // Every extension of a type declared elsewhere (`extension View`, in as many
                // files as the project has) gives its members to the types that conform to it.
                if e.decl == nil && !t.name.isEmpty { protocolParts[t.name, default: []].append(t) }
            } else if !t.name.isEmpty {
                // An extension of a type declared elsewhere (a protocol of ours, or SwiftUI's).
                protocolParts[t.name, default: []].append(t)
                if byName[t.name] == nil {
                    let e = Entry(key: t.name, name: t.name)
                    e.parts = [t]
                    e.inherits = Set(t.inherits)
                    e.file = i
                    e.target = targets[i]
                    byName[t.name] = [e]
                    entries.append(e)
                }
            }
        }
        for e in entries where e.kind == .protocol {
            for p in e.parts where p.kind == .extension { protocolParts[e.name, default: []].append(p) }
        }
        // Look-ups made while the index was being built are not kept.
        sharedNameLookups = [:]
        sharedNameShapes = [:]
        // View protocols: a fixed point over project protocols.
        var changed = true
        // Representables are screens like Views (rule 30): a sheet of `SafariView()` shows it.
        viewProtocols = ["View", "UIViewControllerRepresentable", "UIViewRepresentable", "NSViewControllerRepresentable", "NSViewRepresentable"]
        while changed {
            changed = false
            for e in entries where e.kind == .protocol && !viewProtocols.contains(e.name) {
                if !e.inherits.isDisjoint(with: viewProtocols) {
                    viewProtocols.insert(e.name)
                    changed = true
                }
            }
        }
        for e in entries {
            for p in e.parts {
                if !p.pathVariableNames.isEmpty { pathVariables.formUnion(p.pathVariableNames) }
                if !p.facts.boundPaths.isEmpty { pathVariables.formUnion(p.facts.boundPaths) }
            }
        }
    }

    private var qualified: [ObjectIdentifier: String] = [:]

    /// What the index reads of a file's declarations, and what the answers it
    /// keeps (`isView`, look-ups, path variables) depend on: each type's kind,
    /// name, extended path, conformances, attributes, cases, and its members'
    /// names, types and signatures, nested types included; no bodies and no
    /// places. Two versions of a file with the same shape give the same index.
    static func shape(of file: SFile) -> String {
        var out = ""
        func add(_ t: SType) {
            out += "\(t.kind.rawValue) \(t.name) \(t.extendedPath ?? "-") :\(t.inherits) @\(t.attributes) \(t.cases) <\(t.viewParameters)\(t.genericParameters){"
            for v in t.vars {
                out += "v \(v.name) \(v.isStatic) \(v.type ?? "-") \(v.attributes) \(v.environmentKey ?? "-") \(v.storageKey ?? "-") \(v.getterStatements != nil);"
            }
            for f in t.funcs + t.inits {
                out += "f \(f.name) \(f.isStatic) \(f.params.map { "\($0.label ?? "_") \($0.name) \($0.type ?? "-") \($0.optional)" }) \(f.returnType ?? "-");"
            }
            if !t.facts.boundPaths.isEmpty { out += "p \(Swift.Set(t.facts.boundPaths).sorted());" }
            if !t.aliases.isEmpty { out += "al \(t.aliases.sorted { $0.key < $1.key });" }
            for n in t.nested { add(n) }
            out += "}"
        }
        if file.isTestCode { out += "test;" }
        for t in file.types { add(t) }
        for a in file.typealiases { out += "a \(a.name) \(a.type);" }
        return out
    }

    /// `typealias` names of the project and the types they stand for (the first of each name).
    private(set) lazy var typealiases: [String: String] = {
        var out: [String: String] = [:]
        for f in files {
            for a in f.typealiases where out[a.name] == nil { out[a.name] = TypeText.normalized(a.type) }
        }
        return out
    }()

    /// A type as written with the project's aliases replaced (`Recipes` is `[Recipe]`), a few levels deep.
    func expandingAliases(_ type: String) -> String {
        guard !typealiases.isEmpty else { return type }
        var t = TypeText.normalized(type)
        for _ in 0..<4 {
            guard let next = typealiases[t], next != t else { break }
            t = next
        }
        return t
    }

    /// Points the index at a new model of the same files, each with the same
    /// `shape` as the model it was built from (the caller checks): the types of
    /// the files that were read again take the place of their old versions, so
    /// that look-ups answer with the new declarations and bodies, and every
    /// answer kept stays true.
    func rebind(to newFiles: [SFile]) {
        var replaced: [ObjectIdentifier: SType] = [:]
        func pair(_ old: [SType], _ new: [SType]) {
            for (o, n) in zip(old, new) {
                replaced[ObjectIdentifier(o)] = n
                pair(o.nested, n.nested)
            }
        }
        // By index, not by pairs of files: a file's model is a large value, and most are the same.
        var changedFiles: [Int] = []
        for i in 0..<min(files.count, newFiles.count) where files[i] !== newFiles[i]
            && !files[i].types.elementsEqual(newFiles[i].types, by: ===) {
            pair(files[i].types, newFiles[i].types)
            changedFiles.append(i)
        }
        files = newFiles
        topFuncsByName = nil
        guard !replaced.isEmpty else { return }
        func current(_ t: SType) -> SType { replaced[ObjectIdentifier(t)] ?? t }
        // A type's answers are forgotten when its parts were replaced, or when a
        // protocol extension was (any type's members may come from one).
        var protocolsChanged = false
        for (name, parts) in protocolParts {
            let now = parts.map(current)
            if !now.elementsEqual(parts, by: ===) { protocolsChanged = true }
            protocolParts[name] = now
        }
        // Only the types with a part in a file read again can hold a part replaced.
        let touched = protocolsChanged ? entries : changedFiles.flatMap { entries(withPartsIn: $0) }
        for e in entries where e.inheritsClassParts { e.forgetParts() }
        for e in touched {
            guard e.parts.contains(where: { replaced[ObjectIdentifier($0)] != nil }) else {
                if protocolsChanged { e.forgetParts() }
                continue
            }
            e.decl = e.decl.map(current)
            e.parts = e.parts.map(current)
            e.forgetParts()
        }
    }

    /// The types with a part (declaration or extension) in a file, by the
    /// file's number in path order; gathered once per index (a rebind puts
    /// in parts of the same shape, in the same files).
    func entries(withPartsIn file: Int) -> [Entry] {
        if entriesByFile == nil {
            var all = [[Entry]](repeating: [], count: files.count)
            for e in entries {
                for p in e.parts {
                    let f = Int(p.loc.file)
                    if f >= 0, f < all.count, all[f].last !== e { all[f].append(e) }
                }
            }
            entriesByFile = all
        }
        guard let all = entriesByFile, file >= 0, file < all.count else { return [] }
        return all[file]
    }

    private var entriesByFile: [[Entry]]?

    /// The flow id of a type: its name, or `Target.Name` when another target declares the same name.
    func id(of e: Entry) -> String { qualified[ObjectIdentifier(e)] ?? e.name }

    /// The key of the property `name` of the type with id `owner` when it is an `@AppStorage` or
    /// `@SceneStorage` (`"didOnboard"`, `Keys.tab`, as written), else nil: two such properties
    /// with the same key are one stored value, whichever types declare them. Worked out once
    /// per index (the key is part of a type's shape, so a kept index keeps its keys).
    func storageKey(of name: String, owner: String) -> String? {
        if storageKeys == nil {
            var all: [String: [String: String]] = [:]
            for e in entries {
                for p in allParts(e) where p.hasStorageKeys {
                    for v in p.vars where v.storageKey != nil { all[id(of: e), default: [:]][v.name] = v.storageKey }
                }
            }
            storageKeys = all
        }
        return storageKeys![owner]?[name]
    }

    private var storageKeys: [String: [String: String]]?

    /// Whether the class with id `sub` inherits, at any depth, from the project's class with id
    /// `sup` (`KitchenCoordinator: BaseCoordinator`): a property the superclass's method sets is
    /// the one a view bound to the subclass's reads. Worked out once per pair.
    func isSubclass(_ sub: String, of sup: String) -> Bool {
        let key = sub + "\u{1}" + sup
        if let known = subclassAnswers[key] { return known }
        if entriesByID == nil {
            var all: [String: Entry] = [:]
            for e in entries where all[id(of: e)] == nil { all[id(of: e)] = e }
            entriesByID = all
        }
        var found = false
        if let start = entriesByID![sub], start.kind == .class {
            var seen: Set<String> = []
            var queue = start.inherits.sorted()
            while let p = queue.popLast(), !found {
                guard seen.insert(p).inserted, let superclass = byName[p]?.first(where: { $0.kind == .class }) else { continue }
                if id(of: superclass) == sup { found = true }
                queue += superclass.inherits.sorted()
            }
        }
        subclassAnswers[key] = found
        return found
    }

    private var entriesByID: [String: Entry]?
    private var subclassAnswers: [String: Bool] = [:]

    /// A number for the type's id (`id(of:)`), from 0 to `idCount - 1`: types
    /// that share an id share a number, so sets of ids can be arrays of flags.
    /// Numbered once per index (a rebind keeps every id).
    func idNumber(of e: Entry) -> Int {
        numberIDs()
        return e.idNumber
    }

    /// The number of an id, nil when no type has it.
    func idNumber(ofID id: String) -> Int? {
        numberIDs()
        return numbersByID[id]
    }

    /// How many distinct ids the types have.
    var idCount: Int {
        numberIDs()
        return numbersByID.count
    }

    private var numbersByID: [String: Int] = [:]
    private var idsNumbered = false

    /// The last declared type (in index order) with the same id as `e`: the
    /// one whose place a table of places by id holds when several share the
    /// id (each later one taking the place of the one before). Worked out
    /// once per index (a rebind keeps every id and the order).
    func lastDeclared(sharingIDWith e: Entry) -> Entry? {
        numberIDs()
        if lastDeclaredByNumber == nil {
            var last = [Entry?](repeating: nil, count: numbersByID.count)
            for x in entries where x.decl != nil { last[x.idNumber] = x }
            lastDeclaredByNumber = last
        }
        return lastDeclaredByNumber?[e.idNumber]
    }

    private var lastDeclaredByNumber: [Entry?]?

    private func numberIDs() {
        guard !idsNumbered else { return }
        idsNumbered = true
        for e in entries {
            let id = id(of: e)
            if let n = numbersByID[id] {
                e.idNumber = n
            } else {
                e.idNumber = numbersByID.count
                numbersByID[id] = e.idNumber
            }
        }
    }

    static func isNavigationPathType(_ t: String) -> Bool {
        t.containsASCII("NavigationPath")
    }

    /// The type called `name` as seen from file `file` and from inside the type `scope`:
    /// a dotted name by its path; a bare one in the scope's nested types first, then
    /// outwards, then at the top level; one of the same target first.
    func lookup(_ name: String, from file: Int, scope: Entry? = nil) -> Entry? {
        // `typealias Destination = HomeRouter.Destination` inside the scope (or a type around it):
        // the aliased type, looked up from where the alias is written.
        if let scope, hasNestedAliases, Self.isPlain(name), let aliased = nestedAlias(name, of: scope) {
            return lookup(aliased, from: file, scope: scope, aliasDepth: 1)
        }
        return lookup(name, from: file, scope: scope, aliasDepth: 0)
    }

    /// Whether a type of the project declares a type alias inside it (most projects do not).
    /// (Asked of each file as it was read: a file whose types declare an alias that no type of the
    /// index holds, an extension of an unknown type, only makes look-ups look for none.)
    private lazy var hasNestedAliases: Bool = files.contains { $0.typesHaveAliases }

    /// The type a type alias of `scope`, or of a type it is nested in, gives `name`.
    private func nestedAlias(_ name: String, of scope: Entry) -> String? {
        for part in scope.parts {
            var t: SType? = part
            while let cur = t {
                if let a = cur.aliases[name], a != name { return a }
                t = cur.parent
            }
        }
        return nil
    }

    private func lookup(_ name: String, from file: Int, scope: Entry?, aliasDepth: Int) -> Entry? {
        if aliasDepth > 0, aliasDepth < 4, let scope, Self.isPlain(name), let aliased = nestedAlias(name, of: scope) {
            return lookup(aliased, from: file, scope: scope, aliasDepth: aliasDepth + 1)
        }
        let last = Self.lastComponent(name)
        guard let list = byName[last], !list.isEmpty else {
            // `typealias Coordinator = AppCoordinator`: the type it stands for.
            if let aliased = typealiases[name], aliased != name, byName[Self.lastComponent(aliased)] != nil {
                return lookup(aliased, from: file, scope: scope)
            }
            return nil
        }
        if list.count == 1 { return list[0] }
        // A name several types share: the answer depends on the name, the file's target (its
        // folder, when the target holds several of them: the nearest is taken) and the scope's
        // path (only when one of them is nested), so it is worked out once for each.
        let target = file >= 0 && file < targets.count ? targets[file] : "\u{2}"
        let shape = sharedNameShape(last, list)
        // (One declared in the file itself is the one the file sees: a `private struct HeaderBar`
        // in each of two files.)
        let declaresHere = list.count <= 16 && file >= 0 && list.contains { $0.file == file }
        let place = declaresHere ? (1 << 40) + file
            : shape.crowdedTargets.contains(target) && list.count <= 16 ? folderKey(of: file) : -1 - (targetKeys[target] ?? 0)
        let key = LookupKey(name: name, place: place, scope: shape.nested || !Self.isPlain(name) ? scope?.path : nil)
        if let known = sharedNameLookups[key] { return known }
        let found = lookupShared(name, last: last, list: list, file: file, scope: scope)
        sharedNameLookups[key] = .some(found)
        return found
    }

    private struct LookupKey: Hashable {
        var name: String
        /// The file's folder (a number of `folderKey`), or its target (negative).
        var place: Int
        var scope: String?
    }

    /// Each file's folder as a number, and each target's: look-up keys without strings.
    private lazy var fileFolderKeys: [Int] = {
        var numbers: [String: Int] = [:]
        return files.map { f in
            let folder = Self.folder(of: f.path)
            if let n = numbers[folder] { return n }
            numbers[folder] = numbers.count
            return numbers.count - 1
        }
    }()

    private lazy var targetKeys: [String: Int] = {
        var out: [String: Int] = [:]
        for t in targets where out[t] == nil { out[t] = out.count }
        return out
    }()

    private func folderKey(of file: Int) -> Int {
        file >= 0 && file < fileFolderKeys.count ? fileFolderKeys[file] : Int.max
    }

    private var sharedNameLookups: [LookupKey: Entry?] = [:]

    /// For a name several types share: whether one of them is nested, and the targets that hold more than one.
    private var sharedNameShapes: [String: (nested: Bool, crowdedTargets: Set<String>)] = [:]

    private func sharedNameShape(_ last: String, _ list: [Entry]) -> (nested: Bool, crowdedTargets: Set<String>) {
        if let known = sharedNameShapes[last] { return known }
        var seen: Set<String> = []
        var crowded: Set<String> = []
        for e in list where !seen.insert(e.target).inserted { crowded.insert(e.target) }
        let shape = (nested: list.contains { $0.path != last }, crowdedTargets: crowded)
        sharedNameShapes[last] = shape
        return shape
    }

    /// Each file's folders, as numbers (the same folder name, the same number), made once.
    private var folderNumbers: [[Int]] = []

    private func folders(of file: Int) -> [Int] {
        if folderNumbers.isEmpty {
            // Files share folders: each folder is split once.
            var numbers: [String: Int] = [:]
            var byFolder: [String: [Int]] = [:]
            folderNumbers = files.indices.map { i in
                let folder = Self.folder(of: files[i].path)
                if let known = byFolder[folder] { return known }
                let split = Self.folderNames(folder).map { name in
                    if let n = numbers[name] { return n }
                    let n = numbers.count
                    numbers[name] = n
                    return n
                }
                byFolder[folder] = split
                return split
            }
        }
        return file >= 0 && file < folderNumbers.count ? folderNumbers[file] : []
    }

    private func lookupShared(_ name: String, last: String, list: [Entry], file: Int, scope: Entry?) -> Entry? {
        let sameTarget: (Entry) -> Bool = { e in file >= 0 && file < self.targets.count && e.target == self.targets[file] }
        let here = folders(of: file)
        // The declaration nearest the code that names it: same target first, then the most
        // folders in common (an `iOS/` view finds the `iOS/` type of that name, not the `macOS/` one).
        func shared(_ e: Entry) -> Int {
            let there = folders(of: e.file)
            var n = 0
            while n < here.count && n < there.count && here[n] == there[n] { n += 1 }
            return n
        }
        func best(_ candidates: [Entry]) -> Entry? {
            // A type declared in the file that names it: no other one of its name can be meant
            // there (two types of one name in one module are private to their files).
            if let here = candidates.first(where: { $0.file == file }) { return here }
            let pool = candidates.filter(sameTarget).isEmpty ? candidates : candidates.filter(sameTarget)
            // Past a handful of same-named types in one target (a folder of many apps), the first.
            guard pool.count > 1, pool.count <= 16 else { return pool.first }
            var top = pool[0]
            var topShared = shared(top)
            for e in pool.dropFirst() {
                let n = shared(e)
                if n > topShared { top = e; topShared = n }
            }
            return top
        }
        let dotted = Self.dottedPath(name)
        if dotted.contains(".") {
            if let e = best(list.filter { $0.path == dotted || $0.path.hasSuffix("." + dotted) }) { return e }
        }
        if let scope {
            var comps = scope.path.split(separator: ".").map(String.init)
            while true {
                let candidate = (comps + [last]).joined(separator: ".")
                if let e = best(list.filter { $0.path == candidate }) { return e }
                if comps.isEmpty { break }
                comps.removeLast()
            }
        } else if let e = best(list.filter { $0.path == last }) {
            return e
        }
        return best(list)
    }

    /// The type as seen from code in the context (its lexical scope is the type that holds the code).
    func lookup(_ name: String, in ctx: Ctx) -> Entry? {
        lookup(name, from: ctx.file, scope: ctx.type)
    }

    /// The names of a folder's path: its non-empty parts between `/` bytes.
    static func folderNames(_ folder: String) -> [String] {
        var folder = folder
        return folder.withUTF8 { b in
            var out: [String] = []
            var start = 0
            for i in 0...b.count where i == b.count || b[i] == UInt8(ascii: "/") {
                if i > start { out.append(String(decoding: b[start..<i], as: UTF8.self)) }
                start = i + 1
            }
            return out
        }
    }

    /// Read on the path's bytes, as `SwiftUIExtractor.target(of:)` is.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(Substring(path.utf8[..<slash]))
    }

    /// For files of same-named types: the first folder where their paths part, one per file
    /// (empty when they do not part, such as two files in one folder).
    static func partingFolders(_ paths: [String]) -> [String] {
        guard !paths.isEmpty else { return [] }
        let slash = UInt8(ascii: "/")
        // The paths' folders read one at a time, all paths in step: nothing is split
        // or copied but the answer (same-named types are many in a folder of apps).
        let ends = paths.map { $0.utf8.lastIndex(of: slash) ?? $0.startIndex }
        var cursors = paths.map(\.startIndex)
        var parts = paths.map { $0.startIndex..<$0.startIndex }
        while true {
            for k in paths.indices {
                let u = paths[k].utf8
                var i = cursors[k]
                while i < ends[k], u[i] == slash { i = u.index(after: i) }
                if i == ends[k] { return paths.map { _ in "" } }
                var j = i
                while j < ends[k], u[j] != slash { j = u.index(after: j) }
                parts[k] = i..<j
                cursors[k] = j
            }
            let first = paths[0][parts[0]]
            if paths.indices.contains(where: { paths[$0][parts[$0]] != first }) {
                return paths.indices.map { String(paths[$0][parts[$0]]) }
            }
        }
    }

    /// `Outer.Inner<T>` as `Outer.Inner`.
    static func dottedPath(_ name: String) -> String {
        if isPlain(name) { return name }
        var n = Substring(name)
        if let lt = n.firstIndex(of: "<") { n = n[..<lt] }
        return String(n).trimmingSpaces
    }

    /// Whether a name has no `<`, `.`, space, tab or line break: its own last component and dotted path.
    static func isPlain(_ name: String) -> Bool {
        func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for b in bytes {
                switch b {
                case UInt8(ascii: "<"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): return false
                default: continue
                }
            }
            return true
        }
        var name = name
        return name.withUTF8(plain)
    }

    /// The lexical path of a type declaration: the names of the types that hold it, then its own.
    static func path(of t: SType) -> String {
        // A top-level type (most of them): its name, nothing joined.
        guard t.parent != nil else { return t.name }
        var comps = [t.name]
        var p = t.parent
        while let parent = p {
            if parent.kind == .extension {
                comps.append(parent.extendedPath ?? parent.name)
                break
            }
            comps.append(parent.name)
            p = parent.parent
        }
        return comps.reversed().joined(separator: ".")
    }

    static func lastComponent(_ name: String) -> String {
        if isPlain(name) { return name }
        var n = Substring(name)
        if let lt = n.firstIndex(of: "<") { n = n[..<lt] }
        if let dot = n.lastIndex(of: ".") { n = n[n.index(after: dot)...] }
        return String(n).trimmingSpaces
    }

    /// Whether the entry is a View (or `ToolbarContent`) of the project; asked often, answered once.
    func isView(_ e: Entry) -> Bool {
        if let known = e.isViewAnswer { return known }
        let answer = computeIsView(e)
        e.isViewAnswer = answer
        return answer
    }

    private func computeIsView(_ e: Entry) -> Bool {
        guard e.decl != nil, e.kind != .protocol, e.kind != .enum || hasBody(e) else {
            return false
        }
        if !e.inherits.isDisjoint(with: viewProtocols) { return true }
        if e.inherits.contains("ToolbarContent") { return true }
        if e.inherits.contains("App") || e.inherits.contains("Scene") { return false }
        // No part declares a `body` (most models and services): neither test below can hold.
        if !allParts(e).contains(where: \.declaresBody) { return false }
        if let body = variable("body", of: e), let type = body.type, type.containsASCII("View") { return true }
        return viewThroughForeignProtocol(e) != nil
    }

    /// A type that conforms to View through a protocol the project does not declare
    /// (a package's `ConnectedView`) and declares a `body(...)` function that returns a
    /// view, which the protocol's extension calls (rule 34): that protocol's name.
    /// Modifiers and styles (`body(content:)`, `makeBody`) are not views.
    func viewThroughForeignProtocol(_ e: Entry) -> String? {
        guard e.kind == .struct || e.kind == .class, variable("body", of: e) == nil else { return nil }
        guard !e.inherits.contains(where: { $0.hasSuffix("Modifier") || $0.hasSuffix("Style") || $0 == "App" || $0 == "Scene" }) else {
            return nil
        }
        guard let f = e.parts.flatMap(\.funcs).first(where: { $0.name == "body" }), !f.params.isEmpty,
              f.params.first?.label != "content", f.returnType?.containsASCII("View") == true else { return nil }
        return e.inherits.sorted().first { byName[$0]?.contains { $0.kind == .protocol } != true }
    }

    func isApp(_ e: Entry) -> Bool { e.inherits.contains("App") }

    /// The App types declared in the project, in index order: gathered once
    /// per index (what a type inherits is part of its file's shape, which a
    /// rebind keeps).
    private(set) lazy var declaredApps: [Entry] = entries.filter { $0.decl != nil && isApp($0) }
    /// The scene delegates (`UIHostingSceneDelegate`) declared, in index order; gathered as `declaredApps`.
    private(set) lazy var sceneDelegates: [Entry] = entries.filter { $0.decl != nil && $0.inherits.contains("UIHostingSceneDelegate") }

    private func hasBody(_ e: Entry) -> Bool { variable("body", of: e) != nil }

    /// Parts of the type, of the protocol extensions it gets members from, and
    /// of the project's classes it inherits from (`class HomeCoordinator:
    /// BaseCoordinator` gets `path` and `push` from its superclass), own first.
    ///
    /// Asked for each member looked up: worked out once for each type.
    func allParts(_ e: Entry) -> [SType] {
        if let known = e.allPartsAnswer { return known }
        // An enum's raw type (`enum Tab: String`) gives it none of its members: the project's
        // `extension String { ... }` are not the enum's.
        let inherits = e.kind == .enum ? e.inherits.subtracting(Self.rawValueTypes) : e.inherits
        // A type that inherits nothing the project gives members to (most of them): its own parts.
        if inherits.isDisjoint(with: partGivers) {
            e.allPartsAnswer = e.parts
            return e.parts
        }
        var out = e.parts
        var seen: Set<String> = []
        var queue = inherits.sorted()
        var inheritsClassParts = false
        while let p = queue.popLast() {
            guard seen.insert(p).inserted else { continue }
            if let parts = protocolParts[p] {
                out += parts
                for part in parts { queue += part.inherits }
            }
            if let pe = byName[p]?.first, pe.kind == .protocol { queue += pe.inherits.sorted() }
            if e.kind == .class || e.kind == .extension, let superclass = byName[p]?.first(where: { $0.kind == .class }),
               superclass !== e {
                out += superclass.parts
                queue += superclass.inherits.sorted()
                inheritsClassParts = true
            }
        }
        e.allPartsAnswer = out
        e.inheritsClassParts = inheritsClassParts
        return out
    }

    /// The types an enum's raw values may have (as written after its name).
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]

    /// The names through which a type may get parts other than its own (`allParts`): those that
    /// protocol extensions extend, and those of the project's protocols and classes. Gathered
    /// once per index (a rebind keeps the names of types and extensions).
    private lazy var partGivers: Set<String> = {
        var out = Set(protocolParts.keys)
        for (name, list) in byName where list.contains(where: { $0.kind == .protocol || $0.kind == .class }) {
            out.insert(name)
        }
        return out
    }()

    /// A property of the type (its own first, then one a protocol extension gives).
    /// The type's members by name are gathered once (the first of each name
    /// kept), each by its place, which takes less memory than a copy.
    func variable(_ name: String, of e: Entry) -> SVar? {
        let parts = allParts(e)
        if e.variablesAnswer == nil {
            // Most types have a few properties, and most are asked about a few times: looking
            // along them costs less than gathering them (the first of a name is found either way).
            var few = e.variableScans < Self.scansBeforeGathering
            if few {
                e.variableScans += 1
            } else {
                var count = 0
                for p in parts { count += p.vars.count }
                few = count <= Self.fewMembers
            }
            if few {
                for p in parts {
                    for k in p.vars.indices where p.vars[k].name == name { return p.vars[k] }
                }
                return nil
            }
            var all: [String: MemberPlace] = [:]
            for (i, p) in parts.enumerated() {
                for (k, v) in p.vars.enumerated() where all[v.name] == nil { all[v.name] = MemberPlace(i, k) }
            }
            e.variablesAnswer = all
        }
        return e.variablesAnswer![name].map { parts[Int($0.part)].vars[Int($0.member)] }
    }

    /// The functions of that name (own first, then protocol extensions), in that order.
    func functions(_ name: String, of e: Entry) -> [SFunc] {
        let parts = allParts(e)
        if e.functionsAnswer == nil {
            var all: [String: [MemberPlace]] = [:]
            for (i, p) in parts.enumerated() {
                for (k, f) in p.funcs.enumerated() { all[f.name, default: []].append(MemberPlace(i, k)) }
            }
            e.functionsAnswer = all
        }
        return (e.functionsAnswer![name] ?? []).map { parts[Int($0.part)].funcs[Int($0.member)] }
    }

    /// Up to this many properties, `variable(_:of:)` looks along them rather than gathering them by name.
    static let fewMembers = 16
    /// Asked this many times, `variable(_:of:)` gathers a type's properties by name if it has more than `fewMembers`.
    static let scansBeforeGathering: UInt8 = 32

    /// Where a member is: its part among a type's parts, and its place among the part's members.
    struct MemberPlace {
        var part: Int32
        var member: Int32
        init(_ part: Int, _ member: Int) {
            self.part = Int32(truncatingIfNeeded: part)
            self.member = Int32(truncatingIfNeeded: member)
        }
    }

    /// The functions of that name that a call with these arguments can mean: overloads
    /// told apart by their argument labels (`build(page:)` and `build(sheet:)`).
    func functions(_ name: String, of e: Entry, args: [SArg]) -> [SFunc] {
        Self.overloads(functions(name, of: e), args: args)
    }

    /// Whether a call's labels are the function's, in order (parameters left out have defaults).
    static func labelsFit(_ f: SFunc, args: [SArg]) -> Bool {
        var i = 0
        for l in args.map(\.label) {
            while i < f.params.count && f.params[i].label != l && !(l == nil && f.params[i].label == "_") { i += 1 }
            if i == f.params.count { return false }
            i += 1
        }
        return true
    }

    static func overloads(_ fs: [SFunc], args: [SArg]) -> [SFunc] {
        guard fs.count > 1 else { return fs }
        let labels = args.map(\.label)
        let exact = fs.filter { $0.params.map(\.label) == labels }
        if !exact.isEmpty { return exact }
        // Every label of the call among the parameters, in order (the others have defaults).
        let fit = fs.filter { f in
            var i = 0
            for l in labels {
                while i < f.params.count && f.params[i].label != l { i += 1 }
                if i == f.params.count { return false }
                i += 1
            }
            return true
        }
        return fit.isEmpty ? fs : fit
    }

    /// The project's types (not protocols) that conform to a protocol, directly or
    /// through a protocol that inherits from it, in the index's order.
    func conformers(of p: Entry) -> [Entry] {
        if let known = conformersAnswers[ObjectIdentifier(p)] { return known }
        let found = workOutConformers(of: p)
        conformersAnswers[ObjectIdentifier(p)] = found
        return found
    }

    /// `conformers(of:)` by protocol: what a type inherits is part of its file's shape, so
    /// the answers hold while the index does (a change of shape makes a new index).
    private var conformersAnswers: [ObjectIdentifier: [Entry]] = [:]

    private func workOutConformers(of p: Entry) -> [Entry] {
        var names: Set<String> = [p.name]
        var grew = true
        while grew {
            grew = false
            for e in entries where e.kind == .protocol && !names.contains(e.name) && !e.inherits.isDisjoint(with: names) {
                names.insert(e.name)
                grew = true
            }
        }
        let all = entries.filter { $0.kind != .protocol && !$0.inherits.isDisjoint(with: names) }
        // A test's mock (`@testable import Kitchen`) never runs in the app: the app's
        // own types carry out the protocol, when there are any.
        let app = all.filter { !isTestCode($0) }
        return app.isEmpty ? all : app
    }

    /// Whether a type is declared in a test's file (`SFile.isTestCode`): code the app never runs.
    func isTestCode(_ e: Entry) -> Bool {
        let f = Int(e.loc.file)
        return f >= 0 && f < files.count && files[f].isTestCode
    }

    /// Every property of the type's own parts.
    func variables(of e: Entry) -> [SVar] { e.parts.flatMap(\.vars) }

    /// Functions of any project type with this name: for calls whose receiver type is unknown.
    /// Each is found by its place (the type, its part, its place among the
    /// part's functions), which a rebind keeps: the parts it puts in are of
    /// the same shape, so the places are worked out once per index.
    func functionsAnywhere(_ name: String) -> [(Entry, SFunc)] {
        if funcsByName == nil {
            var all: [String: [(entry: Entry, part: Int, function: Int)]] = [:]
            for e in entries {
                for (i, p) in e.parts.enumerated() {
                    for (k, f) in p.funcs.enumerated() { all[f.name, default: []].append((e, i, k)) }
                }
            }
            funcsByName = all
        }
        return (funcsByName?[name] ?? []).map { ($0.entry, $0.entry.parts[$0.part].funcs[$0.function]) }
    }

    private var funcsByName: [String: [(entry: Entry, part: Int, function: Int)]]?

    /// Gathers, on a second thread, the tables of the whole project that the walk of the scenes
    /// asks for first (functions by name, top-level functions, enums by case), while `meanwhile`
    /// runs on this one; both are done when it returns. They read only what the index was built
    /// with, and write their own tables: `meanwhile` must not ask for them (it may ask anything
    /// else). With the tables gathered already (a kept index: a rebind drops only the top-level
    /// functions, which are gathered again when asked), `meanwhile` just runs.
    func gatherTables(meanwhile: () -> Void) {
        guard funcsByName == nil || !enumsGathered else {
            meanwhile()
            return
        }
        withoutActuallyEscaping(meanwhile) { meanwhile in
            let work = SideBySide(index: self, meanwhile: meanwhile)
            Platform.forEachConcurrently(2) { work.run($0) }
        }
    }

    /// The two parts of `gatherTables`. `@unchecked Sendable`: each part runs once, on one
    /// thread, and what each writes the other does not read (`forEachConcurrently` joins).
    private final class SideBySide: @unchecked Sendable {
        let index: TypeIndex
        let meanwhile: () -> Void
        init(index: TypeIndex, meanwhile: @escaping () -> Void) {
            self.index = index
            self.meanwhile = meanwhile
        }
        func run(_ part: Int) {
            if part == 0 {
                _ = index.functionsAnywhere("")
                _ = index.topLevelFunctions("")
                _ = index.enumsWithCase("")
            } else {
                meanwhile()
            }
        }
    }

    /// Whether each type is a View, worked out for all (what "what was not placed" asks of each),
    /// once per index (the answers stay while it is kept).
    func settleViews() {
        guard !viewsSettled else { return }
        viewsSettled = true
        for e in entries { _ = isView(e) }
        numberIDs()
    }

    private var viewsSettled = false

    /// The functions declared at the top of the project's files with this name,
    /// in path order: a call with no receiver that is no method of its type.
    func topLevelFunctions(_ name: String) -> [SFunc] {
        if topFuncsByName == nil {
            var all: [String: [SFunc]] = [:]
            for f in files {
                for fn in f.funcs { all[fn.name, default: []].append(fn) }
            }
            topFuncsByName = all
        }
        return topFuncsByName?[name] ?? []
    }

    private var topFuncsByName: [String: [SFunc]]?

    /// Whether an extension of a style type of the project (a type whose name
    /// holds `Style`) adds a static member of this name: a `var` (`.plain`),
    /// or with `function`, a `func` (`.bordered()`). Worked out once per
    /// index, in one pass over its types: the members' names and whether
    /// they are static are part of each file's `shape`, so a rebind keeps it.
    func isStyleMember(_ name: String, function: Bool) -> Bool {
        if styleMembers == nil {
            var vars: Set<String> = []
            var funcs: Set<String> = []
            for e in entries where e.name.containsASCII("Style") {
                for p in e.parts where p.kind == .extension {
                    for v in p.vars where v.isStatic { vars.insert(v.name) }
                    for f in p.funcs where f.isStatic { funcs.insert(f.name) }
                }
            }
            styleMembers = (vars, funcs)
        }
        return function ? styleMembers!.funcs.contains(name) : styleMembers!.vars.contains(name)
    }

    private var styleMembers: (vars: Set<String>, funcs: Set<String>)?

    /// Whether `enumsByCase` is gathered (`gatherTables` asks).
    private var enumsGathered = false

    /// Every project enum that has a case of this name.
    func enumsWithCase(_ name: String) -> [Entry] {
        enumsByCase[name] ?? []
    }

    /// The enums of the project by each case name they declare, in index order: gathered
    /// once per index, as `declaredApps` (a type's cases are part of its file's shape).
    private lazy var enumsByCase: [String: [Entry]] = {
        enumsGathered = true
        var out: [String: [Entry]] = [:]
        for e in entries where e.kind == .enum {
            var seen: Set<String> = []
            for c in e.cases where seen.insert(c).inserted { out[c, default: []].append(e) }
        }
        return out
    }()
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" { s = s.dropLast() }
        return String(s)
    }
}
