import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes of real apps written out the long way (`self.`, views handed to
/// modifiers, router views with wrapped branches), each in a small project
/// of our own: the flow is the one the short way gives.
@Suite struct WrittenOutShapeTests {
    @Test("A binding written `self.$flag` is the flag that `self.flag = true` sets")
    func bindingThroughSelf() {
        expectFlow("""
            @main
            struct SelfApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showFilter = false
                @State private var showHelp = false
                var body: some View {
                    NavigationView {
                        VStack {
                            Button("Filter") { self.showFilter = true }
                            Button("Help") { self.showHelp = true }
                        }
                        .navigationBarTitle("Home")
                        .sheet(isPresented: self.$showFilter) { FilterView() }
                        .sheet(isPresented: $showHelp) { HelpView() }
                    }
                }
            }
            struct FilterView: View { var body: some View { Text("f").navigationTitle("Filter") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "SelfApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Filter" -> FilterView sheet
              button "Help" -> HelpView sheet

            screen FilterView "Filter"

            screen HelpView "Help"
            """)
    }

    @Test("A view-building method called as `self.row(...)` is expanded as `row(...)` is")
    func methodCalledThroughSelf() {
        expectFlow("""
            @main
            struct SelfCallApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showNew = false
                var body: some View {
                    NavigationView {
                        VStack {
                            self.toolbarRow(count: 2)
                            self.header
                        }
                        .navigationBarTitle("Home")
                        .sheet(isPresented: self.$showNew) { NewItemView() }
                    }
                }
                private func toolbarRow(count: Int) -> some View {
                    HStack {
                        NavigationLink("Details", destination: DetailView())
                        Button("New") { self.showNew = true }
                    }
                }
                private var header: some View {
                    NavigationLink("Profile", destination: ProfileView())
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            struct NewItemView: View { var body: some View { Text("n").navigationTitle("New") } }
            """, """
            app "SelfCallApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              link "Details" -> DetailView
              button "New" -> NewItemView sheet
              link "Profile" -> ProfileView

            screen DetailView "Detail"

            screen NewItemView "New"

            screen ProfileView "Profile"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Views handed to modifiers by name: bar items, an overlay, the content a view was given")
    func viewsHandedToModifiers() {
        expectFlow("""
            @main
            struct BarApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showAbout = false
                @State private var showSettings = false
                @State private var showNew = false
                var side: CGFloat { 20 }
                var body: some View {
                    NavigationView {
                        Text("Home")
                            .navigationBarTitle("Home")
                            .navigationBarItems(leading: aboutButton,
                                                trailing: Button("Settings") { showSettings = true })
                            .sheet(isPresented: $showAbout) { AboutView() }
                            .sheet(isPresented: $showSettings) { SettingsView() }
                            .overlay(self.addButton, alignment: .bottom)
                            .frame(width: side)
                            .sheet(isPresented: $showNew) { NewView() }
                    }
                }
                private var aboutButton: some View {
                    Button(action: { showAbout = true }) {
                        Label("About", systemImage: "info.circle")
                    }
                }
            }
            extension HomeView {
                var addButton: some View { Button("New") { showNew = true } }
            }
            struct NewView: View { var body: some View { Text("n").navigationTitle("New") } }
            struct AboutView: View { var body: some View { Text("a").navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Preferences") } }
            """, """
            app "BarApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "About" icon info.circle -> AboutView sheet
              button "Settings" -> SettingsView sheet
              button "New" -> NewView sheet

            screen AboutView "About"

            screen SettingsView "Preferences" kind settings

            screen NewView "New"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a router view given `$0` of `.sheet(item:)` shows the case each control sets")
    func routerViewGivenAnonymousParameter() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Sheet: View {
                enum Kind: Identifiable {
                    case about, settings
                    var id: Int { hashValue }
                }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .about: AboutView()
                    case .settings: SettingsView()
                    }
                }
            }
            struct HomeView: View {
                @State private var sheet: Sheet.Kind?
                var body: some View {
                    NavigationStack {
                        List {
                            Button("About") { sheet = .about }
                            Button("Settings") { sheet = .settings }
                        }
                        .navigationTitle("Home")
                        .sheet(item: $sheet) { Sheet(kind: $0) }
                    }
                }
            }
            struct AboutView: View { var body: some View { Text("a").navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "About" -> AboutView sheet
              button "Settings" -> SettingsView sheet

            screen AboutView "About"

            screen SettingsView "Options" kind settings
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a router view whose branches name a value first or wrap their view in a stack is still looked through")
    func routerViewWithWrappedBranches() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Sheet: View {
                enum Kind: Identifiable {
                    case about, settings, help
                    var id: Int { hashValue }
                }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .about:
                        let version = "1.0"
                        AboutView(version: version)
                    case .settings:
                        NavigationStack { SettingsView() }
                    case .help:
                        NavigationView {
                            HelpView()
                        }
                        .navigationViewStyle(.stack)
                    }
                }
            }
            struct HomeView: View {
                @State private var sheet: Sheet.Kind?
                var body: some View {
                    NavigationStack {
                        List {
                            Button("About") { sheet = .about }
                            Button("Settings") { sheet = .settings }
                            Button("Help") { sheet = .help }
                        }
                        .navigationTitle("Home")
                        .sheet(item: $sheet) { kind in Sheet(kind: kind) }
                    }
                }
            }
            struct AboutView: View { let version: String; var body: some View { Button("Rate") {}.navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "About" -> AboutView sheet
              button "Settings" -> SettingsView sheet
              button "Help" -> HelpView sheet

            screen AboutView "About"
              button "Rate"

            screen SettingsView "Options" kind settings

            screen HelpView "Help"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A coordinator's path and push inherited from a base class of the project are followed")
    func membersOfASuperclass() {
        expectFlow("""
            enum Route: Hashable { case detail, help }
            class BaseCoordinator: ObservableObject {
                @Published var path: [Route] = []
                func push(_ r: Route) { path.append(r) }
            }
            class TabCoordinator: BaseCoordinator {
                func showHelp() { push(.help) }
            }
            final class HomeCoordinator: TabCoordinator {}
            @main
            struct InheritApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @StateObject var coordinator = HomeCoordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        VStack {
                            Button("Open") { coordinator.push(.detail) }
                            Button("Help") { coordinator.showHelp() }
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .detail: DetailScreen()
                            case .help: HelpScreen()
                            }
                        }
                    }
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct HelpScreen: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "InheritApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Open" -> DetailScreen
              button "Help" -> HelpScreen

            screen DetailScreen "Detail"

            screen HelpScreen "Help"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Methods overloaded by the type of their parameter: the one whose type holds the case given")
    func overloadsByParameterType() {
        expectFlow("""
            enum Route: Hashable { case detail }
            enum Modal: Identifiable { case add; var id: Int { 0 } }
            final class Coordinator: ObservableObject {
                @Published var path: [Route] = []
                @Published var modal: Modal?
                @ViewBuilder func build(_ r: Route) -> some View {
                    switch r { case .detail: DetailScreen() }
                }
                @ViewBuilder func build(_ m: Modal) -> some View {
                    switch m { case .add: AddScreen() }
                }
            }
            @main
            struct OverloadApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @StateObject var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        List {
                            Button("Open") { coordinator.path.append(.detail) }
                            Button("Add") { coordinator.modal = .add }
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { coordinator.build($0) }
                        .sheet(item: $coordinator.modal) { coordinator.build($0) }
                    }
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct AddScreen: View { var body: some View { Text("a").navigationTitle("Add") } }
            """, """
            app "OverloadApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Open" -> DetailScreen
              button "Add" -> AddScreen sheet

            screen DetailScreen "Detail"

            screen AddScreen "Add"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A call through a protocol (`any Coordinating`) does what the conforming types' methods do")
    func callThroughAProtocol() {
        expectFlow("""
            protocol Coordinating: AnyObject { func present() }
            protocol AppCoordinating: Coordinating {}
            final class Coordinator: ObservableObject, AppCoordinating {
                @Published var showAdd = false
                func present() { showAdd = true }
            }
            @main
            struct ProtoApp: App {
                @StateObject var coordinator = Coordinator()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { ListScreen(coordinator: coordinator) }
                            .sheet(isPresented: $coordinator.showAdd) { AddScreen() }
                    }
                }
            }
            struct ListScreen: View {
                weak var coordinator: (any Coordinating)?
                var body: some View {
                    List { Button("Add") { coordinator?.present() } }
                        .navigationTitle("List")
                }
            }
            struct AddScreen: View { var body: some View { Text("a").navigationTitle("Add") } }
            """, """
            app "ProtoApp"

            scene standard
            start ListScreen

            screen ListScreen "List" kind list
              button "Add" -> AddScreen sheet

            screen AddScreen "Add"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A view model of a type nested in the view, made as `ListScreen.ViewModel(...)`, is that type")
    func nestedViewModelMadeByItsPath() {
        expectFlow("""
            enum Route: Hashable { case detail }
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                func push(_ r: Route) { path.append(r) }
            }
            @main
            struct NestedApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @StateObject var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        ListScreen(viewModel: ListScreen.ViewModel(coordinator: coordinator))
                            .navigationDestination(for: Route.self) { _ in DetailScreen() }
                    }
                }
            }
            struct ListScreen: View {
                let viewModel: ViewModel
                var body: some View {
                    List { Button("Open") { viewModel.open() } }.navigationTitle("List")
                }
            }
            extension ListScreen {
                final class ViewModel {
                    let coordinator: Coordinator
                    init(coordinator: Coordinator) { self.coordinator = coordinator }
                    func open() { coordinator.push(.detail) }
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "NestedApp"

            scene standard
            start RootView

            screen RootView kind list
              button "Open" -> DetailScreen

            screen DetailScreen "Detail"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 16: a screen only a link reaches pushes onto the path as any screen does")
    func pushFromAScreenOnlyALinkReaches() {
        expectFlow("""
            enum Route: Hashable { case detail, more }
            final class Router: ObservableObject {
                @Published var path: [Route] = []
            }
            @main
            struct DeepApp: App {
                @StateObject var router = Router()
                var body: some Scene {
                    WindowGroup {
                        HomeView()
                            .environmentObject(router)
                            .onOpenURL { _ in router.path = [.detail] }
                    }
                }
            }
            struct HomeView: View {
                @EnvironmentObject var router: Router
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Home")
                            .navigationTitle("Home")
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .detail: DetailView()
                                case .more: MoreView()
                                }
                            }
                    }
                }
            }
            struct DetailView: View {
                @EnvironmentObject var router: Router
                var body: some View {
                    Button("More") { router.path.append(.more) }
                        .navigationTitle("Detail")
                }
            }
            struct MoreView: View { var body: some View { Text("m").navigationTitle("More") } }
            """, """
            app "DeepApp"

            scene standard
            start HomeView
            entry DetailView "a link"

            screen HomeView "Home"

            screen DetailView "Detail"
              button "More" -> MoreView

            screen MoreView "More"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A call through a protocol that several types carry out is not followed, and the control says so")
    func callThroughAProtocolOfSeveralTypes() {
        expectFlow("""
            protocol Coordinating: AnyObject { func present() }
            final class HomeCoordinator: ObservableObject, Coordinating {
                @Published var showAdd = false
                func present() { showAdd = true }
            }
            final class OtherCoordinator: Coordinating {
                func present() {}
            }
            @main
            struct ProtoApp: App {
                @StateObject var coordinator = HomeCoordinator()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { ListScreen(coordinator: coordinator) }
                            .sheet(isPresented: $coordinator.showAdd) { AddScreen() }
                    }
                }
            }
            struct ListScreen: View {
                let coordinator: any Coordinating
                var body: some View {
                    List { Button("Add") { coordinator.present() } }
                        .navigationTitle("List")
                }
            }
            struct AddScreen: View { var body: some View { Text("a").navigationTitle("Add") } }
            """, """
            app "ProtoApp"

            scene standard
            start ListScreen

            screen ListScreen "List" kind list
            # note: `$showAdd` is set by code, not by a control: no transition is written for it
              button "Add"
              # note: `present(...)` is called through the protocol `Coordinating`, which 2 types of the project carry out, and one of them navigates; which one runs cannot be told from the code, so it is not followed

            screen AddScreen "Add"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 33: views handed to a representable (a tab bar drawn by UIKit) are named where they are given, not lost")
    func viewsHandedToARepresentable() {
        expectFlow("""
            struct TabItem {
                let title: String
                let content: AnyView
                init(_ title: String, @ViewBuilder content: () -> some View) {
                    self.title = title
                    self.content = AnyView(content())
                }
            }
            struct CustomTabBar: UIViewControllerRepresentable {
                let tabs: [TabItem]
                func makeUIViewController(context: Context) -> UITabBarController { UITabBarController() }
                func updateUIViewController(_ c: UITabBarController, context: Context) {}
            }
            @main
            struct TabsApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View {
                var body: some View {
                    CustomTabBar(tabs: [
                        TabItem("Feed") { NavigationStack { FeedView() } },
                        TabItem("Settings") { NavigationStack { SettingsView() } },
                    ])
                }
            }
            struct FeedView: View { var body: some View { Text("f").navigationTitle("Feed") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "TabsApp"

            scene standard
            start ContentView

            screen ContentView
            # note: `CustomTabBar` is drawn by UIKit (a representable) and is given `FeedView`, `SettingsView`: how it shows them cannot be told from the code, so they are not placed

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: FeedView  # App.swift:24: shown only through a dynamic view (App.swift:18)
            # not placed: SettingsView  # App.swift:25: shown only through a dynamic view (App.swift:18)
            """)
    }

    @Test("A view made through a protocol (`start: any Route`, `start.makeView()`) is what the conforming types make")
    func viewMadeThroughAProtocol() {
        expectFlow("""
            protocol Route { func makeView() -> AnyView }
            enum HomeRoute: Route {
                case start
                func makeView() -> AnyView { AnyView(HomeView()) }
            }
            @main
            struct ErasedApp: App { var body: some Scene { WindowGroup { Host(start: HomeRoute.start) } } }
            struct Host: View {
                let start: any Route
                var body: some View {
                    NavigationStack { start.makeView() }
                }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationLink("Settings", destination: SettingsView()).navigationTitle("Home")
                }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "ErasedApp"

            scene standard
            start Host

            screen Host
              link "Settings" -> SettingsView

            screen SettingsView "Settings" kind settings
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 16: a link's handler pushes what `if let` and `guard let` made of the link (`HomeScreen(rawValue:)`)")
    func linkHandlerWithOptionalBindings() {
        expectFlow("""
            enum HomeScreen: String, Hashable { case detail, more }
            enum SearchScreen: String, Hashable { case results }
            @Observable class HomeNav { var path = NavigationPath() }
            @Observable class SearchNav { var path = NavigationPath() }
            @main
            struct CNApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View {
                @State private var home = HomeNav()
                @State private var search = SearchNav()
                var body: some View {
                    TabView {
                        HomeTab(nav: home).tabItem { Label("Home", systemImage: "house") }
                        SearchTab(nav: search).tabItem { Label("Search", systemImage: "magnifyingglass") }
                    }
                    .onOpenURL { url in handle(url) }
                }
                private func handle(_ url: URL) {
                    guard let host = url.host else { return }
                    if host == "home", let screen = HomeScreen(rawValue: url.path) {
                        home.path.append(screen)
                    }
                    guard let found = SearchScreen(rawValue: host) else { return }
                    search.path.append(found)
                }
            }
            struct HomeTab: View {
                @Bindable var nav: HomeNav
                var body: some View {
                    NavigationStack(path: $nav.path) {
                        Button("Detail") { nav.path.append(HomeScreen.detail) }
                            .navigationTitle("Home")
                            .navigationDestination(for: HomeScreen.self) { s in
                                switch s {
                                case .detail: DetailView()
                                case .more: MoreView()
                                }
                            }
                    }
                }
            }
            struct SearchTab: View {
                @Bindable var nav: SearchNav
                var body: some View {
                    NavigationStack(path: $nav.path) {
                        Text("s").navigationTitle("Search")
                            .navigationDestination(for: SearchScreen.self) { _ in ResultsView() }
                    }
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct MoreView: View { var body: some View { Text("m").navigationTitle("More") } }
            struct ResultsView: View { var body: some View { Text("r").navigationTitle("Results") } }
            """, """
            app "CNApp"

            scene standard
            start ContentView
            entry DetailView "a link"
            entry MoreView "a link"
            entry ResultsView "a link"

            screen ContentView kind tabs
              tab "Home" icon house -> HomeTab
              tab "Search" icon magnifyingglass -> SearchTab

            screen HomeTab "Home" feature Home
              button "Detail" -> DetailView

            screen SearchTab "Search" feature Search

            screen DetailView "Detail"

            screen MoreView "More"

            screen ResultsView "Results"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 26: methods of the second `extension View` of a project are found as those of the first")
    func secondExtensionOfView() {
        expectFlow("""
            extension View {
                func cardStyle() -> some View { padding() }
            }
            enum SheetTarget: String, Identifiable {
                case settings, info
                var id: String { rawValue }
            }
            extension View {
                @ViewBuilder
                func build(_ target: SheetTarget) -> some View {
                    switch target {
                    case .settings: SettingsView()
                    case .info: InfoView()
                    }
                }
                func withSheets(_ item: Binding<SheetTarget?>) -> some View {
                    sheet(item: item) { target in build(target) }
                }
            }
            struct HomeView: View {
                @State private var sheet: SheetTarget?
                var body: some View {
                    NavigationStack {
                        VStack {
                            Button("Settings") { sheet = .settings }
                            Button("Info") { sheet = .info }
                        }
                        .cardStyle()
                        .navigationTitle("Home")
                        .withSheets($sheet)
                    }
                }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            struct InfoView: View { var body: some View { Text("i").navigationTitle("Info") } }
            @main
            struct RouteApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            """, """
            app "RouteApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Settings" -> SettingsView sheet
              button "Info" -> InfoView sheet

            screen SettingsView "Options" kind settings

            screen InfoView "Info"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A view handed to a row as a value (`destination: AccountView()`) is where the row's link leads")
    func viewHandedDownAsAValue() {
        expectFlow("""
            struct SettingRow<Destination: View>: View {
                let title: String
                let destination: Destination
                var body: some View {
                    NavigationLink(destination: destination) { Text(title) }
                }
            }
            struct SettingsView: View {
                var body: some View {
                    List {
                        SettingRow(title: "Account", destination: AccountView())
                        SettingRow(title: "Appearance", destination: AppearanceView().padding())
                    }
                    .navigationTitle("Settings")
                }
            }
            struct AccountView: View { var body: some View { Text("a").navigationTitle("Account") } }
            struct AppearanceView: View { var body: some View { Text("l").navigationTitle("Appearance") } }
            @main
            struct RowApp: App { var body: some Scene { WindowGroup { NavigationView { SettingsView() } } } }
            """, """
            app "RowApp"

            scene standard
            start SettingsView

            screen SettingsView "Settings" kind settings
              link "Account" -> AccountView
              link "Appearance" -> AppearanceView

            screen AccountView "Account"

            screen AppearanceView "Appearance"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A sheet on the tab view, opened by a button of a tab given its binding, is that button's")
    func bindingHandedToATab() {
        expectFlow("""
            struct HomeView: View {
                @State private var showAccount = false
                var body: some View {
                    TabView {
                        ScheduleView(showAccount: $showAccount)
                            .tabItem { Label("Schedule", systemImage: "calendar") }
                    }
                    .sheet(isPresented: $showAccount) { AccountSheet() }
                }
            }
            struct ScheduleView: View {
                @Binding var showAccount: Bool
                var body: some View {
                    NavigationStack {
                        Text("t")
                            .navigationTitle("Schedule")
                            .toolbar {
                                Button("Account", systemImage: "person.crop.circle") { showAccount = true }
                            }
                    }
                }
            }
            struct AccountSheet: View { var body: some View { Text("a").navigationTitle("Account") } }
            @main
            struct ScheduleApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            """, """
            app "ScheduleApp"

            scene standard
            start HomeView

            screen HomeView kind tabs
              tab "Schedule" icon calendar -> ScheduleView

            screen ScheduleView "Schedule" feature Schedule
              button "Account" icon person.crop.circle -> AccountSheet sheet

            screen AccountSheet "Account"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a scene's root that picks its screen by a switch over its state, inside Group { }.animation, leads where the state is set")
    func rootGateOnState() {
        expectFlow("""
            enum Stage { case onboarding, login, main }
            struct RootView: View {
                @State private var stage: Stage = .onboarding
                var body: some View {
                    Group {
                        switch stage {
                        case .onboarding: OnboardingView(stage: $stage)
                        case .login: LoginView(stage: $stage)
                        case .main: HomeView()
                        }
                    }
                    .animation(.default, value: stage)
                }
            }
            struct OnboardingView: View {
                @Binding var stage: Stage
                var body: some View { Button("Get Started", systemImage: "arrow.right") { stage = .login } }
            }
            struct LoginView: View {
                @Binding var stage: Stage
                var body: some View { Button("Log In", systemImage: "person") { stage = .main } }
            }
            struct HomeView: View { var body: some View { Text("w").navigationTitle("Home") } }
            @main
            struct GateApp: App { var body: some Scene { WindowGroup { RootView() } } }
            """, """
            app "GateApp"

            scene standard
            start OnboardingView
            # note: the scene shows one of 3 views by a condition: OnboardingView is the start screen, and LoginView, HomeView are screens of the scene too

            screen OnboardingView
              button "Get Started" icon arrow.right -> LoginView

            screen LoginView
              button "Log In" icon person -> HomeView

            screen HomeView "Home"
            """)
    }

    @Test("A root view whose other branch is a split view is a screen with both, not a router that loses the split")
    func splitViewBranchIsNotLost() {
        expectFlow("""
            struct ContentView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .compact {
                        PhoneTabs()
                    } else {
                        NavigationSplitView {
                            Sidebar()
                        } detail: {
                            InboxView()
                        }
                    }
                }
            }
            struct PhoneTabs: View {
                var body: some View {
                    TabView { InboxView().tabItem { Label("Inbox", systemImage: "tray") } }
                }
            }
            struct Sidebar: View {
                var body: some View {
                    List { NavigationLink("Archive") { ArchiveView() } }.navigationTitle("Mail")
                }
            }
            struct InboxView: View { var body: some View { Text("i").navigationTitle("Inbox") } }
            struct ArchiveView: View { var body: some View { Text("a").navigationTitle("Archive") } }
            @main
            struct MailApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            """, """
            app "MailApp"

            scene standard
            start ContentView

            screen ContentView kind tabs
              tab "Inbox" icon tray -> InboxView
              link "Archive" -> ArchiveView

            screen InboxView "Inbox" feature Inbox

            screen ArchiveView "Archive"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("SwiftUI's hidden() inside the project's hidden(_:) is SwiftUI's: no cycle")
    func modifierOfTheSameNameWithFewerArguments() {
        expectFlow("""
            extension View {
                @ViewBuilder
                func hidden(_ isHidden: Bool) -> some View {
                    if isHidden { hidden() } else { self }
                }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Profile") { ProfileView() }
                            .hidden(false)
                            .navigationTitle("Home")
                    }
                }
            }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            @main
            struct HideApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            """, """
            app "HideApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              link "Profile" -> ProfileView

            screen ProfileView "Profile"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A sheet bound to a binding aaflow cannot read (`!$onboarded`) is said where it is, not dropped")
    func presentationBoundToAnExpression() {
        expectFlow("""
            prefix func ! (value: Binding<Bool>) -> Binding<Bool> {
                Binding(get: { !value.wrappedValue }, set: { value.wrappedValue = !$0 })
            }
            struct HomeView: View {
                var body: some View { NavigationStack { Text("h").navigationTitle("Home") } }
            }
            struct OnboardingFlow: View {
                @AppStorage("onboarded") private var onboarded = false
                var body: some View { Button("Continue") { onboarded = true }.navigationTitle("Welcome") }
            }
            @main
            struct OnboardApp: App {
                @AppStorage("onboarded") private var onboarded = false
                var body: some Scene {
                    WindowGroup {
                        HomeView().sheet(isPresented: !$onboarded) { OnboardingFlow() }
                    }
                }
            }
            """, """
            app "OnboardApp"

            scene standard
            start HomeView

            screen HomeView "Home"
            # note: what shows this sheet is a binding aaflow cannot read (neither a variable nor a Binding written in place): no transition is written for it

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: OnboardingFlow  # App.swift:7: constructed in OnboardApp, but where no control that aaflow can follow leads
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a detail column that shows `screen.destination` when a screen is picked (if let), else a placeholder, is a router")
    func detailColumnIfLetRouter() {
        expectFlow("""
            enum AppScreen: Hashable, CaseIterable { case backyards, birds }
            extension AppScreen {
                @ViewBuilder var destination: some View {
                    switch self {
                    case .backyards: BackyardsView()
                    case .birds: BirdsView()
                    }
                }
                var title: String { "x" }
            }
            struct AppDetailColumn: View {
                var screen: AppScreen?
                var body: some View {
                    Group {
                        if let screen {
                            screen.destination
                        } else {
                            ContentUnavailableView("Select", systemImage: "bird")
                        }
                    }
                    #if os(macOS)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background()
                    #endif
                }
            }
            struct Sidebar: View {
                @Binding var selection: AppScreen?
                var body: some View {
                    List(AppScreen.allCases, id: \\.self, selection: $selection) { s in
                        NavigationLink(value: s) { Label(s.title, systemImage: "star") }
                    }
                }
            }
            struct ContentView: View {
                @State private var selection: AppScreen? = .backyards
                var body: some View {
                    NavigationSplitView {
                        Sidebar(selection: $selection)
                    } detail: {
                        AppDetailColumn(screen: selection)
                    }
                }
            }
            struct BackyardsView: View { var body: some View { Text("b").navigationTitle("Backyards") } }
            struct BirdsView: View { var body: some View { Text("b").navigationTitle("Birds") } }
            @main
            struct BBApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            """, """
            app "BBApp"

            scene standard
            start ContentView

            screen ContentView kind split
              row "…" icon star -> BackyardsView
              # note: the text is built at run time
              row "…" icon star -> BirdsView
              # note: the text is built at run time

            screen BackyardsView "Backyards"

            screen BirdsView "Birds"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A subview with its own popover shown in two screens opens its own popover in each, not the other's")
    func subviewWithOwnStateInTwoScreens() {
        expectFlow("""
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Profile") { ProfileForm() }
                            NavigationLink("Store") { StoreForm() }
                        }
                        .navigationTitle("Home")
                    }
                }
            }
            struct FieldHint: View {
                var text: String
                @State private var showHint = false
                var body: some View {
                    Image(systemName: "questionmark.circle")
                        .onTapGesture { showHint.toggle() }
                        .popover(isPresented: $showHint) { Text(text).padding() }
                }
            }
            struct ProfileForm: View {
                var body: some View { Form { FieldHint(text: "Your name") }.navigationTitle("Profile") }
            }
            struct StoreForm: View {
                var body: some View { Form { FieldHint(text: "Store name") }.navigationTitle("Store") }
            }
            @main
            struct HintApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            """, """
            app "HintApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              link "Profile" -> ProfileForm
              link "Store" -> StoreForm

            screen ProfileForm "Profile" kind form
              gesture icon questionmark.circle -> ProfileForm_sheet custom sheet

            screen StoreForm "Store" kind form
              gesture icon questionmark.circle -> StoreForm_sheet custom sheet

            screen ProfileForm_sheet

            screen StoreForm_sheet
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A scene's root kept in a stored property of the app is its start screen; a method named as a sheet's content is read")
    func storedRootAndMethodContent() {
        expectFlow("""
            @main
            struct DefaultApp: App {
                var mainScreen: FriendsView
                init() { mainScreen = FriendsView() }
                var body: some Scene { WindowGroup { mainScreen } }
            }
            struct Friend: Identifiable { let id: Int; let name: String }
            struct FriendsView: View {
                @State private var recipient: Friend?
                var body: some View {
                    NavigationStack {
                        Button("Message Ann", systemImage: "envelope") { recipient = Friend(id: 1, name: "Ann") }
                            .navigationTitle("Friends")
                            .sheet(item: $recipient, content: messageSheet)
                    }
                }
                func messageSheet(for friend: Friend) -> some View { SendMessageView(name: friend.name) }
            }
            struct SendMessageView: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Message") }
            }
            """, """
            app "DefaultApp"

            scene standard
            start FriendsView

            screen FriendsView "Friends"
              button "Message Ann" icon envelope -> SendMessageView sheet

            screen SendMessageView "Message"
            """)
    }

    @Test("A destination handed to a row as a closure, called in `if let`, is where the row's link leads")
    func destinationClosureCalledInIfLet() {
        expectFlow("""
            @main
            struct RowApp: App { var body: some Scene { WindowGroup { ContactsView() } } }
            struct ContactsView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            ImageTitleRow(title: "Ann", destination: { ContactDetail(name: "Ann") })
                        }
                        .navigationTitle("Contacts")
                    }
                }
            }
            struct ImageTitleRow<Destination: View>: View {
                let title: String
                let destination: (() -> Destination)?
                var body: some View {
                    if let destination = destination?() {
                        NavigationLink(destination: destination) { Text(title) }
                    }
                }
            }
            struct ContactDetail: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Detail") }
            }
            """, """
            app "RowApp"

            scene standard
            start ContactsView

            screen ContactsView "Contacts" kind list
              link "Ann" -> ContactDetail

            screen ContactDetail "Detail"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A collection typed through a typealias (`typealias Recipes = [Recipe]`) has the element type it names")
    func collectionThroughATypealias() {
        expectFlow("""
            struct Recipe: Hashable, Identifiable { let id: Int; let name: String }
            struct Store: Hashable { let id: Int }
            typealias Recipes = [Recipe]
            struct RecipesView: View {
                var recipes: Recipes = []
                var filteredRecipes: Recipes { recipes.filter { !$0.name.isEmpty } }
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(filteredRecipes, id: \\.id) { recipe in
                                NavigationLink(value: recipe) { Label("Recipe", systemImage: "book") }
                            }
                        }
                        .navigationTitle("Recipes")
                        .navigationDestination(for: Recipe.self) { RecipeView(recipe: $0) }
                        .navigationDestination(for: Store.self) { _ in StoreView() }
                    }
                }
            }
            struct RecipeView: View { let recipe: Recipe; var body: some View { Text(recipe.name).navigationTitle("Recipe") } }
            struct StoreView: View { var body: some View { Text("s").navigationTitle("Store") } }
            @main
            struct AliasApp: App { var body: some Scene { WindowGroup { RecipesView() } } }
            """, """
            app "AliasApp"

            scene standard
            start RecipesView

            screen RecipesView "Recipes" kind list
            # note: the destination for `Store` can show `StoreView`, but no control that aaflow can follow pushes a value that leads there
              row "Recipe" icon book -> RecipeView

            screen RecipeView "Recipe"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: StoreView  # App.swift:21: constructed in RecipesView, but where no control that aaflow can follow leads
            """)
    }
}
