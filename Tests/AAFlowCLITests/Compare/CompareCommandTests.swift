import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowRender
@testable import AAFlowCLI

private typealias F = CompareFixtures

/// A temporary folder with flow files in it, removed at the end.
private final class Folder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "aaflow-compare-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: self[name], atomically: true, encoding: .utf8)
        }
    }

    subscript(name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

private let broken = "scene standard\nscreen a \"A\" icon a\n  button \"Go\" icon b -> nowhere\n"

private func files() throws -> Folder {
    try Folder([
        "news.flow": F.news,
        "news-std.flow": F.newsStandard,
        "news-aa.flow": F.newsAssistive,
        "camera.flow": F.cameraStandard,
        "camera-aa.flow": F.cameraAssistive,
        "broken.flow": broken,
        "back.flow": F.news + "\n  back \"Back\" icon chevron.left\n",
    ])
}

private func run(_ args: [String], stdin: String? = nil) -> Outcome {
    let context = stdin.map { text in Context(readStandardInput: { .success(Array(text.utf8)) }) } ?? Context()
    return CLI.run(["compare"] + args, context: context)
}

private func parse(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func summaryErrors(_ json: [String: Any]) -> Int {
    (json["summary"] as? [String: Any])?["errors"] as? Int ?? -1
}

@Suite struct CompareCommandTests {
    // MARK: Compared (0 or 1)

    @Test func oneFile() throws {
        let dir = try files()
        let out = run([dir["news.flow"]])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        #expect(out.stdoutText.contains("dropped screens (4)  home, breaking, share, settings\n"))
    }

    @Test func twoFilesGiveTheSameComparisonAsOne() throws {
        let dir = try files()
        let one = try parse(run(["--format", "json", dir["news.flow"]]).stdoutText)
        let out = run(["--format=json", dir["news-std.flow"], dir["news-aa.flow"]])
        #expect(out.status == 0)
        let two = try parse(out.stdoutText)
        for key in ["screens", "tasks"] {
            #expect(NSDictionary(dictionary: ["k": one[key]!]) == NSDictionary(dictionary: ["k": two[key]!]))
        }
        for side in ["standard", "assistive"] {
            let a = (one[side] as? [String: Any])?["metrics"] as? [String: Int]
            let b = (two[side] as? [String: Any])?["metrics"] as? [String: Int]
            #expect(a != nil && a == b)
        }
        let screens = try #require(two["screens"] as? [String: [String]])
        #expect(screens["kept"] == ["news", "article"] && screens["added"] == [])
    }

    @Test func jsonHasTheSpecsFields() throws {
        let dir = try files()
        let out = run(["--format", "json", dir["camera.flow"], dir["camera-aa.flow"]])
        let json = try parse(out.stdoutText)
        // The "Saved" toast goes away by itself: an error once the timing rule is in the catalogue.
        #expect(out.status == (summaryErrors(json) > 0 ? 1 : 0))
        for side in ["standard", "assistive"] {
            let scene = try #require(json[side] as? [String: Any])
            #expect(scene["metrics"] is [String: Int])
            #expect(scene["errors"] is Int && scene["warnings"] is Int && scene["notes"] is Int)
        }
        let tasks = try #require(json["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String } == ["Take a photo", "See a photo", "Edit a photo",
                                                        "Record a video", "Look at photos"])
        #expect(tasks[2]["assistive"] is NSNull && tasks[3]["assistive"] is NSNull)
        let first = try #require(tasks[0]["standard"] as? [String: Any])
        #expect(first["steps"] as? Int == 1 && first["decisions"] as? Int == 1)
    }

    @Test func filesTheOtherWayRoundAreTurnedWithANote() throws {
        let dir = try files()
        let out = run(["--format", "json", dir["camera-aa.flow"], dir["camera.flow"]])
        #expect(out.stderrText.contains("note:"))
        let json = try parse(out.stdoutText)
        #expect(out.status == (summaryErrors(json) > 0 ? 1 : 0))
        #expect((json["standard"] as? [String: Any])?["path"] as? String == dir["camera.flow"])
        #expect(json["swapped"] as? Bool == true)
    }

    @Test func anErrorFindingExitsOne() throws {
        let dir = try files()
        let out = run([dir["back.flow"]])
        #expect(out.status == 1)
        #expect(out.stdoutText.contains("navigation.custom-back"))
    }

    @Test func standardInput() throws {
        let dir = try files()
        let out = run(["-", dir["news-aa.flow"]], stdin: F.newsStandard)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("standard scene of <stdin>"))
    }

    @Test func sameInputSameBytes() throws {
        let dir = try files()
        for format in ["text", "json"] {
            let a = run(["--format", format, dir["news.flow"]])
            let b = run(["--format", format, dir["news.flow"]])
            #expect(a.stdout == b.stdout && !a.stdout.isEmpty)
        }
    }

    @Test func help() {
        let out = run(["--help"])
        #expect(out.status == 0 && out.stdoutText.hasPrefix("Usage: aaflow compare"))
        #expect(CLI.run(["--help"], context: Context()).stdoutText.contains("compare"))
    }

    // MARK: Cannot be compared (2)

    @Test func oneFileWithOneScene() throws {
        let dir = try files()
        for name in ["camera.flow", "camera-aa.flow"] {
            let out = run([dir[name]])
            #expect(out.status == 2)
            #expect(out.stdout.isEmpty)
            #expect(out.stderrText.hasPrefix("aaflow compare: ") && out.stderrText.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test func twoFilesOfTheSameKind() throws {
        let dir = try files()
        #expect(run([dir["camera.flow"], dir["news-std.flow"]]).status == 2)
        #expect(run([dir["camera-aa.flow"], dir["news-aa.flow"]]).status == 2)
        #expect(run(["--format", "json", dir["camera-aa.flow"], dir["news-aa.flow"]]).stdout.isEmpty)
    }

    @Test func anInvalidFileListsItsDiagnostics() throws {
        let dir = try files()
        let text = run([dir["broken.flow"], dir["news-aa.flow"]])
        #expect(text.status == 2)
        #expect(text.stdout.isEmpty)
        #expect(text.stderrText.contains("[flow.undefined-screen]"))

        let json = run(["--format", "json", dir["news-std.flow"], dir["broken.flow"]])
        #expect(json.status == 2)
        let report = try parse(json.stdoutText)
        #expect(report["valid"] as? Bool == false)
        let listed = try #require(report["files"] as? [[String: Any]])
        let diagnostics = try #require(listed[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["flow.undefined-screen"])
        #expect(!json.stderr.isEmpty)
    }

    @Test func anUnreadableFile() throws {
        let dir = try files()
        let out = run([dir["news-std.flow"], dir["missing.flow"]])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("missing.flow"))
        #expect(run([dir.path]).status == 2)
    }

    @Test func theDiagramHook() throws {
        let dir = try files()
        let out = run([dir["news.flow"], "-o", dir["news.svg"]])
        // Until the diagram is drawn, a clear error; then, the file.
        if out.status == 0 {
            #expect(FileManager.default.fileExists(atPath: dir["news.svg"]))
        } else {
            #expect(out.status == 2 && out.stderrText.contains("diagram"))
        }
        #expect(out.stdoutText.contains("kept screens"))
    }

    // MARK: Wrong command line (64)

    @Test func wrongCommandLines() throws {
        let dir = try files()
        let news = dir["news.flow"]
        let wrong: [[String]] = [
            [],
            [news, news, news],
            ["--format", "sarif", news],
            ["--scene", "standard", news],
            [news, "-o", dir["news.txt"]],
            [news, "-o", "-", "--format", "json"],
            ["-", "-"],
            [news, "-o"],
        ]
        for args in wrong {
            let out = run(args)
            #expect(out.status == 64, "\(args)")
            #expect(out.stdout.isEmpty)
            #expect(out.stderrText.contains("aaflow compare --help"))
        }
    }
}
