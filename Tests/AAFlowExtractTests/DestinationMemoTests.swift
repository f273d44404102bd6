import AAFlow
import AAFlowSwiftUI
import Testing

/// What a destination shows is worked out once per presentation and value
/// (`destinationTargets`): controls on several screens that set one shared
/// binding to different values each lead where their own value does, in
/// whatever order they are met.
@Suite struct DestinationMemoTests {
    @Test("A shared router's sheet set to different cases from two screens, in either order")
    func eachValueLeadsToItsOwnView() {
        expectFlow("""
            @main
            struct ShelfApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }

            final class Router: ObservableObject {
                @Published var sheet: Sheet?
            }

            enum Sheet: String, Identifiable {
                case photos, notes
                var id: String { rawValue }
            }

            struct RootView: View {
                @StateObject private var router = Router()
                var body: some View {
                    NavigationStack {
                        HomeView()
                    }
                    .environmentObject(router)
                    .sheet(item: $router.sheet) { sheet in
                        switch sheet {
                        case .photos: PhotosView()
                        case .notes: NotesView()
                        }
                    }
                }
            }

            struct HomeView: View {
                @EnvironmentObject private var router: Router
                var body: some View {
                    List {
                        Button("Photos", systemImage: "photo") { router.sheet = .photos }
                        Button("Notes", systemImage: "note.text") { router.sheet = .notes }
                        NavigationLink("More", value: 1)
                    }
                    .navigationTitle("Shelf")
                    .navigationDestination(for: Int.self) { _ in MoreView() }
                }
            }

            struct MoreView: View {
                @EnvironmentObject private var router: Router
                var body: some View {
                    List {
                        Button("Notes", systemImage: "note.text") { router.sheet = .notes }
                        Button("Photos", systemImage: "photo") { router.sheet = .photos }
                    }
                    .navigationTitle("More")
                }
            }

            struct PhotosView: View { var body: some View { Text("Photos").navigationTitle("Photos") } }
            struct NotesView: View { var body: some View { Text("Notes").navigationTitle("Notes") } }
            """, """
            app "ShelfApp"

            scene standard
            start RootView

            screen RootView "Shelf" kind list
              button "Photos" icon photo -> PhotosView sheet
              button "Notes" icon note.text -> NotesView sheet
              link "More" -> MoreView

            screen PhotosView "Photos"

            screen NotesView "Notes"

            screen MoreView "More" kind list
              button "Notes" icon note.text -> NotesView sheet
              button "Photos" icon photo -> PhotosView sheet
            """)
    }

    @Test("A value pushed before its destination is read leads there once the screen that declares it is read")
    func aDestinationReadLaterStillMatches() {
        expectFlow("""
            @main
            struct DeskApp: App {
                var body: some Scene { WindowGroup { NavigationStack { HomeView() } } }
            }

            enum Route: Hashable {
                case detail
            }

            enum Info: Hashable {
                case about
            }

            struct HomeView: View {
                var body: some View {
                    List {
                        NavigationLink("About", value: Info.about)
                        NavigationLink("Open", value: Route.detail)
                    }
                    .navigationTitle("Desk")
                    .navigationDestination(for: Route.self) { _ in DetailView() }
                }
            }

            struct DetailView: View {
                var body: some View {
                    List {
                        NavigationLink("About", value: Info.about)
                    }
                    .navigationTitle("Detail")
                    .navigationDestination(for: Info.self) { _ in AboutView() }
                }
            }

            struct AboutView: View { var body: some View { Text("About").navigationTitle("About") } }
            """, """
            app "DeskApp"

            scene standard
            start HomeView

            screen HomeView "Desk" kind list
              link "About" -> AboutView
              link "Open" -> DetailView

            screen AboutView "About"

            screen DetailView "Detail" kind list
              link "About" -> AboutView
            """)
    }
}
