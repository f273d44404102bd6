// swift-tools-version:6.1
// A package that uses aaflow's plugins as a team would, by path: the build
// tool plugin checks the .flow files of Demo and audits Garden, which holds
// a SwiftUI app, on every `swift build`; the command plugin runs
// `swift package aaflow [check|audit]`. aaflow is taken without its Graphviz
// trait, so nothing of Graphviz is needed. scripts/plugin-test.sh builds it.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "aaflow", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "Demo",
            plugins: [.plugin(name: "AAFlowBuildPlugin", package: "aaflow")]
        ),
        // Its SwiftUI is behind `#if canImport(SwiftUI)`: compiled on Apple's
        // systems, skipped on Linux, audited everywhere. Info.plist is read by
        // the audit (UISupportsAssistiveAccess), not built.
        .target(
            name: "Garden",
            exclude: ["Info.plist"],
            plugins: [.plugin(name: "AAFlowBuildPlugin", package: "aaflow")]
        ),
        // Another package's use of the libraries: it builds only while the API it calls is public.
        .target(
            name: "LibraryClient",
            dependencies: [
                .product(name: "AAFlow", package: "aaflow"),
                .product(name: "AAFlowSwift", package: "aaflow"),
                .product(name: "AAFlowSwiftUI", package: "aaflow"),
            ]
        ),
    ]
)
