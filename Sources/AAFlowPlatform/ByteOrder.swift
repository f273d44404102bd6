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
                while i < n {
                    if x[i] != y[i] { return x[i] < y[i] }
                    i += 1
                }
                return x.count < y.count
            }
        }
    }
}
