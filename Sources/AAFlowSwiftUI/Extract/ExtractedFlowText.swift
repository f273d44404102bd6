import AAFlow

/// Writing an extracted project as a `.flow` file that `aaflow check`
/// accepts unchanged, with a comment naming the Swift source of each screen
/// and control, and the notes as comments.
extension ExtractedProject {
    /// The flow as `.flow` text.
    public var flowText: String { renderFlow().text }

    /// For each line of `flowText` that states something taken from code
    /// (app, scene, entry, screen, control, timer), where in the project it
    /// comes from: a finding at flow line N belongs at `flowSourceMap[N]`.
    package var flowSourceMap: [Int: ProjectLocation] { renderFlow().lines }

    /// The text and the source of each line.
    ///
    /// - Parameter notPlaced: whether to end with the comments that list what
    ///   was not placed (an audit, which reads only the flow, leaves them out:
    ///   they come last, so no other line moves).
    ///   - memo: the text of each screen as last written, kept by a caller
    ///     that writes the flow of the same project again (an audit in the
    ///     language server): a screen the same as then is not written again.
    package func renderFlow(notPlaced: Bool = true, memo: FlowTextMemo? = nil) -> (text: String, lines: [Int: ProjectLocation]) {
        var out = FlowWriter()
        if let memo {
            out.append(memo.head(of: self))
        } else {
            writeHead(into: &out)
        }
        for scene in scenes {
            out.add("")
            out.add("scene \(scene.kind.rawValue)  # \(scene.location)", scene.location)
            if let start = scene.start { out.add("start \(FlowText.id(start))", scene.screen(start)?.location) }
            for entry in scene.entries {
                out.add("entry \(FlowText.id(entry.target)) \(FlowText.string(entry.what))  # \(entry.location)", entry.location)
            }
            for note in scene.notes { out.add(FlowText.note(note, indent: "")) }
            for screen in scene.screens {
                out.add("")
                guard let memo else {
                    FlowText.screen(screen, into: &out)
                    continue
                }
                out.append(memo.text(of: screen, in: scene.kind))
            }
        }
        memo?.finish()
        let missing = notPlaced ? screenTypes.filter { !$0.isPlaced } : []
        if !missing.isEmpty {
            out.add("")
            out.add("# What was not placed: View types that look like screens and that no scene reaches")
            for t in missing {
                out.add("# not placed: \(FlowText.comment(t.typeName))  # \(t.location.file):\(t.location.line): \(t.whyNotPlaced ?? "")")
            }
        }
        return (out.text, out.lines)
    }

    /// The lines before the scenes: the app, the other apps, the notes and problems.
    func writeHead(into out: inout FlowWriter) {
        out.add("# The flow of a SwiftUI project, extracted by aaflow; edit it by hand from here")
        if let app {
            out.add("app \(FlowText.string(app.typeName))  # \(app.location)", app.location)
            for other in otherApps {
                out.add("# another @main app: \(FlowText.comment(other.typeName)) (\(other.location))")
            }
        }
        for note in notes { out.add(FlowText.note(note, indent: "")) }
        for problem in problems {
            out.add("# \(problem.id): \(FlowText.comment(problem.message)) (\(problem.location.file):\(problem.location.line):\(problem.location.column))")
        }
    }
}

/// Lines of flow text, each with the place in the project it states.
struct FlowWriter {
    var text = ""
    var lines: [Int: ProjectLocation] = [:]
    private var count = 0

    /// Adds one or more lines (a trailing line break is dropped); the location goes with the first.
    mutating func add(_ line: String, _ location: ProjectLocation? = nil) {
        // Most lines are one line, with no break: added whole, with no split (the slow path).
        // (A carriage return may join a break into one Character: the slow path then splits by Characters.)
        var bytes = line
        let breaks = bytes.withUTF8 { b -> Int in
            var n = 0
            for c in b where c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                if c == UInt8(ascii: "\r") { return Int.max }
                n += 1
            }
            return n == 1 && b.last == UInt8(ascii: "\n") ? -1 : n
        }
        if breaks <= 0 {
            count += 1
            if let location { lines[count] = location }
            text += line
            if breaks == 0 { text += "\n" }
            return
        }
        var l = Substring(line)
        if l.hasSuffix("\n") { l = l.dropLast() }
        for (i, part) in l.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            count += 1
            if i == 0, let location { lines[count] = location }
            text += part
            text += "\n"
        }
    }

    /// Adds the lines another writer wrote, with their places.
    mutating func append(_ other: FlowWriter) {
        text += other.text
        for (line, location) in other.lines { lines[count + line] = location }
        count += other.count
    }
}

/// The flow text of each screen as last written (`renderFlow(memo:)`), with
/// the screen it was written from: a screen equal to that one is written the
/// same, so its text is taken as it is. Screens not written again are
/// dropped at the end of each writing. Not thread-safe: one writing at a time.
package final class FlowTextMemo {
    private var kept: [String: (screen: ExtractedScreen, text: FlowWriter)] = [:]
    private var used: [String: (screen: ExtractedScreen, text: FlowWriter)] = [:]

    private var keptHead: (app: AppDeclaration?, otherApps: [AppDeclaration], notes: [ExtractNote], problems: [SwiftProblem],
                           text: FlowWriter)?

    package init() {}

    /// The lines before the scenes (`writeHead`): the kept ones when what they say is the same.
    func head(of project: ExtractedProject) -> FlowWriter {
        if let k = keptHead, k.app == project.app, k.otherApps == project.otherApps, k.notes == project.notes,
           k.problems == project.problems {
            return k.text
        }
        var out = FlowWriter()
        project.writeHead(into: &out)
        keptHead = (project.app, project.otherApps, project.notes, project.problems, out)
        return out
    }

    /// The text of a screen of a scene: the kept one when the screen is the same, else written now.
    func text(of screen: ExtractedScreen, in scene: SceneKind) -> FlowWriter {
        let key = scene.rawValue + " " + screen.id
        if let k = kept[key], k.screen == screen {
            used[key] = k
            return k.text
        }
        var out = FlowWriter()
        FlowText.screen(screen, into: &out)
        used[key] = (screen, out)
        return out
    }

    /// Ends a writing: what it did not use is dropped.
    func finish() {
        kept = used
        used = [:]
    }
}

