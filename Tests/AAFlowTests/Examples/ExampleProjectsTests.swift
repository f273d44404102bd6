import Foundation
import Testing
@testable import AAFlow

/// The SwiftUI example projects in `examples/` and the flows their extraction
/// must give (`Tests/Fixtures/extract/<App>.expected.flow`).
///
/// SwiftUI does not exist on Linux, so the projects are not built here; the
/// compiler's parser checks that every file is valid Swift syntax.
@Suite struct ExampleProjectsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("examples")
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/extract")

    /// The example projects: each folder of `examples/` but `ci/` (the CI recipe).
    static let projects: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { name in
            guard name != "ci" else { return false }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: examples.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }()

    /// The Swift files of a project, relative to its folder, in path order.
    static func swiftFiles(of project: String) -> [String] {
        let folder = examples.appendingPathComponent(project)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// `swiftc` from `SWIFTC`, or the first one on `PATH`.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: path) { return path }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    @Test func thereAreACleanAndAFlawedExample() {
        #expect(Self.projects.contains("Journal"))
        #expect(Self.projects.contains("Errands"))
        for project in Self.projects {
            #expect(Self.swiftFiles(of: project).count >= 5, "\(project) is a small project, not a snippet")
            let fixture = Self.fixtures.appendingPathComponent("\(project).expected.flow")
            #expect(FileManager.default.fileExists(atPath: fixture.path), "\(project) has no expected flow at \(fixture.path)")
        }
    }

    @Test(.enabled(if: swiftc != nil, "swiftc was not found on PATH (or in SWIFTC): the example projects' syntax is not checked"),
          arguments: projects)
    func everyFileParses(project: String) throws {
        let folder = Self.examples.appendingPathComponent(project)
        let files = Self.swiftFiles(of: project)
        #expect(!files.isEmpty)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.swiftc))
        process.arguments = ["-parse"] + files.map { folder.appendingPathComponent($0).path }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -parse \(project):\n\(output)")
    }

    /// The stub `SwiftUI` module (Tests/SwiftUIStub/SwiftUI.swift and
    /// SwiftUI+Examples.swift), built once into a scratch folder.
    static let stubModule: Result<String, StubError> = {
        guard let swiftc else { return .failure(StubError(message: "no swiftc")) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-examples-stub-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stubs = root.appendingPathComponent("Tests/SwiftUIStub")
        let built = Self.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", "SwiftUI",
                               "-emit-module-path", folder + "/SwiftUI.swiftmodule",
                               stubs.appendingPathComponent("SwiftUI.swift").path,
                               stubs.appendingPathComponent("SwiftUI+Examples.swift").path])
        return built.status == 0 ? .success(folder) : .failure(StubError(message: built.output))
    }()

    struct StubError: Error { var message: String }

    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot start \(executable): \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A Swift file without its `#Preview { ... }` blocks (each starts a line
    /// with `#Preview`): a macro cannot be stubbed without the compiler's
    /// plugin libraries. The lines are kept blank, so errors keep their lines.
    static func withoutPreviews(_ text: String) -> String {
        var out: [Substring] = []
        var depth = 0
        var inPreview = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inPreview && line.hasPrefix("#Preview") { inPreview = true; depth = 0 }
            if inPreview {
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if depth <= 0 && line.contains("}") { inPreview = false }
                out.append("")
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    /// Beyond syntax: each project type-checks against a stub SwiftUI that
    /// has the labels and generic shapes of Apple's API (previews left out).
    /// This catches a misspelt modifier, a wrong label or a model that does
    /// not fit its view; it cannot catch what the stub simplifies.
    @Test(.enabled(if: swiftc != nil, "swiftc was not found on PATH (or in SWIFTC): the example projects are not type-checked"),
          arguments: projects)
    func everyProjectTypeChecksAgainstAStubSwiftUI(project: String) throws {
        let module: String
        switch Self.stubModule {
        case .success(let folder): module = folder
        case .failure(let error):
            Issue.record("the stub SwiftUI does not build:\n\(error.message)")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-examples-\(project)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var paths: [String] = []
        for file in Self.swiftFiles(of: project) {
            let text = try String(contentsOf: Self.examples.appendingPathComponent(project).appendingPathComponent(file), encoding: .utf8)
            let copy = scratch.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.withoutPreviews(text).write(to: copy, atomically: true, encoding: .utf8)
            paths.append(copy.path)
        }
        let result = Self.run(try #require(Self.swiftc), ["-typecheck", "-I", module] + paths)
        #expect(result.status == 0, "swiftc -typecheck \(project) against the stub SwiftUI:\n\(result.output)")
    }

    /// The expected flows are valid flows (`aaflow check` exits 0 or 1): the
    /// Journal's Assistive Access scene has nothing worse than a note, and the
    /// Errands' has a finding under each of the six principles.
    @Test(arguments: projects)
    func theExpectedFlowIsValid(project: String) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("\(project).expected.flow"), encoding: .utf8)
        let report = Fixtures.check(text, path: "\(project).expected.flow")
        #expect(report.isValid, "\(project): \(report.diagnostics.filter(\.isLanguageError).map { "\($0.range.start.line): \($0.message)" })")
        #expect(report.scenes.map(\.kind) == [.standard, .assistive])
        let assistive = report.diagnostics.filter { $0.scene == .assistive }
        switch project {
        case "Journal":
            #expect(assistive.allSatisfy { $0.severity == .note }, "\(assistive.map { "\($0.range.start.line): \($0.message) [\($0.id)]" })")
        case "Errands":
            let principles = Set(assistive.map { String($0.id.description.prefix { $0 != "." }) })
            #expect(principles.isSuperset(of: ["distill", "controls", "representation", "navigation", "safety", "timing"]), "\(principles.sorted())")
        default:
            break
        }
    }

    /// The expected flows are written as `aaflow format` writes a flow
    /// (`confirm` for one confirmation, flags in its order), so that an
    /// extraction can be compared with them line by line.
    @Test(arguments: projects)
    func theExpectedFlowIsFormatted(project: String) throws {
        let bytes = try packageFile("Tests/Fixtures/extract/\(project).expected.flow")
        #expect(FlowFormatter.isFormatted(SourceFile(path: "\(project).expected.flow", bytes: bytes)) == true)
    }

    /// Every `# path:LINE` comment of an expected flow points at a line that
    /// holds what the statement says: a screen at its type's declaration, a
    /// control with text at a line that holds that text (or, for a control
    /// that comes from a modifier, the modifier). Editing an example without
    /// its expected flow fails here.
    @Test(arguments: projects)
    func theExpectedFlowPointsAtTheRightLines(project: String) throws {
        let fixture = Self.fixtures.appendingPathComponent("\(project).expected.flow")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var sources: [String: [Substring]] = [:]
        var checked = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let statement = line.trimmingCharacters(in: .whitespaces)
            guard !statement.hasPrefix("#"), let hash = statement.range(of: "  # ") else { continue }
            let code = String(statement[..<hash.lowerBound])
            let comment = statement[hash.upperBound...]
            guard let colon = comment.range(of: ".swift:") else { continue }
            let path = String(comment[..<colon.lowerBound]) + ".swift"
            let number = Int(comment[colon.upperBound...].prefix { $0.isNumber }) ?? 0
            if sources[path] == nil {
                let url = Self.examples.appendingPathComponent(project).appendingPathComponent(path)
                let source = try String(contentsOf: url, encoding: .utf8)
                sources[path] = source.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = sources[path]!
            let where_ = "\(project).expected.flow:\(index + 1) -> \(path):\(number)"
            guard number >= 1, number <= lines.count else {
                Issue.record("\(where_): no such line")
                continue
            }
            let swift = String(lines[number - 1])
            let words = code.split(separator: " ")
            switch words.first {
            case "screen":
                let id = String(words[1])
                #expect(swift.contains("struct \(id)") || swift.contains("TabView"), "\(where_): \(swift)")
            case "app":
                #expect(swift.contains("struct") && swift.contains(": App"), "\(where_): \(swift)")
            case "scene":
                #expect(swift.contains("WindowGroup") || swift.contains("AssistiveAccess"), "\(where_): \(swift)")
            case "entry":
                #expect(swift.contains("onOpenURL") || swift.contains("onContinueUserActivity") || swift.contains("didReceive"), "\(where_): \(swift)")
            case "after":
                #expect(swift.contains("asyncAfter") || swift.contains("Timer") || swift.contains("onReceive") || swift.contains("sleep"), "\(where_): \(swift)")
            default:
                // A control: its literal text is in the construct that starts
                // on the line (its label may follow on the next lines; a modifier
                // such as .onTapGesture follows the view it is on), and so
                // is its icon.
                let construct = lines[max(0, number - 4)..<min(lines.count, number + 4)].joined(separator: "\n")
                if let open = code.firstIndex(of: "\""), let close = code[code.index(after: open)...].firstIndex(of: "\"") {
                    let literal = code[open...close]
                    if literal != "\"…\"" {
                        #expect(construct.contains(literal), "\(where_): \(construct)")
                    }
                }
                if let icon = words.firstIndex(of: "icon"), icon + 1 < words.count {
                    #expect(construct.contains("\"\(words[icon + 1])\""), "\(where_): \(construct)")
                }
            }
            checked += 1
        }
        #expect(checked >= 20, "\(project).expected.flow names the source line of each screen and control")
    }
}
