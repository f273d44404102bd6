import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI
import Testing
import Foundation

/// Extraction kept between runs (`ExtractionCache`, as the language server
/// keeps it): after any change, the project extracted with the cache is the
/// one a fresh read gives, and only the files that changed are read again.
@Suite struct ExtractionCacheTests {
    /// The Swift files of an example project, by path relative to it.
    static func files(of example: String) -> [ProjectSource] {
        var out: [ProjectSource] = []
        func walk(_ dir: String, _ rel: String) {
            guard case .success(let names) = Platform.directoryEntries(dir) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let full = dir + "/" + name, r = rel.isEmpty ? name : rel + "/" + name
                if Platform.fileKind(full) == .directory {
                    walk(full, r)
                } else if name.hasSuffix(".swift"), case .success(let bytes) = Platform.readFile(full) {
                    out.append(ProjectSource(path: r, bytes: bytes))
                }
            }
        }
        walk("\(ExampleExtractionTests.root)/examples/\(example)", "")
        return out
    }

    /// Everything an extraction and its audit say, in one text: the flow, the
    /// problems, what was not placed, previews, allow comments, type locations,
    /// and each finding of the audit with its place and fix.
    static func summary(_ p: ExtractedProject, _ files: [ProjectSource], memo: AuditMemo? = nil) -> String {
        var out = [p.flowText]
        out += p.problems.map { "problem \($0.location) \($0.message)" }
        out += p.notes.map { "note \($0)" }
        out.append("types \(p.screenTypes)")
        out.append("previews \(p.previews)")
        out.append("readers \(p.modeReaders)")
        out.append("allows \(p.allowComments)")
        out += p.typeLocations.keys.sorted().map { "at \($0) \(p.typeLocations[$0]!)" }
        let audit = Audit(p, root: "App", memo: memo) { path in
            files.first { "App/" + $0.path == path }?.bytes
        }
        out += audit.report.diagnostics.map {
            "\($0.severity) \($0.id) \(audit.relativePath(of: $0.range)) \($0.range) \($0.message) \($0.fix ?? "")"
        }
        out += audit.report.document.sources.map { "source \($0.path) \($0.bytes.count)" }
        return out.joined(separator: "\n")
    }

    /// The project extracted with the cache, which the test expects to say
    /// everything a fresh read of the same files says.
    static func keptAsFresh(_ files: [ProjectSource], _ cache: ExtractionCache,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExtractedProject {
        let kept = SwiftUIExtractor.extract(files: files, cache: cache)
        #expect(summary(kept, files) == summary(SwiftUIExtractor.extract(files: files), files), sourceLocation: sourceLocation)
        return kept
    }

    @Test("after an edit of any one file of each example, the kept extraction equals a fresh one, and reads one file",
          arguments: ExampleExtractionTests.examples)
    func everyFileEdited(_ example: String) {
        let original = Self.files(of: example)
        #expect(original.count > 3)
        let cache = ExtractionCache()
        let first = SwiftUIExtractor.extract(files: original, cache: cache)
        #expect(cache.filesParsed == original.count)
        #expect(Self.summary(first, original) == Self.summary(SwiftUIExtractor.extract(files: original), original))
        _ = SwiftUIExtractor.extract(files: original, cache: cache)
        #expect(cache.filesParsed == 0 && cache.filesMoved == 0)
        #expect(cache.filesKept == original.count)
        for i in original.indices {
            var files = original
            // An edit that moves every line below it: a new first line.
            files[i].bytes = Array("// edited\n".utf8) + files[i].bytes
            let kept = SwiftUIExtractor.extract(files: files, cache: cache)
            #expect(cache.filesParsed == (i == 0 ? 1 : 2), "the edited file, and the one edited before it, put back")
            #expect(cache.filesMoved == 0)
            #expect(cache.indexKept, "a new first line changes no declaration")
            let fresh = SwiftUIExtractor.extract(files: files)
            #expect(Self.summary(kept, files) == Self.summary(fresh, files), "after editing \(files[i].path)")
        }
    }

    @Test("an audit that keeps what it wrote for the next (the language server's) says what a fresh audit says, edit after edit",
          arguments: ExampleExtractionTests.examples)
    func auditMemoFollowsEdits(_ example: String) {
        let original = Self.files(of: example)
        let cache = ExtractionCache()
        let memo = AuditMemo()
        var files = original
        for i in original.indices {
            // A control's text changed, then a line added above everything: screens change and move.
            files[i].bytes = Array(String(decoding: files[i].bytes, as: UTF8.self)
                .replacingOccurrences(of: "Button(\"", with: "Button(\"Now ").utf8)
            if i % 2 == 1 { files[i].bytes = Array("// edited\n".utf8) + files[i].bytes }
            let kept = SwiftUIExtractor.extract(files: files, cache: cache)
            #expect(Self.summary(kept, files, memo: memo) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                    "after editing \(files[i].path)")
        }
        // Files gone: the numbering is made again.
        let fewer = Array(files.dropLast())
        #expect(Self.summary(SwiftUIExtractor.extract(files: fewer, cache: cache), fewer, memo: memo)
            == Self.summary(SwiftUIExtractor.extract(files: fewer), fewer))
    }

    @Test("after an edit that changes declarations (a type added, a conformance dropped), the type index is made again",
          arguments: ExampleExtractionTests.examples)
    func declarationsEdited(_ example: String) {
        let original = Self.files(of: example)
        let cache = ExtractionCache()
        _ = SwiftUIExtractor.extract(files: original, cache: cache)
        for i in original.indices {
            var files = original
            files[i].bytes += Array("\nstruct Added\(i): View { var body: some View { Text(\"Added\") } }\n".utf8)
            let kept = SwiftUIExtractor.extract(files: files, cache: cache)
            #expect(!cache.indexKept)
            #expect(Self.summary(kept, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                    "after adding a type to \(files[i].path)")
            let text = String(decoding: original[i].bytes, as: UTF8.self)
            guard text.contains(": View {") else { continue }
            files[i] = ProjectSource(path: original[i].path, text: text.replacingOccurrences(of: ": View {", with: " {"))
            let dropped = SwiftUIExtractor.extract(files: files, cache: cache)
            #expect(!cache.indexKept)
            #expect(Self.summary(dropped, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                    "after dropping View from the types of \(files[i].path)")
        }
    }

    @Test("an edit of comments only keeps the whole extraction but for its allow comments; an edit of code reads it again",
          arguments: ExampleExtractionTests.examples)
    func commentsEdited(_ example: String) {
        let original = Self.files(of: example)
        let cache = ExtractionCache()
        _ = SwiftUIExtractor.extract(files: original, cache: cache)
        for i in original.indices {
            // Each edit is made to the project as it was.
            _ = SwiftUIExtractor.extract(files: original, cache: cache)
            var files = original
            // Comments at the end, one an allow comment: the same code.
            files[i].bytes += Array("\n// saved\n// aaflow:allow representation.missing-icon kept for the test\n".utf8)
            let kept = SwiftUIExtractor.extract(files: files, cache: cache)
            #expect(cache.projectKept, "only comments changed in \(files[i].path)")
            #expect(kept.allowComments.contains { $0.location.file == files[i].path })
            #expect(Self.summary(kept, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                    "after adding comments to \(files[i].path)")
            // A comment line made longer: every token stays where it was.
            let text = String(decoding: original[i].bytes, as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let k = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) {
                lines[k] += " and more words, é"
                files[i] = ProjectSource(path: original[i].path, text: lines.joined(separator: "\n"))
                let longer = SwiftUIExtractor.extract(files: files, cache: cache)
                #expect(cache.projectKept, "a comment made longer in \(files[i].path): \(lines[k])")
                #expect(Self.summary(longer, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                        "after a comment made longer in \(files[i].path)")
            }
            // A comment before code on its line moves that code: read again.
            if let k = lines.firstIndex(where: { $0.contains("Text(") }) {
                lines[k] = "/* é */ " + lines[k]
                files[i] = ProjectSource(path: original[i].path, text: lines.joined(separator: "\n"))
                let moved = SwiftUIExtractor.extract(files: files, cache: cache)
                #expect(!cache.projectKept, "code moved in \(files[i].path)")
                #expect(Self.summary(moved, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                        "after code moved on its line in \(files[i].path)")
            }
            // A string in code changed, every place kept: read again, and the flow says the new text.
            if text.contains("Text(\"") {
                files[i] = ProjectSource(path: original[i].path, text: text.replacingOccurrences(of: "Text(\"", with: "Text(\"Ž"))
                let edited = SwiftUIExtractor.extract(files: files, cache: cache)
                #expect(!cache.projectKept, "code changed in \(files[i].path)")
                #expect(Self.summary(edited, files) == Self.summary(SwiftUIExtractor.extract(files: files), files),
                        "after a text changed in \(files[i].path)")
            }
        }
    }

    /// A small app: Home links to Detail; Orphan has a title and is shown by
    /// no scene; Maker is read by no scene; a preview shows Detail.
    static func placedProject(link: String = "Detail", maker: String = "Text(\"M\")", preview: String = "Detail") -> [ProjectSource] {
        [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
                """),
            ProjectSource(path: "Detail.swift", text: """
                import SwiftUI
                struct Detail: View { var body: some View { Text("D").navigationTitle("Detail") } }
                #Preview { \(preview)() }
                """),
            ProjectSource(path: "Home.swift", text: """
                import SwiftUI
                struct Home: View { var body: some View { NavigationStack { NavigationLink("Go") { \(link)() }.navigationTitle("Home") } } }
                """),
            ProjectSource(path: "Maker.swift", text: """
                import SwiftUI
                struct Maker: View { var body: some View { \(maker) } }
                """),
            ProjectSource(path: "Orphan.swift", text: """
                import SwiftUI
                struct Orphan: View { var body: some View { Text("O").navigationTitle("Orphan") } }
                """),
        ]
    }

    @Test("edits of bodies that keep every declaration: what is placed, why not, and previews follow, as in a fresh read")
    func bodiesEdited() {
        let cache = ExtractionCache()
        func extract(_ files: [ProjectSource]) -> ExtractedProject { Self.keptAsFresh(files, cache) }
        func why(_ p: ExtractedProject, _ type: String) -> String? {
            p.screenTypes.first { $0.typeName == type }?.whyNotPlaced
        }
        let first = extract(Self.placedProject())
        #expect(why(first, "Detail") == nil)
        #expect(why(first, "Orphan") == "never constructed")
        // A body no scene reads now constructs Orphan: why it is not placed changes.
        let made = extract(Self.placedProject(maker: "Orphan()"))
        #expect(cache.indexKept && !cache.projectKept)
        #expect(why(made, "Orphan") == "constructed only in Maker, which no scene reaches")
        // Another edit of that body, which no scene reads: the same answers as before it.
        let other = extract(Self.placedProject(maker: "Text(\"N\")"))
        #expect(cache.indexKept)
        #expect(why(other, "Orphan") == "never constructed")
        // A body a scene reads links to Orphan instead of Detail: Orphan is placed, Detail not.
        let relinked = extract(Self.placedProject(link: "Orphan"))
        #expect(cache.indexKept)
        #expect(why(relinked, "Orphan") == nil)
        #expect(why(relinked, "Detail") != nil)
        #expect(relinked.flowText != first.flowText)
        // A preview shows another type.
        let previewed = extract(Self.placedProject(preview: "Orphan"))
        #expect(previewed.previews.map(\.shownTypes) == [["Orphan"]])
        // And back as it was: the first answers.
        let back = extract(Self.placedProject())
        #expect(Self.summary(back, Self.placedProject()) == Self.summary(first, Self.placedProject()))
    }

    /// An app whose first screen takes its body and a helper from an
    /// extension of a protocol of the project, in a file of its own.
    static func protocolProject(link: String, helper: String) -> [ProjectSource] {
        [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
                """),
            ProjectSource(path: "Home.swift", text: """
                import SwiftUI
                struct Home: Screen {}
                struct Detail: View { var body: some View { Text("D").navigationTitle("Detail") } }
                struct Orphan: View { var body: some View { Text("O").navigationTitle("Orphan") } }
                """),
            ProjectSource(path: "Screen.swift", text: """
                import SwiftUI
                protocol Screen: View {}
                extension Screen {
                    var body: some View { NavigationStack { NavigationLink("Go") { \(link)() }.navigationTitle(heading()) } }
                    func heading() -> String { "\(helper)" }
                }
                """),
        ]
    }

    @Test("members an extension of a protocol gives, edited with every declaration kept, are read anew for the types that conform")
    func protocolMembersEdited() {
        let cache = ExtractionCache()
        func extract(_ files: [ProjectSource]) -> ExtractedProject { Self.keptAsFresh(files, cache) }
        let first = extract(Self.protocolProject(link: "Detail", helper: "Home"))
        #expect(first.screenTypes.first { $0.typeName == "Detail" }?.isPlaced == true)
        let relinked = extract(Self.protocolProject(link: "Orphan", helper: "Start"))
        #expect(cache.indexKept && !cache.projectKept)
        #expect(relinked.screenTypes.first { $0.typeName == "Orphan" }?.isPlaced == true)
        #expect(relinked.screenTypes.first { $0.typeName == "Detail" }?.isPlaced == false)
        #expect(relinked.flowText != first.flowText)
    }

    /// A preview that shows `Holder(content: Detail())`; whether `Holder` is a
    /// wrapper that only shows what it is given is up to its body, in a file of its own.
    static func previewProject(holderBody: String, deep: Bool = false) -> [ProjectSource] {
        let chain = deep ? String(repeating: ".padding()", count: 1_100) : ""
        return [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Detail() } } }
                """),
            ProjectSource(path: "Detail.swift", text: """
                import SwiftUI
                struct Detail: View { var body: some View { Text("D").navigationTitle("Detail") } }
                #Preview { Holder(content: Detail()) }
                """),
            ProjectSource(path: "Holder.swift", text: """
                import SwiftUI
                struct Holder<Content: View>: View {
                    let content: Content
                    var body: some View { \(holderBody)\(chain) }
                }
                """),
        ]
    }

    @Test("a preview kept from the last extraction is worked out again when a body it read changes, and says where that body gave up")
    func previewsFollowWhatTheyRead() {
        let cache = ExtractionCache()
        func extract(_ files: [ProjectSource]) -> ExtractedProject { Self.keptAsFresh(files, cache) }
        // Holder shows a view of its own (its body is told no wrapper from its syntax alone,
        // without reading it): the preview shows Holder.
        let own = extract(Self.previewProject(holderBody: "VStack { Text(\"own\") }"))
        #expect(own.previews.map(\.shownTypes) == [["Holder"]])
        // Holder's body now only shows what it is given: the preview shows Detail.
        let wrapper = extract(Self.previewProject(holderBody: "content"))
        #expect(cache.indexKept)
        #expect(wrapper.previews.map(\.shownTypes) == [["Detail"]])
        // And back.
        let ownAgain = extract(Self.previewProject(holderBody: "VStack { Text(\"own\") }"))
        #expect(ownAgain.previews == own.previews)
        // An edit of the app's file: the preview is kept, with the same answer.
        var edited = Self.previewProject(holderBody: "VStack { Text(\"own\") }")
        edited[0] = ProjectSource(path: "App.swift", text: "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Holder(content: Detail()) } } }\n")
        let kept = extract(edited)
        #expect(kept.previews == own.previews)
        // Back to a wrapper whose body is longer than the model follows (on a large stack, as a
        // debug build's frames are large): where it gave up is said in every extraction that
        // reads it, kept previews included, as in a fresh read.
        let (said, saidAgain, same) = RoundTwoShapeTests.onLargeStack { () -> (Bool, Bool, Bool) in
            let cache = ExtractionCache()
            let deepFiles = Self.previewProject(holderBody: "content", deep: true)
            let deep = SwiftUIExtractor.extract(files: deepFiles, cache: cache)
            let appEdited = deepFiles.map {
                $0.path == "App.swift" ? ProjectSource(path: "App.swift", text: "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n") : $0
            }
            let again = SwiftUIExtractor.extract(files: appEdited, cache: cache)
            func saysHolder(_ p: ExtractedProject) -> Bool {
                p.problems.contains { $0.location.file == "Holder.swift" && $0.value == .chainTooLong(calls: 1024) }
            }
            return (saysHolder(deep), saysHolder(again),
                    Self.summary(again, appEdited) == Self.summary(SwiftUIExtractor.extract(files: appEdited), appEdited))
        }
        #expect(said && saidAgain && same)
    }

    /// A preview that shows `Picker(mode: .a)`; whether `Picker` is a router
    /// view, looked through to `First`, is up to its body, in a file of its own.
    static func routerProject(pickerBody: String) -> [ProjectSource] {
        [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { First() } } }
                enum Mode { case a, b }
                struct First: View { var body: some View { Text("1").navigationTitle("First") } }
                struct Second: View { var body: some View { Text("2").navigationTitle("Second") } }
                #Preview { Picker(mode: .a) }
                """),
            ProjectSource(path: "Picker.swift", text: """
                import SwiftUI
                struct Picker: View {
                    let mode: Mode
                    var body: some View { \(pickerBody) }
                }
                """),
        ]
    }

    @Test("a kept preview follows the edits of a type it shows that becomes a router view, and back")
    func previewsFollowRouters() {
        let cache = ExtractionCache()
        func extract(_ files: [ProjectSource]) -> ExtractedProject { Self.keptAsFresh(files, cache) }
        let plain = extract(Self.routerProject(pickerBody: "VStack { Text(\"p\") }"))
        #expect(plain.previews.map(\.shownTypes) == [["Picker"]])
        let router = extract(Self.routerProject(pickerBody: "switch mode { case .a: First() case .b: Second() }"))
        #expect(cache.indexKept)
        #expect(router.previews.map(\.shownTypes) == [["First"]])
        let back = extract(Self.routerProject(pickerBody: "VStack { Text(\"q\") }"))
        #expect(back.previews.map(\.shownTypes) == [["Picker"]])
    }

    @Test("what was not placed, kept while nothing it read changed, follows a type that moves down its file")
    func notPlacedFollowsPlaces() {
        let cache = ExtractionCache()
        let files = Self.placedProject()
        let first = SwiftUIExtractor.extract(files: files, cache: cache)
        #expect(first.screenTypes.first { $0.typeName == "Orphan" }?.location.line == 2)
        // A body edit elsewhere keeps every answer.
        let edited = files.map { $0.path == "Home.swift" ? ProjectSource(path: "Home.swift", text: String(decoding: $0.bytes, as: UTF8.self).replacingOccurrences(of: "\"Go\"", with: "\"Open\"")) : $0 }
        let kept = SwiftUIExtractor.extract(files: edited, cache: cache)
        #expect(kept.screenTypes == first.screenTypes)
        // Orphan moves down two lines: its place follows.
        let moved = edited.map { $0.path == "Orphan.swift" ? ProjectSource(path: "Orphan.swift", bytes: Array("\n\n".utf8) + $0.bytes) : $0 }
        let after = SwiftUIExtractor.extract(files: moved, cache: cache)
        #expect(cache.indexKept)
        #expect(after.screenTypes.first { $0.typeName == "Orphan" }?.location.line == 4)
        #expect(Self.summary(after, moved) == Self.summary(SwiftUIExtractor.extract(files: moved), moved))
    }

    @Test("two private types of one name in two files: after either file's lines move, the place kept is the one a fresh read gives")
    func sharedIDsKeepTheLastPlace() {
        let files = [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct ShareApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                """),
            ProjectSource(path: "Home.swift", text: """
                import SwiftUI
                struct Home: View {
                    var body: some View { Row() }
                }
                private struct Row: View {
                    var body: some View { Text("One") }
                }
                """),
            ProjectSource(path: "Other.swift", text: """
                import SwiftUI
                struct Other: View {
                    var body: some View { Row() }
                }
                private struct Row: View {
                    var body: some View { Text("Two") }
                }
                """),
        ]
        for moved in ["Home.swift", "Other.swift"] {
            let cache = ExtractionCache()
            _ = SwiftUIExtractor.extract(files: files, cache: cache)
            let edited = files.map { $0.path == moved ? ProjectSource(path: moved, bytes: Array("\n\n\n".utf8) + $0.bytes) : $0 }
            let kept = Self.keptAsFresh(edited, cache)
            #expect(cache.indexKept, "new lines above change no declaration")
            #expect(kept.typeLocations["Row"] == SwiftUIExtractor.extract(files: edited).typeLocations["Row"], "after moving \(moved)")
        }
    }

    @Test("a view that picks its navigation inside `#if`, read as a screen in one extraction, is told apart the same way in the next")
    func quickAnswersHoldAcrossReads() {
        let files = [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct PickApp: App {
                    @State var loggedIn = false
                    var body: some Scene {
                        WindowGroup {
                            if loggedIn {
                                ContentView()
                            } else {
                                LoginView()
                            }
                        }
                    }
                }
                """),
            ProjectSource(path: "ContentView.swift", text: """
                import SwiftUI
                struct ContentView: View {
                    var compact = true
                    var body: some View {
                        #if os(iOS)
                        if compact {
                            TabsView()
                        } else {
                            SidebarView()
                        }
                        #else
                        SidebarView()
                        #endif
                    }
                }
                struct TabsView: View { var body: some View { Text("Tabs") } }
                struct SidebarView: View { var body: some View { Text("Sidebar") } }
                struct LoginView: View { var body: some View { Button("Log in") {} } }
                """),
        ]
        let cache = ExtractionCache()
        _ = Self.keptAsFresh(files, cache)
        // The App's file edited: its scene is read again, with ContentView's body read already.
        let edited = files.map { $0.path == "App.swift" ? ProjectSource(path: "App.swift", bytes: $0.bytes + Array("\n// saved\nlet x = 1\n".utf8)) : $0 }
        _ = Self.keptAsFresh(edited, cache)
        _ = Self.keptAsFresh(files, cache)
    }

    @Test("a file added or removed: only a new file is parsed; the files after it in path order have their declarations read again")
    func addedAndRemoved() {
        let original = Self.files(of: "Errands")
        let cache = ExtractionCache()
        _ = SwiftUIExtractor.extract(files: original, cache: cache)
        let added = original + [ProjectSource(path: "AAA.swift", text: "import SwiftUI\nstruct Extra: View { var body: some View { Text(\"x\") } }\n")]
        let kept = SwiftUIExtractor.extract(files: added, cache: cache)
        #expect(cache.filesParsed == 1)
        #expect(cache.filesMoved == original.count)
        #expect(Self.summary(kept, added) == Self.summary(SwiftUIExtractor.extract(files: added), added))
        // The last file in path order: no other file moves.
        let last = added.map(\.path).max { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let removed = added.filter { $0.path != last }
        let keptAgain = SwiftUIExtractor.extract(files: removed, cache: cache)
        #expect(cache.filesParsed == 0 && cache.filesMoved == 0)
        #expect(Self.summary(keptAgain, removed) == Self.summary(SwiftUIExtractor.extract(files: removed), removed))
    }

    /// A view whose content comes from a function with a modifier chain longer
    /// than the model follows (1,024 calls), shown from the app or not.
    static func deepProject(shown: Bool) -> [ProjectSource] {
        let deep = "Text(\"x\")" + String(repeating: ".padding()", count: 1100)
        return [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { \(shown ? "Deep()" : "Plain()") } } }
                struct Plain: View { var body: some View { Text("Plain") } }
                """),
            ProjectSource(path: "Deep.swift", text: """
                import SwiftUI
                struct Deep: View { var body: some View { Maker.make() } }
                enum Maker { static func make() -> some View { \(deep) } }
                """),
        ]
    }

    @Test("where the model gave up in a body read by an earlier run is said only when this run reads the body too")
    func gaveUpOnlyWhereAsked() {
        // A debug build's frames are large: the chain is followed on a large stack.
        let (first, hidden, again) = RoundTwoShapeTests.onLargeStack { () -> ([SwiftProblem], Bool, Bool) in
            let cache = ExtractionCache()
            let shownFiles = Self.deepProject(shown: true), hiddenFiles = Self.deepProject(shown: false)
            let shown = SwiftUIExtractor.extract(files: shownFiles, cache: cache)
            let kept = SwiftUIExtractor.extract(files: hiddenFiles, cache: cache)
            let parsedOne = cache.filesParsed == 1
            let hidden = parsedOne && Self.summary(kept, hiddenFiles)
                == Self.summary(SwiftUIExtractor.extract(files: hiddenFiles), hiddenFiles)
            let again = SwiftUIExtractor.extract(files: shownFiles, cache: cache)
            return (shown.problems, hidden && !kept.problems.contains { $0.location.file == "Deep.swift" },
                    Self.summary(again, shownFiles) == Self.summary(shown, shownFiles))
        }
        #expect(first.contains { $0.location.file == "Deep.swift" && $0.value == .chainTooLong(calls: 1024) })
        #expect(hidden, "not shown: no word of the chain, as in a fresh read")
        #expect(again, "shown again: the same words as the first time")
    }

    @Test("a chain of 1,100 modifiers on a test thread's own stack ends in a located gave-up, not a crash")
    func longChainOnASmallStack() {
        let project = SwiftUIExtractor.extract(files: Self.deepProject(shown: true))
        #expect(project.problems.contains { $0.location.file == "Deep.swift" && $0.id == "swift.gave-up" })
        #expect(project.scenes.first?.start == "Deep")
    }

    static func readerProject(reads: Bool, title: String) -> [ProjectSource] {
        [
            ProjectSource(path: "App.swift", text: """
                import SwiftUI
                @main struct A: App { var body: some Scene { WindowGroup { Home() } } }
                """),
            ProjectSource(path: "Home.swift", text: """
                import SwiftUI
                struct Home: View {
                    \(reads ? "@Environment(\\.accessibilityAssistiveAccessEnabled) private var simple" : "@State private var count = 0")
                    var body: some View { Text("\(title)").navigationTitle("\(title)") }
                }
                """),
        ]
    }

    @Test("the types that read the mode, kept with the type index through an edit of a body, follow an edit of the properties")
    func modeReadersFollowDeclarations() {
        let cache = ExtractionCache()
        #expect(Self.keptAsFresh(Self.readerProject(reads: true, title: "One"), cache).modeReaders == ["Home"])
        // A body edited: the index is kept, and so are the readers.
        #expect(Self.keptAsFresh(Self.readerProject(reads: true, title: "Two"), cache).modeReaders == ["Home"])
        #expect(cache.indexKept)
        // The property that reads the mode gone: the index is made again, with no reader.
        #expect(Self.keptAsFresh(Self.readerProject(reads: false, title: "Two"), cache).modeReaders == [])
        #expect(!cache.indexKept)
        #expect(Self.keptAsFresh(Self.readerProject(reads: false, title: "Three"), cache).modeReaders == [])
        #expect(Self.keptAsFresh(Self.readerProject(reads: true, title: "Three"), cache).modeReaders == ["Home"])
    }
}
