// The Swift reader: expressions: operators, postfix chains, calls, literals, key paths.
// (`Parser.swift` holds the grammar and the core they share.)

extension ParserCore {
    // MARK: Expressions

    mutating func parseExpr() {
        if tooDeep { skipTooDeep(); return }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        guard parseUnary() else { return }
        var elements = 1
        while !atEnd {
            let before = pos
            switch kind {
            case .operator:
                let fixity = tok.fixity
                if fixity != .binary { break }
                if tok.end - tok.start == 1, firstByte == UInt8(ascii: "?") {
                    // Ternary: `? middle :`
                    let tm = mark
                    let tf = pos
                    advance()
                    let saved = stopAtEqual
                    stopAtEqual = false
                    parseExpr()
                    stopAtEqual = saved
                    if kind == .colon { advance() }
                    finish(.ternary, tm, from: tf)
                } else {
                    leaf(.binaryOperator, name: pos)
                }
                elements += 1
                if !parseUnary() { break }
                elements += 1
                mustAdvance(from: before)
                continue
            case .equal:
                if stopAtEqual { break }
                leaf(.binaryOperator, name: pos)
                elements += 1
                if !parseUnary() { break }
                elements += 1
                mustAdvance(from: before)
                continue
            case .keyword:
                if kw == .as || kw == .is {
                    let cm = mark
                    let cf = pos
                    var flags: SwiftNodeFlags = []
                    advance()
                    if cf < limit, toks[cf].keyword == .as, kind == .operator, !spaceBefore {
                        if firstByte == UInt8(ascii: "?") { flags = .optionalCast; advance() } else if firstByte == UInt8(ascii: "!") { flags = .forcedCast; advance() }
                    }
                    parseType()
                    finish(.cast, cm, from: cf, aux: cf, flags: flags.rawValue)
                    elements += 1
                    mustAdvance(from: before)
                    continue
                }
            default:
                break
            }
            break
        }
        if elements > 1 {
            finish(.binarySequence, m, from: firstToken(ofStackAt: m))
        }
    }

    /// `try`, `await`, prefix operators, then a postfix expression. Pushes
    /// one node and returns true, or pushes nothing.
    @discardableResult
    mutating func parseUnary() -> Bool {
        switch kind {
        case .keyword where kw == .try:
            let m = mark
            let first = pos
            advance()
            var flags: SwiftNodeFlags = []
            if kind == .operator, !spaceBefore, tok.end - tok.start == 1 {
                if firstByte == UInt8(ascii: "?") { flags = .optionalTry; advance() } else if firstByte == UInt8(ascii: "!") { flags = .forcedTry; advance() }
            }
            parseExpr()
            finish(.tryExpr, m, from: first, aux: first, flags: flags.rawValue)
            return true
        case .keyword where kw == .await:
            let m = mark
            let first = pos
            advance()
            parseExpr()
            finish(.awaitExpr, m, from: first, aux: first)
            return true
        case .identifier:
            // Contextual words before an expression: `consume x`, `copy x`, `each x`.
            if (isIdentifier("consume") || isIdentifier("copy") || isIdentifier("unsafe") || isIdentifier("each")
                || isIdentifier("any") || isIdentifier("some")),
               pos + 1 < limit, !toks[pos + 1].flags.contains(.newlineBefore),
               kind(at: pos + 1) == .identifier || kind(at: pos + 1) == .keyword {
                return parseWordPrefix()
            }
        case .keyword where kw == .repeat:
            // `repeat each x` (a pack expansion) in an expression.
            if pos + 1 < limit, !toks[pos + 1].flags.contains(.newlineBefore), kind(at: pos + 1) == .identifier {
                return parseWordPrefix()
            }
        case .operator where tok.fixity == .prefix:
            return parsePrefixed(alone: .operatorReference)
        default:
            break
        }
        return parsePostfix()
    }

    /// A word used as a prefix (`repeat`, `each`, `consume`): a `prefixOperator` named by it.
    mutating func parseWordPrefix() -> Bool {
        parsePrefixed(alone: .identifier)
    }

