/// Splits the byte stream of a client into messages, framed as the Language
/// Server Protocol says: header lines (`Content-Length: N`, others ignored)
/// up to an empty line, then exactly N bytes of body.
///
/// Bytes come in pieces of any size (a header may be split anywhere); a
/// message is handed out once all of it is there. A header that cannot be
/// read costs only itself: the reader skips to the next `Content-Length`
/// and goes on.
package struct MessageFramer: Sendable {
    /// What the stream held next.
    package enum Item: Equatable, Sendable {
        /// The body of a message.
        case message([UInt8])
        /// A header that could not be read, and why; its body (if any) is skipped.
        case badHeader(String)
    }

    /// The largest body accepted: a flow file of tens of megabytes still fits.
    package static let maximumBody = 256 << 20
    /// The longest header accepted before its empty line.
    package static let maximumHeader = 8192

    private var buffer: [UInt8] = []
    private var start = 0
    /// The length of the body whose header has been read.
    private var pendingBody: Int?

    package init() {}

    /// Adds bytes read from the client.
    package mutating func append(_ bytes: [UInt8]) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer += bytes
    }

    /// The next complete message or bad header, or nil until more bytes come.
    package mutating func next() -> Item? {
        while true {
            if let length = pendingBody {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                pendingBody = nil
                return .message(body)
            }
            // Blank bytes between messages are not an error.
            while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
            guard start < buffer.count else { return nil }
            guard let (headerEnd, bodyStart) = findHeaderEnd() else {
                if buffer.count - start > MessageFramer.maximumHeader {
                    let problem = "a header longer than \(MessageFramer.maximumHeader) bytes without an empty line"
                    resync(from: start + 1)
                    return .badHeader(problem)
                }
                return nil
            }
            switch contentLength(buffer[start..<headerEnd]) {
            case .success(let length):
                start = bodyStart
                pendingBody = length
            case .failure(let problem):
                resync(from: bodyStart)
                return .badHeader(problem.message)
            }
        }
    }

    private struct HeaderProblem: Error {
        var message: String
    }

    /// The end of the header lines (the offset of the empty line) and the
    /// start of the body; lines end in CRLF, or LF from a lenient client.
    private func findHeaderEnd() -> (Int, Int)? {
        var i = start
        let limit = min(buffer.count, start + MessageFramer.maximumHeader + 4)
        while i < limit {
            if buffer[i] == 0x0A {
                // An LF followed by CRLF or LF ends the header.
                if i + 1 < buffer.count, buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < buffer.count, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    /// The value of the header's `Content-Length`.
    private func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
        var length: Int?
        for rawLine in header.split(separator: 0x0A) {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                return .failure(HeaderProblem(message: "a header line without `:`"))
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            var value = line[(colon + 1)...]
            while value.first == 0x20 || value.first == 0x09 { value = value.dropFirst() }
            while value.last == 0x20 || value.last == 0x09 { value = value.dropLast() }
            guard name.lowercased() == "content-length" else { continue }
            guard !value.isEmpty, value.count <= 12, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  let n = Int(String(decoding: value, as: UTF8.self)) else {
                return .failure(HeaderProblem(message: "Content-Length is not a number of bytes"))
            }
            guard n <= MessageFramer.maximumBody else {
                return .failure(HeaderProblem(message: "Content-Length \(n) is more than the \(MessageFramer.maximumBody) bytes a message may have"))
            }
            length = n
        }
        guard let length else { return .failure(HeaderProblem(message: "a header without Content-Length")) }
        return .success(length)
    }

    /// Skips to the next `Content-Length` at or after `offset` (or keeps only
    /// the bytes that might begin one).
    private mutating func resync(from offset: Int) {
        let needle = Array("content-length".utf8)
        var i = offset
        while i + needle.count <= buffer.count {
            var match = true
            for k in 0..<needle.count where buffer[i + k] | 0x20 != needle[k] {
                match = false
                break
            }
            if match {
                start = i
                return
            }
            i += 1
        }
        // Keep only a tail that may be the start of the next `Content-Length`.
        start = buffer.count
        var k = min(needle.count - 1, buffer.count - offset)
        while k > 0 {
            if (0..<k).allSatisfy({ buffer[buffer.count - k + $0] | 0x20 == needle[$0] }) {
                start = buffer.count - k
                return
            }
            k -= 1
        }
    }
}

/// Frames an outgoing message.
package func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
