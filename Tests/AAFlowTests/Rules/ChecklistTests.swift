import Testing
@testable import AAFlow

@Suite struct ChecklistTests {
    @Test func theItemsFollowTheGuidanceChecklist() {
        #expect(Checklist.items.map(\.number) == Array(1...14))
        // Info.plist keys, the App body, runtime detection, previews and a device: by hand.
        #expect(Checklist.items.filter(\.isByHand).map(\.number) == [1, 2, 3, 12, 13, 14])
    }

    @Test func everyPrincipleRuleBelongsToExactlyOneItem() {
        let mapped = Checklist.items.flatMap(\.rules)
        #expect(Set(mapped).count == mapped.count)
        for rule in RuleCatalog.all.map(\.description) {
            #expect(mapped.contains(rule.id) == (rule.principle != nil), "\(rule.id)")
        }
        #expect(Set(mapped).isSubset(of: RuleCatalog.ids))
    }

    @Test func aCleanSceneFailsNothing() throws {
        let review = try #require(Checklist.review(Fixtures.check(Fixtures.clean)).first)
        #expect(review.scene == .assistive)
        #expect(review.count(.failed) == 0)
        #expect(review.count(.passed) == 8)
        #expect(review.count(.byHand) == 6)
        #expect(review.results.allSatisfy { $0.findings.isEmpty })
        #expect(review.others.isEmpty)
    }

    @Test func findingsFailTheirItemsButNotesAndAllowedOnesDoNot() throws {
        let review = try #require(Checklist.review(Fixtures.check(Fixtures.mixed)).first)
        func result(_ n: Int) -> ChecklistResult { review.results[n - 1] }
        #expect(result(7).status == .failed)
        #expect(result(7).findings.map(\.id) == ["navigation.too-deep"])
        // A destructive action asked twice: a note, the item passes.
        #expect(result(10).status == .passed)
        #expect(result(10).findings.map(\.id) == ["safety.destructive-action"])
        // An allowed finding: the item passes and still shows it.
        #expect(result(11).status == .passed)
        #expect(result(11).findings.first?.isAllowed == true)
        // Standard-scene findings are not the assistive checklist's business.
        #expect(review.results.allSatisfy { $0.findings.allSatisfy { $0.scene == .assistive } })
        #expect(review.others.map(\.id) == [.unusedAllow])
    }

    @Test func onlyAssistiveScenesOfValidFilesAreReviewed() {
        #expect(Checklist.review(Fixtures.check(Fixtures.invalid)).isEmpty)
        #expect(Checklist.review(Fixtures.check(Fixtures.clean, only: .standard)).isEmpty)
    }

    @Test func theTextShowsEveryItemWithItsStatus() throws {
        let text = ChecklistReporter().report([Fixtures.check(Fixtures.mixed, path: "photos.flow")])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "photos.flow: assistive: review checklist")
        #expect(lines.last == "photos.flow: assistive: 7 passed, 1 failed, 6 to check by hand")
        for item in Checklist.items {
            let line = lines.first { $0.hasPrefix(String(repeating: " ", count: 4 - String(item.number).count) + "\(item.number)  ") }
            #expect(line?.hasSuffix(item.isByHand ? item.text + " (not visible in a flow)" : item.text) == true, "item \(item.number)")
        }
        #expect(lines.contains { $0.hasPrefix("   7  failed ") })
        #expect(lines.contains { $0.hasPrefix("   1  check by hand ") })
        // The failing finding, located as a compiler would, under its item.
        let item7 = try #require(lines.firstIndex { $0.hasPrefix("   7  ") })
        #expect(lines[item7 + 1].trimmingPrefix(while: { $0 == " " }).hasPrefix("photos.flow:16:1: warning: "))
        #expect(lines[item7 + 1].hasSuffix("[navigation.too-deep]"))
    }

    @Test func filesWithoutAReviewSaySo() {
        let text = ChecklistReporter().report([
            Fixtures.check(Fixtures.invalid, path: "bad.flow"),
            Fixtures.check(Fixtures.clean, path: "std.flow", only: .standard),
        ])
        #expect(text.hasPrefix("bad.flow: not reviewed"))
        #expect(text.contains("std.flow: no Assistive Access scene to review"))
    }
}
