import AAFlow

/// Finishing touches on the files Graphviz writes, in plain Swift.
enum DiagramOutput {
    /// The SVG with `title` as the text of its first `<title>` (the graph's),
    /// and `summary` in a `<desc>` right after it.
    static func svg(_ bytes: [UInt8], title: String?, summary: String?) -> [UInt8] {
        guard title != nil || summary != nil,
              let open = firstRange(of: Array("<title>".utf8), in: bytes, from: 0),
              let close = firstRange(of: Array("</title>".utf8), in: bytes, from: open.upperBound)
        else { return bytes }
        var result = Array(bytes[..<open.upperBound])
        if let title {
            result += Array(DiagramText.xmlEscaped(title).utf8)
        } else {
            result += bytes[open.upperBound..<close.lowerBound]
        }
        result += bytes[close]
        if let summary {
            result += Array("\n<desc>\(DiagramText.xmlEscaped(summary))</desc>".utf8)
        }
        result += bytes[close.upperBound...]
        return result
    }

    /// The PDF with its `/CreationDate` and `/ModDate` entries blanked out, so
    /// that the same diagram gives the same bytes. (cairo 1.16 always writes
    /// the time of rendering.) The entries become spaces, which PDF reads as
    /// whitespace, so every byte offset in the file stays right.
    static func pdfWithoutDates(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for key in ["/CreationDate", "/ModDate"] {
            var start = 0
            while let found = firstRange(of: Array(key.utf8), in: result, from: start) {
                var end = found.upperBound
                while end < result.count && (result[end] == UInt8(ascii: " ") || result[end] == UInt8(ascii: "\n")) {
                    end += 1
                }
                guard end < result.count, result[end] == UInt8(ascii: "("),
                      let closing = result[end...].firstIndex(of: UInt8(ascii: ")")) else { break }
                for index in found.lowerBound...closing { result[index] = UInt8(ascii: " ") }
                start = closing + 1
            }
        }
        return result
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }
}
