@testable import AAFlow
import Testing

/// The quick reading of a whole duration (`Parser.wholeDuration`) gives what
/// the full one gives, and leaves every other spelling to it.
@Suite struct DurationTests {
    /// The duration of `after X` in a one-screen flow, or nil when the flow has an error.
    func timer(_ spelling: String) -> Duration? {
        let text = "app \"A\"\nscene standard\nstart s\nscreen s \"S\" icon star\n  after \(spelling) -> s\n"
        let result = FlowParser.parse(SourceFile(path: "t.flow", text: text))
        guard result.diagnostics.isEmpty else { return nil }
        return result.file.scenes.first?.screens.first?.timers.first?.duration
    }

    @Test("Whole numbers of each unit", arguments: [
        ("3s", 3000.0), ("500ms", 500), ("2min", 120_000), ("1h", 3_600_000), ("007s", 7000), ("999999999999999ms", 999_999_999_999_999),
    ])
    func whole(_ spelling: String, _ milliseconds: Double) {
        let b = Array(spelling.utf8)
        let quick = b.withUnsafeBufferPointer { Parser.wholeDuration($0, Token(kind: .word, start: 0, end: b.count)) }
        #expect(quick == Duration(milliseconds: milliseconds, spelling: spelling))
        #expect(timer(spelling) == quick)
    }

    @Test("Everything else is read the long way", arguments: ["1.5s", "0s", "3", "3sec", "1000000000000000ms", "ms", "3m"])
    func others(_ spelling: String) {
        let b = Array(spelling.utf8)
        #expect(b.withUnsafeBufferPointer { Parser.wholeDuration($0, Token(kind: .word, start: 0, end: b.count)) } == nil)
    }

    @Test("A point is read by the full parser") func decimal() {
        #expect(timer("1.5s")?.milliseconds == 1500)
        #expect(timer("0s") == nil)
    }
}
