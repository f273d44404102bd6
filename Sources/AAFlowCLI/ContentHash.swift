/// XXH64 (Yann Collet's xxHash, 64-bit variant): a fast hash of bytes, for
/// noticing that an input changed, not against someone who makes collisions
/// on purpose. `AuditCache` takes two of them, under two seeds, for each input
/// (128 bits), and SHA-256 over those: hashing 10 MB of Swift this way takes a
/// few milliseconds, where SHA-256 over all of it took about 80.
enum ContentHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The XXH64 of `bytes` under `seed`.
    static func xxh64(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
            func half(_ at: Int) -> UInt64 { UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self))) }
            var h: UInt64
            if n >= 32 {
                var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
                while i + 32 <= n {
                    v1 = round(v1, word(i))
                    v2 = round(v2, word(i + 8))
                    v3 = round(v3, word(i + 16))
                    v4 = round(v4, word(i + 24))
                    i += 32
                }
                h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                for v in [v1, v2, v3, v4] { h = (h ^ round(0, v)) &* p1 &+ p4 }
            } else {
                h = seed &+ p5
            }
            h &+= UInt64(n)
            while i + 8 <= n {
                h = rotl(h ^ round(0, word(i)), 27) &* p1 &+ p4
                i += 8
            }
            if i + 4 <= n {
                h = rotl(h ^ (half(i) &* p1), 23) &* p2 &+ p3
                i += 4
            }
            while i < n {
                h = rotl(h ^ (UInt64(raw[i]) &* p5), 11) &* p1
                i += 1
            }
            h ^= h >> 33
            h &*= p2
            h ^= h >> 29
            h &*= p3
            h ^= h >> 32
            return h
        }
    }

    private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { x << r | x >> (64 - r) }
}
