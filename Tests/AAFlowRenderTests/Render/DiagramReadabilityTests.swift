import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowRender
import AAFlowSwiftUI

/// Diagrams a person can read (issue 11), by the measure in `DiagramOverlap.swift`:
/// no text over another text or over a screen, no arrow through a text, every
/// label near its arrow; on every scene of the example flows, the rules'
/// examples, the realistic flows in Tests/DiagramFlows, generated flows with
/// many arrows back up the tree, and their side-by-side comparisons.
@Suite(.serialized)
struct DiagramReadabilityTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.flow` file in flows/ and Tests/DiagramFlows, by name.
    static func files() -> [(String, String)] {
        var out: [(String, String)] = []
        for folder in ["flows", "Tests/DiagramFlows"] {
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".flow") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) {
                    out.append(("\(folder)/\(name)", text))
                }
            }
        }
        return out
    }

    /// The rules' documented examples (small flows, each a scene or two).
    static func ruleExamples() -> [(String, String)] {
        RuleCatalog.all.flatMap { rule in
            (rule.description.triggering + rule.description.nonTriggering).enumerated().map { n, marked in
                ("\(rule.description.id) example \(n + 1)", RuleExample(marked).text)
            }
        }
    }

    /// Generated standard scenes of 15 to 40 screens: a tree of screens with
    /// many arrows back to earlier screens (home, the parent, a grandparent),
    /// timed and destructive ones among them, and gestures.
    static func generated() -> [(String, String)] {
        [15, 22, 31, 40].map { n in ("generated \(n) screens", GeneratedFlow.text(screens: n, seed: UInt64(n)))}
    }

    static func measure(_ name: String, _ text: String) throws -> [(String, OverlapReport)] {
        let document = FlowDocument(SourceFile(path: name, text: text), ruleIDs: RuleCatalog.ids)
        guard document.isValid else { return [] }
        let report = Checker.check(document)
        var out: [(String, OverlapReport)] = []
        for scene in document.scenes {
            let (graph, engine) = FlowDiagram.graph(scene, report: report)
            let svg = try renderDiagram(graph, format: .svg, engine: engine).bytes
            out.append(("\(name) \(scene.kind.rawValue)", OverlapReport(DiagramLayout(svg: svg))))
        }
        if document.scene(.standard) != nil && document.scene(.assistive) != nil,
           let comparison = try? Comparison(document) {
            let (graph, engine) = ComparisonDiagram.graph(comparison)
            let svg = try renderDiagram(graph, format: .svg, engine: engine).bytes
            out.append(("\(name) comparison", OverlapReport(DiagramLayout(svg: svg))))
        }
        return out
    }

    static func check(_ inputs: [(String, String)], _ label: String) throws {
        var totals = [0, 0, 0, 0]
        var lines: [String] = []
        for (name, text) in inputs {
            for (what, r) in try measure(name, text) {
                totals[0] += r.textOverText.count
                totals[1] += r.labelOverScreen.count
                totals[2] += r.arrowThroughText.count
                totals[3] += r.labelFarFromArrow.count
                if r.total > 0 { lines.append("\(what): \(r.counts)\n\(r.details)") }
            }
        }
        if ProcessInfo.processInfo.environment["AAFLOW_OVERLAP_REPORT"] != nil {
            print("overlaps in \(label): text over text \(totals[0]), label over screen \(totals[1]), "
                + "arrow through text \(totals[2]), label far from arrow \(totals[3])")
            if ProcessInfo.processInfo.environment["AAFLOW_OVERLAP_REPORT"] == "details" {
                print(lines.joined(separator: "\n"))
            }
        }
        #expect(lines.isEmpty, "\(lines.prefix(8).joined(separator: "\n"))")
    }

    @Test func exampleFlowsAreReadable() throws {
        try Self.check(Self.files(), "example and test flows")
    }

    /// `make demo` also compares the two drawing files, and draws the
    /// example SwiftUI projects as aaflow reads them.
    @Test func demoComparisonsAndExampleProjectsAreReadable() throws {
        var lines: [String] = []
        func record(_ what: String, _ r: OverlapReport) { if r.total > 0 { lines.append("\(what): \(r.counts)\n\(r.details)") } }
        let flows = Self.root.appendingPathComponent("flows")
        let texts = try ["drawing.flow", "drawing-draft.flow"].map {
            try String(contentsOf: flows.appendingPathComponent($0), encoding: .utf8)
        }
        let first = FlowDocument(SourceFile(path: "drawing.flow", text: texts[0]), ruleIDs: RuleCatalog.ids)
        let second = FlowDocument(SourceFile(path: "drawing-draft.flow", text: texts[1]), ruleIDs: RuleCatalog.ids,
                                  companion: first.syntax)
        let two = try Comparison(standard: first, assistive: second)
        let (graph, engine) = ComparisonDiagram.graph(two)
        record("drawing.flow and drawing-draft.flow", OverlapReport(DiagramLayout(svg: try renderDiagram(graph, format: .svg, engine: engine).bytes)))
        let examples = Self.root.appendingPathComponent("examples")
        // The example projects: the folders of examples/ that hold Swift.
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).sorted().filter { name in
            let files = FileManager.default.enumerator(atPath: examples.appendingPathComponent(name).path)
            return files?.contains { ($0 as? String)?.hasSuffix(".swift") == true } == true
        }
        #expect(projects.count >= 2, "the example projects were not found in \(examples.path)")
        for name in projects {
            guard case .success(let project) = SwiftUIExtractor.extract(folder: examples.appendingPathComponent(name).path) else {
                Issue.record("examples/\(name) does not extract, so its diagrams cannot be measured")
                continue
            }
            for (what, r) in try Self.measure("examples/\(name)", project.flowText) { record(what, r) }
        }
        #expect(lines.isEmpty, "\(lines.prefix(8).joined(separator: "\n"))")
    }

    @Test func ruleExamplesAreReadable() throws {
        try Self.check(Self.ruleExamples(), "rule examples")
    }

    @Test func generatedFlowsWithArrowsBackAreReadable() throws {
        try Self.check(Self.generated(), "generated flows")
    }

    // MARK: The measure itself

    @Test("An entry's box says what opens it, or, for a label that says how it is shown, that")
    func entryLinesReadAsWords() {
        #expect(FlowDiagram.entryLine("a notification") == "▶ ALSO OPENED BY A NOTIFICATION")
        #expect(FlowDiagram.entryLine("shown first by a condition of the scene") == "▶ ALSO SHOWN FIRST BY A CONDITION OF THE SCENE")
    }

    @Test func measureFindsTextOverText() {
        let svg = """
            <svg><g id="graph0" class="graph">
            <g id="a" class="node"><path d="M0,0 L100,0 L100,30 L0,30 Z"/>
            <text text-anchor="middle" x="50" y="20" font-size="10.00">Hello there</text></g>
            <g id="edge1" class="edge"><path d="M200,0C200,10 200,20 200,30"/>
            <text text-anchor="start" x="30" y="21" font-size="10.00">Over it</text></g>
            </g></svg>
            """
        let r = OverlapReport(DiagramLayout(svg: svg))
        #expect(r.textOverText.count == 1)
        #expect(r.labelOverScreen.count == 1)
        // The label's box (30..66, 13.5..23) is within 40 points of the arrow at x = 200? No: 134 away.
        #expect(r.labelFarFromArrow.count == 1)
        #expect(r.arrowThroughText.isEmpty)
    }

    @Test func measureFindsArrowsThroughText() {
        let svg = """
            <svg><g id="graph0" class="graph">
            <g id="a" class="node"><path d="M0,0 L100,0 L100,30 L0,30 Z"/>
            <text text-anchor="end" x="100" y="20" font-size="10.00">Hello</text></g>
            <g id="edge1" class="edge"><path d="M0,15C30,15 60,15 120,15"/>
            <text text-anchor="start" x="130" y="18" font-size="10.00">Near</text></g>
            </g></svg>
            """
        let r = OverlapReport(DiagramLayout(svg: svg))
        #expect(r.arrowThroughText == ["edge1 through 'Hello'"])
        #expect(r.textOverText.isEmpty)
        #expect(r.labelFarFromArrow.isEmpty)
        #expect(r.labelOverScreen.isEmpty)
    }

    @Test func textBoxesFollowTheAnchor() {
        let svg = #"<svg><g class="graph"><g id="x" class="node"><text text-anchor="end" x="100" y="50" font-size="10">abcd&amp;</text></g></g></svg>"#
        let layout = DiagramLayout(svg: svg)
        let box = layout.groups[1].texts[0].box
        #expect(layout.groups[1].texts[0].text == "abcd&")
        #expect(abs(box.minX - (100 - 26)) < 1e-9 && box.maxX == 100)
        #expect(abs(box.minY - 42.5) < 1e-9 && abs(box.maxY - 52) < 1e-9)
    }
}

/// Flows of a tree of screens with many arrows back up, made from a seed.
enum GeneratedFlow {
    static func text(screens n: Int, seed: UInt64) -> String {
        var rng = seed &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Int((rng >> 33) % UInt64(bound))
        }
        let words = ["Inbox", "Photos", "Albums", "Account", "Transfer", "Payee", "Amount", "Review", "Receipt",
                     "Settings", "Profile", "Search", "Results", "Detail", "Editor", "Share", "Help", "History"]
        var parent = [Int](repeating: -1, count: n)
        for i in 1..<n { parent[i] = next(i) }
        var text = "app \"Generated \(n)\"\n\nscene standard\nstart s0\n\n"
        for i in 0..<n {
            let title = "\(words[i % words.count]) \(i / words.count + 1)"
            text += "screen s\(i) \"\(title)\" icon square kind \(["list", "detail", "form", "grid"][i % 4])\n"
            for c in (i + 1)..<max(i + 1, n) where parent[c] == i {
                text += "  \(c % 5 == 0 ? "row" : "button") \"Open \(words[c % words.count]) \(c)\" icon chevron.right -> s\(c)\n"
            }
            guard i > 0 else { continue }
            // Arrows back: to the parent, to home, sometimes further up, timed or destructive.
            text += "  button \"Back to \(words[parent[i] % words.count])\" icon chevron.left -> s\(parent[i])\n"
            if i % 3 == 0 { text += "  button \"Home\" icon house -> s0\n" }
            if i % 4 == 1, parent[parent[i]] >= 0 || parent[i] == 0 {
                text += "  gesture \"Swipe to go up\" -> s\(max(parent[parent[i]], 0))\n"
            }
            if i % 5 == 2 { text += "  button \"Delete This\" icon trash -> s\(parent[i]) destructive confirm\n" }
            if i % 7 == 3 { text += "  after 3s -> s0\n" }
            if i % 6 == 4, i > 2 { text += "  link \"Jump to \(i / 2)\" icon arrow.right -> s\(i / 2)\n" }
        }
        return text
    }
}
