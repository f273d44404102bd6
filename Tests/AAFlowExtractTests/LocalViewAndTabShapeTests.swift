import AAFlow
import AAFlowSwiftUI
import Testing

/// Views kept in locals and tabs written apart from their `TabView`, as real
/// apps write them, each in a small project of our own.
@Suite struct LocalViewAndTabShapeTests {
    @Test("A link kept in a local of the body (`let cell = NavigationLink(...)`) is a control where the body shows it")
    func linkKeptInALocal() {
        expectFlow("""
            @main
            struct NotesApp: App { var body: some Scene { WindowGroup { NavigationStack { NoteListView() } } } }
            struct NoteListView: View {
                let notes = ["A", "B"]
                var body: some View {
                    List(notes, id: \\.self) { note in NoteRow(title: note) }
                        .navigationTitle("Notes")
                }
            }
            struct NoteRow: View {
                let title: String
                @State private var archived = false
                var body: some View {
                    let cell = NavigationLink(destination: NoteDetailView(title: title)) {
                        Label("Open", systemImage: "doc")
                    }
                    cell.swipeActions {
                        Button("Archive", systemImage: "archivebox") { archived = true }
                    }
                }
            }
            struct NoteDetailView: View {
                let title: String
                var body: some View { Text(title).navigationTitle("Note") }
            }
            """, """
            app "NotesApp"

            scene standard
            start NoteListView

            screen NoteListView "Notes" kind list
              row "Open" icon doc -> NoteDetailView
              gesture "Archive" icon archivebox

            screen NoteDetailView "Note"
            """)
    }

    @Test("A builder that keeps the view in a local and returns it leads to that view")
    func builderReturnsALocalView() {
        expectFlow("""
            @main
            struct ShopApp: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            enum SettingsBuilder {
                static func setup() -> SettingsView {
                    let model = SettingsModel()
                    let view = SettingsView(model: model)
                    return view
                }
            }
            final class SettingsModel {}
            struct HomeView: View {
                var body: some View {
                    NavigationLink("Settings", destination: SettingsBuilder.setup())
                        .navigationTitle("Home")
                }
            }
            struct SettingsView: View {
                let model: SettingsModel
                var body: some View { Text("s").navigationTitle("Options") }
            }
            """, """
            app "ShopApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              link "Settings" -> SettingsView

            screen SettingsView "Options" kind settings
            """)
    }

    @Test("Tabs built by a property and by a method with a `switch` are the TabView's tabs")
    func tabsBuiltApart() {
        expectFlow("""
            enum Section: String, CaseIterable, Identifiable {
                case home, settings
                var id: String { rawValue }
            }
            @main
            struct TabsApp: App { var body: some Scene { WindowGroup { RootTabs() } } }
            struct RootTabs: View {
                @State private var selection: Section = .home
                var body: some View {
                    TabView(selection: $selection) {
                        mainTabs
                    }
                }
                @TabContentBuilder<Section>
                private var mainTabs: some TabContent<Section> {
                    ForEach(Section.allCases) { item in
                        tab(for: item)
                    }
                }
                private func tab(for item: Section) -> some TabContent<Section> {
                    switch item {
                    case .home:
                        return Tab("Home", systemImage: "house", value: Section.home) { HomeView() }
                    case .settings:
                        return Tab("Settings", systemImage: "gear", value: Section.settings) { SettingsView() }
                    }
                }
            }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "TabsApp"

            scene standard
            start RootTabs

            screen RootTabs kind tabs
              tab "Home" icon house -> HomeView
              tab "Settings" icon gear -> SettingsView

            screen HomeView "Home" feature Home

            screen SettingsView "Options" kind settings feature Settings
            """)
    }

