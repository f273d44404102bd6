extension Lexer {
    /// What the lexer says of bytes it cannot read, as values: the parser
    /// reports them as `flow.syntax` errors of the kind `.badText`.
    package enum Message: DiagnosticMessage {
        /// A carriage return with no line feed after it.
        case bareCarriageReturn
        /// A string that reaches the end of its line.
        case unclosedString
        /// A backslash, the last byte of the file, in a string.
        case backslashAtEnd
        /// `\u` not followed by `{`, 1 to 8 hexadecimal digits of a Unicode scalar and `}`.
        case badUnicodeEscape
        /// An escape the language does not know: the character after the
        /// backslash, or nil when it is not printable ASCII.
        case unknownEscape(Character?)
        /// A NUL byte.
        case nulByte
        /// A control character (the byte) outside a string or inside one.
        case controlCharacter(UInt8)
        /// A byte that does not start or continue a UTF-8 character.
        case invalidUTF8(UInt8)
        /// A look-alike of `->`: `→`, `—>`, `=>`, as written.
        case notAnArrow(String)
        /// A curly quote, as written.
        case typographicQuote(String)
        /// A character that can stand only in a string, as written.
        case outsideString(String)
        /// Text in single quotes.
        case singleQuotes

        package var text: String {
            switch self {
            case .bareCarriageReturn: return "a carriage return must be followed by a line feed"
            case .unclosedString: return "this string is not closed: it needs a `\"` before the end of the line"
            case .backslashAtEnd: return "a backslash at the end of the file"
            case .badUnicodeEscape:
                return "`\\u` must be followed by `{`, 1 to 8 hexadecimal digits naming a Unicode character, and `}`"
            case .unknownEscape(let c):
                return "\(c.map { "`\\\($0)`" } ?? "this backslash") is not an escape the language knows"
            case .nulByte: return "a NUL byte (U+0000) cannot appear in a flow file"
            case .controlCharacter(let b):
                let hex = String(b, radix: 16, uppercase: true)
                return "the control character U+\(hex.count == 1 ? "000" : "00")\(hex) cannot appear here"
            case .invalidUTF8(let b):
                let hex = String(b, radix: 16, uppercase: true)
                return "invalid UTF-8: the byte 0x\(hex.count == 1 ? "0" : "")\(hex) does not belong to a character"
            case .notAnArrow(let arrow): return "`\(arrow)` is not an arrow of the language"
            case .typographicQuote(let q): return "`\(q)` is a typographic quote; text goes in straight double quotes"
            case .outsideString(let c): return "`\(c)` cannot appear outside a string"
            case .singleQuotes: return "text goes in double quotes (`\"`), not single quotes"
            }
        }
    }
}
