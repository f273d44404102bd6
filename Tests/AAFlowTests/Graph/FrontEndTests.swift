import Testing
@testable import AAFlow

/// Building a flow without the flow parser, as the SwiftUI reader does: a
/// syntax tree made with the public initialisers, ranges in several files.
struct FrontEndTests {
    static let swift = SourceFile(path: "App/ContentView.swift", text: """
        struct ContentView: View {
            var body: some View {
                Button("Delete") { }
            }
        }
        """)
    static let plist = SourceFile(path: "App/Info.plist", text: "<key>UISupportsAssistiveAccess</key><true/>\n")

    /// An assistive scene read from `ContentView.swift` (file 1), with a
    /// destructive button that asks only once.
    static func tree() -> FlowFile {
        let view = SourceFileID(1)
        let home = Reference(name: "home", range: SourceRange(line: 1, column: 8, length: 11, file: view))
        let button = ControlDecl(type: .button, text: "Delete", icon: "trash", target: nil,
                                 range: SourceRange(line: 3, column: 13, length: 6, file: view),
                                 isDestructive: true, confirmations: 1)
        let screen = ScreenDecl(id: home, title: "Home", icon: "house", kind: .list, controls: [button],
                                range: SourceRange(line: 1, column: 1, length: 6, file: view))
        let scene = SceneDecl(kind: .assistive, start: home, screens: [screen],
                              range: SourceRange(line: 1, column: 1, file: view))
        return FlowFile(app: "App", scenes: [scene])
    }

    @Test func aTreeBuiltByHandIsResolvedAndChecked() throws {
        let document = FlowDocument(syntax: Self.tree(), sources: [SourceFile(path: "App", bytes: []), Self.swift],
                                    ruleIDs: RuleCatalog.ids)
        #expect(document.isValid)
        let scene = try #require(document.scene(.assistive))
        #expect(scene.metrics.screens == 1)
        let report = Analysis().run(document)
        let finding = try #require(report.diagnostics.first { $0.id == "safety.insufficient-confirmation" })
        #expect(finding.range.file == SourceFileID(1))
        #expect(document.source(of: finding.range).path == "App/ContentView.swift")
        // The text report names the Swift file and shows its line.
        let text = TextReporter().report([report])
        #expect(text.contains("App/ContentView.swift:3:13: error:"))
        #expect(text.contains("    3 |         Button(\"Delete\") { }"))
    }

    @Test func idsOfAHandBuiltTreeResolveByName() throws {
        var tree = Self.tree()
        let there = Reference(name: "there", range: SourceRange(line: 2, column: 1))
        tree.scenes[0].screens[0].controls.append(ControlDecl(type: .row, text: "Go", icon: "arrow.right",
                                                              target: there, range: SourceRange(line: 2, column: 1)))
        tree.scenes[0].screens.append(ScreenDecl(id: there, title: "There", icon: "star", range: SourceRange(line: 4, column: 1)))
        let document = FlowDocument(syntax: tree, sources: [Self.swift], ruleIDs: RuleCatalog.ids)
        #expect(document.isValid)
        #expect(document.scene(.assistive)?.metrics.maxDepth == 1)
        // A wrong id is a language error, with its file.
        tree.scenes[0].screens[0].controls[1].target = Reference(name: "thre", range: SourceRange(line: 2, column: 9, file: SourceFileID(1)))
        let wrong = FlowDocument(syntax: tree, sources: [Self.swift, Self.swift], ruleIDs: RuleCatalog.ids)
        #expect(wrong.diagnostics.map(\.id) == ["flow.undefined-screen"])
        #expect(wrong.diagnostics.first?.range.file == SourceFileID(1))
    }

    @Test func aRangeWithAFileIsNoLargerThanTwoLocations() {
        #expect(MemoryLayout<SourceRange>.size == 16)
        var r = SourceRange(start: SourceLocation(line: 3, column: 2), end: SourceLocation(line: 5, column: 7), file: SourceFileID(9))
        #expect(r.end == SourceLocation(line: 5, column: 7))
        r.start = SourceLocation(line: 4, column: 1)  // the end stays where it was
        #expect(r.end == SourceLocation(line: 5, column: 7))
        #expect(r.file.index == 9)
        #expect(SourceRange(line: 1, column: 1, file: SourceFileID(0)) < SourceRange(line: 1, column: 1, file: SourceFileID(1)))
    }

    @Test func durationsSpellThemselves() {
        #expect(Duration(milliseconds: 3_000).spelling == "3s")
        #expect(Duration(milliseconds: 1_500).spelling == "1.5s")
        #expect(Duration(milliseconds: 120_000).spelling == "2min")
        #expect(Duration(milliseconds: 250).spelling == "250ms")
        #expect(Duration(milliseconds: 3_000, spelling: "3000ms").spelling == "3000ms")
    }

    @Test func rulesSeeTheProject() {
        struct Unset: DiagnosticMessage {
            var text: String { "the project does not set UISupportsAssistiveAccess" }
        }
        struct Probe: Rule {
            var description: RuleDescription {
                RuleDescription(id: "project.probe", name: "Probe", principle: nil, severities: [.assistive: .note],
                                summary: "", rationale: "", fix: "", wcag: [], triggering: [], nonTriggering: [])
            }
            func check(_ context: inout RuleContext) {
                guard context.project.isProject,
                      context.project.settings(for: .supportsAssistiveAccess).isEmpty else { return }
                context.report(Unset(), at: context.scene.decl.range,
                               fix: "set it")
            }
        }
        let document = FlowDocument(syntax: Self.tree(), sources: [Self.swift], ruleIDs: RuleCatalog.ids)
        #expect(Analysis(rules: [Probe()]).run(document).diagnostics.isEmpty)
        #expect(Analysis(rules: [Probe()], project: ProjectFacts()).run(document).diagnostics.map(\.id) == ["project.probe"])
        let facts = ProjectFacts(settings: ProjectSettings.scan(path: Self.plist.path, bytes: Self.plist.bytes))
        #expect(Analysis(rules: [Probe()], project: facts).run(document).diagnostics.isEmpty)
    }
}
