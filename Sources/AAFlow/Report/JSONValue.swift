/// A JSON value whose objects keep their keys in the order given, so that
/// reports come out in the order the spec shows, byte for byte the same on
/// every run.
package enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// A string, or null when there is none.
    package static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    /// A number, or null when there is none.
    package static func optional(_ n: Int?) -> JSONValue { n.map(JSONValue.int) ?? .null }

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
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
        case .int(let i): hasher.combine(i)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o):
            for (k, v) in o {
                hasher.combine(k)
                hasher.combine(v)
            }
        }
    }

    /// The value of a key of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The text: indented by two spaces, or on one line; always ending in a newline when pretty.
    package func serialized(pretty: Bool = true) -> String {
        String(decoding: ByteWriter.collect(capacity: 4096) { out in
            write(to: &out, indent: pretty ? 0 : -1)
            if pretty { out.write(byte: 0x0A) }
        }, as: UTF8.self)
    }

    /// Writes the value whose first line stands at `indent` levels (-1: all on one line).
    func write(to out: inout ByteWriter, indent: Int) {
        switch self {
        case .null: out.write(StaticString("null"))
        case .bool(let b): out.write(b ? StaticString("true") : StaticString("false"))
        case .int(let i): out.write(i)
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
