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

extension String {
    /// The string of bytes already known to be well-formed UTF-8 (the flow
    /// lexer checks every byte it reads).
    ///
    /// Most words and texts of a flow are short: up to 15 bytes of ASCII
    /// make a small string, built in place without validating the bytes a
    /// second time, which is what `String(decoding:as:)` would do. Anything
    /// else takes that path.
    ///
    /// - Complexity: O(n) in the number of bytes.
    @inline(__always)
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 15, let base = bytes.baseAddress else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        // A small string that is not all ASCII is still validated here.
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.baseAddress!.initialize(from: base, count: bytes.count)
            return bytes.count
        }
    }
}
