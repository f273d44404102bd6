import AAFlowPlatform
/// A file that could not be read, and why, in words.
public struct InputError: Error, Sendable, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "path: reason"
    public var message: String { "\(SafeText.clean(path)): \(reason)" }
}

/// Finding and reading the flow files a command names.
package enum FlowInputs {
    /// The files that `paths` name, read: a file as it is, a folder as every
    /// `*.flow` below it (sorted by path), `-` as standard input.
    package static func read(_ paths: [String], standardInput: () -> Result<[UInt8], SystemError> = Platform.readStandardInput)
        -> [Result<SourceFile, InputError>] {
        var out: [Result<SourceFile, InputError>] = []
        for path in paths {
            if path == "-" {
                switch standardInput() {
                case .success(let bytes): out.append(.success(SourceFile(path: "<stdin>", bytes: bytes)))
                case .failure(let e): out.append(.failure(InputError(path: "<stdin>", reason: "cannot be read: \(e.reason)")))
                }
                continue
            }
            switch Platform.fileKind(path) {
            case .directory:
                var found: [String] = []
                var visited: Set<FileIdentity> = []
                collect(path, into: &found, visited: &visited)
                if found.isEmpty {
                    out.append(.failure(InputError(path: path, reason: "this folder holds no .flow file")))
                }
                for file in found { out.append(readOne(file)) }
            default:
                out.append(readOne(path))
            }
        }
        return out
    }

    /// Reads one file that must be a regular file.
    package static func readOne(_ path: String) -> Result<SourceFile, InputError> {
        switch Platform.fileKind(path) {
        case .missing:
            return .failure(InputError(path: path, reason: Platform.whyUnavailable(path) ?? "no such file"))
        case .directory:
            return .failure(InputError(path: path, reason: "is a folder, not a flow file"))
        case .other:
            return .failure(InputError(path: path, reason: "is not a regular file"))
        case .regular:
            switch Platform.readFile(path) {
            case .success(let bytes): return .success(SourceFile(path: path, bytes: bytes))
            case .failure(let e): return .failure(InputError(path: path, reason: "cannot be read: \(e.reason)"))
            }
        }
    }

    private static func collect(_ directory: String, into found: inout [String], visited: inout Set<FileIdentity>) {
        guard let id = Platform.fileIdentity(directory) else { return }
        guard visited.insert(id).inserted else { return }
        guard case .success(let names) = Platform.directoryEntries(directory) else { return }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names {
            let path = base + name
            switch Platform.fileKind(path) {
            case .directory: collect(path, into: &found, visited: &visited)
            case .regular where name.hasSuffix(".flow"): found.append(path)
            default: break
            }
        }
    }
}
