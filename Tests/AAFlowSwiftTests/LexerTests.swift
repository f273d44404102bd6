import Testing
@testable import AAFlowSwift

/// The significant tokens of `source` as (kind, text), the `end` token left out.
func significant(_ source: String) -> [(SwiftTokenKind, String)] {
    let bytes = Array(source.utf8)
    let lexed = SwiftLexer.tokenize(bytes)
    return lexed.tokens.dropLast().map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
}

func kinds(_ source: String) -> [SwiftTokenKind] { significant(source).map(\.0) }
func texts(_ source: String) -> [String] { significant(source).map(\.1) }

/// Joins every token, trivia included, in file order.
func joined(_ bytes: [UInt8]) -> [UInt8] {
    let lexed = SwiftLexer.tokenize(bytes)
    var out: [UInt8] = []
    var last = 0
    for t in lexed.allTokens() {
        #expect(t.start == last, "tokens must tile the file: a gap or overlap at \(last)")
        out.append(contentsOf: bytes[t.start..<t.end])
        last = t.end
    }
    return out
}

@Suite struct LexerTests {
    @Test func everyFixtureRoundTrips() {
        for (name, text) in Fixtures.all {
            let bytes = Array(text.utf8)
            #expect(joined(bytes) == bytes, "\(name)")
        }
    }

