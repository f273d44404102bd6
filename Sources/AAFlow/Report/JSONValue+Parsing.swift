/// A JSON text read into a `JSONValue`, with where each value and each key
/// of an object stands in it, so that a reader of a settings file
/// (`.aaflow.json`, a baseline) can point at the very place it refuses.
///
/// ```swift
/// let parsed = try ParsedJSON.parse(bytes).get()
/// parsed.value["limits"]?["depth"]            // .int(3)
/// parsed.range(of: [.key("limits"), .key("depth")])   // 3:14-3:15
/// ```
///
/// The reading is the one of `JSONValue.parse`; columns count Unicode
/// scalars, as everywhere in aaflow.
package struct ParsedJSON: Sendable {
    /// A step from a value to one inside it.
    package enum PathComponent: Hashable, Sendable, CustomStringConvertible {
        case key(String)
        case index(Int)

        package var description: String {
            switch self {
            case .key(let k): return k
            case .index(let i): return String(i)
            }
        }
    }

    package let value: JSONValue
    var valueRanges: [[PathComponent]: SourceRange]
    var keyRanges: [[PathComponent]: SourceRange]
    /// Each key given a second time in an object (the first is the one read), and where.
    package let duplicateKeys: [([PathComponent], SourceRange)]

    /// Where the value at `path` stands (from its first to past its last character).
    package func range(of path: [PathComponent]) -> SourceRange? { valueRanges[path] }

    /// Where the key of the object member at `path` stands, its quotes included;
    /// the value's range for an element of an array.
    package func keyRange(of path: [PathComponent]) -> SourceRange? { keyRanges[path] ?? valueRanges[path] }

    /// Reads one JSON value that fills the file `bytes` (white space and a
    /// UTF-8 byte-order mark around it allowed), with the place of every value.
    ///
    /// - Parameters:
    ///   - file: the source the ranges name.
    ///   - wholeNumbersOnly: refuse a fraction or an exponent, and a whole
    ///     number too large for `Int`, at the number (settings files count
    ///     things), rather than read it as a double.
    /// - Complexity: O(n) in the size of the text, for lines of bounded length.
    package static func parse(_ bytes: [UInt8], file: SourceFileID = .first,
                              wholeNumbersOnly: Bool = false) -> Result<ParsedJSON, JSONSyntaxError> {
        let skipsMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return JSONReader.read(bytes, from: skipsMark ? 3 : 0, file: file, placed: true, wholeNumbersOnly: wholeNumbersOnly) {
            ParsedJSON(value: $0, valueRanges: $1.valueRanges, keyRanges: $1.keyRanges, duplicateKeys: $1.duplicateKeys)
        }
    }
}

/// Why a text is not JSON: where reading stopped, and what was wrong there.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The place, as line and column.
    package var range: SourceRange
    /// The same place, as the offset of its byte.
    package var offset: Int
    package var message: String

    package var description: String { "at byte \(offset): \(message)" }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects read; deeper input is
    /// refused rather than read by recursion without end.
    package static let maximumDepth = 128

    /// Reads one JSON value that fills `bytes` (white space around it
    /// allowed), strictly as RFC 8259 says: no comments, no trailing commas,
    /// no leading zeros, UTF-8 only (invalid UTF-8 is refused at its byte),
    /// every escape checked. A number with a fraction or an exponent, or too
    /// large for `Int`, is read as a double.
    ///
    /// - Complexity: O(n) in the size of the text.
    package static func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
        JSONReader.read(bytes, from: 0, file: .first, placed: false, wholeNumbersOnly: false) { value, _ in value }
    }

    package static func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> { parse(Array(text.utf8)) }
}