    @Test("Children with only a `.tag`, behind a tab bar the project draws, are tabs named by their tags, said so")
    func taggedChildrenBehindACustomBar() {
        expectFlow("""
            enum Tab: String, CaseIterable { case home, savedItems }
            @main
            struct BarApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @State private var selected: Tab = .home
                var body: some View {
                    ZStack(alignment: .bottom) {
                        TabView(selection: $selected) {
                            HomeView().tag(Tab.home)
                            SavedView().tag(Tab.savedItems)
                        }
                        HStack {
                            Button("Home", systemImage: "house") { selected = .home }
                            Button("Saved", systemImage: "bookmark") { selected = .savedItems }
                        }
                    }
                }
            }
            struct HomeView: View { var body: some View { Text("h").navigationTitle("Home") } }
            struct SavedView: View { var body: some View { Text("s").navigationTitle("Saved") } }
            """, """
            app "BarApp"

            scene standard
            start RootView

            screen RootView kind tabs
              tab "Home" -> HomeView
              # note: the tab has no tab item (its bar is drawn by the project): its text is its tag's name
              tab "Saved Items" -> SavedView
              # note: the tab has no tab item (its bar is drawn by the project): its text is its tag's name
              button "Home" icon house -> HomeView
              button "Saved" icon bookmark -> SavedView

            screen HomeView "Home" feature Home

            screen SavedView "Saved" feature \"Saved Items\"
            """)
    }

    @Test("A label that is a view of the project with its text written in the code gives that text and icon; the system's pickers are notes")
    func labelViewOfTheProjectAndSystemPickers() {
        expectFlow("""
            @main
            struct LabelApp: App { var body: some Scene { WindowGroup { NavigationStack { StartView() } } } }
            struct StartView: View {
                @State private var showNext = false
                @State private var showImporter = false
                let names = ["a"]
                var body: some View {
                    List {
                        Button { showNext = true } label: { WideLabel(text: "Next") }
                        NavigationLink { HelpView() } label: { HelpLabel() }
                        ForEach(names, id: \\.self) { n in
                            NavigationLink { HelpView() } label: { NameRow(name: n) }
                        }
                        Button("Import", systemImage: "square.and.arrow.down") { showImporter = true }
                    }
                    .navigationTitle("Start")
                    .navigationDestination(isPresented: $showNext) { NextView() }
                    .fileImporter(isPresented: $showImporter, allowedContentTypes: [.json]) { _ in }
                }
            }
            struct WideLabel: View {
                let text: String
                var body: some View { Text(text).frame(maxWidth: .infinity) }
            }
            struct HelpLabel: View { var body: some View { Label("Help", systemImage: "questionmark.circle") } }
            struct NameRow: View {
                let name: String
                var body: some View { Label(name, systemImage: "person") }
            }
            struct NextView: View { var body: some View { Text("n").navigationTitle("Next") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "LabelApp"

            scene standard
            start StartView

            screen StartView "Start" kind list
            # note: `.fileImporter` shows the system's file browser when `$showImporter` is set, no screen of the app's: no transition is written for it
              button "Next" -> NextView
              link "Help" icon questionmark.circle -> HelpView
              row -> HelpView
              button "Import" icon square.and.arrow.down

            screen NextView "Next"

            screen HelpView "Help"
            """)
    }

    @Test("A ForEach of other values inside a sidebar's List(selection:) (a chart's days) makes no rows")
    func forEachOfOtherValuesInASelectionList() {
        expectFlow("""
            struct Day: Identifiable { let id: Int; let count: Int }
            enum Page: Hashable { case inbox, trash }
            @main
            struct MailApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct RootView: View {
                @State private var selection: Page? = .inbox
                var body: some View {
                    NavigationSplitView {
                        List(selection: $selection) {
                            StatsHeader()
                            NavigationLink(value: Page.inbox) { Label("Inbox", systemImage: "tray") }
                            NavigationLink(value: Page.trash) { Label("Trash", systemImage: "trash") }
                        }
                    } detail: {
                        switch selection {
                        case .inbox: InboxView()
                        case .trash: TrashView()
                        case nil: Text("Pick one")
                        }
                    }
                }
            }
            struct StatsHeader: View {
                let days = [Day(id: 1, count: 3), Day(id: 2, count: 5)]
                var body: some View {
                    LazyHGrid(rows: [GridItem(.fixed(10))]) {
                        ForEach(days) { day in Rectangle().opacity(Double(day.count) / 10) }
                    }
                }
            }
            struct InboxView: View { var body: some View { Text("i").navigationTitle("Inbox") } }
            struct TrashView: View { var body: some View { Text("t").navigationTitle("Trash") } }
            """, """
            app "MailApp"

            scene standard
            start RootView

            screen RootView kind split
              link "Inbox" icon tray -> InboxView
              link "Trash" icon trash -> TrashView

            screen InboxView "Inbox"

            screen TrashView "Trash"
            """)
    }
}
