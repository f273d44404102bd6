import Testing
@testable import AAFlowSwift

/// Bad input: each gets a located diagnostic, and the reader never crashes or hangs.
@Suite struct RobustnessTests {
    /// Removes each significant token of each fixture in turn: the lexer
    /// still gives back the bytes, the reader still returns a tree.
    @Test func removingAnyTokenNeverBreaksTheReader() {
        for (name, text) in Fixtures.all + [("snippet", Snippets.switchInComputedVar)] {
            let bytes = Array(text.utf8)
            let tokens = SwiftLexer.tokenize(bytes).tokens
            for token in tokens.dropLast() {
                let damaged = Array(bytes[..<token.start] + bytes[token.end...])
                #expect(joined(damaged) == damaged, "\(name) without \(token.range)")
                let tree = SwiftParser.parse(path: name, bytes: damaged)
                #expect(tree.nodeCount > 0)
                for d in tree.diagnostics {
                    #expect(d.location.line >= 1 && d.location.column >= 1)
                }
            }
        }
    }

    @Test func notUTF8IsOneUnreadableDiagnostic() {
        let bytes = Array("struct A {}\nlet s = \"".utf8) + [0xFF, 0xFE, 0xC0] + Array("\"\n".utf8)
        let tree = SwiftParser.parse(path: "Bad.swift", bytes: bytes)
        #expect(tree.diagnostics.map(\.value) == [.notUTF8(byte: 0xFF)])
        #expect(tree.diagnostics.map(\.id) == ["swift.unreadable"])
        #expect(tree.diagnostics.first?.location == SwiftLocation(line: 2, column: 10))
        #expect(joined(bytes) == bytes)
    }

    @Test func binaryJunkIsOneUnreadableDiagnostic() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes: [UInt8] = []
        for _ in 0..<200_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: state >> 33))
        }
        let tree = SwiftParser.parse(path: "junk.swift", bytes: bytes)
        #expect(tree.diagnostics.count == 1)
        #expect(tree.diagnostics.first?.id == "swift.unreadable")
        #expect(joined(bytes) == bytes)
    }

    @Test func nulBytesMakeAFileUnreadable() {
        let bytes = Array("let a = 1\n".utf8) + [0, 0, 0, 1, 2] + Array("x".utf8)
        let tree = SwiftParser.parse(bytes: bytes)
        #expect(tree.diagnostics.map(\.value) == [.nulBytes])
        #expect(tree.diagnostics.first?.location == SwiftLocation(line: 2, column: 1))
    }

    @Test func fiveMegabyteStringLiteral() {
        let body = String(repeating: "abcdefghij", count: 500_000)
        let tree = SwiftParser.parse(text: "let s = \"\(body)\"\nlet t = 1")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.descendants(.stringLiteral).first?.stringValue?.utf8.count == 5_000_000)
        #expect(tree.root.descendants(.binding).map { $0.name ?? "?" } == ["s", "t"])
        // Never closed, to the end of the file: the reader gives up there and says where.
        let open = SwiftParser.parse(text: "let t = 1\nlet s = \"\"\"\n\(body)")
        #expect(open.diagnostics.map(\.value) == [.unclosedString])
        #expect(open.diagnostics.map(\.id) == ["swift.gave-up"])
        #expect(open.diagnostics.first?.location == SwiftLocation(line: 2, column: 9))
    }

    @Test func unbalancedBracketsGiveUpWhereTheyOpen() {
        let source = """
        struct A: View {
            var body: some View {
                VStack {
                    Text("a"
                }
            }
        }
        struct B {}
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.map(\.value) == [.neverClosed(.paren)])
        #expect(tree.diagnostics.first?.location == SwiftLocation(line: 4, column: 17))
        #expect(tree.typeDeclarations().map { $0.name ?? "?" } == ["A", "B"])

        let unclosed = SwiftParser.parse(text: "struct A {\n    var x = f(1, [2\n")
        #expect(unclosed.diagnostics.map(\.location) == [SwiftLocation(line: 1, column: 10)])
        #expect(unclosed.diagnostics.map(\.value) == [.neverClosed(.brace)])

        let strayClosers = SwiftParser.parse(text: "let a = 1\n}\n)\nlet b = 2")
        #expect(strayClosers.diagnostics.map(\.location) == [SwiftLocation(line: 2, column: 1), SwiftLocation(line: 3, column: 1)])
        #expect(strayClosers.diagnostics.map(\.value) == [.closesNothing, .closesNothing])
        #expect(strayClosers.root.descendants(.binding).map { $0.name ?? "?" } == ["a", "b"])
    }

    @Test func tenThousandDeepNestingGivesUpOnce() {
        let depth = 10_000
        let inputs = [
            "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
            "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            "let x = " + String(repeating: "f(", count: depth) + String(repeating: ")", count: depth),
            "var body: some View {\n" + String(repeating: "VStack {\n", count: depth) + String(repeating: "}\n", count: depth) + "}",
            "func f() {\n" + String(repeating: "if a {\n", count: depth) + String(repeating: "}\n", count: depth) + "}",
            "let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth),
            "struct A {\n" + String(repeating: "struct B {\n", count: depth) + String(repeating: "}\n", count: depth) + "}",
            "let x = " + String(repeating: "-(", count: depth) + "1" + String(repeating: ")", count: depth),
            "let x = " + String(repeating: "a.b(", count: depth),
        ]
        for (i, source) in inputs.enumerated() {
            let tree = SwiftParser.parse(text: source + "\nlet after = 1")
            let gaveUp = tree.diagnostics.filter { $0.id == "swift.gave-up" }
            #expect(!gaveUp.isEmpty, "input \(i)")
            #expect(gaveUp.count <= 2, "input \(i): \(gaveUp.count)")
            if i != inputs.count - 1 {
                #expect(tree.root.descendants(.binding).last?.name == "after", "input \(i)")
            }
        }
    }

    @Test func deepRealisticNestingIsReadWhole() {
        let levels = 40
        let source = "var body: some View {\n" + String(repeating: "VStack { Text(\"a\").padding()\n", count: levels)
            + String(repeating: "}.bold()\n", count: levels) + "}"
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.descendants(.unknown).isEmpty)
        #expect(tree.root.descendants(.call).filter { $0.calleeName == "VStack" }.count == levels)
    }

    @Test func lexicalErrorsAreLocatedAndReadingGoesOn() {
        let source = "let a = 0b102\nlet b = `x\nlet c = \"bad \\q escape\"\nlet d = 1"
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.map(\.value) == [.badNumber, .unclosedBacktick, .badEscape])
        #expect(tree.diagnostics.map(\.id) == ["swift.lexical", "swift.lexical", "swift.lexical"])
        #expect(tree.diagnostics.map(\.location.line) == [1, 2, 3])
        #expect(tree.root.descendants(.binding).map { $0.name ?? "?" } == ["a", "b", "c", "d"])
    }
}
