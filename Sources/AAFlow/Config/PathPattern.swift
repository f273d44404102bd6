import AAFlowPlatform
/// Paths as text: made absolute and plain, and one made relative to another.
/// No file is touched but to ask for the working folder.
package enum Paths {
    /// `path` as an absolute path without `.`, `..` or repeated slashes,
    /// joined to the working folder when it is relative; nil when the
    /// working folder cannot be told.
    package static func absolute(_ path: String, from cwd: String? = Platform.currentDirectory()) -> String? {
        let joined: String
        if path.hasPrefix("/") {
            joined = path
        } else {
            guard let cwd else { return nil }
            joined = cwd + "/" + path
        }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder that holds `path` (an absolute, plain path); `/` for `/`.
    package static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let p = String(path[..<slash])
        return p.isEmpty ? "/" : p
    }

    /// `path` below `base` (both absolute and plain), as a relative path:
    /// `""` for `base` itself; nil when `path` is not below it.
    package static func relative(_ path: String, below base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// An absolute path as a person would like to read it: relative to the
    /// working folder when it is below it, else as it is.
    package static func shown(_ absolute: String, from cwd: String? = Platform.currentDirectory()) -> String {
        guard let cwd, let r = relative(absolute, below: Paths.absolute(cwd, from: nil) ?? cwd), !r.isEmpty else {
            return absolute
        }
        return r
    }

    /// `relative` joined to the folder `folder`, as given.
    package static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}

/// A pattern of `exclude` in `.aaflow.json`: a folder or a file relative to
/// the configuration's folder (`Generated`, `App/Legacy/`), or a glob
/// (`**/Generated`, `App/*Tests`, `*.generated.swift`).
///
/// `*` stands for any characters but `/`, `**` for any characters `/`
/// included (`**/` also for none), `?` for one character. A pattern
/// excludes a path it matches and everything below it.
package struct PathPattern: Hashable, Sendable {
    package let text: String
    private let parts: [Unicode.Scalar]

    package init(_ text: String) {
        var t = Substring(text)
        while t.hasPrefix("./") { t = t.dropFirst(2) }
        while t.count > 1 && t.hasSuffix("/") { t = t.dropLast() }
        self.text = String(t)
        parts = Array(t.unicodeScalars)
    }

    /// Whether the pattern excludes `path` (relative to the configuration's
    /// folder): it matches the path or one of the folders above it.
    package func excludes(_ path: String) -> Bool {
        let scalars = Array(path.unicodeScalars)
        if Self.match(parts[...], scalars[...]) { return true }
        for (i, c) in scalars.enumerated() where c == "/" {
            if Self.match(parts[...], scalars[..<i]) { return true }
        }
        return false
    }

    static func match(_ p: ArraySlice<Unicode.Scalar>, _ s: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = p.first else { return s.isEmpty }
        if first == "*" {
            let rest = p.dropFirst()
            if rest.first == "*" {
                var after = rest.dropFirst()
                // `**/` also matches no folder at all.
                if after.first == "/" {
                    if match(after.dropFirst(), s) { return true }
                    after = rest.dropFirst()
                }
                var k = s.startIndex
                while true {
                    if match(after, s[k...]) { return true }
                    if k == s.endIndex { return false }
                    k += 1
                }
            }
            var k = s.startIndex
            while true {
                if match(rest, s[k...]) { return true }
                if k == s.endIndex || s[k] == "/" { return false }
                k += 1
            }
        }
        guard let c = s.first else { return false }
        if first == "?" ? c != "/" : first == c {
            return match(p.dropFirst(), s.dropFirst())
        }
        return false
    }
}
