// The `screen` statement and its attributes (the grammar is at the top of Parser.swift).

extension Parser {
    mutating func parseScreen(_ kw: Token) throws(StatementError) {
        let expectedControls = ahead.nextScreen()
        try requireScene(kw, "`screen`")
        let first = next()
        if first.kind == .string {
            // `screen "Home" home`: the title came before the id.
            let title = stringValue(first)
            let after = next()
            let fix = after.kind == .word
                ? "write the id first, then the title: `screen \(text(after)) \"\(title)\"`"
                : "give the screen an id first, then its title: `screen home \"\(title)\"`"
            giveBack(after)
            throw fail(first, .idBeforeTitle, fix: fix)
        }
        giveBack(first)
        let id = try expectID("the screen's id")
        // The screen is declared even when one of its attributes is wrong.
        screens.append(ScreenDecl(id: id, range: id.range))
        if expectedControls > 0 { openScreen.controls.reserveCapacity(expectedControls) }
        var failure: StatementError?
        do {
            try parseScreenAttributes()
        } catch {
            failure = error
        }
        let range = statementRange(kw)
        openScreen.range = range
        if case .dropped = slot {} else { hasScreen = true }
        if let failure { throw failure }
    }

    /// The attributes of the screen just declared (`openScreen`).
    mutating func parseScreenAttributes() throws(StatementError) {
        var seen: UInt8 = 0
        func once(_ parser: inout Parser, _ t: Token, _ name: String, _ bit: UInt8) throws(StatementError) {
            guard seen & bit == 0 else {
                throw parser.fail(t, .screenAttributeGivenTwice(name), fix: "keep one")
            }
            seen |= bit
        }
        while true {
            let t = next()
            if Parser.isEndOfStatement(t) {
                giveBack(t)
                return
            }
            if t.kind == .string {
                try once(&self, t, "title", 1)
                let title = stringValue(t)
                openScreen.title = title
                continue
            }
            guard t.kind == .word else {
                throw fail(t, .unexpectedInScreen(found: describe(t)),
                           fix: "a screen takes a title in quotes, `icon NAME`, `kind KIND` and `feature NAME`")
            }
            if matches(t, "icon") {
                try once(&self, t, "icon", 2)
                let icon = try expectIcon()
                let name = iconName(icon)
                openScreen.icon = name
            } else if matches(t, "kind") {
                try once(&self, t, "kind", 4)
                let k = try expectWord("a screen kind after `kind`")
                guard let kind = screenKind(k) else {
                    let valid = ScreenKind.allCases.map(\.rawValue)
                    let guess = Suggestion.nearest(to: text(k), among: valid)
                    throw fail(k, .notAScreenKind(word: text(k), kinds: valid),
                               fix: "leave `kind` out for a plain screen", suggestion: guess)
                }
                openScreen.kind = kind
            } else if matches(t, "for") {
                try once(&self, t, "counterpart (`for`)", 16)
                let counterpart = try expectID("the id of the screen of the other scene after `for`")
                openScreen.counterpart = counterpart
            } else if matches(t, "feature") {
                try once(&self, t, "feature", 8)
                let f = next()
                switch f.kind {
                case .word:
                    let feature = text(f)
                    openScreen.feature = feature
                case .string:
                    let feature = stringValue(f)
                    openScreen.feature = feature
                default: throw fail(f, .expectedFeature(found: describe(f)))
                }
            } else {
                let word = text(t)
                let guess = Suggestion.nearest(to: word, among: ["icon", "kind", "feature"])
                throw fail(t, .notAScreenAttribute(word: word),
                           fix: "a screen takes a title in quotes, `icon NAME`, `kind KIND`, `feature NAME` and `for ID`", suggestion: guess)
            }
        }
    }
}
