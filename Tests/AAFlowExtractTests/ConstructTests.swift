import AAFlow
import Testing

/// Each construct of swiftui.md and each rule of "What real projects need":
/// a small SwiftUI snippet and the exact flow it must give.
@Suite struct ConstructTests {
    @Test("WindowGroup and AssistiveAccess give the two scenes; the start screen is the first View type, looking through NavigationStack and Group") func sceneRoots() {
        expectFlow("""
            @main
            struct NewsApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            HomeView()
                        }
                    }
                    AssistiveAccess {
                        Group { ReaderView() }
                    }
                }
            }
            struct HomeView: View { var body: some View { Text("Home").navigationTitle("News") } }
            struct ReaderView: View { var body: some View { Text("Read").navigationTitle("Reader") } }
            """, """
            app "NewsApp"

            scene standard
            start HomeView

            screen HomeView "News"

            scene assistive
            start ReaderView

            screen ReaderView "Reader"
            """)
    }

    @Test("A UIHostingSceneDelegate's static rootScene gives the assistive scene") func sceneDelegate() {
        expectFlow("""
            import UIKit
            import SwiftUI
            class AssistiveDelegate: UIResponder, UIHostingSceneDelegate {
                static var rootScene: some Scene {
                    AssistiveAccess {
                        CallView()
                    }
                }
            }
            struct CallView: View {
                var body: some View {
                    Button("Call Mum", systemImage: "phone") { }
                        .navigationTitle("Calls")
                        .assistiveAccessNavigationIcon(systemImage: "phone")
                }
            }
            """, """
            app "AssistiveDelegate"

            scene assistive
            start CallView

            screen CallView "Calls" icon phone
              button "Call Mum" icon phone
            """)
    }

    @Test("A TabView built by the scene itself is the screen standardTabs of kind tabs; tabs give features and titles") func sceneTabs() {
        expectFlow("""
            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            BrowseView()
                                .tabItem { Label("Browse", systemImage: "bag") }
                            CartView()
                                .tabItem { Label("Cart", systemImage: "cart") }
                        }
                    }
                }
            }
            struct BrowseView: View { var body: some View { List { Text("a") } } }
            struct CartView: View { var body: some View { Text("b").navigationTitle("Your Cart") } }
            """, """
            app "ShopApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Browse" icon bag -> BrowseView
              tab "Cart" icon cart -> CartView

            screen BrowseView "Browse" kind list feature Browse

            screen CartView "Your Cart" feature Cart
            """)
    }

