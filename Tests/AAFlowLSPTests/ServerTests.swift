import AAFlow
import Testing
@testable import AAFlowLSP

/// A client in the same process: it frames messages, feeds the server, and
/// reads back what the server wrote.
final class TestClient {
    private final class Sink { var bytes: [UInt8] = [] }
    private let sink = Sink()
    let server: LanguageServer
    private var nextID = 1
    private var framer = MessageFramer()
    /// Notifications the server sent, in order.
    var notifications: [JSON] = []

    init(initialize: Bool = true) {
        let sink = self.sink
        server = LanguageServer(send: { sink.bytes += $0 })
        if initialize {
            _ = request("initialize", ["capabilities": [:]])
            notify("initialized", [:])
        }
    }

    func send(_ message: JSON) { server.receive(frame(message.serializedBytes())) }

    /// Sends a request and returns its reply.
    func request(_ method: String, _ params: JSON) -> JSON {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return replies().first { $0["id"] == .int(id) } ?? .null
    }

    func notify(_ method: String, _ params: JSON) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// The replies written since the last call; notifications are kept aside.
    func replies() -> [JSON] {
        framer.append(sink.bytes)
        sink.bytes = []
        var out: [JSON] = []
        while let item = framer.next() {
            guard case .message(let body) = item, let m = try? JSON.parse(body).get() else { continue }
            if m["method"] != nil { notifications.append(m) } else { out.append(m) }
        }
        return out
    }

    func open(_ text: String, uri: String = "file:///t.flow", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "flow", "version": .int(version), "text": .string(text)]])
    }

    func lastDiagnostics() -> JSON? {
        _ = replies()
        return notifications.last { $0["method"] == "textDocument/publishDiagnostics" }?["params"]
    }
}

/// Text with places marked by `↓`, and their protocol positions (UTF-16).
struct Marked {
    let text: String
    let positions: [Position]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var positions: [Position] = []
        var line = 0
        var character = 0
        for s in marked.unicodeScalars {
            if s == "↓" {
                positions.append(Position(line: line, character: character))
                continue
            }
            text.append(s)
            if s == "\n" {
                line += 1
                character = 0
            } else {
                character += s.utf16.count
            }
        }
        self.text = String(text)
        self.positions = positions
    }
}

func at(_ p: Position, uri: String = "file:///t.flow") -> JSON {
    ["textDocument": ["uri": .string(uri)], "position": p.json]
}

