import Foundation
import Testing
@testable import AAFlow

/// The string escaper: text to a Swift literal that reads back as exactly
/// the text, never interpolates, and holds no raw line break or control.
@Suite struct SwiftStringTests {
    static let hostile: [String] = [
        "", "News", "Say \"hi\"", "back\\slash", "\\(name)", "\\(\"nested\")", "\"#", "\"##", "\\#(x)",
        "\"\"\"", "\"\"start", "end\"", "end\\", "#", "##\"", "line\nbreak", "cr\rlf", "tab\there",
        "\u{0}nul", "\u{1}\u{7}\u{1B}[31m", "\u{7F}\u{80}\u{9F}", "\u{2028}\u{2029}", "\u{202E}evil\u{202C}",
        "\u{200E}\u{200F}\u{2066}\u{2069}\u{FEFF}", "😀 👩‍👩‍👧 🇸🇪 ❤️", "日本語 café", "\"#\"##\"###\"####",
        "\\#\\##\\###\\####", "*/ /* // \\u{41}", "%@ %d %%", "\u{10FFFF}",
    ]

    @Test func plainTextStaysPlain() {
        #expect(SwiftString.literal("News") == "\"News\"")
        #expect(SwiftString.literal("") == "\"\"")
        #expect(SwiftString.literal("😀 café") == "\"😀 café\"")
        #expect(SwiftString.literal("two\nlines") == "\"two\\nlines\"")
    }

    @Test func quotesAndBackslashesTakeARawDelimiter() {
        #expect(SwiftString.literal("Say \"hi\"") == "#\"Say \"hi\"\"#")
        #expect(SwiftString.literal("\\(x)") == "#\"\\(x)\"#")
        #expect(SwiftString.literal("\"# and \\#") == "##\"\"# and \\#\"##")
        // A control character inside a raw literal uses the delimiter's escape.
        #expect(SwiftString.literal("\"\n") == "#\"\"\\#n\"#")
        // Past three `#`, and where `#"""` would open a multi-line literal, it escapes.
        #expect(SwiftString.literal("\"###") == "\"\\\"###\"")
        #expect(SwiftString.literal("\"\"x") == "\"\\\"\\\"x\"")
    }

    @Test func noRawLineBreakOrControlCharacter() {
        for text in Self.hostile {
            let literal = SwiftString.literal(text)
            for c in literal.unicodeScalars {
                #expect(c.value >= 0x20 && c.value != 0x7F && !(0x80...0x9F).contains(c.value)
                        && c != "\u{2028}" && c != "\u{2029}" && c != "\u{202E}", "\(literal)")
            }
        }
    }

    /// The compiler reads every literal back as exactly the text it came from.
    @Test func theCompilerReadsBackTheText() throws {
        var source = "var out: [String] = []\n"
        for text in Self.hostile {
            source += "out.append(\(SwiftString.literal(text)).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))\n"
        }
        source += "for line in out { print(\"[\" + line + \"]\") }\n"
        let folder = NSTemporaryDirectory() + "aaflow-strings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/main.swift"))
        let build = SwiftCompiler.run([folder + "/main.swift", "-o", folder + "/strings"])
        try #require(build.status == 0, "\(build.output)\n\(source)")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: folder + "/strings")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        let expected = Self.hostile.map { "[" + $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "]" }
        #expect(lines == expected)
    }
}

extension SwiftStringTests {
    @Test func commentTextIsPlainUnlessItMustNotBe() {
        #expect(SwiftString.commentText("on purpose, \"really\"") == "on purpose, \"really\"")
        #expect(SwiftString.commentText("two\nlines") == "\"two\\nlines\"")
        #expect(SwiftString.commentText("\u{202E}x") == "\"\\u{202E}x\"")
    }
}
