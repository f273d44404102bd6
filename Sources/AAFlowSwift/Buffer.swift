/// A growable buffer of trivial values for the lexer's and parser's hot
/// loops: an append is a capacity check and a store (no uniqueness check,
/// no retain). The owner frees it with `free()` after `toArray()`.
struct GrowableBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `n` elements copied from `source`.
    @inline(__always)
    mutating func append(from source: UnsafePointer<Element>, count n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { grow(to: max(capacity * 2, count + n)) }
        (base + count).initialize(from: source, count: n)
        count += n
    }

    mutating func removeLast(_ n: Int) {
        count -= n
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let next = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        next.moveInitialize(from: base, count: count)
        base.deallocate()
        base = next
        capacity = newCapacity
    }

    func toArray() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
