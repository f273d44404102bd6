import AAFlow

/// The answers to the requests about a document, each from one snapshot.
enum Features {
    // MARK: Diagnostics

    static func severity(_ d: Diagnostic) -> Int {
        if d.isAllowed || d.isBaselined { return 4 }  // hint: accepted by an `allow`, or recorded in the baseline
        switch d.severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    static func diagnosticJSON(_ d: Diagnostic, _ snapshot: DocumentSnapshot) -> JSON {
        var message = d.message
        if let reason = d.allowedBecause { message += " (allowed: \(reason))" }
        if d.isBaselined { message += " (in the baseline)" }
        if let fix = d.fix { message += "\nfix: \(fix)" }
        var pairs: [(String, JSON)] = [
            ("range", snapshot.lines.range(of: d.range).json),
            ("severity", .int(severity(d))),
            ("code", .string(d.id.rawValue)),
            ("source", "aaflow"),
            ("message", .string(message)),
        ]
        let related: [JSON] = d.notes.compactMap { note in
            guard let range = note.range else { return nil }
            return ["location": ["uri": .string(snapshot.uri), "range": snapshot.lines.range(of: range).json],
                    "message": .string(note.message)]
        }
        if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
        return .object(pairs)
    }

    static func diagnostics(_ snapshot: DocumentSnapshot) -> JSON {
        [
            "uri": .string(snapshot.uri),
            "version": .int(snapshot.version),
            "diagnostics": .array(snapshot.report.diagnostics.map { diagnosticJSON($0, snapshot) }),
        ]
    }

    // MARK: Screens

    static func location(_ snapshot: DocumentSnapshot, _ range: SourceRange) -> JSON {
        ["uri": .string(snapshot.uri), "range": snapshot.lines.range(of: range).json]
    }

    /// The answer to a request about a place in the text that names no `position`.
    static let noPosition = ResponseError.params("position is missing")

    static func definition(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        guard let o = snapshot.occurrence(at: p) else { return .success(.null) }
        let declarations = snapshot.occurrences(of: o.name).filter { $0.role == .declaration }
        let sameScene = declarations.filter { $0.scene == o.scene }
        let targets = o.scene != nil && !sameScene.isEmpty ? [sameScene[0]] : declarations
        return .success(.array(targets.map { location(snapshot, $0.range) }))
    }

    static func references(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        guard let o = snapshot.occurrence(at: p) else { return .success(.null) }
        let withDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
        let all = snapshot.occurrences(of: o.name).filter { withDeclaration || $0.role != .declaration }
        return .success(.array(all.map { location(snapshot, $0.range) }))
    }

    static func prepareRename(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        guard let o = snapshot.occurrence(at: p) else { return .success(.null) }
        return .success(["range": snapshot.lines.range(of: o.range).json, "placeholder": .string(o.name)])
    }

    /// Whether a text can be a screen id: a word that starts with a letter or `_`.
    static func isScreenID(_ s: String) -> Bool {
        guard let first = s.utf8.first, !s.contains("->") else { return false }
        let letter = (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        return (letter || first == UInt8(ascii: "_")) && s.utf8.allSatisfy(LineScanner.isWordByte)
    }

    static func rename(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        guard let newName = params["newName"]?.string else { return .failure(.params("newName is missing")) }
        guard let o = snapshot.occurrence(at: p) else {
            return .failure(ResponseError(ResponseError.requestFailed, "there is no screen id here to rename"))
        }
        guard isScreenID(newName) else {
            return .failure(ResponseError(ResponseError.requestFailed,
                                          "`\(newName)` is not a screen id: an id starts with a letter or `_` and holds only A-Z a-z 0-9 _ . -"))
        }
        let all = snapshot.occurrences(of: o.name)
        let scenes = Set(all.compactMap(\.scene))
        if newName != o.name,
           snapshot.occurrences.contains(where: { $0.name == newName && $0.role == .declaration && scenes.contains($0.scene!) }) {
            return .failure(ResponseError(ResponseError.requestFailed, "a screen `\(newName)` is declared already in the same scene"))
        }
        let edits: [JSON] = all.map { ["range": snapshot.lines.range(of: $0.range).json, "newText": .string(newName)] }
        return .success(["changes": .object([(snapshot.uri, .array(edits))])])
    }

    // MARK: Hover

    static func hover(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        if let o = snapshot.occurrence(at: p) {
            return .success(hoverJSON(screenHover(snapshot, o.name), snapshot.lines.range(of: o.range)))
        }
        let line = snapshot.lines.lineRange(p.line)
        guard p.line >= 0, p.line < snapshot.lines.lineCount else { return .success(.null) }
        let offset = snapshot.lines.offset(of: p)
        let tokens = LineScanner.tokens(snapshot.bytes, line)
        guard let index = tokens.firstIndex(where: { $0.range.contains(offset) || $0.range.upperBound == offset && $0.kind == .word }),
              tokens[index].kind == .word else { return .success(.null) }
        let word = LineScanner.text(snapshot.bytes, tokens[index])
        let range = LSPRange(start: snapshot.lines.position(ofOffset: tokens[index].range.lowerBound),
                             end: snapshot.lines.position(ofOffset: tokens[index].range.upperBound))
        let first = LineScanner.text(snapshot.bytes, tokens[0])
        if first == "allow", index == 1 {
            guard let rule = RuleCatalog.rule(word)?.description else {
                return .success(hoverJSON("`\(word)` is not a rule; `aaflow rules` lists them all.", range))
            }
            return .success(hoverJSON(ruleHover(rule), range))
        }
        let previous = index > 0 ? LineScanner.text(snapshot.bytes, tokens[index - 1]) : ""
        let isKeyword = index == 0 || Language.attributeWords.contains(word) || (previous == "kind" && ScreenKind(rawValue: word) != nil)
            || (previous == "scene" && SceneKind(rawValue: word) != nil) || (previous == "limit" && LimitName(rawValue: word) != nil)
        guard isKeyword, let line = Language.keywordLines[word] else { return .success(.null) }
        return .success(hoverJSON(Language.hoverText(word, line), range))
    }

    static func hoverJSON(_ markdown: String, _ range: LSPRange) -> JSON {
        ["contents": ["kind": "markdown", "value": .string(markdown)], "range": range.json]
    }

    static func ruleHover(_ rule: RuleDescription) -> String {
        var out = "**\(rule.id)**: \(rule.name)\n\n"
        if let principle = rule.principle { out += "Principle \(principle.numberedTitle). " }
        let severities = SceneKind.allCases.compactMap { kind in rule.severities[kind].map { "\($0.rawValue) in the \(kind.rawValue) scene" } }
        if !severities.isEmpty { out += "Severity: \(severities.joined(separator: ", ")).\n\n" }
        out += "Finds \(rule.summary).\n\n\(rule.rationale)\n\n**Fix:** \(rule.fix)"
        return out
    }

    static func screenHover(_ snapshot: DocumentSnapshot, _ name: String) -> String {
        var out = "**screen `\(name)`**"
        for scene in snapshot.document.scenes {
            guard let i = scene.index(of: name) else {
                out += "\n\n**\(scene.kind.rawValue)**: not in this scene"
                continue
            }
            let screen = scene.screens[i]
            var facts: [String] = []
            facts.append(screen.title.map { "\"\($0)\"" } ?? "no title")
            facts.append("kind \(screen.kind?.rawValue ?? "plain")")
            facts.append(scene.depth(of: i).map { "depth \($0)" } ?? "unreachable")
            facts.append(Plural.counted(scene.decisions[i], "decision"))
            facts.append(Plural.counted(scene.choices[i], "choice"))
            if let icon = screen.icon { facts.append("icon \(icon)") }
            out += "\n\n**\(scene.kind.rawValue)**: " + facts.joined(separator: ", ")
            let findings = snapshot.report.diagnostics.filter { $0.scene == scene.kind && $0.screen == name }
            if findings.isEmpty {
                out += "; no findings"
            } else {
                for d in findings {
                    out += "\n- \(d.severity.rawValue)\(d.isAllowed ? " (allowed)" : ""): \(d.message) [\(d.id)]"
                }
            }
        }
        if snapshot.document.scenes.isEmpty { out += "\n\nThe file has no scene yet." }
        return out
    }

    // MARK: Symbols

    static func symbol(_ name: String, detail: String?, kind: Int, range: LSPRange, selection: LSPRange, children: [JSON]) -> JSON {
        var pairs: [(String, JSON)] = [("name", .string(name.isEmpty ? "(unnamed)" : name))]
        if let detail { pairs.append(("detail", .string(detail))) }
        pairs += [("kind", .int(kind)), ("range", range.json), ("selectionRange", selection.json)]
        if !children.isEmpty { pairs.append(("children", .array(children))) }
        return .object(pairs)
    }

    /// The end of the last statement of a screen.
    static func end(of screen: ScreenDecl) -> SourceLocation {
        var end = screen.range.end
        for c in screen.controls where c.range.end > end { end = c.range.end }
        for t in screen.timers where t.range.end > end { end = t.range.end }
        for a in screen.allows where a.range.end > end { end = a.range.end }
        return end
    }

    static func documentSymbols(_ snapshot: DocumentSnapshot) -> Result<JSON, ResponseError> {
        let lines = snapshot.lines
        var out: [JSON] = []
        let file = snapshot.document.syntax
        for task in file.tasks {
            out.append(symbol(task.name, detail: "task -> \(task.target.name)", kind: 24,
                              range: lines.range(of: task.range), selection: lines.range(of: task.range), children: []))
        }
        for scene in file.scenes {
            var sceneEnd = scene.range.end
            var children: [JSON] = []
            for screen in scene.screens {
                let end = end(of: screen)
                if end > sceneEnd { sceneEnd = end }
                children.append(symbol(screen.id.name, detail: screen.title, kind: 5,
                                       range: lines.range(of: SourceRange(start: screen.range.start, end: end)),
                                       selection: lines.range(of: screen.id.range), children: []))
            }
            for a in scene.allows where a.range.end > sceneEnd { sceneEnd = a.range.end }
            if let s = scene.start, s.range.end > sceneEnd { sceneEnd = s.range.end }
            for e in scene.entries where e.range.end > sceneEnd { sceneEnd = e.range.end }
            for t in scene.tasks where t.range.end > sceneEnd { sceneEnd = t.range.end }
            out.append(symbol("scene \(scene.kind.rawValue)", detail: nil, kind: 3,
                              range: lines.range(of: SourceRange(start: scene.range.start, end: sceneEnd)),
                              selection: lines.range(of: scene.range), children: children))
        }
        return .success(.array(out))
    }

    // MARK: Completion

    static func item(_ label: String, kind: Int, detail: String? = nil) -> JSON {
        var pairs: [(String, JSON)] = [("label", .string(label)), ("kind", .int(kind))]
        if let detail { pairs.append(("detail", .string(detail))) }
        return .object(pairs)
    }

    static func completion(_ snapshot: DocumentSnapshot, _ params: JSON) -> Result<JSON, ResponseError> {
        guard let p = Position(params["position"]) else { return .failure(noPosition) }
        guard p.line >= 0, p.line < snapshot.lines.lineCount else { return .success([]) }
        let bytes = snapshot.bytes
        let line = snapshot.lines.lineRange(p.line)
        let cursor = snapshot.lines.offset(of: p)
        var tokens = LineScanner.tokens(bytes, line.lowerBound..<cursor)
        if let last = tokens.last {
            // Nothing inside a comment or a string.
            if last.kind == .comment { return .success([]) }
            if last.kind == .string, last.range.count < 2 || bytes[last.range.upperBound - 1] != UInt8(ascii: "\"") {
                return .success([])
            }
            // The word being typed is what the items replace.
            if last.kind == .word, last.range.upperBound == cursor { tokens.removeLast() }
        }
        let words = tokens.map { LineScanner.text(bytes, $0) }
        let first = words.first
        var items: [JSON] = []
        if tokens.isEmpty {
            for k in Language.statementKeywords { items.append(item(k, kind: 14, detail: Language.keywordLines[k])) }
        } else if first == "screen" && words.last == "for" {
            // `for ID` names a screen of the other scene.
            items = screenIDs(snapshot, line: p.line + 1, otherScene: true).map { item($0, kind: 18, detail: "screen") }
        } else if tokens.last?.kind == .arrow || ((first == "start" || first == "entry") && words.count == 1) {
            items = screenIDs(snapshot, line: p.line + 1).map { item($0, kind: 18, detail: "screen") }
        } else if first == "allow", words.count == 1 {
            items = RuleCatalog.all.map(\.description).map { item($0.id, kind: 12, detail: $0.name) }
        } else if words.last == "kind" {
            items = ScreenKind.allCases.map { item($0.rawValue, kind: 20, detail: "kind of screen") }
        } else if first == "scene", words.count == 1 {
            items = SceneKind.allCases.map { item($0.rawValue, kind: 20, detail: "kind of scene") }
        } else if first == "limit", words.count == 1 {
            items = LimitName.allCases.map { item($0.rawValue, kind: 20, detail: "default \($0.defaultValue)") }
        } else if words.last == "icon" || words.last == "options" || words.last == "feature" {
            items = []
        } else if first == "screen", words.count >= 2 {
            items = ["icon", "kind", "feature", "for"].filter { !words.contains($0) }.map { item($0, kind: 14, detail: Language.keywordLines[$0]) }
        } else if let first, ControlType(rawValue: first) != nil {
            let flags = ["icon", "destructive", "confirm", "custom", "sheet", "options"]
            items = flags.filter { !words.contains($0) }.map { item($0, kind: 14, detail: Language.keywordLines[$0]) }
        }
        return .success(["isIncomplete": false, "items": .array(items)])
    }

    /// The screen ids a line can name: those of the scene it is in (of the
    /// other scene, for `for ID`); every screen of the file above the first
    /// scene, where a task names a screen of any scene.
    static func screenIDs(_ snapshot: DocumentSnapshot, line: Int, otherScene: Bool = false) -> [String] {
        let scenes = snapshot.document.syntax.scenes
        var chosen = scenes
        if let current = scenes.last(where: { $0.range.start.line <= line }) {
            chosen = scenes.filter { otherScene ? $0.kind != current.kind : $0.kind == current.kind }
        }
        var seen: Set<String> = []
        var out: [String] = []
        for scene in chosen {
            for screen in scene.screens where seen.insert(screen.id.name).inserted { out.append(screen.id.name) }
        }
        return out
    }

    // MARK: Formatting

    static func formatting(_ snapshot: DocumentSnapshot) -> Result<JSON, ResponseError> {
        // The file as written, without the limits a configuration adds.
        let document = snapshot.isConfigured
            ? FlowDocument(SourceFile(path: snapshot.document.source.path, bytes: snapshot.bytes), ruleIDs: RuleCatalog.ids)
            : snapshot.document
        guard case .success(let formatted) = FlowFormatter.format(document) else {
            // A flow with errors keeps its layout; the diagnostics say why.
            return .success(.null)
        }
        return .success(.array(textEdits(from: snapshot.lines, to: formatted)))
    }

    /// The edits that turn one text into another, as small as a line diff
    /// makes them: one edit per run of changed lines, so that the lines the
    /// formatter leaves alone (and the cursor on them) stay where they are.
    /// None when the texts are equal.
    static func textEdits(from old: LineTable, to new: [UInt8]) -> [JSON] {
        let a = old.bytes
        guard a != new else { return [] }
        func lines(_ b: [UInt8]) -> [ArraySlice<UInt8>] {
            var out: [ArraySlice<UInt8>] = []
            var start = 0
            for i in b.indices where b[i] == 0x0A {
                out.append(b[start...i])
                start = i + 1
            }
            if start < b.count { out.append(b[start...]) }
            return out
        }
        let la = lines(a)
        let lb = lines(new)
        var offsets = [0]
        for line in la { offsets.append(offsets.last! + line.count) }
        var edits: [JSON] = []
        for hunk in LineDiff.hunks(la, lb) {
            let range = LSPRange(start: old.position(ofOffset: offsets[hunk.old.lowerBound]),
                                 end: old.position(ofOffset: offsets[hunk.old.upperBound]))
            let text = lb[hunk.new].reduce(into: [UInt8]()) { $0 += $1 }
            edits.append(["range": range.json, "newText": .string(String(decoding: text, as: UTF8.self))])
        }
        return edits
    }
}

/// The runs of lines that differ between two texts: a longest common
/// subsequence of lines between their common first and last lines. Past
/// `maxCells` cells of the table, the middle is one run.
enum LineDiff {
    struct Hunk: Equatable {
        /// Lines of the old text replaced.
        var old: Range<Int>
        /// By these lines of the new text.
        var new: Range<Int>
    }

    static let maxCells = 4_000_000

    static func hunks<T: Equatable>(_ a: [T], _ b: [T]) -> [Hunk] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let n = a.count - prefix - suffix
        let m = b.count - prefix - suffix
        if n == 0 && m == 0 { return [] }
        if n == 0 || m == 0 || n * m > maxCells {
            return [Hunk(old: prefix..<(prefix + n), new: prefix..<(prefix + m))]
        }
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...] (of the middle).
        let width = m + 1
        var lcs = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * width + j] = a[prefix + i] == b[prefix + j]
                    ? lcs[(i + 1) * width + j + 1] + 1
                    : max(lcs[(i + 1) * width + j], lcs[i * width + j + 1])
            }
        }
        var out: [Hunk] = []
        var i = 0
        var j = 0
        var start: (Int, Int)?
        func close() {
            if let (si, sj) = start {
                out.append(Hunk(old: (prefix + si)..<(prefix + i), new: (prefix + sj)..<(prefix + j)))
                start = nil
            }
        }
        while i < n || j < m {
            if i < n, j < m, a[prefix + i] == b[prefix + j] {
                close()
                i += 1
                j += 1
            } else {
                if start == nil { start = (i, j) }
                if j < m, i == n || lcs[i * width + j + 1] >= lcs[(i + 1) * width + j] { j += 1 } else { i += 1 }
            }
        }
        close()
        return out
    }
}

