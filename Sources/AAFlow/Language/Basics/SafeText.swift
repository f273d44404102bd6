/// Making user text safe to print: the one place that decides which
/// characters of a title, id or path may reach a terminal or a report.
///
/// Named so as not to shadow SwiftUI's `Text` in code that imports both.
package enum SafeText {
    /// `text` with every control character (escape sequences included)
    /// replaced by U+FFFD, so that a hostile title cannot drive the terminal.
    package static func clean(_ text: String, keepTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepTabs && $0 == "\t") }) else { return text }
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars {
            out.append(isControl(s) && !(keepTabs && s == "\t") ? "\u{FFFD}" : s)
        }
        return String(out)
    }

    /// `text` cut in the middle, with ` … `, when it has more than `limit`
    /// Unicode scalars, so that a message quoting a huge id or title stays a
    /// readable line. The start and the end, which say what is wrong, are kept.
    package static func elided(_ text: String, limit: Int = 400) -> String {
        let scalars = text.unicodeScalars
        guard text.utf8.count > limit, scalars.count > limit else { return text }
        let head = limit * 2 / 3
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.prefix(head))
        out.append(contentsOf: " … ".unicodeScalars)
        out.append(contentsOf: scalars.suffix(limit - head))
        return String(out)
    }

    static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (s.value >= 0x7F && s.value < 0xA0) || s.value == 0x2028 || s.value == 0x2029
            || (s.value >= 0x202A && s.value <= 0x202E) || (s.value >= 0x2066 && s.value <= 0x2069)
    }
}
