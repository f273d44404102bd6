/// `aaflow scaffold`: SwiftUI for one scene of a flow, as files. The
/// library only makes the files; the command line writes them.
package enum Scaffold {
    /// Why a flow cannot be scaffolded.
    package enum Failure: Error, Equatable, Sendable {
        /// The file has language errors; `diagnostics` says which.
        case invalidFlow
        /// The file has no scene of this kind; the scenes it has, in file order.
        case missingScene(SceneKind, has: [SceneKind])
    }

    /// The description of the SwiftUI for `scene` of a valid flow: what
    /// each screen and control becomes, before anything is printed.
    package static func describe(_ document: FlowDocument, scene: SceneKind) -> Result<ScaffoldProject, Failure> {
        guard document.isValid else { return .failure(.invalidFlow) }
        guard let graph = document.scene(scene) else {
            return .failure(.missingScene(scene, has: document.scenes.map(\.kind)))
        }
        return .success(ScaffoldTranslator(document: document, graph: graph).project())
    }

    /// The files for `scene` of a valid flow: `<App>.swift`, one
    /// `<Screen>View.swift` per screen in the order declared, and
    /// `AssistiveAccess-Info.plist`. Same flow, same bytes.
    package static func files(_ document: FlowDocument, scene: SceneKind) -> Result<[ScaffoldFile], Failure> {
        describe(document, scene: scene).map { SwiftUIPrinter().files($0) }
    }

    /// The type names `scaffold` gives the screens of a scene, by screen id:
    /// how a flow id and a Swift type name are the same screen.
    package static func naming(_ scene: SceneGraph) -> ScreenNaming {
        ScaffoldTranslator.naming(for: scene)
    }
}

extension ScaffoldTranslator {
    /// The view that stands in for the other scene, whose name no screen may take.
    static func placeholderName(for scene: SceneKind) -> String {
        scene == .assistive ? "StandardScenePlaceholderView" : "AssistiveScenePlaceholderView"
    }

    static func naming(for graph: SceneGraph) -> ScreenNaming {
        ScreenNaming(ids: graph.screens.map(\.id.name), reserved: [placeholderName(for: graph.kind)])
    }
}
