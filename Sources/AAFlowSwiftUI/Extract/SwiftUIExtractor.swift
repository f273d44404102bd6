import AAFlowPlatform
import AAFlow
import AAFlowSwift

/// A file of a project, by its path relative to the project folder.
package struct ProjectSource: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Why a project cannot be extracted at all (exit 2 at the command line), with the path it names.
public enum ExtractError: Error, Sendable, Hashable {
    /// Nothing at the path (`why` from the system, when it says).
    case missing(path: String, why: String)
    /// A Swift file named on its own that cannot be read.
    case unreadable(path: String, why: String)
    /// A path that is neither a folder nor a Swift file.
    case notFolderOrSwiftFile(path: String)
    /// A folder with no `.swift` file below it.
    case noSwiftFile(path: String)
    /// Swift files, but no type that conforms to `App` or `UIHostingSceneDelegate`.
    case noApp(path: String, swiftFiles: Int)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .missing(let p, _), .unreadable(let p, _), .notFolderOrSwiftFile(let p), .noSwiftFile(let p), .noApp(let p, _):
            return p
        }
    }

    /// What is wrong, without the path.
    public var reason: String {
        switch self {
        case .missing(_, let why): return why
        case .unreadable(_, let why): return "cannot be read: \(why)"
        case .notFolderOrSwiftFile: return "is not a folder or a Swift file"
        case .noSwiftFile:
            return "holds no .swift file; looked for Swift files below it "
                + "(skipping .build, DerivedData, Pods, Carthage, checkouts and hidden folders)"
        case .noApp(_, let n):
            return "has no app: looked for a type that conforms to `App` or `UIHostingSceneDelegate` in \(Plural.counted(n, "Swift file"))"
        }
    }

    /// "path: reason" or "path reason", as the command line says it.
    public var message: String {
        switch self {
        case .missing, .unreadable: return "\(SafeText.clean(path)): \(reason)"
        default: return "\(SafeText.clean(path)) \(reason)"
        }
    }
}

/// An extraction error is a message of the project's kind: its words are
/// `message`, made in one place.
extension ExtractError: DiagnosticMessage {
    package var text: String { message }
}

