import AAFlowPlatform
import AAFlow
import AAFlowSwift
import AAFlowSwiftUI

/// A SwiftUI project the server has read, kept between saves: every
/// `.swift` file and project settings file below its folder, each with the
/// stamp (size and time) it had when read; and what extraction read from
/// each Swift file (`ExtractionCache`: its tree and declarations, keyed by its
/// content). A save reads again only the files whose stamp changed (and the
/// one saved), and the extraction reads again only those whose bytes changed,
/// keeping what it read of the others, then the audit runs again.
final class SwiftProject {
    /// The project folder, an absolute path without a trailing `/`.
    let root: String

    struct CachedFile {
        var stamp: [Int64]?
        var bytes: [UInt8]
    }

    /// The files read, by path relative to `root`.
    private(set) var files: [String: CachedFile] = [:]
    /// Their paths, in byte order.
    private var sortedPaths: [String] = []
    /// The last audit; nil when the folder holds no app.
    private(set) var audit: Audit?
    /// Its findings, those the baseline records marked.
    private(set) var findings: [Diagnostic] = []
    /// The diagnostics last published, by absolute path.
    var published: [String: JSON] = [:]
    /// The line tables made so far, by relative path.
    private var lineTables: [String: LineTable] = [:]
    /// What extraction read of each Swift file, kept between audits.
    private let extraction = ExtractionCache()
    /// What the last audit kept for the next (`AuditMemo`).
    private let auditMemo = AuditMemo()
    /// The Swift and settings files as the extraction takes them, in path
    /// order, with the place of each path: made again when files came or
    /// went, else changed only where a file's bytes did (`bytesChanged`).
    private var sources: (swift: [ProjectSource], settings: [ProjectSource], place: [String: (isSwift: Bool, at: Int)])?
    /// The files read again since `sources` was last brought up to date.
    private var bytesChanged: Set<String> = []
    /// How many files were parsed since the project was read (for tests).
    private(set) var parseCount = 0
    /// The project's `.aaflow.json`, as of the last refresh: its `exclude`
    /// leaves files unread, its limits and `allow` entries apply, its
    /// baseline marks the findings it records, as in `aaflow audit`.
    private(set) var configuration: Configuration?
    /// The stamp of the configuration's baseline file, as of the last refresh.
    private var baselineStamp: [Int64]?
    /// Why the configuration or its baseline cannot be used, when they cannot
    /// (the audit then goes on without them); nil when they can.
    private(set) var configurationProblem: String?
    /// What the last refresh could not read, as `aaflow audit` says it: a
    /// folder that cannot be listed, a symbolic link back to a folder already
    /// read, a Swift file that cannot be read. The audit reports them
    /// (`swift.unreadable`), at the App type when the file itself is not read.
    private(set) var readProblems: [SwiftProblem] = []

    /// Whether the client watches the folder's files for the server (it took
    /// the server's registration of `workspace/didChangeWatchedFiles`): a
    /// refresh then reads the files the client named and the one saved, and
    /// looks at nothing else, unless the client said something changed that
    /// only a walk of the folder finds (`needsWalk`). Without it, every
    /// refresh looks at the stamp of every folder and file below the root.
    var watchedByClient = false {
        didSet { needsWalk = true }
    }
    /// Whether the next refresh walks the folder: it was never walked, or the
    /// client said a file was made or removed, or named a folder.
    private(set) var needsWalk = true
    /// The files read that the client said changed since the last refresh.
    private var changedByClient: Set<String> = []

    init(root: String) {
        self.root = root
    }

