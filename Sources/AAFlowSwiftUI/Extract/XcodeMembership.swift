import AAFlow

/// Which Swift files an Xcode project compiles: the files of its targets'
/// Sources phases, and every file below its synchronized folders (Xcode 16).
/// A Swift file below the project's folder that no target compiles (an old
/// copy left on disk, a file removed from the project) is not part of the
/// app; when it declares a type the app declares too, reading it would put
/// a screen that does not exist in the place of the one that does.
///
/// The membership is used only where it can be trusted: the project file reads
/// as a property list, and nine in ten of the Swift files its Sources phases
/// name are among the files found. Files inside a Swift package (a folder
/// with `Package.swift`) below the project's folder are the package's, never
/// judged by it. What is left out is said in a note of the flow.
package enum XcodeMembership {
    /// One project's verdict: the folder it sits in, and its members.
    package struct Project {
        /// The `.pbxproj` file, as found.
        package var file: String
        /// The folder the paths of the project start from (the one holding the `.xcodeproj`).
        package var folder: String
        /// The Swift files its targets compile, relative to the extracted folder.
        package var compiled: Set<String>
        /// Folders whose every file belongs to a target.
        package var synchronized: [String]
    }

    /// The Swift files to leave out, as (path, project file) pairs in path order.
    package static func outside(_ swiftPaths: [String], projectFiles: [ProjectSource]) -> [(path: String, project: String)] {
        let projects = projectFiles.compactMap { f -> Project? in
            guard f.path.hasSuffix(".xcodeproj/project.pbxproj") else { return nil }
            return read(f)
        }
        guard !projects.isEmpty else { return [] }
        let present = Set(swiftPaths)
        let trusted = projects.filter { p in
            let named = p.compiled.count
            let found = p.compiled.filter(present.contains).count
            return (found > 0 || !p.synchronized.isEmpty) && found * 10 >= named * 9
        }
        guard !trusted.isEmpty else { return [] }
        let packages = swiftPaths.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") }.map(TypeIndex.folder(of:))
        var out: [(String, String)] = []
        for path in swiftPaths {
            // The projects whose folder holds the file, nearest first.
            let holders = trusted.filter { isInside(path, $0.folder) }
            guard let nearest = holders.map(\.folder.count).max() else { continue }
            let judges = holders.filter { $0.folder.count == nearest }
            if packages.contains(where: { isInside(path, $0) && $0.count >= nearest }) { continue }
            let member = judges.contains { p in
                p.compiled.contains(path) || p.synchronized.contains { isInside(path, $0) }
            }
            if !member { out.append((path, judges[0].file)) }
        }
        return out
    }

    /// Whether `path` lies below `folder` ("" is the extracted folder itself).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    /// The project a `.pbxproj` describes, or nil when it does not read as one.
    package static func read(_ file: ProjectSource) -> Project? {
        var parser = PlistParser(bytes: file.bytes)
        guard case .dict(let top)? = parser.parse(), case .dict(let objects)? = top["objects"],
              case .string(let rootID)? = top["rootObject"], case .dict(let root)? = objects[rootID] else { return nil }
        // `Name.xcodeproj/project.pbxproj`: paths start from the folder holding `Name.xcodeproj`.
        var base = TypeIndex.folder(of: TypeIndex.folder(of: file.path))
        var mainGroup = rootID
        if root["isa"]?.string == "PBXProject" {
            guard let main = root["mainGroup"]?.string else { return nil }
            mainGroup = main
            if let dir = root["projectDirPath"]?.string, !dir.isEmpty, !dir.hasPrefix("/") { base = join(base, dir) }
        }
        var paths: [String: String] = [:]
        var synchronized: [String] = []
        var seen: Set<String> = []
        func walk(_ id: String, in parent: String) {
            guard seen.insert(id).inserted, case .dict(let o)? = objects[id] else { return }
            guard let here = place(o, parent: parent, base: base) else { return }
            switch o["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                for child in o["children"]?.array ?? [] { if let c = child.string { walk(c, in: here) } }
            case "PBXFileReference":
                paths[id] = here
            case "PBXFileSystemSynchronizedRootGroup":
                synchronized.append(here)
            default:
                break
            }
        }
        walk(mainGroup, in: base)
        var compiled: Set<String> = []
        for case .dict(let o) in objects.values where o["isa"]?.string == "PBXSourcesBuildPhase" {
            for f in o["files"]?.array ?? [] {
                guard let id = f.string, case .dict(let build)? = objects[id], let ref = build["fileRef"]?.string,
                      let path = paths[ref], path.hasSuffix(".swift") else { continue }
                compiled.insert(path)
            }
        }
        return Project(file: file.path, folder: base, compiled: compiled, synchronized: synchronized)
    }

    /// Where a group or file of the project lies, from its `sourceTree` and
    /// `path`; nil when it lies outside the project (an absolute path, the SDK,
    /// the build products).
    private static func place(_ o: [String: PlistValue], parent: String, base: String) -> String? {
        let path = o["path"]?.string
        switch o["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let path else { return parent }
            return path.hasPrefix("/") ? nil : join(parent, path)
        case "SOURCE_ROOT":
            guard let path else { return base }
            return path.hasPrefix("/") ? nil : join(base, path)
        default:
            return nil
        }
    }

    /// `folder/path`, with `.` and `..` taken away.
    static func join(_ folder: String, _ path: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        for p in path.split(separator: "/") {
            if p == "." { continue }
            if p == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(String(p))
        }
        return parts.joined(separator: "/")
    }
}

