import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowRender
@testable import AAFlowCLI

/// Whatever a file holds, `aaflow check` ends with status 0, 1 or 2 and a
/// clear message, never a crash, a hang or a trace, and its error output
/// stays bounded. Each input goes through the command line as a user runs it
/// (`CLI.run(["check", path])`); the library is asked only for measurements.
///
/// Sizes are those the issue names where the run stays linear and fast in a
/// debug build. Speed itself is left to the benchmark: no test here is
/// timed, but the inputs that used to take quadratic time (long ids with
/// typos, thousands of tasks or `allow` statements) are here, so a return of
/// that behaviour shows as a suite that does not finish.
@Suite struct HostileInputTests {
    /// `aaflow check [--format FORMAT] FILE` on these bytes, written to a file.
    func check(_ bytes: [UInt8], format: String = "text", name: String = "hostile.flow") throws -> Outcome {
        let folder = try ScratchFolder()
        let path = try folder.write(name, bytes)
        let outcome = CLI.run(["check", "--format", format, path], context: Context())
        expectOrderly(outcome)
        if outcome.status == 2 && format == "text" {
            // A clear message: where, what, which id, and the file's summary.
            let text = outcome.stderrText
            #expect(text.contains("\(path):") && text.contains(": error: ") && text.contains("[flow."))
            #expect(text.contains("in the flow language; nothing was checked"))
        }
        return outcome
    }

    func check(_ text: String, format: String = "text") throws -> Outcome {
        try check(Array(text.utf8), format: format)
    }