    @Test("Subviews, computed properties, functions and AnyView are expanded in place, once per type; a cycle is cut and noted") func subviews() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MainView() } } }
            struct MainView: View {
                var body: some View {
                    VStack {
                        header
                        footer()
                        AnyView(CardView())
                        CardView()
                        LoopView()
                    }
                }
                var header: some View { Button("Refresh", systemImage: "arrow.clockwise") {} }
                func footer() -> some View { Toggle("Sound", systemImage: "speaker", isOn: .constant(true)) }
            }
            struct CardView: View { var body: some View { Button("Open", systemImage: "folder") {} } }
            struct LoopView: View { var body: some View { VStack { Stepper("Count", value: .constant(1)); LoopView() } } }
            """, """
            app "A"

            scene standard
            start MainView

            screen MainView
            # note: LoopView uses itself; the cycle is cut here
              button "Refresh" icon arrow.clockwise
              toggle "Sound" icon speaker
              button "Open" icon folder
              stepper "Count"
            """)
    }

    @Test("A body supplied by a protocol extension counts as the type's own (rule 21)") func protocolBody() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { StartView() } } }
            protocol Screen: View {}
            extension Screen {
                var body: some View { Button("Shared", systemImage: "star") {} }
            }
            struct StartView: Screen {}
            """, """
            app "A"

            scene standard
            start StartView

            screen StartView
              button "Shared" icon star
            """)
    }

    @Test("Titles, asset icons, kinds; a non-literal title is …; the name rule gives settings") func titlesIconsKinds() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { GalleryView() } } }
            struct GalleryView: View {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: []) { NavigationLink("Photo", destination: PhotoView()) }
                    }
                    .navigationTitle("Gallery")
                    .assistiveAccessNavigationIcon(Image("gallery-icon"))
                }
            }
            struct PhotoView: View {
                let name: String
                var body: some View {
                    Form { NavigationLink("Settings", destination: AppSettings()) }.navigationTitle(name)
                }
            }
            struct AppSettings: View { var body: some View { Form { Toggle("Dark", isOn: .constant(true)) } } }
            """, """
            app "A"

            scene standard
            start GalleryView

            screen GalleryView "Gallery" icon gallery-icon kind grid
            # the icon gallery-icon is an asset image, not an SF Symbol
              link "Photo" -> PhotoView

            screen PhotoView "…" kind form
            # note: the title is built at run time
              link "Settings" -> AppSettings

            screen AppSettings kind settings
              toggle "Dark"
            """)
    }

    @Test("Every input of the table: Link, Toggle, Picker (options), DatePicker, ColorPicker, Menu, fields, searchable, Slider, Stepper") func controls() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { ControlsView() } } }
            struct ControlsView: View {
                @State private var flavour = "a"
                @State private var text = ""
                static let sizes = ["S", "M", "L"]
                let colours = ["Red", "Green"]
                var body: some View {
                    Form {
                        Link("Help", destination: URL(string: "https://example.com")!)
                        Toggle(isOn: .constant(true)) { Label("Alarm", systemImage: "alarm") }
                        Picker("Flavour", selection: $flavour) {
                            Text("Vanilla").tag("a")
                            Text("Chocolate").tag("b")
                        }
                        Picker("Size", selection: $flavour) { ForEach(Self.sizes, id: \\.self) { Text($0) } }
                        Picker("Colour", selection: $flavour) { ForEach(colours, id: \\.self) { Text($0) } }
                        Picker("Count", selection: $flavour) { ForEach(["1", "2", "3", "4"], id: \\.self) { Text($0) } }
                        DatePicker("Date", selection: .constant(Date()))
                        ColorPicker("Tint", selection: .constant(.red))
                        Menu("More") { Button("One") {}; Button("Two") {} }
                        Menu { Button("X") {} } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                        TextField("Name", text: $text)
                        SecureField("Password", text: $text)
                        TextEditor(text: $text)
                        Slider(value: .constant(0.5)) { Text("Volume") }
                        Stepper("Age", value: .constant(3))
                    }
                    .searchable(text: $text, prompt: "Find")
                }
            }
            """, """
            app "A"

            scene standard
            start ControlsView

            screen ControlsView kind form
              link "Help"
              # note: leads out of the app (a web link): no target
              toggle "Alarm" icon alarm
              picker "Flavour" options 2
              picker "Size" options 3
              picker "Colour" options 2
              picker "Count" options 4
              picker "Date"
              picker "Tint"
              menu "More"
              menu "Sort" icon arrow.up.arrow.down
              field "Name"
              field "Password"
              field
              slider "Volume"
              stepper "Age"
              field "Find"
            """)
    }

    @Test("NavigationLink(value:) goes to the navigationDestination(for:) of the value's type; an inline destination is _destination") func valueLinks() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RootView() } } }
            struct Recipe: Hashable { let name: String }
            enum Route: Hashable { case settings, profile }
            struct RootView: View {
                let recipes: [Recipe] = []
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(recipes) { recipe in
                                NavigationLink(value: recipe) { Text(recipe.name) }
                            }
                            NavigationLink("Profile", value: Route.profile)
                            NavigationLink("Settings", value: Route.settings)
                            NavigationLink("Number", value: 3)
                            NavigationLink("New", value: Recipe(name: "x"))
                        }
                        .navigationDestination(for: Recipe.self) { r in RecipeView(recipe: r) }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .settings: PrefsView()
                            case .profile: ProfileView()
                            }
                        }
                        .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    }
                }
            }
            struct RecipeView: View { let recipe: Recipe; var body: some View { Text(recipe.name) } }
            struct PrefsView: View { var body: some View { Text("p") } }
            struct ProfileView: View { var body: some View { Text("p") } }
            """, """
            app "A"

            scene standard
            start RootView

            screen RootView kind list
              row "…" -> RecipeView
              # note: the text is built at run time
              link "Profile" -> ProfileView
              link "Settings" -> PrefsView
              link "Number" -> RootView_destination
              link "New" -> RecipeView

            screen RecipeView

            screen ProfileView

            screen PrefsView

            screen RootView_destination
            """)
    }

    @Test("Rows only inside a ForEach or List(data), judged after expansion (rules 9 and 15)") func rows() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { ListView() } } }
            struct Item: Identifiable { let id: Int }
            struct ListView: View {
                let items: [Item] = []
                var body: some View {
                    List {
                        Section {
                            NavigationLink("Static", destination: DetailView())
                        }
                        ForEach(items) { item in RowView(item: item) }
                    }
                    List(items) { item in
                        NavigationLink("Item", destination: DetailView())
                    }
                }
            }
            struct RowView: View {
                let item: Item
                var body: some View { NavigationLink(destination: DetailView()) { Label("Row", systemImage: "doc") } }
            }
            struct DetailView: View { var body: some View { Text("d") } }
            """, """
            app "A"

            scene standard
            start ListView

            screen ListView kind list
              link "Static" -> DetailView
              row "Row" icon doc -> DetailView
              row "Item" -> DetailView

            screen DetailView
            """)
    }

    @Test("Swipe actions and context menus give gestures with their own text, icon, role and target; onTapGesture presents (rules 4 and 20)") func gestures() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MailView() } } }
            struct MailView: View {
                @State private var showInfo = false
                let mails: [String] = []
                var body: some View {
                    List {
                        ForEach(mails, id: \\.self) { mail in
                            Text(mail)
                                .swipeActions {
                                    Button("Archive", systemImage: "archivebox") {}
                                    Button(role: .destructive) {} label: { Label("Trash", systemImage: "trash") }
                                }
                                .contextMenu {
                                    Button("Info", systemImage: "info.circle") { showInfo = true }
                                }
                        }
                        .onDelete { _ in }
                        Text("Tap me").onTapGesture { showInfo = true }
                        Image(systemName: "star").onLongPressGesture { }
                        Color.clear.gesture(TapGesture().onEnded { })
                    }
                    .sheet(isPresented: $showInfo) { InfoView() }
                }
            }
            struct InfoView: View { var body: some View { Text("i") } }
            """, """
            app "A"

            scene standard
            start MailView

            screen MailView kind list
              gesture "Archive" icon archivebox
              gesture "Trash" icon trash destructive
              gesture "Info" icon info.circle -> InfoView sheet
              gesture destructive
              gesture "Tap me" -> InfoView custom sheet
              gesture icon star custom
              gesture

            screen InfoView
            """)
    }

    @Test("Tab(...) children give tab controls") func tabs() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RootTabs() } } }
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { HomeView() }
                        Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                    }
                }
            }
            struct HomeView: View { var body: some View { Text("h") } }
            struct SearchView: View { var body: some View { Text("s").navigationTitle("Find") } }
            """, """
            app "A"

            scene standard
            start RootTabs

            screen RootTabs kind tabs
              tab "Home" icon house -> HomeView
              tab "Search" icon magnifyingglass -> SearchView

            screen HomeView "Home" feature Home

            screen SearchView "Find" feature Search
            """)
    }

    @Test("Generated tabs: one per case the switch names, in case order (rule 5)") func generatedTabs() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MainTabs() } } }
            enum AppTab: String, CaseIterable, Identifiable {
                case feed, inbox, debug, profile
                var id: Self { self }
                var title: String {
                    switch self {
                    case .feed: return "Feed"
                    case .inbox: return "Inbox"
                    case .debug: return "Debug"
                    case .profile: return "Profile"
                    }
                }
                var icon: String {
                    switch self {
                    case .feed: "list.bullet"
                    case .inbox: "tray"
                    case .debug: "ant"
                    case .profile: "person"
                    }
                }
            }
            struct MainTabs: View {
                var body: some View {
                    TabView {
                        ForEach(AppTab.allCases) { tab in
                            Group {
                                switch tab {
                                case .feed: FeedView()
                                case .inbox: InboxView()
                                case .profile: ProfileView()
                                default: EmptyView()
                                }
                            }
                            .tabItem { Label(tab.title, systemImage: tab.icon) }
                        }
                    }
                }
            }
            struct FeedView: View { var body: some View { Text("f") } }
            struct InboxView: View { var body: some View { Text("i") } }
            struct ProfileView: View { var body: some View { Text("p") } }
            """, """
            app "A"

            scene standard
            start MainTabs

            screen MainTabs kind tabs
              tab "Feed" icon list.bullet -> FeedView
              tab "Inbox" icon tray -> InboxView
              tab "Profile" icon person -> ProfileView

            screen FeedView "Feed" feature Feed

            screen InboxView "Inbox" feature Inbox

            screen ProfileView "Profile" feature Profile
            """)
    }

    @Test("A toolbar Button that dismisses, on a screen that hides the back button, is back (rule 14)") func customBack() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { ListView() } } } }
            struct ListView: View { var body: some View { NavigationLink("Open", destination: DetailView()) } }
            struct DetailView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Text("Detail")
                        .navigationBarBackButtonHidden(true)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button { dismiss() } label: { Label("Back", systemImage: "chevron.left") }
                            }
                            ToolbarItem { Button("Done") { close() } }
                        }
                }
                func close() { dismiss() }
            }
            """, """
            app "A"

            scene standard
            start ListView

            screen ListView
              link "Open" -> DetailView

            screen DetailView
              back "Back" icon chevron.left
              back "Done"
            """)
    }

    @Test("Presenting bindings resolved to the Button that sets them, also through a view model method, every branch a value not known may take (rule 1)") func presenting() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { HomeView() } } }
            final class HomeModel: ObservableObject {
                @Published var showHelp = false
                @Published var showAbout = false
                func openHelp() { showHelp = true }
                func open(_ which: Int) {
                    switch which {
                    case 0: showHelp = true
                    default: showAbout = true
                    }
                }
            }
            struct HomeView: View {
                @StateObject private var model = HomeModel()
                @State private var showCompose = false
                @State private var showPlayer = false
                @State private var editing: Note?
                @State private var showMap = false
                @State private var showDetails = false
                var body: some View {
                    VStack {
                        Button("Compose", systemImage: "square.and.pencil") { showCompose.toggle() }
                        Button("Play", systemImage: "play") { showPlayer = true }
                        Button("Edit", systemImage: "pencil") { editing = Note() }
                        Button("Map", systemImage: "map") { showMap = true }
                        Button("Help", systemImage: "questionmark") { model.openHelp() }
                        Button("More", systemImage: "ellipsis") { model.open(Int.random(in: 0...1)) }
                        Button("Credits", systemImage: "star") { model.open(1) }
                        Button("Details", systemImage: "info") { showDetails = true }
                    }
                    .sheet(isPresented: $showCompose) { ComposeView() }
                    .fullScreenCover(isPresented: $showPlayer) { PlayerView() }
                    .sheet(item: $editing) { note in EditView(note: note) }
                    .popover(isPresented: $showMap) { MapView() }
                    .sheet(isPresented: $model.showHelp) { HelpView() }
                    .sheet(isPresented: $model.showAbout) { AboutView() }
                    .navigationDestination(isPresented: $showDetails) { DetailsView() }
                }
            }
            struct Note: Identifiable { let id = 1 }
            struct ComposeView: View { var body: some View { Text("c") } }
            struct PlayerView: View { var body: some View { Text("p") } }
            struct EditView: View { let note: Note; var body: some View { Text("e") } }
            struct MapView: View { var body: some View { Text("m") } }
            struct HelpView: View { var body: some View { Text("h") } }
            struct AboutView: View { var body: some View { Text("a") } }
            struct DetailsView: View { var body: some View { Text("d") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              button "Compose" icon square.and.pencil -> ComposeView sheet
              button "Play" icon play -> PlayerView sheet
              button "Edit" icon pencil -> EditView sheet
              button "Map" icon map -> MapView sheet
              button "Help" icon questionmark -> HelpView sheet
              button "More" icon ellipsis -> HelpView sheet
              button "More" icon ellipsis -> AboutView sheet
              button "Credits" icon star -> AboutView sheet
              button "Details" icon info -> DetailsView

            screen ComposeView

            screen PlayerView

            screen EditView

            screen MapView

            screen HelpView

            screen AboutView

            screen DetailsView
            """)
    }

    @Test("Routers: only the known case's branch; path pushes through a coordinator method (rules 3 and 18)") func router() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { JourneyList() } } }
            enum SheetRoute: Identifiable {
                case addJourney, settings
                var id: Int { 0 }
            }
            enum Page: Hashable {
                case detail, stats
                @ViewBuilder func build() -> some View {
                    switch self {
                    case .detail: JourneyDetail()
                    case .stats: StatsView()
                    }
                }
            }
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                func push(_ page: Page) { path.append(page) }
            }
            struct JourneyList: View {
                @State private var sheet: SheetRoute?
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        List {
                            Button("Add", systemImage: "plus") { sheet = .addJourney }
                            Button("Settings", systemImage: "gear") { sheet = .settings }
                            Button("Stats", systemImage: "chart.bar") { coordinator.push(.stats) }
                            Button("Detail", systemImage: "doc") { coordinator.path.append(Page.detail) }
                        }
                        .navigationDestination(for: Page.self) { page in page.build() }
                        .sheet(item: $sheet) { route in
                            switch route {
                            case .addJourney: AddJourneyView()
                            case .settings: SettingsView()
                            }
                        }
                    }
                }
            }
            struct JourneyDetail: View { var body: some View { Text("d") } }
            struct StatsView: View { var body: some View { Text("s") } }
            struct AddJourneyView: View { var body: some View { Text("a") } }
            struct SettingsView: View { var body: some View { Text("s") } }
            """, """
            app "A"

            scene standard
            start JourneyList

            screen JourneyList kind list
              button "Add" icon plus -> AddJourneyView sheet
              button "Settings" icon gear -> SettingsView sheet
              button "Stats" icon chart.bar -> StatsView
              button "Detail" icon doc -> JourneyDetail

            screen AddJourneyView

            screen SettingsView kind settings

            screen StatsView

            screen JourneyDetail
            """)
    }

    @Test("Content with branches gives one control per type (rule 6); a presentation wrapper counts as .sheet (rule 7)") func branchesAndWrappers() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MainView() } } }
            extension View {
                func sheet2<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                    self.sheet(isPresented: isPresented, content: content)
                }
            }
            struct MainView: View {
                @State private var show = false
                @State private var showTip = false
                @State private var loggedIn = false
                var body: some View {
                    VStack {
                        Button("Account", systemImage: "person") { show = true }
                        Button("Tip", systemImage: "lightbulb") { showTip = true }
                    }
                    .sheet(isPresented: $show) {
                        if loggedIn { AccountView() } else { LoginView() }
                    }
                    .sheet2(isPresented: $showTip) { TipView() }
                }
            }
            struct AccountView: View { var body: some View { Text("a") } }
            struct LoginView: View { var body: some View { Text("l") } }
            struct TipView: View { var body: some View { Text("t") } }
            """, """
            app "A"

            scene standard
            start MainView

            screen MainView
              button "Account" icon person -> AccountView sheet
              button "Account" icon person -> LoginView sheet
              button "Tip" icon lightbulb -> TipView sheet

            screen AccountView

            screen LoginView

            screen TipView
            """)
    }

    @Test("Confirmation chains and inferred destructive buttons (rule 13)") func destructive() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { DangerView() } } }
            struct DangerView: View {
                @State private var askOnce = false
                @State private var askTwice = false
                @State private var reallySure = false
                var body: some View {
                    VStack {
                        Button("Delete Photo", role: .destructive) { askOnce = true }
                        Button("Reset", systemImage: "arrow.counterclockwise") { askTwice = true }
                        Button("Remove All") { }
                        Button { } label: { Image(systemName: "trash") }
                    }
                    .confirmationDialog("Delete?", isPresented: $askOnce) {
                        Button("Delete", role: .destructive) { }
                    }
                    .alert("Reset everything?", isPresented: $askTwice) {
                        Button("Reset", role: .destructive) { reallySure = true }
                        Button("Cancel", role: .cancel) { }
                    }
                    .alert("Are you really sure?", isPresented: $reallySure) {
                        Button("Reset", role: .destructive) { }
                    }
                }
            }
            """, """
            app "A"

            scene standard
            start DangerView

            screen DangerView
              button "Delete Photo" destructive confirm
              button "Reset" icon arrow.counterclockwise destructive confirm 2
              button "Remove All" destructive
              # note: destructive: inferred from its text
              button icon trash destructive
              # note: destructive: inferred from its trash icon
            """)
    }

    @Test("A project buttonStyle is custom; timers count where rule 8 says (also in `.onChange` of the screen's own state, not of the scene's phase), under one second ignored") func customAndTimers() {
        expectFlow("""
            import Combine
            @main
            struct A: App { var body: some Scene { WindowGroup { SplashView() } } }
            struct BigStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            struct SplashView: View {
                @State private var done = false
                @State private var toast = false
                @Environment(\\.scenePhase) private var scenePhase
                let ticker = Timer.publish(every: 5, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack {
                        Button("Start", systemImage: "play") {}.buttonStyle(BigStyle())
                        Button("Plain", systemImage: "circle") {}.buttonStyle(.bordered)
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { done = true }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { toast = false }
                    }
                    .task {
                        try? await Task.sleep(for: .seconds(3))
                        toast = false
                    }
                    .onReceive(ticker) { _ in toast = true }
                    .onChange(of: done) { _, _ in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { toast = false }
                    }
                    .onChange(of: scenePhase) { _, _ in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 6) { toast = false }
                    }
                    .fullScreenCover(isPresented: $done) { HomeView() }
                }
                init() {
                    Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in }
                }
            }
            struct HomeView: View { var body: some View { Text("h") } }
            """, """
            app "A"

            scene standard
            start SplashView

            screen SplashView
            # note: a timer in `.onChange` answers an outside event; it is no timed interaction
            # note: a delay of 300ms is animation timing, not a timed interaction; ignored
              button "Start" icon play custom
              button "Plain" icon circle
              after 2s -> HomeView
              after 3s
              after 5s
              after 4s
              after 10s

            screen HomeView
            """)
    }

    @Test("if accessibilityAssistiveAccessEnabled is true in the assistive scene only (rule 10)") func modeBranches() {
        expectFlow("""
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup { SharedView() }
                    AssistiveAccess { SharedView() }
                }
            }
            struct SharedView: View {
                @Environment(\\.accessibilityAssistiveAccessEnabled) private var simple
                var body: some View {
                    VStack {
                        Button("Call", systemImage: "phone") {}
                        if simple {
                            Button("Big Call", systemImage: "phone.fill") {}
                        } else {
                            Button("Video", systemImage: "video") {}
                            Button("Message", systemImage: "message") {}
                        }
                        if !simple { Toggle("Speaker", isOn: .constant(true)) }
                    }
                    .navigationTitle("Phone")
                }
            }
            """, """
            app "A"

            scene standard
            start SharedView

            screen SharedView "Phone"
              button "Call" icon phone
              button "Video" icon video
              button "Message" icon message
              toggle "Speaker"

            scene assistive
            start SharedView

            screen SharedView "Phone"
              button "Call" icon phone
              button "Big Call" icon phone.fill
            """)
    }

    @Test("#if reads the first branch that holds for an iOS device build; commented code is no code (rules 11 and 14)") func ifConfig() {
        expectFlow("""
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup { HomeView() }
                    #if os(iOS)
                    AssistiveAccess { SimpleHome() }
                    #endif
                }
            }
            struct HomeView: View {
                var body: some View {
                    VStack {
                        #if DEBUG
                        Button("Debug Menu", systemImage: "ant") {}
                        #elseif targetEnvironment(simulator)
                        Button("Simulator", systemImage: "iphone") {}
                        #else
                        Button("Share", systemImage: "square.and.arrow.up") {}
                        #endif
                        #if canImport(UIKit)
                        Button("Copy", systemImage: "doc.on.doc") {}
                        #endif
                        #if os(macOS)
                        Button("Mac Only", systemImage: "desktopcomputer") {}
                        #endif
                        // Button("Commented", systemImage: "xmark") {}
                    }
                }
            }
            struct SimpleHome: View { var body: some View { Text("s") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              button "Share" icon square.and.arrow.up
              button "Copy" icon doc.on.doc

            scene assistive
            start SimpleHome

            screen SimpleHome
            """)
    }

    @Test("Links of a split view sidebar lead to what the detail shows for that selection (rule 19)") func splitView() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { LibraryView() } } }
            enum Shelf: Hashable { case books, music }
            struct LibraryView: View {
                @State private var selection: Shelf?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) {
                            Label("Books", systemImage: "book").tag(Shelf.books)
                            Label("Music", systemImage: "music.note").tag(Shelf.music)
                        }
                    } detail: {
                        switch selection {
                        case .books: BooksView()
                        case .music: MusicView()
                        case nil: Text("Pick a shelf")
                        }
                    }
                }
            }
            struct BooksView: View { var body: some View { Text("b") } }
            struct MusicView: View { var body: some View { Text("m") } }
            """, """
            app "A"

            scene standard
            start LibraryView

            screen LibraryView kind split
              link "Books" icon book -> BooksView
              link "Music" icon music.note -> MusicView

            screen BooksView

            screen MusicView
            """)
    }

    @Test("Inline destinations are screens named after the presenter, numbered when several (rule 21)") func inlineDestinations() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { ProfileView() } } } }
            struct ProfileView: View {
                @State private var showQR = false
                @State private var showShare = false
                var body: some View {
                    VStack {
                        Button("QR Code", systemImage: "qrcode") { showQR = true }
                        Button("Share", systemImage: "square.and.arrow.up") { showShare = true }
                        NavigationLink("Badges") {
                            List { Text("Gold") }.navigationTitle("Badges")
                        }
                    }
                    .sheet(isPresented: $showQR) {
                        VStack { Image(systemName: "qrcode"); Button("Close") { showQR = false } }
                    }
                    .sheet(isPresented: $showShare) { Text("Shared!") }
                }
            }
            """, """
            app "A"

            scene standard
            start ProfileView

            screen ProfileView
              button "QR Code" icon qrcode -> ProfileView_sheet1 sheet
              button "Share" icon square.and.arrow.up -> ProfileView_sheet2 sheet
              link "Badges" -> ProfileView_destination

            screen ProfileView_sheet1
              button "Close"

            screen ProfileView_sheet2

            screen ProfileView_destination "Badges" kind list
            """)
    }

    @Test("onOpenURL, onContinueUserActivity and a notification delegate give entries (rule 16)") func entries() {
        expectFlow("""
            import UserNotifications
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup { InboxView() }
                }
            }
            final class Router: ObservableObject {
                static let shared = Router()
                @Published var showMessage = false
            }
            final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
                    Router.shared.showMessage = true
                    completionHandler()
                }
            }
            struct InboxView: View {
                @ObservedObject var router = Router.shared
                @State private var showCompose = false
                @State private var showHandoff = false
                var body: some View {
                    Text("Inbox")
                        .sheet(isPresented: $showCompose) { ComposeView() }
                        .sheet(isPresented: $router.showMessage) { MessageView() }
                        .sheet(isPresented: $showHandoff) { HandoffView() }
                        .onOpenURL { url in showCompose = true }
                        .onContinueUserActivity("com.example.read") { _ in showHandoff = true }
                }
            }
            struct ComposeView: View { var body: some View { Text("c") } }
            struct MessageView: View { var body: some View { Text("m") } }
            struct HandoffView: View { var body: some View { Text("h") } }
            """, """
            app "A"

            scene standard
            start InboxView
            entry ComposeView "a link"
            entry HandoffView "an activity"
            entry MessageView "a notification"

            screen InboxView

            screen ComposeView

            screen HandoffView

            screen MessageView
            """)
    }

    @Test("A page TabView is one screen with a gesture; canvas and media kinds; ToolbarContent is expanded") func pagerCanvasMediaToolbar() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { PagesView() } } }
            struct PagesView: View {
                var body: some View {
                    VStack {
                        TabView {
                            Text("One")
                            Text("Two")
                        }
                        .tabViewStyle(.page)
                        NavigationLink("Draw", destination: SketchView())
                        NavigationLink("Watch", destination: ClipView())
                    }
                    .toolbar { EditorToolbar() }
                }
            }
            struct EditorToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem { Button("Undo", systemImage: "arrow.uturn.backward") {} }
                }
            }
            struct SketchView: View { var body: some View { CanvasRepresentable() } }
            struct CanvasRepresentable: UIViewRepresentable {
                func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
                func updateUIView(_ view: PKCanvasView, context: Context) {}
            }
            struct ClipView: View { var body: some View { VideoPlayer(player: nil) } }
            struct `Café`: View { var body: some View { Text("c") } }
            """, """
            app "A"

            scene standard
            start PagesView

            screen PagesView
              gesture
              link "Draw" -> SketchView
              link "Watch" -> ClipView
              button "Undo" icon arrow.uturn.backward

            screen SketchView kind canvas

            screen ClipView kind media
            """)
    }

    @Test("An @Observable router in the environment: pushes through navigate(to:), a view(for:) function, a sheet item set on another screen") func observableRouter() {
        expectFlow("""
            import SwiftUI
            import Observation

            @main
            struct RealApp: App {
                @State private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .environment(router)
                    }
                }
            }

            enum AppRoute: Hashable {
                case detail(Item)
                case settings
                case profile(id: String)
            }

            enum SheetDestination: Identifiable {
                case compose
                case share(Item)
                var id: String { "x" }
                @ViewBuilder var view: some View {
                    switch self {
                    case .compose: ComposeView()
                    case .share(let item): ShareView(item: item)
                    }
                }
            }

            @Observable
            final class Router {
                var path: [AppRoute] = []
                var presentedSheet: SheetDestination?
                func navigate(to route: AppRoute) { path.append(route) }
                func present(_ sheet: SheetDestination) { presentedSheet = sheet }
                @ViewBuilder func view(for route: AppRoute) -> some View {
                    switch route {
                    case .detail(let item): ItemDetailView(item: item)
                    case .settings: SettingsView()
                    case .profile: ProfileView()
                    }
                }
            }

            struct Item: Hashable, Identifiable { let id: Int; let name: String }

            struct RootView: View {
                @Environment(Router.self) private var router
                @State private var items: [Item] = []
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        List(items) { item in
                            NavigationLink(value: AppRoute.detail(item)) {
                                Text(item.name)
                            }
                        }
                        .navigationTitle("Items")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button { router.present(.compose) } label: { Image(systemName: "plus") }
                            }
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Settings", systemImage: "gear") { router.navigate(to: .settings) }
                            }
                        }
                        .navigationDestination(for: AppRoute.self) { route in
                            router.view(for: route)
                        }
                        .sheet(item: $router.presentedSheet) { sheet in
                            sheet.view
                        }
                    }
                }
            }

            struct ItemDetailView: View {
                @Environment(Router.self) private var router
                let item: Item
                var body: some View {
                    VStack {
                        Text(item.name)
                        Button("Share", systemImage: "square.and.arrow.up") { router.present(.share(item)) }
                        Button("Owner") { router.navigate(to: .profile(id: "1")) }
                    }
                    .navigationTitle(item.name)
                }
            }
            struct SettingsView: View { var body: some View { Form { Toggle("Sync", isOn: .constant(true)) } } }
            struct ProfileView: View { var body: some View { Text("p") } }
            struct ComposeView: View { var body: some View { TextField("Message", text: .constant("")) } }
            struct ShareView: View { let item: Item; var body: some View { Text("s") } }
            """, """
            app "RealApp"

            scene standard
            start RootView

            screen RootView "Items" kind list
              row "…" -> ItemDetailView
              # note: the text is built at run time
              button icon plus -> ComposeView sheet
              button "Settings" icon gear -> SettingsView

            screen ItemDetailView "…"
            # note: the title is built at run time
              button "Share" icon square.and.arrow.up -> ShareView sheet
              button "Owner" -> ProfileView

            screen ComposeView
              field "Message"

            screen SettingsView kind settings
              toggle "Sync"

            screen ShareView

            screen ProfileView
            """)
    }

    @Test("Views made by other code: appDelegate.rootView, a factory method; presentationMode dismiss is a back (rules 2 and 14)") func viewsByOtherCode() {
        expectFlow("""
            import SwiftUI
            @main
            struct DelegateApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene {
                    WindowGroup { appDelegate.rootView }
                }
            }
            final class AppDelegate: NSObject, UIApplicationDelegate {
                var rootView: some View {
                    if Bool.random() { AnyView(OnboardingView()) } else { AnyView(HomeView()) }
                }
                func makeSettingsView() -> some View { SettingsPane() }
            }
            struct OnboardingView: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    NavigationLink("Next", destination: HomeView())
                        .navigationBarBackButtonHidden()
                        .toolbar { Button("Close") { self.presentationMode.wrappedValue.dismiss() } }
                }
            }
            struct HomeView: View {
                let factory = AppDelegate()
                var body: some View { VStack { Text("Home"); factory.makeSettingsView() } }
            }
            struct SettingsPane: View { var body: some View { Toggle("Sound", isOn: .constant(true)) } }
            """, """
            app "DelegateApp"

            scene standard
            start OnboardingView
            # note: the scene shows one of 2 views by a condition: OnboardingView is the start screen, and HomeView is a screen of the scene too

            screen OnboardingView
              link "Next" -> HomeView
              back "Close"

            screen HomeView
              toggle "Sound"
            """)
    }

    @Test("A value type told by a static member, a property, a declared variable; a member such as order.id is unresolved (rules 15 and 21)") func valueTypes() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { OrdersView() } } } }
            struct Order: Hashable { let id: Int; static let sample = Order(id: 1) }
            struct Customer: Hashable {}
            struct OrdersView: View {
                let order = Order(id: 2)
                var current: Customer
                var body: some View {
                    List {
                        NavigationLink("Sample", value: Order.sample)
                        NavigationLink("Current", value: order)
                        NavigationLink("Customer", value: current)
                        NavigationLink("By id", value: order.id)
                    }
                    .navigationDestination(for: Order.self) { o in OrderView() }
                    .navigationDestination(for: Customer.self) { c in CustomerView() }
                }
            }
            struct OrderView: View { var body: some View { Text("o") } }
            struct CustomerView: View { var body: some View { Text("c") } }
            """, """
            app "A"

            scene standard
            start OrdersView

            screen OrdersView kind list
              link "Sample" -> OrderView
              link "Current" -> OrderView
              link "Customer" -> CustomerView
              link "By id"
              # note: the pushed value leads nowhere known: the value's type cannot be told (a member of another value)

            screen OrderView

            screen CustomerView
            """)
    }

    @Test("With one navigationDestination(for:) in the scene, links and path pushes whose value is untyped lead there") func onlyDestination() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { TopicsView() } } } }
            struct TopicsView: View {
                @State private var path: [String] = []
                let topics: [String] = ["a", "b"]
                var body: some View {
                    List(topics, id: \\.self) { topic in
                        NavigationLink(topic, value: topic)
                    }
                    .toolbar { Button("Random", systemImage: "dice") { path.append(topics[0]) } }
                    .navigationDestination(for: String.self) { topic in TopicView(topic: topic) }
                }
            }
            struct TopicView: View { let topic: String; var body: some View { Text(topic).navigationTitle(topic) } }
            """, """
            app "A"

            scene standard
            start TopicsView

            screen TopicsView kind list
              row "…" -> TopicView
              # note: the text is built at run time
              button "Random" icon dice -> TopicView

            screen TopicView "…"
            # note: the title is built at run time
            """)
    }

    @Test("A confirmed action leads where the last destructive button leads; a destination link in a sidebar keeps its target; the name rule gives settings over List but not over a tab bar") func chainsAndKinds() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { LibraryView() } } }
            struct LibraryView: View {
                var body: some View {
                    NavigationSplitView {
                        List {
                            NavigationLink { AccountView() } label: { Label("Account", systemImage: "person") }
                            NavigationLink("Preferences", destination: SettingsView())
                        }
                    } detail: {
                        Text("Pick one")
                    }
                }
            }
            struct AccountView: View {
                @State private var asking = false
                @State private var signedOut = false
                var body: some View {
                    Button("Sign Out", role: .destructive) { asking = true }
                        .confirmationDialog("Sign out?", isPresented: $asking) {
                            Button("Sign Out", role: .destructive) { signedOut = true }
                        }
                        .fullScreenCover(isPresented: $signedOut) { WelcomeView() }
                }
            }
            struct SettingsView: View { var body: some View { List { Toggle("Sync", isOn: .constant(true)) } } }
            struct WelcomeView: View {
                var body: some View {
                    TabView { Text("a").tabItem { Label("Start", systemImage: "play") } }
                        .navigationTitle("Settings Tour")
                }
            }
            """, """
            app "A"

            scene standard
            start LibraryView

            screen LibraryView kind split
              link "Account" icon person -> AccountView
              link "Preferences" -> SettingsView

            screen AccountView
              button "Sign Out" -> WelcomeView destructive confirm sheet

            screen SettingsView kind settings
              toggle "Sync"

            screen WelcomeView "Settings Tour" kind tabs
              tab "Start" icon play -> WelcomeView_destination

            screen WelcomeView_destination "Start" feature Start
            """)
    }

    @Test("A subview given a binding ($showNew) and setting it presents what the parent binds to it") func bindingsPassedDown() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NotesView() } } }
            struct NotesView: View {
                @State private var showNew = false
                @State private var confirmClear = false
                var body: some View {
                    VStack {
                        NewNoteButton(isPresented: $showNew)
                        ClearButton(asking: $confirmClear)
                    }
                    .sheet(isPresented: $showNew) { NewNoteView() }
                    .alert("Clear all notes?", isPresented: $confirmClear) {
                        Button("Clear", role: .destructive) {}
                    }
                }
            }
            struct NewNoteButton: View {
                @Binding var isPresented: Bool
                var body: some View { Button("New Note", systemImage: "square.and.pencil") { isPresented = true } }
            }
            struct ClearButton: View {
                @Binding var asking: Bool
                var body: some View { Button("Clear", systemImage: "xmark.bin") { asking.toggle() } }
            }
            struct NewNoteView: View { var body: some View { Text("n") } }
            """, """
            app "A"

            scene standard
            start NotesView

            screen NotesView
              button "New Note" icon square.and.pencil -> NewNoteView sheet
              button "Clear" icon xmark.bin destructive confirm

            screen NewNoteView
            """)
    }

    @Test("A container type of the project shows what it is given (RouterView { HomeView() }); a lazy wrapper is looked through") func containerTypes() {
        expectFlow("""
            @main
            struct A: App {
                var body: some Scene {
                    WindowGroup {
                        RouterView {
                            HomeView()
                        }
                    }
                }
            }
            enum Route: Hashable { case item(Int), about }
            final class Router: ObservableObject { @Published var path = NavigationPath() }
            struct RouterView<Content: View>: View {
                @StateObject private var router = Router()
                private let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack(path: $router.path) {
                        content
                            .navigationDestination(for: Route.self) { route in
                                switch route {
                                case .item: ItemView()
                                case .about: AboutView()
                                }
                            }
                    }
                }
            }
            struct LazyView<Content: View>: View {
                let build: () -> Content
                var body: some View { build() }
            }
            struct HomeView: View {
                var body: some View {
                    List {
                        NavigationLink("About", value: Route.about)
                        NavigationLink("Help", destination: LazyView(build: { HelpView() }))
                    }
                    .navigationTitle("Home")
                }
            }
            struct ItemView: View { var body: some View { Text("i") } }
            struct AboutView: View { var body: some View { Text("a") } }
            struct HelpView: View { var body: some View { Text("h") } }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
            # note: the destination for `Route` can show `ItemView`, but no control that aaflow can follow pushes a value that leads there
              link "About" -> AboutView
              link "Help" -> HelpView

            screen AboutView

            screen HelpView

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: ItemView  # App.swift:42: constructed only in RouterView, which picks or wraps other views and is never a screen itself; no control that aaflow can follow leads to this one through it
            """)
    }

    @Test("Generated tabs whose label and screen are properties of the enum, evaluated for each case") func tabEnumLabels() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RootView() } } }
            enum Section: CaseIterable, Hashable {
                case today, stats
                var label: some View {
                    switch self {
                    case .today: Label("Today", systemImage: "sun.max")
                    case .stats: Label("Stats", systemImage: "chart.bar")
                    }
                }
                @ViewBuilder var screen: some View {
                    switch self {
                    case .today: TodayView()
                    case .stats: StatsView()
                    }
                }
            }
            struct RootView: View {
                @State private var selection: Section = .today
                var body: some View {
                    TabView(selection: $selection) {
                        ForEach(Section.allCases, id: \\.self) { section in
                            section.screen
                                .tabItem { section.label }
                                .tag(section)
                        }
                    }
                }
            }
            struct TodayView: View { var body: some View { Text("t") } }
            struct StatsView: View { var body: some View { Text("s") } }
            """, """
            app "A"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Today" icon sun.max -> TodayView
              tab "Stats" icon chart.bar -> StatsView

            screen TodayView "Today" feature Today

            screen StatsView "Stats" feature Stats
            """)
    }

    @Test("An onOpenURL written in the scene itself, through a router method with two branches, gives an entry per screen (rule 16)") func sceneEntries() {
        expectFlow("""
            @main
            struct A: App {
                @StateObject private var router = Router()
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environmentObject(router)
                            .onOpenURL { url in router.handle(url) }
                    }
                }
            }
            enum Destination: Hashable { case order, profile }
            final class Router: ObservableObject {
                @Published var path: [Destination] = []
                func handle(_ url: URL) {
                    if url.host == "order" { path.append(.order) } else { path.append(.profile) }
                }
            }
            struct ContentView: View {
                @EnvironmentObject var router: Router
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Home")
                            .navigationDestination(for: Destination.self) { d in
                                switch d {
                                case .order: OrderView()
                                case .profile: ProfileView()
                                }
                            }
                    }
                }
            }
            struct OrderView: View { var body: some View { Text("o") } }
            struct ProfileView: View { var body: some View { Text("p") } }
            """, """
            app "A"

            scene standard
            start ContentView
            entry OrderView "a link"
            entry ProfileView "a link"

            screen ContentView

            screen OrderView

            screen ProfileView
            """)
    }


    @Test("One timer in a method that several buttons call is one timer of the screen, not one per caller")
    func timerInAMethodSeveralCall() {
        expectFlow("""
            // Shape: one method starts a toast timer; several buttons call it. There is one timer
            // in the code, so the screen has one `after`, not one per caller.
            @main
            struct ClipboardApp: App {
                var body: some Scene {
                    WindowGroup { SnippetsView() }
                    AssistiveAccess { SnippetsView() }
                }
            }

            struct SnippetsView: View {
                @State private var copiedKey: String?

                var body: some View {
                    NavigationStack {
                        List {
                            Button { copy("alpha") } label: { Label("Copy alpha", systemImage: "doc.on.doc") }
                            Button { copy("beta") } label: { Label("Copy beta", systemImage: "doc.on.doc") }
                            Button { copy("gamma") } label: { Label("Copy gamma", systemImage: "doc.on.doc") }
                            if let copiedKey {
                                Text("Copied \\(copiedKey)")
                            }
                        }
                        .navigationTitle("Snippets")
                        .assistiveAccessNavigationIcon(systemImage: "doc.on.clipboard")
                    }
                }

                private func copy(_ key: String) {
                    copiedKey = key
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
                        if copiedKey == key { copiedKey = nil }
                    }
                }
            }
            """, """
            app "ClipboardApp"

            scene standard
            start SnippetsView

            screen SnippetsView "Snippets" icon doc.on.clipboard kind list
              button "Copy alpha" icon doc.on.doc
              button "Copy beta" icon doc.on.doc
              button "Copy gamma" icon doc.on.doc
              after 2s

            scene assistive
            start SnippetsView

            screen SnippetsView "Snippets" icon doc.on.clipboard kind list
              button "Copy alpha" icon doc.on.doc
              button "Copy beta" icon doc.on.doc
              button "Copy gamma" icon doc.on.doc
              after 2s
            """)
    }

    @Test("A timer that a notification's `.onReceive` starts answers an outside event: a note, and no timer; the same method called by a button still counts")
    func timerOfANotification() {
        expectFlow("""
            @main
            struct ToastApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }

            struct HomeView: View {
                @State private var toast: String?
                var body: some View {
                    VStack {
                        Button("Save") { show("Saved") }
                        if let toast { Text(toast) }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in
                        show("A new day")
                    }
                }

                func show(_ text: String) {
                    toast = text
                    DispatchQueue.main.asyncAfter(deadline: .now() + 3) { toast = nil }
                }
            }
            """, """
            app "ToastApp"

            scene standard
            start HomeView

            screen HomeView
            # note: a timer in `.onReceive` of a notification answers an outside event; it is no timed interaction
              button "Save"
              after 3s
            """)
    }


    @Test("A NavigationLink among a row's swipe actions is a gesture, as a button there is")
    func linkInSwipeActions() {
        expectFlow("""


            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { ShelfView() } }
            }

            struct Book: Identifiable { let id: Int; let title: String }

            struct ShelfView: View {
                let books = [Book(id: 1, title: "A")]
                var body: some View {
                    NavigationStack {
                        List(books) { book in
                            Text(book.title)
                                .swipeActions {
                                    NavigationLink("Edit") { EditBookView() }
                                }
                        }
                        .navigationTitle("Shelf")
                    }
                }
            }

            struct EditBookView: View { var body: some View { Text("Edit") } }
            """, """
            app "ShelfApp"

            scene standard
            start ShelfView

            screen ShelfView "Shelf" kind list
              gesture "Edit" -> EditBookView

            screen EditBookView
            """)
    }


    @Test("A splash's `.task` with an animation delay, then a real one and an `if`/`else` move: the short delay is noted, the real one is one timer to the first branch's screen, with a note naming the other, which is an entry as the timer may lead there")
    func splashAfterAnAnimationDelay() {
        expectFlow("""


            @main
            struct BeaconApp: App {
                var body: some Scene {
                    WindowGroup {
                        LaunchGate()
                    }
                }
            }

            enum Timing {
                static let launchHold: Double = 1.5
            }

            enum Stage { case intro, intro2, home }

            struct LaunchGate: View {
                @State private var stage: Stage = .intro
                var body: some View {
                    switch stage {
                    case .intro: IntroScreen(stage: $stage)
                    case .intro2: GuideScreen(stage: $stage)
                    case .home: HomeScreen()
                    }
                }
            }

            struct IntroScreen: View {
                @Binding var stage: Stage
                @State private var pulse = false
                @State private var seenGuide = UserDefaults.standard.bool(forKey: "seen")

                var body: some View {
                    Image(systemName: "sparkles")
                        .scaleEffect(pulse ? 1.2 : 1)
                        .task {
                            try? await Task.sleep(for: .seconds(0.3))
                            pulse = true
                            try? await Task.sleep(for: .seconds(Timing.launchHold))
                            if seenGuide {
                                stage = .home
                            } else {
                                stage = .intro2
                            }
                        }
                }
            }

            struct GuideScreen: View {
                @Binding var stage: Stage
                var body: some View {
                    Button("Start") { stage = .home }
                        .navigationTitle("Guide")
                }
            }

            struct HomeScreen: View {
                var body: some View { Text("Home").navigationTitle("Home") }
            }
            """, """
            app "BeaconApp"

            scene standard
            start IntroScreen
            entry GuideScreen "shown by a condition when a timer ends"
            # note: the scene shows one of 3 views by a condition: IntroScreen is the start screen, and GuideScreen, HomeScreen are screens of the scene too

            screen IntroScreen
            # note: a delay of 300ms is animation timing, not a timed interaction; ignored
            # note: the timer leads to `HomeScreen` or, by a condition, to `GuideScreen`; a screen has one timer in a flow, so only the first is written
              after 1500ms -> HomeScreen

            screen HomeScreen "Home"

            screen GuideScreen "Guide"
              button "Start" -> HomeScreen
            """)
    }
}
