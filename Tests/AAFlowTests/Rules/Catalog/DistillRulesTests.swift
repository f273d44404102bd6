import Testing
@testable import AAFlow

@Suite struct DistillRulesTests {
    @Test func featuresNamedOnScreensAreCountedWhereReachable() {
        expectFindings("distill.too-many-features", """
            scene assistive
            screen home "Home" icon house feature calls kind list
              row "Contact" icon person -> contact
            screen contact "Contact" icon person feature calls
            screen photos "Photos" icon photo feature photos
            screen camera "Camera" icon camera feature camera
            """)
    }

    @Test func theLimitCanBeSetForTheFileAndWonByTheScene() throws {
        let flow = """
            limit features 1
            ↓scene assistive
            screen home "Home" icon house kind list
              row "Chats" icon message -> chats
              link "Camera" icon camera -> camera
            screen chats "Chats" icon message
            screen camera "Camera" icon camera
            """
        expectFindings("distill.too-many-features", flow)
        let finding = try #require(Fixtures.check(RuleExample(flow).text).diagnostics.first { $0.id == "distill.too-many-features" })
        #expect(finding.screen == nil)
        #expect(finding.notes.first?.range?.start.line == 1, "a note points at the limit in force")
        expectFindings("distill.too-many-features", """
            limit features 1
            scene assistive
            limit features 2
            screen home "Home" icon house kind list
              row "Chats" icon message -> chats
              link "Camera" icon camera -> camera
            screen chats "Chats" icon message
            screen camera "Camera" icon camera
            """)
    }

    @Test func anUnreachableSettingsScreenIsNotExposed() {
        let flow = """
            scene assistive
            screen home "Home" icon house
            ↓screen settings "Settings" icon gear kind settings
            """
        expectFindings("distill.settings-exposed", flow.replacingOccurrences(of: "↓", with: ""))
        expectFindings("structure.unreachable-screen", flow)
    }

    @Test func settingsAreFineInTheStandardScene() {
        expectFindings("distill.settings-exposed", """
            scene standard
            screen home "Home" icon house
              link "Settings" icon gear -> settings
            screen settings "Settings" icon gear kind settings
            """)
    }

    @Test func aTabBarIsOneFindingWithItsTabs() {
        expectFindings("distill.tab-bar", """
            scene assistive
            ↓screen home "Home" icon house kind tabs
              tab "News" icon newspaper -> news
              tab "Saved" icon bookmark -> saved
            screen news "News" icon newspaper
            ↓screen saved "Saved" icon bookmark
              tab "One" icon 1.circle -> news
              tab "Two" icon 2.circle -> news
            """.replacingOccurrences(of: "↓screen saved", with: "screen saved")
            .replacingOccurrences(of: "  tab \"One\"", with: "↓  tab \"One\""))
    }
}
