import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes from a fourteenth sweep of public apps: containers of the project that pick
/// between the views they are given, flags set through methods, and more.
@Suite struct FourteenthSweepTests {

    @Test("A container of the project that picks between two views it is given by a flag makes its caller the router")
    func containerPicksGivenViews() {
        expectFlow("""
            // The root hands a container of its own two views and a flag; the container
            // picks one by the flag, with a colour behind each. The caller is then the
            // router: the welcome screen first, its button leading to the tabs.
            @Observable
            final class Session {
                var signedIn = false
            }

            @main
            struct LibraryApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                @State private var session = Session()
                var body: some View {
                    RootSwitcher(
                        showMain: session.signedIn,
                        main: { MainTabs() },
                        onboarding: {
                            ZStack {
                                Color.blue.ignoresSafeArea()
                                WelcomeScreen()
                            }
                        }
                    )
                    .environment(session)
                }
            }

            struct RootSwitcher<Main: View, Onboarding: View>: View {
                var showMain: Bool = false
                @ViewBuilder var main: Main
                @ViewBuilder var onboarding: Onboarding

                var body: some View {
                    ZStack {
                        if showMain {
                            ZStack { Color.green.ignoresSafeArea(); main }.transition(.move(edge: .trailing))
                        } else {
                            onboarding
                        }
                    }
                    .animation(.smooth, value: showMain)
                }
            }

            struct MainTabs: View {
                var body: some View {
                    TabView {
                        ShelfTab().tabItem { Label("Shelf", systemImage: "books.vertical") }
                        LoansTab().tabItem { Label("Loans", systemImage: "clock") }
                    }
                }
            }

            struct WelcomeScreen: View {
                @Environment(Session.self) private var session
                var body: some View {
                    Button("Get Started") { session.signedIn = true }
                }
            }

            struct ShelfTab: View { var body: some View { Text("Shelf") } }
            struct LoansTab: View { var body: some View { Text("Loans") } }
            """, """
            app "LibraryApp"

            scene standard
            start WelcomeScreen
            # note: the scene shows one of 2 views by a condition: WelcomeScreen is the start screen, and MainTabs is a screen of the scene too

            screen WelcomeScreen
              button "Get Started" -> MainTabs

            screen MainTabs kind tabs
              tab "Shelf" icon books.vertical -> ShelfTab
              tab "Loans" icon clock -> LoansTab

            screen ShelfTab "Shelf" feature Shelf

            screen LoansTab "Loans" feature Loans
            """)
    }

    @Test("The first unlabelled trailing closure goes to the container's first view property")
    func containerPicksTrailingClosures() {
        expectFlow("""
            // The same container given its views as trailing closures, the first one
            // unlabelled: it goes to the first `@ViewBuilder` property.
            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            struct RootView: View {
                @AppStorage("introDone") private var introDone = false
                var body: some View {
                    Switcher(flag: introDone) {
                        NotesList()
                    } other: {
                        IntroScreen(done: $introDone)
                    }
                }
            }

            struct Switcher<A: View, B: View>: View {
                let flag: Bool
                @ViewBuilder let first: A
                @ViewBuilder let other: B

                var body: some View {
                    if flag { first } else { other }
                }
            }

            struct IntroScreen: View {
                @Binding var done: Bool
                var body: some View {
                    Button("Start Writing") { done = true }
                }
            }

            struct NotesList: View {
                var body: some View {
                    Text("Notes").navigationTitle("Notes")
                }
            }
            """, """
            app "NotesApp"

            scene standard
            start IntroScreen
            # note: the scene shows one of 2 views by a condition: IntroScreen is the start screen, and NotesList is a screen of the scene too

            screen IntroScreen
              button "Start Writing" -> NotesList

            screen NotesList "Notes"
            """)
    }

    @Test("A flag set false through a method given a literal leads to what the gate shows when it is cleared")
    func literalFalseThroughMethod() {
        expectFlow("""
            // The session's flag is set through a method given a literal: `false` from
            // the profile tab clears it, so "Sign Out" leads back to the welcome screen.
            @Observable
            final class Session {
                private(set) var signedIn = false
                func update(signedIn: Bool) { self.signedIn = signedIn }
            }

            @main
            struct GateApp: App {
                @State private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        Group {
                            if session.signedIn { MainTabs() } else { WelcomeScreen() }
                        }
                        .environment(session)
                    }
                }
            }

            struct MainTabs: View {
                var body: some View {
                    TabView {
                        FeedTab().tabItem { Label("Feed", systemImage: "list.bullet") }
                        ProfileTab().tabItem { Label("Profile", systemImage: "person") }
                    }
                }
            }

            struct WelcomeScreen: View {
                @Environment(Session.self) private var session
                var body: some View {
                    Button("Get Started") { session.update(signedIn: true) }
                }
            }

            struct FeedTab: View { var body: some View { Text("Feed") } }
            struct ProfileTab: View {
                @Environment(Session.self) private var session
                var body: some View {
                    Button("Sign Out", systemImage: "rectangle.portrait.and.arrow.right") { session.update(signedIn: false) }
                }
            }
            """, """
            app "GateApp"

            scene standard
            start WelcomeScreen
            # note: the scene shows one of 2 views by a condition: WelcomeScreen is the start screen, and MainTabs is a screen of the scene too

            screen WelcomeScreen
              button "Get Started" -> MainTabs

            screen MainTabs kind tabs
              tab "Feed" icon list.bullet -> FeedTab
              tab "Profile" icon person -> ProfileTab

            screen FeedTab "Feed" feature Feed

            screen ProfileTab "Profile" feature Profile
              button "Sign Out" icon rectangle.portrait.and.arrow.right -> WelcomeScreen
            """)
    }

