// swift-tools-version:6.1
import PackageDescription

// The layers, each a module, so that the compiler refuses an arrow that runs
// back up (README, "Working on aaflow"):
//
//   AAFlowPlatform  the one file that speaks to the operating system
//   AAFlow          language, scene graph, rules, comparison, reports; no Graphviz
//   AAFlowRender    diagrams through the Graphviz C library (CGraphviz)
//   AAFlowSwift     the Swift-source reader (depends on nothing)
//   AAFlowSwiftUI   SwiftUI projects: extract, audit, project checks, drift
//                   (AAFlow and AAFlowSwift; the core never links the reader)
//   AAFlowLSP       the language server (flows, and SwiftUI projects through AAFlowSwiftUI)
//   AAFlowCLI       the command line
//   aaflow          the executable
//
// The trait `Graphviz` (on by default) is what draws: without it
// (`swift build --disable-default-traits`, or `traits: []` in a dependency)
// aaflow needs nothing but the Swift toolchain, and `render` says in one
// line how to get diagrams. The plugins are built that way by the packages
// that use them, so a team never installs Graphviz to lint.
let package = Package(
    name: "aaflow",
    products: [
        .library(name: "AAFlow", targets: ["AAFlow"]),
        .library(name: "AAFlowRender", targets: ["AAFlowRender"]),
        .library(name: "AAFlowSwift", targets: ["AAFlowSwift"]),
        .library(name: "AAFlowSwiftUI", targets: ["AAFlowSwiftUI"]),
        .executable(name: "aaflow", targets: ["aaflow"]),
        .plugin(name: "AAFlowBuildPlugin", targets: ["AAFlowBuildPlugin"]),
        .plugin(name: "AAFlowCommandPlugin", targets: ["AAFlowCommandPlugin"]),
    ],
    traits: [
        .trait(name: "Graphviz", description: "Draw diagrams with the Graphviz C library: render, compare -o and the diagrams of report"),
        .default(enabledTraits: ["Graphviz"]),
    ],
    targets: [
        // The Graphviz C library (libgvc, libcgraph, libcdt), nothing else.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // The core: language, scene graph, rules, comparison, reports. No Graphviz, no
        // Foundation, no Swift reader.
        .target(name: "AAFlow", dependencies: ["AAFlowPlatform"]),
        // The one file that speaks to the operating system (files, locks, the
        // thread's stack); `package` names, shared by the modules, public to none.
        .target(name: "AAFlowPlatform"),
        // SwiftUI projects read as flows: extraction, audit, project checks, drift.
        .target(name: "AAFlowSwiftUI", dependencies: ["AAFlowPlatform", "AAFlow", "AAFlowSwift"]),
        // Diagrams: the annotated scene and the comparison, drawn with Graphviz.
        .target(name: "AAFlowRender", dependencies: ["AAFlowPlatform", "AAFlow", "CGraphviz"]),
        // The Swift-source reader (lexer and tolerant parser): no Foundation; the platform file alone.
        .target(name: "AAFlowSwift", dependencies: ["AAFlowPlatform"]),
        // The language server (`aaflow lsp`): JSON-RPC over standard input and output.
        .target(name: "AAFlowLSP", dependencies: ["AAFlowPlatform", "AAFlow", "AAFlowSwift", "AAFlowSwiftUI"]),
        // The command line: arguments in, one library call, exit status and output out.
        .target(name: "AAFlowCLI", dependencies: [
            "AAFlowPlatform", "AAFlow", "AAFlowSwiftUI", "AAFlowLSP", "AAFlowHTML",
            .target(name: "AAFlowRender", condition: .when(traits: ["Graphviz"])),
        ]),
        // The HTML report: its inputs read (flows, SwiftUI projects), one self-contained page;
        // diagrams come in as SVG text from a closure of the caller (no Graphviz).
        .target(name: "AAFlowHTML", dependencies: ["AAFlowPlatform", "AAFlow", "AAFlowSwiftUI"]),
        // The executable: runs AAFlowCLI on the process's arguments.
        .executableTarget(name: "aaflow", dependencies: ["AAFlowPlatform", "AAFlowCLI"]),
        // `make bench` only: the flow parser timed alone, in one process (bench/README.md).
        .executableTarget(name: "aaflow-parse-timing", dependencies: ["AAFlowPlatform", "AAFlow"],
                          path: "bench/ParseTiming"),
        // `make cache-check` only: what the language server keeps between saves, held against
        // fresh reads of a whole project, edit after edit (bench/README.md).
        .executableTarget(name: "aaflow-cache-check", dependencies: ["AAFlowPlatform", "AAFlow", "AAFlowSwiftUI"],
                          path: "bench/CacheCheck"),
        // `swift build` checks every .flow file of a target, and audits its SwiftUI when it holds an
        // app; warnings and errors at their lines.
        .plugin(name: "AAFlowBuildPlugin", capability: .buildTool(), dependencies: ["aaflow"]),
        // `swift package aaflow [check|audit] [--target T]` over the package's sources (no verb:
        // check the flows and audit each target with an app); it only reads.
        .plugin(
            name: "AAFlowCommandPlugin",
            capability: .command(intent: .custom(verb: "aaflow", description: "check the package's flows and audit its SwiftUI apps (or one of them: check, audit)")),
            dependencies: ["aaflow"]
        ),
        // Resources/crashes: reproducers found by fuzz/, read straight from the source tree.
        .testTarget(name: "AAFlowTests", dependencies: ["AAFlowPlatform", "AAFlow"], exclude: ["Resources/crashes"]),
        .testTarget(name: "AAFlowRenderTests", dependencies: ["AAFlowPlatform", "AAFlowRender", "AAFlow", "AAFlowSwiftUI"]),
        .testTarget(name: "AAFlowSwiftTests", dependencies: ["AAFlowSwift"]),
        .testTarget(name: "AAFlowLSPTests", dependencies: ["AAFlowPlatform", "AAFlowLSP", "AAFlow", "AAFlowSwiftUI"]),
        // Golden/: the inputs and the expected output of every command, byte for byte.
        .testTarget(name: "AAFlowCLITests", dependencies: ["AAFlowPlatform", "AAFlowCLI", "AAFlowRender", "AAFlow", "AAFlowSwift", "AAFlowSwiftUI"], exclude: ["Golden"]),
        // The extraction of flows from SwiftUI projects, snippet by snippet, and audit.
        .testTarget(name: "AAFlowExtractTests", dependencies: ["AAFlowPlatform", "AAFlow", "AAFlowSwiftUI", "AAFlowCLI"]),
        .testTarget(name: "AAFlowHTMLTests", dependencies: ["AAFlowPlatform", "AAFlowHTML", "AAFlow", "AAFlowSwiftUI", "AAFlowCLI", "AAFlowRender"]),
    ],
    swiftLanguageModes: [.v6]
)
