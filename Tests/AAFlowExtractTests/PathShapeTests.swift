import AAFlow
import AAFlowSwiftUI
import Testing

/// How real apps name and fill their navigation paths, in small projects of our own.
@Suite struct PathShapeTests {
    @Test("A property bound as a stack's path is the path whatever its name, on the view or on a model")
    func pathByBindingNotByName() {
        expectFlow("""
            @main
            struct TransitApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            TripView().tabItem { Label("Trip", systemImage: "tram") }
                            CityView().tabItem { Label("City", systemImage: "building") }
                        }
                    }
                }
            }
            enum Stop: Hashable { case map, ticket }
            enum Spot: Hashable { case museum }
            final class Guide: ObservableObject {
                @Published var visited: [Spot] = []
                func show(_ spot: Spot) { visited.append(spot) }
            }
            struct TripView: View {
                @State private var trail: [Stop] = []
                var body: some View {
                    NavigationStack(path: $trail) {
                        List {
                            Button("Map", systemImage: "map") { trail.append(.map) }
                            Button("Ticket", systemImage: "ticket") { trail = [.ticket] }
                        }
                        .navigationTitle("Trip")
                        .navigationDestination(for: Stop.self) { stop in
                            switch stop {
                            case .map: MapScreen()
                            case .ticket: TicketScreen()
                            }
                        }
                    }
                }
            }
            struct CityView: View {
                @StateObject private var guide = Guide()
                var body: some View {
                    NavigationStack(path: $guide.visited) {
                        Button("Museum", systemImage: "building.columns") { guide.show(.museum) }
                            .navigationTitle("City")
                            .navigationDestination(for: Spot.self) { _ in MuseumScreen() }
                    }
                }
            }
            struct MapScreen: View { var body: some View { Text("m").navigationTitle("Map") } }
            struct TicketScreen: View { var body: some View { Text("t").navigationTitle("Ticket") } }
            struct MuseumScreen: View { var body: some View { Text("u").navigationTitle("Museum") } }
            """, """
            app "TransitApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Trip" icon tram -> TripView
              tab "City" icon building -> CityView

            screen TripView "Trip" kind list feature Trip
              button "Map" icon map -> MapScreen
              button "Ticket" icon ticket -> TicketScreen

            screen CityView "City" feature City
              button "Museum" icon building.columns -> MuseumScreen

            screen MapScreen "Map"

            screen TicketScreen "Ticket"

            screen MuseumScreen "Museum"
            """)
    }

    @Test("A test's mock of the coordinator protocol is not one of the app's types that carry it out")
    func testMockIsNotAnAppConformer() {
        let app = """
            @main
            struct KitchenApp: App { var body: some Scene { WindowGroup { KitchenRoot() } } }
            enum Page: Hashable { case recipe }
            protocol Coordinating: AnyObject { func push(_ page: Page) }
            final class Coordinator: ObservableObject, Coordinating {
                @Published var path: [Page] = []
                func push(_ page: Page) { path.append(page) }
            }
            struct KitchenRoot: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        MenuList(coordinator: coordinator)
                            .navigationDestination(for: Page.self) { _ in RecipeView() }
                    }
                }
            }
            struct MenuList: View {
                let coordinator: any Coordinating
                var body: some View { Button("Recipe", systemImage: "book") { coordinator.push(.recipe) }.navigationTitle("Menu") }
            }
            struct RecipeView: View { var body: some View { Text("r").navigationTitle("Recipe") } }
            """
        let mock = """
            @testable import Kitchen

            final class MockCoordinator: Coordinating {
                var path: [Page] = []
                func push(_ page: Page) { path.append(page) }
            }
            """
        let project = extractProject(app, path: "Kitchen/App.swift",
                                     more: [ProjectSource(path: "KitchenTests/MockCoordinator.swift", text: mock)])
        #expect(flowBody(project).contains("button \"Recipe\" icon book -> RecipeView"))
        #expect(!flowBody(project).contains("carry out"))
    }

