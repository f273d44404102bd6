/// Gives each distinct word of a file one number and one `String`, made once.
///
/// Screen ids and long icon names repeat all through a flow; interning
/// them while lexing saves building a new string at every use (and, for a
/// name too long for a small string, storing it again), and lets the scene
/// graph resolve an arrow with an array look-up.
///
/// A word is hashed eight bytes at a time, and its first eight bytes are
/// kept beside its hash, so that most look-ups compare two integers and
/// never read the word's bytes again.
///
/// - Complexity: O(length of the word) per look-up, on average.
struct Interner {
    /// The words, by number.
    private(set) var names: [String] = []
    // Open addressing: each slot holds a number + 1, or 0 when empty.
    private var slots: [Int32]
    private var entries: [Entry] = []

    /// What a look-up compares: the hash, the length and the first eight
    /// bytes of each word, and where the rest of it is in the file.
    private struct Entry {
        var head: UInt64
        var start: Int
        var length: Int32
        var hash: UInt32
    }

    init() {
        slots = [Int32](repeating: 0, count: 1024)
    }

    /// An interner with room for about `words` words before it grows: the
    /// parser counts the screens ahead, and most words it interns are their
    /// ids. Growing would copy the words and put every entry back, with the
    /// old arrays and the new alive at once.
    init(room words: Int) {
        let room = words + 64
        var size = 1024
        while size < room * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        names.reserveCapacity(room)
        entries.reserveCapacity(room)
    }

    var count: Int { names.count }

    /// The number and text of the word `bytes[start..<end]`.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int32, String) {
        let length = end - start
        let head = Interner.load(bytes, start, min(length, 8))
        var mixed = head &* 0x9E37_79B9_7F4A_7C15
        var i = start + 8
        while i < end {
            mixed = (mixed ^ Interner.load(bytes, i, min(end - i, 8))) &* 0x9E37_79B9_7F4A_7C15
            i += 8
        }
        let hash = UInt32(truncatingIfNeeded: (mixed >> 32) ^ mixed ^ UInt64(length))
        var mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let n = entry - 1
            let e = entries[n]
            if e.hash == hash, e.head == head, Int(e.length) == length,
               length <= 8 || Interner.equal(bytes, e.start + 8, start + 8, length - 8) {
                return (Int32(n), names[n])
            }
            slot = (slot + 1) & mask
        }
        let n = names.count
        let name = String(validUTF8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        names.append(name)
        entries.append(Entry(head: head, start: start, length: Int32(truncatingIfNeeded: length), hash: hash))
        slots[slot] = Int32(n + 1)
        if names.count * 2 > slots.count {
            // Grow and put every entry back.
            slots = [Int32](repeating: 0, count: slots.count * 2)
            mask = slots.count - 1
            for k in 0..<entries.count {
                var s = Int(entries[k].hash) & mask
                while slots[s] != 0 { s = (s + 1) & mask }
                slots[s] = Int32(k + 1)
            }
        }
        return (Int32(n), name)
    }

    /// `count` bytes (at most 8) from `start`, as one integer.
    private static func load(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            // One unaligned load, the bytes past the word masked off.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 << UInt64(count &* 8)) &- 1)
        }
        var value: UInt64 = 0
        var k = count - 1
        while k >= 0 {
            value = value << 8 | UInt64(bytes[start + k])
            k -= 1
        }
        return value
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        for k in 0..<length where bytes[a + k] != bytes[b + k] { return false }
        return true
    }
}
