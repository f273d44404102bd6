import AAFlowPlatform
// The tolerant Swift parser: what aaflow needs of a SwiftUI project, as a tree.
//
// Grammar it reads (a subset of The Swift Programming Language's; anything
// else is skipped by balanced brackets into an `unknown` node):
//
//   file        = { statement }
//   statement   = ";" | ifConfig | declaration | if | guard | switch | for
//               | while | repeat | return | throw | break | continue
//               | fallthrough | defer | do | [label ":"] loop | expression
//   declaration = { attribute } { modifier } ( typeDecl | func | init | deinit
//               | subscript | variable | enumCase | typealias | associatedtype
//               | import | skipped )
//   attribute   = "@" NAME [ "(" arguments ")" ]            (no space before "(")
//   modifier    = static | class | public | private [ "(" set ")" ] | final | override
//               | mutating | lazy | weak | unowned | nonisolated | ...
//   typeDecl    = ( struct | class | enum | extension | protocol | actor ) NAME
//                 [ generics ] [ ":" type { "," type } ] [ where ] "{" { member } "}"
//   member      = ";" | ifConfig | declaration
//   func        = func NAME [ generics ] "(" parameters ")" { effect } [ "->" type ] [ where ] [ codeBlock ]
//   variable    = ( let | var ) binding { "," binding }
//   binding     = pattern [ ":" type ] [ "=" expression ] [ "{" accessors | statements "}" ]
//   enumCase    = case NAME [ "(" parameters ")" ] [ "=" expression ] { "," ... }
//   ifConfig    = "#if" COND body { "#elseif" COND body } [ "#else" body ] "#endif"
//                 (COND is read to the end of its line; body is statements,
//                 members, switch cases or, after an expression, ".member" chains)
//   if          = if conditions codeBlock [ else ( if | codeBlock ) ]
//   conditions  = condition { "," condition }
//   condition   = ( let | var ) NAME [ ":" type ] [ "=" expression ]
//               | case pattern "=" expression | expression
//   switch      = switch expression "{" { case patterns [ where expr ] ":" statements
//               | default ":" statements | ifConfig } "}"
//   for         = for [ try ] [ await ] [ case ] pattern in expression [ where expression ] codeBlock
//
//   expression  = unary { binaryOp unary | "?" expression ":" | ( as | as? | as! | is ) type }
//   unary       = try [?!] expression | await expression | prefixOp unary | postfix
//   postfix     = primary { "." NAME | "(" arguments ")" | "[" arguments "]"
//                         | trailingClosures | "!" | "?" | postfixOp | postfixIfConfig }
//   trailingClosures = closure { LABEL ":" closure }
//   primary     = NAME [ "<" types ">" ] | literal | string | "." NAME | closure
//               | "(" arguments ")" | "[" elements "]" | "\" keyPath
//               | "#" NAME | if | switch | "_" | ( let | var ) pattern | is type
//   closure     = "{" [ [ captures ] ( params | "(" params ")" ) [ effects ] [ "->" type ] in ] statements "}"
//   arguments   = [ LABEL ":" ] expression { "," ... }
//
// How the whitespace rules of the Lexical Structure chapter decide:
// `(` and `[` must be on the line of what they apply to; a `.member` and a
// trailing closure's `{` may start the next line (a modifier chain, braces
// on their own line); a
// prefix operator at the start of a line starts a new statement; in the
// conditions of `if`/`guard`/`while`/`for`/`switch` a `{` is never a
// trailing closure.
//
// Errors are recorded, never thrown: what is not understood becomes an
// `unknown` node, skipped by balanced brackets up to a token that marks
// structure (a line break, `,`, a closing bracket, `}`); a bracket that
// never closes, and nesting deeper than `SwiftParser.maxDepth`, give a
// `swift.gave-up` diagnostic at that place and the reader goes on after
// it. Every loop checks that it moved on.

/// Reads Swift files into syntax trees.
public enum SwiftParser {
    /// How deep statements and expressions may nest before the reader
    /// skips the rest of the nest (each level of a view inside a closure
    /// costs two): deeper than any real code, shallow enough for small stacks.
    public static let maxDepth = 400

    /// How much of the running thread's stack the reader keeps free: room
    /// for the deepest step between two checks of `tooDeep` in a debug build
    /// under AddressSanitizer, whose frames are the largest, and for the
    /// system. The reader uses at most half of what is left above it, so
    /// that the passes which walk its tree afterwards have the other half.
    static let stackMargin: UInt = 256 * 1024

    /// Where a thread's stack bounds cannot be known, how many bytes of
    /// stack the reader may use below where it started: an optimised build
    /// uses about 1.5 KB a level of views, a debug build twenty times more.
    #if DEBUG
    static let fallbackStackBytes: UInt = 2 * 1024 * 1024
    #else
    static let fallbackStackBytes: UInt = 192 * 1024
    #endif

    /// The lowest stack address the reader may reach when it starts at
    /// `here`: half of the running thread's stack left below `here`, less
    /// `stackMargin` (`Platform.currentStackLowestAddress`, the thread's
    /// real bound, whatever size the thread was given).
    static func stackFloor(startingAt here: UInt) -> UInt {
        guard let low = Platform.currentStackLowestAddress(), low < here else {
            return here > fallbackStackBytes ? here - fallbackStackBytes : 0
        }
        let free = here - low
        guard free > stackMargin else { return here }
        return here - (free - stackMargin) / 2
    }

    /// Reads one file; never fails.
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func parse(path: String = "<memory>", bytes: [UInt8]) -> SwiftSourceTree {
        let lexed = bytes.withUnsafeBufferPointer { SwiftLexer.tokenize($0) }
        return parse(path: path, bytes: bytes, lexed: lexed)
    }

    /// Reads Swift source given as a String.
    public static func parse(path: String = "<memory>", text: String) -> SwiftSourceTree {
        parse(path: path, bytes: Array(text.utf8))
    }

    static func parse(path: String, bytes: [UInt8], lexed: SwiftTokens) -> SwiftSourceTree {
        var result: (nodes: [RawNode], children: [Int32], root: Int32, diagnostics: [SwiftDiagnostic]) = ([], [], 0, [])
        bytes.withUnsafeBufferPointer { p in
            lexed.tokens.withUnsafeBufferPointer { toks in
                var core = ParserCore(bytes: p, tokens: toks, lineStarts: lexed.lineStarts)
                defer { core.free() }
                let root = core.parseFile()
                core.addLexicalDiagnostics(trivia: lexed.trivia, problems: lexed.problemCount)
                result = (core.nodes.toArray(), core.children.toArray(), root, core.finishDiagnostics())
            }
        }
        return SwiftSourceTree(path: path, bytes: bytes, lexed: lexed, nodes: result.nodes, children: result.children,
                               root: result.root, diagnostics: result.diagnostics)
    }
}

struct ParserCore {
    let p: UnsafeBufferPointer<UInt8>
    let toks: UnsafeBufferPointer<SwiftToken>
    let lineStarts: [UInt32]
    /// The current token.
    var pos = 0
    /// Tokens at or past this index read as `end` (the end of a `#if` condition's line).
    var limit: Int
    var depth = 0
    /// In the conditions of `if`/`while`/...: a `{` is no trailing closure.
    var noTrailing = false
    /// In a pattern before `=`: `=` ends the expression.
    var stopAtEqual = false

