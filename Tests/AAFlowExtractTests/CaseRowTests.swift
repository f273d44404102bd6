import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes from a twelfth sweep of public apps: routers of one tab each, lists of an enum's cases,
/// texts kept in properties and constants, handlers of a value's change read for the value a
/// control sets, and collections whose methods share a navigator's names.
@Suite struct CaseRowTests {

    @Test("Tab routers each with a nested `Destination`, named in each view by an alias, and a destination method called `navigationDestination` handed to a wrapper: each push leads to its own tab's case; a list of an enum's cases is one row per case, with the case's text; a title kept in a property is read")
    func tabRoutersWithAliasesAndCaseRows() {
        expectFlow("""
            @main
            struct GardenApp: App {
                @State private var plants = PlantsRouter()
                @State private var tools = ToolsRouter()
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            PlantsScreen().tabItem { Label("Plants", systemImage: "leaf") }
                            ToolsScreen().tabItem { Label("Tools", systemImage: "hammer") }
                        }
                        .environment(plants)
                        .environment(tools)
                    }
                }
            }

            enum Section {
                case plants, tools
                var title: String {
                    return switch self {
                    case .plants: "My plants"
                    case .tools: "My tools"
                    }
                }
            }

            @Observable class StackRouter {
                var path = NavigationPath()
            }

            @Observable final class PlantsRouter: StackRouter {
                enum Destination: Hashable, CaseIterable, Identifiable {
                    case detail, care
                    var id: Self { self }
                    var title: String {
                        return switch self {
                        case .detail: "Rose"
                        case .care: "Care tips"
                        }
                    }
                }
                func navigate(to destination: Destination) { path.append(destination) }
            }

            @Observable final class ToolsRouter: StackRouter {
                enum Destination: Hashable { case shed }
                func navigate(to destination: Destination) { path.append(destination) }
            }

            extension View {
                func routed<Value: Hashable, Dest: View>(@ViewBuilder screen: @escaping (Value) -> Dest) -> some View {
                    navigationDestination(for: Value.self) { value in
                        screen(value)
                    }
                }
            }

            struct PlantsScreen: View {
                typealias Destination = PlantsRouter.Destination
                private let title = Section.plants.title
                @Environment(PlantsRouter.self) private var router

                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        List(Destination.allCases) { destination in
                            Text(destination.title)
                                .onTapGesture { router.navigate(to: destination) }
                        }
                        .navigationTitle(title)
                        .routed(screen: navigationDestination)
                    }
                }

                @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
                    switch destination {
                    case .detail: PlantDetailScreen()
                    case .care: CareTipsScreen()
                    }
                }
            }

            struct ToolsScreen: View {
                typealias Destination = ToolsRouter.Destination
                @Environment(ToolsRouter.self) private var router
                var heading: String { Section.tools.title }

                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        Button("Shed") { router.navigate(to: .shed) }
                            .navigationTitle(heading)
                            .routed(screen: navigationDestination)
                    }
                }

                @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
                    switch destination {
                    case .shed: ShedScreen()
                    }
                }
            }

            struct PlantDetailScreen: View {
                var body: some View { Button("Water now") {}.navigationTitle("Rose") }
            }

            struct CareTipsScreen: View {
                var body: some View { Text("Tips").navigationTitle("Care") }
            }

            struct ShedScreen: View {
                var body: some View { Text("Shed").navigationTitle("Shed") }
            }
            """, """
            app "GardenApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Plants" icon leaf -> PlantsScreen
              tab "Tools" icon hammer -> ToolsScreen

            screen PlantsScreen "My plants" kind list feature Plants
              gesture "Rose" -> PlantDetailScreen custom
              gesture "Care tips" -> CareTipsScreen custom

            screen ToolsScreen "My tools" feature Tools
              button "Shed" -> ShedScreen

            screen PlantDetailScreen "Rose"
              button "Water now"

            screen CareTipsScreen "Care"

            screen ShedScreen "Shed"
            """)
    }

    @Test("A tab bar drawn over an enum's cases whose selection's `.onChange` presents for one case only: only that case's button leads to the sheet")
    func relayDecidedByCase() {
        expectFlow("""
            @main
            struct ScanApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            enum AppTab: String, CaseIterable, Identifiable {
                case scan, history, settings
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .scan: "Scan"
                    case .history: "History"
                    case .settings: "Settings"
                    }
                }
            }

            struct RootView: View {
                @State private var currentTab: AppTab = .scan
                @State private var showSettings = false

                var body: some View {
                    VStack {
                        Text("Camera")
                        TabBar(selection: $currentTab)
                    }
                    .onChange(of: currentTab) { oldValue, newValue in
                        if newValue == .settings {
                            showSettings = true
                        }
                    }
                    .sheet(isPresented: $showSettings) { SettingsView() }
                }
            }

            struct TabBar: View {
                @Binding var selection: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            Button(tab.title) { selection = tab }
                        }
                    }
                }
            }

            struct SettingsView: View {
                var body: some View { Text("Settings").navigationTitle("Settings") }
            }
            """, """
            app "ScanApp"

            scene standard
            start RootView

            screen RootView
              button "Scan"
              button "History"
              button "Settings" -> SettingsView sheet

            screen SettingsView "Settings" kind settings
            """)
    }

