/// One change to a source: the text of `range` replaced by `replacement`
/// (an empty range inserts, an empty replacement deletes). The range's
/// `file` says which source.
package struct TextEdit: Hashable, Sendable {
    package var range: SourceRange
    package var replacement: String

    package init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `location`.
    package static func insert(_ text: String, at location: SourceLocation, file: SourceFileID = .first) -> TextEdit {
        TextEdit(range: SourceRange(start: location, end: location, file: file), replacement: text)
    }

    /// Deletes `range`.
    package static func delete(_ range: SourceRange) -> TextEdit {
        TextEdit(range: range, replacement: "")
    }
}

/// How to put a diagnostic right: its words, for people (the text report's
/// `= fix:` line), and, where the fix is certain, the edits that make it,
/// for tools (SARIF `fixes`, the language server's code actions).
///
/// The edits of one fix are applied together and never overlap.
package struct Fix: Hashable, Sendable, ExpressibleByStringLiteral {
    /// What to do, in plain words: lower case, no trailing period.
    package var message: String
    /// The edits that do it; empty when only words can say it.
    package var edits: [TextEdit]

    package init(_ message: String, edits: [TextEdit] = []) {
        self.message = message
        self.edits = edits
    }

    package init(stringLiteral value: String) {
        self.init(value)
    }

    /// The SF Symbol a fix writes where an icon is missing, for the author
    /// to replace: a dashed square with a question mark.
    package static let iconPlaceholder = "questionmark.square.dashed"

    /// "did you mean `word`?", replacing `range` with `word`.
    package static func didYouMean(_ word: String, replacing range: SourceRange) -> Fix {
        Fix("did you mean `\(word)`?", edits: [TextEdit(range: range, replacement: word)])
    }
}
