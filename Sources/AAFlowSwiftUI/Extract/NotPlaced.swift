import AAFlowPlatform
import AAFlow

/// What was not placed: the View types of the project that look like screens
/// (they set a `.navigationTitle`, or are the content of a presentation or a
/// destination somewhere) and that no scene reaches, with why.

/// A View type that looks like a screen, and whether a scene reaches it.
public struct ScreenType: Hashable, Sendable {
    public var typeName: String
    package var location: ProjectLocation
    /// Nil when a scene reaches it; else why not, in words.
    public var whyNotPlaced: String?

    public var isPlaced: Bool { whyNotPlaced == nil }
}

extension Extraction {
    /// The View types that look like screens, in path order, each placed or with why not.
    func screenTypes(placed: Set<String>, dynamicShows: [String: Loc]) -> [ScreenType] {
        if let kept = keptScreenTypes(placed: placed, dynamicShows: dynamicShows) { return kept }
        let out = workOutScreenTypes(placed: placed, dynamicShows: dynamicShows)
        if let memo = notPlacedMemo {
            memo.last = (placed, dynamicShows, out)
            // The files kept have the same declarations (the same objects) as before.
            let files = memo.signatures.isEmpty ? Set(index.files.indices) : memo.changed
            for i in files { memo.signatures[i] = signature(of: i) }
        }
        return out
    }

    /// The last answer, when nothing it was worked out from changed: the same
    /// types placed and shown through dynamic views, every file whose code was
    /// read again with the same facts and places of its types (`signature`),
    /// and every View type looked through or not as before (asked again in the
    /// order working it out asks, so that where their bodies gave up is said
    /// as before).
    private func keptScreenTypes(placed: Set<String>, dynamicShows: [String: Loc]) -> [ScreenType]? {
        guard let memo = notPlacedMemo, let last = memo.last, last.placed == placed, last.dynamicShows == dynamicShows,
              memo.changed.allSatisfy({ memo.signatures[$0] == signature(of: $0) }) else { return nil }
        var same = true
        for e in index.entries where e.decl != nil && index.isView(e) && !isPreview(e) {
            let before = e.lookedThroughAnswer?.answer
            if isLookedThrough(e) != before { same = false }
        }
        return same ? last.types : nil
    }

    /// What "what was not placed" reads of a file's declarations: the facts
    /// (what its code constructs, presents and titles) and the place of each of
    /// its types, nested ones included, and the facts of its code outside them.
    func signature(of file: Int) -> NotPlacedMemo.Signature {
        var out = NotPlacedMemo.Signature(facts: [index.files[file].facts], places: [])
        func add(_ t: SType) {
            out.facts.append(t.facts)
            out.places.append(t.loc)
            for n in t.nested { add(n) }
        }
        for t in index.files[file].types { add(t) }
        return out
    }

