import Testing
@testable import AAFlowSwift

@Suite struct ParserTests {
    @Test func fixturesReadWithoutDiagnostics() {
        for (name, text) in Fixtures.all {
            let tree = SwiftParser.parse(path: name, text: text)
            #expect(tree.diagnostics.isEmpty, "\(name): \(tree.diagnostics)")
            #expect(tree.root.descendants(.unknown).isEmpty, "\(name): \(tree.root.descendants(.unknown).map(\.text))")
        }
    }

    @Test func typeDeclarationsAndMembers() {
        let tree = SwiftParser.parse(text: Fixtures.navigation)
        let view = try! #require(tree.typeDeclarations(named: "ContentView").first)
        #expect(view.typeKeyword == "struct")
        #expect(view.inheritedTypeNames == ["View"])
        #expect(view.propertyBindings().map { $0.name ?? "?" } == ["dismiss", "showSettings", "items", "body"])
        let dismiss = try! #require(view.property("dismiss"))
        #expect(dismiss.variableDeclaration?.hasAttribute("Environment") == true)
        #expect(dismiss.variableDeclaration?.hasModifier("private") == true)
        #expect(dismiss.variableDeclaration?.attributes.first?.allArguments.first?.value?.text == #"\.dismiss"#)
        #expect(view.property("items")?.declaredType?.text == "[Item]")
        #expect(view.property("showSettings")?.initialValue?.text == "false")
        #expect(view.property("body")?.declaredType?.name == "View")
    }

    @Test func appSceneAndAttributes() {
        let tree = SwiftParser.parse(text: Fixtures.app)
        let app = try! #require(tree.typeDeclarations().first)
        #expect(app.hasAttribute("main"))
        #expect(app.inherits("App"))
        let scenes = app.property("body")?.getterStatements() ?? []
        #expect(scenes.map { $0.calleeName ?? "?" } == ["WindowGroup", "AssistiveAccess"])
        #expect(scenes[1].closure()?.statements.first?.calleeName == "SimpleHomeView")
    }

    @Test func callsArgumentsAndTrailingClosures() {
        let tree = SwiftParser.parse(text: Fixtures.destructive)
        let calls = tree.root.descendants(.call)
        let button = try! #require(calls.first { $0.calleeName == "Button" && $0.argument("role")?.name == "destructive" })
        #expect(button.trailingClosures.map { $0.label ?? "_" } == ["_", "label"])
        let label = try! #require(button.closure("label")?.statements.first)
        #expect(label.calleeName == "Label")
        #expect(label.firstStringLiteral?.stringValue == "Delete")
        #expect(label.argument("systemImage")?.stringValue == "trash")
        let action = try! #require(button.closure()?.statements.first)
        #expect(action.isAssignment)
        #expect(action.assignment?.target.dottedName == "confirming")
        #expect(action.assignment?.value.text == "true")
    }

    @Test func modifierChainsFlatten() {
        let tree = SwiftParser.parse(text: Fixtures.navigation)
        let stack = try! #require(tree.root.descendants(.call).first { $0.calleeName == "NavigationStack" })
        let list = try! #require(stack.closure()?.statements.first)
        let chain = list.modifierChain()
        #expect(chain.base.calleeName == "List")
        #expect(chain.modifiers.map(\.name) == ["navigationTitle", "toolbar", "sheet"])
        let sheet = chain.modifiers[2].node
        #expect(sheet.argument("isPresented")?.name == "$showSettings")
        #expect(sheet.closure()?.statements.first?.calleeName == "SettingsView")
        #expect(chain.modifiers[0].node.firstStringLiteral?.stringValue == "Photos")
    }

    @Test func postfixIfConfigInAChain() {
        let tree = SwiftParser.parse(text: Fixtures.conditional)
        let vstack = try! #require(tree.root.descendants(.call).first { $0.calleeName == "VStack" })
        let elements = try! #require(vstack.closure()).activeStatements()
        #expect(elements.map { $0.modifierChain().base.calleeName ?? "?" } == ["Text", "Text"])
        let chain = elements[1].modifierChain()
        #expect(chain.modifiers.map(\.name) == ["font", "padding", "bold"])
        #expect(chain.modifiers[1].conditional)
        #expect(chain.modifiers[1].node.allArguments.first?.value?.text == "8")
        // In a simulator build the `#elseif` clause is taken.
        var simulator = SwiftBuildEnvironment.iOSDevice
        simulator.targetEnvironments = ["simulator"]
        #expect(elements[1].modifierChain(in: simulator).modifiers[1].node.allArguments.first?.value?.text == "2")
        // DEBUG is not set: the `#else` branch.
        #expect(elements[0].firstStringLiteral?.stringValue == "Release")
    }

