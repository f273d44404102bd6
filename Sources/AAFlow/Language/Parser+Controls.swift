// What stands under a screen: controls, and `after` with its duration
// (the grammar is at the top of Parser.swift).

extension Parser {
    /// A control statement. A little over 80 lines: one loop with one case
    /// per attribute, kept together so that the grammar reads in one place.
    mutating func parseControl(_ kw: Token, _ type: ControlType) throws(StatementError) {
        try requireScene(kw, "a control")
        guard hasScreen else {
            report(.controlWithoutScreen, at: lexer.range(of: kw),
                   fix: "add a `screen` statement above it")
            throw StatementError()
        }
        // Its range is the whole statement's, known once it is read.
        var control = ControlDecl(type: type, range: SourceRange(line: 1, column: 1))
        var seen: UInt8 = 0
        var confirmRange: SourceRange?
        var first = true
        func once(_ parser: inout Parser, _ t: Token, _ name: String, _ bit: UInt8) throws(StatementError) {
            guard seen & bit == 0 else {
                throw parser.fail(t, .controlAttributeGivenTwice(name), fix: "keep one")
            }
            seen |= bit
        }
        loop: while true {
            let t = next()
            defer { first = false }
            if Parser.isEndOfStatement(t) {
                giveBack(t)
                break loop
            }
            switch t.kind {
            case .string:
                guard first else {
                    throw fail(t, .controlTextNotFirst,
                               fix: "write it as `\(type.rawValue) \"…\" icon NAME -> ID`")
                }
                control.text = stringValue(t)
            case .arrow:
                try once(&self, t, "->", 1)
                control.target = try expectID("the id of the screen it leads to")
            case .word where matches(t, "icon"):
                try once(&self, t, "icon", 2)
                let icon = try expectIcon()
                control.icon = iconName(icon)
            case .word where matches(t, "destructive"):
                try once(&self, t, "destructive", 4)
                control.isDestructive = true
            case .word where matches(t, "confirm"):
                try once(&self, t, "confirm", 8)
                confirmRange = lexer.range(of: t)
                let n = next()
                if isDigits(n) {
                    control.confirmations = try number(n, "the number of confirmations", minimum: 1,
                                                       maximum: ControlDecl.confirmationBounds.upperBound)
                } else {
                    control.confirmations = 1
                    giveBack(n)
                }
            case .word where matches(t, "custom"):
                try once(&self, t, "custom", 16)
                control.isCustom = true
            case .word where matches(t, "sheet"):
                try once(&self, t, "sheet", 32)
                control.isSheet = true
            case .word where matches(t, "options"):
                try once(&self, t, "options", 64)
                control.options = try expectNumber("the number of options", minimum: ControlDecl.optionBounds.lowerBound,
                                                   maximum: ControlDecl.optionBounds.upperBound)
            case .word:
                let word = text(t)
                let flags = ["icon", "destructive", "confirm", "custom", "sheet", "options"]
                let guess = Suggestion.nearest(to: word, among: flags)
                throw fail(t, .notAControlAttribute(word: word),
                           fix: "a control takes text in quotes, `icon NAME`, `-> ID` and the flags destructive, confirm, custom, sheet, options N", suggestion: guess)
            default:
                throw fail(t, .unexpectedInControl(found: describe(t)))
            }
        }
        control.range = statementRange(kw)
        if let c = confirmRange, !control.isDestructive {
            report(.confirmNotDestructive, at: c,
                   fix: "add `destructive` if the action loses something, or remove `confirm`")
            throw StatementError()
        }
        if !screens.isEmpty {
            openScreen.controls.append(control)
        }
    }

    mutating func parseAfter(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`after`")
        guard hasScreen else {
            report(.afterWithoutScreen, at: lexer.range(of: kw),
                   fix: "add a `screen` statement above it")
            throw StatementError()
        }
        let d = try expectWord("a duration such as 3s or 500ms")
        let duration = try parseDuration(d)
        var target: Reference?
        let t = next()
        if t.kind == .arrow {
            target = try expectID("the id of the screen it moves on to")
        } else {
            giveBack(t)
        }
        try expectEnd()
        let timer = TimerDecl(duration: duration, target: target, range: statementRange(kw))
        if !screens.isEmpty {
            openScreen.timers.append(timer)
        }
    }