    @Test("A flag raised in `.task(id: value)` or in `.onChange(of: value, { ... })` (the closure inside the parentheses) presents for the control that sets the value: no entry of its own")
    func valueWatchedByTaskOrOnChange() {
        expectFlow("""


            @main
            struct BadgeApp: App {
                var body: some Scene {
                    WindowGroup {
                        BadgeList()
                    }
                }
            }

            struct Badge: Identifiable, Hashable {
                let id = UUID()
                var name: String
            }

            // A tap stores the chosen value; a `.task(id:)` or an `.onChange(of:, {...})`
            // watching that value then raises the flag that shows the sheet.
            struct BadgeList: View {
                @State private var badges: [Badge] = []
                @State private var chosenCode: String?
                @State private var showCode = false
                @State private var chosenBadge: Badge?
                @State private var showBadge = false

                var body: some View {
                    NavigationStack {
                        List(badges) { badge in
                            HStack {
                                Text(badge.name)
                                    .onTapGesture { chosenBadge = badge }
                                Image(systemName: "qrcode")
                                    .onTapGesture { chosenCode = badge.name }
                            }
                        }
                        .navigationTitle("Badges")
                        .task(id: chosenCode) {
                            if chosenCode != nil {
                                showCode = true
                            }
                        }
                        .onChange(of: chosenBadge, { _, newValue in
                            if newValue != nil {
                                showBadge = true
                            }
                        })
                        .sheet(isPresented: $showCode) {
                            CodeScreen(code: chosenCode ?? "")
                        }
                        .sheet(isPresented: $showBadge) {
                            BadgeScreen()
                        }
                    }
                }
            }

            struct CodeScreen: View {
                let code: String
                var body: some View { Text(code).navigationTitle("Code") }
            }

            struct BadgeScreen: View {
                var body: some View { Text("Badge").navigationTitle("Badge") }
            }
            """, """
            app "BadgeApp"

            scene standard
            start BadgeList

            screen BadgeList "Badges" kind list
              gesture "…" -> BadgeScreen custom sheet
              # note: the text is built at run time
              gesture icon qrcode -> CodeScreen custom sheet

            screen BadgeScreen "Badge"

            screen CodeScreen "Code"
            """)
    }

    @Test("Texts kept as constants of the project (`static let newNote = \"New Note\"`, a look-up with its fallback text) are the controls' and titles' text")
    func textsFromProjectConstants() {
        expectFlow("""


            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        NotesScreen()
                    }
                }
            }

            // Texts kept as constants of the project: plain literals, and the shape
            // SwiftGen generates (a lookup with the English text as its fallback).
            enum Texts {
                static let notesTitle = "Notes"
                static let newNote = "New Note"
                enum Editor {
                    static let title = Texts.tr("Localizable", "editor.title", fallback: "Edit Note")
                    static let save = Texts.tr("Localizable", "editor.save", fallback: "Save")
                }
                static func tr(_ table: String, _ key: String, fallback value: String) -> String {
                    NSLocalizedString(key, tableName: table, value: value, comment: "")
                }
            }

            struct NotesScreen: View {
                @State private var editing = false

                var body: some View {
                    NavigationStack {
                        List {
                            Text("Groceries")
                        }
                        .navigationTitle(Texts.notesTitle)
                        .toolbar {
                            Button(Texts.newNote, systemImage: "square.and.pencil") { editing = true }
                        }
                        .sheet(isPresented: $editing) { EditorScreen() }
                    }
                }
            }

            struct EditorScreen: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var text = ""

                var body: some View {
                    NavigationStack {
                        TextEditor(text: $text)
                            .navigationTitle(Texts.Editor.title)
                            .toolbar {
                                Button(Texts.Editor.save) { dismiss() }
                            }
                    }
                }
            }
            """, """
            app "NotesApp"

            scene standard
            start NotesScreen

            screen NotesScreen "Notes" kind list
              button "New Note" icon square.and.pencil -> EditorScreen sheet

            screen EditorScreen "Edit Note"
              field
              button "Save"
            """)
    }

    @Test("An array's `append` is not a navigator's `append(_:)` of the same name: filling a list pushes nothing")
    func collectionAppendIsNoPush() {
        expectFlow("""


            @main
            struct PantryApp: App {
                var body: some Scene {
                    WindowGroup {
                        PantryScreen()
                    }
                }
            }

            struct Jar: Hashable, Identifiable {
                let id: Int
                let label: String
            }

            @Observable final class PantryNavigator {
                var path = NavigationPath()
                func append(_ value: any Hashable) {
                    path.append(value)
                }
            }

            @Observable final class PantryStore {
                var jars: [Jar] = []
                func restock() {
                    var fresh: [Jar] = []
                    fresh.append(Jar(id: 1, label: "Rice"))
                    jars.append(contentsOf: fresh)
                }
            }

            struct PantryScreen: View {
                @State private var navigator = PantryNavigator()
                @State private var store = PantryStore()
                var body: some View {
                    NavigationStack(path: $navigator.path) {
                        List(store.jars) { jar in
                            Button(jar.label) { navigator.append(jar) }
                        }
                        .toolbar {
                            Button("Restock") { store.restock() }
                        }
                        .onAppear { store.restock() }
                        .navigationTitle("Pantry")
                        .navigationDestination(for: Jar.self) { jar in
                            JarScreen(jar: jar)
                        }
                    }
                }
            }

            struct JarScreen: View {
                let jar: Jar
                var body: some View { Text(jar.label).navigationTitle("Jar") }
            }
            """, """
            app "PantryApp"

            scene standard
            start PantryScreen

            screen PantryScreen "Pantry" kind list
              button "…" -> JarScreen
              # note: the text is built at run time
              button "Restock"

            screen JarScreen "Jar"
            """)
    }

