import AAFlowPlatform
import AAFlow

/// `aaflow audit`: a SwiftUI project checked as a whole. The flow that
/// extraction reads from the code goes through every rule; the project
/// checks look at what a flow cannot show; `// aaflow:allow` comments accept
/// findings; and, against a written flow, the drift between the two. Every
/// finding stands at its line in the project's Swift, plist, pbxproj or
/// xcconfig file.
///
/// ```swift
/// let project = try SwiftUIExtractor.extract(folder: "MyApp").get()
/// let audit = Audit(project, root: "MyApp", read: { Platform.readFile($0) })
/// audit.report.diagnostics   // located in MyApp's files
/// ```
package struct Audit: Sendable {
    /// The report: the document read from the code (its sources are the
    /// project's files), its scenes, and every finding.
    package internal(set) var report: FileReport
    /// What extraction found.
    package let project: ExtractedProject
    /// The folder as given.
    package let root: String

    /// Every id an `// aaflow:allow` comment may name.
    package static var allowableIDs: Set<String> {
        RuleCatalog.ids.union(ProjectChecks.ids).union(Drift.ids)
    }

    /// Audits an extracted project.
    ///
    /// - Parameters:
    ///   - root: the project folder as the user gave it; paths in reports start with it.
    ///   - only: audit only one scene (its rule findings; the project checks stay).
    ///   - against: a written flow, for the drift.
    ///   - configuration: the project's `.aaflow.json`: its limits stand
    ///     before any other, and its `allow` entries accept what no code
    ///     comment accepted.
    ///   - read: reads a file of the project (the path joined to `root`), for
    ///     the lines that reports show under findings; files without a finding are not read.
    ///   - memo: what the last audit of the same project kept for the next
    ///     (the numbering of its files, the flow text of its screens), for a
    ///     caller that audits again (the language server).
    package init(_ project: ExtractedProject, root: String, only: SceneKind? = nil, against: FlowDocument? = nil,
                configuration: Configuration? = nil, memo: AuditMemo? = nil, read: (String) -> [UInt8]?) {
        self.project = project
        self.root = root

        // The sources: the project itself first (for what belongs to no file), then each file,
        // numbered in path order, so that findings come file by file in that order.
        let numbered = AuditMemo.numbering(project, root: root, kept: memo)
        var paths = numbered.paths
        var fileIDs = numbered.ids
        func id(_ relative: String) -> SourceFileID {
            if let known = fileIDs[relative] { return known }
            let new = SourceFileID(paths.count)
            paths.append(relative)
            fileIDs[relative] = new
            return new
        }
        func range(_ l: ProjectLocation, length: Int = 1) -> SourceRange {
            SourceRange(line: l.line, column: l.column, length: length, file: id(l.file))
        }

        // The extracted flow, its ranges moved from the flow's lines to the code's.
        let rendered = project.renderFlow(notPlaced: false, memo: memo?.flowText)
        let parsed = FlowParser.parse(SourceFile(path: "<extracted flow>", text: rendered.text))
        let mappedLines = rendered.lines.keys.sorted()
        func remap(_ r: SourceRange) -> SourceRange {
            // The nearest line above with a source: every screen and control has one.
            var lo = 0
            var hi = mappedLines.count - 1
            var best: Int?
            while lo <= hi {
                let mid = (lo + hi) / 2
                if mappedLines[mid] <= r.start.line { best = mappedLines[mid]; lo = mid + 1 } else { hi = mid - 1 }
            }
            guard let line = best, let location = rendered.lines[line] else { return SourceRange(line: 1, column: 1) }
            let length = r.start.line == r.end.line ? r.end.column - r.start.column : 1
            return range(location, length: line == r.start.line ? max(1, length) : 1)
        }
        var syntax = parsed.file.mapRanges(remap)
        let configurationFile = "\u{0}configuration"
        if let configuration, !configuration.limits.isEmpty {
            syntax.limits = configuration.limitDecls(inFile: id(configurationFile)) + syntax.limits
        }
        let problems = parsed.diagnostics.map { d -> Diagnostic in
            var d = d
            d.range = remap(d.range)
            return d
        }
        var facts = ProjectFacts(isProject: true, settings: project.projectSettings)
        facts.isProject = true
        let document = FlowDocument(syntax: syntax, sources: [SourceFile(path: root, bytes: [])], ruleIDs: RuleCatalog.ids,
                                    languageDiagnostics: problems)
        var checked = Analysis(project: facts, only: only).run(document)
        var diagnostics = checked.diagnostics

        // Item 11: the missing navigation icon stands at the `.navigationTitle` call.
        for i in diagnostics.indices where diagnostics[i].id == .missingNavigationIcon {
            guard let kind = diagnostics[i].scene, let screenID = diagnostics[i].screen,
                  let title = project.scene(kind)?.screen(screenID)?.titleLocation else { continue }
            diagnostics[i].range = range(title, length: ".navigationTitle".utf8.count - 1)
        }

        // The project checks.
        // Findings about a control (or a timer) that a shared view shows.
        let controlRules: Set<String> = [
            DiagnosticID.customControl.rawValue, DiagnosticID.hiddenGesture.rawValue, DiagnosticID.missingIcon.rawValue,
            DiagnosticID.missingText.rawValue, DiagnosticID.customBack.rawValue, DiagnosticID.insufficientConfirmation.rawValue,
            DiagnosticID.destructiveAction.rawValue, DiagnosticID.timedTransition.rawValue, DiagnosticID.shadowedTimer.rawValue,
        ]
        let assistiveFindings = diagnostics.filter { $0.scene == .assistive && controlRules.contains($0.id.rawValue) }
            .map { (file: paths[$0.range.file.index], line: $0.range.start.line, rule: $0.id.rawValue) }
        diagnostics += ProjectChecks.run(project, assistiveFindings: assistiveFindings, range: { range($0) },
                                         settingRange: { SourceRange(start: $0.range.start, end: $0.range.end, file: id($0.path)) })
        if let only { diagnostics.removeAll { $0.scene != nil && $0.scene != only } }

        // The drift from a written flow: its findings about the flow stand in the flow file.
        if let against, against.isValid {
            let flowFile = id("\u{0}flow")
            let designed = against.scenes.filter { only == nil || $0.kind == only }
            var drift = Drift.check(designed: designed, code: document.scenes,
                                    typeName: { SwiftName.typeName($0, suffix: "View") })
            for i in drift.indices where drift[i].id == Drift.missingScreenID || drift[i].id == Drift.missingTransitionID {
                drift[i].range.file = flowFile
            }
            diagnostics += drift
        }

        // What the reader could not read.
        for p in project.problems {
            diagnostics.append(Diagnostic(id: p.id, severity: .warning, range: range(p.location),
                                          message: p.value, fix: Self.fix(for: p)))
        }

        diagnostics = CodeAllows.apply(project.allowComments, to: diagnostics, fileOf: { paths[$0.index] },
                                       range: { range($0) }, known: Self.allowableIDs)
        if let configuration { diagnostics = configuration.applyAllows(to: diagnostics) }
        diagnostics.sort(by: Diagnostic.reportOrder)

        // The sources, now that it is known which files hold a finding.
        var needed = [Bool](repeating: false, count: paths.count)
        for r in diagnostics.flatMap({ [$0.range] + $0.notes.compactMap(\.range) }) where r.file.index < needed.count {
            needed[r.file.index] = true
        }
        // The project's files, read where a finding is; then what follows them: the
        // written flow and the configuration.
        var sources = numbered.unread
        for n in 1..<numbered.shown.count where needed[n] {
            sources[n] = SourceFile(path: numbered.shown[n], bytes: read(numbered.shown[n]) ?? [])
        }
        for n in numbered.shown.count..<paths.count {
            if paths[n] == "\u{0}flow", let against {
                sources.append(against.source)
            } else if paths[n] == configurationFile, let configuration {
                sources.append(configuration.source)
            } else {
                let path = AuditMemo.shown(paths[n], root: root)
                sources.append(SourceFile(path: path, bytes: needed[n] ? read(path) ?? [] : []))
            }
        }
        let final = FlowDocument(syntax: syntax, sources: sources, ruleIDs: RuleCatalog.ids, languageDiagnostics: problems)
        checked = FileReport(document: final, scenes: final.scenes.filter { only == nil || $0.kind == only },
                             diagnostics: diagnostics, isFromCode: true)
        checked.screenTypes = (project.placedCount, project.screenTypes.count)
        report = checked
    }

    /// What to do about a place the reader could not read or follow.
    static func fix(for p: SwiftProblem) -> String {
        switch p.value {
        case .linkLoops:
            return "point the link at a folder outside the project, or leave it out with `exclude` in .aaflow.json"
        case .unreadableFolder:
            return "let the folder be read (its permissions), or leave it out with `exclude` in .aaflow.json"
        case .unreadableFile:
            return "let the file be read (its permissions, or a link to a file that is there), or leave it out with `exclude` in .aaflow.json"
        default:
            break
        }
        if p.value.kind == .unreadable {
            return "save the file as UTF-8 Swift source, or move it out of the project folder"
        }
        switch p.value {
        case .noStartScreen:
            return "make the scene's content a View type of the project (or a call that returns one); the rest of the project was still read"
        case .statementsTooDeep, .chainTooLong, .expressionsTooDeep, .viewsTooDeep:
            return "split this nest into smaller views or methods; the rest of the project was still read"
        default:
            return "check the brackets around this place; the rest of the project was still read"
        }
    }

    /// The path of a finding's file relative to the project folder (`""` for
    /// the project itself), as JSON's `"file"` gives it.
    package func relativePath(of range: SourceRange) -> String {
        let path = report.document.source(of: range).path
        if range.file == .first { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// What an audit keeps for the next audit of the same project, for a caller
/// that audits again (the language server), so that a save does not number
/// 3,000 files again nor write again the flow of screens that stayed:
/// how it numbers the project's files (the ids of its findings' ranges) and
/// the paths it shows for them, and the flow text of each screen.
/// Not thread-safe: one audit at a time.
package final class AuditMemo {
    /// The flow text of each screen (`ExtractedProject.renderFlow(memo:)`).
    let flowText = FlowTextMemo()
    /// The files numbered: the Swift files, then the settings files (as extracted).
    private var swift: [String] = []
    private var settings: [String] = []
    private var root = ""
    /// `""` (the project itself), then each file in path order.
    private(set) var paths: [String] = []
    private(set) var ids: [String: SourceFileID] = [:]
    /// Each path as reports show it (joined to the root).
    private(set) var shown: [String] = []
    /// A source of each, its bytes not read.
    private(set) var unread: [SourceFile] = []

    package init() {}

    /// The numbering of `project`'s files: `kept`'s when it numbered the same
    /// files under the same root, else made (and kept in `kept`).
    static func numbering(_ project: ExtractedProject, root: String, kept: AuditMemo?) -> AuditMemo {
        let settings = project.projectSettings.map(\.path)
        if let kept, kept.root == root, kept.swift == project.files, kept.settings == settings { return kept }
        let made = kept ?? AuditMemo()
        made.swift = project.files
        made.settings = settings
        made.root = root
        made.paths = [""] + project.files.mergedInByteOrder(with: settings)
        made.ids = [:]
        made.ids.reserveCapacity(made.paths.count)
        for (n, p) in made.paths.enumerated() where n > 0 { made.ids[p] = SourceFileID(n) }
        made.shown = made.paths.enumerated().map { n, p in n == 0 ? root : shown(p, root: root) }
        made.unread = made.shown.map { SourceFile(path: $0, bytes: []) }
        return made
    }

    /// A file's path (relative to the project folder) as reports show it:
    /// joined to the folder as given; the file itself when a single file is audited.
    static func shown(_ relative: String, root: String) -> String {
        if root.hasSuffix(".swift") { return root }
        return root.hasSuffix("/") || root.isEmpty ? root + relative : root + "/" + relative
    }
}

/// `// aaflow:allow RULE-ID reason` comments (rule 17 of swiftui.md).
package enum CodeAllows {
    /// Marks the findings a comment accepts: one on the line of the finding or
    /// the line before, in the same file; one before the App type accepts the
    /// rule in the whole project. A comment that accepts nothing, or names no
    /// rule, is the warning `allow.unused`.
    static func apply(_ comments: [AllowComment], to findings: [Diagnostic], fileOf: (SourceFileID) -> String,
                      range: (ProjectLocation) -> SourceRange, known: Set<String>) -> [Diagnostic] {
        var out = findings
        var used = Set<Int>()
        for i in out.indices where out[i].allowedBecause == nil {
            let file = fileOf(out[i].range.file)
            let line = out[i].range.start.line
            for (n, c) in comments.enumerated() where c.rule == out[i].id {
                if c.isProjectWide || (c.location.file == file && (c.location.line == line || c.location.line == line - 1)) {
                    out[i].allowedBecause = c.reason.isEmpty ? "accepted in code" : c.reason
                    used.insert(n)
                    break
                }
            }
        }
        let sortedKnown = known.sorted()
        for (n, c) in comments.enumerated() where !used.contains(n) {
            if known.contains(c.rule) {
                out.append(Diagnostic(
                    id: .unusedAllow, severity: .warning, range: range(c.location),
                    message: Message.unusedAllowComment(rule: c.rule),
                    fix: "remove the comment, so that a problem that comes back later is not hidden"))
            } else {
                let guess = Suggestion.nearest(to: c.rule, among: sortedKnown)
                out.append(Diagnostic(
                    id: .unusedAllow, severity: .warning, range: range(c.location),
                    message: Message.unknownRuleComment(rule: c.rule),
                    fix: Fix(guess.map { "did you mean `\($0)`?" } ?? "`aaflow rules` lists every rule id")))
            }
        }
        return out
    }
}

extension FlowFile {
    /// The same flow with every range passed through `f`.
    func mapRanges(_ f: (SourceRange) -> SourceRange) -> FlowFile {
        /// `value`, changed.
        func changed<T>(_ value: T, _ change: (inout T) -> Void) -> T {
            var value = value
            change(&value)
            return value
        }
        func ref(_ r: Reference) -> Reference { changed(r) { $0.range = f($0.range) } }
        func task(_ t: TaskDecl) -> TaskDecl { changed(t) { $0.target = ref($0.target); $0.range = f($0.range) } }
        func limit(_ l: LimitDecl) -> LimitDecl { changed(l) { $0.range = f($0.range) } }
        func allow(_ a: AllowDecl) -> AllowDecl { changed(a) { $0.range = f($0.range); $0.ruleRange = f($0.ruleRange) } }
        var file = self
        file.tasks = tasks.map(task)
        file.limits = limits.map(limit)
        file.scenes = scenes.map { scene in
            var s = scene
            s.range = f(s.range)
            s.start = s.start.map(ref)
            s.entries = s.entries.map { changed($0) { $0.target = ref($0.target); $0.range = f($0.range) } }
            s.tasks = s.tasks.map(task)
            s.limits = s.limits.map(limit)
            s.allows = s.allows.map(allow)
            s.screens = s.screens.map { screen in
                var sc = screen
                sc.id = ref(sc.id)
                sc.range = f(sc.range)
                sc.counterpart = sc.counterpart.map(ref)
                sc.allows = sc.allows.map(allow)
                sc.controls = sc.controls.map { changed($0) { $0.range = f($0.range); $0.target = $0.target.map(ref) } }
                sc.timers = sc.timers.map { changed($0) { $0.range = f($0.range); $0.target = $0.target.map(ref) } }
                return sc
            }
            return s
        }
        return file
    }
}

extension CodeAllows {
    /// What is said of `aaflow:allow` comments, as values.
    package enum Message: DiagnosticMessage {
        /// A comment of a rule that finds nothing there.
        case unusedAllowComment(rule: String)
        /// A comment of an id that is not a rule.
        case unknownRuleComment(rule: String)

        package var text: String {
            switch self {
            case .unusedAllowComment(let rule):
                return "`aaflow:allow \(rule)` accepts nothing: the rule finds no problem on this line or the next"
            case .unknownRuleComment(let rule): return "`\(rule)` is not a rule, so this `aaflow:allow` comment accepts nothing"
            }
        }
    }
}
