/// The standard scene of an app set beside its Assistive Access scene: what
/// the distillation kept, dropped and added, how the measurements and the
/// tasks changed, and which design principles each scene keeps.
///
/// ```swift
/// let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
/// let comparison = try Comparison(document)
/// comparison.screens.dropped   // ["home", "breaking", "share", "settings"]
/// ```
///
/// Screens are matched by id, tasks by name. The findings of each scene are
/// the ones `aaflow check` reports for it.
public struct Comparison: Sendable {
    /// The app as everyone uses it.
    package let standard: ComparedScene
    /// The distilled app shown in Assistive Access.
    package let assistive: ComparedScene
    /// The screens kept, dropped and added.
    package let screens: ScreenChanges
    /// Every task, with how it is done in each scene.
    package let tasks: [TaskComparison]
    /// Whether the two files were given in the other order (the assistive
    /// file first) and were compared the right way round.
    package let isSwapped: Bool
    /// Whether both scenes come from one file (`Comparison(_:)`).
    package let isOneFile: Bool

    /// Compares the standard and assistive scenes of one file.
    ///
    /// - Parameter rules: the rules that count findings and judge the
    ///   principles; the whole catalogue by default.
    /// - Throws: `.invalid` for a file with `flow.*` errors, `.noScene` or
    ///   `.onlyOneScene` for a file without both scenes.
    /// - Complexity: O(n) in the size of the file, plus the rules.
    /// The comparison of the two scenes of `document`, each checked by every rule.
    public init(_ document: FlowDocument) throws(ComparisonError) {
        try self.init(document, rules: RuleCatalog.all)
    }

    package init(_ document: FlowDocument, rules: [any Rule]) throws(ComparisonError) {
        guard document.isValid else { throw .invalid(paths: [document.source.path]) }
        guard let std = document.scene(.standard), let aa = document.scene(.assistive) else {
            if let only = document.scenes.first { throw .onlyOneScene(path: document.source.path, kind: only.kind) }
            throw .noScene(path: document.source.path)
        }
        let report = Checker.check(document, rules: rules)
        let specs = TaskSpec.matching(std.tasks, aa.tasks, fileTasks: document.syntax.tasks)
        self.init(standard: ComparedScene(document, std, report: report, tasks: specs.map(\.standardTarget), rules: rules),
                  assistive: ComparedScene(document, aa, report: report, tasks: specs.map(\.assistiveTarget), rules: rules),
                  taskNames: specs.map(\.name), isSwapped: false, isOneFile: true)
    }

    /// Compares the standard scene of one file with the assistive scene of
    /// another, standard first.
    ///
    /// When `standard` holds no standard scene but `assistive` does, and
    /// `standard` holds an assistive scene, the files were given the other
    /// way round: they are compared the right way and `isSwapped` is set.
    /// Tasks are those of both files matched by name (the k-th task of a name
    /// in one file with the k-th of that name in the other), the standard
    /// file's first, then the assistive file's other tasks. A task declared
    /// in one file only is measured in both scenes, at the screen it names.
    ///
    /// - Throws: `.invalid` naming every file with `flow.*` errors,
    ///   `.noScene` for a file without scenes, `.sameKind` when both files
    ///   hold only standard or only assistive scenes.
    public init(standard first: FlowDocument, assistive second: FlowDocument) throws(ComparisonError) {
        try self.init(standard: first, assistive: second, rules: RuleCatalog.all)
    }

    /// `init(standard:assistive:)` with a chosen set of rules.
    package init(standard first: FlowDocument, assistive second: FlowDocument,
                rules: [any Rule]) throws(ComparisonError) {
        let invalid = [first, second].filter { !$0.isValid }.map(\.source.path)
        guard invalid.isEmpty else { throw .invalid(paths: invalid) }
        for document in [first, second] where document.scenes.isEmpty {
            throw .noScene(path: document.source.path)
        }
        let stdDoc: FlowDocument
        let aaDoc: FlowDocument
        let swapped: Bool
        if first.scene(.standard) != nil && second.scene(.assistive) != nil {
            (stdDoc, aaDoc, swapped) = (first, second, false)
        } else if second.scene(.standard) != nil && first.scene(.assistive) != nil {
            (stdDoc, aaDoc, swapped) = (second, first, true)
        } else {
            // Neither order works, so each file holds one kind only, the same kind.
            throw .sameKind(first: first.source.path, second: second.source.path, kind: first.scenes[0].kind)
        }
        let std = stdDoc.scene(.standard)!
        let aa = aaDoc.scene(.assistive)!
        let specs = TaskSpec.matching(std.tasks, aa.tasks, fileTasks: stdDoc.syntax.tasks + aaDoc.syntax.tasks)
        self.init(
            standard: ComparedScene(stdDoc, std, report: Checker.check(stdDoc, only: .standard, rules: rules),
                                    tasks: specs.map(\.standardTarget), rules: rules),
            assistive: ComparedScene(aaDoc, aa, report: Checker.check(aaDoc, only: .assistive, rules: rules),
                                     tasks: specs.map(\.assistiveTarget), rules: rules),
            taskNames: specs.map(\.name), isSwapped: swapped, isOneFile: false)
    }

    private init(standard: ComparedScene, assistive: ComparedScene, taskNames: [String], isSwapped: Bool,
                 isOneFile: Bool) {
        self.standard = standard
        self.isOneFile = isOneFile
        self.assistive = assistive
        self.isSwapped = isSwapped
        screens = ScreenChanges(standard: standard.graph, assistive: assistive.graph)
        tasks = taskNames.indices.map {
            TaskComparison(name: taskNames[$0], standard: standard.tasks[$0], assistive: assistive.tasks[$0])
        }
    }