    @Test("A value made by a method of the view that declares what it returns (`func dishFor(_:) -> Dish?`) is of that type: the link leads to that type's destination")
    func valueReturnedByAMethod() {
        expectFlow("""


            @main
            struct LarderApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            MealLog()
                                .navigationDestination(for: Dish.self) { dish in
                                    DishScreen(dish: dish)
                                }
                                .navigationDestination(for: Aisle.self) { aisle in
                                    AisleScreen(aisle: aisle)
                                }
                        }
                    }
                }
            }

            struct Dish: Hashable { let name: String }
            struct Aisle: Hashable { let number: Int }
            struct Entry: Identifiable { let id: Int; let name: String; let known: Bool }

            struct MealLog: View {
                let entries = [Entry(id: 1, name: "Soup", known: true)]

                func dishFor(_ entry: Entry) -> Dish? {
                    entry.known ? Dish(name: entry.name) : nil
                }

                var body: some View {
                    List {
                        ForEach(entries) { entry in
                            let target = dishFor(entry)
                            if target != nil {
                                NavigationLink(value: target) {
                                    Text(entry.name)
                                }
                            } else {
                                Text(entry.name)
                            }
                        }
                        NavigationLink("Aisles", value: Aisle(number: 1))
                    }
                    .navigationTitle("Today")
                }
            }

            struct DishScreen: View {
                let dish: Dish
                var body: some View { Text(dish.name).navigationTitle("Dish") }
            }

            struct AisleScreen: View {
                let aisle: Aisle
                var body: some View { Text("Aisle").navigationTitle("Aisle") }
            }
            """, """
            app "LarderApp"

            scene standard
            start MealLog

            screen MealLog "Today" kind list
              row "Soup" -> DishScreen
              link "Aisles" -> AisleScreen

            screen DishScreen "Dish"

            screen AisleScreen "Aisle"
            """)
    }

    @Test("A gate (`if` / `else if` / `else` over whole screens) with a destination on its `Group`, made by a view that does nothing else: each branch is a screen of the scene, and the destination serves the pushes of each")
    func gateBehindAWrapperWithADestination() {
        expectFlow("""


            @main
            struct SalonApp: App {
                @StateObject private var session = SalonSession()
                var body: some Scene {
                    WindowGroup {
                        RootGate()
                            .environmentObject(session)
                    }
                }
            }

            final class SalonSession: ObservableObject {
                @Published var token: String?
                @Published var isStaff = false
                @Published var path = NavigationPath()
            }

            enum SalonRoute: Hashable { case signUp, bookings }

            struct RootGate: View {
                @EnvironmentObject var session: SalonSession
                var body: some View {
                    GateStack(session: session)
                }
            }

            private struct GateStack: View {
                @ObservedObject var session: SalonSession
                var body: some View {
                    NavigationStack(path: $session.path) {
                        Group {
                            if session.token == nil {
                                SignInScreen()
                            } else if session.isStaff {
                                StaffScreen()
                            } else {
                                ClientTabs()
                            }
                        }
                        .navigationDestination(for: SalonRoute.self) { route in
                            switch route {
                            case .signUp: SignUpScreen()
                            case .bookings: BookingsScreen()
                            }
                        }
                    }
                }
            }

            struct SignInScreen: View {
                @EnvironmentObject var session: SalonSession
                var body: some View {
                    VStack {
                        Button("Sign in") { session.token = "t" }
                        Button("Create account") { session.path.append(SalonRoute.signUp) }
                    }
                    .navigationTitle("Sign in")
                }
            }

            struct StaffScreen: View {
                var body: some View { Text("Agenda").navigationTitle("Staff") }
            }

            struct ClientTabs: View {
                var body: some View {
                    TabView {
                        HomeScreen().tabItem { Label("Home", systemImage: "house") }
                        BookingsScreen().tabItem { Label("Bookings", systemImage: "calendar") }
                    }
                }
            }

            struct HomeScreen: View { var body: some View { Text("Home").navigationTitle("Home") } }
            struct BookingsScreen: View { var body: some View { Text("Bookings").navigationTitle("Bookings") } }
            struct SignUpScreen: View { var body: some View { Text("Sign up").navigationTitle("Sign up") } }
            """, """
            app "SalonApp"

            scene standard
            start SignInScreen
            # note: the scene shows one of 3 views by a condition: SignInScreen is the start screen, and StaffScreen, ClientTabs are screens of the scene too

            screen SignInScreen "Sign in"
              button "Sign in" -> StaffScreen
              button "Sign in" -> ClientTabs
              button "Create account" -> SignUpScreen

            screen StaffScreen "Staff"

            screen ClientTabs kind tabs
              tab "Home" icon house -> HomeScreen
              tab "Bookings" icon calendar -> BookingsScreen

            screen SignUpScreen "Sign up"

            screen HomeScreen "Home" feature Home

            screen BookingsScreen "Bookings" feature Bookings
            """)
    }

