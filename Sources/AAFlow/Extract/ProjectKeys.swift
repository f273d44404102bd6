/// The Info.plist keys of Assistive Access wherever a project sets them
/// (rules 12 and 22): any `.plist`, an `INFOPLIST_KEY_...` build setting in
/// a `.pbxproj` or `.xcconfig` (with or without an SDK condition), a Tuist
/// `Project.swift` or an XcodeGen `project.yml`.
public struct ProjectKey: Hashable, Sendable {
    /// `UISupportsAssistiveAccess` or `UISupportsFullScreenInAssistiveAccess`.
    public var name: String
    /// Whether the value is true (`<true/>`, `YES`, `true`).
    public var isTrue: Bool
    public var location: SwiftLocation
}

enum ProjectKeys {
    static let assistive = "UISupportsAssistiveAccess"
    static let fullScreen = "UISupportsFullScreenInAssistiveAccess"

    static func find(in files: [ProjectSource]) -> [ProjectKey] {
        var out: [ProjectKey] = []
        for f in files {
            let lines = String(decoding: f.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                for key in [fullScreen, assistive] {
                    guard let r = line.range(ofText: key) else { continue }
                    // `UISupportsAssistiveAccess` is a prefix of neither key, but check the whole word.
                    let after = line[r.upperBound...]
                    if let next = after.unicodeScalars.first, isWordScalar(next) { continue }
                    let column = line.unicodeScalars.distance(from: line.startIndex, to: r.lowerBound) + 1
                    var value = String(after)
                    if f.path.hasSuffix(".plist"), i + 1 < lines.count, !value.contains("true") && !value.contains("false") {
                        value += String(lines[i + 1])
                    }
                    let low = value.lowercased()
                    let isTrue = low.contains("<true/>") || low.contains("yes") || low.contains("true") || low.contains("\"1\"")
                        || low.contains("= 1")
                    out.append(ProjectKey(name: key, isTrue: isTrue && !low.contains("<false/>") && !low.contains("= no"),
                                          location: SwiftLocation(file: f.path, line: i + 1, column: column)))
                    break
                }
            }
        }
        return out
    }

    private static func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(c.value) || (0x61...0x7A).contains(c.value) || (0x30...0x39).contains(c.value) || c == "_"
    }
}