/// Applies text edits (non-overlapping) to a text.
func apply(_ edits: [JSON], to text: String) -> String {
    var bytes = Array(text.utf8)
    let sorted = edits.sorted { Position($0["range"]?["start"])! > Position($1["range"]?["start"])! }
    for e in sorted {
        let table = LineTable(bytes)
        let r = LSPRange(e["range"])!
        bytes.replaceSubrange(table.offset(of: r.start)..<table.offset(of: r.end), with: Array(e["newText"]!.string!.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

@Suite struct ServerTests {
    static let flow = Marked("""
        task "Look" -> ↓photo

        scene standard
        screen ↓library "Library" icon photo.stack kind grid
          row "Photo" icon photo -> photo
        screen ↓photo "Photo" icon photo
          button "Delete" icon trash destructive

        scene assistive
        screen library "😀 Photos" icon photo.stack kind grid
          row "Photo" icon photo -> ↓photo
        screen photo "Photo"
          button "Delete" icon trash destructive
          ↓back "Back" icon chevron.left
          button "Share" -> library
        ↓allow ↓navigation.too-deep "why"

        """)

    @Test func requestsBeforeInitializeAreRefused() {
        let client = TestClient(initialize: false)
        client.open("scene assistive\n")
        let reply = client.request("textDocument/hover", at(Position(line: 0, character: 0)))
        #expect(reply["error"]?["code"] == .int(ResponseError.serverNotInitialized))
        #expect(client.lastDiagnostics() == nil)
        let initialize = client.request("initialize", [:])
        #expect(initialize["result"]?["capabilities"]?["hoverProvider"] == true)
        #expect(initialize["result"]?["capabilities"]?["textDocumentSync"]?["change"] == 1)
        #expect(client.request("initialize", [:])["error"]?["code"] == .int(ResponseError.invalidRequest))
    }

    @Test func unknownMethodsAndBadMessages() {
        let client = TestClient()
        #expect(client.request("workspace/nothing", [:])["error"]?["code"] == .int(ResponseError.methodNotFound))
        client.notify("$/unknownNotification", [:])
        #expect(client.replies().isEmpty)
        client.server.receive(frame(Array(#"{"jsonrpc":"2.0","id":41,"method":"x",,}"#.utf8)))
        let replies = client.replies()
        #expect(replies.count == 1)
        #expect(replies.first?["id"] == .int(41))
        #expect(replies.first?["error"]?["code"] == .int(ResponseError.parseError))
        client.server.receive(frame(Array("not json".utf8)))
        client.server.receive(Array("Content-Length: x\r\n\r\n".utf8))
        #expect(client.replies().isEmpty)
        #expect(client.request("textDocument/hover", ["textDocument": ["uri": "file:///none.flow"], "position": Position(line: 0, character: 0).json])["error"] != nil)
        #expect(client.request("textDocument/hover", [:])["error"]?["code"] == .int(ResponseError.invalidParams))
        #expect(client.request("shutdown", .null)["result"] == .null)
    }

    @Test func shutdownThenExitIsZeroExitAloneIsOne() {
        let a = TestClient()
        _ = a.request("shutdown", .null)
        #expect(a.request("textDocument/hover", [:])["error"]?["code"] == .int(ResponseError.invalidRequest))
        a.notify("exit", .null)
        #expect(a.server.exitStatus == 0)
        let b = TestClient()
        b.notify("exit", .null)
        #expect(b.server.exitStatus == 1)
    }

    @Test func diagnosticsFollowEachVersion() throws {
        let client = TestClient()
        let marked = Marked("scene assistive\nscreen a \"😀\" icon a\n  button \"B\" icon b -> ↓nowhere\n")
        client.open(marked.text, version: 3)
        let first = try #require(client.lastDiagnostics())
        #expect(first["version"] == 3)
        let d = try #require(first["diagnostics"]?[0])
        #expect(d["code"] == "flow.undefined-screen")
        #expect(d["source"] == "aaflow")
        #expect(d["severity"] == 1)
        #expect(Position(d["range"]?["start"]) == marked.positions[0])
        // A full change: the error is gone with the text that had it.
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.flow", "version": 4],
                                                 "contentChanges": [["text": "scene assistive\nscreen a \"A\" icon a\n"]]])
        let second = try #require(client.lastDiagnostics())
        #expect(second["version"] == 4)
        #expect(second["diagnostics"] == [])
        // A ranged change is applied too.
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.flow", "version": 5],
                                                 "contentChanges": [["range": LSPRange(start: Position(line: 1, character: 7), end: Position(line: 1, character: 8)).json, "text": "9"]]])
        #expect(client.server.documents["file:///t.flow"]?.bytes == Array("scene assistive\nscreen 9 \"A\" icon a\n".utf8))
        #expect(client.lastDiagnostics()?["diagnostics"]?[0]?["code"] == "flow.syntax")
        client.notify("textDocument/didClose", ["textDocument": ["uri": "file:///t.flow"]])
        #expect(client.lastDiagnostics()?["diagnostics"] == [])
        #expect(client.server.documents.isEmpty)
    }

    @Test func hoverOnScreensRulesAndKeywords() throws {
        let client = TestClient()
        let f = Self.flow
        client.open(f.text)
        let screen = try #require(client.request("textDocument/hover", at(f.positions[3]))["result"]?["contents"]?["value"]?.string)
        #expect(screen.contains("screen `photo`"))
        #expect(screen.contains("**standard**: \"Photo\", kind plain, depth 1"))
        #expect(screen.contains("[safety.insufficient-confirmation]"))
        #expect(screen.contains("[navigation.custom-back]"))
        let rule = try #require(client.request("textDocument/hover", at(f.positions[6]))["result"]?["contents"]?["value"]?.string)
        #expect(rule.contains("navigation.too-deep"))
        #expect(rule.contains(RuleCatalog.rule("navigation.too-deep")!.description.rationale))
        let keyword = try #require(client.request("textDocument/hover", at(f.positions[5]))["result"]?["contents"]?["value"]?.string)
        #expect(keyword.hasPrefix("`allow RULE-ID STRING`: "))
        #expect(client.request("textDocument/hover", at(Position(line: 1, character: 0)))["result"] == .null)
    }

    @Test func definitionReferencesAndRename() throws {
        let client = TestClient()
        let f = Self.flow
        client.open(f.text)
        // From the assistive arrow to the assistive declaration.
        let definition = try #require(client.request("textDocument/definition", at(f.positions[3]))["result"]?.array)
        #expect(definition.count == 1)
        #expect(Position(definition[0]["range"]?["start"])?.line == 11)
        // From the task to the declarations of both scenes.
        #expect(client.request("textDocument/definition", at(f.positions[0]))["result"]?.array?.count == 2)
        var params = at(f.positions[2])
        if case .object(var pairs) = params { pairs.append(("context", ["includeDeclaration": true])); params = .object(pairs) }
        let references = try #require(client.request("textDocument/references", params)["result"]?.array)
        #expect(references.count == 5)
        let prepare = client.request("textDocument/prepareRename", at(f.positions[1]))["result"]
        #expect(prepare?["placeholder"] == "library")
        var rename = at(f.positions[1])
        if case .object(var pairs) = rename { pairs.append(("newName", "shelf")); rename = .object(pairs) }
        let edits = try #require(client.request("textDocument/rename", rename)["result"]?["changes"]?["file:///t.flow"]?.array)
        let renamed = apply(edits, to: f.text)
        #expect(!renamed.contains("library"))
        #expect(renamed.components("shelf") == 3)  // two declarations and one arrow
        let check = FlowDocument(SourceFile(path: "t", text: renamed), ruleIDs: RuleCatalog.ids)
        #expect(check.isValid)
        if case .object(var pairs) = rename { pairs[pairs.count - 1] = ("newName", "photo"); rename = .object(pairs) }
        #expect(client.request("textDocument/rename", rename)["error"] != nil, "a rename onto an existing screen")
        if case .object(var pairs) = rename { pairs[pairs.count - 1] = ("newName", "9x"); rename = .object(pairs) }
        #expect(client.request("textDocument/rename", rename)["error"] != nil, "a rename to a bad id")
        #expect(client.request("textDocument/prepareRename", at(Position(line: 2, character: 1)))["result"] == .null)
    }

    @Test func documentSymbols() throws {
        let client = TestClient()
        client.open(Self.flow.text)
        let symbols = try #require(client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///t.flow"]])["result"]?.array)
        #expect(symbols.map { $0["name"]?.string ?? "" } == ["Look", "scene standard", "scene assistive"])
        #expect(symbols[2]["children"]?.array?.map { $0["name"]?.string ?? "" } == ["library", "photo"])
        #expect(symbols[2]["children"]?[0]?["detail"] == "😀 Photos")
    }

    func labels(_ client: TestClient, _ text: String) -> [String] {
        let m = Marked(text)
        client.open(m.text, uri: "file:///c.flow")
        let reply = client.request("textDocument/completion", at(m.positions[0], uri: "file:///c.flow"))
        return reply["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    @Test func completionByPlace() {
        let client = TestClient()
        let base = "scene assistive\nscreen home \"H\" icon h\nscreen other \"O\" icon o\n"
        #expect(labels(client, base + "  butt↓").contains("button"))
        #expect(labels(client, base + "↓").contains("screen"))
        #expect(labels(client, base + "  button \"B\" -> ↓") == ["home", "other"])
        #expect(labels(client, base + "  button \"B\" ->o↓") == ["home", "other"])
        #expect(labels(client, base + "allow nav↓").contains("navigation.custom-back"))
        #expect(labels(client, "scene assistive\nscreen a \"A\" kind ↓") == ScreenKind.allCases.map(\.rawValue))
        #expect(labels(client, base + "  button \"B\" icon b ↓").contains("destructive"))
        #expect(!labels(client, base + "  button \"B\" icon b ↓").contains("icon"))
        #expect(labels(client, base + "  button \"B ↓").isEmpty)
        #expect(labels(client, base + "# button ↓").isEmpty)
        #expect(labels(client, "scene ↓") == ["standard", "assistive"])
    }

    func actions(_ client: TestClient, line: Int) -> [JSON] {
        let params: JSON = ["textDocument": ["uri": "file:///t.flow"],
                            "range": LSPRange(start: Position(line: line, character: 0), end: Position(line: line, character: 0)).json,
                            "context": ["diagnostics": []]]
        return client.request("textDocument/codeAction", params)["result"]?.array ?? []
    }

    /// The text after the action with this title, and the ids found in it then.
    func applying(_ client: TestClient, _ text: String, line: Int, _ title: String) -> (String, [String])? {
        guard let action = actions(client, line: line).first(where: { $0["title"]?.string?.hasPrefix(title) == true }),
              let edits = action["edit"]?["changes"]?["file:///t.flow"]?.array else { return nil }
        let after = apply(edits, to: text)
        let report = Checker.check(FlowDocument(SourceFile(path: "t", text: after), ruleIDs: RuleCatalog.ids))
        return (after, report.diagnostics.filter { !$0.isAllowed }.map(\.id.rawValue))
    }

    @Test func quickFixes() throws {
        let client = TestClient()
        let text = Self.flow.text
        client.open(text)
        // Line 13 (0-based 12): the destructive button of the assistive scene.
        let confirm = try #require(applying(client, text, line: 12, "Ask twice"))
        #expect(confirm.0.contains("button \"Delete\" icon trash destructive confirm 2\n  back"))
        #expect(!confirm.1.contains("safety.insufficient-confirmation") || confirm.1.filter { $0 == "safety.insufficient-confirmation" }.count == 1)
        let back = try #require(applying(client, text, line: 13, "Remove the custom `back`"))
        #expect(!back.0.contains("chevron.left"))
        #expect(!back.1.contains("navigation.custom-back"))
        let icon = try #require(applying(client, text, line: 14, "Add an icon placeholder"))
        #expect(icon.0.contains("button \"Share\" icon \(CodeActions.iconPlaceholder) -> library"))
        let allow = try #require(applying(client, text, line: 13, "Accept it"))
        #expect(allow.0.contains("screen photo \"Photo\"\n  allow navigation.custom-back \"\(CodeActions.reasonPlaceholder)\"\n"))
        #expect(!allow.1.contains("navigation.custom-back"))
        let unused = try #require(applying(client, text, line: 15, "Remove the `allow`"))
        #expect(!unused.0.contains("too-deep"))

        let typo = Marked("scene assistive\nscreen home \"H\" icon h\n  button \"B\" icon b -> ↓hom\n")
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.flow", "version": 2], "contentChanges": [["text": .string(typo.text)]]])
        let fixed = try #require(applying(client, typo.text, line: 2, "Change to `home`"))
        #expect(fixed.0.hasSuffix("-> home\n"))
        #expect(!fixed.1.contains("flow.undefined-screen"))
    }

    @Test func formattingGivesOnlyTheChangedLines() throws {
        let client = TestClient()
        let text = "# keep\nscene assistive\nscreen a icon a \"A\"\n button  \"B\" icon b\n\n\n\nscreen b \"B\" icon b\n"
        client.open(text)
        let edits = try #require(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///t.flow"], "options": ["tabSize": 2, "insertSpaces": true]])["result"]?.array)
        #expect(edits.count == 1)
        #expect(Position(edits[0]["range"]?["start"]) == Position(line: 2, character: 0))
        let expected = String(decoding: try FlowFormatter.format(SourceFile(path: "t", text: text)).get(), as: UTF8.self)
        #expect(apply(edits, to: text) == expected)
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.flow", "version": 2], "contentChanges": [["text": .string(expected)]]])
        #expect(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///t.flow"]])["result"] == [])
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///t.flow", "version": 3], "contentChanges": [["text": "scene x\n"]]])
        #expect(client.request("textDocument/formatting", ["textDocument": ["uri": "file:///t.flow"]])["result"] == .null)
    }

    /// Messages of every shape, whole and cut, never stop the server.
    @Test func noCrashOnAnyMessage() {
        let client = TestClient()
        client.open(Self.flow.text)
        var rng = SplitMix(seed: 11)
        let methods = ["textDocument/hover", "textDocument/completion", "textDocument/rename", "textDocument/codeAction",
                       "textDocument/definition", "textDocument/references", "textDocument/prepareRename",
                       "textDocument/documentSymbol", "textDocument/formatting", "textDocument/didChange"]
        let values: [JSON] = [.null, .int(-5), .int(Int.max), .string(""), ["line": -1, "character": .int(1 << 40)],
                              ["line": 3, "character": 7], ["start": ["line": 9, "character": 0], "end": ["line": 0, "character": 2]]]
        for n in 0..<2000 {
            let method = methods[Int(rng.next() % UInt64(methods.count))]
            let params: JSON = [
                "textDocument": ["uri": "file:///t.flow", "version": .int(n + 2)],
                "position": values[Int(rng.next() % UInt64(values.count))],
                "range": values[Int(rng.next() % UInt64(values.count))],
                "newName": rng.next() % 2 == 0 ? "x1" : values[Int(rng.next() % UInt64(values.count))],
                "contentChanges": [["range": values[Int(rng.next() % UInt64(values.count))], "text": "screen z\n"]],
            ]
            _ = client.request(method, params)
        }
        #expect(client.request("shutdown", .null)["result"] == .null)
    }
}

extension String {
    /// How many times `word` stands in the text.
    func components(_ word: String) -> Int {
        let w = Array(word.utf8)
        let b = Array(utf8)
        guard b.count >= w.count else { return 0 }
        return (0...(b.count - w.count)).filter { Array(b[$0..<($0 + w.count)]) == w }.count
    }
}
