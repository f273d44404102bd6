import AAFlow
import AAFlowPlatform
import AAFlowSwiftUI
import Foundation
import Testing

/// What the faster reading of issue 24 must keep: the same answers by shorter paths.
@Suite struct ReadingShortcutTests {

    @Test("Titles and link texts read from every kind of string literal: escapes, raw, Unicode, multi-line, plain")
    func stringLiterals() {
        // The literals hold `"""` and backslashes: the project is a raw string.
        expectFlow(##"""
            @main
            struct QuoteApp: App {
                var body: some Scene {
                    WindowGroup { QuoteList() }
                }
            }

            struct QuoteList: View {
                var body: some View {
                        NavigationStack {
                            List {
                                NavigationLink("Say \"hi\"") { Greeting() }
                                NavigationLink(#"Raw \n stays"#) { RawPage() }
                                NavigationLink("Dash \u{2014} here") { DashPage() }
                                NavigationLink("""
                                    Two
                                      lines
                                    """) { LinesPage() }
                                NavigationLink("Plain") { PlainPage() }
                            }
                            .navigationTitle("Quotes")
                        }
                }
            }

            struct Greeting: View { var body: some View { Text("Hi").navigationTitle("Tab\there") } }
            struct RawPage: View { var body: some View { Text("Raw").navigationTitle(#"A \#("b")"#) } }
            struct DashPage: View { var body: some View { Text("Dash").navigationTitle("Dash") } }
            struct LinesPage: View { var body: some View { Text("Lines").navigationTitle("Lines") } }
            struct PlainPage: View { var body: some View { Text("Plain").navigationTitle("Plain page") } }
            """##, ##"""
            app "QuoteApp"

            scene standard
            start QuoteList

            screen QuoteList "Quotes" kind list
              link "Say \"hi\"" -> Greeting
              link "Raw \\n stays" -> RawPage
              link "Dash — here" -> DashPage
              link "Two\n  lines" -> LinesPage
              link "Plain" -> PlainPage

            screen Greeting "Tab\there"

            screen RawPage "…"
            # note: the title is built at run time

            screen DashPage "Dash"

            screen LinesPage "Lines"

            screen PlainPage "Plain page"
            """##)
    }

    @Test("A folder's listing tells regular files from folders and links; the walk reads through both")
    func listingKinds() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-listing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Views", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Shared", withIntermediateDirectories: true)
        try "@main struct LinkApp: App { var body: some Scene { WindowGroup { Home() } } }\n"
            .write(toFile: dir + "/App.swift", atomically: true, encoding: .utf8)
        try "struct Home: View { var body: some View { NavigationStack { NavigationLink(\"Next\") { Next() } } } }\n"
            .write(toFile: dir + "/Shared/Home.swift", atomically: true, encoding: .utf8)
        try "struct Next: View { var body: some View { Text(\"Next\").navigationTitle(\"Next\") } }\n"
            .write(toFile: dir + "/Shared/Next.swift", atomically: true, encoding: .utf8)
        // A link to a file and a link to a folder: neither is a regular file by the listing's word.
        try FileManager.default.createSymbolicLink(atPath: dir + "/Views/Home.swift", withDestinationPath: dir + "/Shared/Home.swift")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Linked", withDestinationPath: dir + "/Shared")

        guard case .success(let entries) = Platform.directoryListing(dir) else {
            Issue.record("the folder could not be listed")
            return
        }
        #expect(entries.map(\.name) == ["App.swift", "Linked", "Shared", "Views"])
        #expect(entries.map(\.isRegularFile) == [true, false, false, false])
        guard case .success(let views) = Platform.directoryListing(dir + "/Views") else {
            Issue.record("the folder could not be listed")
            return
        }
        #expect(views.map(\.name) == ["Home.swift"])
        #expect(views.map(\.isRegularFile) == [false])

        guard case .success(let read) = SwiftUIExtractor.read(folder: dir) else {
            Issue.record("the project could not be read")
            return
        }
        // Files through links are read as files. A folder met twice is read once, under its own
        // path (though the link sorts first), and the link that leads back to it is the one named.
        #expect(read.swift.map(\.path) == ["App.swift", "Shared/Home.swift", "Shared/Next.swift", "Views/Home.swift"])
        #expect(read.problems.map { "\($0.location.file): \($0.message)" }
                == ["Linked: a symbolic link loops back to a folder already read; not read again"])
    }

    /// A project whose `RootGate` body is `gateBody`, and whose `GateStack` is a router view.
    private func gateProject(_ gateBody: String) -> String {
        """
        @main
        struct SalonApp: App {
            @StateObject private var session = SalonSession()
            var body: some Scene {
                WindowGroup { RootGate().environmentObject(session) }
            }
        }

        final class SalonSession: ObservableObject {
            @Published var token: String?
            @Published var isStaff = false
        }

        struct RootGate: View {
            @EnvironmentObject var session: SalonSession
            var body: some View {
        \(gateBody)
            }
        }

        struct GateStack: View {
            @ObservedObject var session: SalonSession
            var body: some View {
                if session.token == nil {
                    SignInScreen()
                } else if session.isStaff {
                    StaffScreen()
                } else {
                    ClientScreen()
                }
            }
        }

        struct SignInScreen: View {
            @EnvironmentObject var session: SalonSession
            var body: some View {
                Button("Sign in", systemImage: "person") { session.token = "t" }.navigationTitle("Sign in")
            }
        }
        struct StaffScreen: View { var body: some View { Text("Agenda").navigationTitle("Staff") } }
        struct ClientScreen: View { var body: some View { Text("Bookings").navigationTitle("Client") } }
        """
    }

    @Test("A view whose body only makes a router view is looked through whatever the syntax around the call (`return`, a `let` first, plain modifiers, a `#if`), as the read body tells; other bodies are not")
    func forwardingShapes() {
        let plain = flowBody(extractProject(gateProject("        GateStack(session: session)")))
        #expect(plain.contains("start SignInScreen"))
        #expect(!plain.contains("screen RootGate"))
        for shape in [
            "        GateStack(session: session)\n            .animation(.default, value: session.isStaff)",
            "        #if os(iOS)\n        GateStack(session: session).tint(.blue)\n        #else\n        GateStack(session: session)\n        #endif",
            "        SwiftUI.Group { GateStack(session: session) }",
        ] {
            #expect(flowBody(extractProject(gateProject(shape))) == plain, "\(shape)")
        }
        // (What the sign-in sets is followed through the gate's own name for the session only.)
        for shape in [
            "        return GateStack(session: session)",
            "        let current = session\n        GateStack(session: current).tint(.blue).padding()",
        ] {
            let flow = flowBody(extractProject(gateProject(shape)))
            #expect(flow.contains("start SignInScreen") && flow.contains("screen ClientScreen"), "\(shape)")
            #expect(!flow.contains("RootGate"), "\(shape)")
        }
        // A modifier a person sees, or a second statement: the view is a screen of its own.
        for shape in [
            "        GateStack(session: session).navigationTitle(\"Salon\")",
            "        GateStack(session: session)\n        Text(\"Footer\")",
        ] {
            let flow = flowBody(extractProject(gateProject(shape)))
            #expect(flow != plain, "\(shape)")
            #expect(flow.contains("RootGate"), "\(shape)")
        }
    }

    @Test("A file is test code by its imports, however the import is spaced or written: its views are not screens left unplaced")
    func testImports() {
        let app = """
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View { NavigationStack { NavigationLink("Cart") { Cart() } } }
            }
            struct Cart: View { var body: some View { Text("Cart").navigationTitle("Cart") } }
            """
        let imports = [
            "import XCTest", "import  Testing  ", "@testable import ShopApp", "import Quick\r\nimport Nimble",
            "import\tViewInspector", "import SnapshotTesting\n", "import SwiftUI", "import struct Testing.Test",
            "import Foundation // XCTest later",
        ]
        let more = imports.enumerated().map { i, line in
            ProjectSource(path: "Tests/Check\(i).swift", text: "\(line)\nstruct Sample\(i): View { var body: some View { Button(\"Tap\") {}.navigationTitle(\"Sample\") } }\n")
        }
        let types = Set(extractProject(app, more: more).screenTypes.map(\.typeName))
        #expect(types.intersection((0..<imports.count).map { "Sample\($0)" }) == ["Sample6", "Sample7", "Sample8"])
    }

    @Test("An enum's raw type gives it none of that type's members: the project's extension of String is not the enum's")
    func rawTypeGivesNoMembers() {
        // (`tab.screen` would not compile: Tab has no `screen`. Nothing is made up for it.)
        expectFlow("""
            @main struct TabsApp: App { var body: some Scene { WindowGroup { Home() } } }
            enum Tab: String, CaseIterable { case first, second }
            extension String { var screen: some View { Detail() } }
            struct Home: View {
                let tab: Tab = .first
                var body: some View { NavigationStack { NavigationLink("Go") { tab.screen } } }
            }
            struct Detail: View { var body: some View { Text("D").navigationTitle("Detail") } }
            """, """
            app "TabsApp"

            scene standard
            start Home

            screen Home
              link "Go" -> Home_destination

            screen Home_destination

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: Detail  # App.swift:8: constructed in an extension of String, but where no control that aaflow can follow leads
            """)
    }
}
