// The parser of the flow language, version 1.1.
//
// Grammar (one statement per line; `#` starts a comment; indentation is
// free; words are runs of A-Z a-z 0-9 _ . - without "->"):
//
//   file       = { line }
//   line       = [ statement ] NEWLINE
//   statement  = app | task | limit | scene | start | entry | screen | control | after | allow
//   app        = "app" STRING
//   task       = "task" STRING "->" ID          (before the first scene, or inside one)
//   entry      = "entry" ID STRING
//   limit      = "limit" ( "depth" | "decisions" | "choices" | "features" ) NUMBER
//   scene      = "scene" ( "standard" | "assistive" )
//   start      = "start" ID
//   screen     = "screen" ID { STRING | "icon" WORD | "kind" KIND | "feature" ( WORD | STRING ) | "for" ID }
//   control    = CONTROL [ STRING ] { "icon" WORD | "->" ID | flag }
//   CONTROL    = "button" | "link" | "row" | "tab" | "gesture" | "back"
//              | "toggle" | "picker" | "menu" | "field" | "slider" | "stepper"
//   flag       = "destructive" | "confirm" [ NUMBER ] | "custom" | "sheet" | "options" NUMBER
//   after      = "after" DURATION [ "->" ID ]
//   allow      = "allow" WORD STRING
//   KIND       = "list" | "grid" | "form" | "detail" | "canvas" | "media"
//              | "tabs" | "split" | "settings" | "dialog"
//   ID         = a WORD that starts with a letter or "_"
//   NUMBER     = a WORD of digits
//   DURATION   = a WORD: a number, then "ms", "s", "min" or "h"
//
// Each attribute of a screen or control may come at most once, in any
// order, except that a control's STRING comes first. Where a statement may
// stand (a control after a screen, `app` and `task` before the first scene,
// ...) is checked here too; screen ids are resolved later, in the scene
// graph, so that a screen may be used before it is declared.
//
// Errors are recorded, never thrown out of the parser: the statement is
// dropped and parsing goes on at the next line, so one run reports every
// mistake in the file. A screen statement with a bad attribute still
// declares its screen, so that the arrows to it do not add errors of their own.

/// The syntax tree of a flow file and the mistakes found while reading it.
package struct ParseResult: Sendable {
    package var file: FlowFile
    /// `flow.*` diagnostics, in the order found.
    package var diagnostics: [Diagnostic]
}

/// Reads the flow language.
package enum FlowParser {
    /// Parses a whole file.
    ///
    /// - Complexity: O(n) in the size of the file.
    package static func parse(_ source: SourceFile) -> ParseResult {
        source.bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(lexer: Lexer(buffer))
            parser.parseFile()
            parser.file.symbolCount = parser.interner.count
            return ParseResult(file: parser.file, diagnostics: parser.diagnostics)
        }
    }
}

/// A statement that does not fit: the parser records it and skips the line.
struct StatementError: Error {}

/// The keywords that begin a statement, for "did you mean".
private let statementKeywords = [
    "app", "task", "limit", "scene", "start", "entry", "screen", "after", "allow",
] + ControlType.allCases.map(\.rawValue)

/// The reader of one file: the grammar above, one method per statement.
/// Its speed-ups (counting ahead, keywords matched on bytes, arrays of
/// exact size) are in ParserSpeedups.swift.
struct Parser {
    var lexer: Lexer
    /// The file's bytes, which tokens point into.
    let bytes: UnsafeBufferPointer<UInt8>
    var file = FlowFile()
    var interner = Interner()
    var diagnostics: [Diagnostic] = []

    /// Where statements go: no scene yet, a scene of the file, or a scene
    /// whose statements are read and dropped (a duplicate or unknown scene).
    enum SceneSlot {
        case none
        case scene(Int)
        case dropped
    }

