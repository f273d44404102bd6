import AAFlow
import Testing

/// Shapes read in real SwiftUI apps (written here in our own words): three-column
/// split views, nested types of the same name, menus whose items navigate, routers.
@Suite struct RealShapeTests {
    @Test("A three-column split: the sidebar leads to the content column, whose rows lead to the detail column (rule 19)")
    func threeColumnSplit() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MailView() } } }
            struct Mailbox: Hashable { var name: String }
            struct Message: Hashable, Identifiable { var id: Int; var subject: String }
            struct MailView: View {
                @State private var box: Mailbox?
                @State private var message: Message?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $box) {
                            Label("Inbox", systemImage: "tray").tag(Mailbox(name: "Inbox"))
                            Label("Sent", systemImage: "paperplane").tag(Mailbox(name: "Sent"))
                        }
                    } content: {
                        if let box {
                            MessageList(box: box, selection: $message)
                        } else {
                            Text("Pick a mailbox")
                        }
                    } detail: {
                        if let message {
                            MessageView(message: message)
                        } else {
                            Text("No message")
                        }
                    }
                }
            }
            struct MessageList: View {
                var box: Mailbox
                @Binding var selection: Message?
                let messages: [Message] = []
                var body: some View {
                    List(messages, selection: $selection) { m in
                        Text(m.subject)
                    }
                    .navigationTitle("Messages")
                }
            }
            struct MessageView: View {
                var message: Message
                var body: some View { Text(message.subject).navigationTitle("Message") }
            }
            """, """
            app "A"

            scene standard
            start MailView

            screen MailView kind split
              link "Inbox" icon tray -> MessageList
              link "Sent" icon paperplane -> MessageList

            screen MessageList "Messages" kind list
              row "…" -> MessageView
              # note: the text is built at run time

            screen MessageView "Message"
            """)
    }

    @Test("A three-column split with the content column written inline: its value links lead to the detail column")
    func threeColumnInlineContent() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RecipesView() } } }
            enum Course: String, CaseIterable, Hashable { case starters, mains }
            struct Recipe: Hashable { var name: String }
            struct RecipesView: View {
                @State private var course: Course?
                @State private var recipe: Recipe?
                let recipes: [Recipe] = []
                var body: some View {
                    NavigationSplitView {
                        List(Course.allCases, id: \\.self, selection: $course) { c in
                            Text(c.rawValue)
                        }
                    } content: {
                        List(recipes, id: \\.self, selection: $recipe) { r in
                            NavigationLink(r.name, value: r)
                        }
                        .navigationTitle("Recipes")
                    } detail: {
                        RecipeDetail(recipe: recipe)
                    }
                }
            }
            struct RecipeDetail: View {
                var recipe: Recipe?
                var body: some View { Text("Recipe").navigationTitle("Recipe") }
            }
            """, """
            app "A"

            scene standard
            start RecipesView

            screen RecipesView kind split
              row "…" -> RecipesView_destination
              # note: the text is built at run time

            screen RecipesView_destination "Recipes" kind list
              row "…" -> RecipeDetail
              # note: the text is built at run time

            screen RecipeDetail "Recipe"
            """)
    }

    @Test("A Menu's primaryAction is what a tap on the menu does: it presents; a NavigationLink among its items keeps its target; a Picker among them is one of its choices")
    func menuPrimaryAction() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { Home() } } } }
            struct Home: View {
                @State private var sort = 0
                @State private var showAbout = false
                var body: some View {
                    List { Text("x") }
                        .toolbar {
                            Menu {
                                Picker("Sort by", selection: $sort) {
                                    Text("Name").tag(0)
                                    Text("Date").tag(1)
                                }
                                NavigationLink { AboutView() } label: { Label("About", systemImage: "info.circle") }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            } primaryAction: {
                                showAbout = true
                            }
                        }
                        .sheet(isPresented: $showAbout) { AboutView() }
                }
            }
            struct AboutView: View { var body: some View { Text("about") } }
            """, """
            app "A"

            scene standard
            start Home

            screen Home kind list
              menu icon ellipsis.circle -> AboutView sheet
              link "About" icon info.circle -> AboutView

            screen AboutView
            """)
    }

    @Test("Types of the same name nested in two views are two screens, each found from its own scope")
    func nestedSameNames() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            struct HomeView: View {
                var body: some View {
                    VStack {
                        NavigationLink("Books") { BooksView() }
                        NavigationLink("Films") { FilmsView() }
                    }
                }
            }
            struct BooksView: View {
                var body: some View { NavigationLink("Open") { Detail() }.navigationTitle("Books") }
                struct Detail: View {
                    var body: some View { Button("Borrow") { }.navigationTitle("Book") }
                }
            }
            struct FilmsView: View {
                var body: some View { NavigationLink("Open") { Detail() }.navigationTitle("Films") }
            }
            extension FilmsView {
                struct Detail: View {
                    var body: some View { Button("Watch") { }.navigationTitle("Film") }
                }
            }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              link "Books" -> BooksView
              link "Films" -> FilmsView

            screen BooksView "Books"
              link "Open" -> BooksView.Detail

            screen FilmsView "Films"
              link "Open" -> FilmsView.Detail

            screen BooksView.Detail "Book"
              button "Borrow"

            screen FilmsView.Detail "Film"
              button "Watch"
            """)
    }

    @Test("A nested type named from outside by its path, and a top-level type of the same name seen from elsewhere")
    func nestedByPath() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            struct Row: View { var body: some View { Button("Plain") { } } }
            struct HomeView: View {
                var body: some View {
                    VStack {
                        Row()
                        NavigationLink("Shop") { ShopView.Row() }
                    }
                }
            }
            enum ShopView {
                struct Row: View { var body: some View { Button("Buy") { }.navigationTitle("Shop") } }
            }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              button "Plain"
              link "Shop" -> ShopView.Row

            screen ShopView.Row "Shop"
              button "Buy"
            """)
    }

    @Test("Menu items that present a sheet, push or set a path are controls with their targets; a destructive item stays; the rest are the menu's choices")
    func menuItems() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack(path: $path) { ListView() } } } }
            enum Route: Hashable { case archive }
            struct ListView: View {
                @State private var showNew = false
                @State private var path: [Route] = []
                @State private var sort = 0
                var body: some View {
                    List { Text("x") }
                        .toolbar {
                            ToolbarItem {
                                Menu {
                                    Button("New", systemImage: "plus") { showNew = true }
                                    Button("Archive", systemImage: "archivebox") { path.append(.archive) }
                                    Button("By name") { sort = 1 }
                                    Button("Delete All", role: .destructive) { }
                                } label: {
                                    Label("More", systemImage: "ellipsis.circle")
                                }
                            }
                        }
                        .sheet(isPresented: $showNew) { NewView() }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .archive: ArchiveView()
                            }
                        }
                }
            }
            struct NewView: View { var body: some View { Text("n") } }
            struct ArchiveView: View { var body: some View { Text("a") } }
            """, """
            app "A"

            scene standard
            start ListView

            screen ListView kind list
              menu "More" icon ellipsis.circle
              button "New" icon plus -> NewView sheet
              button "Archive" icon archivebox -> ArchiveView
              button "Delete All" destructive

            screen NewView

            screen ArchiveView
            """)
    }
}

