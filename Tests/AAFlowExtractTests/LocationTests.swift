import AAFlow
import AAFlowSwiftUI
import Testing

/// Every element keeps its Swift file, line and column; the markers
/// (1️⃣, 2️⃣, ...) in the snippets say where, instead of counted columns.
@Suite struct LocationTests {
    /// The source without its markers, and where each marker stood.
    func marked(_ text: String) -> (String, [String: (line: Int, column: Int)]) {
        let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]
        var out = ""
        var found: [String: (Int, Int)] = [:]
        var line = 1
        var column = 1
        var rest = Substring(text)
        outer: while let c = rest.first {
            for m in markers where rest.hasPrefix(m) {
                found[m] = (line, column)
                rest = rest.dropFirst(m.count)
                continue outer
            }
            out.append(c)
            if c == "\n" { line += 1; column = 1 } else { column += c.unicodeScalars.count }
            rest = rest.dropFirst()
        }
        return (out, found)
    }

    @Test("screens, controls, timers and titles point at their Swift line and column")
    func locations() throws {
        let (source, at) = marked("""
            @main
            struct A: App { var body: some Scene { 1️⃣WindowGroup { HomeView() } } }
            2️⃣struct HomeView: View {
                @State private var show = false
                var body: some View {
                    VStack {
                        3️⃣Button("Open", systemImage: "folder") { show = true }
                    }
                    .4️⃣navigationTitle("Home")
                    .5️⃣sheet(isPresented: $show) { Text("Sheet") }
                    .onAppear { DispatchQueue.main.6️⃣asyncAfter(deadline: .now() + 3) { show = true } }
                }
            }
            """)
        let project = SwiftUIExtractor.extract(files: [ProjectSource(path: "Sources/App/App.swift", text: source)])
        func loc(_ m: String) -> ProjectLocation { ProjectLocation(file: "Sources/App/App.swift", line: at[m]!.line, column: at[m]!.column) }
        let scene = try #require(project.scene(.standard))
        #expect(scene.location == loc("1️⃣"))
        let home = try #require(scene.screen("HomeView"))
        #expect(home.location == loc("2️⃣"))
        #expect(home.controls.first?.location == loc("3️⃣"))
        #expect(home.titleLocation == loc("4️⃣"))
        #expect(scene.screen("HomeView_sheet")?.location == loc("5️⃣"))
        #expect(home.timers.first?.location == loc("6️⃣"))

        // The flow text names the line of each, and the source map gives the column too.
        let (text, lines) = project.renderFlow()
        let flowLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let buttonLine = try #require(flowLines.firstIndex { $0.hasPrefix("  button \"Open\"") }) + 1
        #expect(flowLines[buttonLine - 1].hasSuffix("# Sources/App/App.swift:\(at["3️⃣"]!.line)"))
        #expect(lines[buttonLine] == loc("3️⃣"))
        let afterLine = try #require(flowLines.firstIndex { $0.hasPrefix("  after 3s") }) + 1
        #expect(lines[afterLine] == loc("6️⃣"))
    }

    @Test("what audits need: previews and their traits, mode readers, allow comments, the full-screen key")
    func auditFacts() throws {
        let (source, at) = marked("""
            1️⃣// aaflow:allow distill.tab-bar the tabs are the point of this app
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                    AssistiveAccess { HomeView() }
                }
            }
            struct HomeView: View {
                @Environment(\\.accessibilityAssistiveAccessEnabled) var simple
                var body: some View {
                    2️⃣// aaflow:allow representation.missing-icon a word is clearer here
                    Button("Go") {}
                }
            }
            3️⃣#Preview(traits: .assistiveAccess) {
                HomeView()
            }
            """)
        let plist = """
            <plist><dict>
            <key>UISupportsAssistiveAccess</key><true/>
            <key>UISupportsFullScreenInAssistiveAccess</key>
            <true/>
            </dict></plist>
            """
        let project = SwiftUIExtractor.extract(files: [ProjectSource(path: "App.swift", text: source)],
                                               projectFiles: [ProjectSource(path: "Info.plist", text: plist)])
        #expect(project.modeReaders == ["HomeView"])
        #expect(project.previews.count == 1)
        #expect(project.previews.first?.traits == ["assistiveAccess"])
        #expect(project.previews.first?.shownTypes == ["HomeView"])
        #expect(project.previews.first?.location == ProjectLocation(file: "App.swift", line: at["3️⃣"]!.line, column: at["3️⃣"]!.column))
        #expect(project.allowComments.map(\.rule) == ["distill.tab-bar", "representation.missing-icon"])
        #expect(project.allowComments.map(\.isProjectWide) == [true, false])
        #expect(project.allowComments.first?.reason == "the tabs are the point of this app")
        #expect(project.allowComments.last?.location.line == at["2️⃣"]!.line)
        #expect(project.fullScreenKey == ProjectLocation(file: "Info.plist", line: 3, column: 6))
        #expect(project.scene(.assistive)?.viewTypes == ["HomeView"])
        #expect(project.app?.typeName == "A")
    }
}
