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

    @Test("A button with a trash icon that only presents a screen is not taken for destructive")
    func trashIconOpensSheet() {
        expectFlow("""
            @main
            struct DoneApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { ItemView() }
                    }
                }
            }

            struct ItemView: View {
                @State private var showDone = false

                var body: some View {
                    VStack {
                        Text("Milk")
                        Button {
                            showDone = true
                        } label: {
                            Label("Mark as Done", systemImage: "trash.fill")
                        }
                    }
                    .navigationTitle("Item")
                    .sheet(isPresented: $showDone) {
                        MarkDoneView()
                    }
                }
            }

            struct MarkDoneView: View {
                var body: some View {
                    Text("How much was left?").navigationTitle("Mark as Done")
                }
            }
            """, """
            app "DoneApp"

            scene standard
            start ItemView

            screen ItemView "Item"
              button "Mark as Done" icon trash.fill -> MarkDoneView sheet

            screen MarkDoneView "Mark as Done"
            """)
    }

    @Test("A sheet written in place around a button of the project is a screen of its own, not the button")
    func buttonOfProjectInInlineSheet() {
        expectFlow("""
            @main
            struct FitApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            SessionView()
                        }
                    }
                }
            }

            struct PillButton: View {
                let title: String
                let action: () -> Void
                init(_ title: String, action: @escaping () -> Void) {
                    self.title = title
                    self.action = action
                }
                var body: some View {
                    Button(title, action: action)
                        .padding()
                        .background(Capsule().fill(.gray))
                }
            }

            struct SessionView: View {
                @State private var showTimer = false
                @State private var running = false
                var body: some View {
                    VStack {
                        Button("Rest Timer") { showTimer = true }
                    }
                    .navigationTitle("Session")
                    .sheet(isPresented: $showTimer) { timerSheet }
                }

                private var timerSheet: some View {
                    VStack {
                        Text("Rest")
                        PillButton("Start") { running = true }
                    }
                }
            }
            """, """
            app "FitApp"

            scene standard
            start SessionView

            screen SessionView "Session"
              button "Rest Timer" -> SessionView_sheet sheet

            screen SessionView_sheet
              button "Start"
            """)
    }

    @Test("A view given an optional closure that returns nothing is a screen, not a container looked through")
    func optionalClosureNotContainer() {
        expectFlow("""
            @main
            struct CookApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            MealsView()
                        }
                    }
                }
            }

            struct Meal: Identifiable {
                let id: Int
                let name: String
            }

            struct MealsView: View {
                @State private var showDay = false
                @State private var picked: Meal?
                var body: some View {
                    Button("Today") { showDay = true }
                        .navigationTitle("Meals")
                        .navigationDestination(isPresented: $showDay) {
                            DayView(onPick: { meal in picked = meal })
                                .sheet(item: $picked) { meal in
                                    MealDetailView(meal: meal)
                                }
                        }
                }
            }

            struct Card<Content: View>: View {
                let content: () -> Content
                init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
                var body: some View { content().padding() }
            }

            struct DayView: View {
                let onPick: ((Meal) -> Void)?
                let meals = [Meal(id: 1, name: "Soup")]
                var body: some View {
                    Card { Text("Soup") }
                        .onTapGesture { onPick?(meals[0]) }
                }
            }

            struct MealDetailView: View {
                let meal: Meal
                var body: some View { Text(meal.name) }
            }
            """, """
            app "CookApp"

            scene standard
            start MealsView

            screen MealsView "Meals"
              button "Today" -> DayView

            screen DayView
              gesture "Soup" -> MealDetailView custom sheet

            screen MealDetailView
            """)
    }

    @Test("A value made in the call for a property of a view gives its fields, its trailing closure included")
    func structArgumentFields() {
        expectFlow("""
            @main
            struct FitApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            PlanView()
                        }
                    }
                }
            }

            struct BarAction {
                let title: String
                let action: () -> Void
            }

            struct ActionBar: View {
                let left: BarAction
                let right: BarAction
                var body: some View {
                    HStack {
                        Button(left.title, action: left.action)
                        Button(right.title) { right.action() }
                    }
                }
            }

            struct PlanView: View {
                @State private var showSession = false
                @State private var showHelp = false
                var body: some View {
                    ActionBar(
                        left: .init(title: "Help") { showHelp = true },
                        right: BarAction(title: "Start") { showSession = true }
                    )
                    .navigationTitle("Plan")
                    .sheet(isPresented: $showHelp) { HelpView() }
                    .navigationDestination(isPresented: $showSession) { WorkoutView() }
                }
            }

            struct HelpView: View {
                var body: some View { Text("Help") }
            }

            struct WorkoutView: View {
                var body: some View { Text("Go").navigationTitle("Workout") }
            }
            """, """
            app "FitApp"

            scene standard
            start PlanView

            screen PlanView "Plan"
              button "Help" -> HelpView sheet
              button "Start" -> WorkoutView

            screen HelpView

            screen WorkoutView "Workout"
            """)
    }

    @Test("A literal array of entries made with a trailing closure fills the last property of the memberwise initialiser")
    func memberwiseTrailingClosureRows() {
        expectFlow("""
            @main
            struct FitApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { PlanView() } }
                }
            }

            struct BarAction: Identifiable {
                let id = UUID()
                let title: String
                let action: () -> Void
            }

            struct PlanView: View {
                @State private var showHelp = false
                @State private var showSession = false
                var actions: [BarAction] {
                    [BarAction(title: "Help") { showHelp = true },
                     BarAction(title: "Start") { showSession = true }]
                }
                var body: some View {
                    VStack {
                        ForEach(actions) { a in
                            Button(a.title, action: a.action)
                        }
                    }
                    .navigationTitle("Plan")
                    .sheet(isPresented: $showHelp) { HelpView() }
                    .navigationDestination(isPresented: $showSession) { WorkoutView() }
                }
            }

            struct HelpView: View {
                var body: some View { Text("Help") }
            }

            struct WorkoutView: View {
                var body: some View { Text("Go").navigationTitle("Workout") }
            }
            """, """
            app "FitApp"

            scene standard
            start PlanView

            screen PlanView "Plan"
              button "Help" -> HelpView sheet
              button "Start" -> WorkoutView

            screen HelpView

            screen WorkoutView "Workout"
            """)
    }

    @Test("A destination written in a method of an extension of View counts for what was not placed")
    func destinationInViewExtension() {
        expectFlow("""
            enum Route: Hashable { case add, about }

            @main
            struct LedgerApp: App {
                var body: some Scene {
                    WindowGroup {
                        LedgerHome()
                    }
                }
            }

            struct LedgerHome: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Add expense") { path.append(.add) }
                        }
                        .routes()
                        .navigationTitle("Ledger")
                    }
                }
            }

            extension View {
                func routes() -> some View {
                    navigationDestination(for: Route.self) { route in
                        switch route {
                        case .add: AddExpense()
                        case .about: AboutLedger()
                        }
                    }
                }
            }

            struct AddExpense: View {
                var body: some View { Form { TextField("Amount", text: .constant("")) } }
            }

            struct AboutLedger: View {
                var body: some View { Text("About") }
            }
            """, """
            app "LedgerApp"

            scene standard
            start LedgerHome

            screen LedgerHome "Ledger"
            # note: the destination for `Route` can show `AboutLedger`, but no control that aaflow can follow pushes a value that leads there
              button "Add expense" -> AddExpense

            screen AddExpense kind form
              field "Amount"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: AboutLedger  # App.swift:40: constructed in an extension of View, but where no control that aaflow can follow leads
            """)
    }

    @Test("A button inside a link's label is a control of its own, after the link, and its icon is not the link's")
    func buttonInsideLinkLabel() {
        expectFlow("""
            @main
            struct FitApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { BuddiesView() }
                    }
                }
            }

            struct BuddiesView: View {
                let names = ["Ana", "Ben"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            BuddyRow(name: name)
                        }
                    }
                    .navigationTitle("Buddies")
                }
            }

            struct BuddyRow: View {
                let name: String
                @State private var showCheer = false
                var body: some View {
                    NavigationLink(destination: BuddyDetailView(name: name)) {
                        HStack {
                            Text(name)
                            Button {
                                showCheer = true
                            } label: {
                                Image(systemName: "hand.wave")
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .sheet(isPresented: $showCheer) { CheerView(name: name) }
                }
            }

            struct BuddyDetailView: View {
                let name: String
                var body: some View { Text(name).navigationTitle("Buddy") }
            }

            struct CheerView: View {
                let name: String
                var body: some View { Text("Cheer \\(name)") }
            }
            """, """
            app "FitApp"

            scene standard
            start BuddiesView

            screen BuddiesView "Buddies" kind list
              row "…" -> BuddyDetailView
              # note: the text is built at run time
              button icon hand.wave -> CheerView sheet

            screen BuddyDetailView "Buddy"

            screen CheerView
            """)
    }

    @Test("A button inside a button's label is a control of its own, with the style written nearest to it")
    func buttonInsideButtonLabel() {
        expectFlow("""
            @main
            struct NewsApp: App {
                var body: some Scene {
                    WindowGroup { NavigationStack { StoriesView() } }
                }
            }

            struct CardStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(.thinMaterial)
                }
            }

            struct StoriesView: View {
                @State private var showStory = false
                @State private var showComments = false
                var body: some View {
                    Button {
                        showStory = true
                    } label: {
                        VStack(alignment: .leading) {
                            Text("A story")
                            HStack {
                                Spacer()
                                // The comments button, tapped on its own.
                                Button {
                                    showComments = true
                                } label: {
                                    Label("Comments", systemImage: "message.fill")
                                }
                                .buttonStyle(.bordered)
                            }
                        }
                    }
                    .buttonStyle(CardStyle())
                    .navigationTitle("Stories")
                    .sheet(isPresented: $showStory) { StoryView() }
                    .sheet(isPresented: $showComments) { CommentsView() }
                }
            }

            struct StoryView: View {
                var body: some View { Text("Story").navigationTitle("Story") }
            }

            struct CommentsView: View {
                var body: some View { Text("Comments").navigationTitle("Comments") }
            }
            """, """
            app "NewsApp"

            scene standard
            start StoriesView

            screen StoriesView "Stories"
              button "A story" -> StoryView custom sheet
              button "Comments" icon message.fill -> CommentsView sheet

            screen StoryView "Story"

            screen CommentsView "Comments"
            """)
    }

    @Test("A button of the project whose label is a view-building closure it was given takes that closure's text and icon")
    func labelClosureCalled() {
        expectFlow("""
            @main
            struct GatedApp: App {
                var body: some Scene {
                    WindowGroup {
                        PlacesView()
                    }
                }
            }

            struct GateButton<Content: View>: View {
                var action: () -> Void
                @ViewBuilder let label: () -> Content

                var body: some View {
                    Button {
                        action()
                    } label: {
                        label()
                    }
                }
            }

            struct PlacesView: View {
                @State private var showNewPlace = false

                var body: some View {
                    NavigationStack {
                        Text("No places yet")
                            .navigationTitle("Places")
                            .toolbar {
                                GateButton {
                                    showNewPlace = true
                                } label: {
                                    Label("Add Place", systemImage: "plus")
                                }
                            }
                            .sheet(isPresented: $showNewPlace) {
                                NewPlaceView()
                            }
                    }
                }
            }

            struct NewPlaceView: View {
                var body: some View {
                    Text("New place").navigationTitle("New Place")
                }
            }
            """, """
            app "GatedApp"

            scene standard
            start PlacesView

            screen PlacesView "Places"
              button "Add Place" icon plus -> NewPlaceView sheet

            screen NewPlaceView "New Place"
            """)
    }

    @Test("A row whose label shows the content closure it was given before an icon of its own takes the given text and icon")
    func contentClosureInLabel() {
        expectFlow("""
            @main
            struct LessonsApp: App {
                var body: some Scene {
                    WindowGroup {
                        HomeView()
                    }
                }
            }

            struct HomeView: View {
                @State private var showParents = false
                var body: some View {
                    NavigationStack {
                        List {
                            LockedRow(isOn: $showParents) {
                                Label("Parent Corner", systemImage: "person.2")
                            }
                        }
                        .navigationTitle("Lessons")
                        .navigationDestination(isPresented: $showParents) {
                            ParentCornerView()
                        }
                    }
                }
            }

            struct LockedRow<Content: View>: View {
                @Binding var isOn: Bool
                let content: () -> Content
                var body: some View {
                    Button {
                        isOn = true
                    } label: {
                        HStack {
                            content()
                            Spacer()
                            Image(systemName: "lock.fill")
                        }
                    }
                }
            }

            struct ParentCornerView: View {
                var body: some View { Text("Hello parents").navigationTitle("Parents") }
            }
            """, """
            app "LessonsApp"

            scene standard
            start HomeView

            screen HomeView "Lessons" kind list
              button "Parent Corner" icon person.2 -> ParentCornerView

            screen ParentCornerView "Parents"
            """)
    }

    @Test("A closure the view was given, unwrapped by if let and handed to a button, leads where it sets")
    func ifLetGivenAction() {
        expectFlow("""
            @main
            struct StreakApp: App {
                var body: some Scene {
                    WindowGroup {
                        HomeView()
                    }
                }
            }

            struct HomeView: View {
                @State private var showStreak = false
                var body: some View {
                    VStack {
                        StreakBadge(onTap: { showStreak = true })
                    }
                    .sheet(isPresented: $showStreak) {
                        StreakView()
                    }
                }
            }

            struct StreakBadge: View {
                var onTap: (() -> Void)? = nil
                var body: some View {
                    if let action = onTap {
                        Button(action: action) {
                            Label("Streak", systemImage: "flame.fill")
                        }
                    } else {
                        Label("Streak", systemImage: "flame.fill")
                    }
                }
            }

            struct StreakView: View {
                var body: some View { Text("7 days") }
            }
            """, """
            app "StreakApp"

            scene standard
            start HomeView

            screen HomeView
              button "Streak" icon flame.fill -> StreakView sheet

            screen StreakView
            """)
    }

    @Test("A router view given a binding to the state that the screen's buttons set is a hand-drawn tab bar's content")
    func routerGivenBindingOfTabBar() {
        expectFlow("""
            @main
            struct CustomBarApp: App {
                var body: some Scene {
                    WindowGroup {
                        ShellView()
                    }
                }
            }

            struct ShellView: View {
                @State private var page = 0

                var body: some View {
                    VStack {
                        PageSwitcher(page: $page)
                        HStack {
                            Button("Map") { page = 0 }
                            Button("Trips") { page = 1 }
                        }
                    }
                }
            }

            struct PageSwitcher: View {
                @Binding var page: Int

                var body: some View {
                    switch page {
                    case 0:
                        MapHomeView()
                    default:
                        TripsView()
                    }
                }
            }

            struct MapHomeView: View {
                var body: some View {
                    Text("Map").navigationTitle("Map")
                }
            }

            struct TripsView: View {
                var body: some View {
                    Text("Trips").navigationTitle("Trips")
                }
            }
            """, """
            app "CustomBarApp"

            scene standard
            start ShellView

            screen ShellView kind tabs
              tab "Map" -> MapHomeView
              tab "Trips" -> TripsView

            screen MapHomeView "Map" feature Map

            screen TripsView "Trips" feature Trips
            """)
    }

    @Test("A sign-in gate inside the scene's navigation stack leads on when its flag is set by the sign-in screen")
    func gateInStackAtRoot() {
        expectFlow("""
            final class Session: ObservableObject {
                @Published var signedIn = false
            }

            @main
            struct ChatApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { GateView() }.environmentObject(session)
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        GateView()
                    }
                }
            }

            struct GateView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    if session.signedIn {
                        InboxView()
                    } else {
                        LoginView()
                    }
                }
            }

            struct LoginView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    VStack {
                        Button("Log In") { session.signedIn = true }
                        NavigationLink("Forgot password?") { ForgotView() }
                    }
                    .navigationTitle("Log In")
                }
            }

            struct ForgotView: View {
                var body: some View { Text("Reset").navigationTitle("Reset Password") }
            }

            struct InboxView: View {
                var body: some View {
                    List { NavigationLink("Settings") { SettingsView() } }
                        .navigationTitle("Chats")
                }
            }

            struct SettingsView: View {
                var body: some View { Form { Toggle("Notifications", isOn: .constant(true)) }.navigationTitle("Settings") }
            }
            """, """
            app "ChatApp"

            scene standard
            start LoginView
            # note: the scene shows one of 2 views by a condition: LoginView is the start screen, and InboxView is a screen of the scene too

            screen LoginView "Log In"
              button "Log In" -> InboxView
              link "Forgot password?" -> ForgotView

            screen InboxView "Chats" kind list
              link "Settings" -> SettingsView

            screen ForgotView "Reset Password"

            screen SettingsView "Settings" kind settings
              toggle "Notifications"
            """)
    }

    @Test("A root view that only puts a stack around a sign-in gate is looked through to the gate's screens")
    func shellAroundGate() {
        expectFlow("""
            final class Session: ObservableObject {
                @Published var signedIn = false
            }

            @main
            struct ChatApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        RootView().environmentObject(session)
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        GateView()
                    }
                }
            }

            struct GateView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    if session.signedIn {
                        InboxView()
                    } else {
                        LoginView()
                    }
                }
            }

            struct LoginView: View {
                @EnvironmentObject var session: Session
                var body: some View {
                    VStack {
                        Button("Log In") { session.signedIn = true }
                        NavigationLink("Forgot password?") { ForgotView() }
                    }
                    .navigationTitle("Log In")
                }
            }

            struct ForgotView: View {
                var body: some View { Text("Reset").navigationTitle("Reset Password") }
            }

            struct InboxView: View {
                var body: some View {
                    List { NavigationLink("Settings") { SettingsView() } }
                        .navigationTitle("Chats")
                }
            }

            struct SettingsView: View {
                var body: some View { Form { Toggle("Notifications", isOn: .constant(true)) }.navigationTitle("Settings") }
            }
            """, """
            app "ChatApp"

            scene standard
            start LoginView
            # note: the scene shows one of 2 views by a condition: LoginView is the start screen, and InboxView is a screen of the scene too

            screen LoginView "Log In"
              button "Log In" -> InboxView
              link "Forgot password?" -> ForgotView

            screen InboxView "Chats" kind list
              link "Settings" -> SettingsView

            screen ForgotView "Reset Password"

            screen SettingsView "Settings" kind settings
              toggle "Notifications"
            """)
    }

    @Test("A coordinator's builders told apart by their argument labels: the sheet's builder shows nothing, so no sheet screen is made up")
    func overloadByLabel() {
        expectFlow("""
            enum Page: Hashable { case profile }
            enum Sheet: String, Identifiable {
                case none
                var id: String { rawValue }
            }

            // Coordinator with one `build` overload per presentation kind.
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                @Published var sheet: Sheet?

                @ViewBuilder
                func build(page: Page) -> some View {
                    switch page {
                    case .profile: ProfileView()
                    }
                }

                @ViewBuilder
                func build(sheet: Sheet) -> some View {
                    switch sheet {
                    default: EmptyView()
                    }
                }
            }

            @main
            struct PhotoApp: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                }
            }

            struct HomeView: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        Button("Profile") { coordinator.path.append(Page.profile) }
                            .navigationTitle("Photos")
                            .navigationDestination(for: Page.self) { page in coordinator.build(page: page) }
                            .sheet(item: $coordinator.sheet) { sheet in coordinator.build(sheet: sheet) }
                    }
                }
            }

            struct ProfileView: View {
                var body: some View { Text("Me").navigationTitle("Profile") }
            }
            """, """
            app "PhotoApp"

            scene standard
            start HomeView

            screen HomeView "Photos"
            # note: for the value set here, the content picks a case that shows nothing (`EmptyView()`): no target is written
            # note: `$sheet` is set by code, not by a control: no transition is written for it
              button "Profile" -> ProfileView

            screen ProfileView "Profile"
            """)
    }

    @Test("A view a coordinator builds for a destination and no control pushes is listed as not placed")
    func coordinatorBuildsUnplaced() {
        expectFlow("""
            enum Page: Hashable { case settings, legal }

            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()

                @ViewBuilder
                func build(page: Page) -> some View {
                    switch page {
                    case .settings: SettingsView()
                    case .legal: LegalView()
                    }
                }
            }

            @main
            struct ClubApp: App {
                var body: some Scene {
                    WindowGroup { ProfileView() }
                }
            }

            struct ProfileView: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        Button("Settings") { coordinator.path.append(Page.settings) }
                            .navigationTitle("Profile")
                            .navigationDestination(for: Page.self) { page in coordinator.build(page: page) }
                    }
                }
            }

            struct SettingsView: View {
                var body: some View { Form { Toggle("Dark Mode", isOn: .constant(false)) } }
            }

            // Reached by no push: the .legal case is never appended.
            struct LegalView: View {
                var body: some View { ScrollView { Text("Terms") } }
            }
            """, """
            app "ClubApp"

            scene standard
            start ProfileView

            screen ProfileView "Profile"
            # note: the destination for `Page` can show `LegalView`, but no control that aaflow can follow pushes a value that leads there
              button "Settings" -> SettingsView

            screen SettingsView kind settings
              toggle "Dark Mode"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: LegalView  # App.swift:38: constructed in Coordinator, but where no control that aaflow can follow leads
            """)
    }

    @Test("A control that selects a tab whose tag stands in both branches of an if leads to either view, not to a made-up page")
    func tabTagInBothBranches() {
        expectFlow("""
            @main
            struct TabJumpApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootTabs()
                    }
                }
            }

            struct RootTabs: View {
                @State private var selection = 0
                @State private var signedIn = false

                var body: some View {
                    TabView(selection: $selection) {
                        SignInView(selection: $selection)
                            .tabItem { Label("Home", systemImage: "house") }
                            .tag(0)
                        if signedIn {
                            RadarView()
                                .tabItem { Label("Radar", systemImage: "map") }
                                .tag(1)
                        } else {
                            LockedView()
                                .tabItem { Label("Radar", systemImage: "map") }
                                .tag(1)
                        }
                    }
                }
            }

            struct SignInView: View {
                @Binding var selection: Int

                var body: some View {
                    Button("Sign In") {
                        selection = 1
                    }
                    .navigationTitle("Home")
                }
            }

            struct RadarView: View {
                var body: some View {
                    Text("Radar").navigationTitle("Radar")
                }
            }

            struct LockedView: View {
                var body: some View {
                    Text("Locked").navigationTitle("Locked")
                }
            }
            """, """
            app "TabJumpApp"

            scene standard
            start RootTabs

            screen RootTabs kind tabs
              tab "Home" icon house -> SignInView
              tab "Radar" icon map -> RadarView
              tab "Radar" icon map -> LockedView

            screen SignInView "Home" feature Home
              button "Sign In" -> RadarView
              button "Sign In" -> LockedView

            screen RadarView "Radar" feature Radar

            screen LockedView "Locked" feature Radar
            """)
    }

    @Test("A choice by if in a view the screen embeds, set by taps beside it, is a segmented control: its views are the screen's")
    func segmentsInEmbeddedView() {
        expectFlow("""
            @main
            struct ScoresApp: App {
                var body: some Scene {
                    WindowGroup {
                        MenuView()
                    }
                }
            }

            struct MenuView: View {
                @State private var showScores = false
                var body: some View {
                    NavigationStack {
                        Button("Scores") { showScores = true }
                            .navigationDestination(isPresented: $showScores) {
                                ScoresView()
                            }
                    }
                }
            }

            struct ScoresView: View {
                var body: some View {
                    ScrollView {
                        Segments()
                    }
                }
            }

            struct Segments: View {
                @State private var picked = 0
                let names = ["Best", "Chart"]
                var body: some View {
                    VStack {
                        ForEach(0..<names.count, id: \\.self) { i in
                            Text(names[i])
                                .onTapGesture { picked = i }
                        }
                        if picked == 0 {
                            BestList()
                        } else {
                            ChartPanel()
                        }
                    }
                }
            }

            struct BestList: View {
                var body: some View { Text("Top players") }
            }

            struct ChartPanel: View {
                var body: some View { Toggle("Weekly", isOn: .constant(true)) }
            }
            """, """
            app "ScoresApp"

            scene standard
            start MenuView

            screen MenuView
              button "Scores" -> ScoresView

            screen ScoresView
              gesture "…" custom
              # note: the text is built at run time
              toggle "Weekly"
            """)
    }

    @Test("A router that keeps one path per tab and appends to the tab's path leads to the destination of the value")
    func pathPerTab() {
        expectFlow("""
            enum Route: Hashable { case detail(Int) }
            enum AppTab: Hashable { case home }

            @Observable
            final class Router {
                var paths: [AppTab: [Route]] = [:]

                subscript(tab: AppTab) -> [Route] {
                    get { paths[tab] ?? [] }
                    set { paths[tab] = newValue }
                }

                func navigateTo(_ route: Route, tab: AppTab = .home) {
                    paths[tab]?.append(route)
                }
            }

            @main
            struct PushApp: App {
                @State private var router = Router()

                var body: some Scene {
                    WindowGroup {
                        HomeView()
                            .environment(router)
                    }
                }
            }

            struct HomeView: View {
                @Environment(Router.self) private var router

                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router[.home]) {
                        Button("Random") {
                            router.navigateTo(.detail(4))
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .detail(let n):
                                DetailView(number: n)
                            }
                        }
                    }
                }
            }

            struct DetailView: View {
                let number: Int
                var body: some View { Text("Detail").navigationTitle("Detail") }
            }
            """, """
            app "PushApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Random" -> DetailView

            screen DetailView "Detail"
            """)
    }

    @Test("A tab's change relayed to a method that presents under a condition joined by and: only the tab whose value meets it presents")
    func relayDecidedByConjunct() {
        expectFlow("""
            @main
            struct KidsApp: App {
                var body: some Scene {
                    WindowGroup {
                        MainTabs()
                    }
                }
            }

            enum Pane: Hashable { case play, parents }

            struct MainTabs: View {
                @State private var pane: Pane = .play
                @State private var showGate = false
                @State private var unlocked = false

                var body: some View {
                    TabView(selection: $pane) {
                        PlayView()
                            .tabItem { Label("Play", systemImage: "gamecontroller") }
                            .tag(Pane.play)
                        ParentsView()
                            .tabItem { Label("Parents", systemImage: "lock") }
                            .tag(Pane.parents)
                    }
                    .onChange(of: pane) { _, newValue in
                        paneChanged(to: newValue)
                    }
                    .fullScreenCover(isPresented: $showGate) {
                        GateView()
                    }
                }
            }

            extension MainTabs {
                func paneChanged(to newPane: Pane) {
                    if newPane == .parents && !unlocked {
                        showGate = true
                    }
                }
            }

            struct PlayView: View {
                var body: some View { Text("Play") }
            }

            struct ParentsView: View {
                var body: some View { Text("Parents") }
            }

            struct GateView: View {
                var body: some View { Text("Ask a grown-up") }
            }
            """, """
            app "KidsApp"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
              tab "Play" icon gamecontroller -> PlayView
              tab "Parents" icon lock -> ParentsView
              tab "Parents" icon lock -> GateView sheet

            screen PlayView "Play" feature Play

            screen ParentsView "Parents" feature Parents

            screen GateView "Parents" feature Parents
            """)
    }
}
