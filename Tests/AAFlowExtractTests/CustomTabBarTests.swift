import AAFlow
import AAFlowSwiftUI
import Testing

/// Tab bars a project draws itself: a `switch` over the view's own state beside buttons
/// that set it, in small projects of our own.
@Suite struct CustomTabBarTests {
    @Test("Buttons beside a switch over the view's own state are tabs, and each case's view is a screen of its own")
    func buttonsBesideTheSwitch() {
        expectFlow("""
            @main
            struct BarApp: App { var body: some Scene { WindowGroup { MainView() } } }
            enum Tab { case home, search }
            struct MainView: View {
                @State private var selected: Tab = .home
                var body: some View {
                    VStack(spacing: 0) {
                        switch selected {
                        case .home: HomeView()
                        case .search: SearchView()
                        }
                        HStack {
                            Button { selected = .home } label: { Label("Home", systemImage: "house") }
                            Button { withAnimation { selected = .search } } label: { Label("Search", systemImage: "magnifyingglass") }
                        }
                    }
                }
            }
            struct HomeView: View {
                var body: some View {
                    NavigationStack { NavigationLink("Details") { DetailView() }.navigationTitle("Home") }
                }
            }
            struct SearchView: View { var body: some View { Text("s").navigationTitle("Search") } }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Details") } }
            """, """
            app "BarApp"

            scene standard
            start MainView

            screen MainView kind tabs
              tab "Home" icon house -> HomeView
              tab "Search" icon magnifyingglass -> SearchView

            screen HomeView "Home" feature Home
              link "Details" -> DetailView

            screen SearchView "Search" feature Search

            screen DetailView "Details"
            """)
    }

    @Test("A bar view handed the state, with a ForEach over the cases, makes one tab per case with the case's text and icon")
    func barViewOverAllCases() {
        expectFlow("""
            @main
            struct BarApp: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Section: CaseIterable {
                case feed, settings
                var title: String {
                    switch self {
                    case .feed: "Feed"
                    case .settings: "Settings"
                    }
                }
                var icon: String {
                    switch self {
                    case .feed: "list.bullet"
                    case .settings: "gear"
                    }
                }
            }
            struct RootView: View {
                @State private var section: Section = .feed
                var body: some View {
                    ZStack(alignment: .bottom) {
                        content
                        BottomBar(section: $section)
                    }
                }
                @ViewBuilder private var content: some View {
                    switch section {
                    case .feed: FeedView()
                    case .settings: PreferencesView()
                    }
                }
            }
            struct BottomBar: View {
                @Binding var section: Section
                var body: some View {
                    HStack {
                        ForEach(Section.allCases, id: \\.self) { item in
                            BarButton(title: item.title, icon: item.icon) { section = item }
                        }
                    }
                }
            }
            struct BarButton: View {
                let title: String
                let icon: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Label(title, systemImage: icon) }
                }
            }
            struct FeedView: View { var body: some View { Text("f").navigationTitle("Feed") } }
            struct PreferencesView: View { var body: some View { Toggle("Sounds", isOn: .constant(true)).navigationTitle("Settings") } }
            """, """
            app "BarApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Feed" icon list.bullet -> FeedView
              tab "Settings" icon gear -> PreferencesView

            screen FeedView "Feed" feature Feed

            screen PreferencesView "Settings" kind settings feature Settings
              toggle "Sounds"
            """)
    }

    @Test("A switch whose own views move on, or that code sets, is not a tab bar: its views stay content of the screen")
    func stepsAndLoadingAreNotTabs() {
        let steps = flowBody(extractProject("""
            @main
            struct StepApp: App { var body: some Scene { WindowGroup { LoginView() } } }
            enum Step { case start, server }
            struct LoginView: View {
                @State private var step: Step = .start
                @State private var showServer = false
                var body: some View {
                    VStack {
                        switch step {
                        case .start: StartStep(step: $step)
                        case .server: ServerStep(step: $step)
                        }
                    }
                    .sheet(isPresented: $showServer) { ServerStep(step: $step) }
                }
            }
            struct StartStep: View {
                @Binding var step: Step
                var body: some View { Button("Own server", systemImage: "house") { step = .server } }
            }
            struct ServerStep: View {
                @Binding var step: Step
                var body: some View { Button("Back", systemImage: "chevron.left") { step = .start } }
            }
            """))
        #expect(!steps.contains("tab "))
        #expect(steps.contains("button \"Own server\""))
        let loading = flowBody(extractProject("""
            @main
            struct LoadApp: App { var body: some Scene { WindowGroup { FeedView() } } }
            enum Phase { case loading, loaded }
            struct FeedView: View {
                @State private var phase: Phase = .loading
                var body: some View {
                    VStack {
                        switch phase {
                        case .loading: SpinnerView()
                        case .loaded: ItemsView()
                        }
                        Button("Reload", systemImage: "arrow.clockwise") { reload() }
                    }
                    .task { phase = .loaded }
                }
                func reload() {}
            }
            struct SpinnerView: View { var body: some View { ProgressView() } }
            struct ItemsView: View { var body: some View { Button("Share", systemImage: "square.and.arrow.up") {} } }
            """))
        #expect(!loading.contains("tab "))
        #expect(loading.contains("button \"Share\""))
    }