    /// A prefix (an operator, or a word) and the expression it applies to: a
    /// `prefixOperator` named by it; with nothing after it, the prefix alone
    /// as a node of kind `alone` (`(-)`, a variable named `each`).
    mutating func parsePrefixed(alone: SwiftNodeKind) -> Bool {
        if tooDeep { skipTooDeep(); return true }
        depth += 1
        defer { depth -= 1 }
        let m = mark
        let first = pos
        advance()
        if !parseUnary() {
            finish(alone, m, from: first, name: first)
            return true
        }
        finish(.prefixOperator, m, from: first, name: first)
        return true
    }

    mutating func parsePostfix() -> Bool {
        let m = mark
        guard parsePrimary() else { return false }
        parsePostfixOps(m)
        return true
    }

    /// The `.member`, calls, subscripts, trailing closures and postfix
    /// operators after the node pushed at `m`.
    mutating func parsePostfixOps(_ m: Int) {
        while !atEnd {
            let before = pos
            switch kind {
            case .period:
                let next = kind(at: pos + 1)
                guard next == .identifier || next == .keyword || next == .integerLiteral else { return }
                let first = firstToken(ofStackAt: m)
                pos += 1
                let name = pos
                advance()
                if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) { pos = end }
                finish(.memberAccess, m, from: first, name: name)
            case .leftParen:
                if nlBefore { return }
                let first = firstToken(ofStackAt: m)
                let open = pos
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .rightParen)
                (noTrailing, stopAtEqual) = saved
                close(.rightParen, opener: open)
                parseTrailingClosures()
                finish(.call, m, from: first)
            case .leftBracket:
                if nlBefore { return }
                let first = firstToken(ofStackAt: m)
                let open = pos
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .rightBracket)
                (noTrailing, stopAtEqual) = saved
                close(.rightBracket, opener: open)
                finish(.subscriptCall, m, from: first)
            case .leftBrace:
                guard isTrailingClosureHere(forBinding: false) else { return }
                let first = firstToken(ofStackAt: m)
                parseTrailingClosures()
                finish(.call, m, from: first)
            case .operator:
                guard tok.fixity == .postfix else { return }
                let first = firstToken(ofStackAt: m)
                if tok.end - tok.start == 1, firstByte == UInt8(ascii: "!") {
                    advance()
                    finish(.forceUnwrap, m, from: first)
                } else if tok.end - tok.start == 1, firstByte == UInt8(ascii: "?") {
                    advance()
                    finish(.optionalChain, m, from: first)
                } else {
                    let name = pos
                    advance()
                    finish(.postfixOperator, m, from: first, name: name)
                }
            case .poundKeyword:
                guard nlBefore, isPostfixIfConfig() else { return }
                parsePostfixIfConfig(m)
            default:
                return
            }
            mustAdvance(from: before)
        }
    }

    /// Whether the `{` here is a trailing closure of what comes before.
    func isTrailingClosureHere(forBinding: Bool) -> Bool {
        guard kind == .leftBrace, !noTrailing else { return false }
        if opensAccessors(at: pos) { return false }
        if forBinding {
            // After `var x: T = value`, a `{` on the line is a trailing closure only if the value can take one.
            return false
        }
        return true
    }

    /// A trailing closure and labelled ones after it: arguments with flag `trailingClosure`.
    mutating func parseTrailingClosures() {
        guard isTrailingClosureHere(forBinding: false) else { return }
        let m = mark
        let first = pos
        parseClosure()
        finish(.argument, m, from: first, flags: SwiftNodeFlags.trailingClosure.rawValue)
        // `label: { … }`, on the same line as the `}` or the next.
        while !atEnd {
            let before = pos
            guard kind == .identifier || (kind == .keyword && kw != .case && kw != .default),
                  kind(at: pos + 1) == .colon, kind(at: pos + 2) == .leftBrace else { return }
            let lm = mark
            let lf = pos
            let label = pos
            pos += 2
            parseClosure()
            finish(.argument, lm, from: lf, name: label, flags: SwiftNodeFlags.trailingClosure.rawValue)
            mustAdvance(from: before)
        }
    }

    /// Arguments up to `closer` (not consumed): `[label:] expression, …`.
    mutating func parseArguments(until closer: SwiftTokenKind) {
        while !atEnd, kind != closer {
            let before = pos
            let m = mark
            let first = pos
            var label = -1
            if (kind == .identifier || kind == .keyword), kind(at: pos + 1) == .colon {
                label = pos
                pos += 2
            }
            if startsExpression() { parseExpr() }
            finish(.argument, m, from: first, name: label)
            if kind == .comma {
                advance()
            } else if kind != closer {
                // Not understood: skip to the next `,` or the closer; a `}` ends the list.
                if kind == .rightBrace || kind == .rightParen || kind == .rightBracket || kind == .interpolationClose
                    || kind == .stringClose || kind == .error { return }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
    }

    /// Whether generic arguments ending before `j` are followed by what can follow them.
    func isAfterGenericArguments(_ j: Int) -> Bool {
        guard j <= limit else { return false }
        switch kind(at: j) {
        case .leftParen, .period, .rightParen, .rightBracket, .comma, .colon, .semicolon, .end, .rightBrace, .equal:
            return true
        case .leftBrace:
            return true
        case .operator:
            return toks[j].fixity == .postfix || toks[j].fixity == .binary
        default:
            return toks[j].flags.contains(.newlineBefore)
        }
    }

    /// One primary expression; pushes one node and returns true, or nothing and false.
    ///
    /// Longer than most: one `switch` over the token that starts a primary
    /// expression, with a short arm per form, so that the grammar reads in
    /// one place as the header of Parser.swift writes it.
    mutating func parsePrimary() -> Bool {
        let m = mark
        let first = pos
        switch kind {
        case .identifier:
            advance()
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) {
                pos = end
            }
            finish(.identifier, m, from: first, name: first)
        case .keyword:
            switch kw {
            case .`self`, .Self, .super, .Any, .`init`, .open, .internal, .borrowing, .consuming, .nonisolated:
                advance()
                finish(.identifier, m, from: first, name: first)
            case .true, .false:
                leaf(.booleanLiteral, name: first)
            case .nil:
                leaf(.nilLiteral, name: first)
            case .underscore:
                leaf(.wildcard, name: first)
            case .if:
                parseIf()
            case .switch:
                parseSwitch()
            case .do:
                parseDo()
            case .let, .var:
                advance()
                parseUnary()
                finish(.bindingPattern, m, from: first, aux: first)
            case .is:
                advance()
                parseType()
                finish(.cast, m, from: first, aux: first)
            case .try, .await:
                return parseUnary()
            default:
                return false
            }
        case .integerLiteral:
            leaf(.integerLiteral, name: first)
        case .floatLiteral:
            leaf(.floatLiteral, name: first)
        case .regexLiteral:
            leaf(.regexLiteral, name: first)
        case .stringOpen:
            parseString()
        case .period:
            let next = kind(at: pos + 1)
            guard next == .identifier || next == .keyword else {
                return false
            }
            pos += 1
            let name = pos
            advance()
            if isOperatorStartingAngle(), !spaceBefore, let end = scanAngles(from: pos), isAfterGenericArguments(end) { pos = end }
            finish(.implicitMember, m, from: first, name: name)
        case .leftParen:
            let open = pos
            advance()
            let saved = (noTrailing, stopAtEqual)
            (noTrailing, stopAtEqual) = (false, false)
            parseArguments(until: .rightParen)
            (noTrailing, stopAtEqual) = saved
            close(.rightParen, opener: open)
            finish(.tuple, m, from: first)
        case .leftBracket:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .poundKeyword:
            let sub = SwiftPound(rawValue: tok.sub) ?? .other
            if sub == .if || sub == .elseif || sub == .else || sub == .endif { return false }
            if sub == .available || sub == .unavailable {
                // `#available(iOS 17, *)`: platform versions, not expressions; kept as text.
                advance()
                if kind == .leftParen, !spaceBefore { skipBalanced() }
                finish(.macroExpansion, m, from: first, name: first)
                return true
            }
            leaf(.macroExpansion, name: first)
        case .operator:
            // An operator as a value: `reduce(0, +)`.
            leaf(.operatorReference, name: first)
        case .error:
            let e = tok.error
            if e == .unterminatedString || e == .unterminatedInterpolation { return false }
            leaf(.unknown)
        default:
            return false
        }
        return true
    }

    mutating func parseString() {
        let m = mark
        let first = pos
        var flags: SwiftNodeFlags = []
        if tok.flags.contains(.multiline) { flags.insert(.multiline) }
        if tok.sub > 0 { flags.insert(.raw) }
        advance()  // the opening delimiter
        while !atEnd {
            let before = pos
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                flags.insert(.interpolated)
                advance()
                let saved = (noTrailing, stopAtEqual)
                (noTrailing, stopAtEqual) = (false, false)
                parseArguments(until: .interpolationClose)
                (noTrailing, stopAtEqual) = saved
                // Skip anything left up to the `)` of the interpolation.
                while !atEnd, kind != .interpolationClose, kind != .stringClose {
                    if kind == .error, tok.error == .unterminatedString || tok.error == .unterminatedInterpolation { break }
                    let b = pos
                    skipBalanced()
                    mustAdvance(from: b)
                }
                if kind == .interpolationClose { advance() }
            case .stringClose:
                advance()
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            case .error:
                advance()  // an unterminated string
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            default:
                finish(.stringLiteral, m, from: first, flags: flags.rawValue)
                return
            }
            mustAdvance(from: before)
        }
        finish(.stringLiteral, m, from: first, flags: flags.rawValue)
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollection() {
        let m = mark
        let first = pos
        let open = pos
        advance()  // [
        let saved = (noTrailing, stopAtEqual)
        (noTrailing, stopAtEqual) = (false, false)
        defer { (noTrailing, stopAtEqual) = saved }
        if kind == .colon, kind(at: pos + 1) == .rightBracket {
            pos += 1
            close(.rightBracket, opener: open)
            finish(.dictionaryLiteral, m, from: first)
            return
        }
        var isDictionary = false
        while !atEnd, kind != .rightBracket {
            let before = pos
            let em = mark
            let ef = pos
            if startsExpression() { parseExpr() }
            if kind == .colon {
                isDictionary = true
                advance()
                parseExpr()
                finish(.dictionaryElement, em, from: ef)
            }
            if kind == .comma {
                advance()
            } else if kind != .rightBracket {
                if kind == .rightBrace || kind == .rightParen || kind == .interpolationClose || kind == .error { break }
                skipUnknown()
                if kind == .comma { advance() }
            }
            mustAdvance(from: before)
        }
        close(.rightBracket, opener: open)
        finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, m, from: first)
    }

    /// `\Root.path?.to[0]!` (read as written).
    mutating func parseKeyPath() {
        let m = mark
        let first = pos
        advance()  // \
        if kind == .identifier || (kind == .keyword && (kw == .Self || kw == .`self`)) {
            advance()
            if isOperatorStartingAngle(), !spaceBefore { skipAngles() }
        }
        while !atEnd {
            let before = pos
            if kind == .period, !spaceBefore || pos == first + 1 {
                advance()
                if kind == .identifier || kind == .keyword || kind == .integerLiteral { advance() } else if kind == .leftBracket { skipBalanced() }
            } else if kind == .leftBracket, !spaceBefore {
                skipBalanced()
            } else if kind == .operator, !spaceBefore, tok.fixity == .postfix, firstByte == UInt8(ascii: "?") || firstByte == UInt8(ascii: "!") {
                advance()
            } else {
                break
            }
            mustAdvance(from: before)
        }
        finish(.keyPath, m, from: first)
    }
}
