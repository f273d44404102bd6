import Testing
@testable import AAFlowLSP

@Suite struct FramingTests {
    func bodies(_ items: [MessageFramer.Item]) -> [String] {
        items.map {
            switch $0 {
            case .message(let b): return String(decoding: b, as: UTF8.self)
            case .badHeader(let p): return "bad: \(p)"
            }
        }
    }

    func drain(_ framer: inout MessageFramer) -> [MessageFramer.Item] {
        var out: [MessageFramer.Item] = []
        while let item = framer.next() { out.append(item) }
        return out
    }

    /// Two messages split at every possible byte come out whole and in order.
    @Test func messagesSplitAcrossReads() {
        let stream = frame(Array(#"{"a":"é😀"}"#.utf8)) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8)
            + frame(Array("[2]".utf8))
        for cut in 0...stream.count {
            for cut2 in cut...stream.count {
                var framer = MessageFramer()
                var out: [MessageFramer.Item] = []
                framer.append(Array(stream[..<cut]))
                out += drain(&framer)
                framer.append(Array(stream[cut..<cut2]))
                out += drain(&framer)
                framer.append(Array(stream[cut2...]))
                out += drain(&framer)
                #expect(bodies(out) == [#"{"a":"é😀"}"#, "[2]"], "cut at \(cut), \(cut2)")
            }
        }
    }

    @Test func contentLengthCountsBytesNotCharacters() {
        var framer = MessageFramer()
        framer.append(frame(Array("\"😀\"".utf8)) + frame(Array("1".utf8)))
        #expect(bodies(drain(&framer)) == ["\"😀\"", "1"])
    }

    /// A bad header costs only itself: the next message is read.
    @Test(arguments: [
        "Content-Length: abc\r\n\r\n{}",
        "Content-Type: x\r\n\r\n{}",
        "no colon here\r\n\r\n",
        "Content-Length: 99999999999\r\n\r\n",
        "Content-Length: -4\r\n\r\n{}",
    ])
    func badHeaderThenGoodMessage(_ bad: String) {
        var framer = MessageFramer()
        framer.append(Array(bad.utf8) + frame(Array("[1]".utf8)))
        let out = bodies(drain(&framer))
        #expect(out.count == 2, "\(out)")
        #expect(out.first?.hasPrefix("bad: ") == true)
        #expect(out.last == "[1]")
    }

    @Test func lenientLineEndingsAndBlankBytesBetweenMessages() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 2\n\n{}\r\n".utf8) + frame(Array("[]".utf8)))
        #expect(bodies(drain(&framer)) == ["{}", "[]"])
    }

    @Test func endlessHeaderIsDropped() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeader + 10))
        let out = bodies(drain(&framer))
        #expect(out.count == 1 && out[0].hasPrefix("bad: "))
        framer.append(frame(Array("[3]".utf8)))
        #expect(bodies(drain(&framer)) == ["[3]"])
    }
}
