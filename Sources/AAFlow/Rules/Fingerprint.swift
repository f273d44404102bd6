import AAFlowPlatform

/// What makes a finding the same finding from one run to the next, while
/// lines move: its rule, its file (relative), its scene, its screen (the
/// screen id, or the Swift type in an audit) and the control it is about
/// (its text, else its icon, else its kind). Never a line or a column.
///
/// A finding about no screen (a project check, `allow.unused` of a whole
/// scene) keeps its message instead, its numbers left out, so that two such
/// findings in one file stay apart while a line number in a message does
/// not matter.
///
/// A baseline records fingerprints (`Baseline`); SARIF gives each result
/// one in `partialFingerprints["aaflowFingerprint/v1"]`, with or without a
/// baseline.
package struct Fingerprint: Hashable, Comparable, Sendable {
    package var rule: String
    /// The file: relative to the audited folder in an audit (`""` for the
    /// project itself); the path as given, without a leading `./`, for a flow.
    package var file: String
    package var scene: String?
    package var screen: String?
    package var control: String?
    /// For a finding on no screen: its message with every run of digits as `#`.
    package var message: String?

    package init(rule: String, file: String, scene: String? = nil, screen: String? = nil,
                control: String? = nil, message: String? = nil) {
        self.rule = rule
        self.file = file
        self.scene = scene
        self.screen = screen
        self.control = control
        self.message = message
    }

    /// The fields in their order, an absent one as the empty string.
    var fields: [String] {
        [rule, file, scene ?? "", screen ?? "", control ?? "", message ?? ""]
    }

    /// By file, rule, scene, screen, control, message: the order of a baseline.
    package static func < (a: Fingerprint, b: Fingerprint) -> Bool {
        let (x, y) = (a.fields, b.fields)
        let order = [1, 0, 2, 3, 4, 5]
        for k in order where x[k] != y[k] {
            return x[k].precedesInByteOrder(y[k])
        }
        return false
    }

    /// The fields hashed (64-bit FNV-1a over the fields, each ended by a NUL
    /// byte), in 16 hexadecimal digits: the same on every machine and run.
    package var hash: String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            for b in field.utf8 {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01B3
            }
            h ^= 0
            h = h &* 0x0000_0100_0000_01B3
        }
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for shift in stride(from: 60, through: 0, by: -4) { out.append(digits[Int((h >> UInt64(shift)) & 0xF)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Words for a person: "navigation.custom-back on `article` (control "Back") in flows/send.flow, assistive scene".
    package var summary: String {
        var out = rule
        if let screen { out += " on `\(screen)`" }
        if let control { out += " (control \"\(control)\")" }
        if let message, screen == nil { out += " (\(message))" }
        out += " in " + (file.isEmpty ? "the project" : file)
        if let scene { out += ", \(scene) scene" }
        return out
    }
}

/// Gives the findings of one report their fingerprints. The controls of the
/// report's scenes are indexed by place on the first question.
package struct Fingerprinter {
    let report: FileReport
    private var controls: [SourceRange: String]?

    package init(_ report: FileReport) {
        self.report = report
    }

    /// The fingerprint of a finding of the report.
    package mutating func fingerprint(of d: Diagnostic) -> Fingerprint {
        let control = d.screen == nil ? nil : controlText(at: d.range)
        var message: String?
        if d.screen == nil && control == nil {
            var m = ""
            var inDigits = false
            for c in d.message.unicodeScalars {
                let isDigit = c >= "0" && c <= "9"
                if isDigit && !inDigits { m += "#" }
                if !isDigit { m.unicodeScalars.append(c) }
                inDigits = isDigit
            }
            message = m
        }
        return Fingerprint(rule: d.id.rawValue, file: file(of: d.range), scene: d.scene?.rawValue,
                           screen: d.screen, control: control, message: message)
    }

    /// The fingerprints of every finding of the report, in report order.
    package mutating func fingerprints() -> [Fingerprint] {
        report.diagnostics.map { fingerprint(of: $0) }
    }

    /// The file of a range, as a fingerprint names it.
    package func file(of range: SourceRange) -> String {
        if report.isFromCode {
            if range.file == .first { return "" }
            let path = report.document.source(of: range).path
            let root = report.path
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path == root { return Fingerprinter.relative(root.split(separator: "/").last.map(String.init) ?? root) }
            return Fingerprinter.relative(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
        }
        return Fingerprinter.relative(report.document.source(of: range).path)
    }

    static func relative(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }

    /// The words of the control (or timer) whose statement starts where `range` does.
    private mutating func controlText(at range: SourceRange) -> String? {
        if controls == nil {
            // Only the places findings point at are indexed: a flow of 100,000
            // screens has hundreds of thousands of controls and a few thousand
            // findings, and the index lives as long as the report is written.
            let wanted = Set(report.diagnostics.lazy.filter { $0.screen != nil }.map { Self.key($0.range) })
            var index: [SourceRange: String] = [:]
            for scene in report.document.scenes {
                for screen in scene.screens {
                    for c in screen.controls {
                        let key = Self.key(c.range)
                        guard wanted.contains(key), index[key] == nil else { continue }
                        index[key] = c.text ?? c.icon.map { "icon \($0)" } ?? c.type.rawValue
                    }
                    for t in screen.timers {
                        let key = Self.key(t.range)
                        guard wanted.contains(key), index[key] == nil else { continue }
                        index[key] = "after"
                    }
                }
            }
            controls = index
        }
        return controls?[Self.key(range)]
    }

    /// Where a statement starts: a finding may underline only its keyword.
    private static func key(_ r: SourceRange) -> SourceRange { SourceRange(start: r.start, end: r.start, file: r.file) }
}
