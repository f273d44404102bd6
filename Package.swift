// swift-tools-version:5.9
import PackageDescription

// The layers, each a module, so that the compiler refuses an arrow that runs
// back up (README, "Working on aaflow"):
//
//   AAFlow          language, scene graph, rules, comparison, reports; no Graphviz
//   AAFlowRender    diagrams through the Graphviz C library (CGraphviz)
//   AAFlowSwift     the Swift-source reader (depends on nothing)
//   AAFlowLSP       the language server
//   AAFlowCLI       the command line
//   aaflow          the executable
let package = Package(
    name: "aaflow",
    products: [
        .library(name: "AAFlow", targets: ["AAFlow"]),
        .library(name: "AAFlowRender", targets: ["AAFlowRender"]),
        .library(name: "AAFlowSwift", targets: ["AAFlowSwift"]),
        .executable(name: "aaflow", targets: ["aaflow"]),
    ],
    targets: [
        // The Graphviz C library (libgvc, libcgraph, libcdt), nothing else.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // The core: language, scene graph, rules, comparison, reports, the reading of
        // SwiftUI projects. No Graphviz, no Foundation.
        .target(name: "AAFlow", dependencies: ["AAFlowSwift"]),
        // Diagrams: the annotated scene and the comparison, drawn with Graphviz.
        .target(name: "AAFlowRender", dependencies: ["AAFlow", "CGraphviz"]),
        // The Swift-source reader (lexer and tolerant parser): no dependencies, no Foundation.
        .target(name: "AAFlowSwift"),
        // The language server (`aaflow lsp`): JSON-RPC over standard input and output.
        .target(name: "AAFlowLSP", dependencies: ["AAFlow"]),
        // The command line: arguments in, one library call, exit status and output out.
        .target(name: "AAFlowCLI", dependencies: ["AAFlow", "AAFlowRender", "AAFlowLSP", "AAFlowHTML"]),
        // The HTML report: one self-contained page; diagrams come in as SVG text (no Graphviz).
        .target(name: "AAFlowHTML", dependencies: ["AAFlow"]),
        // The executable: runs AAFlowCLI on the process's arguments.
        .executableTarget(name: "aaflow", dependencies: ["AAFlowCLI"]),
        // Resources/crashes: reproducers found by fuzz/, read straight from the source tree.
        .testTarget(name: "AAFlowTests", dependencies: ["AAFlow"], exclude: ["Resources/crashes"]),
        .testTarget(name: "AAFlowRenderTests", dependencies: ["AAFlowRender", "AAFlow"]),
        .testTarget(name: "AAFlowSwiftTests", dependencies: ["AAFlowSwift"]),
        .testTarget(name: "AAFlowLSPTests", dependencies: ["AAFlowLSP", "AAFlow"]),
        // Golden/: the inputs and the expected output of every command, byte for byte.
        .testTarget(name: "AAFlowCLITests", dependencies: ["AAFlowCLI", "AAFlowRender", "AAFlow", "AAFlowSwift"], exclude: ["Golden"]),
        // The extraction of flows from SwiftUI projects, snippet by snippet, and audit.
        .testTarget(name: "AAFlowExtractTests", dependencies: ["AAFlow", "AAFlowCLI"]),
        .testTarget(name: "AAFlowHTMLTests", dependencies: ["AAFlowHTML", "AAFlow", "AAFlowCLI", "AAFlowRender"]),
    ]
)
