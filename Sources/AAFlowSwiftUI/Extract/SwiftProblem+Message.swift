import AAFlow
import AAFlowSwift

extension SwiftProblem {
    /// What is said of a Swift file the reader could not read, or of a
    /// place where reading or extraction gave up, as values.
    package enum Message: DiagnosticMessage {
        /// A symbolic link back to a folder already read.
        case linkLoops
        /// A folder that cannot be listed, and why (the system's words).
        case unreadableFolder(why: String)
        /// A Swift file that cannot be read, and why (the system's words).
        case unreadableFile(why: String)
        /// What the Swift reader said of a file (its first of each kind).
        case reader(SwiftDiagnostic.Message)
        /// The model builder's limits, reached: statements, chains of calls, expressions.
        case statementsTooDeep(levels: Int)
        case chainTooLong(calls: Int)
        case expressionsTooDeep(levels: Int)
        /// Extraction's limit of nested views, calls or closures, reached.
        case viewsTooDeep(levels: Int)
        /// A scene whose content (as shown in the source, when it can be) is no View type of the project.
        case noStartScreen(SceneKind, content: String?)

        /// The reader's kind, whose raw value is the diagnostic's id.
        package var kind: SwiftDiagnostic.Kind {
            switch self {
            case .linkLoops, .unreadableFolder, .unreadableFile: return .unreadable
            case .reader(let m): return m.kind
            case .statementsTooDeep, .chainTooLong, .expressionsTooDeep, .viewsTooDeep, .noStartScreen: return .gaveUp
            }
        }

        package var text: String {
            let stop = "; aaflow reads no further in here"
            switch self {
            case .linkLoops: return "a symbolic link loops back to a folder already read; not read again"
            case .unreadableFolder(let why): return "the folder cannot be read: \(Self.lowercasedFirst(why))"
            case .unreadableFile(let why): return "cannot be read: \(Self.lowercasedFirst(why))"
            case .reader(let m): return m.text
            case .statementsTooDeep(let n): return "statements nest more than \(n) levels deep" + stop
            case .chainTooLong(let n): return "calls and modifiers chain more than \(n) deep" + stop
            case .expressionsTooDeep(let n): return "expressions nest more than \(n) levels deep" + stop
            case .viewsTooDeep(let n):
                return "views, calls or closures nest more than \(n) levels deep here; aaflow follows no further in"
            case .noStartScreen(let kind, let content):
                let what = content.map { "`\($0)`" } ?? "its content"
                return "the \(kind.rawValue) scene has no start screen: \(what) could not be resolved to a View type of the project"
            }
        }

        /// The system's reason as part of a sentence: "Permission denied" reads "permission denied".
        private static func lowercasedFirst(_ why: String) -> String {
            guard let first = why.first, first.isUppercase else { return why }
            return first.lowercased() + why.dropFirst()
        }
    }
}
