import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI

/// A JSON-RPC error, as a reply carries it.
package struct ResponseError: Error, Equatable, Sendable {
    package var code: Int
    package var message: String

    package static let parseError = -32700
    package static let invalidRequest = -32600
    package static let methodNotFound = -32601
    package static let invalidParams = -32602
    package static let internalError = -32603
    package static let serverNotInitialized = -32002
    package static let requestFailed = -32803

    package init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    static func params(_ message: String) -> ResponseError { ResponseError(invalidParams, message) }
}

/// The aaflow language server: Language Server Protocol 3.17 over JSON-RPC.
///
/// The server is driven by bytes in (`receive`) and writes framed messages
/// out through `send`; `run` connects it to standard input and output. It
/// answers every request, in order, and never stops on a bad message: a
/// message that cannot be read gets an error reply when its id is known,
/// and is logged otherwise.
package final class LanguageServer {
    enum State {
        case uninitialized
        case running
        case shuttingDown
    }

    private var state = State.uninitialized
    private var framer = MessageFramer()
    /// The open documents, each the snapshot of its last version.
    package private(set) var documents: [String: DocumentSnapshot] = [:]
    private let send: ([UInt8]) -> Void
    private let log: (String) -> Void
    /// The open Swift files: their text, by URI.
    package private(set) var swiftDocuments: [String: [UInt8]] = [:]
    /// The SwiftUI projects read, by folder; nil where a folder was looked at and holds none.
    private var projects: [String: SwiftProject] = [:]
    /// The project folder of each Swift file looked at (nil: in no project).
    private var rootOfFile: [String: String?] = [:]
    /// The `.aaflow.json` files read for flows, by path, with the stamp they had.
    private var flowConfigurations: [String: (stamp: [Int64]?, configuration: Configuration?)] = [:]
    /// The baselines read for flows, by path, with the stamp they had.
    private var flowBaselines: [String: (stamp: [Int64]?, baseline: Baseline?)] = [:]
    /// Set by `exit`: 0 after `shutdown`, 1 without.
    package private(set) var exitStatus: Int32?
    /// Whether the client said it can watch files for the server
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    private var clientCanWatch = false
    /// Whether the client took the registration: it tells the server of every
    /// change below the projects, so that a save reads only the files named
    /// (`SwiftProject.watchedByClient`).
    package private(set) var clientWatches = false
    /// The client's workspace folders (`workspaceFolders`, else `rootUri`), as
    /// paths without a trailing `/`: an editor watches files in them only, so a
    /// project outside them is looked at as if the client could not watch.
    private var workspaceFolders: [String] = []
    /// The id of the server's one request, the registration of the file watch.
    static let watchRequestID = "aaflow/watch-files"

    /// - Parameters:
    ///   - send: writes one framed message to the client.
    ///   - log: writes one line to the server's log (standard error).
    package init(send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void = { _ in }) {
        self.send = send
        self.log = log
    }

    /// Serves a client until `exit` or the end of the input; the exit status.
    package static func run(read: () -> [UInt8]?, write: @escaping ([UInt8]) -> Void,
                           log: @escaping (String) -> Void) -> Int32 {
        let server = LanguageServer(send: write, log: log)
        while server.exitStatus == nil, let chunk = read() {
            server.receive(chunk)
        }
        if server.exitStatus == nil { log("aaflow lsp: the input ended without `exit`") }
        return server.exitStatus ?? 1
    }

    // MARK: Messages in

    /// Takes bytes from the client and handles every message they complete.
    package func receive(_ bytes: [UInt8]) {
        framer.append(bytes)
        while exitStatus == nil, let item = framer.next() {
            switch item {
            case .message(let body): handle(body: body)
            case .badHeader(let problem): log("aaflow lsp: dropped a message: \(problem)")
            }
        }
    }

    /// Handles the body of one message.
    package func handle(body: [UInt8]) {
        let message: JSON
        switch JSON.parse(body) {
        case .success(let m): message = m
        case .failure(let error):
            if let id = LanguageServer.sniffID(body) {
                reply(id, error: ResponseError(ResponseError.parseError, "the message is not JSON: \(error)"))
            } else {
                log("aaflow lsp: dropped a message that is not JSON (\(error))")
            }
            return
        }
        guard case .object = message else {
            log("aaflow lsp: dropped a message that is not a JSON object")
            return
        }
        let id = message["id"]
        if let id, !LanguageServer.isValidID(id) {
            log("aaflow lsp: dropped a message whose id is neither a number nor a string")
            return
        }
        guard let method = message["method"]?.string else {
            if let id, message["result"] == nil && message["error"] == nil {
                reply(id, error: ResponseError(ResponseError.invalidRequest, "a request needs a method"))
            }
            // A response to a request of ours: the registration of the file watch is the only one.
            if id == .string(LanguageServer.watchRequestID) {
                if let error = message["error"] {
                    log("aaflow lsp: the client did not take the file watch (\(error["message"]?.string ?? "no reason given")); "
                        + "each save looks at every file of its project")
                } else {
                    clientWatches = true
                    for project in projects.values { project.watchedByClient = isWatched(project.root) }
                }
            }
            return
        }
        let params = message["params"] ?? .null
        if let id {
            let result: Result<JSON, ResponseError>
            result = request(method, params)
            switch result {
            case .success(let value): reply(id, result: value)
            case .failure(let error): reply(id, error: error)
            }
        } else {
            notification(method, params)
        }
    }

    static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .int, .string: return true
        case .double(let d): return d.rounded() == d
        default: return false
        }
    }

    /// The id of a message that is not valid JSON, when it can be told:
    /// `"id": 12` or `"id": "ab"` at the top of the text.
    static func sniffID(_ body: [UInt8]) -> JSON? {
        let key = Array("\"id\"".utf8)
        guard body.count >= key.count else { return nil }
        var depth = 0
        var inString = false
        var i = 0
        while i < body.count {
            let b = body[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { depth -= 1 }
            if b == UInt8(ascii: "\""), depth == 1, i + key.count <= body.count, Array(body[i..<(i + key.count)]) == key {
                var j = i + key.count
                while j < body.count, body[j] == 0x20 || body[j] == 0x09 || body[j] == 0x0A || body[j] == 0x0D { j += 1 }
                guard j < body.count, body[j] == UInt8(ascii: ":") else { return nil }
                j += 1
                while j < body.count, body[j] == 0x20 || body[j] == 0x09 { j += 1 }
                var k = j
                if k < body.count, body[k] == UInt8(ascii: "\"") {
                    k += 1
                    while k < body.count, body[k] != UInt8(ascii: "\""), body[k] != UInt8(ascii: "\\"), k - j < 100 { k += 1 }
                    guard k < body.count, body[k] == UInt8(ascii: "\"") else { return nil }
                    return .string(String(decoding: body[(j + 1)..<k], as: UTF8.self))
                }
                while k < body.count, body[k] >= 0x30, body[k] <= 0x39, k - j < 18 { k += 1 }
                guard k > j, let n = Int(String(decoding: body[j..<k], as: UTF8.self)) else { return nil }
                return .int(n)
            }
            if b == UInt8(ascii: "\"") { inString = true }
            i += 1
        }
        return nil
    }

    // MARK: Messages out

    private func write(_ message: JSON) {
        send(frame(message.serializedBytes()))
    }

    private func reply(_ id: JSON, result: JSON) {
        write(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func reply(_ id: JSON, error: ResponseError) {
        write(["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]])
    }

    private func notify(_ method: String, _ params: JSON) {
        write(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    // MARK: Dispatch

    /// Every request goes through this one switch.
    func request(_ method: String, _ params: JSON) -> Result<JSON, ResponseError> {
        switch state {
        case .uninitialized where method != "initialize":
            return .failure(ResponseError(ResponseError.serverNotInitialized, "the server is not initialized: send `initialize` first"))
        case .running where method == "initialize":
            return .failure(ResponseError(ResponseError.invalidRequest, "the server is initialized already"))
        case .shuttingDown:
            return .failure(ResponseError(ResponseError.invalidRequest, "the server is shutting down: only `exit` is left"))
        default:
            break
        }
        switch method {
        case "initialize":
            state = .running
            clientCanWatch = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
            let folders = params["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string } ?? []
            workspaceFolders = (folders.isEmpty ? [params["rootUri"]?.string].compactMap { $0 } : folders).compactMap { uri in
                FileURI.path(uri).map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            }
            return .success(LanguageServer.initializeResult)
        case "shutdown":
            state = .shuttingDown
            documents = [:]
            swiftDocuments = [:]
            projects = [:]
            return .success(.null)
        default:
            break
        }
        if let uri = params["textDocument"]?["uri"]?.string, swiftDocuments[uri] != nil {
            return swiftRequest(method, uri: uri, params)
        }
        switch method {
        case "textDocument/hover": return withDocument(params) { Features.hover($0, params) }
        case "textDocument/definition": return withDocument(params) { Features.definition($0, params) }
        case "textDocument/references": return withDocument(params) { Features.references($0, params) }
        case "textDocument/prepareRename": return withDocument(params) { Features.prepareRename($0, params) }
        case "textDocument/rename": return withDocument(params) { Features.rename($0, params) }
        case "textDocument/documentSymbol": return withDocument(params) { Features.documentSymbols($0) }
        case "textDocument/completion": return withDocument(params) { Features.completion($0, params) }
        case "textDocument/codeAction": return withDocument(params) { CodeActions.actions($0, params) }
        case "textDocument/formatting": return withDocument(params) { Features.formatting($0) }
        default:
            return .failure(ResponseError(ResponseError.methodNotFound, "the method `\(method)` is not handled by aaflow lsp"))
        }
    }

    private func withDocument(_ params: JSON, _ body: (DocumentSnapshot) -> Result<JSON, ResponseError>) -> Result<JSON, ResponseError> {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return .failure(.params("textDocument.uri is missing"))
        }
        guard let snapshot = documents[uri] else {
            return .failure(ResponseError(ResponseError.requestFailed, "the document \(uri) is not open"))
        }
        return body(snapshot)
    }

    func notification(_ method: String, _ params: JSON) {
        if method == "exit" {
            exitStatus = state == .shuttingDown ? 0 : 1
            return
        }
        guard state == .running else {
            if state == .uninitialized { log("aaflow lsp: dropped `\(method)`, which came before `initialize`") }
            return
        }
        switch method {
        case "initialized":
            // The client watches every file for the server, when it can: the server
            // then knows what changed on disk without looking (`SwiftProject.watchedByClient`).
            guard clientCanWatch else { return }
            write(["jsonrpc": "2.0", "id": .string(LanguageServer.watchRequestID), "method": "client/registerCapability",
                   "params": ["registrations": [[
                       "id": "aaflow/watched-files", "method": "workspace/didChangeWatchedFiles",
                       "registerOptions": ["watchers": [["globPattern": "**/*"]]],
                   ]]]])
        case "workspace/didChangeWatchedFiles":
            guard let changes = params["changes"]?.array else {
                log("aaflow lsp: didChangeWatchedFiles without changes")
                return
            }
            var touched: Set<String> = []
            for change in changes {
                guard let uri = change["uri"]?.string, let path = FileURI.path(uri) else { continue }
                let kind = change["type"]?.int ?? 0
                // A file made or removed may make a folder a project, or another one.
                if kind != 2 { rootOfFile = [:] }
                for (root, project) in projects where project.clientSaid(path, changed: kind) { touched.insert(root) }
            }
            // What changed on disk is audited now, not at the next save.
            for root in touched.sorted(by: { $0.precedesInByteOrder($1) }) {
                guard let project = projects[root] else { continue }
                // From the disk, as at a save: Swift files are audited as saved, not as typed.
                if project.refresh() { project.reaudit() }
                publish(project, always: nil)
            }
        case "textDocument/didOpen":
            guard let doc = params["textDocument"], let uri = doc["uri"]?.string, let text = doc["text"]?.string else {
                log("aaflow lsp: didOpen without textDocument.uri and text")
                return
            }
            if LanguageServer.isSwift(uri: uri, languageID: doc["languageId"]?.string) {
                swiftDocuments[uri] = Array(text.utf8)
                swiftOpened(uri)
                return
            }
            open(DocumentSnapshot(uri: uri, version: doc["version"]?.int ?? 0, bytes: Array(text.utf8),
                                  configuration: configuration(forFlow: uri), baseline: baseline(forFlow: uri)))
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
                log("aaflow lsp: didChange without textDocument.uri and contentChanges")
                return
            }
            if let old = swiftDocuments[uri] {
                // Swift files are audited when saved, not as they are typed.
                var edits: [(LSPRange?, String)] = []
                for change in changes {
                    guard let text = change["text"]?.string else { return }
                    edits.append((LSPRange(change["range"]), text))
                }
                swiftDocuments[uri] = DocumentSnapshot.applying(edits, to: old)
                return
            }
            guard let old = documents[uri] else {
                log("aaflow lsp: didChange of \(uri), which is not open")
                return
            }
            var edits: [(LSPRange?, String)] = []
            for change in changes {
                guard let text = change["text"]?.string else {
                    log("aaflow lsp: a change without text")
                    return
                }
                edits.append((LSPRange(change["range"]), text))
            }
            let version = params["textDocument"]?["version"]?.int ?? old.version + 1
            open(DocumentSnapshot(uri: uri, version: version, bytes: old.applying(edits), configuration: configuration(forFlow: uri), baseline: baseline(forFlow: uri)))
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.string else {
                log("aaflow lsp: didSave without textDocument.uri")
                return
            }
            if let text = params["text"]?.string, swiftDocuments[uri] != nil { swiftDocuments[uri] = Array(text.utf8) }
            if swiftDocuments[uri] != nil || uri.hasSuffix(".swift") { swiftSaved(uri) }
            if let old = documents[uri] {
                // The configuration may have changed beside the flow.
                let configured = DocumentSnapshot(uri: uri, version: old.version, bytes: old.bytes, configuration: configuration(forFlow: uri), baseline: baseline(forFlow: uri))
                if configured.report.diagnostics != old.report.diagnostics { open(configured) }
            }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return }
            if swiftDocuments.removeValue(forKey: uri) != nil {
                // A project's findings stay while the project is known: they are about the project.
                return
            }
            documents[uri] = nil
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        default:
            // initialized, $/cancelRequest, $/setTrace and the
            // notifications the server does not know: nothing to do.
            break
        }
    }

    /// The baseline the configuration of a flow file names, read again when it changes.
    private func baseline(forFlow uri: String) -> Baseline? {
        guard let file = configuration(forFlow: uri)?.baselinePath else { return nil }
        let stamp = Platform.fileStamp(file)
        if let known = flowBaselines[file], known.stamp == stamp, stamp != nil { return known.baseline }
        var baseline: Baseline?
        switch Baseline.read(file) {
        case .success(let b): baseline = b
        case .failure(let e): log("aaflow lsp: \(file) is not used: " + e.text(colour: false).split(separator: "\n").joined(separator: "; "))
        }
        flowBaselines[file] = (stamp, baseline)
        return baseline
    }

    /// The configuration that applies to a flow file, as `aaflow check` finds
    /// it: read again when its file changes; nil where there is none or it
    /// cannot be used (said in the log).
    private func configuration(forFlow uri: String) -> Configuration? {
        guard let path = FileURI.path(uri), let file = Configuration.find(near: path, isFolder: false) else { return nil }
        let stamp = Platform.fileStamp(file)
        if let known = flowConfigurations[file], known.stamp == stamp, stamp != nil { return known.configuration }
        var configuration: Configuration?
        switch Configuration.read(file, ruleIDs: Audit.allowableIDs) {
        case .success(let c): configuration = c
        case .failure(let e): log("aaflow lsp: \(file) is not used: " + e.text(colour: false).split(separator: "\n").joined(separator: "; "))
        }
        flowConfigurations[file] = (stamp, configuration)
        return configuration
    }

    // MARK: Swift files

    /// Whether a document is Swift: its language id says so, or its name
    /// ends in `.swift` and the client does not call it a flow.
    static func isSwift(uri: String, languageID: String?) -> Bool {
        if languageID == "swift" { return true }
        if languageID == "aaflow" || languageID == "flow" { return false }
        let path = uri.split(separator: "?").first.map(String.init) ?? uri
        return path.hasSuffix(".swift")
    }

    /// The answers about an open Swift file: its findings' quick fixes, and
    /// empty answers to the rest (sourcekit-lsp answers those).
    private func swiftRequest(_ method: String, uri: String, _ params: JSON) -> Result<JSON, ResponseError> {
        switch method {
        case "textDocument/codeAction":
            guard let path = FileURI.path(uri), let root = rootOfFile[path] ?? nil, let project = projects[root] else {
                guard LSPRange(params["range"]) != nil else { return .failure(.params("range is missing")) }
                return .success([])
            }
            return SwiftFeatures.actions(path: path, project: project, params: params, uri: uriOf)
        case "textDocument/documentSymbol": return .success([])
        case "textDocument/completion": return .success(["isIncomplete": false, "items": []])
        case "textDocument/references": return .success([])
        case "textDocument/hover", "textDocument/definition", "textDocument/prepareRename", "textDocument/formatting":
            return .success(.null)
        case "textDocument/rename":
            return .failure(ResponseError(ResponseError.requestFailed, "aaflow renames screen ids of .flow files only"))
        default:
            return .failure(ResponseError(ResponseError.methodNotFound, "the method `\(method)` is not handled by aaflow lsp"))
        }
    }

    /// The URI to publish a file's diagnostics under: the client's own when the file is open.
    private func uriOf(_ path: String) -> String {
        for uri in swiftDocuments.keys.sorted() where FileURI.path(uri) == path { return uri }
        return FileURI.of(path)
    }

    /// The project a Swift file belongs to, read when first needed; nil when it is in none.
    private func project(of path: String) -> SwiftProject? {
        let root: String?
        if let known = rootOfFile[path] {
            root = known
        } else {
            root = SwiftProject.root(of: path)
            rootOfFile[path] = root
        }
        guard let root else { return nil }
        if let project = projects[root] { return project }
        let project = SwiftProject(root: root)
        project.watchedByClient = isWatched(root)
        project.refresh(texts: openTexts(in: project))
        project.reaudit()
        projects[root] = project
        return project
    }

    /// Whether the client watches the files of a project folder: it took the
    /// registration, and the folder is in one of its workspace folders.
    private func isWatched(_ root: String) -> Bool {
        clientWatches && workspaceFolders.contains { $0 == "/" || root == $0 || root.hasPrefix($0 + "/") }
    }

    /// The text of the open Swift files of a project, by relative path.
    private func openTexts(in project: SwiftProject) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for (uri, text) in swiftDocuments {
            if let path = FileURI.path(uri), let rel = project.relative(path) { out[rel] = text }
        }
        return out
    }

    private func swiftOpened(_ uri: String) {
        guard let path = FileURI.path(uri) else { return }
        let known = rootOfFile[path].flatMap { $0 }.flatMap { projects[$0] } != nil
        guard let project = project(of: path) else { return }
        if known, let rel = project.relative(path) {
            // The project was read before: only what changed since is read again.
            if project.refresh(texts: [rel: swiftDocuments[uri] ?? []]) { project.reaudit() }
        }
        publish(project, always: path)
    }

    private func swiftSaved(_ uri: String) {
        guard let path = FileURI.path(uri) else { return }
        // A new file may make a folder a project (or move it to another).
        if rootOfFile[path] == nil || rootOfFile[path]! == nil { rootOfFile[path] = nil }
        guard let project = project(of: path), let rel = project.relative(path) else { return }
        if project.refresh(force: [rel]) { project.reaudit() }
        publish(project, always: path)
    }

    /// Publishes the findings of every file of a project whose findings
    /// changed since they were last published (an empty list for a file that
    /// no longer has any), and those of `always`, in path order.
    private func publish(_ project: SwiftProject, always: String?) {
        if let problem = project.configurationProblem {
            log("aaflow lsp: \(project.root): the configuration is not used: " + problem.split(separator: "\n").joined(separator: "; "))
        }
        let now = SwiftFeatures.diagnostics(of: project, uri: uriOf)
        let paths = Set(now.keys).union(project.published.keys).union(always.map { [$0] } ?? [])
        for path in paths.sorted(by: { $0.precedesInByteOrder($1) }) {
            let diagnostics = now[path] ?? []
            guard path == always || project.published[path] != diagnostics else { continue }
            project.published[path] = now[path]
            notify("textDocument/publishDiagnostics", ["uri": .string(uriOf(path)), "diagnostics": diagnostics])
        }
    }

    private func open(_ snapshot: DocumentSnapshot) {
        documents[snapshot.uri] = snapshot
        notify("textDocument/publishDiagnostics", Features.diagnostics(snapshot))
    }

    static let initializeResult: JSON = [
        "capabilities": [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "documentSymbolProvider": true,
            "completionProvider": ["triggerCharacters": [">", " "], "resolveProvider": false],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "documentFormattingProvider": true,
        ],
        "serverInfo": ["name": "aaflow", "version": .string(aaflowVersion)],
    ]
}