    @Test("A control that sets a TabView's selection, through a binding or a shared model, leads to the tab of that tag")
    func settingTheSelectionLeadsToTheTab() {
        expectFlow("""
            @main
            struct TabApp: App {
                @StateObject private var state = AppState()
                var body: some Scene { WindowGroup { RootView().environmentObject(state) } }
            }
            enum Tab: Hashable { case home, timer, settings }
            final class AppState: ObservableObject { @Published var tab: Tab = .home }
            struct RootView: View {
                @EnvironmentObject var state: AppState
                var body: some View {
                    TabView(selection: $state.tab) {
                        HomeView(selection: $state.tab)
                            .tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                        Tab("Timer", systemImage: "timer", value: Tab.timer) { TimerView() }
                        SettingsView()
                            .tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
                    }
                }
            }
            struct HomeView: View {
                @Binding var selection: Tab
                @EnvironmentObject var state: AppState
                var body: some View {
                    VStack {
                        Button("Open settings", systemImage: "gear") { selection = .settings }
                        Button("Go to timer", systemImage: "timer") { state.tab = .timer }
                    }
                    .navigationTitle("Home")
                }
            }
            struct TimerView: View { var body: some View { Text("t").navigationTitle("Timer") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "TabApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Home" icon house -> HomeView
              tab "Timer" icon timer -> TimerView
              tab "Settings" icon gear -> SettingsView

            screen HomeView "Home" feature Home
              button "Open settings" icon gear -> SettingsView
              button "Go to timer" icon timer -> TimerView

            screen TimerView "Timer" feature Timer

            screen SettingsView "Settings" kind settings feature Settings
            """)
    }

    @Test("A \"+\" tab whose page is a placeholder leads to the sheet that `.onChange(of:)` of the selection presents for its tag")
    func plusTabOpensSheet() {
        expectFlow("""
            @main
            struct DiaryApp: App { var body: some Scene { WindowGroup { DiaryTabs() } } }
            struct DiaryTabs: View {
                @State private var selection = 0
                @State private var composing = false
                var body: some View {
                    TabView(selection: $selection) {
                        Feed().tabItem { Label("Feed", systemImage: "house") }.tag(0)
                        Color.clear.tabItem { Label("New", systemImage: "plus") }.tag(1)
                        Profile().tabItem { Label("Me", systemImage: "person") }.tag(2)
                    }
                    .onChange(of: selection) { _, newValue in
                        composing = (newValue == 1)
                    }
                    .sheet(isPresented: $composing, onDismiss: { selection = 0 }) { Compose() }
                }
            }
            struct Feed: View { var body: some View { Text("f") } }
            struct Profile: View { var body: some View { Text("p") } }
            struct Compose: View { var body: some View { Text("c") } }
            """, """
            app "DiaryApp"

            scene standard
            start DiaryTabs

            screen DiaryTabs kind tabs
              tab "Feed" icon house -> Feed
              tab "New" icon plus -> Compose sheet
              tab "Me" icon person -> Profile

            screen Feed "Feed" feature Feed

            screen Compose "New" feature New

            screen Profile "Me" feature Me
            """)
    }

