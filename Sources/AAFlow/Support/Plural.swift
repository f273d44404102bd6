/// Singular and plural in one place: "1 screen", "3 screens", "is"/"are".
///
///     Plural.counted(3, "step")              // "3 steps"
///     Plural.counted(1, "match", "matches")  // "1 match"
///     Plural.word(2, "is", "are")            // "are"
package enum Plural {
    /// The number, then the word that goes with it: "1 screen", "3 screens".
    /// The plural is the singular with an "s" unless it is given.
    package static func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(word(n, singular, plural))"
    }

    /// The word that goes with `n`, without the number: "screen", "screens".
    package static func word(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        n == 1 ? singular : plural ?? singular + "s"
    }
}
