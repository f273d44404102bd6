import Testing
@testable import AAFlow

/// The Assistive Access keys found in every form a project sets them, at the
/// place marked with `↓`.
struct ProjectSettingsTests {
    func scan(_ marked: String, path: String) -> [String] {
        let m = MarkedText(marked)
        let found = ProjectSettings.scan(path: path, bytes: Array(m.text.utf8))
        #expect(found.map(\.range.start) == m.marks, "\(path)")
        return found.map { "\($0.key.rawValue)=\($0.isOn) \($0.form.rawValue)" }
    }

    @Test func plist() {
        #expect(scan("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Journal</string>
            \t<key>↓UISupportsAssistiveAccess</key>
            \t<true/>
            \t<key>↓UISupportsFullScreenInAssistiveAccess</key>
            \t<!-- an AAC app -->
            \t<false/>
            </dict>
            </plist>
            """, path: "App/Info.plist") == [
                "UISupportsAssistiveAccess=true Info.plist key",
                "UISupportsFullScreenInAssistiveAccess=false Info.plist key",
            ])
    }

    @Test func pbxprojWithAndWithoutAnSDKCondition() {
        #expect(scan("""
            \t\t\t\tINFOPLIST_FILE = "App-Info.plist";
            \t\t\t\t↓INFOPLIST_KEY_UISupportsAssistiveAccess = YES;
            \t\t\t\t"↓INFOPLIST_KEY_UISupportsFullScreenInAssistiveAccess[sdk=iphoneos*]" = YES;
            """, path: "App.xcodeproj/project.pbxproj") == [
                "UISupportsAssistiveAccess=true build setting",
                "UISupportsFullScreenInAssistiveAccess=true build setting",
            ])
    }

    @Test func xcconfigTuistAndXcodeGen() {
        #expect(scan("// Assistive Access\n↓INFOPLIST_KEY_UISupportsAssistiveAccess[sdk=iphoneos*] = NO\n",
                     path: "Config/App.xcconfig") == ["UISupportsAssistiveAccess=false build setting"])
        #expect(scan("""
            let project = Project(name: "Journal", targets: [
                .target(name: "Journal", infoPlist: .extendingDefault(with: [
                    "↓UISupportsAssistiveAccess": .boolean(true),
                ]))
            ])
            """, path: "Project.swift") == ["UISupportsAssistiveAccess=true Info.plist key"])
        #expect(scan("""
            targets:
              Journal:
                info:
                  properties:
                    ↓UISupportsAssistiveAccess: true
                settings:
                  ↓INFOPLIST_KEY_UISupportsFullScreenInAssistiveAccess: YES
            """, path: "project.yml") == [
                "UISupportsAssistiveAccess=true Info.plist key",
                "UISupportsFullScreenInAssistiveAccess=true build setting",
            ])
    }

    @Test func aNameWithoutAValueIsNotASetting() {
        #expect(scan("// set UISupportsAssistiveAccess in the plist\nlet key = \"UISupportsAssistiveAccessEnabled\"\n",
                     path: "Project.swift") == [])
        #expect(ProjectSettings.isSettingsFile("A/B/Info.plist"))
        #expect(ProjectSettings.isSettingsFile("project.yml"))
        #expect(!ProjectSettings.isSettingsFile("ContentView.swift"))
    }
}