    @Test("A tab picked by enum tag does what the selection's handler does for that tag; a placeholder page that presents nothing stays the target")
    func tabHandlerByEnumTag() {
        expectFlow("""
            enum Section: Hashable { case home, upgrade, blank }
            @main
            struct ShopApp: App { var body: some Scene { WindowGroup { Tabs() } } }
            struct Tabs: View {
                @State private var tab: Section = .home
                @State private var previous: Section = .home
                @State private var paywall = false
                var body: some View {
                    TabView(selection: $tab) {
                        Home().tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
                        Text("").tabItem { Label("Upgrade", systemImage: "star") }.tag(Section.upgrade)
                        EmptyView().tabItem { Label("Blank", systemImage: "square") }.tag(Section.blank)
                    }
                    .onChange(of: tab) {
                        guard tab == .upgrade else { previous = tab; return }
                        paywall = true
                        tab = previous
                    }
                    .fullScreenCover(isPresented: $paywall) { Paywall() }
                }
            }
            struct Home: View { var body: some View { Text("h") } }
            struct Paywall: View { var body: some View { Text("p") } }
            """, """
            app "ShopApp"

            scene standard
            start Tabs

            screen Tabs kind tabs
              tab "Home" icon house -> Home
              tab "Upgrade" icon star -> Paywall sheet
              tab "Blank" icon square -> Tabs_destination

            screen Home "Home" feature Home

            screen Paywall "Upgrade" feature Upgrade

            screen Tabs_destination "Blank" feature Blank
            """)
    }

    @Test("A hand-drawn tab bar over a switch whose middle case shows nothing (`EmptyView()`, its button opens a sheet): the other cases are tabs, and that button stays a button to its sheet")
    func emptyMiddleCaseIsNoTab() {
        expectFlow("""
            @main
            struct SnapFeedApp: App {
                var body: some Scene {
                    WindowGroup { FeedShell() }
                }
            }

            enum ShellTab: CaseIterable { case feed, compose, profile }

            struct FeedShell: View {
                @State private var tab: ShellTab = .feed
                @State private var composing = false

                var body: some View {
                    ZStack(alignment: .bottom) {
                        switch tab {
                        case .feed: FeedView()
                        case .compose: EmptyView()
                        case .profile: ProfileView()
                        }
                        HStack {
                            Button("Feed") { tab = .feed }
                            Button("New Post") { composing = true }
                            Button("Profile") { tab = .profile }
                        }
                    }
                    .sheet(isPresented: $composing) { ComposeView() }
                }
            }

            struct FeedView: View {
                var body: some View { Button("Like") {} }
            }

            struct ProfileView: View {
                @State private var editing = false
                var body: some View {
                    Button("Edit Profile") { editing = true }
                        .sheet(isPresented: $editing) { EditProfileView() }
                }
            }

            struct ComposeView: View { var body: some View { TextField("Caption", text: .constant("")) } }
            struct EditProfileView: View { var body: some View { Text("Edit") } }
            """, """
            app "SnapFeedApp"

            scene standard
            start FeedShell

            screen FeedShell kind tabs
              tab "Feed" -> FeedView
              button "New Post" -> ComposeView sheet
              tab "Profile" -> ProfileView

            screen FeedView "Feed" feature Feed
              button "Like"

            screen ComposeView
              field "Caption"

            screen ProfileView "Profile" feature Profile
              button "Edit Profile" -> EditProfileView sheet

            screen EditProfileView
            """)
    }

    @Test("Tabs whose content goes through a builder method given the view as a closure (`lazyTab(\"hikes\") { HikesView() }`): each tab leads to the view it was given")
    func tabContentThroughBuilderMethod() {
        expectFlow("""
            @main
            struct TrailsApp: App {
                var body: some Scene {
                    WindowGroup { TrailTabs() }
                }
            }

            struct TrailTabs: View {
                @State private var selected = "hikes"
                @State private var loaded: Set<String> = ["hikes"]

                var body: some View {
                    TabView(selection: $selected) {
                        lazyTab("hikes") { HikesView() }
                            .tabItem { Label("Hikes", systemImage: "figure.hiking") }
                            .tag("hikes")
                        lazyTab("maps") { MapsView() }
                            .tabItem { Label("Maps", systemImage: "map") }
                            .tag("maps")
                    }
                    .onChange(of: selected) { _, tab in loaded.insert(tab) }
                    .onOpenURL { url in
                        if url.host == "hikes" { selected = "hikes" }
                    }
                }

                @ViewBuilder
                private func lazyTab<Content: View>(_ key: String, @ViewBuilder content: () -> Content) -> some View {
                    if loaded.contains(key) {
                        content()
                    } else {
                        Color.clear
                    }
                }
            }

            struct HikesView: View {
                @State private var adding = false
                var body: some View {
                    Button("Add Hike") { adding = true }
                        .sheet(isPresented: $adding) { NewHikeView() }
                }
            }

            struct MapsView: View {
                var body: some View { Button("Download Region") {} }
            }

            struct NewHikeView: View { var body: some View { Text("New hike") } }
            """, """
            app "TrailsApp"

            scene standard
            start TrailTabs
            entry HikesView "a link"

            screen TrailTabs kind tabs
              tab "Hikes" icon figure.hiking -> HikesView
              tab "Maps" icon map -> MapsView

            screen HikesView "Hikes" feature Hikes
              button "Add Hike" -> NewHikeView sheet

            screen MapsView "Maps" feature Maps
              button "Download Region"

            screen NewHikeView
            """)
    }

