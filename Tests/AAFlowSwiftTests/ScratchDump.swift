import Testing
@testable import AAFlowSwift

@Test func scratchDump() {
    for (name, text) in Fixtures.all {
        let tree = SwiftParser.parse(path: name, text: text)
        print("=== \(name)")
        print(tree.root.dump())
        for d in tree.diagnostics { print("DIAG", d) }
    }
}
