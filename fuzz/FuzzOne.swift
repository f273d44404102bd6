// One input through the whole of aaflow: the body of the fuzz target (see
// fuzz/run.sh). HostileInputTests runs every kept reproducer through it too.
// A new stage of the library is one line here.

@testable import AAFlow
@testable import AAFlowRender
import AAFlowCLI
import AAFlowSwift

/// Feeds `bytes`, as a flow file, through every stage of the library and the
/// command line, and stops the process (a finding for libFuzzer) when an
/// output breaks a promise that holds for any input.
///
/// The costlier stages take turns by the input's length, so that a fuzzing
/// run reaches each often without paying for all of them on every input;
/// `everyStage` runs them all (the regression tests do). A form feed
/// (U+000C) splits the input into two files for the two-file comparison.
/// The Graphviz layout runs on a sample only (small scenes, one input in
/// sixteen of its turn): it is slow, and the library is not ours to fuzz;
/// the diagram description, which is ours, runs on every turn.
func fuzzOne(_ bytes: [UInt8], everyStage: Bool = false) {
    let source = SourceFile(path: "fuzz.flow", bytes: bytes)

    // Parse, build the scene graphs, run every rule; the text and JSON reports.
    let document = FlowDocument(source, ruleIDs: RuleCatalog.ids)
    let reports = [Checker.check(document)]
    FuzzPromise.terminalSafe(TextReporter().report(reports), "text report")
    FuzzPromise.noRawControls(JSONReporter(includeChecklist: true).report(reports), "JSON report")

    // The same bytes as a Swift file, through the Swift reader (cheap: every input).
    fuzzSwiftReader(bytes)

    let turn = bytes.count / 5
    for stage in everyStage ? Array(0..<5) : [bytes.count % 5] {
        switch stage {
        case 0:
            // SARIF spells out every rule's documentation whatever the input:
            // one input in five of these is enough for the part that depends on it.
            if everyStage || turn % 5 == 0 {
                FuzzPromise.noRawControls(SARIFReporter().report(reports), "SARIF report")
            }
            _ = TextReporter(colour: true, limitPerFile: 3).report(reports)
        case 1:
            FuzzPromise.terminalSafe(ChecklistReporter().report(reports), "checklist")
            for kind in SceneKind.allCases where document.scene(kind) != nil {
                _ = Checker.check(document, only: kind)
            }
        case 2:
            // `compare`: the scenes of one file, then of two (split at a form feed).
            fuzzCompare([document]) { () throws(ComparisonError) in try Comparison(document) }
            let parts = bytes.split(separator: 0x0C, maxSplits: 1, omittingEmptySubsequences: false)
            let first = parts.count == 2
                ? FlowDocument(SourceFile(path: "first.flow", bytes: Array(parts[0])), ruleIDs: RuleCatalog.ids) : document
            let second = parts.count == 2
                ? FlowDocument(SourceFile(path: "second.flow", bytes: Array(parts[1])), ruleIDs: RuleCatalog.ids) : document
            fuzzCompare([first, second]) { () throws(ComparisonError) in
                try Comparison(standard: first, assistive: second)
            }
        case 3:
            // Diagrams: the description of every scene, checked as it would be
            // handed to Graphviz; the layout itself on a sample of small scenes.
            guard document.isValid else { break }
            for scene in document.scenes {
                let (graph, engine) = FlowDiagram.graph(scene, report: reports[0])
                fuzzDiagram(graph, engine: engine, layout: everyStage || (turn % 16 == 0 && scene.screens.count <= 30))
            }
        default:
            // The command line, with the input on standard input.
            var commands: [[String]] = [
                ["check", "-"], ["check", "-", "--format", "json"], ["check", "-", "--checklist"],
                ["compare", "-"], ["compare", "-", "--format", "json"],
            ]
            // Rendering lays the scene out: only small files, and only some.
            if everyStage || (bytes.count < 600 && turn % 4 == 0) { commands.append(["render", "-", "--format", "dot"]) }
            for command in everyStage ? commands : [commands[turn % commands.count]] {
                FuzzPromise.status(FuzzPromise.run(command, bytes))
            }
        }
    }
}

