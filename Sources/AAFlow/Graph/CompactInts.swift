/// Integers kept in 32 bits each and read as `Int`: numbers a scene graph
/// keeps per screen (where each screen's transitions start), which a large
/// scene has many of.
///
/// ```swift
/// scene.outStart[i]..<scene.outStart[i + 1]     // Ints
/// scene.outStart == [0, 2, 3]                   // compared with a literal
/// ```
package struct CompactInts: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private let storage: [Int32]

    /// - Precondition: every value fits in 32 bits (counts and offsets
    ///   of a scene do).
    package init(_ values: [Int]) {
        storage = values.map { Int32($0) }
    }

    /// Values already in 32 bits, kept as they are (no copy).
    package init(storage: [Int32]) {
        self.storage = storage
    }

    package init(arrayLiteral values: Int...) {
        self.init(values)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count }
    package subscript(position: Int) -> Int { Int(storage[position]) }
}
