import Testing
@testable import AAFlow

@Suite struct StructureRulesTests {
    @Test func aCutOffBranchIsOneFinding() throws {
        let flow = """
            scene assistive
            screen home "Home" icon house
            ↓screen lost "Lost" icon questionmark
              button "On" icon arrow.right -> lost2
              button "Home" icon house -> home
            screen lost2 "Lost 2" icon questionmark
              button "On" icon arrow.right -> lost3
            screen lost3 "Lost 3" icon questionmark
            """
        expectFindings("structure.unreachable-screen", flow)
        let graph = try scene(RuleExample(flow).text)
        let branches = UnreachableScreenRule.branches(graph)
        #expect(branches.map(\.head) == [1])
        #expect(branches.map(\.more) == [2], "the reachable home screen is not counted")
    }

    @Test func aLoopThatNothingLeadsIntoStartsAtItsFirstScreen() throws {
        let flow = """
            scene assistive
            screen home "Home" icon house
            screen fed "Fed" icon arrow.down
            ↓screen a "A" icon a.circle
              button "B" icon b.circle -> b
            screen b "B" icon b.circle
              button "A" icon a.circle -> a
              button "Fed" icon arrow.down -> fed
            ↓screen alone "Alone" icon circle
            """
        expectFindings("structure.unreachable-screen", flow)
        let graph = try scene(RuleExample(flow).text)
        #expect(UnreachableScreenRule.branches(graph).map(\.more) == [2, 0])
    }

    @Test func backControlsDoNotReach() {
        expectFindings("structure.unreachable-screen", """
            scene assistive
            screen home "Home" icon house
              back "Back" -> secret
            ↓screen secret "Secret" icon lock
            """)
    }

    @Test func itRunsInBothScenes() {
        expectFindings("structure.unreachable-screen", """
            scene standard
            screen home "Home" icon house
            ↓screen lost "Lost" icon questionmark

            scene assistive
            screen home "Home" icon house
            ↓screen lost "Lost" icon questionmark
            """)
    }
}
