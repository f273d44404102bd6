import Testing
@testable import AAFlow

@Suite struct NavigationRulesTests {
    /// home → a → b → c → d → e → f (depth 6), and home → x → y → z → w → v (depth 5).
    static let deep = """
        scene assistive
        screen home "Home" icon house kind list
          row "A" icon a.circle -> a
          link "X" icon x.circle -> x
        screen a "A" icon a.circle
          button "B" icon b.circle -> b
        screen b "B" icon b.circle
          button "C" icon c.circle -> c
        screen c "C" icon c.circle
          button "D" icon d.circle -> d
        screen d "D" icon d.circle
          button "E" icon e.circle -> e
          back "Back" -> home
        ↓screen e "E" icon e.circle
          button "F" icon f.circle -> f
        screen f "F" icon f.circle
        screen x "X" icon x.circle
          button "Y" icon y.circle -> y
        screen y "Y" icon y.circle
          button "Z" icon z.circle -> z
        screen z "Z" icon z.circle
          button "W" icon w.circle -> w
        screen w "W" icon w.circle
          button "V" icon v.circle -> v
        ↓screen v "V" icon v.circle
        """

    @Test func eachBranchIsReportedOnceAtTheFirstScreenPastTheLimit() throws {
        expectFindings("navigation.too-deep", Self.deep)
        let graph = try scene(RuleExample(Self.deep).text)
        let branches = TooDeepRule.branches(graph, limit: 4)
        #expect(branches.map { graph.screens[$0.screen].id.name } == ["e", "v"])
        #expect(branches.map(\.below) == [1, 0])
        #expect(branches[0].path.map { graph.screens[$0].id.name } == ["home", "a", "b", "c", "d", "e"])
    }

    @Test func aScreenReachedThroughTwoBranchesIsCountedOnce() throws {
        let graph = try scene("""
            scene assistive
            screen s "S" icon house
              button "A" icon a.circle -> a
              button "B" icon b.circle -> b
            screen a "A" icon a.circle
              button "C" icon c.circle -> c
            screen b "B" icon b.circle
              button "C" icon c.circle -> c
            screen c "C" icon c.circle
              button "D" icon d.circle -> d
            screen d "D" icon d.circle
            """)
        let branches = TooDeepRule.branches(graph, limit: 0)
        #expect(branches.map(\.screen) == [1, 2])
        #expect(branches.map(\.below) == [2, 0])
    }

    @Test func theSceneLimitWinsOverTheFileLimit() {
        expectFindings("navigation.too-deep", """
            limit depth 0
            scene assistive
            limit depth 1
            screen home "Home" icon house
              button "A" icon a.circle -> a
            screen a "A" icon a.circle
              button "B" icon b.circle -> b
            ↓screen b "B" icon b.circle
            """)
    }

    @Test func decisionsCountInputsAndAChoiceOfAction() {
        expectFindings("navigation.multiple-decisions", """
            scene assistive
            screen camera "Camera" icon camera
              button "Take Photo" icon camera -> photo
              back "Back"
            ↓screen photo "Photo" icon photo
              toggle "Favourite" icon heart
              button "Share" icon square.and.arrow.up
              button "Print" icon printer
            ↓screen list "List" icon list.bullet kind list
              row "Item" icon doc -> photo
              toggle "Show All" icon eye
            """)
    }

    @Test func aHigherDecisionLimitAllowsMore() {
        expectFindings("navigation.multiple-decisions", """
            scene assistive
            limit decisions 2
            screen canvas "Canvas" icon scribble kind canvas
              picker "Colour" icon paintpalette options 6
              button "Undo" icon arrow.uturn.backward
              button "Done" icon checkmark
            """)
    }

    @Test func choicesCountRowsOnceAndBackNotAtAll() {
        expectFindings("navigation.too-many-choices", """
            scene assistive
            limit choices 2
            screen home "Home" icon house kind list
              row "Contact" icon person -> home
              button "Call" icon phone
              back "Back"
            ↓screen busy "Busy" icon tray.full
              button "One" icon 1.circle
              button "Two" icon 2.circle
              toggle "Three" icon 3.circle
            """)
    }

    @Test func aSplitViewIsAnErrorEvenWhenUnreachable() {
        expectFindings("navigation.split-view", """
            scene assistive
            screen home "Home" icon house
            ↓screen library "Library" icon books.vertical kind split
            """)
    }

    @Test func navigationRulesDoNotRunInTheStandardScene() {
        let flow = """
            scene standard
            limit depth 0
            limit choices 0
            screen home kind split
              back "Back"
              button "A" -> a
              toggle "B"
            screen a "A"
            """
        for id in ["navigation.too-deep", "navigation.too-many-choices", "navigation.multiple-decisions",
                   "navigation.custom-back", "navigation.split-view", "representation.missing-title",
                   "representation.missing-icon", "representation.missing-navigation-icon"] {
            expectFindings(id, flow)
        }
    }
}
