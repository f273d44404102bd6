/// A JSON writer that appends a report to one growing byte buffer piece by
/// piece, in exactly the layout of `JSONValue.serialized()` (two-space
/// indent, `"key": value`, empty containers as `{}` and `[]`), so that a
/// large report is never held as one tree of values nor as one `String`.
/// Small pieces (one diagnostic, one scene) may still be given as a
/// `JSONValue`; they are written at the depth where they stand.
public struct JSONStream {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// Per open container, whether it has an element yet.
    private var open: [Bool] = []
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// The depth of the next element: the number of open containers.
    private var depth: Int { open.count }

    /// What goes before an element of the innermost container: a comma
    /// after the one before, a newline and the indent.
    private mutating func element() {
        if afterKey {
            afterKey = false
            return
        }
        guard !open.isEmpty else { return }
        if open[open.count - 1] { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1] = true
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }

    public mutating func beginObject() { begin(UInt8(ascii: "{")) }
    public mutating func endObject() { end(UInt8(ascii: "}")) }
    public mutating func beginArray() { begin(UInt8(ascii: "[")) }
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    private mutating func begin(_ bracket: UInt8) {
        element()
        bytes.append(bracket)
        open.append(false)
    }

    private mutating func end(_ bracket: UInt8) {
        let hadElements = open.removeLast()
        if hadElements {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
        }
        bytes.append(bracket)
    }

    /// A key of the innermost object; its value comes next.
    public mutating func key(_ name: String) {
        element()
        JSONValue.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        afterKey = true
    }

    /// A whole value: an element of the innermost array, or the value of the key just written.
    public mutating func value(_ v: JSONValue) {
        element()
        v.write(into: &bytes, indent: depth)
    }

    /// A key and its value.
    public mutating func field(_ name: String, _ v: JSONValue) {
        key(name)
        value(v)
    }

    /// Bytes already laid out at this depth (an array's elements made apart).
    mutating func raw(_ piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    /// Marks the innermost container as having elements (after `raw` wrote some).
    mutating func markElements() {
        if !open.isEmpty { open[open.count - 1] = true }
    }

    /// The end of the document: the final newline of `serialized()`.
    public mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }
}
