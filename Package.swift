// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "aaflow",
    products: [
        .library(name: "AAFlow", targets: ["AAFlow"]),
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
        // The library: language, scene graph, rules, comparison, reports, diagrams.
        .target(name: "AAFlow", dependencies: ["CGraphviz"]),
        // The Swift-source reader (lexer and tolerant parser): no dependencies, no Foundation.
        .target(name: "AAFlowSwift"),
        // The language server (`aaflow lsp`): JSON-RPC over standard input and output.
        .target(name: "AAFlowLSP", dependencies: ["AAFlow"]),
        // The command line: arguments in, one library call, exit status and output out.
        .target(name: "AAFlowCLI", dependencies: ["AAFlow", "AAFlowLSP"]),
        // The executable: runs AAFlowCLI on the process's arguments.
        .executableTarget(name: "aaflow", dependencies: ["AAFlowCLI"]),
        .testTarget(name: "AAFlowSwiftTests", dependencies: ["AAFlowSwift"]),
        .testTarget(name: "AAFlowLSPTests", dependencies: ["AAFlowLSP", "AAFlow"]),
        // Resources/crashes: reproducers found by fuzz/, read straight from the source tree.
        .testTarget(name: "AAFlowTests", dependencies: ["AAFlow", "AAFlowCLI"], exclude: ["Resources/crashes"]),
    ]
)