    /// The number of diagnostics the text report prints in full.
    func entries(_ outcome: Outcome) -> Int {
        outcome.stderrText.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }.count
    }

    // MARK: Bytes that are not a flow

    @Test func randomBytes() throws {
        var random = SeededRandom(seed: 6)
        for _ in 0..<40 {
            let count = Int.random(in: 0..<2_000, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let outcome = try check(bytes)
            #expect(outcome.status == 2 || bytes.isEmpty, "seed 6: \(bytes.count) random bytes")
        }
    }

    /// Random lines made of the language's own pieces get much further than
    /// random bytes: into the graph, the rules and every report.
    @Test func randomTokens() throws {
        let pieces = ["app", "task", "limit", "depth", "scene", "standard", "assistive", "start", "screen", "button",
                      "link", "row", "tab", "back", "toggle", "picker", "icon", "kind", "list", "dialog", "feature",
                      "destructive", "confirm", "2", "options", "99999999999999999999", "sheet", "custom", "after",
                      "3s", "allow", "navigation.custom-back", "->", "a", "b", "c", "\"A\"", "\"\\u{1B}[31m\"",
                      "\"\\\"\"", "#", "\t", "\r\n", "\u{FEFF}", "é", "\u{202E}", "\0", "\\", "\""]
        var random = SeededRandom(seed: 66)
        for _ in 0..<60 {
            var text = "scene assistive\n"
            for _ in 0..<Int.random(in: 1..<40, using: &random) {
                for _ in 0..<Int.random(in: 1..<7, using: &random) {
                    text += pieces.randomElement(using: &random)! + " "
                }
                text += "\n"
            }
            let bytes = Array(text.utf8)
            expectOrderly(aaflow("check", "-", input: bytes))
            fuzzOne(bytes)
        }
    }

    @Test func truncatedAndSplicedFlows() throws {
        let flows = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/flows")
            .filter { $0.hasSuffix(".flow") }.sorted()
            .map { try packageFile("flows/" + $0) }
        #expect(flows.count >= 3)
        var random = SeededRandom(seed: 60)
        for flow in flows {
            // Cut at every line, and at bytes inside lines and characters.
            let cuts = flow.indices.filter { flow[$0] == 0x0A } + (0..<20).map { _ in Int.random(in: 0..<flow.count, using: &random) }
            for cut in cuts {
                expectOrderly(aaflow("check", "-", input: Array(flow[..<cut])))
            }
        }
        for _ in 0..<60 {
            let a = flows.randomElement(using: &random)!, b = flows.randomElement(using: &random)!
            let spliced = Array(a[..<Int.random(in: 0..<a.count, using: &random)] + b[Int.random(in: 0..<b.count, using: &random)...])
            expectOrderly(aaflow("check", "-", input: spliced))
            expectOrderly(aaflow("compare", "-", input: spliced))
        }
    }

    /// Each kind of bad UTF-8, in a string, in a comment and between words:
    /// an error at the line and column of the first bad byte.
    @Test(arguments: [[0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                      [0xE2, 0x82], [0xFF], [0xFE, 0xFF], [0xF0, 0x9F, 0x98]] as [[UInt8]])
    func invalidUTF8(_ bad: [UInt8]) throws {
        let places: [(before: String, after: String, column: Int)] = [
            ("screen a \"Caf", "\" icon a\n", 14), ("screen a # note ", "\n", 17), ("screen a ", "\n", 10),
        ]
        for place in places {
            let bytes = Array("scene assistive\n\(place.before)".utf8) + bad + Array(place.after.utf8)
            let outcome = try check(bytes, format: "json")
            #expect(outcome.status == 2)
            let json = parsedJSON(outcome.stdout) as? [String: Any]
            let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
            #expect(diagnostics.first?["rule"] as? String == "flow.syntax")
            #expect(diagnostics.first?["line"] as? Int == 2)
            #expect(diagnostics.first?["column"] as? Int == place.column, "\(bad) after \(place.before)")
        }
    }

    @Test func nulBytes() throws {
        let inString = try check(Array("scene assistive\nscreen a \"A".utf8) + [0] + Array("\" icon a\n".utf8))
        #expect(inString.status == 2)
        #expect(inString.stderrText.contains("NUL"))
        let outside = try check(Array("scene assistive\nscreen a".utf8) + [0, 0, 0] + Array(" icon a\n".utf8))
        #expect(outside.status == 2)
        // A binary file: one message per line at most, and few lines.
        let zeros = try check([UInt8](repeating: 0, count: 100_000))
        #expect(zeros.status == 2)
        #expect(entries(zeros) == 1)
    }

    // MARK: Size

    @Test func aFiveMegabyteTitle() throws {
        let title = String(repeating: "x", count: 5_000_000)
        let text = "scene assistive\nscreen a \"\(title)\" icon a\n"
        let outcome = try check(text)
        #expect(outcome.status <= 1)
        #expect(outcome.stderr.count < 1_000)
        #expect(Fixtures.document(text).scenes[0].screens[0].title?.utf8.count == 5_000_000)
    }

    @Test func aFiveMegabyteStringThatIsNotClosed() throws {
        let outcome = try check("scene assistive\nscreen a \"" + String(repeating: "x", count: 5_000_000) + "\n")
        #expect(outcome.status == 2)
        #expect(entries(outcome) == 1)
        #expect(outcome.stderr.count < 4_000, "the line is shown cut short")
    }

    /// The text report prints the first 500 errors of a file and says how
    /// many more there are; JSON lists them all.
    @Test func twoHundredThousandErrors() throws {
        let outcome = try check(String(repeating: "@\n", count: 200_000))
        #expect(outcome.status == 2)
        #expect(entries(outcome) == 500)
        #expect(outcome.stderrText.contains("… and 199500 more"))
        #expect(outcome.stderr.count < 200_000)

        // JSON on fewer, to stay quick in a debug build: the point is that it is not cut.
        let json = try check(String(repeating: "@\n", count: 5_000), format: "json")
        let files = (parsedJSON(json.stdout) as? [String: Any])?["files"] as? [[String: Any]]
        #expect((files?.first?["diagnostics"] as? [Any])?.count == 5_000)
    }

    @Test func aChainOfTwentyThousandScreens() throws {
        var text = "scene assistive\n"
        for i in 0..<20_000 { text += "screen s\(i) \"S\" icon s\n  button \"Next\" icon arrow.right -> s\(i + 1)\n" }
        text += "screen s20000 \"End\" icon flag\n"
        let outcome = try check(text)
        #expect(outcome.status <= 1)
        let scene = Fixtures.document(text).scenes[0]
        #expect(scene.metrics.maxDepth == 20_000)
        #expect(scene.metrics.reachableScreens == 20_001)
    }

    @Test func aFanOutOfTwentyThousand() throws {
        var text = "scene assistive\nscreen hub \"Hub\" icon circle\n"
        for i in 0..<20_000 { text += "  button \"Go\" icon arrow.right -> t\(i)\n" }
        for i in 0..<20_000 { text += "screen t\(i) \"T\" icon t\n" }
        let outcome = try check(text)
        #expect(outcome.status <= 1)
        let scene = Fixtures.document(text).scenes[0]
        #expect(scene.metrics.maxChoices == 20_000)
        #expect(scene.metrics.maxDepth == 1)
    }

    @Test func deepAndCyclicGraphs() throws {
        // One cycle through 10,000 screens, each with a back edge and a self-loop.
        var ring = "scene assistive\n"
        for i in 0..<10_000 {
            ring += "screen s\(i) \"S\" icon s\n  button \"Next\" icon a -> s\((i + 1) % 10_000)\n"
            ring += "  back \"Back\" icon b -> s\((i + 9_999) % 10_000)\n  link \"Again\" icon c -> s\(i)\n"
        }
        #expect(try check(ring).status <= 1)
        #expect(Fixtures.document(ring).scenes[0].metrics.maxDepth == 9_999)

        // Every screen leads to every screen.
        var dense = "scene standard\n"
        for i in 0..<100 {
            dense += "screen s\(i) \"S\" icon s\n"
            for j in 0..<100 { dense += "  link \"L\" icon l -> s\(j)\n" }
        }
        dense += "scene assistive\nscreen s0 \"S\" icon s\n  link \"L\" icon l -> s0\n"
        #expect(try check(dense).status <= 1)
        expectOrderly(aaflow("compare", "-", input: Array(dense.utf8)))
    }

    @Test func numbersTooLargeForAnInt() throws {
        for statement in ["limit depth 9223372036854775808", "limit choices 99999999999999999999999999"] {
            let outcome = try check("\(statement)\nscene assistive\nscreen a \"A\" icon a\n")
            #expect(outcome.status == 2, "\(statement)")
            #expect(outcome.stderrText.contains("too large"), "\(statement)")
        }
        for control in ["picker \"P\" icon p options 18446744073709551616",
                        "button \"D\" icon d -> a destructive confirm 99999999999999999999",
                        "button \"D\" icon d -> a destructive confirm 9223372036854775807",
                        "picker \"P\" icon p options 9223372036854775807"] {
            let outcome = try check("scene assistive\nscreen a \"A\" icon a\n  \(control)\n")
            #expect(outcome.status == 2, "\(control): more options or confirmations than the language allows")
        }
        for after in ["after 99999999999999999999s", "after 1.99999999999999999999s", "after 999999999999999h"] {
            expectOrderly(try check("scene assistive\nscreen a \"A\" icon a\n  \(after) -> a\n"))
        }
        // The largest values that fit are limits like any other.
        let outcome = try check("""
            limit depth 9223372036854775807
            limit decisions 9223372036854775807
            limit choices 9223372036854775807
            limit features 9223372036854775807
            scene assistive
            limit depth 0
            screen a "A" icon a
              button "B" icon b -> b
            screen b "B" icon b

            """)
        #expect(outcome.status <= 1)
    }

    @Test func aFileOfArrows() throws {
        let oneLine = try check(String(repeating: "->", count: 500_000))
        #expect(oneLine.status == 2)
        #expect(entries(oneLine) == 1)
        #expect(oneLine.stderr.count < 4_000)

        let manyLines = try check(String(repeating: "->\n", count: 50_000))
        #expect(manyLines.status == 2)
        #expect(entries(manyLines) == 500)
        #expect(manyLines.stderrText.contains("… and 49500 more"))
    }

    @Test func aMegabyteLineOfWords() throws {
        let words = Array(repeating: "word", count: 200_000).joined(separator: " ")
        for line in ["screen b \(words)", "  button \"B\" \(words)", words, String(repeating: "w", count: 1_000_000)] {
            let outcome = try check("scene assistive\nscreen a \"A\" icon a\n\(line)\n")
            #expect(outcome.status == 2)
            #expect(entries(outcome) == 1)
            #expect(outcome.stderr.count < 4_000, "one error, shown in a few lines")
        }
    }

    // MARK: Inputs that once took quadratic time

    /// "Did you mean" compares a wrong id with every screen id: long ids and
    /// many typos spend a fixed budget, then go without a suggestion.
    @Test func manyLongIdsWithTypos() throws {
        var text = "scene assistive\n"
        for i in 0..<600 { text += "screen " + String(repeating: "a", count: 600) + "\(i) \"S\" icon s\n" }
        for i in 0..<600 { text += "  link \"L\" icon l -> " + String(repeating: "b", count: 600) + "\(i)\n" }
        let outcome = try check(text)
        #expect(outcome.status == 2)
        #expect(entries(outcome) == 500)
        #expect(outcome.stderr.count < 2_000_000, "each message is cut short")
    }

    @Test func thousandsOfTasksLeadingNowhere() throws {
        var text = ""
        for i in 0..<5_000 { text += "task \"T\" -> missing\(i)\n" }
        text += "scene assistive\n"
        for i in 0..<5_000 { text += "screen s\(i) \"S\" icon s\n" }
        let outcome = try check(text)
        #expect(outcome.status == 2)
        #expect(outcome.stderrText.contains("… and 4500 more"))
    }

    @Test func thousandsOfAllowStatements() throws {
        var text = "scene assistive\n"
        for _ in 0..<10_000 { text += "allow navigation.custom-back \"kept\"\n" }
        for i in 0..<10_000 { text += "screen s\(i) \"S\" icon s\n" }
        let outcome = try check(text)
        #expect(outcome.status <= 1)
    }

    @Test func aSuggestionSpendsItsBudgetThenGivesUp() {
        var budget = 1_000
        #expect(Suggestion.nearest(to: "homee", among: ["home", "photos"], budget: &budget) == "home")
        #expect(budget < 1_000 && budget > 0)
        var small = 10
        #expect(Suggestion.nearest(to: "homee", among: ["home", "photos"], budget: &small) == nil)
        var spent = 0
        #expect(Suggestion.nearest(to: "homee", among: ["home"], budget: &spent) == nil)
        #expect(spent == 0, "nothing is looked at without a budget")
    }

    /// Graphviz places arrow labels in time that grows with the square of
    /// their number: past `FlowDiagram.labelledTransitionsLimit` arrows are
    /// drawn without labels, and the diagram says so.
    @Test func aSceneWithThousandsOfArrowsIsDrawnWithoutTheirLabels() throws {
        var text = "scene standard\n"
        for i in 0..<70 {
            text += "screen s\(i) \"S\" icon s\n"
            for j in 0..<70 { text += "  link \"To \(j)\" icon l -> s\(j)\n" }
        }
        let bytes = Array(text.utf8)
        let render = aaflow("render", "-", input: bytes)
        expectOrderly(render)
        #expect(render.status <= 1)
        #expect(render.stdoutText.contains("drawn without labels"))
        Carrier.xml(render.stdout, "S")
        let compare = aaflow("compare", "-", input: Array((text + "scene assistive\nscreen s0 \"S\" icon s\n").utf8))
        expectOrderly(compare)
    }

    /// A scene past `FlowDiagram.forceLayoutAbove` screens draws the screens
    /// nearest the start and counts the rest.
    @Test func aChainOfTwentyThousandScreensIsDrawn() throws {
        var text = "scene assistive\n"
        for i in 0..<20_000 { text += "screen s\(i) \"S\" icon s\n  button \"Next\" icon arrow.right -> s\(i + 1)\n" }
        text += "screen s20000 \"End\" icon flag\n"
        let render = aaflow("render", "-", "--format", "dot", input: Array(text.utf8))
        expectOrderly(render)
        #expect(render.status <= 1)
        #expect(render.stdout.count < 5_000_000)
    }

    // MARK: What the fuzzer found

    /// Every reproducer the fuzzer ever found (`Resources/crashes/`) and the
    /// kept corpus (`fuzz/corpus/`), through the fuzz target's own path.
    @Test func fuzzReproducersAndCorpus() throws {
        var files: [String] = []
        for folder in ["Tests/AAFlowTests/Resources/crashes", "fuzz/corpus"] {
            let path = packageRoot + "/" + folder
            files += try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }
        }
        #expect(files.count > 30)
        for file in files {
            fuzzOne(try packageFile(file), everyStage: true)
            expectOrderly(CLI.run(["check", file], context: Context()))
        }
    }
}
