/// A position in a flow file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (a tab is one column), so an `é` or an emoji
/// before a mistake moves the caret by one, as an editor shows it.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored in 32 bits each: a syntax tree of a large flow holds many locations.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        a.storedLine != b.storedLine ? a.storedLine < b.storedLine : a.storedColumn < b.storedColumn
    }

    public var description: String { "\(line):\(column)" }
}

/// A span of a flow file, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range of `length` columns on one line.
    public init(line: Int, column: Int, length: Int = 1) {
        start = SourceLocation(line: line, column: column)
        end = SourceLocation(line: line, column: column + max(length, 1))
    }

    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        a.start != b.start ? a.start < b.start : a.end < b.end
    }

    public var description: String { "\(start)-\(end)" }
}

/// The text of a flow file and the name it is known by.
public struct SourceFile: Sendable {
    /// The path as the user gave it (`<stdin>` for standard input).
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The byte offset where each line starts; built on demand, in one pass.
    ///
    /// - Parameter lines: stop once this many lines are found.
    public func lineStarts(upTo lines: Int = Int.max) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while starts.count < lines, let i = Platform.indexOf(0x0A, in: buffer, from: from) {
                starts.append(i + 1)
                from = i + 1
            }
        }
        return starts
    }

    /// The text of line `line` (1-based) without its line ending; invalid
    /// bytes show as U+FFFD.
    public func lineText(_ line: Int, starts: [Int]) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        var from = starts[line - 1]
        var to = line < starts.count ? starts[line] - 1 : bytes.count
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { from = 3 }
        if to > from, bytes[to - 1] == 0x0D { to -= 1 }
        guard to > from else { return "" }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }
}
