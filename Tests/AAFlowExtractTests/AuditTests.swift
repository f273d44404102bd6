import AAFlow
import AAFlowSwiftUI
import AAFlowCLI
import Foundation
import Testing

/// `aaflow audit`: rule findings at their Swift lines, the project checks,
/// `// aaflow:allow` comments, drift, the checklist from code, and the
/// example projects.
@Suite struct AuditTests {
    static let root = ExampleExtractionTests.root

    /// An audit of files held in memory (paths relative to the project).
    func audit(_ files: [String: String], settings: [String: String] = [:], only: SceneKind? = nil,
               against: String? = nil) -> Audit {
        let swift = files.keys.sorted().map { ProjectSource(path: $0, text: files[$0]!) }
        let other = settings.keys.sorted().map { ProjectSource(path: $0, text: settings[$0]!) }
        let project = SwiftUIExtractor.extract(files: swift, projectFiles: other)
        let designed = against.map { FlowDocument(SourceFile(path: "design.flow", text: $0), ruleIDs: RuleCatalog.ids) }
        return Audit(project, root: "App", only: only, against: designed) { path in
            let rel = String(path.dropFirst("App/".count))
            return (files[rel] ?? settings[rel]).map { Array($0.utf8) }
        }
    }

    /// `id@file:line` for each finding, allowed ones marked.
    func located(_ audit: Audit) -> [String] {
        audit.report.diagnostics.map {
            "\($0.id)@\(audit.relativePath(of: $0.range)):\($0.range.start.line)\($0.isAllowed ? " allowed" : "")"
        }
    }

    static let plist = """
        <plist version="1.0"><dict>
        <key>UISupportsAssistiveAccess</key>
        <true/>
        </dict></plist>
        """

    static let app = """
        import SwiftUI

        @main
        struct PillsApp: App {
            var body: some Scene {
                WindowGroup {
                    HomeView()
                }
                AssistiveAccess {
                    NavigationStack {
                        TodayView()
                    }
                }
            }
        }
        """

