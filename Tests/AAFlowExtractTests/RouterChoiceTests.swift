import AAFlow
import AAFlowSwiftUI
import Testing

/// Views that pick one of several views by a value, as real apps write them, in small projects of our own.
@Suite struct RouterChoiceTests {
    @Test("An app's root that picks its stage by a switch stays a choice with work done when it appears")
    func rootStageWithLifecycleModifiers() {
        expectFlow("""
            @main
            struct TicketsApp: App { var body: some Scene { WindowGroup { StageView() } } }
            enum Stage { case intro, login, main }
            struct StageView: View {
                @State private var stage: Stage = .intro
                func restore() {}
                var body: some View {
                    Group {
                        switch stage {
                        case .intro: IntroView(stage: $stage)
                        case .login: LoginView(stage: $stage)
                        case .main: MainView()
                        }
                    }
                    .animation(.default, value: stage)
                    .onAppear { restore() }
                    .task { restore() }
                }
            }
            struct IntroView: View {
                @Binding var stage: Stage
                var body: some View { Button("Start") { withAnimation { stage = .login } } }
            }
            struct LoginView: View {
                @Binding var stage: Stage
                var body: some View { Form { Button("Log in") { stage = .main } } }
            }
            struct MainView: View { var body: some View { NavigationStack { Text("m").navigationTitle("Tickets") } } }
            """, """
            app "TicketsApp"

            scene standard
            start IntroView
            # note: the scene shows one of 3 views by a condition: IntroView is the start screen, and LoginView, MainView are screens of the scene too

            screen IntroView
              button "Start" -> LoginView

            screen LoginView kind form
              button "Log in" -> MainView

            screen MainView "Tickets"
            """)
    }

    @Test("A sidebar value whose case of the detail router shows EmptyView() leads nowhere, with a note")
    func routerCaseShowingNothing() {
        expectFlow("""
            @main
            struct DeskApp: App { var body: some Scene { WindowGroup { DeskView() } } }
            enum Area: Hashable { case mail, notes, later }
            struct DeskView: View {
                @State private var area: Area? = .mail
                var body: some View {
                    NavigationSplitView {
                        List(selection: $area) {
                            NavigationLink(value: Area.mail) { Label("Mail", systemImage: "tray") }
                            NavigationLink(value: Area.later) { Label("Later", systemImage: "clock") }
                        }
                        .navigationTitle("Desk")
                    } detail: {
                        AreaDetail(area: $area)
                    }
                }
            }
            struct AreaDetail: View {
                @Binding var area: Area?
                var body: some View {
                    switch area ?? .mail {
                    case .mail: MailView()
                    case .notes: NotesView()
                    default: EmptyView()
                    }
                }
            }
            struct MailView: View { var body: some View { List { Button("Write") {} }.navigationTitle("Mail") } }
            struct NotesView: View { var body: some View { Text("n").navigationTitle("Notes") } }
            """, """
            app "DeskApp"

            scene standard
            start DeskView

            screen DeskView "Desk" kind split
            # note: for the value set here, the content picks a case that shows nothing (`EmptyView()`): no target is written
              link "Mail" icon tray -> MailView
              link "Later" icon clock

            screen MailView "Mail" kind list
              button "Write"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: NotesView  # App.swift:29: constructed only in AreaDetail, which picks or wraps other views and is never a screen itself; no control that aaflow can follow leads to this one through it
            """)
    }

