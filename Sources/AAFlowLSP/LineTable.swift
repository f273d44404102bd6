import AAFlowPlatform
import AAFlow

/// A position as the protocol counts it: a 0-based line and a 0-based
/// column in UTF-16 code units.
package struct Position: Hashable, Comparable, Sendable {
    package var line: Int
    package var character: Int

    package static func < (a: Position, b: Position) -> Bool {
        a.line != b.line ? a.line < b.line : a.character < b.character
    }
}

// In extensions, so that the structs keep their memberwise initializers.
extension Position {
    var json: JSON { ["line": .int(line), "character": .int(character)] }

    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }
}

/// A span as the protocol gives it, from `start` up to `end`.
package struct LSPRange: Hashable, Sendable {
    package var start: Position
    package var end: Position
}

extension LSPRange {
    var json: JSON { ["start": start.json, "end": end.json] }

    init?(_ json: JSON?) {
        guard let s = Position(json?["start"]), let e = Position(json?["end"]) else { return nil }
        self.init(start: s, end: e)
    }
}

/// The starts of the lines of a text, to convert between byte offsets,
/// aaflow's positions (1-based lines, columns in Unicode scalars) and the
/// protocol's (0-based lines, columns in UTF-16 code units). Positions out
/// of the text are clamped to the nearest place in it, never trapped on.
package struct LineTable: Sendable {
    package let bytes: [UInt8]
    /// The byte offset where each line starts.
    package let lineStarts: [Int]
    /// 3 when the text starts with a byte-order mark, which aaflow's columns skip.
    let bomLength: Int

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let i = Platform.indexOf(0x0A, in: buffer, from: from) {
                starts.append(i + 1)
                from = i + 1
            }
        }
        lineStarts = starts
        bomLength = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    package var lineCount: Int { lineStarts.count }

    /// The bytes of a 0-based line, without its line ending.
    package func lineRange(_ line: Int) -> Range<Int> {
        let l = min(max(line, 0), lineStarts.count - 1)
        let from = lineStarts[l]
        var to = l + 1 < lineStarts.count ? lineStarts[l + 1] - 1 : bytes.count
        if to > from, bytes[to - 1] == 0x0D { to -= 1 }
        return from..<max(from, to)
    }

    /// The length in bytes of the character that starts with `b`.
    @inline(__always)
    static func width(_ b: UInt8) -> Int {
        b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    }

    /// The byte offset of a protocol position, clamped into the text; a
    /// column inside a surrogate pair goes to the start of its character.
    package func offset(of position: Position) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let range = lineRange(position.line)
        var i = range.lowerBound
        var units = 0
        while i < range.upperBound {
            let w = LineTable.width(bytes[i])
            let u = w == 4 ? 2 : 1
            if units + u > position.character { break }
            units += u
            i = min(i + w, range.upperBound)
        }
        return i
    }

    /// The protocol position of a byte offset, clamped into the text.
    package func position(ofOffset offset: Int) -> Position {
        let o = min(max(offset, 0), bytes.count)
        // The last line that starts at or before the offset.
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= o { lo = mid } else { hi = mid - 1 }
        }
        let range = lineRange(lo)
        var i = range.lowerBound
        var units = 0
        while i < min(o, range.upperBound) {
            let w = LineTable.width(bytes[i])
            units += w == 4 ? 2 : 1
            i += w
        }
        return Position(line: lo, character: units)
    }

    /// The byte offset of an aaflow position (1-based line, column in
    /// scalars), clamped to its line.
    package func offset(of location: SourceLocation) -> Int {
        let line = location.line - 1
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let range = lineRange(line)
        var i = range.lowerBound
        if line == 0 { i = min(range.upperBound, i + bomLength) }
        var column = 1
        while column < location.column, i < range.upperBound {
            i = min(i + LineTable.width(bytes[i]), range.upperBound)
            column += 1
        }
        return i
    }

    /// The protocol position of an aaflow position.
    package func position(of location: SourceLocation) -> Position {
        position(ofOffset: offset(of: location))
    }

    /// The protocol range of an aaflow range; an empty or inverted range
    /// covers at least its first character where the line has one.
    package func range(of range: SourceRange) -> LSPRange {
        let s = position(of: range.start)
        var e = position(of: range.end)
        if e < s { e = s }
        return LSPRange(start: s, end: e)
    }

    /// The aaflow position (1-based line, scalar column) of a byte offset.
    package func location(ofOffset offset: Int) -> SourceLocation {
        let p = position(ofOffset: offset)
        let range = lineRange(p.line)
        var i = range.lowerBound
        if p.line == 0 { i = min(range.upperBound, i + bomLength) }
        var column = 1
        let o = min(max(offset, 0), range.upperBound)
        while i < o {
            i += LineTable.width(bytes[i])
            column += 1
        }
        return SourceLocation(line: p.line + 1, column: column)
    }
}
