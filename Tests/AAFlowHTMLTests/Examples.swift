import AAFlow

/// The example flows of the repository, found from this file's path.
enum Examples {
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func path(_ file: String) -> String { root + "/flows/" + file }
}
