import Testing
@testable import AAFlowLSP

@Suite struct JSONTests {
    @Test func readsAndWritesEveryKindOfValue() throws {
        let text = #"{"a":[1,-2,3.5,1e3,true,false,null],"s":"q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","o":{}}"#
        let value = try JSON.parse(text).get()
        #expect(value["a"]?[0] == .int(1))
        #expect(value["a"]?[2] == .double(3.5))
        #expect(value["a"]?[3]?.int == 1000)
        #expect(value["s"]?.string == "q\"\\/\u{8}\u{C}\n\r\té😀")
        let again = try JSON.parse(value.serialized()).get()
        #expect(again == value)
        #expect(JSON.object([("k", "v"), ("n", .int(2))]).text == #"{"k":"v","n":2}"#)
        #expect(JSON.string("\u{1}").text == #""\u0001""#)
    }

    /// Each error names the byte where reading stopped.
    @Test(arguments: [
        ("{\"a\":1,}", 7), ("[1 2]", 3), ("01", 0), ("\"abc", 0), ("{\"a\" 1}", 5), ("[1,]", 3),
        ("\"\\x\"", 1), ("\"\\ud800\"", 1), ("tru", 0), ("{} x", 3), ("", 0), ("\"a\u{1}\"", 2), ("-", 1), ("1.", 2),
    ])
    func errorsNameTheirByte(_ input: String, _ offset: Int) {
        guard case .failure(let error) = JSON.parse(input) else {
            Issue.record("\(input) was read")
            return
        }
        #expect(error.offset == offset, "\(input): \(error)")
    }

    @Test func refusesInvalidUTF8AndDeepNesting() {
        guard case .failure(let e) = JSON.parse([0x22, 0xFF, 0x22]) else { Issue.record("read"); return }
        #expect(e.offset == 1)
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let d) = JSON.parse(deep) else { Issue.record("read"); return }
        #expect(d.message.contains("nested deeper"))
        let ok = String(repeating: "[", count: JSON.maximumDepth) + String(repeating: "]", count: JSON.maximumDepth)
        #expect((try? JSON.parse(ok).get()) != nil)
    }

    /// Random bytes and random cuts of a valid message: each is either read
    /// (and what was read is written and read back the same) or refused
    /// with a message at an offset inside the input.
    @Test func everyInputIsReadBackOrRefusedInPlace() {
        var rng = SplitMix(seed: 7)
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
            switch JSON.parse(bytes) {
            case .success(let value):
                let again = JSON.parse(value.serialized())
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
}

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
