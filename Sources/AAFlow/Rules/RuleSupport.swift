/// Small pieces the rules share: how a message names a control, the WCAG
/// criteria by name, and the note that points at a `limit`.

/// The WCAG 2.2 success criteria the rules refer to, spelled once.
enum WCAG {
    static let nonTextContent = "1.1.1 Non-text Content"
    static let timingAdjustable = "2.2.1 Timing Adjustable"
    static let pageTitled = "2.4.2 Page Titled"
    static let labelInName = "2.5.3 Label in Name"
    static let consistentNavigation = "3.2.3 Consistent Navigation"
    static let errorPrevention = "3.3.4 Error Prevention (Legal, Financial, Data)"

    /// The criteria of each family of rules, as `rules.md` lists them.
    static let representation = [nonTextContent, labelInName]
    static let navigation = [consistentNavigation, pageTitled]
    static let safety = [errorPrevention]
    static let timing = [timingAdjustable]
}

/// A control as a message names it: its type, and its text or icon. What
/// the typed messages of the rules carry for "which control".
package struct ControlName: Hashable, Sendable {
    package var type: ControlType
    package var text: String?
    package var icon: String?

    package init(_ type: ControlType, text: String? = nil, icon: String? = nil) {
        self.type = type
        self.text = text
        self.icon = icon
    }

    /// In the words of the flow file: `the button "Send"`, `the button with
    /// the icon trash`, `a button with no label`.
    package var phrase: String {
        if let text { return "the \(type.rawValue) \"\(text)\"" }
        if let icon { return "the \(type.rawValue) with the icon `\(icon)`" }
        return "a \(type.rawValue) with no label"
    }
}

extension ControlDecl {
    /// The control as a message names it.
    var name: ControlName { ControlName(type, text: text, icon: icon) }

    /// How a message names the control, in the words of the flow file:
    /// `the button "Send"`, `the button with the icon trash`, `a button with no label`.
    var phrase: String { name.phrase }

    /// Whether a person sees the control: everything but a `gesture`.
    var isVisible: Bool { type != .gesture }
}

extension ScreenDecl {
    /// How a message names the screen: its id, in code style.
    var phrase: String { "`\(id.name)`" }
}

/// What a rule says about one screen or control, before the context places
/// it: the typed message, the fix in words, and the edits and notes that go
/// with them.
struct RuleFinding {
    var message: any DiagnosticMessage
    var fix: String
    var edits: [TextEdit] = []
    var notes: [Diagnostic.Note] = []

    init(_ message: some DiagnosticMessage, fix: String, edits: [TextEdit] = [], notes: [Diagnostic.Note] = []) {
        self.message = message
        self.fix = fix
        self.edits = edits
        self.notes = notes
    }
}

extension RuleContext {
    /// Reports a finding at each screen that `finding` has one for, at the
    /// screen's statement, in declaration order: the loop that the rules
    /// about whole screens share.
    ///
    /// `finding` is given the screen's index and the screen. It cannot read
    /// the context while the context reports; take what it needs (the
    /// statements, a limit's note) beforehand.
    mutating func reportScreens(_ finding: (_ index: Int, _ screen: ScreenDecl) -> RuleFinding?) {
        for (i, screen) in scene.screens.enumerated() {
            guard let found = finding(i, screen) else { continue }
            report(found.message, at: screen.range, screen: i, fix: found.fix, edits: found.edits, notes: found.notes)
        }
    }

    /// Reports each screen whose count (`counts` holds one a screen) goes
    /// over the limit `name` in force, with the note that points at the
    /// `limit` statement after the finding's own notes: what the rules about
    /// too much on one screen share. `finding` is given the screen, its count
    /// and the limit.
    mutating func reportScreens<Counts: RandomAccessCollection<Int>>(over name: LimitName, counts: Counts,
                                _ finding: (_ screen: ScreenDecl, _ count: Int, _ limit: Int) -> RuleFinding)
    where Counts.Index == Int {
        let limit = scene.limits[name]
        let note = limitNote(name)
        reportScreens { i, screen in
            guard counts[i] > limit else { return nil }
            var found = finding(screen, counts[i], limit)
            found.notes += note
            return found
        }
    }

