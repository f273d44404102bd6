import AAFlow
import AAFlowSwiftUI
import Testing

/// Routes and gates as real apps write them, each in a small project of our own.
@Suite struct NestedRouteTests {
    @Test("A case of a route enum nested in another type, written in full at the link, leads to that case's view")
    func caseOfNestedEnumWrittenInFull() {
        expectFlow("""
            @main
            struct BooksApp: App { var body: some Scene { WindowGroup { LibraryView() } } }
            struct Book: Hashable { var title: String }
            final class AppModel {
                var path: [Route] = []
                enum Route: Hashable {
                    case book(Book)
                    case author(String)
                    case settings
                }
            }
            struct LibraryView: View {
                let book = Book(title: "A")
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Book", value: AppModel.Route.book(book))
                            NavigationLink("Settings", value: AppModel.Route.settings)
                        }
                        .navigationTitle("Library")
                        .navigationDestination(for: AppModel.Route.self) { route in
                            switch route {
                            case let .book(book): BookView(book: book)
                            case let .author(name): AuthorView(name: name)
                            case .settings: SettingsView()
                            }
                        }
                    }
                }
            }
            struct BookView: View {
                let book: Book
                var body: some View { NavigationLink("Author", value: AppModel.Route.author("X")).navigationTitle("Book") }
            }
            struct AuthorView: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Author") }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "BooksApp"

            scene standard
            start LibraryView

            screen LibraryView "Library" kind list
              link "Book" -> BookView
              link "Settings" -> SettingsView

            screen BookView "Book"
              link "Author" -> AuthorView

            screen SettingsView "Options" kind settings

            screen AuthorView "Author"
            """)
    }

    @Test("A root view that switches inside its NavigationStack, or on a shared store's state, shows one view per branch")
    func gatesInsideAStackOrOnASharedStore() {
        expectFlow("""
            @main
            struct BudgetApp: App {
                @StateObject private var setup = SetupModel()
                var body: some Scene { WindowGroup { RootView(setup: setup) } }
            }
            enum SetupStep { case welcome, done }
            final class SetupModel: ObservableObject { @Published var step: SetupStep = .welcome }
            struct RootView: View {
                @ObservedObject var setup: SetupModel
                var body: some View {
                    NavigationStack {
                        switch setup.step {
                        case .welcome: WelcomeView(setup: setup)
                        case .done: GateView()
                        }
                    }
                }
            }
            struct WelcomeView: View {
                @ObservedObject var setup: SetupModel
                var body: some View { Button("Start", systemImage: "play") { setup.step = .done }.navigationTitle("Welcome") }
            }
            final class AuthStore {
                static let shared = AuthStore()
                var token = ""
            }
            struct GateView: View {
                var body: some View {
                    if AuthStore.shared.token == "" {
                        LoginView()
                    } else {
                        HomeView()
                    }
                }
            }
            struct LoginView: View { var body: some View { Text("l").navigationTitle("Sign In") } }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            """, """
            app "BudgetApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 3 views by a condition: WelcomeView is the start screen, and LoginView, HomeView are screens of the scene too

            screen WelcomeView "Welcome"
              button "Start" icon play -> LoginView
              button "Start" icon play -> HomeView

            screen LoginView "Sign In"

            screen HomeView "Home"
            """)
    }

