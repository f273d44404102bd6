import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes from a thirteenth sweep of public apps: which files the Xcode project compiles,
/// styles that reach the views inside a container, and more.
@Suite struct ThirteenthSweepTests {

    @Test("A page style set on the container around a TabView makes it a pager: one screen, swiped, no tab bar")
    func pageStyleOnContainer() {
        expectFlow("""
            // A three-page intro. The page style is set on the VStack around the
            // TabView, not on the TabView itself; SwiftUI passes the style down, so
            // the TabView is still a swiped pager, not a tab bar.
            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup {
                        IntroPager()
                    }
                }
            }

            struct IntroPage: Identifiable {
                let id: Int
                let caption: String
            }

            struct IntroPager: View {
                @State private var done = false
                private let pages = [
                    IntroPage(id: 0, caption: "Plant"),
                    IntroPage(id: 1, caption: "Water"),
                    IntroPage(id: 2, caption: "Harvest"),
                ]

                var body: some View {
                    VStack {
                        TabView {
                            ForEach(pages) { page in
                                Text(page.caption).font(.largeTitle)
                            }
                        }
                        Button("Begin") { done = true }
                    }
                    .tabViewStyle(.page)
                    .fullScreenCover(isPresented: $done) { BedsScreen() }
                }
            }

            struct BedsScreen: View {
                var body: some View {
                    NavigationStack {
                        Text("No beds yet").navigationTitle("Beds")
                    }
                }
            }
            """, """
            app "GardenApp"

            scene standard
            start IntroPager

            screen IntroPager
              gesture
              button "Begin" -> BedsScreen sheet

            screen BedsScreen "Beds"
            """)
    }