    @Test("An empty state (`if books.isEmpty { NothingYet() } else { ScrollView { ForEach ... }.navigationDestination(item:) }`) is the screen's own content, not a router view: the link leads to the screen, and its rows' taps lead on")
    func emptyStateIsNoRouter() {
        expectFlow("""


            @main
            struct ShelfApp: App {
                var body: some Scene {
                    WindowGroup {
                        HomeScreen()
                    }
                }
            }

            struct Book: Identifiable, Hashable {
                let id = UUID()
                var title: String
            }

            struct HomeScreen: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("My shelf") { ShelfScreen() }
                            .navigationTitle("Home")
                    }
                }
            }

            // An empty state while there is nothing yet, else the real content,
            // whose rows are drawn by a method of the view.
            struct ShelfScreen: View {
                @State private var books: [Book] = []
                @State private var picked: Book?

                var body: some View {
                    if books.isEmpty {
                        NothingYet()
                    } else {
                        ScrollView {
                            ForEach(books) { book in
                                card(for: book)
                            }
                        }
                        .navigationDestination(item: $picked) { book in
                            BookScreen(book: book)
                        }
                    }
                }

                @ViewBuilder
                private func card(for book: Book) -> some View {
                    Text(book.title)
                        .onTapGesture { picked = book }
                }
            }

            struct NothingYet: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack {
                        Text("No books yet")
                        Button("Go back") { dismiss() }
                    }
                }
            }

            struct BookScreen: View {
                let book: Book
                var body: some View {
                    Text(book.title).navigationTitle("Book")
                }
            }
            """, """
            app "ShelfApp"

            scene standard
            start HomeScreen

            screen HomeScreen "Home"
              link "My shelf" -> ShelfScreen

            screen ShelfScreen
              button "Go back"
              gesture "…" -> BookScreen custom
              # note: the text is built at run time

            screen BookScreen "Book"
            """)
    }

    @Test("A `TabView` with its bar hidden and the project's own bar (one button per case, each setting the selection): each tab takes its button's text and icon, and the buttons are not written again")
    func drawnBarNamesTheTabs() {
        expectFlow("""


            @main
            struct HarborApp: App {
                var body: some Scene {
                    WindowGroup {
                        HarborShell()
                    }
                }
            }

            enum HarborSection: String, CaseIterable {
                case boats, berths, account

                var title: String {
                    switch self {
                    case .boats: return "Boats"
                    case .berths: return "Berths"
                    case .account: return "Me"
                    }
                }

                var symbol: String {
                    switch self {
                    case .boats: return "sailboat"
                    case .berths: return "mappin.and.ellipse"
                    case .account: return "person.circle"
                    }
                }
            }

            struct HarborShell: View {
                @State private var current: HarborSection = .boats
                var body: some View {
                    TabView(selection: $current) {
                        BoatsScreen().tag(HarborSection.boats).toolbar(.hidden, for: .tabBar)
                        BerthsScreen().tag(HarborSection.berths).toolbar(.hidden, for: .tabBar)
                        AccountScreen().tag(HarborSection.account).toolbar(.hidden, for: .tabBar)
                    }
                    .safeAreaInset(edge: .bottom) {
                        HarborBar(current: $current)
                    }
                }
            }

            struct HarborBar: View {
                @Binding var current: HarborSection
                var body: some View {
                    HStack {
                        ForEach(HarborSection.allCases, id: \\.self) { section in
                            Button {
                                current = section
                            } label: {
                                VStack {
                                    Image(systemName: section.symbol)
                                    Text(section.title)
                                }
                            }
                        }
                    }
                }
            }

            struct BoatsScreen: View { var body: some View { Text("Boats") } }
            struct BerthsScreen: View { var body: some View { Text("Berths") } }
            struct AccountScreen: View { var body: some View { Text("Account") } }
            """, """
            app "HarborApp"

            scene standard
            start HarborShell

            screen HarborShell kind tabs
              tab "Boats" icon sailboat -> BoatsScreen
              tab "Berths" icon mappin.and.ellipse -> BerthsScreen
              tab "Me" icon person.circle -> AccountScreen

            screen BoatsScreen "Boats" feature Boats

            screen BerthsScreen "Berths" feature Berths

            screen AccountScreen "Me" feature Me
            """)
    }

    @Test("A tab's `.tabItem` applied inside the closure a generic tab shell is given, or in a builder's method that closure calls: the tab has that label")
    func tabItemAppliedWhereTheViewIsMade() {
        expectFlow("""


            @main
            struct FlashApp: App {
                var body: some Scene {
                    WindowGroup {
                        ShellTabs(
                            makeFirst: {
                                StudyBuilder().build()
                            },
                            makeSecond: {
                                DecksScreen()
                                    .tabItem {
                                        Image(systemName: "rectangle.stack")
                                        Text("Decks")
                                    }
                            }
                        )
                    }
                }
            }

            struct ShellTabs<First: View, Second: View>: View {
                @State private var chosen = 0
                let makeFirst: () -> First
                let makeSecond: () -> Second

                var body: some View {
                    TabView(selection: $chosen) {
                        makeFirst().tag(0)
                        makeSecond().tag(1)
                    }
                }
            }

            struct StudyBuilder {
                @ViewBuilder
                func build() -> some View {
                    StudyScreen()
                        .tabItem {
                            Image(systemName: "brain")
                            Text("Study")
                        }
                }
            }

            struct StudyScreen: View {
                var body: some View { Text("Study") }
            }

            struct DecksScreen: View {
                var body: some View { Text("Decks") }
            }
            """, """
            app "FlashApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Study" icon brain -> StudyScreen
              tab "Decks" icon rectangle.stack -> DecksScreen

            screen StudyScreen "Study" feature Study

            screen DecksScreen "Decks" feature Decks
            """)
    }

