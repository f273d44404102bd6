import AAFlowPlatform
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

/// Which source a range is in: a small number into the table of sources of
/// a document (`FlowDocument.sources`), not a path, so that a range stays
/// small. The first source, `SourceFileID.first`, is the document's own
/// file; a reader of many files (a SwiftUI project) numbers the rest.
public struct SourceFileID: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedIndex: UInt16

    /// The position in the table of sources (0 to 65,535).
    public var index: Int { Int(storedIndex) }

    public init(_ index: Int) {
        storedIndex = UInt16(clamping: index)
    }

    /// The document's own file.
    public static let first = SourceFileID(0)

    public static func < (a: SourceFileID, b: SourceFileID) -> Bool { a.storedIndex < b.storedIndex }

    public var description: String { "#\(index)" }
}

/// A span of a source, from `start` up to (not including) `end`, in the
/// source `file` names.
///
/// Sixteen bytes, as many as two locations: the end's line is kept as a
/// distance from the start's (at most 65,535 lines; a longer span ends on
/// that line), which leaves room for the file.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var startLine: UInt32
    private var startColumn: UInt32
    private var endColumn: UInt32
    private var endLineDelta: UInt16
    /// The source the range is in.
    public var file: SourceFileID

    /// Where the range starts. Setting it keeps the end where it was.
    public var start: SourceLocation {
        get { SourceLocation(line: Int(startLine), column: Int(startColumn)) }
        set {
            let oldEnd = end
            startLine = UInt32(clamping: newValue.line)
            startColumn = UInt32(clamping: newValue.column)
            end = oldEnd
        }
    }

    /// Where the range ends (not included).
    public var end: SourceLocation {
        get { SourceLocation(line: Int(startLine) + Int(endLineDelta), column: Int(endColumn)) }
        set {
            endLineDelta = UInt16(clamping: max(0, newValue.line - Int(startLine)))
            endColumn = UInt32(clamping: newValue.column)
        }
    }

    public init(start: SourceLocation, end: SourceLocation, file: SourceFileID = .first) {
        startLine = UInt32(clamping: start.line)
        startColumn = UInt32(clamping: start.column)
        endLineDelta = UInt16(clamping: max(0, end.line - start.line))
        endColumn = UInt32(clamping: end.column)
        self.file = file
    }

    /// A range of `length` columns on one line.
    public init(line: Int, column: Int, length: Int = 1, file: SourceFileID = .first) {
        self.init(start: SourceLocation(line: line, column: column),
                  end: SourceLocation(line: line, column: column + max(length, 1)), file: file)
    }

    /// The same span in another source.
    public func inFile(_ file: SourceFileID) -> SourceRange {
        var r = self
        r.file = file
        return r
    }

    /// By file, then start, then end.
    public static func < (a: SourceRange, b: SourceRange) -> Bool {
        if a.file != b.file { return a.file < b.file }
        return a.start != b.start ? a.start < b.start : a.end < b.end
    }

    public var description: String { file == .first ? "\(start)-\(end)" : "\(file):\(start)-\(end)" }
}

/// The text of a flow file and the name it is known by.
public struct SourceFile: Sendable {
    /// The path as the user gave it (`<stdin>` for standard input).
    package let path: String
    /// The file's bytes, exactly as read.
    package let bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The byte offset where each line starts; built on demand, in one pass.
    ///
    /// - Parameter lines: stop once this many lines are found.
    package func lineStarts(upTo lines: Int = Int.max) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            // Counted first, so that the array is made once, of its size: a
            // large file has many lines.
            var count = 1
            var from = 0
            while count < lines, let i = Platform.indexOf(0x0A, in: buffer, from: from) {
                count += 1
                from = i + 1
            }
            starts.reserveCapacity(count)
            from = 0
            while starts.count < lines, let i = Platform.indexOf(0x0A, in: buffer, from: from) {
                starts.append(i + 1)
                from = i + 1
            }
        }
        return starts
    }

    /// The text of line `line` (1-based) without its line ending; invalid
    /// bytes show as U+FFFD.
    package func lineText(_ line: Int, starts: [Int]) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        var from = starts[line - 1]
        var to = line < starts.count ? starts[line] - 1 : bytes.count
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { from = 3 }
        if to > from, bytes[to - 1] == 0x0D { to -= 1 }
        guard to > from else { return "" }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }
}

/// The lines of a source one at a time, without an index of every line:
/// for readers that ask for a few lines, mostly in file order (the fixes of
/// the rules), where `lineStarts()` would cost a pass over the whole file
/// and an array of every line.
///
/// It walks forward from the last line asked for, and keeps where every
/// 256th line starts, so that a line before it costs at most 255 lines.
///
/// - Complexity: O(lines walked); in file order, one pass in all.
package struct LineFinder {
    private let source: SourceFile
    /// The line the walk has reached (1-based), and where it starts.
    private var line = 1
    private var start = 0
    /// Where lines 1, 257, 513, ... start, as far as the walk has gone.
    private var checkpoints = [0]
    private static let stride = 256

    package init(_ source: SourceFile) {
        self.source = source
    }

    /// The text of line `line` (1-based) without its line ending; invalid
    /// bytes show as U+FFFD. The same as `SourceFile.lineText(_:starts:)`.
    package mutating func text(ofLine target: Int) -> String {
        guard target >= 1 else { return "" }
        if target < line {
            let k = min((target - 1) / LineFinder.stride, checkpoints.count - 1)
            line = k * LineFinder.stride + 1
            start = checkpoints[k]
        }
        return source.bytes.withUnsafeBufferPointer { buffer in
            while line < target {
                guard let newline = Platform.indexOf(0x0A, in: buffer, from: start) else { return "" }
                start = newline + 1
                line += 1
                if (line - 1) % LineFinder.stride == 0 && (line - 1) / LineFinder.stride == checkpoints.count {
                    checkpoints.append(start)
                }
            }
            var from = start
            var to = Platform.indexOf(0x0A, in: buffer, from: start) ?? buffer.count
            if line == 1, buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { from = 3 }
            if to > from, buffer[to - 1] == 0x0D { to -= 1 }
            guard to > from else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<to]), as: UTF8.self)
        }
    }
}
