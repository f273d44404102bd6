import Testing
@testable import AAFlow
@testable import AAFlowSwiftUI

/// Drift between a written flow and the flow read from code.
struct DriftTests {
    func graphs(_ text: String) -> [SceneGraph] {
        let doc = FlowDocument(SourceFile(path: "test.flow", text: text), ruleIDs: RuleCatalog.ids)
        #expect(doc.diagnostics.isEmpty, "\(doc.diagnostics.map(\.message))")
        return doc.scenes
    }

    /// `photo-detail` -> `PhotoDetailView`, as scaffold names types.
    static func typeName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "View"
    }

    @Test func screensAndTransitionsOnEitherSide() {
        let flow = graphs("""
            scene assistive
            screen home "Home" icon house
              button "Photos" icon photo -> photo-detail
              button "Help" icon questionmark -> help
            screen photo-detail "Photo" icon photo
              button "Back home" icon house -> home
            screen help "Help" icon questionmark
            """)
        let code = graphs("""
            scene assistive
            screen HomeView "Home" icon house
              button "Photos" icon photo -> PhotoDetailView
              button "Settings" icon gear -> SettingsView
            screen PhotoDetailView "Photo" icon photo
            screen SettingsView "Settings" icon gear
              button "Photo" icon photo -> PhotoDetailView
            """)
        let found = Drift.check(designed: flow, code: code, typeName: Self.typeName)
        #expect(found.map { "\($0.id)@\($0.range.start.line) \($0.screen ?? "")" } == [
            "drift.missing-screen@7 help",
            "drift.extra-screen@6 SettingsView",
            "drift.missing-transition@6 photo-detail",
        ])
        // SettingsView's arrow is not a transition of its own: the screen is the drift.
        #expect(found.allSatisfy { $0.severity == .warning && $0.scene == .assistive })
        #expect(found[2].message(as: Drift.Message.self)
                == .missingTransition(from: "photo-detail", to: "home", by: .control("Back home")))
    }

    @Test func noDriftWhenTheyAgreeAndSceneKindsOnlyOneSideHasAreLeftOut() {
        let flow = graphs("""
            scene standard
            screen list "List" icon list.bullet
            scene assistive
            screen home "Home" icon house
              button "Next" icon arrow.right -> next
            screen next "Next" icon arrow.right
            """)
        let code = graphs("""
            scene assistive
            screen home "Home" icon house
              button "Go on" icon arrow.right -> next
            screen next "Next" icon arrow.right
            """)
        #expect(Drift.check(designed: flow, code: code).isEmpty)
    }
}