    @Test("Two nested value types of the same name are told apart by the types that hold them")
    func nestedValueTypesOfOneName() {
        expectFlow("""
            @main
            struct DockApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            NavigationStack {
                                ShipList().navigationDestination(for: ShipDetail.Route.self) { ShipDetail(route: $0) }
                            }
                            .tabItem { Label("Ships", systemImage: "ferry") }
                            NavigationStack {
                                PortList().navigationDestination(for: PortDetail.Route.self) { PortDetail(route: $0) }
                            }
                            .tabItem { Label("Ports", systemImage: "mappin") }
                        }
                    }
                }
            }
            struct ShipList: View {
                var body: some View {
                    NavigationLink(value: ShipDetail.Route(name: "Aurora")) { Label("Aurora", systemImage: "ferry") }
                        .navigationTitle("Ships")
                }
            }
            struct PortList: View {
                var body: some View {
                    NavigationLink(value: PortDetail.Route(name: "Oslo")) { Label("Oslo", systemImage: "mappin") }
                        .navigationTitle("Ports")
                }
            }
            struct ShipDetail: View {
                struct Route: Hashable { let name: String }
                let route: Route
                var body: some View { Text(route.name).navigationTitle("Ship") }
            }
            struct PortDetail: View {
                struct Route: Hashable { let name: String }
                let route: Route
                var body: some View { Text(route.name).navigationTitle("Port") }
            }
            """, """
            app "DockApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Ships" icon ferry -> ShipList
              tab "Ports" icon mappin -> PortList

            screen ShipList "Ships" feature Ships
              link "Aurora" icon ferry -> ShipDetail

            screen PortList "Ports" feature Ports
              link "Oslo" icon mappin -> PortDetail

            screen ShipDetail "Ship"

            screen PortDetail "Port"
            """)
    }

    @Test("A route call whose value is a choice of two cases leads to each of them, and to no other")
    func ternaryOfCasesInARouteCall() {
        expectFlow("""
            @main
            struct FeedApp: App { var body: some Scene { WindowGroup { ActivityScreen() } } }
            enum Route: Hashable { case profile, post, settings }
            enum Sheet: Hashable { case help }
            final class Navigator: ObservableObject {
                @Published var path: [Route] = []
                func navigate(to route: Route) { path.append(route) }
            }
            struct ActivityScreen: View {
                @StateObject private var navigator = Navigator()
                let fromPerson = true
                var body: some View {
                    NavigationStack(path: $navigator.path) {
                        List {
                            Button("Open", systemImage: "bell") { navigator.navigate(to: fromPerson ? .profile : .post) }
                            Button("Settings", systemImage: "gear") { navigator.navigate(to: .settings) }
                        }
                        .navigationTitle("Activity")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .profile: ProfileView()
                            case .post: PostView()
                            case .settings: SettingsView()
                            }
                        }
                        .navigationDestination(for: Sheet.self) { _ in Text("help") }
                    }
                }
            }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            struct PostView: View { var body: some View { Text("p").navigationTitle("Post") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "FeedApp"

            scene standard
            start ActivityScreen

            screen ActivityScreen "Activity" kind list
              button "Open" icon bell -> ProfileView
              button "Open" icon bell -> PostView
              button "Settings" icon gear -> SettingsView

            screen ProfileView "Profile"

            screen PostView "Post"

            screen SettingsView "Settings" kind settings
            """)
    }

