import Foundation
import PackagePlugin

/// `swift package aaflow check|audit [--target NAME ...] [aaflow options]`:
/// aaflow over the package's sources. `check` checks every `.flow` file of
/// the targets; `audit` reads the package folder (or, with `--target`, each
/// target's folder) as a SwiftUI project. It only reads, so it asks for no
/// permission. A thin adapter: it finds the files, runs `aaflow`, and
/// reports a failure with the module it concerns.
@main
struct AAFlowCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let verb = rest.first, ["check", "audit"].contains(verb) else {
            Diagnostics.error("say what to do: swift package aaflow check|audit [--target NAME] [aaflow options]")
            return
        }
        let options = Array(rest.dropFirst())
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        let modules = targets.compactMap { $0 as? SourceModuleTarget }
        let tool = try context.tool(named: "aaflow").url

        switch verb {
        case "audit" where names.isEmpty:
            try run(tool, ["audit", context.package.directoryURL.path] + options, module: context.package.displayName)
        case "audit":
            for module in modules where module.sourceFiles.contains(where: { $0.url.pathExtension == "swift" }) {
                try run(tool, ["audit", module.directoryURL.path] + options, module: module.name)
            }
        default:
            let flows = modules.flatMap { $0.sourceFiles.filter { $0.url.pathExtension == "flow" }.map(\.url.path) }
            guard !flows.isEmpty else {
                Diagnostics.remark("no .flow file in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
                return
            }
            try run(tool, ["check"] + options + flows, module: names.isEmpty ? context.package.displayName : names.joined(separator: ", "))
        }
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
