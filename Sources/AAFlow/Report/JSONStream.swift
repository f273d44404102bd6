/// A JSON writer that sends a report to a `ByteWriter` piece by piece, in
/// exactly the layout of `JSONValue.serialized()` (two-space indent,
/// `"key": value`, empty containers as `{}` and `[]`, a newline at the end),
/// so that a large report is never held as one tree of values, nor as one
/// `String`, nor as one array of bytes: what is written goes out whenever
/// the writer's buffer fills.
///
/// Keys are literals and go out as they are; values are written as they
/// come (strings escaped, numbers formatted in place). Small pieces that
/// are easier to say as a `JSONValue` (a rule's description) may still be
/// given whole; they are written at the depth where they stand.
///
/// ```swift
/// JSONStream.write(to: &out) { w in
///     w.beginObject()
///     w.key("version"); w.value(1)
///     w.endObject()
/// }
/// ```
package struct JSONStream {
    /// Where the bytes go.
    package fileprivate(set) var out: ByteWriter
    /// Per open container, one bit: whether it has an element yet (bit 0 the innermost).
    private var hasElements: UInt64 = 0
    /// The number of open containers.
    private var depth = 0
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    private init(_ out: ByteWriter) {
        self.out = out
    }

    /// Writes one JSON document to `out` with `body`, then the final newline.
    package static func write(to out: inout ByteWriter, _ body: (inout JSONStream) -> Void) {
        var w = JSONStream(out)
        body(&w)
        w.out.write(byte: 0x0A)
        out = w.out
    }

    /// A whole document as bytes (tests and small reports).
    package static func bytes(capacity: Int = 1 << 16, _ body: (inout JSONStream) -> Void) -> [UInt8] {
        ByteWriter.collect(capacity: capacity) { out in write(to: &out, body) }
    }

    /// A comma, a newline and the spaces of the deepest indent reports
    /// use (24 levels): what goes before an element is a slice of it.
    private static let separator: StaticString = ",\n                                                "

    /// Writes the newline and indent of `depth` levels, after a comma when `comma`.
    @inline(__always)
    private mutating func newline(comma: Bool) {
        let width = depth &* 2
        let all = JSONStream.separator
        if width <= all.utf8CodeUnitCount &- 2 {
            let from = comma ? 0 : 1
            out.write(UnsafeBufferPointer(start: all.utf8Start + from, count: 2 &+ width &- from))
        } else {
            if comma { out.write(byte: UInt8(ascii: ",")) }
            out.write(byte: 0x0A)
            out.write(repeating: 0x20, count: width)
        }
    }

    /// What goes before an element of the innermost container: a comma
    /// after the one before, a newline and the indent.
    @inline(__always)
    private mutating func element() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        newline(comma: hasElements & 1 != 0)
        hasElements |= 1
    }

    package mutating func beginObject() { begin(UInt8(ascii: "{")) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(UInt8(ascii: "[")) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    private mutating func begin(_ bracket: UInt8) {
        element()
        out.write(byte: bracket)
        // Reports nest a dozen levels at most; the bits of deeper ones are
        // lost off the top, which only the outermost 64 levels could notice.
        hasElements <<= 1
        depth += 1
    }

    private mutating func end(_ bracket: UInt8) {
        let had = hasElements & 1 != 0
        hasElements >>= 1
        depth -= 1
        if had { newline(comma: false) }
        out.write(byte: bracket)
    }

    /// A key of the innermost object, given as a literal: written as it is
    /// (keys are plain ASCII names). Its value comes next.
    package mutating func key(_ name: StaticString) {
        element()
        out.write(byte: UInt8(ascii: "\""))
        out.write(name)
        out.write(byte: UInt8(ascii: "\""))
        out.write(byte: UInt8(ascii: ":"))
        out.write(byte: 0x20)
        afterKey = true
    }

    /// A key made at run time (a measure's name), escaped like any string.
    package mutating func dynamicKey(_ name: String) {
        element()
        JSONStream.escape(name, to: &out)
        out.write(StaticString(": "))
        afterKey = true
    }

    // MARK: Values

    package mutating func value(_ s: String) {
        element()
        JSONStream.escape(s, to: &out)
    }

    /// A string, or null.
    package mutating func value(_ s: String?) {
        guard let s else { return null() }
        value(s)
    }

    package mutating func value(_ n: Int) {
        element()
        out.write(n)
    }

    /// A number, or null.
    package mutating func value(_ n: Int?) {
        guard let n else { return null() }
        value(n)
    }

    package mutating func value(_ b: Bool) {
        element()
        out.write(b ? StaticString("true") : StaticString("false"))
    }

    package mutating func null() {
        element()
        out.write(StaticString("null"))
    }

    /// A literal string value (a level, a fixed word), written as it is:
    /// plain ASCII that needs no escape.
    package mutating func literal(_ s: StaticString) {
        element()
        out.write(byte: UInt8(ascii: "\""))
        out.write(s)
        out.write(byte: UInt8(ascii: "\""))
    }

    /// A whole value: an element of the innermost array, or the value of the key just written.
    package mutating func value(_ v: JSONValue) {
        element()
        v.write(to: &out, indent: depth)
    }

    /// A key and a whole value.
    package mutating func field(_ name: StaticString, _ v: JSONValue) {
        key(name)
        value(v)
    }

    /// A key and its string: `w.field("name", task.name)` for `w.key("name")`
    /// then `w.value(task.name)`. Likewise for each kind of `value(_:)`.
    package mutating func field(_ name: StaticString, _ s: String) { key(name); value(s) }
    /// A key and its string, or null.
    package mutating func field(_ name: StaticString, _ s: String?) { key(name); value(s) }
    /// A key and its number.
    package mutating func field(_ name: StaticString, _ n: Int) { key(name); value(n) }
    /// A key and its number, or null.
    package mutating func field(_ name: StaticString, _ n: Int?) { key(name); value(n) }
    /// A key and its truth value.
    package mutating func field(_ name: StaticString, _ b: Bool) { key(name); value(b) }

    /// A key and an array of strings: `w.field("added", screens.added)`.
    package mutating func field(_ name: StaticString, _ strings: some Sequence<String>) {
        key(name)
        beginArray()
        for s in strings { value(s) }
        endArray()
    }

    /// A key and an array with an object for each of `items`, whose members
    /// `members` writes:
    ///
    ///     w.field("tasks", objects: c.tasks) { w, task in w.field("name", task.name) }
    package mutating func field<Items: Sequence>(_ name: StaticString, objects items: Items,
                                                _ members: (inout JSONStream, Items.Element) -> Void) {
        key(name)
        beginArray()
        for item in items {
            beginObject()
            members(&self, item)
            endObject()
        }
        endArray()
    }

    // MARK: Strings

    /// The escape of each byte below 0x80: 0 for none, else the letter after
    /// `\` (`n`, `"`, ...) or `u` for `\u00XX`.
    private static let escapes: [UInt8] = (0..<128).map { b -> UInt8 in
        switch b {
        case 0x22: return UInt8(ascii: "\"")
        case 0x5C: return UInt8(ascii: "\\")
        case 0x0A: return UInt8(ascii: "n")
        case 0x0D: return UInt8(ascii: "r")
        case 0x09: return UInt8(ascii: "t")
        case 0..<0x20, 0x7F: return UInt8(ascii: "u")
        default: return 0
        }
    }

    private static let hex: StaticString = "0123456789abcdef"

    /// A JSON string: quotes, and `\"`, `\\`, `\n`, `\r`, `\t` or `\u00XX`
    /// for the bytes that need it; runs of bytes that need none are copied whole.
    static func escape(_ s: String, to out: inout ByteWriter) {
        out.write(byte: UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            escapes.withUnsafeBufferPointer { table in
                var run = 0
                for i in 0..<bytes.count {
                    let b = bytes[i]
                    guard b < 0x80 else { continue }
                    let e = table[Int(b)]
                    guard e != 0 else { continue }
                    if run < i { out.write(UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                    run = i + 1
                    out.write(byte: UInt8(ascii: "\\"))
                    out.write(byte: e)
                    if e == UInt8(ascii: "u") {
                        let digits = hex.utf8Start
                        out.write(byte: UInt8(ascii: "0"))
                        out.write(byte: UInt8(ascii: "0"))
                        out.write(byte: digits[Int(b >> 4)])
                        out.write(byte: digits[Int(b & 0xF)])
                    }
                }
                if run < bytes.count { out.write(UnsafeBufferPointer(rebasing: bytes[run...])) }
            }
        }
        out.write(byte: UInt8(ascii: "\""))
    }
}