    @Test("A presenting modifier of the project's used twice in one screen, on two bindings, presents for both")
    func presentingModifierUsedTwice() {
        expectFlow("""
            @main
            struct CoverApp: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Modal: Identifiable {
                case shop, photo
                var id: String { "x" }
            }
            class Navigator: ObservableObject { @Published var cover: Modal? }
            class AppNavigator: Navigator { static var shared = AppNavigator() }
            extension View {
                func withCovers(_ item: Binding<Modal?>) -> some View {
                    fullScreenCover(item: item) { m in
                        switch m {
                        case .shop: ShopView()
                        case .photo: PhotoView()
                        }
                    }
                }
            }
            struct RootView: View {
                @StateObject private var appNav = AppNavigator.shared
                @StateObject private var nav = Navigator()
                var body: some View {
                    NavigationStack {
                        List {
                            PhotoRow()
                            NavigationLink("Settings") { SettingsView() }
                        }
                    }
                    .withCovers($appNav.cover)
                    .environmentObject(nav)
                }
            }
            struct PhotoRow: View {
                @EnvironmentObject private var nav: Navigator
                var body: some View {
                    Button("Photo", systemImage: "photo") { nav.cover = .photo }
                        .withCovers($nav.cover)
                }
            }
            struct SettingsView: View {
                var body: some View {
                    List { Button("Shop", systemImage: "cart") { AppNavigator.shared.cover = .shop } }
                        .navigationTitle("Options")
                }
            }
            struct ShopView: View { var body: some View { Text("s").navigationTitle("Shop") } }
            struct PhotoView: View { var body: some View { Text("p").navigationTitle("Photo") } }
            """, """
            app "CoverApp"

            scene standard
            start RootView

            screen RootView kind list
              button "Photo" icon photo -> PhotoView sheet
              link "Settings" -> SettingsView

            screen PhotoView "Photo"

            screen SettingsView "Options" kind settings
              button "Shop" icon cart -> ShopView sheet

            screen ShopView "Shop"
            """)
    }

    @Test("A view of the project that only styles what it was given is looked through to that view")
    func stylingWrapperAroundTheRoot() {
        expectFlow("""
            struct ThemeScope<Content: View>: View {
                @AppStorage("useTheme") private var useTheme = true
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content.tint(useTheme ? .orange : .accentColor).font(.body) }
            }
            @main
            struct ScopeApp: App {
                var body: some Scene { WindowGroup { ThemeScope { RootView() } } }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        InboxView().tabItem { Label("Inbox", systemImage: "tray") }
                    }
                }
            }
            struct InboxView: View { var body: some View { Text("i").navigationTitle("Inbox") } }
            """, """
            app "ScopeApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Inbox" icon tray -> InboxView

            screen InboxView "Inbox" feature Inbox
            """)
    }

    @Test("A destination written as `if case` statements shows, for each value, its own branch")
    func destinationWrittenAsIfCase() {
        expectFlow("""
            enum Route: Hashable {
                case edit
                case newItem
                case details(Int)
            }
            @main
            struct IfCaseApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Edit", value: Route.edit)
                            NavigationLink("New", value: Route.newItem)
                            NavigationLink("Details", value: Route.details(3))
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { route in
                            if case .edit = route {
                                EditView()
                            }
                            if case .newItem = route {
                                NewItemView()
                            } else if case let .details(n) = route {
                                DetailsView(n: n)
                            }
                        }
                    }
                }
            }
            struct EditView: View { var body: some View { Text("e").navigationTitle("Edit") } }
            struct NewItemView: View { var body: some View { Text("n").navigationTitle("New") } }
            struct DetailsView: View {
                let n: Int
                var body: some View { Text("d").navigationTitle("Details") }
            }
            """, """
            app "IfCaseApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              link "Edit" -> EditView
              link "New" -> NewItemView
              link "Details" -> DetailsView

            screen EditView "Edit"

            screen NewItemView "New"

            screen DetailsView "Details"
            """)
    }

    @Test("A destination given as a method of the router (`destination: router.view`) shows, for each value, that method's view")
    func destinationGivenAsAMethod() {
        expectFlow("""
            enum Destination: Hashable { case profile, settings }
            @Observable final class Router {
                var path: [Destination] = []
                @ViewBuilder
                func view(for destination: Destination) -> some View {
                    switch destination {
                    case .profile: ProfileView()
                    case .settings: SettingsView()
                    }
                }
            }
            @main
            struct RouterApp: App {
                @State private var router = Router()
                var body: some Scene { WindowGroup { HomeView(router: router) } }
            }
            struct HomeView: View {
                @Bindable var router: Router
                var body: some View {
                    NavigationStack(path: $router.path) {
                        List {
                            NavigationLink("Profile", value: Destination.profile)
                            NavigationLink("Settings", value: Destination.settings)
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Destination.self, destination: router.view)
                    }
                }
            }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              link "Profile" -> ProfileView
              link "Settings" -> SettingsView

            screen ProfileView "Profile"

            screen SettingsView "Options" kind settings
            """)
    }
}
