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

/// The reader of one file: the grammar above, one method per statement,
/// in files by statement area (Parser+FileStatements, +Screens, +Controls);
/// what it says is Parser+Messages. Its speed-ups (counting ahead, keywords
/// matched on bytes, arrays of exact size) are in ParserSpeedups.swift.
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

    /// Records an error: its id and, for `flow.syntax`, its kind follow from the message.
    mutating func report(
        _ message: Message, at range: SourceRange, fix: String? = nil, edits: [TextEdit] = [],
        notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(id: message.id, severity: .error, range: range, message: message,
                                      fix: fix.map { Fix($0, edits: edits) }, notes: notes,
                                      syntaxKind: message.syntaxKind))
    }

    /// Records a syntax error at a token and abandons the statement.
    ///
    /// A token the lexer could not read, or a misspelt arrow, is reported
    /// as what it is (`.badText`) instead of `message`.
    ///
    /// - Parameter suggestion: a word that would do in the token's place ("did you mean"): the fix replaces the token with it.
    mutating func fail(_ token: Token, _ message: Message, fix: String? = nil, suggestion: String? = nil) -> StatementError {
        if token.kind == .word, let arrow = misspelledArrow(token) {
            // The whole of `-->`: the word of dashes and the `->` after it.
            var whole = token
            whole.end += 2
            let range = lexer.range(of: whole)
            report(.misspelledArrow(arrow), at: range,
                   fix: "write the arrow as `->`", edits: [TextEdit(range: range, replacement: "->")])
        } else if token.kind == .bad, let problem = lexer.problem {
            report(.lexical(problem.message), at: lexer.range(of: token), fix: problem.fix)
        } else {
            let range = lexer.range(of: token)
            report(message, at: range, fix: suggestion.map { "did you mean `\($0)`?" } ?? fix,
                   edits: suggestion.map { [TextEdit(range: range, replacement: $0)] } ?? [])
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
        interner = Interner(room: ahead.screens)
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
            throw fail(t, .notAStatementStart(found: describe(t)))
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
                fix: "a line starts with app, task, limit, scene, start, entry, screen, a control (button, link, row, ...), after or allow", suggestion: suggestion)
        }
    }

    // MARK: Pieces of statements

    mutating func expectEnd() throws(StatementError) {
        let t = next()
        guard Parser.isEndOfStatement(t) else {
            throw fail(t, .unexpectedAtEnd(found: describe(t)), fix: "remove it, or start a new line for a new statement")
        }
        giveBack(t)
    }

    mutating func expectString(_ what: String) throws(StatementError) -> (String, Token) {
        let t = next()
        guard t.kind == .string else { throw fail(t, .expectedQuoted(what: what, found: describe(t))) }
        return (stringValue(t), t)
    }

    mutating func expectWord(_ what: String) throws(StatementError) -> Token {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expected(what: what, found: describe(t))) }
        return t
    }

    /// An icon name after `icon`: a word, not a string.
    mutating func expectIcon() throws(StatementError) -> Token {
        let t = next()
        if t.kind == .string {
            let name = stringValue(t)
            let plain = !name.isEmpty && name.utf8.allSatisfy { Lexer.isWordByte($0) }
            throw fail(t, .iconInQuotes,
                       fix: plain ? "write `icon \(name)`" : "write the SF Symbol's name without quotes, such as `icon star`")
        }
        guard t.kind == .word else { throw fail(t, .expectedIcon(found: describe(t))) }
        return t
    }

    /// A screen id: a word that starts with a letter or `_`.
    mutating func expectID(_ what: String) throws(StatementError) -> Reference {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expected(what: what, found: describe(t))) }
        let first = bytes[t.start]
        let isLetter = (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        guard isLetter || first == UInt8(ascii: "_") else {
            throw fail(t, .badID(word: text(t)),
                       fix: "rename it, for example `s\(text(t))`")
        }
        let (symbol, name) = interner.intern(bytes, t.start, t.end)
        return Reference(name: name, range: lexer.range(of: t), symbol: symbol)
    }

    mutating func expectArrowAndID(_ what: String) throws(StatementError) -> Reference {
        let t = next()
        guard t.kind == .arrow else { throw fail(t, .expectedArrow(what: what, found: describe(t))) }
        return try expectID(what)
    }

    /// A whole number written as a word of digits.
    mutating func expectNumber(_ what: String, minimum: Int, maximum: Int = Int.max) throws(StatementError) -> Int {
        let t = next()
        guard t.kind == .word else { throw fail(t, .expectedNumber(what: what, found: describe(t))) }
        return try number(t, what, minimum: minimum, maximum: maximum)
    }

    mutating func number(_ t: Token, _ what: String, minimum: Int, maximum: Int = Int.max) throws(StatementError) -> Int {
        var value = 0
        for i in t.start..<t.end {
            let b = bytes[i]
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else {
                throw fail(t, .expectedNumber(what: what, found: .word(text(t))))
            }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(b - UInt8(ascii: "0")))
            guard !o1, !o2 else { throw fail(t, .numberTooLarge(word: text(t), what: what)) }
            value = s
        }
        guard value >= minimum else {
            throw fail(t, .numberBelowMinimum(what: what, minimum: minimum, value: value))
        }
        guard value <= maximum else {
            throw fail(t, .numberAboveMaximum(what: what, maximum: maximum, value: value))
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
        report(.needsScene(what: what), at: lexer.range(of: keyword),
               fix: "add `scene standard` or `scene assistive` on a line before it")
        throw StatementError()
    }

    /// A statement that belongs before the first scene, found after it.
    mutating func requireFileScope(_ keyword: Token, _ what: String) throws(StatementError) {
        guard hasSeenScene else { return }
        report(.needsFileScope(what: what), at: lexer.range(of: keyword),
               fix: "move it to the top of the file")
        throw StatementError()
    }
}