    var slot = SceneSlot.none
    /// The scene that statements go to while `slot` is `.dropped`.
    var droppedScene = SceneDecl(kind: .standard, range: SourceRange(line: 1, column: 1))
    /// Whether the current scene has a screen open.
    var hasScreen = false
    /// The screens of the scene being read; they join their scene when the
    /// next scene starts, so that controls are added in place.
    var screens: [ScreenDecl] = []
    /// What the parser expects, counted ahead (see ParserSpeedups.swift).
    var ahead = CountedAhead()
    /// A token read ahead and given back.
    var pending: Token?
    /// The end of the last token of the statement read so far.
    var lastEnd = 0
    /// Lines of the first `app`, per-scope limits and `start`, for messages.
    var appLine: Int?
    var fileLimitLines: [LimitName: Int] = [:]
    var sceneLimitLines: [LimitName: Int] = [:]
    var startLine: Int?

    init(lexer: Lexer) {
        self.lexer = lexer
        bytes = lexer.bytes
    }

    // MARK: Tokens

    mutating func next() -> Token {
        if let t = pending {
            pending = nil
            return t
        }
        let t = lexer.next()
        if t.kind != .newline && t.kind != .end { lastEnd = t.end }
        return t
    }

    mutating func giveBack(_ token: Token) {
        pending = token
    }

    static func isEndOfStatement(_ t: Token) -> Bool {
        t.kind == .newline || t.kind == .end
    }

    // MARK: Errors

    mutating func report(
        _ id: DiagnosticID, _ message: Message, at range: SourceRange, fix: String? = nil, edits: [TextEdit] = [],
        notes: [Diagnostic.Note] = [], kind: SyntaxErrorKind? = nil
    ) {
        diagnostics.append(Diagnostic(id: id, severity: .error, range: range, message: message,
                                      fix: fix.map { Fix($0, edits: edits) }, notes: notes,
                                      syntaxKind: id == .syntax ? kind ?? .unexpectedToken : nil))
    }

    /// Records a syntax error at a token and abandons the statement.
    ///
    /// - Parameters:
    ///   - kind: which mistake a `flow.syntax` error is; a token the lexer
    ///     could not read, or a misspelt arrow, is always `.badText`.
    ///   - suggestion: a word that would do in the token's place ("did you mean"): the fix replaces the token with it.
    mutating func fail(_ token: Token, _ message: Message, fix: String? = nil, id: DiagnosticID = .syntax,
                       kind: SyntaxErrorKind = .unexpectedToken, suggestion: String? = nil) -> StatementError {
        if token.kind == .word, let arrow = misspelledArrow(token) {
            // The whole of `-->`: the word of dashes and the `->` after it.
            var whole = token
            whole.end += 2
            let range = lexer.range(of: whole)
            report(.syntax, .misspelledArrow(arrow), at: range,
                   fix: "write the arrow as `->`", edits: [TextEdit(range: range, replacement: "->")],
                   kind: .badText)
        } else if token.kind == .bad, let problem = lexer.problem {
            report(.syntax, .lexical(problem.message), at: lexer.range(of: token), fix: problem.fix, kind: .badText)
        } else {
            let range = lexer.range(of: token)
            report(id, message, at: range, fix: suggestion.map { "did you mean `\($0)`?" } ?? fix,
                   edits: suggestion.map { [TextEdit(range: range, replacement: $0)] } ?? [], kind: kind)
        }
        return StatementError()
    }

    /// `-->` or `--->`: a run of dashes that runs into an arrow; the arrow as written.
    func misspelledArrow(_ t: Token) -> String? {
        let b = bytes
        guard (t.start..<t.end).allSatisfy({ b[$0] == UInt8(ascii: "-") }),
              t.end + 1 < b.count, b[t.end] == UInt8(ascii: "-"), b[t.end + 1] == UInt8(ascii: ">") else { return nil }
        return text(t) + "->"
    }

    /// What a token is, for messages: "`foo`", "the end of the line".
    func describe(_ t: Token) -> Found {
        switch t.kind {
        case .word: return .word(text(t))
        case .string: return .string
        case .arrow: return .arrow
        case .newline: return .endOfLine
        case .end: return .endOfFile
        case .bad: return .badCharacter
        }
    }

    // MARK: File

