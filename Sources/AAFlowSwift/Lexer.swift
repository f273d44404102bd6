// The Swift lexer: the Lexical Structure chapter of The Swift Programming
// Language, read on bytes.
//
// Every byte of the file ends in exactly one token: significant tokens go to
// `tokens`, whitespace, line breaks and comments to `trivia`, so that both
// lists merged by offset give back the file. Strings are a stack of states:
// an interpolation `\(` pushes a frame that counts parentheses, and only the
// `)` at depth zero returns to the string; a line break ends a single-line
// string (and any interpolation open in it). What is not a token becomes an
// `error` token; what is left open at the end of the file is closed by an
// empty `error` token. Nothing throws and nothing traps.

/// The pound keywords the parser needs to tell apart.
package enum SwiftPound: UInt8, Sendable {
    case other = 0, `if`, `elseif`, `else`, `endif`, available, unavailable, sourceLocation
}

/// The tokens of one file.
package struct SwiftTokens: Sendable {
    /// Significant tokens, ending with one `end` token.
    package var tokens: [SwiftToken]
    /// Whitespace, line breaks and comments, in file order; when lexed
    /// without layout (as `SwiftParser` does for a tree), only the comments
    /// and the file header.
    package var trivia: [SwiftToken]
    /// The offset where each line starts (the first is 0).
    package var lineStarts: [UInt32]
    /// The number of `error` tokens and of string segments with a bad escape.
    package var problemCount = 0

    /// All tokens, trivia included, in file order (for tests and tools; the
    /// parser reads `tokens`).
    package func allTokens() -> [SwiftToken] {
        var out: [SwiftToken] = []
        out.reserveCapacity(tokens.count + trivia.count)
        var a = 0, b = 0
        while a < tokens.count || b < trivia.count {
            if b >= trivia.count || (a < tokens.count && tokens[a].start < trivia[b].start)
                || (a < tokens.count && tokens[a].start == trivia[b].start && tokens[a].end == tokens[a].start) {
                out.append(tokens[a]); a += 1
            } else {
                out.append(trivia[b]); b += 1
            }
        }
        return out
    }
}

package enum SwiftLexer {
    /// Splits `bytes` into tokens.
    ///
    /// - Complexity: O(n) in the size of the file.
    package static func tokenize(_ bytes: [UInt8]) -> SwiftTokens {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    /// - Parameter layout: whether to keep whitespace and line breaks in
    ///   `trivia` (the round trip needs them; a syntax tree does not, and
    ///   they are half of a file's tokens).
    package static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, layout: Bool = true) -> SwiftTokens {
        var core = LexerCore(buffer, layout: layout)
        core.run()
        defer { core.free() }
        return SwiftTokens(tokens: core.tokens.toArray(), trivia: core.trivia.toArray(), lineStarts: core.lineStarts.toArray(),
                           problemCount: core.problemCount)
    }
}

@usableFromInline
struct LexerCore {
    struct Frame {
        var parenDepth: Int
        var pounds: Int
        var multiline: Bool
    }

    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var i = 0
    var tokens: GrowableBuffer<SwiftToken>
    var trivia: GrowableBuffer<SwiftToken>
    /// Whether whitespace and line breaks go to `trivia` (comments always do).
    let layout: Bool
    var lineStarts: GrowableBuffer<UInt32>
    var frames: [Frame] = []
    var problemCount = 0
    /// Flags for the next significant token.
    var pending: SwiftToken.Flags = [.newlineBefore]
    /// Whether the last significant token can end an expression (then `/` divides).
    var lastEndsExpression = false
    /// Whether the last significant token is a `.` (then `0.1` is two members: `x.0.1`).
    var lastIsPeriod = false

    init(_ p: UnsafeBufferPointer<UInt8>, layout: Bool = true) {
        self.p = p
        self.n = p.count
        self.layout = layout
        tokens = GrowableBuffer(capacity: n / 6 + 16)
        trivia = GrowableBuffer(capacity: layout ? n / 6 + 16 : 64)
        lineStarts = GrowableBuffer(capacity: n / 32 + 16)
        lineStarts.append(0)
    }

    func free() {
        tokens.free()
        trivia.free()
        lineStarts.free()
    }

    // MARK: Helpers

    @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