    @Test("A gate shown while a flag is on: the start screen's button that turns it off leads to the other view")
    func gateFlagClearedByStart() {
        expectFlow("""
            // The scene shows the intro while a stored flag is true; the intro's own
            // button turns the flag off, which shows the tabs.
            @main
            struct ShelfApp: App {
                @AppStorage("showIntro") private var showIntro = true

                var body: some Scene {
                    WindowGroup {
                        if showIntro {
                            IntroView()
                        } else {
                            MainTabs()
                        }
                    }
                }
            }

            struct IntroView: View {
                @AppStorage("showIntro") private var showIntro = true

                var body: some View {
                    VStack {
                        Text("Welcome")
                        Button("Get Started") { showIntro = false }
                    }
                }
            }

            struct MainTabs: View {
                var body: some View {
                    TabView {
                        Text("Books").tabItem { Label("Library", systemImage: "books.vertical") }
                        Text("Lists").tabItem { Label("Lists", systemImage: "list.bullet") }
                    }
                }
            }
            """, """
            app "ShelfApp"

            scene standard
            start IntroView
            # note: the scene shows one of 2 views by a condition: IntroView is the start screen, and MainTabs is a screen of the scene too

            screen IntroView
              button "Get Started" -> MainTabs

            screen MainTabs kind tabs
              tab "Library" icon books.vertical -> MainTabs_destination1
              tab "Lists" icon list.bullet -> MainTabs_destination2

            screen MainTabs_destination1 "Library" feature Library

            screen MainTabs_destination2 "Lists" feature Lists
            """)
    }

    @Test("A binding set in a method of the view itself leads where setting it in the action does")
    func bindingSetInOwnMethod() {
        expectFlow("""
            // The welcome screen's button calls a method of its own that sets the
            // binding it was given: the gate then shows the tabs.
            @main
            struct PlannerApp: App {
                var body: some Scene {
                    WindowGroup { LaunchGate() }
                }
            }

            struct LaunchGate: View {
                @State private var welcomed = false
                var body: some View {
                    if welcomed {
                        PlannerTabs()
                    } else {
                        WelcomeView(welcomed: $welcomed)
                    }
                }
            }

            struct WelcomeView: View {
                @Binding var welcomed: Bool
                var body: some View {
                    VStack {
                        Text("Plan your week")
                        Button("Get Started") { finish() }
                    }
                }

                private func finish() {
                    UserDefaults.standard.set(true, forKey: "welcomed")
                    welcomed = true
                }
            }

            struct PlannerTabs: View {
                var body: some View {
                    TabView {
                        WeekView().tabItem { Label("Week", systemImage: "calendar") }
                        GoalsView().tabItem { Label("Goals", systemImage: "target") }
                    }
                }
            }

            struct WeekView: View { var body: some View { Text("Week").navigationTitle("Week") } }
            struct GoalsView: View { var body: some View { Text("Goals").navigationTitle("Goals") } }
            """, """
            app "PlannerApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 2 views by a condition: WelcomeView is the start screen, and PlannerTabs is a screen of the scene too

            screen WelcomeView
              button "Get Started" -> PlannerTabs

            screen PlannerTabs kind tabs
              tab "Week" icon calendar -> WeekView
              tab "Goals" icon target -> GoalsView

            screen WeekView "Week" feature Week

            screen GoalsView "Goals" feature Goals
            """)
    }

    @Test("Sidebar links that carry numbers lead to the detail router's case of that number")
    func numberedSidebarLinks() {
        expectFlow("""
            // A split view whose sidebar links carry numbers; the detail column's router
            // picks its view by `case 0:` and `case 1:`. Each link leads to its own view.
            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { NotesSplit() }
                }
            }

            struct NotesSplit: View {
                @State private var column: Int?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $column) {
                            NavigationLink(value: 0) { Text("Recent") }
                            NavigationLink(value: 1) { Text("Starred") }
                        }
                        .navigationTitle("Notes")
                    } detail: {
                        NotesDetail(column: column)
                    }
                }
            }

            struct NotesDetail: View {
                let column: Int?
                var body: some View {
                    switch column {
                    case 0: RecentView()
                    case 1: StarredView()
                    default: Text("Nothing selected")
                    }
                }
            }

            struct RecentView: View {
                var body: some View { List { Text("Today") }.navigationTitle("Recent") }
            }

            struct StarredView: View {
                var body: some View { List { Text("Best") }.navigationTitle("Starred") }
            }
            """, """
            app "NotesApp"

            scene standard
            start NotesSplit

            screen NotesSplit "Notes" kind split
              link "Recent" -> RecentView
              link "Starred" -> StarredView

            screen RecentView "Recent" kind list

            screen StarredView "Starred" kind list
            """)
    }

    @Test("A hand-drawn tab bar over a number: each button leads to the case of the number it sets, also through a helper")
    func numberedHandMadeTabs() {
        expectFlow("""
            // A tab bar drawn by hand over a number: one button sets it in place, the
            // others through a helper given the number. Each leads to its own case.
            @main
            struct BarApp: App {
                var body: some Scene {
                    WindowGroup { RootTabs() }
                }
            }

            struct RootTabs: View {
                @State private var current = 0

                var body: some View {
                    VStack {
                        switch current {
                        case 0: FeedScreen()
                        case 1: ScanScreen()
                        default: AccountScreen()
                        }
                        TabStrip(current: $current)
                    }
                }
            }

            struct TabStrip: View {
                @Binding var current: Int

                var body: some View {
                    HStack {
                        item("Feed", icon: "house", index: 0)
                        Button { current = 1 } label: { Label("Scan", systemImage: "qrcode") }
                        item("Account", icon: "person", index: 2)
                    }
                }

                private func item(_ title: String, icon: String, index: Int) -> some View {
                    Button { current = index } label: {
                        Label(title, systemImage: icon)
                    }
                }
            }

            struct FeedScreen: View {
                var body: some View { Text("Feed").navigationTitle("Feed") }
            }
            struct ScanScreen: View {
                var body: some View { Text("Scan").navigationTitle("Scan") }
            }
            struct AccountScreen: View {
                var body: some View { Text("Account").navigationTitle("Account") }
            }
            """, """
            app "BarApp"

            scene standard
            start RootTabs

            screen RootTabs kind tabs
              tab "Feed" icon house -> FeedScreen
              tab "Scan" icon qrcode -> ScanScreen
              tab "Account" icon person -> AccountScreen

            screen FeedScreen "Feed" feature Feed

            screen ScanScreen "Scan" feature Scan

            screen AccountScreen "Account" feature Account
            """)
    }