    @Test("A timer in a button's action that sets the scene's gate flag, handed down through two bindings, leads where that flag shows, as a button that sets it at once does")
    func timerSetsAGateFlagThroughBindings() {
        expectFlow("""


            @main
            struct TrialApp: App {
                @AppStorage("welcomed") private var welcomed = false

                var body: some Scene {
                    WindowGroup {
                        if welcomed {
                            HomeScreen()
                        } else {
                            IntroScreen(welcomed: $welcomed)
                        }
                    }
                }
            }

            struct IntroScreen: View {
                @Binding var welcomed: Bool
                @State private var showOffer = false

                var body: some View {
                    Button("Continue") { showOffer = true }
                        .navigationTitle("Intro")
                        .fullScreenCover(isPresented: $showOffer) {
                            OfferScreen(welcomed: $welcomed)
                        }
                }
            }

            // The gate flag arrives here through two bindings. Each of the first two
            // buttons shows a spinner for two seconds and then flips the flag.
            struct OfferScreen: View {
                @Binding var welcomed: Bool
                @State private var busy = false

                var body: some View {
                    VStack {
                        Button("Start trial") {
                            busy = true
                            Task {
                                try await Task.sleep(for: .seconds(2))
                                welcomed = true
                            }
                        }
                        Button("Restore purchase") {
                            busy = true
                            Task {
                                try await Task.sleep(for: .seconds(2))
                                welcomed = true
                            }
                        }
                        Button("Skip") { welcomed = true }
                        if busy { ProgressView() }
                    }
                    .navigationTitle("Offer")
                }
            }

            struct HomeScreen: View {
                var body: some View { Text("Home").navigationTitle("Home") }
            }
            """, """
            app "TrialApp"

            scene standard
            start IntroScreen
            # note: the scene shows one of 2 views by a condition: IntroScreen is the start screen, and HomeScreen is a screen of the scene too

            screen IntroScreen "Intro"
              button "Continue" -> OfferScreen sheet

            screen OfferScreen "Offer"
              button "Start trial"
              button "Restore purchase"
              button "Skip" -> HomeScreen
              after 2s -> HomeScreen
              after 2s -> HomeScreen

            screen HomeScreen "Home"
            """)
    }

    @Test("A package's view whose callback pushes is a gesture that leads there, with a note; a sheet the App's own tab view raises in `.onAppear` is an entry")
    func packageCallbackAndAppTabsOnAppear() {
        expectFlow("""
            import CodeScanner

            @main
            struct ShelfApp: App {
                @State private var account = ShelfAccount()
                @State private var askLogin = false

                var body: some Scene {
                    WindowGroup {
                        TabView {
                            ScanScreen().tabItem { Label("Scan", systemImage: "barcode.viewfinder") }
                            ShelfScreen().tabItem { Label("Shelf", systemImage: "books.vertical") }
                        }
                        .onAppear {
                            askLogin = !account.signedIn
                        }
                        .sheet(isPresented: $askLogin) {
                            LoginScreen()
                        }
                    }
                }
            }

            @Observable final class ShelfAccount { var signedIn = false }

            struct Book: Hashable { let isbn: String }

            struct ScanScreen: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        CodeScannerView(codeTypes: [.ean13]) { response in
                            if case let .success(result) = response {
                                path.append(Book(isbn: result.string))
                            }
                        }
                        .navigationTitle("Scan")
                        .navigationDestination(for: Book.self) { book in
                            BookScreen(book: book)
                        }
                    }
                }
            }

            struct BookScreen: View {
                let book: Book
                var body: some View { Text(book.isbn).navigationTitle("Book") }
            }
            struct ShelfScreen: View { var body: some View { Text("Shelf").navigationTitle("Shelf") } }
            struct LoginScreen: View { var body: some View { Text("Log in").navigationTitle("Log in") } }
            """, """
            app "ShelfApp"

            scene standard
            start standardTabs
            entry LoginScreen "shown by itself from standardTabs (.onAppear)"

            screen standardTabs kind tabs
            # note: `.onAppear` navigates by itself when the screen appears
              tab "Scan" icon barcode.viewfinder -> ScanScreen
              tab "Shelf" icon books.vertical -> ShelfScreen

            screen ScanScreen "Scan" feature Scan
              gesture -> BookScreen
              # note: `CodeScannerView` is not declared in the project (a package's view): what it reports runs the closure it is given (taken as a gesture the person makes there)

            screen ShelfScreen "Shelf" feature Shelf

            screen BookScreen "Book"

            screen LoginScreen "Log in"
            """)
    }

    @Test("A `ShareLink` is a button with a note and no target; a sheet wrapper of `extension View` that writes its own content (`self.sheet(item:)`) shows it; a case of it that shows `EmptyView()` (in a `Group`) is no screen; `Image(\"\")` is no icon")
    func shareLinkEmptySheetCaseAndEmptyImage() {
        expectFlow("""


            @main
            struct PinApp: App {
                var body: some Scene { WindowGroup { PinsScreen() } }
            }

            enum PinSheet: Identifiable {
                case settings, filter
                var id: Self { self }
            }

            extension View {
                func pinSheets(_ sheet: Binding<PinSheet?>) -> some View {
                    self.sheet(item: sheet) { which in
                        Group {
                            switch which {
                            case .settings: SettingsScreen()
                            case .filter: EmptyView()
                            }
                        }
                    }
                }
            }

            struct PinsScreen: View {
                @State private var sheet: PinSheet?
                let note = "A pin"
                var body: some View {
                    NavigationStack {
                        List {
                            Text(note)
                            ShareLink("Send pin", item: note)
                        }
                        .navigationTitle("Pins")
                        .toolbar {
                            Button { sheet = .settings } label: { Label("Settings", systemImage: "gear") }
                            Button { sheet = .filter } label: {
                                HStack { Image(""); Text("Filter") }
                            }
                        }
                        .pinSheets($sheet)
                    }
                }
            }

            struct SettingsScreen: View {
                var body: some View { Text("Settings").navigationTitle("Settings") }
            }
            """, """
            app "PinApp"

            scene standard
            start PinsScreen

            screen PinsScreen "Pins" kind list
            # note: for the value set here, the content picks a case that shows nothing (`EmptyView()`): no target is written
              button "Send pin" icon square.and.arrow.up
              # note: `ShareLink` shows the system's share sheet, no screen of the app's: no transition is written for it
              button "Settings" icon gear -> SettingsScreen sheet
              button "Filter"

            screen SettingsScreen "Settings" kind settings
            """)
    }

