import Testing
@testable import AAFlow

/// A control keeps its small parts packed in one word; each must read back
/// as it was set, at the edges of what it can hold.
struct ControlValueTests {
    let range = SourceRange(line: 3, column: 3, length: 20)
    let targetRange = SourceRange(line: 3, column: 18, length: 6, file: SourceFileID(2))

    @Test func aControlTakesNoMoreThan88Bytes() {
        #expect(MemoryLayout<ControlDecl>.stride <= 88)
    }

    @Test func confirmationsReadBackAndAreClampedToTheParsersLimits() {
        var control = ControlDecl(type: .button, range: range)
        #expect(control.confirmations == 0)
        for n in [0, 1, 2, 999, 1_000] {
            control.confirmations = n
            #expect(control.confirmations == n)
        }
        for (n, kept) in [(1_001, 1_000), (1_023, 1_000), (1_024, 1_000), (Int.max, 1_000), (-1, 0), (Int.min, 0)] {
            control.confirmations = n
            #expect(control.confirmations == kept)
        }
    }

    @Test func optionsReadBackAndAreClampedToTheParsersLimits() {
        var control = ControlDecl(type: .picker, range: range)
        #expect(control.options == nil)
        for n in [1, 2, 999_999, 1_000_000] {
            control.options = n
            #expect(control.options == n)
        }
        control.options = nil
        #expect(control.options == nil)
        for (n, kept) in [(1_000_001, 1_000_000), (2_097_151, 1_000_000), (Int.max, 1_000_000), (0, 1), (-1, 1), (Int.min, 1)] {
            control.options = n
            #expect(control.options == kept)
        }
    }

    @Test func everyTypeAndEveryFlagCombinationReadBack() {
        #expect(ControlType.allCases.count <= 16)
        let target = Reference(name: "next", range: targetRange, symbol: 7)
        for type in ControlType.allCases {
            for bits in 0..<8 {
                let control = ControlDecl(type: type, text: "Go", icon: "star", target: target, range: range,
                                          isDestructive: bits & 1 != 0, isCustom: bits & 2 != 0, isSheet: bits & 4 != 0,
                                          confirmations: 1_000, options: 1_000_000)
                #expect(control.type == type)
                #expect(control.isDestructive == (bits & 1 != 0))
                #expect(control.isCustom == (bits & 2 != 0))
                #expect(control.isSheet == (bits & 4 != 0))
                // Its neighbours in the word are left alone.
                #expect(control.confirmations == 1_000)
                #expect(control.options == 1_000_000)
                #expect(control.target?.symbol == 7)
                #expect(control.text == "Go" && control.icon == "star" && control.range == range)
                #expect(control.keywordRange == SourceRange(line: 3, column: 3, length: type.rawValue.utf8.count))
            }
        }
        // Flags set one at a time, and cleared again.
        var control = ControlDecl(type: .stepper, range: range)
        control.isSheet = true
        control.isDestructive = true
        control.isDestructive = false
        #expect(!control.isDestructive && !control.isCustom && control.isSheet)
        #expect(control.type == .stepper && control.options == nil && control.confirmations == 0)
    }

    @Test func theTargetReadsBackWithItsNumber() throws {
        var control = ControlDecl(type: .row, range: range)
        #expect(control.target == nil)
        for symbol: Int32 in [-1, 0, 1, 123_456, 67_108_862] {
            control.target = Reference(name: "photos", range: targetRange, symbol: symbol)
            let target = try #require(control.target)
            #expect(target.name == "photos")
            #expect(target.range == targetRange)
            #expect(target.symbol == symbol)
        }
        control.target = nil
        #expect(control.target == nil)
        #expect(control.options == nil && control.type == .row)
    }

    @Test func aNumberTooLargeToKeepReadsBackAsNoNumber() {
        var control = ControlDecl(type: .row, range: range)
        for symbol: Int32 in [67_108_863, 67_108_864, Int32.max, -2, Int32.min] {
            control.target = Reference(name: "photos", range: targetRange, symbol: symbol)
            #expect(control.target?.symbol == -1)
            #expect(control.target?.name == "photos")
        }
    }

    @Test func equalityLeavesOutTheTargetsNumberAsAReferenceDoes() {
        let a = ControlDecl(type: .button, target: Reference(name: "x", range: targetRange, symbol: 1), range: range)
        let b = ControlDecl(type: .button, target: Reference(name: "x", range: targetRange, symbol: 2), range: range)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        var c = b
        c.target = Reference(name: "x", range: range, symbol: 2)
        #expect(c != b)
        c.target = nil
        #expect(c == ControlDecl(type: .button, range: range))
        #expect(a != ControlDecl(type: .button, target: Reference(name: "x", range: targetRange), range: range, options: 3))
    }

    /// A number too large to keep would, cut to its low bits, be the number
    /// of another screen: the control must still lead to the screen it names.
    @Test func aTargetWhoseNumberIsNotKeptIsFoundByName() throws {
        let source = SourceFile(path: "test.flow", text: """
            scene assistive
            screen home "Home" icon house
              button "Photos" icon photo -> photos
            screen photos "Photos" icon photo

            """)
        var file = FlowParser.parse(source).file
        let home = file.scenes[0].screens[0].id
        let photos = try #require(file.scenes[0].screens[0].controls[0].target)
        #expect(photos.symbol >= 0 && home.symbol >= 0)
        file.scenes[0].screens[0].controls[0].target = Reference(name: photos.name, range: photos.range,
                                                                 symbol: home.symbol + (1 << 26))
        #expect(file.scenes[0].screens[0].controls[0].target?.symbol == -1)
        let document = FlowDocument(syntax: file, sources: [source], ruleIDs: RuleCatalog.ids)
        #expect(document.isValid)
        let scene = try #require(document.scene(.assistive))
        let target = try #require(scene.index(of: "photos"))
        #expect(scene.transitions(from: 0).map(\.to) == [target])
    }
}