    @Test("A tab selection set to a literal by a link's handler or a button leads to the tab of that tag only")
    func selectionSetToALiteral() {
        expectFlow("""
            @main
            struct TrailApp: App { var body: some Scene { WindowGroup { RootTabs() } } }
            struct RootTabs: View {
                @State private var selected = "home"
                var body: some View {
                    TabView(selection: $selected) {
                        HomeView(selected: $selected).tabItem { Label("Home", systemImage: "house") }.tag("home")
                        HikesView().tabItem { Label("Hikes", systemImage: "figure.hiking") }.tag("hikes")
                        ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag("profile")
                    }
                    .onOpenURL(perform: open)
                }
                func open(_ url: URL) {
                    switch url.host {
                    case "profile": selected = "profile"
                    default: break
                    }
                }
            }
            struct HomeView: View {
                @Binding var selected: String
                var body: some View { Button("See hikes") { selected = "hikes" } }
            }
            struct HikesView: View { var body: some View { Text("Hikes") } }
            struct ProfileView: View { var body: some View { Text("Me") } }
            """, """
            app "TrailApp"

            scene standard
            start RootTabs
            entry ProfileView "a link"

            screen RootTabs kind tabs
              tab "Home" icon house -> HomeView
              tab "Hikes" icon figure.hiking -> HikesView
              tab "Profile" icon person -> ProfileView

            screen HomeView "Home" feature Home
              button "See hikes" -> HikesView

            screen HikesView "Hikes" feature Hikes

            screen ProfileView "Profile" feature Profile
            """)
    }


    @Test("A TabView whose selection is a computed binding of a shared object (`Binding(get: { self.current }, ...)`): a control that sets what the getter reads leads to the tab of that tag")
    func computedBindingSelection() {
        expectFlow("""


            enum Section: Hashable {
                case prepare
                case timer
            }

            final class Shell: ObservableObject {
                @Published var current: Section = .prepare

                // The TabView reads this computed binding, not `$shell.current`.
                var sectionBinding: Binding<Section> {
                    Binding(
                        get: { self.current },
                        set: { self.current = $0 }
                    )
                }
            }

            @main
            struct BrewApp: App {
                @StateObject private var shell = Shell()

                var body: some Scene {
                    WindowGroup {
                        ShellView()
                            .environmentObject(shell)
                    }
                }
            }

            struct ShellView: View {
                @EnvironmentObject private var shell: Shell

                var body: some View {
                    TabView(selection: shell.sectionBinding) {
                        PrepareScreen()
                            .tabItem { Label("Prepare", systemImage: "list.bullet") }
                            .tag(Section.prepare)
                        TimerScreen()
                            .tabItem { Label("Timer", systemImage: "timer") }
                            .tag(Section.timer)
                    }
                }
            }

            struct PrepareScreen: View {
                @EnvironmentObject private var shell: Shell

                var body: some View {
                    NavigationStack {
                        List {
                            Button("Start brewing") {
                                shell.current = Section.timer
                            }
                        }
                        .navigationTitle("Prepare")
                    }
                }
            }

            struct TimerScreen: View {
                var body: some View {
                    Text("00:00").navigationTitle("Timer")
                }
            }
            """, """
            app "BrewApp"

            scene standard
            start ShellView

            screen ShellView kind tabs
              tab "Prepare" icon list.bullet -> PrepareScreen
              tab "Timer" icon timer -> TimerScreen

            screen PrepareScreen "Prepare" kind list feature Prepare
              button "Start brewing" -> TimerScreen

            screen TimerScreen "Timer" feature Timer
            """)
    }

}
