// The Swift reader: closures and their signatures.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    // MARK: Closures

    /// Whether the closure opened at `j` (`{`) starts with a signature ending in `in`.
    func closureHasSignature(_ j: Int) -> Bool {
        var k = j + 1
        var d = 0
        var steps = 0
        while k < limit, steps < 400 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .keyword:
                switch t.keyword {
                case .in: if d == 0 { return true }
                case .inout, .throws, .rethrows, .underscore, .`self`, .Self, .Any, .borrowing, .consuming:
                    break
                default:
                    if d == 0 { return false }
                }
            case .leftParen, .leftBracket: d += 1
            case .rightParen, .rightBracket:
                d -= 1
                if d < 0 { return false }
            case .leftBrace, .rightBrace, .semicolon, .stringOpen, .end, .poundKeyword:
                return false
            case .equal:
                if d == 0 { return false }
            case .identifier, .comma, .colon, .arrow, .period, .at, .operator, .integerLiteral:
                break
            default:
                if d == 0 { return false }
            }
            k += 1
        }
        return false
    }

    mutating func parseClosure() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        let first = pos
        let open = pos
        let saved = (noTrailing, stopAtEqual)
        (noTrailing, stopAtEqual) = (false, false)
        defer { (noTrailing, stopAtEqual) = saved }
        if closureHasSignature(pos) {
            advance()  // {
            parseClosureSignature()
        } else {
            advance()
        }
        parseStatements()
        close(.rightBrace, opener: open)
        finish(.closure, m, from: first)
    }

    mutating func parseClosureSignature() {
        let m = mark
        let first = pos
        while kind == .at { parseAttribute() }
        if kind == .leftBracket {
            // The capture list: `[weak self, x = y]`.
            let cm = mark
            let cf = pos
            let open = pos
            advance()
            while !atEnd, kind != .rightBracket {
                let before = pos
                let am = mark
                let af = pos
                var name = -1
                while kind == .identifier, isIdentifier("weak") || isIdentifier("unowned"),
                      kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .keyword || kind(at: pos + 1) == .leftParen {
                    advance()
                    if kind == .leftParen { skipBalanced() }
                }
                if kind == .identifier || kind == .keyword { name = pos }
                parseExpr()
                finish(.argument, am, from: af, name: name)
                if kind == .comma { advance() } else if kind != .rightBracket { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightBracket, opener: open)
            finish(.captureList, cm, from: cf)
        }
        if kind == .leftParen {
            let open = pos
            advance()
            while !atEnd, kind != .rightParen {
                let before = pos
                let pm = mark
                let pf = pos
                while kind == .at { parseAttribute() }
                var name = -1
                if kind == .identifier || kind == .keyword {
                    name = pos
                    advance()
                    if kind == .identifier || kind == .keyword { name = pos; advance() }
                }
                if kind == .colon {
                    advance()
                    parseType()
                }
                if kind == .operator, text(at: pos, is: "...") { advance() }
                finish(.closureParameter, pm, from: pf, name: name)
                if kind == .comma { advance() } else if kind != .rightParen { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightParen, opener: open)
        } else {
            while kind == .identifier || kw == .underscore {
                let before = pos
                let pm = mark
                let pf = pos
                advance()
                finish(.closureParameter, pm, from: pf, name: pf)
                if kind == .comma { advance() } else { break }
                mustAdvance(from: before)
            }
        }
        parseEffects()
        if kind == .arrow { parseReturnClause() }
        // Anything else before `in` is skipped.
        while !atEnd, kw != .in {
            let before = pos
            skipBalanced()
            mustAdvance(from: before)
        }
        if kw == .in { advance() }
        finish(.closureSignature, m, from: first)
    }
}
