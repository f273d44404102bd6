import AAFlowPlatform
import AAFlow

/// What `extract` found in a SwiftUI project: both scenes as flow screens and
/// controls, each keeping the Swift file, line and column it came from, and
/// what `audit` needs besides (the app, previews, `aaflow:allow` comments,
/// the types that read the mode).

/// A place in a Swift (or other project) file: the path relative to the
/// project folder, a 1-based line and a 1-based column.
package struct ProjectLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path relative to the folder that was read.
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    package static func < (a: ProjectLocation, b: ProjectLocation) -> Bool {
        if a.file != b.file { return a.file.precedesInByteOrder(b.file) }
        return a.line != b.line ? a.line < b.line : a.column < b.column
    }

    /// `path:line`, as the comments of an extracted flow name a source.
    package var description: String { "\(file):\(line)" }

    /// A one-column range at this line and column (the file is kept apart).
    package var range: SourceRange { SourceRange(line: line, column: column) }
}

/// Something extraction could not resolve or chose to leave out, in words.
package struct ExtractNote: Hashable, Sendable {
    package var message: String
    package var location: ProjectLocation?

    package init(_ message: String, at location: ProjectLocation?) {
        self.message = message
        self.location = location
    }
}

/// A control of an extracted screen.
package struct ExtractedControl: Hashable, Sendable {
    package var type: ControlType
    /// The visible text; `"…"` when it is built at run time.
    package var text: String?
    package var icon: String?
    /// Whether the icon is an asset image rather than an SF Symbol.
    package var iconIsAsset = false
    /// The id of the screen it leads to.
    package var target: String?
    package var isDestructive = false
    /// Whether `isDestructive` was inferred from the text or a trash icon (rule 13).
    package var destructiveInferred = false
    package var isCustom = false
    package var isSheet = false
    package var confirmations = 0
    package var options: Int?
    package var location: ProjectLocation
    package var notes: [ExtractNote] = []

    package init(type: ControlType, location: ProjectLocation) {
        self.type = type
        self.location = location
    }
}

/// A timed transition of an extracted screen.
package struct ExtractedTimer: Hashable, Sendable {
    package var seconds: Double
    package var target: String?
    package var location: ProjectLocation

    package init(seconds: Double, target: String?, location: ProjectLocation) {
        self.seconds = seconds
        self.target = target
        self.location = location
    }
}

/// A View type used in a screen: the screen's own type or an expanded subview.
package struct ViewUse: Hashable, Sendable {
    package var typeName: String
    /// Where the type is declared.
    package var declaration: ProjectLocation?
    /// Where this screen uses it.
    package var use: ProjectLocation

    package init(typeName: String, declaration: ProjectLocation?, use: ProjectLocation) {
        self.typeName = typeName
        self.declaration = declaration
        self.use = use
    }
}

/// A screen of an extracted scene.
package struct ExtractedScreen: Hashable, Sendable {
    /// The flow id: the type name, qualified or with `_` where needed.
    package var id: String
    /// The View type it stands for; nil for `<scene>Tabs` and inline destinations.
    package var typeName: String?
    package var title: String?
    /// Where the title is set (`.navigationTitle`), for item 11 of the checklist.
    package var titleLocation: ProjectLocation?
    package var icon: String?
    package var iconIsAsset = false
    package var kind: ScreenKind?
    package var feature: String?
    package var controls: [ExtractedControl] = []
    package var timers: [ExtractedTimer] = []
    /// Where the screen is declared (the type, or the construct for inline screens).
    package var location: ProjectLocation
    /// The screen's own type and every subview expanded into it.
    package var views: [ViewUse] = []
    package var notes: [ExtractNote] = []

    package init(id: String, location: ProjectLocation) {
        self.id = id
        self.location = location
    }
}

/// `entry ID STRING` (language 1.1): a screen the system opens directly.
package struct ExtractedEntry: Hashable, Sendable {
    package var target: String
    /// "a link", "an activity", "a notification".
    package var what: String
    package var location: ProjectLocation
}

/// One scene of the app.
public struct ExtractedScene: Hashable, Sendable {
    public var kind: SceneKind
    /// The `WindowGroup`/`AssistiveAccess` call.
    package var location: ProjectLocation
    package var start: String?
    package var entries: [ExtractedEntry] = []
    /// In the order written: breadth-first from the start, then the unreachable ones in path order.
    package var screens: [ExtractedScreen] = []
    package var notes: [ExtractNote] = []

