import Foundation

/// Whether a Swift file holds an app: a type that conforms to `App` in a
/// file with `@main`, or to `UIHostingSceneDelegate`. A cheap text scan,
/// run by the plugins on every build to decide whether to audit: comments
/// and string literals are skipped, `#if` is not decided (both branches
/// count, so SwiftUI behind `#if canImport(SwiftUI)` is seen on Linux too).
/// aaflow's own reader decides the rest when it audits.
///
/// Both plugins compile this file (the command plugin through a symbolic
/// link), since a plugin can depend on no library.
enum AppScan {
    static func holdsApp(_ file: URL) -> Bool {
        guard let data = try? Data(contentsOf: file) else { return false }
        return holdsApp(Array(data))
    }

    static func holdsApp(_ bytes: [UInt8]) -> Bool {
        let words = self.words(bytes)
        var hasMain = false
        var conformsToApp = false
        var i = 0
        while i < words.count {
            let word = words[i]
            if word == "@main" { hasMain = true }
            if ["struct", "class", "enum", "actor", "extension"].contains(word), i + 1 < words.count {
                // The inheritance clause: after `:`, up to `{` or `where`.
                var j = i + 2
                while j < words.count, words[j] != ":", words[j] != "{" { j += 1 }
                if j < words.count, words[j] == ":" {
                    j += 1
                    while j < words.count, words[j] != "{", words[j] != "where" {
                        if words[j] == "UIHostingSceneDelegate" { return true }
                        if words[j] == "App" || words[j] == "SwiftUI.App" { conformsToApp = true }
                        j += 1
                    }
                }
            }
            i += 1
        }
        return hasMain && conformsToApp
    }

    /// The words of Swift text: names (with `@` and dots kept), and `:`, `{`
    /// and `,` alone; comments and string literals left out.
    static func words(_ b: [UInt8]) -> [String] {
        var out: [String] = []
        var i = 0
        var word: [UInt8] = []
        func flush() {
            if !word.isEmpty { out.append(String(decoding: word, as: UTF8.self)); word = [] }
        }
        while i < b.count {
            let c = b[i]
            let next = i + 1 < b.count ? b[i + 1] : 0
            if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                flush()
                while i < b.count && b[i] != UInt8(ascii: "\n") { i += 1 }
            } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                flush()
                var depth = 0
                while i < b.count {
                    if b[i] == UInt8(ascii: "/") && i + 1 < b.count && b[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                    if b[i] == UInt8(ascii: "*") && i + 1 < b.count && b[i + 1] == UInt8(ascii: "/") {
                        depth -= 1; i += 2
                        if depth == 0 { break } else { continue }
                    }
                    i += 1
                }
                continue
            } else if c == UInt8(ascii: "\"") {
                flush()
                // A string literal (single or multi-line); interpolations are skipped with it.
                let triple = i + 2 < b.count && b[i + 1] == c && b[i + 2] == c
                i += triple ? 3 : 1
                while i < b.count {
                    if b[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if b[i] == c {
                        if !triple { break }
                        if i + 2 < b.count && b[i + 1] == c && b[i + 2] == c { i += 2; break }
                    }
                    if !triple && b[i] == UInt8(ascii: "\n") { break }
                    i += 1
                }
            } else if c == UInt8(ascii: "_") || c == UInt8(ascii: "@") || c == UInt8(ascii: ".") || c >= 0x80
                        || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                        || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) {
                word.append(c)
            } else {
                flush()
                if c == UInt8(ascii: ":") || c == UInt8(ascii: "{") || c == UInt8(ascii: ",") { out.append(String(UnicodeScalar(c))) }
            }
            i += 1
        }
        flush()
        return out
    }
}
