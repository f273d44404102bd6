import AAFlow

/// The checks of an app project that a flow cannot show (`aaflow audit`):
/// the `Info.plist` keys, the `AssistiveAccess` scene, the previews, and the
/// views both scenes share. Each answers an item of the review checklist.
package enum ProjectChecks {
    /// One project check: its id, checklist item, severity and words.
    package struct Check: Sendable {
        package var id: String
        package var name: String
        package var checklistItem: Int
        package var severity: Severity
        package var summary: String
        package var rationale: String
        package var fix: String
    }

    package static let missingPlistKey = Check(
        id: DiagnosticID.projectMissingPlistKey.rawValue, name: "Assistive Access not switched on", checklistItem: 1, severity: .error,
        summary: "the app never sets `UISupportsAssistiveAccess` to true, in any `.plist` or build setting",
        rationale: "Without the key, iOS does not offer the app's own Assistive Access scene: the person gets the app's standard scene in a frame, or nothing.",
        fix: "Add `UISupportsAssistiveAccess` with the value YES to the app's Info.plist, or the build setting `INFOPLIST_KEY_UISupportsAssistiveAccess = YES`.")
    package static let fullScreenKey = Check(
        id: DiagnosticID.projectFullScreenKey.rawValue, name: "Standard scene full screen in Assistive Access", checklistItem: 2, severity: .note,
        summary: "the app sets `UISupportsFullScreenInAssistiveAccess`: its standard scene runs full screen in Assistive Access",
        rationale: "That is right for an app built for cognitive accessibility, such as an AAC app, which is already designed for the people Assistive Access serves; for any other app the distilled `AssistiveAccess` scene is the better way.",
        fix: "Keep the key only if the app is an AAC app or a tool like one; a reviewer confirms it. Otherwise remove it and offer an `AssistiveAccess` scene.")
    package static let missingScene = Check(
        id: DiagnosticID.projectMissingScene.rawValue, name: "No Assistive Access scene", checklistItem: 3, severity: .error,
        summary: "the App has a `WindowGroup` but no `AssistiveAccess` scene anywhere, and does not run full screen in Assistive Access",
        rationale: "The `AssistiveAccess` scene is where the app shows its distilled version: one or two features, large controls, one step at a time.",
        fix: "Add an `AssistiveAccess { ... }` scene beside the `WindowGroup` in the App's `body`, holding a `NavigationStack` with the core feature.")
    package static let missingPreview = Check(
        id: DiagnosticID.projectMissingPreview.rawValue, name: "No Assistive Access preview", checklistItem: 13, severity: .warning,
        summary: "no `#Preview(traits: .assistiveAccess)` shows the start screen of the Assistive Access scene",
        rationale: "A preview in the Assistive Access style lets everyone who works on the scene see it as people will, without switching the device into the mode.",
        fix: "Add `#Preview(traits: .assistiveAccess) { StartView() }` for the scene's first screen.")
    package static let sharedViewUnaware = Check(
        id: DiagnosticID.projectSharedViewUnaware.rawValue, name: "Shared view that ignores the mode", checklistItem: 12, severity: .warning,
        summary: "a view used by both scenes shows a control the Assistive Access rules flag, and never reads `accessibilityAssistiveAccessEnabled`",
        rationale: "A view both scenes share must behave differently where the standard version breaks a principle; reading the environment value is how it knows which scene it is in.",
        fix: "Read `@Environment(\\.accessibilityAssistiveAccessEnabled)` in the view and leave out or change the control in Assistive Access, or give the Assistive Access scene a view of its own.")

    /// Every project check, in checklist order.
    package static let all = [missingPlistKey, fullScreenKey, missingScene, missingPreview, sharedViewUnaware]

    /// Every project check id.
    package static var ids: Set<String> { Set(all.map(\.id)) }

    /// The findings of the project checks.
    ///
    /// - Parameters:
    ///   - project: what extraction found.
    ///   - assistiveFindings: the rule findings of the assistive scene, already
    ///     located in the project's files, for the shared-view check.
    ///   - range: a location in the project as a range of the report.
    package static func run(_ project: ExtractedProject, assistiveFindings: [(file: String, line: Int, rule: String)],
                           range: (ProjectLocation) -> SourceRange, settingRange: (ProjectSettings.Setting) -> SourceRange)
        -> [Diagnostic] {
        guard let app = project.app else { return [] }
        var out: [Diagnostic] = []
        let on = project.projectSettings.filter { $0.key == .supportsAssistiveAccess && $0.isOn }
        let fullScreen = project.projectSettings.filter { $0.key == .fullScreen && $0.isOn }

        if on.isEmpty {
            let off = project.projectSettings.filter { $0.key == .supportsAssistiveAccess && !$0.isOn }
            out.append(Diagnostic(
                id: DiagnosticID(missingPlistKey.id), severity: missingPlistKey.severity, range: range(app.location),
                message: off.isEmpty ? Message.assistiveAccessNeverOn : Message.assistiveAccessOff,
                fix: "set `UISupportsAssistiveAccess` to YES in the Info.plist, or `INFOPLIST_KEY_UISupportsAssistiveAccess = YES` in the build settings",
                notes: off.map { .init(Message.setToFalseHere, at: settingRange($0)) }))
        }
        for setting in fullScreen {
            out.append(Diagnostic(
                id: DiagnosticID(fullScreenKey.id), severity: fullScreenKey.severity, range: settingRange(setting),
                message: Message.fullScreen,
                fix: "keep it only for an AAC app or a tool like one; otherwise remove it and offer an AssistiveAccess scene"))
        }
        let standard = project.scene(.standard)
        let assistive = project.scene(.assistive)
        if assistive == nil, fullScreen.isEmpty, !app.isSceneDelegate, let standard {
            out.append(Diagnostic(
                id: DiagnosticID(missingScene.id), severity: missingScene.severity, range: range(standard.location),
                message: Message.noAssistiveScene(app: app.typeName),
                fix: "add `AssistiveAccess { ... }` beside the WindowGroup in the App's body, with a NavigationStack that holds the core feature",
                scene: .standard))
        }
        if let assistive, let start = assistive.start.flatMap({ assistive.screen($0) }) {
            let type = start.typeName ?? start.id
            let shown = project.previews.contains { $0.traits.contains("assistiveAccess") && $0.shownTypes.contains(type) }
            if !shown {
                let at = project.typeLocations[start.id] ?? start.location
                out.append(Diagnostic(
                    id: DiagnosticID(missingPreview.id), severity: missingPreview.severity, range: range(at),
                    message: Message.noPreview(type: type),
                    // A first screen written inline in the scene (a TabView in the App's
                    // body) has no type a preview could show: it needs a View of its own.
                    fix: start.typeName == nil
                        ? "move what the AssistiveAccess scene shows first into a View of its own, and add `#Preview(traits: .assistiveAccess)` showing that View"
                        : "add `#Preview(traits: .assistiveAccess) { \(type)() }`",
                    scene: .assistive, screen: start.id))
            }
        }
        if let standard, let assistive {
            let shared = Set(standard.viewTypes).intersection(assistive.viewTypes)
            // The types that read the mode, in order (`modeReaders` is sorted): looked up by halves,
            // as a project may have thousands and few are asked about.
            func readsMode(_ type: String) -> Bool {
                let readers = project.modeReaders
                var lo = 0, hi = readers.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if readers[mid] < type { lo = mid + 1 } else { hi = mid }
                }
                return lo < readers.count && readers[lo] == type
            }
            // Which type holds each finding: the nearest type declared above it in its file.
            // Only the files with a finding that declare a shared type blind to the mode are
            // looked at: in any other, the type that holds a finding is not one to flag.
            let flaggable = shared.filter { !readsMode($0) }
            // (An array: there are few, and each of the project's types is looked up in it.)
            let files = Array(Set(flaggable.compactMap { project.typeLocations[$0]?.file })
                .intersection(assistiveFindings.map(\.file)))
            var declared: [String: [(line: Int, type: String)]] = [:]
            if !files.isEmpty {
                // (Paths of another length are told apart with no look at their bytes.)
                for (type, location) in project.typeLocations
                where files.contains(where: { $0.utf8.count == location.file.utf8.count && $0 == location.file }) {
                    declared[location.file, default: []].append((location.line, type))
                }
            }
            for key in Array(declared.keys) { declared[key]?.sort { $0.line != $1.line ? $0.line < $1.line : $0.type < $1.type } }
            var flagged: [String: [String]] = [:]
            for finding in assistiveFindings {
                guard let holder = declared[finding.file]?.last(where: { $0.line <= finding.line })?.type,
                      shared.contains(holder), !readsMode(holder) else { continue }
                if !(flagged[holder]?.contains(finding.rule) ?? false) { flagged[holder, default: []].append(finding.rule) }
            }
            for type in flagged.keys.sorted() {
                guard let at = project.typeLocations[type] else { continue }
                out.append(Diagnostic(
                    id: DiagnosticID(sharedViewUnaware.id), severity: sharedViewUnaware.severity, range: range(at),
                    message: Message.sharedViewUnaware(type: type, rules: flagged[type] ?? []),
                    fix: "read `@Environment(\\.accessibilityAssistiveAccessEnabled)` in `\(type)` and change or leave out the control in Assistive Access, or give the Assistive Access scene its own view",
                    scene: .assistive))
            }
        }
        return out
    }
}

