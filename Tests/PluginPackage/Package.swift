// swift-tools-version:6.1
// A package that uses aaflow's plugins as a team would, by path: the build
// tool plugin checks the target's .flow files on every `swift build`, and the
// command plugin runs `swift package aaflow check|audit|format`. aaflow is
// taken without its Graphviz trait, so nothing of Graphviz is needed.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    dependencies: [
        .package(name: "aaflow", path: "../..", traits: []),
    ],
    targets: [
        .target(
            name: "Demo",
            plugins: [.plugin(name: "AAFlowBuildPlugin", package: "aaflow")]
        ),
    ]
)