    @inline(__always) static func isASCIIIdentChar(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    @inline(__always) static func isASCIIIdentHead(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }

    /// Whether the eight bytes at `j` (all in the file) are spaces.
    @inline(__always) func spaces8(at j: Int) -> Bool {
        UnsafeRawPointer(p.baseAddress! + j).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
    }

    @inline(__always) static func isASCIIOpChar(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    @inline(__always) mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, sub: UInt8 = 0, flags: SwiftToken.Flags = []) {
        tokens.append(SwiftToken(kind, start, end, sub: sub, flags: flags.union(pending)))
        if kind == .error { problemCount += 1 }
        lastIsPeriod = kind == .period && !pending.contains(.spaceBefore)
        pending = []
        switch kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringClose, .regexLiteral, .rightParen, .rightBracket, .rightBrace:
            lastEndsExpression = true
        case .keyword:
            switch SwiftKeyword(rawValue: sub) ?? .none {
            case .`self`, .Self, .super, .true, .false, .nil, .Any: lastEndsExpression = true
            default: lastEndsExpression = false
            }
        case .operator:
            lastEndsExpression = sub == SwiftFixity.postfix.rawValue
        default:
            lastEndsExpression = false
        }
    }

    @inline(__always) mutating func emitTrivia(_ kind: SwiftTokenKind, _ start: Int, _ end: Int) {
        if layout || kind.rawValue > SwiftTokenKind.newline.rawValue { trivia.append(SwiftToken(kind, start, end)) }
        pending.insert(.spaceBefore)
    }

    /// Records a line break ending at `end` (the offset after it).
    @inline(__always) mutating func lineBreak(_ end: Int) {
        lineStarts.append(UInt32(truncatingIfNeeded: end))
    }

    // MARK: The main loop

