/// `aaflow compare --format json`: both scenes with their measurements,
/// findings and principle verdicts, the change, the screens kept, dropped and
/// added, and every task in both scenes.
///
/// Keys come in a fixed order and lists in declaration order, so the same
/// input gives the same bytes. An invalid file gives the same keys, with
/// `valid` false, its `flow.*` diagnostics under `files`, and null for what
/// could not be compared.
package struct ComparisonJSONReporter: Sendable {
    package init() {}

    /// The report of a comparison.
    package func report(_ c: Comparison) -> String {
        String(decoding: reportBytes(c), as: UTF8.self)
    }

    /// The report as UTF-8 in one array (tests; the command line streams
    /// it with `write(_:to:)`).
    package func reportBytes(_ c: Comparison) -> [UInt8] {
        ByteWriter.collect { write(c, to: &$0) }
    }

    /// Writes the report to `out` piece by piece: the same bytes as
    /// `value(c).serialized()` without the tree of the whole.
    package func write(_ c: Comparison, to out: inout ByteWriter) {
        JSONStream.write(to: &out) { w in
            w.beginObject()
            w.field("version", 1)
            w.field("valid", true)
            w.field("swapped", c.isSwapped)
            w.key("files")
            w.beginArray()
            if c.isOneFile {
                writeFile(c.standard.document, diagnostics: (c.standard.findings + c.assistive.findings)
                    .sorted(by: Diagnostic.reportOrder), to: &w)
            } else {
                let order = c.isSwapped ? [c.assistive, c.standard] : [c.standard, c.assistive]
                for s in order { writeFile(s.document, diagnostics: s.findings, to: &w) }
            }
            w.endArray()
            w.field("standard", scene(c.standard))
            w.field("assistive", scene(c.assistive))
            w.key("change")
            w.beginObject()
            for m in c.measures {
                w.dynamicKey(m.key)
                w.value(m.change)
            }
            w.endObject()
            w.key("screens")
            w.beginObject()
            w.key("kept")
            w.beginArray()
            for pair in c.screens.pairs {
                if pair.standard == pair.assistive {
                    w.value(pair.standard)
                } else {
                    w.beginObject()
                    w.field("standard", pair.standard)
                    w.field("assistive", pair.assistive)
                    w.field("by", pair.byFor ? "for" : "id")
                    w.endObject()
                }
            }
            w.endArray()
            w.field("dropped", c.screens.dropped)
            w.field("added", c.screens.added)
            w.endObject()
            w.field("tasks", objects: c.tasks) { w, task in
                w.field("name", task.name)
                w.field("standard", outcome(task.standard))
                w.field("assistive", outcome(task.assistive))
            }
            w.key("summary")
            w.beginObject()
            ReportModel.writeCounts(c.standard.counts + c.assistive.counts, to: &w)
            w.endObject()
            w.endObject()
        }
    }

    /// The report of files that could not be compared because they are
    /// invalid: every file with its `flow.*` diagnostics.
    package func invalid(_ documents: [FlowDocument]) -> String {
        String(decoding: ByteWriter.collect { writeInvalid(documents, to: &$0) }, as: UTF8.self)
    }

    /// Writes the report of invalid files to `out`: the same bytes as
    /// `invalidValue(documents).serialized()`.
    package func writeInvalid(_ documents: [FlowDocument], to out: inout ByteWriter) {
        JSONStream.write(to: &out) { w in
            let counts = documents.reduce(SeverityCounts()) { $0 + SeverityCounts($1.diagnostics) }
            w.beginObject()
            w.field("version", 1)
            w.field("valid", false)
            w.field("swapped", false)
            w.key("files")
            w.beginArray()
            for d in documents { writeFile(d, diagnostics: d.diagnostics, to: &w) }
            w.endArray()
            for key: StaticString in ["standard", "assistive", "change", "screens", "tasks"] {
                w.key(key)
                w.null()
            }
            w.key("summary")
            w.beginObject()
            ReportModel.writeCounts(counts, to: &w)
            w.endObject()
            w.endObject()
        }
    }

    /// The same as `file(_:diagnostics:)`, written to `w` diagnostic by diagnostic.
    func writeFile(_ document: FlowDocument, diagnostics: [Diagnostic], to w: inout JSONStream) {
        w.beginObject()
        w.field("path", document.source.path)
        w.field("app", document.syntax.app)
        w.field("valid", document.isValid)
        w.key("diagnostics")
        w.beginArray()
        for d in diagnostics { ReportModel.writeDiagnostic(d, to: &w) }
        w.endArray()
        w.endObject()
    }

    /// The report of a comparison as a JSON value.
    package func value(_ c: Comparison) -> JSONValue {
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
    package func invalidValue(_ documents: [FlowDocument]) -> JSONValue {
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
