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
    package static let maxDepth = 400

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
    /// `stackMargin` (`Platform.currentStackBounds`, the thread's real
    /// bounds, whatever size the thread was given). Where `here` is not on
    /// that stack (AddressSanitizer's detection of use after return moves
    /// locals to a heap "fake stack"; `scripts/sanitize.sh` turns it off),
    /// only the depth limit holds.
    ///
    /// - Parameter share: how much of what is left a pass may use: 2 (half)
    ///   for a pass that others follow, 1 (all but the margin) for the last.
    package static func stackFloor(startingAt here: UInt, share: UInt = 2) -> UInt {
        guard let bounds = Platform.currentStackBounds() else {
            return here > fallbackStackBytes ? here - fallbackStackBytes : 0
        }
        guard bounds.low < here, here <= bounds.high else { return 0 }
        let free = here - bounds.low
        guard free > stackMargin else { return here }
        return here - (free - stackMargin) / share
    }

    /// Reads one file; never fails.
    ///
    /// - Complexity: O(n) in the size of the file.
    public static func parse(path: String = "<memory>", bytes: [UInt8]) -> SwiftSourceTree {
        let lexed = bytes.withUnsafeBufferPointer { SwiftLexer.tokenize($0, layout: false) }
        return parse(path: path, bytes: bytes, lexed: lexed)
    }

    /// Reads Swift source given as a String.
    public static func parse(path: String = "<memory>", text: String) -> SwiftSourceTree {
        parse(path: path, bytes: Array(text.utf8))
    }

    static func parse(path: String, bytes: [UInt8], lexed: SwiftTokens) -> SwiftSourceTree {
        var result: (nodes: [RawNode], children: [Int32], auxNodes: [Int32], auxTokens: [Int32], root: Int32,
                     diagnostics: [SwiftDiagnostic]) = ([], [], [], [], 0, [])
        bytes.withUnsafeBufferPointer { p in
            lexed.tokens.withUnsafeBufferPointer { toks in
                var core = ParserCore(bytes: p, tokens: toks, lineStarts: lexed.lineStarts)
                defer { core.free() }
                let root = core.parseFile()
                core.addLexicalDiagnostics(trivia: lexed.trivia, problems: lexed.problemCount)
                result = (core.nodes.toArray(), core.children.toArray(), core.auxNodes.toArray(), core.auxTokens.toArray(), root,
                          core.finishDiagnostics())
            }
        }
        return SwiftSourceTree(path: path, bytes: bytes, lexed: lexed, nodes: result.nodes, children: result.children,
                               auxNodes: result.auxNodes, auxTokens: result.auxTokens, root: result.root,
                               diagnostics: result.diagnostics)
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
    /// The nodes that have a second token, in order, and those tokens.
    var auxNodes: GrowableBuffer<Int32>
    var auxTokens: GrowableBuffer<Int32>
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
        auxNodes = GrowableBuffer(capacity: tokens.count / 16 + 8)
        auxTokens = GrowableBuffer(capacity: tokens.count / 16 + 8)
    }

    func free() {
        nodes.free()
        children.free()
        auxNodes.free()
        auxTokens.free()
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
                             firstChild: firstChild, name: Int32(name)))
        if aux >= 0 {
            auxNodes.append(index)
            auxTokens.append(Int32(aux))
        }
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

    mutating func diagnose(_ message: SwiftDiagnostic.Message, at offset: Int) {
        let kind = message.kind
        if kind != .unreadable {
            let sameKind = diagnostics.lazy.filter { $0.kind == kind }.count
            if sameKind >= 50 { return }
        }
        diagnostics.append(SwiftDiagnostic(message, offset: offset, location: location(offset)))
    }

    mutating func gaveUp(_ message: SwiftDiagnostic.Message, atToken j: Int) {
        diagnose(message, at: toks[min(j, toks.count - 1)].start)
    }

    /// Lexical errors and whether the file is text at all.
    mutating func addLexicalDiagnostics(trivia: [SwiftToken], problems: Int) {
        // Not UTF-8, or NUL bytes: not a Swift file. One diagnostic, nothing else.
        var i = 0
        let n = p.count
        var unreadable: (SwiftDiagnostic.Message, Int)?
        while i < n {
            // Eight ASCII bytes at a time.
            if i + 8 <= n {
                let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    // A NUL byte in the word?
                    if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
                        if let z = (i..<i + 8).first(where: { p[$0] == 0 }) {
                            unreadable = (.nulBytes, z)
                            break
                        }
                    }
                    i += 8
                    continue
                }
            }
            let b = p[i]
            if b == 0 {
                unreadable = (.nulBytes, i)
                break
            }
            if b < 0x80 { i += 1; continue }
            guard let (_, len) = decodeScalar(p, i) else {
                unreadable = (.notUTF8(byte: b), i)
                break
            }
            i += len
        }
        if let (message, offset) = unreadable {
            diagnostics = [SwiftDiagnostic(message, offset: offset, location: location(offset))]
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
                diagnose(.unclosedComment, at: max(lastComment, 0))
            case .unterminatedString:
                var open = j - 1
                while open > 0, toks[open].kind != .stringOpen { open -= 1 }
                if token.start >= n {
                    diagnose(.unclosedString, at: toks[max(open, 0)].start)
                } else {
                    diagnose(.stringCutByLineBreak, at: toks[max(open, 0)].start)
                }
            case .unterminatedInterpolation:
                diagnose(.unclosedInterpolation, at: token.start)
            case .unterminatedRegex:
                diagnose(.unclosedRegex, at: token.start)
            case .invalidNumber:
                diagnose(.badNumber, at: token.start)
            case .unterminatedBacktick:
                diagnose(.unclosedBacktick, at: token.start)
            case .invalidUTF8:
                diagnose(.badUTF8, at: token.start)
            case .unexpectedCharacter, .none:
                diagnose(.strayCharacter, at: token.start)
            }
        }
        for j in 0..<toks.count where toks[j].kind == .stringSegment && toks[j].flags.contains(.invalidEscape) {
            diagnose(.badEscape, at: toks[j].start)
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
            gaveUp(.nestingTooDeep, atToken: pos)
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
            gaveUp(.neverClosed(bracketName(opener)), atToken: opener)
        }
    }

    func bracketName(_ j: Int) -> SwiftDiagnostic.Opener {
        switch toks[min(j, toks.count - 1)].kind {
        case .leftParen: return .paren
        case .leftBracket: return .bracket
        case .leftBrace: return .brace
        case .stringOpen: return .string
        case .interpolationOpen: return .interpolation
        default: return .other
        }
    }
}

/// An address on the stack, near the caller's frame.
@inline(never)
package func stackAddress() -> UInt {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { UInt(bitPattern: $0.baseAddress) }
}
