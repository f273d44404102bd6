/// What a token is. Trivia (spaces, line breaks, comments) are tokens too,
/// kept in their own list, so that no byte of the file is lost.
package enum SwiftTokenKind: UInt8, Sendable {
    // Trivia.
    /// Spaces, tabs, vertical tabs, form feeds and NUL bytes.
    case whitespace
    /// Line breaks (LF, CR, CRLF), with the spaces and tabs between and after them.
    case newline
    /// `// …` up to the line break.
    case lineComment
    /// `/// …` up to the line break.
    case docLineComment
    /// `/* … */`, nested ones inside.
    case blockComment
    /// `/** … */`.
    case docBlockComment
    /// A byte order mark at the start of the file, or a `#!` line at its start.
    case fileHeader

    // Significant tokens.
    /// A name: `foo`, `` `class` ``, `$0`, `$path`, `é`.
    case identifier
    /// A reserved word; `SwiftToken.keyword` says which.
    case keyword
    /// `12`, `0x1F`, `0b1010`, `0o17`, `1_000`.
    case integerLiteral
    /// `1.5`, `1e-3`, `0x1.8p3`.
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""` ...
    case stringOpen
    /// Literal text of a string between delimiters and interpolations, escapes undecoded.
    case stringSegment
    /// `\(` or `\#(` (as many `#` as the string's delimiter).
    case interpolationOpen
    /// The `)` that closes an interpolation.
    case interpolationClose
    /// The closing delimiter of a string: `"`, `"""`, `"#` ...
    case stringClose
    /// `/…/` or `#/…/#`, whole.
    case regexLiteral
    /// An operator, `SwiftToken.fixity` says how it is bound.
    case `operator`
    /// `=` standing alone.
    case equal
    /// `->`
    case arrow
    /// `.` standing alone (member access).
    case period
    case comma
    case colon
    case semicolon
    /// `@`
    case at
    /// `#` followed by no name.
    case hash
    /// `#if`, `#else`, `#available`, `#selector`, `#Preview` ...: `#` and a name.
    case poundKeyword
    /// `\` starting a key path.
    case backslash
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    /// Something that is no token, or the empty token that closes what the
    /// file left open; `SwiftToken.error` says what.
    case error
    /// The end of the file (empty).
    case end

    /// Whether this kind is trivia.
    @inlinable package var isTrivia: Bool { rawValue <= SwiftTokenKind.fileHeader.rawValue }
}

/// How an operator is bound, by the whitespace around it (Lexical Structure, "Operators").
package enum SwiftFixity: UInt8, Sendable {
    case none = 0
    case prefix
    case postfix
    case binary
}

/// The reserved words of the Lexical Structure chapter. Contextual words
/// (`get`, `set`, `some`, `async`, `mutating`, `actor` ...) are identifiers;
/// the parser recognises them by their text.
package enum SwiftKeyword: UInt8, Sendable, CaseIterable {
    case none = 0
    // Used in declarations.
    case `associatedtype`, `borrowing`, `class`, `consuming`, `deinit`, `enum`, `extension`,
         `fileprivate`, `func`, `import`, `init`, `inout`, `internal`, `let`, `nonisolated`,
         `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`, `rethrows`,
         `static`, `struct`, `subscript`, `typealias`, `var`
    // Used in statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Used in expressions and types.
    case `Any`, `as`, `await`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Used in patterns.
    case underscore

    /// The keyword spelled by `bytes[start..<end]`, or `.none`.
    ///
    /// Longer than most: a `switch` on length and first byte, then one
    /// comparison per keyword of that shape; a table would hash every identifier.
    @usableFromInline
    static func lookup(_ p: UnsafePointer<UInt8>, _ count: Int) -> SwiftKeyword {
        guard count >= 1, count <= 15 else { return .none }
        @inline(__always) func eq(_ s: StaticString) -> Bool {
            guard s.utf8CodeUnitCount == count else { return false }
            let q = s.utf8Start
            var i = 0
            while i < count {
                if p[i] != q[i] { return false }
                i += 1
            }
            return true
        }
        switch p[0] {
        case UInt8(ascii: "_"): return count == 1 ? .underscore : .none
        case UInt8(ascii: "A"): return eq("Any") ? .Any : .none
        case UInt8(ascii: "S"): return eq("Self") ? .Self : .none
        case UInt8(ascii: "a"):
            if eq("as") { return .as }
            if eq("await") { return .await }
            if eq("associatedtype") { return .associatedtype }
        case UInt8(ascii: "b"):
            if eq("break") { return .break }
            if eq("borrowing") { return .borrowing }
        case UInt8(ascii: "c"):
            if eq("case") { return .case }
            if eq("class") { return .class }
            if eq("catch") { return .catch }
            if eq("continue") { return .continue }
            if eq("consuming") { return .consuming }
        case UInt8(ascii: "d"):
            if eq("do") { return .do }
            if eq("default") { return .default }
            if eq("defer") { return .defer }
            if eq("deinit") { return .deinit }
        case UInt8(ascii: "e"):
            if eq("else") { return .else }
            if eq("enum") { return .enum }
            if eq("extension") { return .extension }
        case UInt8(ascii: "f"):
            if eq("func") { return .func }
            if eq("for") { return .for }
            if eq("false") { return .false }
            if eq("fallthrough") { return .fallthrough }
            if eq("fileprivate") { return .fileprivate }
        case UInt8(ascii: "g"):
            if eq("guard") { return .guard }
        case UInt8(ascii: "i"):
            if eq("if") { return .if }
            if eq("in") { return .in }
            if eq("is") { return .is }
            if eq("init") { return .`init` }
            if eq("import") { return .import }
            if eq("inout") { return .inout }
            if eq("internal") { return .internal }
        case UInt8(ascii: "l"):
            if eq("let") { return .let }
        case UInt8(ascii: "n"):
            if eq("nil") { return .nil }
            if eq("nonisolated") { return .nonisolated }
        case UInt8(ascii: "o"):
            if eq("open") { return .open }
            if eq("operator") { return .operator }
        case UInt8(ascii: "p"):
            if eq("private") { return .private }
            if eq("public") { return .public }
            if eq("protocol") { return .protocol }
            if eq("precedencegroup") { return .precedencegroup }
        case UInt8(ascii: "r"):
            if eq("return") { return .return }
            if eq("repeat") { return .repeat }
            if eq("rethrows") { return .rethrows }
        case UInt8(ascii: "s"):
            if eq("self") { return .`self` }
            if eq("static") { return .static }
            if eq("struct") { return .struct }
            if eq("switch") { return .switch }
            if eq("super") { return .super }
            if eq("subscript") { return .subscript }
        case UInt8(ascii: "t"):
            if eq("true") { return .true }
            if eq("try") { return .try }
            if eq("throw") { return .throw }
            if eq("throws") { return .throws }
            if eq("typealias") { return .typealias }
        case UInt8(ascii: "v"):
            if eq("var") { return .var }
        case UInt8(ascii: "w"):
            if eq("where") { return .where }
            if eq("while") { return .while }
        default:
            break
        }
        return .none
    }
}

/// What went wrong at an `error` token.
package enum SwiftLexicalError: UInt8, Sendable {
    case none = 0
    /// A byte that starts no token (or a byte sequence that is not UTF-8).
    case unexpectedCharacter
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A string with no closing delimiter (empty token where it should be).
    case unterminatedString
    /// A `/* … */` with no end (empty token at the end of the file).
    case unterminatedComment
    /// A `\(` whose `)` never comes (empty token).
    case unterminatedInterpolation
    /// A `#/…/#` regex with no end.
    case unterminatedRegex
    /// A number with letters or digits that do not belong to it (`0b12`, `1abc`).
    case invalidNumber
    /// A backtick with no closing backtick.
    case unterminatedBacktick
}

/// One token: its kind and byte range, 12 bytes. Text is read from the
/// file's bytes only when asked for.
package struct SwiftToken: Sendable, Equatable {
    package var kind: SwiftTokenKind
    @usableFromInline var sub: UInt8
    package var flags: Flags
    /// The offset of the first byte.
    @usableFromInline var start32: UInt32
    /// The offset just past the last byte.
    @usableFromInline var end32: UInt32

    package struct Flags: OptionSet, Sendable, Equatable {
        package let rawValue: UInt8
        @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (or the start of the file) comes between this token and the previous significant one.
        package static let newlineBefore = Flags(rawValue: 1)
        /// Trivia comes directly before this token.
        package static let spaceBefore = Flags(rawValue: 2)
        /// An identifier written in backticks.
        package static let backticked = Flags(rawValue: 4)
        /// A string segment holding at least one escape.
        package static let hasEscapes = Flags(rawValue: 8)
        /// A string segment holding an escape that is not valid.
        package static let invalidEscape = Flags(rawValue: 16)
        /// A string delimiter of a multi-line string.
        package static let multiline = Flags(rawValue: 32)
    }

    @inlinable
    init(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, sub: UInt8 = 0, flags: Flags = []) {
        self.kind = kind
        self.sub = sub
        self.flags = flags
        self.start32 = UInt32(truncatingIfNeeded: start)
        self.end32 = UInt32(truncatingIfNeeded: end)
    }

    @inlinable package var start: Int { Int(start32) }
    @inlinable package var end: Int { Int(end32) }
    @inlinable package var range: Range<Int> { Int(start32)..<Int(end32) }

    /// The keyword, for a `keyword` token.
    @inlinable package var keyword: SwiftKeyword { kind == .keyword ? SwiftKeyword(rawValue: sub) ?? .none : .none }
    /// How an `operator` token is bound.
    @inlinable package var fixity: SwiftFixity { kind == .operator ? SwiftFixity(rawValue: sub) ?? .none : .none }
    /// What is wrong, for an `error` token.
    @inlinable package var error: SwiftLexicalError { kind == .error ? SwiftLexicalError(rawValue: sub) ?? .none : .none }
    /// For string delimiters and interpolation opens: the number of `#`.
    @inlinable package var poundCount: Int { Int(sub) }
    @inlinable package var newlineBefore: Bool { flags.contains(.newlineBefore) }
}