@Suite struct RouterShapeTests {
    @Test("An @Observable router in the environment: the scene's NavigationStack(path:) holds the navigationDestination(for:) and a sheet, around the start screen")
    func sceneLevelDestinations() {
        expectFlow("""
            import SwiftUI
            enum Route: Hashable { case detail(Int), settings }
            @Observable final class Router {
                var path: [Route] = []
                var showLogin = false
                func go(_ r: Route) { path.append(r) }
            }
            @main
            struct RouterApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            HomeView()
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    case .detail(let id): DetailView(id: id)
                                    case .settings: SettingsView()
                                    }
                                }
                        }
                        .sheet(isPresented: $router.showLogin) { LoginView() }
                        .environment(router)
                    }
                }
            }
            struct HomeView: View {
                @Environment(Router.self) private var router
                var body: some View {
                    List {
                        Button("Item") { router.go(.detail(1)) }
                        Button("Settings", systemImage: "gear") { router.path.append(.settings) }
                        Button("Log in") { router.showLogin = true }
                    }
                    .navigationTitle("Home")
                }
            }
            struct DetailView: View { var id: Int; var body: some View { Text("d") } }
            struct SettingsView: View { var body: some View { Form { Text("s") } } }
            struct LoginView: View { var body: some View { Text("l") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Item" -> DetailView
              button "Settings" icon gear -> SettingsView
              button "Log in" -> LoginView sheet

            screen DetailView

            screen SettingsView kind settings

            screen LoginView
            """)
    }

    @Test("A modifier the project adds to View applies a ViewModifier whose body holds the NavigationStack and its destinations; a cover's onDismiss closure is not its content")
    func viewExtensionModifier() {
        expectFlow("""
            import SwiftUI
            enum Route: Hashable { case settings, profile(Int) }
            @main
            struct CoffeeApp: App {
                @State private var path: [Route] = []
                var body: some Scene {
                    WindowGroup {
                        HomeScreen(path: $path)
                            .navigation(path: $path)
                    }
                }
            }
            struct NavigationWrapper: ViewModifier {
                @Binding var path: [Route]
                @ViewBuilder
                fileprivate func destination(_ route: Route) -> some View {
                    switch route {
                    case .settings: PreferencesScreen()
                    case .profile(let id): ProfileScreen(id: id)
                    }
                }
                func body(content: Content) -> some View {
                    NavigationStack(path: $path) {
                        content.navigationDestination(for: Route.self) { route in destination(route) }
                    }
                }
            }
            extension View {
                func navigation(path: Binding<[Route]>) -> some View {
                    modifier(NavigationWrapper(path: path))
                }
            }
            struct HomeScreen: View {
                @Binding var path: [Route]
                @State private var showCover = false
                var body: some View {
                    VStack {
                        Button("Preferences") { path.append(.settings) }
                        Button("Profile") { path.append(.profile(3)) }
                        Button("Cover") { showCover = true }
                    }
                    .fullScreenCover(isPresented: $showCover) {
                        print("gone")
                    } content: {
                        CoverScreen()
                    }
                }
            }
            struct PreferencesScreen: View { var body: some View { Text("s") } }
            struct ProfileScreen: View { var id: Int; var body: some View { Text("p") } }
            struct CoverScreen: View { var body: some View { Text("c") } }
            """, """
            app "CoffeeApp"

            scene standard
            start HomeScreen

            screen HomeScreen
              button "Preferences" -> PreferencesScreen
              button "Profile" -> ProfileScreen
              button "Cover" -> CoverScreen sheet

            screen PreferencesScreen

            screen ProfileScreen

            screen CoverScreen
            """)
    }
}

@Suite struct OlderShapeTests {
    @Test("NavigationLink(destination:isActive:) and (destination:tag:selection:): the binding presents the destination; a link with an EmptyView label is no control")
    func isActiveLinks() {
        expectFlow("""
            @main
            struct OldApp: App { var body: some Scene { WindowGroup { NavigationView { Home() } } } }
            struct Home: View {
                @State private var goDetail = false
                @State private var selection: String?
                var body: some View {
                    VStack {
                        NavigationLink(destination: DetailView(), isActive: $goDetail) { EmptyView() }
                        NavigationLink(destination: OtherView(), tag: "other", selection: $selection) { EmptyView() }
                        Button("Open detail") { goDetail = true }
                        Button("Open other") { selection = "other" }
                        NavigationLink("Visible", destination: ThirdView(), isActive: .constant(false))
                    }
                }
            }
            struct DetailView: View { var body: some View { Text("d") } }
            struct OtherView: View { var body: some View { Text("o") } }
            struct ThirdView: View { var body: some View { Text("t") } }
            """, """
            app "OldApp"

            scene standard
            start Home

            screen Home
              button "Open detail" -> DetailView
              button "Open other" -> OtherView
              link "Visible" -> ThirdView

            screen DetailView

            screen OtherView

            screen ThirdView
            """)
    }
}

extension OlderShapeTests {
    @Test("A NavigationLink(isActive:) with a label of its own sets its flag when tapped: no note that code sets it")
    func labelledIsActiveLink() {
        expectFlow("""
            @main
            struct MailApp: App { var body: some Scene { WindowGroup { Advanced() } } }
            struct Advanced: View {
                @State private var showingBoxes = false
                @State private var showingDomains = false
                @State private var hidden = false
                var body: some View {
                    NavigationView {
                        Form {
                            NavigationLink(isActive: $showingBoxes, destination: { Boxes() },
                                           label: { Label("Mailboxes", systemImage: "tray.2") })
                            NavigationLink(destination: Domains(), isActive: $showingDomains) { Text("Domains") }
                            NavigationLink(destination: Hidden(), isActive: $hidden) { EmptyView() }
                        }
                    }
                }
            }
            struct Boxes: View { var body: some View { Text("b") } }
            struct Domains: View { var body: some View { Text("d") } }
            struct Hidden: View { var body: some View { Text("h") } }
            """, """
            app "MailApp"

            scene standard
            start Advanced

            screen Advanced kind form
            # note: `$hidden` is set by code, not by a control: no transition is written for it
              link "Mailboxes" icon tray.2 -> Boxes
              link "Domains" -> Domains

            screen Boxes

            screen Domains

            screen Hidden
            """)
    }

