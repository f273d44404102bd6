import AAFlowPlatform
import AAFlow

/// Writing a result where `-o` says, safely.
enum Output {
    /// Why a destination was refused or could not be written.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// Writes `bytes` to `path` through a temporary file renamed into place,
    /// so that a failure leaves whatever was there untouched. Refuses to
    /// write over one of the input files, a folder, or anything that is not
    /// a regular file.
    static func write(_ bytes: [UInt8], to path: String, inputs: [String]) -> Result<Void, Refusal> {
        if let refusal = refusal(path, inputs: inputs) { return .failure(refusal) }
        switch Platform.writeFileAtomically(path, bytes) {
        case .success: return .success(())
        case .failure(let e): return .failure(Refusal(message: "cannot write \(SafeText.clean(path)): \(e.reason)"))
        }
    }

    /// Why `path` cannot take a result, or nil when it looks as if it can:
    /// a folder, something that is not a regular file, an input file, or a
    /// place in a folder that does not exist. Commands ask before their
    /// work, so that a wrong `-o` fails at once; `write` asks again.
    static func refusal(_ path: String, inputs: [String]) -> Refusal? {
        let shown = SafeText.clean(path)
        switch Platform.fileKind(path) {
        case .directory:
            return Refusal(message: "\(shown) is a folder; give a file name such as \(shown)/diagram.svg")
        case .other:
            return Refusal(message: "\(shown) is not a regular file; aaflow writes only regular files")
        case .regular:
            if let target = Platform.fileIdentity(path),
               inputs.contains(where: { $0 != "-" && Platform.fileIdentity($0).map { $0 == target } == true }) {
                return Refusal(message: "\(shown) is an input file; aaflow will not write over it")
            }
        case .missing:
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            switch Platform.fileKind(folder) {
            case .directory: break
            case .missing:
                return Refusal(message: "cannot write \(shown): the folder \(SafeText.clean(folder)) does not exist")
            case .regular, .other:
                return Refusal(message: "cannot write \(shown): \(SafeText.clean(folder)) is not a folder")
            }
        }
        return nil
    }
}
