/// Small pieces the rules share: how a message names a control, counts in
/// words, the WCAG criteria by name, and the note that points at a `limit`.

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

/// "1 screen", "3 screens".
func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
}

extension ControlDecl {
    /// How a message names the control, in the words of the flow file:
    /// `the button "Send"`, `the button with the icon trash`, `a button with no label`.
    var phrase: String {
        if let text { return "the \(type.rawValue) \"\(text)\"" }
        if let icon { return "the \(type.rawValue) with the icon `\(icon)`" }
        return "a \(type.rawValue) with no label"
    }

    /// Whether a person sees the control: everything but a `gesture`.
    var isVisible: Bool { type != .gesture }
}

extension ScreenDecl {
    /// How a message names the screen: its id, in code style.
    var phrase: String { "`\(id.name)`" }
}

extension RuleContext {
    /// A note that points at the `limit` statement in force for `name`,
    /// when the flow sets one; nothing when the default applies.
    func limitNote(_ name: LimitName) -> [Diagnostic.Note] {
        guard let decl = scene.limits.statements[name] else { return [] }
        return [.init("`limit \(name.rawValue) \(decl.value)` is set here", at: decl.range)]
    }
}