    @Test("A button whose label shows a `ProgressView` while it works takes its text from what it shows otherwise")
    func progressViewIsNoLabel() {
        expectFlow("""


            @main
            struct SaveApp: App {
                var body: some Scene { WindowGroup { SaveScreen() } }
            }

            struct SaveScreen: View {
                @State private var saving = false
                var body: some View {
                    Button {
                        saving = true
                    } label: {
                        if saving {
                            ProgressView { Text("Saving") }
                        } else {
                            Text("Save")
                        }
                    }
                    .navigationTitle("Save")
                }
            }
            """, """
            app "SaveApp"

            scene standard
            start SaveScreen

            screen SaveScreen "Save"
              button "Save"
            """)
    }

    @Test("A place picked on a `Map(selection:)` leads to the sheet of the selection; a `Picker` whose value's `.onChange` presents leads there")
    func inputsLeadWhereTheirValueLeads() {
        expectFlow("""
            import MapKit

            @main
            struct ParkApp: App {
                var body: some Scene { WindowGroup { ParksScreen() } }
            }

            struct Park: Identifiable, Hashable {
                let id: Int
                let name: String
            }

            enum Sort: String, CaseIterable, Identifiable {
                case name, distance
                var id: Self { self }
            }

            struct ParksScreen: View {
                let parks = [Park(id: 1, name: "Elm")]
                @State private var picked: Park?
                @State private var sort: Sort = .name
                @State private var showSort = false

                var body: some View {
                    NavigationStack {
                        VStack {
                            Map(selection: $picked) {
                                ForEach(parks) { park in
                                    Marker(park.name, coordinate: .init()).tag(park)
                                }
                            }
                            Picker("Sort", selection: $sort) {
                                ForEach(Sort.allCases) { s in Text(s.rawValue).tag(s) }
                            }
                        }
                        .navigationTitle("Parks")
                        .sheet(item: $picked) { park in ParkScreen(park: park) }
                        .onChange(of: sort) { _, _ in showSort = true }
                        .sheet(isPresented: $showSort) { SortInfoScreen() }
                    }
                }
            }

            struct ParkScreen: View {
                let park: Park
                var body: some View { Text(park.name).navigationTitle("Park") }
            }

            struct SortInfoScreen: View {
                var body: some View { Text("Sorted").navigationTitle("Sorted") }
            }
            """, """
            app "ParkApp"

            scene standard
            start ParksScreen

            screen ParksScreen "Parks"
              gesture -> ParkScreen sheet
              # note: a place picked on the map sets the selection
              picker "Sort" -> SortInfoScreen sheet

            screen ParkScreen "Park"

            screen SortInfoScreen "Sorted"
            """)
    }

    @Test("A sheet on a stored flag that starts true (`@AppStorage(\"needsWelcome\") var needsWelcome = true`) is shown first: an entry, and no note that code sets it")
    func sheetWhoseFlagStartsTrue() {
        expectFlow("""


            // First launch: a welcome sheet shows because the stored flag starts out
            // true. No button sets it to true; the person clears it with "Start".
            @main
            struct TideApp: App {
                var body: some Scene {
                    WindowGroup {
                        TidesHome()
                    }
                }
            }

            struct TidesHome: View {
                @AppStorage("needsWelcome") private var needsWelcome = true
                @State private var showAbout = false

                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Harbour") { HarbourScreen() }
                        }
                        .navigationTitle("Tides")
                        .toolbar {
                            Button("About") { showAbout = true }
                        }
                        .sheet(isPresented: $showAbout) { AboutScreen() }
                        .sheet(isPresented: $needsWelcome) {
                            WelcomeScreen(needsWelcome: $needsWelcome)
                        }
                    }
                }
            }

            struct WelcomeScreen: View {
                @Binding var needsWelcome: Bool
                var body: some View {
                    VStack {
                        Text("Tide times for your coast")
                        Button("Start") { needsWelcome = false }
                    }
                    .interactiveDismissDisabled()
                }
            }

            struct HarbourScreen: View {
                var body: some View {
                    Text("High water 06:12").navigationTitle("Harbour")
                }
            }

            struct AboutScreen: View {
                var body: some View {
                    Text("Made by hand").navigationTitle("About")
                }
            }
            """, """
            app "TideApp"

            scene standard
            start TidesHome
            entry WelcomeScreen "shown first (needsWelcome starts true)"

            screen TidesHome "Tides" kind list
              link "Harbour" -> HarbourScreen
              button "About" -> AboutScreen sheet

            screen HarbourScreen "Harbour"

            screen AboutScreen "About"

            screen WelcomeScreen
              button "Start"
            """)
    }

