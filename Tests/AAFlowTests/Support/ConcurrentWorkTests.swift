import Testing
import AAFlowPlatform

/// The threads that read a project's files side by side: every index is
/// worked on once, results come back in index order, and what a thread made
/// is the caller's whole once the call returns.
@Suite struct ConcurrentWorkTests {
    final class Made {
        let values: [Int]
        init(_ values: [Int]) { self.values = values }
    }

    /// A result made on another thread, handed back after the join.
    struct Handed: @unchecked Sendable {
        var made: Made
    }

    @Test(arguments: [0, 1, 2, 3, 17, 1000])
    func mapsEveryIndexOnceInOrder(count: Int) {
        let squares = Platform.concurrentMap(count) { $0 * $0 }
        #expect(squares == (0..<count).map { $0 * $0 })
    }

    @Test func eachIndexIsWorkedOnOnce() {
        let lock = Lock()
        nonisolated(unsafe) var seen = [Int](repeating: 0, count: 500)
        Platform.forEachConcurrently(500) { i in
            lock.withLock { seen[i] += 1 }
        }
        #expect(seen == [Int](repeating: 1, count: 500))
    }

    @Test func objectsMadeOnOtherThreadsArriveWhole() {
        let handed = Platform.concurrentMap(64) { i in Handed(made: Made(Array(0..<(i * 10)))) }
        for (i, h) in handed.enumerated() {
            #expect(h.made.values == Array(0..<(i * 10)))
        }
    }

    @Test func usesAtLeastOneAndAtMostEightThreads() {
        #expect((1...8).contains(Platform.workerCount))
    }
}