    mutating func parseFile() {
        defer { closeScene() }
        ahead = CountedAhead(bytes)
        while true {
            let t = next()
            if t.kind == .end { return }
            if t.kind == .newline { continue }
            do {
                try parseStatement(t)
            } catch {
                // The statement is dropped; go on at the next line, unless
                // the error came after its end had been read.
                if let p = pending, Parser.isEndOfStatement(p) { continue }
                pending = nil
                lexer.skipLine()  // does nothing when the newline was read
            }
        }
    }

    mutating func parseStatement(_ t: Token) throws(StatementError) {
        guard t.kind == .word else {
            throw fail(t, .notAStatementStart(found: describe(t)), kind: .notAStatement)
        }
        if let type = controlType(t) {
            try parseControl(t, type)
        } else if matches(t, "screen") {
            try parseScreen(t)
        } else if matches(t, "after") {
            try parseAfter(t)
        } else if matches(t, "allow") {
            try parseAllow(t)
        } else if matches(t, "scene") {
            try parseScene(t)
        } else if matches(t, "start") {
            try parseStart(t)
        } else if matches(t, "entry") {
            try parseEntry(t)
        } else if matches(t, "task") {
            try parseTask(t)
        } else if matches(t, "limit") {
            try parseLimit(t)
        } else if matches(t, "app") {
            try parseApp(t)
        } else {
            let word = text(t)
            let suggestion = Suggestion.nearest(to: word.lowercased(), among: statementKeywords)
                ?? statementKeywords.first { $0 == word.lowercased() }
            throw fail(
                t, .notAStatement(word: word),
                fix: "a line starts with app, task, limit, scene, start, entry, screen, a control (button, link, row, ...), after or allow",
                kind: .notAStatement, suggestion: suggestion)
        }
    }

    // MARK: Pieces of statements

    mutating func expectEnd() throws(StatementError) {
        let t = next()
        guard Parser.isEndOfStatement(t) else {
            throw fail(t, .unexpectedAtEnd(found: describe(t)), fix: "remove it, or start a new line for a new statement", kind: .unexpectedToken)
        }
        giveBack(t)
    }

    mutating func expectString(_ what: String) throws(StatementError) -> (String, Token) {
        let t = next()
        guard t.kind == .string else { throw fail(t, .expectedQuoted(what: what, found: describe(t)), kind: .expectedToken) }
        return (stringValue(t), t)
    }

