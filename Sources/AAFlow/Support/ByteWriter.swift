import AAFlowPlatform
/// Where a `ByteWriter` sends its bytes, one full buffer at a time: a file
/// descriptor in the command line (`Platform.writeAll`), an array in tests
/// and in `ByteWriter.collect`. It returns false when the bytes could not be
/// written; the writer then stops sending (and says so in `failed`).
package typealias ByteSink = (UnsafeBufferPointer<UInt8>) -> Bool

/// A writer of bytes over a buffer of fixed size that is handed to a sink
/// whenever it fills, so that a large output (a report of 100,000 screens)
/// is produced and written in pieces and never held whole.
///
/// A writer lives only inside `ByteWriter.stream(capacity:to:_:)`, which
/// owns its buffer, flushes what is left at the end and frees it; it is used
/// `inout`, so that writing a byte is a store and a count.
///
/// ```swift
/// let ok = ByteWriter.stream(to: sink) { w in
///     w.write("{\"version\": ")
///     w.write(1)
/// }
/// ```
public struct ByteWriter {
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0
    private let sink: ByteSink
    /// Whether the sink refused bytes; what comes after is dropped.
    package private(set) var failed = false
    /// How many bytes were handed to the sink (or dropped after it refused).
    private var flushed = 0

    /// How many bytes were written: handed to the sink or waiting in the buffer.
    package var total: Int { flushed + count }

    private init(buffer: UnsafeMutablePointer<UInt8>, capacity: Int, sink: @escaping ByteSink) {
        self.buffer = buffer
        self.capacity = capacity
        self.sink = sink
    }

    /// Runs `body` with a writer whose buffer holds `capacity` bytes (at
    /// least 1), then flushes what is left. Returns false when the sink
    /// refused bytes.
    package static func stream(capacity: Int = 1 << 16, to sink: @escaping ByteSink,
                              _ body: (inout ByteWriter) -> Void) -> Bool {
        let size = max(capacity, 1)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { buffer.deallocate() }
        var writer = ByteWriter(buffer: buffer, capacity: size, sink: sink)
        body(&writer)
        writer.flush()
        return !writer.failed
    }

    /// Everything `body` writes, as one array (for tests and small outputs),
    /// written through a buffer of `capacity` bytes.
    public static func collect(capacity: Int = 1 << 16, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        _ = stream(capacity: capacity, to: { chunk in
            out.append(contentsOf: chunk)
            return true
        }, body)
        return out
    }

    /// Hands the buffer to the sink and empties it.
    package mutating func flush() {
        guard count > 0 else { return }
        if !failed && !sink(UnsafeBufferPointer(start: buffer, count: count)) { failed = true }
        flushed += count
        count = 0
    }

    /// One byte.
    @inline(__always)
    package mutating func write(byte: UInt8) {
        if count == capacity { flush() }
        buffer[count] = byte
        count &+= 1
    }

    /// Bytes, copied into the buffer as far as they fit and flushed as it fills.
    @inline(__always)
    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Most pieces are a few bytes and fit: one copy.
        if bytes.count <= capacity &- count, let from = bytes.baseAddress {
            (buffer + count).update(from: from, count: bytes.count)
            count &+= bytes.count
            return
        }
        writeInPieces(bytes)
    }

    /// Bytes that fill the buffer: as much as fits, a flush, and so on.
    private mutating func writeInPieces(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var from = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            if count == capacity { flush() }
            let n = min(left, capacity - count)
            (buffer + count).update(from: from, count: n)
            count += n
            from += n
            left -= n
        }
    }

    package mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// A string's UTF-8, as it is.
    package mutating func write(_ s: String) {
        var s = s
        s.withUTF8 { write($0) }
    }

    /// A literal's UTF-8.
    package mutating func write(_ s: StaticString) {
        if s.hasPointerRepresentation {
            write(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
        } else {
            write(s.description)
        }
    }

    /// A byte `n` times (indentation).
    package mutating func write(repeating byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        var left = n
        while left > 0 {
            if count == capacity { flush() }
            let k = min(left, capacity - count)
            (buffer + count).initialize(repeating: byte, count: k)
            count += k
            left -= k
        }
    }

    /// An integer in decimal, as `String(n)` writes it, without making the string.
    package mutating func write(_ n: Int) {
        // Small counts and line numbers, written in place when they fit.
        if n >= 0 && n < 100_000 && capacity &- count >= 5 {
            let width = n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10_000 ? 4 : 5
            var v = n
            var at = count &+ width
            repeat {
                at &-= 1
                buffer[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v != 0
            count &+= width
            return
        }
        // 20 digits and a sign hold any Int64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var at = 24
            var v = n.magnitude
            repeat {
                at -= 1
                digits[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v != 0
            if n < 0 {
                at -= 1
                digits[at] = UInt8(ascii: "-")
            }
            write(UnsafeBufferPointer(rebasing: digits[at...]))
        }
    }
}

extension Platform {
    /// Writes what `body` writes to `path`, streamed through a buffer into a
    /// temporary file beside it that is renamed into place once all is
    /// written (`Platform.writeFileAtomically(_:mode:streaming:)`).
    package static func writeFileAtomically(_ path: String, mode: UInt32 = 0o644,
                                           _ body: (inout ByteWriter) -> Void) -> Result<Void, SystemError> {
        writeFileAtomically(path, mode: mode, streaming: { sink in _ = ByteWriter.stream(to: sink, body) })
    }
}