    @Test("Tabs made from an enum's cases through a root view that shows the case's own view lead to each case's view")
    func tabRootShowingTheCaseView() {
        expectFlow("""
            @main
            struct ReaderApp: App { var body: some Scene { WindowGroup { TabsView() } } }
            enum Route: Hashable { case article(Int), author }
            enum Section: String, CaseIterable, Identifiable {
                case news, saved
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .news: return "News"
                    case .saved: return "Saved"
                    }
                }
                @ViewBuilder func makeRoot() -> some View {
                    switch self {
                    case .news: NewsView()
                    case .saved: SavedView()
                    }
                }
            }
            struct TabsView: View {
                var body: some View {
                    TabView {
                        ForEach(Section.allCases) { section in
                            SectionRoot(section: section)
                                .tabItem { Label(section.title, systemImage: "star") }
                        }
                    }
                }
            }
            struct SectionRoot: View {
                @Environment(Router.self) var router
                let section: Section
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        section.makeRoot()
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .article: ArticleView()
                                case .author: AuthorView()
                                }
                            }
                    }
                    .environment(\\.locale, .current)
                }
            }
            @Observable final class Router { var path: [Route] = [] }
            struct NewsView: View {
                var body: some View { List { NavigationLink("Top story", value: Route.article(1)) }.navigationTitle("News") }
            }
            struct SavedView: View {
                var body: some View { List { NavigationLink("Writer", value: Route.author) }.navigationTitle("Saved") }
            }
            struct ArticleView: View { var body: some View { Text("a").navigationTitle("Article") } }
            struct AuthorView: View { var body: some View { Text("w").navigationTitle("Author") } }
            """, """
            app "ReaderApp"

            scene standard
            start TabsView

            screen TabsView kind tabs
              tab "News" icon star -> NewsView
              tab "Saved" icon star -> SavedView

            screen NewsView "News" kind list feature News
              link "Top story" -> ArticleView

            screen SavedView "Saved" kind list feature Saved
              link "Writer" -> AuthorView

            screen ArticleView "Article"

            screen AuthorView "Author"
            """)
    }

    @Test("A root that picks its view by a model's state, in a GeometryReader: the screens that set the state lead to each other")
    func rootChosenByModelState() {
        expectFlow("""
            @main
            struct ArenaApp: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Phase { case out, lobby }
            final class Session: ObservableObject { @Published var phase: Phase = .out }
            struct RootView: View {
                @StateObject private var session = Session()
                var body: some View {
                    GeometryReader { proxy in
                        switch session.phase {
                        case .out: SignInView(session: session)
                        case .lobby: LobbyView(session: session)
                        }
                    }
                }
            }
            struct SignInView: View {
                @ObservedObject var session: Session
                var body: some View { Form { Button("Sign in") { session.phase = .lobby } } }
            }
            struct LobbyView: View {
                @ObservedObject var session: Session
                var body: some View { List { Button("Sign out") { session.phase = .out } }.navigationTitle("Lobby") }
            }
            """, """
            app "ArenaApp"

            scene standard
            start SignInView
            # note: the scene shows one of 2 views by a condition: SignInView is the start screen, and LobbyView is a screen of the scene too

            screen SignInView kind form
              button "Sign in" -> LobbyView

            screen LobbyView "Lobby" kind list
              button "Sign out" -> SignInView
            """)
    }

    @Test("A root of one `if` per step, whose views report by closures that set the step: each step leads to the one it sets")
    func stepsByIfsAndClosures() {
        expectFlow("""
            @main
            struct GateApp: App { var body: some Scene { WindowGroup { AuthView() } } }
            struct AuthView: View {
                enum Step { case login, register }
                @State private var step: Step = .login
                var body: some View {
                    ZStack {
                        if step == .login {
                            LoginView(onRegister: { step = .register })
                        }
                        if step == .register {
                            RegisterView(onBack: { step = .login })
                        }
                    }
                }
            }
            struct LoginView: View {
                var onRegister: () -> Void
                var body: some View { Button("Sign up", systemImage: "person.badge.plus", action: onRegister).navigationTitle("Log In") }
            }
            struct RegisterView: View {
                var onBack: () -> Void
                var body: some View { Button("I have an account", systemImage: "person") { onBack() }.navigationTitle("Sign Up") }
            }
            """, """
            app "GateApp"

            scene standard
            start LoginView
            # note: the scene shows one of 2 views by a condition: LoginView is the start screen, and RegisterView is a screen of the scene too

            screen LoginView "Log In"
              button "Sign up" icon person.badge.plus -> RegisterView

            screen RegisterView "Sign Up"
              button "I have an account" icon person -> LoginView
            """)
    }

