/// The pieces of a scene that every report format shows, as JSON values:
/// the shared vocabulary of `check --format json` and `compare --format json`.
package enum ReportModel {
    package static func metrics(_ m: SceneMetrics) -> JSONValue {
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

    package static func counts(_ c: SeverityCounts) -> [(String, JSONValue)] {
        [("errors", .int(c.errors)), ("warnings", .int(c.warnings)), ("notes", .int(c.notes))]
    }

    package static func task(_ path: TaskPath, in scene: SceneGraph) -> JSONValue {
        .object([
            ("name", .string(path.name)),
            ("steps", .int(path.steps)),
            ("decisions", .int(path.decisions)),
            ("from", .string(scene.screens[path.from].id.name)),
            ("path", .array(path.screens.map { .string(scene.screens[$0].id.name) })),
        ])
    }

    package static func scene(_ scene: SceneGraph, counts: SeverityCounts) -> JSONValue {
        let screens: [JSONValue] = scene.screens.indices.map { screen($0, in: scene) }
        return .object([
            ("kind", .string(scene.kind.rawValue)),
            ("start", .optional(scene.start.map { scene.screens[$0].id.name })),
            ("entries", entries(scene)),
            ("metrics", metrics(scene.metrics)),
            ("limits", .object(LimitName.allCases.map { ($0.rawValue, .int(scene.limits[$0])) })),
            ("features", .array(scene.features.map(JSONValue.string))),
            ("findings", .object(ReportModel.counts(counts))),
            ("screens", .array(screens)),
            ("tasks", .array(scene.taskPaths.map { task($0, in: scene) })),
        ])
    }

    /// The same as `scene(_:counts:)`, written straight to `w` screen by
    /// screen and task by task (no value is made for any of them).
    ///
    /// Longer than most: it writes the fields in the order of `scene(_:counts:)`,
    /// one after the other, so that the two can be read side by side.
    static func writeScene(_ scene: SceneGraph, counts: SeverityCounts, to w: inout JSONStream) {
        w.beginObject()
        w.field("kind", scene.kind.rawValue)
        w.field("start", scene.start.map { scene.screens[$0].id.name })
        w.field("entries", objects: scene.entries.indices) { w, n in
            w.field("screen", scene.screens[scene.entries[n]].id.name)
            w.field("label", scene.entryLabels[n])
        }
        w.key("metrics")
        writeMetrics(scene.metrics, to: &w)
        w.key("limits")
        w.beginObject()
        for name in LimitName.allCases {
            w.dynamicKey(name.rawValue)
            w.value(scene.limits[name])
        }
        w.endObject()
        w.field("features", scene.features)
        w.key("findings")
        w.beginObject()
        writeCounts(counts, to: &w)
        w.endObject()
        w.key("screens")
        w.beginArray()
        // Field by field through the buffer: copying a whole screen would
        // retain and release each of its strings and arrays.
        scene.screens.withUnsafeBufferPointer { screens in
            for i in screens.indices {
                w.beginObject()
                w.field("id", screens[i].id.name)
                w.field("depth", scene.depth(of: i))
                w.field("decisions", scene.decisions[i])
                w.field("choices", scene.choices[i])
                w.field("title", screens[i].title)
                w.field("icon", screens[i].icon)
                w.field("kind", screens[i].kind?.rawValue)
                w.field("feature", screens[i].feature)
                w.field("line", screens[i].range.start.line)
                w.endObject()
            }
        }
        w.endArray()
        w.field("tasks", objects: scene.taskPaths) { w, t in
            w.field("name", t.name)
            w.field("steps", t.steps)
            w.field("decisions", t.decisions)
            w.field("from", scene.screens[t.from].id.name)
            w.field("path", t.screens.lazy.map { scene.screens[$0].id.name })
        }
        w.endObject()
    }

    /// The same as `metrics(_:)`, written to `w`.
    static func writeMetrics(_ m: SceneMetrics, to w: inout JSONStream) {
        w.beginObject()
        w.field("screens", m.screens)
        w.field("reachableScreens", m.reachableScreens)
        w.field("transitions", m.transitions)
        w.field("maxDepth", m.maxDepth)
        w.field("maxDecisions", m.maxDecisions)
        w.field("maxChoices", m.maxChoices)
        w.field("features", m.features)
        w.field("destructiveActions", m.destructiveActions)
        w.field("timedTransitions", m.timedTransitions)
        w.endObject()
    }

    /// The fields of `counts(_:)`, written into the object open in `w`.
    static func writeCounts(_ c: SeverityCounts, to w: inout JSONStream) {
        w.field("errors", c.errors)
        w.field("warnings", c.warnings)
        w.field("notes", c.notes)
    }

    /// The same as `diagnostic(_:file:)`, written to `w`.
    static func writeDiagnostic(_ d: Diagnostic, file: String? = nil, withBaseline: Bool = false, to w: inout JSONStream) {
        w.beginObject()
        w.field("rule", d.id.rawValue)
        if let file {
            w.field("file", file)
        }
        if let kind = d.syntaxKind {
            w.field("kind", kind.rawValue)
        }
        w.field("severity", d.severity.rawValue)
        w.field("line", d.range.start.line)
        w.field("column", d.range.start.column)
        w.field("endLine", d.range.end.line)
        w.field("endColumn", d.range.end.column)
        w.field("scene", d.scene?.rawValue)
        w.field("screen", d.screen)
        w.field("message", d.message)
        w.field("fix", d.fix)
        w.field("allowed", d.isAllowed)
        if let reason = d.allowedBecause {
            w.field("allowedBecause", reason)
        }
        if withBaseline {
            w.field("baselined", d.isBaselined)
        }
        if !d.notes.isEmpty {
            w.field("notes", objects: d.notes) { w, note in
                w.field("message", note.message)
                w.field("line", note.range?.start.line)
                w.field("column", note.range?.start.column)
            }
        }
        w.endObject()
    }

    private static func entries(_ scene: SceneGraph) -> JSONValue {
        .array(scene.entries.indices.map { n in
            .object([("screen", .string(scene.screens[scene.entries[n]].id.name)),
                     ("label", .string(scene.entryLabels[n]))])
        })
    }

    private static func screen(_ i: Int, in scene: SceneGraph) -> JSONValue {
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

    /// - Parameter file: the finding's file, for reports of many files.
    package static func diagnostic(_ d: Diagnostic, file: String? = nil, withBaseline: Bool = false) -> JSONValue {
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
        if withBaseline { pairs.append(("baselined", .bool(d.isBaselined))) }
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

    /// A finding a baseline records and that is no longer found, as JSON
    /// gives it in a file's `fixedSinceBaseline`.
    package static func fixed(_ f: Fingerprint) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("rule", .string(f.rule)), ("file", .string(f.file))]
        if let scene = f.scene { pairs.append(("scene", .string(scene))) }
        if let screen = f.screen { pairs.append(("screen", .string(screen))) }
        if let control = f.control { pairs.append(("control", .string(control))) }
        if let message = f.message { pairs.append(("message", .string(message))) }
        return .object(pairs)
    }
}
