/// The syntax tree of a flow file: what the file says, statement by
/// statement, before screen ids are resolved into a graph.

/// A screen id as written after `screen`, `->`, `start` or `task`.
public struct Reference: Hashable, Sendable {
    /// The id, case-sensitive.
    public var name: String
    /// Where the id stands.
    public var range: SourceRange
    /// The number the parser gave the id in its file, or -1. A control keeps
    /// numbers up to 67,108,862 (`ControlDecl.target`); past that, the graph
    /// finds the screen by name.
    var symbol: Int32 = -1

    package init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    init(name: String, range: SourceRange, symbol: Int32) {
        self.name = name
        self.range = range
        self.symbol = symbol
    }

    public static func == (a: Reference, b: Reference) -> Bool {
        a.name == b.name && a.range == b.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(range)
    }
}

/// A thresholds a rule uses, set by `limit NAME N`.
package enum LimitName: String, Hashable, Sendable, CaseIterable {
    case depth
    case decisions
    case choices
    case features

    /// The smallest value the limit accepts.
    package var minimum: Int { self == .features ? 1 : 0 }

    /// The value when no `limit` sets it.
    package var defaultValue: Int {
        switch self {
        case .depth: return 4
        case .decisions: return 1
        case .choices: return 5
        case .features: return 2
        }
    }
}

