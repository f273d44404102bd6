import AAFlow
import AAFlowSwiftUI
import AAFlowCLI
import Foundation
import Testing

/// `aaflow extract`: its output, `-o` and `--force`, what it skips, and
/// every kind of bad input the spec names.
@Suite struct ExtractCommandTests {
    static let app = """
        @main
        struct TinyApp: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View { var body: some View { Button("Go", systemImage: "arrow.right") {} } }
        """

    /// A new folder holding these files (relative path -> bytes).
    func folder(_ files: [String: [UInt8]]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-extract-\(UUID().uuidString)").path
        for (path, bytes) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func run(_ args: String...) -> Outcome { CLI.run(args, context: Context()) }

    @Test("writes the flow to standard output, each screen and control with its source")
    func standardOutput() throws {
        let dir = try folder(["Sources/Tiny/TinyApp.swift": Array(Self.app.utf8)])
        let out = run("extract", dir)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("app \"TinyApp\"  # Sources/Tiny/TinyApp.swift:1"))
        #expect(out.stdoutText.contains("screen HomeView  # Sources/Tiny/TinyApp.swift:3"))
        #expect(out.stdoutText.contains("  button \"Go\" icon arrow.right  # Sources/Tiny/TinyApp.swift:3"))
    }

    @Test("-o refuses to replace a file unless --force, and writes atomically")
    func outputFile() throws {
        let dir = try folder(["App.swift": Array(Self.app.utf8)])
        let target = dir + "/out.flow"
        #expect(run("extract", dir, "-o", target).status == 0)
        let first = try String(contentsOfFile: target, encoding: .utf8)
        #expect(first.contains("screen HomeView"))
        try "# edited by hand\n".write(toFile: target, atomically: true, encoding: .utf8)
        let refused = run("extract", dir, "-o", target)
        #expect(refused.status == 2)
        #expect(refused.stderrText.contains("--force"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "# edited by hand\n")
        #expect(run("extract", dir, "-o", target, "--force").status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == first)
    }

    @Test("a folder with no Swift file, or no App, is exit 2 saying what was looked for")
    func nothingToExtract() throws {
        let empty = try folder(["README.md": Array("hi".utf8)])
        let a = run("extract", empty)
        #expect(a.status == 2)
        #expect(a.stderrText.contains(".swift"))
        let noApp = try folder(["View.swift": Array("struct V: View { var body: some View { Text(\"x\") } }".utf8)])
        let b = run("extract", noApp)
        #expect(b.status == 2)
        #expect(b.stderrText.contains("App") && b.stderrText.contains("UIHostingSceneDelegate"))
        #expect(run("extract").status == 64)
        #expect(run("extract", empty, "--frobnicate").status == 64)
    }