    var nodes: GrowableBuffer<RawNode>
    var children: GrowableBuffer<Int32>
    /// Finished nodes not yet given to a parent.
    var stack: GrowableBuffer<Int32>
    var diagnostics: [SwiftDiagnostic] = []
    var reportedDepth = false
    /// The lowest stack address reading may reach (`SwiftParser.stackFloor`).
    var stackFloor: UInt = 0
    /// The outermost bracket still open at the end of the file.
    var unclosedAtEnd: Int?

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<SwiftToken>, lineStarts: [UInt32]) {
        self.p = bytes
        self.toks = tokens
        self.lineStarts = lineStarts
        self.limit = tokens.count - 1
        nodes = GrowableBuffer(capacity: tokens.count * 3 / 4 + 8)
        children = GrowableBuffer(capacity: tokens.count * 3 / 4 + 8)
        stack = GrowableBuffer(capacity: 1024)
    }

    func free() {
        nodes.free()
        children.free()
        stack.free()
    }

    // MARK: Tokens

    @inline(__always) var kind: SwiftTokenKind { pos < limit ? toks[pos].kind : .end }
    @inline(__always) var tok: SwiftToken { toks[min(pos, limit)] }
    @inline(__always) func kind(at j: Int) -> SwiftTokenKind { j < limit ? toks[j].kind : .end }
    @inline(__always) var kw: SwiftKeyword { pos < limit ? toks[pos].keyword : .none }
    @inline(__always) func kw(at j: Int) -> SwiftKeyword { j < limit ? toks[j].keyword : .none }
    @inline(__always) var nlBefore: Bool { pos < limit ? toks[pos].flags.contains(.newlineBefore) : true }
    @inline(__always) var spaceBefore: Bool { pos < limit ? toks[pos].flags.contains(.spaceBefore) : true }
    @inline(__always) mutating func advance() { if pos < limit { pos += 1 } }
    @inline(__always) var atEnd: Bool { pos >= limit }

    /// Whether token `j` spells `s` (identifiers and keywords; backticks count as written).
    @inline(__always) func text(at j: Int, is s: StaticString) -> Bool {
        guard j < limit else { return false }
        let t = toks[j]
        let len = t.end - t.start
        guard len == s.utf8CodeUnitCount else { return false }
        let q = s.utf8Start
        var k = 0
        while k < len {
            if p[t.start + k] != q[k] { return false }
            k += 1
        }
        return true
    }

    @inline(__always) func isIdentifier(_ s: StaticString) -> Bool { kind == .identifier && text(at: pos, is: s) }

    /// The first byte of the current token (0 at the end).
    @inline(__always) var firstByte: UInt8 { pos < limit && toks[pos].end > toks[pos].start ? p[toks[pos].start] : 0 }

    /// Whether the current token is the operator `s` exactly.
    @inline(__always) func isOperator(_ s: StaticString) -> Bool { kind == .operator && text(at: pos, is: s) }

    // MARK: Depth

    /// Whether nesting is past the reader's limits (depth, or stack used).
    var tooDeep: Bool {
        if depth >= SwiftParser.maxDepth { return true }
        // Stacks grow down.
        return stackAddress() < stackFloor
    }

    // MARK: Progress

    /// Every loop calls this with the position at its start: it must have moved on.
    @inline(__always) mutating func mustAdvance(from before: Int) {
        assert(pos > before || atEnd, "the parser must move on")
        if pos <= before, !atEnd { pos = before + 1 }
    }

    // MARK: Building nodes

    @inline(__always) var mark: Int { stack.count }

    /// Makes a node of the nodes pushed since `mark` (they become its children) and pushes it.
    @discardableResult
    mutating func finish(_ kind: SwiftNodeKind, _ mark: Int, from first: Int, name: Int = -1, aux: Int = -1, flags: UInt8 = 0) -> Int32 {
        let firstChild = Int32(children.count)
        let count = stack.count - mark
        if count > 0 {
            children.append(from: stack.base + mark, count: count)
            stack.removeLast(count)
        }
        var end = Int32(max(pos, first))
        if end > Int32(limit) { end = Int32(max(limit, first)) }
        let index = Int32(nodes.count)
        nodes.append(RawNode(kind: kind, flags: flags, firstToken: Int32(first), endToken: end,
                             firstChild: firstChild, childCount: Int32(count), name: Int32(name), aux: Int32(aux)))
        stack.append(index)
        return index
    }

    /// A node of one token (the current one), advanced past.
    @discardableResult
    mutating func leaf(_ kind: SwiftNodeKind, name: Int = -1, aux: Int = -1, flags: UInt8 = 0) -> Int32 {
        let first = pos
        advance()
        return finish(kind, mark, from: first, name: name, aux: aux, flags: flags)
    }

    /// The first token of the node pushed at `mark`.
    @inline(__always) func firstToken(ofStackAt mark: Int) -> Int { Int(nodes[Int(stack[mark])].firstToken) }

    // MARK: Diagnostics

    func location(_ offset: Int) -> SwiftLocation {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(lineStarts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = Int(lineStarts[lo])
        let end = min(offset, p.count)
        while i < end {
            if p[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SwiftLocation(line: lo + 1, column: column)
    }

    mutating func diagnose(_ kind: SwiftDiagnostic.Kind, _ message: String, at offset: Int) {
        if kind != .unreadable {
            let sameKind = diagnostics.lazy.filter { $0.kind == kind }.count
            if sameKind >= 50 { return }
        }
        diagnostics.append(SwiftDiagnostic(kind: kind, message: message, offset: offset, location: location(offset)))
    }

    mutating func gaveUp(_ message: String, atToken j: Int) {
        diagnose(.gaveUp, message, at: toks[min(j, toks.count - 1)].start)
    }

    /// Lexical errors and whether the file is text at all.
    mutating func addLexicalDiagnostics(trivia: [SwiftToken], problems: Int) {
        // Not UTF-8, or NUL bytes: not a Swift file. One diagnostic, nothing else.
        var i = 0
        let n = p.count
        var unreadable: (String, Int)?
        while i < n {
            // Eight ASCII bytes at a time.
            if i + 8 <= n {
                let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    // A NUL byte in the word?
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                        if let z = (i..<i + 8).first(where: { p[$0] == 0 }) {
                            unreadable = ("the file holds NUL bytes: it looks binary, not Swift text", z)
                            break
                        }
                    }
                    i += 8
                    continue
                }
            }
            let b = p[i]
            if b == 0 {
                unreadable = ("the file holds NUL bytes: it looks binary, not Swift text", i)
                break
            }
            if b < 0x80 { i += 1; continue }
            guard let (_, len) = decodeScalar(p, i) else {
                unreadable = ("the file is not UTF-8 text (byte 0x\(String(b, radix: 16, uppercase: true)))", i)
                break
            }
            i += len
        }
        if let (message, offset) = unreadable {
            diagnostics = [SwiftDiagnostic(kind: .unreadable, message: message, offset: offset, location: location(offset))]
            return
        }
        guard problems > 0 else { return }
        var lastComment = -1
        var t = 0
        for j in 0..<toks.count where toks[j].kind == .error {
            let token = toks[j]
            switch token.error {
            case .unterminatedComment:
                while t < trivia.count, trivia[t].start < token.start {
                    if trivia[t].kind == .blockComment || trivia[t].kind == .docBlockComment { lastComment = trivia[t].start }
                    t += 1
                }
                diagnose(.gaveUp, "this comment is never closed: `*/` is missing", at: max(lastComment, 0))
            case .unterminatedString:
                var open = j - 1
                while open > 0, toks[open].kind != .stringOpen { open -= 1 }
                if token.start >= n {
                    diagnose(.gaveUp, "this string is never closed", at: toks[max(open, 0)].start)
                } else {
                    diagnose(.lexical, "this string is not closed on its line", at: toks[max(open, 0)].start)
                }
            case .unterminatedInterpolation:
                diagnose(.gaveUp, "an interpolation `\\(` is never closed", at: token.start)
            case .unterminatedRegex:
                diagnose(.lexical, "this regex literal is not closed", at: token.start)
            case .invalidNumber:
                diagnose(.lexical, "this is not a valid number", at: token.start)
            case .unterminatedBacktick:
                diagnose(.lexical, "a backtick with no closing backtick", at: token.start)
            case .invalidUTF8:
                diagnose(.lexical, "bytes that are not UTF-8", at: token.start)
            case .unexpectedCharacter, .none:
                diagnose(.lexical, "a character that starts no Swift token", at: token.start)
            }
        }
        for j in 0..<toks.count where toks[j].kind == .stringSegment && toks[j].flags.contains(.invalidEscape) {
            diagnose(.lexical, "this string holds an escape that is not valid", at: toks[j].start)
        }
    }

    mutating func finishDiagnostics() -> [SwiftDiagnostic] {
        diagnostics.sorted { $0.offset != $1.offset ? $0.offset < $1.offset : $0.kind.rawValue < $1.kind.rawValue }
    }

    // MARK: Skipping

    /// Skips one token, or a whole bracketed group when it is an opener.
    /// Returns false when a group never closed (then a diagnostic is made).
    @discardableResult
    mutating func skipBalanced() -> Bool {
        let open = pos
        var depth = 0
        repeat {
            let before = pos
            switch kind {
            case .end:
                if depth > 0 {
                    neverClosed(open)
                    return false
                }
                return true
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose: depth -= 1
            case .error:
                let e = tok.error
                if e == .unterminatedString || e == .unterminatedInterpolation { depth -= 1 }
            default: break
            }
            advance()
            mustAdvance(from: before)
        } while depth > 0
        return true
    }

    /// Skips unknown tokens up to a structural one: a line break, `;`, `,`
    /// or a closer (not consumed), by balanced brackets. Pushes an `unknown` node.
    mutating func skipUnknown(stopAtComma: Bool = true) {
        let m = mark
        let first = pos
        var firstStep = true
        while !atEnd {
            let before = pos
            if !firstStep {
                if nlBefore { break }
                switch kind {
                case .rightParen, .rightBracket, .rightBrace, .semicolon, .interpolationClose, .stringClose: break
                case .comma where stopAtComma: break
                default:
                    skipBalanced()
                    mustAdvance(from: before)
                    continue
                }
                break
            }
            firstStep = false
            switch kind {
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                advance()  // a stray closer: it is skipped alone
            default:
                skipBalanced()
            }
            mustAdvance(from: before)
        }
        finish(.unknown, m, from: first)
    }

    /// When too deep: says so (once per file) and skips the current construct.
    mutating func skipTooDeep() {
        if !reportedDepth {
            reportedDepth = true
            gaveUp("nesting too deep for the reader: the rest of this nest is skipped", atToken: pos)
        }
        let m = mark
        let first = pos
        let before = pos
        switch kind {
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose, .end: break
        default: skipBalanced()
        }
        if pos == before, !atEnd, kind != .rightBrace, kind != .rightParen, kind != .rightBracket {
            advance()
        }
        finish(.unknown, m, from: first, flags: SwiftNodeFlags.gaveUp.rawValue)
    }

    /// Expects a closer; when it is missing says where its opener was.
    mutating func close(_ closer: SwiftTokenKind, opener: Int) {
        if kind == closer {
            advance()
        } else {
            neverClosed(opener)
        }
    }

    /// A bracket whose closer is missing. Brackets left open at the end of
    /// the file give one diagnostic, at the outermost of them (they fail
    /// innermost first); one closed by the wrong bracket is said at once.
    mutating func neverClosed(_ opener: Int) {
        if pos >= toks.count - 1 {
            unclosedAtEnd = opener
        } else {
            gaveUp("this \(bracketName(opener)) is never closed", atToken: opener)
        }
    }

    func bracketName(_ j: Int) -> String {
        switch toks[min(j, toks.count - 1)].kind {
        case .leftParen: return "`(`"
        case .leftBracket: return "`[`"
        case .leftBrace: return "`{`"
        case .stringOpen: return "string"
        case .interpolationOpen: return "interpolation"
        default: return "bracket"
        }
    }

    // MARK: File

    mutating func parseFile() -> Int32 {
        stackFloor = SwiftParser.stackFloor(startingAt: stackAddress())
        let m = mark
        while !atEnd {
            let before = pos
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                gaveUp("this closing bracket closes nothing", atToken: pos)
                let um = mark
                let first = pos
                advance()
                finish(.unknown, um, from: first, flags: SwiftNodeFlags.gaveUp.rawValue)
            } else {
                parseStatement()
            }
            mustAdvance(from: before)
        }
        if let opener = unclosedAtEnd {
            gaveUp("this \(bracketName(opener)) is never closed", atToken: opener)
        }
        return finish(.sourceFile, m, from: 0)
    }

    // MARK: Statements

    /// Statements up to `}` (not consumed), `case`/`default` when in a
    /// switch, or `#elseif`/`#else`/`#endif`.
    mutating func parseStatements(inSwitch: Bool = false) {
        while !atEnd {
            let before = pos
            switch kind {
            case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
                return
            case .poundKeyword:
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .elseif || sub == .else || sub == .endif { return }
                // In a switch, a `#if` whose clause holds cases belongs to the cases.
                if inSwitch, sub == .if {
                    let body = endOfLine(after: pos)
                    if kw(at: body) == .case || kw(at: body) == .default || (kind(at: body) == .at && text(at: body + 1, is: "unknown")) {
                        return
                    }
                }
            case .keyword:
                if inSwitch, kw == .case || kw == .default { return }
            case .at:
                if inSwitch, text(at: pos + 1, is: "unknown") { return }
            default: break
            }
            parseStatement()
            mustAdvance(from: before)
        }
    }

    mutating func parseStatement() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        switch kind {
        case .semicolon:
            advance()
            return
        case .poundKeyword:
            switch SwiftPound(rawValue: tok.sub) ?? .other {
            case .if: parseIfConfig(.statements); return
            case .elseif, .else, .endif:
                // A stray directive: skip it with its line.
                skipUnknown()
                return
            case .sourceLocation:
                skipUnknown()
                return
            default: break
            }
        case .keyword:
            switch kw {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .switch: parseSwitch(); return
            case .for: parseFor(); return
            case .while: parseWhile(); return
            case .repeat: parseRepeat(); return
            case .return, .throw:
                let m = mark
                let first = pos
                let k: SwiftNodeKind = kw == .return ? .returnStmt : .throwStmt
                advance()
                if !nlBefore, startsExpression() { parseExpr() }
                finish(k, m, from: first)
                return
            case .break, .continue:
                let m = mark
                let first = pos
                let k: SwiftNodeKind = kw == .break ? .breakStmt : .continueStmt
                advance()
                var label = -1
                if kind == .identifier, !nlBefore { label = pos; advance() }
                finish(k, m, from: first, name: label)
                return
            case .fallthrough:
                leaf(.fallthroughStmt)
                return
            case .defer:
                let m = mark
                let first = pos
                advance()
                if kind == .leftBrace { parseCodeBlock() }
                finish(.deferStmt, m, from: first)
                return
            case .do:
                parseDo()
                return
            case .case, .default, .else, .in, .where, .catch:
                // Out of place here: skip with its line.
                skipUnknown()
                return
            default:
                if startsDeclaration() { parseDeclaration(); return }
            }
        case .at:
            if startsDeclaration() { parseDeclaration(); return }
        case .identifier:
            // A labelled loop: `outer: for …`.
            if kind(at: pos + 1) == .colon {
                let k = kw(at: pos + 2)
                if k == .for || k == .while || k == .repeat || k == .do || k == .if || k == .switch {
                    pos += 2
                    parseStatement()
                    return
                }
            }
            if startsDeclaration() { parseDeclaration(); return }
        default:
            break
        }
        let before = pos
        parseExpr()
        if pos == before { skipUnknown() }
    }

    /// Whether an expression can start at the current token.
    func startsExpression() -> Bool {
        switch kind {
        case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .colon, .end, .interpolationClose,
             .stringClose, .equal, .arrow:
            return false
        case .keyword:
            switch kw {
            case .case, .default, .else, .where, .in, .catch: return false
            default: return true
            }
        case .poundKeyword:
            let sub = SwiftPound(rawValue: tok.sub) ?? .other
            return !(sub == .elseif || sub == .else || sub == .endif)
        default:
            return true
        }
    }

    mutating func parseCodeBlock() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // {
        let saved = (noTrailing, stopAtEqual)
        noTrailing = false
        stopAtEqual = false
        parseStatements()
        (noTrailing, stopAtEqual) = saved
        close(.rightBrace, opener: open)
        finish(.codeBlock, m, from: first)
    }

    /// A `{ … }` if there is one, else records that it is missing (no node).
    mutating func parseBlockIfPresent() {
        if kind == .leftBrace { parseCodeBlock() }
    }

    mutating func parseConditionList() {
        let m = mark
        let first = pos
        let saved = noTrailing
        noTrailing = true
        while !atEnd {
            let before = pos
            parseCondition()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        noTrailing = saved
        finish(.conditionList, m, from: first)
    }

    mutating func parseCondition() {
        let m = mark
        let first = pos
        switch kw {
        case .let, .var:
            let keyword = pos
            advance()
            var name = -1
            if kind == .identifier || kind == .keyword { name = pos; advance() } else if kind == .leftParen { skipBalanced() }
            if kind == .colon { parseTypeAnnotation() }
            if kind == .equal { parseInitializer() }
            finish(.optionalBinding, m, from: first, name: name, aux: keyword)
        case .case:
            let keyword = pos
            advance()
            let saved = stopAtEqual
            stopAtEqual = true
            parseExpr()
            stopAtEqual = saved
            if kind == .equal {
                advance()
                parseExpr()
            }
            finish(.caseCondition, m, from: first, aux: keyword)
        default:
            if startsExpression() { parseExpr() }
        }
    }

    mutating func parseIf() {
        let m = mark
        let first = pos
        advance()  // if
        parseConditionList()
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        if kw == .else {
            advance()
            if kw == .if {
                parseIf()
            } else if kind == .leftBrace {
                parseCodeBlock()
            }
        }
        finish(.ifStmt, m, from: first)
    }

    /// After conditions that did not end at `{`: skips to the block on the same construct.
    mutating func skipToBlock() {
        guard !atEnd, kind != .rightBrace else { return }
        let m = mark
        let first = pos
        while !atEnd, kind != .leftBrace, kind != .rightBrace {
            let before = pos
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.unknown, m, from: first)
        if kind == .leftBrace { parseCodeBlock() }
    }

    mutating func parseGuard() {
        let m = mark
        let first = pos
        advance()
        parseConditionList()
        if kw == .else { advance() }
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        finish(.guardStmt, m, from: first)
    }

    mutating func parseWhile() {
        let m = mark
        let first = pos
        advance()
        parseConditionList()
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        finish(.whileStmt, m, from: first)
    }

    mutating func parseRepeat() {
        let m = mark
        let first = pos
        advance()
        parseBlockIfPresent()
        if kw == .while {
            advance()
            let saved = noTrailing
            noTrailing = true
            parseExpr()
            noTrailing = saved
        }
        finish(.repeatStmt, m, from: first)
    }

    mutating func parseFor() {
        let m = mark
        let first = pos
        advance()  // for
        while kw == .try || kw == .await || kw == .case || isIdentifier("await") { advance() }
        let saved = noTrailing
        noTrailing = true
        parseExpr()  // the pattern stops at `in`
        if kw == .in {
            advance()
            parseExpr()
        }
        if kw == .where {
            let wm = mark
            let wf = pos
            advance()
            parseExpr()
            finish(.whereClause, wm, from: wf)
        }
        noTrailing = saved
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        finish(.forStmt, m, from: first)
    }

    mutating func parseDo() {
        let m = mark
        let first = pos
        advance()  // do
        if kw == .throws {
            advance()
            if kind == .leftParen { skipBalanced() }
        }
        parseBlockIfPresent()
        while kw == .catch {
            let before = pos
            let cm = mark
            let cf = pos
            advance()
            let saved = noTrailing
            noTrailing = true
            if kind != .leftBrace, kw != .where { parseExpr() }
            if kw == .where {
                let wm = mark
                let wf = pos
                advance()
                parseExpr()
                finish(.whereClause, wm, from: wf)
            }
            noTrailing = saved
            parseBlockIfPresent()
            finish(.catchClause, cm, from: cf)
            mustAdvance(from: before)
        }
        finish(.doStmt, m, from: first)
    }

    mutating func parseSwitch() {
        let m = mark
        let first = pos
        advance()  // switch
        let saved = noTrailing
        noTrailing = true
        parseExpr()
        noTrailing = saved
        if kind == .leftBrace {
            let open = pos
            advance()
            parseSwitchCases()
            close(.rightBrace, opener: open)
        } else {
            skipToBlock()
        }
        finish(.switchStmt, m, from: first)
    }

    mutating func parseSwitchCases() {
        let savedTrailing = noTrailing, savedEqual = stopAtEqual
        noTrailing = false
        stopAtEqual = false
        defer { (noTrailing, stopAtEqual) = (savedTrailing, savedEqual) }
        while !atEnd, kind != .rightBrace {
            let before = pos
            if kind == .poundKeyword {
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .if { parseIfConfig(.switchCases); mustAdvance(from: before); continue }
                if sub == .elseif || sub == .else || sub == .endif { return }
            }
            if kw == .case || kw == .default || (kind == .at && text(at: pos + 1, is: "unknown")) {
                parseSwitchCase()
            } else {
                // Statements before any case: read them anyway.
                parseStatement()
            }
            mustAdvance(from: before)
        }
    }

    mutating func parseSwitchCase() {
        let m = mark
        let first = pos
        if kind == .at {  // @unknown
            pos += 2
        }
        let keyword = pos
        let lm = mark
        let lf = pos
        if kw == .default {
            advance()
        } else {
            advance()  // case
            let saved = noTrailing
            noTrailing = true
            while !atEnd {
                let before = pos
                parseExpr()
                if pos == before, kind != .colon, kind != .comma { skipUnknown() }
                if kind == .comma { advance() } else { break }
                mustAdvance(from: before)
            }
            if kw == .where {
                let wm = mark
                let wf = pos
                advance()
                parseExpr()
                finish(.whereClause, wm, from: wf)
            }
            noTrailing = saved
        }
        finish(.caseLabel, lm, from: lf, aux: keyword)
        if kind == .colon { advance() }
        parseStatements(inSwitch: true)
        finish(.switchCase, m, from: first, aux: keyword)
    }

    // MARK: Conditional compilation

    enum IfConfigContext {
        case statements, members, switchCases
    }

    /// The token after the `#if` line's condition: the first one on a later line.
    func endOfLine(after j: Int) -> Int {
        var k = j + 1
        while k < limit, !toks[k].flags.contains(.newlineBefore) { k += 1 }
        return k
    }

    /// `#if`/`#elseif` COND, read to the end of its line.
    mutating func parseIfConfigCondition() {
        let lineEnd = endOfLine(after: pos - 1)
        let savedLimit = limit
        limit = min(limit, lineEnd)
        let savedTrailing = noTrailing
        noTrailing = true
        if !atEnd { parseExpr() }
        if !atEnd { skipUnknown() }
        while !atEnd {  // the rest of the line
            let before = pos
            advance()
            mustAdvance(from: before)
        }
        noTrailing = savedTrailing
        limit = savedLimit
    }

    mutating func parseIfConfig(_ context: IfConfigContext) {
        let m = mark
        let first = pos
        let open = pos
        while !atEnd {
            let before = pos
            let sub = kind == .poundKeyword ? SwiftPound(rawValue: tok.sub) ?? .other : .other
            if sub == .endif {
                advance()
                break
            }
            guard sub == .if || sub == .elseif || sub == .else else {
                gaveUp("this `#if` has no `#endif`", atToken: open)
                break
            }
            let cm = mark
            let cf = pos
            advance()
            var flags: UInt8 = 0
            if sub != .else {
                let before = mark
                parseIfConfigCondition()
                if mark > before { flags = SwiftNodeFlags.hasCondition.rawValue }
            }
            switch context {
            case .statements: parseStatements()
            case .members: parseMembers()
            case .switchCases: parseSwitchCases()
            }
            finish(.ifConfigClause, cm, from: cf, aux: cf, flags: flags)
            if kind != .poundKeyword {
                gaveUp("this `#if` has no `#endif`", atToken: open)
                break
            }
            mustAdvance(from: before)
        }
        finish(.ifConfig, m, from: first)
    }

    /// Whether a `#if` here continues the expression before it with `.member` chains.
    func isPostfixIfConfig() -> Bool {
        guard kind == .poundKeyword, tok.sub == SwiftPound.if.rawValue else { return false }
        let body = endOfLine(after: pos)
        return kind(at: body) == .period
    }

    /// `base #if COND .a() #elseif … #endif`: the base is on the stack at `m`.
    mutating func parsePostfixIfConfig(_ m: Int) {
        let first = firstToken(ofStackAt: m)
        let open = pos
        while !atEnd {
            let before = pos
            let sub = kind == .poundKeyword ? SwiftPound(rawValue: tok.sub) ?? .other : .other
            if sub == .endif {
                advance()
                break
            }
            guard sub == .if || sub == .elseif || sub == .else else {
                gaveUp("this `#if` has no `#endif`", atToken: open)
                break
            }
            let cm = mark
            let cf = pos
            advance()
            var flags: UInt8 = 0
            if sub != .else {
                let before = mark
                parseIfConfigCondition()
                if mark > before { flags = SwiftNodeFlags.hasCondition.rawValue }
            }
            if kind == .period {
                let bm = mark
                finish(.postfixIfBase, bm, from: pos)
                parsePostfixOps(bm)
            }
            finish(.ifConfigClause, cm, from: cf, aux: cf, flags: flags)
            if kind != .poundKeyword {
                gaveUp("this `#if` has no `#endif`", atToken: open)
                break
            }
            mustAdvance(from: before)
        }
        finish(.postfixIfConfig, m, from: first)
    }

    // MARK: Declarations

    /// Whether a declaration starts here (attributes and modifiers included).
    func startsDeclaration() -> Bool {
        var j = pos
        var steps = 0
        while j < limit, steps < 64 {
            steps += 1
            let t = toks[j]
            switch t.kind {
            case .at:
                // `@Name`, `@Name<T>`, `@Name(…)`
                j += 2
                if kind(at: j) == .operator, !toks[j].flags.contains(.spaceBefore), p[toks[j].start] == UInt8(ascii: "<"),
                   let end = scanAngles(from: j) {
                    j = end
                }
                if kind(at: j) == .leftParen, !toks[j].flags.contains(.spaceBefore) {
                    var d = 0
                    repeat {
                        let k = kind(at: j)
                        if k == .leftParen { d += 1 } else if k == .rightParen { d -= 1 } else if k == .end { return false }
                        j += 1
                    } while d > 0
                }
                continue
            case .keyword:
                switch t.keyword {
                case .struct, .enum, .extension, .protocol, .func, .`init`, .deinit, .subscript, .typealias,
                     .associatedtype, .import, .let, .var, .precedencegroup:
                    return true
                case .class:
                    return true
                case .operator:
                    return j > pos
                case .case:
                    return j > pos  // `indirect case` (a bare `case` is a switch or enum case, read by its caller)
                case .static, .public, .private, .fileprivate, .internal, .open, .nonisolated, .borrowing, .consuming:
                    if kind(at: j + 1) == .leftParen {
                        j += 4  // private(set)
                    } else {
                        j += 1
                    }
                    continue
                default:
                    return false
                }
            case .identifier:
                if isContextualModifier(j) {
                    j += 1
                    if kind(at: j) == .leftParen { j += 3 }
                    continue
                }
                if text(at: j, is: "actor"), kind(at: j + 1) == .identifier { return true }
                if text(at: j, is: "macro"), kind(at: j + 1) == .identifier, kind(at: j + 2) == .leftParen || kind(at: j + 2) == .operator { return true }
                return false
            default:
                return false
            }
        }
        return false
    }

    /// Contextual words that are modifiers when a declaration follows them.
    func isContextualModifier(_ j: Int) -> Bool {
        guard j < limit, toks[j].kind == .identifier else { return false }
        let next = j + 1
        let nk = kind(at: next)
        // A modifier is followed by a keyword, another modifier word, `actor`, or `(set)`/`(unsafe)`.
        let followedByDecl = nk == .keyword || (nk == .identifier && !toks[next].flags.contains(.newlineBefore)) || nk == .leftParen
        guard followedByDecl else { return false }
        let len = toks[j].end - toks[j].start
        switch len {
        case 4: return text(at: j, is: "lazy") || text(at: j, is: "weak")
        case 5: return text(at: j, is: "final") || text(at: j, is: "infix")
            || (text(at: j, is: "async") && (kw(at: next) == .let || kw(at: next) == .var))  // `async let`
        case 6: return text(at: j, is: "prefix") || text(at: j, is: "_const")
        case 7: return text(at: j, is: "postfix") || text(at: j, is: "unowned") || text(at: j, is: "dynamic") || text(at: j, is: "package")
        case 8: return text(at: j, is: "mutating") || text(at: j, is: "override") || text(at: j, is: "required") || text(at: j, is: "optional") || text(at: j, is: "indirect")
        case 9: return text(at: j, is: "isolated")
        case 11: return text(at: j, is: "convenience") || text(at: j, is: "nonmutating") || text(at: j, is: "distributed")
            || text(at: j, is: "__consuming")
        default: return false
        }
    }

    mutating func parseAttribute() {
        let m = mark
        let first = pos
        advance()  // @
        var name = -1
        if kind == .identifier || kind == .keyword {
            name = pos
            advance()
            while kind == .period, !spaceBefore, kind(at: pos + 1) == .identifier { pos += 2; name = pos - 1 }
            // `@Builder<T>`
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos) { pos = end }
        }
        if kind == .leftParen, !spaceBefore {
            if name >= 0, attributeHasNoExpressions(name) {
                // `@available(iOS 17, *)`, `@_effects(readonly)`: kept as text only.
                skipBalanced()
            } else {
                let open = pos
                advance()
                parseArguments(until: .rightParen)
                close(.rightParen, opener: open)
            }
        }
        finish(.attribute, m, from: first, name: name)
    }

    /// Attributes whose arguments are not expressions.
    func attributeHasNoExpressions(_ j: Int) -> Bool {
        if j < limit, p[toks[j].start] == UInt8(ascii: "_") { return true }  // `@_documentation(visibility: private)`, `@_spi(X)`…
        return text(at: j, is: "available") || text(at: j, is: "objc") || text(at: j, is: "freestanding") || text(at: j, is: "backDeployed") || text(at: j, is: "_effects")
            || text(at: j, is: "lifetime") || text(at: j, is: "_originallyDefinedIn") || text(at: j, is: "_specialize")
            || text(at: j, is: "_implements") || text(at: j, is: "differentiable") || text(at: j, is: "derivative")
            || text(at: j, is: "transpose") || text(at: j, is: "_semantics") || text(at: j, is: "inline")
            || text(at: j, is: "_silgen_name") || text(at: j, is: "_cdecl") || text(at: j, is: "_spi")
            || text(at: j, is: "_alignment") || text(at: j, is: "_unavailableFromAsync") || text(at: j, is: "_opaqueReturnTypeOf")
            || text(at: j, is: "convention") || text(at: j, is: "_expose") || text(at: j, is: "_extern")
    }

    /// Attributes and modifiers before a declaration; pushes their nodes.
    mutating func parseAttributesAndModifiers() {
        while !atEnd {
            let before = pos
            if kind == .at {
                parseAttribute()
            } else if kind == .keyword {
                switch kw {
                case .static, .public, .private, .fileprivate, .internal, .open, .nonisolated, .borrowing, .consuming:
                    parseModifier()
                case .class:
                    // `class func`, `class var`: a modifier.
                    let next = kw(at: pos + 1)
                    if next != .none, next != .class { parseModifier() } else if isContextualModifier(pos + 1) { parseModifier() } else { return }
                default:
                    return
                }
            } else if isContextualModifier(pos) {
                parseModifier()
            } else {
                return
            }
            mustAdvance(from: before)
        }
    }

    mutating func parseModifier() {
        let m = mark
        let first = pos
        advance()
        if kind == .leftParen, !spaceBefore, kind(at: pos + 2) == .rightParen {
            pos += 3  // private(set), unowned(unsafe)
        }
        finish(.modifier, m, from: first, name: first)
    }

    mutating func parseDeclaration() {
        let m = mark
        let first = pos
        parseAttributesAndModifiers()
        switch kind {
        case .keyword:
            switch kw {
            case .struct, .class, .enum, .extension, .protocol:
                parseTypeDecl(m, first)
            case .func:
                parseFunction(m, first)
            case .`init`:
                parseInit(m, first)
            case .deinit:
                let keyword = pos
                advance()
                parseBlockIfPresent()
                finish(.deinitDecl, m, from: first, aux: keyword)
            case .subscript:
                parseSubscript(m, first)
            case .let, .var:
                parseVariable(m, first)
            case .case:
                parseEnumCase(m, first)
            case .typealias:
                let keyword = pos
                advance()
                var name = -1
                if kind == .identifier || kind == .keyword { name = pos; advance() }
                if isOperatorStartingAngle() { parseGenericParameterClause() }
                if kind == .equal {
                    let im = mark
                    let ifirst = pos
                    advance()
                    parseType()
                    finish(.initializer, im, from: ifirst)
                }
                if kw == .where { parseGenericWhereClause() }
                finish(.typealiasDecl, m, from: first, name: name, aux: keyword)
            case .associatedtype:
                let keyword = pos
                advance()
                var name = -1
                if kind == .identifier { name = pos; advance() }
                if kind == .colon { parseInheritance() }
                if kind == .equal {
                    let im = mark
                    let ifirst = pos
                    advance()
                    parseType()
                    finish(.initializer, im, from: ifirst)
                }
                if kw == .where { parseGenericWhereClause() }
                finish(.associatedtypeDecl, m, from: first, name: name, aux: keyword)
            case .import:
                let keyword = pos
                advance()
                // `import struct A.B`
                if kind == .keyword, kw == .struct || kw == .class || kw == .enum || kw == .protocol || kw == .func || kw == .let || kw == .var || kw == .typealias {
                    advance()
                }
                var name = -1
                if kind == .identifier || kind == .keyword { name = pos; advance() }
                while kind == .period, !nlBefore {
                    advance()
                    if kind == .identifier || kind == .keyword || kind == .operator { advance() }
                }
                finish(.importDecl, m, from: first, name: name, aux: keyword)
            default:
                // `operator`, `precedencegroup`, and what is not understood: skipped.
                skipDeclaration(m, first)
            }
        case .identifier:
            if text(at: pos, is: "actor"), kind(at: pos + 1) == .identifier {
                parseTypeDecl(m, first)
            } else if text(at: pos, is: "macro"), kind(at: pos + 1) == .identifier {
                // `macro name(params) -> T = #externalMacro(…)`: a function declaration with keyword `macro`.
                parseFunction(m, first)
            } else {
                skipDeclaration(m, first)
            }
        default:
            skipDeclaration(m, first)
        }
    }

    /// What follows attributes and modifiers and is not understood: up to the
    /// end of the line, with any braces it opens.
    mutating func skipDeclaration(_ m: Int, _ first: Int) {
        while !atEnd {
            let before = pos
            if pos > first, nlBefore { break }
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                if pos == first { advance() }
                break
            }
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.unknown, m, from: first)
    }

    func isOperatorStartingAngle() -> Bool {
        kind == .operator && firstByte == UInt8(ascii: "<")
    }

    mutating func parseGenericParameterClause() {
        let m = mark
        let first = pos
        skipAngles()
        finish(.genericParameterClause, m, from: first)
    }

    mutating func parseGenericWhereClause() {
        let m = mark
        let first = pos
        advance()  // where
        while !atEnd, kind != .leftBrace, kind != .rightBrace, kind != .semicolon {
            let before = pos
            if pos > first + 1, nlBefore, kind != .comma, toks[pos - 1].kind != .comma, toks[pos - 1].kind != .colon, kind != .operator, toks[pos - 1].kind != .operator { break }
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.genericWhereClause, m, from: first)
    }

    /// Skips `<…>` counting the `<` and `>` in operator tokens (`>>`, `>?`).
    /// Returns false (and moves nowhere) when no closing `>` comes before
    /// something that cannot be in a type.
    @discardableResult
    mutating func skipAngles() -> Bool {
        guard let end = scanAngles(from: pos) else {
            advance()
            return false
        }
        pos = end
        return true
    }

    /// The token after the `>` that closes the `<` at `j`, if what lies between can be types.
    func scanAngles(from j: Int) -> Int? {
        var k = j
        var angle = 0
        var bracket = 0
        var steps = 0
        while k < limit, steps < 512 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .operator:
                var b = t.start
                while b < t.end {
                    let c = p[b]
                    if c == UInt8(ascii: "<") {
                        angle += 1
                    } else if c == UInt8(ascii: ">") {
                        angle -= 1
                        if angle == 0, bracket == 0 {
                            // The rest of the token must be `?`/`!`/`...` only.
                            var r = b + 1
                            while r < t.end, p[r] == UInt8(ascii: "?") || p[r] == UInt8(ascii: "!") || p[r] == UInt8(ascii: ".") { r += 1 }
                            return r == t.end ? k + 1 : nil
                        }
                    } else if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && c != UInt8(ascii: "&") && c != UInt8(ascii: ".") && c != UInt8(ascii: "=") {
                        return nil
                    }
                    b += 1
                }
            case .identifier, .keyword, .period, .comma, .colon, .arrow, .at, .integerLiteral, .equal:
                if t.kind == .keyword {
                    switch t.keyword {
                    case .Any, .Self, .inout, .throws, .rethrows, .where, .`self`, .class, .protocol, .let, .repeat: break
                    default: return nil
                    }
                }
            case .leftParen, .leftBracket: bracket += 1
            case .rightParen, .rightBracket:
                bracket -= 1
                if bracket < 0 { return nil }
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    mutating func parseInheritance() {
        let m = mark
        let first = pos
        advance()  // :
        while !atEnd {
            let before = pos
            if kind == .leftBrace || kw == .where { break }
            parseType()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.inheritanceClause, m, from: first)
    }

    mutating func parseTypeDecl(_ m: Int, _ first: Int) {
        let keyword = pos
        let isExtension = kw == .extension
        advance()
        var name = -1
        if isExtension {
            if kind == .identifier || kind == .keyword { name = pos }
            parseType()
        } else if kind == .identifier || kind == .keyword {
            name = pos
            advance()
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .colon { parseInheritance() }
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace {
            let bm = mark
            let bf = pos
            let open = pos
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseMembers()
            (noTrailing, stopAtEqual) = saved
            close(.rightBrace, opener: open)
            finish(.memberBlock, bm, from: bf)
        }
        finish(.typeDecl, m, from: first, name: name, aux: keyword)
    }

    /// Declarations up to `}` (or `#elseif`/`#else`/`#endif`).
    mutating func parseMembers() {
        while !atEnd {
            let before = pos
            switch kind {
            case .rightBrace:
                return
            case .semicolon:
                advance()
            case .poundKeyword:
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .elseif || sub == .else || sub == .endif { return }
                if sub == .if { parseIfConfig(.members) } else { parseStatement() }
            case .keyword where kw == .case:
                let m = mark
                parseEnumCase(m, pos)
            default:
                if tooDeep {
                    skipTooDeep()
                } else if startsDeclaration() {
                    depth += 1
                    parseDeclaration()
                    depth -= 1
                } else {
                    // Not a declaration: read it as a statement (tolerated), or skip it.
                    parseStatement()
                }
            }
            mustAdvance(from: before)
        }
    }

    mutating func parseFunction(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // func
        var name = -1
        if kind == .identifier || kind == .keyword || kind == .operator || kind == .equal {
            name = pos
            advance()
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        parseEffects()
        if kind == .arrow { parseReturnClause() }
        if kind == .equal { parseInitializer() }  // a macro's definition
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.functionDecl, m, from: first, name: name, aux: keyword)
    }

    mutating func parseInit(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // init
        if kind == .operator, !spaceBefore, firstByte == UInt8(ascii: "?") || firstByte == UInt8(ascii: "!") {
            // `init?`, `init!`, and `init?<T>` (one operator token `?<`).
            if tok.end - tok.start == 1 { advance() } else { parseGenericParameterClause() }
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        parseEffects()
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.initDecl, m, from: first, name: keyword, aux: keyword)
    }

    mutating func parseSubscript(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        if kind == .arrow { parseReturnClause() }
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseAccessorBlock() }
        finish(.subscriptDecl, m, from: first, name: keyword, aux: keyword)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func parseEffects() {
        while !atEnd {
            if kw == .throws || kw == .rethrows {
                advance()
                if kind == .leftParen, !spaceBefore { skipBalanced() }
            } else if kind == .identifier, isIdentifier("async") || isIdentifier("reasync") {
                advance()
            } else {
                return
            }
        }
    }

    mutating func parseReturnClause() {
        let m = mark
        let first = pos
        advance()  // ->
        parseType()
        finish(.returnClause, m, from: first)
    }

    mutating func parseParameterClause() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // (
        while !atEnd, kind != .rightParen {
            let before = pos
            parseParameter()
            if kind == .comma {
                advance()
            } else if kind != .rightParen {
                if kind == .rightBrace || kind == .leftBrace { break }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
        close(.rightParen, opener: open)
        finish(.parameterClause, m, from: first)
    }

    mutating func parseParameter() {
        let m = mark
        let first = pos
        while kind == .at { parseAttribute() }
        var name = -1, second = -1
        let isName = kind == .identifier || kind == .keyword
        let next = kind(at: pos + 1)
        if isName, next == .colon {
            name = pos
            advance()
        } else if isName, next == .identifier || next == .keyword, kind(at: pos + 2) == .colon {
            name = pos
            second = pos + 1
            pos += 2
        } else if kind != .rightParen, kind != .comma {
            // No names: a type alone (`case array([Value])`, `(Int) -> Void`).
            parseType()
        }
        if kind == .colon {
            advance()
            parseType()
        }
        if kind == .operator, text(at: pos, is: "...") { advance() }
        if kind == .equal { parseInitializer() }
        finish(.parameter, m, from: first, name: name, aux: second)
    }

    mutating func parseTypeAnnotation() {
        let m = mark
        let first = pos
        advance()  // :
        parseType()
        finish(.typeAnnotation, m, from: first)
    }

    mutating func parseInitializer() {
        let m = mark
        let first = pos
        advance()  // =
        parseExpr()
        finish(.initializer, m, from: first)
    }

    mutating func parseVariable(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // let/var
        while !atEnd {
            let before = pos
            parseBinding()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.variableDecl, m, from: first, aux: keyword)
    }

    mutating func parseBinding() {
        let m = mark
        let first = pos
        var name = -1
        if kind == .identifier || (kind == .keyword && kw != .in) {
            name = pos
            advance()
        } else if kind == .leftParen {
            // A tuple pattern: `let (a, b) = …`.
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (true, true)
            _ = parsePostfix()
            (noTrailing, stopAtEqual) = saved
        }
        if kind == .colon { parseTypeAnnotation() }
        if kind == .equal { parseInitializer() }
        if kind == .leftBrace, !isTrailingClosureHere(forBinding: true) { parseAccessorBlock() }
        finish(.binding, m, from: first, name: name)
    }

    /// Whether `{` opens accessors (`get`, `set`, `willSet`, `didSet`, …).
    func opensAccessors(at j: Int) -> Bool {
        var k = j + 1
        var steps = 0
        while steps < 16 {  // attributes and modifiers on accessors
            steps += 1
            if kind(at: k) == .at {
                k += 2
                if kind(at: k) == .leftParen {
                    var d = 0
                    repeat {
                        let kk = kind(at: k)
                        if kk == .leftParen { d += 1 } else if kk == .rightParen { d -= 1 } else if kk == .end { return false }
                        k += 1
                    } while d > 0
                }
            } else if kw(at: k) == .borrowing || kw(at: k) == .consuming || kw(at: k) == .nonisolated
                        || text(at: k, is: "mutating") || text(at: k, is: "nonmutating") || text(at: k, is: "__consuming") {
                k += 1
            } else {
                break
            }
        }
        guard kind(at: k) == .identifier || kind(at: k) == .keyword else { return false }
        let isAccessorWord = text(at: k, is: "get") || text(at: k, is: "set") || text(at: k, is: "willSet")
            || text(at: k, is: "didSet") || text(at: k, is: "_read") || text(at: k, is: "_modify")
            || text(at: k, is: "unsafeAddress") || text(at: k, is: "unsafeMutableAddress") || text(at: k, is: "init")
            || text(at: k, is: "mutating") || text(at: k, is: "nonmutating") || text(at: k, is: "read") || text(at: k, is: "modify")
        guard isAccessorWord else { return false }
        let next = kind(at: k + 1)
        return next == .leftBrace || next == .leftParen || next == .rightBrace || next == .identifier || next == .keyword
    }

    mutating func parseAccessorBlock() {
        let m = mark
        let first = pos
        let open = pos
        if opensAccessors(at: pos) {
            advance()
            while !atEnd, kind != .rightBrace {
                let before = pos
                if kind == .poundKeyword, tok.sub == SwiftPound.if.rawValue {
                    parseIfConfig(.members)
                    mustAdvance(from: before)
                    continue
                }
                let am = mark
                let af = pos
                while !atEnd {
                    let b = pos
                    if kind == .at {
                        parseAttribute()
                    } else if kw == .borrowing || kw == .consuming || kw == .nonisolated || isContextualModifier(pos) {
                        parseModifier()
                    } else {
                        break
                    }
                    mustAdvance(from: b)
                }
                var name = -1
                if kind == .identifier || kind == .keyword {
                    name = pos
                    advance()
                }
                if kind == .leftParen {  // set(newValue)
                    let pm = mark
                    let pf = pos
                    skipBalanced()
                    finish(.parameterClause, pm, from: pf)
                }
                parseEffects()
                if kind == .leftBrace { parseCodeBlock() }
                finish(.accessor, am, from: af, name: name)
                if pos == before { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightBrace, opener: open)
            finish(.accessorBlock, m, from: first)
        } else {
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseStatements()
            (noTrailing, stopAtEqual) = saved
            close(.rightBrace, opener: open)
            finish(.accessorBlock, m, from: first, flags: SwiftNodeFlags.implicitGetter.rawValue)
        }
    }

    mutating func parseEnumCase(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // case
        while !atEnd {
            let before = pos
            let em = mark
            let ef = pos
            var name = -1
            if kind == .identifier || kind == .keyword {
                name = pos
                advance()
            }
            if kind == .leftParen { parseParameterClause() }
            if kind == .equal { parseInitializer() }
            finish(.enumCaseElement, em, from: ef, name: name)
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.enumCaseDecl, m, from: first, aux: keyword)
    }

    // MARK: Types

    /// A type, read leniently: prefixes (`some`, `any`, `inout`,
    /// attributes), names with generic arguments, tuples and function types,
    /// arrays and dictionaries, `?`, `!`, `.Type`, compositions with `&`.
    mutating func parseType() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        let first = pos
        var name = -1
        parseTypeAtom(&name)
        // Compositions and function types.
        while !atEnd {
            let before = pos
            if kind == .operator, text(at: pos, is: "&") {
                advance()
                var ignored = -1
                parseTypeAtom(&ignored)
            } else if kw == .throws || kw == .rethrows || isIdentifier("async") {
                parseEffects()
            } else if kind == .arrow {
                advance()
                name = -1
                var ignored = -1
                parseTypeAtom(&ignored)
            } else {
                break
            }
            mustAdvance(from: before)
        }
        finish(.type, m, from: first, name: name)
    }

    mutating func parseTypeAtom(_ name: inout Int) {
        // Prefixes.
        var steps = 0
        while !atEnd, steps < 32 {
            steps += 1
            if kind == .at {
                advance()
                if kind == .identifier || kind == .keyword { advance() }
                while kind == .period, !spaceBefore, kind(at: pos + 1) == .identifier { pos += 2 }
                if kind == .leftParen, !spaceBefore { skipBalanced() }
            } else if kw == .nonisolated {
                advance()
                if kind == .leftParen, !spaceBefore { skipBalanced() }
            } else if kw == .inout || kw == .borrowing || kw == .consuming {
                advance()
            } else if kind == .identifier, isIdentifier("some") || isIdentifier("any") || isIdentifier("each")
                        || isIdentifier("sending") || isIdentifier("isolated") || isIdentifier("__owned") || isIdentifier("__shared")
                        || isIdentifier("_const"),
                      kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .leftParen || kind(at: pos + 1) == .keyword
                        || kind(at: pos + 1) == .leftBracket || kind(at: pos + 1) == .at {
                advance()
            } else if kw == .repeat {
                advance()
            } else if kind == .operator, text(at: pos, is: "~") {
                advance()  // `~Copyable`
            } else {
                break
            }
        }
        switch kind {
        case .identifier, .keyword:
            name = pos
            advance()
            if isOperatorStartingAngle(), !spaceBefore { skipAngles() }
            while kind == .period, kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .keyword {
                pos += 2
                if !(text(at: pos - 1, is: "Type") || text(at: pos - 1, is: "Protocol")) { name = pos - 1 }
                if isOperatorStartingAngle(), !spaceBefore { skipAngles() }
            }
        case .leftParen, .leftBracket:
            skipBalanced()
        default:
            return
        }
        // Postfix: ?, !, ..., .Type
        while !atEnd {
            if kind == .operator, !spaceBefore {
                var ok = true
                var b = tok.start
                while b < tok.end {
                    let c = p[b]
                    if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && c != UInt8(ascii: ".") { ok = false }
                    b += 1
                }
                if !ok { return }
                advance()
            } else if kind == .period, kind(at: pos + 1) == .identifier,
                      text(at: pos + 1, is: "Type") || text(at: pos + 1, is: "Protocol") {
                pos += 2
            } else {
                return
            }
        }
    }

    // MARK: Expressions

    mutating func parseExpr() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        guard parseUnary() else { return }
        var elements = 1
        while !atEnd {
            let before = pos
            switch kind {
            case .operator:
                let fixity = tok.fixity
                if fixity != .binary { break }
                if tok.end - tok.start == 1, firstByte == UInt8(ascii: "?") {
                    // Ternary: `? middle :`
                    let tm = mark
                    let tf = pos
                    advance()
                    let saved = stopAtEqual
                    stopAtEqual = false
                    parseExpr()
                    stopAtEqual = saved
                    if kind == .colon { advance() }
                    finish(.ternary, tm, from: tf)
                } else {
                    leaf(.binaryOperator, name: pos)
                }
                elements += 1
                if !parseUnary() { break }
                elements += 1
                mustAdvance(from: before)
                continue
            case .equal:
                if stopAtEqual { break }
                leaf(.binaryOperator, name: pos)
                elements += 1
                if !parseUnary() { break }
                elements += 1
                mustAdvance(from: before)
                continue
            case .keyword:
                if kw == .as || kw == .is {
                    let cm = mark
                    let cf = pos
                    var flags: SwiftNodeFlags = []
                    advance()
                    if cf < limit, toks[cf].keyword == .as, kind == .operator, !spaceBefore {
                        if firstByte == UInt8(ascii: "?") { flags = .optionalCast; advance() } else if firstByte == UInt8(ascii: "!") { flags = .forcedCast; advance() }
                    }
                    parseType()
                    finish(.cast, cm, from: cf, aux: cf, flags: flags.rawValue)
                    elements += 1
                    mustAdvance(from: before)
                    continue
                }
            default:
                break
            }
            break
        }
        if elements > 1 {
            finish(.binarySequence, m, from: firstToken(ofStackAt: m))
        }
    }

    /// `try`, `await`, prefix operators, then a postfix expression. Pushes
    /// one node and returns true, or pushes nothing.
    @discardableResult
    mutating func parseUnary() -> Bool {
        switch kind {
        case .keyword where kw == .try:
            let m = mark
            let first = pos
            advance()
            var flags: SwiftNodeFlags = []
            if kind == .operator, !spaceBefore, tok.end - tok.start == 1 {
                if firstByte == UInt8(ascii: "?") { flags = .optionalTry; advance() } else if firstByte == UInt8(ascii: "!") { flags = .forcedTry; advance() }
            }
            parseExpr()
            finish(.tryExpr, m, from: first, aux: first, flags: flags.rawValue)
            return true
        case .keyword where kw == .await:
            let m = mark
            let first = pos
            advance()
            parseExpr()
            finish(.awaitExpr, m, from: first, aux: first)
            return true
        case .identifier:
            // Contextual words before an expression: `consume x`, `copy x`, `each x`.
            if (isIdentifier("consume") || isIdentifier("copy") || isIdentifier("unsafe") || isIdentifier("each")
                || isIdentifier("any") || isIdentifier("some")),
               pos + 1 < limit, !toks[pos + 1].flags.contains(.newlineBefore),
               kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .keyword {
                return parseWordPrefix()
            }
        case .keyword where kw == .repeat:
            // `repeat each x` (a pack expansion) in an expression.
            if pos + 1 < limit, !toks[pos + 1].flags.contains(.newlineBefore), kind(at: pos + 1) == .identifier {
                return parseWordPrefix()
            }
        case .operator where tok.fixity == .prefix:
            if tooDeep { skipTooDeep(); return true }
            depth += 1
            defer { depth -= 1 }
            let m = mark
            let first = pos
            advance()
            if !parseUnary() {
                finish(.operatorReference, m, from: first, name: first)
                return true
            }
            finish(.prefixOperator, m, from: first, name: first)
            return true
        default:
            break
        }
        return parsePostfix()
    }

    /// A word used as a prefix (`repeat`, `each`, `consume`): a `prefixOperator` named by it.
    mutating func parseWordPrefix() -> Bool {
        if tooDeep { skipTooDeep(); return true }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        let first = pos
        advance()
        if !parseUnary() {
            finish(.identifier, m, from: first, name: first)
            return true
        }
        finish(.prefixOperator, m, from: first, name: first)
        return true
    }

    mutating func parsePostfix() -> Bool {
        let m = mark
        guard parsePrimary() else { return false }
        parsePostfixOps(m)
        return true
    }

    /// The `.member`, calls, subscripts, trailing closures and postfix
    /// operators after the node pushed at `m`.
    mutating func parsePostfixOps(_ m: Int) {
        while !atEnd {
            let before = pos
            switch kind {
            case .period:
                let next = kind(at: pos + 1)
                guard next == .identifier || next == .keyword || next == .integerLiteral else { return }
                let first = firstToken(ofStackAt: m)
                pos += 1
                let name = pos
                advance()
                if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) { pos = end }
                finish(.memberAccess, m, from: first, name: name)
            case .leftParen:
                if nlBefore { return }
                let first = firstToken(ofStackAt: m)
                let open = pos
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .rightParen)
                (noTrailing, stopAtEqual) = saved
                close(.rightParen, opener: open)
                parseTrailingClosures()
                finish(.call, m, from: first)
            case .leftBracket:
                if nlBefore { return }
                let first = firstToken(ofStackAt: m)
                let open = pos
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .rightBracket)
                (noTrailing, stopAtEqual) = saved
                close(.rightBracket, opener: open)
                finish(.subscriptCall, m, from: first)
            case .leftBrace:
                guard isTrailingClosureHere(forBinding: false) else { return }
                let first = firstToken(ofStackAt: m)
                parseTrailingClosures()
                finish(.call, m, from: first)
            case .operator:
                guard tok.fixity == .postfix else { return }
                let first = firstToken(ofStackAt: m)
                if tok.end - tok.start == 1, firstByte == UInt8(ascii: "!") {
                    advance()
                    finish(.forceUnwrap, m, from: first)
                } else if tok.end - tok.start == 1, firstByte == UInt8(ascii: "?") {
                    advance()
                    finish(.optionalChain, m, from: first)
                } else {
                    let name = pos
                    advance()
                    finish(.postfixOperator, m, from: first, name: name)
                }
            case .poundKeyword:
                guard nlBefore, isPostfixIfConfig() else { return }
                parsePostfixIfConfig(m)
            default:
                return
            }
            mustAdvance(from: before)
        }
    }

    /// Whether the `{` here is a trailing closure of what comes before.
    func isTrailingClosureHere(forBinding: Bool) -> Bool {
        guard kind == .leftBrace, !noTrailing else { return false }
        if opensAccessors(at: pos) { return false }
        if forBinding {
            // After `var x: T = value`, a `{` on the line is a trailing closure only if the value can take one.
            return false
        }
        return true
    }

    /// A trailing closure and labelled ones after it: arguments with flag `trailingClosure`.
    mutating func parseTrailingClosures() {
        guard isTrailingClosureHere(forBinding: false) else { return }
        let m = mark
        let first = pos
        parseClosure()
        finish(.argument, m, from: first, flags: SwiftNodeFlags.trailingClosure.rawValue)
        // `label: { … }`, on the same line as the `}` or the next.
        while !atEnd {
            let before = pos
            guard kind == .identifier || (kind == .keyword && kw != .case && kw != .default),
                  kind(at: pos + 1) == .colon, kind(at: pos + 2) == .leftBrace else { return }
            let lm = mark
            let lf = pos
            let label = pos
            pos += 2
            parseClosure()
            finish(.argument, lm, from: lf, name: label, flags: SwiftNodeFlags.trailingClosure.rawValue)
            mustAdvance(from: before)
        }
    }

    /// Arguments up to `closer` (not consumed): `[label:] expression, …`.
    mutating func parseArguments(until closer: SwiftTokenKind) {
        while !atEnd, kind != closer {
            let before = pos
            let m = mark
            let first = pos
            var label = -1
            if (kind == .identifier || kind == .keyword), kind(at: pos + 1) == .colon {
                label = pos
                pos += 2
            }
            if startsExpression() { parseExpr() }
            finish(.argument, m, from: first, name: label)
            if kind == .comma {
                advance()
            } else if kind != closer {
                // Not understood: skip to the next `,` or the closer; a `}` ends the list.
                if kind == .rightBrace || kind == .rightParen || kind == .rightBracket || kind == .interpolationClose
                    || kind == .stringClose || kind == .error { return }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
    }

    /// Whether generic arguments ending before `j` are followed by what can follow them.
    func isAfterGenericArguments(_ j: Int) -> Bool {
        guard j <= limit else { return false }
        switch kind(at: j) {
        case .leftParen, .period, .rightParen, .rightBracket, .comma, .colon, .semicolon, .end, .rightBrace, .equal:
            return true
        case .leftBrace:
            return true
        case .operator:
            return toks[j].fixity == .postfix || toks[j].fixity == .binary
        default:
            return toks[j].flags.contains(.newlineBefore)
        }
    }

    /// One primary expression; pushes one node and returns true, or nothing and false.
    mutating func parsePrimary() -> Bool {
        let m = mark
        let first = pos
        switch kind {
        case .identifier:
            advance()
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) {
                pos = end
            }
            finish(.identifier, m, from: first, name: first)
        case .keyword:
            switch kw {
            case .`self`, .Self, .super, .Any, .`init`, .open, .internal, .borrowing, .consuming, .nonisolated:
                advance()
                finish(.identifier, m, from: first, name: first)
            case .true, .false:
                leaf(.booleanLiteral, name: first)
            case .nil:
                leaf(.nilLiteral, name: first)
            case .underscore:
                leaf(.wildcard, name: first)
            case .if:
                parseIf()
            case .switch:
                parseSwitch()
            case .do:
                parseDo()
            case .let, .var:
                advance()
                parseUnary()
                finish(.bindingPattern, m, from: first, aux: first)
            case .is:
                advance()
                parseType()
                finish(.cast, m, from: first, aux: first)
            case .try, .await:
                return parseUnary()
            default:
                return false
            }
        case .integerLiteral:
            leaf(.integerLiteral, name: first)
        case .floatLiteral:
            leaf(.floatLiteral, name: first)
        case .regexLiteral:
            leaf(.regexLiteral, name: first)
        case .stringOpen:
            parseString()
        case .period:
            let next = kind(at: pos + 1)
            guard next == .identifier || next == .keyword else {
                return false
            }
            pos += 1
            let name = pos
            advance()
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) { pos = end }
            finish(.implicitMember, m, from: first, name: name)
        case .leftParen:
            let open = pos
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseArguments(until: .rightParen)
            (noTrailing, stopAtEqual) = saved
            close(.rightParen, opener: open)
            finish(.tuple, m, from: first)
        case .leftBracket:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .poundKeyword:
            let sub = SwiftPound(rawValue: tok.sub) ?? .other
            if sub == .if || sub == .elseif || sub == .else || sub == .endif { return false }
            if sub == .available || sub == .unavailable {
                // `#available(iOS 17, *)`: platform versions, not expressions; kept as text.
                advance()
                if kind == .leftParen, !spaceBefore { skipBalanced() }
                finish(.macroExpansion, m, from: first, name: first)
                return true
            }
            leaf(.macroExpansion, name: first)
        case .operator:
            // An operator as a value: `reduce(0, +)`.
            leaf(.operatorReference, name: first)
        case .error:
            let e = tok.error
            if e == .unterminatedString || e == .unterminatedInterpolation { return false }
            leaf(.unknown)
        default:
            return false
        }
        return true
    }

    mutating func parseString() {
        let m = mark
        let first = pos
        var flags: SwiftNodeFlags = []
        if tok.flags.contains(.multiline) { flags.insert(.multiline) }
        if tok.sub > 0 { flags.insert(.raw) }
        advance()  // the opening delimiter
        while !atEnd {
            let before = pos
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                flags.insert(.interpolated)
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .interpolationClose)
                (noTrailing, stopAtEqual) = saved
                // Skip anything left up to the `)` of the interpolation.
                while !atEnd, kind != .interpolationClose, kind != .stringClose {
                    if kind == .error, tok.error == .unterminatedString || tok.error == .unterminatedInterpolation { break }
                    let b = pos
                    skipBalanced()
                    mustAdvance(from: b)
                }
                if kind == .interpolationClose { advance() }
            case .stringClose:
                advance()
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            case .error:
                advance()  // an unterminated string
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            default:
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            }
            mustAdvance(from: before)
        }
        finish(.stringLiteral, m, from: first, flags: flags.rawValue)
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollection() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // [
        let saved = (noTrailing, stopAtEqual)
        (noTrailing, stopAtEqual) = (false, false)
        defer { (noTrailing, stopAtEqual) = saved }
        if kind == .colon, kind(at: pos + 1) == .rightBracket {
            pos += 1
            close(.rightBracket, opener: open)
            finish(.dictionaryLiteral, m, from: first)
            return
        }
        var isDictionary = false
        while !atEnd, kind != .rightBracket {
            let before = pos
            let em = mark
            let ef = pos
            if startsExpression() { parseExpr() }
            if kind == .colon {
                isDictionary = true
                advance()
                parseExpr()
                finish(.dictionaryElement, em, from: ef)
            }
            if kind == .comma {
                advance()
            } else if kind != .rightBracket {
                if kind == .rightBrace || kind == .rightParen || kind == .interpolationClose || kind == .error { break }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
        close(.rightBracket, opener: open)
        finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, m, from: first)
    }

    /// `\Root.path?.to[0]!` (read as written).
    mutating func parseKeyPath() {
        let m = mark
        let first = pos
        advance()  // \
        if kind == .identifier || (kind == .keyword && (kw == .Self || kw == .`self`)) {
            advance()
            if isOperatorStartingAngle(), !spaceBefore { skipAngles() }
        }
        while !atEnd {
            let before = pos
            if kind == .period, !spaceBefore || pos == first + 1 {
                advance()
                if kind == .identifier || kind == .keyword || kind == .integerLiteral { advance() } else if kind == .leftBracket { skipBalanced() }
            } else if kind == .leftBracket, !spaceBefore {
                skipBalanced()
            } else if kind == .operator, !spaceBefore, tok.fixity == .postfix, firstByte == UInt8(ascii: "?") || firstByte == UInt8(ascii: "!") {
                advance()
            } else {
                break
            }
            mustAdvance(from: before)
        }
        finish(.keyPath, m, from: first)
    }

    // MARK: Closures

    /// Whether the closure opened at `j` (`{`) starts with a signature ending in `in`.
    func closureHasSignature(_ j: Int) -> Bool {
        var k = j + 1
        var d = 0
        var steps = 0
        while k < limit, steps < 400 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .keyword:
                switch t.keyword {
                case .in: if d == 0 { return true }
                case .inout, .throws, .rethrows, .underscore, .`self`, .Self, .Any, .borrowing, .consuming:
                    break
                default:
                    if d == 0 { return false }
                }
            case .leftParen, .leftBracket: d += 1
            case .rightParen, .rightBracket:
                d -= 1
                if d < 0 { return false }
            case .leftBrace, .rightBrace, .semicolon, .stringOpen, .end, .poundKeyword:
                return false
            case .equal:
                if d == 0 { return false }
            case .identifier, .comma, .colon, .arrow, .period, .at, .operator, .integerLiteral:
                break
            default:
                if d == 0 { return false }
            }
            k += 1
        }
        return false
    }

    mutating func parseClosure() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        let first = pos
        let open = pos
        let saved = (noTrailing, stopAtEqual)
        (noTrailing, stopAtEqual) = (false, false)
        defer { (noTrailing, stopAtEqual) = saved }
        if closureHasSignature(pos) {
            advance()  // {
            parseClosureSignature()
        } else {
            advance()
        }
        parseStatements()
        close(.rightBrace, opener: open)
        finish(.closure, m, from: first)
    }

    mutating func parseClosureSignature() {
        let m = mark
        let first = pos
        while kind == .at { parseAttribute() }
        if kind == .leftBracket {
            // The capture list: `[weak self, x = y]`.
            let cm = mark
            let cf = pos
            let open = pos
            advance()
            while !atEnd, kind != .rightBracket {
                let before = pos
                let am = mark
                let af = pos
                var name = -1
                while kind == .identifier, isIdentifier("weak") || isIdentifier("unowned"),
                      kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .keyword || kind(at: pos + 1) == .leftParen {
                    advance()
                    if kind == .leftParen { skipBalanced() }
                }
                if kind == .identifier || kind == .keyword { name = pos }
                parseExpr()
                finish(.argument, am, from: af, name: name)
                if kind == .comma { advance() } else if kind != .rightBracket { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightBracket, opener: open)
            finish(.captureList, cm, from: cf)
        }
        if kind == .leftParen {
            let open = pos
            advance()
            while !atEnd, kind != .rightParen {
                let before = pos
                let pm = mark
                let pf = pos
                while kind == .at { parseAttribute() }
                var name = -1
                if kind == .identifier || kind == .keyword {
                    name = pos
                    advance()
                    if kind == .identifier || kind == .keyword { name = pos; advance() }
                }
                if kind == .colon {
                    advance()
                    parseType()
                }
                if kind == .operator, text(at: pos, is: "...") { advance() }
                finish(.closureParameter, pm, from: pf, name: name)
                if kind == .comma { advance() } else if kind != .rightParen { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightParen, opener: open)
        } else {
            while kind == .identifier || kw == .underscore {
                let before = pos
                let pm = mark
                let pf = pos
                advance()
                finish(.closureParameter, pm, from: pf, name: pf)
                if kind == .comma { advance() } else { break }
                mustAdvance(from: before)
            }
        }
        parseEffects()
        if kind == .arrow { parseReturnClause() }
        // Anything else before `in` is skipped.
        while !atEnd, kw != .in {
            let before = pos
            skipBalanced()
            mustAdvance(from: before)
        }
        if kw == .in { advance() }
        finish(.closureSignature, m, from: first)
    }
}

/// An address on the stack, near the caller's frame.
@inline(never)
func stackAddress() -> UInt {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { UInt(bitPattern: $0.baseAddress) }
}
