import Testing
@testable import AAFlow

/// A screen keeps its rarer parts (feature, counterpart, timers, allows) in
/// a shared box; it must still behave as a value.
struct ScreenValueTests {
    let range = SourceRange(line: 1, column: 1)

    @Test func aCopyChangedLeavesTheOriginalAlone() {
        var first = ScreenDecl(id: Reference(name: "home", range: range), feature: "news", range: range)
        first.timers.append(TimerDecl(duration: Duration(milliseconds: 2000), range: range))
        let copy = first
        first.feature = "mail"
        first.timers.removeAll()
        first.allows.append(AllowDecl(rule: "timing.timed", reason: "why", range: range))
        #expect(copy.feature == "news")
        #expect(copy.timers.count == 1)
        #expect(copy.allows.isEmpty)
        #expect(first.feature == "mail")
        #expect(first.timers.isEmpty)
        #expect(first.allows.count == 1)
    }

    @Test func partsSetAndClearedAgainEqualAScreenThatNeverHadThem() {
        let plain = ScreenDecl(id: Reference(name: "home", range: range), range: range)
        var changed = plain
        changed.feature = "news"
        changed.counterpart = Reference(name: "start", range: range)
        #expect(changed != plain)
        changed.feature = nil
        changed.counterpart = nil
        #expect(changed == plain)
        #expect(Set([changed, plain]).count == 1)
    }

    @Test func theInitialiserKeepsEveryPart() {
        let timer = TimerDecl(duration: Duration(milliseconds: 500), range: range)
        let allow = AllowDecl(rule: "timing.timed", reason: "why", range: range)
        let screen = ScreenDecl(id: Reference(name: "a", range: range), feature: "f",
                                counterpart: Reference(name: "b", range: range),
                                timers: [timer], allows: [allow], range: range)
        #expect(screen.feature == "f")
        #expect(screen.counterpart?.name == "b")
        #expect(screen.timers == [timer])
        #expect(screen.allows == [allow])
    }
}
