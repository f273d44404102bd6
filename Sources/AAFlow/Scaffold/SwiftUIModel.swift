/// What `scaffold` writes, described as small values before anything is
/// printed: the translator builds these from a scene, `SwiftUIPrinter`
/// turns them into Swift source. Text in these values is the text itself
/// (a title, a label); names are already valid Swift identifiers.

/// The whole output: the app file, one view per screen, and the plist snippet.
package struct ScaffoldProject: Hashable, Sendable {
    package var app: AppDescription
    package var views: [ViewDescription]
    /// The scene written.
    package var scene: SceneKind
}

/// The `App` type and its two scenes.
package struct AppDescription: Hashable, Sendable {
    package var typeName: String
    /// Comments before the type: what the flow says that code does not carry.
    package var notes: [String]
    /// `aaflow:allow` comments that accept a rule for the whole project.
    package var allows: [AllowDescription]
    /// The type names the `WindowGroup` and `AssistiveAccess` scenes start with.
    package var standardRoot: SceneRoot
    package var assistiveRoot: SceneRoot
    /// The placeholder view of the scene not written.
    package var placeholder: PlaceholderDescription
    /// The URL scheme of the links that open the flow's entries (nil when it has none).
    package var urlScheme: String? = nil
}

/// What a scene of the app file shows.
package enum SceneRoot: Hashable, Sendable {
    /// `NavigationStack { Start() }`: the scene written.
    case stack(start: String)
    /// The placeholder view: the scene not written.
    case placeholder(String)
    /// The scene written has no screen: an empty stack with a TODO.
    case empty
}

/// The view that stands in for the scene `scaffold` did not write.
package struct PlaceholderDescription: Hashable, Sendable {
    package var typeName: String
    package var scene: SceneKind
}

/// `// aaflow:allow RULE reason`
package struct AllowDescription: Hashable, Sendable {
    package var rule: String
    package var reason: String
}

/// The label of a control: `Label(text, systemImage:)`, `Text(text)`,
/// `Image(systemName:)`, or nothing.
package struct LabelDescription: Hashable, Sendable {
    package var text: String?
    package var icon: String?
}

/// What a button does when pressed.
package enum ActionDescription: Hashable, Sendable {
    /// Sets a presenting binding to true (a push, a sheet, the first dialog of a chain).
    case present(binding: String)
    /// `dismiss()`
    case dismiss
    /// Nothing the flow can say: a `// TODO:` naming the control.
    case todo(String)
}

/// A `Button`.
package struct ButtonDescription: Hashable, Sendable {
    package var label: LabelDescription
    package var isDestructive: Bool
    package var action: ActionDescription
    /// A note above the button (the flow marked it custom).
    package var note: String?
}

/// A piece of a screen's content, in the order the flow gives.
package enum ContentDescription: Hashable, Sendable {
    case button(ButtonDescription)
    /// `NavigationLink { Destination() } label: { ... }`
    case navigationLink(LabelDescription, destination: String)
    /// A `ForEach` of `NavigationLink`s, one per item of data the flow does
    /// not know; `destination` nil: value links that nothing resolves yet.
    case rows(LabelDescription, destination: String?)
    /// `Link(destination:)` to the URL of a property: leaves the app.
    case webLink(LabelDescription, address: String)
    case toggle(LabelDescription, binding: String)
    /// `Picker` over its choices.
    case picker(LabelDescription, binding: String, choices: ChoicesDescription)
    /// `Menu` of a button per choice.
    case menu(LabelDescription, binding: String, choices: ChoicesDescription)
    case field(LabelDescription, binding: String)
    case slider(LabelDescription, binding: String)
    case stepper(LabelDescription, binding: String)
    /// Actions reached by touch and hold only (the flow's gestures), as a
    /// `.contextMenu` on a hint.
    case contextMenu(hint: String, buttons: [ButtonDescription])
    /// A back button between two other controls: the name of its property
    /// (`ViewDescription.backViews`), at its place.
    case back(String)
    /// `// ...` lines.
    case comment([String])
}

/// A back button as a property of its view: `private var NAME: some View`,
/// a zero-size view whose toolbar holds the button. Being a property, it
/// stands where the flow puts the control without being a view of the
/// container's layout, and without changing the container's kind.
package struct BackViewDescription: Hashable, Sendable {
    package var name: String
    package var button: ButtonDescription
}

