/// The pieces of a scene that every report format shows, as JSON values:
/// the shared vocabulary of `check --format json` and `compare --format json`.
public enum ReportModel {
    public static func metrics(_ m: SceneMetrics) -> JSONValue {
        .object([
            ("screens", .int(m.screens)),
            ("reachableScreens", .int(m.reachableScreens)),
            ("transitions", .int(m.transitions)),
            ("maxDepth", .int(m.maxDepth)),
            ("maxDecisions", .int(m.maxDecisions)),
            ("maxChoices", .int(m.maxChoices)),
            ("features", .int(m.features)),
            ("destructiveActions", .int(m.destructiveActions)),
            ("timedTransitions", .int(m.timedTransitions)),
        ])
    }

    public static func counts(_ c: SeverityCounts) -> [(String, JSONValue)] {
        [("errors", .int(c.errors)), ("warnings", .int(c.warnings)), ("notes", .int(c.notes))]
    }

    public static func task(_ path: TaskPath, in scene: SceneGraph) -> JSONValue {
        .object([
            ("name", .string(path.name)),
            ("steps", .int(path.steps)),
            ("decisions", .int(path.decisions)),
            ("from", .string(scene.screens[path.from].id.name)),
            ("path", .array(path.screens.map { .string(scene.screens[$0].id.name) })),
        ])
    }

    public static func scene(_ scene: SceneGraph, counts: SeverityCounts) -> JSONValue {
        let screens: [JSONValue] = scene.screens.indices.map { i in
            let s = scene.screens[i]
            return .object([
                ("id", .string(s.id.name)),
                ("depth", .optional(scene.depth(of: i))),
                ("decisions", .int(scene.decisions[i])),
                ("choices", .int(scene.choices[i])),
                ("title", .optional(s.title)),
                ("icon", .optional(s.icon)),
                ("kind", .optional(s.kind?.rawValue)),
                ("feature", .optional(s.feature)),
                ("line", .int(s.range.start.line)),
            ])
        }
        return .object([
            ("kind", .string(scene.kind.rawValue)),
            ("start", .optional(scene.start.map { scene.screens[$0].id.name })),
            ("entries", .array(scene.entries.indices.map { n in
                .object([("screen", .string(scene.screens[scene.entries[n]].id.name)),
                         ("label", .string(scene.entryLabels[n]))])
            })),
            ("metrics", metrics(scene.metrics)),
            ("limits", .object(LimitName.allCases.map { ($0.rawValue, .int(scene.limits[$0])) })),
            ("features", .array(scene.features.map(JSONValue.string))),
            ("findings", .object(ReportModel.counts(counts))),
            ("screens", .array(screens)),
            ("tasks", .array(scene.taskPaths.map { task($0, in: scene) })),
        ])
    }

    /// - Parameter file: the finding's file, for reports of many files.
    public static func diagnostic(_ d: Diagnostic, file: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("rule", .string(d.id.rawValue))]
        if let file { pairs.append(("file", .string(file))) }
        // Which `flow.syntax` mistake it is; the id stays the contract.
        if let kind = d.syntaxKind { pairs.append(("kind", .string(kind.rawValue))) }
        pairs += [
            ("severity", .string(d.severity.rawValue)),
            ("line", .int(d.range.start.line)),
            ("column", .int(d.range.start.column)),
            ("endLine", .int(d.range.end.line)),
            ("endColumn", .int(d.range.end.column)),
            ("scene", .optional(d.scene?.rawValue)),
            ("screen", .optional(d.screen)),
            ("message", .string(d.message)),
            ("fix", .optional(d.fix)),
            ("allowed", .bool(d.isAllowed)),
        ]
        if let reason = d.allowedBecause { pairs.append(("allowedBecause", .string(reason))) }
        if !d.notes.isEmpty {
            pairs.append(("notes", .array(d.notes.map { note in
                .object([
                    ("message", .string(note.message)),
                    ("line", .optional(note.range?.start.line)),
                    ("column", .optional(note.range?.start.column)),
                ])
            })))
        }
        return .object(pairs)
    }
}
