/// `aaflow compare --format json`: both scenes with their measurements,
/// findings and principle verdicts, the change, the screens kept, dropped and
/// added, and every task in both scenes.
///
/// Keys come in a fixed order and lists in declaration order, so the same
/// input gives the same bytes. An invalid file gives the same keys, with
/// `valid` false, its `flow.*` diagnostics under `files`, and null for what
/// could not be compared.
public struct ComparisonJSONReporter: Sendable {
    public init() {}

    /// The report of a comparison.
    public func report(_ c: Comparison) -> String {
        String(decoding: reportBytes(c), as: UTF8.self)
    }

    /// The report as UTF-8, written piece by piece into one buffer: the
    /// same bytes as `value(c).serialized()` without the tree of the whole.
    public func reportBytes(_ c: Comparison) -> [UInt8] {
        var w = JSONStream()
        w.beginObject()
        w.field("version", 1)
        w.field("valid", true)
        w.field("swapped", .bool(c.isSwapped))
        w.key("files")
        w.beginArray()
        if c.isOneFile {
            w.value(file(c.standard.document, diagnostics: (c.standard.findings + c.assistive.findings)
                .sorted(by: Diagnostic.reportOrder)))
        } else {
            let order = c.isSwapped ? [c.assistive, c.standard] : [c.standard, c.assistive]
            for s in order { w.value(file(s.document, diagnostics: s.findings)) }
        }
        w.endArray()
        w.field("standard", scene(c.standard))
        w.field("assistive", scene(c.assistive))
        w.field("change", .object(c.measures.map { ($0.key, .int($0.change)) }))
        w.key("screens")
        w.beginObject()
        w.key("kept")
        w.beginArray()
        for pair in c.screens.pairs {
            w.value(pair.standard == pair.assistive ? .string(pair.standard) : .object([
                ("standard", .string(pair.standard)),
                ("assistive", .string(pair.assistive)),
                ("by", .string(pair.byFor ? "for" : "id")),
            ]))
        }
        w.endArray()
        w.key("dropped")
        w.beginArray()
        for id in c.screens.dropped { w.value(.string(id)) }
        w.endArray()
        w.key("added")
        w.beginArray()
        for id in c.screens.added { w.value(.string(id)) }
        w.endArray()
        w.endObject()
        w.key("tasks")
        w.beginArray()
        for task in c.tasks {
            w.value(.object([
                ("name", .string(task.name)),
                ("standard", outcome(task.standard)),
                ("assistive", outcome(task.assistive)),
            ]))
        }
        w.endArray()
        w.field("summary", .object(ReportModel.counts(c.standard.counts + c.assistive.counts)))
        w.endObject()
        return w.finish()
    }

    /// The report of files that could not be compared because they are
    /// invalid: every file with its `flow.*` diagnostics.
    public func invalid(_ documents: [FlowDocument]) -> String {
        invalidValue(documents).serialized()
    }

    /// The report of a comparison as a JSON value.
    public func value(_ c: Comparison) -> JSONValue {
        let files: [JSONValue]
        if c.isOneFile {
            files = [file(c.standard.document, diagnostics: (c.standard.findings + c.assistive.findings)
                .sorted(by: Diagnostic.reportOrder))]
        } else {
            let std = file(c.standard.document, diagnostics: c.standard.findings)
            let aa = file(c.assistive.document, diagnostics: c.assistive.findings)
            files = c.isSwapped ? [aa, std] : [std, aa]
        }
        let measures = c.measures
        return JSONValue.object([
            ("version", 1),
            ("valid", true),
            ("swapped", .bool(c.isSwapped)),
            ("files", .array(files)),
            ("standard", scene(c.standard)),
            ("assistive", scene(c.assistive)),
            ("change", .object(measures.map { ($0.key, .int($0.change)) })),
            ("screens", .object([
                ("kept", .array(c.screens.pairs.map { pair in
                    pair.standard == pair.assistive ? .string(pair.standard) : .object([
                        ("standard", .string(pair.standard)),
                        ("assistive", .string(pair.assistive)),
                        ("by", .string(pair.byFor ? "for" : "id")),
                    ])
                })),
                ("dropped", .array(c.screens.dropped.map(JSONValue.string))),
                ("added", .array(c.screens.added.map(JSONValue.string))),
            ])),
            ("tasks", .array(c.tasks.map { task in
                .object([
                    ("name", .string(task.name)),
                    ("standard", outcome(task.standard)),
                    ("assistive", outcome(task.assistive)),
                ])
            })),
            ("summary", .object(ReportModel.counts(c.standard.counts + c.assistive.counts))),
        ])
    }

    /// The report of invalid files as a JSON value.
    public func invalidValue(_ documents: [FlowDocument]) -> JSONValue {
        let counts = documents.reduce(SeverityCounts()) { $0 + SeverityCounts($1.diagnostics) }
        return JSONValue.object([
            ("version", 1),
            ("valid", false),
            ("swapped", false),
            ("files", .array(documents.map { file($0, diagnostics: $0.diagnostics) })),
            ("standard", .null),
            ("assistive", .null),
            ("change", .null),
            ("screens", .null),
            ("tasks", .null),
            ("summary", .object(ReportModel.counts(counts))),
        ])
    }

    func file(_ document: FlowDocument, diagnostics: [Diagnostic]) -> JSONValue {
        .object([
            ("path", .string(document.source.path)),
            ("app", .optional(document.syntax.app)),
            ("valid", .bool(document.isValid)),
            ("diagnostics", .array(diagnostics.map { ReportModel.diagnostic($0) })),
        ])
    }

    func scene(_ s: ComparedScene) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("path", .string(s.path)),
            ("start", .optional(s.startID)),
            ("metrics", ReportModel.metrics(s.metrics)),
        ]
        pairs += ReportModel.counts(s.counts)
        pairs += [
            ("features", .array(s.graph.features.map(JSONValue.string))),
            ("principles", .array(s.principles.map { v in
                .object([
                    ("principle", .int(v.principle.rawValue)),
                    ("name", .string(v.principle.title)),
                    ("verdict", .string(v.verdict.rawValue)),
                    ("rules", .array(v.breakingRules.map(JSONValue.string))),
                    ("allowed", .array(v.allowedRules.map(JSONValue.string))),
                ])
            })),
        ]
        return .object(pairs)
    }

    func outcome(_ o: TaskOutcome) -> JSONValue {
        guard let m = o.measure else { return .null }
        return .object([
            ("steps", .int(m.steps)),
            ("decisions", .int(m.decisions)),
            ("path", .array(m.path.map(JSONValue.string))),
        ])
    }
}
