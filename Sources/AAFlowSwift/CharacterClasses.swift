// The character classes of the Lexical Structure chapter of The Swift
// Programming Language (identifier-head, identifier-character,
// operator-head, operator-character), as tables for ASCII and ranges of
// scalars for the rest.

@usableFromInline
enum CharClass {
    static let identHead: UInt8 = 1
    static let identChar: UInt8 = 2
    static let opHead: UInt8 = 4
    static let digit: UInt8 = 8
    static let space: UInt8 = 16

    /// One byte of flags per ASCII byte (bytes of 0x80 and more: 0).
    @usableFromInline
    static let ascii: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = identHead | identChar }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = identHead | identChar }
        t[Int(UInt8(ascii: "_"))] = identHead | identChar
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] = identChar | digit }
        for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] = opHead }
        for c in [0x20, 0x09, 0x0B, 0x0C, 0x00] { t[c] = space }
        return t
    }()

    // identifier-head beyond ASCII.
    static let identHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    // identifier-character beyond identifier-head and digits.
    static let identCharRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    // operator-head beyond ASCII.
    static let opHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAB, 0xAC...0xAC, 0xAE...0xAE, 0xB0...0xB1,
        0xB6...0xB6, 0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
        0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
        0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    // operator-character beyond operator-head.
    static let opCharRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]

    static func contains(_ ranges: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
        for r in ranges where r.contains(v) { return true }
        return false
    }

    static func isIdentHead(_ v: UInt32) -> Bool {
        if v < 0x80 { return ascii[Int(v)] & identHead != 0 }
        return contains(identHeadRanges, v)
    }

    static func isIdentChar(_ v: UInt32) -> Bool {
        if v < 0x80 { return ascii[Int(v)] & identChar != 0 }
        return contains(identHeadRanges, v) || contains(identCharRanges, v)
    }

    static func isOpHead(_ v: UInt32) -> Bool {
        if v < 0x80 { return ascii[Int(v)] & opHead != 0 }
        return contains(opHeadRanges, v)
    }

    static func isOpChar(_ v: UInt32) -> Bool {
        if v < 0x80 { return ascii[Int(v)] & opHead != 0 }
        return contains(opHeadRanges, v) || contains(opCharRanges, v)
    }
}

/// Decodes one UTF-8 scalar at `i`; returns the scalar and its length, or
/// nil when the bytes there are not UTF-8 (overlong forms, surrogates and
/// values past U+10FFFF included).
@inline(__always)
func decodeScalar(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int)? {
    let n = p.count
    let b0 = UInt32(p[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xC2 { return nil }
    if b0 < 0xE0 {
        guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return nil }
        return ((b0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F), 2)
    }
    if b0 < 0xF0 {
        guard i + 2 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return nil }
        let v = (b0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
        if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return nil }
        return (v, 3)
    }
    if b0 < 0xF5 {
        guard i + 3 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else { return nil }
        let v = (b0 & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6 | UInt32(p[i + 3] & 0x3F)
        if v < 0x10000 || v > 0x10FFFF { return nil }
        return (v, 4)
    }
    return nil
}
