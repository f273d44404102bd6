/// Well-formed UTF-8, checked byte by byte: what the flow lexer and the
/// language server's JSON reader both need to tell a character from bytes
/// that start none.
package enum UTF8Sequence {
    /// The length (2 to 4) of the well-formed UTF-8 sequence that starts at
    /// `i`, a byte of 0x80 or more; 0 when the bytes there start no valid
    /// character: a stray continuation byte, an overlong form, a surrogate,
    /// a code point past U+10FFFF, or a sequence cut short by the end.
    ///
    /// The ranges are those of the Unicode Standard, table 3-7.
    @inlinable
    package static func validLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b0 = bytes[i]
        func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
            i + k < bytes.count && bytes[i + k] >= lo && bytes[i + k] <= hi
        }
        switch b0 {
        case 0xC2...0xDF: return cont(1) ? 2 : 0
        case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : 0
        case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
        case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
        case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
        default: return 0
        }
    }
}