    @Test("Tabs whose stacks share one route enum, each destination calling its own router's method that names its cases: a push leads to the destination that names its case")
    func perTabRoutersShareRouteEnum() {
        expectFlow("""
            enum Screen: Hashable { case song, artist }
            class TabRouter: ObservableObject {
                @Published var path: [Screen] = []
                func push(_ screen: Screen) { path.append(screen) }
            }
            final class SongsRouter: TabRouter {
                @ViewBuilder func build(_ screen: Screen) -> some View {
                    switch screen {
                    case .song: SongView()
                    default: EmptyView()
                    }
                }
            }
            final class ArtistsRouter: TabRouter {
                @ViewBuilder func build(_ screen: Screen) -> some View {
                    switch screen {
                    case .artist: ArtistView()
                    default: Text("Not here")
                    }
                }
            }
            @main
            struct MusicApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            SongsTab().tabItem { Label("Songs", systemImage: "music.note") }
                            ArtistsTab().tabItem { Label("Artists", systemImage: "person") }
                        }
                    }
                }
            }
            struct SongsTab: View {
                @StateObject private var router = SongsRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Open song") { router.push(.song) }
                            .navigationDestination(for: Screen.self) { screen in router.build(screen) }
                    }
                }
            }
            struct ArtistsTab: View {
                @StateObject private var router = ArtistsRouter()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Button("Open artist") { router.push(.artist) }
                            .navigationDestination(for: Screen.self, destination: router.build)
                    }
                }
            }
            struct SongView: View { var body: some View { Text("S") } }
            struct ArtistView: View { var body: some View { Text("A") } }
            """, """
            app "MusicApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Songs" icon music.note -> SongsTab
              tab "Artists" icon person -> ArtistsTab

            screen SongsTab "Songs" feature Songs
              button "Open song" -> SongView

            screen ArtistsTab "Artists" feature Artists
              button "Open artist" -> ArtistView

            screen SongView

            screen ArtistView
            """)
    }

    @Test("A sheet bound on a coordinator subclass, set by the base class's method through a protocol-typed reference, is presented by the control that calls it")
    func sheetThroughBaseCoordinator() {
        expectFlow("""
            enum Page: Hashable { case recipe }
            enum Modal: Hashable, Identifiable { case newRecipe; var id: Self { self } }
            protocol Coordinating: AnyObject {
                func push(_ page: Page)
                func present(_ modal: Modal)
            }
            class BaseCoordinator: Coordinating, ObservableObject {
                @Published var path = NavigationPath()
                @Published var modal: Modal?
                func push(_ page: Page) { path.append(page) }
                func present(_ modal: Modal) { self.modal = modal }
            }
            final class KitchenCoordinator: BaseCoordinator {}
            @Observable final class KitchenModel {
                weak var coordinator: (any Coordinating)?
                init(coordinator: any Coordinating) { self.coordinator = coordinator }
                func openRecipe() { coordinator?.push(.recipe) }
                func addRecipe() { coordinator?.present(.newRecipe) }
            }
            @main
            struct KitchenApp: App {
                var body: some Scene { WindowGroup { KitchenRoot(coordinator: KitchenCoordinator()) } }
            }
            struct KitchenRoot: View {
                @StateObject var coordinator: KitchenCoordinator
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        KitchenView(model: KitchenModel(coordinator: coordinator))
                            .navigationDestination(for: Page.self) { _ in RecipeView() }
                    }
                    .sheet(item: $coordinator.modal) { _ in NewRecipeView() }
                }
            }
            struct KitchenView: View {
                let model: KitchenModel
                var body: some View {
                    List {
                        Button("Recipe") { model.openRecipe() }
                        Button("Add") { model.addRecipe() }
                    }
                }
            }
            struct RecipeView: View { var body: some View { Text("R") } }
            struct NewRecipeView: View { var body: some View { Text("N") } }
            """, """
            app "KitchenApp"

            scene standard
            start KitchenRoot

            screen KitchenRoot kind list
              button "Recipe" -> RecipeView
              button "Add" -> NewRecipeView sheet

            screen RecipeView

            screen NewRecipeView
            """)
    }

