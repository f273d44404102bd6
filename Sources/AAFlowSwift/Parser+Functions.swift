// The Swift reader: functions, initialisers, parameters, variables, accessors and enum cases.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    mutating func parseFunction(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // func
        var name = -1
        if kind == .identifier || kind == .keyword || kind == .operator || kind == .equal {
            name = pos
            advance()
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        parseEffects()
        if kind == .arrow { parseReturnClause() }
        if kind == .equal { parseInitializer() }  // a macro's definition
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.functionDecl, m, from: first, name: name, aux: keyword)
    }

    mutating func parseInit(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // init
        if kind == .operator, !spaceBefore, firstByte == UInt8(ascii: "?") || firstByte == UInt8(ascii: "!") {
            // `init?`, `init!`, and `init?<T>` (one operator token `?<`).
            if tok.end - tok.start == 1 { advance() } else { parseGenericParameterClause() }
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        parseEffects()
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.initDecl, m, from: first, name: keyword, aux: keyword)
    }

    mutating func parseSubscript(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .leftParen { parseParameterClause() }
        if kind == .arrow { parseReturnClause() }
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace { parseAccessorBlock() }
        finish(.subscriptDecl, m, from: first, name: keyword, aux: keyword)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync`.
    mutating func parseEffects() {
        while !atEnd {
            if kw == .throws || kw == .rethrows {
                advance()
                if kind == .leftParen, !spaceBefore { skipBalanced() }
            } else if kind == .identifier, isIdentifier("async") || isIdentifier("reasync") {
                advance()
            } else {
                return
            }
        }
    }

    mutating func parseReturnClause() {
        let m = mark
        let first = pos
        advance()  // ->
        parseType()
        finish(.returnClause, m, from: first)
    }

    mutating func parseParameterClause() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // (
        while !atEnd, kind != .rightParen {
            let before = pos
            parseParameter()
            if kind == .comma {
                advance()
            } else if kind != .rightParen {
                if kind == .rightBrace || kind == .leftBrace { break }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
        close(.rightParen, opener: open)
        finish(.parameterClause, m, from: first)
    }

    mutating func parseParameter() {
        let m = mark
        let first = pos
        while kind == .at { parseAttribute() }
        var name = -1, second = -1
        let isName = kind == .identifier || kind == .keyword
        let next = kind(at: pos + 1)
        if isName, next == .colon {
            name = pos
            advance()
        } else if isName, next == .identifier || next == .keyword, kind(at: pos + 2) == .colon {
            name = pos
            second = pos + 1
            pos += 2
        } else if kind != .rightParen, kind != .comma {
            // No names: a type alone (`case array([Value])`, `(Int) -> Void`).
            parseType()
        }
        if kind == .colon {
            advance()
            parseType()
        }
        if kind == .operator, text(at: pos, is: "...") { advance() }
        if kind == .equal { parseInitializer() }
        finish(.parameter, m, from: first, name: name, aux: second)
    }

    mutating func parseTypeAnnotation() {
        let m = mark
        let first = pos
        advance()  // :
        parseType()
        finish(.typeAnnotation, m, from: first)
    }

    mutating func parseInitializer() {
        let m = mark
        let first = pos
        advance()  // =
        parseExpr()
        finish(.initializer, m, from: first)
    }

    mutating func parseVariable(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // let/var
        while !atEnd {
            let before = pos
            parseBinding()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.variableDecl, m, from: first, aux: keyword)
    }

    mutating func parseBinding() {
        let m = mark
        let first = pos
        var name = -1
        if kind == .identifier || (kind == .keyword && kw != .in) {
            name = pos
            advance()
        } else if kind == .leftParen {
            // A tuple pattern: `let (a, b) = …`.
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (true, true)
            _ = parsePostfix()
            (noTrailing, stopAtEqual) = saved
        }
        if kind == .colon { parseTypeAnnotation() }
        if kind == .equal { parseInitializer() }
        if kind == .leftBrace, !isTrailingClosureHere(forBinding: true) { parseAccessorBlock() }
        finish(.binding, m, from: first, name: name)
    }

    /// Whether `{` opens accessors (`get`, `set`, `willSet`, `didSet`, …).
    func opensAccessors(at j: Int) -> Bool {
        var k = j + 1
        var steps = 0
        while steps < 16 {  // attributes and modifiers on accessors
            steps += 1
            if kind(at: k) == .at {
                k += 2
                if kind(at: k) == .leftParen {
                    var d = 0
                    repeat {
                        let kk = kind(at: k)
                        if kk == .leftParen { d += 1 } else if kk == .rightParen { d -= 1 } else if kk == .end { return false }
                        k += 1
                    } while d > 0
                }
            } else if kw(at: k) == .borrowing || kw(at: k) == .consuming || kw(at: k) == .nonisolated
                        || text(at: k, is: "mutating") || text(at: k, is: "nonmutating") || text(at: k, is: "__consuming") {
                k += 1
            } else {
                break
            }
        }
        guard kind(at: k) == .identifier || kind(at: k) == .keyword else { return false }
        let isAccessorWord = text(at: k, is: "get") || text(at: k, is: "set") || text(at: k, is: "willSet")
            || text(at: k, is: "didSet") || text(at: k, is: "_read") || text(at: k, is: "_modify")
            || text(at: k, is: "unsafeAddress") || text(at: k, is: "unsafeMutableAddress") || text(at: k, is: "init")
            || text(at: k, is: "mutating") || text(at: k, is: "nonmutating") || text(at: k, is: "read") || text(at: k, is: "modify")
        guard isAccessorWord else { return false }
        let next = kind(at: k + 1)
        return next == .leftBrace || next == .leftParen || next == .rightBrace || next == .identifier || next == .keyword
    }

    mutating func parseAccessorBlock() {
        let m = mark
        let first = pos
        let open = pos
        if opensAccessors(at: pos) {
            advance()
            while !atEnd, kind != .rightBrace {
                let before = pos
                if kind == .poundKeyword, tok.sub == SwiftPound.if.rawValue {
                    parseIfConfig(.members)
                    mustAdvance(from: before)
                    continue
                }
                let am = mark
                let af = pos
                while !atEnd {
                    let b = pos
                    if kind == .at {
                        parseAttribute()
                    } else if kw == .borrowing || kw == .consuming || kw == .nonisolated || isContextualModifier(pos) {
                        parseModifier()
                    } else {
                        break
                    }
                    mustAdvance(from: b)
                }
                var name = -1
                if kind == .identifier || kind == .keyword {
                    name = pos
                    advance()
                }
                if kind == .leftParen {  // set(newValue)
                    let pm = mark
                    let pf = pos
                    skipBalanced()
                    finish(.parameterClause, pm, from: pf)
                }
                parseEffects()
                if kind == .leftBrace { parseCodeBlock() }
                finish(.accessor, am, from: af, name: name)
                if pos == before { skipUnknown() }
                mustAdvance(from: before)
            }
            close(.rightBrace, opener: open)
            finish(.accessorBlock, m, from: first)
        } else {
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseStatements()
            (noTrailing, stopAtEqual) = saved
            close(.rightBrace, opener: open)
            finish(.accessorBlock, m, from: first, flags: SwiftNodeFlags.implicitGetter.rawValue)
        }
    }

    mutating func parseEnumCase(_ m: Int, _ first: Int) {
        let keyword = pos
        advance()  // case
        while !atEnd {
            let before = pos
            let em = mark
            let ef = pos
            var name = -1
            if kind == .identifier || kind == .keyword {
                name = pos
                advance()
            }
            if kind == .leftParen { parseParameterClause() }
            if kind == .equal { parseInitializer() }
            finish(.enumCaseElement, em, from: ef, name: name)
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.enumCaseDecl, m, from: first, aux: keyword)
    }
}