/// The Swift reader on any bytes: the tokens tile the file, the tree holds
/// the same tokens and comments (it keeps no whitespace), every node and
/// diagnostic lies inside it, and the queries of the extraction answer.
func fuzzSwiftReader(_ bytes: [UInt8]) {
    let tree = SwiftParser.parse(path: "fuzz.swift", bytes: bytes)
    let lexed = SwiftLexer.tokenize(bytes)
    var offset = 0
    for token in lexed.allTokens() {
        guard token.start == offset, token.end >= token.start else {
            fatalError("Swift tokens do not tile the file at \(offset): \(token)")
        }
        offset = token.end
    }
    guard offset == bytes.count else { fatalError("Swift tokens end at \(offset) of \(bytes.count)") }
    guard tree.lexed.tokens == lexed.tokens,
          tree.lexed.trivia == lexed.trivia.filter({ $0.kind != .whitespace && $0.kind != .newline }) else {
        fatalError("the tree's tokens or comments are not the lexer's")
    }
    for d in tree.diagnostics where d.offset < 0 || d.offset > bytes.count || d.location.line < 1 || d.location.column < 1 {
        fatalError("a Swift diagnostic outside the file: \(d)")
    }
    if tree.diagnostics.contains(where: { $0.kind == .unreadable }), tree.diagnostics.count != 1 {
        fatalError("an unreadable Swift file has more than its one diagnostic")
    }
    var pending = [tree.root]
    while let node = pending.popLast() {
        let range = node.byteRange
        if range.lowerBound < 0 || range.upperBound > bytes.count { fatalError("a Swift node outside the file: \(node.kind)") }
        switch node.kind {
        case .stringLiteral: _ = node.stringValue
        case .ifConfig, .postfixIfConfig: _ = node.activeClause()
        default: break
        }
        pending.append(contentsOf: node.children)
    }
}

/// A comparison and both its reports, or the reports of why there is none.
func fuzzCompare(_ documents: [FlowDocument], _ make: () throws(ComparisonError) -> Comparison) {
    do throws(ComparisonError) {
        let comparison = try make()
        FuzzPromise.terminalSafe(ComparisonTextReporter().report(comparison), "comparison text")
        FuzzPromise.noRawControls(ComparisonJSONReporter().report(comparison), "comparison JSON")
        _ = comparison.swapNote.map { FuzzPromise.terminalSafe($0, "swap note") }
        let (graph, engine) = ComparisonDiagram.graph(comparison)
        fuzzDiagram(graph, engine: engine, layout: false)
    } catch .invalid {
        FuzzPromise.terminalSafe(ComparisonTextReporter().invalid(documents), "comparison of invalid files")
        FuzzPromise.noRawControls(ComparisonJSONReporter().invalid(documents), "comparison JSON of invalid files")
    } catch {
        FuzzPromise.terminalSafe(error.message, "comparison error")
    }
}

/// A diagram's description as the renderer hands it to Graphviz (unsafe
/// attributes refused, control characters out, references checked) and,
/// with `layout`, drawn as SVG, which must be XML without raw controls.
func fuzzDiagram(_ graph: DiagramGraph, engine: LayoutEngine, layout: Bool) {
    do {
        _ = try graph.checkedForGraphviz()
    } catch {
        fatalError("the diagram of a valid flow is refused: \(error)")
    }
    guard layout else { return }
    do {
        let svg = try renderDiagram(graph, format: .svg, engine: engine)
        FuzzPromise.xmlSafe(svg.bytes, "SVG")
    } catch {
        fatalError("a valid flow's diagram cannot be drawn: \(error)")
    }
}

/// What every run promises, whatever the input.
enum FuzzPromise {
    /// Runs `aaflow ARGS` with `bytes` on standard input.
    static func run(_ args: [String], _ bytes: [UInt8]) -> Outcome {
        CLI.run(args, context: Context(readStandardInput: { .success(bytes) }))
    }

    /// Text for a terminal holds no control character but newlines and tabs
    /// (no escape sequence from user text).
    static func terminalSafe(_ s: String, _ what: String) {
        for b in s.utf8 where (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F {
            fatalError("\(what): raw control byte 0x\(String(b, radix: 16))")
        }
    }

    /// JSON and SARIF escape every control character inside strings; only the
    /// layout's newlines stand raw.
    static func noRawControls(_ s: String, _ what: String) {
        for b in s.utf8 where b < 0x20 && b != 0x0A {
            fatalError("\(what): raw control byte 0x\(String(b, radix: 16))")
        }
    }

    /// XML holds no character XML 1.0 forbids: no C0 control but tab,
    /// newline and carriage return (U+FFFE and U+FFFF are checked by the tests).
    static func xmlSafe(_ bytes: [UInt8], _ what: String) {
        for b in bytes where b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D {
            fatalError("\(what): raw control byte 0x\(String(b, radix: 16))")
        }
    }

    /// A status of the table in cli.md, with a reason on standard error for 2;
    /// standard error is text a terminal can show safely.
    static func status(_ outcome: Outcome) {
        switch outcome.status {
        case 0, 1: break
        case 2: if outcome.stderr.isEmpty && outcome.stdout.isEmpty { fatalError("status 2 without a reason") }
        default: fatalError("status \(outcome.status)")
        }
        terminalSafe(outcome.stderrText, "standard error")
    }
}
