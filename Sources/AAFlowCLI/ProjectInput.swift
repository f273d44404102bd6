import AAFlow
import AAFlowSwiftUI

extension ProjectInput {
    /// A project's audit, or why it cannot be read, as the commands report a bad input.
    static func auditInput(_ path: String) -> Result<Audit, InputError> {
        audit(path).mapError { InputError(path: $0.path, reason: $0.reason) }
    }

    /// The flow of a path: a flow file as it is, a project as extracted.
    static func document(_ path: String, forced: Bool, context: Context) -> Result<FlowDocument, InputError> {
        if path != "-", isProject(path, forced: forced) {
            return auditInput(path).map { $0.report.document }
        }
        if path == "-" {
            switch context.readStandardInput() {
            case .success(let bytes): return .success(FlowDocument(SourceFile(path: "<stdin>", bytes: bytes), ruleIDs: RuleCatalog.ids))
            case .failure(let e): return .failure(InputError(path: "<stdin>", reason: "cannot be read: \(e.reason)"))
            }
        }
        return FlowInputs.readOne(path).map { FlowDocument($0, ruleIDs: RuleCatalog.ids) }
    }
}