    @Test("Tab coordinators that share a base class's present(): each sheet's builder method shows nothing for the other tab's value, so each control leads to its own sheet, with no note")
    func siblingCoordinatorSheets() {
        expectFlow("""
            enum Sheet: Identifiable { case addGame, addPlayer; var id: Self { self } }
            class MainCoordinator: ObservableObject {
                @Published var sheet: Sheet?
                func present(_ s: Sheet) { sheet = s }
            }
            final class GamesCoordinator: MainCoordinator {
                @ViewBuilder func build(_ sheet: Sheet) -> some View {
                    switch sheet {
                    case .addGame: AddGame()
                    default: EmptyView()
                    }
                }
            }
            final class PlayersCoordinator: MainCoordinator {
                @ViewBuilder func build(_ sheet: Sheet) -> some View {
                    switch sheet {
                    case .addPlayer: AddPlayer()
                    default: EmptyView()
                    }
                }
            }
            @main
            struct ScoreApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            GamesTab().tabItem { Label("Games", systemImage: "list.dash") }
                            PlayersTab().tabItem { Label("Players", systemImage: "person.3") }
                        }
                    }
                }
            }
            struct GamesTab: View {
                @StateObject var coordinator = GamesCoordinator()
                var body: some View {
                    Button("Add game") { coordinator.present(.addGame) }
                        .sheet(item: $coordinator.sheet) { sheet in coordinator.build(sheet) }
                }
            }
            struct PlayersTab: View {
                @StateObject var coordinator = PlayersCoordinator()
                var body: some View {
                    Button("Add player") { coordinator.present(.addPlayer) }
                        .sheet(item: $coordinator.sheet) { sheet in coordinator.build(sheet) }
                }
            }
            struct AddGame: View { var body: some View { Text("g") } }
            struct AddPlayer: View { var body: some View { Text("p") } }
            """, """
            app "ScoreApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Games" icon list.dash -> GamesTab
              tab "Players" icon person.3 -> PlayersTab

            screen GamesTab "Games" feature Games
              button "Add game" -> AddGame sheet

            screen PlayersTab "Players" feature Players
              button "Add player" -> AddPlayer sheet

            screen AddGame

            screen AddPlayer
            """)
    }

    @Test("Literal string and number values pushed, and a destination that switches on the literal: each link leads to its case")
    func literalRouteValues() {
        expectFlow("""
            @main
            struct ToolsApp: App { var body: some Scene { WindowGroup { Options() } } }
            struct Options: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(value: "units") { Label("Units", systemImage: "ruler") }
                            NavigationLink(value: "people") { Label("People", systemImage: "person") }
                            Button("Level two") { path.append(2) }
                        }
                        .navigationDestination(for: String.self) { key in
                            switch key {
                            case "units": UnitsView()
                            default: PeopleView()
                            }
                        }
                        .navigationDestination(for: Int.self) { level in
                            switch level {
                            case 1: LevelOne()
                            case 2: LevelTwo()
                            default: EmptyView()
                            }
                        }
                    }
                }
            }
            struct UnitsView: View { var body: some View { Text("u") } }
            struct PeopleView: View { var body: some View { Text("p") } }
            struct LevelOne: View { var body: some View { Text("1") } }
            struct LevelTwo: View { var body: some View { Text("2") } }
            """, """
            app "ToolsApp"

            scene standard
            start Options

            screen Options kind list
            # note: the destination for `Int` can show `LevelOne`, but no control that aaflow can follow pushes a value that leads there
              link "Units" icon ruler -> UnitsView
              link "People" icon person -> PeopleView
              button "Level two" -> LevelTwo

            screen UnitsView

            screen PeopleView

            screen LevelTwo

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: LevelOne  # App.swift:30: constructed in Options, but where no control that aaflow can follow leads
            """)
    }

    @Test("A route case that carries another route's case (`.account(.register)`): the destination's inner switch on the bound value picks its case")
    func nestedRouteCases() {
        expectFlow("""
            @main
            struct NestApp: App { var body: some Scene { WindowGroup { Start() } } }
            enum AccountStep: Hashable { case signIn, register, recover }
            enum Route: Hashable { case account(AccountStep), inbox }
            struct Start: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Register") { path.append(.account(.register)) }
                            Button("Forgot password") { path.append(Route.account(.recover)) }
                            NavigationLink("Inbox", value: Route.inbox)
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case let .account(step):
                                switch step {
                                case .signIn: SignInPage()
                                case .register: RegisterPage()
                                case .recover: RecoverPage()
                                }
                            case .inbox:
                                InboxPage()
                            }
                        }
                    }
                }
            }
            struct SignInPage: View { var body: some View { Text("s") } }
            struct RegisterPage: View { var body: some View { Text("r") } }
            struct RecoverPage: View { var body: some View { Text("c") } }
            struct InboxPage: View { var body: some View { Text("i") } }
            """, """
            app "NestApp"

            scene standard
            start Start

            screen Start
            # note: the destination for `Route` can show `SignInPage`, but no control that aaflow can follow pushes a value that leads there
              button "Register" -> RegisterPage
              button "Forgot password" -> RecoverPage
              link "Inbox" -> InboxPage

            screen RegisterPage

            screen RecoverPage

            screen InboxPage

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: SignInPage  # App.swift:29: constructed in Start, but where no control that aaflow can follow leads
            """)
    }

