/// The findings for one flow file, language errors included.
public struct FileReport: Sendable {
    package let document: FlowDocument
    /// The scenes that were checked (all, or the one `--scene` names), in file order.
    package let scenes: [SceneGraph]
    /// Language errors and rule findings, by line then column.
    public let diagnostics: [Diagnostic]
    /// Whether the flow was read from an app's code (`audit`) rather than a flow file.
    package var isFromCode = false
    /// For a project (`audit`): how many View types that look like screens a scene reaches, of how many.
    package var screenTypes: (placed: Int, total: Int)?
    /// Whether the findings were held against a baseline (`--baseline`):
    /// then reports say of each whether it is baselined.
    package var usesBaseline = false
    /// What the baseline records that is no longer found in this file:
    /// fixed since, each as many times as it went (a note in reports).
    package var fixedSinceBaseline: [Fingerprint] = []

    package init(document: FlowDocument, scenes: [SceneGraph], diagnostics: [Diagnostic], isFromCode: Bool = false) {
        self.document = document
        self.scenes = scenes
        self.diagnostics = diagnostics
        self.isFromCode = isFromCode
    }

    package var path: String { document.source.path }
    /// Whether the file is free of language errors (`flow.*`), a scene asked
    /// for and missing included.
    public var isValid: Bool { document.isValid && !diagnostics.contains { $0.isLanguageError } }

    /// Counts for the whole file, allowed and baselined findings left out.
    public var counts: SeverityCounts { SeverityCounts(diagnostics) }

    /// Counts for one scene, allowed findings left out.
    package func counts(for kind: SceneKind) -> SeverityCounts {
        SeverityCounts(diagnostics.lazy.filter { $0.scene == kind })
    }
}

/// Runs the rules on every scene of a document and applies its `allow`
/// statements; `Analysis` is the entry point, this its shorthand.
public enum Checker {
    /// Checks a document: `Analysis(rules:only:).run(document)`.
    ///
    /// An invalid document (with `flow.*` errors) is not checked: its report
    /// holds the language errors alone.
    ///
    /// - Parameters:
    ///   - only: check only the scene of this kind.
    ///   - rules: the rules to run; the whole catalogue by default.
    public static func check(_ document: FlowDocument, only: SceneKind? = nil) -> FileReport {
        check(document, only: only, rules: RuleCatalog.all)
    }

    /// `check(_:only:)` with a chosen set of rules (the tests run one rule alone).
    package static func check(_ document: FlowDocument, only: SceneKind? = nil, rules: [any Rule]) -> FileReport {
        Analysis(rules: rules, only: only).run(document)
    }

    /// Marks the findings that `allow` statements accept, and warns of every
    /// `allow` that accepts none. In a flow file (`isFlowText`) the warning's
    /// fix deletes the statement's line.
    ///
    /// - Complexity: O(findings + allows): the first `allow` of each rule is
    ///   looked up by rule id, per screen and for the scene.
    static func applyAllows(_ findings: [Diagnostic], scene: SceneGraph, isFlowText: Bool = false) -> [Diagnostic] {
        var out = findings
        var used: Set<SourceRange> = []
        var sceneAllows: [String: AllowDecl] = [:]
        for allow in scene.decl.allows where sceneAllows[allow.rule] == nil {
            sceneAllows[allow.rule] = allow
        }
        var screenAllows: [String: [String: AllowDecl]] = [:]
        for screen in scene.screens where !screen.allows.isEmpty {
            var byRule: [String: AllowDecl] = [:]
            for allow in screen.allows where byRule[allow.rule] == nil { byRule[allow.rule] = allow }
            screenAllows[screen.id.name] = byRule
        }
        for i in out.indices {
            let rule = out[i].id.rawValue
            let local = out[i].screen.flatMap { screenAllows[$0]?[rule] }
            if let allow = local ?? sceneAllows[rule] {
                out[i].allowedBecause = allow.reason
                used.insert(allow.range)
            }
        }
        let every = scene.decl.allows + scene.screens.flatMap(\.allows)
        for (n, allow) in every.enumerated() where !used.contains(allow.range) {
            out.append(Diagnostic(
                id: .unusedAllow, severity: .warning, range: allow.range,
                message: Message.unusedAllow(rule: allow.rule, onScreen: n >= scene.decl.allows.count),
                fix: Fix("remove the `allow` statement, so that a problem that comes back later is not hidden",
                         edits: isFlowText && allow.range.file == .first ? [.delete(wholeLine(allow.range))] : []),
                scene: scene.kind))
        }
        return out
    }
}

extension Checker {
    /// The whole line of `range`, its line break included: what removing a
    /// statement deletes.
    static func wholeLine(_ range: SourceRange) -> SourceRange {
        SourceRange(start: SourceLocation(line: range.start.line, column: 1),
                    end: SourceLocation(line: range.start.line + 1, column: 1), file: range.file)
    }
}

extension Checker {
    /// What the checker says of `allow` statements, as values.
    package enum Message: DiagnosticMessage {
        /// An `allow` of a scene (or, `onScreen`, of a screen) that accepts nothing.
        case unusedAllow(rule: String, onScreen: Bool)

        package var text: String {
            switch self {
            case .unusedAllow(let rule, let onScreen):
                return "`allow \(rule)` accepts nothing: the rule finds no problem in \(onScreen ? "this screen" : "this scene")"
            }
        }
    }
}
