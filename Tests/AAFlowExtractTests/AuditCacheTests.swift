@testable import AAFlowCLI
import Foundation
import Testing

/// `aaflow audit --cache FOLDER`, which the build tool plugin gives its work
/// folder: the answer is kept, keyed by aaflow, the options and the bytes of
/// every input, and printed again while none of them changes; any change
/// audits again. The cache never changes what is printed.
@Suite struct AuditCacheTests {
    static let root = ExampleExtractionTests.root

    /// A copy of the Journal example in a new folder, and a cache folder beside it.
    func journal() throws -> (project: String, cache: String, base: String) {
        let base = NSTemporaryDirectory() + "aaflow-audit-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root + "/examples/Journal", toPath: base + "/Journal")
        return (base + "/Journal", base + "/cache", base)
    }

    func cacheFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Replaces `old` by `new` (of the same length) in the kept answer `file`
    /// of `folder`, or in its only one.
    func tamper(_ folder: String, _ old: String, _ new: String, file: String? = nil) throws {
        let files = cacheFiles(folder)
        try #require(file != nil || files.count == 1)
        let path = folder + "/" + (file ?? files[0])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try #require(text.contains(old) && old.utf8.count == new.utf8.count)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func theAnswerKeptIsPrintedWhileNoInputChanges() throws {
        let (project, cache, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let plain = CLI.run(["audit", project], context: Context())
        let first = CLI.run(["audit", project, "--cache", cache], context: Context())
        #expect(first.status == plain.status && first.stderrText == plain.stderrText && first.stdout == plain.stdout)
        #expect(cacheFiles(cache).count == 1)
        #expect(first.stderrText.contains("standard:"), "\(first.stderrText)")

        // The kept answer is what the second run prints: marked here, it is printed marked.
        try tamper(cache, "standard:", "STANDARD:")
        let second = CLI.run(["audit", project, "--cache", cache], context: Context())
        #expect(second.status == first.status)
        #expect(second.stderrText == first.stderrText.replacingOccurrences(of: "standard:", with: "STANDARD:"))

        // The same bytes written again (a save without change, a touch): still kept.
        let file = project + "/Journal/Standard/SettingsView.swift"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try bytes.write(to: URL(fileURLWithPath: file))
        #expect(CLI.run(["audit", project, "--cache", cache], context: Context()).stderrText.contains("STANDARD:"))

        // One byte changed: audited again, and the new answer kept in place of the old.
        try (bytes + Data("\n// more\n".utf8)).write(to: URL(fileURLWithPath: file))
        let changed = CLI.run(["audit", project, "--cache", cache], context: Context())
        #expect(changed.stderrText == CLI.run(["audit", project], context: Context()).stderrText)
        #expect(!changed.stderrText.contains("STANDARD:"))
        #expect(cacheFiles(cache).count == 1)

        // Changed back: the bytes are the first run's, the answer is audited again (only one is kept).
        try bytes.write(to: URL(fileURLWithPath: file))
        #expect(CLI.run(["audit", project, "--cache", cache], context: Context()).stderrText == first.stderrText)
    }

    @Test func theKeyHoldsTheOptionsTheSettingsAndTheConfiguration() throws {
        let (project, cache, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        _ = CLI.run(["audit", project, "--cache", cache], context: Context())
        let text = cacheFiles(cache)[0]
        try tamper(cache, "standard:", "STANDARD:")

        // Another format is another answer, kept in a file of its own.
        let json = CLI.run(["audit", project, "--cache", cache, "--format", "json"], context: Context())
        #expect(json.stdout == CLI.run(["audit", project, "--format", "json"], context: Context()).stdout)
        #expect(cacheFiles(cache).count == 2)
        // Colour on a terminal is another answer too.
        let coloured = CLI.run(["audit", project, "--cache", cache], context: Context(stderrIsTerminal: true))
        #expect(!coloured.stderrText.contains("STANDARD:"))
        #expect(CLI.run(["audit", project, "--cache", cache], context: Context()).stderrText.contains("STANDARD:"))

        // A settings file changed: audited again.
        let plist = project + "/Journal/Info.plist"
        let settings = try String(contentsOfFile: plist, encoding: .utf8)
        try Data((settings + "\n").utf8).write(to: URL(fileURLWithPath: plist))
        #expect(!CLI.run(["audit", project, "--cache", cache], context: Context()).stderrText.contains("STANDARD:"))

        // A configuration made: audited again, with it.
        try tamper(cache, "standard:", "STANDARD:", file: text)
        try Data(#"{"exclude": ["Journal/Standard/SettingsView.swift"]}"#.utf8)
            .write(to: URL(fileURLWithPath: project + "/.aaflow.json"))
        let configured = CLI.run(["audit", project, "--cache", cache], context: Context())
        #expect(configured.stderrText == CLI.run(["audit", project], context: Context()).stderrText)
        #expect(!configured.stderrText.contains("STANDARD:"))
    }

    @Test func theStampIsWrittenFromTheAnswerKept() throws {
        let (project, cache, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let stamp = base + "/stamp.swift"
        _ = CLI.run(["audit", project, "--cache", cache, "--stamp", stamp], context: Context())
        let written = try String(contentsOfFile: stamp, encoding: .utf8)
        try FileManager.default.removeItem(atPath: stamp)
        try tamper(cache, "standard:", "STANDARD:")
        let again = CLI.run(["audit", project, "--cache", cache, "--stamp", stamp], context: Context())
        #expect(again.stderrText.contains("STANDARD:"))
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == written)
        #expect(written.hasPrefix("// aaflow audit: "))
    }

    @Test func aDamagedAnswerIsNoAnswer() throws {
        let (project, cache, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let first = CLI.run(["audit", project, "--cache", cache], context: Context())
        let file = cache + "/" + cacheFiles(cache)[0]
        let kept = try Data(contentsOf: URL(fileURLWithPath: file))
        for damaged in [kept.prefix(kept.count / 2), Data(), kept + Data("x".utf8), Data("aaflow audit cache 1\n".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: file))
            let run = CLI.run(["audit", project, "--cache", cache], context: Context())
            #expect(run.status == first.status && run.stderrText == first.stderrText)
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == kept, "the answer is kept again whole")
        }
    }

    @Test func aCacheThatCannotBeWrittenLeavesTheAuditAsItIs() throws {
        let (project, _, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let plain = CLI.run(["audit", project], context: Context())
        let notFolder = base + "/file"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: notFolder))
        let run = CLI.run(["audit", project, "--cache", notFolder], context: Context())
        #expect(run.status == plain.status)
        #expect(run.stderrText == plain.stderrText + "aaflow audit: note: the cache \(notFolder) is not a folder\n")
        #expect(try String(contentsOfFile: notFolder, encoding: .utf8) == "mine", "nothing of the user's is overwritten")

        #expect(CLI.run(["audit", project, "--cache", ""], context: Context()).status == 64)
    }

    @Test func aBaselineWrittenIsNeverTakenFromTheCache() throws {
        let (project, cache, base) = try journal()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let baseline = base + "/baseline.json"
        let run = CLI.run(["audit", project, "--cache", cache, "--write-baseline", baseline], context: Context())
        #expect(run.status == 0, "\(run.stderrText)")
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(cacheFiles(cache).isEmpty)
    }

    @Test func theHashIsXXH64() {
        // Reference values of XXH64 with seed 0.
        #expect(ContentHash.xxh64([]) == 0xEF46_DB37_51D8_E999)
        #expect(ContentHash.xxh64(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(ContentHash.xxh64(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        let long = Array("Nobody inspects the spammish repetition".utf8)
        #expect(ContentHash.xxh64(long) == 0xFBCE_A83C_8A37_8BF1)
        // Every step: stripes of 32 bytes, then 8, 4 and single bytes, under a seed.
        let bytes = (0..<768).map { UInt8($0 % 256) } + Array("abcdefghijk".utf8)
        #expect(ContentHash.xxh64(Array(bytes.prefix(768))) == 0x8E03_C838_C596_036F)
        #expect(ContentHash.xxh64(bytes, seed: 0x6161_666C_6F77) == 0x97F7_B64D_ABAD_CD2E)
    }
}
