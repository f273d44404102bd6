// The Swift lexer: operators and punctuation.
// (`Lexer.swift` holds the main loop and the significant tokens.)

extension LexerCore {
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
