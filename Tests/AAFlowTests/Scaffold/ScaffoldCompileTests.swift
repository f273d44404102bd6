import Foundation
import Testing
@testable import AAFlow

/// What scaffold writes is Swift: every file parses with `swiftc -parse`,
/// and each project, `#Preview` blocks left out, type-checks against the
/// stub SwiftUI of Tests/SwiftUIStub, for every flow and scene tested.
@Suite struct ScaffoldCompileTests {
    static var cases: [ScaffoldFixtures.Case] { ScaffoldFixtures.cases }

    @Test func everyFlowIsTested() throws {
        #expect(Self.cases.count >= 20)
        for seed in ScaffoldFixtures.randomSeeds {
            let document = ScaffoldFixtures.document(RandomFlows.flow(seed: seed))
            #expect(document.diagnostics.isEmpty, "random flow \(seed): \(document.diagnostics.map(\.message))\n\(RandomFlows.flow(seed: seed))")
        }
        for flow in try ScaffoldFixtures.allFlows() {
            let document = ScaffoldFixtures.document(flow.text, name: flow.name)
            // drawing-draft.flow is valid, with findings: scaffold writes it all the same.
            #expect(document.diagnostics.isEmpty, "\(flow.name): \(document.diagnostics.map(\.message))")
        }
    }

    @Test(arguments: cases)
    func parsesAndTypeChecks(_ c: ScaffoldFixtures.Case) throws {
        let document = ScaffoldFixtures.document(c.text, name: c.name)
        let files = try Scaffold.files(document, scene: c.scene).get()
        let folder = NSTemporaryDirectory() + "aaflow-scaffold-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/typecheck", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var swiftFiles: [String] = []
        var stripped: [String] = []
        for file in files where file.name.hasSuffix(".swift") {
            let path = folder + "/" + file.name
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            swiftFiles.append(path)
            let plain = folder + "/typecheck/" + file.name
            try Data(SwiftCompiler.withoutPreviews(file.text).utf8).write(to: URL(fileURLWithPath: plain))
            stripped.append(plain)
        }
        let parse = SwiftCompiler.run(["-parse"] + swiftFiles)
        #expect(parse.status == 0, "swiftc -parse:\n\(parse.output)")

        let stub = try SwiftCompiler.stubModules.get()
        let check = SwiftCompiler.run(["-typecheck", "-I", stub] + stripped)
        #expect(check.status == 0, "swiftc -typecheck against the stub SwiftUI:\n\(check.output)")
    }

    /// The stub catches what it is for: a wrong argument label.
    @Test func theStubRejectsAWrongLabel() throws {
        let stub = try SwiftCompiler.stubModules.get()
        let folder = NSTemporaryDirectory() + "aaflow-scaffold-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = """
            import SwiftUI
            struct A: View {
                @State private var on = false
                var body: some View {
                    Toggle(isOn: $on) { Label("On", systemImage: "star") }
                        .assistiveAccessNavigationIcon(systemImage: "star")
                }
            }
            """
        try Data(good.utf8).write(to: URL(fileURLWithPath: folder + "/A.swift"))
        #expect(SwiftCompiler.run(["-typecheck", "-I", stub, folder + "/A.swift"]).status == 0)
        let bad = good.replacingOccurrences(of: "systemImage: \"star\")\n", with: "systemName: \"star\")\n")
        try Data(bad.utf8).write(to: URL(fileURLWithPath: folder + "/A.swift"))
        let run = SwiftCompiler.run(["-typecheck", "-I", stub, folder + "/A.swift"])
        #expect(run.status != 0)
        #expect(run.output.contains("systemName"))
    }

    @Test func previewsAreLeftOutOfTheTypeCheckOnly() {
        let text = "struct A {}\n\n#Preview(traits: .assistiveAccess) {\n    NavigationStack {\n        A()\n    }\n}\n"
        #expect(SwiftCompiler.withoutPreviews(text) == "struct A {}\n\n")
    }
}
