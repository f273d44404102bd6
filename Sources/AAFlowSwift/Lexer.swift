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
    /// Whitespace, line breaks and comments, in file order.
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

    package static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>) -> SwiftTokens {
        var core = LexerCore(buffer)
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
    var lineStarts: GrowableBuffer<UInt32>
    var frames: [Frame] = []
    var problemCount = 0
    /// Flags for the next significant token.
    var pending: SwiftToken.Flags = [.newlineBefore]
    /// Whether the last significant token can end an expression (then `/` divides).
    var lastEndsExpression = false
    /// Whether the last significant token is a `.` (then `0.1` is two members: `x.0.1`).
    var lastIsPeriod = false

    init(_ p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
        tokens = GrowableBuffer(capacity: n / 6 + 16)
        trivia = GrowableBuffer(capacity: n / 6 + 16)
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
        trivia.append(SwiftToken(kind, start, end))
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
                        i += 1
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

    // MARK: Numbers

    mutating func lexNumber() {
        let start = i
        var isFloat = false
        var bad = false
        if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "x") {
            i += 2
            let digitsStart = i
            while i < n, LexerCore.isHexDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            if i == digitsStart || p[digitsStart] == UInt8(ascii: "_") { bad = true }
            // A fraction only counts with a `p` exponent after it.
            if at(i) == UInt8(ascii: "."), LexerCore.isHexDigit(at(i + 1)) {
                var j = i + 1
                while j < n, LexerCore.isHexDigit(p[j]) || p[j] == UInt8(ascii: "_") { j += 1 }
                if at(j) == UInt8(ascii: "p") || at(j) == UInt8(ascii: "P") { i = j }
            }
            if at(i) == UInt8(ascii: "p") || at(i) == UInt8(ascii: "P") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if LexerCore.isDigit(at(j)) {
                    i = j
                    while i < n, LexerCore.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                } else {
                    bad = true
                }
            }
        } else if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "b") || at(i + 1) == UInt8(ascii: "o") {
            let binary = at(i + 1) == UInt8(ascii: "b")
            i += 2
            let digitsStart = i
            while i < n {
                let c = p[i]
                if c == UInt8(ascii: "_") { i += 1; continue }
                if binary ? (c == 0x30 || c == 0x31) : (c >= 0x30 && c <= 0x37) { i += 1; continue }
                break
            }
            if i == digitsStart || p[digitsStart] == UInt8(ascii: "_") { bad = true }
        } else {
            while i < n, LexerCore.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            if lastIsPeriod, pending.isEmpty {
                // A tuple element after `.`: digits only (`x.0.1`).
                emit(.integerLiteral, start, i)
                return
            }
            if at(i) == UInt8(ascii: "."), LexerCore.isDigit(at(i + 1)) {
                i += 1
                while i < n, LexerCore.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                isFloat = true
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if LexerCore.isDigit(at(j)) {
                    i = j
                    while i < n, LexerCore.isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                }
            }
        }
        // Letters or digits glued to a number belong to no token: one error.
        if i < n, LexerCore.isASCIIIdentChar(p[i]) || p[i] >= 0x80 {
            let before = i
            continueIdentifier()
            if i > before { bad = true }
        }
        if bad {
            emit(.error, start, i, sub: SwiftLexicalError.invalidNumber.rawValue)
        } else {
            emit(isFloat ? .floatLiteral : .integerLiteral, start, i)
        }
    }

    // MARK: Pound: raw strings, regex literals, `#if` and friends

    mutating func lexPound() {
        let start = i
        var j = i
        while j < n, p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - i
        if at(j) == UInt8(ascii: "\"") {
            lexString(pounds: pounds)
            return
        }
        if at(j) == UInt8(ascii: "/"), lexExtendedRegex(pounds: pounds) { return }
        if pounds == 1, LexerCore.isASCIIIdentHead(at(j)) {
            i = j
            while i < n, LexerCore.isASCIIIdentChar(p[i]) { i += 1 }
            if i < n, p[i] >= 0x80 { continueIdentifier() }
            emit(.poundKeyword, start, i, sub: LexerCore.pound(p.baseAddress! + start + 1, i - start - 1).rawValue)
            return
        }
        i += 1
        emit(.hash, start, i)
    }

    static func pound(_ q: UnsafePointer<UInt8>, _ count: Int) -> SwiftPound {
        func eq(_ s: StaticString) -> Bool {
            guard s.utf8CodeUnitCount == count else { return false }
            for k in 0..<count where q[k] != s.utf8Start[k] { return false }
            return true
        }
        if eq("if") { return .if }
        if eq("elseif") { return .elseif }
        if eq("else") { return .else }
        if eq("endif") { return .endif }
        if eq("available") { return .available }
        if eq("unavailable") { return .unavailable }
        if eq("sourceLocation") { return .sourceLocation }
        return .other
    }

    // MARK: Strings

    /// At `#`* `"`: the opening delimiter, then the body.
    mutating func lexString(pounds: Int) {
        let start = i
        var j = i + pounds
        let multiline = at(j + 1) == UInt8(ascii: "\"") && at(j + 2) == UInt8(ascii: "\"")
        j += multiline ? 3 : 1
        i = j
        emit(.stringOpen, start, i, sub: UInt8(clamping: pounds), flags: multiline ? .multiline : [])
        lexStringBody(pounds: pounds, multiline: multiline)
    }

    /// The text of a string up to its closing delimiter or the next
    /// interpolation (then a frame is pushed and code is read again).
    ///
    /// Longer than most: the hot loop of string reading, one pass over the
    /// bytes with each delimiter's case inline; split, it would cost a call a byte.
    mutating func lexStringBody(pounds: Int, multiline: Bool) {
        let segStart = i
        var segFlags: SwiftToken.Flags = []
        @inline(__always) func flushSegment(_ me: inout LexerCore, _ end: Int) {
            if end > segStart {
                if segFlags.contains(.invalidEscape) { me.problemCount += 1 }
                me.tokens.append(SwiftToken(.stringSegment, segStart, end, flags: segFlags.union(me.pending)))
                me.pending = []
            }
        }
        while i < n {
            let c = p[i]
            if c == UInt8(ascii: "\\") {
                // An escape needs as many `#` after the backslash as the delimiter has.
                var k = i + 1
                var count = 0
                while count < pounds, k < n, p[k] == UInt8(ascii: "#") { k += 1; count += 1 }
                if count < pounds { i += 1; continue }  // a plain backslash in a raw string
                let e = at(k)
                if e == UInt8(ascii: "(") {
                    flushSegment(&self, i)
                    emit(.interpolationOpen, i, k + 1, sub: UInt8(clamping: pounds))
                    i = k + 1
                    frames.append(Frame(parenDepth: 0, pounds: pounds, multiline: multiline))
                    return
                }
                segFlags.insert(.hasEscapes)
                switch e {
                case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"),
                     UInt8(ascii: "r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    i = k + 1
                case UInt8(ascii: "u"):
                    var m = k + 1
                    var digits = 0
                    if at(m) == UInt8(ascii: "{") {
                        m += 1
                        while m < n, LexerCore.isHexDigit(p[m]), digits < 9 { m += 1; digits += 1 }
                        if at(m) == UInt8(ascii: "}"), digits >= 1, digits <= 8 {
                            i = m + 1
                            continue
                        }
                    }
                    segFlags.insert(.invalidEscape)
                    i = k + 1
                default:
                    // A line continuation: backslash, spaces, line break (multi-line strings only).
                    if multiline {
                        var m = k
                        while m < n, p[m] == 0x20 || p[m] == 0x09 { m += 1 }
                        if m < n, p[m] == 0x0A || p[m] == 0x0D {
                            i = m + ((p[m] == 0x0D && at(m + 1) == 0x0A) ? 2 : 1)
                            lineBreak(i)
                            continue
                        }
                    }
                    segFlags.insert(.invalidEscape)
                    if e == 0x0A || e == 0x0D || k >= n { i = k } else { i = k + 1 }
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                var k = i + 1
                if multiline {
                    guard at(k) == UInt8(ascii: "\""), at(k + 1) == UInt8(ascii: "\"") else { i += 1; continue }
                    k += 2
                }
                var count = 0
                while count < pounds, k < n, p[k] == UInt8(ascii: "#") { k += 1; count += 1 }
                if count < pounds { i += 1; continue }
                flushSegment(&self, i)
                emit(.stringClose, i, k, sub: UInt8(clamping: pounds), flags: multiline ? .multiline : [])
                i = k
                return
            }
            if c == 0x0A || c == 0x0D {
                if !multiline {
                    flushSegment(&self, i)
                    emit(.error, i, i, sub: SwiftLexicalError.unterminatedString.rawValue)
                    return
                }
                i += (c == 0x0D && at(i + 1) == 0x0A) ? 2 : 1
                lineBreak(i)
                continue
            }
            i += 1
        }
        flushSegment(&self, i)
        emit(.error, n, n, sub: SwiftLexicalError.unterminatedString.rawValue)
    }

    // MARK: Regex literals

    /// `#/…/#` (any number of `#`); multi-line when a line break follows the opening.
    mutating func lexExtendedRegex(pounds: Int) -> Bool {
        let start = i
        var j = i + pounds + 1
        let multiline = at(j) == 0x0A || at(j) == 0x0D
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if !multiline, c == 0x0A || c == 0x0D { break }
            if c == UInt8(ascii: "/") {
                var k = j + 1
                var count = 0
                while count < pounds, k < n, p[k] == UInt8(ascii: "#") { k += 1; count += 1 }
                if count == pounds {
                    var m = start + pounds + 1
                    while m < k {
                        if p[m] == 0x0A { lineBreak(m + 1) } else if p[m] == 0x0D, at(m + 1) != 0x0A { lineBreak(m + 1) }
                        m += 1
                    }
                    i = k
                    emit(.regexLiteral, start, i)
                    return true
                }
            }
            j += 1
        }
        if pounds == 0 { return false }
        // `#/` can only start a regex: say it is not closed.
        i = start + pounds + 1
        emit(.error, start, i, sub: SwiftLexicalError.unterminatedRegex.rawValue)
        return true
    }

    /// `/…/` where an expression starts: on one line, not starting with a
    /// space, a tab or `)`, not ending with a space or a tab.
    mutating func lexBareRegex() -> Bool {
        let first = at(i + 1)
        if i + 1 >= n || first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D
            || first == UInt8(ascii: ")") || first == UInt8(ascii: "/") || first == UInt8(ascii: "*")
            || first == UInt8(ascii: "=") {
            return false
        }
        var j = i + 1
        var inClass = 0
        while j < n {
            let c = p[j]
            if c == 0x0A || c == 0x0D { return false }
            if c == UInt8(ascii: "\\") { j += 2; continue }
            if c == UInt8(ascii: "[") { inClass += 1 } else if c == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if c == UInt8(ascii: "/"), inClass == 0 {
                let before = p[j - 1]
                if before == 0x20 || before == 0x09 { return false }
                let start = i
                i = j + 1
                emit(.regexLiteral, start, i)
                return true
            }
            j += 1
        }
        return false
    }

    // MARK: Operators and punctuation

    mutating func lexDot() {
        let start = i
        var j = i + 1
        // A dot operator: `.` then dots and operator characters.
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: ".") { j += 1; continue }
            if LexerCore.isASCIIOpChar(c) {
                if c == UInt8(ascii: "/"), at(j + 1) == UInt8(ascii: "/") || at(j + 1) == UInt8(ascii: "*") { break }
                j += 1
                continue
            }
            break
        }
        if j == i + 1 {
            i = j
            emit(.period, start, i)
            return
        }
        i = j
        finishOperator(start)
    }

    mutating func lexOperator() {
        let start = i
        while i < n {
            let c = p[i]
            if c < 0x80 {
                guard LexerCore.isASCIIOpChar(c) else { break }
                // `//` and `/*` start comments, even inside an operator.
                if c == UInt8(ascii: "/"), i > start, at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*") { break }
                i += 1
            } else {
                guard let (v, len) = decodeScalar(p, i), i == start ? CharClass.isOpHead(v) : CharClass.isOpChar(v) else { break }
                i += len
            }
        }
        if i == start { i += 1 }
        finishOperator(start)
    }

    /// Classifies the operator `start..<i` by the whitespace around it.
    mutating func finishOperator(_ start: Int) {
        let len = i - start
        if len == 1, p[start] == UInt8(ascii: "=") { emit(.equal, start, i); return }
        if len == 2, p[start] == UInt8(ascii: "-"), p[start + 1] == UInt8(ascii: ">") { emit(.arrow, start, i); return }
        let leftBound: Bool = {
            if start == 0 || pending.contains(.spaceBefore) { return false }
            switch p[start - 1] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
                return false
            default:
                return true
            }
        }()
        let rightBound: Bool = {
            guard i < n else { return false }
            switch p[i] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
                return false
            case UInt8(ascii: "/"):
                let c = at(i + 1)
                return c != UInt8(ascii: "/") && c != UInt8(ascii: "*")
            default:
                return true
            }
        }()
        var fixity: SwiftFixity
        if len == 1, p[start] == UInt8(ascii: "?") || p[start] == UInt8(ascii: "!"), leftBound {
            fixity = .postfix
        } else if len == 1, p[start] == UInt8(ascii: "?") {
            fixity = .binary
        } else if leftBound == rightBound {
            fixity = (leftBound && at(i) == UInt8(ascii: ".")) ? .postfix : .binary
        } else {
            fixity = leftBound ? .postfix : .prefix
        }
        emit(.operator, start, i, sub: fixity.rawValue)
    }
}
