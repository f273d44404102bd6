import AAFlowPlatform
import AAFlow

/// A SwiftUI project where a command takes a flow file (`render`,
/// `compare`, `report`): a folder that holds `.swift` files and no `.flow`
/// file, or, with `--swift`, any folder or `.swift` file. Its flow is the one
/// `aaflow audit` reads, each finding at its Swift line.
package enum ProjectInput {
    /// Whether `path` is read as a SwiftUI project.
    package static func isProject(_ path: String, forced: Bool) -> Bool {
        switch Platform.fileKind(path) {
        case .directory:
            if forced { return true }
            var swift = false
            var flow = false
            var visited: Set<FileIdentity> = []
            scan(path, swift: &swift, flow: &flow, visited: &visited)
            return swift && !flow
        case .regular:
            return forced || path.hasSuffix(".swift")
        default:
            return false
        }
    }

    /// Whether a folder holds `.swift` and `.flow` files, skipping what extraction skips.
    private static func scan(_ dir: String, swift: inout Bool, flow: inout Bool, visited: inout Set<FileIdentity>) {
        guard !flow, let id = Platform.fileIdentity(dir), visited.insert(id).inserted else { return }
        guard case .success(let names) = Platform.directoryEntries(dir) else { return }
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        for name in names where !name.hasPrefix(".") && !SwiftUIExtractor.skippedFolders.contains(name) {
            if name.hasSuffix(".flow") { flow = true; return }
            if name.hasSuffix(".swift") { swift = true; continue }
            if Platform.fileKind(base + name) == .directory {
                scan(base + name, swift: &swift, flow: &flow, visited: &visited)
            }
        }
    }

    /// The project read and audited, or why it cannot be (the error names the path).
    package static func audit(_ path: String) -> Result<Audit, ExtractError> {
        SwiftUIExtractor.extract(folder: path).map { project in
            Audit(project, root: path) { file in
                if case .success(let bytes) = Platform.readFile(file) { return bytes }
                return nil
            }
        }
    }
}
