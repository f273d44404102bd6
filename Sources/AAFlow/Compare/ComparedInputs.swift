/// One input of a comparison: the text of a flow file, or a document
/// already made (a SwiftUI project's flow, as `audit` reads it).
package enum ComparedInput: Sendable {
    case flow(SourceFile)
    case document(FlowDocument)
}

extension Comparison {
    /// The documents of one or two inputs, the standard first. Two flow
    /// files are read as one flow for tasks and `for` (language 1.1): each
    /// is resolved with the other's syntax as its companion.
    package static func documents(_ inputs: [ComparedInput]) -> [FlowDocument] {
        inputs.indices.map { n in
            switch inputs[n] {
            case .document(let document):
                return document
            case .flow(let source):
                guard inputs.count == 2 else { return FlowDocument(source, ruleIDs: RuleCatalog.ids) }
                let other: FlowFile
                switch inputs[1 - n] {
                case .document(let document): other = document.syntax
                case .flow(let source): other = FlowParser.parse(source).file
                }
                return FlowDocument(source, ruleIDs: RuleCatalog.ids, companion: other)
            }
        }
    }

    /// The comparison of one document with both scenes, or of two
    /// (standard, then assistive; a pair given the wrong way round is
    /// turned, with `swapNote`).
    package static func of(_ documents: [FlowDocument]) -> Result<Comparison, ComparisonError> {
        do throws(ComparisonError) {
            switch documents.count {
            case 1: return .success(try Comparison(documents[0]))
            case 2: return .success(try Comparison(standard: documents[0], assistive: documents[1]))
            default: return .failure(.invalid(paths: documents.map(\.source.path)))
            }
        } catch {
            return .failure(error)
        }
    }
}