    /// What the client said of a path below the root (`workspace/didChangeWatchedFiles`):
    /// a file read that changed is read again at the next refresh; a file made or
    /// removed, or a folder, is found by a walk. Paths the project never reads (in
    /// a hidden or skipped folder, or neither Swift nor settings) change nothing.
    /// Whether the path belongs to the project.
    @discardableResult
    func clientSaid(_ path: String, changed kind: Int) -> Bool {
        guard let rel = relative(path) else { return false }
        let parts = rel.split(separator: "/")
        guard let name = parts.last else { return false }
        if name == ".aaflow.json" {
            needsWalk = true
            return true
        }
        if parts.contains(where: { $0.hasPrefix(".") || SwiftUIExtractor.skippedFolders.contains(String($0)) }) { return false }
        if kind == 2, files[rel] != nil {
            changedByClient.insert(rel)
            return true
        }
        let read = name.hasSuffix(".swift") || ProjectSettings.isProjectFile(rel)
        // A folder made or removed, or moved: its files come or go with it.
        let folder = kind != 2 && (Platform.fileKind(path) == .directory || files.keys.contains { $0.hasPrefix(rel + "/") })
        if read || folder {
            needsWalk = true
            return true
        }
        return false
    }

    // MARK: Finding the project

    /// Folders whose files name a project: a package, an Xcode project or
    /// workspace, a Tuist or XcodeGen manifest, or aaflow's own configuration
    /// (`.aaflow.json`: the folder a team audits, when no project file says so,
    /// as in a folder of sources beside a package that is not the app's).
    static func isProjectMarker(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name == "Project.swift" || name == "project.yml" || name == "project.yaml"
            || name == ".aaflow.json"
    }

    /// The folder `aaflow audit` would be given for a Swift file: the nearest
    /// folder above it that holds a package, an Xcode project or workspace, a
    /// Tuist or XcodeGen manifest, or an `Info.plist`; from an `Info.plist`
    /// folder, a project one or two folders further up is taken instead (an
    /// Xcode app's `MyApp/MyApp/Info.plist`, a package's `Sources/App`), since
    /// its settings hold keys the audit reads. The walk stops at the folder
    /// that holds `.git`. Nil when there is none, or when the file lies in a
    /// folder audit skips (`.build`, hidden folders, ...).
    static func root(of file: String) -> String? {
        guard file.hasPrefix("/") else { return nil }
        var parts = file.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
        let folders = parts
        /// The folder, unless the file lies below it in a folder audit skips.
        func accepted(_ root: String) -> String? {
            let depth = root.split(separator: "/").count
            let below = folders.dropFirst(depth)
            return below.contains { $0.hasPrefix(".") || SwiftUIExtractor.skippedFolders.contains($0) } ? nil : root
        }
        var plistFolder: String?
        var levelsAbovePlist = 0
        while true {
            let dir = "/" + parts.joined(separator: "/")
            if case .success(let names) = Platform.directoryEntries(dir) {
                if names.contains(where: isProjectMarker) { return accepted(dir) }
                if plistFolder == nil, names.contains("Info.plist") { plistFolder = dir }
                if names.contains(".git") { break }
            }
            if plistFolder != nil {
                levelsAbovePlist += 1
                if levelsAbovePlist > 2 { break }
            }
            if parts.isEmpty { break }
            parts.removeLast()
        }
        return plistFolder.flatMap(accepted)
    }

    // MARK: Reading