    @Test("A container of the project that calls the closure it was given as `self.content(value)` shows what the closure builds: its links lead on")
    func contentCalledThroughSelf() {
        expectFlow("""


            @main
            struct LibraryApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationView {
                            FinderScreen()
                        }
                    }
                }
            }

            enum Fetch<Value: Hashable>: Hashable {
                case loaded(Value)
                case waiting
            }

            struct Loaded<Value: Hashable, Content: View>: View {
                @Binding var state: Fetch<Value>
                let content: (_ value: Value) -> Content

                init(state: Binding<Fetch<Value>>, @ViewBuilder content: @escaping (_ value: Value) -> Content) {
                    self._state = state
                    self.content = content
                }

                var body: some View {
                    VStack {
                        if case let .loaded(value) = self.state {
                            self.content(value)
                        } else {
                            ProgressView()
                        }
                    }
                }
            }

            struct FinderScreen: View {
                @State private var books: Fetch<Int> = .waiting

                var body: some View {
                    Loaded(state: $books) { count in
                        List {
                            NavigationLink("Authors", destination: AuthorsScreen())
                            NavigationLink("Shelves", destination: ShelvesScreen())
                        }
                    }
                    .navigationTitle("Find")
                }
            }

            struct AuthorsScreen: View {
                var body: some View { Text("Authors list").navigationTitle("Authors") }
            }

            struct ShelvesScreen: View {
                var body: some View { Text("Shelves list").navigationTitle("Shelves") }
            }
            """, """
            app "LibraryApp"

            scene standard
            start FinderScreen

            screen FinderScreen "Find"
              link "Authors" -> AuthorsScreen
              link "Shelves" -> ShelvesScreen

            screen AuthorsScreen "Authors"

            screen ShelvesScreen "Shelves"
            """)
    }

    @Test("`Button { ... }.simultaneousGesture(TapGesture())`, a gesture that does nothing, is no second control")
    func gestureBesideAButtonIsTheButtons() {
        expectFlow("""


            @main
            struct BrewBoardApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack {
                            BoardScreen()
                        }
                    }
                }
            }

            struct BoardScreen: View {
                @State private var showFilters = false
                @State private var coffeeOnly = true

                var body: some View {
                    VStack(spacing: 12) {
                        Button(action: { showFilters = true }) {
                            Label("Filters", systemImage: "slider.horizontal.3")
                        }
                        .buttonStyle(PlainButtonStyle())
                        .simultaneousGesture(TapGesture())

                        Button(action: { coffeeOnly.toggle() }) {
                            Label("Coffee", systemImage: "cup.and.saucer")
                        }
                        .simultaneousGesture(TapGesture())
                    }
                    .navigationTitle("Board")
                    .sheet(isPresented: $showFilters) {
                        FilterScreen()
                    }
                }
            }

            struct FilterScreen: View {
                var body: some View { Text("Radius").navigationTitle("Filters") }
            }
            """, """
            app "BrewBoardApp"

            scene standard
            start BoardScreen

            screen BoardScreen "Board"
              button "Filters" icon slider.horizontal.3 -> FilterScreen sheet
              button "Coffee" icon cup.and.saucer

            screen FilterScreen "Filters"
            """)
    }

    @Test("A tab's page written in place around a UIKit view, with buttons over it and a sheet on the stack: the buttons lead to the sheet's screens, and the note says the controls are those written around the view")
    func pageAroundARepresentable() {
        expectFlow("""
            import UIKit

            @main
            struct CafeFinderApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootTabs()
                    }
                }
            }

            enum Pane: Identifiable {
                case filters, shop
                var id: Int {
                    switch self {
                    case .filters: return 1
                    case .shop: return 2
                    }
                }
            }

            struct MapCanvas: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }

            struct RootTabs: View {
                @State private var pane: Pane?

                private var mapLayer: some View {
                    MapCanvas()
                }

                var body: some View {
                    TabView {
                        ZStack {
                            mapLayer
                                .overlay(alignment: .bottom) {
                                    HStack {
                                        Button("Filters") { pane = .filters }
                                        Button("Shop") { pane = .shop }
                                    }
                                }
                        }
                        .sheet(item: $pane) { which in
                            switch which {
                            case .filters: FiltersScreen()
                            case .shop: ShopScreen()
                            }
                        }
                        .tabItem { Label("Map", systemImage: "map") }

                        SavedScreen()
                            .tabItem { Label("Saved", systemImage: "star") }
                    }
                }
            }

            struct FiltersScreen: View {
                var body: some View { Text("Radius").navigationTitle("Filters") }
            }

            struct ShopScreen: View {
                var body: some View { Text("Credits").navigationTitle("Shop") }
            }

            struct SavedScreen: View {
                var body: some View { Text("Nothing yet").navigationTitle("Saved") }
            }
            """, """
            app "CafeFinderApp"

            scene standard
            start RootTabs

            screen RootTabs kind tabs
              tab "Map" icon map -> MapCanvas
              tab "Saved" icon star -> SavedScreen

            screen MapCanvas "Map" feature Map
            # note: MapCanvas is drawn by UIKit (a representable): its controls here are those written around it where it is shown
              button "Filters" -> FiltersScreen sheet
              button "Shop" -> ShopScreen sheet

            screen SavedScreen "Saved" feature Saved

            screen FiltersScreen "Filters"

            screen ShopScreen "Shop"
            """)
    }

    /// A small app whose texts are keys of the project's string files.
    static let keyedApp = """
        @main
        struct PantryApp: App { var body: some Scene { WindowGroup { PantryHome() } } }
        struct PantryHome: View {
            @State private var adding = false
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("home.settings") { Text("x") }
                    }
                    .navigationTitle("home.title")
                    .toolbar { Button("home.add", systemImage: "plus") { adding = true } }
                    .sheet(isPresented: $adding) { Text("add") }
                }
            }
        }
        """

