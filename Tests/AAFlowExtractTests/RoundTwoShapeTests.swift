import AAFlow
import AAFlowSwiftUI
import Foundation
import Testing

/// The shapes of swiftui.md rules 23-34 ("What real apps need, round 2"),
/// each in a small project of our own.
@Suite struct RoundTwoShapeTests {
    @Test("Rule 25: a router enum built by a method through a private helper; pushes of known cases lead to their views")
    func routerEnumBuiltByMethods() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { CoordinatorView() } } }
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                func push(page: Pages) { path.append(page) }
            }
            enum Pages: Hashable {
                case home
                case detail(Int)
                case credits
            }
            extension Pages {
                func build() -> some View { makeView() }
                @ViewBuilder
                private func makeView() -> some View {
                    switch self {
                    case .home: HomeView()
                    case let .detail(n): DetailView(n: n)
                    case .credits: CreditsView()
                    }
                }
            }
            struct CoordinatorView: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        Pages.home.build()
                            .navigationDestination(for: Pages.self) { page in
                                page.build()
                            }
                    }
                    .environmentObject(coordinator)
                }
            }
            struct HomeView: View {
                @EnvironmentObject var coordinator: Coordinator
                var body: some View {
                    List {
                        Button("Detail") { coordinator.push(page: .detail(1)) }
                        Button("Credits") { coordinator.push(page: .credits) }
                    }
                    .navigationTitle("Home")
                }
            }
            struct DetailView: View {
                let n: Int
                var body: some View { Text("d").navigationTitle("Detail") }
            }
            struct CreditsView: View {
                var body: some View { Text("c").navigationTitle("Credits") }
            }
            """, """
            app "RouterApp"

            scene standard
            start CoordinatorView

            screen CoordinatorView
              button "Detail" -> DetailView
              button "Credits" -> CreditsView

            screen DetailView "Detail"

            screen CreditsView "Credits"
            """)
    }

    @Test("Rule 23: thirty modifiers on the scene's content are no limit; the start screen is found")
    func longModifierChain() {
        let modifiers = String(repeating: "            .environmentObject(Model())\n", count: 29)
        let project = extractProject("""
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup {
                        HomeView()
                        .onOpenURL { _ in }

            """ + modifiers + """
                    }
                }
            }
            final class Model: ObservableObject {}
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            """)
        #expect(flowBody(project) == """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
            """)
        #expect(project.problems.isEmpty)
    }

    @Test("Rule 23: a scene that yields no screen is a note naming the expression, and a located warning in the problems")
    func sceneWithoutScreen() {
        let project = extractProject("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Factory.make() } } }
            enum Factory { static func make() -> some View { Text("x") } }
            """)
        let note = project.scenes.first?.notes.first?.message ?? ""
        #expect(project.problems.map(\.value) == [.noStartScreen(.standard, content: "Factory.make(…)")])
        #expect(note == project.problems.first?.message)
        #expect(project.problems.map(\.id) == ["swift.gave-up"])
        #expect(project.problems.first?.location.line == 2)
    }

    @Test("Rule 23: views nested through methods stop on a cycle, not on a count; a deep nest is followed in full")
    func cyclesNotCounts() {
        var levels = ""
        for i in 0..<40 { levels += "struct L\(i): View { var body: some View { VStack { L\(i + 1)() } } }\n" }
        levels += "struct L40: View { @State private var show = false\n var body: some View { Button(\"Deep\") { show = true }.sheet(isPresented: $show) { DeepView() } } }\n"
        let project = extractProject("""
            @main
            struct A: App { var body: some Scene { WindowGroup { L0() } } }
            struct DeepView: View { var body: some View { Text("d").navigationTitle("Deep") } }
            """ + levels)
        let body = flowBody(project)
        #expect(body.contains("button \"Deep\" -> DeepView sheet"))
        #expect(project.problems.isEmpty)
    }

    @Test("Rule 24: closures handed to embedded views, through an explicit initialiser, a trailing closure and a view that passes them on")
    func closuresHandedToViews() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct RoundedButton: View {
                let title: String
                let icon: String
                let action: () -> Void
                init(_ title: String, icon: String, action: @escaping () -> Void) {
                    self.title = title
                    self.icon = icon
                    self.action = action
                }
                var body: some View { Button(action: action) { Label(title, systemImage: icon) } }
            }
            struct SectionTitle: View {
                var action: () -> Void
                var body: some View { Button("More", systemImage: "ellipsis") { action() } }
            }
            struct Card: View {
                var action: () -> Void
                var body: some View { SectionTitle(action: action) }
            }
            struct Profile: Identifiable { var id: Int }
            struct ProfileRow: View {
                var profile: Profile
                var onEdit: (() -> Void)?
                var body: some View { Label("Ann", systemImage: "person").onTapGesture { onEdit?() } }
            }
            struct HomeView: View {
                @State private var showSettings = false
                @State private var showHelp = false
                @State private var editing: Profile?
                var body: some View {
                    List {
                        RoundedButton("Settings", icon: "gear") { showSettings = true }
                        Card { showHelp = true }
                        ProfileRow(profile: Profile(id: 1), onEdit: edit)
                    }
                    .navigationTitle("Home")
                    .sheet(isPresented: $showSettings) { SettingsView() }
                    .sheet(isPresented: $showHelp) { HelpView() }
                    .sheet(item: $editing) { p in EditView(profile: p) }
                }
                func edit() { editing = Profile(id: 1) }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            struct EditView: View { var profile: Profile; var body: some View { Text("e").navigationTitle("Edit") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Settings" icon gear -> SettingsView sheet
              button "More" icon ellipsis -> HelpView sheet
              gesture "Ann" icon person -> EditView custom sheet

            screen SettingsView "Settings" kind settings

            screen HelpView "Help"

            screen EditView "Edit"
            """)
    }

    @Test("Rules 27 and 29: a computed Binding shows when the flag its getter reads is set, through calls two levels deep")
    func computedBindingsAndDeepCalls() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            final class Store: ObservableObject {
                @Published var showPaywall = false
                @Published var busy = false
                func upgrade() { prepare() }
                func prepare() { showPaywall = true }
            }
            struct HomeView: View {
                @StateObject private var store = Store()
                var paywall: Binding<Bool> {
                    Binding(get: { store.showPaywall && !store.busy }, set: { store.showPaywall = $0 })
                }
                var body: some View {
                    Button("Upgrade", systemImage: "star") { store.upgrade() }
                        .navigationTitle("Home")
                        .sheet(isPresented: paywall) { PaywallView() }
                }
            }
            struct PaywallView: View { var body: some View { Text("p").navigationTitle("Upgrade") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Upgrade" icon star -> PaywallView sheet

            screen PaywallView "Upgrade"
            """)
    }

    @Test("Rule 30: a representable is a screen; a View type the project does not declare is a screen with no controls")
    func screensTheProjectDidNotDraw() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct SafariView: UIViewControllerRepresentable {
                let url: URL
                func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
                func updateUIViewController(_ vc: SFSafariViewController, context: Context) {}
            }
            struct HomeView: View {
                @State private var showWeb = false
                @State private var showStore = false
                var body: some View {
                    VStack {
                        Button("Website", systemImage: "safari") { showWeb = true }
                        Button("Subscribe", systemImage: "cart") { showStore = true }
                    }
                    .navigationTitle("Home")
                    .sheet(isPresented: $showWeb) { SafariView(url: URL(string: "https://example.com")!) }
                    .sheet(isPresented: $showStore) { SubscriptionStoreView(groupID: "1") }
                }
            }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Website" icon safari -> SafariView sheet
              button "Subscribe" icon cart -> SubscriptionStoreView sheet

            screen SafariView
            # note: SafariView is drawn by UIKit (a representable): a screen with no controls aaflow can see

            screen SubscriptionStoreView
            # note: SubscriptionStoreView is not declared in the project (a system or package view): a screen with no controls aaflow can see
            """)
    }

    @Test("Rules 31, 32 and 34: generic arguments, a package wrapper as the scene's content, a router view in a split's detail column")
    func genericsWrappersAndRouterViews() {
        expectFlow("""
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup { StoreProvider(store: Store()) { RootView<Store>() } }
                }
            }
            final class Store: ObservableObject {}
            enum Panel: Hashable { case orders, truck }
            struct RootView<S: ObservableObject>: View {
                @State private var selection: Panel? = .truck
                var body: some View {
                    NavigationSplitView {
                        Sidebar(selection: $selection)
                    } detail: {
                        NavigationStack { DetailColumn(selection: $selection) }
                    }
                }
            }
            struct Sidebar: View {
                @Binding var selection: Panel?
                var body: some View {
                    List(selection: $selection) {
                        NavigationLink(value: Panel.truck) { Label("Truck", systemImage: "box.truck") }
                        NavigationLink(value: Panel.orders) { Label("Orders", systemImage: "shippingbox") }
                    }
                    .navigationTitle("Food")
                }
            }
            struct DetailColumn: View {
                @Binding var selection: Panel?
                var body: some View {
                    switch selection ?? .truck {
                    case .truck: TruckView()
                    case .orders: OrdersView()
                    }
                }
            }
            struct TruckView: View { var body: some View { Text("t").navigationTitle("Truck") } }
            struct OrdersView: View { var body: some View { Text("o").navigationTitle("Orders") } }
            """, """
            app "A"

            scene standard
            start RootView

            screen RootView kind split
              link "Truck" icon box.truck -> TruckView
              link "Orders" icon shippingbox -> OrdersView

            screen TruckView "Truck"

            screen OrdersView "Orders"
            """)
    }

    @Test("What was not placed: screen-like types no scene reaches, with why; audit counts them")
    func notPlaced() {
        let project = extractProject("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            struct LostView: View { var body: some View { Text("l").navigationTitle("Lost") } }
            struct Orphan: View {
                @State private var show = false
                var body: some View { Button("Go") { show = true }.sheet(isPresented: $show) { Inner() } }
            }
            struct Inner: View { var body: some View { Text("i") } }
            """)
        let lines = project.flowText.split(separator: "\n").filter { $0.hasPrefix("# not placed:") }
        #expect(lines == [
            "# not placed: LostView  # App.swift:4: never constructed",
            "# not placed: Inner  # App.swift:9: constructed only in Orphan, which no scene reaches",
        ])
        #expect(project.placedCount == 1)
        #expect(project.screenTypes.count == 3)
    }

    @Test("Rule 24: a container whose initialiser stores its content under another name shows it; self.method() destinations are followed")
    func initialiserAssignments() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Disclosure<Inside: View>: View {
                let title: String
                var contentView: () -> Inside
                init(_ title: String, @ViewBuilder _ content: @escaping () -> Inside) {
                    self.title = title
                    contentView = content
                }
                var body: some View { VStack { Button(title) {}; contentView() } }
            }
            struct HomeView: View {
                @State private var show = false
                var body: some View {
                    List {
                        Disclosure("Phrases") {
                            Button("Edit", systemImage: "pencil") { show = true }
                        }
                        NavigationLink(destination: self.detail(for: 1)) { Text("Next") }
                    }
                    .navigationTitle("Home")
                    .sheet(isPresented: $show) { EditView() }
                }
                func detail(for n: Int) -> some View { DetailView() }
            }
            struct EditView: View { var body: some View { Text("e").navigationTitle("Edit") } }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Phrases"
              button "Edit" icon pencil -> EditView sheet
              link "Next" -> DetailView

            screen EditView "Edit"

            screen DetailView "Detail"
            """)
    }

    @Test("Rule 34: a View through a protocol the project does not declare, whose body(props:) the package calls; a tab label made by a method")
    func viewsThroughForeignProtocols() {
        expectFlow("""
            import SwiftUIFlux
            @main
            struct A: App { var body: some Scene { WindowGroup { Tabs() } } }
            struct Tabs: View {
                func item(text: String, image: String) -> some View {
                    VStack { Image(systemName: image); Text(text) }
                }
                var body: some View {
                    TabView {
                        MoviesHome().tabItem { self.item(text: "Movies", image: "film") }
                    }
                }
            }
            struct MoviesHome: ConnectedView {
                struct Props { let count: Int }
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(count: 0) }
                func body(props: Props) -> some View {
                    NavigationLink(destination: DetailView()) { Text("Open") }
                        .navigationTitle("Movies")
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "A"

            scene standard
            start Tabs

            screen Tabs kind tabs
              tab "Movies" icon film -> MoviesHome

            screen MoviesHome "Movies" feature Movies
            # note: MoviesHome is a View through `ConnectedView`, which the project does not declare: its `body(...)` function is read as its body
              link "Open" -> DetailView

            screen DetailView "Detail"
            """)
    }

    @Test("A string added to a member named path is no push; .onAppear that only sets state is no navigation")
    func pathNamedStringsAreNoPushes() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            enum Route: Hashable { case detail }
            final class Client {
                var loaded = false
                func url() -> URL? {
                    var components = URLComponents()
                    components.path += "/api/v1"
                    return components.url
                }
                func load() { loaded = true; _ = url() }
            }
            struct HomeView: View {
                @State private var path = NavigationPath()
                @State private var isLoading = false
                let client = Client()
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("h")
                            .navigationTitle("Home")
                            .navigationDestination(for: Route.self) { _ in DetailView() }
                            .onAppear { isLoading = true; client.load() }
                    }
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
            # note: the destination for `Route` can show `DetailView`, but no control that aaflow can follow pushes a value that leads there

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: DetailView  # App.swift:26: constructed in HomeView, but where no control that aaflow can follow leads
            """)
    }

    @Test("A row's value order.id is an Order.ID: it leads to the Order.ID destination, not to another type's ID")
    func identifierValues() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { OrdersView() } } }
            struct Order: Identifiable, Hashable { var id: String }
            struct Donut: Identifiable, Hashable { var id: Int }
            struct OrdersView: View {
                let orders: [Order] = []
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(orders) { order in
                                NavigationLink(value: order.id) { Text("Order") }
                            }
                        }
                        .navigationTitle("Orders")
                        .navigationDestination(for: Order.ID.self) { _ in OrderDetailView() }
                        .navigationDestination(for: Donut.ID.self) { _ in DonutView() }
                    }
                }
            }
            struct OrderDetailView: View { var body: some View { Text("o").navigationTitle("Order") } }
            struct DonutView: View { var body: some View { Text("d").navigationTitle("Donut") } }
            """, """
            app "A"

            scene standard
            start OrdersView

            screen OrdersView "Orders" kind list
            # note: the destination for `Donut.ID` can show `DonutView`, but no control that aaflow can follow pushes a value that leads there
              row "Order" -> OrderDetailView

            screen OrderDetailView "Order"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: DonutView  # App.swift:21: constructed in OrdersView, but where no control that aaflow can follow leads
            """)
    }

    @Test("Rule 26: methods of an extension of View that add destinations and sheets, called with a dot or alone, their binding parameters standing for the caller's")
    func extensionsThatRoute() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            enum Route: Hashable { case settings, about }
            extension View {
                func appRouting() -> some View {
                    navigationDestination(for: Route.self) { route in
                        switch route {
                        case .settings: SettingsView()
                        case .about: AboutView()
                        }
                    }
                }
                func helpSheet(isPresented: Binding<Bool>) -> some View {
                    sheet(isPresented: isPresented) { HelpView() }
                }
            }
            struct HomeView: View {
                @State private var showHelp = false
                var body: some View {
                    List {
                        appRouting()
                        NavigationLink("Settings", value: Route.settings)
                        Button("Help") { showHelp = true }
                    }
                    .navigationTitle("Home")
                    .helpSheet(isPresented: $showHelp)
                }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            struct AboutView: View { var body: some View { Text("a").navigationTitle("About") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
            # note: the destination for `Route` can show `AboutView`, but no control that aaflow can follow pushes a value that leads there
              link "Settings" -> SettingsView
              button "Help" -> HelpView sheet

            screen SettingsView "Settings" kind settings

            screen HelpView "Help"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: AboutView  # App.swift:30: constructed in an extension of View, but where no control that aaflow can follow leads
            """)
    }

    @Test("Rule 33: a view kept as AnyView is a note naming what the project assigns it; those types are not placed")
    func dynamicViews() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            final class Router: ObservableObject {
                @Published var shown: AnyView = AnyView(EmptyView())
                func open() { shown = AnyView(SettingsView()) }
            }
            struct HomeView: View {
                @StateObject private var router = Router()
                var body: some View {
                    VStack {
                        Button("Settings") { router.open() }
                        router.shown
                    }
                    .navigationTitle("Home")
                }
            }
            struct Card: View {
                var content: any View
                var body: some View { VStack { Text("c") } }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
            # note: `shown` is a view chosen at run time (`any View` or `AnyView`): aaflow cannot tell which is shown here; the project assigns it `SettingsView`
              button "Settings"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: SettingsView  # App.swift:21: shown only through a dynamic view (App.swift:12)
            """)
    }

    /// Runs `body` on a thread with a large stack: the guards are far beyond real code,
    /// and a debug build's frames are large.
    static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 512 << 20
        thread.start()
        done.wait()
        return box.value!
    }

    @Test("Rule 23: past 256 levels of views, following stops at a located swift.gave-up and a note, and the rest is read")
    func nestingGuard() {
        var levels = ""
        for i in 0..<300 { levels += "struct L\(i): View { var body: some View { VStack { L\(i + 1)() } } }\n" }
        levels += "struct L300: View { var body: some View { Text(\"bottom\") } }\n"
        let source = """
            @main
            struct A: App { var body: some Scene { WindowGroup { L0() } } }
            """ + "\n" + levels
        let project = Self.onLargeStack { extractProject(source) }
        let gaveUp = project.problems.filter { $0.id == "swift.gave-up" }
        #expect(gaveUp.count == 1)
        #expect(gaveUp.map(\.value) == [.viewsTooDeep(levels: 256)])
        #expect(project.flowText.contains("# swift.gave-up: views, calls or closures nest more than 256 levels deep here"))
        #expect(project.scenes.first?.start == "L0")
    }

    @Test("A scene that shows one of several views by a condition: the first is the start, the others are screens too, each an entry when nothing leads there, with a note")
    func sceneOfSeveralRoots() {
        expectFlow("""
            @main
            struct A: App {
                @AppStorage("onboarded") var onboarded = false
                @State private var loggedIn = false
                var body: some Scene {
                    WindowGroup { root }
                }
                @ViewBuilder var root: some View {
                    if !onboarded {
                        OnboardingView()
                    } else if !loggedIn {
                        LoginView()
                    } else {
                        HomeView()
                    }
                }
            }
            struct OnboardingView: View { var body: some View { Text("o").navigationTitle("Welcome") } }
            struct LoginView: View { var body: some View { Text("l").navigationTitle("Log in") } }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            """, """
            app "A"

            scene standard
            start OnboardingView
            entry LoginView "shown first by a condition of the scene"
            entry HomeView "shown first by a condition of the scene"
            # note: the scene shows one of 3 views by a condition: OnboardingView is the start screen, and LoginView, HomeView are screens of the scene too

            screen OnboardingView "Welcome"

            screen LoginView "Log in"

            screen HomeView "Home"
            """)
    }


    @Test("A relay: a control sets a model's state, .onReceive of its publisher pushes it; an action after a short delay is the control's own")
    func relaysAndShortDelays() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { WelcomeView() } } }
            enum Step: Hashable { case none, signIn, register }
            final class Auth: ObservableObject {
                @Published var step: Step = .none
                func go(_ next: Step) {
                    Task {
                        try? await Task.sleep(for: .seconds(0.1))
                        self.step = next
                    }
                }
            }
            struct WelcomeView: View {
                @StateObject private var auth = Auth()
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Sign in", systemImage: "person") { auth.go(.signIn) }
                            Button("Register", systemImage: "plus") { auth.go(.register) }
                        }
                        .navigationTitle("Welcome")
                        .navigationDestination(for: Step.self) { step in
                            switch step {
                            case .signIn: SignInView()
                            case .register: RegisterView()
                            case .none: EmptyView()
                            }
                        }
                        .onReceive(auth.$step) { step in
                            if step != .none { path.append(step) }
                        }
                    }
                }
            }
            struct SignInView: View { var body: some View { Text("s").navigationTitle("Sign in") } }
            struct RegisterView: View { var body: some View { Text("r").navigationTitle("Register") } }
            """, """
            app "A"

            scene standard
            start WelcomeView

            screen WelcomeView "Welcome"
            # note: a delay of 100ms is animation timing, not a timed interaction; ignored
              button "Sign in" icon person -> SignInView
              button "Register" icon plus -> RegisterView

            screen SignInView "Sign in"

            screen RegisterView "Register"
            """)
    }


    @Test("Modifiers written around a view where it is shown (a tab's content made by a method, a sheet's content) belong to its screen")
    func modifiersAroundAShownView() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Tabs() } } }
            enum Route: Hashable { case detail }
            enum AppTab: CaseIterable { case home
                @ViewBuilder func content() -> some View {
                    switch self {
                    case .home: NavigationStack { HomeView().routes() }
                    }
                }
            }
            extension View {
                func routes() -> some View { navigationDestination(for: Route.self) { _ in DetailView() } }
            }
            struct Tabs: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases, id: \\.self) { tab in
                            tab.content().tabItem { Label("Home", systemImage: "house") }
                        }
                    }
                }
            }
            struct HomeView: View {
                @State private var editing = false
                var body: some View {
                    List {
                        NavigationLink("Detail", value: Route.detail)
                        Button("Edit") { editing = true }
                    }
                    .sheet(isPresented: $editing) {
                        EditView().navigationTitle("Edit note")
                    }
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct EditView: View { var body: some View { Text("e") } }
            """, """
            app "A"

            scene standard
            start Tabs

            screen Tabs kind tabs
              tab "Home" icon house -> HomeView

            screen HomeView "Home" kind list feature Home
              link "Detail" -> DetailView
              button "Edit" -> EditView sheet

            screen DetailView "Detail"

            screen EditView "Edit note"
            """)
    }


    @Test("A container the project wrote (a view it is given, shown in a stack with a title and destinations) is looked through: each tab's own view is its screen")
    func containersTheProjectWrote() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Route: Hashable { case detail }
            struct Shell<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View {
                    NavigationStack {
                        content()
                            .navigationTitle(title)
                            .navigationDestination(for: Route.self) { _ in DetailView() }
                    }
                }
            }
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { VStack { content }.padding() }
            }
            struct Section<Content: View>: View {
                var content: () -> Content
                var body: some View {
                    VStack {
                        content()
                        Button("More") { }
                    }
                }
            }
            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") {
                            Shell(title: "Home") { HomeView() }
                        }
                        Tab("Settings", systemImage: "gear") {
                            Shell(title: "Settings") { SettingsView() }
                        }
                        Tab("About", systemImage: "info.circle") {
                            Section { AboutView() }
                        }
                    }
                }
            }
            struct HomeView: View {
                var body: some View {
                    Card {
                        NavigationLink("Detail", value: Route.detail)
                    }
                }
            }
            struct SettingsView: View { var body: some View { Toggle("Sounds", isOn: .constant(true)) } }
            struct AboutView: View { var body: some View { Text("About") } }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "A"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Home" icon house -> HomeView
              tab "Settings" icon gear -> SettingsView
              tab "About" icon info.circle -> Section

            screen HomeView "Home" feature Home
              link "Detail" -> DetailView

            screen SettingsView "Settings" kind settings feature Settings
              toggle "Sounds"

            screen Section "About" feature About
              button "More"

            screen DetailView "Detail"
            """)
    }

    @Test("Rules 7 and 26: a ViewModifier that presents its own content, applied directly or by an extension of View given a binding")
    func viewModifiersThatPresentTheirOwnContent() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            private struct UploadModifier: ViewModifier {
                let onUpload: () -> Void
                @Binding var isPresented: Bool
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $isPresented) {
                        NavigationStack { UploadView() }
                    }
                }
            }
            struct PickerModifier: ViewModifier {
                @Binding var showPicker: Bool
                func body(content: Content) -> some View {
                    content.sheet(isPresented: $showPicker) {
                        print("dismissed")
                    } content: {
                        PickerView()
                    }
                }
            }
            extension View {
                func uploadView(isPresented: Binding<Bool>, onUpload: @escaping () -> Void) -> some View {
                    modifier(UploadModifier(onUpload: onUpload, isPresented: isPresented))
                }
            }
            struct HomeView: View {
                @State private var uploading = false
                @State private var picking = false
                @State private var direct = false
                var body: some View {
                    VStack {
                        Button("Upload") { uploading = true }
                            .uploadView(isPresented: $uploading) { }
                        Button("Pick") { picking = true }
                            .modifier(PickerModifier(showPicker: $picking))
                        Button("Direct") { direct = true }
                            .modifier(UploadModifier(onUpload: { }, isPresented: $direct))
                    }
                    .navigationTitle("Home")
                }
            }
            struct UploadView: View { var body: some View { Text("u").navigationTitle("Upload") } }
            struct PickerView: View { var body: some View { Text("p").navigationTitle("Pick") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Upload" -> UploadView sheet
              button "Pick" -> PickerView sheet
              button "Direct" -> UploadView sheet

            screen UploadView "Upload"

            screen PickerView "Pick"
            """)
    }

    @Test("A View type that is a container is not listed as not placed; what it is given is")
    func containersAreNeverScreensNotPlaced() {
        let project = extractProject("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Shell { HomeView() } } } }
            struct Shell<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View { NavigationStack { content().navigationTitle("Shell") } }
            }
            struct HomeView: View { var body: some View { Text("h") } }
            struct LostView: View { var body: some View { Shell { Text("lost") } } }
            """)
        #expect(project.scenes.first?.screens.first?.id == "HomeView")
        #expect(!project.screenTypes.contains { $0.typeName == "Shell" })
    }

    @Test("Same-named views in iOS/ and macOS/ folders of one app: ids qualified by the folder, and each name finds the nearest declaration")
    func sameNamesInPartedFolders() {
        let app = """
            @main
            struct PhoneApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                var body: some View { NavigationLink("Settings") { SettingsView() }.navigationTitle("Home") }
            }
            """
        let project = extractProject(app, path: "App/iOS/PhoneApp.swift", more: [
            ProjectSource(path: "App/iOS/SettingsView.swift", text: """
                struct SettingsView: View { var body: some View { Toggle("Sound", isOn: .constant(true)).navigationTitle("Settings") } }
                """),
            ProjectSource(path: "App/macOS/SettingsView.swift", text: """
                struct SettingsView: View { var body: some View { Text("Mac").navigationTitle("Preferences") } }
                """),
        ])
        let body = flowBody(project)
        #expect(body.contains("link \"Settings\" -> iOS.SettingsView"))
        #expect(body.contains("screen iOS.SettingsView \"Settings\""))
        #expect(body.contains("# not placed: macOS.SettingsView  # App/macOS/SettingsView.swift:1: never constructed"))
    }

}

/// A value handed back from another thread, read after it signalled.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