    private func workOutScreenTypes(placed: Set<String>, dynamicShows: [String: Loc]) -> [ScreenType] {
        // The ids titled, presented or shown through a dynamic view, as flags by id number.
        var marked = [Bool](repeating: false, count: index.idCount)
        // The reader gathered, for each type, the names it constructs, presents and titles
        // (`SType.facts`); here they are looked up. (The file-level code of each file, with
        // no type, comes last.)
        var parts: [(part: SType?, holder: TypeIndex.Entry?, file: Int)] = []
        for e in index.entries {
            for p in e.parts { parts.append((p, e, e.file)) }
        }
        for i in index.files.indices { parts.append((nil, nil, i)) }
        for (part, holder, file) in parts {
            if notPlacedMemo != nil, let part, let holder {
                for t in resolution(part, holder: holder, file: file).presented { marked[index.idNumber(of: t)] = true }
            } else {
                let facts = part?.facts ?? index.files[file].facts
                for n in facts.presented {
                    if let t = index.lookup(n, from: file, scope: holder), index.isView(t) { marked[index.idNumber(of: t)] = true }
                }
            }
            if let h = holder, part?.facts.setsTitle == true, index.isView(h) { marked[index.idNumber(of: h)] = true }
        }
        for id in dynamicShows.keys {
            if let n = index.idNumber(ofID: id) { marked[n] = true }
        }
        // `.navigationDestination(for: Page.self) { page in coordinator.build(page: page) }`: the views
        // a type of the project that is no view (a coordinator, a router) builds in a method of that
        // name are presented too.
        let builders = buildersOfPresentedViews(parts.map(\.part))
        for (holder, file) in builders {
            for p in holder.parts {
                for n in p.facts.constructed {
                    if let t = index.lookup(n, from: file, scope: holder), t !== holder, index.isView(t) { marked[index.idNumber(of: t)] = true }
                }
            }
        }
        let builderIDs = Swift.Set(builders.map { index.id(of: $0.0) })
        var out: [ScreenType] = []
        let candidates = index.entries.filter { e in
            // Wrappers and router views are looked through, never screens (rule 32).
            guard e.decl != nil, index.isView(e), !isPreview(e), !isLookedThrough(e) else { return false }
            return marked[index.idNumber(of: e)]
        }
        // Who constructs each View type not placed (the type whose code holds the call); previews do not count.
        // Only names of those types are looked up.
        let unplacedNames = Swift.Set(candidates.filter { !placed.contains(index.id(of: $0)) }.map(\.name))
        var constructedIn: [ObjectIdentifier: Swift.Set<String>] = [:]
        /// The holders that are looked through (a router view, a wrapper, a container): never screens themselves.
        var lookedThroughHolders: Swift.Set<String> = []
        for (part, holder, file) in parts {
            guard let holder, let part, !part.facts.constructed.isEmpty, !isPreview(holder) else { continue }
            if holder.decl != nil, index.isView(holder), isLookedThrough(holder) { lookedThroughHolders.insert(index.id(of: holder)) }
            // Code in an extension of a type the project does not declare (`extension View`).
            var from: String?
            if notPlacedMemo != nil {
                // Every View type the part constructs, looked up once (a type is found by
                // its name's last component, so those not placed are the ones the names
                // of not-placed types below would find).
                for t in resolution(part, holder: holder, file: file).constructed where unplacedNames.contains(t.name) {
                    let name = from ?? (holder.decl == nil ? "an extension of \(index.id(of: holder))" : index.id(of: holder))
                    from = name
                    constructedIn[ObjectIdentifier(t), default: []].insert(name)
                }
                continue
            }
            for n in part.facts.constructed where unplacedNames.contains(TypeIndex.lastComponent(n)) {
                guard let t = index.lookup(n, from: file, scope: holder), t !== holder, index.isView(t) else { continue }
                let name = from ?? (holder.decl == nil ? "an extension of \(index.id(of: holder))" : index.id(of: holder))
                from = name
                constructedIn[ObjectIdentifier(t), default: []].insert(name)
            }
        }

        let appIDs = Swift.Set(index.entries.filter { $0.decl != nil && index.isApp($0) }.map { index.id(of: $0) })
        for e in candidates {
            let id = index.id(of: e)
            var why: String?
            if !placed.contains(id) {
                let holders = constructedIn[ObjectIdentifier(e)] ?? []
                func list(_ names: [String]) -> String {
                    names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
                }
                // The app's own type holds what its scenes' closures show.
                let reachedHolders = holders.filter {
                    placed.contains($0) || $0.hasPrefix("an extension of ") || appIDs.contains($0) || builderIDs.contains($0)
                }.sorted()
                if let dyn = dynamicShows[id] {
                    why = "shown only through a dynamic view (\(location(dyn).file):\(location(dyn).line))"
                } else if holders.isEmpty {
                    why = "never constructed"
                } else if !reachedHolders.isEmpty {
                    why = "constructed in \(list(reachedHolders)), but where no control that aaflow can follow leads"
                } else if holders.isSubset(of: lookedThroughHolders) {
                    // A router view is looked through where it is used: the views it picks are
                    // screens only for the values a control that aaflow follows gives it.
                    why = "constructed only in \(list(holders.sorted())), which picks or wraps other views and is never a screen itself; "
                        + "no control that aaflow can follow leads to this one through it"
                } else {
                    why = "constructed only in \(list(holders.sorted())), which no scene reaches"
                }
            }
            out.append(ScreenType(typeName: id, location: location(e.loc), whyNotPlaced: why))
        }
        // Answers about parts no longer in the index are dropped, once they are as many as those in it.
        if let memo = notPlacedMemo, memo.parts.count > 2 * parts.count + 64 {
            let live = Set(parts.compactMap { $0.part.map(ObjectIdentifier.init) })
            memo.parts = memo.parts.filter { live.contains($0.key) }
        }
        return out.sorted { a, b in
            if a.location.file != b.location.file {
                return a.location.file.precedesInByteOrder(b.location.file)
            }
            return a.location.line < b.location.line
        }
    }

    /// The types of the project that are no views and declare a method that some presentation's
    /// or destination's content calls on a value (`coordinator.build(page:)`), with their files.
    func buildersOfPresentedViews(_ parts: [SType?]) -> [(TypeIndex.Entry, Int)] {
        var names: Swift.Set<String> = []
        for p in parts { if let p { names.formUnion(p.facts.presentedCalls) } }
        for f in index.files { names.formUnion(f.facts.presentedCalls) }
        guard !names.isEmpty else { return [] }
        var out: [(TypeIndex.Entry, Int)] = []
        var seen: Swift.Set<ObjectIdentifier> = []
        for n in names.sorted() {
            for (e, _) in index.functionsAnywhere(n) where e.decl != nil && !index.isView(e) && seen.insert(ObjectIdentifier(e)).inserted {
                out.append((e, e.file))
            }
        }
        return out
    }

