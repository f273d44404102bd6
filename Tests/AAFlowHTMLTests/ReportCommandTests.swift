import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// A temporary folder with files in it, removed at the end.
private final class Folder {
    let path: String

    init(_ files: [String: String]) throws {
        path = NSTemporaryDirectory() + "aaflow-report-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: self[name], atomically: true, encoding: .utf8)
        }
    }

    subscript(name: String) -> String { path + "/" + name }

    func read(_ name: String) -> String? { try? String(contentsOfFile: self[name], encoding: .utf8) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

private let clean = """
    app "Clean"
    scene assistive
    screen a "A" icon house
      button "Go" icon arrow.right -> b
    screen b "B" icon doc
    """
private let erroneous = clean + "\n  back \"Back\" icon chevron.left -> a\n"
private let warned = clean + "\n  button \"More\" -> a\n"
private let invalid = "scene assistive\nscreen a \"A <b>\" icon house\n  button \"Go\" icon x -> nowhere\n"

private func run(_ args: [String], stdin: String? = nil) -> Outcome {
    let context = stdin.map { text in Context(readStandardInput: { .success(Array(text.utf8)) }) } ?? Context()
    return CLI.run(args, context: context)
}

@Suite struct ReportCommandTests {
    @Test func exitsLikeCheckAndWritesThePage() throws {
        let f = try Folder(["clean.flow": clean, "error.flow": erroneous, "warn.flow": warned])
        for (file, status) in [("clean.flow", 0), ("error.flow", 1), ("warn.flow", 0)] {
            let out = run(["report", f[file], "-o", f["r.html"]])
            #expect(out.status == Int32(status), "\(file): \(out.stderrText)")
            #expect(out.stdout.isEmpty)
            #expect(out.stderrText.contains("wrote \(f["r.html"])"))
            let html = try #require(f.read("r.html"))
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        }
        #expect(run(["report", f["warn.flow"], "--warnings-as-errors", "-o", f["r.html"]]).status == 1)
        // A folder: every flow below it; the worst status wins.
        let all = run(["report", f.path, "-o", f["all.html"]])
        #expect(all.status == 1)
        #expect(try #require(f.read("all.html")).contains("Assistive Access review: 3 flows"))
    }

    @Test func anInvalidFlowExits2AndTheMistakesAreOnThePage() throws {
        let f = try Folder(["bad.flow": invalid, "clean.flow": clean])
        let out = run(["report", f["bad.flow"], f["clean.flow"], "-o", f["r.html"]])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("flow.undefined-screen"))
        let html = try #require(f.read("r.html"))
        #expect(html.contains("nowhere"))
        #expect(html.contains("Mistakes in the flow file"))
        #expect(html.contains("so it was not checked against the principles and nothing was drawn"))
        #expect(html.count(of: "class=\"entry\"") == 2)
    }

    @Test func anUnreadableInputExits2AndIsNamedOnThePage() throws {
        let f = try Folder(["clean.flow": clean])
        let out = run(["report", f["clean.flow"], f["missing.flow"], "-o", f["r.html"]])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("missing.flow"))
        let html = try #require(f.read("r.html"))
        #expect(html.contains("Files that could not be read"))
    }

    @Test func aWrongCommandLineExits64() throws {
        let f = try Folder(["clean.flow": clean])
        #expect(run(["report", f["clean.flow"]]).status == 64)
        #expect(run(["report", "-o", f["r.html"]]).status == 64)
        #expect(run(["report", f["clean.flow"], "-o", ""]).status == 64)
        #expect(run(["report", f["clean.flow"], "--frobnicate", "-o", f["r.html"]]).status == 64)
        #expect(run(["report", "-", "-", "-o", f["r.html"]], stdin: clean).status == 64)
        #expect(run(["report", f["clean.flow"]]).stderrText.contains("-o FILE"))
        #expect(f.read("r.html") == nil)
    }

    @Test func dashWritesToStandardOutputAndReadsStandardInput() {
        let out = run(["report", "-", "-o", "-"], stdin: erroneous)
        #expect(out.status == 1)
        #expect(out.stdoutText.hasPrefix("<!DOCTYPE html>"))
        #expect(out.stdoutText.contains("&lt;stdin&gt;"))
    }

    @Test func neverWritesOverAnInputAndReplacesAnOldPage() throws {
        let f = try Folder(["clean.flow": clean, "old.html": "old"])
        let out = run(["report", f["clean.flow"], "-o", f["clean.flow"]])
        #expect(out.status == 2)
        #expect(f.read("clean.flow") == clean)
        #expect(run(["report", f["clean.flow"], "-o", f.path]).status == 2)
        #expect(run(["report", f["clean.flow"], "-o", f["no/such/r.html"]]).status == 2)
        #expect(run(["report", f["clean.flow"], "-o", f["old.html"]]).status == 0)
        #expect(f.read("old.html")?.hasPrefix("<!DOCTYPE html>") == true)
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let f = try Folder(["error.flow": erroneous])
        let a = run(["report", f["error.flow"], "-o", "-"])
        let b = run(["report", f["error.flow"], "-o", "-"])
        #expect(a.stdout == b.stdout)
        #expect(a.stdoutText.contains("<svg class=\"diagram\" role=\"img\""))
    }

    @Test func theCommandIsListedWithHelp() {
        #expect(run(["--help"]).stdoutText.contains("report"))
        #expect(run(["report", "--help"]).stdoutText.contains("Usage: aaflow report"))
    }
}