    @Test("build products, dependencies and hidden folders are not read")
    func skippedFolders() throws {
        var files: [String: [UInt8]] = [:]
        for skipped in [".build", "DerivedData", "Pods", "Carthage", "checkouts", ".hidden"] {
            files["\(skipped)/App.swift"] = Array(Self.app.utf8)
        }
        let dir = try folder(files)
        let out = run("extract", dir)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("no .swift file"))
    }

    @Test("bad input: one located warning each, and the rest of the project is still read")
    func badInput() throws {
        var files: [String: [UInt8]] = ["App.swift": Array(Self.app.utf8)]
        files["Latin1.swift"] = Array("let caf\u{E9} = 1\n".utf8.prefix(7)) + [0xE9, 0x20, 0x3D, 0x20, 0x31, 0x0A]
        files["Binary.swift"] = [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x00, 0x01, 0x02, 0xFF, 0xFE]
        files["Huge.swift"] = Array("let s = \"".utf8) + [UInt8](repeating: 0x61, count: 5_000_000) + Array("\"\n".utf8)
        files["Unbalanced.swift"] = Array("struct Broken: View {\n  var body: some View {\n    VStack {\n".utf8)
        files["Deep.swift"] = Array(("let x = " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + "\n").utf8)
        let dir = try folder(files)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Loop.swift", withDestinationPath: dir + "/Loop.swift")
        try FileManager.default.createDirectory(atPath: dir + "/Cycle", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Cycle/Back", withDestinationPath: dir + "/Cycle")
        try Data("struct Secret {}".utf8).write(to: URL(fileURLWithPath: dir + "/Secret.swift"))
        chmod(dir + "/Secret.swift", 0)
        defer { chmod(dir + "/Secret.swift", 0o644) }
        try FileManager.default.createDirectory(atPath: dir + "/Closed", withIntermediateDirectories: true)
        try Data("struct Hidden {}".utf8).write(to: URL(fileURLWithPath: dir + "/Closed/Hidden.swift"))
        chmod(dir + "/Closed", 0)
        defer { chmod(dir + "/Closed", 0o755) }

        let out = run("extract", dir)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("screen HomeView"))
        let warnings = out.stderrText.split(separator: "\n").map(String.init)
        func one(_ file: String, _ id: String) {
            let hits = warnings.filter { $0.contains("/\(file):") && $0.hasSuffix("[\(id)]") }
            #expect(hits.count == 1, "\(file): \(warnings)")
        }
        one("Latin1.swift", "swift.unreadable")
        one("Binary.swift", "swift.unreadable")
        one("Unbalanced.swift", "swift.gave-up")
        one("Deep.swift", "swift.gave-up")
        one("Loop.swift", "swift.unreadable")
        one("Cycle/Back", "swift.unreadable")
        if getuid() != 0 {
            one("Secret.swift", "swift.unreadable")
            // The system's reason, in the sentence's case; and a fix that fits.
            #expect(warnings.contains { $0.contains("/Secret.swift:") && $0.contains("cannot be read: permission denied") })
            #expect(warnings.contains { $0.contains("/Closed:") && $0.contains("the folder cannot be read: permission denied") })
        }
        // The audit gives each a fix that fits what went wrong.
        let audit = run("audit", dir)
        let said = audit.stdoutText + audit.stderrText
        #expect(said.contains("point the link at a folder outside the project"))
        #expect(said.contains("a link to a file that is there"))
        #expect(said.contains("save the file as UTF-8 Swift source"))
        if getuid() != 0 { #expect(said.contains("let the folder be read")) }
        #expect(!warnings.contains { $0.contains("Huge.swift") && $0.contains("swift.unreadable") })
        // Every warning is located: path:line:column.
        for w in warnings { #expect(w.contains(".swift:") || w.contains("Cycle/Back:") || w.contains("/Closed:"), "\(w)") }
    }

    @Test("same-named types in different targets get ids qualified by their target")
    func qualifiedIDs() {
        let project = SwiftUIExtractor.extract(files: [
            ProjectSource(path: "Sources/App/App.swift", text: """
                @main
                struct MainApp: App { var body: some Scene { WindowGroup { ContentView() } } }
                """),
            ProjectSource(path: "Sources/App/ContentView.swift", text: """
                struct ContentView: View { var body: some View { Text("app") } }
                """),
            ProjectSource(path: "Sources/Widget/ContentView.swift", text: """
                struct ContentView: View { var body: some View { Text("widget") } }
                """),
        ])
        #expect(project.scene(.standard)?.start == "App.ContentView")
        #expect(project.flowText.contains("screen App.ContentView  # Sources/App/ContentView.swift:1"))
    }

    @Test("a character a flow id cannot hold becomes _, with a comment; other @main apps are named")
    func oddNames() {
        let project = SwiftUIExtractor.extract(files: [
            ProjectSource(path: "A/App.swift", text: """
                @main
                struct FirstApp: App { var body: some Scene { WindowGroup { Café() } } }
                struct Café: View { var body: some View { Text("c") } }
                """),
            ProjectSource(path: "B/App.swift", text: """
                @main
                struct SecondApp: App { var body: some Scene { WindowGroup { Café() } } }
                """),
        ])
        let text = project.flowText
        #expect(text.contains("app \"FirstApp\""))
        #expect(text.contains("# another @main app: SecondApp (B/App.swift:1)"))
        #expect(text.contains("start Caf_"))
        #expect(text.contains("screen Caf_  # A/App.swift:3"))
        #expect(text.contains("# the type Café holds characters a flow id cannot; they are written `_`"))
        let document = FlowDocument(SourceFile(path: "x.flow", text: text), ruleIDs: RuleCatalog.ids)
        #expect(document.diagnostics.isEmpty)
    }

    @Test("of several @main apps, the first not built for watchOS, macOS, tvOS or visionOS, else the first")
    func whichAppIsRead() {
        func app(_ files: [(String, String)]) -> String? {
            SwiftUIExtractor.extract(files: files.map { ProjectSource(path: $0.0, text: $0.1) }).app?.typeName
        }
        let phone = ("Sotka/SotkaApp.swift", """
            @main
            struct SotkaApp: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View { var body: some View { Text("h") } }
            """)
        let watch = ("Sotka Watch App/SotkaWatchApp.swift", """
            @main
            struct SotkaWatchApp: App { var body: some Scene { WindowGroup { Text("w") } } }
            """)
        let mac = ("macOS/DeskApp.swift", """
            @main
            struct DeskApp: App { var body: some Scene { WindowGroup { Text("m") } } }
            """)
        let assistive = ("Z/ZApp.swift", """
            @main
            struct ZApp: App {
                var body: some Scene {
                    WindowGroup { Text("z") }
                    AssistiveAccess { Text("a") }
                }
            }
            """)
        // "Sotka Watch App" comes before "Sotka/" in path order; the phone's app is read.
        #expect(app([phone, watch]) == "SotkaApp")
        #expect(app([mac, phone]) == "SotkaApp")
        // An app with an AssistiveAccess scene does not win over one before it without: that one's
        // missing scene is what the audit must say.
        #expect(app([phone, watch, assistive]) == "SotkaApp")
        // Only apps for other systems: the first in path order, as before.
        #expect(app([watch, mac]) == "SotkaWatchApp")
        let text = SwiftUIExtractor.extract(files: [phone, watch].map { ProjectSource(path: $0.0, text: $0.1) }).flowText
        #expect(text.contains("# another @main app: SotkaWatchApp (Sotka Watch App/SotkaWatchApp.swift:1)"))
    }
}
