/// Plain-text layout for the terminal: tables in columns and words wrapped
/// at a width. What `aaflow rules`, the checklist, the comparison report and
/// the help print is laid out here, so that they line up the same way.
/// Widths count characters (grapheme clusters).
package enum TextLayout {
    /// Rows of cells in columns `gap` apart, each line after `indent`,
    /// without trailing spaces. A column is as wide as its widest cell (and
    /// at least `minimumWidths[i]`); the cells of the columns in
    /// `rightAligned` are pushed to the right.
    ///
    ///     TextLayout.table([["measure", "standard"], ["depth", "3"]], rightAligned: [1])
    ///     // "measure  standard\n" + "depth           3\n"
    package static func table(_ rows: [[String]], rightAligned: Set<Int> = [], minimumWidths: [Int] = [],
                             gap: Int = 2, indent: String = "") -> String {
        let widths = columnWidths(rows, minimumWidths: minimumWidths)
        var out = ""
        for row in rows { out += line(row, widths: widths, rightAligned: rightAligned, gap: gap, indent: indent) + "\n" }
        return out
    }

    /// The width of each column of `rows`: its widest cell, at least `minimumWidths[i]`.
    package static func columnWidths(_ rows: [[String]], minimumWidths: [Int] = []) -> [Int] {
        var widths = minimumWidths
        for row in rows {
            if row.count > widths.count { widths += [Int](repeating: 0, count: row.count - widths.count) }
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        return widths
    }

    /// One row of a table whose columns are `widths` wide (see `table`),
    /// without the line break and without trailing spaces.
    package static func line(_ cells: [String], widths: [Int], rightAligned: Set<Int> = [], gap: Int = 2,
                            indent: String = "") -> String {
        var line = indent
        for (i, cell) in cells.enumerated() {
            let width = i < widths.count ? widths[i] : cell.count
            let pad = String(repeating: " ", count: max(width - cell.count, 0))
            if i > 0 { line += String(repeating: " ", count: gap) }
            line += rightAligned.contains(i) ? pad + cell : cell + pad
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// `text` broken at spaces into lines of at most `width` characters
    /// where it can be, the first line starting with `first` and the others
    /// with `rest`. A word longer than a line stands on a line of its own.
    ///
    ///     TextLayout.wrap("one two three", width: 9, first: "- ", rest: "  ")
    ///     // "- one two\n  three"
    package static func wrap(_ text: String, width: Int, first: String = "", rest: String = "") -> String {
        wrap(words: text.split(separator: " ").map(String.init), width: width, first: first, rest: rest)
    }

    /// `words` (each kept whole, as given) joined by spaces into lines of at
    /// most `width` characters where they fit, the first line starting with
    /// `first` and the others with `rest`; no line break at the end.
    package static func wrap(words: [String], width: Int, first: String = "", rest: String = "") -> String {
        var lines: [String] = []
        var current = first
        var empty = true
        for word in words {
            if !empty && current.count + 1 + word.count > width {
                lines.append(current)
                current = rest
                empty = true
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
