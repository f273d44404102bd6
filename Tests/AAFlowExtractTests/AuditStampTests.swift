import AAFlowCLI
import Foundation
import Testing

/// `aaflow audit --stamp PATH`, for the SwiftPM build tool plugin: the
/// findings as usual, then one line saying so, as a Swift comment; and the
/// audit reads SwiftUI written behind `#if canImport(SwiftUI)`, as the
/// plugin's test package has it so that it compiles on Linux.
@Suite struct AuditStampTests {
    static let root = ExampleExtractionTests.root

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "aaflow-audit-stamp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theStampSaysTheAuditRanAndTheStatusIsTheAudits() throws {
        let out = try folder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let clean = CLI.run(["audit", Self.root + "/examples/Journal", "--stamp", out + "/journal.swift"], context: Context())
        #expect(clean.status == 0, "\(clean.stderrText)")
        let stamp = try String(contentsOfFile: out + "/journal.swift", encoding: .utf8)
        #expect(stamp.hasPrefix("// aaflow audit: 0 errors, ") && stamp.hasSuffix(" notes\n") && stamp.split(separator: "\n").count == 1, "\(stamp)")

        // Errors: status 1, and the stamp still written (the build fails on the status).
        let flawed = CLI.run(["audit", Self.root + "/examples/Errands", "--stamp", out + "/errands.swift"], context: Context())
        #expect(flawed.status == 1)
        #expect(flawed.stderrText.contains(": error: "))
        let errands = try String(contentsOfFile: out + "/errands.swift", encoding: .utf8)
        #expect(!errands.hasPrefix("// aaflow audit: 0 errors"), "\(errands)")
    }

    @Test func aStampThatCannotBeWrittenIsAnError() throws {
        let run = CLI.run(["audit", Self.root + "/examples/Journal", "--stamp", "/nonexistent-aaflow-folder/stamp.swift"], context: Context())
        #expect(run.status == 2)
        #expect(run.stderrText.contains("aaflow audit: cannot write /nonexistent-aaflow-folder/stamp.swift"), "\(run.stderrText)")
        let missing = CLI.run(["audit", Self.root + "/examples/Journal", "--stamp"], context: Context())
        #expect(missing.status == 64)
    }

    @Test func swiftUIBehindCanImportIsRead() throws {
        let project = try folder()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let app = """
            #if canImport(SwiftUI)
            import SwiftUI

            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup {
                        HomeView()
                    }
                    #if os(iOS)
                    AssistiveAccess {
                        NavigationStack {
                            HomeView()
                        }
                    }
                    #endif
                }
            }

            struct HomeView: View {
                var body: some View {
                    List {
                        Button("Water") {}
                    }
                    .navigationTitle("Garden")
                }
            }
            #endif

            public enum Garden {}

            """
        try Data(app.utf8).write(to: URL(fileURLWithPath: project + "/GardenApp.swift"))
        let run = CLI.run(["audit", project], context: Context())
        #expect(run.status == 1, "\(run.stderrText)")  // no UISupportsAssistiveAccess: an error
        #expect(run.stderrText.contains("GardenApp.swift:23:13: warning: "), "\(run.stderrText)")  // Button("Water"): no icon
        #expect(run.stderrText.contains("[representation.missing-icon]"))
        #expect(run.stderrText.contains("GardenApp.swift:4:1: error: ") && run.stderrText.contains("[project.missing-plist-key]"))
        #expect(!run.stderrText.contains("project.missing-scene"), "the AssistiveAccess scene behind #if os(iOS) is read")
    }
}