    /// Reports a finding at the keyword of each control that `finding` has
    /// one for, screen by screen in declaration order: the loop that the
    /// rules about single controls share.
    ///
    /// `finding` is given the control, the index of its screen and its own
    /// index on that screen. Like ``reportScreens(_:)``, it takes what it
    /// needs of the context beforehand.
    mutating func reportControls(
        _ finding: (_ control: ControlDecl, _ screen: Int, _ index: Int) -> RuleFinding?
    ) {
        for (i, screen) in scene.screens.enumerated() {
            for (c, control) in screen.controls.enumerated() {
                guard let found = finding(control, i, c) else { continue }
                report(found.message, at: control.keywordRange, screen: i, fix: found.fix, edits: found.edits,
                       notes: found.notes)
            }
        }
    }

    /// A note that points at the `limit` statement in force for `name`,
    /// when the flow sets one; nothing when the default applies.
    func limitNote(_ name: LimitName) -> [Diagnostic.Note] {
        guard let decl = scene.limits.statements[name] else { return [] }
        return [.init(LimitNote.setHere(name, value: decl.value), at: decl.range)]
    }

    /// The note of the `limit` statement in force, as a value.
    package enum LimitNote: DiagnosticMessage {
        case setHere(LimitName, value: Int)

        package var text: String {
            switch self {
            case .setHere(let name, let value): return "`limit \(name.rawValue) \(value)` is set here"
            }
        }
    }
}

/// The tokens of a statement as written in a flow file, for the fixes that
/// edit it: `confirm 2` in place of `confirm`, an icon after the text. The
/// file's lines are found as the questions come, in file order for the
/// most part (`LineFinder`), never indexed all at once.
final class StatementReader {
    /// A word or a string of the statement, and where it stands.
    struct Token {
        var text: String
        var isString: Bool
        var range: SourceRange
    }

    private let document: FlowDocument
    private var lines: LineFinder

    init(_ document: FlowDocument) {
        self.document = document
        lines = LineFinder(document.source)
    }

    /// The tokens of the one-line statement at `range`, comments left out;
    /// none when the document was not read from flow text (a SwiftUI
    /// project's flow is edited in Swift, not here).
    func tokens(_ range: SourceRange) -> [Token] {
        guard document.isFlowText, range.file == .first else { return [] }
        let line = range.start.line
        let scalars = Array(lines.text(ofLine: line).unicodeScalars)
        var out: [Token] = []
        var i = max(range.start.column - 1, 0)
        let end = range.end.line == line ? min(range.end.column - 1, scalars.count) : scalars.count
        while i < end {
            let s = scalars[i]
            if s == " " || s == "\t" { i += 1; continue }
            if s == "#" { break }
            let from = i
            if s == "\"" {
                i += 1
                while i < scalars.count && scalars[i] != "\"" { i += scalars[i] == "\\" ? 2 : 1 }
                i = min(i + 1, scalars.count)
            } else {
                while i < scalars.count && scalars[i] != " " && scalars[i] != "\t" && scalars[i] != "\"" && scalars[i] != "#" {
                    i += 1
                }
            }
            // Scalar by scalar: appending the slice at once takes a slow generic path.
            var text = ""
            for scalar in scalars[from..<i] { text.unicodeScalars.append(scalar) }
            out.append(Token(text: text, isString: s == "\"",
                             range: SourceRange(line: line, column: from + 1, length: i - from)))
        }
        return out
    }

    /// ` icon questionmark.square.dashed` inserted after the first token
    /// that `isAnchor` picks (the text, the title), for the author to name
    /// the right symbol; nothing when there is no such token.
    func iconInsertion(after isAnchor: (Token) -> Bool, in range: SourceRange) -> [TextEdit] {
        guard let anchor = tokens(range).first(where: isAnchor) else { return [] }
        return [.insert(" icon \(Fix.iconPlaceholder)", at: anchor.range.end, file: range.file)]
    }

    /// The whole line of `range`, its line break included: what removing a
    /// statement deletes.
    func wholeLine(_ range: SourceRange) -> SourceRange { Checker.wholeLine(range) }
}

extension SourceRange {
    /// An empty range where this one ends: where an insertion after it goes.
    var afterEnd: SourceRange { SourceRange(start: end, end: end, file: file) }
}
