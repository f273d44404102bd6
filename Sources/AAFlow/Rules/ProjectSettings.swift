/// The two Assistive Access keys of an app's `Info.plist`, found wherever a
/// project sets them: in any `.plist`, as an `INFOPLIST_KEY_...` build
/// setting in a `.pbxproj` or `.xcconfig` (with or without an SDK condition),
/// or in a Tuist `Project.swift` or XcodeGen `project.yml`.
///
/// ```swift
/// let found = ProjectSettings.scan(path: "App/Info.plist", bytes: bytes)
/// found.first?.key      // .supportsAssistiveAccess
/// found.first?.isOn     // true
/// ```
package enum ProjectSettings {
    /// A key of the `Info.plist` that Assistive Access reads.
    package enum Key: String, Hashable, Sendable, CaseIterable {
        /// `UISupportsAssistiveAccess`: the app offers an Assistive Access scene.
        case supportsAssistiveAccess = "UISupportsAssistiveAccess"
        /// `UISupportsFullScreenInAssistiveAccess`: the standard scene runs full
        /// screen in Assistive Access (an AAC app, or a tool like one).
        case fullScreen = "UISupportsFullScreenInAssistiveAccess"
    }

    /// One place a project sets a key.
    package struct Setting: Hashable, Sendable {
        package var key: Key
        /// Whether the value is true (`<true/>`, `YES`, `true`, `1`).
        package var isOn: Bool
        /// The file, as given to `scan`.
        package var path: String
        /// The key's name where it stands in the file.
        package var range: SourceRange
        /// How it is set, in words: "Info.plist key", "build setting".
        package var form: Form

        package init(key: Key, isOn: Bool, path: String, range: SourceRange, form: Form) {
            self.key = key
            self.isOn = isOn
            self.path = path
            self.range = range
            self.form = form
        }
    }

    /// How a file sets a key.
    package enum Form: String, Hashable, Sendable {
        case plist = "Info.plist key"
        case buildSetting = "build setting"
    }

    /// Whether a file, by its name, is one that can set the keys.
    package static func isSettingsFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".plist") || name.hasSuffix(".pbxproj") || name.hasSuffix(".xcconfig")
            || name == "Project.swift" || name == "project.yml" || name == "project.yaml"
    }

    /// Whether a file is a String Catalog (`Localizable.xcstrings`): the texts of the project's
    /// own language for the keys its code writes (`Text("home.title")`).
    /// Also the strings files of English or of the base language (`en.lproj/Localizable.strings`).
    package static func isStringCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || (path.hasSuffix(".strings") && (path.contains("en.lproj/") || path.contains("Base.lproj/")))
    }

    /// Whether a file, by its name, is one a project's extraction reads besides its Swift:
    /// one that can set the keys, or a String Catalog.
    package static func isProjectFile(_ path: String) -> Bool {
        isSettingsFile(path) || isStringCatalog(path)
    }

    /// Every place the file sets one of the keys, in file order.
    ///
    /// The scan reads the text, whatever the format: after each key's name
    /// (as a whole word, or after `INFOPLIST_KEY_`) it reads past what a
    /// format puts between a key and its value (`</key>`, an `[sdk=...]`
    /// condition, quotes, `=` or `:`, `.boolean(`) and reads the value. A
    /// name with no value after it (a comment, a key in a string) is left out.
    ///
    /// - Complexity: O(n) in the size of the file.
    package static func scan(path: String, bytes: [UInt8]) -> [Setting] {
        var out: [Setting] = []
        let starts = lineStarts(bytes)
        for key in Key.allCases {
            let name = Array(key.rawValue.utf8)
            var from = 0
            while let at = find(name, in: bytes, from: from) {
                from = at + name.count
                guard isWordStart(bytes, at), !isIdentifierByte(bytes, at + name.count) else { continue }
                let isBuildSetting = hasPrefix(bytes, before: at, "INFOPLIST_KEY_")
                guard let value = readValue(bytes, after: at + name.count) else { continue }
                let (line, column) = location(of: isBuildSetting ? at - 14 : at, in: bytes, starts: starts)
                let length = name.count + (isBuildSetting ? 14 : 0)
                out.append(Setting(key: key, isOn: value, path: path,
                                   range: SourceRange(line: line, column: column, length: length),
                                   form: isBuildSetting ? .buildSetting : .plist))
            }
        }
        return out.sorted { $0.range < $1.range }
    }

    // MARK: Reading a value

    /// The boolean that follows a key, past the punctuation formats put
    /// between them; nil when none follows.
    static func readValue(_ b: [UInt8], after start: Int) -> Bool? {
        var i = start
        // An SDK or architecture condition: `[sdk=iphoneos*]`, possibly several.
        while i < b.count, b[i] == UInt8(ascii: "[") {
            guard let close = b[i...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            i = close + 1
        }
        var sawSeparator = false
        // Past quotes, `</key>`, blanks, one `=` or `:`, `.boolean(`, `<string>`.
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
                i += 1
            } else if c == UInt8(ascii: "=") || c == UInt8(ascii: ":") {
                if sawSeparator { return nil }
                sawSeparator = true
                i += 1
            } else if starts(b, at: i, "</key>") {
                sawSeparator = true
                i += 6
            } else if starts(b, at: i, "<string>") {
                i += 8
            } else if starts(b, at: i, ".boolean(") {
                i += 9
            } else if starts(b, at: i, ".string(") {
                i += 8
            } else if starts(b, at: i, "<!--") {
                guard let end = find(Array("-->".utf8), in: b, from: i + 4) else { return nil }
                i = end + 3
            } else {
                break
            }
        }
        guard sawSeparator, i < b.count else { return nil }
        for (word, value) in [("<true/>", true), ("<false/>", false), ("YES", true), ("NO", false),
                              ("true", true), ("false", false), ("1", true), ("0", false)] {
            if starts(b, at: i, word) && !isIdentifierByte(b, i + word.utf8.count) { return value }
        }
        return nil
    }

    // MARK: Bytes

    static func find(_ needle: [UInt8], in b: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, needle.count <= b.count else { return nil }
        var i = from
        while i + needle.count <= b.count {
            if b[i] == first {
                var k = 1
                while k < needle.count && b[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    static func starts(_ b: [UInt8], at i: Int, _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard i + w.count <= b.count else { return false }
        for k in 0..<w.count where b[i + k] != w[k] { return false }
        return true
    }

    static func hasPrefix(_ b: [UInt8], before i: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return i >= p.count && starts(b, at: i - p.count, prefix)
    }

    static func isIdentifierByte(_ b: [UInt8], _ i: Int) -> Bool {
        guard i >= 0, i < b.count else { return false }
        let c = b[i]
        return (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == UInt8(ascii: "_")
    }

    /// A key starts a word, or follows `INFOPLIST_KEY_`.
    static func isWordStart(_ b: [UInt8], _ i: Int) -> Bool {
        !isIdentifierByte(b, i - 1) || hasPrefix(b, before: i, "INFOPLIST_KEY_")
            && !isIdentifierByte(b, i - 15)
    }

    static func lineStarts(_ b: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, c) in b.enumerated() where c == 0x0A { starts.append(i + 1) }
        return starts
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    static func location(of offset: Int, in b: [UInt8], starts: [Int]) -> (Int, Int) {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        for i in starts[lo]..<offset where b[i] & 0xC0 != 0x80 { column += 1 }
        return (lo + 1, column)
    }
}