    /// Reads the folder again: new files are read, files whose stamp changed
    /// (and those in `force`) are read again, and files gone are dropped.
    /// `texts` gives the bytes of files by relative path, instead of the disk's.
    /// Whether anything changed.
    @discardableResult
    func refresh(force: Set<String> = [], texts: [String: [UInt8]] = [:]) -> Bool {
        let oldConfiguration = configuration
        switch ConfiguredAudit.configuration(for: root, explicit: nil) {
        case .success(let c):
            configuration = c
            configurationProblem = nil
        case .failure(let e):
            configuration = nil
            configurationProblem = e.text(colour: false)
        }
        // What is excluded may have changed: every folder is listed again.
        let configurationChanged = configuration?.source.bytes != oldConfiguration?.source.bytes
            || configuration?.source.path != oldConfiguration?.source.path
        if configurationChanged {
            listings = [:]
        }
        // The client watches the files, and said nothing a walk must find: the
        // files it named and those forced are read, and nothing else is looked at.
        let named = changedByClient.union(force).union(texts.keys)
        let walk = !watchedByClient || needsWalk || configurationChanged || named.contains { files[$0] == nil }
        changedByClient = []
        var found: [(path: String, stamp: [Int64]?)] = []
        let oldProblems = readProblems
        var force = force
        if walk {
            var visited: Set<FileIdentity> = []
            var listed: [String: Listing] = [:]
            foldersListed = 0
            readProblems = []
            var links: [(full: String, relative: String)] = []
            let now = Platform.wallClockSeconds()
            list(root, relative: "", into: &found, visited: &visited, listed: &listed, links: &links, now: now)
            // Folders reached through links come after the folders themselves, as `aaflow audit` walks them.
            var linkAt = 0
            while linkAt < links.count {
                let link = links[linkAt]
                linkAt += 1
                list(link.full, relative: link.relative, into: &found, visited: &visited, listed: &listed, links: &links, now: now)
            }
            listings = listed
            needsWalk = false
        } else {
            // Only the files named are looked at (each one is read: it is known to have changed).
            found = named.sorted { $0.precedesInByteOrder($1) }.map { ($0, files[$0]?.stamp) }
            force.formUnion(named)
        }
        var changed = false
        // The files are changed where they stand (most are as they were):
        // `present` counts those found that are kept, so that files gone show.
        var present = 0
        var keysChanged = false
        for (rel, stamp) in found {
            let old = files[rel]
            if !texts.isEmpty, let text = texts[rel] {
                // No stamp: the disk may hold other bytes, read at the next refresh.
                if old?.bytes != text { changed = true }
                if old == nil { keysChanged = true }
                files[rel] = CachedFile(stamp: nil, bytes: text)
                bytesChanged.insert(rel)
                present += 1
                continue
            }
            if let old, old.stamp != nil, old.stamp == stamp, !force.contains(rel) {
                present += 1
                continue
            }
            let bytes: [UInt8]
            switch Platform.readFile(root + "/" + rel) {
            case .success(let read):
                bytes = read
            case .failure(let e):
                // Unreadable now: dropped from the files read, and said, as `aaflow audit` says it.
                if rel.hasSuffix(".swift") {
                    readProblems.append(SwiftProblem(.unreadableFile(why: e.reason),
                                                     at: ProjectLocation(file: rel, line: 1, column: 1)))
                }
                if old != nil {
                    files[rel] = nil
                    changed = true
                    keysChanged = true
                }
                continue
            }
            if old?.bytes != bytes { changed = true }
            if old == nil { keysChanged = true }
            files[rel] = CachedFile(stamp: stamp, bytes: bytes)
            bytesChanged.insert(rel)
            present += 1
        }
        // Files no longer found are dropped (a walk finds every file there is).
        if walk, files.count > present {
            let found = Set(found.map(\.path))
            files = files.filter { found.contains($0.key) }
            changed = true
            keysChanged = true
        }
        // What could not be read changed: audit again, to say so.
        if readProblems != oldProblems { changed = true }
        // The configuration, or its baseline, changed: audit again.
        let stamp = configuration?.baselinePath.flatMap(Platform.fileStamp)
        if configuration?.source.bytes != oldConfiguration?.source.bytes || configuration?.source.path != oldConfiguration?.source.path
            || stamp != baselineStamp {
            changed = true
        }
        baselineStamp = stamp
        // The paths in byte order, sorted again only when files came or went.
        if keysChanged {
            sortedPaths = files.keys.sorted { $0.precedesInByteOrder($1) }
            sources = nil
        }
        lineTables = lineTables.filter { files[$0.key]?.bytes == $0.value.bytes }
        return changed
    }

    /// A folder as last listed: its identity and stamp, and its entries that
    /// are read (folders, and `.swift` and settings files, not skipped or
    /// excluded), each with its full and relative path, in name order.
    private struct Listing {
        var id: FileIdentity
        var stamp: [Int64]
        var entries: [(full: String, relative: String, isFolder: Bool, isLink: Bool)]
    }

