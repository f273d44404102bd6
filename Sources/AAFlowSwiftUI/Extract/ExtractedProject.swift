import AAFlow

/// What `extract` found in a SwiftUI project: both scenes as flow screens and
/// controls, each keeping the Swift file, line and column it came from, and
/// what `audit` needs besides (the app, previews, `aaflow:allow` comments,
/// the types that read the mode).

/// A place in a Swift (or other project) file: the path relative to the
/// project folder, a 1-based line and a 1-based column.
public struct ProjectLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path relative to the folder that was read.
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: ProjectLocation, b: ProjectLocation) -> Bool {
        if a.file != b.file { return Array(a.file.utf8).lexicographicallyPrecedes(Array(b.file.utf8)) }
        return a.line != b.line ? a.line < b.line : a.column < b.column
    }

    /// `path:line`, as the comments of an extracted flow name a source.
    public var description: String { "\(file):\(line)" }

    /// A one-column range at this line and column (the file is kept apart).
    public var range: SourceRange { SourceRange(line: line, column: column) }
}

/// Something extraction could not resolve or chose to leave out, in words.
public struct ExtractNote: Hashable, Sendable {
    public var message: String
    public var location: ProjectLocation?

    public init(_ message: String, at location: ProjectLocation?) {
        self.message = message
        self.location = location
    }
}

/// A control of an extracted screen.
public struct ExtractedControl: Hashable, Sendable {
    public var type: ControlType
    /// The visible text; `"…"` when it is built at run time.
    public var text: String?
    public var icon: String?
    /// Whether the icon is an asset image rather than an SF Symbol.
    public var iconIsAsset = false
    /// The id of the screen it leads to.
    public var target: String?
    public var isDestructive = false
    /// Whether `isDestructive` was inferred from the text or a trash icon (rule 13).
    public var destructiveInferred = false
    public var isCustom = false
    public var isSheet = false
    public var confirmations = 0
    public var options: Int?
    public var location: ProjectLocation
    public var notes: [ExtractNote] = []

    public init(type: ControlType, location: ProjectLocation) {
        self.type = type
        self.location = location
    }
}

/// A timed transition of an extracted screen.
public struct ExtractedTimer: Hashable, Sendable {
    public var seconds: Double
    public var target: String?
    public var location: ProjectLocation

    public init(seconds: Double, target: String?, location: ProjectLocation) {
        self.seconds = seconds
        self.target = target
        self.location = location
    }
}

/// A View type used in a screen: the screen's own type or an expanded subview.
public struct ViewUse: Hashable, Sendable {
    public var typeName: String
    /// Where the type is declared.
    public var declaration: ProjectLocation?
    /// Where this screen uses it.
    public var use: ProjectLocation

    public init(typeName: String, declaration: ProjectLocation?, use: ProjectLocation) {
        self.typeName = typeName
        self.declaration = declaration
        self.use = use
    }
}

/// A screen of an extracted scene.
public struct ExtractedScreen: Hashable, Sendable {
    /// The flow id: the type name, qualified or with `_` where needed.
    public var id: String
    /// The View type it stands for; nil for `<scene>Tabs` and inline destinations.
    public var typeName: String?
    public var title: String?
    /// Where the title is set (`.navigationTitle`), for item 11 of the checklist.
    public var titleLocation: ProjectLocation?
    public var icon: String?
    public var iconIsAsset = false
    public var kind: ScreenKind?
    public var feature: String?
    public var controls: [ExtractedControl] = []
    public var timers: [ExtractedTimer] = []
    /// Where the screen is declared (the type, or the construct for inline screens).
    public var location: ProjectLocation
    /// The screen's own type and every subview expanded into it.
    public var views: [ViewUse] = []
    public var notes: [ExtractNote] = []

    public init(id: String, location: ProjectLocation) {
        self.id = id
        self.location = location
    }
}

/// `entry ID STRING` (language 1.1): a screen the system opens directly.
public struct ExtractedEntry: Hashable, Sendable {
    public var target: String
    /// "a link", "an activity", "a notification".
    public var what: String
    public var location: ProjectLocation
}

/// One scene of the app.
public struct ExtractedScene: Hashable, Sendable {
    public var kind: SceneKind
    /// The `WindowGroup`/`AssistiveAccess` call.
    public var location: ProjectLocation
    public var start: String?
    public var entries: [ExtractedEntry] = []
    /// In the order written: breadth-first from the start, then the unreachable ones in path order.
    public var screens: [ExtractedScreen] = []
    public var notes: [ExtractNote] = []