    /// Every measurement of both scenes, with the change, in report order:
    /// the metrics of the language spec, then the findings by severity.
    public var measures: [Measure] {
        let s = standard.metrics
        let a = assistive.metrics
        let sc = standard.counts
        let ac = assistive.counts
        return [
            Measure(key: "screens", label: "screens", standard: s.screens, assistive: a.screens),
            Measure(key: "reachableScreens", label: "reachable screens",
                    standard: s.reachableScreens, assistive: a.reachableScreens),
            Measure(key: "transitions", label: "transitions", standard: s.transitions, assistive: a.transitions),
            Measure(key: "features", label: "features", standard: s.features, assistive: a.features),
            Measure(key: "maxDepth", label: "max depth", standard: s.maxDepth, assistive: a.maxDepth),
            Measure(key: "maxDecisions", label: "max decisions per screen",
                    standard: s.maxDecisions, assistive: a.maxDecisions),
            Measure(key: "maxChoices", label: "max choices per screen",
                    standard: s.maxChoices, assistive: a.maxChoices),
            Measure(key: "destructiveActions", label: "destructive actions",
                    standard: s.destructiveActions, assistive: a.destructiveActions),
            Measure(key: "timedTransitions", label: "timed transitions",
                    standard: s.timedTransitions, assistive: a.timedTransitions),
            Measure(key: "errors", label: "errors", standard: sc.errors, assistive: ac.errors),
            Measure(key: "warnings", label: "warnings", standard: sc.warnings, assistive: ac.warnings),
            Measure(key: "notes", label: "notes", standard: sc.notes, assistive: ac.notes),
        ]
    }

    /// The message for standard error when the files were given the other way round.
    package var swapNote: String? {
        guard isSwapped else { return nil }
        let a = SafeText.clean(assistive.document.source.path)
        let s = SafeText.clean(standard.document.source.path)
        return "\(a) holds the assistive scene and \(s) the standard one, so the order was turned round: "
            + "standard \(s), assistive \(a)"
    }
}

/// One measurement of both scenes.
public struct Measure: Hashable, Sendable {
    /// The key in JSON, as in `check --format json`'s metrics.
    public var key: String
    /// The words in the text table.
    public var label: String
    public var standard: Int
    public var assistive: Int
    /// Assistive minus standard: negative when the distillation made it smaller.
    public var change: Int { assistive - standard }
}

/// Two screens that stand for each other, one in each scene.
package struct ScreenPair: Hashable, Sendable {
    package var standard: String
    package var assistive: String
    /// Whether a `for` attribute paired them (language 1.1), rather than equal ids.
    package var byFor: Bool
}

/// The screens of both scenes, matched by `for` first, then by id.
package struct ScreenChanges: Hashable, Sendable {
    /// The screens in both scenes, in the standard scene's declaration order.
    package var pairs: [ScreenPair]
    /// In the standard scene only, in its declaration order.
    package var dropped: [String]
    /// In the assistive scene only, in its declaration order.
    package var added: [String]

    /// The standard ids of the screens in both scenes.
    package var kept: [String] { pairs.map(\.standard) }

    package init(pairs: [ScreenPair], dropped: [String], added: [String]) {
        self.pairs = pairs
        self.dropped = dropped
        self.added = added
    }

    /// Screens matched by equal ids only.
    package init(kept: [String], dropped: [String], added: [String]) {
        self.init(pairs: kept.map { ScreenPair(standard: $0, assistive: $0, byFor: false) }, dropped: dropped, added: added)
    }

    /// Matches the screens of two scenes: a screen's `for ID` names its
    /// counterpart in the other scene (the assistive scene's first, then the
    /// standard scene's); the screens left are matched by equal ids.
    ///
    /// - Complexity: O(screens of both).
    package init(standard: SceneGraph, assistive: SceneGraph) {
        var stdPair = [Int](repeating: -1, count: standard.screens.count)
        var aaPair = [Int](repeating: -1, count: assistive.screens.count)
        var byFor = [Bool](repeating: false, count: standard.screens.count)
        for (j, screen) in assistive.screens.enumerated() {
            guard let other = screen.counterpart, let i = standard.index(of: other.name),
                  stdPair[i] < 0, aaPair[j] < 0 else { continue }
            (stdPair[i], aaPair[j], byFor[i]) = (j, i, true)
        }
        for (i, screen) in standard.screens.enumerated() {
            guard let other = screen.counterpart, let j = assistive.index(of: other.name),
                  stdPair[i] < 0, aaPair[j] < 0 else { continue }
            (stdPair[i], aaPair[j], byFor[i]) = (j, i, true)
        }
        for (i, screen) in standard.screens.enumerated() where stdPair[i] < 0 {
            guard let j = assistive.index(of: screen.id.name), aaPair[j] < 0 else { continue }
            (stdPair[i], aaPair[j]) = (j, i)
        }
        pairs = []
        dropped = []
        for (i, screen) in standard.screens.enumerated() {
            if stdPair[i] >= 0 {
                pairs.append(ScreenPair(standard: screen.id.name, assistive: assistive.screens[stdPair[i]].id.name,
                                        byFor: byFor[i]))
            } else {
                dropped.append(screen.id.name)
            }
        }
        added = assistive.screens.indices.filter { aaPair[$0] < 0 }.map { assistive.screens[$0].id.name }
    }
}