    @Test("A generic router view (`RouterView<T, Content>` with `navigationDestination(for: T.self)` and a `buildView` closure) given a `Router<Routes>`: a destination for `Routes`, each push to its case, and the root shows the case the router was made with, drawn in the screen and named by no note")
    func genericRouterView() {
        expectFlow("""
            @main
            struct FuelApp: App {
                var body: some Scene { WindowGroup { MainRoute() } }
            }

            final class Router<T: Hashable>: ObservableObject {
                @Published var root: T
                @Published var paths: [T] = []
                init(root: T) { self.root = root }
                func push(_ path: T) { paths.append(path) }
                func pop() { paths.removeLast() }
            }

            enum Routes: Hashable {
                case home
                case energy
                case flights
            }

            struct RouterView<T: Hashable, Content: View>: View {
                @ObservedObject var router: Router<T>
                @ViewBuilder var buildView: (T) -> Content
                var body: some View {
                    NavigationStack(path: $router.paths) {
                        buildView(router.root)
                            .navigationDestination(for: T.self) { path in
                                buildView(path)
                            }
                    }
                    .environmentObject(router)
                }
            }

            struct MainRoute: View {
                @StateObject var router = Router<Routes>(root: .home)
                var body: some View {
                    RouterView(router: router) { path in
                        switch path {
                        case .home: HomeScreen()
                        case .energy: EnergyScreen()
                        case .flights: FlightScreen()
                        }
                    }
                }
            }

            struct HomeScreen: View {
                @EnvironmentObject var router: Router<Routes>
                var body: some View {
                    VStack {
                        Button("Energy") { router.push(.energy) }
                        Button("Flights") { router.push(.flights) }
                    }
                }
            }

            struct EnergyScreen: View { var body: some View { Text("Energy") } }
            struct FlightScreen: View {
                @EnvironmentObject var router: Router<Routes>
                var body: some View { Button("Done") { router.pop() } }
            }
            """, """
            app "FuelApp"

            scene standard
            start MainRoute

            screen MainRoute
              button "Energy" -> EnergyScreen
              button "Flights" -> FlightScreen

            screen EnergyScreen

            screen FlightScreen
              button "Done"
            """)
    }

    @Test("A route enum that is a View itself, shown by `{ $0 }` in a destination and a sheet: each push and each sheet leads to the view of its case")
    func routeEnumThatIsAView() {
        expectFlow("""
            @main
            struct BookshelfApp: App {
                @StateObject private var router = ShelfRouter()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $router.path) {
                            ShelfView()
                                .navigationDestination(for: ShelfRoute.self) { $0 }
                                .sheet(item: $router.sheet) { $0 }
                        }
                        .environmentObject(router)
                    }
                }
            }

            final class ShelfRouter: ObservableObject {
                @Published var path: [ShelfRoute] = []
                @Published var sheet: ShelfRoute?
                func push(_ route: ShelfRoute) { path.append(route) }
                func present(_ route: ShelfRoute) { sheet = route }
            }

            enum ShelfRoute: Hashable, Identifiable, View {
                case book(id: Int)
                case settings
                case upgrade

                var id: Int { hashValue }

                var body: some View {
                    switch self {
                    case .book(let id): BookView(id: id)
                    case .settings: ShelfSettingsView()
                    case .upgrade: UpgradeView()
                    }
                }
            }

            struct ShelfView: View {
                @EnvironmentObject var router: ShelfRouter
                var body: some View {
                    List {
                        Button("Dune") { router.push(.book(id: 1)) }
                        Button("Settings") { router.push(.settings) }
                        Button("Go Premium") { router.present(.upgrade) }
                    }
                }
            }

            struct BookView: View {
                @EnvironmentObject var router: ShelfRouter
                let id: Int
                var body: some View { Button("Unlock notes") { router.present(.upgrade) } }
            }

            struct ShelfSettingsView: View {
                var body: some View { Toggle("Dark covers", isOn: .constant(true)) }
            }

            struct UpgradeView: View {
                var body: some View { Button("Subscribe") {} }
            }
            """, """
            app "BookshelfApp"

            scene standard
            start ShelfView

            screen ShelfView kind list
              button "Dune" -> BookView
              button "Settings" -> ShelfSettingsView
              button "Go Premium" -> UpgradeView sheet

            screen BookView
              button "Unlock notes" -> UpgradeView sheet

            screen ShelfSettingsView kind settings
              toggle "Dark covers"

            screen UpgradeView
              button "Subscribe"
            """)
    }