    @Test("A closure a view model keeps, set by its coordinator or handed to a flow's init, leads where it pushes; of two stacks' destinations, the one that names the case")
    func closuresKeptByViewModels() {
        expectFlow("""
            @main
            struct ClosureApp: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Route: Hashable { case detail, add, settings }
            final class ListViewModel: ObservableObject {
                var onAdd: (() -> Void)?
                var onSelect: ((Int) -> Void)?
            }
            final class SettingsFlow {
                private let navigate: (Route) -> Void
                init(navigate: @escaping (Route) -> Void) { self.navigate = navigate }
                func open() { navigate(.settings) }
            }
            final class AppCoordinator: ObservableObject {
                @Published var path: [Route] = []
                func push(_ r: Route) { path.append(r) }
                func makeList() -> ListViewModel {
                    let vm = ListViewModel()
                    vm.onAdd = { [weak self] in self?.push(.add) }
                    vm.onSelect = { [weak self] _ in self?.path.append(.detail) }
                    return vm
                }
                lazy var listVM: ListViewModel = makeList()
                lazy var settingsFlow = SettingsFlow(navigate: push)
            }
            struct RootView: View {
                @StateObject private var coordinator = AppCoordinator()
                var body: some View {
                    TabView {
                        NavigationStack(path: $coordinator.path) {
                            ListScreen(viewModel: coordinator.listVM, flow: coordinator.settingsFlow)
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    case .detail: DetailScreen()
                                    case .add: AddScreen()
                                    case .settings: SettingsScreen()
                                    }
                                }
                        }
                        .tabItem { Label("List", systemImage: "list.bullet") }
                        NavigationStack {
                            Text("Other").navigationTitle("Other")
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    default: Text("Not here")
                                    }
                                }
                        }
                        .tabItem { Label("Other", systemImage: "circle") }
                    }
                }
            }
            struct ListScreen: View {
                @ObservedObject var viewModel: ListViewModel
                let flow: SettingsFlow
                var body: some View {
                    List {
                        Button("Item", systemImage: "doc") { viewModel.onSelect?(1) }
                        Button("Add", systemImage: "plus") { viewModel.onAdd?() }
                        Button("Settings", systemImage: "gear") { flow.open() }
                    }
                    .navigationTitle("List")
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct AddScreen: View { var body: some View { Text("a").navigationTitle("Add") } }
            struct SettingsScreen: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "ClosureApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "List" icon list.bullet -> ListScreen
              tab "Other" icon circle -> RootView_destination

            screen ListScreen "List" kind list feature List
              button "Item" icon doc -> DetailScreen
              button "Add" icon plus -> AddScreen
              button "Settings" icon gear -> SettingsScreen

            screen RootView_destination "Other" feature Other

            screen DetailScreen "Detail"

            screen AddScreen "Add"

            screen SettingsScreen "Settings" kind settings
            """)
    }

    @Test("A scene that switches on a model the App holds: the screens that set it through the model's method lead to each other")
    func sceneSwitchOnAppModel() {
        expectFlow("""
            @main
            struct RouteApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        switch session.stage {
                        case .welcome: WelcomeView().environmentObject(session)
                        case .main: HomeView().environmentObject(session)
                        }
                    }
                }
            }
            final class Session: ObservableObject {
                enum Stage { case welcome, main }
                @Published var stage: Stage = .welcome
                func go(_ s: Stage) { stage = s }
            }
            struct WelcomeView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Get started", systemImage: "arrow.right") { session.go(.main) }.navigationTitle("Welcome") }
            }
            struct HomeView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Sign out", systemImage: "door.left.hand.open") { session.go(.welcome) }.navigationTitle("Home") }
            }
            """, """
            app "RouteApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 2 views by a condition: WelcomeView is the start screen, and HomeView is a screen of the scene too

            screen WelcomeView "Welcome"
              button "Get started" icon arrow.right -> HomeView

            screen HomeView "Home"
              button "Sign out" icon door.left.hand.open -> WelcomeView
            """)
    }

