extension String {
    /// Whether this string comes before `other` in the order of their UTF-8
    /// bytes: the order paths are listed and reported in. The bytes are
    /// compared where they stand (a `UTF8View` read one byte at a time, or
    /// copied into arrays, is several times slower, and paths are sorted at
    /// every save in the language server).
    package func precedesInByteOrder(_ other: String) -> Bool {
        var a = self
        var b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let n = min(x.count, y.count)
                var i = 0
                // Eight bytes at a time while they are the same (paths share long beginnings).
                if let px = UnsafeRawPointer(x.baseAddress), let py = UnsafeRawPointer(y.baseAddress) {
                    while i + 8 <= n, px.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        == py.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                        i += 8
                    }
                }
                while i < n {
                    if x[i] != y[i] { return x[i] < y[i] }
                    i += 1
                }
                return x.count < y.count
            }
        }
    }
}

extension Array {
    /// The elements in the byte order of their `key`: the array itself when
    /// it is in that order already (one pass, the usual case for paths
    /// listed in order), else sorted.
    package func sortedInByteOrder(by key: (Element) -> String) -> [Element] {
        var i = 1
        while i < count {
            if key(self[i]).precedesInByteOrder(key(self[i - 1])) { return sorted { key($0).precedesInByteOrder(key($1)) } }
            i += 1
        }
        return self
    }
}

extension Array where Element == String {
    /// The strings of two arrays in byte order, merged in one pass when
    /// each is in that order already.
    package func mergedInByteOrder(with other: [String]) -> [String] {
        let a = sortedInByteOrder { $0 }, b = other.sortedInByteOrder { $0 }
        guard !b.isEmpty else { return a }
        var out: [String] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, k = 0
        while i < a.count, k < b.count {
            if b[k].precedesInByteOrder(a[i]) { out.append(b[k]); k += 1 } else { out.append(a[i]); i += 1 }
        }
        out += a[i...]
        out += b[k...]
        return out
    }
}