    @Test("A representable that hosts the view it is given in a hosting controller is looked through to that view")
    func hostingRepresentable() {
        expectFlow("""
            import UIKit

            // The window holds a representable that hosts the app's first view in a
            // hosting controller of its own (to catch a shake): the view it hosts is
            // the start screen.
            @main
            struct PodcastApp: App {
                var body: some Scene {
                    WindowGroup {
                        ShakeHost(rootView: ShowList(), onShake: { print("shake") })
                    }
                }
            }

            final class ShakeController<Content: View>: UIHostingController<Content> {
                var onShake: (() -> Void)?
            }

            struct ShakeHost<Content: View>: UIViewControllerRepresentable {
                let rootView: Content
                let onShake: () -> Void

                func makeUIViewController(context: Context) -> ShakeController<Content> {
                    let controller = ShakeController(rootView: rootView)
                    controller.onShake = onShake
                    return controller
                }

                func updateUIViewController(_ controller: ShakeController<Content>, context: Context) {}
            }

            struct ShowList: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Episodes") { EpisodeList() }
                        }
                        .navigationTitle("Podcasts")
                    }
                }
            }

            struct EpisodeList: View {
                var body: some View {
                    Text("Episodes").navigationTitle("Episodes")
                }
            }
            """, """
            app "PodcastApp"

            scene standard
            start ShowList

            screen ShowList "Podcasts" kind list
              link "Episodes" -> EpisodeList

            screen EpisodeList "Episodes"
            """)
    }

    @Test("A router that unwraps the selection before it switches over it picks the case each link sets")
    func routerUnwrapsThenSwitches() {
        expectFlow("""
            // The detail column's view unwraps the selection before it switches over it:
            // it is a router all the same, and each sidebar link leads to its case.
            enum Panel: Hashable { case plants, tools }

            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup { RootSplit() }
                }
            }

            struct RootSplit: View {
                @State private var picked: Panel?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $picked) {
                            NavigationLink(value: Panel.plants) { Text("Plants") }
                            NavigationLink(value: Panel.tools) { Text("Tools") }
                        }
                    } detail: {
                        DetailSwitch(picked: picked)
                    }
                }
            }

            struct DetailSwitch: View {
                let picked: Panel?
                var body: some View {
                    if let picked {
                        switch picked {
                        case .plants: PlantsView()
                        case .tools: ToolsView()
                        }
                    } else {
                        Text("Pick something")
                    }
                }
            }

            struct PlantsView: View {
                var body: some View { List { Text("Fern") }.navigationTitle("Plants") }
            }
            struct ToolsView: View {
                var body: some View { List { Text("Rake") }.navigationTitle("Tools") }
            }
            """, """
            app "GardenApp"

            scene standard
            start RootSplit

            screen RootSplit kind split
              link "Plants" -> PlantsView
              link "Tools" -> ToolsView

            screen PlantsView "Plants" kind list

            screen ToolsView "Tools" kind list
            """)
    }

    @Test("A screen whose list is built by a method or computed property of its own is a list")
    func kindThroughOwnMethod() {
        expectFlow("""
            // The screen's list is built by a method of the view, and its search results
            // by a computed property: the screen is a list all the same.
            @main
            struct ForecastApp: App {
                var body: some Scene {
                    WindowGroup { PlacesView() }
                }
            }

            struct PlacesView: View {
                @State private var query = ""
                @State private var places = ["Oslo", "Lima"]

                var body: some View {
                    NavigationStack {
                        placeList()
                            .searchable(text: $query, prompt: "Find a place")
                            .navigationTitle("Places")
                    }
                }

                @ViewBuilder
                private func placeList() -> some View {
                    if query.isEmpty {
                        List {
                            ForEach(places, id: \\.self) { Text($0) }
                                .onDelete { places.remove(atOffsets: $0) }
                        }
                    } else {
                        results
                    }
                }

                private var results: some View {
                    List(places.filter { $0.contains(query) }, id: \\.self) { Text($0) }
                }
            }
            """, """
            app "ForecastApp"

            scene standard
            start PlacesView

            screen PlacesView "Places" kind list
              gesture destructive
              field "Find a place"
            """)
    }

    @Test("A closure a view was given, called from a method of its own, leads where the closure leads")
    func closureThroughOwnMethod() {
        expectFlow("""
            // A row calls a method of its own that calls the closure it was given; the
            // closure, written where the row is made, sets the item a destination shows.

            @main
            struct LessonsApp: App {
                var body: some Scene {
                    WindowGroup { SavedLessons() }
                }
            }

            struct Lesson: Identifiable, Hashable {
                let id: Int
                let name: String
            }

            struct SavedLessons: View {
                @State private var lessons = [Lesson(id: 1, name: "Counting")]
                @State private var replaying: Lesson?

                var body: some View {
                    NavigationStack {
                        List(lessons) { lesson in
                            LessonRow(lesson: lesson) { replaying = $0 }
                        }
                        .navigationTitle("Saved")
                        .navigationDestination(item: $replaying) { lesson in
                            ReplayView(lesson: lesson)
                        }
                    }
                }
            }

            struct LessonRow: View {
                let lesson: Lesson
                let onReplay: (Lesson) -> Void

                private func replay() {
                    onReplay(lesson)
                }

                var body: some View {
                    Text(lesson.name)
                        .contextMenu {
                            Button("Replay") { replay() }
                        }
                }
            }

            struct ReplayView: View {
                let lesson: Lesson
                var body: some View {
                    Text(lesson.name).navigationTitle("Replay")
                }
            }
            """, """
            app "LessonsApp"

            scene standard
            start SavedLessons

            screen SavedLessons "Saved" kind list
              gesture "Replay" -> ReplayView

            screen ReplayView "Replay"
            """)
    }