/// The choices of a picker or menu.
package enum ChoicesDescription: Hashable, Sendable {
    /// `options N`: N literal choices, "Option 1" to "Option N".
    case literal(Int)
    /// Choices the flow does not give: a property to fill in.
    case property(String)
}

/// A tab of a `TabView`.
package struct TabDescription: Hashable, Sendable {
    package var label: LabelDescription
    /// The view the tab shows; nil: a placeholder with a TODO.
    package var destination: String?
}

/// The outermost container of a screen, from its kind.
package enum ContainerDescription: Hashable, Sendable {
    /// `VStack` (no kind, `detail`, `dialog`).
    case stack
    case list
    case form
    /// `ScrollView { LazyVGrid }`
    case grid
    /// `VStack { Canvas ... }`
    case canvas
    /// `VStack { VideoPlayer ... }`
    case media
    /// `TabView { Tab ... }`
    case tabs([TabDescription])
    /// `NavigationSplitView { List } detail: { ... }`
    case split
}

/// A `@State` property.
package struct StateDescription: Hashable, Sendable {
    package enum Value: Hashable, Sendable {
        case bool, text, number, count
        /// The selected choice of a picker or menu, at first.
        case choice(String)
        /// A list of choices to fill in: a computed property, `[]` for now.
        case choiceList
        /// A web address, `URL(string:)`, to fill in.
        case address
    }
    package var name: String
    package var value: Value
}

/// One `.confirmationDialog` of a chain: its own binding, and what its
/// destructive button does (present the next dialog, or act).
package struct DialogDescription: Hashable, Sendable {
    package var binding: String
    package var title: String
    package var message: String
    package var confirmLabel: String
    package var action: ActionDescription
}

/// A presentation the screen makes when a binding is set.
package struct PresentationDescription: Hashable, Sendable {
    package enum Style: Hashable, Sendable {
        /// `.navigationDestination(isPresented:)`: pushed on the stack.
        case push
        /// `.sheet(isPresented:)`, in a `NavigationStack` of its own.
        case sheet
    }
    package var binding: String
    package var destination: String
    package var style: Style
}

/// An entry of the flow (the system opens a screen directly): the link
/// `scheme://open/ID` that `.onOpenURL` on the start screen answers by
/// pushing the screen.
package struct EntryDescription: Hashable, Sendable {
    /// The flow's screen id: the link's last path component.
    package var screenID: String
    /// The flow's words for the way in ("a notification").
    package var label: String
    /// The presenting binding of the start screen that the link sets.
    package var binding: String
}

/// A value change that presents a screen: an input whose control in the
/// flow leads somewhere (`.onChange(of:)`).
package struct ChangeDescription: Hashable, Sendable {
    package var value: String
    package var binding: String
}

/// A screen: one `View` type in a file of its own.
package struct ViewDescription: Hashable, Sendable {
    package var typeName: String
    /// The flow's screen id.
    package var screenID: String
    /// Doc comment lines (feature, `for`, entries, after).
    package var docs: [String]
    package var allows: [AllowDescription]
    package var states: [StateDescription]
    /// Whether the view reads `@Environment(\.dismiss)`.
    package var usesDismiss: Bool
    package var container: ContainerDescription
    package var content: [ContentDescription]
    /// Controls placed in the container's toolbar: back buttons after every
    /// other control, and a tab screen's other controls (the bottom bar).
    package var toolbarLeading: [ButtonDescription]
    package var toolbarBottom: [ContentDescription]
    /// Back buttons before every other control: the names of their
    /// properties (`backViews`), shown before the container, in a `ZStack`,
    /// so that they read back first.
    package var leadingBacks: [String] = []
    /// Back buttons that keep their place among the other controls: each a
    /// property of the view holding a zero-size view that carries the button
    /// into the toolbar, top leading.
    package var backViews: [BackViewDescription] = []
    package var hidesBackButton: Bool
    package var title: String?
    package var icon: String?
    package var presentations: [PresentationDescription]
    package var changes: [ChangeDescription]
    package var dialogs: [DialogDescription]
    /// The start screen: the entries its `.onOpenURL` opens.
    package var entries: [EntryDescription] = []
    /// The URL scheme of those links.
    package var urlScheme: String? = nil
    /// `#Preview(traits: .assistiveAccess)` when the scene is assistive.
    package var previewAssistive: Bool
    /// Whether this is the scene's start screen.
    package var isStart: Bool
}

/// A file `scaffold` writes.
package struct ScaffoldFile: Hashable, Sendable {
    /// The file name, without folders.
    package var name: String
    package var text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
