import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes from a fifteenth sweep of public apps: waits in steps, routers written as
/// `if`s over an enum, values named before a router's choice, and more.
@Suite struct FifteenthSweepTests {

    @Test("A splash that waits, changes something on screen, waits again and moves on leads on after both waits")
    func waitInSteps() {
        expectFlow("""
            enum Phase { case launching, ready }

            @Observable
            final class Session {
                var phase: Phase = .launching
            }

            @main
            struct PhaseApp: App {
                @State private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        RootSwitch()
                            .environment(session)
                    }
                }
            }

            struct RootSwitch: View {
                @Environment(Session.self) var session
                var body: some View {
                    switch session.phase {
                    case .launching:
                        LaunchView()
                    case .ready:
                        NotesHome()
                    }
                }
            }

            struct LaunchView: View {
                @Environment(Session.self) var session
                @State private var lifted = false
                var body: some View {
                    ProgressView()
                        .offset(y: lifted ? -100 : 0)
                        .task {
                            try? await Task.sleep(for: .seconds(1))
                            lifted = true
                            try? await Task.sleep(for: .seconds(2))
                            session.phase = .ready
                        }
                }
            }

            struct NotesHome: View {
                var body: some View {
                    NavigationStack {
                        List { Text("A note") }
                            .navigationTitle("Notes")
                    }
                }
            }
            """, """
            app "PhaseApp"

            scene standard
            start LaunchView
            # note: the scene shows one of 2 views by a condition: LaunchView is the start screen, and NotesHome is a screen of the scene too

            screen LaunchView
              after 3s -> NotesHome

            screen NotesHome "Notes" kind list
            """)
    }

    @Test("A root that picks by if and else if over an enum of a shared model is a router, set through the model's method")
    func ifChainOverModelEnum() {
        expectFlow("""
            enum Page { case home, detail }

            @Observable class Store {
                var page: Page = .home
                func go(to newPage: Page) { page = newPage }
            }

            @main
            struct SwApp: App {
                @State var store = Store()
                var body: some Scene {
                    WindowGroup { RootView().environment(store) }
                }
            }

            struct RootView: View {
                @Environment(Store.self) var store
                var body: some View {
                    if store.page == .home {
                        HomeView()
                    } else if store.page == .detail {
                        DetailView()
                    }
                }
            }

            struct HomeView: View {
                @Environment(Store.self) var store
                var body: some View {
                    Button("Open") { store.go(to: .detail) }.navigationTitle("Home")
                }
            }

            struct DetailView: View {
                @Environment(Store.self) var store
                var body: some View {
                    Button("Close") { store.go(to: .home) }.navigationTitle("Detail")
                }
            }
            """, """
            app "SwApp"

            scene standard
            start HomeView
            # note: the scene shows one of 2 views by a condition: HomeView is the start screen, and DetailView is a screen of the scene too

            screen HomeView "Home"
              button "Open" -> DetailView

            screen DetailView "Detail"
              button "Close" -> HomeView
            """)
    }

    @Test("A root that picks by if and else over an enum of its own state is a router, set through a binding")
    func ifElseOverOwnEnum() {
        expectFlow("""
            enum Stage { case welcome, main }

            @main
            struct StageApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                @State private var stage: Stage = .welcome
                var body: some View {
                    if stage == .welcome {
                        WelcomeView(stage: $stage)
                    } else {
                        MainView()
                    }
                }
            }

            struct WelcomeView: View {
                @Binding var stage: Stage
                var body: some View {
                    Button("Begin") { stage = .main }.navigationTitle("Welcome")
                }
            }

            struct MainView: View {
                var body: some View {
                    Text("Main").navigationTitle("Main")
                }
            }
            """, """
            app "StageApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 2 views by a condition: WelcomeView is the start screen, and MainView is a screen of the scene too

            screen WelcomeView "Welcome"
              button "Begin" -> MainView

            screen MainView "Main"
            """)
    }

    @Test("A router whose geometry reader names a value before its choice is still a router")
    func valuesNamedBeforeChoice() {
        expectFlow("""
            @Observable class Store {
                var showDetail = false
                func open() { showDetail = true }
            }

            @main
            struct SwApp: App {
                @State var store = Store()
                var body: some Scene {
                    WindowGroup { RootView().environment(store) }
                }
            }

            struct RootView: View {
                @Environment(Store.self) var store
                var body: some View {
                    GeometryReader { proxy in
                        let width = proxy.size.width
                        ZStack {
                            if store.showDetail {
                                DetailView()
                            } else {
                                HomeView()
                            }
                        }
                        .onAppear { print(width) }
                    }
                }
            }

            struct HomeView: View {
                @Environment(Store.self) var store
                var body: some View {
                    Button("Open") { store.open() }.navigationTitle("Home")
                }
            }

            struct DetailView: View {
                var body: some View { Text("Detail").navigationTitle("Detail") }
            }
            """, """
            app "SwApp"

            scene standard
            start HomeView
            # note: the scene shows one of 2 views by a condition: HomeView is the start screen, and DetailView is a screen of the scene too

            screen HomeView "Home"
              button "Open" -> DetailView

            screen DetailView "Detail"
            """)
    }
}