/// The spelling of extracted values in flow text.
enum FlowText {
    /// A flow string: quotes, backslashes and control characters escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Whether a flow word may hold this character.
    static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2E, 0x2D: return true
        default: return false
        }
    }

    /// `s` as a flow id: every character an id cannot hold becomes `_`, a
    /// leading digit or dot gets a `_` before it, and `->` is broken.
    static func idSpelling(_ s: String) -> String {
        var out = wordSpelling(s)
        if s.isEmpty { return "_" }
        if let f = out.unicodeScalars.first, !(CharacterClass.isLetter(f) || f == "_") { out = "_" + out }
        return out
    }

    /// `s` as a flow word (an icon name): characters a word cannot hold become `_`.
    /// (`>` is no word character, so no `->` is left.) Most names are words
    /// already: one pass over their bytes says so, and they are kept as they are.
    static func wordSpelling(_ s: String) -> String {
        if s.isEmpty { return "_" }
        if s.utf8.allSatisfy({ isWordScalar(Unicode.Scalar($0)) }) { return s }
        var out = ""
        for c in s.unicodeScalars { out.unicodeScalars.append(isWordScalar(c) ? c : "_") }
        return out
    }

    static func id(_ s: String) -> String { idSpelling(s) }

    /// Text for a comment: on one line.
    static func comment(_ s: String) -> String {
        // Most text is on one line already: one pass over its bytes says so (0xE2
        // leads the bytes of the line and paragraph separators, among others).
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 }) { return s }
        var out = ""
        for c in s.unicodeScalars {
            out.unicodeScalars.append(c.value < 0x20 || c.value == 0x7F || c == "\u{2028}" || c == "\u{2029}" ? " " : c)
        }
        return out
    }

    static func note(_ note: ExtractNote, indent: String) -> String {
        var line = indent + "# note: " + comment(note.message)
        if let at = note.location { line += " (\(comment(at.description)))" }
        return line + "\n"
    }

    static func screen(_ s: ExtractedScreen, into out: inout FlowWriter) {
        var line = "screen \(id(s.id))"
        if let title = s.title { line += " " + string(title) }
        if let icon = s.icon { line += " icon \(wordSpelling(icon))" }
        if let kind = s.kind { line += " kind \(kind.rawValue)" }
        if let feature = s.feature {
            let isWord = !feature.isEmpty && feature.unicodeScalars.allSatisfy(isWordScalar) && !feature.contains("->")
            line += " feature " + (isWord ? feature : string(feature))
        }
        out.add(line + "  # \(comment(s.location.description))", s.location)
        if id(s.id) != s.id {
            out.add("# the type \(comment(s.typeName ?? s.id)) holds characters a flow id cannot; they are written `_`")
        }
        if s.iconIsAsset, let icon = s.icon {
            out.add("# the icon \(comment(icon)) is an asset image, not an SF Symbol")
        }
        for n in s.notes { out.add(note(n, indent: "")) }
        for c in s.controls { control(c, into: &out) }
        for t in s.timers {
            var l = "  after \(duration(t.seconds))"
            if let target = t.target { l += " -> \(id(target))" }
            out.add(l + "  # \(comment(t.location.description))", t.location)
        }
    }

    static func control(_ c: ExtractedControl, into out: inout FlowWriter) {
        var line = "  \(c.type.rawValue)"
        if let text = c.text { line += " " + string(text) }
        if let icon = c.icon { line += " icon \(wordSpelling(icon))" }
        if let target = c.target { line += " -> \(id(target))" }
        if c.isDestructive { line += " destructive" }
        if c.isDestructive && c.confirmations > 0 {
            line += c.confirmations == 1 ? " confirm" : " confirm \(c.confirmations)"
        }
        if c.isCustom { line += " custom" }
        if c.isSheet { line += " sheet" }
        if let options = c.options { line += " options \(options)" }
        out.add(line + "  # \(comment(c.location.description))", c.location)
        if c.iconIsAsset, let icon = c.icon {
            out.add("  # the icon \(comment(icon)) is an asset image, not an SF Symbol")
        }
        if let icon = c.icon, wordSpelling(icon) != icon {
            out.add("  # the icon name \(comment(icon)) holds characters a flow word cannot; they are written `_`")
        }
        for n in c.notes { out.add(note(n, indent: "  ")) }
    }

    /// A duration word: whole seconds as `3s`, else milliseconds (`1500ms`).
    static func duration(_ seconds: Double) -> String {
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60))min" }
        if seconds == seconds.rounded() { return "\(Int(seconds))s" }
        let ms = (seconds * 1000).rounded()
        if ms >= 1 { return "\(Int(ms))ms" }
        return "1ms"
    }
}

/// Letters as a flow id's first character may be.
enum CharacterClass {
    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(c.value) || (0x61...0x7A).contains(c.value)
    }
}
