// The statements of the file and of a scene as a whole: app, task, entry,
// limit, scene, start and allow (the grammar is at the top of Parser.swift).

extension Parser {
    // MARK: File and scene statements

    mutating func parseApp(_ kw: Token) throws(StatementError) {
        try requireFileScope(kw, "`app`")
        let keywordRange = lexer.range(of: kw)
        let (name, _) = try expectString("the app's name")
        try expectEnd()
        let range = statementRange(kw)
        if let line = appLine {
            report(.appGivenTwice(firstLine: line), at: keywordRange,
                   fix: "keep one `app` statement")
            return
        }
        appLine = range.start.line
        file.app = name
    }

    /// Before the first scene, a task of the file; inside a scene, that
    /// scene's screen for the task of the same name (language 1.1).
    mutating func parseTask(_ kw: Token) throws(StatementError) {
        let (name, _) = try expectString("the task's name")
        let target = try expectArrowAndID("the screen where the task is done")
        try expectEnd()
        let range = statementRange(kw)
        if hasSeenScene {
            withScene { $0.tasks.append(TaskDecl(name: name, target: target, range: range, isSceneLevel: true)) }
        } else {
            file.tasks.append(TaskDecl(name: name, target: target, range: range))
        }
    }

    /// `entry ID STRING`: a screen the system opens directly (language 1.1).
    mutating func parseEntry(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`entry`")
        let target = try expectID("the id of the screen the system opens")
        let r = next()
        guard r.kind == .string else {
            throw fail(r, .entryNeedsLabel,
                       fix: "for example: entry \(target.name) \"a notification\"")
        }
        let label = stringValue(r)
        guard label.contains(where: { !$0.isWhitespace }) else {
            throw fail(r, .entryLabelEmpty,
                       fix: "say what opens it: \"a notification\", \"the widget\", \"a link\"")
        }
        try expectEnd()
        let decl = EntryDecl(target: target, label: label, range: statementRange(kw))
        withScene { $0.entries.append(decl) }
    }

    mutating func parseLimit(_ kw: Token) throws(StatementError) {
        let nameToken = try expectWord("a limit name (depth, decisions, choices or features)")
        guard let name = LimitName(rawValue: text(nameToken)) else {
            let word = text(nameToken)
            let guess = Suggestion.nearest(to: word, among: LimitName.allCases.map(\.rawValue))
            throw fail(nameToken, .notALimit(word: word), suggestion: guess)
        }
        let value = try expectNumber("`limit \(name.rawValue)`", minimum: name.minimum)
        try expectEnd()
        let range = statementRange(kw)
        let decl = LimitDecl(name: name, value: value, range: range)
        if hasSeenScene {
            if let line = sceneLimitLines[name] {
                report(.limitGivenTwice(name, firstLine: line, inScene: true),
                       at: range, fix: "keep one of the two")
                return
            }
            sceneLimitLines[name] = range.start.line
            withScene { $0.limits.append(decl) }
        } else {
            if let line = fileLimitLines[name] {
                report(.limitGivenTwice(name, firstLine: line, inScene: false),
                       at: range, fix: "keep one of the two")
                return
            }
            fileLimitLines[name] = range.start.line
            file.limits.append(decl)
        }
    }

    mutating func parseScene(_ kw: Token) throws(StatementError) {
        closeScene()
        let expectedScreens = ahead.nextScene()
        // Whatever follows belongs to a new scene, even when this line is wrong.
        slot = .dropped
        droppedScene = SceneDecl(kind: .standard, range: lexer.range(of: kw))
        hasScreen = true  // statements of a broken scene are dropped quietly
        sceneLimitLines = [:]
        startLine = nil
        let t = try expectWord("`standard` or `assistive`")
        guard let kind = SceneKind(rawValue: text(t)) else {
            let guess = Suggestion.nearest(to: text(t), among: SceneKind.allCases.map(\.rawValue))
            throw fail(t, .notASceneKind(word: text(t)), suggestion: guess)
        }
        try expectEnd()
        let range = statementRange(kw)
        if let first = file.scenes.first(where: { $0.kind == kind }) {
            report(.duplicateScene(kind), at: range,
                   fix: "a file holds at most one scene of each kind; merge the two, or move one to its own file",
                   notes: [.init(Message.firstScene(kind), at: first.range)])
            return
        }
        file.scenes.append(SceneDecl(kind: kind, range: range))
        slot = .scene(file.scenes.count - 1)
        hasScreen = false
        screens.reserveCapacity(expectedScreens)
    }

    mutating func parseStart(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`start`")
        let keywordRange = lexer.range(of: kw)
        let target = try expectID("the id of the first screen")
        try expectEnd()
        if let line = startLine {
            report(.startGivenTwice(firstLine: line), at: keywordRange,
                   fix: "keep one `start` statement per scene")
            return
        }
        startLine = target.range.start.line
        withScene { $0.start = target }
    }

    mutating func parseAllow(_ kw: Token) throws(StatementError) {
        try requireScene(kw, "`allow`")
        let rule = try expectWord("a rule id such as navigation.too-deep")
        let ruleRange = lexer.range(of: rule)
        let r = next()
        guard r.kind == .string else {
            throw fail(r, .allowNeedsReason,
                       fix: "say why, for example: allow \(text(rule)) \"the person's carer asked for it\"")
        }
        let reason = stringValue(r)
        guard reason.contains(where: { !$0.isWhitespace }) else {
            throw fail(r, .allowReasonEmpty, fix: "say why the finding is accepted")
        }
        try expectEnd()
        let decl = AllowDecl(rule: text(rule), reason: reason, range: statementRange(kw), ruleRange: ruleRange)
        if hasScreen && !screens.isEmpty {
            openScreen.allows.append(decl)
        } else {
            withScene { $0.allows.append(decl) }
        }
    }
}
