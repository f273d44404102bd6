import AAFlow

/// Test input with the expected positions marked by `↓` instead of counted
/// by hand: each `↓` is removed, and the line and column of the character
/// after it are remembered, in order.
struct MarkedText {
    let text: String
    let marks: [SourceLocation]

    init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var marks: [SourceLocation] = []
        var line = 1
        var column = 1
        for s in marked.unicodeScalars {
            if s == "↓" {
                marks.append(SourceLocation(line: line, column: column))
                continue
            }
            text.append(s)
            if s == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.marks = marks
    }

    var source: SourceFile { SourceFile(path: "test.flow", text: text) }
}

/// Parses and resolves flow text with the whole rule catalogue.
func document(_ text: String, path: String = "test.flow") -> FlowDocument {
    FlowDocument(SourceFile(path: path, text: text), ruleIDs: RuleCatalog.ids)
}

func document(bytes: [UInt8]) -> FlowDocument {
    FlowDocument(SourceFile(path: "test.flow", bytes: bytes), ruleIDs: RuleCatalog.ids)
}

/// The (id, start) of every diagnostic, for comparing with marks.
func located(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.id)@\($0.range.start)" }
}