    @Test("A label view's name given by the call after a count, a badge the call does not give, a formatted time")
    func labelsGivenAndDecided() {
        expectFlow("""
            // Three label shapes: a tile that shows a count before the name the call
            // gives it; a bar button whose badge shows only when the call gives one; and
            // an elapsed time written with `String(format:)`, made at run time.
            @main
            struct FitApp: App {
                var body: some Scene {
                    WindowGroup { StatsHome() }
                }
            }

            struct Tile: View {
                let title: String
                let value: String
                let icon: String

                var body: some View {
                    VStack(alignment: .leading) {
                        Image(systemName: icon)
                        Text(value).font(.title2)
                        Text(title).font(.caption)
                    }
                }
            }

            struct BarItem: View {
                let title: String
                let symbol: String
                var badge: Int? = nil
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        VStack {
                            ZStack {
                                Image(systemName: symbol)
                                if let n = badge, n > 0 {
                                    Text("\\(n)")
                                }
                            }
                            Text(title)
                        }
                    }
                }
            }

            struct Elapsed: View {
                let seconds: Int
                private var text: String { String(format: "%02d:%02d", seconds / 60, seconds % 60) }
                var body: some View { Text(text) }
            }

            struct StatsHome: View {
                @State private var showTotals = false
                @State private var showCart = false
                @State private var editing = false
                @State private var count = 3

                var body: some View {
                    NavigationStack {
                        VStack {
                            Button(action: { showTotals = true }) {
                                Tile(title: "Total Workouts", value: "\\(count)", icon: "chart.bar.fill")
                            }
                            BarItem(title: "Cart", symbol: "cart") { showCart = true }
                            Elapsed(seconds: count).onTapGesture { editing = true }
                        }
                        .navigationTitle("Stats")
                        .sheet(isPresented: $showTotals) { TotalsView() }
                        .sheet(isPresented: $showCart) { CartView() }
                        .sheet(isPresented: $editing) { EditView() }
                    }
                }
            }

            struct TotalsView: View { var body: some View { Text("Totals").navigationTitle("Totals") } }
            struct CartView: View { var body: some View { Text("Cart").navigationTitle("Cart") } }
            struct EditView: View { var body: some View { Text("Edit").navigationTitle("Edit") } }
            """, """
            app "FitApp"

            scene standard
            start StatsHome

            screen StatsHome "Stats"
              button "Total Workouts" icon chart.bar.fill -> TotalsView sheet
              button "Cart" icon cart -> CartView sheet
              gesture -> EditView sheet

            screen TotalsView "Totals"

            screen CartView "Cart"

            screen EditView "Edit"
            """)
    }

    @Test("A scene gate over an optional of a model (`if let`) starts empty; setting it and setting it to nil lead each way")
    func optionalGate() {
        expectFlow("""
            // The scene shows the lobby while the session holds a member (`if let`), the
            // welcome screen while it is empty, as it is at launch. Signing in sets the
            // member; signing out sets it to nil.

            final class Session: ObservableObject {
                @Published var member: String? = nil
            }

            @main
            struct GateApp: App {
                @StateObject private var session = Session()

                var body: some Scene {
                    WindowGroup {
                        if let name = session.member {
                            LobbyView(name: name)
                        } else {
                            NavigationStack {
                                WelcomeView()
                            }
                        }
                    }
                    .environmentObject(session)
                }
            }

            struct WelcomeView: View {
                var body: some View {
                    NavigationLink("I have an account") { SignInView() }
                }
            }

            struct SignInView: View {
                @EnvironmentObject var session: Session
                @State private var name = ""
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        Button("Sign In") { session.member = name }
                    }
                }
            }

            struct LobbyView: View {
                let name: String
                @EnvironmentObject var session: Session
                var body: some View {
                    Button("Sign Out") { session.member = nil }
                }
            }
            """, """
            app "GateApp"

            scene standard
            start WelcomeView
            # note: the scene shows one of 2 views by a condition: WelcomeView is the start screen, and LobbyView is a screen of the scene too

            screen WelcomeView
              link "I have an account" -> SignInView

            screen SignInView
              field "Name"
              button "Sign In" -> LobbyView

            screen LobbyView
              button "Sign Out" -> WelcomeView
            """)
    }

    @Test("A model's list written as an empty array of a type has that element type")
    func emptyArrayOfType() {
        expectFlow("""
            // A model's list written as an empty array of a type (`[Thread]()`): the rows
            // push threads, which the stack's destination for `Thread` shows.
            @main
            struct ChatsApp: App {
                var body: some Scene {
                    WindowGroup { ThreadsView() }
                }
            }

            struct Thread: Identifiable, Hashable {
                let id = UUID()
                let title: String
            }

            enum Destination: Hashable {
                case account
            }

            final class ThreadsModel: ObservableObject {
                @Published var threads = [Thread]()
            }

            struct ThreadsView: View {
                @StateObject var model = ThreadsModel()
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(model.threads) { thread in
                                NavigationLink(value: thread) { Text(thread.title) }
                            }
                            NavigationLink(value: Destination.account) { Label("Account", systemImage: "person") }
                        }
                        .navigationTitle("Threads")
                        .navigationDestination(for: Thread.self) { thread in ConversationView(thread: thread) }
                        .navigationDestination(for: Destination.self) { _ in AccountView() }
                    }
                }
            }

            struct ConversationView: View {
                let thread: Thread
                var body: some View { Text(thread.title).navigationTitle("Conversation") }
            }

            struct AccountView: View {
                var body: some View { Text("Me").navigationTitle("Account") }
            }
            """, """
            app "ChatsApp"

            scene standard
            start ThreadsView

            screen ThreadsView "Threads" kind list
              row "…" -> ConversationView
              # note: the text is built at run time
              link "Account" icon person -> AccountView

            screen ConversationView "Conversation"

            screen AccountView "Account"
            """)
    }