    @Test("A coordinator that keeps the stack's root page in a property and builds it with the method it builds pushed pages with: a choice of the scene by that property, `setRoot` leading to each page, and the stack's destination with each")
    func coordinatorRootPageProperty() {
        expectFlow("""
            @main
            struct LedgerApp: App {
                var body: some Scene {
                    WindowGroup { FlowHost() }
                }
            }

            enum Step: Hashable { case signIn, intro, home, detail }

            final class Flow: ObservableObject {
                @Published var path = NavigationPath()
                @Published var root: Step = .signIn

                func push(_ step: Step) { path.append(step) }
                func setRoot(_ step: Step) {
                    root = step
                    path = NavigationPath()
                }

                @ViewBuilder func view(for step: Step) -> some View {
                    switch step {
                    case .signIn: SignInView()
                    case .intro: IntroView()
                    case .home: HomeView()
                    case .detail: DetailView()
                    }
                }
            }

            struct FlowHost: View {
                @StateObject private var flow = Flow()
                var body: some View {
                    NavigationStack(path: $flow.path) {
                        flow.view(for: flow.root)
                            .navigationDestination(for: Step.self) { step in flow.view(for: step) }
                    }
                    .environmentObject(flow)
                }
            }

            struct SignInView: View {
                @EnvironmentObject var flow: Flow
                var body: some View { Button("Sign in") { flow.setRoot(.intro) } }
            }

            struct IntroView: View {
                @EnvironmentObject var flow: Flow
                var body: some View { Button("Done") { flow.setRoot(.home) } }
            }

            struct HomeView: View {
                @EnvironmentObject var flow: Flow
                var body: some View {
                    VStack {
                        Button("Open") { flow.push(.detail) }
                        Button("Log out") { flow.setRoot(.signIn) }
                    }
                }
            }

            struct DetailView: View {
                @State private var liked = false
                var body: some View { Toggle("Like", isOn: $liked) }
            }
            """, """
            app "LedgerApp"

            scene standard
            start SignInView
            # note: the scene shows one of 4 views by a condition: SignInView is the start screen, and IntroView, HomeView, DetailView are screens of the scene too

            screen SignInView
              button "Sign in" -> IntroView

            screen IntroView
              button "Done" -> HomeView

            screen HomeView
              button "Open" -> DetailView
              button "Log out" -> SignInView

            screen DetailView
              toggle "Like"
            """)
    }