    /// `500ms`, `3s`, `1.5s`, `2min`, `1h`: a number greater than zero and a unit.
    mutating func parseDuration(_ t: Token) throws(StatementError) -> Duration {
        if let quick = Parser.wholeDuration(bytes, t) { return quick }
        let text = self.text(t)
        // A word is ASCII: the number is its leading digits and points, the unit the rest.
        var split = t.start
        while split < t.end, (bytes[split] >= UInt8(ascii: "0") && bytes[split] <= UInt8(ascii: "9")) || bytes[split] == UInt8(ascii: ".") {
            split += 1
        }
        let digits = Lexer.text(bytes, Token(kind: .word, start: t.start, end: split))
        let unit = Lexer.text(bytes, Token(kind: .word, start: split, end: t.end))
        let factor: Double?
        switch unit {
        case "ms": factor = 1
        case "s": factor = 1000
        case "min": factor = 60_000
        case "h": factor = 3_600_000
        default: factor = nil
        }
        guard let factor else {
            if unit.isEmpty, !digits.isEmpty {
                // `after 3 s`: the unit went into a word of its own.
                let u = next()
                if u.kind == .word, let written = Parser.unitSpelling(self.text(u)) {
                    throw fail(t, .durationWithSpace,
                               fix: "write `\(digits)\(written)`")
                }
                giveBack(u)
                throw fail(t, .durationWithoutUnit(text), fix: "write `\(digits)s` for seconds, or use ms, min or h")
            }
            if let written = Parser.unitSpelling(unit), !digits.isEmpty {
                throw fail(t, .notAUnit(unit), fix: "write `\(digits)\(written)`")
            }
            throw fail(t, .notADuration(text), fix: "write a number and a unit: 500ms, 3s, 1.5s, 2min or 1h")
        }
        guard let value = Parser.decimal(digits) else {
            if Parser.isDecimalShape(digits) {
                throw fail(t, .durationTooLong(text), fix: "write at most 15 digits before the point; 2min or 1h read better than many seconds")
            }
            throw fail(t, .notADuration(text), fix: "write a number and a unit: 500ms, 3s, 1.5s, 2min or 1h")
        }
        guard value > 0 else {
            throw fail(t, .durationNotPositive, fix: "remove the `after` statement if nothing happens by itself")
        }
        return Duration(milliseconds: value * factor, spelling: text)
    }

    /// The common duration, a whole number of a unit (`3s`, `500ms`, `2min`,
    /// `1h`), read on the bytes: what `parseDuration` makes of it, without
    /// the strings it builds to tell a mistake. Nil for anything else
    /// (a point, no digits, a zero, more than 15 digits, another unit).
    static func wholeDuration(_ bytes: UnsafeBufferPointer<UInt8>, _ t: Token) -> Duration? {
        var i = t.start
        var value = 0
        while i < t.end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), i - t.start < 15 {
            value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            i += 1
        }
        guard i > t.start, value > 0 else { return nil }
        let factor: Double
        switch t.end - i {
        case 1 where bytes[i] == UInt8(ascii: "s"): factor = 1000
        case 1 where bytes[i] == UInt8(ascii: "h"): factor = 3_600_000
        case 2 where bytes[i] == UInt8(ascii: "m") && bytes[i + 1] == UInt8(ascii: "s"): factor = 1
        case 3 where bytes[i] == UInt8(ascii: "m") && bytes[i + 1] == UInt8(ascii: "i") && bytes[i + 2] == UInt8(ascii: "n"):
            factor = 60_000
        default: return nil
        }
        return Duration(milliseconds: Double(value) * factor, spelling: Lexer.text(bytes, t))
    }

    /// The unit of the language that a unit as people write it means: `sec`
    /// and `seconds` are `s`, `m` and `minutes` are `min`.
    static func unitSpelling(_ word: String) -> String? {
        switch word.lowercased() {
        case "ms", "msec", "millisecond", "milliseconds": return "ms"
        case "s", "sec", "secs", "second", "seconds": return "s"
        case "m", "min", "mins", "minute", "minutes": return "min"
        case "h", "hr", "hrs", "hour", "hours": return "h"
        default: return nil
        }
    }

    /// Digits with at most one point inside: a number, however long.
    static func isDecimalShape(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty }
    }

    /// A decimal number of the form `12` or `1.5` (no sign, no exponent).
    static func decimal(_ s: String) -> Double? {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ !$0.isEmpty }),
              parts.count == 1 || parts[0].count <= 15 else { return nil }
        guard parts[0].count <= 15 else { return nil }
        return Double(s)
    }
}