    /// A project file in the shape Xcode writes: a `PBXProject` whose main group holds an
    /// `App.swift`, a `Screens` group, a synchronized folder `Shared`, and a target that compiles
    /// `App.swift` and `Screens/NoteScreen.swift`.
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tB1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        \t\tB2 /* NoteScreen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* NoteScreen.swift */; };
        \t\tF1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        \t\tF2 /* NoteScreen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NoteScreen.swift; sourceTree = "<group>"; };
        \t\tS1 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (F1 /* App.swift */, G1 /* Screens */, S1 /* Shared */, ); sourceTree = "<group>"; };
        \t\tG1 /* Screens */ = {isa = PBXGroup; children = (F2, ); path = Screens; sourceTree = "<group>"; };
        \t\tP1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1 /* App.swift in Sources */, B2, ); };
        \t\tR1 /* Project object */ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; };
        \t};
        \trootObject = R1 /* Project object */;
        }
        """

    static let jotter = """
        import SwiftUI

        @main
        struct JotterApp: App {
            var body: some Scene {
                WindowGroup { NotesHome() }
            }
        }

        struct NotesHome: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("First note") { NoteScreen() }
                        NavigationLink("Tags") { TagList() }
                    }
                    .navigationTitle("Notes")
                }
            }
        }
        """

    static let compiledNote = """
        import SwiftUI

        struct NoteScreen: View {
            @State private var editing = false
            var body: some View {
                Button("Edit", systemImage: "pencil") { editing = true }
                    .navigationTitle("Note")
                    .sheet(isPresented: $editing) { Text("Editing") }
            }
        }
        """

    static let staleNote = """
        import SwiftUI

        struct NoteScreen: View {
            var body: some View { Text("An older note screen") }
        }
        """

    static let tags = """
        import SwiftUI

        struct TagList: View {
            var body: some View { Text("No tags").navigationTitle("Tags") }
        }
        """

    @Test("A Swift file below an Xcode project that none of its targets compiles is not read, and a note says so: the screen a row opens is the one the app compiles, not an old copy of the same name; files of a synchronized folder and of a package inside the project folder are the app's")
    func filesOutsideTheXcodeTargetsAreLeftOut() {
        let project = SwiftUIExtractor.extract(
            files: [
                ProjectSource(path: "Jotter/App.swift", text: Self.jotter),
                ProjectSource(path: "Jotter/Screens/NoteScreen.swift", text: Self.compiledNote),
                ProjectSource(path: "Jotter/Old/NoteScreen.swift", text: Self.staleNote),
                ProjectSource(path: "Jotter/Shared/TagList.swift", text: Self.tags),
                ProjectSource(path: "Jotter/Kit/Package.swift", text: "// swift-tools-version: 6.0\n"),
                ProjectSource(path: "Jotter/Kit/Sources/Kit/Kit.swift", text: "public struct Kit {}\n"),
            ],
            projectFiles: [ProjectSource(path: "Jotter/Jotter.xcodeproj/project.pbxproj", text: Self.pbxproj)])
        #expect(project.files == ["Jotter/App.swift", "Jotter/Kit/Package.swift", "Jotter/Kit/Sources/Kit/Kit.swift",
                                  "Jotter/Screens/NoteScreen.swift", "Jotter/Shared/TagList.swift"])
        #expect(flowBody(project) == """
            app "JotterApp"
            # note: 1 Swift file is in no target of Jotter.xcodeproj, so not read: `Jotter/Old/NoteScreen.swift`

            scene standard
            start NotesHome

            screen NotesHome "Notes" kind list
              link "First note" -> NoteScreen
              link "Tags" -> TagList

            screen NoteScreen "Note"
              button "Edit" icon pencil -> NoteScreen_sheet sheet

            screen TagList "Tags"

            screen NoteScreen_sheet
            """)
        #expect(project.notes.first?.location == ProjectLocation(file: "Jotter/Jotter.xcodeproj/project.pbxproj", line: 1, column: 1))
    }

    @Test("A project file that cannot be trusted leaves every file in: one that does not read as a property list, one whose Sources phases name files that are not there, one with no Sources phase")
    func untrustedProjectFilesLeaveEveryFileIn() {
        let files = [
            ProjectSource(path: "Jotter/App.swift", text: Self.jotter),
            ProjectSource(path: "Jotter/Screens/NoteScreen.swift", text: Self.compiledNote),
            ProjectSource(path: "Jotter/Old/NoteScreen.swift", text: Self.staleNote),
            ProjectSource(path: "Jotter/Shared/TagList.swift", text: Self.tags),
        ]
        let elsewhere = Self.pbxproj.replacingOccurrences(of: "path = Screens;", with: "path = Gone;")
            .replacingOccurrences(of: "path = App.swift;", with: "path = Main.swift;")
        let noPhase = Self.pbxproj.replacingOccurrences(of: "isa = PBXSourcesBuildPhase", with: "isa = PBXResourcesBuildPhase")
            .replacingOccurrences(of: "isa = PBXFileSystemSynchronizedRootGroup", with: "isa = PBXGroup")
        for text in [String(Self.pbxproj.prefix(300)), "{ objects = ( ; }", elsewhere, noPhase, ""] {
            let project = SwiftUIExtractor.extract(
                files: files, projectFiles: [ProjectSource(path: "Jotter/Jotter.xcodeproj/project.pbxproj", text: text)])
            #expect(project.files.count == 4)
            #expect(!project.notes.contains { $0.message.contains("no target") })
        }
    }

    @Test("Paths of an Xcode project: groups with and without a folder of their own, `..`, and `SOURCE_ROOT`")
    func xcodeProjectPaths() {
        let text = """
            { objects = {
              B1 = {isa = PBXBuildFile; fileRef = F1; };
              B2 = {isa = PBXBuildFile; fileRef = F2; };
              B3 = {isa = PBXBuildFile; fileRef = F3; };
              F1 = {isa = PBXFileReference; path = "A View.swift"; sourceTree = "<group>"; };
              F2 = {isa = PBXFileReference; path = ../Shared/Model.swift; sourceTree = "<group>"; };
              F3 = {isa = PBXFileReference; path = Tools/Run.swift; sourceTree = SOURCE_ROOT; };
              F4 = {isa = PBXFileReference; path = /tmp/Elsewhere.swift; sourceTree = "<absolute>"; };
              G0 = {isa = PBXGroup; children = (G1, G2, F3, F4); sourceTree = "<group>"; };
              G1 = {isa = PBXGroup; children = (F1); name = "Named only"; sourceTree = "<group>"; };
              G2 = {isa = PBXGroup; children = (F2); path = "App/Views"; sourceTree = "<group>"; };
              P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
              R1 = {isa = PBXProject; mainGroup = G0; };
            }; rootObject = R1; }
            """
        let read = XcodeMembership.read(ProjectSource(path: "ios/App.xcodeproj/project.pbxproj", text: text))
        #expect(read?.folder == "ios")
        #expect(read?.compiled == ["ios/A View.swift", "ios/App/Shared/Model.swift", "ios/Tools/Run.swift"])
    }

    @Test("An action's `if self.mode == .browse` is decided by the case the call gives, as `if mode == .browse` is: the list the picker sheet shows pushes nothing")
    func selfComparedWithCase() {
        expectFlow("""

            @main
            struct PickApp: App {
                var body: some Scene {
                    WindowGroup { Home() }
                }
            }

            enum Mode { case browse, pick }

            // One results list, used two ways: in `browse` a tap opens the detail,
            // in `pick` it only reports the choice (and the sheet closes).
            struct Results: View {
                let mode: Mode
                var onPick: (String) -> Void = { _ in }
                @Binding var path: [String]
                var body: some View {
                    List(["x", "y"], id: \\.self) { name in
                        Text(name).onTapGesture {
                            onPick(name)
                            if self.mode == .browse {
                                path.append(name)
                            }
                        }
                    }
                }
            }

            struct Home: View {
                @State private var path: [String] = []
                @State private var picking = false
                var body: some View {
                    NavigationStack(path: $path) {
                        Results(mode: .browse, path: $path)
                            .navigationTitle("Home")
                            .toolbar { Button("Pick") { picking = true } }
                            .navigationDestination(for: String.self) { Detail(name: $0) }
                            .sheet(isPresented: $picking) {
                                Picker2(path: $path, picking: $picking)
                            }
                    }
                }
            }

            struct Picker2: View {
                @Binding var path: [String]
                @Binding var picking: Bool
                var body: some View {
                    Results(mode: .pick, onPick: { _ in picking = false }, path: $path)
                }
            }

            struct Detail: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Detail") }
            }
            """, """
            app "PickApp"

            scene standard
            start Home

            screen Home "Home" kind list
              gesture "…" -> Detail custom
              # note: the text is built at run time
              button "Pick" -> Picker2 sheet

            screen Detail "Detail"

            screen Picker2 kind list
              gesture "…" custom
              # note: the text is built at run time
            """)
    }


    @Test("A destination closure's parameter named like a property of the view is the pushed value: no note that the destination can show the property's screen")
    func closureParameterHidesProperty() {
        expectFlow("""

            @main
            struct CoordApp: App {
                @StateObject private var nav = Nav()
                var body: some Scene {
                    WindowGroup {
                        Shell(coordinator: ListCoordinator(nav: nav))
                            .environmentObject(nav)
                    }
                }
            }

            final class Nav: ObservableObject {
                @Published var path = NavigationPath()
            }

            final class ListCoordinator {
                let nav: Nav
                init(nav: Nav) { self.nav = nav }
                func build() -> some View { ItemList(coordinator: self) }
                func open(_ name: String) { nav.path.append(DetailCoordinator(name: name)) }
            }

            struct DetailCoordinator: Hashable {
                let name: String
                func build() -> some View { ItemDetail(name: name) }
            }

            struct Shell: View {
                let coordinator: ListCoordinator
                @EnvironmentObject private var nav: Nav
                var body: some View {
                    NavigationStack(path: $nav.path) {
                        coordinator.build()
                            // the closure parameter `coordinator` (a DetailCoordinator)
                            // hides the property `coordinator` (a ListCoordinator)
                            .navigationDestination(for: DetailCoordinator.self) { coordinator in
                                coordinator.build()
                            }
                    }
                }
            }

            struct ItemList: View {
                let coordinator: ListCoordinator
                var body: some View {
                    List(["a", "b"], id: \\.self) { name in
                        Button(name) { coordinator.open(name) }
                    }
                    .navigationTitle("Items")
                }
            }

            struct ItemDetail: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Item") }
            }
            """, """
            app "CoordApp"

            scene standard
            start Shell

            screen Shell
              button "…" -> ItemDetail
              # note: the text is built at run time

            screen ItemDetail "Item"
            """)
    }


    @Test("A title kept in a property that starts as an empty string, set in `init` or by a child, is a text known at run time")
    func emptyStateTitleIsRuntime() {
        expectFlow("""

            @main
            struct StateTitleApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { ListScreen() } }
                }
            }

            struct ListScreen: View {
                let files = ["notes.txt", "todo.txt"]
                var body: some View {
                    List {
                        ForEach(files, id: \\.self) { name in
                            NavigationLink(name) { FileScreen(fileName: name) }
                        }
                        NavigationLink("Survey") { SurveyScreen() }
                    }
                    .navigationTitle("Files")
                }
            }

            struct FileScreen: View {
                @State private var fileName: String = ""

                init(fileName: String) {
                    _fileName = State(initialValue: fileName)
                }

                var body: some View {
                    TextField("Name", text: $fileName)
                        .navigationTitle(fileName)
                }
            }

            struct SurveyScreen: View {
                @State private var title: String = ""
                var body: some View {
                    SurveyPage(title: $title)
                        .navigationTitle(title)
                }
            }

            struct SurveyPage: View {
                @Binding var title: String
                var body: some View {
                    Text("Question").onAppear { title = "Your goals" }
                }
            }
            """, """
            app "StateTitleApp"

            scene standard
            start ListScreen

            screen ListScreen "Files" kind list
              row "…" -> FileScreen
              # note: the text is built at run time
              link "Survey" -> SurveyScreen

            screen FileScreen "…"
            # note: the title is built at run time
              field "Name"

            screen SurveyScreen "…"
            # note: the title is built at run time
            """)
    }


    @Test("Two files each with a private view of the same name: each file's views use its own")
    func privateTypesOfOneNameInTwoFiles() {
        let project = extractProject("""
            @main
            struct PrivateTypesApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            NotesScreen().tabItem { Label("Notes", systemImage: "note") }
                            PhotosScreen().tabItem { Label("Photos", systemImage: "photo") }
                        }
                    }
                }
            }

            struct NotesScreen: View {
                @State private var showNew = false
                var body: some View {
                    NavigationStack {
                        HeaderBar(onAdd: { showNew = true })
                            .navigationTitle("Notes")
                    }
                    .sheet(isPresented: $showNew) { NewNoteScreen() }
                }
            }

            // Same name as the private HeaderBar in Photos.swift; this file's one is used here.
            private struct HeaderBar: View {
                let onAdd: () -> Void
                var body: some View {
                    Button("New note", systemImage: "square.and.pencil") { onAdd() }
                }
            }

            struct NewNoteScreen: View {
                var body: some View { Text("New note") }
            }
            """, more: [ProjectSource(path: "Photos.swift", text: """
            struct PhotosScreen: View {
                var body: some View {
                    NavigationStack {
                        HeaderBar()
                            .navigationTitle("Photos")
                    }
                }
            }

            private struct HeaderBar: View {
                @State private var grid = false
                var body: some View {
                    Toggle("Grid", isOn: $grid)
                }
            }
            """)])
        #expect(flowBody(project) == """
            app "PrivateTypesApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Notes" icon note -> NotesScreen
              tab "Photos" icon photo -> PhotosScreen

            screen NotesScreen "Notes" feature Notes
              button "New note" icon square.and.pencil -> NewNoteScreen sheet

            screen PhotosScreen "Photos" feature Photos
              toggle "Grid"

            screen NewNoteScreen
            """)
    }

    @Test("A router view whose splash timer clears its flag, then an `else if` on a model's flag: the timer leads to the first view of the chain, the other is an entry, and the onboarding's button that sets the model's flag leads on")
    func splashBeforeModelGate() {
        expectFlow("""

            final class Prefs: ObservableObject {
                static let shared = Prefs()
                @Published var onboarded = false
            }

            @main
            struct RouterRootApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootRouter()
                    }
                }
            }

            struct RootRouter: View {
                @StateObject private var prefs = Prefs.shared
                @State private var showSplash = true

                var body: some View {
                    Group {
                        if showSplash {
                            SplashScreen()
                                .onAppear {
                                    DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
                                        showSplash = false
                                    }
                                }
                        } else if prefs.onboarded {
                            MainScreen()
                        } else {
                            OnboardingScreen(prefs: prefs)
                        }
                    }
                }
            }

            struct SplashScreen: View {
                var body: some View { Text("Splash") }
            }

            struct OnboardingScreen: View {
                @ObservedObject var prefs: Prefs
                var body: some View {
                    Button("Get started") { prefs.onboarded = true }
                        .navigationTitle("Welcome")
                }
            }

            struct MainScreen: View {
                var body: some View {
                    NavigationStack { Text("Home").navigationTitle("Home") }
                }
            }
            """, """
            app "RouterRootApp"

            scene standard
            start SplashScreen
            entry OnboardingScreen "shown by a condition when a timer ends"
            # note: the scene shows one of 3 views by a condition: SplashScreen is the start screen, and MainScreen, OnboardingScreen are screens of the scene too

            screen SplashScreen
            # note: the timer leads to `MainScreen` or, by a condition, to `OnboardingScreen`; a screen has one timer in a flow, so only the first is written
              after 2s -> MainScreen

            screen MainScreen "Home"

            screen OnboardingScreen "Welcome"
              button "Get started" -> MainScreen
            """)
    }


    @Test("A modifier of the project that wraps the view in a Button (`.tappable { ... }`) is a control at each use, with the text and icon of the view it wraps")
    func controlMadeByViewExtension() {
        expectFlow("""

            // A project extension that wraps the receiver in a Button and runs the
            // closure given at the call site.
            extension View {
                func tappable(action: @escaping () -> Void) -> some View {
                    Button {
                        action()
                    } label: {
                        self
                    }
                    .buttonStyle(.plain)
                }
            }

            @main
            struct WrapperApp: App {
                var body: some Scene {
                    WindowGroup { ProfileScreen() }
                }
            }

            struct ProfileScreen: View {
                @State private var showSettings = false
                @State private var showNewItem = false

                var body: some View {
                    NavigationStack {
                        List {
                            Text("New item")
                                .tappable { showNewItem = true }
                        }
                        .navigationTitle("Profile")
                        .toolbar {
                            Image(systemName: "gear")
                                .tappable { openSettings() }
                        }
                    }
                    .sheet(isPresented: $showSettings) { SettingsScreen() }
                    .sheet(isPresented: $showNewItem) { NewItemScreen() }
                }

                private func openSettings() { showSettings = true }
            }

            struct SettingsScreen: View {
                var body: some View { Text("Settings").navigationTitle("Settings") }
            }

            struct NewItemScreen: View {
                var body: some View { Text("New") }
            }
            """, """
            app "WrapperApp"

            scene standard
            start ProfileScreen

            screen ProfileScreen "Profile" kind list
              button "New item" -> NewItemScreen sheet
              button icon gear -> SettingsScreen sheet

            screen NewItemScreen

            screen SettingsScreen "Settings" kind settings
            """)
    }


    @Test("Two tabs, each with its own stack and its own destination for `String`: each pushes on its own stack's destination")
    func destinationsOfEachStack() {
        expectFlow("""

            struct Lesson: Identifiable {
                let id: String
                let title: String
            }

            @main
            struct PathsApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            LessonsTab().tabItem { Label("Lessons", systemImage: "book") }
                            ExtrasTab().tabItem { Label("Extras", systemImage: "star") }
                        }
                    }
                }
            }

            struct LessonsTab: View {
                @State private var path: [String] = []
                let lessons = [Lesson(id: "l1", title: "One")]

                var body: some View {
                    NavigationStack(path: $path) {
                        List(lessons) { lesson in
                            Text(lesson.title)
                                .onTapGesture { path.append(lesson.id) }
                        }
                        .navigationDestination(for: String.self) { id in
                            LessonDetail(id: id)
                        }
                    }
                }
            }

            struct ExtrasTab: View {
                let extras = [Lesson(id: "a1", title: "Appendix")]

                var body: some View {
                    NavigationStack {
                        List(extras) { extra in
                            NavigationLink(value: extra.id) { Text(extra.title) }
                        }
                        .navigationDestination(for: String.self) { id in
                            AppendixDetail(id: id)
                        }
                    }
                }
            }

            struct LessonDetail: View {
                let id: String
                var body: some View { Text(id) }
            }

            struct AppendixDetail: View {
                let id: String
                var body: some View { Text(id) }
            }
            """, """
            app "PathsApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Lessons" icon book -> LessonsTab
              tab "Extras" icon star -> ExtrasTab

            screen LessonsTab "Lessons" kind list feature Lessons
              gesture "One" -> LessonDetail custom

            screen ExtrasTab "Extras" kind list feature Extras
              row "Appendix" -> AppendixDetail

            screen LessonDetail

            screen AppendixDetail
            """)
    }


    @Test("A sheet shown by a computed binding `!hasSeenIntro || replayIntro`: an entry while the first flag is false, and a button of another view that writes the second flag's stored key opens it")
    func storedKeyInTwoViews() {
        expectFlow("""

            @main
            struct StorageApp: App {
                var body: some Scene {
                    WindowGroup { RootTabs() }
                }
            }

            struct RootTabs: View {
                @AppStorage("hasSeenIntro") private var hasSeenIntro = false
                @AppStorage("replayIntro") private var replayIntro = false

                private var introShown: Binding<Bool> {
                    Binding(
                        get: { !hasSeenIntro || replayIntro },
                        set: { if !$0 { hasSeenIntro = true; replayIntro = false } }
                    )
                }

                var body: some View {
                    TabView {
                        HomeTab().tabItem { Label("Home", systemImage: "house") }
                        PrefsTab().tabItem { Label("Settings", systemImage: "gear") }
                    }
                    .sheet(isPresented: introShown) { IntroScreen() }
                }
            }

            struct HomeTab: View {
                var body: some View { Text("Home") }
            }

            // Another view writes the same UserDefaults key through its own @AppStorage.
            struct PrefsTab: View {
                @AppStorage("replayIntro") private var replayIntro = false

                var body: some View {
                    NavigationStack {
                        Form {
                            Button("Replay intro") { replayIntro = true }
                        }
                        .navigationTitle("Settings")
                    }
                }
            }

            struct IntroScreen: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            """, """
            app "StorageApp"

            scene standard
            start RootTabs
            entry IntroScreen "shown while hasSeenIntro is false"

            screen RootTabs kind tabs
              tab "Home" icon house -> HomeTab
              tab "Settings" icon gear -> PrefsTab

            screen HomeTab "Home" feature Home

            screen PrefsTab "Settings" kind settings feature Settings
              button "Replay intro" -> IntroScreen sheet

            screen IntroScreen
              button "Done"
            """)
    }


    @Test("A confirmation dialog whose destructive button is a view of the project confirms the button that opens it")
    func dialogButtonInProjectView() {
        expectFlow("""

            @main
            struct DialogApp: App {
                var body: some Scene {
                    WindowGroup { FolderEditor() }
                }
            }

            struct FolderEditor: View {
                @State private var confirmDelete = false

                var body: some View {
                    NavigationStack {
                        Form {
                            Button("Delete Folder", systemImage: "trash", role: .destructive) {
                                confirmDelete = true
                            }
                        }
                        .navigationTitle("Edit Folder")
                        .confirmationDialog("Delete this folder?", isPresented: $confirmDelete) {
                            // The destructive button of the dialog is a project View type.
                            ConfirmDeleteButton()
                            Button("Cancel", role: .cancel) { }
                        }
                    }
                }
            }

            struct ConfirmDeleteButton: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button(role: .destructive) {
                        dismiss()
                    } label: {
                        Label("Yes, delete it", systemImage: "trash")
                    }
                }
            }
            """, """
            app "DialogApp"

            scene standard
            start FolderEditor

            screen FolderEditor "Edit Folder" kind form
              button "Delete Folder" icon trash destructive confirm
            """)
    }


    @Test("An alert whose buttons are written in a computed property of the view confirms the button that opens it")
    func alertButtonsInProperty() {
        expectFlow("""

            @main
            struct TrashApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { DetailScreen() }
                    }
                }
            }

            final class DetailModel: ObservableObject {
                @Published var askDelete = false
                func setAskDelete(_ value: Bool) { askDelete = value }
                func delete() {}
            }

            struct DetailScreen: View {
                @StateObject private var model = DetailModel()
                var body: some View {
                    Text("item")
                        .navigationTitle("Item")
                        .toolbar {
                            Button(role: .destructive) {
                                model.setAskDelete(true)
                            } label: {
                                Image(systemName: "trash")
                            }
                        }
                        .alert("Delete?", isPresented: $model.askDelete) {
                            alertButtons
                        }
                }

                // the dialog's buttons, written in a computed property
                private var alertButtons: some View {
                    Group {
                        Button("Delete", role: .destructive) { model.delete() }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
            """, """
            app "TrashApp"

            scene standard
            start DetailScreen

            screen DetailScreen "Item"
              button icon trash destructive confirm
            """)
    }


    @Test("A label view that shows a `Label` when given a symbol and a `Text` otherwise: each button gets the text of the branch its call picks")
    func labelViewPicksBranch() {
        expectFlow("""

            @main
            struct LabelViewApp: App {
                var body: some Scene {
                    WindowGroup { Welcome() }
                }
            }

            struct Welcome: View {
                @State private var showAbout = false
                var body: some View {
                    VStack {
                        Button { showAbout = true } label: {
                            CapsuleLabel(text: "About", symbol: "info.circle")
                        }
                        Button { } label: {
                            CapsuleLabel(text: "Great!")
                        }
                    }
                    .sheet(isPresented: $showAbout) { About() }
                }
            }

            // A project view that draws a button's label from its parameters.
            struct CapsuleLabel: View {
                let text: String
                var symbol: String? = nil
                var body: some View {
                    if let symbol {
                        Label(text, systemImage: symbol).padding().background(Capsule().fill(.blue))
                    } else {
                        Text(text).padding().background(Capsule().fill(.blue))
                    }
                }
            }

            struct About: View { var body: some View { Text("About") } }
            """, """
            app "LabelViewApp"

            scene standard
            start Welcome

            screen Welcome
              button "About" icon info.circle -> About sheet
              button "Great!"

            screen About
            """)
    }


    @Test("A button's label kept in a `@ViewBuilder` property with `if let` branches on what `init` stored: the text and icon the call gives")
    func labelInBuilderProperty() {
        expectFlow("""

            struct PillButton: View {
                private let title: String?
                private let imageName: String?
                private let action: () -> Void

                init(imageName: String? = nil, title: String? = nil, action: @escaping () -> Void) {
                    self.imageName = imageName
                    self.title = title
                    self.action = action
                }

                var body: some View {
                    Button { action() } label: { content }
                }

                @ViewBuilder
                private var content: some View {
                    if let title, let imageName {
                        HStack { Image(systemName: imageName); Text(title) }
                    } else if let title {
                        Text(title)
                    }
                }
            }

            @main
            struct PillApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { Thread() } }
                }
            }

            struct Thread: View {
                @State private var writing = false
                var body: some View {
                    PillButton(imageName: "bubble.left", title: "Write Comment") { writing = true }
                        .navigationTitle("Thread")
                        .sheet(isPresented: $writing) { Composer() }
                }
            }

            struct Composer: View {
                var body: some View { Text("Compose").navigationTitle("Comment") }
            }
            """, """
            app "PillApp"

            scene standard
            start Thread

            screen Thread "Thread"
              button "Write Comment" icon bubble.left -> Composer sheet

            screen Composer "Comment"
            """)
    }


    @Test("Tabs made by a `ForEach` over a computed list of an enum's cases (a ternary of two static methods): one tab per case listed, with the case's title")
    func tabsOfComputedCaseList() {
        expectFlow("""

            enum AppTab: Int, Identifiable, Hashable {
                case home, search, other
                var id: Int { rawValue }

                static func loggedInTabs() -> [AppTab] { [.home, .search] }
                static func loggedOutTabs() -> [AppTab] { [] }

                var title: String {
                    switch self {
                    case .home: return "Home"
                    case .search: return "Search"
                    case .other: return "Other"
                    }
                }

                @ViewBuilder
                func makeContent(selected: Binding<AppTab>) -> some View {
                    switch self {
                    case .home: HomeRoot()
                    case .search: SearchRoot()
                    case .other: EmptyView()
                    }
                }
            }

            @main
            struct TabTitleApp: App {
                @State private var selected: AppTab = .home
                @State private var loggedIn = true
                private var tabs: [AppTab] { loggedIn ? AppTab.loggedInTabs() : AppTab.loggedOutTabs() }

                var body: some Scene {
                    WindowGroup {
                        TabView(selection: $selected) {
                            ForEach(tabs) { tab in
                                tab.makeContent(selected: $selected)
                                    .tabItem { Text(tab.title) }
                                    .tag(tab)
                            }
                        }
                    }
                }
            }

            struct HomeRoot: View {
                var body: some View { NavigationStack { Text("Home") } }
            }

            struct SearchRoot: View {
                var body: some View { NavigationStack { Text("Search") } }
            }
            """, """
            app "TabTitleApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Home" -> HomeRoot
              tab "Search" -> SearchRoot

            screen HomeRoot "Home" feature Home

            screen SearchRoot "Search" feature Search
            """)
    }


    @Test("Tabs made by a `ForEach` over a model's list that starts as `allCases`, labelled by a property of the case that builds a `Label` from two others: each tab's text and icon")
    func tabsOfModelCaseList() {
        expectFlow("""

            @main
            struct LabelsApp: App {
                var body: some Scene {
                    WindowGroup { MainTabs() }
                }
            }

            enum Section: Hashable, CaseIterable, Identifiable {
                case feed, profile
                var id: Self { self }

                var title: String {
                    switch self {
                    case .feed: "Feed"
                    case .profile: "Profile"
                    }
                }
                var symbol: String {
                    switch self {
                    case .feed: "list.bullet"
                    case .profile: "person"
                    }
                }
                var label: some View { Label(title, systemImage: symbol) }

                @ViewBuilder var screen: some View {
                    switch self {
                    case .feed: FeedView()
                    case .profile: ProfileView()
                    }
                }
            }

            @Observable final class TabsModel {
                var tabs: [Section] = Section.allCases
            }

            struct MainTabs: View {
                @State private var model = TabsModel()
                var body: some View {
                    TabView {
                        ForEach(model.tabs) { section in
                            section.screen
                                .tabItem { section.label }
                        }
                    }
                }
            }

            struct FeedView: View { var body: some View { Text("feed") } }
            struct ProfileView: View { var body: some View { Text("me") } }
            """, """
            app "LabelsApp"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
              tab "Feed" icon list.bullet -> FeedView
              tab "Profile" icon person -> ProfileView

            screen FeedView "Feed" feature Feed

            screen ProfileView "Profile" feature Profile
            """)
    }


    @Test("Tabs made by a `ForEach` over a store's list of a type aaflow cannot tell, each page built by a method only one enum has: a tab per case of that enum, with a note")
    func tabsOfUnknownList() {
        expectFlow("""

            @main
            struct TabsApp: App {
                var body: some Scene {
                    WindowGroup {
                        MainTabs()
                    }
                }
            }

            enum Section: Hashable, CaseIterable, Identifiable {
                case feed, search, profile
                var id: Self { self }

                var title: String {
                    switch self {
                    case .feed: "Feed"
                    case .search: "Search"
                    case .profile: "Profile"
                    }
                }

                var label: some View {
                    Label(title, systemImage: "circle")
                }

                @ViewBuilder
                func makeView() -> some View {
                    switch self {
                    case .feed: FeedView()
                    case .search: SearchScreen()
                    case .profile: ProfileView()
                    }
                }
            }

            struct MainTabs: View {
                @State private var current: Section = .feed
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(store.tabs) { section in
                            section.makeView()
                                .tabItem { section.label }
                                .tag(section)
                        }
                    }
                }
            }

            struct FeedView: View { var body: some View { Text("feed").navigationTitle("Feed") } }
            struct SearchScreen: View { var body: some View { Text("search").navigationTitle("Search") } }
            struct ProfileView: View { var body: some View { Text("me").navigationTitle("Profile") } }
            """, """
            app "TabsApp"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
            # note: the tabs' list holds values of a type aaflow cannot tell; each builds its page with a method only `Section` has, so there is a tab for each of its cases
              tab "Feed" icon circle -> FeedView
              tab "Search" icon circle -> SearchScreen
              tab "Profile" icon circle -> ProfileView

            screen FeedView "Feed" feature Feed

            screen SearchScreen "Search" feature Search

            screen ProfileView "Profile" feature Profile
            """)
    }


    @Test("A cell made by a function of no type, handed a closure that pushes: each cell leads where the closure pushes")
    func freeFunctionCell() {
        expectFlow("""

            @main
            struct PostersApp: App {
                var body: some Scene {
                    WindowGroup {
                        PosterGrid()
                    }
                }
            }

            struct Film: Hashable, Identifiable {
                let id: Int
                let name: String
            }

            // A free function (not a member of any type) that builds a cell and
            // runs the closure it is handed when the cell is tapped.
            @MainActor
            func posterCell(film: Film, onTap: @escaping () -> Void) -> some View {
                VStack {
                    Image(systemName: "film")
                    Text(film.name)
                }
                .onTapGesture {
                    onTap()
                }
            }

            struct PosterGrid: View {
                @State private var path: [Film] = []
                let films = [Film(id: 1, name: "One"), Film(id: 2, name: "Two")]

                var body: some View {
                    NavigationStack(path: $path) {
                        ScrollView {
                            LazyVGrid(columns: [GridItem(), GridItem()]) {
                                ForEach(films) { film in
                                    posterCell(film: film) {
                                        path.append(film)
                                    }
                                }
                            }
                        }
                        .navigationTitle("Films")
                        .navigationDestination(for: Film.self) { film in
                            FilmDetail(film: film)
                        }
                    }
                }
            }

            struct FilmDetail: View {
                let film: Film
                var body: some View {
                    Text(film.name).navigationTitle("Film")
                }
            }
            """, """
            app "PostersApp"

            scene standard
            start PosterGrid

            screen PosterGrid "Films" kind grid
              gesture "One" icon film -> FilmDetail custom
              gesture "Two" icon film -> FilmDetail custom

            screen FilmDetail "Film"
            """)
    }


    @Test("Submitting the search field (`.onSubmit(of: .search)`) pushes the results: the field leads there")
    func searchSubmitPushes() {
        expectFlow("""

            enum SearchRoute: Hashable { case results(String) }

            @main
            struct SearchSubmitApp: App {
                var body: some Scene {
                    WindowGroup { SearchHome() }
                }
            }

            struct SearchHome: View {
                @State private var path: [SearchRoute] = []
                @State private var query = ""

                var body: some View {
                    NavigationStack(path: $path) {
                        List { Text("Recent searches") }
                            .searchable(text: $query, prompt: Text("Search"))
                            .onSubmit(of: .search) {
                                path.append(.results(query))
                            }
                            .navigationTitle("Search")
                            .navigationDestination(for: SearchRoute.self) { route in
                                switch route {
                                case .results(let q): ResultsScreen(query: q)
                                }
                            }
                    }
                }
            }

            struct ResultsScreen: View {
                let query: String
                var body: some View { Text(query).navigationTitle("Results") }
            }
            """, """
            app "SearchSubmitApp"

            scene standard
            start SearchHome

            screen SearchHome "Search" kind list
              field "Search" -> ResultsScreen

            screen ResultsScreen "Results"
            """)
    }


    @Test("A delay in a service that a button's action starts, which then calls back the closure the action handed it: the button leads where the closure leads, with a note, and no timer is written")
    func serviceDelayIsTheActions() {
        expectFlow("""

            final class PlanService {
                var onDone: ((String) -> Void)?
                func makePlan() {
                    // simulated network latency
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                        self.onDone?("plan")
                    }
                }
            }

            final class PlanModel: ObservableObject {
                @Published var showResult = false
                @Published var isLoading = false
                private let service = PlanService()
                func generate() {
                    isLoading = true
                    service.onDone = { _ in self.isLoading = false; self.showResult = true }
                    service.makePlan()
                }
            }

            @main
            struct ServiceDelayApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { PlanInput() } }
                }
            }

            struct PlanInput: View {
                @StateObject private var model = PlanModel()
                var body: some View {
                    Button("Generate") { model.generate() }
                        .navigationTitle("New Plan")
                        .sheet(isPresented: $model.showResult) { PlanResult() }
                }
            }

            struct PlanResult: View {
                var body: some View { Text("Result").navigationTitle("Plan") }
            }
            """, """
            app "ServiceDelayApp"

            scene standard
            start PlanInput

            screen PlanInput "New Plan"
              button "Generate" -> PlanResult sheet
              # note: it leads there after a delay of 1s that the action starts; the person has already chosen, so it is not written as a timer

            screen PlanResult "Plan"
            """)
    }


    @Test("A closure carried by an enum case the button sets (`sheet = .pickFile(onPick: { ... })`) does not run on the tap: the button opens the sheet only")
    func closureInCasePayload() {
        expectFlow("""

            enum Route: Hashable { case editor(String) }

            enum SheetRoute: Identifiable {
                case pickFile(onPick: (String) -> Void)
                var id: String { "pickFile" }
            }

            @main
            struct PayloadClosureApp: App {
                var body: some Scene {
                    WindowGroup { DetailScreen() }
                }
            }

            struct DetailScreen: View {
                @State private var path: [Route] = []
                @State private var sheet: SheetRoute?

                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Browse files") {
                            sheet = .pickFile(onPick: { name in path.append(.editor(name)) })
                        }
                        .navigationTitle("Detail")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .editor(let name): EditorScreen(name: name)
                            }
                        }
                        .sheet(item: $sheet) { item in
                            switch item {
                            case .pickFile(let onPick): FilePicker(onPick: onPick)
                            }
                        }
                    }
                }
            }

            struct FilePicker: View {
                let onPick: (String) -> Void
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    List(["a.swift", "b.swift"], id: \\.self) { name in
                        Text(name).onTapGesture { onPick(name); dismiss() }
                    }
                    .navigationTitle("Files")
                }
            }

            struct EditorScreen: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Editor") }
            }
            """, """
            app "PayloadClosureApp"

            scene standard
            start DetailScreen

            screen DetailScreen "Detail"
            # note: the destination for `Route` can show `EditorScreen`, but no control that aaflow can follow pushes a value that leads there
              button "Browse files" -> FilePicker sheet

            screen FilePicker "Files" kind list
              gesture "…" custom
              # note: the text is built at run time

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: EditorScreen  # App.swift:51: constructed in DetailScreen, but where no control that aaflow can follow leads
            """)
    }


    @Test("A lock screen of the project shown while the flag is false, handed the code that sets it, beside tabs written in place: the lock is the screen first seen and its button leads to the tabs")
    func lockGateBeforeInlineTabs() {
        expectFlow("""

            // Shape: the root view gates the whole app behind a lock/login screen,
            // `if unlocked { TabView { ... } } else { GateView { unlock } }`.
            @main
            struct GateApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView()
                    }
                }
            }

            struct RootView: View {
                @State private var unlocked = false

                var body: some View {
                    VStack {
                        if unlocked {
                            TabView {
                                InboxView().tabItem { Label("Inbox", systemImage: "tray") }
                                ProfileView().tabItem { Label("Profile", systemImage: "person") }
                            }
                        } else {
                            GateView { unlocked = true }
                        }
                    }
                }
            }

            struct GateView: View {
                var onUnlock: () -> Void
                var body: some View {
                    Button("Unlock", action: onUnlock)
                        .navigationTitle("Locked")
                }
            }

            struct InboxView: View {
                var body: some View { Text("Inbox").navigationTitle("Inbox") }
            }

            struct ProfileView: View {
                var body: some View { Text("Profile").navigationTitle("Profile") }
            }
            """, """
            app "GateApp"

            scene standard
            start RootView

            screen RootView
              button "Unlock" -> RootView_destination

            screen RootView_destination kind tabs
              tab "Inbox" icon tray -> InboxView
              tab "Profile" icon person -> ProfileView

            screen InboxView "Inbox" feature Inbox

            screen ProfileView "Profile" feature Profile
            """)
    }


    @Test("An onboarding view that keeps the root's stored flag, shown while it is false, beside tabs written in place: its button leads to the tabs")
    func onboardingBeforeInlineTabs() {
        expectFlow("""

            @main
            struct GateApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                @AppStorage("onboarded") private var onboarded = false
                var body: some View {
                    if !onboarded {
                        WelcomeView()
                    } else {
                        TabView {
                            HomeList().tabItem { Label("Home", systemImage: "house") }
                            PrefsView().tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                }
            }

            struct WelcomeView: View {
                @AppStorage("onboarded") private var onboarded = false
                var body: some View {
                    VStack {
                        Text("Welcome")
                        Button("Get Started") { onboarded = true }
                    }
                }
            }

            struct HomeList: View {
                var body: some View { NavigationStack { List { Text("A") }.navigationTitle("Home") } }
            }

            struct PrefsView: View {
                var body: some View { Form { Toggle("Sounds", isOn: .constant(true)) }.navigationTitle("Settings") }
            }
            """, """
            app "GateApp"

            scene standard
            start RootView

            screen RootView
              button "Get Started" -> RootView_destination

            screen RootView_destination kind tabs
              tab "Home" icon house -> HomeList
              tab "Settings" icon gear -> PrefsView

            screen HomeList "Home" kind list feature Home

            screen PrefsView "Settings" kind settings feature Settings
              toggle "Sounds"
            """)
    }


    @Test("`if #available(iOS 26, *) { ... } else { ... }`: the first branch, as the first clause of an `#if` is read; each button once")
    func availabilityFirstBranch() {
        expectFlow("""

            @main
            struct AvailabilityApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { ItemView() } }
                }
            }

            struct ItemView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var askDelete = false
                var body: some View {
                    Text("Item")
                        .navigationTitle("Item")
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                if #available(iOS 26, *) {
                                    Button("Save", systemImage: "checkmark") { dismiss() }
                                        .buttonStyle(.glassProminent)
                                } else {
                                    Button("Save", systemImage: "checkmark.circle.fill") { dismiss() }
                                }
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                if #available(iOS 26, *) {
                                    Button(role: .destructive) { askDelete = true } label: { Label("Delete", systemImage: "trash") }
                                } else {
                                    Button(role: .destructive) { askDelete = true } label: { Label("Delete", systemImage: "trash") }
                                }
                            }
                        }
                        .confirmationDialog("Delete?", isPresented: $askDelete) {
                            Button("Delete", role: .destructive) { dismiss() }
                        }
                }
            }
            """, """
            app "AvailabilityApp"

            scene standard
            start ItemView

            screen ItemView "Item"
              button "Save" icon checkmark
              button "Delete" icon trash destructive confirm
            """)
    }


    @Test("A `Link` whose label is written as its `label:` argument has that label's text")
    func linkLabelArgument() {
        expectFlow("""

            // Shape: `Link(destination: URL, label: { Text("...") })` with the label
            // given as a labelled closure argument (and as a trailing closure).
            @main
            struct LinksApp: App {
                var body: some Scene {
                    WindowGroup {
                        AboutView()
                    }
                }
            }

            struct AboutView: View {
                var body: some View {
                    List {
                        Link(destination: URL(string: "https://example.org/help")!, label: {
                            Text("Help Center")
                        })
                        Link(destination: URL(string: "https://example.org/terms")!) {
                            Label("Terms", systemImage: "doc.text")
                        }
                        Link("Privacy", destination: URL(string: "https://example.org/privacy")!)
                    }
                    .navigationTitle("About")
                }
            }
            """, """
            app "LinksApp"

            scene standard
            start AboutView

            screen AboutView "About" kind list
              link "Help Center"
              # note: leads out of the app (a web link): no target
              link "Terms" icon doc.text
              # note: leads out of the app (a web link): no target
              link "Privacy"
              # note: leads out of the app (a web link): no target
            """)
    }


    @Test("A `.fileImporter` whose completion shows a sheet: the button that opens the file browser leads to that sheet, with a note")
    func fileImporterCompletion() {
        expectFlow("""
            import UniformTypeIdentifiers

            @main
            struct ImportApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { DataSettingsView() } }
                }
            }

            struct DataSettingsView: View {
                @State private var pickingFile = false
                @State private var showSummary = false
                @State private var count = 0
                var body: some View {
                    Form {
                        Button("Import CSV") { pickingFile = true }
                    }
                    .navigationTitle("Data")
                    .fileImporter(isPresented: $pickingFile, allowedContentTypes: [.commaSeparatedText]) { result in
                        handle(result)
                    }
                    .sheet(isPresented: $showSummary) { ImportSummaryView(count: count) }
                }

                private func handle(_ result: Result<URL, Error>) {
                    switch result {
                    case .success: count = 1
                    case .failure: count = 0
                    }
                    showSummary = true
                }
            }

            struct ImportSummaryView: View {
                let count: Int
                var body: some View { Text("Imported \\(count)").navigationTitle("Import Results") }
            }
            """, """
            app "ImportApp"

            scene standard
            start DataSettingsView

            screen DataSettingsView "Data" kind settings
            # note: `.fileImporter` shows the system's file browser when `$pickingFile` is set, no screen of the app's; where its completion leads is written on the control that shows it
              button "Import CSV" -> ImportSummaryView sheet

            screen ImportSummaryView "Import Results"
            """)
    }


    @Test("A button over the tabs sets a shared model's flag that a tab relays with `.onChange(of:)` into its own sheet: the button leads to that sheet")
    func relayOfAnotherScreen() {
        expectFlow("""
            import Observation

            @Observable
            final class Router {
                var wantsRefill = false
            }

            @main
            struct RelayApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            CartView()
                                .tabItem { Label("Cart", systemImage: "cart") }
                        }
                        .overlay(alignment: .bottom) {
                            Button("Refill", systemImage: "bag.badge.plus") { router.wantsRefill = true }
                        }
                        .environment(router)
                    }
                }
            }

            struct CartView: View {
                @Environment(Router.self) private var router
                @State private var showRefill = false
                var body: some View {
                    NavigationStack {
                        List { Text("Milk") }
                            .navigationTitle("Cart")
                            .onChange(of: router.wantsRefill) { _, wants in
                                if wants {
                                    showRefill = true
                                    router.wantsRefill = false
                                }
                            }
                            .sheet(isPresented: $showRefill) { RefillView() }
                    }
                }
            }

            struct RefillView: View {
                var body: some View { Text("Refill").navigationTitle("Refill") }
            }
            """, """
            app "RelayApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Cart" icon cart -> CartView
              button "Refill" icon bag.badge.plus -> RefillView sheet

            screen CartView "Cart" kind list feature Cart

            screen RefillView "Refill"
            """)
    }


    @Test("Buttons of role `.confirm` and `.close` with no label get the glyph SwiftUI draws for them, with a note")
    func roleButtonsWithoutLabel() {
        expectFlow("""

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { NoteEditor() } }
                }
            }

            struct NoteEditor: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text = ""
                var body: some View {
                    TextField("Note", text: $text)
                        .navigationTitle("Note")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button(role: .confirm) { dismiss() }
                            }
                            ToolbarItem(placement: .cancellationAction) {
                                Button(role: .close) { dismiss() }
                            }
                        }
                }
            }
            """, """
            app "NotesApp"

            scene standard
            start NoteEditor

            screen NoteEditor "Note"
              field "Note"
              button icon checkmark
              # note: a button of role `.confirm` with no label: SwiftUI draws its own checkmark icon
              button icon xmark
              # note: a button of role `.close` with no label: SwiftUI draws its own xmark icon
            """)
    }


    @Test("A sheet that shows a package's view in a navigation view with a bar button of the project's: the button is the screen's")
    func barButtonAroundPackageView() {
        expectFlow("""
            import MapPickerKit

            // Shape: a sheet whose content wraps a view the project does not declare
            // (a package's picker) in a NavigationView and adds its own bar button.
            @main
            struct PickerApp: App {
                var body: some Scene {
                    WindowGroup {
                        FormView()
                    }
                }
            }

            struct FormView: View {
                @State private var picking = false
                @State private var place = ""

                var body: some View {
                    Form {
                        Button("Choose place") { picking = true }
                    }
                    .navigationTitle("New Event")
                    .sheet(isPresented: $picking) {
                        NavigationView {
                            PlacePicker(selection: $place)
                                .navigationBarItems(leading: Button("Close") { picking = false })
                        }
                    }
                }
            }
            """, """
            app "PickerApp"

            scene standard
            start FormView

            screen FormView "New Event" kind form
              button "Choose place" -> PlacePicker sheet

            screen PlacePicker
            # note: PlacePicker is not declared in the project (a system or package view): the controls it draws itself are not seen, only those the project puts around it
              button "Close"
            """)
    }


    @Test("A helper modifier `.navigate(to: LobbyView(), when: $goHome)` that hides a `NavigationLink(isActive:)`: the button that sets the flag leads to the view handed")
    func navigateHelperModifier() {
        expectFlow("""

            // A project helper, widely copied: push `view` when `binding` turns true,
            // through a hidden NavigationLink(isActive:).
            extension View {
                func navigate<NewView: View>(to view: NewView, when binding: Binding<Bool>) -> some View {
                    NavigationView {
                        ZStack {
                            self.navigationBarHidden(true)
                            NavigationLink(destination: view.navigationBarHidden(true), isActive: binding) {
                                EmptyView()
                            }
                        }
                    }
                }
            }

            @main
            struct NavigateHelperApp: App {
                var body: some Scene {
                    WindowGroup { ScoreView() }
                }
            }

            struct ScoreView: View {
                @State private var goHome = false
                var body: some View {
                    VStack {
                        Text("Score: 7")
                        Button("Play again") { goHome = true }
                    }
                    .navigate(to: LobbyView(), when: $goHome)
                }
            }

            struct LobbyView: View {
                var body: some View {
                    Text("Lobby").navigationTitle("Lobby")
                }
            }
            """, """
            app "NavigateHelperApp"

            scene standard
            start ScoreView

            screen ScoreView
              button "Play again" -> LobbyView

            screen LobbyView "Lobby"
            """)
    }


    @Test("Titles set through modifiers of the project (`.bigTitle(\"Journal\")`, a ViewModifier given `Text(text)`): the text the call gives")
    func titleThroughProjectModifier() {
        expectFlow("""

            // A project title helper: an extension that hands its string to a
            // ViewModifier, whose body applies .navigationTitle.
            struct InlineTitle: ViewModifier {
                var text: Text
                func body(content: Content) -> some View {
                    content
                        .navigationTitle(text)
                        .navigationBarTitleDisplayMode(.inline)
                }
            }

            extension View {
                func inlineTitle(_ text: String) -> some View {
                    modifier(InlineTitle(text: Text(text)))
                }
                func bigTitle(_ text: String) -> some View {
                    navigationTitle(text).navigationBarTitleDisplayMode(.large)
                }
            }

            @main
            struct TitleApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { JournalView() } }
                }
            }

            struct JournalView: View {
                var body: some View {
                    List {
                        NavigationLink("New entry") { NewEntryView() }
                    }
                    .bigTitle("Journal")
                }
            }

            struct NewEntryView: View {
                @State private var note = ""
                var body: some View {
                    TextField("How do you feel?", text: $note)
                        .inlineTitle("New Tracked Event")
                }
            }
            """, """
            app "TitleApp"

            scene standard
            start JournalView

            screen JournalView "Journal" kind list
              link "New entry" -> NewEntryView

            screen NewEntryView "New Tracked Event"
              field "How do you feel?"
            """)
    }


    @Test("A context menu on the label of a `NavigationLink` row: its Delete is a gesture of the screen, after the row")
    func contextMenuOnLinkLabel() {
        expectFlow("""

            @main
            struct RowMenuApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { HistoryView() } }
                }
            }

            // A context menu on the label of a NavigationLink row: long-press the row
            // to delete it, tap it to open it.
            struct HistoryView: View {
                @State private var sessions = ["Morning", "Evening"]
                var body: some View {
                    ScrollView {
                        ForEach(sessions, id: \\.self) { session in
                            NavigationLink {
                                SessionView()
                            } label: {
                                HStack {
                                    Text(session)
                                    Spacer()
                                    Image(systemName: "chevron.right")
                                }
                                .contextMenu {
                                    Button("Delete", systemImage: "trash", role: .destructive) {
                                        sessions.removeAll { $0 == session }
                                    }
                                }
                            }
                        }
                    }
                    .navigationTitle("History")
                }
            }

            struct SessionView: View {
                var body: some View { Text("Session") }
            }
            """, """
            app "RowMenuApp"

            scene standard
            start HistoryView

            screen HistoryView "History"
              row "…" icon chevron.right -> SessionView
              # note: the text is built at run time
              gesture "Delete" icon trash destructive

            screen SessionView
            """)
    }


    @Test("A bar view whose buttons show by `items.contains(.add)` on the option set each call gives: each screen gets only the buttons its call asks for")
    func optionSetDecidesBranches() {
        expectFlow("""

            struct BarItems: OptionSet {
                let rawValue: Int
                static let info = BarItems(rawValue: 1 << 0)
                static let close = BarItems(rawValue: 1 << 1)
                static let add = BarItems(rawValue: 1 << 2)
            }

            // A top bar configured by an option set given at each use.
            struct TopBar: View {
                var items: BarItems = .close
                @Environment(\\.dismiss) private var dismiss
                @State private var showInfo = false
                @State private var showAdd = false
                var body: some View {
                    HStack {
                        if items.contains(.info) {
                            Button("Info", systemImage: "info.circle") { showInfo = true }
                                .sheet(isPresented: $showInfo) { InfoView() }
                        }
                        Spacer()
                        if items.contains(.close) {
                            Button("Close", systemImage: "xmark") { dismiss() }
                        } else if items.contains(.add) {
                            Button("Add", systemImage: "plus") { showAdd = true }
                                .sheet(isPresented: $showAdd) { AddView() }
                        }
                    }
                }
            }

            @main
            struct OptionBarApp: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                }
            }

            struct HomeView: View {
                @State private var exercise = false
                var body: some View {
                    VStack {
                        TopBar(items: [.info, .add])
                        Button("Start") { exercise = true }
                    }
                    .fullScreenCover(isPresented: $exercise) { ExerciseView() }
                }
            }

            struct ExerciseView: View {
                var body: some View {
                    VStack { TopBar(items: [.info, .close]); Text("Breathe") }
                }
            }

            struct InfoView: View { var body: some View { Text("About") } }
            struct AddView: View { var body: some View { Text("New entry") } }
            """, """
            app "OptionBarApp"

            scene standard
            start HomeView

            screen HomeView
              button "Info" icon info.circle -> InfoView sheet
              button "Add" icon plus -> AddView sheet
              button "Start" -> ExerciseView sheet

            screen InfoView

            screen AddView

            screen ExerciseView
              button "Info" icon info.circle -> InfoView sheet
              button "Close" icon xmark
            """)
    }


    @Test("A view that swaps itself for a confirmation view while a flag is set, its own content in a computed property whose button sets the flag: two screens, the button leading to the confirmation")
    func swapWithContentProperty() {
        expectFlow("""

            @main
            struct SwapApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { QuestionView() } }
                }
            }

            // The body swaps the whole screen for a confirmation view while `asking`
            // is true; the button that sets it lives in a computed property.
            // (Written inline in the else branch, aaflow reads this right.)
            struct QuestionView: View {
                @State private var asking = false
                var body: some View {
                    if asking {
                        ConfirmView(onNo: { asking = false })
                    } else {
                        content
                    }
                }

                private var content: some View {
                    VStack {
                        Text("What is 2 + 2?")
                        Button("Quit", systemImage: "xmark") { asking = true }
                    }
                }
            }

            struct ConfirmView: View {
                let onNo: () -> Void
                var body: some View {
                    VStack {
                        Text("Are you sure?")
                        Button("No") { onNo() }
                        NavigationLink("Yes") { HomeView() }
                    }
                }
            }

            struct HomeView: View {
                var body: some View { Text("Home").navigationTitle("Home") }
            }
            """, """
            app "SwapApp"

            scene standard
            start QuestionView

            screen QuestionView
              button "Quit" icon xmark -> ConfirmView

            screen ConfirmView
              button "No"
              link "Yes" -> HomeView

            screen HomeView "Home"
            """)
    }


    @Test("A tap gesture on a whole form that holds a text field (to hide the keyboard) is a gesture with no text or icon of the views inside, and not custom")
    func tapOnContainerOfControls() {
        expectFlow("""

            @main
            struct TapApp: App {
                var body: some Scene {
                    WindowGroup { EntryView() }
                }
            }

            // A tap anywhere on the form hides the keyboard. The gesture is on the
            // whole container, which holds buttons of its own.
            struct EntryView: View {
                @State private var note = ""
                @FocusState private var focused: Bool
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        HStack {
                            Button(role: .cancel) { dismiss() } label: { Text("Cancel").bold() }
                            Spacer()
                            Button("Save") { dismiss() }
                        }
                        Label("Type", systemImage: "square.grid.2x2")
                        TextField("Note", text: $note)
                            .focused($focused)
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        focused = false
                    }
                }
            }
            """, """
            app "TapApp"

            scene standard
            start EntryView

            screen EntryView
              button "Cancel"
              button "Save"
              field "Note"
              gesture
            """)
    }


    @Test("A modifier of the project that picks by a style parameter (given, or its default case) another modifier that wraps the view in a Button: one control per use, with its own action and the view's icon or text")
    func buttonModifierThroughStyles() {
        expectFlow("""

            enum ButtonStyleOption { case press, plain }

            extension View {
                func buttonWithStyle(_ option: ButtonStyleOption = .plain, action: @escaping () -> Void) -> some View {
                    switch option {
                    case .press: pressableButton(action: action)
                    case .plain: plainButton(action: action)
                    }
                }

                private func pressableButton(action: @escaping () -> Void) -> some View {
                    Button { action() } label: { self }.buttonStyle(.borderedProminent)
                }

                private func plainButton(action: @escaping () -> Void) -> some View {
                    Button { action() } label: { self }.buttonStyle(.plain)
                }
            }

            @main
            struct StyleApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { ProfileView() } }
                }
            }

            struct ProfileView: View {
                @State private var showSettings = false
                @State private var showNew = false
                var body: some View {
                    VStack {
                        Image(systemName: "gear").buttonWithStyle { showSettings = true }
                        Text("New").buttonWithStyle(.press) { showNew = true }
                    }
                    .navigationTitle("Profile")
                    .sheet(isPresented: $showSettings) { SettingsView() }
                    .sheet(isPresented: $showNew) { NewView() }
                }
            }

            struct SettingsView: View { var body: some View { Text("Settings").navigationTitle("Settings") } }
            struct NewView: View { var body: some View { Text("New").navigationTitle("New") } }
            """, """
            app "StyleApp"

            scene standard
            start ProfileView

            screen ProfileView "Profile"
              button icon gear -> SettingsView sheet
              button "New" -> NewView sheet

            screen SettingsView "Settings" kind settings

            screen NewView "New"
            """)
    }

}