    @Test("A root view whose choice ends in an else-if-let with no else is a router")
    func elseIfLetRouter() {
        expectFlow("""
            // The root picks by an `else if let` with no last `else`: a router all the
            // same, its first branch (no token yet) first.

            @main
            struct GateApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            final class Session: ObservableObject {
                @Published var token: String? = nil
                @Published var member: String? = nil
            }

            struct RootView: View {
                @StateObject var session = Session()
                var body: some View {
                    Group {
                        if session.token == nil {
                            SignInView()
                        } else if let member = session.member {
                            HomeTabs(member: member)
                        }
                    }
                }
            }

            struct SignInView: View {
                var body: some View { Button("Sign in") {} }
            }

            struct HomeTabs: View {
                let member: String
                var body: some View {
                    TabView {
                        FeedScreen().tabItem { Label("Feed", systemImage: "house") }
                        Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
                    }
                }
            }

            struct FeedScreen: View {
                var body: some View { Text("feed").navigationTitle("Feed") }
            }
            """, """
            app "GateApp"

            scene standard
            start SignInView
            entry HomeTabs "shown first by a condition of the scene"
            # note: the scene shows one of 2 views by a condition: SignInView is the start screen, and HomeTabs is a screen of the scene too

            screen SignInView
              button "Sign in"

            screen HomeTabs kind tabs
              tab "Feed" icon house -> FeedScreen
              tab "Inbox" icon tray -> HomeTabs_destination

            screen HomeTabs_destination "Inbox" feature Inbox

            screen FeedScreen "Feed" feature Feed
            """)
    }

    @Test("A menu item that shows the file browser leads where its completion leads, not the menu")
    func menuItemFileBrowser() {
        expectFlow("""
            // A menu item that shows the file browser leads where the browser's
            // completion leads; the menu itself leads nowhere of its own.
            import UniformTypeIdentifiers

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { NoteListView() }
                }
            }

            struct NoteListView: View {
                @State private var path: [String] = []
                @State private var importingText = false
                @State private var importingImage = false

                var body: some View {
                    NavigationStack(path: $path) {
                        List { Text("Notes go here") }
                            .navigationTitle("Notes")
                            .navigationDestination(for: String.self) { name in
                                NoteView(name: name)
                            }
                            .toolbar {
                                Menu("New Note", systemImage: "plus") {
                                    Button("Blank Note", systemImage: "doc") { path.append("blank") }
                                    Button("Import Text…", systemImage: "square.and.arrow.down") { importingText = true }
                                    Button("Import Image…", systemImage: "photo") { importingImage = true }
                                }
                            }
                            .fileImporter(isPresented: $importingText, allowedContentTypes: [.plainText]) { result in
                                if case .success = result { path.append("imported") }
                            }
                            .fileImporter(isPresented: $importingImage, allowedContentTypes: [.image]) { _ in }
                    }
                }
            }

            struct NoteView: View {
                let name: String
                var body: some View {
                    Text(name).navigationTitle("Note")
                }
            }
            """, """
            app "NotesApp"

            scene standard
            start NoteListView

            screen NoteListView "Notes" kind list
            # note: `.fileImporter` shows the system's file browser when `$importingText` is set, no screen of the app's; where its completion leads is written on the control that shows it
            # note: `.fileImporter` shows the system's file browser when `$importingImage` is set, no screen of the app's: no transition is written for it
              menu "New Note" icon plus
              button "Blank Note" icon doc -> NoteView
              button "Import Text…" icon square.and.arrow.down -> NoteView

            screen NoteView "Note"
            """)
    }

    @Test("A tab whose case shows nothing leads to its root with no control of the other cases")
    func emptyCaseTab() {
        expectFlow("""
            // Tabs over the cases of an enum; the "Write" case shows nothing (a button
            // elsewhere opens the editor). Its tab leads to the section root, which shows
            // no control of the other tabs.

            enum Section: String, CaseIterable, Identifiable {
                case home, search, compose
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .home: return "Home"
                    case .search: return "Search"
                    case .compose: return "Write"
                    }
                }
            }

            @main
            struct TabsApp: App {
                var body: some Scene {
                    WindowGroup { MainTabs() }
                }
            }

            struct MainTabs: View {
                @State private var current: Section = .home
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Section.allCases) { section in
                            Tab(section.title, systemImage: "circle", value: section) {
                                SectionRoot(section: section)
                            }
                        }
                    }
                }
            }

            struct SectionRoot: View {
                let section: Section
                var body: some View {
                    NavigationStack {
                        section.content
                    }
                }
            }

            extension Section {
                @ViewBuilder
                var content: some View {
                    switch self {
                    case .home: HomeView()
                    case .search: SearchView()
                    case .compose: EmptyView()
                    }
                }
            }

            struct HomeView: View {
                var body: some View { List { Button("Refresh") { } }.navigationTitle("Home") }
            }

            struct SearchView: View {
                @State private var text = ""
                var body: some View { List { TextField("Find", text: $text) }.navigationTitle("Search") }
            }
            """, """
            app "TabsApp"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
              tab "Home" icon circle -> HomeView
              tab "Search" icon circle -> SearchView
              tab "Write" icon circle -> SectionRoot

            screen HomeView "Home" kind list feature Home
              button "Refresh"

            screen SearchView "Search" kind list feature Search
              field "Find"

            screen SectionRoot "Write" feature Write
            """)
    }

    @Test("A label of two joined texts reads as one; an asset's generated symbol is its icon")
    func joinedTextsAndAssetSymbols() {
        expectFlow("""
            // Two labels joined from two texts, and icons from the symbols Xcode makes
            // for an app's own images (`Image(.seedling)`, `Label(_, image: .seedling)`).
            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup { Welcome() }
                }
            }

            struct Welcome: View {
                @State private var showHelp = false
                @State private var showSeeds = false

                var body: some View {
                    VStack {
                        Button { showHelp = true } label: {
                            Text("Trouble? ") + Text("Get help").bold()
                        }
                        Button { showSeeds = true } label: {
                            Label { Text("Seeds") } icon: { Image(.seedling) }
                        }
                    }
                    .sheet(isPresented: $showHelp) { HelpView() }
                    .sheet(isPresented: $showSeeds) { SeedsView() }
                }
            }

            struct HelpView: View { var body: some View { Text("Help").navigationTitle("Help") } }
            struct SeedsView: View { var body: some View { Text("Seeds").navigationTitle("Seeds") } }
            """, """
            app "GardenApp"

            scene standard
            start Welcome

            screen Welcome
              button "Trouble? Get help" -> HelpView sheet
              button "Seeds" icon seedling -> SeedsView sheet
              # the icon seedling is an asset image, not an SF Symbol

            screen HelpView "Help"

            screen SeedsView "Seeds"
            """)
    }