    static let views = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    TodayView()
                }
            }
        }

        struct TodayView: View {
            var body: some View {
                VStack {
                    Button("Taken") { }
                }
                .navigationTitle("Today")
                .assistiveAccessNavigationIcon(systemImage: "pills")
            }
        }

        #Preview(traits: .assistiveAccess) {
            TodayView()
        }
        """

    @Test func ruleFindingsStandAtTheirSwiftLine() {
        let a = audit(["PillsApp.swift": Self.app, "Views.swift": Self.views], settings: ["Info.plist": Self.plist])
        // The button without an icon, in both scenes; TodayView is shared and never reads the mode.
        #expect(located(a) == [
            "project.shared-view-unaware@Views.swift:11",
            "representation.missing-icon@Views.swift:14",
        ])
        let icon = a.report.diagnostics.first { $0.id == "representation.missing-icon" }!
        #expect(icon.range.start.column == 13)
        #expect(a.report.document.source(of: icon.range).path == "App/Views.swift")
    }

    @Test func theProjectChecks() {
        // No plist key, a full-screen key, no assistive scene, no preview.
        let noKey = audit(["PillsApp.swift": Self.app, "Views.swift": Self.views])
        #expect(noKey.report.diagnostics.map(\.id).contains("project.missing-plist-key"))
        let missing = noKey.report.diagnostics.first { $0.id == "project.missing-plist-key" }!
        #expect(noKey.relativePath(of: missing.range) == "PillsApp.swift")
        #expect(missing.range.start.line == 3)  // the `@main` line that starts the App

        let standardOnly = """
            @main
            struct PillsApp: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                }
            }
            struct HomeView: View { var body: some View { Text("Hi") } }
            """
        let noScene = audit(["PillsApp.swift": standardOnly], settings: ["Info.plist": Self.plist])
        #expect(located(noScene) == ["project.missing-scene@PillsApp.swift:4"])

        let fullScreen = """
            <plist version="1.0"><dict>
            <key>UISupportsFullScreenInAssistiveAccess</key><true/>
            </dict></plist>
            """
        let aac = audit(["PillsApp.swift": standardOnly], settings: ["Info.plist": fullScreen])
        #expect(located(aac) == ["project.full-screen-key@Info.plist:2", "project.missing-plist-key@PillsApp.swift:1"])

        let noPreview = audit(["PillsApp.swift": Self.app,
                               "Views.swift": Self.views.replacingOccurrences(of: "#Preview(traits: .assistiveAccess)", with: "#Preview")],
                              settings: ["Info.plist": Self.plist])
        let preview = noPreview.report.diagnostics.first { $0.id == "project.missing-preview" }
        #expect(preview.map { noPreview.relativePath(of: $0.range) } == "Views.swift")
        #expect(preview?.range.start.line == 11)
        #expect(preview?.fix?.contains("#Preview(traits: .assistiveAccess) {") == true)

        // A first screen written inline (a TabView in the App's body) has no
        // type to preview: the fix asks for a View of its own, not a call.
        let inlineTabs = """
            @main
            struct PillsApp: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                    AssistiveAccess {
                        TabView {
                            Tab("Today", systemImage: "pills") { HomeView() }
                        }
                    }
                }
            }
            struct HomeView: View { var body: some View { Text("Hi") } }
            """
        let inline = audit(["PillsApp.swift": inlineTabs], settings: ["Info.plist": Self.plist])
        let inlinePreview = inline.report.diagnostics.first { $0.id == "project.missing-preview" }
        #expect(inlinePreview?.fix?.contains("into a View of its own") == true)
        #expect(inlinePreview?.fix?.contains("()") == false)
    }

    @Test func allowCommentsAcceptFindings() {
        let allowed = Self.views
            .replacingOccurrences(of: "Button(\"Taken\") { }",
                                  with: "// aaflow:allow representation.missing-icon the word is the point here\n        Button(\"Taken\") { }")
            .replacingOccurrences(of: "struct TodayView: View {",
                                  with: "// aaflow:allow navigation.too-deep nothing is deep\n// aaflow:allow navigation.to-deep typo\nstruct TodayView: View {")
        let app = "// aaflow:allow project.shared-view-unaware the two scenes share it on purpose\n" + Self.app
        let a = audit(["PillsApp.swift": app, "Views.swift": allowed], settings: ["Info.plist": Self.plist])
        let found = a.report.diagnostics
        #expect(found.filter { $0.id == "representation.missing-icon" }.allSatisfy { $0.isAllowed })
        #expect(found.filter { $0.id == "project.shared-view-unaware" }.allSatisfy { $0.isAllowed })
        let unused = found.filter { $0.id == "allow.unused" }
        #expect(unused.count == 2)
        #expect(unused.contains {
            $0.message(as: CodeAllows.Message.self) == .unknownRuleComment(rule: "navigation.to-deep") && $0.fix == "did you mean `navigation.too-deep`?"
        })
        #expect(a.report.counts.warnings == 2)
    }

    @Test func driftAgainstAWrittenFlow() {
        let design = """
            scene assistive
            screen today "Today" icon pills
              button "Taken" icon checkmark -> done
            screen done "Done" icon checkmark
            """
        let a = audit(["PillsApp.swift": Self.app, "Views.swift": Self.views], settings: ["Info.plist": Self.plist],
                      only: .assistive, against: design)
        let drift = a.report.diagnostics.filter { $0.id.hasPrefix("drift.") }
        #expect(drift.map { "\($0.id)@\(a.report.document.source(of: $0.range).path):\($0.range.start.line)" } == [
            "drift.missing-screen@design.flow:4",
        ])
    }

    @Test func examplesThroughTheCommandLine() throws {
        let journal = Self.root + "/examples/Journal"
        let clean = CLI.run(["audit", journal], context: Context())
        #expect(clean.status == 0, "\(clean.stderrText)")
        #expect(!clean.stderrText.contains(": error:"))

        let errands = CLI.run(["audit", Self.root + "/examples/Errands", "--format", "json"], context: Context())
        #expect(errands.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(errands.stdout)) as! [String: Any]
        let file = (json["files"] as! [[String: Any]])[0]
        let diagnostics = file["diagnostics"] as! [[String: Any]]
        // Every principle is broken in the Errands' assistive scene, each at a line of a Swift file.
        let assistive = diagnostics.filter { $0["scene"] as? String == "assistive" }
        for prefix in ["distill.", "controls.", "representation.", "navigation.", "safety.", "timing."] {
            #expect(assistive.contains { ($0["rule"] as! String).hasPrefix(prefix) && ($0["file"] as! String).hasSuffix(".swift") },
                    "\(prefix)")
        }

        let checklist = CLI.run(["audit", journal, "--checklist"], context: Context())
        for item in ["   1  passed", "   2  check by hand", "   3  passed", "  13  passed"] {
            #expect(checklist.stdoutText.contains(item), "\(item)")
        }

        let sarif = CLI.run(["audit", Self.root + "/examples/Errands", "--format", "sarif"], context: Context())
        let run = ((try JSONSerialization.jsonObject(with: Data(sarif.stdout)) as! [String: Any])["runs"] as! [[String: Any]])[0]
        let uris = (run["artifacts"] as! [[String: Any]]).map { ($0["location"] as! [String: Any])["uri"] as! String }
        #expect(uris.filter { $0.hasSuffix(".swift") }.count > 3)
    }

    @Test func badCommandLinesAndProjects() {
        #expect(CLI.run(["audit"], context: Context()).status == 64)
        #expect(CLI.run(["audit", "a", "b"], context: Context()).status == 64)
        let none = CLI.run(["audit", "/nonexistent/aaflow-project"], context: Context())
        #expect(none.status == 2)
        let badFlow = CLI.run(["audit", Self.root + "/examples/Journal", "--against", "/nonexistent/x.flow"], context: Context())
        #expect(badFlow.status == 2)
    }
}

/// `render`, `compare` and `report` take a SwiftUI project where they take a flow file.
@Suite struct ProjectInputTests {
    static let root = ExampleExtractionTests.root

    @Test func aProjectFolderIsReadWhereAFlowFileIs() throws {
        let errands = Self.root + "/examples/Errands"
        let render = CLI.run(["render", errands, "--format", "dot"], context: Context())
        #expect(render.status == 1)  // the assistive scene has errors
        #expect(render.stdoutText.contains("ErrandListView"))

        let compare = CLI.run(["compare", errands, "--format", "json"], context: Context())
        #expect(compare.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(compare.stdout)) as! [String: Any]
        let screens = json["screens"] as! [String: Any]
        #expect((screens["kept"] as! [Any]).count > 3)

        // A folder with flow files is read as flows, unless --swift.
        let flows = Self.root + "/flows"
        #expect(CLI.run(["render", flows + "/news.flow", "--format", "dot"], context: Context()).status == 0)
        let forced = CLI.run(["compare", flows, "--swift"], context: Context())
        #expect(forced.status == 2)
        #expect(forced.stderrText.contains("holds no .swift file"))
    }

    @Test("ProjectInput in the library: what counts as a project, and a typed error that names the path")
    func projectInputIsALibraryCall() {
        #expect(ProjectInput.isProject(Self.root + "/examples/Errands", forced: false))
        #expect(!ProjectInput.isProject(Self.root + "/flows", forced: false))
        guard case .failure(let missing) = ProjectInput.audit("/nonexistent/app") else {
            Issue.record("a missing folder was audited")
            return
        }
        #expect(missing.path == "/nonexistent/app")
        if case .missing = missing {} else { Issue.record("expected .missing, got \(missing)") }
        guard case .failure(let noSwift) = ProjectInput.audit(Self.root + "/flows") else {
            Issue.record("a folder of flows was audited")
            return
        }
        #expect(noSwift == .noSwiftFile(path: Self.root + "/flows"))
        // The words of one error, tested once: the command line prints them.
        #expect(noSwift.message.hasSuffix("holds no .swift file; looked for Swift files below it "
            + "(skipping .build, DerivedData, Pods, Carthage, checkouts and hidden folders)"))
    }

    @Test("The summary counts the screen types placed; a scene with no screen is a located swift.gave-up warning")
    func placedAndUnresolvedScenes() {
        let audit = AuditTests().audit(["App.swift": """
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            struct LostView: View { var body: some View { Text("l").navigationTitle("Lost") } }
            """])
        #expect(audit.report.screenTypes?.placed == 1)
        #expect(audit.report.screenTypes?.total == 2)
        let text = TextReporter(colour: false).report([audit.report])
        #expect(text.contains("App: placed 1 of 2 screen types"))
        let json = JSONReporter().report([audit.report])
        #expect(json.contains("\"placed\" : 1") || json.contains("\"placed\": 1"))

        let empty = AuditTests().audit(["App.swift": """
            @main
            struct A: App { var body: some Scene { WindowGroup { Factory.make() } } }
            enum Factory { static func make() -> some View { Text("x") } }
            """])
        #expect(AuditTests().located(empty).contains("swift.gave-up@App.swift:2"))
        // No View type looks like a screen: said so, not "placed 0 of 0".
        let none = TextReporter(colour: false).report([empty.report])
        #expect(none.contains("App: no View type of the project looks like a screen"))
        #expect(!none.contains("placed 0 of 0"))
    }
}
