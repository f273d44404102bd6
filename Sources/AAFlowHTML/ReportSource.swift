import AAFlow
import AAFlowSwiftUI

/// One flow to review, and where it comes from: a flow file as written, or
/// the flow extracted from a SwiftUI project with its audit.
struct ReportSource {
    var document: FlowDocument
    var origin: ReportPage.Origin = .flowFile
    /// Where a finding is in the project's Swift files (nil for a flow file).
    var sourceLocation: (@Sendable (Diagnostic) -> String?)?
    /// The report already made (a project's audit, with its project checks).
    var report: FileReport?

    /// Each input path read: a flow file, every flow below a folder, standard
    /// input, or a SwiftUI project; or why it cannot be read.
    static func read(_ inputs: ReportPage.Inputs) -> [Result<ReportSource, InputError>] {
        var out: [Result<ReportSource, InputError>] = []
        for path in inputs.paths {
            guard path != "-", ProjectInput.isProject(path, forced: inputs.swift) else {
                out += FlowInputs.read([path], standardInput: inputs.standardInput).map { result in
                    result.map { ReportSource(document: FlowDocument($0, ruleIDs: RuleCatalog.ids)) }
                }
                continue
            }
            out.append(project(path))
        }
        return out
    }

    /// A SwiftUI project as `aaflow audit` reads it, each finding at its Swift line.
    static func project(_ path: String) -> Result<ReportSource, InputError> {
        ProjectInput.audit(path).mapError { InputError(path: $0.path, reason: $0.reason) }.map { audit in
            let document = audit.report.document
            return ReportSource(
                document: document, origin: .swiftProject(folder: path),
                sourceLocation: { d in
                    d.range.file == .first ? nil : "\(document.source(of: d.range).path):\(d.range.start.line)"
                },
                report: audit.report)
        }
    }

    /// The flow checked, drawn and compared for the page, and a warning for
    /// each diagram that failed.
    func entry(drawing: ReportPage.Drawing) -> (ReportPage.Entry, [String]) {
        let report = self.report ?? Checker.check(document)
        var entry = ReportPage.Entry(report: report, origin: origin, sourceLocation: sourceLocation)
        var warnings: [String] = []
        guard document.isValid else { return (entry, warnings) }
        let path = SafeText.clean(document.source.path)
        for scene in report.scenes {
            let (diagram, failure) = Self.draw(.scene(scene, report: report), drawing,
                                               failed: "the diagram could not be drawn")
            entry.diagrams[scene.kind] = diagram
            if let failure { warnings.append("\(path): the \(scene.kind.rawValue) scene could not be drawn: \(failure)") }
        }
        if document.scene(.standard) != nil, document.scene(.assistive) != nil,
           let comparison = try? Comparison(document) {
            entry.comparison = comparison
            let (diagram, failure) = Self.draw(.comparison(comparison), drawing,
                                               failed: "the side-by-side diagram could not be drawn")
            entry.comparisonDiagram = diagram
            if let failure { warnings.append("\(path): the side-by-side diagram could not be drawn: \(failure)") }
        }
        return (entry, warnings)
    }

    /// One diagram, or why there is none; and the reason it failed, when
    /// drawing was possible but failed.
    static func draw(_ request: ReportPage.DiagramRequest, _ drawing: ReportPage.Drawing,
                     failed: String) -> (ReportPage.Diagram, String?) {
        switch drawing {
        case .unavailable(let why):
            return (.unavailable(why), nil)
        case .svg(let draw):
            switch draw(request) {
            case .success(let svg): return (.svg(svg), nil)
            case .failure(let f): return (.unavailable("\(failed): \(f.reason)"), f.reason)
            }
        }
    }
}
