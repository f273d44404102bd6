import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// The formatter: its layout, its refusal of broken input, its fixed point,
/// and that it never changes what a flow means.
@Suite struct FormatterTests {
    func format(_ text: String) throws -> String {
        let result = FlowFormatter.format(SourceFile(path: "test.flow", text: text))
        switch result {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let f): throw FormatTestError(message: f.message + " " + located(f.diagnostics).joined(separator: ", "))
        }
    }

    struct FormatTestError: Error { var message: String }

    @Test func canonicalLayout() throws {
        let messy = """


            # head
            app   "A \\u{41}\\"b"   # trailing   \u{20}
            task "x"->b
            limit depth 004
            scene  assistive
            screen  a kind list icon star "Title" feature "core"


              button "Del" destructive confirm 01 -> b icon trash  # c
               # inner

              after 3s->b
            # attached to b
            screen b "B" icon b
              allow navigation.too-deep "why"
                # block comment
            start a
                toggle "t" icon t
            # tail


            """
        let expected = """
            # head
            app "A A\\"b"  # trailing
            task "x" -> b
            limit depth 4

            scene assistive
            screen a "Title" icon star kind list feature core
              button "Del" icon trash -> b destructive confirm  # c
              # inner
              after 3s -> b

            # attached to b
            screen b "B" icon b
              allow navigation.too-deep "why"
              # block comment
            start a
              toggle "t" icon t
            # tail

            """
        #expect(try format(messy) == expected)
        #expect(try format(expected) == expected)
    }

    @Test func attributesAndFlagsInTheirOrder() throws {
        let text = """
            scene standard
            screen s feature "Two words" kind form icon gear "S"
              button "Go" sheet custom -> t icon arrow.right
              picker "Pick" options 007 icon list.bullet
              button "Del" confirm 3 destructive icon trash
            screen t "T" icon t

            """
        #expect(try format(text) == """
            scene standard
            screen s "S" icon gear kind form feature "Two words"
              button "Go" icon arrow.right -> t custom sheet
              picker "Pick" icon list.bullet options 7
              button "Del" icon trash destructive confirm 3

            screen t "T" icon t

            """)
    }

    @Test func language11Statements() throws {
        let text = """
            task "Take a photo"   ->camera
            scene standard
            screen camera icon camera "Camera"
            scene assistive
            task "Take a photo" ->  shoot
            entry  shoot "the widget"
            screen home "Home" icon house
            screen shoot for camera "Shoot" icon camera
              button "Take" icon camera

            """
        #expect(try format(text) == """
            task "Take a photo" -> camera

            scene standard
            screen camera "Camera" icon camera

            scene assistive
            task "Take a photo" -> shoot
            entry shoot "the widget"

            screen home "Home" icon house

            screen shoot "Shoot" icon camera for camera
              button "Take" icon camera

            """)
    }

    @Test func stringsKeepTheirValueWithTheFewestEscapes() throws {
        let text = "scene assistive\nscreen a \"caf\\u{E9} \\u{1F600} \\\\ \\\" \\u{202E} \\u{7} \\n\" icon a\n"
        let out = try format(text)
        #expect(out == "scene assistive\nscreen a \"café 😀 \\\\ \\\" \\u{202E} \\u{7} \\n\" icon a\n")
        #expect(document(out).syntax.scenes[0].screens[0].title == document(text).syntax.scenes[0].screens[0].title)
    }

    @Test func lineEndingsAndByteOrderMark() throws {
        let text = "\u{FEFF}scene assistive\r\nscreen a \"A\" icon a # c\r\n  button \"B\" icon b\r\n"
        #expect(try format(text) == "scene assistive\nscreen a \"A\" icon a  # c\n  button \"B\" icon b\n")
        #expect(try format("") == "")
        #expect(try format("\n\n# only\n\n") == "# only\n")
    }

    @Test func refusesInvalidInput() {
        let marked = MarkedText("""
            scene assistive
            screen a "A" icon a
              button "B" -> ↓nowhere

            """)
        guard case .failure(let failure) = FlowFormatter.format(marked.source) else {
            Issue.record("an invalid flow was formatted")
            return
        }
        #expect(located(failure.diagnostics) == ["flow.undefined-screen@\(marked.marks[0])"])
    }

    /// Every flow of flows/, of fuzz/corpus and of the tests' own inputs that
    /// is valid: its JSON report equals that of its formatted text (positions
    /// left out, as they move), and the formatted text formats to itself.
    @Test func neverChangesMeaningAndIsIdempotent() throws {
        var inputs: [(String, [UInt8])] = []
        for folder in ["flows", "fuzz/corpus"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder).sorted()
            where name.hasSuffix(".flow") {
                inputs.append(("\(folder)/\(name)", try packageFile("\(folder)/\(name)")))
            }
        }
        let fixtures = FileManager.default.enumerator(atPath: packageRoot + "/Tests")?.compactMap { $0 as? String } ?? []
        for path in fixtures.sorted() where path.hasSuffix(".flow") {
            inputs.append((path, try packageFile("Tests/" + path)))
        }
        inputs.append(("spec example", Array(specExample.utf8)))
        for rule in RuleCatalog.all.map(\.description) {
            for (n, example) in (rule.triggering + rule.nonTriggering).enumerated() {
                inputs.append(("\(rule.id) example \(n)", Array(RuleExample(example).text.utf8)))
            }
        }
        for (name, text) in try testSourceFlows() { inputs.append((name, Array(text.utf8))) }

        var checked = 0
        for (name, bytes) in inputs {
            let source = SourceFile(path: "in.flow", bytes: bytes)
            let before = FlowDocument(source, ruleIDs: RuleCatalog.ids)
            guard before.isValid, !before.syntax.scenes.isEmpty else { continue }
            guard case .success(let formatted) = FlowFormatter.format(before) else {
                Issue.record("\(name): a valid flow was not formatted")
                continue
            }
            let after = FlowDocument(SourceFile(path: "in.flow", bytes: formatted), ruleIDs: RuleCatalog.ids)
            let a = withoutPositions(JSONReporter().report([Checker.check(before)]))
            let b = withoutPositions(JSONReporter().report([Checker.check(after)]))
            #expect(a == b, "\(name): the formatted flow means something else")
            var x = before.syntax
            var y = after.syntax
            x.stripRanges()
            y.stripRanges()
            #expect(x == y, "\(name): the syntax changed")
            guard case .success(let again) = FlowFormatter.format(after) else {
                Issue.record("\(name): the formatted flow was refused")
                continue
            }
            #expect(again == formatted, "\(name): format(format(x)) != format(x)")
            checked += 1
        }
        #expect(checked >= 60, "only \(checked) flows were checked")
    }

    @Test func flowsFolderIsFormatted() {
        let outcome = CLI.run(["format", "--check", packageRoot + "/flows"], context: Context())
        #expect(outcome.status == 0, "\(outcome.stdoutText)\(outcome.stderrText)")
    }

    /// The JSON report with its positions left out.
    func withoutPositions(_ json: String) -> String {
        json.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let t = line.drop { $0 == " " }
            return !["\"line\":", "\"column\":", "\"endLine\":", "\"endColumn\":"].contains { t.hasPrefix($0) }
        }.joined(separator: "\n")
    }

    /// The flows written in the tests' Swift files as multi-line string
    /// literals (interpolations left out), with their marks removed.
    func testSourceFlows() throws -> [(String, String)] {
        let root = packageRoot + "/Tests"
        var out: [(String, String)] = []
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let source = String(decoding: try packageFile("Tests/" + file), as: UTF8.self)
            for (n, literal) in multilineLiterals(source).enumerated() where !literal.contains("\\(") {
                guard let text = unescapeSwift(literal) else { continue }
                out.append(("\(file) literal \(n)", String(text.unicodeScalars.filter { $0 != "↓" })))
            }
        }
        return out
    }

    /// The contents of each `"""` literal, its indentation (that of the
    /// closing delimiter) removed.
    func multilineLiterals(_ source: String) -> [String] {
        var out: [String] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var i = 0
        while i < lines.count {
            if lines[i].hasSuffix("\"\"\"") && !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") {
                var body: [Substring] = []
                var j = i + 1
                while j < lines.count, !lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") {
                    body.append(lines[j])
                    j += 1
                }
                guard j < lines.count else { break }
                let indent = lines[j].prefix { $0 == " " }.count
                out.append(body.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
                    + (body.isEmpty ? "" : "\n"))
                i = j + 1
            } else {
                i += 1
            }
        }
        return out
    }

    func unescapeSwift(_ s: String) -> String? {
        var out = String.UnicodeScalarView()
        var it = Array(s.unicodeScalars)[...]
        while let c = it.popFirst() {
            guard c == "\\" else {
                out.append(c)
                continue
            }
            guard let e = it.popFirst() else { return nil }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\", "\"", "'": out.append(e)
            case "\n": break
            case "u":
                guard it.popFirst() == "{", let close = it.firstIndex(of: "}") else { return nil }
                guard let v = UInt32(String(String.UnicodeScalarView(it[..<close])), radix: 16),
                      let scalar = Unicode.Scalar(v) else { return nil }
                out.append(scalar)
                it = it[(close + 1)...]
            default: return nil
            }
        }
        return String(out)
    }
}

extension FlowFile {
    /// Every source range set to 1:1, so that two trees that differ only
    /// in where things stand compare equal.
    mutating func stripRanges() {
        let zero = SourceRange(line: 1, column: 1)
        func ref(_ r: inout Reference) { r.range = zero }
        for i in tasks.indices {
            tasks[i].range = zero
            ref(&tasks[i].target)
        }
        for i in limits.indices { limits[i].range = zero }
        for s in scenes.indices {
            scenes[s].range = zero
            if scenes[s].start != nil { ref(&scenes[s].start!) }
            for i in scenes[s].entries.indices {
                scenes[s].entries[i].range = zero
                ref(&scenes[s].entries[i].target)
            }
            for i in scenes[s].tasks.indices {
                scenes[s].tasks[i].range = zero
                ref(&scenes[s].tasks[i].target)
            }
            for i in scenes[s].limits.indices { scenes[s].limits[i].range = zero }
            for i in scenes[s].allows.indices {
                scenes[s].allows[i].range = zero
                scenes[s].allows[i].ruleRange = zero
            }
            for k in scenes[s].screens.indices {
                scenes[s].screens[k].range = zero
                ref(&scenes[s].screens[k].id)
                if scenes[s].screens[k].counterpart != nil { ref(&scenes[s].screens[k].counterpart!) }
                for i in scenes[s].screens[k].allows.indices {
                    scenes[s].screens[k].allows[i].range = zero
                    scenes[s].screens[k].allows[i].ruleRange = zero
                }
                for i in scenes[s].screens[k].controls.indices {
                    scenes[s].screens[k].controls[i].range = zero
                    if scenes[s].screens[k].controls[i].target != nil { ref(&scenes[s].screens[k].controls[i].target!) }
                }
                for i in scenes[s].screens[k].timers.indices {
                    scenes[s].screens[k].timers[i].range = zero
                    if scenes[s].screens[k].timers[i].target != nil { ref(&scenes[s].screens[k].timers[i].target!) }
                }
            }
        }
    }
}
