/// A documented example flow with its expected findings marked.
///
/// A line that starts with `↓` is where the rule is expected to report; the
/// marker is removed before the flow is read, so the rest of the line keeps
/// its columns:
///
///     screen photos "Photos" icon photo
///     ↓  back "Back" icon chevron.left
package struct RuleExample: Hashable, Sendable {
    /// The marker at the start of a line.
    package static let marker: Character = "↓"

    /// The flow, markers removed.
    package let text: String
    /// The 1-based lines that carry a marker, in order.
    package let markedLines: [Int]

    package init(_ source: String) {
        var lines: [Substring] = []
        var marked: [Int] = []
        for (n, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.first == RuleExample.marker {
                marked.append(n + 1)
                lines.append(line.dropFirst())
            } else {
                lines.append(line)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
        markedLines = marked
    }

    /// Reads the example as a flow file named `path`.
    package func document(path: String = "example.flow") -> FlowDocument {
        FlowDocument(SourceFile(path: path, text: text), ruleIDs: RuleCatalog.ids)
    }
}
