// The Swift lexer: numbers, strings, raw strings and regex literals.
// (`Lexer.swift` holds the main loop and the significant tokens.)

extension LexerCore {
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
}