    @Test("A sheet a view modifier shows for a property of an object it is given as a binding")
    func modifierSheetOfBoundObject() {
        expectFlow("""
            // A view modifier of the project given the coordinator as a binding shows a
            // sheet for the coordinator's `modal`: the buttons that set it lead there.

            enum Modal: Identifiable, Hashable {
                case write, help
                var id: Self { self }
            }

            @Observable final class Coordinator {
                var modal: Modal?
            }

            @main
            struct JournalApp: App {
                @State private var coordinator = Coordinator()
                var body: some Scene {
                    WindowGroup {
                        JournalView()
                            .environment(coordinator)
                            .presentingModals(coordinator: $coordinator)
                    }
                }
            }

            struct ModalPresenter: ViewModifier {
                @Binding var coordinator: Coordinator
                func body(content: Content) -> some View {
                    content.sheet(item: $coordinator.modal) { modal in
                        switch modal {
                        case .write: WriteView()
                        case .help: HelpView()
                        }
                    }
                }
            }

            extension View {
                func presentingModals(coordinator: Binding<Coordinator>) -> some View {
                    modifier(ModalPresenter(coordinator: coordinator))
                }
            }

            struct JournalView: View {
                @Environment(Coordinator.self) private var coordinator
                var body: some View {
                    NavigationStack {
                        List {
                            Button("Write", systemImage: "pencil") { coordinator.modal = .write }
                            Button("Help", systemImage: "questionmark.circle") { coordinator.modal = .help }
                        }
                        .navigationTitle("Journal")
                    }
                }
            }

            struct WriteView: View { var body: some View { Text("Write").navigationTitle("Write") } }
            struct HelpView: View { var body: some View { Text("Help").navigationTitle("Help") } }
            """, """
            app "JournalApp"

            scene standard
            start JournalView

            screen JournalView "Journal" kind list
              button "Write" icon pencil -> WriteView sheet
              button "Help" icon questionmark.circle -> HelpView sheet

            screen WriteView "Write"

            screen HelpView "Help"
            """)
    }

    @Test("A control with a sheet in one branch and a swap in the other is a sheet only for the first")
    func sheetPerTarget() {
        expectFlow("""
            // One button, two targets: with a PIN set it asks for it in a sheet, else it
            // swaps the screen. Only the first target is a sheet.

            @main
            struct KidsApp: App {
                @StateObject private var model = AppModel()
                var body: some Scene {
                    WindowGroup {
                        RootSwitch().environmentObject(model)
                    }
                }
            }

            enum Page { case home, parents }

            final class AppModel: ObservableObject {
                @Published var page: Page = .home
                @Published var hasPIN = true
                func show(_ p: Page) { page = p }
            }

            struct RootSwitch: View {
                @EnvironmentObject var model: AppModel
                var body: some View {
                    switch model.page {
                    case .home: HomeView()
                    case .parents: ParentsView()
                    }
                }
            }

            struct HomeView: View {
                @EnvironmentObject var model: AppModel
                @State private var askPIN = false

                private func guarded(_ action: @escaping () -> Void) {
                    if model.hasPIN {
                        askPIN = true
                    } else {
                        action()
                    }
                }

                var body: some View {
                    Button("Parents") {
                        guarded { model.show(.parents) }
                    }
                    .sheet(isPresented: $askPIN) { PINView() }
                }
            }

            struct PINView: View {
                var body: some View { Text("PIN") }
            }

            struct ParentsView: View {
                @EnvironmentObject var model: AppModel
                var body: some View {
                    Button("Done") { model.show(.home) }
                }
            }
            """, """
            app "KidsApp"

            scene standard
            start HomeView
            # note: the scene shows one of 2 views by a condition: HomeView is the start screen, and ParentsView is a screen of the scene too

            screen HomeView
              button "Parents" -> ParentsView
              button "Parents" -> PINView sheet

            screen ParentsView
              button "Done" -> HomeView

            screen PINView
            """)
    }

    @Test("A tapped image whose symbol follows the state is custom; an input titled empty has no text")
    func checkboxAndHiddenLabel() {
        expectFlow("""
            // A to-do row: a checkbox image whose symbol follows the state, tapped as a
            // button would be, and a date picker whose label is hidden.
            @main
            struct ChecklistApp: App {
                var body: some Scene {
                    WindowGroup { ChecklistRow() }
                }
            }

            struct ChecklistRow: View {
                @State private var checked = false
                @State private var due = Date()

                var body: some View {
                    HStack {
                        Image(systemName: checked ? "checkmark.circle.fill" : "circle")
                            .onTapGesture { checked.toggle() }
                        Text("Buy milk")
                        DatePicker("", selection: $due).labelsHidden()
                    }
                }
            }
            """, """
            app "ChecklistApp"

            scene standard
            start ChecklistRow

            screen ChecklistRow
              gesture custom
              # note: the icon is chosen at run time
              picker
            """)
    }

    @Test("A hand-drawn tab bar whose pages are picked by if index == 0 / else is read as tabs")
    func handMadeTabsByIf() {
        expectFlow("""
            // A shell that picks its page with `if index == 0 { ... } else { ... }` beside
            // bar buttons that set `index`: a tab bar the project draws.
            @main
            struct ShellApp: App {
                var body: some Scene {
                    WindowGroup {
                        Shell()
                    }
                }
            }

            struct Shell: View {
                @State private var index = 0

                var body: some View {
                    VStack {
                        if index == 0 {
                            TripsScreen()
                        } else {
                            PrefsScreen()
                        }
                        HStack {
                            BarButton(symbol: "airplane") { index = 0 }
                            BarButton(symbol: "gearshape") { index = 1 }
                        }
                    }
                }
            }

            struct BarButton: View {
                let symbol: String
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        Image(systemName: symbol)
                    }
                }
            }

            struct TripsScreen: View {
                @State private var showSearch = false
                var body: some View {
                    NavigationStack {
                        Button("Find") { showSearch = true }
                            .navigationDestination(isPresented: $showSearch) { ResultsScreen() }
                    }
                }
            }

            struct PrefsScreen: View {
                @State private var dark = false
                var body: some View {
                    Toggle("Dark mode", isOn: $dark)
                }
            }

            struct ResultsScreen: View {
                var body: some View { Text("Results") }
            }
            """, """
            app "ShellApp"

            scene standard
            start Shell

            screen Shell kind tabs
              tab icon airplane -> TripsScreen
              tab icon gearshape -> PrefsScreen

            screen TripsScreen
              button "Find" -> ResultsScreen

            screen PrefsScreen
              toggle "Dark mode"

            screen ResultsScreen
            """)
    }