/// `limit NAME N`
package struct LimitDecl: Hashable, Sendable {
    package var name: LimitName
    package var value: Int
    package var range: SourceRange

    package init(name: LimitName, value: Int, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// `task STRING -> ID`, before the first scene (a task of the whole file) or
/// inside a scene (that scene's screen for the task of the same name, or a
/// task of that scene alone).
package struct TaskDecl: Hashable, Sendable {
    package var name: String
    package var target: Reference
    package var range: SourceRange
    /// Whether the statement stands inside a scene (language 1.1).
    package var isSceneLevel: Bool

    package init(name: String, target: Reference, range: SourceRange, isSceneLevel: Bool = false) {
        self.name = name
        self.target = target
        self.range = range
        self.isSceneLevel = isSceneLevel
    }
}

/// `entry ID STRING` (language 1.1): a screen the system opens directly, such
/// as a notification, a widget, a deep link or an App Intent.
package struct EntryDecl: Hashable, Sendable {
    /// The screen opened.
    package var target: Reference
    /// What opens it: "a notification", "the widget".
    package var label: String
    package var range: SourceRange

    package init(target: Reference, label: String, range: SourceRange) {
        self.target = target
        self.label = label
        self.range = range
    }
}

/// `allow RULE-ID STRING`
package struct AllowDecl: Hashable, Sendable {
    package var rule: String
    package var reason: String
    /// The whole statement.
    package var range: SourceRange
    /// The rule id.
    package var ruleRange: SourceRange

    /// - Parameters:
    ///   - range: the whole statement (or comment) that allows the rule.
    ///   - ruleRange: the rule id in it; the statement's range when there is no finer one.
    package init(rule: String, reason: String, range: SourceRange, ruleRange: SourceRange? = nil) {
        self.rule = rule
        self.reason = reason
        self.range = range
        self.ruleRange = ruleRange ?? range
    }
}

/// The kind of a screen, from `kind KIND`.
package enum ScreenKind: String, Hashable, Sendable, CaseIterable {
    case list, grid, form, detail, canvas, media, tabs, split, settings, dialog
}

/// The controls a screen can carry.
package enum ControlType: String, Hashable, Sendable, CaseIterable {
    case button, link, row, tab, gesture, back, toggle, picker, menu, field, slider, stepper

    /// Inputs ask for a value (a decision each); actions do something.
    package var isInput: Bool {
        switch self {
        case .toggle, .picker, .menu, .field, .slider, .stepper: return true
        default: return false
        }
    }

    /// What the control is in SwiftUI terms, for messages.
    package var swiftUIName: String {
        switch self {
        case .button: return "Button"
        case .link: return "Link"
        case .row: return "NavigationLink rows"
        case .tab: return "TabView item"
        case .gesture: return "gesture"
        case .back: return "custom back button"
        case .toggle: return "Toggle"
        case .picker: return "Picker"
        case .menu: return "Menu"
        case .field: return "TextField"
        case .slider: return "Slider"
        case .stepper: return "Stepper"
        }
    }
}

/// A control statement: `CONTROL [STRING] [icon NAME] [-> ID] [FLAG ...]`.
package struct ControlDecl: Hashable, Sendable {
    // A large flow has many controls, so a control is 88 bytes with no
    // padding: two strings, the target in its parts (its name and range; a
    // `Reference?` would take 36 bytes and leave 4 of padding), the
    // statement's range, and one word for everything small: the type, the
    // flags, the two counts and the target's number, in the fields below.

    /// The visible text.
    package var text: String?
    /// The image: an SF Symbol or asset name.
    package var icon: String?
    /// The target's name; nil when the control leads nowhere.
    private var targetName: String?
    /// The target's range; any value while `targetName` is nil.
    private var targetRange: SourceRange
    /// The whole statement.
    package var range: SourceRange
    /// The small parts, in the fields below.
    private var packed: UInt64

    /// The bits `width` wide from bit `shift` of `packed`.
    private struct Field {
        var shift: UInt64
        var width: UInt64
        /// The largest value; it means "none" in the fields that have one.
        var mask: UInt64 { (1 << width) - 1 }
    }

    // From the lowest bit up; 64 in all.
    /// The place of `type` in `ControlType.allCases`.
    private static let typeField = Field(shift: 0, width: 4)
    private static let destructiveField = Field(shift: 4, width: 1)
    private static let customField = Field(shift: 5, width: 1)
    private static let sheetField = Field(shift: 6, width: 1)
    /// 0 to 1,023; `confirmationBounds` keeps it to 0 to 1,000.
    private static let confirmationsField = Field(shift: 7, width: 10)
    /// 0 to 2,097,150, all ones for nil; `optionBounds` keeps it to 1 to 1,000,000.
    private static let optionsField = Field(shift: 17, width: 21)
    /// The target's number, 0 to 67,108,862, all ones for none (-1).
    private static let symbolField = Field(shift: 38, width: 26)

    private static let types = ControlType.allCases

    /// The values `confirmations` can hold: those the parser accepts for `confirm N`, and 0.
    package static let confirmationBounds = 0...1_000
    /// The values `options` can hold: those the parser accepts for `options N`.
    package static let optionBounds = 1...1_000_000

    private static func clamp(_ value: Int, to bounds: ClosedRange<Int>) -> Int {
        min(max(value, bounds.lowerBound), bounds.upperBound)
    }

    private func get(_ field: Field) -> UInt64 { (packed >> field.shift) & field.mask }

    private mutating func set(_ field: Field, _ value: UInt64) {
        packed = (packed & ~(field.mask << field.shift)) | ((value & field.mask) << field.shift)
    }

    package init(type: ControlType, range: SourceRange) {
        self.range = range
        targetRange = range
        packed = (ControlDecl.optionsField.mask << ControlDecl.optionsField.shift)
            | (ControlDecl.symbolField.mask << ControlDecl.symbolField.shift)
        self.type = type
    }

    /// A control with everything a statement can say, for readers other
    /// than the flow parser (the SwiftUI reader builds controls this way).
    ///
    /// - Parameters:
    ///   - confirmations: how many times a destructive action asks first (0 to 1,000).
    ///   - options: the choices of an input (1 to 1,000,000), or nil when not given.
    package init(type: ControlType, text: String? = nil, icon: String? = nil, target: Reference? = nil,
                range: SourceRange, isDestructive: Bool = false, isCustom: Bool = false, isSheet: Bool = false,
                confirmations: Int = 0, options: Int? = nil) {
        self.init(type: type, range: range)
        self.text = text
        self.icon = icon
        self.target = target
        self.isDestructive = isDestructive
        self.isCustom = isCustom
        self.isSheet = isSheet
        self.confirmations = confirmations
        self.options = options
    }

    package var type: ControlType {
        get { ControlDecl.types[Int(get(ControlDecl.typeField))] }
        // Every type is in `types`.
        set { set(ControlDecl.typeField, UInt64(ControlDecl.types.firstIndex(of: newValue) ?? 0)) }
    }

    /// Where the control leads, if anywhere.
    ///
    /// The target's number (`Reference.symbol`) is kept up to 67,108,862; a
    /// larger one reads back as -1, no number, and the graph then finds the
    /// screen by its name.
    package var target: Reference? {
        get {
            guard let name = targetName else { return nil }
            let symbol = get(ControlDecl.symbolField)
            return Reference(name: name, range: targetRange,
                             symbol: symbol == ControlDecl.symbolField.mask ? -1 : Int32(symbol))
        }
        set {
            targetName = newValue?.name
            targetRange = newValue?.range ?? range
            let symbol = newValue?.symbol ?? -1
            let fits = symbol >= 0 && UInt64(symbol) < ControlDecl.symbolField.mask
            set(ControlDecl.symbolField, fits ? UInt64(symbol) : ControlDecl.symbolField.mask)
        }
    }

    /// Whether the action deletes or loses something for good.
    package var isDestructive: Bool {
        get { get(ControlDecl.destructiveField) != 0 }
        set { set(ControlDecl.destructiveField, newValue ? 1 : 0) }
    }

    /// A custom-drawn control rather than a native one.
    package var isCustom: Bool {
        get { get(ControlDecl.customField) != 0 }
        set { set(ControlDecl.customField, newValue ? 1 : 0) }
    }

    /// Whether the target is presented modally.
    package var isSheet: Bool {
        get { get(ControlDecl.sheetField) != 0 }
        set { set(ControlDecl.sheetField, newValue ? 1 : 0) }
    }

    /// How many times the action asks before it acts (`confirm` is 1).
    ///
    /// 0 to 1,000 (`confirmationBounds`); a value outside is clamped into that range.
    package var confirmations: Int {
        get { Int(get(ControlDecl.confirmationsField)) }
        set { set(ControlDecl.confirmationsField, UInt64(ControlDecl.clamp(newValue, to: ControlDecl.confirmationBounds))) }
    }

    /// The number of choices an input offers (`options N`).
    ///
    /// 1 to 1,000,000 (`optionBounds`), or nil; a value outside is clamped into that range.
    package var options: Int? {
        get {
            let options = get(ControlDecl.optionsField)
            return options == ControlDecl.optionsField.mask ? nil : Int(options)
        }
        set {
            let options = newValue.map { UInt64(ControlDecl.clamp($0, to: ControlDecl.optionBounds)) }
            set(ControlDecl.optionsField, options ?? ControlDecl.optionsField.mask)
        }
    }

    /// The control keyword, at the start of the statement.
    package var keywordRange: SourceRange {
        SourceRange(line: range.start.line, column: range.start.column, length: type.rawValue.utf8.count,
                    file: range.file)
    }

    /// Equal when the statements say the same: the target compares as a
    /// `Reference` does, by name and range, not by number.
    package static func == (a: ControlDecl, b: ControlDecl) -> Bool {
        let small = ~(ControlDecl.symbolField.mask << ControlDecl.symbolField.shift)
        return a.text == b.text && a.icon == b.icon && a.target == b.target && a.range == b.range
            && a.packed & small == b.packed & small
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(icon)
        hasher.combine(target)
        hasher.combine(range)
        hasher.combine(packed & ~(ControlDecl.symbolField.mask << ControlDecl.symbolField.shift))
    }
}

/// A duration such as `500ms`, `3s`, `1.5s` or `2min`.
package struct Duration: Hashable, Sendable, CustomStringConvertible {
    /// The length in milliseconds, always greater than zero.
    package var milliseconds: Double
    /// The duration as written.
    package var spelling: String
    package var description: String { spelling }

    /// - Parameters:
    ///   - milliseconds: the length, greater than zero.
    ///   - spelling: how it is written in a flow (`3s`); by default the
    ///     shortest of `ms`, `s`, `min` and `h` that gives a whole number.
    package init(milliseconds: Double, spelling: String? = nil) {
        self.milliseconds = milliseconds
        self.spelling = spelling ?? Duration.spell(milliseconds)
    }

    /// `3s` for 3,000 ms, `1.5s` for 1,500 ms, `2min`, `250ms`.
    static func spell(_ ms: Double) -> String {
        func number(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        for (unit, factor) in [("h", 3_600_000.0), ("min", 60_000.0), ("s", 1_000.0)]
        where ms >= factor && (ms / factor == (ms / factor).rounded()) {
            return number(ms / factor) + unit
        }
        if ms >= 1_000 { return number(ms / 1_000) + "s" }
        return number(ms) + "ms"
    }
}

/// `after DURATION [-> ID]`: the screen moves on by itself.
package struct TimerDecl: Hashable, Sendable {
    package var duration: Duration
    /// Where it goes; nil means back where it came from (a toast that goes away).
    package var target: Reference?
    package var range: SourceRange

    package init(duration: Duration, target: Reference? = nil, range: SourceRange) {
        self.duration = duration
        self.target = target
        self.range = range
    }
}

/// One statement inside a screen, in the order written.
package enum ScreenItem: Hashable, Sendable {
    case control(Int)
    case timer(Int)
}

/// `screen ID [STRING] [icon NAME] [kind KIND] [feature NAME]` and what follows it.
public struct ScreenDecl: Hashable, Sendable {
    public var id: Reference
    // `kind` right after `id`, where it fills the padding before `title`.
    package var kind: ScreenKind?
    /// The navigation title.
    package var title: String?
    /// The navigation icon.
    package var icon: String?
    package var controls: [ControlDecl] = []
    /// The `screen` statement.
    package var range: SourceRange
    /// What few screens say (a feature, a counterpart, timers, `allow`s),
    /// kept in a box of its own: nil when the screen says none of it, so
    /// that the many screens that do not are 72 bytes smaller.
    private var rare: RareParts?

    /// The core feature the screen belongs to.
    package var feature: String? {
        get { rare?.parts.feature }
        set { updateRare { $0.feature = newValue } }
    }
    /// `for ID` (language 1.1): the screen of the other scene this one stands for.
    package var counterpart: Reference? {
        get { rare?.parts.counterpart }
        set { updateRare { $0.counterpart = newValue } }
    }
    package var timers: [TimerDecl] {
        get { rare?.parts.timers ?? [] }
        set { updateRare { $0.timers = newValue } }
    }

    /// Controls and timers in the order written.
    package var items: [ScreenItem] {
        if timers.isEmpty { return controls.indices.map(ScreenItem.control) }
        var out: [ScreenItem] = []
        out.reserveCapacity(controls.count + timers.count)
        var c = 0
        var t = 0
        while c < controls.count || t < timers.count {
            if t == timers.count || (c < controls.count && controls[c].range.start < timers[t].range.start) {
                out.append(.control(c))
                c += 1
            } else {
                out.append(.timer(t))
                t += 1
            }
        }
        return out
    }
    /// `allow` statements that cover this screen.
    package var allows: [AllowDecl] {
        get { rare?.parts.allows ?? [] }
        set { updateRare { $0.allows = newValue } }
    }

    private mutating func updateRare(_ change: (inout RareParts.Parts) -> Void) {
        var parts = rare?.parts ?? RareParts.Parts()
        change(&parts)
        rare = parts.isEmpty ? nil : RareParts(parts)
    }

    /// A screen with everything a `screen` statement and its body can say.
    /// Controls and timers are in the order written when sorted by range
    /// (`items` merges them so).
    package init(id: Reference, title: String? = nil, icon: String? = nil, kind: ScreenKind? = nil,
                feature: String? = nil, counterpart: Reference? = nil, controls: [ControlDecl] = [],
                timers: [TimerDecl] = [], allows: [AllowDecl] = [], range: SourceRange) {
        self.id = id
        self.title = title
        self.icon = icon
        self.kind = kind
        self.controls = controls
        self.range = range
        // Most screens have none of the rare parts: no box, and no parts made to find that out.
        if feature == nil && counterpart == nil && timers.isEmpty && allows.isEmpty {
            self.rare = nil
        } else {
            self.rare = RareParts(RareParts.Parts(feature: feature, counterpart: counterpart, timers: timers, allows: allows))
        }
    }
}

/// The parts of a screen that few screens have, shared between copies of
/// the screen and never changed in place (a change makes a new box), so a
/// copy of a screen is still a value. A box is never empty: `ScreenDecl`
/// keeps nil for a screen without these parts, so equality holds.
private final class RareParts: Hashable, Sendable {
    struct Parts: Hashable, Sendable {
        var feature: String?
        var counterpart: Reference?
        var timers: [TimerDecl] = []
        var allows: [AllowDecl] = []

        var isEmpty: Bool { feature == nil && counterpart == nil && timers.isEmpty && allows.isEmpty }
    }

    let parts: Parts

    init(_ parts: Parts) { self.parts = parts }

    static func == (a: RareParts, b: RareParts) -> Bool { a === b || a.parts == b.parts }
    func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}

/// `scene standard` or `scene assistive` and everything up to the next scene.
package struct SceneDecl: Hashable, Sendable {
    package var kind: SceneKind
    package var start: Reference?
    /// `entry` statements: screens the system opens directly, in the order written.
    package var entries: [EntryDecl] = []
    /// `task` statements inside the scene, in the order written.
    package var tasks: [TaskDecl] = []
    /// `limit` statements inside the scene; they win over the file's.
    package var limits: [LimitDecl] = []
    /// `allow` statements that cover the whole scene.
    package var allows: [AllowDecl] = []
    package var screens: [ScreenDecl] = []
    /// The `scene` statement.
    package var range: SourceRange

    /// A scene with everything a `scene` statement and the statements up to
    /// the next one can say.
    package init(kind: SceneKind, start: Reference? = nil, entries: [EntryDecl] = [], tasks: [TaskDecl] = [],
                limits: [LimitDecl] = [], allows: [AllowDecl] = [], screens: [ScreenDecl] = [], range: SourceRange) {
        self.kind = kind
        self.start = start
        self.entries = entries
        self.tasks = tasks
        self.limits = limits
        self.allows = allows
        self.screens = screens
        self.range = range
    }
}

/// A whole flow file as written.
public struct FlowFile: Hashable, Sendable {
    /// How many distinct words the parser numbered (see `Reference.symbol`).
    var symbolCount = 0
    package var app: String?
    package var tasks: [TaskDecl] = []
    /// `limit` statements before the first scene: they apply to every scene.
    package var limits: [LimitDecl] = []
    package var scenes: [SceneDecl] = []

    package init() {}

    /// A whole flow as another reader (the SwiftUI reader) builds it. Ids
    /// are resolved by name; only the flow parser numbers them for speed.
    package init(app: String? = nil, tasks: [TaskDecl] = [], limits: [LimitDecl] = [], scenes: [SceneDecl]) {
        self.app = app
        self.tasks = tasks
        self.limits = limits
        self.scenes = scenes
    }

    /// The scene of a kind, if the file has one.
    package func scene(_ kind: SceneKind) -> SceneDecl? {
        scenes.first { $0.kind == kind }
    }
}

/// The two kinds of scene a flow file can hold.
public enum SceneKind: String, Hashable, Comparable, Sendable, CaseIterable {
    /// The app as everyone uses it.
    case standard
    /// The distilled scene shown in Assistive Access.
    case assistive

    public static func < (a: SceneKind, b: SceneKind) -> Bool { a == .standard && b == .assistive }
}