    @Test("A generic router behind a typealias per feature pushes a case of its feature's route, not of another's with a case of that name")
    func genericRouterPerFeature() {
        expectFlow("""
            @main
            struct MusicApp: App { var body: some Scene { WindowGroup { SongsFlow() } } }
            class Router<Route: Hashable>: ObservableObject {
                @Published var path: [Route] = []
                func navigate(to destination: Route) { path.append(destination) }
            }
            enum SongRoute: Hashable { case detail, artist }
            enum MovieRoute: Hashable { case detail }
            typealias SongRouter = Router<SongRoute>
            typealias MovieRouter = Router<MovieRoute>
            struct SongsFlow: View {
                @StateObject private var router = SongRouter()
                @StateObject private var movies = MovieRouter()
                var body: some View {
                    TabView {
                        NavigationStack(path: $router.path) {
                            List {
                                Button("Song", systemImage: "music.note") { router.navigate(to: .detail) }
                                Button("Artist", systemImage: "person") { router.navigate(to: .artist) }
                            }
                            .navigationTitle("Songs")
                            .navigationDestination(for: SongRoute.self) { route in
                                switch route {
                                case .detail: SongDetailView()
                                case .artist: ArtistView()
                                }
                            }
                        }
                        .tabItem { Label("Songs", systemImage: "music.note") }
                        NavigationStack(path: $movies.path) {
                            Button("Movie", systemImage: "film") { movies.navigate(to: .detail) }
                                .navigationTitle("Movies")
                                .navigationDestination(for: MovieRoute.self) { _ in MovieDetailView() }
                        }
                        .tabItem { Label("Movies", systemImage: "film") }
                    }
                }
            }
            struct SongDetailView: View { var body: some View { Text("s").navigationTitle("Song") } }
            struct ArtistView: View { var body: some View { Text("a").navigationTitle("Artist") } }
            struct MovieDetailView: View { var body: some View { Text("m").navigationTitle("Movie") } }
            """, """
            app "MusicApp"

            scene standard
            start SongsFlow

            screen SongsFlow kind tabs
              tab "Songs" icon music.note -> SongsFlow_destination1
              tab "Movies" icon film -> SongsFlow_destination2

            screen SongsFlow_destination1 "Songs" kind list feature Songs
              button "Song" icon music.note -> SongDetailView
              button "Artist" icon person -> ArtistView

            screen SongsFlow_destination2 "Movies" feature Movies
              button "Movie" icon film -> MovieDetailView

            screen SongDetailView "Song"

            screen ArtistView "Artist"

            screen MovieDetailView "Movie"
            """)
    }

    @Test("A root whose body is a member of a route enum that switches over self splits into the views of its cases")
    func enumMemberAsWholeBody() {
        expectFlow("""
            @main
            struct FeedApp: App {
                @StateObject private var session = Session()
                var body: some Scene { WindowGroup { RootView().environmentObject(session) } }
            }
            final class Session: ObservableObject { @Published var page: Page = .feed }
            enum Page { case feed, profile }
            extension Page {
                @ViewBuilder var screen: some View {
                    switch self {
                    case .feed: FeedView()
                    case .profile: ProfileView()
                    }
                }
            }
            struct RootView: View {
                @EnvironmentObject var session: Session
                var body: some View { session.page.screen }
            }
            struct FeedView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("My profile", systemImage: "person") { session.page = .profile } }
            }
            struct ProfileView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Feed", systemImage: "list.bullet") { session.page = .feed } }
            }
            """, """
            app "FeedApp"

            scene standard
            start FeedView
            # note: the scene shows one of 2 views by a condition: FeedView is the start screen, and ProfileView is a screen of the scene too

            screen FeedView
              button "My profile" icon person -> ProfileView

            screen ProfileView
              button "Feed" icon list.bullet -> FeedView
            """)
    }

    @Test("A router view that one stage of the scene shows: its own choice by the model leads between its views too")
    func routerInsideAStage() {
        expectFlow("""
            @main
            struct FeedApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        switch session.stage {
                        case .welcome: WelcomeView().environmentObject(session)
                        case .main: RootView().environmentObject(session)
                        }
                    }
                }
            }
            final class Session: ObservableObject {
                enum Stage { case welcome, main }
                @Published var stage: Stage = .welcome
                @Published var page: Page = .feed
                func go(_ s: Stage) { stage = s }
            }
            enum Page { case feed, profile }
            extension Page {
                @ViewBuilder func screen() -> some View {
                    switch self {
                    case .feed: FeedView()
                    case .profile: ProfileView()
                    }
                }
            }
            struct WelcomeView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Start", systemImage: "play") { session.go(.main) } }
            }
            struct RootView: View {
                @EnvironmentObject var session: Session
                var body: some View { session.page.screen() }
            }
            struct FeedView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("My profile", systemImage: "person") { session.page = .profile } }
            }
            struct ProfileView: View {
                @EnvironmentObject var session: Session
                var body: some View { Button("Sign out", systemImage: "door.left.hand.open") { session.go(.welcome) } }
            }
            """, """
            app "FeedApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 3 views by a condition: WelcomeView is the start screen, and FeedView, ProfileView are screens of the scene too

            screen WelcomeView
              button "Start" icon play -> FeedView
              button "Start" icon play -> ProfileView

            screen FeedView
              button "My profile" icon person -> ProfileView

            screen ProfileView
              button "Sign out" icon door.left.hand.open -> WelcomeView
            """)
    }

