import Testing
@testable import AAFlow

@Suite struct ControlRulesTests {
    @Test func aCustomBackOrGestureIsLeftToItsOwnRule() {
        let flow = """
            scene assistive
            screen home "Home" icon house
              button "Photos" icon photo -> photos
            screen photos "Photos" icon photo
            ↓  button "Share" icon square.and.arrow.up custom
              back "Back" icon chevron.left custom
              gesture "Swipe" icon hand.draw custom -> home
            """
        expectFindings("controls.custom-control", flow)
        expectFindings("navigation.custom-back", flow.replacingOccurrences(of: "↓", with: "")
            .replacingOccurrences(of: "  back", with: "↓  back"))
        expectFindings("controls.hidden-gesture", flow.replacingOccurrences(of: "↓", with: "")
            .replacingOccurrences(of: "  gesture", with: "↓  gesture"))
    }

    @Test func controlsAreOnlyCheckedInTheAssistiveScene() {
        expectFindings("controls.custom-control", """
            scene standard
            screen home "Home" icon house
              button "Share" custom
              gesture "Swipe" -> home
            """)
        expectFindings("controls.hidden-gesture", """
            scene standard
            screen home "Home" icon house
              gesture "Swipe" -> home
            """)
    }
}