    @Test func ifConfigConditions() {
        func holds(_ condition: String, _ env: SwiftBuildEnvironment = .iOSDevice) -> Bool? {
            let tree = SwiftParser.parse(text: "#if \(condition)\nlet a = 1\n#endif")
            guard let block = tree.root.descendants(.ifConfig).first else { return nil }
            return block.activeClause(in: env) != nil
        }
        #expect(holds("os(iOS)") == true)
        #expect(holds("os(macOS)") == false)
        #expect(holds("canImport(UIKit)") == true)
        #expect(holds("canImport(SwiftUI)") == true)
        #expect(holds("canImport(AppKit)") == false)
        #expect(holds("targetEnvironment(simulator)") == false)
        #expect(holds("DEBUG") == false)
        #expect(holds("SOMETHING_ELSE") == false)
        #expect(holds("!DEBUG") == true)
        #expect(holds("os(iOS) && !targetEnvironment(simulator)") == true)
        #expect(holds("os(macOS) || os(iOS)") == true)
        #expect(holds("os(macOS) || os(iOS) && DEBUG") == false)
        #expect(holds("(os(macOS) || os(iOS)) && !DEBUG") == true)
        #expect(holds("swift(>=5.9)") == true)
        #expect(holds("compiler(<6)") == false)
        #expect(holds("true") == true)
        var debug = SwiftBuildEnvironment.iOSDevice
        debug.flags = ["DEBUG"]
        #expect(holds("DEBUG", debug) == true)
    }

    @Test func ifConfigClausesAreAllKept() {
        let tree = SwiftParser.parse(text: Fixtures.conditional)
        let type = try! #require(tree.typeDeclarations(named: "ShareView").first)
        let block = try! #require(type.members.first { $0.kind == .ifConfig })
        #expect(block.clauses.map { $0.directive ?? "?" } == ["#if", "#elseif", "#else"])
        #expect(block.clauses.map { $0.condition?.text ?? "-" } == ["os(iOS)", "os(macOS)", "-"])
        #expect(type.property("platform")?.initialValue?.stringValue == "iOS")
        let mac = SwiftBuildEnvironment(os: "macOS", importableModules: ["SwiftUI", "AppKit"])
        #expect(type.property("platform", in: mac)?.initialValue?.stringValue == "macOS")
    }