    package init(kind: SceneKind, location: ProjectLocation) {
        self.kind = kind
        self.location = location
    }

    package func screen(_ id: String) -> ExtractedScreen? { screens.first { $0.id == id } }

    /// Every View type the scene uses (screens and expanded subviews), each once, sorted.
    package var viewTypes: [String] {
        Array(Set(screens.flatMap { $0.views.map(\.typeName) })).sorted()
    }
}

/// The `App` (or `UIHostingSceneDelegate`) type of the project.
package struct AppDeclaration: Hashable, Sendable {
    package var typeName: String
    package var location: ProjectLocation
    /// Whether it carries `@main`.
    package var isMain: Bool
    /// Whether it is a `UIHostingSceneDelegate` rather than an `App`.
    package var isSceneDelegate: Bool
}

/// A `#Preview` block.
package struct PreviewBlock: Hashable, Sendable {
    package var location: ProjectLocation
    /// The traits named (`assistiveAccess`, ...), without the dot.
    package var traits: [String]
    /// The View types it constructs, first one first.
    package var shownTypes: [String]
}

/// A `// aaflow:allow RULE-ID reason` comment (rule 17).
package struct AllowComment: Hashable, Sendable {
    package var rule: String
    package var reason: String
    package var location: ProjectLocation
    /// Whether it stands before the `App` type in the file that declares it
    /// (then it accepts the rule for the whole project).
    package var isProjectWide: Bool
}

/// A Swift file the reader could not read, or a place where it gave up.
package struct SwiftProblem: Hashable, Sendable {
    /// What is wrong, as a value.
    package var value: Message
    package var location: ProjectLocation

    package init(_ value: Message, at location: ProjectLocation) {
        self.value = value
        self.location = location
    }

    /// `swift.unreadable` or `swift.gave-up`: the id of the reader's kind.
    package var id: DiagnosticID { DiagnosticID(value.kind.rawValue) }
    /// What is wrong, in words.
    package var message: String { value.text }
}

/// The flow of a SwiftUI project, and what audits need besides.
public struct ExtractedProject: Sendable {
    /// Every Swift file read, relative to the project folder, in path order.
    package var files: [String] = []
    /// Their text: the file ids of `flowFile`'s ranges index this array.
    package var sources: [SourceFile] = []
    /// The app (the `@main` one first), if any.
    package var app: AppDeclaration?
    /// Other types that carry `@main` and conform to `App`, in path order.
    package var otherApps: [AppDeclaration] = []
    public var scenes: [ExtractedScene] = []
    /// Notes not tied to a screen.
    package var notes: [ExtractNote] = []
    /// `swift.unreadable` and `swift.gave-up`.
    package var problems: [SwiftProblem] = []
    /// The View types that look like screens, in path order, placed or with why not.
    public var screenTypes: [ScreenType] = []
    /// Those a scene reaches.
    public var placedCount: Int { screenTypes.count { $0.isPlaced } }
    package var previews: [PreviewBlock] = []
    /// Types that read `accessibilityAssistiveAccessEnabled`, sorted.
    package var modeReaders: [String] = []
    /// Where each project type is declared.
    package var typeLocations: [String: ProjectLocation] = [:]
    package var allowComments: [AllowComment] = []
    /// Where the full-screen key (`UISupportsFullScreenInAssistiveAccess`) is set, if it is (rule 22).
    package var fullScreenKey: ProjectLocation?
    /// Every place a project file sets `UISupportsAssistiveAccess` or the full-screen key
    /// (paths relative to the project folder).
    package var projectSettings: [ProjectSettings.Setting] = []
    /// What extraction built (the model of every file, the type index), kept
    /// with the project: it is freed with the project, piece by piece, so a
    /// command that keeps the project until the process ends skips that work.
    var model: ExtractionModel?

    package init() {}

    /// The app's name: the `@main` type as written.
    public var appName: String? { app?.typeName }

    package func scene(_ kind: SceneKind) -> ExtractedScene? { scenes.first { $0.kind == kind } }
}

/// The model and index of an extraction, held by its `ExtractedProject`; never read again after extraction.
///
/// `@unchecked Sendable`: the model (mutable classes, read on the one thread
/// that extracts) is not Sendable, but nothing reads it once the extraction
/// is over; it is kept only so that its memory goes with the project's (an
/// `ExtractionCache` may go on using the same index for its next extraction,
/// on its own thread). No lock or value type would add safety to a box that
/// is never opened.
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