    mutating func expectWord(_ what: String) throws(StatementError) -> Token {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expected(what: what, found: describe(t)), kind: .expectedToken) }
        return t
    }

    /// An icon name after `icon`: a word, not a string.
    mutating func expectIcon() throws(StatementError) -> Token {
        let t = next()
        if t.kind == .string {
            let name = stringValue(t)
            let plain = !name.isEmpty && name.utf8.allSatisfy { Lexer.isWordByte($0) }
            throw fail(t, .iconInQuotes,
                       fix: plain ? "write `icon \(name)`" : "write the SF Symbol's name without quotes, such as `icon star`", kind: .expectedToken)
        }
        guard t.kind == .word else { throw fail(t, .expectedIcon(found: describe(t)), kind: .expectedToken) }
        return t
    }

    /// A screen id: a word that starts with a letter or `_`.
    mutating func expectID(_ what: String) throws(StatementError) -> Reference {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expected(what: what, found: describe(t)), kind: .expectedToken) }
        let first = bytes[t.start]
        let isLetter = (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        guard isLetter || first == UInt8(ascii: "_") else {
            throw fail(t, .badID(word: text(t)),
                       fix: "rename it, for example `s\(text(t))`", kind: .badID)
        }
        let (symbol, name) = interner.intern(bytes, t.start, t.end)
        return Reference(name: name, range: lexer.range(of: t), symbol: symbol)
    }

    mutating func expectArrowAndID(_ what: String) throws(StatementError) -> Reference {
        let t = next()
        guard t.kind == .arrow else { throw fail(t, .expectedArrow(what: what, found: describe(t)), kind: .expectedToken) }
        return try expectID(what)
    }

    /// A whole number written as a word of digits.
    mutating func expectNumber(_ what: String, minimum: Int, maximum: Int = Int.max) throws(StatementError) -> Int {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expectedNumber(what: what, found: describe(t)), kind: .badNumber) }
        return try number(t, what, minimum: minimum, maximum: maximum)
    }

    mutating func number(_ t: Token, _ what: String, minimum: Int, maximum: Int = Int.max) throws(StatementError) -> Int {
        var value = 0
        for i in t.start..<t.end {
            let b = bytes[i]
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else {
                throw fail(t, .expectedNumber(what: what, found: .word(text(t))), kind: .badNumber)
            }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(b - UInt8(ascii: "0")))
            guard !o1, !o2 else { throw fail(t, .numberTooLarge(word: text(t), what: what), kind: .badNumber) }
            value = s
        }
        guard value >= minimum else {
            throw fail(t, .numberBelowMinimum(what: what, minimum: minimum, value: value), kind: .badNumber)
        }
        guard value <= maximum else {
            throw fail(t, .numberAboveMaximum(what: what, maximum: maximum, value: value), kind: .badNumber)
        }
        return value
    }

    func isDigits(_ t: Token) -> Bool {
        guard t.kind == .word else { return false }
        for i in t.start..<t.end where bytes[i] < UInt8(ascii: "0") || bytes[i] > UInt8(ascii: "9") {
            return false
        }
        return true
    }

    /// The range of a whole statement, from its keyword to the end of the
    /// last token read (comments and trailing blanks left out). Call it once
    /// the statement has been read.
    mutating func statementRange(_ keyword: Token) -> SourceRange {
        SourceRange(start: lexer.location(at: keyword.start), end: lexer.location(at: max(lastEnd, keyword.end)))
    }

    // MARK: Where statements stand

    var hasSeenScene: Bool {
        if case .none = slot { return false }
        return true
    }

    /// The last screen read, which controls, timers and `allow`s join;
    /// `screens` must not be empty.
    var openScreen: ScreenDecl {
        get { screens[screens.count - 1] }
        _modify { yield &screens[screens.count - 1] }
    }

    /// Hands the screens read to their scene.
    mutating func closeScene() {
        let read = screens
        screens = []
        withScene { $0.screens = read }
    }

    /// Runs `body` on the scene statements go to; false when there is none.
    mutating func withScene(_ body: (inout SceneDecl) -> Void) {
        switch slot {
        case .none: return
        case .scene(let i): body(&file.scenes[i])
        case .dropped: body(&droppedScene)
        }
    }

    /// A statement that belongs inside a scene, found before the first one.
    mutating func requireScene(_ keyword: Token, _ what: String) throws(StatementError) {
        guard !hasSeenScene else { return }
        report(.misplaced, .needsScene(what: what), at: lexer.range(of: keyword),
               fix: "add `scene standard` or `scene assistive` on a line before it")
        throw StatementError()
    }

    /// A statement that belongs before the first scene, found after it.
    mutating func requireFileScope(_ keyword: Token, _ what: String) throws(StatementError) {
        guard hasSeenScene else { return }
        report(.misplaced, .needsFileScope(what: what), at: lexer.range(of: keyword),
               fix: "move it to the top of the file")
        throw StatementError()
    }

    // MARK: Statements

    mutating func parseApp(_ kw: Token) throws(StatementError) {
        try requireFileScope(kw, "`app`")
        let keywordRange = lexer.range(of: kw)
        let (name, _) = try expectString("the app's name")
        try expectEnd()
        let range = statementRange(kw)
        if let line = appLine {
            report(.misplaced, .appGivenTwice(firstLine: line), at: keywordRange,
                   fix: "keep one `app` statement")
            return
        }
        appLine = range.start.line
        file.app = name
    }

    /// Before the first scene, a task of the file; inside a scene, that
    /// scene's screen for the task of the same name (language 1.1).
    mutating func parseTask(_ kw: Token) throws(StatementError) {
        let (name, _) = try expectString("the task's name")
        let target = try expectArrowAndID("the screen where the task is done")
        try expectEnd()
        let range = statementRange(kw)
        if hasSeenScene {
            withScene { $0.tasks.append(TaskDecl(name: name, target: target, range: range, isSceneLevel: true)) }
        } else {
            file.tasks.append(TaskDecl(name: name, target: target, range: range))
        }
    }

    /// `entry ID STRING`: a screen the system opens directly (language 1.1).
    mutating func parseEntry(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`entry`")
        let target = try expectID("the id of the screen the system opens")
        let r = next()
        guard r.kind == .string else {
            throw fail(r, .entryNeedsLabel,
                       fix: "for example: entry \(target.name) \"a notification\"", kind: .missingText)
        }
        let label = stringValue(r)
        guard label.contains(where: { !$0.isWhitespace }) else {
            throw fail(r, .entryLabelEmpty,
                       fix: "say what opens it: \"a notification\", \"the widget\", \"a link\"", kind: .missingText)
        }
        try expectEnd()
        let decl = EntryDecl(target: target, label: label, range: statementRange(kw))
        withScene { $0.entries.append(decl) }
    }

    mutating func parseLimit(_ kw: Token) throws(StatementError) {
        let nameToken = try expectWord("a limit name (depth, decisions, choices or features)")
        guard let name = LimitName(rawValue: text(nameToken)) else {
            let word = text(nameToken)
            let guess = Suggestion.nearest(to: word, among: LimitName.allCases.map(\.rawValue))
            throw fail(nameToken, .notALimit(word: word),
                       kind: .unknownWord, suggestion: guess)
        }
        let value = try expectNumber("`limit \(name.rawValue)`", minimum: name.minimum)
        try expectEnd()
        let range = statementRange(kw)
        let decl = LimitDecl(name: name, value: value, range: range)
        if hasSeenScene {
            if let line = sceneLimitLines[name] {
                report(.syntax, .limitGivenTwice(name, firstLine: line, inScene: true),
                       at: range, fix: "keep one of the two", kind: .givenTwice)
                return
            }
            sceneLimitLines[name] = range.start.line
            withScene { $0.limits.append(decl) }
        } else {
            if let line = fileLimitLines[name] {
                report(.syntax, .limitGivenTwice(name, firstLine: line, inScene: false),
                       at: range, fix: "keep one of the two", kind: .givenTwice)
                return
            }
            fileLimitLines[name] = range.start.line
            file.limits.append(decl)
        }
    }

    mutating func parseScene(_ kw: Token) throws(StatementError) {
        closeScene()
        let expectedScreens = ahead.nextScene()
        // Whatever follows belongs to a new scene, even when this line is wrong.
        slot = .dropped
        droppedScene = SceneDecl(kind: .standard, range: lexer.range(of: kw))
        hasScreen = true  // statements of a broken scene are dropped quietly
        sceneLimitLines = [:]
        startLine = nil
        let t = try expectWord("`standard` or `assistive`")
        guard let kind = SceneKind(rawValue: text(t)) else {
            let guess = Suggestion.nearest(to: text(t), among: SceneKind.allCases.map(\.rawValue))
            throw fail(t, .notASceneKind(word: text(t)),
                       kind: .unknownWord, suggestion: guess)
        }
        try expectEnd()
        let range = statementRange(kw)
        if let first = file.scenes.first(where: { $0.kind == kind }) {
            report(.duplicateScene, .duplicateScene(kind), at: range,
                   fix: "a file holds at most one scene of each kind; merge the two, or move one to its own file",
                   notes: [.init("the first \(kind.rawValue) scene starts here", at: first.range)])
            return
        }
        file.scenes.append(SceneDecl(kind: kind, range: range))
        slot = .scene(file.scenes.count - 1)
        hasScreen = false
        screens.reserveCapacity(expectedScreens)
    }

    mutating func parseStart(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`start`")
        let keywordRange = lexer.range(of: kw)
        let target = try expectID("the id of the first screen")
        try expectEnd()
        if let line = startLine {
            report(.misplaced, .startGivenTwice(firstLine: line), at: keywordRange,
                   fix: "keep one `start` statement per scene")
            return
        }
        startLine = target.range.start.line
        withScene { $0.start = target }
    }

    mutating func parseScreen(_ kw: Token) throws(StatementError) {
        let expectedControls = ahead.nextScreen()
        try requireScene(kw, "`screen`")
        let first = next()
        if first.kind == .string {
            // `screen "Home" home`: the title came before the id.
            let title = stringValue(first)
            let after = next()
            let fix = after.kind == .word
                ? "write the id first, then the title: `screen \(text(after)) \"\(title)\"`"
                : "give the screen an id first, then its title: `screen home \"\(title)\"`"
            giveBack(after)
            throw fail(first, .idBeforeTitle, fix: fix, kind: .unexpectedToken)
        }
        giveBack(first)
        let id = try expectID("the screen's id")
        // The screen is declared even when one of its attributes is wrong.
        screens.append(ScreenDecl(id: id, range: id.range))
        if expectedControls > 0 { openScreen.controls.reserveCapacity(expectedControls) }
        var failure: StatementError?
        do {
            try parseScreenAttributes()
        } catch {
            failure = error
        }
        let range = statementRange(kw)
        openScreen.range = range
        if case .dropped = slot {} else { hasScreen = true }
        if let failure { throw failure }
    }

    /// The attributes of the screen just declared (`openScreen`).
    mutating func parseScreenAttributes() throws(StatementError) {
        var seen: UInt8 = 0
        func once(_ parser: inout Parser, _ t: Token, _ name: String, _ bit: UInt8) throws(StatementError) {
            guard seen & bit == 0 else {
                throw parser.fail(t, .screenAttributeGivenTwice(name), fix: "keep one", kind: .givenTwice)
            }
            seen |= bit
        }
        while true {
            let t = next()
            if Parser.isEndOfStatement(t) {
                giveBack(t)
                return
            }
            if t.kind == .string {
                try once(&self, t, "title", 1)
                let title = stringValue(t)
                openScreen.title = title
                continue
            }
            guard t.kind == .word else {
                throw fail(t, .unexpectedInScreen(found: describe(t)),
                           fix: "a screen takes a title in quotes, `icon NAME`, `kind KIND` and `feature NAME`", kind: .unexpectedToken)
            }
            if matches(t, "icon") {
                try once(&self, t, "icon", 2)
                let icon = try expectIcon()
                let name = interner.intern(bytes, icon.start, icon.end).1
                openScreen.icon = name
            } else if matches(t, "kind") {
                try once(&self, t, "kind", 4)
                let k = try expectWord("a screen kind after `kind`")
                guard let kind = screenKind(k) else {
                    let valid = ScreenKind.allCases.map(\.rawValue)
                    let guess = Suggestion.nearest(to: text(k), among: valid)
                    throw fail(k, .notAScreenKind(word: text(k), kinds: valid),
                               fix: "leave `kind` out for a plain screen", id: .unknownKind, suggestion: guess)
                }
                openScreen.kind = kind
            } else if matches(t, "for") {
                try once(&self, t, "counterpart (`for`)", 16)
                let counterpart = try expectID("the id of the screen of the other scene after `for`")
                openScreen.counterpart = counterpart
            } else if matches(t, "feature") {
                try once(&self, t, "feature", 8)
                let f = next()
                switch f.kind {
                case .word:
                    let feature = text(f)
                    openScreen.feature = feature
                case .string:
                    let feature = stringValue(f)
                    openScreen.feature = feature
                default: throw fail(f, .expectedFeature(found: describe(f)), kind: .expectedToken)
                }
            } else {
                let word = text(t)
                let guess = Suggestion.nearest(to: word, among: ["icon", "kind", "feature"])
                throw fail(t, .notAScreenAttribute(word: word),
                           fix: "a screen takes a title in quotes, `icon NAME`, `kind KIND`, `feature NAME` and `for ID`",
                           kind: .unknownWord, suggestion: guess)
            }
        }
    }

    mutating func parseControl(_ kw: Token, _ type: ControlType) throws(StatementError) {
        try requireScene(kw, "a control")
        guard hasScreen else {
            report(.misplaced, .controlWithoutScreen, at: lexer.range(of: kw),
                   fix: "add a `screen` statement above it")
            throw StatementError()
        }
        var control = ControlDecl(type: type, range: lexer.range(of: kw))
        var seen: UInt8 = 0
        var confirmRange: SourceRange?
        var first = true
        func once(_ parser: inout Parser, _ t: Token, _ name: String, _ bit: UInt8) throws(StatementError) {
            guard seen & bit == 0 else {
                throw parser.fail(t, .controlAttributeGivenTwice(name), fix: "keep one", kind: .givenTwice)
            }
            seen |= bit
        }
        loop: while true {
            let t = next()
            defer { first = false }
            if Parser.isEndOfStatement(t) {
                giveBack(t)
                break loop
            }
            switch t.kind {
            case .string:
                guard first else {
                    throw fail(t, .controlTextNotFirst,
                               fix: "write it as `\(type.rawValue) \"…\" icon NAME -> ID`", kind: .unexpectedToken)
                }
                control.text = stringValue(t)
            case .arrow:
                try once(&self, t, "->", 1)
                control.target = try expectID("the id of the screen it leads to")
            case .word where matches(t, "icon"):
                try once(&self, t, "icon", 2)
                let icon = try expectIcon()
                control.icon = interner.intern(bytes, icon.start, icon.end).1
            case .word where matches(t, "destructive"):
                try once(&self, t, "destructive", 4)
                control.isDestructive = true
            case .word where matches(t, "confirm"):
                try once(&self, t, "confirm", 8)
                confirmRange = lexer.range(of: t)
                let n = next()
                if isDigits(n) {
                    control.confirmations = try number(n, "the number of confirmations", minimum: 1, maximum: 1000)
                } else {
                    control.confirmations = 1
                    giveBack(n)
                }
            case .word where matches(t, "custom"):
                try once(&self, t, "custom", 16)
                control.isCustom = true
            case .word where matches(t, "sheet"):
                try once(&self, t, "sheet", 32)
                control.isSheet = true
            case .word where matches(t, "options"):
                try once(&self, t, "options", 64)
                control.options = try expectNumber("the number of options", minimum: 1, maximum: 1_000_000)
            case .word:
                let word = text(t)
                let flags = ["icon", "destructive", "confirm", "custom", "sheet", "options"]
                let guess = Suggestion.nearest(to: word, among: flags)
                throw fail(t, .notAControlAttribute(word: word),
                           fix: "a control takes text in quotes, `icon NAME`, `-> ID` and the flags destructive, confirm, custom, sheet, options N",
                           kind: .unknownWord, suggestion: guess)
            default:
                throw fail(t, .unexpectedInControl(found: describe(t)), kind: .unexpectedToken)
            }
        }
        control.range = statementRange(kw)
        if let c = confirmRange, !control.isDestructive {
            report(.syntax, .confirmNotDestructive, at: c,
                   fix: "add `destructive` if the action loses something, or remove `confirm`", kind: .confirmNotDestructive)
            throw StatementError()
        }
        if !screens.isEmpty {
            openScreen.controls.append(control)
        }
    }

    mutating func parseAfter(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`after`")
        guard hasScreen else {
            report(.misplaced, .afterWithoutScreen, at: lexer.range(of: kw),
                   fix: "add a `screen` statement above it")
            throw StatementError()
        }
        let d = try expectWord("a duration such as 3s or 500ms")
        let duration = try parseDuration(d)
        var target: Reference?
        let t = next()
        if t.kind == .arrow {
            target = try expectID("the id of the screen it moves on to")
        } else {
            giveBack(t)
        }
        try expectEnd()
        let timer = TimerDecl(duration: duration, target: target, range: statementRange(kw))
        if !screens.isEmpty {
            openScreen.timers.append(timer)
        }
    }

    /// `500ms`, `3s`, `1.5s`, `2min`, `1h`: a number greater than zero and a unit.
    mutating func parseDuration(_ t: Token) throws(StatementError) -> Duration {
        let text = self.text(t)
        var digits = ""
        var unit = ""
        for ch in text {
            if unit.isEmpty && (ch.isASCII && (ch.isNumber || ch == ".")) { digits.append(ch) } else { unit.append(ch) }
        }
        let factor: Double?
        switch unit {
        case "ms": factor = 1
        case "s": factor = 1000
        case "min": factor = 60_000
        case "h": factor = 3_600_000
        default: factor = nil
        }
        guard let factor else {
            if unit.isEmpty, !digits.isEmpty {
                // `after 3 s`: the unit went into a word of its own.
                let u = next()
                if u.kind == .word, let written = Parser.unitSpelling(self.text(u)) {
                    throw fail(t, .durationWithSpace,
                               fix: "write `\(digits)\(written)`", kind: .badDuration)
                }
                giveBack(u)
                throw fail(t, .durationWithoutUnit(text), fix: "write `\(digits)s` for seconds, or use ms, min or h", kind: .badDuration)
            }
            if let written = Parser.unitSpelling(unit), !digits.isEmpty {
                throw fail(t, .notAUnit(unit), fix: "write `\(digits)\(written)`", kind: .badDuration)
            }
            throw fail(t, .notADuration(text), fix: "write a number and a unit: 500ms, 3s, 1.5s, 2min or 1h", kind: .badDuration)
        }
        guard let value = Parser.decimal(digits) else {
            if Parser.isDecimalShape(digits) {
                throw fail(t, .durationTooLong(text), fix: "write at most 15 digits before the point; 2min or 1h read better than many seconds", kind: .badDuration)
            }
            throw fail(t, .notADuration(text), fix: "write a number and a unit: 500ms, 3s, 1.5s, 2min or 1h", kind: .badDuration)
        }
        guard value > 0 else {
            throw fail(t, .durationNotPositive, fix: "remove the `after` statement if nothing happens by itself", kind: .badDuration)
        }
        return Duration(milliseconds: value * factor, spelling: text)
    }

    /// The unit of the language that a unit as people write it means: `sec`
    /// and `seconds` are `s`, `m` and `minutes` are `min`.
    static func unitSpelling(_ word: String) -> String? {
        switch word.lowercased() {
        case "ms", "msec", "millisecond", "milliseconds": return "ms"
        case "s", "sec", "secs", "second", "seconds": return "s"
        case "m", "min", "mins", "minute", "minutes": return "min"
        case "h", "hr", "hrs", "hour", "hours": return "h"
        default: return nil
        }
    }

    /// Digits with at most one point inside: a number, however long.
    static func isDecimalShape(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty }
    }

    /// A decimal number of the form `12` or `1.5` (no sign, no exponent).
    static func decimal(_ s: String) -> Double? {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ !$0.isEmpty }),
              parts.count == 1 || parts[0].count <= 15 else { return nil }
        guard parts[0].count <= 15 else { return nil }
        return Double(s)
    }

    mutating func parseAllow(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`allow`")
        let rule = try expectWord("a rule id such as navigation.too-deep")
        let ruleRange = lexer.range(of: rule)
        let r = next()
        guard r.kind == .string else {
            throw fail(r, .allowNeedsReason,
                       fix: "say why, for example: allow \(text(rule)) \"the person's carer asked for it\"", kind: .missingText)
        }
        let reason = stringValue(r)
        guard reason.contains(where: { !$0.isWhitespace }) else {
            throw fail(r, .allowReasonEmpty, fix: "say why the finding is accepted", kind: .missingText)
        }
        try expectEnd()
        let decl = AllowDecl(rule: text(rule), reason: reason, range: statementRange(kw), ruleRange: ruleRange)
        if hasScreen && !screens.isEmpty {
            openScreen.allows.append(decl)
        } else {
            withScene { $0.allows.append(decl) }
        }
    }
}
