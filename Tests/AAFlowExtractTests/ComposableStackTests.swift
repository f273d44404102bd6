import AAFlow
import AAFlowSwiftUI
import Testing

/// Stacks of the Composable Architecture, in small projects of our own.
@Suite struct ComposableStackTests {
    @Test("A stack's destination closure shows the view of each case, and a link with a state leads there")
    func stackDestinationByCase() {
        expectFlow("""
            @main
            struct NotesApp: App {
                var body: some Scene { WindowGroup { RootView(store: Store(initialState: Root.State()) { Root() }) } }
            }
            struct RootView: View {
                @Bindable var store: StoreOf<Root>
                var body: some View {
                    NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                        List {
                            NavigationLink(state: Root.Path.State.note(NoteFeature.State())) {
                                Label("New note", systemImage: "plus")
                            }
                        }
                        .navigationTitle("Notes")
                    } destination: { store in
                        switch store.case {
                        case .note(let store): NoteView(store: store)
                        case .tags(let store): TagsView(store: store)
                        }
                    }
                }
            }
            struct NoteView: View {
                let store: StoreOf<NoteFeature>
                var body: some View {
                    NavigationLink("Tags", state: Root.Path.State.tags(TagsFeature.State())).navigationTitle("Note")
                }
            }
            struct TagsView: View {
                let store: StoreOf<TagsFeature>
                var body: some View { Text("t").navigationTitle("Tags") }
            }
            """, """
            app "NotesApp"

            scene standard
            start RootView

            screen RootView "Notes" kind list
              link "New note" icon plus -> NoteView

            screen NoteView "Note"
              link "Tags" -> TagsView

            screen TagsView "Tags"
            """)
    }
}
