// The Swift reader: types.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
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
}
