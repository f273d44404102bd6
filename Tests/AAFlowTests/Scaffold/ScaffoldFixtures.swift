import Foundation
import Testing
@testable import AAFlow

/// Flows that `scaffold` is tested on, beyond those in flows/.
enum ScaffoldFixtures {
    /// Every statement, control, flag and kind of the language (1.1), in both scenes.
    static let wholeLanguage = #"""
        # Every statement of the language, for scaffold
        app "Whole Language"
        task "Look at a photo" -> photo-detail
        limit depth 6

        scene standard
        start home
        screen home "Home" icon house kind tabs
          tab "Photos" icon photo -> photos
          tab "Settings" icon gear -> settings
          tab "Library" icon books.vertical
          button "Help" icon questionmark.circle -> help sheet
        screen photos "Photos" icon photo kind split
          row "Photo" icon photo -> photo-detail
        screen photo-detail "Photo" icon photo kind detail
          back "Back" icon chevron.backward
          gesture "Delete" icon trash -> photos destructive confirm 2
        screen settings "Settings" icon gear kind settings
          toggle "Sound" icon speaker.wave.2
        screen help "Help" icon questionmark.circle kind dialog
          button "Close" icon xmark

        scene assistive
        limit choices 7
        allow navigation.custom-back "this app draws its own back control on purpose"
        start home
        entry photo-detail "a notification"
        entry camera "a deep link"
        task "Take a photo" -> camera
        screen home "Home" icon house feature Photos
          link "Photos" icon photo -> photos
          link "Camera" icon camera -> camera
          link "Help online" icon safari
          button "Settings" icon gear -> settings custom
          link "Split" icon sidebar.left -> split
          link "Tabs" icon square.grid.2x2 -> tabs
          link "List" icon list.bullet -> list
        screen photos "Photos" icon photo kind grid feature Photos
          row "Photo" icon photo -> photo-detail
          row "Sample" icon star
        screen photo-detail "Photo" icon photo kind media for photo-detail
          allow controls.hidden-gesture "touch and hold is taught in the first run"
          button "Share" icon square.and.arrow.up -> share sheet
          button "Delete" icon trash -> photos destructive confirm 2
          button "Erase all" icon trash.slash destructive
          gesture "Favourite" icon heart
          gesture "Remove" icon minus.circle destructive confirm
          back "Back" icon chevron.backward -> photos
          after 5s
        screen share "Share" icon square.and.arrow.up kind dialog
          button "Copy" icon doc.on.doc
          link "Mail" icon envelope -> mail sheet
        screen mail "Mail" icon envelope kind form
          field "To" icon person
          field "Message"
          slider "Volume" icon speaker
          stepper "Copies" icon number -> share
          picker "Size" icon textformat.size options 3
          picker "Font" icon textformat
          menu "Sort" icon arrow.up.arrow.down options 4
          menu "Filter" icon line.3.horizontal.decrease -> photos
          toggle "Bold" icon bold
        screen camera "Camera" icon camera kind canvas
          button "Take Photo" icon camera.circle
          button icon xmark -> home
          button "No icon"
          button
          after 3s -> photos
        screen settings "Settings" icon gear kind settings
          toggle "Large text" icon textformat.size
        screen split "Split" icon sidebar.left kind split
          link "Detail" icon doc -> photos
        screen tabs "Tabs" icon square.grid.2x2 kind tabs
          tab "One" icon 1.circle -> photos
          tab "Two" icon 2.circle
          tab -> settings
          button "Extra" icon plus
        screen list "List" icon list.bullet kind list
          link "Go" icon arrow.right -> untitled destructive
        screen untitled
          button "Done" icon checkmark -> home
        screen lonely "Nobody comes here" icon questionmark
        """#

    /// Text and ids that try to break out of a string literal, an
    /// identifier or a comment.
    static let hostile = ##"""
        app "1 \"Quoted\" App\\ \u{1F600}"
        scene assistive
        start home
        screen home "Say \"hi\" \\(name) \u{1F600} \u{202E}evil" icon house
          link "\"\"\"triple" icon a.b -> Home
          link "quote-hash \"# and \\# and \"## too" icon star -> home-view
          link "line\nbreak\ttab \u{1}\u{7F}" icon star -> HomeView
          link "// comment */ /* \\u{41}" icon star -> default
          link "emoji 👩‍👩‍👧 flag 🇸🇪" icon star -> self
          link "back\\" icon star -> scroll
          link "" icon star -> standard-scene-placeholder
          link "\\(\"x\") \\#(y) \"#\"\"#" icon star -> class
          button "Delete \"all\" \\(n)" icon trash -> home destructive confirm 3
          toggle "for" icon star
          toggle "default value \\(x)" icon star
          picker "\"quoted\" options" icon star options 2
        screen Home "Title with \\" icon weird-icon
        screen home-view "\u{0}nul \u{1B}[31mred"
        screen HomeView "HomeView"
        screen default "default"
        screen self "self"
        screen scroll "scroll"
        screen standard-scene-placeholder "placeholder"
        screen class "class"
        """##

    /// The flows of flows/, by file name.
    static func exampleFlows() throws -> [(name: String, text: String)] {
        let folder = packageRoot + "/flows"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".flow") }.sorted().map {
            ($0, String(decoding: try packageFile("flows/" + $0), as: UTF8.self))
        }
    }

    /// Every flow scaffold is tested on, with the scenes it has.
    static func allFlows() throws -> [(name: String, text: String)] {
        try exampleFlows() + [("whole-language.flow", wholeLanguage), ("hostile.flow", hostile)]
    }

    /// One scene of one flow.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var scene: SceneKind
        var testDescription: String { "\(name) \(scene.rawValue)" }
    }

    /// Random flows of the whole language, from fixed seeds: a few through
    /// the compiler (seconds each), many through the round trip (milliseconds).
    static let randomSeeds: [UInt64] = Array(1...6)
    static let roundTripSeeds: [UInt64] = Array(1...80)

    /// Every scene of every flow tested.
    static var cases: [Case] { cases(randomSeeds: randomSeeds) }

    static func cases(randomSeeds: [UInt64]) -> [Case] {
        let random = randomSeeds.map { (name: "random-\($0).flow", text: RandomFlows.flow(seed: $0)) }
        let flows = ((try? allFlows()) ?? []) + random.filter { document($0.text).isValid }
        return flows.flatMap { flow in
            document(flow.text).scenes.map { Case(name: flow.name, text: flow.text, scene: $0.kind) }
        }
    }

    static func document(_ text: String, name: String = "test.flow") -> FlowDocument {
        FlowDocument(SourceFile(path: name, bytes: Array(text.utf8)), ruleIDs: RuleCatalog.ids)
    }
}

/// Running the Swift compiler on generated code.
enum SwiftCompiler {
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `swiftc` with these arguments.
    static func run(_ arguments: [String]) -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Run(status: -1, output: "cannot start swiftc: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The folder holding the stub `SwiftUI` and `AVKit` modules, built once.
    static let stubModules: Result<String, StubFailure> = {
        let folder = NSTemporaryDirectory() + "aaflow-swiftui-stub-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for module in ["SwiftUI", "AVKit"] {
            let run = run(["-emit-module", "-parse-as-library", "-module-name", module, "-I", folder,
                           "-emit-module-path", folder + "/\(module).swiftmodule",
                           packageRoot + "/Tests/SwiftUIStub/\(module).swift"])
            if run.status != 0 { return .failure(StubFailure(message: run.output)) }
        }
        return .success(folder)
    }()

    struct StubFailure: Error { var message: String }

    /// A generated file with its `#Preview` blocks left out: a macro cannot
    /// be stubbed without the compiler's plugin libraries (scaffold writes
    /// each preview last in its file, from a line that starts `#Preview`).
    static func withoutPreviews(_ text: String) -> String {
        var out: [Substring] = []
        var inPreview = false
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inPreview && line.hasPrefix("#Preview") { inPreview = true; depth = 0 }
            if inPreview {
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if depth <= 0 && line.contains("}") { inPreview = false }
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }
}
