import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// Every exit status, from the one function that decides them, without a process.
struct ExitStatusTests {
    func counts(errors: Int = 0, warnings: Int = 0) -> SeverityCounts {
        var c = SeverityCounts()
        c.errors = errors
        c.warnings = warnings
        return c
    }

    @Test func eachResultHasItsStatus() {
        #expect(ExitStatus.decide(.success) == 0)
        #expect(ExitStatus.decide(.checked(counts(), warningsAsErrors: true)) == 0)
        #expect(ExitStatus.decide(.checked(counts(warnings: 3), warningsAsErrors: false)) == 0)
        #expect(ExitStatus.decide(.checked(counts(warnings: 3), warningsAsErrors: true)) == 1)
        #expect(ExitStatus.decide(.checked(counts(errors: 1), warningsAsErrors: false)) == 1)
        #expect(ExitStatus.decide(.needsFormatting) == 1)
        #expect(ExitStatus.decide(.serverEnded(clean: true)) == 0)
        #expect(ExitStatus.decide(.serverEnded(clean: false)) == 1)
        #expect(ExitStatus.decide(.failure) == 2)
        #expect(ExitStatus.decide(.usage) == 64)
        #expect(CLI.usageStatus == 64)
    }

    @Test func checkingReportsIsAFailureWhenAFileIsInvalidOrUnreadable() {
        let clean = Fixtures.check(Fixtures.clean)
        let invalid = Fixtures.check(Fixtures.invalid)
        #expect(ExitStatus.decide(ExitStatus.checked([clean], unreadable: false, warningsAsErrors: true)) == 0)
        #expect(ExitStatus.checked([clean, invalid], unreadable: false, warningsAsErrors: false) == .failure)
        #expect(ExitStatus.checked([clean], unreadable: true, warningsAsErrors: false) == .failure)
        let mixed = Fixtures.check(Fixtures.mixed)
        #expect(ExitStatus.decide(ExitStatus.checked([mixed], unreadable: false, warningsAsErrors: false))
                == (mixed.counts.errors > 0 ? 1 : 0))
    }

    @Test func aComparisonExitsAsCheckWouldForItsScenes() throws {
        let c = try Comparison(Fixtures.document(Fixtures.clean))
        #expect(ExitStatus.decide(ExitStatus.compared(c)) == 0)
        let broken = try Comparison(Fixtures.document(Fixtures.clean + "  back \"Back\" icon chevron.left\n"))
        #expect(ExitStatus.decide(ExitStatus.compared(broken)) == 1)
    }
}
