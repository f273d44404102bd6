import AAFlowPlatform
import AAFlow
import Testing
import Foundation
import AAFlowSwiftUI
@testable import AAFlowLSP

/// Swift files served from a SwiftUI project kept between saves: the folder
/// found as `aaflow audit` would be given it, each file parsed once per content.
@Suite struct SwiftProjectTests {
    /// Tests/Fixtures/lsp/Chores.
    static let fixture: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures/lsp/Chores"
    }()

    static let files = ["ChoresApp.swift", "ChoreListView.swift", "ChoreView.swift", "Info.plist"]

    /// Removes a folder and everything below it.
    static func removeTree(_ path: String) {
        if Platform.fileKind(path) == .directory, case .success(let names) = Platform.directoryEntries(path) {
            for name in names where name != "." && name != ".." { removeTree(path + "/" + name) }
            _ = Platform.removeDirectory(path)
        } else {
            _ = Platform.removeFile(path)
        }
    }

    /// A copy of the fixture in a new temporary folder; its path.
    func copy() throws -> String {
        let tmp = try Platform.makeTemporaryDirectory(in: "/tmp", stem: "aaflow-lsp-test").get()
        try Platform.makeDirectory(tmp + "/Chores").get()
        for f in Self.files {
            try Platform.writeFileAtomically(tmp + "/Chores/" + f, try Platform.readFile(Self.fixture + "/" + f).get()).get()
        }
        return tmp + "/Chores"
    }

    func write(_ path: String, _ text: String) throws {
        try Platform.writeFileAtomically(path, Array(text.utf8)).get()
    }

    @Test func theRootIsTheFolderAuditWouldRead() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        #expect(SwiftProject.root(of: root + "/ChoreView.swift") == root)
        try Platform.makeDirectory(root + "/Views").get()
        #expect(SwiftProject.root(of: root + "/Views/Row.swift") == root)
        // A package's manifest wins over a plist below it.
        let package = String(root.dropLast("/Chores".count))
        try write(package + "/Package.swift", "// swift-tools-version:5.9\n")
        #expect(SwiftProject.root(of: root + "/ChoreView.swift") == package)
        // Build products are never a project's files.
        #expect(SwiftProject.root(of: package + "/.build/checkouts/X/Y.swift") == nil)
        // aaflow's configuration names the folder a team audits, even inside a
        // package that is not the app (as examples/Errands is inside aaflow's).
        try Platform.makeDirectory(package + "/examples").get()
        try Platform.makeDirectory(package + "/examples/App").get()
        try Platform.makeDirectory(package + "/examples/App/Views").get()
        try write(package + "/examples/App/.aaflow.json", "{}\n")
        #expect(SwiftProject.root(of: package + "/examples/App/Views/Home.swift") == package + "/examples/App")
        // Nothing marks this folder: no project.
        let loose = try Platform.makeTemporaryDirectory(in: "/tmp", stem: "aaflow-lsp-loose").get()
        defer { Self.removeTree(loose) }
        #expect(SwiftProject.root(of: loose + "/Scratch.swift") == nil)
    }

    /// What cannot be read is said in the editor as `aaflow audit` says it
    /// (`swift.unreadable`): at the App type, whose message names the file or
    /// folder; and no longer once it is gone.
    @Test func whatCannotBeReadIsSaidAsAuditSaysIt() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Gone.swift", withDestinationPath: "Nowhere.swift")
        try Platform.makeDirectory(root + "/Views").get()
        try FileManager.default.createSymbolicLink(atPath: root + "/Views/loop", withDestinationPath: "..")
        // A link that sorts before the folder it leads to: the folder is read under its own path, the link is named.
        try FileManager.default.createSymbolicLink(atPath: root + "/AViews", withDestinationPath: "Views")
        let project = SwiftProject(root: root)
        #expect(project.refresh())
        project.reaudit()
        let unread = (project.findingsByFile()["ChoresApp.swift"] ?? []).filter { $0.id.rawValue == "swift.unreadable" }
        let said = unread.compactMap { SwiftFeatures.diagnosticJSON($0, in: project, uri: FileURI.of)?["message"]?.string }
        #expect(said.map { $0.prefix { $0 != "\n" } } == ["AViews: a symbolic link loops back to a folder already read; not read again",
                                                         "Gone.swift: cannot be read: no such file",
                                                         "Views/loop: a symbolic link loops back to a folder already read; not read again"])
        #expect(said.allSatisfy { $0.contains("\nfix: ") && $0.contains("exclude") })
        // The command line says the same of the same places.
        let extracted = try SwiftUIExtractor.extract(folder: root).get()
        #expect(extracted.problems.map { "\($0.location.file): \($0.value.text)" } == said.map { String($0.prefix { $0 != "\n" }) })
        // Gone: no longer said.
        _ = Platform.removeFile(root + "/Gone.swift")
        #expect(project.refresh())
        project.reaudit()
        #expect((project.findingsByFile()["ChoresApp.swift"] ?? []).filter { $0.id.rawValue == "swift.unreadable" }.count == 2)
    }

    @Test func aSaveParsesOnlyTheFileThatChanged() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        let project = SwiftProject(root: root)
        #expect(project.refresh())
        project.reaudit()
        #expect(project.parseCount == 3)
        let findings = project.findingsByFile()
        #expect(findings["ChoreView.swift"]?.contains { $0.id.rawValue == "safety.insufficient-confirmation" } == true)

        // Nothing changed: nothing is read or parsed again.
        #expect(!project.refresh())

        // One file changed on disk: only it is parsed again.
        let view = root + "/ChoreView.swift"
        let text = String(decoding: try Platform.readFile(view).get(), as: UTF8.self)
        var fixed = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            fixed += (line.contains("role: .destructive") ? "            Button(\"Done\", systemImage: \"checkmark\") { }" : String(line)) + "\n"
        }
        try write(view, String(fixed.dropLast()))
        #expect(project.refresh(force: ["ChoreView.swift"]))
        project.reaudit()
        #expect(project.parseCount == 4)
        #expect(project.findingsByFile()["ChoreView.swift"]?.contains { $0.id.rawValue == "safety.insufficient-confirmation" } != true)

        // Saved again with the same bytes: read, but neither parsed nor audited.
        try write(view, String(fixed.dropLast()))
        #expect(!project.refresh(force: ["ChoreView.swift"]))
        #expect(project.parseCount == 4)

        // A file removed is dropped.
        #expect(Platform.removeFile(root + "/ChoreListView.swift"))
        #expect(project.refresh())
        project.reaudit()
        #expect(project.parseCount == 4)
        #expect(project.findingsByFile()["ChoreListView.swift"] == nil)
    }

    /// Every finding of a project, in words, by file.
    static func said(_ project: SwiftProject) -> [String] {
        project.findingsByFile().sorted { $0.key < $1.key }.flatMap { file, findings in
            findings.map { "\(file) \($0.id) \($0.severity) \($0.range) \($0.message)" }
        }
    }

    /// Waits, so that what was just written has a stamp older than what comes next.
    func pause(_ seconds: Double) {
        let start = Platform.monotonicSeconds()
        while Platform.monotonicSeconds() < start + seconds {}
    }

    /// Writes a file where it is, as an editor may, leaving its folder's stamp as it was.
    func writeInPlace(_ path: String, _ text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aRefreshListsOnlyTheFoldersThatChangedAndSeesEveryFileAddedRemovedOrEdited() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        try Platform.makeDirectory(root + "/Views").get()
        try write(root + "/Views/Extra.swift", "struct Extra {}\n")
        // Folders changed just now are listed at every refresh (their stamp may not show the next change).
        let fresh = SwiftProject(root: root)
        #expect(fresh.refresh())
        #expect(fresh.foldersListed == 2)
        #expect(!fresh.refresh())
        #expect(fresh.foldersListed == 2)

        let project = SwiftProject(root: root)
        project.listingMargin = 0
        pause(0.05)
        #expect(project.refresh())
        #expect(project.foldersListed == 2)
        project.reaudit()
        let before = Self.said(project)
        // Nothing changed: no folder is listed again.
        #expect(!project.refresh())
        #expect(project.foldersListed == 0)

        // A file added in a folder: that folder alone is listed again, and the file is read.
        try write(root + "/Views/New.swift", "struct New {}\n")
        #expect(project.refresh())
        #expect(project.foldersListed == 1)
        #expect(project.files["Views/New.swift"] != nil)
        // A file removed: dropped.
        #expect(Platform.removeFile(root + "/Views/Extra.swift"))
        #expect(project.refresh())
        #expect(project.foldersListed == 1)
        #expect(project.files["Views/Extra.swift"] == nil)
        // A file renamed.
        try Platform.rename(root + "/Views/New.swift", to: root + "/Views/Renamed.swift").get()
        #expect(project.refresh())
        #expect(project.files["Views/New.swift"] == nil && project.files["Views/Renamed.swift"] != nil)
        // A folder removed.
        #expect(Platform.removeFile(root + "/Views/Renamed.swift"))
        #expect(Platform.removeDirectory(root + "/Views"))
        #expect(project.refresh())
        #expect(project.files.keys.sorted() == Self.files.sorted())
        project.reaudit()
        #expect(Self.said(project) == before)

        // A file edited where it is, its folder's stamp unchanged: seen by its own stamp.
        pause(0.05)
        #expect(!project.refresh())
        #expect(project.foldersListed == 0)
        let view = root + "/ChoreView.swift"
        let text = String(decoding: try Platform.readFile(view).get(), as: UTF8.self)
        var edited = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            edited += (line.contains("role: .destructive") ? "            Button(\"Done\", systemImage: \"checkmark\") { }" : String(line)) + "\n"
        }
        try writeInPlace(view, String(edited.dropLast()))
        #expect(project.refresh())
        #expect(project.foldersListed == 0)
        project.reaudit()
        let after = SwiftProject(root: root)
        after.refresh()
        after.reaudit()
        #expect(Self.said(project) == Self.said(after))
        #expect(Self.said(project) != before)
    }

    @Test func theServerPublishesASwiftFilesFindingsAndNeverReadsItAsAFlow() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        let client = TestClient()
        let uri = FileURI.of(root + "/ChoreView.swift")
        let text = String(decoding: try Platform.readFile(root + "/ChoreView.swift").get(), as: UTF8.self)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(text)]])
        _ = client.replies()
        let published = client.notifications.filter { $0["method"] == "textDocument/publishDiagnostics" }.compactMap { $0["params"] }
        #expect(published.map { $0["uri"]?.string ?? "" } == [FileURI.of(root + "/ChoreListView.swift"), uri])
        let codes = published.last?["diagnostics"]?.array?.compactMap { $0["code"]?.string } ?? []
        #expect(codes.contains("safety.insufficient-confirmation"))
        #expect(!codes.contains("flow.syntax"))
        #expect(client.server.documents.isEmpty)
        // Typing is not audited; the requests of a flow answer empty.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "struct {"]]])
        #expect(client.replies().isEmpty)
        #expect(client.request("textDocument/hover", at(Position(line: 0, character: 0), uri: uri))["result"] == .null)
        #expect(client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)]])["result"] == .null)
    }

    /// The text after the fix of an unused `aaflow:allow` comment on line 0.
    func fixed(_ text: String, fix: String) -> String? {
        let d = Diagnostic(id: .unusedAllow, severity: .warning, range: SourceRange(line: 1, column: 1),
                           message: Checker.Message.unusedAllow(rule: "a.b", onScreen: false), fix: Fix(fix))
        let lines = LineTable(Array(text.utf8))
        guard let (_, edit) = SwiftFeatures.commentFix(d, line: 0, lines: lines) else { return nil }
        return apply([edit], to: text)
    }

    @Test func unusedAllowCommentsAreRemovedOrCorrected() {
        let remove = "remove the comment, so that a problem that comes back later is not hidden"
        #expect(fixed("    // aaflow:allow a.b why\nx\n", fix: remove) == "x\n")
        #expect(fixed("foo() // aaflow:allow a.b why\nx\n", fix: remove) == "foo()\nx\n")
        #expect(fixed("foo() /* aaflow:allow a.b why */ bar()\n", fix: remove) == "foo()  bar()\n")
        #expect(fixed("  /* aaflow:allow a.b why */\n", fix: remove) == "")
        #expect(fixed("let url = \"http://x\" // aaflow:allow a.b\n", fix: remove) == "let url = \"http://x\"\n")
        #expect(fixed("// aaflow:allow safety.insufficient-confirmaton why\n", fix: "did you mean `safety.insufficient-confirmation`?")
            == "// aaflow:allow safety.insufficient-confirmation why\n")
        #expect(fixed("/* aaflow:allow a.c*/\n", fix: "did you mean `a.b`?") == "/* aaflow:allow a.b*/\n")
        #expect(fixed("no comment here\n", fix: remove) == nil)
        #expect(fixed("// aaflow:allow\n", fix: "did you mean `a.b`?") == nil)
    }

    /// Swift notifications and requests of every wrong shape: logged or
    /// answered with an error, never a crash; the project still served after.
    @Test func badSwiftMessagesNeverCrash() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        let client = TestClient()
        let uri = FileURI.of(root + "/ChoreView.swift")
        let noise: [UInt8] = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }
        try Platform.writeFileAtomically(root + "/Noise.swift", noise).get()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "untitled:1", "languageId": "swift", "version": 1, "text": "struct"]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///", "languageId": "swift", "version": 1, "text": ""]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///nowhere/at/all.swift", "version": 1, "text": "}}}"]])
        client.notify("textDocument/didSave", ["textDocument": ["uri": "file:///nowhere/at/all.swift"]])
        client.notify("textDocument/didSave", ["textDocument": [:]])
        client.notify("textDocument/didSave", [:])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(FileURI.of(root + "/Noise.swift")), "languageId": "swift",
                                                               "version": 1, "text": .string(String(decoding: noise, as: UTF8.self))]])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": "@main struct"]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri)], "contentChanges": [["range": ["start": ["line": -5, "character": 99]], "text": "x"]]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri)], "contentChanges": [["range": LSPRange(start: Position(line: 900, character: 0), end: Position(line: 0, character: 0)).json, "text": "y"]]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri)], "contentChanges": 7])
        #expect(client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)]])["error"]?["code"] == .int(ResponseError.invalidParams))
        #expect(client.request("textDocument/rename", ["textDocument": ["uri": .string(uri)], "newName": "x"])["error"] != nil)
        #expect(client.request("textDocument/codeAction", ["textDocument": ["uri": "untitled:1"],
                                                            "range": LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)).json])["result"] == [])
        // The saved file is read from disk: the findings come back.
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        _ = client.replies()
        let last = client.notifications.last { $0["params"]?["uri"] == .string(uri) }
        #expect(last?["params"]?["diagnostics"]?.array?.contains { $0["code"] == "safety.insufficient-confirmation" } == true)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(client.request("shutdown", .null)["result"] == .null)
    }

    @Test func swiftByLanguageOrName() {
        #expect(LanguageServer.isSwift(uri: "file:///a.swift", languageID: "swift"))
        #expect(LanguageServer.isSwift(uri: "file:///a.swift", languageID: nil))
        #expect(LanguageServer.isSwift(uri: "file:///a.swift", languageID: "plaintext"))
        #expect(LanguageServer.isSwift(uri: "file:///a", languageID: "swift"))
        #expect(!LanguageServer.isSwift(uri: "file:///a.swift", languageID: "aaflow"))
        #expect(!LanguageServer.isSwift(uri: "file:///a.flow", languageID: nil))
    }

    /// A finding's fix whose edits stand in project files becomes a
    /// WorkspaceEdit on those files, as SARIF's `fixes` name them.
    @Test func fixEditsBecomeWorkspaceChanges() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        let project = SwiftProject(root: root)
        project.refresh()
        project.reaudit()
        let view = try #require(project.findingsByFile()["ChoreView.swift"]?.first { $0.id.rawValue == "safety.insufficient-confirmation" })
        let list = try #require(project.findingsByFile()["ChoreListView.swift"]?.first)
        let edits = [TextEdit(range: view.range, replacement: "Button"), TextEdit.insert("// x\n", at: SourceLocation(line: 1, column: 1), file: list.range.file)]
        let changes = try #require(SwiftFeatures.workspaceChanges(edits, project: project, uri: FileURI.of))
        guard case .object(let files) = changes else { Issue.record("not an object"); return }
        #expect(files.map(\.0) == [FileURI.of(root + "/ChoreView.swift"), FileURI.of(root + "/ChoreListView.swift")])
        #expect(LSPRange(files[0].1[0]?["range"]) == LSPRange(start: Position(line: 8, character: 12), end: Position(line: 8, character: 18)))
        #expect(LSPRange(files[1].1[0]?["range"]) == LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)))
        // An edit of the project as a whole stands in no file: no workspace edit.
        #expect(SwiftFeatures.workspaceChanges([TextEdit(range: SourceRange(line: 1, column: 1), replacement: "")], project: project, uri: FileURI.of) == nil)
    }

    @Test func aConfigurationIsReadAgainOnlyWhenItChanges() throws {
        let root = try copy()
        defer { Self.removeTree(String(root.dropLast("/Chores".count))) }
        try write(root + "/.aaflow.json", "{\"allow\": [{\"rule\": \"safety.insufficient-confirmation\", \"reason\": \"r\"}]}\n")
        let project = SwiftProject(root: root)
        #expect(project.refresh())
        project.reaudit()
        let accepted = project.findings.filter { $0.id.rawValue == "safety.insufficient-confirmation" }.map { $0.isAllowed }
        #expect(accepted == [true, true])
        #expect(!project.refresh())
        try write(root + "/.aaflow.json", "{}\n")
        #expect(project.refresh())
        project.reaudit()
        let reported = project.findings.filter { $0.id.rawValue == "safety.insufficient-confirmation" }.map { $0.isAllowed }
        #expect(reported == [false, false])
        try write(root + "/.aaflow.json", "{ broken\n")
        #expect(project.refresh())
        #expect(project.configurationProblem != nil)
        #expect(!project.refresh())
    }

    @Test func fileURIs() {
        #expect(FileURI.of("/a b/ü#.swift") == "file:///a%20b/%C3%BC%23.swift")
        #expect(FileURI.path("file:///a%20b/%C3%BC%23.swift") == "/a b/ü#.swift")
        #expect(FileURI.path("file://localhost/x.swift") == "/x.swift")
        #expect(FileURI.path("untitled:1") == nil)
    }
}
