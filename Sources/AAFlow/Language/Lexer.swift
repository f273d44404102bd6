/// A token of the flow language: where it starts and ends in the file's bytes.
struct Token: Sendable {
    enum Kind: UInt8, Sendable {
        /// A run of `A–Z a–z 0–9 _ . -` without `->`.
        case word
        /// A `"…"` string on one line.
        case string
        /// `->`
        case arrow
        /// The end of a line (LF or CRLF).
        case newline
        /// The end of the file.
        case end
        /// Something that is not a token; `Lexer.problem` says what.
        case bad
    }

    var kind: Kind
    /// The offset of the first byte.
    var start: Int
    /// The offset just past the last byte.
    var end: Int
    /// For strings: whether the text holds a backslash escape.
    var hasEscapes = false
}

/// What the lexer found wrong at a `bad` token.
struct LexicalProblem: Sendable {
    var message: Lexer.Message
    var fix: String?
}

/// Splits a flow file into tokens, working on its UTF-8 bytes.
///
/// The lexer never builds a `String` for a token: words and strings are
/// offsets into the file, turned into text only where the parser keeps them.
/// It checks UTF-8 as it goes, in strings and comments too, and reports the
/// first bad byte of a line.
///
/// - Complexity: O(n) in the size of the file, columns included.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// `ByteClasses.table`, kept here for the inner loops.
    private let classes = ByteClasses.table
    private(set) var position: Int
    /// The line of the next token (1-based).
    private(set) var line = 1
    /// The offset where the current line starts.
    private(set) var lineStart: Int
    /// Set with each `bad` token.
    private(set) var problem: LexicalProblem?

    /// Set after a newline token: the line count moves on at the next token,
    /// so that the newline itself is located on the line it ends.
    private var lineEnded = false

    /// The offset of the first byte of 0x80 or more read on the current line;
    /// before it a column is a subtraction.
    private var firstNonASCII = Int.max

    // A cache for columns: the column of `cachedOffset` on the current line.
    private var cachedOffset: Int
    private var cachedColumn = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        position = start
        lineStart = start
        cachedOffset = start
    }

    // MARK: Locations

    /// The column of a byte offset on the current line, counting Unicode scalars.
    @inline(__always)
    mutating func column(at offset: Int) -> Int {
        // Before the first byte beyond ASCII on the line, a subtraction.
        if offset <= firstNonASCII && offset <= position { return offset - lineStart + 1 }
        return columnCounted(at: offset)
    }

    /// The column of a byte offset, counted from the cached column on.
    private mutating func columnCounted(at offset: Int) -> Int {
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        var i = cachedOffset
        let limit = min(offset, bytes.count)
        while i < limit {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        column += offset - max(limit, cachedOffset)  // past the end of the file
        cachedOffset = offset
        cachedColumn = column
        return column
    }

    /// The location of a byte offset on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: column(at: offset))
    }

    /// The range a token covers; the token must be on the current line.
    mutating func range(of token: Token) -> SourceRange {
        let start = location(at: token.start)
        let end = location(at: max(token.end, token.start + 1))
        return SourceRange(start: start, end: end)
    }

    /// The range from one token to another on the current line.
    mutating func range(from first: Token, to last: Token) -> SourceRange {
        SourceRange(start: location(at: first.start), end: location(at: max(last.end, first.start + 1)))
    }

    // MARK: Text of tokens

    /// The text of a word.
    func text(_ token: Token) -> String { Lexer.text(bytes, token) }

    /// Whether a word is exactly `keyword`.
    func matches(_ token: Token, _ keyword: StaticString) -> Bool { Lexer.matches(bytes, token, keyword) }

    /// The value of a string token, escapes decoded.
    func stringValue(_ token: Token) -> String { Lexer.stringValue(bytes, token) }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> String {
        String(validUTF8: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]))
    }

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token, _ keyword: StaticString) -> Bool {
        guard token.kind == .word, token.end - token.start == keyword.utf8CodeUnitCount else { return false }
        let k = keyword.utf8Start
        for i in 0..<keyword.utf8CodeUnitCount where bytes[token.start + i] != k[i] { return false }
        return true
    }

    /// The value of a string token, escapes decoded. The lexer has already
    /// checked every escape and every byte.
    static func stringValue(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> String {
        let inner = UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)])
        guard token.hasEscapes else { return String(validUTF8: inner) }
        var out: [UInt8] = []
        out.reserveCapacity(inner.count)
        var i = 0
        while i < inner.count {
            let b = inner[i]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            let e = inner[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                i += 1  // the brace
                var value: UInt32 = 0
                while inner[i] != UInt8(ascii: "}") {
                    value = value &* 16 &+ UInt32(Lexer.hexValue(inner[i]) ?? 0)
                    i += 1
                }
                i += 1
                out.append(contentsOf: Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8))
            default: out.append(e)  // \" and \\
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // `isWordByte(_:)` (whether a byte can be part of a word: A-Z a-z 0-9
    // _ . -), `endOfWord(_:from:)` and `endOfBlanks(_:from:)` are in
    // ParserSpeedups.swift.

    // MARK: Scanning

    /// The next token. A `newline` token is on the line it ends; the next
    /// token is on the next line.
    mutating func next() -> Token {
        if lineEnded {
            lineEnded = false
            newLine()
        }
        skipBlanksAndComment()
        guard position < bytes.count else {
            return Token(kind: .end, start: bytes.count, end: bytes.count)
        }
        let start = position
        let b = bytes[start]
        switch b {
        case 0x0A:
            position += 1
            lineEnded = true
            return Token(kind: .newline, start: start, end: start + 1)
        case 0x0D:
            if start + 1 < bytes.count, bytes[start + 1] == 0x0A {
                position += 2
                lineEnded = true
                return Token(kind: .newline, start: start, end: start + 2)
            }
            return bad(at: start, length: 1, .bareCarriageReturn,
                       fix: "save the file with LF or CRLF line endings")
        case UInt8(ascii: "\""):
            return scanString()
        case UInt8(ascii: "-") where start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: ">"):
            position += 2
            return Token(kind: .arrow, start: start, end: start + 2)
        default:
            if Lexer.isWordByte(b) { return scanWord() }
            return scanBadByte(at: start)
        }
    }

    /// Skips to the end of the current line without reading it, after an
    /// error; does nothing when the line's end has been read already.
    mutating func skipLine() {
        if lineEnded { return }
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    }

    private mutating func newLine() {
        line += 1
        lineStart = position
        cachedOffset = position
        cachedColumn = 1
        firstNonASCII = Int.max
    }

    /// Skips the blanks before the next token, and a comment. Inlined into
    /// `next`: between most tokens there is one space and no comment.
    @inline(__always)
    private mutating func skipBlanksAndComment() {
        position = Lexer.endOfBlanks(bytes, from: position)
        if position < bytes.count, bytes[position] == UInt8(ascii: "#") { skipComment() }
    }

    /// A comment, from its `#` to the end of the line.
    private mutating func skipComment() {
        var i = position + 1
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D { break }
            if c < 0x80 {
                if c == 0 { break }
                i += 1
                continue
            }
            firstNonASCII = min(firstNonASCII, i)
            let n = Lexer.validSequenceLength(bytes, at: i)
            if n == 0 { break }
            i += n
        }
        // At the line's end, or at a bad byte inside the comment, which
        // `next` reports.
        position = i
    }

    /// A run of word bytes, up to a byte that is not one or to `->`.
    @inline(__always)
    private mutating func scanWord() -> Token {
        let start = position
        position = Lexer.endOfWord(bytes, from: start, classes: classes)
        return Token(kind: .word, start: start, end: position)
    }

    private mutating func scanString() -> Token {
        let start = position
        var i = position + 1
        var escapes = false
        while true {
            // The run of bytes a string holds as they are, at once.
            i = Lexer.endOfPlainText(bytes, from: i, classes: classes)
            guard i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D else {
                // The whole of the string, to the end of its line.
                return bad(at: start, length: max(1, i - start), .unclosedString,
                           fix: "add the closing quote; write a quote inside a string as \\\"")
            }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                escapes = true
                guard i + 1 < bytes.count else {
                    return bad(at: i, length: 1, .backslashAtEnd, fix: "write a backslash as \\\\")
                }
                switch bytes[i + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
                    i += 2
                case UInt8(ascii: "u"):
                    var j = i + 2
                    var value: UInt32 = 0
                    var digits = 0
                    var ok = j < bytes.count && bytes[j] == UInt8(ascii: "{")
                    if ok {
                        j += 1
                        while j < bytes.count, let h = Lexer.hexValue(bytes[j]), digits < 8 {
                            value = value * 16 + UInt32(h)
                            digits += 1
                            j += 1
                        }
                        ok = digits > 0 && j < bytes.count && bytes[j] == UInt8(ascii: "}")
                            && Unicode.Scalar(value) != nil
                    }
                    guard ok else {
                        return bad(at: i, length: 2, .badUnicodeEscape,
                                   fix: "write it as \\u{1F600}, for example")
                    }
                    i = j + 1
                default:
                    let shown = bytes[i + 1] < 0x80 && bytes[i + 1] >= 0x20 ? Character(UnicodeScalar(bytes[i + 1])) : nil
                    return bad(at: i, length: 2, .unknownEscape(shown),
                               fix: "the escapes are \\\" \\\\ \\n \\t and \\u{XXXX}; write a backslash itself as \\\\")
                }
                continue
            }
            if b < 0x80 {
                if b < 0x20 && b != 0x09 { return scanBadByte(at: i) }
                i += 1
                continue
            }
            firstNonASCII = min(firstNonASCII, i)
            let n = Lexer.validSequenceLength(bytes, at: i)
            if n == 0 { return scanBadByte(at: i) }
            i += n
        }
        position = i + 1
        return Token(kind: .string, start: start, end: i + 1, hasEscapes: escapes)
    }

    /// A token for a byte that cannot stand here: a control character, a
    /// character outside a string, or invalid UTF-8.
    private mutating func scanBadByte(at offset: Int) -> Token {
        let b = bytes[offset]
        if b >= 0x80 { firstNonASCII = min(firstNonASCII, offset) }
        if b == 0 {
            return bad(at: offset, length: 1, .nulByte,
                       fix: "remove it; the file may not be a text file")
        }
        if b < 0x20 || b == 0x7F {
            return bad(at: offset, length: 1, .controlCharacter(b),
                       fix: "remove it")
        }
        if b >= 0x80 {
            let n = Lexer.validSequenceLength(bytes, at: offset)
            if n == 0 {
                return bad(at: offset, length: 1, .invalidUTF8(b),
                           fix: "save the file as UTF-8")
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + n)]), as: UTF8.self)
            if ["→", "⟶", "⇒", "➔", "➜", "➞"].contains(text) {
                return bad(at: offset, length: n, .notAnArrow(text), fix: "write the arrow as `->`")
            }
            if ["—", "–"].contains(text), offset + n < bytes.count, bytes[offset + n] == UInt8(ascii: ">") {
                return bad(at: offset, length: n + 1, .notAnArrow(text + ">"), fix: "write the arrow as `->`")
            }
            if ["“", "”", "„", "«", "»"].contains(text) {
                return bad(at: offset, length: n, .typographicQuote(text),
                           fix: "write the text as \"…\" with the plain `\"` character")
            }
            return bad(at: offset, length: n, .outsideString(text),
                       fix: "put text in quotes; ids, icon names and keywords use only A-Z a-z 0-9 _ . -")
        }
        let c = String(UnicodeScalar(b))
        if b == UInt8(ascii: "="), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") {
            return bad(at: offset, length: 2, .notAnArrow("=>"), fix: "write the arrow as `->`")
        }
        if b == UInt8(ascii: "'") {
            // 'Go': the text up to the next single quote on the line, if any.
            var end = offset + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "'"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            let closed = end < bytes.count && bytes[end] == UInt8(ascii: "'")
            let inner = closed ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self) : ""
            let fix = closed && !inner.contains("\"") && !inner.contains("\\")
                ? "write it as \"\(inner)\"" : "put text in double quotes: \"…\""
            return bad(at: offset, length: closed ? end + 1 - offset : max(1, end - offset),
                       .singleQuotes, fix: fix)
        }
        return bad(at: offset, length: 1, .outsideString(c),
                   fix: "put text in quotes; ids, icon names and keywords use only A-Z a-z 0-9 _ . -")
    }

    private mutating func bad(at offset: Int, length: Int, _ message: Message, fix: String?) -> Token {
        problem = LexicalProblem(message: message, fix: fix)
        position = offset + length
        return Token(kind: .bad, start: offset, end: offset + length)
    }

    /// The length of the valid UTF-8 sequence starting at `i` (a byte of
    /// 0x80 or more), or 0 when the byte starts no valid character.
    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        UTF8Sequence.validLength(bytes, at: i)
    }
}