    @Test("A step-by-step flow in a sheet picks its step by its own state: each step's closure leads to the step it sets")
    func wizardInASheet() {
        expectFlow("""
            @main
            struct PlantApp: App { var body: some Scene { WindowGroup { GardenView() } } }
            struct GardenView: View {
                @State private var adding = false
                var body: some View {
                    NavigationStack {
                        Button("Add plant", systemImage: "plus") { adding = true }
                            .navigationTitle("Garden")
                            .sheet(isPresented: $adding) { AddPlantFlow() }
                    }
                }
            }
            struct AddPlantFlow: View {
                enum Step { case name, light, done }
                @State private var step: Step = .name
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    switch step {
                    case .name: NameStep(next: { step = .light })
                    case .light: LightStep(next: { step = .done })
                    case .done: DoneStep(finish: { dismiss() })
                    }
                }
            }
            struct NameStep: View {
                var next: () -> Void
                var body: some View { Button("Next", systemImage: "arrow.right") { next() }.navigationTitle("Name") }
            }
            struct LightStep: View {
                var next: () -> Void
                var body: some View { Button("Next", systemImage: "arrow.right", action: next).navigationTitle("Light") }
            }
            struct DoneStep: View {
                let finish: () -> Void
                var body: some View { Button("Finish", systemImage: "checkmark") { finish() }.navigationTitle("Done") }
            }
            """, """
            app "PlantApp"

            scene standard
            start GardenView

            screen GardenView "Garden"
              button "Add plant" icon plus -> NameStep sheet

            screen NameStep "Name"
              button "Next" icon arrow.right -> LightStep

            screen LightStep "Light"
              button "Next" icon arrow.right -> DoneStep

            screen DoneStep "Done"
              button "Finish" icon checkmark
            """)
    }

    @Test("One `if` per step, the last an `if case` with values: a choice of views whose closures lead between them")
    func ifChainWithIfCase() {
        expectFlow("""
            @main
            struct KeyApp: App { var body: some Scene { WindowGroup { SignInFlow() } } }
            struct SignInFlow: View {
                enum Step: Equatable { case email, reset, code(address: String) }
                @State private var step: Step = .email
                var body: some View {
                    ZStack {
                        if step == .email {
                            EmailView(onReset: { step = .reset }, onSent: { address in step = .code(address: address) })
                        }
                        if step == .reset {
                            ResetView(onBack: { step = .email })
                        }
                        if case .code(let address) = step {
                            CodeView(address: address, onBack: { step = .email })
                        }
                    }
                }
            }
            struct EmailView: View {
                var onReset: () -> Void
                var onSent: (String) -> Void
                var body: some View {
                    VStack {
                        Button("Forgot password", systemImage: "key") { onReset() }
                        Button("Send code", systemImage: "paperplane") { onSent("a@b.c") }
                    }
                }
            }
            struct ResetView: View {
                var onBack: () -> Void
                var body: some View { Button("Back to sign in", systemImage: "chevron.left") { onBack() } }
            }
            struct CodeView: View {
                let address: String
                var onBack: () -> Void
                var body: some View { Button("Use another address", systemImage: "at") { onBack() } }
            }
            """, """
            app "KeyApp"

            scene standard
            start EmailView
            # note: the scene shows one of 3 views by a condition: EmailView is the start screen, and ResetView, CodeView are screens of the scene too

            screen EmailView
              button "Forgot password" icon key -> ResetView
              button "Send code" icon paperplane -> CodeView

            screen ResetView
              button "Back to sign in" icon chevron.left -> EmailView

            screen CodeView
              button "Use another address" icon at -> EmailView
            """)
    }