    public init(kind: SceneKind, location: ProjectLocation) {
        self.kind = kind
        self.location = location
    }

    public func screen(_ id: String) -> ExtractedScreen? { screens.first { $0.id == id } }

    /// Every View type the scene uses (screens and expanded subviews), each once, sorted.
    public var viewTypes: [String] {
        Array(Set(screens.flatMap { $0.views.map(\.typeName) })).sorted()
    }
}

/// The `App` (or `UIHostingSceneDelegate`) type of the project.
public struct AppDeclaration: Hashable, Sendable {
    public var typeName: String
    public var location: ProjectLocation
    /// Whether it carries `@main`.
    public var isMain: Bool
    /// Whether it is a `UIHostingSceneDelegate` rather than an `App`.
    public var isSceneDelegate: Bool
}

/// A `#Preview` block.
public struct PreviewBlock: Hashable, Sendable {
    public var location: ProjectLocation
    /// The traits named (`assistiveAccess`, ...), without the dot.
    public var traits: [String]
    /// The View types it constructs, first one first.
    public var shownTypes: [String]
}

/// A `// aaflow:allow RULE-ID reason` comment (rule 17).
public struct AllowComment: Hashable, Sendable {
    public var rule: String
    public var reason: String
    public var location: ProjectLocation
    /// Whether it stands before the `App` type in the file that declares it
    /// (then it accepts the rule for the whole project).
    public var isProjectWide: Bool
}

/// A Swift file the reader could not read, or a place where it gave up.
public struct SwiftProblem: Hashable, Sendable {
    /// `swift.unreadable` or `swift.gave-up`.
    public var id: String
    public var message: String
    public var location: ProjectLocation
}

/// The flow of a SwiftUI project, and what audits need besides.
public struct ExtractedProject: Sendable {
    /// Every Swift file read, relative to the project folder, in path order.
    public var files: [String] = []
    /// Their text: the file ids of `flowFile`'s ranges index this array.
    public var sources: [SourceFile] = []
    /// The app (the `@main` one first), if any.
    public var app: AppDeclaration?
    /// Other types that carry `@main` and conform to `App`, in path order.
    public var otherApps: [AppDeclaration] = []
    public var scenes: [ExtractedScene] = []
    /// Notes not tied to a screen.
    public var notes: [ExtractNote] = []
    /// `swift.unreadable` and `swift.gave-up`.
    public var problems: [SwiftProblem] = []
    /// The View types that look like screens, in path order, placed or with why not.
    public var screenTypes: [ScreenType] = []
    /// Those a scene reaches.
    public var placedCount: Int { screenTypes.count { $0.isPlaced } }
    public var previews: [PreviewBlock] = []
    /// Types that read `accessibilityAssistiveAccessEnabled`, sorted.
    public var modeReaders: [String] = []
    /// Where each project type is declared.
    public var typeLocations: [String: ProjectLocation] = [:]
    public var allowComments: [AllowComment] = []
    /// Where the full-screen key (`UISupportsFullScreenInAssistiveAccess`) is set, if it is (rule 22).
    public var fullScreenKey: ProjectLocation?
    /// Every place a project file sets `UISupportsAssistiveAccess` or the full-screen key
    /// (paths relative to the project folder).
    public var projectSettings: [ProjectSettings.Setting] = []
    /// What extraction built (the model of every file, the type index), kept
    /// with the project: it is freed with the project, piece by piece, so a
    /// command that keeps the project until the process ends skips that work.
    var model: ExtractionModel?

    public init() {}

    /// The app's name: the `@main` type as written.
    public var appName: String? { app?.typeName }

    public func scene(_ kind: SceneKind) -> ExtractedScene? { scenes.first { $0.kind == kind } }
}

/// The model and index of an extraction, held by its `ExtractedProject`; never read again after extraction.
///
/// `@unchecked Sendable`: the model (mutable classes, read on the one thread
/// that extracts) is not Sendable, but nothing reads it once the extraction
/// is over; it is kept only so that its memory goes with the project's. No
/// lock or value type would add safety to a box that is never opened.
final class ExtractionModel: @unchecked Sendable {
    let files: [SFile]
    let index: TypeIndex
    let extraction: Extraction

    init(files: [SFile], index: TypeIndex, extraction: Extraction) {
        self.files = files
        self.index = index
        self.extraction = extraction
    }
}
