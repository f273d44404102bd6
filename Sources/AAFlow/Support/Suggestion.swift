/// "Did you mean …?": the candidate nearest to a misspelt name.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name`, if it is
    /// close enough to be a likely typo (at most a third of the name's
    /// length, and at least one edit allowed). Ties go to the earlier
    /// candidate, so the answer is deterministic.
    public static func nearest<C: Collection>(to name: String, among candidates: C) -> String? where C.Element == String {
        let target = Array(name.unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: String?
        var bestDistance = limit + 1
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            if abs(other.count - target.count) >= bestDistance { continue }
            let d = distance(target, other, bound: bestDistance)
            if d < bestDistance {
                best = candidate
                bestDistance = d
            }
        }
        return best
    }

    /// Levenshtein distance, giving up (returning `bound`) once it cannot be below it.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int {
        if a.isEmpty { return min(b.count, bound) }
        if b.isEmpty { return min(a.count, bound) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin >= bound { return bound }
            swap(&previous, &current)
        }
        return min(previous[b.count], bound)
    }
}
