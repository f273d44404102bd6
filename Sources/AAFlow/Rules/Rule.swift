/// The six design principles of Assistive Access.
public enum Principle: Int, Hashable, Sendable, CaseIterable, Comparable {
    case distill = 1
    case controls
    case representation
    case navigation
    case safety
    case timing

    public static func < (a: Principle, b: Principle) -> Bool { a.rawValue < b.rawValue }

    /// The principle's name, as Apple words it.
    public var title: String {
        switch self {
        case .distill: return "Distill to core functionality"
        case .controls: return "Clear, prominent controls"
        case .representation: return "Multiple representations"
        case .navigation: return "Intuitive navigation"
        case .safety: return "Safe interactions"
        case .timing: return "No timed interactions"
        }
    }

    /// "1 Distill to core functionality"
    public var numberedTitle: String { "\(rawValue) \(title)" }
}

/// Everything there is to know about a rule, in one place: the catalogue,
/// `aaflow rules`, SARIF, `docs/rules.md` and the example tests read it.
public struct RuleDescription: Sendable {
    /// The public id, such as `navigation.custom-back`; it never changes meaning.
    public var id: String
    /// A short name in words, such as "Custom back button".
    public var name: String
    /// The principle it upholds; nil for rules about the flow itself.
    public var principle: Principle?
    /// The severity in each kind of scene; a kind that is missing is not checked.
    public var severities: [SceneKind: Severity]
    /// One line: what it finds.
    public var summary: String
    /// Why it matters, in a sentence or two.
    public var rationale: String
    /// How to fix it, in SwiftUI terms where an API applies.
    public var fix: String
    /// What counts and what does not, where a designer could wonder: the
    /// edge cases the rule decides one way or the other.
    public var details: [String]
    /// Related WCAG 2.2 success criteria, such as "2.2.1 Timing Adjustable".
    public var wcag: [String]
    /// Flows that trigger the rule. A line marked with `↓` at its start (the
    /// marker is removed before parsing) is where a finding is expected.
    public var triggering: [String]
    /// Flows that do not trigger it.
    public var nonTriggering: [String]

    public init(id: String, name: String, principle: Principle?, severities: [SceneKind: Severity],
                summary: String, rationale: String, fix: String, details: [String] = [], wcag: [String],
                triggering: [String], nonTriggering: [String]) {
        self.id = id
        self.name = name
        self.principle = principle
        self.severities = severities
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.details = details
        self.wcag = wcag
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// What a rule sees while it checks one scene, and where it puts its findings.
package struct RuleContext {
    package let document: FlowDocument
    package let scene: SceneGraph
    /// The rule's severity in this scene.
    package let severity: Severity
    /// What is known of the app project (`ProjectFacts.none` for a flow file alone).
    package let project: ProjectFacts
    let ruleID: String
    var findings: [Diagnostic] = []
    /// The statements as written, for fixes that edit them.
    let statements: StatementReader

    init(document: FlowDocument, scene: SceneGraph, severity: Severity, ruleID: String, project: ProjectFacts = .none,
         statements: StatementReader? = nil) {
        self.document = document
        self.scene = scene
        self.severity = severity
        self.ruleID = ruleID
        self.project = project
        self.statements = statements ?? StatementReader(document)
    }

    /// Reports a finding at `range`, about `screen` (an index) where there
    /// is one. The message is a typed value (the rule's own `Message`), so
    /// that tests and tools can match on it; the words are its `text`.
    ///
    /// - Parameter edits: the edits that make the fix, when the rule is sure
    ///   of them (editors and SARIF apply them); none when only words can say it.
    package mutating func report<M: DiagnosticMessage>(_ message: M, at range: SourceRange, screen: Int? = nil, fix: String,
                                                      edits: [TextEdit] = [], notes: [Diagnostic.Note] = []) {
        findings.append(Diagnostic(
            id: DiagnosticID(ruleID), severity: severity, range: range, message: message,
            fix: Fix(fix, edits: edits), notes: notes,
            scene: scene.kind, screen: screen.map { scene.screens[$0].id.name }))
    }
}

/// A check of one principle on a scene graph. One rule, one file.
package protocol Rule: Sendable {
    /// The rule's id, principle, severities, documentation and examples.
    var description: RuleDescription { get }
    /// Looks at one scene and reports its findings into the context.
    func check(_ context: inout RuleContext)
}
