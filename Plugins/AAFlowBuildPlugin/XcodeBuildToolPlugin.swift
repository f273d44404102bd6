// Xcode's projects (not packages) use build tool plugins through this
// conformance; Xcode alone has the module, so elsewhere this file is empty.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same in an Xcode project's target: the folder audited is the
/// project's (where its `.xcodeproj` lies), so that the build settings of
/// `project.pbxproj` are read too, and that file is an input.
extension AAFlowBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let commands = BuildCommands(tool: try context.tool(named: "aaflow").url, work: context.pluginWorkDirectoryURL)
        let project = context.xcodeProject.directoryURL
        let pbxproj = project.appendingPathComponent("\(context.xcodeProject.displayName).xcodeproj/project.pbxproj")
        let extra = FileManager.default.fileExists(atPath: pbxproj.path) ? [pbxproj] : []
        return commands.all(files: target.inputFiles.map(\.url) + extra, auditing: project)
    }
}
#endif