    /// The folders listed at the last refresh, by full path: those whose stamp
    /// was old enough to be trusted (`listingMargin`).
    private var listings: [String: Listing] = [:]
    /// How long (seconds) a folder's stamp must lie before the moment it is
    /// listed for the listing to be kept: a file added in the same tick of the
    /// file system's clock may leave the stamp as it was (the "racy" case).
    var listingMargin: Double = 2
    /// How many folders the last refresh listed (read with `readdir`), for tests.
    private(set) var foldersListed = 0

    /// The `.swift` and settings files below a folder, skipping what extraction
    /// skips, each with its stamp (one look at each file). A folder whose stamp
    /// is the one it had when last listed holds the same names (adding,
    /// removing or renaming an entry changes it): its listing is kept, and only
    /// its entries are looked at.
    private func list(_ dir: String, relative: String, into out: inout [(path: String, stamp: [Int64]?)],
                      visited: inout Set<FileIdentity>, listed: inout [String: Listing],
                      links: inout [(full: String, relative: String)], now: Double) {
        guard let (id, stamp) = Platform.folderIdentityAndStamp(dir) else { return }
        guard visited.insert(id).inserted else {
            readProblems.append(SwiftProblem(.linkLoops, at: ProjectLocation(file: relative, line: 1, column: 1)))
            return
        }
        if let kept = listings[dir], kept.id == id, kept.stamp == stamp {
            var looks: [(kind: FileKind, stamp: [Int64]?)] = []
            looks.reserveCapacity(kept.entries.count)
            for e in kept.entries {
                let look = Platform.fileKindAndStamp(e.full)
                // An entry that is no longer what it was: the listing is not trusted.
                guard look.kind == (e.isFolder ? .directory : .regular) else { break }
                looks.append(look)
            }
            if looks.count == kept.entries.count {
                listed[dir] = kept
                for (e, look) in zip(kept.entries, looks) {
                    if e.isFolder && e.isLink {
                        links.append((e.full, e.relative))
                    } else if e.isFolder {
                        list(e.full, relative: e.relative, into: &out, visited: &visited, listed: &listed, links: &links, now: now)
                    } else {
                        out.append((e.relative, look.stamp))
                    }
                }
                return
            }
        }
        let (listing, refused) = SwiftUIExtractor.entryListing(dir, relative: relative)
        if let refused {
            readProblems.append(refused)
            return
        }
        foldersListed += 1
        var entries: [(full: String, relative: String, isFolder: Bool, isLink: Bool)] = []
        for entry in listing where !entry.name.hasPrefix(".") && !SwiftUIExtractor.skippedFolders.contains(entry.name) {
            let name = entry.name
            let full = dir + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            if let configuration, configuration.excludes(rel, below: root) { continue }
            let (kind, fileStamp) = Platform.fileKindAndStamp(full)
            switch kind {
            case .directory:
                entries.append((full, rel, true, entry.isLink))
                if entry.isLink {
                    links.append((full, rel))
                } else {
                    list(full, relative: rel, into: &out, visited: &visited, listed: &listed, links: &links, now: now)
                }
            case .regular where name.hasSuffix(".swift") || ProjectSettings.isProjectFile(rel):
                entries.append((full, rel, false, false))
                out.append((rel, fileStamp))
            case .missing:
                if let problem = SwiftUIExtractor.unreachableEntry(name: name, full: full, relative: rel) { readProblems.append(problem) }
            default:
                continue
            }
        }
        if Double(stamp[1]) + Double(stamp[2]) / 1e9 + listingMargin < now {
            listed[dir] = Listing(id: id, stamp: stamp, entries: entries)
        }
    }