    @Test("A sheet bound to .constant(false) shows nothing: no screen, no note")
    func constantFalseSheet() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                var body: some View {
                    Text("x").sheet(isPresented: .constant(false)) { NeverView() }
                }
            }
            struct NeverView: View { var body: some View { Text("n") } }
            """, """
            app "A"

            scene standard
            start Home

            screen Home
            """)
    }
}

@Suite struct CoordinatorShapeTests {
    @Test("A coordinator object: overloaded build(page:)/build(sheet:) told apart by their labels, push and present through methods, and a method that sets the sheet to nil dismisses")
    func coordinator() {
        expectFlow("""
            import SwiftUI
            enum Page: Hashable { case home, detail }
            enum Sheet: String, Identifiable { case help; var id: String { rawValue } }
            enum Cover: String, Identifiable { case camera; var id: String { rawValue } }
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                @Published var sheet: Sheet?
                @Published var cover: Cover?
                func push(_ page: Page) { path.append(page) }
                func present(sheet: Sheet) { self.sheet = sheet }
                func present(cover: Cover) { self.cover = cover }
                func dismissSheet() { self.sheet = nil }
                @ViewBuilder func build(page: Page) -> some View {
                    switch page {
                    case .home: HomeView()
                    case .detail: DetailView()
                    }
                }
                @ViewBuilder func build(sheet: Sheet) -> some View {
                    switch sheet {
                    case .help: NavigationStack { HelpView() }
                    }
                }
                @ViewBuilder func build(cover: Cover) -> some View {
                    switch cover {
                    case .camera: CameraView()
                    }
                }
            }
            @main
            struct CoordApp: App {
                @StateObject private var coordinator = Coordinator()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $coordinator.path) {
                            HomeView()
                                .navigationDestination(for: Page.self) { page in coordinator.build(page: page) }
                                .sheet(item: $coordinator.sheet) { sheet in coordinator.build(sheet: sheet) }
                                .fullScreenCover(item: $coordinator.cover) { cover in coordinator.build(cover: cover) }
                        }
                        .environmentObject(coordinator)
                    }
                }
            }
            struct HomeView: View {
                @EnvironmentObject private var coordinator: Coordinator
                var body: some View {
                    VStack {
                        Button("Detail") { coordinator.push(.detail) }
                        Button("Help") { coordinator.present(sheet: .help) }
                        Button("Camera") { coordinator.present(cover: .camera) }
                    }
                    .navigationTitle("Home")
                }
            }
            struct DetailView: View { var body: some View { Text("d") } }
            struct HelpView: View {
                @EnvironmentObject private var coordinator: Coordinator
                var body: some View { Button("Close") { coordinator.dismissSheet() } }
            }
            struct CameraView: View { var body: some View { Text("c") } }
            """, """
            app "CoordApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Detail" -> DetailView
              button "Help" -> HelpView sheet
              button "Camera" -> CameraView sheet

            screen DetailView

            screen HelpView
              button "Close"

            screen CameraView
            """)
    }

    @Test("A toolbar builder named, not called (`.toolbar(content: workoutToolbar)`): its items are read as if it were called")
    func toolbarBuilderByReference() {
        expectFlow("""
            @main
            struct WorkoutLogApp: App {
                var body: some Scene {
                    WindowGroup { WorkoutList() }
                }
            }

            struct WorkoutList: View {
                @State private var addingWorkout = false
                @State private var quickLogging = false
                @State private var showingUpgrade = false
                let canAddMore = true

                var body: some View {
                    NavigationStack {
                        List { Text("Run 5 km") }
                            .navigationTitle("Workouts")
                            .toolbar(content: workoutToolbar)
                            .sheet(isPresented: $addingWorkout) { NewWorkoutView() }
                            .sheet(isPresented: $quickLogging) { QuickLogView() }
                            .sheet(isPresented: $showingUpgrade) { UpgradeView() }
                    }
                }

                @ToolbarContentBuilder
                private func workoutToolbar() -> some ToolbarContent {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                            if canAddMore { addingWorkout = true } else { showingUpgrade = true }
                        } label: {
                            Label("Log Workout", systemImage: "plus")
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu {
                            Button("Log a Set") { quickLogging = true }
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                    }
                }
            }

            struct NewWorkoutView: View { var body: some View { Text("New") } }
            struct QuickLogView: View { var body: some View { Text("Quick") } }
            struct UpgradeView: View { var body: some View { Text("Upgrade") } }
            """, """
            app "WorkoutLogApp"

            scene standard
            start WorkoutList

            screen WorkoutList "Workouts" kind list
              button "Log Workout" icon plus -> NewWorkoutView sheet
              button "Log Workout" icon plus -> UpgradeView sheet
              menu icon ellipsis.circle
              button "Log a Set" -> QuickLogView sheet

            screen NewWorkoutView

            screen UpgradeView

            screen QuickLogView
            """)
    }

    @Test("A view that computes its own `content` property, called with a trailing action closure: the closure is the action, and the view's own content is read")
    func ownContentPropertyBesideTrailingAction() {
        expectFlow("""
            @main
            struct RecipesApp: App {
                var body: some Scene {
                    WindowGroup { RecipeList() }
                }
            }

            struct RecipeList: View {
                @State private var adding = false
                var body: some View {
                    Button("New Recipe") { adding = true }
                        .sheet(isPresented: $adding) {
                            NewRecipeView { _ in }
                        }
                }
            }

            struct NewRecipeView: View {
                @State private var title = ""
                let onSave: (String) -> Void

                var body: some View {
                    RecipeEditor(title: $title) {
                        onSave(title)
                    }
                }
            }

            struct RecipeEditor: View {
                @Environment(\\.dismiss) private var dismiss
                @Binding var title: String
                let save: () -> Void
                @State private var pickingTags = false

                var body: some View {
                    ZStack {
                        Color.yellow.opacity(0.1)
                        content
                    }
                }
            }

            private extension RecipeEditor {
                var content: some View {
                    VStack {
                        TextField("Title", text: $title)
                        Button("Add Tags") { pickingTags = true }
                        Button("Save") { save(); dismiss() }
                    }
                    .sheet(isPresented: $pickingTags) { TagPicker() }
                }
            }

            struct TagPicker: View {
                var body: some View { Toggle("Vegetarian", isOn: .constant(false)) }
            }
            """, """
            app "RecipesApp"

            scene standard
            start RecipeList

            screen RecipeList
              button "New Recipe" -> NewRecipeView sheet

            screen NewRecipeView
              field "Title"
              button "Add Tags" -> TagPicker sheet
              button "Save"

            screen TagPicker
              toggle "Vegetarian"
            """)
    }

    @Test("A root gate whose branches are computed properties of the gate, inside a container: a choice of the scene, starting where the flag's first value points, and the binding handed in the property leads on")
    func rootGateThroughComputedProperties() {
        expectFlow("""
            @main
            struct PlanterApp: App {
                var body: some Scene {
                    WindowGroup { RootGate() }
                }
            }

            struct RootGate: View {
                @AppStorage("didFinishWelcome") private var didFinishWelcome = false
                @State private var isReady = false

                var body: some View {
                    Group {
                        if didFinishWelcome {
                            if isReady {
                                MainTabs()
                            } else {
                                loadingView
                            }
                        } else {
                            welcomeFlow
                        }
                    }
                    .task { isReady = true }
                }

                private var welcomeFlow: some View {
                    WelcomeView(done: $didFinishWelcome)
                }

                private var loadingView: some View {
                    ProgressView("Loading…")
                }
            }

            struct WelcomeView: View {
                @Binding var done: Bool
                var body: some View {
                    VStack {
                        Text("Grow your garden")
                        Button("Get Started") { done = true }
                    }
                }
            }

            struct MainTabs: View {
                var body: some View {
                    TabView {
                        PlantsView().tabItem { Label("Plants", systemImage: "leaf") }
                        RemindersView().tabItem { Label("Reminders", systemImage: "bell") }
                    }
                }
            }

            struct PlantsView: View {
                var body: some View { Button("Water all") {} }
            }

            struct RemindersView: View {
                var body: some View { Text("No reminders") }
            }
            """, """
            app "PlanterApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 2 views by a condition: WelcomeView is the start screen, and MainTabs is a screen of the scene too

            screen WelcomeView
              button "Get Started" -> MainTabs

            screen MainTabs kind tabs
              tab "Plants" icon leaf -> PlantsView
              tab "Reminders" icon bell -> RemindersView

            screen PlantsView "Plants" feature Plants
              button "Water all"

            screen RemindersView "Reminders" feature Reminders
            """)
    }

    @Test("Coordinator classes whose `start()` returns the first view, picked at the scene's root by a model's flag inside a container: each is a screen, the flag's first value picks the start, and the coordinator methods that set the flag lead to the other view")
    func coordinatorStartViewsAndModelFlag() {
        expectFlow("""
            @main
            struct TunesApp: App {
                @StateObject private var app = AppCoordinator()
                var body: some Scene {
                    WindowGroup {
                        ZStack {
                            if app.isSignedIn {
                                LibraryCoordinator(app: app).start()
                            } else {
                                SignInCoordinator(app: app).start()
                            }
                        }
                    }
                }
            }

            final class AppCoordinator: ObservableObject {
                @Published var isSignedIn = false
            }

            protocol Coordinating: AnyObject {
                associatedtype Root: View
                func start() -> Root
            }

            final class SignInCoordinator: Coordinating {
                private let app: AppCoordinator
                init(app: AppCoordinator) { self.app = app }
                func start() -> some View { SignInView(coordinator: self) }
                func didSignIn() { app.isSignedIn = true }
            }

            final class LibraryCoordinator: Coordinating {
                private let app: AppCoordinator
                init(app: AppCoordinator) { self.app = app }
                func start() -> LibraryView { LibraryView(coordinator: self) }
                func signOut() { app.isSignedIn = false }
            }

            struct SignInView: View {
                let coordinator: SignInCoordinator
                var body: some View {
                    Button("Sign in with Music") { coordinator.didSignIn() }
                }
            }

            struct LibraryView: View {
                let coordinator: LibraryCoordinator
                @State private var showingAbout = false
                var body: some View {
                    VStack {
                        Button("About") { showingAbout = true }
                        Button("Sign out") { coordinator.signOut() }
                    }
                    .sheet(isPresented: $showingAbout) { AboutView() }
                }
            }

            struct AboutView: View {
                var body: some View { Text("Tunes 1.0") }
            }
            """, """
            app "TunesApp"

            scene standard
            start SignInView
            # note: the scene shows one of 2 views by a condition: SignInView is the start screen, and LibraryView is a screen of the scene too

            screen SignInView
              button "Sign in with Music" -> LibraryView

            screen LibraryView
              button "About" -> AboutView sheet
              button "Sign out" -> SignInView

            screen AboutView
            """)
    }

    @Test("A field with an empty title and a prompt (`TextField(\"\", text: $email, prompt: Text(\"Email\"))`) is named by its prompt, also under modifiers")
    func fieldNamedByPrompt() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Login() } } }
            struct Login: View {
                @State private var email = ""
                var body: some View {
                    VStack {
                        TextField("", text: $email, prompt: Text("Email"))
                        SecureField("", text: $email, prompt: Text("Password").foregroundColor(.gray))
                    }
                }
            }
            """, """
            app "A"

            scene standard
            start Login

            screen Login
              field "Email"
              field "Password"
            """)
    }

    @Test("A sheet bound to `.constant(true)` is shown with its screen, by no control: the note says so, not that code sets a `$constant`")
    func sheetShownAlways() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var seen = false
                var body: some View {
                    if !seen {
                        Color.white
                            .sheet(isPresented: .constant(true)) { Intro(seen: $seen) }
                    } else {
                        Home()
                    }
                }
            }
            struct Intro: View {
                @Binding var seen: Bool
                var body: some View { Button("Start") { seen = true } }
            }
            struct Home: View { var body: some View { Text("Home") } }
            """, """
            app "A"

            scene standard
            start Root

            screen Root
            # note: this sheet is shown as soon as the screen is (`.constant(true)`), not by a control: no transition is written for it

            screen Intro
              button "Start" -> Home

            screen Home
            """)
    }


    @Test("A scene whose content is `if let store { ... } else { StorageProblem() }`: the fallback is an entry of each scene, not a screen no one reaches")
    func fallbackOfTheScene() {
        expectFlow("""
            // Shape: the scene's content is `if let store { Home() } else { StorageProblem() }`.
            // Both branches are first screens of the scene (which one depends on launch), not an
            // unreachable screen.
            final class Store {}

            @main
            struct PantryApp: App {
                private let store: Store? = Store()
                var body: some Scene {
                    WindowGroup {
                        if let store { PantryHome(store: store) } else { StorageProblem() }
                    }
                    AssistiveAccess {
                        if let store { PantryHome(store: store) } else { StorageProblem() }
                    }
                }
            }

            struct PantryHome: View {
                let store: Store
                var body: some View {
                    NavigationStack {
                        List { Label("Shelf", systemImage: "cabinet") }
                            .navigationTitle("Pantry")
                            .assistiveAccessNavigationIcon(systemImage: "basket")
                    }
                }
            }

            struct StorageProblem: View {
                var body: some View {
                    NavigationStack {
                        Text("The pantry could not be opened.")
                            .navigationTitle("Problem")
                            .assistiveAccessNavigationIcon(systemImage: "exclamationmark.triangle")
                    }
                }
            }

            #Preview(traits: .assistiveAccess) { PantryHome(store: Store()) }
            """, """
            app "PantryApp"

            scene standard
            start PantryHome
            entry StorageProblem "shown first by a condition of the scene"
            # note: the scene shows one of 2 views by a condition: PantryHome is the start screen, and StorageProblem is a screen of the scene too

            screen PantryHome "Pantry" icon basket kind list

            screen StorageProblem "Problem" icon exclamationmark.triangle

            scene assistive
            start PantryHome
            entry StorageProblem "shown first by a condition of the scene"
            # note: the scene shows one of 2 views by a condition: PantryHome is the start screen, and StorageProblem is a screen of the scene too

            screen PantryHome "Pantry" icon basket kind list

            screen StorageProblem "Problem" icon exclamationmark.triangle
            """)
    }


    @Test("A screen whose body is a stack around one view of the project: that view's title is the screen's, as the person sees it")
    func stackAroundOneView() {
        expectFlow("""
            // Shape: the assistive scene's root view only wraps a NavigationStack around one child
            // view and adds modifiers; the title lives on the child. The person sees the title
            // "Garden" (and no navigation icon beside it).
            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup { Text("Full app") }
                    AssistiveAccess { SimpleRoot() }
                }
            }

            struct SimpleRoot: View {
                @State private var highContrast = true
                var body: some View {
                    NavigationStack { GardenHome() }
                        .preferredColorScheme(.dark)
                        .tint(highContrast ? .yellow : .green)
                }
            }

            struct GardenHome: View {
                var body: some View {
                    List {
                        NavigationLink { WaterPage() } label: { Label("Water", systemImage: "drop") }
                    }
                    .navigationTitle("Garden")
                }
            }

            struct WaterPage: View {
                var body: some View {
                    Text("Water the plants")
                        .navigationTitle("Water")
                        .assistiveAccessNavigationIcon(systemImage: "drop")
                }
            }

            #Preview(traits: .assistiveAccess) { SimpleRoot() }
            """, """
            app "GardenApp"

            scene standard
            start standardRoot
            # note: the standard scene's root is written in place, with no View type of its own: it is the screen standardRoot

            screen standardRoot

            scene assistive
            start SimpleRoot

            screen SimpleRoot "Garden" kind list
              link "Water" icon drop -> WaterPage

            screen WaterPage "Water" icon drop
            """)
    }


    @Test("A property whose `didSet` sets a sheet's flag: a button that sets the property presents the sheet, and the content's `if panels.current == .preferences` picks the case it set")
    func didSetRaisesTheFlag() {
        expectFlow("""
            // A reusable presenter: setting `current` raises the published flag in didSet.
            final class PanelController<Kind>: ObservableObject {
                @Published var isPresented = false

                var current: Kind? {
                    didSet {
                        isPresented = current != nil
                    }
                }
            }

            enum HomePanel {
                case preferences
                case bookmarks
            }

            @main
            struct PanelDemoApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            HomeScreen()
                        }
                    }
                }
            }

            struct HomeScreen: View {
                @StateObject private var panels = PanelController<HomePanel>()

                var body: some View {
                    List {
                        Text("Welcome")
                    }
                    .navigationTitle("Home")
                    .toolbar {
                        Button("Preferences") {
                            panels.current = .preferences
                        }
                        Button("Bookmarks") {
                            panels.current = .bookmarks
                        }
                    }
                    .sheet(isPresented: $panels.isPresented) {
                        if panels.current == .preferences {
                            PreferencesScreen()
                        } else if panels.current == .bookmarks {
                            BookmarksScreen()
                        }
                    }
                }
            }

            struct PreferencesScreen: View {
                var body: some View {
                    Text("Preferences").navigationTitle("Preferences")
                }
            }

            struct BookmarksScreen: View {
                var body: some View {
                    Text("Bookmarks").navigationTitle("Bookmarks")
                }
            }
            """, """
            app "PanelDemoApp"

            scene standard
            start HomeScreen

            screen HomeScreen "Home" kind list
              button "Preferences" -> PreferencesScreen sheet
              button "Bookmarks" -> BookmarksScreen sheet

            screen PreferencesScreen "Preferences"

            screen BookmarksScreen "Bookmarks"
            """)
    }


    @Test("Two properties whose `didSet`s set each other are each read once; a `+=` runs the observer as `=` does")
    func didSetsThatSetEachOther() {
        expectFlow("""
            @main
            struct ScaleApp: App {
                var body: some Scene { WindowGroup { ScaleView() } }
            }

            final class ScaleModel: ObservableObject {
                @Published var grams = 0 { didSet { if grams < 0 { grams = oldValue }; ounces = grams / 28 } }
                @Published var ounces = 0 { didSet { grams = ounces * 28; showsTip = ounces > 10 } }
                @Published var showsTip = false
            }

            struct ScaleView: View {
                @StateObject private var model = ScaleModel()
                var body: some View {
                    Button("Add") { model.grams += 100 }
                    Button("Set") { model.grams = 500 }
                        .sheet(isPresented: $model.showsTip) { TipView() }
                }
            }

            struct TipView: View { var body: some View { Text("Tip") } }
            """, """
            app "ScaleApp"

            scene standard
            start ScaleView

            screen ScaleView
              button "Add" -> TipView sheet
              button "Set" -> TipView sheet

            screen TipView
            """)
    }


    @Test("A `Table` over typed data: a link in a column's content is a row whose value is an element, leading to that type's destination")
    func tableColumnRows() {
        expectFlow("""
            struct Station: Identifiable, Hashable {
                let id: Int
                let name: String
                let code: String
            }

            @main
            struct StationsApp: App {
                var body: some Scene {
                    WindowGroup {
                        StationsScreen()
                    }
                }
            }

            struct StationsScreen: View {
                @State private var all: [Station] = []
                @State private var picked: Set<Station.ID> = []

                private var visible: [Station] {
                    all.filter { !$0.name.isEmpty }
                }

                var body: some View {
                    NavigationStack {
                        Table(visible, selection: $picked) {
                            TableColumn("Code") { station in
                                NavigationLink(value: station) {
                                    Text(station.code)
                                }
                            }
                            TableColumn("Name", value: \\.name)
                        }
                        .navigationTitle("Stations")
                        .navigationDestination(for: Station.self) { station in
                            StationDetailScreen(station: station)
                        }
                        .navigationDestination(for: Int.self) { number in
                            PlatformScreen(number: number)
                        }
                    }
                }
            }

            struct StationDetailScreen: View {
                let station: Station
                var body: some View {
                    Text(station.name).navigationTitle("Station")
                }
            }

            struct PlatformScreen: View {
                let number: Int
                var body: some View {
                    Text("Platform").navigationTitle("Platform")
                }
            }
            """, """
            app "StationsApp"

            scene standard
            start StationsScreen

            screen StationsScreen "Stations"
            # note: the destination for `Int` can show `PlatformScreen`, but no control that aaflow can follow pushes a value that leads there
              row "…" -> StationDetailScreen
              # note: the text is built at run time

            screen StationDetailScreen "Station"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: PlatformScreen  # App.swift:52: constructed in StationsScreen, but where no control that aaflow can follow leads
            """)
    }


    @Test("A popover written on a button's label presents from the button, as one written after it does")
    func popoverOnALabel() {
        expectFlow("""


            @main
            struct AgendaApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            AgendaScreen()
                        }
                    }
                }
            }

            struct AgendaScreen: View {
                @State private var choosingDay = false
                @State private var day = 1

                var body: some View {
                    List {
                        Text("Talks")
                    }
                    .navigationTitle("Agenda")
                    .toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button {
                                choosingDay = true
                            } label: {
                                Text("Day \\(day)")
                                    .padding(6)
                                    .popover(
                                        isPresented: $choosingDay,
                                        attachmentAnchor: .point(.bottom),
                                        arrowEdge: .top
                                    ) {
                                        DayChooser(day: $day)
                                    }
                            }
                        }
                    }
                }
            }

            struct DayChooser: View {
                @Binding var day: Int
                var body: some View {
                    Picker("Day", selection: $day) {
                        Text("Monday").tag(1)
                        Text("Tuesday").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """, """
            app "AgendaApp"

            scene standard
            start AgendaScreen

            screen AgendaScreen "Agenda" kind list
              button "…" -> DayChooser sheet
              # note: the text is built at run time

            screen DayChooser
              picker "Day" options 2
            """)
    }


    @Test("Entries of a computed literal array, each made through the type's own initialiser with a trailing action: each is a control with its own text, icon and target")
    func recordsMadeThroughAnInit() {
        expectFlow("""


            // Menu entries kept as data: a title, an icon and what to do.
            struct MenuEntry: Identifiable {
                let id = UUID()
                let title: String
                let icon: String
                let run: () -> Void

                init(_ title: String, icon: String, run: @escaping () -> Void) {
                    self.title = title
                    self.icon = icon
                    self.run = run
                }
            }

            enum Panel: String, Identifiable {
                case newNote
                case account
                var id: String { rawValue }
            }

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        NotesHome()
                    }
                }
            }

            struct NotesHome: View {
                @State private var panel: Panel?

                private var entries: [MenuEntry] {
                    [
                        MenuEntry("New note", icon: "square.and.pencil") { panel = .newNote },
                        MenuEntry("Account", icon: "person.crop.circle") { panel = .account },
                    ]
                }

                var body: some View {
                    NavigationStack {
                        List {
                            Text("Notes")
                        }
                            .navigationTitle("Notes")
                            .contextMenu {
                                ForEach(entries) { entry in
                                    Button {
                                        entry.run()
                                    } label: {
                                        Label(entry.title, systemImage: entry.icon)
                                    }
                                }
                            }
                            .sheet(item: $panel) { which in
                                switch which {
                                case .newNote:
                                    NewNoteScreen()
                                case .account:
                                    AccountScreen()
                                }
                            }
                    }
                }
            }

            struct NewNoteScreen: View {
                var body: some View { Text("New").navigationTitle("New note") }
            }

            struct AccountScreen: View {
                var body: some View { Text("Account").navigationTitle("Account") }
            }
            """, """
            app "NotesApp"

            scene standard
            start NotesHome

            screen NotesHome "Notes" kind list
              gesture "New note" icon square.and.pencil -> NewNoteScreen sheet
              gesture "Account" icon person.crop.circle -> AccountScreen sheet

            screen NewNoteScreen "New note"

            screen AccountScreen "Account"
            """)
    }

    @Test("An entry's action named, not called (`Button(item.title, action: item.run)`), in a `List` over a computed literal array, leads where the entry's closure does")
    func recordActionNamed() {
        expectFlow("""


            @main
            struct MenuApp: App {
                var body: some Scene { WindowGroup { MenuView() } }
            }

            struct Item: Identifiable {
                let id = UUID()
                let title: String
                let run: () -> Void
            }

            struct MenuView: View {
                @State private var showsHelp = false
                private var items: [Item] { [Item(title: "Help", run: { showsHelp = true })] }
                var body: some View {
                    List(items) { item in Button(item.title, action: item.run) }
                        .sheet(isPresented: $showsHelp) { HelpView() }
                }
            }

            struct HelpView: View { var body: some View { Text("Help") } }
            """, """
            app "MenuApp"

            scene standard
            start MenuView

            screen MenuView kind list
              button "Help" -> HelpView sheet

            screen HelpView
            """)
    }

    @Test("A sheet bound to `Binding(get: { !seenTour })` on a flag that starts false is shown by itself: an entry of the scene, not a note about `$Binding`")
    func firstLaunchSheetOnNegatedFlag() {
        expectFlow("""


            // Shape: a first-launch sheet on the scene's root, bound to a computed Binding over a
            // stored flag (`get: { !seenTour }`). No control sets it: it is shown at launch because
            // the flag starts false. It is not unreachable.
            @main
            struct RecipeApp: App {
                @AppStorage("seenTour") private var seenTour = false

                var body: some Scene {
                    WindowGroup {
                        RecipeList()
                            .sheet(isPresented: Binding(
                                get: { !seenTour },
                                set: { if !$0 { seenTour = true } }
                            )) {
                                WelcomeTour { seenTour = true }
                            }
                    }
                    AssistiveAccess { RecipeList() }
                }
            }

            struct RecipeList: View {
                var body: some View {
                    NavigationStack {
                        List { Label("Soup", systemImage: "fork.knife") }
                            .navigationTitle("Recipes")
                            .assistiveAccessNavigationIcon(systemImage: "book")
                    }
                }
            }

            struct WelcomeTour: View {
                var onDone: () -> Void
                var body: some View {
                    VStack {
                        Text("Welcome")
                        Button { onDone() } label: { Label("Start", systemImage: "play") }
                    }
                }
            }

            #Preview(traits: .assistiveAccess) { RecipeList() }
            """, """
            app "RecipeApp"

            scene standard
            start RecipeList
            entry WelcomeTour "shown while seenTour is false"

            screen RecipeList "Recipes" icon book kind list

            screen WelcomeTour
              button "Start" icon play

            scene assistive
            start RecipeList

            screen RecipeList "Recipes" icon book kind list
            """)
    }

    @Test("A computed item binding that maps an optional (`exportedURL.map { ... }`) shows when the optional is set")
    func bindingOverAMappedOptional() {
        expectFlow("""


            @main
            struct ExportApp: App {
                var body: some Scene { WindowGroup { ExportView() } }
            }

            struct Exported: Identifiable {
                let url: URL
                var id: URL { url }
            }

            struct ExportView: View {
                @State private var exportedURL: URL?
                var body: some View {
                    Button("Export") { exportedURL = URL(string: "file:///tmp/a") }
                        .sheet(item: exported) { item in ShareView(url: item.url) }
                }

                private var exported: Binding<Exported?> {
                    Binding(get: { exportedURL.map { Exported(url: $0) } }, set: { exportedURL = $0?.url })
                }
            }

            struct ShareView: View {
                let url: URL
                var body: some View { Text("Share") }
            }
            """, """
            app "ExportApp"

            scene standard
            start ExportView

            screen ExportView
              button "Export" -> ShareView sheet

            screen ShareView
            """)
    }


    @Test("`if offersReminder && !muted` with `offersReminder: false` from the call: the button is left out, and the sheet it alone sets gets no note that code sets it")
    func conditionOfTwoParts() {
        expectFlow("""


            // Shape: an embedded card shows its button only `if offersReminder`; one screen embeds it
            // with `offersReminder: true`, another with a literal `false`; the condition is `offersReminder && !muted`.
            // The second screen has no button (a literal false makes the whole `&&` false).
            @main
            struct BirdApp: App {
                var body: some Scene {
                    WindowGroup { Text("Full app") }
                    AssistiveAccess { BirdHome() }
                }
            }

            struct BirdHome: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink { TodayPage() } label: { Label("Today", systemImage: "sun.max") }
                            NavigationLink { SavedPage() } label: { Label("Saved", systemImage: "star") }
                        }
                        .navigationTitle("Birds")
                        .assistiveAccessNavigationIcon(systemImage: "bird")
                    }
                }
            }

            struct TodayPage: View {
                var body: some View {
                    BirdCard(name: "Robin", offersReminder: true)
                        .navigationTitle("Today")
                        .assistiveAccessNavigationIcon(systemImage: "sun.max")
                }
            }

            struct SavedPage: View {
                var body: some View {
                    ScrollView {
                        ForEach(["Wren", "Finch"], id: \\.self) { name in
                            BirdCard(name: name, offersReminder: false)
                        }
                    }
                    .navigationTitle("Saved")
                    .assistiveAccessNavigationIcon(systemImage: "star")
                }
            }

            struct BirdCard: View {
                let name: String
                var offersReminder: Bool
                @State private var explaining = false
                @AppStorage("muted") private var muted = false
                var body: some View {
                    VStack {
                        Text(name)
                        if offersReminder && !muted {
                            Button { explaining = true } label: { Label("Remind me", systemImage: "bell") }
                        }
                    }
                    .sheet(isPresented: $explaining) { ReminderInfo() }
                }
            }

            struct ReminderInfo: View {
                var body: some View {
                    Text("We will remind you.")
                        .navigationTitle("Reminders")
                        .assistiveAccessNavigationIcon(systemImage: "bell")
                }
            }

            #Preview(traits: .assistiveAccess) { BirdHome() }
            """, """
            app "BirdApp"

            scene standard
            start standardRoot
            # note: the standard scene's root is written in place, with no View type of its own: it is the screen standardRoot

            screen standardRoot

            scene assistive
            start BirdHome

            screen BirdHome "Birds" icon bird kind list
              link "Today" icon sun.max -> TodayPage
              link "Saved" icon star -> SavedPage

            screen TodayPage "Today" icon sun.max
              button "Remind me" icon bell -> ReminderInfo sheet

            screen SavedPage "Saved" icon star

            screen ReminderInfo "Reminders" icon bell
            """)
    }


    @Test("A sheet's view given a trailing completion closure (`AddOnePage { saved in ... }`): the closure fills the view's property, and what it does (a toast's timer) is the control's that calls it")
    func closureGivenToASheetsView() {
        expectFlow("""


            // Shape: a sheet's view is given a completion closure; after saving it calls the closure,
            // and the closure (written at the `.sheet`) shows a toast that a timer takes away.
            @main
            struct TallyApp: App {
                var body: some Scene {
                    WindowGroup { Text("Full app") }
                    AssistiveAccess { TallyHome() }
                }
            }

            struct TallyHome: View {
                @State private var adding = false
                @State private var toast: String?

                var body: some View {
                    NavigationStack {
                        VStack {
                            Button { adding = true } label: { Label("Add one", systemImage: "plus") }
                            if let toast { Text(toast) }
                        }
                        .navigationTitle("Tally")
                        .assistiveAccessNavigationIcon(systemImage: "number")
                    }
                    .sheet(isPresented: $adding) {
                        AddOnePage { saved in
                            if saved { showToast() }
                        }
                    }
                }

                private func showToast() {
                    toast = "Saved"
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        toast = nil
                    }
                }
            }

            struct AddOnePage: View {
                var onFinish: (Bool) -> Void
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    NavigationStack {
                        Button { onFinish(true); dismiss() } label: { Label("Save", systemImage: "checkmark") }
                            .navigationTitle("Add")
                            .assistiveAccessNavigationIcon(systemImage: "plus")
                    }
                }
            }

            #Preview(traits: .assistiveAccess) { TallyHome() }
            """, """
            app "TallyApp"

            scene standard
            start standardRoot
            # note: the standard scene's root is written in place, with no View type of its own: it is the screen standardRoot

            screen standardRoot

            scene assistive
            start TallyHome

            screen TallyHome "Tally" icon number
              button "Add one" icon plus -> AddOnePage sheet

            screen AddOnePage "Add" icon plus
              button "Save" icon checkmark
              after 2s
            """)
    }


    @Test("A link's handler on the scene sets a state handed down as a binding, and the view's `.onChange(of:)` pushes: the link's entry leads where the push does, named by the first handler written")
    func linkRelayedThroughABinding() {
        expectFlow("""


            @main
            struct IslandApp: App {
                @State private var pendingLink: String?
                var body: some Scene {
                    WindowGroup {
                        HomeTabs(pendingLink: $pendingLink)
                            .onOpenURL { url in pendingLink = url.host }
                            .onContinueUserActivity("browse") { activity in pendingLink = activity.title }
                    }
                }
            }

            enum Page: Hashable { case ticket }

            struct HomeTabs: View {
                @Binding var pendingLink: String?
                @State private var path: [Page] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Welcome")
                            .navigationTitle("Home")
                            .navigationDestination(for: Page.self) { _ in TicketView() }
                    }
                    .onChange(of: pendingLink) { _, link in
                        if link != nil { path.append(.ticket) }
                    }
                }
            }

            struct TicketView: View { var body: some View { Text("Ticket").navigationTitle("Ticket") } }
            """, """
            app "IslandApp"

            scene standard
            start HomeTabs
            entry TicketView "a link"

            screen HomeTabs "Home"

            screen TicketView "Ticket"
            """)
    }


    @Test("A tab's text from an enum case's raw value (written, or the case's name), through a computed property")
    func textFromRawValue() {
        expectFlow("""


            @main
            struct HabitApp: App {
                var body: some Scene { WindowGroup { MainView() } }
            }

            enum Tab: String, CaseIterable {
                case home = "Home"
                case journal

                var title: LocalizedStringKey { LocalizedStringKey(rawValue.capitalized) }
                var name: String { rawValue }
                var imageName: String {
                    switch self {
                    case .home: return "house"
                    case .journal: return "book"
                    }
                }
            }

            struct MainView: View {
                @State private var selected: Tab = .home
                var body: some View {
                    TabView(selection: $selected) {
                        HomeView().tabItem { Label(Tab.home.name, systemImage: Tab.home.imageName) }.tag(Tab.home)
                        JournalView().tabItem { Label(Tab.journal.name, systemImage: Tab.journal.imageName) }.tag(Tab.journal)
                    }
                }
            }

            struct HomeView: View { var body: some View { Text("h") } }
            struct JournalView: View { var body: some View { Text("j") } }
            """, """
            app "HabitApp"

            scene standard
            start MainView

            screen MainView kind tabs
              tab "Home" icon house -> HomeView
              tab "journal" icon book -> JournalView

            screen HomeView "Home" feature Home

            screen JournalView "journal" feature journal
            """)
    }


    @Test("A gate view with an alert over its choice, on a model flag a call hands it: looked through, starting where the flag's first value points, and the control that sets the flag leads on")
    func gateWithAnAlert() {
        expectFlow("""


            @main
            struct GateApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        GateView(session: session)
                    }
                }
            }

            final class Session: ObservableObject {
                @Published var signedIn = false
                @Published var outdated = false
            }

            struct GateView: View {
                @ObservedObject var session: Session
                var body: some View {
                    Group {
                        if session.signedIn {
                            HomeTabs()
                        } else {
                            WelcomeScreen(session: session)
                        }
                    }
                    .alert("Please update", isPresented: $session.outdated) {
                        Button("OK") {}
                    }
                }
            }

            struct HomeTabs: View {
                var body: some View {
                    TabView {
                        FeedScreen().tabItem { Label("Feed", systemImage: "list.bullet") }
                        ProfileScreen().tabItem { Label("Profile", systemImage: "person") }
                    }
                }
            }

            struct WelcomeScreen: View {
                @ObservedObject var session: Session
                @State private var showRegister = false
                var body: some View {
                    VStack {
                        Button("Sign in") { session.signedIn = true }
                        Button("Create account") { showRegister = true }
                    }
                    .navigationTitle("Welcome")
                    .sheet(isPresented: $showRegister) { RegisterScreen() }
                }
            }

            struct RegisterScreen: View {
                var body: some View { Text("Register").navigationTitle("Register") }
            }
            struct FeedScreen: View {
                var body: some View { Text("Feed").navigationTitle("Feed") }
            }
            struct ProfileScreen: View {
                var body: some View { Text("Profile").navigationTitle("Profile") }
            }
            """, """
            app "GateApp"

            scene standard
            start WelcomeScreen
            # note: the scene shows one of 2 views by a condition: WelcomeScreen is the start screen, and HomeTabs is a screen of the scene too

            screen WelcomeScreen "Welcome"
              button "Sign in" -> HomeTabs
              button "Create account" -> RegisterScreen sheet

            screen HomeTabs kind tabs
              tab "Feed" icon list.bullet -> FeedScreen
              tab "Profile" icon person -> ProfileScreen

            screen RegisterScreen "Register"

            screen FeedScreen "Feed" feature Feed

            screen ProfileScreen "Profile" feature Profile
            """)
    }


    @Test("A sheet's binding put in the environment under a key of the project (`.environment(\\.overlay, $overlay)`): a view below that sets `overlay.wrappedValue` presents it")
    func bindingThroughEnvironmentKey() {
        expectFlow("""


            @main
            struct KitchenApp: App {
                var body: some Scene {
                    WindowGroup {
                        KitchenTabs()
                    }
                }
            }

            enum Overlay: String, Identifiable {
                case timer
                case shopping
                var id: String { rawValue }
            }

            private struct OverlayKey: EnvironmentKey {
                static let defaultValue: Binding<Overlay?> = .constant(nil)
            }

            extension EnvironmentValues {
                var overlay: Binding<Overlay?> {
                    get { self[OverlayKey.self] }
                    set { self[OverlayKey.self] = newValue }
                }
            }

            struct KitchenTabs: View {
                @State private var overlay: Overlay?

                var body: some View {
                    TabView {
                        RecipesScreen().tabItem { Label("Recipes", systemImage: "book") }
                    }
                    .sheet(item: $overlay) { which in
                        switch which {
                        case .timer: TimerScreen()
                        case .shopping: ShoppingScreen()
                        }
                    }
                    .environment(\\.overlay, $overlay)
                }
            }

            struct RecipesScreen: View {
                @Environment(\\.overlay) private var overlay

                var body: some View {
                    List {
                        Button("Start timer") { overlay.wrappedValue = .timer }
                        Button("Shopping list") { overlay.wrappedValue = .shopping }
                    }
                    .navigationTitle("Recipes")
                }
            }

            struct TimerScreen: View {
                var body: some View { Text("Timer").navigationTitle("Timer") }
            }

            struct ShoppingScreen: View {
                var body: some View { Text("Shopping").navigationTitle("Shopping") }
            }
            """, """
            app "KitchenApp"

            scene standard
            start KitchenTabs

            screen KitchenTabs kind tabs
              tab "Recipes" icon book -> RecipesScreen

            screen RecipesScreen "Recipes" kind list feature Recipes
              button "Start timer" -> TimerScreen sheet
              button "Shopping list" -> ShoppingScreen sheet

            screen TimerScreen "Timer"

            screen ShoppingScreen "Shopping"
            """)
    }


    @Test("A scene's choice by a `@State` that starts at one case: the other cases are no first screens, and one no control leads to gets no entry")
    func transientStateGate() {
        expectFlow("""


            @main
            struct StageApp: App {
                var body: some Scene { WindowGroup { StageGate() } }
            }

            enum Stage { case welcome, home, legacy }

            struct StageGate: View {
                @State private var stage: Stage = .welcome
                var body: some View {
                    switch stage {
                    case .welcome: WelcomeView(stage: $stage)
                    case .home: HomeView()
                    case .legacy: LegacyView()
                    }
                }
            }

            struct WelcomeView: View {
                @Binding var stage: Stage
                var body: some View { Button("Continue") { stage = .home } }
            }

            struct HomeView: View { var body: some View { Text("Home").navigationTitle("Home") } }
            struct LegacyView: View { var body: some View { Text("Old").navigationTitle("Old") } }
            """, """
            app "StageApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 3 views by a condition: WelcomeView is the start screen, and HomeView, LegacyView are screens of the scene too

            screen WelcomeView
              button "Continue" -> HomeView

            screen HomeView "Home"

            screen LegacyView "Old"
            """)
    }


    @Test("A sheet's content that picks by `if panel == .filters`, the case set beside the flag: each button leads to its own view")
    func caseComparedInASheet() {
        expectFlow("""


            @main
            struct PickApp: App {
                var body: some Scene { WindowGroup { PickView() } }
            }

            enum Panel { case filters, export }

            struct PickView: View {
                @State private var panel: Panel = .filters
                @State private var showing = false
                var body: some View {
                    VStack {
                        Button("Filters") { panel = .filters; showing = true }
                        Button("Export") { panel = .export; showing = true }
                    }
                    .sheet(isPresented: $showing) {
                        if panel == .filters { FiltersView() } else { ExportView() }
                    }
                }
            }

            struct FiltersView: View { var body: some View { Text("f") } }
            struct ExportView: View { var body: some View { Text("e") } }
            """, """
            app "PickApp"

            scene standard
            start PickView

            screen PickView
              button "Filters" -> FiltersView sheet
              button "Export" -> ExportView sheet

            screen FiltersView

            screen ExportView
            """)
    }


    @Test("A scene whose root is written in place, of SwiftUI's own views, is a screen of its own (`standardRoot`), its links followed; a root of a view aaflow cannot see into still has no start screen")
    func rootWrittenInPlace() {
        expectFlow("""
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            List {
                                NavigationLink("Today") { TodayView() }
                                NavigationLink("Settings") { SettingsView() }
                            }
                            .navigationTitle("Notes")
                        }
                    }
                }
            }
            struct TodayView: View { var body: some View { Text("Today").navigationTitle("Today") } }
            struct SettingsView: View { var body: some View { Toggle("Dark", isOn: .constant(true)).navigationTitle("Settings") } }
            """, """
            app "NotesApp"

            scene standard
            start standardRoot
            # note: the standard scene's root is written in place, with no View type of its own: it is the screen standardRoot

            screen standardRoot "Notes" kind list
              link "Today" -> TodayView
              link "Settings" -> SettingsView

            screen TodayView "Today"

            screen SettingsView "Settings" kind settings
              toggle "Dark"
            """)
        let package = extractProject("""
            import SwiftUI
            import Shelf
            @main struct ShelfApp: App {
                var body: some Scene { WindowGroup { PackageRootView().tint(.orange) } }
            }
            """)
        #expect(package.scenes.first?.start == nil)
        #expect(package.problems.map(\.message).contains { $0.contains("has no start screen") })
    }

    @Test("A tab view written in place in one branch of the scene's gate is the scene's tabs screen, whichever branch comes first, and the controls that set the flag lead to it and back")
    func tabViewInAGateBranch() {
        let views = """
            struct LockView: View {
                @AppStorage("locked") var locked = false
                var body: some View { Button("Unlock", systemImage: "lock.open") { locked = false }.navigationTitle("Locked") }
            }
            struct LockSettings: View {
                @AppStorage("locked") var locked = false
                var body: some View { Button("Lock now", systemImage: "lock") { locked = true }.navigationTitle("Lock") }
            }
            struct HomeView: View { var body: some View { Text("Home").navigationTitle("Home") } }
            """
        func app(_ gate: String) -> String {
            """
            import SwiftUI
            @main struct ShopApp: App {
                @AppStorage("locked") var locked = false
                var body: some Scene {
                    WindowGroup {
            \(gate)
                    }
                }
            }
            \(views)
            """
        }
        let tabs = """
                        TabView {
                            HomeView().tabItem { Label("Home", systemImage: "house") }
                            LockSettings().tabItem { Label("Lock", systemImage: "lock") }
                        }
            """
        // Either branch first, the same flow: the flag's first value (`locked = false`) shows the tabs.
        let expected = """
            app "ShopApp"

            scene standard
            start standardTabs
            # note: the scene shows one of 2 views by a condition: standardTabs is the start screen, and LockView is a screen of the scene too

            screen standardTabs kind tabs
              tab "Home" icon house -> HomeView
              tab "Lock" icon lock -> LockSettings

            screen HomeView "Home" feature Home

            screen LockSettings "Lock" kind settings feature Lock
              button "Lock now" icon lock -> LockView

            screen LockView "Locked"
              button "Unlock" icon lock.open -> standardTabs
            """
        expectFlow(app("            if !locked {\n\(tabs)\n            } else {\n                LockView()\n            }"), expected)
        expectFlow(app("            if locked {\n                LockView()\n            } else {\n\(tabs)\n            }"), expected)
    }
}
