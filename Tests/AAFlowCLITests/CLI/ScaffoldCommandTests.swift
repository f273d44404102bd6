import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// `aaflow scaffold`: what it writes where, and every exit status.
@Suite struct ScaffoldCommandTests {
    let flow = """
        app "Tiny"
        scene assistive
        screen home "Home" icon house
          button "Go" icon arrow.right -> next
        screen next "Next" icon star
        """

    @Test func writesANewFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let out = scratch.path + "/made/here"
        let outcome = aaflow("scaffold", file, "-o", out)
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        #expect(scratch.names(in: out) == ["AssistiveAccess-Info.plist", "HomeView.swift", "NextView.swift", "TinyApp.swift"])
        #expect(outcome.stderrText.contains("wrote 4 files"))
        // Nothing is left behind beside it.
        #expect(scratch.names(in: scratch.path + "/made") == ["here"])
        let app = String(decoding: scratch.bytes(out + "/TinyApp.swift") ?? [], as: UTF8.self)
        #expect(app.contains("AssistiveAccess {"))
        #expect(app.contains("WindowGroup {"))
    }

    @Test func writesIntoAnEmptyFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let out = try scratch.folder("empty")
        #expect(aaflow("scaffold", file, "-o", out + "/").status == 0)
        #expect(scratch.names(in: out).count == 4)
        #expect(scratch.names().sorted() == ["empty", "tiny.flow"])
    }

    @Test func refusesAFolderThatIsNotEmpty() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let out = try scratch.folder("app")
        try scratch.write("app/HomeView.swift", "// mine")
        try scratch.write("app/Notes.txt", "keep me")
        let refused = aaflow("scaffold", file, "-o", out)
        #expect(refused.status == 2)
        #expect(refused.stderrText.contains("not empty"))
        #expect(scratch.names(in: out) == ["HomeView.swift", "Notes.txt"])
        #expect(scratch.bytes(out + "/HomeView.swift") == Array("// mine".utf8))

        // --force replaces only the files scaffold writes.
        let forced = aaflow("scaffold", file, "-o", out, "--force")
        #expect(forced.status == 0, "\(forced.stderrText)")
        #expect(scratch.names(in: out) == ["AssistiveAccess-Info.plist", "HomeView.swift", "NextView.swift", "Notes.txt", "TinyApp.swift"])
        #expect(scratch.bytes(out + "/Notes.txt") == Array("keep me".utf8))
        #expect(scratch.bytes(out + "/HomeView.swift") != Array("// mine".utf8))
        #expect(scratch.names().sorted() == ["app", "tiny.flow"])
    }

    @Test func forceNeverReplacesAFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let out = try scratch.folder("app")
        _ = try scratch.folder("app/HomeView.swift")
        let outcome = aaflow("scaffold", file, "-o", out, "--force")
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("in the way"))
        #expect(scratch.names(in: out) == ["HomeView.swift"])
        #expect(scratch.names().sorted() == ["app", "tiny.flow"])
    }

    @Test func refusesAFileAsTheFolder() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let outcome = aaflow("scaffold", file, "-o", file)
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("not a folder"))
        #expect(scratch.bytes(file) == Array(flow.utf8))
    }

    @Test func anInvalidFlowWritesNothing() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("bad.flow", "scene assistive\nscreen home \"Home\"\n  button \"Go\" -> nowhere\n")
        let out = scratch.path + "/out"
        let outcome = aaflow("scaffold", file, "-o", out)
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("[flow.undefined-screen]"))
        #expect(Platform.fileKind(out) == .missing)
    }

    @Test func theSceneMustExist() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        let out = scratch.path + "/out"
        let outcome = aaflow("scaffold", file, "--scene", "standard", "-o", out)
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("[flow.missing-scene]"))
        #expect(outcome.stderrText.contains("assistive scene"))
        #expect(Platform.fileKind(out) == .missing)
    }

    @Test func theStandardSceneOnRequest() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("news.flow", String(decoding: try packageFile("flows/news.flow"), as: UTF8.self))
        let out = scratch.path + "/out"
        #expect(aaflow("scaffold", file, "--scene", "standard", "-o", out).status == 0)
        let app = String(decoding: scratch.bytes(out + "/NewsApp.swift") ?? [], as: UTF8.self)
        #expect(app.contains("AssistiveScenePlaceholderView()"))
        #expect(app.contains("NavigationStack {\n                HomeView()"))
    }

    @Test func wrongCommandLines() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("tiny.flow", flow)
        for args in [["scaffold", file], ["scaffold", "-o", scratch.path + "/x"], ["scaffold", file, file, "-o", scratch.path + "/x"],
                     ["scaffold", file, "-o", "-"], ["scaffold", file, "-o", scratch.path + "/x", "--scene", "both"],
                     ["scaffold", file, "-o", scratch.path + "/x", "--forse"]] {
            let outcome = CLI.run(args, context: Context())
            #expect(outcome.status == 64, "\(args)")
            #expect(outcome.stderrText.contains("--help"), "\(args)")
        }
        #expect(Platform.fileKind(scratch.path + "/x") == .missing)
        #expect(aaflow("scaffold", "--help").stdoutText.contains("Usage: aaflow scaffold"))
        #expect(aaflow("--help").stdoutText.contains("scaffold"))
    }

    @Test func readsStandardInput() throws {
        let scratch = try ScratchFolder()
        let outcome = aaflow("scaffold", "-", "-o", scratch.path + "/out", input: Array(flow.utf8))
        #expect(outcome.status == 0)
        #expect(scratch.names(in: scratch.path + "/out").count == 4)
    }
}
