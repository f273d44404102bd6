import Foundation
import PackagePlugin

/// `swift package aaflow [check|audit] [--target NAME ...] [aaflow options]`:
/// aaflow over the package's sources. It only reads, so it asks for no
/// permission. A thin adapter: it finds the files, runs `aaflow`, and
/// reports a failure with the module it concerns.
///
/// - no verb: the obvious thing, as a linter's plugin lints: checks every
///   `.flow` file of the targets, and audits each target whose Swift holds
///   an app (`AppScan`, as the build tool plugin decides);
/// - `check`: checks every `.flow` file of the targets;
/// - `audit`: reads the package folder (or, with `--target`, each target's
///   folder) as a SwiftUI project.
///
/// Other options go to each aaflow run (`swift package aaflow audit --format sarif`).
@main
struct AAFlowCommandPlugin: CommandPlugin {
    static let usage = "swift package aaflow [check|audit] [--target NAME] [aaflow options]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        var verb: String?
        if let first = rest.first, !first.hasPrefix("-") {
            guard ["check", "audit"].contains(first) else {
                Diagnostics.error("unknown verb `\(first)`: \(Self.usage)")
                return
            }
            verb = first
            rest.removeFirst()
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
        let tool = try context.tool(named: "aaflow").url
        let scope = names.isEmpty ? context.package.displayName : names.joined(separator: ", ")

        switch verb {
        case "audit" where names.isEmpty:
            try run(tool, ["audit", context.package.directoryURL.path] + rest, module: context.package.displayName)
        case "audit":
            for module in modules where module.sourceFiles.contains(where: { $0.url.pathExtension == "swift" }) {
                try run(tool, ["audit", module.directoryURL.path] + rest, module: module.name)
            }
        case "check":
            try check(modules, tool: tool, options: rest, scope: scope, quiet: false)
        default:
            let checked = try check(modules, tool: tool, options: rest, scope: scope, quiet: true)
            let apps = modules.filter { module in
                module.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
                    .contains(where: AppScan.holdsApp)
            }
            for module in apps {
                try run(tool, ["audit", module.directoryURL.path] + rest, module: module.name)
            }
            if !checked && apps.isEmpty {
                Diagnostics.remark("nothing to do: no .flow file and no app (a type conforming to `App` with `@main`, "
                    + "or a `UIHostingSceneDelegate`) in \(scope)")
            }
        }
    }

    /// Checks the modules' flows; whether there were any.
    @discardableResult
    func check(_ modules: [SourceModuleTarget], tool: URL, options: [String], scope: String, quiet: Bool) throws -> Bool {
        let flows = modules.flatMap { $0.sourceFiles.filter { $0.url.pathExtension == "flow" }.map(\.url.path) }
        guard !flows.isEmpty else {
            if !quiet { Diagnostics.remark("no .flow file in \(scope)") }
            return false
        }
        try run(tool, ["check"] + options + flows, module: scope)
        return true
    }

    /// Runs aaflow; its findings reach the terminal as it prints them.
    func run(_ tool: URL, _ arguments: [String], module: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 1: Diagnostics.error("aaflow \(arguments[0]) found errors in \(module)")
        default: Diagnostics.error("aaflow \(arguments[0]) could not check \(module) (status \(process.terminationStatus))")
        }
    }
}
