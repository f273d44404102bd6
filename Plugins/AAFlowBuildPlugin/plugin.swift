import PackagePlugin

/// Checks every `.flow` file of a target on `swift build` (and in Xcode): its
/// findings appear as warnings and errors at their lines, and an error fails
/// the build. A thin adapter: it finds the files and runs `aaflow check`,
/// one build command per flow, which the build system runs again only when
/// that flow changes (its input) or its stamp is missing (its output).
@main
struct AAFlowBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "aaflow")
        return target.sourceFiles
            .filter { $0.url.pathExtension == "flow" }
            .sorted { $0.url.path < $1.url.path }
            .map { file in
                // A Swift file holding one comment: the build system needs an
                // output to know the check is up to date, and a Swift output
                // joins the target's sources without changing the program.
                let name = file.url.deletingPathExtension().lastPathComponent
                let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).flow-checked.swift")
                return .buildCommand(
                    displayName: "aaflow check \(file.url.lastPathComponent)",
                    executable: tool.url,
                    arguments: ["check", file.url.path, "--stamp", stamp.path],
                    inputFiles: [file.url],
                    outputFiles: [stamp])
            }
    }
}
