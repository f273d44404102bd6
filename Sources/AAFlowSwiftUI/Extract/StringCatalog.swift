import AAFlow

/// The String Catalogs of a project (`Localizable.xcstrings`, JSON that Xcode writes): for each
/// key, the text of the catalog's source language, so that `Text("home.title")` is read as
/// the person sees it ("Pantry"), not as the key.
enum StringCatalog {
    /// The source language's text of every key of the catalogs among `files` that has one
    /// (a key with none, or only plural variations, shows as the key itself: left out). Where
    /// two catalogs give one key different texts, the first in path order holds. A catalog
    /// that is not JSON is skipped: the texts stay the keys.
    static func texts(_ files: [ProjectSource]) -> [String: String] {
        var out: [String: String] = [:]
        for f in files.sortedInByteOrder(by: \.path) where ProjectSettings.isStringCatalog(f.path) {
            if f.path.hasSuffix(".strings") {
                for (key, value) in stringsFile(f.bytes) where out[key] == nil && value != key { out[key] = value }
                continue
            }
            guard case .success(let json) = JSONValue.parse(f.bytes), case .object(let top) = json else { continue }
            var language = "en"
            if let (_, v) = top.first(where: { $0.0 == "sourceLanguage" }), case .string(let l) = v { language = l }
            guard let (_, strings) = top.first(where: { $0.0 == "strings" }), case .object(let keys) = strings else { continue }
            for (key, entry) in keys where out[key] == nil {
                if let text = sourceText(entry, language: language), text != key { out[key] = text }
            }
        }
        return out
    }

    /// The pairs of a strings file (`"home.title" = "Pantry";`, comments between), in UTF-8 or, with
    /// its byte order mark, UTF-16. What does not read as pairs ends the reading.
    static func stringsFile(_ bytes: [UInt8]) -> [(String, String)] {
        let units: [UInt16]
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
        } else {
            units = Array(String(decoding: bytes, as: UTF8.self).utf16)
        }
        let text = Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        var i = 0
        func skipSpace() {
            while i < text.count {
                if text[i].properties.isWhitespace { i += 1; continue }
                if text[i] == "/", i + 1 < text.count, text[i + 1] == "/" {
                    while i < text.count, text[i] != "\n" { i += 1 }
                    continue
                }
                if text[i] == "/", i + 1 < text.count, text[i + 1] == "*" {
                    i += 2
                    while i + 1 < text.count, !(text[i] == "*" && text[i + 1] == "/") { i += 1 }
                    i += 2
                    continue
                }
                return
            }
        }
        func quoted() -> String? {
            guard i < text.count, text[i] == "\"" else { return nil }
            i += 1
            var out = String.UnicodeScalarView()
            while i < text.count, text[i] != "\"" {
                if text[i] == "\\", i + 1 < text.count {
                    i += 1
                    switch text[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    default: out.append(text[i])
                    }
                } else {
                    out.append(text[i])
                }
                i += 1
            }
            guard i < text.count else { return nil }
            i += 1
            return String(out)
        }
        var pairs: [(String, String)] = []
        while true {
            skipSpace()
            guard let key = quoted() else { break }
            skipSpace()
            guard i < text.count, text[i] == "=" else { break }
            i += 1
            skipSpace()
            guard let value = quoted() else { break }
            skipSpace()
            guard i < text.count, text[i] == ";" else { break }
            i += 1
            pairs.append((key, value))
        }
        return pairs
    }

    /// `localizations.<language>.stringUnit.value` of one key.
    private static func sourceText(_ entry: JSONValue, language: String) -> String? {
        guard let localizations = member(entry, "localizations"), let mine = member(localizations, language),
              let unit = member(mine, "stringUnit"), case .string(let value)? = member(unit, "value") else { return nil }
        return value
    }

    private static func member(_ v: JSONValue, _ name: String) -> JSONValue? {
        guard case .object(let pairs) = v else { return nil }
        return pairs.first { $0.0 == name }?.1
    }
}