    @Test("A root that shows onboarding until a stored flag is set starts at onboarding, whose button leads on")
    func onboardingFlagAtTheRoot() {
        expectFlow("""
            @main
            struct StepsApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @AppStorage("didOnboard") private var didOnboard = false
                var body: some View {
                    if didOnboard {
                        HomeView()
                    } else {
                        OnboardingView(done: $didOnboard)
                    }
                }
            }
            struct OnboardingView: View {
                @Binding var done: Bool
                var body: some View { Button("Get started", systemImage: "play") { done = true } }
            }
            struct HomeView: View {
                var body: some View { NavigationStack { Text("Home").navigationTitle("Steps") } }
            }
            """, """
            app "StepsApp"

            scene standard
            start OnboardingView
            # note: the scene shows one of 2 views by a condition: OnboardingView is the start screen, and HomeView is a screen of the scene too

            screen OnboardingView
              button "Get started" icon play -> HomeView

            screen HomeView "Steps"
            """)
    }

    @Test("A form that swaps itself for another view once its own button sets a flag leads to that view")
    func formThatSwapsItselfForTheApp() {
        expectFlow("""
            @main
            struct PantryApp: App { var body: some Scene { WindowGroup { SignInForm() } } }
            struct SignInForm: View {
                @State private var email = ""
                @State private var signedIn = false
                @State private var loading = false
                var body: some View {
                    if signedIn {
                        MainTabs()
                    } else if loading {
                        Spinner()
                    } else {
                        VStack {
                            TextField("Email", text: $email)
                            Button("Log in", systemImage: "person") { signedIn = true }
                        }
                        .task { loading = false }
                    }
                }
            }
            struct Spinner: View { var body: some View { ProgressView() } }
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        Text("Shelf").tabItem { Label("Shelf", systemImage: "tray") }
                        Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                    }
                }
            }
            """, """
            app "PantryApp"

            scene standard
            start SignInForm

            screen SignInForm
              field "Email"
              button "Log in" icon person -> MainTabs

            screen MainTabs kind tabs
              tab "Shelf" icon tray -> MainTabs_destination1
              tab "Settings" icon gear -> MainTabs_destination2

            screen MainTabs_destination1 "Shelf" feature Shelf

            screen MainTabs_destination2 "Settings" kind settings feature Settings
            """)
    }

    @Test("A scene that shows onboarding until a flag the App stores is set starts at onboarding, whose button leads on")
    func onboardingFlagInTheScene() {
        expectFlow("""
            @main
            struct StepsApp: App {
                @AppStorage("didOnboard") private var didOnboard = false
                var body: some Scene {
                    WindowGroup {
                        if didOnboard {
                            HomeView()
                        } else {
                            OnboardingView(done: $didOnboard)
                        }
                    }
                }
            }
            struct OnboardingView: View {
                @Binding var done: Bool
                var body: some View { Button("Get started", systemImage: "play") { done = true } }
            }
            struct HomeView: View {
                var body: some View { NavigationStack { Text("Home").navigationTitle("Steps") } }
            }
            """, """
            app "StepsApp"

            scene standard
            start OnboardingView
            # note: the scene shows one of 2 views by a condition: OnboardingView is the start screen, and HomeView is a screen of the scene too

            screen OnboardingView
              button "Get started" icon play -> HomeView

            screen HomeView "Steps"
            """)
    }

    @Test("A stored flag set through another property with the same `@AppStorage` key is the same flag; setting it to false shows the other branch")
    func storageKeySharedAcrossTypes() {
        expectFlow("""
            final class OnboardingModel: ObservableObject {
                @AppStorage("didOnboard") var finished = false
                func complete() { finished = true }
            }
            @main
            struct StepsApp: App {
                @AppStorage("didOnboard") private var didOnboard = false
                var body: some Scene {
                    WindowGroup {
                        if didOnboard { Home() } else { Onboarding() }
                    }
                }
            }
            struct Onboarding: View {
                @StateObject private var model = OnboardingModel()
                var body: some View { Button("Get Started") { model.complete() } }
            }
            struct Home: View {
                @AppStorage("didOnboard") private var seen = true
                @AppStorage("sound") private var sound = true
                var body: some View {
                    NavigationStack {
                        Button("Replay intro") { seen = false }
                        Button("Mute") { sound = false }
                    }
                }
            }
            """, """
            app "StepsApp"

            scene standard
            start Onboarding
            # note: the scene shows one of 2 views by a condition: Onboarding is the start screen, and Home is a screen of the scene too

            screen Onboarding
              button "Get Started" -> Home

            screen Home
              button "Replay intro" -> Onboarding
              button "Mute"
            """)
    }