    /// Extracts and audits the files as kept, reading only the Swift files
    /// that changed since the last extraction.
    func reaudit() {
        // The last audit goes first: the extraction changes in place the arrays it shared.
        audit = nil
        let (swift, settings) = projectSources()
        guard !swift.isEmpty else {
            audit = nil
            findings = []
            return
        }
        var project = SwiftUIExtractor.extract(files: swift, projectFiles: settings, cache: extraction)
        if !readProblems.isEmpty {
            project.problems = (readProblems + project.problems).sorted { $0.location < $1.location }
        }
        parseCount += extraction.filesParsed
        guard project.app != nil else {
            audit = nil
            findings = []
            return
        }
        let prefix = root + "/"
        let audit = Audit(project, root: root, configuration: configuration, memo: auditMemo) { [files] path in
            guard path.hasPrefix(prefix) else { return nil }
            return files[String(path.dropFirst(prefix.count))]?.bytes
        }
        self.audit = audit
        findings = audit.report.diagnostics
        if let path = configuration?.baselinePath {
            switch Baseline.read(path) {
            case .success(let baseline): findings = baseline.apply(to: [audit.report])[0].diagnostics
            case .failure(let e): configurationProblem = e.text(colour: false)
            }
        }
    }

    /// The Swift files and the settings files, each in path order, as the
    /// extraction takes them (`sources`, brought up to date).
    private func projectSources() -> (swift: [ProjectSource], settings: [ProjectSource]) {
        if var kept = sources {
            sources = nil  // so that `kept` is changed in place
            for rel in bytesChanged {
                guard let place = kept.place[rel], let file = files[rel] else { continue }
                if place.isSwift {
                    kept.swift[place.at] = ProjectSource(path: kept.swift[place.at].path, bytes: file.bytes)
                } else {
                    kept.settings[place.at] = ProjectSource(path: kept.settings[place.at].path, bytes: file.bytes)
                }
            }
            bytesChanged = []
            sources = kept
            return (kept.swift, kept.settings)
        }
        var made: (swift: [ProjectSource], settings: [ProjectSource], place: [String: (isSwift: Bool, at: Int)]) = ([], [], [:])
        made.swift.reserveCapacity(sortedPaths.count)
        made.place.reserveCapacity(sortedPaths.count)
        for path in sortedPaths {
            let source = ProjectSource(path: path, bytes: files[path]!.bytes)
            if path.hasSuffix(".swift") {
                made.place[path] = (true, made.swift.count)
                made.swift.append(source)
            } else {
                made.place[path] = (false, made.settings.count)
                made.settings.append(source)
            }
        }
        bytesChanged = []
        sources = made
        return (made.swift, made.settings)
    }

    // MARK: Findings

    /// The relative path of an absolute one in this project, if it is below `root`.
    func relative(_ path: String) -> String? {
        let prefix = root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The line table of a file of the project, made once per content.
    func lines(_ relative: String) -> LineTable? {
        guard let file = files[relative] else { return nil }
        if let table = lineTables[relative], table.bytes == file.bytes { return table }
        let table = LineTable(file.bytes)
        lineTables[relative] = table
        return table
    }

    /// The file (relative path) and range of a finding: findings about the
    /// project as a whole stand at the App type's declaration.
    func place(_ range: SourceRange) -> (String, SourceRange)? {
        guard let audit else { return nil }
        if range.file == .first {
            guard let app = audit.project.app?.location else { return nil }
            return (app.file, SourceRange(line: app.line, column: app.column, length: 1))
        }
        let rel = audit.relativePath(of: range)
        guard files[rel] != nil else { return nil }
        return (rel, range)
    }

    /// Where a finding is shown: at its place (`place`), or, for a file or
    /// folder that could not be read (`swift.unreadable`, which has no lines
    /// to show), at the App type's declaration.
    func place(_ d: Diagnostic) -> (String, SourceRange)? {
        if let placed = place(d.range) { return placed }
        guard d.id.rawValue == SwiftDiagnostic.Kind.unreadable.rawValue, let app = audit?.project.app?.location,
              files[app.file] != nil else { return nil }
        return (app.file, SourceRange(line: app.line, column: app.column, length: 1))
    }

    /// Every finding, grouped by the file it stands in (relative path), in report order.
    func findingsByFile() -> [String: [Diagnostic]] {
        guard audit != nil else { return [:] }
        var out: [String: [Diagnostic]] = [:]
        for d in findings {
            guard let (rel, _) = place(d) else { continue }
            out[rel, default: []].append(d)
        }
        return out
    }
}