extension ProjectChecks {
    /// What the project checks say, as values.
    package enum Message: DiagnosticMessage {
        /// No setting turns `UISupportsAssistiveAccess` on.
        case assistiveAccessNeverOn
        /// A setting turns it off.
        case assistiveAccessOff
        /// A note of `assistiveAccessNeverOn`: a setting that is false.
        case setToFalseHere
        /// `UISupportsFullScreenInAssistiveAccess` is on.
        case fullScreen
        /// The App's body has a WindowGroup and no AssistiveAccess scene.
        case noAssistiveScene(app: String)
        /// No Assistive Access preview shows the first screen of the scene.
        case noPreview(type: String)
        /// A view of both scenes with a flagged control, blind to the mode: the rules that flag it.
        case sharedViewUnaware(type: String, rules: [String])

        package var text: String {
            switch self {
            case .assistiveAccessNeverOn:
                return "the app never sets `UISupportsAssistiveAccess` to true, so iOS does not offer its Assistive Access scene"
            case .setToFalseHere: return "set to false here"
            case .assistiveAccessOff:
                return "the app sets `UISupportsAssistiveAccess` to false, so iOS does not offer its Assistive Access scene"
            case .fullScreen:
                return "the app sets `UISupportsFullScreenInAssistiveAccess`, so its standard scene runs full screen in "
                    + "Assistive Access: right for an AAC app, which a reviewer must confirm"
            case .noAssistiveScene(let app):
                return "`\(app)` has a WindowGroup but no AssistiveAccess scene, so Assistive Access shows the standard app"
            case .noPreview(let type):
                return "no `#Preview(traits: .assistiveAccess)` shows `\(type)`, the first screen of the Assistive Access scene"
            case .sharedViewUnaware(let type, let rules):
                return "`\(type)` is shown in both scenes and has a control the Assistive Access rules flag "
                    + "(\(rules.map { "`\($0)`" }.joined(separator: ", "))), but never reads accessibilityAssistiveAccessEnabled"
            }
        }
    }
}
