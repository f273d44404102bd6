/// Gives each distinct word of a file one number and one `String`, made once.
///
/// Screen ids and icon names repeat all through a flow; interning them while
/// lexing saves building a new string, and hashing it, at every use, and
/// lets the scene graph resolve an arrow with an array look-up.
///
/// - Complexity: O(length of the word) per look-up, on average.
struct Interner {
    /// The words, by number.
    private(set) var names: [String] = []
    // Open addressing: each slot holds a number + 1, or 0 when empty.
    private var slots: [Int32]
    private var starts: [Int] = []
    private var lengths: [Int32] = []
    private var hashes: [UInt32] = []

    init() {
        slots = [Int32](repeating: 0, count: 1024)
    }

    var count: Int { names.count }

    /// The number and text of the word `bytes[start..<end]`.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int32, String) {
        var hash: UInt32 = 2_166_136_261
        for i in start..<end {
            hash = (hash ^ UInt32(bytes[i])) &* 16_777_619
        }
        let length = end - start
        var mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let n = entry - 1
            if hashes[n] == hash, Int(lengths[n]) == length, Interner.equal(bytes, starts[n], start, length) {
                return (Int32(n), names[n])
            }
            slot = (slot + 1) & mask
        }
        let n = names.count
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        names.append(name)
        starts.append(start)
        lengths.append(Int32(length))
        hashes.append(hash)
        slots[slot] = Int32(n + 1)
        if names.count * 2 > slots.count {
            // Grow and put every entry back.
            slots = [Int32](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for k in 0..<names.count {
                var s = Int(hashes[k]) & mask
                while slots[s] != 0 { s = (s + 1) & mask }
                slots[s] = Int32(k + 1)
            }
        }
        return (Int32(n), name)
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        for k in 0..<length where bytes[a + k] != bytes[b + k] { return false }
        return true
    }
}
