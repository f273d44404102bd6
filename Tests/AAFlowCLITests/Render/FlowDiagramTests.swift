import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

import Testing
@testable import AAFlow
@testable import AAFlowRender
@testable import AAFlowCLI

/// The annotated diagrams of `aaflow render` and `aaflow compare -o`.
@Suite(.serialized)
struct FlowDiagramTests {
    static let flowsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("flows")

    static func exampleFlows() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: flowsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "flow" }
            .sorted { $0.path < $1.path }
    }

    func render(_ path: String, _ extra: [String] = []) -> Outcome {
        CLI.run(["render", path] + extra, context: Context())
    }

    func xml(_ bytes: [UInt8]) throws -> XMLDocument {
        try XMLDocument(data: Data(bytes), options: [])
    }

    func groups(_ document: XMLDocument) throws -> [String: String] {
        var out: [String: String] = [:]
        for case let element as XMLElement in try document.nodes(forXPath: "//*[local-name()='g']") {
            // FoundationXML on Linux finds no attribute by name on an element
            // in a namespace: look through the attributes instead.
            let attributes = element.attributes ?? []
            if let id = attributes.first(where: { $0.name == "id" })?.stringValue {
                out[id] = attributes.first(where: { $0.name == "class" })?.stringValue ?? ""
            }
        }
        return out
    }

    @Test func everyExampleFlowRendersEveryScene() throws {
        let flows = try Self.exampleFlows()
        #expect(flows.count >= 3)
        for url in flows {
            let doc = FlowDocument(try SourceFile(path: url.path, bytes: Array(Data(contentsOf: url))), ruleIDs: RuleCatalog.ids)
            let report = Checker.check(doc)
            for scene in doc.scenes {
                let outcome = render(url.path, ["--scene", scene.kind.rawValue])
                #expect(outcome.status == (report.counts(for: scene.kind).errors > 0 ? 1 : 0), "\(url.lastPathComponent)")
                let svg = try xml(outcome.stdout)
                let ids = try groups(svg)
                for (i, screen) in scene.screens.enumerated() {
                    let own = report.diagnostics.filter { $0.scene == scene.kind && $0.screen == screen.id.name && !$0.isAllowed }
                    let expected = own.map(\.severity).max()?.rawValue ?? "ok"
                    let cls = try #require(ids["screen-\(screen.id.name)"], "\(url.lastPathComponent): \(screen.id.name)")
                    #expect(cls.split(separator: " ").contains(Substring(expected)), "\(screen.id.name): \(cls)")
                    _ = i
                }
                // The SVG says in words what it shows.
                let title = try svg.nodes(forXPath: "/*[local-name()='svg']/*[local-name()='g']/*[local-name()='title']").first?.stringValue
                #expect(title?.contains("\(scene.kind.rawValue) scene") == true)
                let desc = try svg.nodes(forXPath: "//*[local-name()='desc']").first?.stringValue ?? ""
                #expect(desc.contains("\(scene.metrics.screens) screen"))
            }
        }
    }

    @Test func sameFlowGivesSameBytes() throws {
        let path = Self.flowsFolder.appendingPathComponent("send.flow").path
        for format in ["svg", "png", "pdf", "dot"] {
            let a = render(path, ["--format", format])
            let b = render(path, ["--format", format])
            #expect(a.status == 1)
            #expect(a.stdout == b.stdout, "\(format)")
            #expect(!a.stdout.isEmpty)
        }
        #expect(render(path, ["--format", "png"]).stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(render(path, ["--format", "pdf"]).stdout.starts(with: Array("%PDF".utf8)))
    }

    @Test func hostileTextAppearsVerbatimAndTheSVGStaysWellFormed() throws {
        let hostile = #"<b>Tom & Jerry</b> \N \G "quoted" back\slash"#
        let escaped = hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let flow = """
            app "\(escaped)"
            scene assistive
            screen a "\(escaped)" icon star
              button "\(escaped)" icon star -> b
            screen b "Esc \\u{1B}[31m red" icon star
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("hostile.flow")
        try flow.write(to: file, atomically: true, encoding: .utf8)
        let outcome = render(file.path)
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        let svg = try xml(outcome.stdout)
        let texts = try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        // Long titles wrap at spaces: the lines, joined by spaces, give the title as written.
        let joined = zip(texts, texts.dropFirst()).map { "\($0) \($1)" }
        #expect(joined.contains(hostile))
        #expect(texts.contains { $0.contains("Esc") && !$0.contains("\u{1B}") })
        let title = try svg.nodes(forXPath: "//*[local-name()='title']").first?.stringValue ?? ""
        #expect(title.contains(hostile))
        // The DOT text escapes it too, so that Graphviz's own tools read it back.
        let dot = render(file.path, ["--format", "dot"]).stdoutText
        #expect(dot.contains(#"\\N"#) && !dot.contains("\u{1B}"))
    }

    @Test func destructiveAndTimedTransitionsAreSetApartByMoreThanColour() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("cues.flow")
        try """
            scene standard
            screen a "A" icon a
              button "Delete" icon trash -> b destructive confirm 2
            screen b "B" icon b
              after 3s -> c
            screen c "C" icon c
            """.write(to: file, atomically: true, encoding: .utf8)
        let svg = render(file.path).stdoutText
        #expect(svg.contains("⚠ destructive: Delete (asks twice)"))
        #expect(svg.contains("timed: after 3s"))
        #expect(svg.contains("stroke-dasharray"))  // the timed arrow is dashed
        #expect(svg.contains("stroke-width=\"3\""))  // the destructive one is thick
        #expect(svg.contains("▶ START"))
        #expect(svg.contains("Legend"))
    }

    @Test func renderErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.flow")
        try "scene assistive\nscreen a \"A\"\n  button -> nowhere\n".write(to: bad, atomically: true, encoding: .utf8)
        let invalid = render(bad.path, ["-o", dir.appendingPathComponent("out.svg").path])
        #expect(invalid.status == 2)
        #expect(invalid.stderrText.contains("flow.undefined-screen"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.svg").path))

        let news = Self.flowsFolder.appendingPathComponent("news.flow").path
        let onlyAssistive = dir.appendingPathComponent("aa.flow")
        try "scene assistive\nscreen a \"A\" icon a\n".write(to: onlyAssistive, atomically: true, encoding: .utf8)
        #expect(render(onlyAssistive.path, ["--scene", "standard"]).status == 2)
        #expect(render(news, ["--format", "gif"]).status == 64)
        #expect(render(news, ["-o", dir.appendingPathComponent("x.gif").path]).status == 64)
        #expect(render(news, [news]).status == 64)
        // Never over an input file, never into a folder.
        let copy = dir.appendingPathComponent("news.flow")
        try FileManager.default.copyItem(atPath: news, toPath: copy.path)
        let before = try Data(contentsOf: copy)
        let refused = render(copy.path, ["-o", copy.path, "--format", "svg"])
        #expect(refused.status == 2 && refused.stderrText.contains("input file"))
        #expect(try Data(contentsOf: copy) == before)
        #expect(render(news, ["-o", dir.path]).status == 2)
        // -o writes the file; the extension picks the format.
        let png = dir.appendingPathComponent("news.png")
        #expect(render(news, ["-o", png.path]).status == 0)
        #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func sideBySideComparisonIsWellFormedAndDeterministic() throws {
        let news = Self.flowsFolder.appendingPathComponent("news.flow").path
        let a = CLI.run(["compare", news, "-o", "-"], context: Context())
        let b = CLI.run(["compare", news, "-o", "-"], context: Context())
        #expect(a.status == 0)
        if a.stdout != b.stdout {
            let at = (0..<min(a.stdout.count, b.stdout.count)).first { a.stdout[$0] != b.stdout[$0] } ?? min(a.stdout.count, b.stdout.count)
            Issue.record("the two diagrams differ from byte \(at): \(String(decoding: a.stdout[max(0, at - 80)..<min(a.stdout.count, at + 80)], as: UTF8.self)) // \(String(decoding: b.stdout[max(0, at - 80)..<min(b.stdout.count, at + 80)], as: UTF8.self))")
        }
        let svg = try xml(a.stdout)
        let ids = try groups(svg)
        for id in ["home", "news", "breaking", "article", "share", "settings"] {
            #expect(ids["standard-screen-\(id)"] != nil, "\(id)")
        }
        #expect(ids["assistive-screen-news"] != nil && ids["assistive-screen-article"] != nil)
        #expect(ids["scene-standard"] != nil && ids["scene-assistive"] != nil)
        let text = a.stdoutText
        // Four dropped screens say so, and the legend explains it once.
        #expect(text.components(separatedBy: "dropped in Assistive Access").count - 1 == 5)
        #expect(text.contains("id=\"legend&#45;dropped\"") || text.contains("id=\"legend-dropped\""))
        // Kept screens say so on both sides, and carry the class `kept`.
        #expect(ids["standard-screen-news"]?.split(separator: " ").contains("kept") == true)
        #expect(ids["assistive-screen-article"]?.split(separator: " ").contains("kept") == true)
        #expect(text.contains("kept in Assistive Access") && text.contains("kept from the standard scene"))
    }
}

/// Very large scenes keep the top-down layout by drawing the screens nearest the start.
@Suite(.serialized)
struct LargeSceneDiagramTests {
    @Test func aVeryLargeSceneIsCollapsedAndSaysSo() throws {
        // A chain of 2,500 screens, with a finding far down, and 3 unreachable screens.
        var text = "scene assistive\n"
        let n = FlowDiagram.forceLayoutAbove + 500
        for i in 0..<n {
            text += "screen s\(i) \"S\(i)\" icon doc\n"
            if i + 1 < n { text += "  button \"Next\" icon arrow.right -> s\(i + 1)\n" }
            if i == n - 2 { text += "  back \"Back\" icon chevron.left\n" }
        }
        for i in 0..<3 { text += "screen lost\(i) \"Lost\" icon questionmark\n" }
        let doc = FlowDocument(SourceFile(path: "chain.flow", text: text), ruleIDs: RuleCatalog.ids)
        let report = Checker.check(doc)
        let (graph, engine) = FlowDiagram.graph(doc.scenes[0], report: report)
        #expect(engine == .dot)
        let drawnScreens = graph.nodes.filter { $0.attributes["id"]?.hasPrefix("screen-") == true }
        #expect(drawnScreens.count == FlowDiagram.collapsedLimit)
        let below = try #require(graph.node("#below:s\(FlowDiagram.collapsedLimit - 1)"))
        #expect(below.attributes["label"]?.contains("\(n - FlowDiagram.collapsedLimit) screens further on") == true)
        // The custom back button far down is an error: the box that stands for it says so.
        #expect(below.attributes["class"] == "collapsed error")
        #expect(graph.node("#unreachable")?.attributes["label"]?.contains("3 screens that no path reaches") == true)
        #expect(graph.attributes["label"]?.contains("closest to the start are drawn") == true)
        let svg = try renderDiagram(graph, format: .svg)
        #expect(svg.bytes.count > 1000)
    }

    /// `compare -o` of scenes past `forceLayoutAbove` screens in all draws
    /// the screens of each scene nearest its start, top-down, as `render` does.
    @Test func aVeryLargeComparisonIsCollapsedInBothScenes() throws {
        func chain(_ kind: String, _ n: Int) -> String {
            var text = "scene \(kind)\n"
            for i in 0..<n {
                text += "screen s\(i) \"S\(i)\" icon doc\n"
                if i + 1 < n { text += "  button \"Next\" icon arrow.right -> s\(i + 1)\n" }
                if i % 10 == 9 { text += "  button \"Home\" icon house -> s0\n" }
            }
            return text
        }
        let n = FlowDiagram.forceLayoutAbove
        let doc = FlowDocument(SourceFile(path: "big.flow", text: chain("standard", n) + chain("assistive", 300)),
                               ruleIDs: RuleCatalog.ids)
        let comparison = try Comparison(doc)
        let (graph, engine) = ComparisonDiagram.graph(comparison)
        #expect(engine == .dot)
        let standard = graph.nodes.filter { $0.attributes["id"]?.hasPrefix("standard-screen-") == true }
        let assistive = graph.nodes.filter { $0.attributes["id"]?.hasPrefix("assistive-screen-") == true }
        #expect(standard.count == FlowDiagram.comparedCollapsedLimit)
        #expect(assistive.count == FlowDiagram.comparedCollapsedLimit)
        let below = try #require(graph.node("standard:#below:s\(FlowDiagram.comparedCollapsedLimit - 1)"))
        #expect(below.attributes["label"]?.contains("\(n - FlowDiagram.comparedCollapsedLimit) screens further on") == true)
        // The heading wraps: its lines joined by spaces say what was drawn.
        let heading = graph.attributes["label"]?.replacingOccurrences(of: #"\n"#, with: " ") ?? ""
        #expect(heading.contains("closest to the start are drawn"))
        // Each summary box sits in its scene's box.
        let clusters = graph.clusters.filter { $0.attributes["id"]?.hasPrefix("scene-") == true }
        #expect(clusters.count == 2)
        #expect(clusters[0].nodes.contains("standard:#below:s\(FlowDiagram.comparedCollapsedLimit - 1)"))
        let svg = try renderDiagram(graph, format: .svg, engine: engine)
        #expect(svg.bytes.count > 1000)
    }

    /// A PNG too wide for cairo is refused in aaflow's words, with its size;
    /// Graphviz's own message never reaches the terminal, and nothing is written.
    @Test func aBitmapTooLargeIsRefusedWithItsSize() throws {
        var text = "scene standard\nscreen home \"Home\" icon house\n"
        for i in 0..<400 { text += "  button \"Open \(i)\" icon doc -> s\(i)\n" }
        for i in 0..<400 { text += "screen s\(i) \"A screen with a rather long title \(i)\" icon doc\n" }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("aaflow-wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let flow = dir.appendingPathComponent("wide.flow")
        try text.write(to: flow, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("wide.png")
        let outcome = CLI.run(["render", flow.path, "-o", png.path], context: Context())
        #expect(outcome.status == 2)
        let message = outcome.stderrText
        #expect(message.contains("pixels, more than a PNG can hold (32,767 a side)"), "\(message)")
        #expect(message.contains("SVG or PDF"))
        #expect(!message.contains("cairo") && !message.contains("(null)"))
        #expect(!FileManager.default.fileExists(atPath: png.path))
        // SVG has no such limit.
        #expect(CLI.run(["render", flow.path, "--format", "svg"], context: Context()).status == 0)
    }

    @Test func graphvizMessagesAreSaidInPlainWords() {
        let edge = GraphvizWords.explain("Edge length 70000.500000 larger than maximum 65535 allowed.")
        #expect(edge?.contains("too long for Graphviz to draw") == true)
        #expect(GraphvizWords.explain("(null): graph is too large for cairo-renderer bitmaps. Scaling by 0.5 to fit")?
            .contains("SVG or PDF") == true)
        #expect(GraphvizWords.explain("some message that changes nothing") == nil)
        let error = DiagramError.graphviz(["Edge length 70000.5 larger than maximum 65535 allowed.", "Check for overflow in spline.c"])
        #expect(!error.description.contains("spline.c") && error.description.contains("too long"))
        #expect(DiagramError.bitmapTooLarge(width: 40_000, height: 1_200).description.hasPrefix("the diagram would be 40,000 × 1,200 pixels"))
    }
}