    mutating func run() {
        // A byte order mark, then a `#!` line, are the file's header.
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            emitTrivia(.fileHeader, 0, 3)
            i = 3
        }
        if at(i) == UInt8(ascii: "#"), at(i + 1) == UInt8(ascii: "!") {
            let start = i
            while i < n, p[i] != 0x0A, p[i] != 0x0D { i += 1 }
            emitTrivia(.fileHeader, start, i)
        }
        while true {
            lexTrivia()
            if i >= n { break }
            let before = i
            lexToken()
            assert(i > before, "the lexer must move on")
            if i <= before { i = before + 1 }  // never loops, even if a rule above is wrong
        }
        // Close what the file left open: interpolations and their strings.
        while !frames.isEmpty {
            frames.removeLast()
            emit(.error, n, n, sub: SwiftLexicalError.unterminatedInterpolation.rawValue)
        }
        tokens.append(SwiftToken(.end, n, n, flags: pending))
    }

    /// Whitespace, line breaks and comments, up to the next significant token.
    mutating func lexTrivia() {
        while i < n {
            let b = p[i]
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                let start = i
                i += 1
                while i < n {
                    let c = p[i]
                    if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0x00 { i += 1 } else { break }
                }
                emitTrivia(.whitespace, start, i)
            case 0x0A, 0x0D:
                let start = i
                i += (b == 0x0D && at(i + 1) == 0x0A) ? 2 : 1
                lineBreak(i)
                // Blank lines and the indentation after them: one trivia token.
                while i < n {
                    let c = p[i]
                    if c == 0x20 || c == 0x09 {
                        // Indentation: eight spaces at a time where it can.
                        if c == 0x20, i + 8 <= n, spaces8(at: i) { i += 8 } else { i += 1 }
                    } else if c == 0x0A {
                        i += 1
                        lineBreak(i)
                    } else if c == 0x0D {
                        i += at(i + 1) == 0x0A ? 2 : 1
                        lineBreak(i)
                    } else {
                        break
                    }
                }
                emitTrivia(.newline, start, i)
                pending.insert(.newlineBefore)
                // A line break ends a single-line string and the interpolation open in it.
                if let top = frames.last, !top.multiline {
                    frames.removeLast()
                    emit(.error, start, start, sub: SwiftLexicalError.unterminatedString.rawValue)
                    pending.insert(.newlineBefore)
                    pending.insert(.spaceBefore)
                }
            case UInt8(ascii: "/"):
                let next = at(i + 1)
                if next == UInt8(ascii: "/") {
                    let start = i
                    let doc = at(i + 2) == UInt8(ascii: "/") && at(i + 3) != UInt8(ascii: "/")
                    i += 2
                    while i < n, p[i] != 0x0A, p[i] != 0x0D { i += 1 }
                    emitTrivia(doc ? .docLineComment : .lineComment, start, i)
                } else if next == UInt8(ascii: "*") {
                    lexBlockComment()
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    mutating func lexBlockComment() {
        let start = i
        let doc = at(i + 2) == UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "*") && at(i + 3) != UInt8(ascii: "/")
        i += 2
        var depth = 1
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else if b == 0x0A {
                i += 1
                lineBreak(i)
                pending.insert(.newlineBefore)
            } else if b == 0x0D {
                i += at(i + 1) == 0x0A ? 2 : 1
                lineBreak(i)
                pending.insert(.newlineBefore)
            } else {
                i += 1
            }
        }
        emitTrivia(doc ? .docBlockComment : .blockComment, start, i)
        if depth > 0 {
            emit(.error, n, n, sub: SwiftLexicalError.unterminatedComment.rawValue)
            pending.insert(.spaceBefore)
        }
    }

    // MARK: Significant tokens

    /// One significant token.
    ///
    /// Longer than most: the lexer's dispatch, one `switch` over the first
    /// byte with an arm per token class; it is the hottest code of the reader.
    mutating func lexToken() {
        let start = i
        let b = p[i]
        if LexerCore.isASCIIIdentHead(b) {
            i += 1
            while i < n, LexerCore.isASCIIIdentChar(p[i]) { i += 1 }
            if i < n, p[i] >= 0x80 { continueIdentifier() }
            let kw = SwiftKeyword.lookup(p.baseAddress! + start, i - start)
            if kw != .none {
                emit(.keyword, start, i, sub: kw.rawValue)
            } else {
                emit(.identifier, start, i)
            }
            return
        }
        if LexerCore.isDigit(b) { lexNumber(); return }
        switch b {
        case UInt8(ascii: "\""):
            lexString(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            i += 1
            while i < n, LexerCore.isASCIIIdentChar(p[i]) { i += 1 }
            if i < n, p[i] >= 0x80 { continueIdentifier() }
            emit(.identifier, start, i)
        case UInt8(ascii: "("):
            i += 1
            if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, start, i)
        case UInt8(ascii: ")"):
            i += 1
            if let top = frames.last {
                if top.parenDepth == 0 {
                    frames.removeLast()
                    emit(.interpolationClose, start, i)
                    lexStringBody(pounds: top.pounds, multiline: top.multiline)
                    return
                }
                frames[frames.count - 1].parenDepth -= 1
            }
            emit(.rightParen, start, i)
        case UInt8(ascii: "{"): i += 1; emit(.leftBrace, start, i)
        case UInt8(ascii: "}"): i += 1; emit(.rightBrace, start, i)
        case UInt8(ascii: "["): i += 1; emit(.leftBracket, start, i)
        case UInt8(ascii: "]"): i += 1; emit(.rightBracket, start, i)
        case UInt8(ascii: ","): i += 1; emit(.comma, start, i)
        case UInt8(ascii: ":"): i += 1; emit(.colon, start, i)
        case UInt8(ascii: ";"): i += 1; emit(.semicolon, start, i)
        case UInt8(ascii: "@"): i += 1; emit(.at, start, i)
        case UInt8(ascii: "\\"): i += 1; emit(.backslash, start, i)
        case UInt8(ascii: "."):
            lexDot()
        case UInt8(ascii: "/"):
            if !lastEndsExpression, lexBareRegex() { return }
            lexOperator()
        default:
            if LexerCore.isASCIIOpChar(b) { lexOperator(); return }
            if b >= 0x80 {
                guard let (v, len) = decodeScalar(p, i) else {
                    // The longest run of bytes that are not UTF-8.
                    i += 1
                    while i < n, p[i] >= 0x80, decodeScalar(p, i) == nil { i += 1 }
                    emit(.error, start, i, sub: SwiftLexicalError.invalidUTF8.rawValue)
                    return
                }
                if CharClass.isIdentHead(v) {
                    i += len
                    continueIdentifier()
                    emit(.identifier, start, i)
                } else if CharClass.isOpHead(v) {
                    lexOperator()
                } else {
                    i += len
                    emit(.error, start, i, sub: SwiftLexicalError.unexpectedCharacter.rawValue)
                }
                return
            }
            i += 1
            emit(.error, start, i, sub: SwiftLexicalError.unexpectedCharacter.rawValue)
        }
    }

    /// Reads identifier characters, Unicode ones included.
    mutating func continueIdentifier() {
        while i < n {
            let b = p[i]
            if b < 0x80 {
                if LexerCore.isASCIIIdentChar(b) { i += 1; continue }
                return
            }
            guard let (v, len) = decodeScalar(p, i), CharClass.isIdentChar(v) else { return }
            i += len
        }
    }

    mutating func lexBacktick() {
        let start = i
        var j = i + 1
        while j < n, p[j] != UInt8(ascii: "`"), p[j] != 0x0A, p[j] != 0x0D { j += 1 }
        if j < n, p[j] == UInt8(ascii: "`"), j > i + 1 {
            i = j + 1
            emit(.identifier, start, i, flags: .backticked)
        } else {
            i += 1
            emit(.error, start, i, sub: SwiftLexicalError.unterminatedBacktick.rawValue)
        }
    }
}