    @Test func nestedBlockCommentsAreOneTrivia() {
        let lexed = SwiftLexer.tokenize(Array("a /* x /* y */ z */ b".utf8))
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .end])
        #expect(lexed.trivia.map(\.kind) == [.whitespace, .blockComment, .whitespace])
        #expect(lexed.trivia[1].range == 2..<19)
    }

    @Test func docCommentsAreTold() {
        let lexed = SwiftLexer.tokenize(Array("/// doc\n// plain\n//// not doc\n/** doc */ /*** no */ x".utf8))
        #expect(lexed.trivia.filter { $0.kind != .whitespace && $0.kind != .newline }.map(\.kind)
            == [.docLineComment, .lineComment, .lineComment, .docBlockComment, .blockComment])
    }

    @Test func unclosedCommentEndsInAnErrorToken() {
        let bytes = Array("x /* open /* inner */ still open".utf8)
        let lexed = SwiftLexer.tokenize(bytes)
        #expect(lexed.tokens.map(\.kind) == [.identifier, .error, .end])
        #expect(lexed.tokens[1].error == .unterminatedComment)
        #expect(lexed.tokens[1].range == bytes.count..<bytes.count)
        #expect(joined(bytes) == bytes)
    }

    @Test func rawStringHoldsQuoteHashInside() {
        let source = ###"x = ##"a "# b \(no) \##(yes)"##"###
        #expect(kinds(source) == [.identifier, .equal, .stringOpen, .stringSegment, .interpolationOpen, .identifier,
                                  .interpolationClose, .stringClose])
        #expect(texts(source)[3] == ##"a "# b \(no) "##)
        #expect(texts(source)[4] == ###"\##("###)
        #expect(texts(source)[7] == ###""##"###)
    }

    @Test func multilineStringWithContinuationAndIndentation() {
        let source = "let s = \"\"\"\n    one \\\n    two\n      three \"quoted\" \"\"\n    \"\"\"\nlet t = 1"
        #expect(kinds(source) == [.keyword, .identifier, .equal, .stringOpen, .stringSegment, .stringClose,
                                  .keyword, .identifier, .equal, .integerLiteral])
        let tree = SwiftParser.parse(text: source)
        let value = tree.root.descendants(.stringLiteral).first?.stringValue
        #expect(value == "one two\n  three \"quoted\" \"\"")
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func interpolationCountsParenthesesAndStrings() {
        // `)` inside a string inside the interpolation does not end it.
        let source = #"Text("a \(f(")", g(1)) + "x") b")"#
        #expect(kinds(source) == [
            .identifier, .leftParen, .stringOpen, .stringSegment, .interpolationOpen,
            .identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .comma,
            .identifier, .leftParen, .integerLiteral, .rightParen, .rightParen,
            .operator, .stringOpen, .stringSegment, .stringClose,
            .interpolationClose, .stringSegment, .stringClose, .rightParen,
        ])
    }

    @Test func braceInsideATextInterpolationDoesNotEndTheBody() {
        let source = """
        struct V: View {
            var body: some View {
                Text("count: \\(items.filter { $0.done }.count) }")
                Text("after")
            }
            var other: Int { 1 }
        }
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        let type = tree.typeDeclarations(named: "V").first
        let body = type?.property("body")?.getterStatements() ?? []
        #expect(body.map { $0.calleeName ?? "?" } == ["Text", "Text"])
        #expect(type?.property("other") != nil)
    }

    @Test func lineBreakEndsASingleLineString() {
        let source = "let a = \"open\nlet b = 2"
        let lexed = SwiftLexer.tokenize(Array(source.utf8))
        #expect(lexed.tokens.map(\.kind) == [.keyword, .identifier, .equal, .stringOpen, .stringSegment, .error,
                                             .keyword, .identifier, .equal, .integerLiteral, .end])
        #expect(lexed.tokens[5].error == .unterminatedString)
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.map(\.id) == ["swift.lexical"])
        #expect(tree.diagnostics.first?.location == SwiftLocation(line: 1, column: 9))
    }

    @Test func backtickIdentifiers() {
        #expect(significant("let `class` = `default`").map(\.0) == [.keyword, .identifier, .equal, .identifier])
        let tree = SwiftParser.parse(text: "let `class` = 1")
        #expect(tree.root.descendants(.binding).first?.name == "class")
        #expect(kinds("x = `open") == [.identifier, .equal, .error, .keyword])
    }

    @Test func dollarIdentifiersAndUnicode() {
        #expect(significant("$0 $name café π_2 👍 \u{A0}").map(\.0) == [.identifier, .identifier, .identifier, .identifier, .identifier, .error])
        #expect(texts("$0.x") == ["$0", ".", "x"])
    }

    @Test func keywordsAndContextualWords() {
        let tokens = SwiftLexer.tokenize(Array("struct some get Self self _ x".utf8)).tokens
        #expect(tokens.map(\.keyword) == [.struct, .none, .none, .Self, .`self`, .underscore, .none, .none])
    }

    @Test func numbers() {
        #expect(kinds("0x1F_FF 0b1010 0o17 1_000 42") == Array(repeating: .integerLiteral, count: 5))
        #expect(kinds("1.5 1e10 1.5e-3 0x1.8p3 0xFFp-2") == Array(repeating: .floatLiteral, count: 5))
        #expect(kinds("1.description") == [.integerLiteral, .period, .identifier])
        #expect(kinds("0b102 12abc 0x") == [.error, .error, .error])
        #expect(kinds("tuple.0.1") == [.identifier, .period, .integerLiteral, .period, .integerLiteral])
    }

    @Test func poundKeywordsAndConfig() {
        let tokens = SwiftLexer.tokenize(Array("#if os(iOS)\n#elseif DEBUG\n#else\n#endif #selector(f) #Preview #available".utf8)).tokens
        let pounds = tokens.filter { $0.kind == .poundKeyword }.map { SwiftPound(rawValue: $0.sub) }
        #expect(pounds == [.if, .elseif, .else, .endif, .other, .other, .available])
    }

    @Test func attributesAndKeyPaths() {
        #expect(texts(#"@Environment(\.dismiss) var d"#) == ["@", "Environment", "(", "\\", ".", "dismiss", ")", "var", "d"])
        #expect(kinds("@main struct A {}") == [.at, .identifier, .keyword, .identifier, .leftBrace, .rightBrace])
    }

    @Test func operatorsByWhitespace() {
        func fixities(_ s: String) -> [String] {
            let bytes = Array(s.utf8)
            return SwiftLexer.tokenize(bytes).tokens.filter { $0.kind == .operator }.map {
                String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) + ":" + "\($0.fixity)"
            }
        }
        #expect(fixities("a..<b") == ["..<:binary"])
        #expect(fixities("a ..< b") == ["..<:binary"])
        #expect(fixities("x?.y") == ["?:postfix"])
        #expect(fixities("x!.y") == ["!:postfix"])
        #expect(fixities("f(!x)") == ["!:prefix"])
        #expect(fixities("a ? b : c") == ["?:binary"])
        #expect(fixities("a != b") == ["!=:binary"])
        #expect(fixities("-x") == ["-:prefix"])
        #expect(fixities("x... ") == ["...:postfix"])
        #expect(fixities("a <*> b") == ["<*>:binary"])
        #expect(fixities("a+/* c */b") == ["+:postfix"])
        #expect(kinds("a = b -> c") == [.identifier, .equal, .identifier, .arrow, .identifier])
        #expect(texts("x??y") == ["x", "??", "y"])
    }

    @Test func regexLiteralOrDivision() {
        #expect(kinds("let r = /[a-z]+/") == [.keyword, .identifier, .equal, .regexLiteral])
        #expect(kinds("f(/a b/)") == [.identifier, .leftParen, .regexLiteral, .rightParen])
        #expect(kinds("a / b / c") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(kinds("x = a/b/c") == [.identifier, .equal, .identifier, .operator, .identifier, .operator, .identifier])
        #expect(kinds("x = / a/") == [.identifier, .equal, .operator, .identifier, .operator])
        #expect(kinds("r = #/ a/b /#") == [.identifier, .equal, .regexLiteral])
        #expect(kinds("r = #/\n a /\n/#") == [.identifier, .equal, .regexLiteral])
        #expect(kinds("reduce(0, /)") == [.identifier, .leftParen, .integerLiteral, .comma, .operator, .rightParen])
    }

    @Test func shebangAndByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nprint(1)".utf8)
        let lexed = SwiftLexer.tokenize(bytes)
        #expect(lexed.trivia.prefix(2).map(\.kind) == [.fileHeader, .fileHeader])
        #expect(lexed.tokens.map(\.kind) == [.identifier, .leftParen, .integerLiteral, .rightParen, .end])
        #expect(joined(bytes) == bytes)
    }

    @Test func linesAndColumnsCountScalars() {
        let tree = SwiftParser.parse(text: "// é\r\nlet é = \"ü\"; let x = 1\n\tvar y = 2")
        let bindings = tree.root.descendants(.binding)
        #expect(bindings.map(\.location) == [SwiftLocation(line: 2, column: 5), SwiftLocation(line: 2, column: 18),
                                              SwiftLocation(line: 3, column: 6)])
    }

    @Test func newlineFlags() {
        let tokens = SwiftLexer.tokenize(Array("a\n  .b /* c\n */ d".utf8)).tokens
        #expect(tokens.map { $0.newlineBefore } == [true, true, false, true, false])
    }
}
