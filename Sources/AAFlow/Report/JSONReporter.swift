/// `aaflow check --format json`: every file, its scenes with their
/// measurements, and every diagnostic.
public struct JSONReporter: Reporter {
    /// Whether each file also carries the review checklist of its
    /// Assistive Access scene (`--checklist`).
    public var includeChecklist: Bool

    /// The file of each finding, for reports whose findings lie in many
    /// files (`audit`): JSON then gives each diagnostic a `"file"`.
    public var fileOfFinding: (@Sendable (FileReport, SourceRange) -> String)?

    public init(includeChecklist: Bool = false, fileOfFinding: (@Sendable (FileReport, SourceRange) -> String)? = nil) {
        self.includeChecklist = includeChecklist
        self.fileOfFinding = fileOfFinding
    }

    public func report(_ files: [FileReport]) -> String {
        var total = SeverityCounts()
        var allowed = 0
        let entries: [JSONValue] = files.map { file in
            total = total + file.counts
            allowed += file.diagnostics.filter(\.isAllowed).count
            let scenes: [JSONValue] = file.isValid
                ? file.scenes.map { ReportModel.scene($0, counts: file.counts(for: $0.kind)) }
                : []
            var pairs: [(String, JSONValue)] = [
                ("path", .string(file.path)),
                ("app", .optional(file.document.syntax.app)),
                ("valid", .bool(file.isValid)),
                ("scenes", .array(scenes)),
                ("diagnostics", .array(file.diagnostics.map { d in
                    ReportModel.diagnostic(d, file: fileOfFinding.map { $0(file, d.range) })
                })),
            ]
            if includeChecklist {
                pairs.append(("checklist", .array(Checklist.review(file).map(\.json))))
            }
            return .object(pairs)
        }
        let summary = JSONValue.object(ReportModel.counts(total) + [("allowed", .int(allowed))])
        return JSONValue.object([
            ("version", 1),
            ("files", .array(entries)),
            ("summary", summary),
        ]).serialized()
    }
}