    @Test("Texts that are keys of a String Catalog are the source language's texts; a key the catalog does not hold stays as written")
    func stringCatalogTexts() {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : {
                "home.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Pantry" } },
                                                     "fr" : { "stringUnit" : { "state" : "translated", "value" : "Garde-manger" } } } },
                "home.settings" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } } } },
                "home.plural" : { "localizations" : { "en" : { "variations" : { } } } }
              }, "version" : "1.0" }
            """
        let project = extractProject(Self.keyedApp, projectFiles: [ProjectSource(path: "Localizable.xcstrings", text: catalog)])
        let body = flowBody(project)
        #expect(body.contains("screen PantryHome \"Pantry\""), "\(body)")
        #expect(body.contains("link \"Settings\""), "\(body)")
        #expect(body.contains("button \"home.add\" icon plus"), "\(body)")
    }

    @Test("The strings file of English (`en.lproj/Localizable.strings`, UTF-8 or UTF-16 with its mark) gives the texts; another language's does not")
    func stringsFileTexts() {
        let strings = "/* Home */\n\"home.title\" = \"Pantry\";\n// more\n\"home.add\" = \"Add \\\"item\\\"\";\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for u in strings.utf16 { utf16 += [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let french = "\"home.settings\" = \"Réglages\";"
        for bytes in [Array(strings.utf8), utf16] {
            let project = extractProject(Self.keyedApp, projectFiles: [ProjectSource(path: "App/en.lproj/Localizable.strings", bytes: bytes),
                                                                     ProjectSource(path: "App/fr.lproj/Localizable.strings", text: french)])
            let body = flowBody(project)
            #expect(body.contains("screen PantryHome \"Pantry\""), "\(body)")
            #expect(body.contains("button \"Add \\\"item\\\"\" icon plus"), "\(body)")
            #expect(body.contains("link \"home.settings\""), "\(body)")
        }
    }

    @Test("A flag a call gives as `false`, handed on by that view to the next (`linksAllowed: self.linksAllowed`, set through its own `init`), leaves out the link the flag guards")
    func falseHandedOnThroughTwoViews() {
        expectFlow("""


            @main
            struct LessonApp: App {
                var body: some Scene { WindowGroup { WeekScreen() } }
            }

            struct WeekScreen: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            DayPage(linksAllowed: false)
                        }
                        .navigationTitle("Week")
                    }
                }
            }

            struct DayPage: View {
                @State var linksAllowed: Bool
                var body: some View {
                    LessonRow(title: "Maths", linksAllowed: self.linksAllowed)
                }
            }

            struct LessonRow: View {
                private var title: String
                private var linksAllowed: Bool
                init(title: String, linksAllowed: Bool = true) {
                    self.title = title
                    self.linksAllowed = linksAllowed
                }
                var body: some View {
                    if self.linksAllowed {
                        NavigationLink(title) { TeacherScreen() }
                    } else {
                        Text(title)
                    }
                }
            }

            struct TeacherScreen: View {
                var body: some View { Text("Ms Day").navigationTitle("Teacher") }
            }
            """, """
            app "LessonApp"

            scene standard
            start WeekScreen

            screen WeekScreen "Week"

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: TeacherScreen  # App.swift:42: constructed in LessonRow, but where no control that aaflow can follow leads
            """)
    }

    @Test("Rows of a literal array of entries that carry their page (`screen: AnyView(ThemeScreen())`), each handed to a method that returns a link when the entry has a page and a button when not: each row leads to its own page")
    func entriesCarryingTheirScreens() {
        expectFlow("""


            @main
            struct NotebookApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationView {
                            PrefsScreen()
                        }
                    }
                }
            }

            struct PrefsScreen: View {
                private struct Entry {
                    let title: String
                    let icon: String
                    var screen: AnyView? = nil
                    var run: (() -> Void)? = nil
                }

                @State private var entries: [Entry] = [
                    .init(title: "Theme", icon: "paintbrush", screen: AnyView(ThemeScreen())),
                    .init(title: "Account", icon: "person", screen: AnyView(AccountScreen())),
                    .init(title: "Language", icon: "globe", run: { print("open system settings") }),
                ]

                var body: some View {
                    List {
                        ForEach(entries, id: \\.title) { entry in
                            self.cell(entry)
                        }
                    }
                    .navigationTitle("Preferences")
                }

                private func cell(_ entry: Entry) -> AnyView {
                    if entry.screen != nil {
                        return AnyView(NavigationLink(destination: entry.screen) {
                            Label(entry.title, systemImage: entry.icon)
                        })
                    }
                    return AnyView(Button(action: entry.run!) {
                        Label(entry.title, systemImage: entry.icon)
                    })
                }
            }

            struct ThemeScreen: View {
                var body: some View { Text("Light / Dark").navigationTitle("Theme") }
            }

            struct AccountScreen: View {
                var body: some View { Text("Signed in").navigationTitle("Account") }
            }
            """, """
            app "NotebookApp"

            scene standard
            start PrefsScreen

            screen PrefsScreen "Preferences" kind list
              row "Theme" icon paintbrush -> ThemeScreen
              row "Account" icon person -> AccountScreen
              button "Language" icon globe

            screen ThemeScreen "Theme"

            screen AccountScreen "Account"
            """)
    }
}