    @Test("A root's choice by its own flag: a button of the shown view that sets the flag to false leads to the other branch")
    func signOutClearsTheFlag() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Root() } } }
            struct Root: View {
                @State private var loggedIn = false
                var body: some View {
                    if loggedIn { Home(loggedIn: $loggedIn) } else { Login(loggedIn: $loggedIn) }
                }
            }
            struct Home: View {
                @Binding var loggedIn: Bool
                var body: some View { Button("Log out") { loggedIn = false } }
            }
            struct Login: View {
                @Binding var loggedIn: Bool
                var body: some View { Button("Log in") { loggedIn = true } }
            }
            """, """
            app "A"

            scene standard
            start Login
            # note: the scene shows one of 2 views by a condition: Login is the start screen, and Home is a screen of the scene too

            screen Login
              button "Log in" -> Home

            screen Home
              button "Log out" -> Login
            """)
    }

    @Test("A root's switch on a model's stage inside a stack with a path and a group is the scene's choice")
    func choiceInNestedContainers() {
        expectFlow("""
            enum RootStage: Hashable { case signedOut, signedIn }
            @Observable final class Coordinator {
                var stage: RootStage = .signedOut
                var path = NavigationPath()
            }
            @main
            struct ShelfApp: App {
                @State private var coordinator = Coordinator()
                var body: some Scene { WindowGroup { RootView(coordinator: coordinator) } }
            }
            struct RootView: View {
                @Bindable var coordinator: Coordinator
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        Group {
                            switch coordinator.stage {
                            case .signedOut: SignIn(coordinator: coordinator)
                            case .signedIn: Shelf(coordinator: coordinator)
                            }
                        }
                    }
                }
            }
            struct SignIn: View {
                let coordinator: Coordinator
                var body: some View { Button("Sign In") { coordinator.stage = .signedIn } }
            }
            struct Shelf: View {
                let coordinator: Coordinator
                var body: some View { Button("Sign Out") { coordinator.stage = .signedOut } }
            }
            """, """
            app "ShelfApp"

            scene standard
            start SignIn
            # note: the scene shows one of 2 views by a condition: SignIn is the start screen, and Shelf is a screen of the scene too

            screen SignIn
              button "Sign In" -> Shelf

            screen Shelf
              button "Sign Out" -> SignIn
            """)
    }

    @Test("A splash that swaps itself for a sign-in gate when its timer sets a flag: the splash is the start, its timer leads to the gate's first view")
    func splashBeforeGate() {
        expectFlow("""
            @main
            struct ClinicApp: App { var body: some Scene { WindowGroup { Splash() } } }
            struct Splash: View {
                @State private var ready = false
                var body: some View {
                    if ready {
                        Gate()
                    } else {
                        VStack { Text("Clinic") }
                            .onAppear {
                                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { ready = true }
                            }
                    }
                }
            }
            struct Gate: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn { HomeTabs() } else { SignIn(onSignIn: { signedIn = true }) }
                }
            }
            struct SignIn: View {
                var onSignIn: () -> Void
                var body: some View { Button("Sign In") { onSignIn() } }
            }
            struct HomeTabs: View {
                var body: some View {
                    TabView { Visits().tabItem { Label("Visits", systemImage: "calendar") } }
                }
            }
            struct Visits: View { var body: some View { Text("v") } }
            """, """
            app "ClinicApp"

            scene standard
            start Splash

            screen Splash
              after 2s -> SignIn

            screen SignIn
              button "Sign In" -> HomeTabs

            screen HomeTabs kind tabs
              tab "Visits" icon calendar -> Visits

            screen Visits "Visits" feature Visits
            """)
    }

    @Test("A gate shown in a sheet starts at the view its flag's first value shows")
    func gateInSheetStartsAtFirstValue() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                @State private var show = false
                var body: some View { Button("Go") { show = true }.sheet(isPresented: $show) { Gate() } }
            }
            struct Gate: View {
                @State private var signedIn = false
                var body: some View {
                    if signedIn { Inside() } else { SignIn(onSignIn: { signedIn = true }) }
                }
            }
            struct SignIn: View {
                var onSignIn: () -> Void
                var body: some View { Button("Sign In") { onSignIn() } }
            }
            struct Inside: View { var body: some View { Text("t") } }
            """, """
            app "A"

            scene standard
            start Home

            screen Home
              button "Go" -> SignIn sheet

            screen SignIn
              button "Sign In" -> Inside

            screen Inside
            """)
    }
}