    /// Whether a View type is looked through, never a screen: a wrapper, a
    /// router view or a container (rule 32). Kept in the memo, with what working
    /// it out read, while none of the files it read has other code; what it read
    /// is then asked for again, so that where that gave up is said as before.
    func isLookedThrough(_ e: TypeIndex.Entry) -> Bool {
        guard let memo = notPlacedMemo else { return isPureWrapper(e) || isRouterView(e) || isContainerView(e) }
        if let kept = e.lookedThroughAnswer, kept.heard.readNone(of: memo.changed) {
            readLog.replay(kept.heard)
            return kept.answer
        }
        readLog.listen()
        let answer = isPureWrapper(e) || isRouterView(e) || isContainerView(e)
        e.lookedThroughAnswer = (answer, readLog.stop())
        return answer
    }

    /// The View types a part's code presents and constructs (`SFacts`), looked
    /// up from its type; kept in the memo while the part and its type are the same.
    func resolution(_ part: SType, holder: TypeIndex.Entry, file: Int) -> NotPlacedMemo.Resolution {
        let key = ObjectIdentifier(part)
        if let known = notPlacedMemo?.parts[key], known.part === part, known.holder === holder { return known }
        var presented: [TypeIndex.Entry] = []
        for n in part.facts.presented {
            if let t = index.lookup(n, from: file, scope: holder), index.isView(t) { presented.append(t) }
        }
        var constructed: [TypeIndex.Entry] = []
        for n in part.facts.constructed {
            if let t = index.lookup(n, from: file, scope: holder), t !== holder, index.isView(t) { constructed.append(t) }
        }
        let found = NotPlacedMemo.Resolution(part: part, holder: holder, presented: presented, constructed: constructed)
        notPlacedMemo?.parts[key] = found
        return found
    }

    /// Whether a type is a preview, or is declared inside one (`Foo_Previews.Preview`), or in
    /// a test folder (`index.isTestCode`): code the app never shows as a screen.
    func isPreview(_ e: TypeIndex.Entry) -> Bool {
        if let known = e.isPreviewAnswer { return known }
        let answer = { () -> Bool in
            if e.inherits.contains("PreviewProvider") || index.isTestCode(e) { return true }
            var p = e.decl?.parent
            while let t = p {
                if t.inherits.contains("PreviewProvider") { return true }
                p = t.parent
            }
            return false
        }()
        e.isPreviewAnswer = answer
        return answer
    }
}

/// What "what was not placed" looked up, kept between extractions that keep
/// the type index (`ExtractionCache`): the View types each type part's code
/// presents and constructs (its `SFacts`, gathered with its declaration, so
/// no body is read). Each answer holds the part and type it was worked out
/// for, and is used only while they are the same objects: a file read again
/// makes new ones. (Whether a type is looked through, a wrapper or a router,
/// is not kept: it reads bodies, and a body read says where it gave up.)
final class NotPlacedMemo {
    struct Resolution {
        let part: SType
        let holder: TypeIndex.Entry
        let presented: [TypeIndex.Entry]
        let constructed: [TypeIndex.Entry]
    }

    var parts: [ObjectIdentifier: Resolution] = [:]
    /// The last answer, and the types placed and shown through dynamic views it was worked out for.
    var last: (placed: Set<String>, dynamicShows: [String: Loc], types: [ScreenType])?
    /// What the last answer read of each file's declarations (`Extraction.signature`), by number.
    var signatures: [Int: Signature] = [:]

    struct Signature: Equatable {
        var facts: [SFacts]
        var places: [Loc]
    }

    /// The files whose code was read again in this extraction, by number.
    var changed: Set<Int> = []
}

/// What each preview shows, kept between extractions that keep the type index
/// (`ExtractionCache`), with what working it out read (`ReadLog`): an answer
/// is used again while none of the files it read (the preview's own among
/// them) has other code, and what it read is asked for again, so that where
/// that gave up is said as in a fresh read.
final class PreviewMemo {
    /// A class: the memo hands it on by one reference.
    final class Kept {
        let block: PreviewBlock
        let heard: ReadLog.Heard
        let gaveUp: [Loc]

        init(block: PreviewBlock, heard: ReadLog.Heard, gaveUp: [Loc]) {
            self.block = block
            self.heard = heard
            self.gaveUp = gaveUp
        }
    }

    /// By the file's number in path order, then the preview's place among the file's previews.
    private var kept: [[Kept?]] = []
    /// The files whose code was read again in this extraction, by number.
    var changed: Set<Int> = []

    /// The answer kept for a preview (by its file's number and its place in
    /// the file), while none of the files it read changed.
    func answer(file: Int, place: Int) -> Kept? {
        guard file < kept.count, place < kept[file].count, let k = kept[file][place],
              k.heard.readNone(of: changed) else { return nil }
        return k
    }

    func keep(_ answer: Kept, file: Int, place: Int) {
        if kept.count <= file { kept += Array(repeating: [], count: file + 1 - kept.count) }
        if kept[file].count <= place { kept[file] += Array(repeating: nil, count: place + 1 - kept[file].count) }
        kept[file][place] = answer
    }
}