    @Test func switchCasesAndPatterns() {
        let tree = SwiftParser.parse(text: Fixtures.router)
        let route = try! #require(tree.typeDeclarations(named: "Route").first)
        #expect(route.activeMembers().filter { $0.kind == .enumCaseDecl }.flatMap { $0.children(.enumCaseElement) }.map { $0.name ?? "?" }
            == ["home", "settings", "detail"])
        let view = try! #require(route.property("view"))
        let switchStmt = try! #require(view.getterStatements().first)
        #expect(switchStmt.kind == .switchStmt)
        #expect(switchStmt.subject?.text == "self")
        let cases = switchStmt.activeCases()
        #expect(cases.map { $0.casePatterns.map(\.text) } == [[".home"], [".settings"], [".detail(let id)"], []])
        #expect(cases.map { $0.statements.first?.calleeName ?? "?" } == ["HomeView", "SettingsView", "DetailView", "EmptyView"])
        #expect(cases[3].isDefaultCase)
    }

    @Test func statements() {
        let source = """
        func f() async throws -> Int {
            if let x = a, case .some(let y) = b, x > 1 { g() } else if c { h() } else { i() }
            guard let z else { return 0 }
            for (i, item) in items.enumerated() where i > 0 { print(item) }
            while n < 10 { n += 1 }
            repeat { n -= 1 } while n > 0
            do { try await run() } catch let error as MyError { log(error) } catch { }
            defer { cleanup() }
            let v = if flag { 1 } else { 2 }
            outer: for x in xs { break outer }
            return try! compute() as? Int ?? 0
        }
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.descendants(.unknown).isEmpty)
        let f = try! #require(tree.root.descendants(.functionDecl).first)
        #expect(f.statements.map(\.kind) == [.ifStmt, .guardStmt, .forStmt, .whileStmt, .repeatStmt, .doStmt,
                                             .deferStmt, .variableDecl, .forStmt, .returnStmt])
        let ifStmt = f.statements[0]
        #expect(ifStmt.conditions.map(\.kind) == [.optionalBinding, .caseCondition, .binarySequence])
        #expect(ifStmt.elseBranch?.kind == .ifStmt)
        #expect(f.statements[2].forPattern?.text == "(i, item)")
        #expect(f.statements[2].forSequence?.text == "items.enumerated()")
        #expect(f.declaredType?.text == "Int")
    }

    @Test func closuresWithSignatures() {
        let source = """
        let a = items.map { [weak self] item in item.id }
        let b = { (x: Int, y: Int) -> Int in x + y }
        let c = list.sorted { $0 < $1 }
        let d = task { @MainActor in await load() }
        async let e = fetch()
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        let closures = tree.root.descendants(.closure)
        #expect(closures.map(\.closureParameterNames) == [["item"], ["x", "y"], [], []])
        #expect(closures[0].firstChild(.closureSignature)?.firstChild(.captureList)?.text == "[weak self]")
        #expect(closures[1].parameters.map { $0.declaredType?.text ?? "?" } == ["Int", "Int"])
        #expect(closures[2].statements.first?.kind == .binarySequence)
        #expect(tree.root.statements.last?.modifiers == ["async"])
    }

    @Test func declarationsOfEveryKind() {
        let source = """
        import struct Foundation.URL
        typealias Handler = (Int) -> Void
        protocol P: AnyObject { associatedtype Item; func run() }
        actor Store { private(set) var count = 0 }
        final class Model: ObservableObject {
            @Published var name = ""
            static let shared = Model()
            init?(name: String = "x") { self.name = name }
            deinit {}
            subscript(i: Int) -> Int { get { i } set { } }
            var observed: Int = 0 { didSet { print(oldValue) } }
            lazy var cache: [String: Int] = [:]
            class func make() -> Model { Model() }
            func generic<T: Hashable>(_ value: T, to other: inout [T]) where T: Sendable {}
        }
        extension Model: Identifiable where Self: AnyObject {}
        enum Tab: String, CaseIterable { case home = "h", search }
        #Preview("Home") { ContentView() }
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.descendants(.unknown).isEmpty, "\(tree.root.descendants(.unknown).map(\.text))")
        #expect(tree.typeDeclarations().map { "\($0.typeKeyword ?? "?") \($0.name ?? "?")" }
            == ["protocol P", "actor Store", "class Model", "extension Model", "enum Tab"])
        let model = try! #require(tree.typeDeclarations(named: "Model").first)
        #expect(model.hasModifier("final"))
        #expect(model.members.map(\.kind) == [.variableDecl, .variableDecl, .initDecl, .deinitDecl, .subscriptDecl,
                                              .variableDecl, .variableDecl, .functionDecl, .functionDecl])
        #expect(model.property("observed")?.firstChild(.accessorBlock)?.children.map { $0.name ?? "?" } == ["didSet"])
        #expect(model.functions("generic").first?.parameters.map { "\($0.name ?? "-") \($0.secondName ?? "-")" } == ["_ value", "to other"])
        let preview = try! #require(tree.root.statements.last)
        #expect(preview.calleeName == "#Preview")
        #expect(preview.firstStringLiteral?.stringValue == "Home")
        #expect(preview.closure()?.statements.first?.calleeName == "ContentView")
    }

    @Test func locationsAndText() {
        let tree = SwiftParser.parse(text: Fixtures.navigation)
        let link = try! #require(tree.root.descendants(.call).first { $0.calleeName == "NavigationLink" })
        #expect(link.location == SwiftLocation(line: 12, column: 21))
        #expect(link.text.hasPrefix("NavigationLink {"))
        #expect(link.endLocation == SwiftLocation(line: 16, column: 22))
        #expect(link.nearestAncestor(.call)?.calleeName == "ForEach")
    }

    @Test func stringValues() {
        let source = #"""
        let a = "tab\tquote\" \u{E9}"
        let b = ##"raw \n "# end"##
        let c = "Hello \(name)!"
        let d = """
            x
              y
            """
        """#
        let tree = SwiftParser.parse(text: source)
        let strings = tree.root.descendants(.stringLiteral)
        #expect(strings.map { $0.stringValue ?? "?" } == ["tab\tquote\" é", ##"raw \n "# end"##, #"Hello \(name)!"#, "x\n  y"])
        #expect(strings[2].isInterpolated)
        #expect(strings[2].stringValue { _ in "…" } == "Hello …!")
    }

    @Test func realWorldShapes() {
        let source = """
        struct V: View
        {
            var body: some View
            {
                ZStack
                {
                    if #available(iOS 17, *) {
                        Text("new").contentTransition(.numericText())
                    }
                    let (a, b) = (1, 2)
                    Text(verbatim: "\\(a + b)")
                }
            }
            @available(iOS 16.0, *)
            @inline(__always) var x: Int { @inline(__always) get { 1 } }
        }
        enum Value { case array([Value]), object([(String, Value)]) }
        """
        let tree = SwiftParser.parse(text: source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.root.descendants(.unknown).isEmpty, "\(tree.root.descendants(.unknown).map(\.text))")
        let body = tree.typeDeclarations(named: "V").first?.property("body")?.getterStatements() ?? []
        #expect(body.map { $0.calleeName ?? "?" } == ["ZStack"])
        let inner = body.first?.closure()?.statements ?? []
        #expect(inner.map(\.kind) == [.ifStmt, .variableDecl, .call])
        #expect(inner.first?.conditions.first?.calleeName == "#available")
        #expect(tree.root.descendants(.enumCaseElement).map { $0.parameters.map { $0.declaredType?.text ?? "?" } }
            == [["[Value]"], ["[(String, Value)]"]])
    }
}
