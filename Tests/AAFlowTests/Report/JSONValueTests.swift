import Testing
@testable import AAFlow

/// `JSONValue` and its one reader, as the language server reads messages
/// and the settings files are read with the place of every value.
@Suite struct JSONValueTests {
    @Test func readsAndWritesEveryKindOfValue() throws {
        let text = #"{"a":[1,-2,3.5,1e3,true,false,null],"s":"q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","o":{}}"#
        let value = try JSONValue.parse(text).get()
        #expect(value["a"]?[0] == .int(1))
        #expect(value["a"]?[2] == .double(3.5))
        #expect(value["a"]?[3]?.int == 1000)
        #expect(value["s"]?.string == "q\"\\/\u{8}\u{C}\n\r\té😀")
        let again = try JSONValue.parse(value.serializedBytes()).get()
        #expect(again == value)
        #expect(JSONValue.object([("k", "v"), ("n", .int(2))]).serialized(pretty: false) == #"{"k":"v","n":2}"#)
        #expect(JSONValue.string("\u{1}").serialized(pretty: false) == #""\u0001""#)
    }

    @Test func aWholeNumberEqualsTheSameDoubleAndHashesAlike() {
        #expect(JSONValue.int(1000) == .double(1000))
        #expect(JSONValue.int(1) != .double(1.5))
        #expect(Set<JSONValue>([.int(3), .double(3)]).count == 1)
        #expect(JSONValue.double(1e3).serialized(pretty: false) == "1000")
        #expect(JSONValue.double(2.5e-3).serialized(pretty: false) == "0.0025")
        #expect(JSONValue.double(.nan).serialized(pretty: false) == "null")
    }

    /// Each error names the byte where reading stopped.
    @Test(arguments: [
        ("{\"a\":1,}", 7), ("[1 2]", 3), ("01", 0), ("\"abc", 0), ("{\"a\" 1}", 5), ("[1,]", 3),
        ("\"\\x\"", 1), ("\"\\ud800\"", 1), ("tru", 0), ("{} x", 3), ("", 0), ("\"a\u{1}\"", 2), ("-", 1), ("1.", 2),
    ])
    func errorsNameTheirByte(_ input: String, _ offset: Int) {
        guard case .failure(let error) = JSONValue.parse(input) else {
            Issue.record("\(input) was read")
            return
        }
        #expect(error.offset == offset, "\(input): \(error)")
    }

    @Test func refusesInvalidUTF8AndDeepNesting() {
        guard case .failure(let e) = JSONValue.parse([0x22, 0xFF, 0x22]) else { Issue.record("read"); return }
        #expect(e.offset == 1)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let d) = JSONValue.parse(deep) else { Issue.record("read"); return }
        #expect(d.message.contains("nested deeper"))
        let ok = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect((try? JSONValue.parse(ok).get()) != nil)
    }

    /// Random bytes and random cuts of a valid message: each is either read
    /// (and what was read is written and read back the same) or refused
    /// with a message at an offset inside the input.
    @Test func everyInputIsReadBackOrRefusedInPlace() {
        var rng = RandomFlows.Generator(state: 7)
        let sample = Array(#"{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":[1,2.5e-3,"\u00e9"]}}"#.utf8)
        var read = 0
        var refused = 0
        for _ in 0..<3000 {
            var bytes = sample
            for _ in 0..<Int(rng.next() % 4) {
                let i = Int(rng.next() % UInt64(bytes.count))
                bytes[i] = UInt8(truncatingIfNeeded: rng.next())
            }
            bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1))))
            switch JSONValue.parse(bytes) {
            case .success(let value):
                let again = JSONValue.parse(value.serializedBytes())
                #expect((try? again.get()) == value, "\(String(decoding: bytes, as: UTF8.self)) read back as \(again)")
                read += 1
            case .failure(let error):
                #expect((0...bytes.count).contains(error.offset), "offset \(error.offset) of \(bytes.count)")
                #expect(!error.message.isEmpty)
                refused += 1
            }
        }
        // The sample keeps some inputs valid and breaks most.
        #expect(read > 0 && refused > 0, "read \(read), refused \(refused)")
    }

    @Test func jsonIsReadWithThePlaceOfEveryValue() throws {
        let text = MarkedText("{\n  \"a\": ↓[1, ↓{ \"b\": ↓\"é\" }],\n  ↓\"c\": ↓-2\n}")
        let parsed = try ParsedJSON.parse(Array(text.text.utf8)).get()
        #expect(parsed.value["c"] == .int(-2))
        #expect(parsed.range(of: [.key("a")])?.start == text.marks[0])
        #expect(parsed.range(of: [.key("a"), .index(1)])?.start == text.marks[1])
        #expect(parsed.range(of: [.key("a"), .index(1), .key("b")])?.start == text.marks[2])
        #expect(parsed.range(of: [.key("a"), .index(1), .key("b")])?.end.column == text.marks[2].column + 3)
        #expect(parsed.keyRange(of: [.key("c")])?.start == text.marks[3])
        #expect(parsed.range(of: [.key("c")])?.start == text.marks[4])
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01", "\"\\x\"", "nul", "\"a\nb\"", "[1] 2", "\"\\ud800\""] {
            guard case .failure = ParsedJSON.parse(Array(bad.utf8)) else {
                Issue.record("read: \(bad)")
                continue
            }
        }
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        guard case .failure(let e) = ParsedJSON.parse(Array(deep.utf8)) else {
            Issue.record("read 200 levels")
            return
        }
        #expect(e.message.contains("deeper"))
    }

    /// Settings files count things: a fraction, an exponent or a number too
    /// large is refused at the number's first character, before any later
    /// mistake; elsewhere it is read as a double.
    @Test func settingsRefuseAFractionAtTheNumber() throws {
        let text = MarkedText("{ \"limits\": { \"depth\": ↓1.5 } ,, }")
        guard case .failure(let e) = ParsedJSON.parse(Array(text.text.utf8), wholeNumbersOnly: true) else {
            Issue.record("read a fraction")
            return
        }
        #expect(e.message == "only whole numbers are read here (no fraction or exponent)")
        #expect(e.range.start == text.marks[0])
        for (input, message) in [("2e3", "only whole numbers are read here (no fraction or exponent)"),
                                 ("99999999999999999999", "the number is too large")] {
            guard case .failure(let e) = ParsedJSON.parse(Array(input.utf8), wholeNumbersOnly: true) else {
                Issue.record("read \(input)")
                continue
            }
            #expect(e.message == message && e.offset == 0)
        }
        #expect(try ParsedJSON.parse(Array("1.5".utf8)).get().value == .double(1.5))
        #expect(try ParsedJSON.parse(Array("99999999999999999999".utf8)).get().value == .double(1e20))
    }

    /// A file may begin with a byte-order mark; a message may not.
    @Test func aByteOrderMarkIsSkippedInFilesOnly() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        #expect(try ParsedJSON.parse(bytes).get().range(of: [.key("a")])?.start == SourceLocation(line: 1, column: 7))
        guard case .failure(let e) = JSONValue.parse(bytes) else { Issue.record("read a mark"); return }
        #expect(e.offset == 0)
    }
}
