import Testing
@testable import AAFlow

@Suite struct RepresentationRulesTests {
    /// Which controls need an icon beside their text.
    static let controls = """
        scene assistive
        screen form "Form" icon doc kind form
        ↓  button "Save"
        ↓  link "Help"
        ↓  row "Item"
        ↓  tab "Tab"
        ↓  toggle "Wi-Fi"
        ↓  picker "Colour" options 3
        ↓  menu "More"
        ↓  stepper "Copies"
        ↓  field "Name"
        ↓  slider "Volume"
          gesture "Swipe"
          back "Back"
          button "Done" icon checkmark
        """

    @Test func everyVisibleControlWithALabelNeedsAnIcon() {
        expectFindings("representation.missing-icon", Self.controls)
    }

    @Test func onlyIconsAndNothingAtAllAreMissingText() {
        expectFindings("representation.missing-text", """
            scene assistive
            screen form "Form" icon doc kind form
            ↓  button icon trash
            ↓  button
            ↓  field
            ↓  slider icon speaker
            ↓  row icon photo
              gesture
              back
              button "Done"
            """)
        // A control with nothing is one finding, not also a missing icon.
        expectFindings("representation.missing-icon", """
            scene assistive
            screen form "Form" icon doc kind form
              button
            """)
    }

    @Test func aDialogNeedsATitleAndANavigationIconLikeAnyScreen() {
        let flow = """
            scene assistive
            screen photo "Photo" icon photo
              button "Share" icon square.and.arrow.up -> share sheet
            screen share "Share this photo?" kind dialog
              button "Send" icon paperplane
            ↓screen ask kind dialog
            """
        expectFindings("representation.missing-title", flow)
        expectFindings("representation.missing-navigation-icon", """
            scene assistive
            screen photo "Photo" icon photo
              button "Share" icon square.and.arrow.up -> share sheet
            ↓screen share "Share this photo?" kind dialog
              button "Send" icon paperplane
            screen ask kind dialog
            """)
    }

    @Test func aScreenWithoutTitleIsReportedOnce() {
        let flow = """
            scene assistive
            screen home "Home" icon house
            ↓screen bare
            ↓screen pictured icon photo
            """
        expectFindings("representation.missing-title", flow)
        expectFindings("representation.missing-navigation-icon", flow.replacingOccurrences(of: "↓", with: ""))
    }
}
