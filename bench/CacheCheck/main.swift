// Holds what the language server keeps between saves against a fresh read,
// on a whole project: `aaflow-cache-check FOLDER [EDITS]`. It reads the
// project's Swift and settings files, extracts and audits them once with an
// `ExtractionCache` and an `AuditMemo`, as the server does, then edits the
// files one at a time (EDITS of them, spread over the project; all when
// left out), in turn:
//
//   - a string in the code gets a letter more (the code changes, no line moves);
//   - a new line goes above everything (every place below moves);
//   - a comment line goes at the end (no code changes);
//   - a View type is added at the end (the declarations change);
//   - the file is removed (every file after it moves in path order);
//
// and after each edit, and after putting each file back, says whether the
// kept extraction and audit say exactly what a fresh extraction and audit of
// the same files say (the flow, problems, notes, what was not placed,
// previews, mode readers, allow comments, type places, and every finding
// with its place). Prints one line per difference and a total; exits 1 when
// there is any. A tool for developers (`make cache-check`), not part of the
// product.

import AAFlow
import AAFlowPlatform
import AAFlowSwiftUI

let arguments = CommandLine.arguments
guard arguments.count >= 2, arguments.count <= 3 else {
    Platform.emit(Array("usage: aaflow-cache-check FOLDER [EDITS]\n".utf8), toStandardError: true)
    Platform.terminate(64)
}
let root = arguments[1]
let editsAsked = arguments.count == 3 ? Int(arguments[2]) : nil

/// The Swift and settings files below a folder, as audit reads them (hidden and skipped folders left out).
func files(_ dir: String, _ rel: String, into swift: inout [ProjectSource], settings: inout [ProjectSource]) {
    guard case .success(let names) = Platform.directoryEntries(dir) else { return }
    for name in names.sorted() where !name.hasPrefix(".") && !SwiftUIExtractor.skippedFolders.contains(name) {
        let full = dir + "/" + name, r = rel.isEmpty ? name : rel + "/" + name
        switch Platform.fileKind(full) {
        case .directory:
            files(full, r, into: &swift, settings: &settings)
        case .regular:
            guard case .success(let bytes) = Platform.readFile(full) else { continue }
            if name.hasSuffix(".swift") {
                swift.append(ProjectSource(path: r, bytes: bytes))
            } else if ProjectSettings.isSettingsFile(name) {
                settings.append(ProjectSource(path: r, bytes: bytes))
            }
        default:
            continue
        }
    }
}

/// Reads the project, edits it file by file, and says each difference; the exit status.
func run(root: String, editsAsked: Int?) -> Int32 {
    var swift: [ProjectSource] = []
    var settings: [ProjectSource] = []
    files(root, "", into: &swift, settings: &settings)
    guard !swift.isEmpty else {
        Platform.emit(Array("aaflow-cache-check: \(root): no Swift files\n".utf8), toStandardError: true)
        Platform.terminate(2)
    }

    /// Everything an extraction and its audit say, one line each.
    func summary(_ p: ExtractedProject, _ swift: [ProjectSource], _ settings: [ProjectSource], memo: AuditMemo?) -> [String] {
        var out = p.flowText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        out += p.problems.map { "problem \($0.location) \($0.message)" }
        out += p.notes.map { "note \($0)" }
        out += p.screenTypes.map { "type \($0)" }
        out += p.previews.map { "preview \($0)" }
        out.append("readers \(p.modeReaders)")
        out += p.allowComments.map { "allow \($0)" }
        out += p.typeLocations.keys.sorted().map { "at \($0) \(p.typeLocations[$0]!)" }
        out += p.projectSettings.map { "setting \($0)" }
        guard p.app != nil else { return out + ["no app"] }
        let prefix = "App/"
        let audit = Audit(p, root: "App", memo: memo) { path in
            guard path.hasPrefix(prefix) else { return nil }
            let rel = String(path.dropFirst(prefix.count))
            return swift.first { $0.path == rel }?.bytes ?? settings.first { $0.path == rel }?.bytes
        }
        out += audit.report.diagnostics.map {
            "finding \($0.severity) \($0.id) \(audit.relativePath(of: $0.range)) \($0.range) \($0.message) \($0.fix ?? "") \($0.notes)"
        }
        out += audit.report.document.sources.map { "source \($0.path) \($0.bytes.count)" }
        return out
    }

    let cache = ExtractionCache()
    let memo = AuditMemo()
    var differences = 0
    var checks = 0

    func check(_ files: [ProjectSource], after what: String) {
        checks += 1
        let kept = summary(SwiftUIExtractor.extract(files: files, projectFiles: settings, cache: cache), files, settings, memo: memo)
        let fresh = summary(SwiftUIExtractor.extract(files: files, projectFiles: settings), files, settings, memo: nil)
        guard kept != fresh else { return }
        differences += 1
        let at = kept.indices.first { $0 >= fresh.count || kept[$0] != fresh[$0] } ?? fresh.count
        let k = at < kept.count ? kept[at] : "(nothing)", f = at < fresh.count ? fresh[at] : "(nothing)"
        Platform.emit(Array("differs after \(what): line \(at + 1)\n  kept:  \(k)\n  fresh: \(f)\n".utf8))
    }

    /// `bytes` with one letter more in the first string literal after `body` (or anywhere), if there is one.
    func codeEdited(_ bytes: [UInt8]) -> [UInt8]? {
        let quote = UInt8(ascii: "\"")
        let body = Array("body".utf8)
        var from = 0
        if let b = (0..<max(0, bytes.count - body.count)).first(where: { Array(bytes[$0..<$0 + body.count]) == body }) { from = b }
        guard let q = (from..<bytes.count).first(where: { bytes[$0] == quote }) ?? bytes.firstIndex(of: quote) else { return nil }
        var out = bytes
        out.insert(UInt8(ascii: "x"), at: q + 1)
        return out
    }

    check(swift, after: "the first read")
    let step = max(1, swift.count / max(1, editsAsked ?? swift.count))
    for i in stride(from: 0, to: swift.count, by: step) {
        let original = swift[i]
        var edits: [(String, [UInt8])] = []
        if let code = codeEdited(original.bytes) { edits.append(("a string edited in \(original.path)", code)) }
        edits.append(("a line added above everything in \(original.path)", Array("// edited\n".utf8) + original.bytes))
        edits.append(("a comment added at the end of \(original.path)", original.bytes + Array("\n// edited\n".utf8)))
        edits.append(("a view added at the end of \(original.path)",
                      original.bytes + Array("\nstruct CacheCheckAdded\(i): View { var body: some View { Text(\"Added\") } }\n".utf8)))
        for (what, bytes) in edits {
            swift[i] = ProjectSource(path: original.path, bytes: bytes)
            check(swift, after: what)
            swift[i] = original
            check(swift, after: "putting \(original.path) back")
        }
        swift.remove(at: i)
        check(swift, after: "removing \(original.path)")
        swift.insert(original, at: i)
        check(swift, after: "putting \(original.path) back")
    }
    Platform.emit(Array("aaflow-cache-check: \(root): \(swift.count) files, \(checks) checks, \(differences) differences\n".utf8))
    return differences == 0 ? 0 : 1
}

Platform.terminate(run(root: root, editsAsked: editsAsked))
