import AAFlow
import AAFlowSwift

/// What extraction read from each Swift file of a project, kept between
/// extractions in one process (the language server's project): a file's
/// syntax tree is keyed by its path and bytes, and its declarations also by
/// its place in path order (every place in the model names its file by that
/// number). The next extraction parses again only the files whose bytes
/// changed, builds again the declarations of those that moved in path order
/// (when a file was added or removed before them), and keeps the others as
/// they were read, the bodies already read included.
///
/// Whatever the cache holds, the project extracted is the one a fresh read of
/// the same files gives: `ExtractionCacheTests` holds the two side by side.
/// Not thread-safe: one extraction at a time.
package final class ExtractionCache {
    /// One file as read: a class, so that handing it on costs one reference,
    /// not a copy of every part of its model.
    final class Entry {
        let index: Int
        let tree: SwiftSourceTree
        let builder: SwiftModelBuilder
        let file: SFile
        /// The reader's problems, one per kind, as the extraction reports them.
        let problems: [SwiftProblem]

        init(index: Int, tree: SwiftSourceTree, builder: SwiftModelBuilder, file: SFile, problems: [SwiftProblem]) {
            self.index = index
            self.tree = tree
            self.builder = builder
            self.file = file
            self.problems = problems
        }
    }

    private var entries: [String: Entry] = [:]
    /// The last extraction's files, in path order, and their paths. While an
    /// extraction reads the same paths (`aligned`), a file is found by its
    /// place, with no look-up of its path.
    private var ordered: [Entry?] = []
    private var orderedPaths: [String] = []
    private(set) var aligned = false
    /// The places (in path order) of the files whose reading has problems, and of those
    /// whose declarations left a nest out: kept with `ordered`, so that an extraction
    /// of the same paths finds them without a look at every file.
    private var placesWithProblems: Set<Int> = []
    private var placesWithDeclarationsGaveUp: Set<Int> = []
    /// The extractions over the models kept: one after another, each begun for all at once.
    let readRun = ReadRun()
    /// The last type index, and the paths and targets of the files it was made for.
    private var index: TypeIndex?
    private var indexed: (paths: [String], targets: [String])?
    /// Whether a file read again in this extraction declares other things than
    /// before (`TypeIndex.shape`), or is new: the type index is then made again.
    private var declarationsChanged = false
    /// Whether a file read again in this extraction has other code than before
    /// (`sameCode`), or moved, or is new, or a file is gone: the extraction then
    /// runs; else the last one is kept (`unchanged`).
    private var codeChanged = true
    /// The String Catalogs' texts the last extraction read: the last project holds only while they are the same.
    var lastCatalog: [String: String]?
    /// The last project extracted.
    private var last: ExtractedProject?
    /// Whether the last extraction was kept whole, as no file's code changed.
    package private(set) var projectKept = false
    /// Whether the last extraction kept the type index (no file's declarations changed shape).
    package private(set) var indexKept = false
    /// How many files the last extraction parsed.
    package private(set) var filesParsed = 0
    /// How many it kept parsed but read the declarations of again, as they moved in path order.
    package private(set) var filesMoved = 0
    /// How many it kept as they were.
    package private(set) var filesKept = 0

    package init() {}

    /// A file read on another thread (`SwiftUIExtractor.extract` parses files
    /// side by side), handed back whole once that thread is done.
    ///
    /// `@unchecked Sendable`: the tree and model are made by one thread and
    /// only then passed on (`Platform.concurrentMap` joins its threads
    /// before it returns), never shared while made.
    struct Fresh: @unchecked Sendable {
        var entry: Entry
        init(_ entry: Entry) { self.entry = entry }
    }

    /// Whether the cache holds the file `source` as it is (its path and
    /// bytes): `model(of:index:read:)` then needs no read of it.
    func holds(_ source: ProjectSource, at index: Int) -> Bool {
        if aligned, let e = ordered[index] { return e.tree.bytes == source.bytes }
        return entries[source.path].map { $0.tree.bytes == source.bytes } ?? false
    }

    /// The model of `source`, the file at `index` in path order: the kept one
    /// when its bytes are the same, else `read` (the file read already,
    /// when `holds` said no), or read now, and kept.
    func model(of source: ProjectSource, index: Int, read: Entry? = nil) -> Entry {
        let e = entryOfModel(source, index: index, read: read)
        if ordered[index] !== e {
            replacedAt.append(index)
            if e.problems.isEmpty { placesWithProblems.remove(index) } else { placesWithProblems.insert(index) }
            if e.builder.declarationsGaveUpSomewhere {
                placesWithDeclarationsGaveUp.insert(index)
            } else {
                placesWithDeclarationsGaveUp.remove(index)
            }
        }
        ordered[index] = e
        return e
    }

    /// While the paths are those of the last extraction (`aligned`): the files at the
    /// other places than `read` are held as they are (`holds` said so), and need no look.
    func keepOthers(read: Int, of count: Int) {
        filesKept += count - read
    }

    /// The problems of reading each file, in path order.
    func readerProblems() -> [SwiftProblem] {
        placesWithProblems.sorted().flatMap { ordered[$0]?.problems ?? [] }
    }

    /// The places of the files whose declarations left a nest out, in path order.
    func declarationsGaveUpPlaces() -> [Int] { placesWithDeclarationsGaveUp.sorted() }

    /// The model and builder of each file, in path order, once `model(of:)`
    /// was asked for every file: the last extraction's arrays, changed where
    /// a file's entry did, while the paths are the same.
    func modelsAndBuilders() -> (models: [SFile], builders: [SwiftModelBuilder]) {
        if aligned, var kept = lastModels {
            lastModels = nil  // so that `kept` is changed in place
            for i in replacedAt {
                kept.models[i] = ordered[i]!.file
                kept.builders[i] = ordered[i]!.builder
            }
            lastModels = kept
            return kept
        }
        let made = (models: ordered.map { $0!.file }, builders: ordered.map { $0!.builder })
        lastModels = made
        return made
    }

    private var lastModels: (models: [SFile], builders: [SwiftModelBuilder])?
    /// The places whose entry `model(of:)` changed in this extraction.
    private var replacedAt: [Int] = []

    /// The paths and sources of the files (in path order), as the last
    /// extraction's arrays when the paths are the same, each source changed
    /// only where its bytes did: a save does not make 3,000 of each again.
    func listing(_ sorted: [ProjectSource]) -> (paths: [String], sources: [SourceFile]) {
        if var kept = lastListing, kept.paths.count == sorted.count, zip(kept.paths, sorted).allSatisfy({ $0 == $1.path }) {
            lastListing = nil  // so that `kept` is changed in place
            for i in sorted.indices where kept.sources[i].bytes != sorted[i].bytes {
                kept.sources[i] = SourceFile(path: kept.paths[i], bytes: sorted[i].bytes)
            }
            lastListing = kept
            return kept
        }
        let made = (paths: sorted.map(\.path), sources: sorted.map { SourceFile(path: $0.path, bytes: $0.bytes) })
        lastListing = made
        return made
    }

    private var lastListing: (paths: [String], sources: [SourceFile])?

    /// The Tuist manifests among the files (`SwiftUIExtractor.manifests`):
    /// found by their places in the last listing while the paths are the same
    /// (`begin` forgets the places when they are not).
    func manifests(_ sources: [ProjectSource]) -> [ProjectSource] {
        if let known = manifestPlaces, known.paths == sources.count {
            return known.places.map { sources[$0] }
        }
        let places = sources.indices.filter { sources[$0].path.hasASCIISuffix("Project.swift") }
        manifestPlaces = (sources.count, places)
        return places.map { sources[$0] }
    }

    private var manifestPlaces: (paths: Int, places: [Int])?

    private func entryOfModel(_ source: ProjectSource, index: Int, read: Entry?) -> Entry {
        if aligned, let e = ordered[index], e.tree.bytes == source.bytes {
            filesKept += 1
            return e
        }
        if let e = entries[source.path], e.tree.bytes == source.bytes {
            if e.index == index {
                filesKept += 1
                return e
            }
            filesMoved += 1
            declarationsChanged = true
            codeChanged = true
            let moved = Self.declarations(e.tree, problems: e.problems, index: index)
            entries[source.path] = moved
            return moved
        }
        filesParsed += 1
        let e = read ?? Self.read(source, index: index)
        if let old = entries[source.path], old.index == index, old.problems == e.problems, Self.sameCode(old.tree, e.tree) {
            // Only comments and space changed: the model read is the old one, with the new comments.
            let kept = Entry(index: old.index, tree: e.tree, builder: old.builder, file: old.file.with(comments: e.file.comments),
                             problems: old.problems)
            entries[source.path] = kept
            return kept
        }
        codeChanged = true
        codeReadAgain.insert(index)
        if let old = entries[source.path], old.index == index {
            // Shapes are compared only here, for a file read again: what is kept keeps its shape.
            if TypeIndex.shape(of: old.file) != TypeIndex.shape(of: e.file) { declarationsChanged = true }
        } else {
            declarationsChanged = true
        }
        entries[source.path] = e
        return e
    }

    /// The target of each file (`SwiftUIExtractor.target(of:)`): the last
    /// extraction's when the paths are the same.
    func targets(of paths: [String]) -> [String] {
        if let indexed, indexed.paths == paths { return indexed.targets }
        return paths.map(SwiftUIExtractor.target(of:))
    }

    /// The look-ups of "what was not placed" (`NotPlacedMemo`): the last
    /// extraction's while the type index is kept, else none yet.
    func notPlacedMemo() -> NotPlacedMemo {
        if !indexKept || memo == nil { memo = NotPlacedMemo() }
        memo!.changed = codeReadAgain
        return memo!
    }

    private var memo: NotPlacedMemo?

    /// What the previews show (`PreviewMemo`): the last extraction's while the
    /// type index is kept, told which files' code was read again; else none yet.
    func previewMemo() -> PreviewMemo {
        if !indexKept || previews == nil { previews = PreviewMemo() }
        previews!.changed = codeReadAgain
        return previews!
    }

    private var previews: PreviewMemo?
    /// The files (by number in path order) whose code was read again in this extraction.
    private var codeReadAgain: Set<Int> = []

    /// Where each type is declared (`SwiftUIExtractor.typeLocations`): while
    /// the type index is kept, the last extraction's, with the types of the
    /// files whose code was read again placed again (the others did not move).
    /// Where several types share an id, the table holds the last one's place
    /// (as the full table, written in index order, does).
    func typeLocations(_ index: TypeIndex, _ x: Extraction) -> [String: ProjectLocation] {
        guard indexKept, var kept = lastTypeLocations else {
            let made = SwiftUIExtractor.typeLocations(index, x)
            lastTypeLocations = made
            return made
        }
        lastTypeLocations = nil  // so that `kept` is changed in place
        for f in codeReadAgain {
            for e in index.entries(withPartsIn: f) where e.decl != nil && Int(e.loc.file) == f {
                if let holder = index.lastDeclared(sharingIDWith: e) { kept[index.id(of: holder)] = x.location(holder.loc) }
            }
        }
        lastTypeLocations = kept
        return kept
    }

    private var lastTypeLocations: [String: ProjectLocation]?

    /// The settings a project file holds (`ProjectSettings.scan`), scanned
    /// again only when its bytes changed.
    func settings(of file: ProjectSource) -> [ProjectSettings.Setting] {
        if let known = scanned[file.path], known.bytes == file.bytes { return known.settings }
        let found = ProjectSettings.scan(path: file.path, bytes: file.bytes)
        scanned[file.path] = (file.bytes, found)
        return found
    }

    private var scanned: [String: (bytes: [UInt8], settings: [ProjectSettings.Setting])] = [:]

    /// The type index of a model: the last one, pointed at the new model, when
    /// the files are the same and none read again changed shape; else a new one.
    func typeIndex(files: [SFile], paths: [String], targets: [String]) -> TypeIndex {
        if let index, let indexed, !declarationsChanged, indexed.paths == paths, indexed.targets == targets {
            index.rebind(to: files)
            indexKept = true
            return index
        }
        let fresh = TypeIndex(files: files, targets: targets)
        index = fresh
        indexed = (paths, targets)
        indexKept = false
        return fresh
    }

    /// Whether `files` are in the order of the last extraction's paths, which
    /// is path order (each path compared, with no sort).
    func isInLastOrder(_ files: [ProjectSource]) -> Bool {
        files.count == orderedPaths.count && zip(files, orderedPaths).allSatisfy { $0.path == $1 }
    }

    /// Starts an extraction of `paths`: files no longer in the project are dropped.
    func begin(paths: [String]) {
        filesParsed = 0
        filesMoved = 0
        filesKept = 0
        codeReadAgain = []
        declarationsChanged = false
        codeChanged = false
        projectKept = false
        replacedAt = []
        // The same paths as last time (the language server's usual case):
        // every entry is still there, at its place.
        aligned = paths == orderedPaths
        if aligned { return }
        orderedPaths = paths
        manifestPlaces = nil
        ordered = Array(repeating: nil, count: paths.count)
        placesWithProblems = []
        placesWithDeclarationsGaveUp = []
        if entries.count > paths.count || paths.contains(where: { entries[$0] == nil }) {
            codeChanged = true
            let keep = Set(paths)
            entries = entries.filter { keep.contains($0.key) }
        }
    }

    /// The last project extracted, when this extraction reads the same files
    /// (paths and targets) with the same code: every file kept, or read again
    /// with only its comments and space changed (`sameCode`).
    func unchanged(paths: [String], targets: [String]) -> ExtractedProject? {
        guard !codeChanged, var last, let indexed, indexed.paths == paths, indexed.targets == targets else { return nil }
        projectKept = true
        last.typeLocations = lastTypeLocations ?? [:]
        return last
    }

    /// The types that read the mode, as the last extraction found them, when this one
    /// kept its type index (no file's declarations changed shape): they are the same.
    func keptModeReaders() -> [String]? {
        indexKept ? last?.modeReaders : nil
    }

    /// Keeps the project extracted, for `unchanged`: without what the cache
    /// keeps itself (the places of the types) or the caller gives again (the
    /// paths and sources), so that the next extraction, which changes those
    /// arrays in place, finds them not shared.
    func keep(_ project: ExtractedProject) {
        var stripped = project
        stripped.files = []
        stripped.sources = []
        stripped.typeLocations = [:]
        last = stripped
    }

    /// Whether two versions of a file hold the same code: the same tokens
    /// (kind, flags and text), each at the same line and column, and the same
    /// problems in the reading; only comments and the space between tokens
    /// may differ (and so the tokens' offsets), and what follows the last
    /// token. The model read from either is the same, places included, but
    /// for the comments it keeps.
    static func sameCode(_ a: SwiftSourceTree, _ b: SwiftSourceTree) -> Bool {
        guard a.diagnostics == b.diagnostics else { return false }
        // The last token (`end`) stands at the end of the file: only its kind counts.
        let ta = a.lexed.tokens, tb = b.lexed.tokens
        guard ta.count == tb.count, ta.last?.kind == tb.last?.kind else { return false }
        /// Where each token of one version stands: its line (an index into the
        /// line starts) and column, found on from the last token.
        struct Cursor {
            let starts: [UInt32]
            var line = 0, offset = 0, column = 1

            mutating func place(_ at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
                while line + 1 < starts.count, Int(starts[line + 1]) <= at {
                    line += 1
                    offset = Int(starts[line])
                    column = 1
                }
                while offset < at {
                    if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                    offset += 1
                }
                return (line, column)
            }
        }
        return a.bytes.withUnsafeBufferPointer { ba in
            b.bytes.withUnsafeBufferPointer { bb in
                var ca = Cursor(starts: a.lexed.lineStarts), cb = Cursor(starts: b.lexed.lineStarts)
                for k in 0..<max(0, ta.count - 1) {
                    let x = ta[k], y = tb[k]
                    guard x.kind == y.kind, x.flags == y.flags, x.poundCount == y.poundCount, x.end - x.start == y.end - y.start,
                          x.start >= 0, x.end <= ba.count, y.start >= 0, y.end <= bb.count else { return false }
                    for i in 0..<(x.end - x.start) where ba[x.start + i] != bb[y.start + i] { return false }
                    guard ca.place(x.start, in: ba) == cb.place(y.start, in: bb) else { return false }
                }
                return true
            }
        }
    }

    /// Reads one file: its tree, the reader's problems, its declarations.
    static func read(_ source: ProjectSource, index: Int) -> Entry {
        let tree = SwiftParser.parse(path: source.path, bytes: source.bytes)
        var problems: [SwiftProblem] = []
        var reported: Set<SwiftDiagnostic.Kind> = []
        for d in tree.diagnostics where d.kind != .lexical {
            guard reported.insert(d.kind).inserted else { continue }
            problems.append(SwiftProblem(.reader(d.value),
                                         at: ProjectLocation(file: source.path, line: d.location.line, column: d.location.column)))
        }
        return declarations(tree, problems: problems, index: index)
    }

    /// The declarations of a file parsed, as the file at `index` in path order.
    private static func declarations(_ tree: SwiftSourceTree, problems: [SwiftProblem], index: Int) -> Entry {
        let builder = SwiftModelBuilder(tree: tree, fileIndex: index)
        let file = builder.file(path: tree.path)
        file.answerAhead()
        return Entry(index: index, tree: tree, builder: builder, file: file, problems: problems)
    }
}
