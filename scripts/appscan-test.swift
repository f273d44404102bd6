// The plugins' text scan for an app (Plugins/AAFlowBuildPlugin/AppScan.swift)
// on cases of its own: scripts/plugin-test.sh compiles the two files
// together and runs them. Exit status 1 on a wrong answer, naming it.
import Foundation

let cases: [(String, Bool)] = [
    ("@main\nstruct A: App {\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}", true),
    ("@main\nstruct A: SwiftUI.App, Sendable {}", true),
    ("#if canImport(SwiftUI)\nimport SwiftUI\n@main\nstruct A: App {}\n#endif", true),
    ("@main struct A<T: Equatable>: App where T: Hashable {}", true),
    ("final class SceneDelegate: UIResponder, UIHostingSceneDelegate {}", true),
    ("struct A: App {}", false),  // no @main
    ("@main\nstruct Tool { static func main() {} }\nstruct B { let app: App }", false),
    ("// @main\n// struct A: App {}\nstruct B {}", false),  // commented out
    ("/* @main /* nested */ struct A: App {} */ struct B {}", false),
    ("let s = \"@main struct A: App {}\"\nstruct B {}", false),  // in a string
    ("let s = \"\"\"\n@main struct A: App {}\n\"\"\"\nstruct B {}", false),  // in a multi-line string
    ("@main\nstruct A: Application {}", false),
]
var failed = 0
for (text, expected) in cases where AppScan.holdsApp(Array(text.utf8)) != expected {
    print("AppScan.holdsApp should be \(expected) for:\n\(text)\n")
    failed += 1
}
print("AppScan: \(cases.count - failed) of \(cases.count) cases right")
exit(failed == 0 ? 0 : 1)
