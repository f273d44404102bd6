import AAFlow

/// A JSON value, as JSON-RPC messages carry it. Objects keep their keys in
/// the order read or built, so that what the server writes is the same
/// bytes on every run.
package enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    package static func == (a: JSON, b: JSON) -> Bool {
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

    /// The value of a key of an object (the first, if a key is repeated).
    package subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        for (k, v) in pairs where k == key { return v }
        return nil
    }

    /// An element of an array.
    package subscript(index: Int) -> JSON? {
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

    package var array: [JSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    package var isNull: Bool { self == .null }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSON...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }
    package init(nilLiteral: ()) { self = .null }
}

// MARK: Writing

extension JSON {
    /// The value as compact JSON text, in UTF-8.
    package func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return out
    }

    package var text: String { String(decoding: serialized(), as: UTF8.self) }

    func write(into out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): out += String(i).utf8
        case .double(let d):
            if !d.isFinite {
                out += "null".utf8
            } else if d.rounded() == d && abs(d) < 1e15 {
                out += String(Int(d)).utf8
            } else {
                out += String(d).utf8
            }
        case .string(let s): JSON.writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (n, (key, value)) in pairs.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func writeString(_ s: String, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            // Runs of bytes that need no escape are copied whole.
            var run = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b == 0x7F else { continue }
                if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
                run = i + 1
                switch b {
                case UInt8(ascii: "\""): out += "\\\"".utf8
                case UInt8(ascii: "\\"): out += "\\\\".utf8
                case 0x0A: out += "\\n".utf8
                case 0x0D: out += "\\r".utf8
                case 0x09: out += "\\t".utf8
                default:
                    out += "\\u00".utf8
                    out.append(hex[Int(b >> 4)])
                    out.append(hex[Int(b & 0xF)])
                }
            }
            if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count])) }
            out.append(UInt8(ascii: "\""))
        }
    }
}

// MARK: Reading

/// Why a text is not JSON: the byte offset where reading stopped, and what was wrong there.
package struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    package var offset: Int
    package var message: String
    package var description: String { "at byte \(offset): \(message)" }
}

extension JSON {
    /// The deepest nesting of arrays and objects read; deeper input is refused
    /// rather than read by recursion without end.
    package static let maximumDepth = 128

    /// Reads one JSON value that fills `bytes` (white space around it allowed),
    /// strictly as RFC 8259 says: no comments, no trailing commas, no
    /// leading zeros, UTF-8 only, every escape checked.
    package static func parse(_ bytes: [UInt8]) -> Result<JSON, JSONError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            do throws(JSONError) {
                reader.skipSpace()
                let value = try reader.value(depth: 0)
                reader.skipSpace()
                guard reader.i == buffer.count else {
                    throw JSONError(offset: reader.i, message: "unexpected text after the value")
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
    }

    package static func parse(_ text: String) -> Result<JSON, JSONError> { parse(Array(text.utf8)) }
}

private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func fail(_ message: String, at offset: Int? = nil) -> JSONError {
        JSONError(offset: offset ?? i, message: message)
    }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSON {
        guard i < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < JSON.maximumDepth else { throw fail("nested deeper than \(JSON.maximumDepth) levels") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < JSON.maximumDepth else { throw fail("nested deeper than \(JSON.maximumDepth) levels") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { throw fail("expected `\(word)`") }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { throw fail("expected `\(word)`", at: i + k) }
        i += n
    }

    mutating func object(depth: Int) throws(JSONError) -> JSON {
        i += 1
        var pairs: [(String, JSON)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(pairs)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected `:` after a key") }
            i += 1
            skipSpace()
            pairs.append((key, try value(depth: depth)))
            skipSpace()
            guard i < bytes.count else { throw fail("the text ends inside an object") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            guard bytes[i] == UInt8(ascii: "}") else { throw fail("expected `,` or `}`") }
            i += 1
            return .object(pairs)
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSON {
        i += 1
        var items: [JSON] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth))
            skipSpace()
            guard i < bytes.count else { throw fail("the text ends inside an array") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            guard bytes[i] == UInt8(ascii: "]") else { throw fail("expected `,` or `]`") }
            i += 1
            return .array(items)
        }
    }

    mutating func number() throws(JSONError) -> JSON {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ r: inout JSONReader) -> Int {
            let from = r.i
            while r.i < r.bytes.count, r.bytes[r.i] >= UInt8(ascii: "0"), r.bytes[r.i] <= UInt8(ascii: "9") { r.i += 1 }
            return r.i - from
        }
        let intStart = i
        let n = digits(&self)
        guard n > 0 else { throw fail("expected a digit") }
        if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("a number cannot start with 0", at: intStart) }
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            guard digits(&self) > 0 else { throw fail("expected a digit after `.`") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw fail("expected a digit in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if isInteger, let v = Int(text) { return .int(v) }
        guard let d = Double(text) else { throw fail("not a number", at: start) }
        return .double(d)
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("expected 4 hexadecimal digits after \\u") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw fail("expected a hexadecimal digit")
            }
            v = v * 16 + UInt32(d)
            i += 1
        }
        return v
    }

    /// A string; `i` is at its opening quote.
    mutating func string() throws(JSONError) -> String {
        let open = i
        i += 1
        let start = i
        // The common case: no escapes; check UTF-8 and find the end.
        var plain = true
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                plain = false
                break
            }
            if b < 0x20 { throw fail("a control character must be escaped in a string") }
            if b < 0x80 {
                i += 1
            } else {
                let n = utf8Length(at: i)
                guard n > 0 else { throw fail("invalid UTF-8") }
                i += n
            }
        }
        guard i < bytes.count else { throw fail("the string is not closed", at: open) }
        if plain {
            let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            i += 1
            return s
        }
        var out = Array(bytes[start..<i])
        while true {
            guard i < bytes.count else { throw fail("the string is not closed", at: open) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { throw fail("the string is not closed", at: open) }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let at = i - 2
                    var v = try hex4()
                    if (0xD800...0xDBFF).contains(v) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("a lone surrogate half in \\u escape", at: at)
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate half in \\u escape", at: at) }
                        v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(v) {
                        throw fail("a lone surrogate half in \\u escape", at: at)
                    }
                    out += String(Unicode.Scalar(v)!).utf8
                default:
                    throw fail("an escape that JSON does not know", at: i - 2)
                }
                continue
            }
            if b < 0x20 { throw fail("a control character must be escaped in a string") }
            if b < 0x80 {
                out.append(b)
                i += 1
            } else {
                let n = utf8Length(at: i)
                guard n > 0 else { throw fail("invalid UTF-8") }
                out += bytes[i..<(i + n)]
                i += n
            }
        }
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0.
    func utf8Length(at i: Int) -> Int { UTF8Sequence.validLength(bytes, at: i) }
}
