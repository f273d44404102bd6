extension SwiftDiagnostic {
    /// What opened a nest the reader never saw closed.
    package enum Opener: Hashable, Sendable {
        case paren, bracket, brace, string, interpolation, other

        package var text: String {
            switch self {
            case .paren: return "`(`"
            case .bracket: return "`[`"
            case .brace: return "`{`"
            case .string: return "string"
            case .interpolation: return "interpolation"
            case .other: return "bracket"
            }
        }
    }

    /// What the Swift reader says, as values: each case is of one `Kind`,
    /// and its `text` is the words users see (lower case, no trailing period).
    /// AAFlowSwiftUI makes it a `DiagnosticMessage` of the core.
    package enum Message: Hashable, Sendable {
        // .unreadable
        case nulBytes
        case notUTF8(byte: UInt8)
        // .gaveUp
        case ifWithoutEndif
        case closesNothing
        case neverClosed(Opener)
        case unclosedComment
        case unclosedString
        case unclosedInterpolation
        case nestingTooDeep
        // .lexical
        case stringCutByLineBreak
        case unclosedRegex
        case badNumber
        case unclosedBacktick
        case badUTF8
        case strayCharacter
        case badEscape

        package var kind: Kind {
            switch self {
            case .nulBytes, .notUTF8: return .unreadable
            case .ifWithoutEndif, .closesNothing, .neverClosed, .unclosedComment, .unclosedString,
                 .unclosedInterpolation, .nestingTooDeep: return .gaveUp
            case .stringCutByLineBreak, .unclosedRegex, .badNumber, .unclosedBacktick, .badUTF8,
                 .strayCharacter, .badEscape: return .lexical
            }
        }

        package var text: String {
            switch self {
            case .nulBytes: return "the file holds NUL bytes: it looks binary, not Swift text"
            case .notUTF8(let b): return "the file is not UTF-8 text (byte 0x\(String(b, radix: 16, uppercase: true)))"
            case .ifWithoutEndif: return "this `#if` has no `#endif`"
            case .closesNothing: return "this closing bracket closes nothing"
            case .neverClosed(let opener): return "this \(opener.text) is never closed"
            case .unclosedComment: return "this comment is never closed: `*/` is missing"
            case .unclosedString: return "this string is never closed"
            case .unclosedInterpolation: return "an interpolation `\\(` is never closed"
            case .nestingTooDeep: return "nesting too deep for the reader: the rest of this nest is skipped"
            case .stringCutByLineBreak: return "this string is not closed on its line"
            case .unclosedRegex: return "this regex literal is not closed"
            case .badNumber: return "this is not a valid number"
            case .unclosedBacktick: return "a backtick with no closing backtick"
            case .badUTF8: return "bytes that are not UTF-8"
            case .strayCharacter: return "a character that starts no Swift token"
            case .badEscape: return "this string holds an escape that is not valid"
            }
        }
    }
}
