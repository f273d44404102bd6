// The Swift reader: conditional compilation, `#if … #endif` around statements, members, cases and `.member` chains.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    // MARK: Conditional compilation

    /// What the clauses of a `#if` hold.
    enum IfConfigContext {
        case statements, members, switchCases
        /// `.member` chains that continue the expression before the `#if`.
        case postfixMembers
    }

    /// The token after the `#if` line's condition: the first one on a later line.
    func endOfLine(after j: Int) -> Int {
        var k = j + 1
        while k < limit, !toks[k].flags.contains(.newlineBefore) { k += 1 }
        return k
    }

    /// `#if`/`#elseif` COND, read to the end of its line.
    mutating func parseIfConfigCondition() {
        let lineEnd = endOfLine(after: pos - 1)
        let savedLimit = limit
        limit = min(limit, lineEnd)
        let savedTrailing = noTrailing
        noTrailing = true
        if !atEnd { parseExpr() }
        if !atEnd { skipUnknown() }
        while !atEnd {  // the rest of the line
            let before = pos
            advance()
            mustAdvance(from: before)
        }
        noTrailing = savedTrailing
        limit = savedLimit
    }

    /// `#if … #endif` around statements, members or cases.
    mutating func parseIfConfig(_ context: IfConfigContext) {
        let m = mark
        let first = pos
        parseIfConfigClauses(context)
        finish(.ifConfig, m, from: first)
    }

    /// The clauses of one `#if … #endif`, from the `#if` on: each clause's
    /// condition, then what it holds, read as `context` says. A clause that
    /// does not end in `#elseif`, `#else` or `#endif` is a located give-up.
    mutating func parseIfConfigClauses(_ context: IfConfigContext) {
        let open = pos
        while !atEnd {
            let before = pos
            let sub = kind == .poundKeyword ? SwiftPound(rawValue: tok.sub) ?? .other : .other
            if sub == .endif {
                advance()
                break
            }
            guard sub == .if || sub == .elseif || sub == .else else {
                gaveUp(.ifWithoutEndif, atToken: open)
                break
            }
            let cm = mark
            let cf = pos
            advance()
            var flags: UInt8 = 0
            if sub != .else {
                let before = mark
                parseIfConfigCondition()
                if mark > before { flags = SwiftNodeFlags.hasCondition.rawValue }
            }
            switch context {
            case .statements: parseStatements()
            case .members: parseMembers()
            case .switchCases: parseSwitchCases()
            case .postfixMembers:
                if kind == .period {
                    let bm = mark
                    finish(.postfixIfBase, bm, from: pos)
                    parsePostfixOps(bm)
                }
            }
            finish(.ifConfigClause, cm, from: cf, aux: cf, flags: flags)
            if kind != .poundKeyword {
                gaveUp(.ifWithoutEndif, atToken: open)
                break
            }
            mustAdvance(from: before)
        }
    }

    /// Whether a `#if` here continues the expression before it with `.member` chains.
    func isPostfixIfConfig() -> Bool {
        guard kind == .poundKeyword, tok.sub == SwiftPound.if.rawValue else { return false }
        let body = endOfLine(after: pos)
        return kind(at: body) == .period
    }

    /// `base #if COND .a() #elseif … #endif`: the base is on the stack at `m`.
    mutating func parsePostfixIfConfig(_ m: Int) {
        let first = firstToken(ofStackAt: m)
        parseIfConfigClauses(.postfixMembers)
        finish(.postfixIfConfig, m, from: first)
    }
}