/// The reader behind `JSONValue.parse` and `ParsedJSON.parse`: a cursor,
/// the line it is on, and the ranges found so far (when `placed`).
private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFileID
    /// Whether the place of every value and key is kept.
    let placed: Bool
    let wholeNumbersOnly: Bool
    var i = 0
    var line = 1
    var lineStart = 0
    var valueRanges: [[ParsedJSON.PathComponent]: SourceRange] = [:]
    var keyRanges: [[ParsedJSON.PathComponent]: SourceRange] = [:]
    var duplicateKeys: [([ParsedJSON.PathComponent], SourceRange)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFileID, placed: Bool, wholeNumbersOnly: Bool) {
        self.bytes = bytes
        self.file = file
        self.placed = placed
        self.wholeNumbersOnly = wholeNumbersOnly
    }

    /// Reads the value that fills `bytes` from `start`; `finish` makes the
    /// result of it and of the reader (the places found).
    static func read<Read>(_ bytes: [UInt8], from start: Int, file: SourceFileID, placed: Bool, wholeNumbersOnly: Bool,
                           finish: (JSONValue, JSONReader) -> Read) -> Result<Read, JSONSyntaxError> {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer, file: file, placed: placed, wholeNumbersOnly: wholeNumbersOnly)
            reader.i = start
            reader.lineStart = start
            do throws(JSONSyntaxError) {
                reader.skipSpace()
                var path: [ParsedJSON.PathComponent] = []
                let value = try reader.value(depth: 0, path: &path)
                reader.skipSpace()
                guard reader.i == buffer.count else { throw reader.fail("unexpected text after the JSON value") }
                return .success(finish(value, reader))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The location of byte `offset`, on the current line.
    func location(_ offset: Int) -> SourceLocation {
        var column = 1
        var k = lineStart
        while k < offset && k < bytes.count {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return SourceLocation(line: line, column: column)
    }

    func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: location(start), end: location(max(end, start + 1)), file: file)
    }

    func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let at = min(offset ?? i, bytes.count)
        return JSONSyntaxError(range: range(from: at, to: at + 1), offset: at, message: message)
    }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                i += 1
                line += 1
                lineStart = i
            default: return
            }
        }
    }

    mutating func value(depth: Int, path: inout [ParsedJSON.PathComponent]) throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw fail("the text ends where a value should be") }
        let start = i
        let startLocation = placed ? location(start) : SourceLocation(line: 1, column: 1)
        let value: JSONValue
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth) levels") }
            value = try object(depth: depth + 1, path: &path)
        case UInt8(ascii: "["):
            guard depth < JSONValue.maximumDepth else { throw fail("nested deeper than \(JSONValue.maximumDepth) levels") }
            value = try array(depth: depth + 1, path: &path)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        default: throw fail("expected a value (an object, an array, a string, a number, true, false or null)")
        }
        if placed { valueRanges[path] = SourceRange(start: startLocation, end: location(i), file: file) }
        return value
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        for k in 0..<n where i + k >= bytes.count || bytes[i + k] != word.utf8Start[k] {
            throw fail("expected `\(word)`", at: i)
        }
        i += n
    }

    mutating func object(depth: Int, path: inout [ParsedJSON.PathComponent]) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var pairs: [(String, JSONValue)] = []
        skipSpace()
        if pass("}") { return .object(pairs) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw fail(i < bytes.count && bytes[i] == UInt8(ascii: "}") ? "a comma before `}`: JSON allows no trailing comma" : "expected a key in double quotes")
            }
            let keyStart = i
            let key = try string()
            let keyRange = placed ? range(from: keyStart, to: i) : nil
            skipSpace()
            guard pass(":") else { throw fail("expected `:` after the key") }
            skipSpace()
            // A repeated key keeps the place of its first value, which is the one read.
            path.append(.key(key))
            let known = placed ? valueRanges[path] : nil
            let knownKey = placed ? keyRanges[path] : nil
            let item = try value(depth: depth, path: &path)
            if let keyRange {
                if let known, let knownKey, pairs.contains(where: { $0.0 == key }) {
                    valueRanges[path] = known
                    keyRanges[path] = knownKey
                    duplicateKeys.append((path, keyRange))
                } else {
                    keyRanges[path] = keyRange
                }
            }
            path.removeLast()
            pairs.append((key, item))
            if try passSeparator(closing: "}", inside: "an object") { return .object(pairs) }
        }
    }

    mutating func array(depth: Int, path: inout [ParsedJSON.PathComponent]) throws(JSONSyntaxError) -> JSONValue {
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if pass("]") { return .array(items) }
        while true {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                throw fail("a comma before `]`: JSON allows no trailing comma")
            }
            path.append(.index(items.count))
            items.append(try value(depth: depth, path: &path))
            path.removeLast()
            if try passSeparator(closing: "]", inside: "an array") { return .array(items) }
        }
    }

    /// After an item of an object or an array (`what`): passes the `,`
    /// before the next item (false) or the `closing` bracket (true).
    mutating func passSeparator(closing: Unicode.Scalar, inside what: String) throws(JSONSyntaxError) -> Bool {
        skipSpace()
        guard i < bytes.count else { throw fail("the text ends inside \(what); a `\(closing)` is missing") }
        if pass(",") { return false }
        guard pass(closing) else { throw fail("expected `,` or `\(closing)`") }
        return true
    }

    /// Passes `byte` when it stands at `i` (true); else stays (false).
    mutating func pass(_ byte: Unicode.Scalar) -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: byte) else { return false }
        i += 1
        return true
    }

    /// The number of digits from `i` on, which it passes.
    mutating func digits() -> Int {
        let from = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - from
    }

    /// A number: an `.int` when it is whole and fits, else a `.double`
    /// (or, `wholeNumbersOnly`, an error at its first character).
    mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let n = digits()
        guard n > 0 else { throw fail("expected a digit") }
        if n > 1, bytes[intStart] == UInt8(ascii: "0") { throw fail("a number cannot start with 0", at: intStart) }
        var isWhole = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            if wholeNumbersOnly { throw fail("only whole numbers are read here (no fraction or exponent)", at: start) }
            isWhole = false
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("expected a digit after `.`") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if isWhole, let v = Int(text) { return .int(v) }
        if wholeNumbersOnly { throw fail("the number is too large", at: start) }
        guard let d = Double(text) else { throw fail("not a number", at: start) }
        return .double(d)
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { throw fail("expected 4 hexadecimal digits after \\u") }
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

    /// A string; `i` is at its opening quote. Runs of bytes without an
    /// escape are checked and then copied whole.
    mutating func string() throws(JSONSyntaxError) -> String {
        let open = i
        i += 1
        var out: [UInt8] = []
        var run = i
        while true {
            guard i < bytes.count else { throw fail("the string is not closed", at: open) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                if out.isEmpty {
                    let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<i]), as: UTF8.self)
                    i += 1
                    return s
                }
                out += UnsafeBufferPointer(rebasing: bytes[run..<i])
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 {
                throw fail(b == 0x0A ? "the string is not closed on its line" : "a control character must be escaped in a string")
            }
            if b == UInt8(ascii: "\\") {
                out += UnsafeBufferPointer(rebasing: bytes[run..<i])
                try escape(into: &out, string: open)
                run = i
                continue
            }
            if b < 0x80 {
                i += 1
            } else {
                let n = UTF8Sequence.validLength(bytes, at: i)
                guard n > 0 else { throw fail("invalid UTF-8") }
                i += n
            }
        }
    }

    /// An escape at `i` in the string that opens at `open`, added to `out` as UTF-8.
    mutating func escape(into out: inout [UInt8], string open: Int) throws(JSONSyntaxError) {
        let at = i
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
            var v = try hex4()
            if (0xD800...0xDBFF).contains(v) {
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw fail("a lone surrogate half in a \\u escape", at: at)
                }
                i += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate half in a \\u escape", at: at) }
                v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(v) {
                throw fail("a lone surrogate half in a \\u escape", at: at)
            }
            guard let scalar = Unicode.Scalar(v) else { throw fail("not a character", at: at) }
            out += String(Character(scalar)).utf8
        default:
            throw fail("`\\\(Unicode.Scalar(e))` is not an escape of JSON", at: at)
        }
    }
}