/// What the server says about the words of the language.
enum Language {
    static let statementKeywords = ["app", "task", "limit", "scene", "start", "entry", "screen"]
        + ControlType.allCases.map(\.rawValue) + ["after", "allow"]

    static let attributeWords: Set<String> = ["icon", "kind", "feature", "for", "destructive", "confirm", "custom", "sheet", "options"]

    static let keywordLines: [String: String] = {
        var lines: [String: String] = [
            "app": "`app STRING`: the app's name, once, before the first scene.",
            "task": "`task STRING -> ID`: a task a person comes to do, reached at screen ID; measured in every scene that has ID.",
            "limit": "`limit NAME N`: a threshold for a rule (depth, decisions, choices, features), for the file or for one scene.",
            "scene": "`scene standard` or `scene assistive`: opens a scene; everything up to the next `scene` belongs to it.",
            "start": "`start ID`: the scene's entry screen; without it, the scene's first screen.",
            "entry": "`entry ID STRING`: a screen the system opens directly (a notification, a widget, a deep link), a root beside `start`.",
            "for": "`for ID`: the screen of the other scene this screen stands for, to pair them in `compare`.",
            "screen": "`screen ID [STRING] [icon NAME] [kind KIND] [feature NAME]`: declares a screen and its navigation title and icon.",
            "after": "`after DURATION [-> ID]`: a timed transition: the screen moves on by itself (Assistive Access asks for none).",
            "allow": "`allow RULE-ID STRING`: accepts the findings of one rule in this scene or screen, for the reason given.",
            "icon": "`icon NAME`: the image, an SF Symbol or asset name; text and an icon together make a control clear.",
            "kind": "`kind KIND`: what the screen is: list, grid, form, detail, canvas, media, tabs, split, settings or dialog.",
            "feature": "`feature NAME`: the core feature the screen belongs to.",
            "destructive": "`destructive`: the action deletes or loses something that cannot be recovered.",
            "confirm": "`confirm N`: the action asks N times before it acts (`confirm` alone is 1); Assistive Access asks for 2.",
            "custom": "`custom`: a custom-drawn control rather than a native one.",
            "sheet": "`sheet`: the target is presented modally rather than pushed.",
            "options": "`options N`: the number of choices an input offers.",
            "standard": "the standard scene: the app as everyone uses it.",
            "assistive": "the Assistive Access scene: the distilled app shown in Assistive Access.",
            "depth": "`limit depth N`: the deepest a screen may be (default 4).",
            "decisions": "`limit decisions N`: the most decisions a screen may ask for (default 1).",
            "choices": "`limit choices N`: the most controls a screen may offer (default 5).",
            "features": "`limit features N`: the most core features a scene may have (default 2).",
        ]
        for c in ControlType.allCases {
            lines[c.rawValue] = "`\(c.rawValue) [STRING] [icon NAME] [-> ID] [FLAG ...]`: a control, \(c.swiftUIName) in SwiftUI (\(c.isInput ? "an input: one decision" : "an action"))."
        }
        for k in ScreenKind.allCases {
            lines[k.rawValue] = "`kind \(k.rawValue)`: \(kindMeanings[k]!)"
        }
        return lines
    }()

