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
}