    @Test("A one-second tick that counts down from 20 and moves on at 0 is a timer of 20 seconds")
    func countdownTimer() {
        expectFlow("""
            // A round of a quiz: a one-second tick counts the time left down from 20 and
            // shows the score at 0. The screen moves on by itself after 20 seconds.

            @main
            struct TriviaApp: App {
                var body: some Scene {
                    WindowGroup {
                        RoundView()
                    }
                }
            }

            struct RoundView: View {
                @State private var secondsLeft = 20
                @State private var timeIsUp = false
                private let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

                var body: some View {
                    VStack {
                        Text("Time left: \\(secondsLeft)")
                        Button("Answer A") { timeIsUp = true }
                    }
                    .onReceive(tick) { _ in
                        if secondsLeft > 0 {
                            secondsLeft -= 1
                        } else {
                            timeIsUp = true
                        }
                    }
                    .fullScreenCover(isPresented: $timeIsUp) {
                        ScoreView()
                    }
                }
            }

            struct ScoreView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Play again") { dismiss() }
                }
            }
            """, """
            app "TriviaApp"

            scene standard
            start RoundView

            screen RoundView
            # note: a tick of 1s counts `secondsLeft` down from 20: the timer is written for all 20 ticks
              button "Answer A" -> ScoreView sheet
              after 20s -> ScoreView

            screen ScoreView
              button "Play again"
            """)
    }

    @Test("A drag takes no name from the texts it moves; a sheet that closes itself later does not lead to itself")
    func dragAndSelfClosingSheet() {
        expectFlow("""
            // A card swiped by a drag names no control by the text on it; a sheet that
            // closes itself two seconds after "Confirm" does not lead to itself.
            @main
            struct FxApp: App {
                var body: some Scene {
                    WindowGroup { ExchangeHome() }
                }
            }

            struct ExchangeHome: View {
                @State private var showConvert = false
                @State private var offset: CGFloat = 0

                var body: some View {
                    VStack {
                        Button("Convert") { showConvert = true }
                        VStack {
                            Text("New arrivals")
                            Image(systemName: "sparkles")
                        }
                        .gesture(DragGesture().onEnded { value in offset = value.translation.width })
                    }
                    .sheet(isPresented: $showConvert) {
                        ConvertSheet(isShown: $showConvert)
                    }
                }
            }

            struct ConvertSheet: View {
                @Binding var isShown: Bool

                var body: some View {
                    VStack {
                        Button("Confirm") { finish() }
                        Button("Close") { isShown.toggle() }
                    }
                }

                private func finish() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        isShown.toggle()
                    }
                }
            }
            """, """
            app "FxApp"

            scene standard
            start ExchangeHome

            screen ExchangeHome
              button "Convert" -> ConvertSheet sheet
              gesture

            screen ConvertSheet
              button "Confirm"
              button "Close"
              after 2s
            """)
    }

    @Test("The project's own TabView, written without SwiftUI., is its type; SwiftUI.TabView inside it is SwiftUI's")
    func projectTabViewShadows() {
        expectFlow("""
            // The project declares its own `TabView` (shadowing SwiftUI's in its module)
            // that builds `SwiftUI.TabView` around the views it is given.

            @main
            struct ReaderApp: App {
              var body: some Scene {
                WindowGroup {
                  RootView()
                }
              }
            }

            struct RootView: View {
              var body: some View {
                TabView(home: HomeView(), account: AccountView())
              }
            }


            struct TabView<Home: View, Account: View>: View {
              let home: Home
              let account: Account

              var body: some View {
                SwiftUI.TabView {
                  home
                    .tabItem { Label("Home", systemImage: "house") }
                  account
                    .tabItem { Label("Account", systemImage: "person") }
                }
              }
            }

            struct HomeView: View {
              var body: some View {
                NavigationStack {
                  Text("Home").navigationTitle("Home")
                }
              }
            }

            struct AccountView: View {
              var body: some View {
                NavigationStack {
                  Text("Account").navigationTitle("Account")
                }
              }
            }
            """, """
            app "ReaderApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Home" icon house -> HomeView
              tab "Account" icon person -> AccountView

            screen HomeView "Home" feature Home

            screen AccountView "Account" feature Account
            """)
    }

    @Test("Tabs made by a helper function of no type take the title, icon and page the call gives")
    func tabsByHelperFunction() {
        expectFlow("""
            // Tabs made by a helper function of no type, given the title, icon and page.
            @main
            struct ReaderApp: App {
              var body: some Scene {
                WindowGroup { RootView() }
              }
            }

            struct RootView: View {
              var body: some View {
                TabView(libraryView: { LibraryView() }, settingsView: { SettingsView() })
              }
            }

            struct TabView {
              init(libraryView: @escaping () -> LibraryView, settingsView: @escaping () -> SettingsView) {
                self.libraryView = libraryView
                self.settingsView = settingsView
              }
              private let libraryView: () -> LibraryView
              private let settingsView: () -> SettingsView
            }

            extension TabView: View {
              var body: some View {
                SwiftUI.TabView {
                  tab(content: libraryView, text: "Library", imageName: "library", tab: 0)
                  tab(content: settingsView, text: "Settings", imageName: "settings", tab: 1)
                }
              }
            }

            private func tab<Content: View>(content: () -> Content, text: String, imageName: String, tab: Int) -> some View {
              NavigationView(content: content)
                .tabItem {
                  Text(text)
                  Image(imageName)
                }
                .tag(tab)
            }

            struct LibraryView: View { var body: some View { Text("Lib").navigationTitle("Library") } }
            struct SettingsView: View { var body: some View { Text("Set").navigationTitle("Settings") } }
            """, """
            app "ReaderApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Library" icon library -> LibraryView
              # the icon library is an asset image, not an SF Symbol
              tab "Settings" icon settings -> SettingsView
              # the icon settings is an asset image, not an SF Symbol

            screen LibraryView "Library" feature Library

            screen SettingsView "Settings" kind settings feature Settings
            """)
    }

