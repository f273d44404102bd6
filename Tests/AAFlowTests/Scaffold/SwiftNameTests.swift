import Foundation
import Testing
@testable import AAFlow

/// The name escaper: ids and texts to Swift identifiers.
@Suite struct SwiftNameTests {
    @Test func typeNamesFromIDs() {
        let cases: [(String, String)] = [
            ("photo-detail", "PhotoDetailView"),
            ("photo_detail", "PhotoDetailView"),
            ("photo.detail", "PhotoDetailView"),
            ("photoDetail", "PhotoDetailView"),
            ("HomeView", "HomeView"),
            ("home-view", "HomeView"),
            ("View", "ViewView"),
            ("Widget.ContentView", "WidgetContentView"),
            ("_private", "PrivateView"),
            ("a", "AView"),
            ("1circle", "_1circleView"),
            ("café-menu", "CaféMenuView"),
            ("日本", "日本View"),
            ("", "ScreenView"),
            ("---", "ScreenView"),
            ("😀", "ScreenView"),
            ("x😀y", "XYView"),
            ("class", "ClassView"),
            ("Self", "SelfView"),
            ("a\u{202E}b", "ABView"),
        ]
        for (id, expected) in cases {
            #expect(SwiftName.typeName(id, suffix: "View") == expected, "\(id)")
        }
    }

    @Test func caseAndVariableNamesNeverABareKeyword() {
        #expect(SwiftName.caseName("photo-detail") == "photoDetail")
        #expect(SwiftName.caseName("default") == "`default`")
        #expect(SwiftName.caseName("class") == "`class`")
        #expect(SwiftName.caseName("self") == "self_")
        #expect(SwiftName.caseName("Self") == "self_")
        #expect(SwiftName.caseName("init") == "init_")
        #expect(SwiftName.caseName("Type") == "type")
        #expect(SwiftName.caseName("9lives") == "_9lives")
        #expect(SwiftName.caseName("") == "value")
        #expect(SwiftName.variableName("for") == "forValue")
        #expect(SwiftName.variableName("self") == "selfValue")
        #expect(SwiftName.variableName("body") == "bodyValue")
        #expect(SwiftName.variableName("Brush Size") == "brushSize")
        #expect(SwiftName.variableName("\u{0}\u{1B}[31m") == "_31m")
        #expect(!SwiftName.isPlainIdentifier("default"))
        #expect(SwiftName.isPlainIdentifier("defaultValue"))
    }

    @Test func longNamesAreCut() {
        let long = String(repeating: "word-", count: 100)
        let name = SwiftName.typeName(long, suffix: "View")
        #expect(name.count == SwiftName.maximumLength + 4)
        #expect(name.hasSuffix("View"))
    }

    @Test func clashesAreNumberedInDeclarationOrder() {
        let naming = ScreenNaming(ids: ["home", "Home", "home-view", "HomeView", "scroll", "placeholder", "home"],
                                  reserved: ["PlaceholderView"])
        #expect(naming.typeNames == ["HomeView", "HomeView2", "HomeView3", "HomeView4", "ScrollView2", "PlaceholderView2", "HomeView"])
        #expect(naming.typeName(of: "HomeView") == "HomeView4")
        #expect(naming.typeName(of: "missing") == nil)
        // Differing in case only is a clash: a Mac's file system holds one of the two files.
        let cased = ScreenNaming(ids: ["photoDetail", "photodetail"])
        #expect(cased.typeNames == ["PhotoDetailView", "PhotodetailView2"])
    }

    /// Every name given to hostile input compiles where it is used.
    @Test func hostileNamesCompile() throws {
        let hostile = ["default", "self", "Self", "init", "Type", "Protocol", "_", "class", "9", "a-b", "x.y",
                       "\u{0}", "\"", "\\(", "😀", "Any", "some", "body", "dismiss", "café", "\u{202E}rtl", "for in"]
        var source = "enum Cases {\n"
        for (i, raw) in hostile.enumerated() { source += "    case \(SwiftName.caseName(raw + (i == 0 ? "" : "")))\n" }
        source += "}\n"
        var seen: Set<String> = []
        for raw in hostile {
            let type = SwiftName.typeName(raw, suffix: "View")
            if seen.insert(type).inserted { source += "struct \(type) {}\n" }
        }
        source += "func use() {\n"
        for (i, raw) in hostile.enumerated() {
            source += "    var \(SwiftName.variableName(raw))\(i) = 0\n    \(SwiftName.variableName(raw))\(i) += 1\n"
        }
        source += "}\n"
        // Cases may repeat (`self` and `Self` are both `self_`): keep the first of each.
        var lines: [String] = []
        var cases: Set<String> = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    case ") && !cases.insert(String(line)).inserted { continue }
            lines.append(String(line))
        }
        let path = NSTemporaryDirectory() + "aaflow-names-\(UUID().uuidString).swift"
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = SwiftCompiler.run(["-typecheck", path])
        #expect(run.status == 0, "\(run.output)\n\(lines.joined(separator: "\n"))")
    }
}
