/// What is known about the app project a flow came from, for the rules that
/// look past the flow itself (the `project.*` checks): the `Info.plist` keys
/// it sets and where. A flow file read on its own has no project
/// (`ProjectFacts.none`), and those rules stay silent.
///
/// ```swift
/// var facts = ProjectFacts(settings: ProjectSettings.scan(path: "App/Info.plist", bytes: bytes))
/// let report = Analysis(project: facts).run(document)
/// ```
package struct ProjectFacts: Sendable {
    /// Whether the flow was read from an app project (rather than a `.flow` file alone).
    package var isProject: Bool
    /// Every place the project sets an Assistive Access key, in the order found.
    package var settings: [ProjectSettings.Setting]

    package init(isProject: Bool = true, settings: [ProjectSettings.Setting] = []) {
        self.isProject = isProject
        self.settings = settings
    }

    /// No project: a flow file on its own.
    package static let none = ProjectFacts(isProject: false)

    /// The places that set `key`, in the order found.
    package func settings(for key: ProjectSettings.Key) -> [ProjectSettings.Setting] {
        settings.filter { $0.key == key }
    }
}
