import AAFlow

extension String {
    /// The same answer as `contains(needle)` for an ASCII needle without line
    /// breaks, from a scan of the UTF-8 bytes when that decides it: a match
    /// whose neighbours are ASCII bytes (or the ends) is a match of whole
    /// characters, and text all in ASCII has no other match. Anything else
    /// (a byte match beside a non-ASCII byte, a miss in text with non-ASCII
    /// characters, which may be equivalent to ASCII ones) is left to `contains`.
    func containsASCII(_ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        let q = needle.utf8Start
        var copy = self
        let answer: Bool? = copy.withUTF8 { b -> Bool? in
            guard n > 0 else { return nil }
            var ascii = true
            var i = 0
            while i < b.count {
                let c = b[i]
                if c >= 0x80 { ascii = false }
                if c == q[0] && i + n <= b.count {
                    var k = 1
                    while k < n && b[i + k] == q[k] { k += 1 }
                    if k == n && (i == 0 || b[i - 1] < 0x80) && (i + n == b.count || b[i + n] < 0x80) { return true }
                }
                i += 1
            }
            return ascii ? false : nil
        }
        return answer ?? contains(String(describing: needle))
    }
}

extension String {
    /// The same answer as `hasSuffix(suffix)` for an ASCII suffix, from the
    /// UTF-8 bytes when they decide it (a match after an ASCII byte, or a
    /// miss); a match after a non-ASCII byte is left to `hasSuffix`.
    func hasASCIISuffix(_ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        let q = suffix.utf8Start
        var copy = self
        let answer: Bool? = copy.withUTF8 { b -> Bool? in
            guard n <= b.count else { return false }
            let start = b.count - n
            for k in 0..<n where b[start + k] != q[k] { return false }
            return start == 0 || b[start - 1] < 0x80 ? true : nil
        }
        return answer ?? hasSuffix(String(describing: suffix))
    }
}
