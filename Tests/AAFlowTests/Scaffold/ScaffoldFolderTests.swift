import AAFlow
import AAFlowPlatform
import Foundation
import Testing

/// The scaffold's folder write, in the library: all or nothing, and never
/// touching what the user has beyond the files it writes.
struct ScaffoldFolderTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-scaffold-folder-\(UUID().uuidString)").path
    let files = [ScaffoldFile(name: "App.swift", text: "// app\n"), ScaffoldFile(name: "Home.swift", text: "// home\n")]

    func names(_ folder: String) -> [String] { (try? Platform.directoryEntries(folder).get()) ?? [] }
    func text(_ path: String) -> String? { (try? Platform.readFile(path).get()).map { String(decoding: $0, as: UTF8.self) } }

    @Test func aNewFolderIsMadeWithEveryFileAndNothingElse() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/deep/App"
        try ScaffoldFolder.write(files, to: folder, force: false).get()
        #expect(names(folder) == ["App.swift", "Home.swift"])
        #expect(text(folder + "/Home.swift") == "// home\n")
        // No temporary folder is left beside it.
        #expect(names(root + "/deep") == ["App"])
    }

    @Test func aFolderThatIsNotEmptyIsRefusedUnlessForcedAndOthersFilesStay() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "mine\n".write(toFile: root + "/Notes.txt", atomically: true, encoding: .utf8)
        try "old\n".write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        guard case .failure(let refusal) = ScaffoldFolder.write(files, to: root, force: false) else {
            Issue.record("a folder that is not empty was written into without --force")
            return
        }
        #expect(refusal.message.contains("is not empty"))
        #expect(text(root + "/App.swift") == "old\n")
        try ScaffoldFolder.write(files, to: root, force: true).get()
        #expect(names(root) == ["App.swift", "Home.swift", "Notes.txt"])
        #expect(text(root + "/App.swift") == "// app\n")
        #expect(text(root + "/Notes.txt") == "mine\n")
    }

    @Test func somethingInTheWayStopsTheWriteBeforeAnyFileChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Home.swift", withIntermediateDirectories: true)
        try "old\n".write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        guard case .failure(let refusal) = ScaffoldFolder.write(files, to: root, force: true) else {
            Issue.record("a folder named like a file was replaced")
            return
        }
        #expect(refusal.message.contains("is in the way"))
        #expect(text(root + "/App.swift") == "old\n")
        #expect(names(root) == ["App.swift", "Home.swift"])
    }

    @Test func aFileIsNoFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "x\n".write(toFile: root + "/file", atomically: true, encoding: .utf8)
        #expect(ScaffoldFolder.refusal(root + "/file", force: true)?.message.contains("is not a folder") == true)
    }
}
