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
}