    @Test("An empty tab text names no feature; a list over a colour is a list; a delay after a notification is no timer")
    func emptyTabTextListOverColourNotification() {
        expectFlow("""
            // Tabs with an icon and an empty text, a list drawn over a colour, and a
            // delay that answers a notification another part of the app posts.
            @main
            struct CardsApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            HistoryScreen().tabItem { Label("", systemImage: "chart.bar") }
                            OptionsScreen().tabItem { Label("", systemImage: "gear") }
                        }
                    }
                }
            }

            extension Notification.Name {
                static let askForReview = Notification.Name("askForReview")
            }

            struct HistoryScreen: View {
                @State private var scores = [3, 5, 8]
                @State private var reloads = 0
                private let reviewAsked = NotificationCenter.default.publisher(for: .askForReview)

                var body: some View {
                    ZStack {
                        Color.yellow.ignoresSafeArea()
                        List {
                            ForEach(scores, id: \\.self) { score in Text("Score \\(score)") }
                        }
                    }
                    .onReceive(reviewAsked) { _ in
                        Task {
                            try await Task.sleep(nanoseconds: 2_000_000_000)
                            reloads += 1
                        }
                    }
                }
            }

            struct OptionsScreen: View {
                var body: some View { Text("Options") }
            }
            """, """
            app "CardsApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "" icon chart.bar -> HistoryScreen
              tab "" icon gear -> OptionsScreen

            screen HistoryScreen kind list
            # note: a timer in `.onReceive` of a notification answers an outside event; it is no timed interaction

            screen OptionsScreen
            """)
    }

    @Test("In a tab generated for a case, a switch over the selection picks that case")
    func generatedTabsSwitchOnSelection() {
        expectFlow("""
            // Tabs generated for each case, each page picked by a `switch` over the
            // selection: in the tab of a case, the selection is that case.

            @main
            struct LessonsApp: App {
                var body: some Scene {
                    WindowGroup {
                        MainTabs()
                    }
                }
            }

            enum Page: String, CaseIterable {
                case learn
                case review
                case settings
            }

            struct MainTabs: View {
                @State private var page: Page = .learn

                var body: some View {
                    TabView(selection: $page) {
                        ForEach(Page.allCases, id: \\.self) { item in
                            Group {
                                switch page {
                                case .learn: LearnScreen()
                                case .review: ReviewScreen()
                                case .settings: PrefsScreen()
                                }
                            }
                            .tabItem { Label(item.rawValue, systemImage: "book") }
                            .tag(item)
                        }
                    }
                }
            }

            struct LearnScreen: View {
                var body: some View { Button("Start lesson") { } }
            }

            struct ReviewScreen: View {
                var body: some View { Button("Review words") { } }
            }

            struct PrefsScreen: View {
                var body: some View { Toggle("Sound", isOn: .constant(true)) }
            }
            """, """
            app "LessonsApp"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
              tab "learn" icon book -> LearnScreen
              tab "review" icon book -> ReviewScreen
              tab "settings" icon book -> PrefsScreen

            screen LearnScreen "learn" feature learn
              button "Start lesson"

            screen ReviewScreen "review" feature review
              button "Review words"

            screen PrefsScreen "settings" feature settings
              toggle "Sound"
            """)
    }

    @Test("A header built by the caller's computed property keeps its controls; .init(...) in a method makes the type it returns")
    func headerPropertyAndImplicitInit() {
        expectFlow("""
            // A frame of the project shows a header the caller builds in a computed
            // property (its "Filters" button opens a sheet); a method makes the settings
            // screen with `.init(...)`, its type told by what the method returns.
            @main
            struct ShelfApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { ShelfView() }
                    }
                }
            }

            struct ShelfView: View {
                @State private var showFilters = false

                var body: some View {
                    Framed(header: controls)
                        .navigationTitle("Shelf")
                        .sheet(isPresented: $showFilters) { FiltersView() }
                }

                var controls: some View {
                    HStack {
                        Button("Filters") { showFilters = true }
                        NavigationLink("Settings") { settingsView() }
                    }
                }

                func settingsView() -> SettingsView {
                    .init(owner: "me")
                }
            }

            struct Framed<Header: View>: View {
                let header: Header

                var body: some View {
                    List {
                        Section(header: header) {
                            Text("Row")
                        }
                    }
                }
            }

            struct FiltersView: View {
                var body: some View { Text("Filters").navigationTitle("Filters") }
            }

            struct SettingsView: View {
                let owner: String
                var body: some View { Text(owner).navigationTitle("Settings") }
            }
            """, """
            app "ShelfApp"

            scene standard
            start ShelfView

            screen ShelfView "Shelf" kind list
              button "Filters" -> FiltersView sheet
              link "Settings" -> SettingsView

            screen FiltersView "Filters"

            screen SettingsView "Settings" kind settings
            """)
    }

    @Test("A router that shows itself in a branch is read once, the cycle said")
    func routerShowsItself() {
        expectFlow("""
            // A view that shows itself in a branch of the container it picks with: read
            // once, the cycle said, with no deep walk.
            @main
            struct LoopApp: App {
                var body: some Scene {
                    WindowGroup { Loop() }
                }
            }

            struct Switcher<A: View, B: View>: View {
                var flag: Bool
                @ViewBuilder var first: A
                @ViewBuilder var second: B
                var body: some View { if flag { first } else { second } }
            }

            struct Loop: View {
                @State private var on = false
                var body: some View {
                    Switcher(flag: on) { Loop() } second: { Text("end") }
                }
            }
            """, """
            app "LoopApp"

            scene standard
            start Loop

            screen Loop
            # note: Loop uses itself; the cycle is cut here
            """)
    }
}
