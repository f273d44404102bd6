/// What `scaffold` writes, described as small values before anything is
/// printed: the translator builds these from a scene, `SwiftUIPrinter`
/// turns them into Swift source. Text in these values is the text itself
/// (a title, a label); names are already valid Swift identifiers.

/// The whole output: the app file, one view per screen, and the plist snippet.
public struct ScaffoldProject: Hashable, Sendable {
    public var app: AppDescription
    public var views: [ViewDescription]
    /// The scene written.
    public var scene: SceneKind
}

/// The `App` type and its two scenes.
public struct AppDescription: Hashable, Sendable {
    public var typeName: String
    /// Comments before the type: what the flow says that code does not carry.
    public var notes: [String]
    /// `aaflow:allow` comments that accept a rule for the whole project.
    public var allows: [AllowDescription]
    /// The type names the `WindowGroup` and `AssistiveAccess` scenes start with.
    public var standardRoot: SceneRoot
    public var assistiveRoot: SceneRoot
    /// The placeholder view of the scene not written.
    public var placeholder: PlaceholderDescription
    /// The URL scheme of the links that open the flow's entries (nil when it has none).
    public var urlScheme: String? = nil
}

/// What a scene of the app file shows.
public enum SceneRoot: Hashable, Sendable {
    /// `NavigationStack { Start() }`: the scene written.
    case stack(start: String)
    /// The placeholder view: the scene not written.
    case placeholder(String)
    /// The scene written has no screen: an empty stack with a TODO.
    case empty
}

/// The view that stands in for the scene `scaffold` did not write.
public struct PlaceholderDescription: Hashable, Sendable {
    public var typeName: String
    public var scene: SceneKind
}

/// `// aaflow:allow RULE reason`
public struct AllowDescription: Hashable, Sendable {
    public var rule: String
    public var reason: String
}

/// The label of a control: `Label(text, systemImage:)`, `Text(text)`,
/// `Image(systemName:)`, or nothing.
public struct LabelDescription: Hashable, Sendable {
    public var text: String?
    public var icon: String?
}

/// What a button does when pressed.
public enum ActionDescription: Hashable, Sendable {
    /// Sets a presenting binding to true (a push, a sheet, the first dialog of a chain).
    case present(binding: String)
    /// `dismiss()`
    case dismiss
    /// Nothing the flow can say: a `// TODO:` naming the control.
    case todo(String)
}

/// A `Button`.
public struct ButtonDescription: Hashable, Sendable {
    public var label: LabelDescription
    public var isDestructive: Bool
    public var action: ActionDescription
    /// A note above the button (the flow marked it custom).
    public var note: String?
}

/// A piece of a screen's content, in the order the flow gives.
public enum ContentDescription: Hashable, Sendable {
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
public struct BackViewDescription: Hashable, Sendable {
    public var name: String
    public var button: ButtonDescription
}

/// The choices of a picker or menu.
public enum ChoicesDescription: Hashable, Sendable {
    /// `options N`: N literal choices, "Option 1" to "Option N".
    case literal(Int)
    /// Choices the flow does not give: a property to fill in.
    case property(String)
}

/// A tab of a `TabView`.
public struct TabDescription: Hashable, Sendable {
    public var label: LabelDescription
    /// The view the tab shows; nil: a placeholder with a TODO.
    public var destination: String?
}

/// The outermost container of a screen, from its kind.
public enum ContainerDescription: Hashable, Sendable {
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
public struct StateDescription: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case bool, text, number, count
        /// The selected choice of a picker or menu, at first.
        case choice(String)
        /// A list of choices to fill in: a computed property, `[]` for now.
        case choiceList
        /// A web address, `URL(string:)`, to fill in.
        case address
    }
    public var name: String
    public var value: Value
}

/// One `.confirmationDialog` of a chain: its own binding, and what its
/// destructive button does (present the next dialog, or act).
public struct DialogDescription: Hashable, Sendable {
    public var binding: String
    public var title: String
    public var message: String
    public var confirmLabel: String
    public var action: ActionDescription
}

/// A presentation the screen makes when a binding is set.
public struct PresentationDescription: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        /// `.navigationDestination(isPresented:)`: pushed on the stack.
        case push
        /// `.sheet(isPresented:)`, in a `NavigationStack` of its own.
        case sheet
    }
    public var binding: String
    public var destination: String
    public var style: Style
}

/// An entry of the flow (the system opens a screen directly): the link
/// `scheme://open/ID` that `.onOpenURL` on the start screen answers by
/// pushing the screen.
public struct EntryDescription: Hashable, Sendable {
    /// The flow's screen id: the link's last path component.
    public var screenID: String
    /// The flow's words for the way in ("a notification").
    public var label: String
    /// The presenting binding of the start screen that the link sets.
    public var binding: String
}

/// A value change that presents a screen: an input whose control in the
/// flow leads somewhere (`.onChange(of:)`).
public struct ChangeDescription: Hashable, Sendable {
    public var value: String
    public var binding: String
}

/// A screen: one `View` type in a file of its own.
public struct ViewDescription: Hashable, Sendable {
    public var typeName: String
    /// The flow's screen id.
    public var screenID: String
    /// Doc comment lines (feature, `for`, entries, after).
    public var docs: [String]
    public var allows: [AllowDescription]
    public var states: [StateDescription]
    /// Whether the view reads `@Environment(\.dismiss)`.
    public var usesDismiss: Bool
    public var container: ContainerDescription
    public var content: [ContentDescription]
    /// Controls placed in the container's toolbar: back buttons after every
    /// other control, and a tab screen's other controls (the bottom bar).
    public var toolbarLeading: [ButtonDescription]
    public var toolbarBottom: [ContentDescription]
    /// Back buttons before every other control: the names of their
    /// properties (`backViews`), shown before the container, in a `ZStack`,
    /// so that they read back first.
    public var leadingBacks: [String] = []
    /// Back buttons that keep their place among the other controls: each a
    /// property of the view holding a zero-size view that carries the button
    /// into the toolbar, top leading.
    public var backViews: [BackViewDescription] = []
    public var hidesBackButton: Bool
    public var title: String?
    public var icon: String?
    public var presentations: [PresentationDescription]
    public var changes: [ChangeDescription]
    public var dialogs: [DialogDescription]
    /// The start screen: the entries its `.onOpenURL` opens.
    public var entries: [EntryDescription] = []
    /// The URL scheme of those links.
    public var urlScheme: String? = nil
    /// `#Preview(traits: .assistiveAccess)` when the scene is assistive.
    public var previewAssistive: Bool
    /// Whether this is the scene's start screen.
    public var isStart: Bool
}

/// A file `scaffold` writes.
public struct ScaffoldFile: Hashable, Sendable {
    /// The file name, without folders.
    public var name: String
    public var text: String
}
