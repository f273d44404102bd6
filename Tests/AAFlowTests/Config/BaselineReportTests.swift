import Testing
@testable import AAFlow

/// The baseline in the core: what it records, its bytes, what it marks,
/// and reports that say so the same way streamed and whole.
@Suite struct BaselineReportTests {
    static let flow = """
        scene assistive
        start home
        screen home "Home" icon house
          button "Next" -> next
          button icon star
        screen next "Next" icon arrow.right
          back "Back"
        """

    static func report(_ text: String = flow) -> FileReport {
        Checker.check(FlowDocument(SourceFile(path: "./app.flow", text: text), ruleIDs: RuleCatalog.ids))
    }

    @Test func aBaselineRecordsFingerprintsWithoutLines() throws {
        let baseline = Baseline(reports: [Self.report()])
        #expect(baseline.findings.map(\.rule) == ["navigation.custom-back", "representation.missing-icon", "representation.missing-text"])
        let back = baseline.findings[0]
        #expect(back == Fingerprint(rule: "navigation.custom-back", file: "app.flow", scene: "assistive", screen: "next", control: "Back"))
        #expect(baseline.findings[2].control == "icon star")
        // Its bytes read back as the same baseline, and are the same on every run.
        let bytes = baseline.bytes
        #expect(bytes == Baseline(reports: [Self.report()]).bytes)
        #expect(try Baseline.parse(SourceFile(path: "b.json", bytes: bytes)).get() == baseline)
    }

    @Test func appliedItMarksWhatItRecordsAndNamesWhatIsGone() {
        let baseline = Baseline(findings: [
            Fingerprint(rule: "navigation.custom-back", file: "app.flow", scene: "assistive", screen: "next", control: "Back"),
            Fingerprint(rule: "navigation.too-deep", file: "app.flow", scene: "assistive", screen: "gone"),
            Fingerprint(rule: "navigation.too-deep", file: "other.flow", scene: "assistive", screen: "elsewhere"),
        ])
        let moved = Self.report("\n\n" + Self.flow)
        let applied = baseline.apply(to: [moved])[0]
        #expect(applied.diagnostics.filter(\.isBaselined).map(\.id.rawValue) == ["navigation.custom-back"])
        #expect(applied.counts.errors == 1, "the icon-only button is the one error left")
        #expect(applied.fixedSinceBaseline.map { $0.screen } == ["gone"], "a file not checked is left alone")
    }

    @Test func streamedAndWholeReportsAgree() {
        let baseline = Baseline(findings: [
            Fingerprint(rule: "navigation.custom-back", file: "app.flow", scene: "assistive", screen: "next", control: "Back"),
            Fingerprint(rule: "navigation.too-deep", file: "app.flow", scene: "assistive", screen: "gone"),
        ])
        let files = baseline.apply(to: [Self.report()])
        #expect(JSONReporter().report(files) == JSONReporter().treeReport(files))
        #expect(SARIFReporter().report(files) == SARIFReporter().treeReport(files))
        #expect(JSONReporter().report(files).contains("\"fixedSinceBaseline\": 1"))
        #expect(SARIFReporter().report(files).contains("\"baselineState\": \"absent\""))
    }

    /// Whatever bytes a configuration or a baseline holds, reading it ends
    /// in a configuration or located errors, never a crash.
    @Test func hostileBytesAreRefusedInOrder() {
        let seeds: [String] = [
            #"{ "limits": { "depth": 3 }, "allow": [{ "rule": "navigation.too-deep", "reason": "x" }], "exclude": ["a/**"] }"#,
            #"{ "aaflowBaseline": 1, "findings": [{ "rule": "a.b", "file": "f" }] }"#,
        ]
        var generator = SystemRandomNumberGenerator()
        for seed in seeds {
            let bytes = Array(seed.utf8)
            for _ in 0..<300 {
                var b = bytes
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let i = Int.random(in: 0..<b.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: b[i] = UInt8.random(in: 0...255, using: &generator)
                    case 1: b.remove(at: i)
                    default: b.insert(b[Int.random(in: 0..<b.count, using: &generator)], at: i)
                    }
                    if b.isEmpty { b = [0x7B] }
                }
                let source = SourceFile(path: "x.json", bytes: b)
                if case .failure(let e) = ConfigurationReader.read(source, folder: "/", ruleIDs: RuleCatalog.ids) {
                    #expect(!e.diagnostics.isEmpty)
                    #expect(e.diagnostics.allSatisfy { $0.range.start.line >= 1 && $0.range.start.column >= 1 })
                    _ = e.text()
                }
                if case .failure(let e) = Baseline.parse(source) { #expect(!e.diagnostics.isEmpty) }
            }
        }
        let nested = Array((String(repeating: "{\"a\":", count: 5000)).utf8)
        if case .success = ParsedJSON.parse(nested) { Issue.record("read 5,000 levels") }
    }
}
