import Testing
@testable import AAFlow

/// The parser, by tree dump: what the file says, statement by statement.
struct ParserTests {
    /// A compact, stable picture of a syntax tree.
    func dump(_ file: FlowFile) -> String {
        var out = "app \(file.app ?? "-")\n"
        for t in file.tasks { out += "task \(t.name) -> \(t.target.name)\n" }
        for l in file.limits { out += "limit \(l.name.rawValue) \(l.value)\n" }
        for scene in file.scenes {
            out += "scene \(scene.kind.rawValue) start=\(scene.start?.name ?? "-")\n"
            for l in scene.limits { out += " limit \(l.name.rawValue) \(l.value)\n" }
            for a in scene.allows { out += " allow \(a.rule) (\(a.reason))\n" }
            for s in scene.screens {
                out += " screen \(s.id.name) title=\(s.title ?? "-") icon=\(s.icon ?? "-") kind=\(s.kind?.rawValue ?? "-") feature=\(s.feature ?? "-")\n"
                for item in s.items {
                    switch item {
                    case .control(let i):
                        let c = s.controls[i]
                        var flags: [String] = []
                        if c.isDestructive { flags.append("destructive") }
                        if c.confirmations > 0 { flags.append("confirm\(c.confirmations)") }
                        if c.isCustom { flags.append("custom") }
                        if c.isSheet { flags.append("sheet") }
                        if let o = c.options { flags.append("options\(o)") }
                        out += "  \(c.type.rawValue) \(c.text ?? "-") icon=\(c.icon ?? "-") -> \(c.target?.name ?? "-") [\(flags.joined(separator: ","))]\n"
                    case .timer(let i):
                        let t = s.timers[i]
                        out += "  after \(t.duration.spelling) -> \(t.target?.name ?? "-")\n"
                    }
                }
                for a in s.allows { out += "  allow \(a.rule) (\(a.reason))\n" }
            }
        }
        return out
    }

    @Test func theSpecExampleParses() {
        let doc = document(specExample)
        #expect(doc.diagnostics.isEmpty)
        #expect(dump(doc.syntax) == """
            app News
            task Read an article -> article
            task Change settings -> settings
            scene standard start=home
             screen home title=News icon=newspaper kind=tabs feature=-
              tab News icon=newspaper -> news []
              tab Breaking icon=bolt -> breaking []
              tab Settings icon=gear -> settings []
             screen news title=News icon=newspaper kind=list feature=-
              row Article icon=doc.text -> article []
             screen breaking title=Breaking icon=bolt kind=list feature=-
              row Article icon=doc.text -> article []
             screen article title=Article icon=doc.text kind=- feature=-
              button Share icon=square.and.arrow.up -> share [sheet]
              button Delete icon=trash -> news [destructive,confirm1]
             screen share title=Share icon=square.and.arrow.up kind=dialog feature=-
              button Copy Link icon=link -> - []
             screen settings title=Settings icon=gear kind=settings feature=-
              toggle Only Breaking news in Assistive Access icon=bolt -> - []
            scene assistive start=news
             screen news title=News icon=newspaper kind=list feature=-
              row Article icon=doc.text -> article []
             screen article title=Article icon=doc.text kind=- feature=-

            """)
    }

    @Test func everyStatementControlFlagAndKind() {
        var text = """
            app "Everything"
            limit depth 3
            limit features 1
            task "T" -> s0
            scene assistive
            limit choices 2
            allow navigation.custom-back "the app's own back button is required here"
            start s0

            """
        for (n, kind) in ScreenKind.allCases.enumerated() {
            text += "screen s\(n) kind \(kind.rawValue) icon i\(n) \"S\(n)\" feature f\(n % 2)\n"
        }
        text += "screen all feature \"Quoted feature\"\n"
        for type in ControlType.allCases {
            text += "  \(type.rawValue) \"\(type.rawValue)\" icon x -> s0 custom sheet\n"
        }
        text += """
              button "Delete" icon trash destructive confirm 2 -> s1
              picker "Colour" icon paintpalette options 8
              button icon trash destructive
              after 3s -> s0
              after 250ms
              allow safety.destructive-action "kept on purpose"

            """
        let doc = document(text)
        #expect(doc.diagnostics.isEmpty, "\(doc.diagnostics.map(\.message))")
        let scene = doc.syntax.scenes[0]
        #expect(doc.syntax.limits.map(\.value) == [3, 1])
        #expect(scene.limits.map(\.name) == [.choices])
        #expect(scene.allows.count == 1)
        #expect(scene.screens.count == ScreenKind.allCases.count + 1)
        #expect(scene.screens.map(\.kind).prefix(ScreenKind.allCases.count).elementsEqual(ScreenKind.allCases.map { $0 }))
        let all = scene.screens.last!
        #expect(all.feature == "Quoted feature")
        #expect(all.controls.count == ControlType.allCases.count + 3)
        #expect(all.controls.prefix(ControlType.allCases.count).allSatisfy { $0.isCustom && $0.isSheet })
        let delete = all.controls[ControlType.allCases.count]
        #expect(delete.isDestructive && delete.confirmations == 2 && delete.target?.name == "s1")
        #expect(all.controls[ControlType.allCases.count + 1].options == 8)
        #expect(all.controls[ControlType.allCases.count + 2].text == nil)
        #expect(all.timers.count == 2 && all.timers[1].target == nil)
        #expect(all.allows.map(\.rule) == ["safety.destructive-action"])
        #expect(doc.scenes[0].limits == Limits(depth: 3, decisions: 1, choices: 2, features: 1).withStatements(doc.scenes[0].limits))
    }

    @Test func statementRangesCoverTheStatementWithoutItsComment() {
        let doc = document("scene assistive\nscreen a \"A # b\" icon a   # note\n  button \"Go\" icon x   \n")
        let screen = doc.scenes[0].screens[0]
        #expect(screen.range == SourceRange(start: .init(line: 2, column: 1), end: .init(line: 2, column: 24)))
        #expect(screen.controls[0].range == SourceRange(start: .init(line: 3, column: 3), end: .init(line: 3, column: 21)))
    }
}

extension Limits {
    /// A copy with the statements of another, to compare values alone.
    func withStatements(_ other: Limits) -> Limits {
        var copy = self
        copy.statements = other.statements
        return copy
    }
}
