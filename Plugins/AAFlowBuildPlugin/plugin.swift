import Foundation
import PackagePlugin

/// On `swift build` (and in Xcode, "Run Build Tool Plug-ins"): checks every
/// `.flow` file of a target, and audits the target's SwiftUI when it holds
/// an app. Findings appear as warnings and errors at their flow, Swift,
/// plist or project lines, and an error fails the build. A thin adapter: it
/// finds the files and declares the commands; the build system runs a
/// command again only when one of its inputs changes or its stamp (its
/// output) is missing, and after it failed.
///
/// - one `aaflow check FLOW --stamp S` per flow, whose input is the flow;
/// - one `aaflow audit FOLDER --stamp S` when a Swift file of the target
///   holds an app (`AppScan`), whose inputs are the target's Swift files
///   and its settings files (`Info.plist`, `.xcconfig`);
/// - both also take as inputs the `.aaflow.json` aaflow reads for them and
///   the baseline it names, if any.
///
/// The audit keeps its answer in `audit-cache` in the plugin's work folder
/// (`aaflow audit --cache`), keyed by the bytes of its inputs: a build that
/// runs it again with every input as it was (files touched, saved unchanged,
/// or changed and changed back) prints that answer without reading the code.
///
/// Each stamp is a Swift file holding one comment, in the plugin's work
/// folder: the build system needs an output to know the command is up to
/// date, and a Swift output joins the target's sources without changing
/// the program.
@main
struct AAFlowBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let commands = BuildCommands(tool: try context.tool(named: "aaflow").url, work: context.pluginWorkDirectoryURL)
        return commands.all(files: target.sourceFiles.map(\.url), auditing: target.directoryURL)
    }
}

/// The commands for one target, from its files.
struct BuildCommands {
    let tool: URL
    let work: URL

    func all(files: [URL], auditing folder: URL) -> [Command] {
        let sorted = files.sorted { $0.path < $1.path }
        return sorted.filter { $0.pathExtension == "flow" }.map(check) + audit(sorted, folder: folder)
    }

    func check(_ flow: URL) -> Command {
        let stamp = work.appendingPathComponent("\(flow.deletingPathExtension().lastPathComponent).flow-checked.swift")
        return .buildCommand(
            displayName: "aaflow check \(flow.lastPathComponent)",
            executable: tool,
            arguments: ["check", flow.path, "--stamp", stamp.path],
            inputFiles: [flow] + Self.configurationFiles(near: flow.deletingLastPathComponent()),
            outputFiles: [stamp])
    }

    /// The audit, when a Swift file holds an app; none otherwise (a library
    /// target has nothing to audit, and `aaflow audit` would say so with an error).
    func audit(_ files: [URL], folder: URL) -> [Command] {
        let swift = files.filter { $0.pathExtension == "swift" }
        guard swift.contains(where: AppScan.holdsApp) else { return [] }
        let settings = Set(files.filter(Self.isSettings) + Self.settingsFiles(under: folder)).sorted { $0.path < $1.path }
        let stamp = work.appendingPathComponent("swift-audited.swift")
        return [.buildCommand(
            displayName: "aaflow audit \(folder.lastPathComponent)",
            executable: tool,
            arguments: ["audit", folder.path, "--stamp", stamp.path, "--cache", work.appendingPathComponent("audit-cache").path],
            inputFiles: swift + settings + Self.configurationFiles(near: folder),
            outputFiles: [stamp])]
    }

    /// The `.aaflow.json` that aaflow reads for what is in `folder` (there,
    /// or in the nearest folder above), and the baseline it names: when
    /// either changes, the findings may change, so they are inputs too.
    static func configurationFiles(near folder: URL) -> [URL] {
        var dir = folder.standardizedFileURL
        while true {
            let file = dir.appendingPathComponent(".aaflow.json")
            if FileManager.default.fileExists(atPath: file.path) {
                var out = [file]
                if let data = try? Data(contentsOf: file),
                   let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   let baseline = object["baseline"] as? String {
                    let url = baseline.hasPrefix("/") ? URL(fileURLWithPath: baseline) : dir.appendingPathComponent(baseline)
                    if FileManager.default.fileExists(atPath: url.path) { out.append(url) }
                }
                return out
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return [] }
            dir = parent
        }
    }

    /// What `aaflow audit` reads besides Swift: the plist keys' files, and the
    /// String Catalogs and strings files its texts come from.
    static func isSettings(_ file: URL) -> Bool {
        ["plist", "xcconfig", "pbxproj", "xcstrings", "strings"].contains(file.pathExtension)
    }

    /// The settings files below the folder audited, found on disk: a
    /// target's `Info.plist` is usually excluded from its sources, and
    /// a change to it must still audit again. Skips what aaflow skips.
    static func settingsFiles(under folder: URL) -> [URL] {
        let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "checkouts"]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var out: [URL] = []
        for case let url as URL in walk {
            if skipped.contains(url.lastPathComponent) { walk.skipDescendants(); continue }
            if isSettings(url) { out.append(url) }
        }
        return out
    }
}