    /// What each kind of screen is, in the words of a designer.
    static let kindMeanings: [ScreenKind: String] = [
        .list: "a list: rows one under another, such as messages or contacts; a person scrolls and picks one.",
        .grid: "a grid: tiles in rows and columns, such as photos or apps; a person picks one tile.",
        .form: "a form: fields to fill in and choices to make, such as a new event or a sign-up, then a button to finish.",
        .detail: "a detail screen: one thing shown in full, such as one photo, one message or one contact.",
        .canvas: "a canvas: a free surface to draw, write or arrange things on, such as a drawing or a map.",
        .media: "a media screen: something to watch or listen to, such as a video, a song or a call, with its play controls.",
        .tabs: "tabs: a bar of sections a person switches between, each section a screen of its own.",
        .split: "a split screen: a list beside the details of what is picked in it, as a sidebar on iPad or Mac.",
        .settings: "settings: switches and choices that change how the app behaves.",
        .dialog: "a dialog: a short question over the screen, such as \"Delete this photo?\", that a person answers before going on.",
    ]

    /// A keyword's hover: its line, which names the keyword itself when it
    /// starts with its syntax (`` `destructive`: … ``); else the keyword, then the line.
    static func hoverText(_ word: String, _ line: String) -> String {
        line.hasPrefix("`") ? line : "`\(word)`: \(line)"
    }
}
