/// `aaflow check --format json`: every file, its scenes with their
/// measurements, and every diagnostic.
public struct JSONReporter: Reporter, Sendable {
    /// Whether each file also carries the review checklist of its
    /// Assistive Access scene (`--checklist`).
    package var includeChecklist: Bool

    /// The file of each finding, for reports whose findings lie in many
    /// files (`audit`): JSON then gives each diagnostic a `"file"`.
    package var fileOfFinding: (@Sendable (FileReport, SourceRange) -> String)?

    public init(includeChecklist: Bool = false, fileOfFinding: (@Sendable (FileReport, SourceRange) -> String)? = nil) {
        self.includeChecklist = includeChecklist
        self.fileOfFinding = fileOfFinding
    }

    public func report(_ files: [FileReport]) -> String {
        String(decoding: reportBytes(files), as: UTF8.self)
    }

    /// Writes the report file by file, scene by scene and diagnostic by
    /// diagnostic to `out`: no tree, string or array of the whole report.
    package func write(_ files: [FileReport], to out: inout ByteWriter) {
        JSONStream.write(to: &out) { w in
            var total = SeverityCounts()
            var allowed = 0
            var baselined = 0
            var fixed = 0
            let withBaseline = files.contains { $0.usesBaseline }
            w.beginObject()
            w.field("version", 1)
            w.key("files")
            w.beginArray()
            for file in files {
                w.beginObject()
                w.field("path", file.path)
                w.field("app", file.document.syntax.app)
                w.field("valid", file.isValid)
                if let types = file.screenTypes {
                    w.field("placed", types.placed)
                    w.field("screenTypes", types.total)
                }
                w.key("scenes")
                w.beginArray()
                if file.isValid {
                    for scene in file.scenes {
                        ReportModel.writeScene(scene, counts: file.counts(for: scene.kind), to: &w)
                    }
                }
                w.endArray()
                w.key("diagnostics")
                w.beginArray()
                for d in file.diagnostics {
                    total.add(d)
                    if d.isAllowed { allowed += 1 } else if d.isBaselined { baselined += 1 }
                    ReportModel.writeDiagnostic(d, file: fileOfFinding.map { $0(file, d.range) },
                                                withBaseline: file.usesBaseline, to: &w)
                }
                w.endArray()
                if file.usesBaseline {
                    w.key("fixedSinceBaseline")
                    w.beginArray()
                    for f in file.fixedSinceBaseline { w.value(ReportModel.fixed(f)) }
                    w.endArray()
                    fixed += file.fixedSinceBaseline.count
                }
                if includeChecklist {
                    w.key("checklist")
                    w.beginArray()
                    for item in Checklist.review(file) { w.value(item.json) }
                    w.endArray()
                }
                w.endObject()
            }
            w.endArray()
            w.key("summary")
            w.beginObject()
            ReportModel.writeCounts(total, to: &w)
            w.field("allowed", allowed)
            if withBaseline {
                w.field("baselined", baselined)
                w.field("fixedSinceBaseline", fixed)
            }
            w.endObject()
            w.endObject()
        }
    }

    /// The report made the way it was before it was streamed: one tree of
    /// values, then one string. Kept for the test that compares both.
    func treeReport(_ files: [FileReport]) -> String {
        var total = SeverityCounts()
        var allowed = 0
        var baselined = 0
        var fixed = 0
        let withBaseline = files.contains { $0.usesBaseline }
        let entries: [JSONValue] = files.map { file in
            total = total + file.counts
            allowed += file.diagnostics.filter(\.isAllowed).count
            baselined += file.diagnostics.filter { !$0.isAllowed && $0.isBaselined }.count
            fixed += file.fixedSinceBaseline.count
            let scenes: [JSONValue] = file.isValid
                ? file.scenes.map { ReportModel.scene($0, counts: file.counts(for: $0.kind)) }
                : []
            var pairs: [(String, JSONValue)] = [
                ("path", .string(file.path)),
                ("app", .optional(file.document.syntax.app)),
                ("valid", .bool(file.isValid)),
            ]
            if let types = file.screenTypes {
                pairs += [("placed", .int(types.placed)), ("screenTypes", .int(types.total))]
            }
            pairs += [
                ("scenes", .array(scenes)),
                ("diagnostics", .array(file.diagnostics.map { d in
                    ReportModel.diagnostic(d, file: fileOfFinding.map { $0(file, d.range) }, withBaseline: file.usesBaseline)
                })),
            ]
            if file.usesBaseline {
                pairs.append(("fixedSinceBaseline", .array(file.fixedSinceBaseline.map(ReportModel.fixed))))
            }
            if includeChecklist {
                pairs.append(("checklist", .array(Checklist.review(file).map(\.json))))
            }
            return .object(pairs)
        }
        let summary = JSONValue.object(ReportModel.counts(total) + [("allowed", .int(allowed))]
            + (withBaseline ? [("baselined", .int(baselined)), ("fixedSinceBaseline", .int(fixed))] : []))
        return JSONValue.object([
            ("version", 1),
            ("files", .array(entries)),
            ("summary", summary),
        ]).serialized()
    }
}
