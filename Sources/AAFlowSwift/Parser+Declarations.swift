// The Swift reader: declarations: attributes, modifiers, generics, types and their members.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    // MARK: Declarations

    /// Whether a declaration starts here (attributes and modifiers included).
    func startsDeclaration() -> Bool {
        var j = pos
        var steps = 0
        while j < limit, steps < 64 {
            steps += 1
            let t = toks[j]
            switch t.kind {
            case .at:
                // `@Name`, `@Name<T>`, `@Name(…)`
                j += 2
                if kind(at: j) == .operator, !toks[j].flags.contains(.spaceBefore), p[toks[j].start] == UInt8(ascii: "<"),
                   let end = scanAngles(from: j) {
                    j = end
                }
                if kind(at: j) == .leftParen, !toks[j].flags.contains(.spaceBefore) {
                    var d = 0
                    repeat {
                        let k = kind(at: j)
                        if k == .leftParen { d += 1 } else if k == .rightParen { d -= 1 } else if k == .end { return false }
                        j += 1
                    } while d > 0
                }
                continue
            case .keyword:
                switch t.keyword {
                case .struct, .enum, .extension, .protocol, .func, .`init`, .deinit, .subscript, .typealias,
                     .associatedtype, .import, .let, .var, .precedencegroup:
                    return true
                case .class:
                    return true
                case .operator:
                    return j > pos
                case .case:
                    return j > pos  // `indirect case` (a bare `case` is a switch or enum case, read by its caller)
                case .static, .public, .private, .fileprivate, .internal, .open, .nonisolated, .borrowing, .consuming:
                    if kind(at: j + 1) == .leftParen {
                        j += 4  // private(set)
                    } else {
                        j += 1
                    }
                    continue
                default:
                    return false
                }
            case .identifier:
                if isContextualModifier(j) {
                    j += 1
                    if kind(at: j) == .leftParen { j += 3 }
                    continue
                }
                if text(at: j, is: "actor"), kind(at: j + 1) == .identifier { return true }
                if text(at: j, is: "macro"), kind(at: j + 1) == .identifier, kind(at: j + 2) == .leftParen || kind(at: j + 2) == .operator { return true }
                return false
            default:
                return false
            }
        }
        return false
    }

    /// Contextual words that are modifiers when a declaration follows them.
    func isContextualModifier(_ j: Int) -> Bool {
        guard j < limit, toks[j].kind == .identifier else { return false }
        let next = j + 1
        let nk = kind(at: next)
        // A modifier is followed by a keyword, another modifier word, `actor`, or `(set)`/`(unsafe)`.
        let followedByDecl = nk == .keyword || (nk == .identifier && !toks[next].flags.contains(.newlineBefore)) || nk == .leftParen
        guard followedByDecl else { return false }
        let len = toks[j].end - toks[j].start
        switch len {
        case 4: return text(at: j, is: "lazy") || text(at: j, is: "weak")
        case 5: return text(at: j, is: "final") || text(at: j, is: "infix")
            || (text(at: j, is: "async") && (kw(at: next) == .let || kw(at: next) == .var))  // `async let`
        case 6: return text(at: j, is: "prefix") || text(at: j, is: "_const")
        case 7: return text(at: j, is: "postfix") || text(at: j, is: "unowned") || text(at: j, is: "dynamic") || text(at: j, is: "package")
        case 8: return text(at: j, is: "mutating") || text(at: j, is: "override") || text(at: j, is: "required") || text(at: j, is: "optional") || text(at: j, is: "indirect")
        case 9: return text(at: j, is: "isolated")
        case 11: return text(at: j, is: "convenience") || text(at: j, is: "nonmutating") || text(at: j, is: "distributed")
            || text(at: j, is: "__consuming")
        default: return false
        }
    }

    mutating func parseAttribute() {
        let m = mark
        let first = pos
        advance()  // @
        var name = -1
        if kind == .identifier || kind == .keyword {
            name = pos
            advance()
            while kind == .period, !spaceBefore, kind(at: pos + 1) == .identifier { pos += 2; name = pos - 1 }
            // `@Builder<T>`
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos) { pos = end }
        }
        if kind == .leftParen, !spaceBefore {
            if name >= 0, attributeHasNoExpressions(name) {
                // `@available(iOS 17, *)`, `@_effects(readonly)`: kept as text only.
                skipBalanced()
            } else {
                let open = pos
                advance()
                parseArguments(until: .rightParen)
                close(.rightParen, opener: open)
            }
        }
        finish(.attribute, m, from: first, name: name)
    }

    /// Attributes whose arguments are not expressions.
    func attributeHasNoExpressions(_ j: Int) -> Bool {
        if j < limit, p[toks[j].start] == UInt8(ascii: "_") { return true }  // `@_documentation(visibility: private)`, `@_spi(X)`…
        return text(at: j, is: "available") || text(at: j, is: "objc") || text(at: j, is: "freestanding") || text(at: j, is: "backDeployed") || text(at: j, is: "_effects")
            || text(at: j, is: "lifetime") || text(at: j, is: "_originallyDefinedIn") || text(at: j, is: "_specialize")
            || text(at: j, is: "_implements") || text(at: j, is: "differentiable") || text(at: j, is: "derivative")
            || text(at: j, is: "transpose") || text(at: j, is: "_semantics") || text(at: j, is: "inline")
            || text(at: j, is: "_silgen_name") || text(at: j, is: "_cdecl") || text(at: j, is: "_spi")
            || text(at: j, is: "_alignment") || text(at: j, is: "_unavailableFromAsync") || text(at: j, is: "_opaqueReturnTypeOf")
            || text(at: j, is: "convention") || text(at: j, is: "_expose") || text(at: j, is: "_extern")
    }

    /// Attributes and modifiers before a declaration; pushes their nodes.
    mutating func parseAttributesAndModifiers() {
        while !atEnd {
            let before = pos
            if kind == .at {
                parseAttribute()
            } else if kind == .keyword {
                switch kw {
                case .static, .public, .private, .fileprivate, .internal, .open, .nonisolated, .borrowing, .consuming:
                    parseModifier()
                case .class:
                    // `class func`, `class var`: a modifier.
                    let next = kw(at: pos + 1)
                    if next != .none, next != .class { parseModifier() } else if isContextualModifier(pos + 1) { parseModifier() } else { return }
                default:
                    return
                }
            } else if isContextualModifier(pos) {
                parseModifier()
            } else {
                return
            }
            mustAdvance(from: before)
        }
    }

    mutating func parseModifier() {
        let m = mark
        let first = pos
        advance()
        if kind == .leftParen, !spaceBefore, kind(at: pos + 2) == .rightParen {
            pos += 3  // private(set), unowned(unsafe)
        }
        finish(.modifier, m, from: first, name: first)
    }

    /// One declaration, after its attributes and modifiers.
    ///
    /// Longer than most: one `switch` over the declaring keyword, an arm per
    /// kind of declaration.
    mutating func parseDeclaration() {
        let m = mark
        let first = pos
        parseAttributesAndModifiers()
        switch kind {
        case .keyword:
            switch kw {
            case .struct, .class, .enum, .extension, .protocol:
                parseTypeDecl(m, first)
            case .func:
                parseFunction(m, first)
            case .`init`:
                parseInit(m, first)
            case .deinit:
                let keyword = pos
                advance()
                parseBlockIfPresent()
                finish(.deinitDecl, m, from: first, aux: keyword)
            case .subscript:
                parseSubscript(m, first)
            case .let, .var:
                parseVariable(m, first)
            case .case:
                parseEnumCase(m, first)
            case .typealias:
                let keyword = pos
                advance()
                var name = -1
                if kind == .identifier || kind == .keyword { name = pos; advance() }
                if isOperatorStartingAngle() { parseGenericParameterClause() }
                parseTypeInitializerAndWhere()
                finish(.typealiasDecl, m, from: first, name: name, aux: keyword)
            case .associatedtype:
                let keyword = pos
                advance()
                var name = -1
                if kind == .identifier { name = pos; advance() }
                if kind == .colon { parseInheritance() }
                parseTypeInitializerAndWhere()
                finish(.associatedtypeDecl, m, from: first, name: name, aux: keyword)
            case .import:
                let keyword = pos
                advance()
                // `import struct A.B`
                if kind == .keyword, kw == .struct || kw == .class || kw == .enum || kw == .protocol || kw == .func || kw == .let || kw == .var || kw == .typealias {
                    advance()
                }
                var name = -1
                if kind == .identifier || kind == .keyword { name = pos; advance() }
                while kind == .period, !nlBefore {
                    advance()
                    if kind == .identifier || kind == .keyword || kind == .operator { advance() }
                }
                finish(.importDecl, m, from: first, name: name, aux: keyword)
            default:
                // `operator`, `precedencegroup`, and what is not understood: skipped.
                skipDeclaration(m, first)
            }
        case .identifier:
            if text(at: pos, is: "actor"), kind(at: pos + 1) == .identifier {
                parseTypeDecl(m, first)
            } else if text(at: pos, is: "macro"), kind(at: pos + 1) == .identifier {
                // `macro name(params) -> T = #externalMacro(…)`: a function declaration with keyword `macro`.
                parseFunction(m, first)
            } else {
                skipDeclaration(m, first)
            }
        default:
            skipDeclaration(m, first)
        }
    }

    /// `= Type` and `where …` after a `typealias` or an `associatedtype`.
    mutating func parseTypeInitializerAndWhere() {
        if kind == .equal {
            let m = mark
            let first = pos
            advance()
            parseType()
            finish(.initializer, m, from: first)
        }
        if kw == .where { parseGenericWhereClause() }
    }

    /// What follows attributes and modifiers and is not understood: up to the
    /// end of the line, with any braces it opens.
    mutating func skipDeclaration(_ m: Int, _ first: Int) {
        while !atEnd {
            let before = pos
            if pos > first, nlBefore { break }
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                if pos == first { advance() }
                break
            }
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.unknown, m, from: first)
    }

    func isOperatorStartingAngle() -> Bool {
        kind == .operator && firstByte == UInt8(ascii: "<")
    }

    mutating func parseGenericParameterClause() {
        let m = mark
        let first = pos
        skipAngles()
        finish(.genericParameterClause, m, from: first)
    }

    mutating func parseGenericWhereClause() {
        let m = mark
        let first = pos
        advance()  // where
        while !atEnd, kind != .leftBrace, kind != .rightBrace, kind != .semicolon {
            let before = pos
            if pos > first + 1, nlBefore, kind != .comma, toks[pos - 1].kind != .comma, toks[pos - 1].kind != .colon, kind != .operator, toks[pos - 1].kind != .operator { break }
            skipBalanced()
            mustAdvance(from: before)
        }
        finish(.genericWhereClause, m, from: first)
    }

    /// Skips `<…>` counting the `<` and `>` in operator tokens (`>>`, `>?`).
    /// Returns false (and moves nowhere) when no closing `>` comes before
    /// something that cannot be in a type.
    @discardableResult
    mutating func skipAngles() -> Bool {
        guard let end = scanAngles(from: pos) else {
            advance()
            return false
        }
        pos = end
        return true
    }

    /// The token after the `>` that closes the `<` at `j`, if what lies between can be types.
    func scanAngles(from j: Int) -> Int? {
        var k = j
        var angle = 0
        var bracket = 0
        var steps = 0
        while k < limit, steps < 512 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .operator:
                var b = t.start
                while b < t.end {
                    let c = p[b]
                    if c == UInt8(ascii: "<") {
                        angle += 1
                    } else if c == UInt8(ascii: ">") {
                        angle -= 1
                        if angle == 0, bracket == 0 {
                            // The rest of the token must be `?`/`!`/`...` only.
                            var r = b + 1
                            while r < t.end, p[r] == UInt8(ascii: "?") || p[r] == UInt8(ascii: "!") || p[r] == UInt8(ascii: ".") { r += 1 }
                            return r == t.end ? k + 1 : nil
                        }
                    } else if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && c != UInt8(ascii: "&") && c != UInt8(ascii: ".") && c != UInt8(ascii: "=") {
                        return nil
                    }
                    b += 1
                }
            case .identifier, .keyword, .period, .comma, .colon, .arrow, .at, .integerLiteral, .equal:
                if t.kind == .keyword {
                    switch t.keyword {
                    case .Any, .Self, .inout, .throws, .rethrows, .where, .`self`, .class, .protocol, .let, .repeat: break
                    default: return nil
                    }
                }
            case .leftParen, .leftBracket: bracket += 1
            case .rightParen, .rightBracket:
                bracket -= 1
                if bracket < 0 { return nil }
            default:
                return nil
            }
            k += 1
        }
        return nil
    }

    mutating func parseInheritance() {
        let m = mark
        let first = pos
        advance()  // :
        while !atEnd {
            let before = pos
            if kind == .leftBrace || kw == .where { break }
            parseType()
            if kind == .comma { advance() } else { break }
            mustAdvance(from: before)
        }
        finish(.inheritanceClause, m, from: first)
    }

    mutating func parseTypeDecl(_ m: Int, _ first: Int) {
        let keyword = pos
        let isExtension = kw == .extension
        advance()
        var name = -1
        if isExtension {
            if kind == .identifier || kind == .keyword { name = pos }
            parseType()
        } else if kind == .identifier || kind == .keyword {
            name = pos
            advance()
        }
        if isOperatorStartingAngle() { parseGenericParameterClause() }
        if kind == .colon { parseInheritance() }
        if kw == .where { parseGenericWhereClause() }
        if kind == .leftBrace {
            let bm = mark
            let bf = pos
            let open = pos
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseMembers()
            (noTrailing, stopAtEqual) = saved
            close(.rightBrace, opener: open)
            finish(.memberBlock, bm, from: bf)
        }
        finish(.typeDecl, m, from: first, name: name, aux: keyword)
    }

    /// Declarations up to `}` (or `#elseif`/`#else`/`#endif`).
    mutating func parseMembers() {
        while !atEnd {
            let before = pos
            switch kind {
            case .rightBrace:
                return
            case .semicolon:
                advance()
            case .poundKeyword:
                let sub = SwiftPound(rawValue: tok.sub) ?? .other
                if sub == .elseif || sub == .else || sub == .endif { return }
                if sub == .if { parseIfConfig(.members) } else { parseStatement() }
            case .keyword where kw == .case:
                let m = mark
                parseEnumCase(m, pos)
            default:
                if tooDeep {
                    skipTooDeep()
                } else if startsDeclaration() {
                    depth += 1
                    parseDeclaration()
                    depth -= 1
                } else {
                    // Not a declaration: read it as a statement (tolerated), or skip it.
                    parseStatement()
                }
            }
            mustAdvance(from: before)
        }
    }
}
