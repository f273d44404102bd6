// The Swift reader: the file, statements and control flow.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    // MARK: File

    mutating func parseFile() -> Int32 {
        stackFloor = SwiftParser.stackFloor(startingAt: stackAddress())
        let m = mark
        while !atEnd {
            let before = pos
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                gaveUp(.closesNothing, atToken: pos)
                let um = mark
                let first = pos
                advance()
                finish(.unknown, um, from: first, flags: SwiftNodeFlags.gaveUp.rawValue)
            } else {
                parseStatement()
            }
            mustAdvance(from: before)
        }
        if let opener = unclosedAtEnd {
            gaveUp(.neverClosed(bracketName(opener)), atToken: opener)
        }
        return finish(.sourceFile, m, from: 0)
    }

    // MARK: Statements

    /// Statements up to `}` (not consumed), `case`/`default` when in a
    /// switch, or `#elseif`/`#else`/`#endif`.
    mutating func parseStatements(inSwitch: Bool = false) {
        while !atEnd {
            let before = pos
            switch kind {
            case .rightBrace, .rightParen, .rightBracket, .interpolationClose:
                return
            case .poundKeyword:
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .elseif || sub == .else || sub == .endif { return }
                // In a switch, a `#if` whose clause holds cases belongs to the cases.
                if inSwitch, sub == .if {
                    let body = endOfLine(after: pos)
                    if kw(at: body) == .case || kw(at: body) == .default || (kind(at: body) == .at && text(at: body + 1, is: "unknown")) {
                        return
                    }
                }
            case .keyword:
                if inSwitch, kw == .case || kw == .default { return }
            case .at:
                if inSwitch, text(at: pos + 1, is: "unknown") { return }
            default: break
            }
            parseStatement()
            mustAdvance(from: before)
        }
    }

    /// One statement or declaration.
    ///
    /// Longer than most: one `switch` over the keyword that starts a
    /// statement, an arm per statement, as the grammar at the top of
    /// Parser.swift lists them.
    mutating func parseStatement() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        switch kind {
        case .semicolon:
            advance()
            return
        case .poundKeyword:
            switch SwiftPound(rawValue: tok.sub) ?? .other {
            case .if: parseIfConfig(.statements); return
            case .elseif, .else, .endif:
                // A stray directive: skip it with its line.
                skipUnknown()
                return
            case .sourceLocation:
                skipUnknown()
                return
            default: break
            }
        case .keyword:
            switch kw {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .switch: parseSwitch(); return
            case .for: parseFor(); return
            case .while: parseWhile(); return
            case .repeat: parseRepeat(); return
            case .return, .throw:
                let m = mark
                let first = pos
                let k: SwiftNodeKind = kw == .return ? .returnStmt : .throwStmt
                advance()
                if !nlBefore, startsExpression() { parseExpr() }
                finish(k, m, from: first)
                return
            case .break, .continue:
                let m = mark
                let first = pos
                let k: SwiftNodeKind = kw == .break ? .breakStmt : .continueStmt
                advance()
                var label = -1
                if kind == .identifier, !nlBefore { label = pos; advance() }
                finish(k, m, from: first, name: label)
                return
            case .fallthrough:
                leaf(.fallthroughStmt)
                return
            case .defer:
                let m = mark
                let first = pos
                advance()
                if kind == .leftBrace { parseCodeBlock() }
                finish(.deferStmt, m, from: first)
                return
            case .do:
                parseDo()
                return
            case .case, .default, .else, .in, .where, .catch:
                // Out of place here: skip with its line.
                skipUnknown()
                return
            default:
                if startsDeclaration() { parseDeclaration(); return }
            }
        case .at:
            if startsDeclaration() { parseDeclaration(); return }
        case .identifier:
            // A labelled loop: `outer: for …`.
            if kind(at: pos + 1) == .colon {
                let k = kw(at: pos + 2)
                if k == .for || k == .while || k == .repeat || k == .do || k == .if || k == .switch {
                    pos += 2
                    parseStatement()
                    return
                }
            }
            if startsDeclaration() { parseDeclaration(); return }
        default:
            break
        }
        let before = pos
        parseExpr()
        if pos == before { skipUnknown() }
    }

    /// Whether an expression can start at the current token.
    func startsExpression() -> Bool {
        switch kind {
        case .rightBrace, .rightParen, .rightBracket, .semicolon, .comma, .colon, .end, .interpolationClose,
             .stringClose, .equal, .arrow:
            return false
        case .keyword:
            switch kw {
            case .case, .default, .else, .where, .in, .catch: return false
            default: return true
            }
        case .poundKeyword:
            let sub = SwiftPound(rawValue: tok.sub) ?? .other
            return !(sub == .elseif || sub == .else || sub == .endif)
        default:
            return true
        }
    }

    mutating func parseCodeBlock() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // {
        let saved = (noTrailing, stopAtEqual)
        noTrailing = false
        stopAtEqual = false
        parseStatements()
        (noTrailing, stopAtEqual) = saved
        close(.rightBrace, opener: open)
        finish(.codeBlock, m, from: first)
    }

    /// A `{ … }` if there is one, else records that it is missing (no node).
    mutating func parseBlockIfPresent() {
        if kind == .leftBrace { parseCodeBlock() }
    }

    mutating func parseConditionList() {
        let m = mark
        let first = pos
        let saved = noTrailing
        noTrailing = true
        while !atEnd {
            let before = pos
            parseCondition()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        noTrailing = saved
        finish(.conditionList, m, from: first)
    }

    mutating func parseCondition() {
        let m = mark
        let first = pos
        switch kw {
        case .let, .var:
            let keyword = pos
            advance()
            var name = -1
            if kind == .identifier || kind == .keyword { name = pos; advance() } else if kind == .leftParen { skipBalanced() }
            if kind == .colon { parseTypeAnnotation() }
            if kind == .equal { parseInitializer() }
            finish(.optionalBinding, m, from: first, name: name, aux: keyword)
        case .case:
            let keyword = pos
            advance()
            let saved = stopAtEqual
            stopAtEqual = true
            parseExpr()
            stopAtEqual = saved
            if kind == .equal {
                advance()
                parseExpr()
            }
            finish(.caseCondition, m, from: first, aux: keyword)
        default:
            if startsExpression() { parseExpr() }
        }
    }

    mutating func parseIf() {
        let m = mark
        let first = pos
        advance()  // if
        parseConditionList()
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        if kw == .else {
            advance()
            if kw == .if {
                parseIf()
            } else if kind == .leftBrace {
                parseCodeBlock()
            }
        }
        finish(.ifStmt, m, from: first)
    }

    /// After conditions that did not end at `{`: skips to the block on the same construct.
    mutating func skipToBlock() {
        guard !atEnd, kind != .rightBrace else { return }
        let m = mark
        let first = pos
        while !atEnd, kind != .leftBrace, kind != .rightBrace {
            let before = pos
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.unknown, m, from: first)
        if kind == .leftBrace { parseCodeBlock() }
    }

    mutating func parseGuard() { parseConditionsAndBlock(.guardStmt) }

    mutating func parseWhile() { parseConditionsAndBlock(.whileStmt) }

    /// `guard CONDITIONS else { … }` or `while CONDITIONS { … }`.
    mutating func parseConditionsAndBlock(_ statement: SwiftNodeKind) {
        let m = mark
        let first = pos
        advance()
        parseConditionList()
        if statement == .guardStmt, kw == .else { advance() }
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        finish(statement, m, from: first)
    }

    mutating func parseRepeat() {
        let m = mark
        let first = pos
        advance()
        parseBlockIfPresent()
        if kw == .while {
            advance()
            let saved = noTrailing
            noTrailing = true
            parseExpr()
            noTrailing = saved
        }
        finish(.repeatStmt, m, from: first)
    }

    mutating func parseFor() {
        let m = mark
        let first = pos
        advance()  // for
        while kw == .try || kw == .await || kw == .case || isIdentifier("await") { advance() }
        let saved = noTrailing
        noTrailing = true
        parseExpr()  // the pattern stops at `in`
        if kw == .in {
            advance()
            parseExpr()
        }
        if kw == .where {
            let wm = mark
            let wf = pos
            advance()
            parseExpr()
            finish(.whereClause, wm, from: wf)
        }
        noTrailing = saved
        if kind == .leftBrace { parseCodeBlock() } else { skipToBlock() }
        finish(.forStmt, m, from: first)
    }

    mutating func parseDo() {
        let m = mark
        let first = pos
        advance()  // do
        if kw == .throws {
            advance()
            if kind == .leftParen { skipBalanced() }
        }
        parseBlockIfPresent()
        while kw == .catch {
            let before = pos
            let cm = mark
            let cf = pos
            advance()
            let saved = noTrailing
            noTrailing = true
            if kind != .leftBrace, kw != .where { parseExpr() }
            if kw == .where {
                let wm = mark
                let wf = pos
                advance()
                parseExpr()
                finish(.whereClause, wm, from: wf)
            }
            noTrailing = saved
            parseBlockIfPresent()
            finish(.catchClause, cm, from: cf)
            mustAdvance(from: before)
        }
        finish(.doStmt, m, from: first)
    }

    mutating func parseSwitch() {
        let m = mark
        let first = pos
        advance()  // switch
        let saved = noTrailing
        noTrailing = true
        parseExpr()
        noTrailing = saved
        if kind == .leftBrace {
            let open = pos
            advance()
            parseSwitchCases()
            close(.rightBrace, opener: open)
        } else {
            skipToBlock()
        }
        finish(.switchStmt, m, from: first)
    }

    mutating func parseSwitchCases() {
        let savedTrailing = noTrailing, savedEqual = stopAtEqual
        noTrailing = false
        stopAtEqual = false
        defer { (noTrailing, stopAtEqual) = (savedTrailing, savedEqual) }
        while !atEnd, kind != .rightBrace {
            let before = pos
            if kind == .poundKeyword {
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .if { parseIfConfig(.switchCases); mustAdvance(from: before); continue }
                if sub == .elseif || sub == .else || sub == .endif { return }
            }
            if kw == .case || kw == .default || (kind == .at && text(at: pos + 1, is: "unknown")) {
                parseSwitchCase()
            } else {
                // Statements before any case: read them anyway.
                parseStatement()
            }
            mustAdvance(from: before)
        }
    }

    mutating func parseSwitchCase() {
        let m = mark
        let first = pos
        if kind == .at {  // @unknown
            pos += 2
        }
        let keyword = pos
        let lm = mark
        let lf = pos
        if kw == .default {
            advance()
        } else {
            advance()  // case
            let saved = noTrailing
            noTrailing = true
            while !atEnd {
                let before = pos
                parseExpr()
                if pos == before, kind != .colon, kind != .comma { skipUnknown() }
                if kind == .comma { advance() } else { break }
                mustAdvance(from: before)
            }
            if kw == .where {
                let wm = mark
                let wf = pos
                advance()
                parseExpr()
                finish(.whereClause, wm, from: wf)
            }
            noTrailing = saved
        }
        finish(.caseLabel, lm, from: lf, aux: keyword)
        if kind == .colon { advance() }
        parseStatements(inSwitch: true)
        finish(.switchCase, m, from: first, aux: keyword)
    }
}
