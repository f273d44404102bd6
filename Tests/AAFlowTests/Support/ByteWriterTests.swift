import Testing
@testable import AAFlow

/// The writer under every streamed report: bytes come out the same however
/// small its buffer, and a sink that refuses stops it.
@Suite struct ByteWriterTests {
    /// A little of everything the writer can be given.
    static func sample(_ w: inout ByteWriter) {
        w.write(byte: UInt8(ascii: "<"))
        w.write("héllo, wörld 👋 ")
        w.write(StaticString("literal "))
        w.write(Array(repeating: UInt8(ascii: "x"), count: 100))
        w.write(repeating: 0x20, count: 13)
        for n in [0, 7, -1, 10, 99, 100, -1234567890, Int.max, Int.min] {
            w.write(n)
            w.write(byte: UInt8(ascii: ","))
        }
        w.write([])
        w.write("")
        w.write(repeating: 0x20, count: 0)
        w.write(byte: UInt8(ascii: ">"))
    }

    static let expected: [UInt8] = {
        var s = "<héllo, wörld 👋 literal " + String(repeating: "x", count: 100) + String(repeating: " ", count: 13)
        for n in [0, 7, -1, 10, 99, 100, -1234567890, Int.max, Int.min] { s += "\(n)," }
        return Array((s + ">").utf8)
    }()

    @Test(arguments: [1, 2, 7, 64, 1 << 16])
    func theBytesDoNotDependOnTheBuffer(capacity: Int) {
        var chunks: [Int] = []
        var out: [UInt8] = []
        let ok = ByteWriter.stream(capacity: capacity, to: { chunk in
            chunks.append(chunk.count)
            out.append(contentsOf: chunk)
            return true
        }, Self.sample)
        #expect(ok)
        #expect(out == Self.expected)
        // Every piece but the last fills the buffer.
        #expect(chunks.dropLast().allSatisfy { $0 == capacity })
        #expect(chunks.allSatisfy { $0 > 0 && $0 <= capacity })
        #expect(ByteWriter.collect(capacity: capacity, Self.sample) == Self.expected)
    }

    @Test func aSinkThatRefusesStopsTheWriter() {
        var calls = 0
        var total = 0
        let ok = ByteWriter.stream(capacity: 10, to: { _ in
            calls += 1
            return calls < 3
        }) { w in
            Self.sample(&w)
            #expect(w.failed)
            total = w.total
        }
        #expect(!ok)
        #expect(calls == 3)
        #expect(total == Self.expected.count)
    }

    /// JSON strings: `\"`, `\\`, `\n`, `\r`, `\t`, `\u00XX` for the other
    /// control characters and DEL, everything else (UTF-8 included) as it is.
    @Test(arguments: [1, 5, 1 << 16])
    func stringsAreEscapedByteForByte(capacity: Int) {
        var text = ""
        for b in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(b))) }
        text += "é\u{2028}👋\"end"
        let got = ByteWriter.collect(capacity: capacity) { JSONStream.escape(text, to: &$0) }
        var want: [UInt8] = [UInt8(ascii: "\"")]
        for b in text.utf8 {
            let escaped: String? = switch b {
            case 0x22: "\\\""
            case 0x5C: "\\\\"
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            case 0..<0x20, 0x7F: "\\u00" + String(b, radix: 16).leftPadded(2)
            default: nil
            }
            if let escaped { want += Array(escaped.utf8) } else { want.append(b) }
        }
        want.append(UInt8(ascii: "\""))
        #expect(got == want)
    }

    /// The stream's layout is `JSONValue.serialized()`'s, empty containers included.
    @Test(arguments: [1, 7, 1 << 16])
    func theStreamLaysOutAsTheTree(capacity: Int) {
        let tree: JSONValue = .object([
            ("a", 1), ("b", .array([])), ("c", .object([])), ("d", [.null, true, "x\n"]),
            ("e", .object([("f", .array([.object([("g", -3)])]))])),
        ])
        let streamed = JSONStream.bytes(capacity: capacity) { w in
            w.beginObject()
            w.key("a"); w.value(1)
            w.key("b"); w.beginArray(); w.endArray()
            w.key("c"); w.beginObject(); w.endObject()
            w.key("d"); w.beginArray(); w.null(); w.value(true); w.value("x\n"); w.endArray()
            w.key("e"); w.beginObject()
            w.dynamicKey("f"); w.value(JSONValue.array([.object([("g", -3)])]))
            w.endObject()
            w.endObject()
        }
        #expect(String(decoding: streamed, as: UTF8.self) == tree.serialized())
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