    @Test("A link whose value is a member the project declares with a type (`note.ident` of `let ident: NoteKey`) leads to the destination for that type, in each scene")
    func memberOfDeclaredType() {
        expectFlow("""
            // Shape: a row pushes a member of a model object (`note.ident`), the stack's path is
            // typed `[NoteKey]`, and the stack has exactly one `.navigationDestination(for:)`.
            struct NoteKey: Hashable { let raw: Int }

            final class Note: Identifiable {
                let id = UUID()
                let title: String
                let ident: NoteKey
                init(title: String, raw: Int) { self.title = title; self.ident = NoteKey(raw: raw) }
            }

            @main
            struct NotebookApp: App {
                var body: some Scene {
                    WindowGroup { ShelfView() }
                    AssistiveAccess { ShelfView() }
                }
            }

            struct ShelfView: View {
                @State private var trail: [NoteKey] = []
                private let notes = [Note(title: "Groceries", raw: 1), Note(title: "Trip", raw: 2)]

                var body: some View {
                    NavigationStack(path: $trail) {
                        List {
                            ForEach(notes) { note in
                                NavigationLink(value: note.ident) {
                                    Label(note.title, systemImage: "note.text")
                                }
                            }
                        }
                        .navigationTitle("Notes")
                        .assistiveAccessNavigationIcon(systemImage: "book")
                        .navigationDestination(for: NoteKey.self) { key in
                            NotePage(key: key)
                        }
                    }
                }
            }

            struct NotePage: View {
                let key: NoteKey
                var body: some View {
                    Text("Note \\(key.raw)")
                        .navigationTitle("Note")
                        .assistiveAccessNavigationIcon(systemImage: "note.text")
                }
            }
            """, """
            app "NotebookApp"

            scene standard
            start ShelfView

            screen ShelfView "Notes" icon book kind list
              row "Groceries" icon note.text -> NotePage
              row "Trip" icon note.text -> NotePage

            screen NotePage "Note" icon note.text

            scene assistive
            start ShelfView

            screen ShelfView "Notes" icon book kind list
              row "Groceries" icon note.text -> NotePage
              row "Trip" icon note.text -> NotePage

            screen NotePage "Note" icon note.text
            """)
    }

    @Test("A link whose value is a Core Data object's `objectID` leads to the destination for `NSManagedObjectID`")
    func coreDataObjectID() {
        expectFlow("""
            import CoreData

            @main
            struct LedgerApp: App {
                var body: some Scene { WindowGroup { BookList() } }
            }

            final class Book: NSManagedObject, Identifiable {
                @NSManaged var name: String
            }

            struct BookList: View {
                @FetchRequest(sortDescriptors: []) private var books: FetchedResults<Book>
                @State private var path: [NSManagedObjectID] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List(books) { book in
                            NavigationLink(value: book.objectID) { Text(book.name) }
                        }
                        .navigationTitle("Books")
                        .navigationDestination(for: NSManagedObjectID.self) { id in
                            BookPage(id: id)
                        }
                    }
                }
            }

            struct BookPage: View {
                let id: NSManagedObjectID
                var body: some View { Text("Book").navigationTitle("Book") }
            }
            """, """
            app "LedgerApp"

            scene standard
            start BookList

            screen BookList "Books" kind list
              row "…" -> BookPage
              # note: the text is built at run time

            screen BookPage "Book"
            """)
    }


    @Test("An element picked from a typed collection (`if let rules = library.articles.first(where: ...)`) is a value of the element's type: its link leads to that type's destination")
    func pickedElementIsTyped() {
        expectFlow("""


            struct Article: Hashable, Identifiable {
                let id: String
                let title: String
            }

            enum Shortcut: Hashable {
                case about
            }

            final class Library: ObservableObject {
                @Published var articles: [Article] = []
            }

            @main
            struct ReaderApp: App {
                @StateObject private var library = Library()

                var body: some Scene {
                    WindowGroup {
                        ReaderHome()
                            .environmentObject(library)
                    }
                }
            }

            struct ReaderHome: View {
                @EnvironmentObject private var library: Library

                var body: some View {
                    NavigationStack {
                        List {
                            if let rules = library.articles.first(where: { $0.id == "rules" }) {
                                NavigationLink(value: rules) {
                                    Text("House rules")
                                }
                            }
                            NavigationLink(value: Shortcut.about) {
                                Text("About")
                            }
                        }
                        .navigationTitle("Reader")
                        .navigationDestination(for: Article.self) { article in
                            ArticleScreen(article: article)
                        }
                        .navigationDestination(for: Shortcut.self) { _ in
                            AboutScreen()
                        }
                    }
                }
            }

            struct ArticleScreen: View {
                let article: Article
                var body: some View {
                    Text(article.title).navigationTitle("Article")
                }
            }

            struct AboutScreen: View {
                var body: some View {
                    Text("About").navigationTitle("About")
                }
            }
            """, """
            app "ReaderApp"

            scene standard
            start ReaderHome

            screen ReaderHome "Reader" kind list
              link "House rules" -> ArticleScreen
              link "About" -> AboutScreen

            screen ArticleScreen "Article"

            screen AboutScreen "About"
            """)
    }

}