/// A value of an old-style property list (what a `.pbxproj` is written in).
enum PlistValue {
    case string(String)
    case array([PlistValue])
    case dict([String: PlistValue])

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var array: [PlistValue]? { if case .array(let a) = self { return a } else { return nil } }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b, )`, quoted
/// and bare strings, `/* */` and `//` comments. Nil on anything else; nesting
/// is bounded, so no input can exhaust the stack.
struct PlistParser {
    let bytes: [UInt8]
    var at = 0
    private var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() -> PlistValue? { value() }

    private mutating func skip() {
        while at < bytes.count {
            let c = bytes[at]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                at += 1
            } else if c == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*") {
                at += 2
                while at + 1 < bytes.count, !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) { at += 1 }
                at = min(bytes.count, at + 2)
            } else if c == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") {
                while at < bytes.count, bytes[at] != 0x0A { at += 1 }
            } else {
                return
            }
        }
    }

    private mutating func eat(_ c: Character) -> Bool {
        skip()
        guard at < bytes.count, bytes[at] == c.asciiValue! else { return false }
        at += 1
        return true
    }

    private mutating func value() -> PlistValue? {
        skip()
        guard at < bytes.count, depth < 64 else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var d: [String: PlistValue] = [:]
            while !eat("}") {
                guard let key = value()?.string, eat("="), let v = value(), eat(";") else { return nil }
                d[key] = v
            }
            return .dict(d)
        case UInt8(ascii: "("):
            at += 1
            var a: [PlistValue] = []
            while !eat(")") {
                guard let v = value() else { return nil }
                a.append(v)
                if !eat(",") {
                    guard eat(")") else { return nil }
                    break
                }
            }
            return .array(a)
        case UInt8(ascii: "\""):
            at += 1
            var out: [UInt8] = []
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                if bytes[at] == UInt8(ascii: "\\"), at + 1 < bytes.count {
                    at += 1
                    switch bytes[at] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    default: out.append(bytes[at])
                    }
                } else {
                    out.append(bytes[at])
                }
                at += 1
            }
            guard at < bytes.count else { return nil }
            at += 1
            return .string(String(decoding: out, as: UTF8.self))
        default:
            let start = at
            while at < bytes.count, Self.isBare(bytes[at]) { at += 1 }
            guard at > start else { return nil }
            return .string(String(decoding: bytes[start..<at], as: UTF8.self))
        }
    }

    private static func isBare(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: ".") || c == UInt8(ascii: "/")
                || c == UInt8(ascii: ":") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c >= 0x80
        }
    }
}
