/// "Did you mean …?": the candidate nearest to a misspelt name.
package enum Suggestion {
    /// The candidate with the smallest edit distance to `name`, if it is
    /// close enough to be a likely typo (at most a third of the name's
    /// length, and at least one edit allowed). Ties go to the earlier
    /// candidate, so the answer is deterministic.
    package static func nearest<C: Collection>(to name: String, among candidates: C) -> String? where C.Element == String {
        var unlimited = Int.max
        return nearest(to: name, among: candidates, budget: &unlimited)
    }

    /// `nearest(to:among:)`, spending at most `budget` units of work: a
    /// candidate costs its length to look at, and the product of the two
    /// lengths to compare. When the budget runs out there is no suggestion,
    /// so that a file with thousands of wrong, long ids stays fast.
    ///
    /// - Complexity: O(budget), whatever the number and length of the names.
    package static func nearest<C: Collection>(to name: String, among candidates: C, budget: inout Int) -> String?
        where C.Element == String {
        guard budget > 0 else { return nil }
        let target = Array(name.unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: String?
        var bestDistance = limit + 1
        for candidate in candidates {
            let length = candidate.unicodeScalars.count
            budget -= length + 1
            if budget < 0 { return nil }
            if abs(length - target.count) >= bestDistance { continue }
            budget -= target.count * length
            if budget < 0 { return nil }
            let d = distance(target, Array(candidate.unicodeScalars), bound: bestDistance)
            if d < bestDistance {
                best = candidate
                bestDistance = d
            }
        }
        return best
    }

    /// Edit distance with adjacent transpositions (optimal string alignment:
    /// `sceen` is one edit from `scene`), giving up (returning `bound`) once
    /// it cannot be below it.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int {
        if a.isEmpty { return min(b.count, bound) }
        if b.isEmpty { return min(a.count, bound) }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMin = 0
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, twoBack[j - 2] + 1)
                }
                current[j] = d
                rowMin = min(rowMin, d)
            }
            // A transposition reaches back two rows, so give up only when both are past the bound.
            if rowMin >= bound && previousMin >= bound { return bound }
            previousMin = rowMin
            swap(&twoBack, &previous)
            swap(&previous, &current)
        }
        return min(previous[b.count], bound)
    }
}
