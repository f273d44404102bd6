/// A JSON value whose objects keep their keys in the order given, so that
/// reports and the language server's messages come out byte for byte the
/// same on every run.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction or an exponent, or too large for `Int`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string, or null when there is none.
    package static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    /// A number, or null when there is none.
    package static func optional(_ n: Int?) -> JSONValue { n.map(JSONValue.int) ?? .null }

    /// Equal values; a whole number equals the same number as a double.
    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.int(x), .double(y)), let (.double(y), .int(x)): return Double(x) == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        // Numbers hash as doubles, so that `.int(1)` and `.double(1)`, which are equal, hash alike.
        case .int(let i): hasher.combine(Double(i))
        case .double(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o {
                hasher.combine(k)
                hasher.combine(v)
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object, its keys in the order written.
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    package init(nilLiteral: ()) { self = .null }
}

// MARK: Reading a value

extension JSONValue {
    /// The value of a key of an object (the first, if a key is repeated).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        for (k, v) in pairs where k == key { return v }
        return nil
    }

    /// An element of an array.
    package subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    package var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// A whole number, from an integer or a double without a fraction.
    package var int: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
        default: return nil
        }
    }

    package var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    package var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var isNull: Bool { self == .null }
}

// MARK: Writing

extension JSONValue {
    /// The text: indented by two spaces, or on one line; always ending in a newline when pretty.
    package func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The text in UTF-8: on one line (as JSON-RPC messages carry it), or
    /// indented by two spaces and ending in a newline.
    package func serializedBytes(pretty: Bool = false) -> [UInt8] {
        ByteWriter.collect(capacity: pretty ? 4096 : 256) { out in
            write(to: &out, indent: pretty ? 0 : -1)
            if pretty { out.write(byte: 0x0A) }
        }
    }

    /// Writes the value whose first line stands at `indent` levels (-1: all on one line).
    func write(to out: inout ByteWriter, indent: Int) {
        switch self {
        case .null: out.write(StaticString("null"))
        case .bool(let b): out.write(b ? StaticString("true") : StaticString("false"))
        case .int(let i): out.write(i)
        case .double(let d):
            // No NaN nor infinity in JSON; a whole number as one, without `.0`.
            if !d.isFinite {
                out.write(StaticString("null"))
            } else if d.rounded() == d && abs(d) < 1e15 {
                out.write(Int(d))
            } else {
                out.write(String(d))
            }
        case .string(let s): JSONStream.escape(s, to: &out)
        case .array(let items):
            if items.isEmpty {
                out.write(StaticString("[]"))
                return
            }
            out.write(byte: UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.write(byte: UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent >= 0 ? indent + 1 : -1)
                item.write(to: &out, indent: indent >= 0 ? indent + 1 : -1)
            }
            JSONValue.newline(&out, indent)
            out.write(byte: UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty {
                out.write(StaticString("{}"))
                return
            }
            out.write(byte: UInt8(ascii: "{"))
            for (n, (key, value)) in pairs.enumerated() {
                if n > 0 { out.write(byte: UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent >= 0 ? indent + 1 : -1)
                JSONStream.escape(key, to: &out)
                out.write(byte: UInt8(ascii: ":"))
                if indent >= 0 { out.write(byte: 0x20) }
                value.write(to: &out, indent: indent >= 0 ? indent + 1 : -1)
            }
            JSONValue.newline(&out, indent)
            out.write(byte: UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout ByteWriter, _ indent: Int) {
        guard indent >= 0 else { return }
        out.write(byte: 0x0A)
        out.write(repeating: 0x20, count: indent * 2)
    }
}
