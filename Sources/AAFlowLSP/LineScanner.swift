import AAFlow

/// A token of one line, read leniently (the line may be half typed): where
/// it stands in the document's bytes.
struct LineToken: Equatable {
    enum Kind { case word, string, arrow, comment, other }
    var kind: Kind
    var range: Range<Int>
}

/// Reads the tokens of a line for hovers, completion and code actions.
enum LineScanner {
    static func isWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The tokens of `bytes[range]`.
    static func tokens(_ bytes: [UInt8], _ range: Range<Int>) -> [LineToken] {
        var out: [LineToken] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == UInt8(ascii: "#") {
                out.append(LineToken(kind: .comment, range: i..<end))
                return out
            } else if b == UInt8(ascii: "\"") {
                var j = i + 1
                while j < end, bytes[j] != UInt8(ascii: "\"") {
                    j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                j = min(j + 1, end)
                out.append(LineToken(kind: .string, range: i..<j))
                i = j
            } else if b == UInt8(ascii: "-"), i + 1 < end, bytes[i + 1] == UInt8(ascii: ">") {
                out.append(LineToken(kind: .arrow, range: i..<(i + 2)))
                i += 2
            } else if isWordByte(b) {
                var j = i
                while j < end, isWordByte(bytes[j]) {
                    if bytes[j] == UInt8(ascii: "-"), j + 1 < end, bytes[j + 1] == UInt8(ascii: ">") { break }
                    j += 1
                }
                out.append(LineToken(kind: .word, range: i..<j))
                i = j
            } else {
                var j = i + 1
                while j < end, bytes[j] & 0xC0 == 0x80 { j += 1 }
                out.append(LineToken(kind: .other, range: i..<j))
                i = j
            }
        }
        return out
    }

    static func text(_ bytes: [UInt8], _ token: LineToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }
}
