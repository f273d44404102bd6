import AAFlowPlatform
import Testing
import AAFlow
@testable import AAFlowHTML
@testable import AAFlowCLI
import AAFlowRender

/// The page as text: escaping in each context, the CSP hashes, determinism,
/// and the structure rules (each with a passing and a failing fixture).
@Suite struct ReportPageTests {
    static let hostile = [
        "</script><script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "\"quoted\" and 'single' & <b>Tom & Jerry</b>",
        "line\u{2028}separator\u{2029}end",
        "]]> <!-- --> </style></title>",
    ]

    static func page(_ flow: String, path: String = "hostile.flow", diagrams: Bool = false) -> String {
        let document = FlowDocument(SourceFile(path: path, text: flow), ruleIDs: RuleCatalog.ids)
        let report = Checker.check(document)
        var entry = ReportPage.Entry(report: report)
        if diagrams {
            for scene in report.scenes {
                let (graph, engine) = FlowDiagram.graph(scene, report: report)
                if let svg = try? renderDiagram(graph, format: .svg, engine: engine) {
                    entry.diagrams[scene.kind] = .svg(String(decoding: svg.bytes, as: UTF8.self))
                }
            }
        }
        return ReportPage(entries: [entry], generator: "aaflow test").html()
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", "\\\\").replacingAll("\"", "\\\"") + "\""
    }

    static func hostileFlow(_ text: String) -> String {
        let q = quoted(text)
        return """
            app \(q)
            task \(q) -> b
            scene assistive
            allow representation.missing-icon \(q)
            screen a \(q) icon house
              button \(q) -> b
            screen b \(q) icon doc
              button "Next" icon arrow.right -> a
            """
    }

    // MARK: Escapers

    @Test func textEscaperLeavesNoMarkup() {
        #expect(HTMLEscape.text("</script><img src=x onerror=alert(1)>") == "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;")
        #expect(HTMLEscape.text("Tom & Jerry") == "Tom &amp; Jerry")
        #expect(HTMLEscape.text("a\u{0}b\u{1B}c\u{FFFF}d") == "abcd")
    }

    @Test func attributeEscaperClosesNoQuote() {
        #expect(HTMLEscape.attribute("\" onerror=\"alert(1)") == "&quot; onerror=&quot;alert(1)")
        #expect(HTMLEscape.attribute("it's <b> & \"x\"") == "it&#39;s &lt;b&gt; &amp; &quot;x&quot;")
    }

    @Test func jsonEscaperCannotEndTheScript() {
        let s = HTMLEscape.jsonString("</script><!-- & \u{2028}\u{2029} \"q\" \\ \n\u{1}")
        #expect(s == #""\u003c/script\u003e\u003c!-- \u0026 \u2028\u2029 \"q\" \\ \n\u0001""#)
        #expect(!s.contains("</") && !s.contains("\u{2028}") && !s.contains("\u{2029}"))
    }

    // MARK: SHA-256

    @Test func sha256MatchesTheStandardVectors() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1000))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.base64(Array("any carnal pleas".utf8)) == "YW55IGNhcm5hbCBwbGVhcw==")
        #expect(SHA256.base64(Array("any carnal pleasu".utf8)) == "YW55IGNhcm5hbCBwbGVhc3U=")
    }

    @Test func theCSPAllowsExactlyThePagesScriptAndStyle() throws {
        let html = Self.page(Self.hostileFlow("x"))
        let script = try #require(html.between("<script>", "</script>"))
        let style = try #require(html.between("<style>", "</style>"))
        let csp = try #require(html.between("http-equiv=\"Content-Security-Policy\" content=\"", "\""))
        let decoded = csp.replacingAll("&#39;", "'")
        #expect(decoded.contains("script-src \(SHA256.cspSource(script));"))
        #expect(decoded.contains("style-src \(SHA256.cspSource(style));"))
        #expect(decoded.hasPrefix("default-src 'none';"))
        #expect(!decoded.contains("unsafe"))
    }

    // MARK: Injection

    @Test(arguments: hostile)
    func hostileTextStaysText(_ text: String) throws {
        let html = Self.page(Self.hostileFlow(text), diagrams: true)
        // Exactly the page's own two scripts and one style sheet.
        #expect(html.count(of: "<script") == 2)
        #expect(html.count(of: "</script>") == 2)
        #expect(html.count(of: "<style") == 1)
        #expect(!html.contains("<img") && !html.contains("<b>") && !html.contains("<iframe"))
        // The data block holds no `</` and no raw line separators.
        let data = try #require(html.between("id=\"aaflow-data\">", "</script>"))
        #expect(!data.contains("<") && !data.contains("\u{2028}") && !data.contains("\u{2029}"))
        // The title shows verbatim, escaped once.
        #expect(html.contains("<title>Assistive Access review: " + HTMLEscape.text(text) + "</title>"))
        #expect(html.contains("<h1>Assistive Access review: " + HTMLEscape.text(text) + "</h1>"))
        // Every attribute value is quoted and closed: no `="...` holds a raw quote.
        for rule in StructureRules.all { #expect(rule.1(html) == [], "\(rule.0)") }
    }

    @Test func quotesAndAmpersandsInATitleReachTheSVGEscapedOnce() {
        let html = Self.page(Self.hostileFlow("Tom & \"Jerry\" </script>"), diagrams: true)
        #expect(html.contains(">Tom &amp; \"Jerry\" &lt;/script&gt;</text>"))
        #expect(!html.contains("&amp;amp;"))
    }

    // MARK: Inline SVG

    @Test func inlineSVGKeepsDrawingAndDropsEverythingElse() throws {
        let svg = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <!-- Generated by graphviz -->
            <svg width="100pt" height="50pt" viewBox="0 0 100 50" xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
            <g id="graph0" class="graph"><title>G</title>
            <script>alert(2)</script>
            <foreignObject><div>x</div></foreignObject>
            <g id="screen&#45;home" class="node error" onclick="alert(3)" style="x">
            <title>n0</title>
            <g id="a_screen-home"><a xlink:title="warning: &lt;b&gt; &amp; &quot;q&quot;" xlink:href="javascript:alert(4)">
            <path fill="none" stroke="#b00020" d="M0,0 L1,1"/>
            <text x="1" y="2">Tom &amp; Jerry &#45; &lt;i&gt;</text>
            </a></g></g></g></svg>
            """
        let out = try #require(InlineSVG.markup(svg, label: "A \"diagram\"") { $0 == "screen-home" ? "f1-a-s0" : nil })
        #expect(out.hasPrefix("<svg class=\"diagram\" role=\"img\" aria-label=\"A &quot;diagram&quot;\" width=\"100pt\" height=\"50pt\" viewBox=\"0 0 100 50\""))
        #expect(!out.contains("<?xml") && !out.contains("DOCTYPE") && !out.contains("<!--"))
        #expect(!out.contains("script") && !out.contains("foreignObject") && !out.contains("alert"))
        #expect(!out.contains("style=") && !out.contains("xlink") && !out.contains("<a"))
        #expect(!out.contains("<title>G</title>") && !out.contains("<title>n0</title>"))
        #expect(out.contains("<g id=\"f1-a-s0\" class=\"node error\">"))
        #expect(out.contains("<g><title>warning: &lt;b&gt; &amp; \"q\"</title>"))
        #expect(out.contains(">Tom &amp; Jerry - &lt;i&gt;</text>"))
        #expect(!out.contains("graph0") && !out.contains("a_screen"))
        #expect(out.hasSuffix("</g></g></g></svg>"))
    }

    @Test func aDiagramsScreensAndArrowsGetThePagesIDs() {
        let flow = """
            app "News"
            scene assistive
            screen news "News" icon newspaper kind list
              row "Article" icon doc.text -> article
            screen article "Article" icon doc.text
              button "Delete" -> news destructive
            """
        let html = Self.page(flow, diagrams: true)
        #expect(html.contains("<g id=\"f1-a-s0\" class=\"node"))
        #expect(html.contains("<g id=\"f1-a-s1\" class=\"node"))
        #expect(html.contains("<g id=\"f1-a-a0\" class=\"edge"))
        #expect(html.contains("<g id=\"f1-a-a1\" class=\"edge"))
        // The findings on the arrow and the screen link to them.
        #expect(html.contains("href=\"#f1-a-a1\" data-target=\"f1-a-a1\""))
    }

    @Test func aSceneWithoutDrawingSaysSo() {
        let flow = "scene assistive\nscreen a \"A\" icon house\n"
        let html = Self.page(flow)
        #expect(html.contains("No diagram is available for this scene."))
        #expect(!html.contains("<svg"))
    }

    // MARK: Determinism

    @Test func theSameInputGivesTheSameBytes() throws {
        let source = try Platform.readFile(Examples.path("send.flow")).get()
        let flow = String(decoding: source, as: UTF8.self)
        let a = Self.page(flow, path: "flows/send.flow", diagrams: true)
        let b = Self.page(flow, path: "flows/send.flow", diagrams: true)
        #expect(a == b)
        #expect(a.count > 20_000)
    }

    // MARK: Structure rules, each with a passing and a failing fixture

    static let good = """
        <!DOCTYPE html><html lang="en"><head><title>Review</title></head><body>
        <header><h1>Review</h1></header><main><h2>A</h2><h3>B</h3><h2>C</h2>
        <svg role="img" aria-label="A diagram"><g></g></svg>
        <svg role="img"><title>Titled</title><g></g></svg></main></body></html>
        """

    static let failing: [String: String] = [
        "html-has-lang": "<!DOCTYPE html><html><head><title>T</title></head><body><main><h1>T</h1></main></body></html>",
        "document-title": "<!DOCTYPE html><html lang=\"en\"><head><title> </title></head><body><main><h1>T</h1></main></body></html>",
        "heading-order": "<!DOCTYPE html><html lang=\"en\"><head><title>T</title></head><body><main><h1>T</h1><h3>Skipped</h3></main></body></html>",
        "landmark-one-main": "<!DOCTYPE html><html lang=\"en\"><head><title>T</title></head><body><h1>T</h1><main></main><div role=\"main\"></div></body></html>",
        "svg-img-alt": "<!DOCTYPE html><html lang=\"en\"><head><title>T</title></head><body><main><h1>T</h1><svg role=\"img\" aria-label=\" \"><g></g></svg></main></body></html>",
    ]

    @Test(arguments: StructureRules.all.map(\.0))
    func structureRulePassesAndFails(_ name: String) throws {
        let rule = try #require(StructureRules.all.first { $0.0 == name }?.1)
        #expect(rule(Self.good) == [])
        let bad = try #require(Self.failing[name])
        #expect(rule(bad) != [])
        // The bad fixture breaks only this rule.
        for other in StructureRules.all where other.0 != name {
            #expect(other.1(bad) == [], "\(other.0) on the fixture for \(name)")
        }
    }

    @Test(arguments: ["news.flow", "send.flow", "drawing.flow", "drawing-draft.flow"])
    func everyExamplePagePassesTheStructureRules(_ file: String) throws {
        let source = try Platform.readFile(Examples.path(file)).get()
        let html = Self.page(String(decoding: source, as: UTF8.self), path: "flows/\(file)", diagrams: true)
        for (name, rule) in StructureRules.all { #expect(rule(html) == [], "\(name)") }
    }
}

extension String {
    func replacingAll(_ a: String, _ b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }

    func count(of needle: String) -> Int {
        split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    /// The text between the first `start` and the next `end`.
    func between(_ start: String, _ end: String) -> String? {
        guard let a = firstRange(of: start), let b = self[a.upperBound...].firstRange(of: end) else { return nil }
        return String(self[a.upperBound..<b.lowerBound])
    }
}
