import Testing
@testable import AAFlow

@Suite struct SafetyAndTimingRulesTests {
    static let destructive = """
        scene standard
        screen photo "Photo" icon photo
        S  button "Delete" icon trash destructive
          button "Delete All" icon trash destructive confirm
          button "Erase" icon eraser destructive confirm 2

        scene assistive
        screen photo "Photo" icon photo
        A  button "Delete" icon trash destructive
        A  button "Delete All" icon trash destructive confirm
        N  button "Erase" icon eraser destructive confirm 2
        A  gesture "Swipe to Delete" destructive
          back "Back" destructive
        """

    static func marking(_ letters: String) -> String {
        destructive.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let first = line.first, "SAN".contains(first) else { return String(line) }
            return (letters.contains(first) ? "↓" : "") + line.dropFirst()
        }.joined(separator: "\n")
    }

    @Test func assistiveAsksTwiceAndStandardAtLeastOnce() throws {
        expectFindings("safety.insufficient-confirmation", Self.marking("SA"))
        let findings = Fixtures.check(RuleExample(Self.marking("")).text).diagnostics
            .filter { $0.id == "safety.insufficient-confirmation" }
        #expect(findings.map(\.severity) == [.warning, .error, .error, .error])
        #expect(findings.map(\.scene) == [.standard, .assistive, .assistive, .assistive])
    }

    @Test func aDestructiveActionAskedTwiceIsANote() {
        expectFindings("safety.destructive-action", Self.marking("N"))
        let notes = Fixtures.check(RuleExample(Self.marking("")).text).diagnostics.filter { $0.id == "safety.destructive-action" }
        #expect(notes.map(\.severity) == [.note])
    }

    @Test func timedTransitionsAreErrorsInAssistiveAndNotesInStandard() {
        let flow = """
            scene standard
            screen home "Home" icon house
              button "Save" icon square.and.arrow.down -> saved
            screen saved "Saved" icon checkmark
            ↓  after 2s

            scene assistive
            screen home "Home" icon house
              button "Save" icon square.and.arrow.down -> saved
            screen saved "Saved" icon checkmark
            ↓  after 1.5s -> home
            """
        expectFindings("timing.timed-transition", flow)
        let findings = Fixtures.check(RuleExample(flow).text).diagnostics.filter { $0.id == "timing.timed-transition" }
        #expect(findings.map(\.severity) == [.note, .error])
    }
}