/// Reads a SwiftUI project and gives its flow: the entry point of `extract`,
/// `audit`, and of `render`/`compare` on a project folder.
///
/// ```swift
/// let project = try SwiftUIExtractor.extract(folder: "MyApp").get()
/// print(project.flowText)
/// ```
public enum SwiftUIExtractor {
    /// Folders never read: build products, dependencies, hidden folders.
    package static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]

    /// Reads every `.swift` file below `path` (and the project files that
    /// hold plist keys), then extracts.
    ///
    /// - Parameter exclude: whether to leave out a file or a folder, by its
    ///   path relative to `path` (a configuration's `exclude`).
    public static func extract(folder path: String, exclude: ((String) -> Bool)? = nil) -> Result<ExtractedProject, ExtractError> {
        read(folder: path, exclude: exclude).flatMap { extract($0, path: path) }
    }

    /// The files of a project as read from its folder, before extraction: a
    /// caller may look at them first (`aaflow audit --cache` keys its answer
    /// on their bytes).
    package struct FolderFiles: Sendable {
        /// The `.swift` files, by path relative to the folder (the file's name
        /// when one file was given), in the order the walk met them.
        package var swift: [ProjectSource] = []
        /// The project files that hold settings (`ProjectSettings.isProjectFile`).
        package var other: [ProjectSource] = []
        /// What could not be read.
        package var problems: [SwiftProblem] = []
    }

    /// Reads every `.swift` file below `path` (or the one file `path` names)
    /// and the project files that hold plist keys.
    package static func read(folder path: String, exclude: ((String) -> Bool)? = nil) -> Result<FolderFiles, ExtractError> {
        var swift: [ProjectSource] = []
        var other: [ProjectSource] = []
        var problems: [SwiftProblem] = []
        switch Platform.fileKind(path) {
        case .missing:
            return .failure(.missing(path: path, why: Platform.whyUnavailable(path) ?? "no such file or folder"))
        case .regular:
            let name = path.split(separator: "/").last.map(String.init) ?? path
            switch Platform.readFile(path) {
            case .success(let bytes): swift.append(ProjectSource(path: name, bytes: bytes))
            case .failure(let e): return .failure(.unreadable(path: path, why: e.reason))
            }
        case .other:
            return .failure(.notFolderOrSwiftFile(path: path))
        case .directory:
            var visited: Set<FileIdentity> = []
            var found: [Found] = []
            var links: [(full: String, relative: String)] = []
            let looks = lookAhead(path, exclude: exclude ?? { _ in false })
            collect(path, relative: "", into: &found, visited: &visited, links: &links, looks: looks, exclude: exclude ?? { _ in false })
            // Folders reached through links are walked after the folders themselves, so that a folder
            // is read under its own path, and a link back to one already read is the one named.
            var linkAt = 0
            while linkAt < links.count {
                let link = links[linkAt]
                linkAt += 1
                collect(link.full, relative: link.relative, into: &found, visited: &visited, links: &links, looks: looks,
                        exclude: exclude ?? { _ in false })
            }
            // The files are read side by side, then taken in the order the walk met them.
            let wanted = found.compactMap { if case .file(let full, _, _) = $0 { return full } else { return nil } }
            let contents = Platform.concurrentMap(wanted.count) { Platform.readFile(wanted[$0]) }
            var next = contents.makeIterator()
            for item in found {
                switch item {
                case .problem(let problem):
                    problems.append(problem)
                case .file(_, let rel, let isSwift):
                    switch next.next()! {
                    case .success(let bytes):
                        if isSwift { swift.append(ProjectSource(path: rel, bytes: bytes)) } else { other.append(ProjectSource(path: rel, bytes: bytes)) }
                    case .failure(let e):
                        if isSwift {
                            problems.append(SwiftProblem(.unreadableFile(why: e.reason),
                                                         at: ProjectLocation(file: rel, line: 1, column: 1)))
                        }
                    }
                }
            }
        }
        return .success(FolderFiles(swift: swift, other: other, problems: problems))
    }

    /// Extracts from the files `read(folder:)` gave for `path`.
    package static func extract(_ read: FolderFiles, path: String) -> Result<ExtractedProject, ExtractError> {
        if read.swift.isEmpty {
            return .failure(.noSwiftFile(path: path))
        }
        let swift = read.swift
        var project = extract(files: swift, projectFiles: read.other)
        project.problems = (read.problems + project.problems).sorted { $0.location < $1.location }
        if project.app == nil {
            return .failure(.noApp(path: path, swiftFiles: swift.count))
        }
        return .success(project)
    }

    /// What a walk of the project folder found, in the order it met it.
    private enum Found {
        /// A Swift file, or a project file (not Swift) that holds settings.
        case file(full: String, relative: String, isSwift: Bool)
        case problem(SwiftProblem)
    }

    /// The entries of a folder of the project, with what the listing says of
    /// each one's kind, or what to say when the system refuses to list it (its
    /// reason: the folder itself can be looked at). The walk of `extract` and
    /// the language server's both list this way.
    package static func entryListing(_ dir: String, relative: String) -> (entries: [Platform.DirectoryEntry], refused: SwiftProblem?) {
        switch Platform.directoryListing(dir) {
        case .success(let entries):
            return (entries, nil)
        case .failure(let e):
            return ([], SwiftProblem(.unreadableFolder(why: e.reason), at: ProjectLocation(file: relative, line: 1, column: 1)))
        }
    }

    /// What to say of an entry that cannot be looked at (a link to nothing, or
    /// a file gone while the folder was listed), when it may be a Swift file:
    /// its name ends in `.swift`, or has no extension. Nil for other names.
    package static func unreachableEntry(name: String, full: String, relative: String) -> SwiftProblem? {
        guard name.hasSuffix(".swift") || !name.contains(".") else { return nil }
        let why = Platform.whyUnavailable(full) ?? "cannot be read"
        return SwiftProblem(.unreadableFile(why: why), at: ProjectLocation(file: relative, line: 1, column: 1))
    }

    /// What the walk asks the system of one folder: its identity, its entries, and the
    /// kind of each entry it may take (nil for names it passes over: hidden, skipped).
    private struct FolderLook: Sendable {
        var id: FileIdentity?
        var entries: [Platform.DirectoryEntry] = []
        var kinds: [FileKind?] = []
        /// Why the system refused to list it.
        var refused: String?
    }

    private static func look(_ dir: String) -> FolderLook {
        guard let id = Platform.fileIdentity(dir) else { return FolderLook(id: nil) }
        switch Platform.directoryListing(dir) {
        case .failure(let e):
            return FolderLook(id: id, refused: e.reason)
        case .success(let entries):
            let base = dir.hasSuffix("/") ? dir : dir + "/"
            // A regular file by the listing's word is not asked about again (one `stat` fewer per file).
            let kinds = entries.map { e -> FileKind? in
                if e.name.hasPrefix(".") || skippedFolders.contains(e.name) { return nil }
                return e.isRegularFile ? .regular : Platform.fileKind(base + e.name)
            }
            return FolderLook(id: id, entries: entries, kinds: kinds)
        }
    }

    /// The folders of the project (not those links lead to), looked at side by side a
    /// level at a time, by full path: the walk (`collect`) then asks the system nothing
    /// more of them, and takes them in its own order, as if it had looked itself.
    private static func lookAhead(_ root: String, exclude: (String) -> Bool) -> [String: FolderLook] {
        var looks: [String: FolderLook] = [:]
        var seen: Set<FileIdentity> = []
        var level: [(full: String, relative: String)] = [(root, "")]
        while !level.isEmpty {
            let fulls = level.map(\.full)
            let found = Platform.concurrentMap(fulls.count) { look(fulls[$0]) }
            var next: [(full: String, relative: String)] = []
            for ((dir, relative), l) in zip(level, found) {
                looks[dir] = l
                // (A folder met again, through a mount, is left to the walk to say.)
                guard let id = l.id, seen.insert(id).inserted else { continue }
                let base = dir.hasSuffix("/") ? dir : dir + "/"
                for (entry, kind) in zip(l.entries, l.kinds) where kind == .directory && !entry.isLink {
                    let rel = relative.isEmpty ? entry.name : relative + "/" + entry.name
                    if !exclude(rel) { next.append((base + entry.name, rel)) }
                }
            }
            level = next
        }
        return looks
    }

    private static func collect(_ dir: String, relative: String, into found: inout [Found], visited: inout Set<FileIdentity>,
                                links: inout [(full: String, relative: String)], looks: [String: FolderLook],
                                exclude: (String) -> Bool) {
        let folder = looks[dir] ?? look(dir)
        guard let id = folder.id else { return }
        guard visited.insert(id).inserted else {
            found.append(.problem(SwiftProblem(.linkLoops, at: ProjectLocation(file: relative, line: 1, column: 1))))
            return
        }
        if let why = folder.refused {
            found.append(.problem(SwiftProblem(.unreadableFolder(why: why), at: ProjectLocation(file: relative, line: 1, column: 1))))
            return
        }
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        for (entry, kind) in zip(folder.entries, folder.kinds) {
            guard let kind else { continue }
            let name = entry.name
            let full = base + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            if exclude(rel) { continue }
            switch kind {
            case .directory:
                if entry.isLink {
                    links.append((full, rel))
                } else {
                    collect(full, relative: rel, into: &found, visited: &visited, links: &links, looks: looks, exclude: exclude)
                }
            case .regular:
                let isSwift = name.hasSuffix(".swift")
                guard isSwift || ProjectSettings.isProjectFile(rel) else { continue }
                found.append(.file(full: full, relative: rel, isSwift: isSwift))
            case .missing:
                if let problem = unreachableEntry(name: name, full: full, relative: rel) { found.append(.problem(problem)) }
            case .other:
                continue
            }
        }
    }

    /// Extracts from files already read (paths relative to the project folder).
    ///
    /// - Parameter projectFiles: `.plist`, `.pbxproj`, `.xcconfig`, `Project.swift`
    ///   and `project.yml` files, for the keys of rules 12 and 22.
    /// - Parameter cache: what an earlier extraction of the same project read;
    ///   a caller that extracts again after a change (the language server)
    ///   passes the same cache each time, and only the files that changed are read.
    package static func extract(files: [ProjectSource], projectFiles: [ProjectSource] = [],
                               cache: ExtractionCache? = nil) -> ExtractedProject {
        // Files below an Xcode project that none of its targets compiles are not the app's.
        let leftOut = XcodeMembership.outside(files.map(\.path), projectFiles: projectFiles)
        var files = files
        if !leftOut.isEmpty {
            let dropped = Set(leftOut.map(\.path))
            files.removeAll { dropped.contains($0.path) }
        }
        let sorted = cache?.isInLastOrder(files) == true ? files : files.sortedInByteOrder(by: \.path)
        var project = ExtractedProject()
        if let cache {
            (project.files, project.sources) = cache.listing(sorted)
        } else {
            project.files = sorted.map(\.path)
            project.sources = sorted.map { SourceFile(path: $0.path, bytes: $0.bytes) }
        }
        cache?.begin(paths: project.files)
        var model: [SFile] = []
        // Bodies are read when extraction first asks for them, so where a builder gave up
        // is known only at the end.
        var builders: [SwiftModelBuilder] = []
        // The files to parse (all, or those whose bytes the cache does not hold)
        // are parsed side by side; the cache is then asked in path order.
        let toRead = sorted.indices.filter { cache?.holds(sorted[$0], at: $0) != true }
        let fresh = Platform.concurrentMap(toRead.count) { k in
            ExtractionCache.Fresh(ExtractionCache.read(sorted[toRead[k]], index: toRead[k]))
        }
        let readLog = ReadLog()
        // One extraction more over the models, begun for all at once.
        let readRun = cache?.readRun ?? ReadRun()
        readRun.begin(log: readLog)
        var freshAt = [ExtractionCache.Entry?](repeating: nil, count: sorted.count)
        for (k, i) in toRead.enumerated() { freshAt[i] = fresh[k].entry }
        // The places of the files whose declarations left a nest out (their `gaveUp` is said each time).
        var declarationsGaveUp: [Int] = []
        if let cache, cache.aligned {
            // The paths of the last extraction: only the files read again are looked at.
            for i in toRead {
                cache.model(of: sorted[i], index: i, read: freshAt[i]).builder.attach(readRun)
                freshAt[i] = nil
            }
            cache.keepOthers(read: toRead.count, of: sorted.count)
            project.problems += cache.readerProblems()
            declarationsGaveUp = cache.declarationsGaveUpPlaces()
        } else {
            for (i, f) in sorted.enumerated() {
                let read = cache?.model(of: f, index: i, read: freshAt[i]) ?? freshAt[i]!
                freshAt[i] = nil
                if !read.problems.isEmpty { project.problems += read.problems }
                read.builder.attach(readRun)
                if read.builder.declarationsGaveUpSomewhere { declarationsGaveUp.append(i) }
                if cache == nil {
                    model.append(read.file)
                    builders.append(read.builder)
                }
            }
        }
        if let cache { (model, builders) = cache.modelsAndBuilders() }
        let targets = cache?.targets(of: project.files) ?? project.files.map(target(of:))
        // No file's code changed (only comments or space, if anything): the last
        // extraction holds, but for what comments, bytes and settings give.
        let catalog = StringCatalog.texts(projectFiles)
        if let cache, cache.lastCatalog == catalog, var kept = cache.unchanged(paths: project.files, targets: targets) {
            kept.files = project.files
            kept.sources = project.sources
            kept.allowComments = allowComments(in: model, paths: project.files, app: kept.app)
            scanSettings(&kept, projectFiles: projectFiles, sources: sorted, cache: cache)
            cache.keep(kept)
            return kept
        }
        let index = cache?.typeIndex(files: model, paths: project.files, targets: targets)
            ?? TypeIndex(files: model, targets: targets)
        let x = Extraction(index: index, paths: project.files, readLog: readLog)
        x.catalog = catalog
        cache?.lastCatalog = catalog
        x.notPlacedMemo = cache?.notPlacedMemo()
        x.previewMemo = cache?.previewMemo()

        // Where each type is, and which are Views, while another thread gathers the tables the scenes ask for.
        index.gatherTables {
            if let cache {
                project.typeLocations = cache.typeLocations(index, x)
            } else {
                project.typeLocations = typeLocations(index, x)
            }
            index.settleViews()
        }

        // The app: the @main App first (path order), then any App, then a scene delegate.
        let apps = index.declaredApps
        let mains = apps.filter { $0.decl?.attributes.contains("main") == true }
        let delegates = index.sceneDelegates
        func declaration(_ e: TypeIndex.Entry, delegate: Bool) -> AppDeclaration {
            AppDeclaration(typeName: e.name, location: x.location(e.loc), isMain: e.decl?.attributes.contains("main") == true,
                           isSceneDelegate: delegate)
        }
        let appEntry = preferredApp(mains, x) ?? preferredApp(apps, x)
        if let appEntry {
            project.app = declaration(appEntry, delegate: false)
            project.otherApps = mains.filter { $0 !== appEntry }.map { declaration($0, delegate: false) }
        } else if let d = delegates.first {
            project.app = declaration(d, delegate: true)
        }

        // Scenes.
        var standard: (SExpr, Ctx, Loc)?
        var assistive: (SExpr, Ctx, Loc)?
        if let appEntry, let body = index.variable("body", of: appEntry)?.getter {
            let ctx = Ctx(type: appEntry, file: appEntry.file, scene: .standard)
            findScenes(body, ctx, x, &standard, &assistive, depth: 0)
        }
        for d in delegates where assistive == nil {
            if let v = index.variable("rootScene", of: d), let getter = v.getter {
                let ctx = Ctx(type: d, file: d.file, scene: .assistive)
                var unused: (SExpr, Ctx, Loc)?
                findScenes(getter, ctx, x, &unused, &assistive, depth: 0)
            }
        }
        if let (content, ctx, loc) = standard {
            project.scenes.append(x.extractScene(.standard, content: content, ctx: ctx, loc: loc))
        }
        if let (content, ctx, loc) = assistive {
            project.scenes.append(x.extractScene(.assistive, content: content, ctx: ctx, loc: loc))
        }
        project.notes = leftOutNotes(leftOut) + x.projectNotes
        var placed: Set<String> = []
        for scene in project.scenes {
            for screen in scene.screens {
                if let t = screen.typeName { placed.insert(screen.id.contains(".") ? screen.id : t) }
                placed.insert(screen.id)
                for v in screen.views { placed.insert(v.typeName) }
            }
        }
        project.screenTypes = x.screenTypes(placed: placed, dynamicShows: x.dynamicShows)
        // Where reading left a nest out: each file's declarations, and the bodies this extraction asked for.
        var gaveUpPlaces = Set(declarationsGaveUp)
        for (place, model) in readRun.gaveUpIn {
            if builders.indices.contains(place), ObjectIdentifier(builders[place]) == model {
                gaveUpPlaces.insert(place)
            } else if let i = builders.firstIndex(where: { ObjectIdentifier($0) == model }) {
                gaveUpPlaces.insert(i)
            }
        }
        for i in gaveUpPlaces.sorted() {
            for (l, why) in builders[i].gaveUp {
                project.problems.append(SwiftProblem(why,
                                                     at: ProjectLocation(file: sorted[i].path, line: Int(l.line), column: Int(l.column))))
            }
        }
        for (message, l) in x.unresolvedScenes {
            project.problems.append(SwiftProblem(message, at: x.location(l)))
        }
        for l in x.gaveUpHits {
            project.problems.append(SwiftProblem(.viewsTooDeep(levels: Extraction.maxNesting), at: x.location(l)))
        }

        // Previews: each kept from the last extraction while the files it read have the same code.
        for i in model.indices where !model[i].previews.isEmpty {
            for (k, p) in model[i].previews.enumerated() {
                guard let memo = x.previewMemo else {
                    project.previews.append(preview(p, x))
                    continue
                }
                if let kept = memo.answer(file: i, place: k) {
                    x.replay(kept.heard, gaveUp: kept.gaveUp)
                    project.previews.append(kept.block)
                    continue
                }
                let (block, heard, gaveUp) = x.listened { preview(p, x) }
                heard.files.insert(i)
                memo.keep(PreviewMemo.Kept(block: block, heard: heard, gaveUp: gaveUp), file: i, place: k)
                project.previews.append(block)
            }
        }
        // Types that read the mode.
        // (What a type reads of the environment is part of its declarations: a kept index has the same readers.)
        project.modeReaders = cache?.keptModeReaders() ?? index.entries.filter(\.readsAssistiveMode).map(index.id(of:)).sorted()
        project.allowComments = allowComments(in: model, paths: project.files, app: project.app)
        scanSettings(&project, projectFiles: projectFiles, sources: sorted, cache: cache)
        // (A cache keeps the model itself, in arrays it changes in place: the project does not share them.)
        if cache == nil { project.model = ExtractionModel(files: model, index: index, extraction: x) }
        cache?.keep(project)
        return project
    }

    /// Where each type of the project is declared, by id.
    static func typeLocations(_ index: TypeIndex, _ x: Extraction) -> [String: ProjectLocation] {
        var out: [String: ProjectLocation] = [:]
        out.reserveCapacity(index.entries.count)
        for e in index.entries where e.decl != nil {
            out[index.id(of: e)] = x.location(e.loc)
        }
        return out
    }

    /// What a preview shows: the View types its content builds, first one first.
    private static func preview(_ p: SPreview, _ x: Extraction) -> PreviewBlock {
        let index = x.index
        var traits: [String] = []
        var inTraits = false
        for a in p.args {
            if a.label == "traits" { inTraits = true } else if a.label != nil { inTraits = false }
            if inTraits, let n = a.value.lastName { traits.append(n) }
        }
        var usedDefault = false
        var shown: [String] = []
        for h in x.hits(p.body, Ctx(type: nil, file: Int(p.loc.file), scene: .standard), usedDefault: &usedDefault, depth: 0) {
            if case .type(let e, _, _) = h { shown.append(index.id(of: e)) }
        }
        if shown.isEmpty {
            x.visit(p.body) { e in
                if let n = e.calleeName, let entry = index.lookup(n, from: Int(p.loc.file)), index.isView(entry),
                   !shown.contains(index.id(of: entry)) {
                    shown.append(index.id(of: entry))
                }
            }
        }
        return PreviewBlock(location: x.location(p.loc), traits: traits, shownTypes: shown)
    }

    /// The app to read of several (a project with an iPhone app and a watch
    /// app): Assistive Access is a mode of iOS and iPadOS, so the first in
    /// path order that is not built for another system (`isForAnotherSystem`),
    /// else the first. The others are named in a note.
    static func preferredApp(_ apps: [TypeIndex.Entry], _ x: Extraction) -> TypeIndex.Entry? {
        guard apps.count > 1 else { return apps.first }
        return apps.first { !isForAnotherSystem(typeName: $0.name, path: x.paths[$0.file]) } ?? apps.first
    }

    /// Whether an App type is built for watchOS, macOS, tvOS or visionOS, as
    /// its name or folders say (`SotkaWatch Watch App/SotkaWatchApp.swift`,
    /// `macOS/MyApp.swift`): such an app has no Assistive Access.
    static func isForAnotherSystem(typeName: String, path: String) -> Bool {
        if typeName.containsASCII("Watch") { return true }
        // `MeshtasticTVApp`, `Shop TV/`, `ShopTV/`: "TV" as a word of its own (not `TVShowsApp`).
        if typeName.hasSuffix("TVApp"), endsWithWordTV(String(typeName.dropLast(3))) { return true }
        let folders = path.split(separator: "/").dropLast()
        return folders.contains { f in
            let f = String(f)
            return f.containsASCII("Watch") || f.containsASCII("watchOS") || f.containsASCII("macOS") || f.containsASCII("tvOS")
                || f.containsASCII("visionOS") || endsWithWordTV(f)
        }
    }

    /// Whether a name ends with "TV" as a word: all of it, or after a space, `-`, `_` or a small letter.
    private static func endsWithWordTV(_ s: String) -> Bool {
        guard s.hasSuffix("TV") else { return false }
        guard let before = s.dropLast(2).last else { return true }
        return before == " " || before == "-" || before == "_" || before.isLowercase
    }

    /// The `// aaflow:allow` comments of the files read; those above the App
    /// type's declaration, in its file, are project-wide.
    static func allowComments(in model: [SFile], paths: [String], app: AppDeclaration?) -> [AllowComment] {
        var out: [AllowComment] = []
        let appType = app.flatMap { $0.isSceneDelegate ? nil : $0.location }
        for i in model.indices where !model[i].comments.isEmpty {
            for c in model[i].comments {
                guard let allow = parseAllow(c.text) else { continue }
                let l = ProjectLocation(file: i < paths.count ? paths[i] : "", line: Int(c.loc.line), column: Int(c.loc.column))
                let wide = appType.map { $0.file == paths[i] && Int(c.loc.line) < $0.line } ?? false
                out.append(AllowComment(rule: allow.0, reason: allow.1, location: l, isProjectWide: wide))
            }
        }
        return out
    }

    /// The settings of the project files (and of `Project.swift` manifests), and where the full-screen key is on.
    /// With a cache, a file whose bytes it holds is not scanned again.
    /// The note that says which files were left out as no target compiles them, one per project file.
    static func leftOutNotes(_ leftOut: [(path: String, project: String)]) -> [ExtractNote] {
        var byProject: [String: [String]] = [:]
        for l in leftOut { byProject[l.project, default: []].append(l.path) }
        return byProject.keys.sorted().map { project in
            let paths = byProject[project]!.sorted()
            let shown = paths.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
            let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
            let name = TypeIndex.folder(of: project).split(separator: "/").last.map(String.init) ?? project
            let what = paths.count == 1 ? "1 Swift file is" : "\(paths.count) Swift files are"
            return ExtractNote("\(what) in no target of \(name), so not read: \(shown)\(more)",
                               at: ProjectLocation(file: project, line: 1, column: 1))
        }
    }

    static func scanSettings(_ project: inout ExtractedProject, projectFiles: [ProjectSource], sources: [ProjectSource],
                             cache: ExtractionCache? = nil) {
        project.projectSettings = []
        for f in projectFiles + (cache?.manifests(sources) ?? manifests(sources)) where !ProjectSettings.isStringCatalog(f.path) {
            project.projectSettings += cache?.settings(of: f) ?? ProjectSettings.scan(path: f.path, bytes: f.bytes)
        }
        project.fullScreenKey = project.projectSettings.first { $0.key == .fullScreen && $0.isOn }.map {
            ProjectLocation(file: $0.path, line: $0.range.start.line, column: $0.range.start.column)
        }
    }

    /// The Tuist manifests (`Project.swift`) among a project's Swift files, whose settings are read too.
    static func manifests(_ sources: [ProjectSource]) -> [ProjectSource] {
        sources.filter { $0.path.hasASCIISuffix("Project.swift") }
    }

    /// `WindowGroup` and `AssistiveAccess` in a scene body, through `#if`, `if`, groups and computed properties.
    private static func findScenes(_ stmts: [SStmt], _ ctx: Ctx, _ x: Extraction, _ standard: inout (SExpr, Ctx, Loc)?,
                                   _ assistive: inout (SExpr, Ctx, Loc)?, depth: Int, seen: Set<String> = []) {
        guard depth < Extraction.maxNesting else { return }
        var found: [(String, SExpr, Loc)] = []
        var names: [String] = []
        x.visit(stmts) { e in
            if case .call(_, let args, let trailing, let loc) = e, let n = e.calleeName,
               ["WindowGroup", "AssistiveAccess", "DocumentGroup", "Window"].contains(n) {
                let content = args.labelled("content") ?? trailing.first(where: { $0.label == nil })?.value
                    ?? args.first(where: { x.isClosure($0.value) })?.value
                if let content { found.append((n, content, loc)) }
            }
            if case .name(let n, _) = e { names.append(n) }
            if case .member(.name("self", _)?, let n, _) = e { names.append(n) }
        }
        for (n, content, loc) in found {
            if n == "AssistiveAccess" {
                if assistive == nil { assistive = (content, ctx, loc) }
            } else if n == "WindowGroup" {
                if standard == nil { standard = (content, ctx, loc) }
            }
        }
        if standard == nil, let (_, content, loc) = found.first(where: { $0.0 == "DocumentGroup" || $0.0 == "Window" }) {
            standard = (content, ctx, loc)
        }
        // Scenes built by properties of the app (`var body: some Scene { mainWindow }`).
        if let t = ctx.type {
            for n in names {
                if let v = x.index.variable(n, of: t), let g = v.getter, v.name != "body", !seen.contains(n) {
                    findScenes(g, ctx, x, &standard, &assistive, depth: depth + 1, seen: seen.union([n]))
                }
            }
        }
    }

    /// The target folder of a path: the folder after `Sources/`, else the first folder.
    /// Read on the path's bytes, as the file system names it: splitting it by
    /// characters costs more than reading the file's declarations.
    static func target(of path: String) -> String {
        var path = path
        return path.withUTF8 { b in
            // The path's non-empty parts between `/` bytes, read once: the first, and the one
            // after the first `Sources`.
            var count = 0
            var first = 0..<0
            var sources = -1
            var afterSources = 0..<0
            var start = 0
            for i in 0...b.count where i == b.count || b[i] == UInt8(ascii: "/") {
                defer { start = i + 1 }
                guard i > start else { continue }
                let part = start..<i
                if count == 0 { first = part }
                if sources < 0, Self.spells(b, part, "Sources") {
                    sources = count
                } else if sources >= 0, count == sources + 1 {
                    afterSources = part
                }
                count += 1
            }
            if sources >= 0, sources + 2 < count { return String(decoding: b[afterSources], as: UTF8.self) }
            return count > 1 ? String(decoding: b[first], as: UTF8.self) : ""
        }
    }

    /// Whether the bytes of `part` are exactly `word`.
    static func spells(_ b: UnsafeBufferPointer<UInt8>, _ part: Range<Int>, _ word: StaticString) -> Bool {
        guard part.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for k in 0..<part.count where b[part.lowerBound + k] != w[k] { return false }
        return true
    }

    /// `// aaflow:allow RULE-ID reason` -> (rule, reason).
    static func parseAllow(_ comment: String) -> (String, String)? {
        var s = Substring(comment)
        for prefix in ["///", "//", "/**", "/*"] where s.hasPrefix(prefix) {
            s = s.dropFirst(prefix.count)
            break
        }
        if s.hasSuffix("*/") { s = s.dropLast(2) }
        let text = String(s).trimmingSpaces
        guard text.hasPrefix("aaflow:allow") else { return nil }
        let rest = text.dropFirst("aaflow:allow".count).trimmingPrefixSpaces
        guard !rest.isEmpty else { return nil }
        let rule = rest.prefix { $0 != " " && $0 != "\t" }
        let reason = String(rest.dropFirst(rule.count)).trimmingSpaces
        return (String(rule), reason)
    }
}

extension Substring {
    var trimmingPrefixSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        return s
    }
}
