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

    @Test("A button sends an action; the reducer sets the destination's case; the sheet scoped to that case shows")
    func reducerSetsDestinationCase() {
        expectFlow("""
            @main
            struct MailApp: App {
                var body: some Scene { WindowGroup { InboxView(store: Store(initialState: Inbox.State()) { Inbox() }) } }
            }
            @Reducer struct Inbox {
                @Reducer enum Destination {
                    case compose(Compose)
                    case filters(Filters)
                }
                @ObservableState struct State {
                    @Presents var destination: Destination.State?
                    @Presents var about: About.State?
                }
                enum Action {
                    case composeTapped
                    case filtersTapped
                    case aboutTapped
                    case refresh
                    case destination(PresentationAction<Destination.Action>)
                    case about(PresentationAction<About.Action>)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .composeTapped:
                            state.destination = .compose(Compose.State())
                            return .none
                        case .filtersTapped:
                            state.destination = .filters(Filters.State())
                            return .none
                        case .aboutTapped:
                            state.about = About.State()
                            return .none
                        case .refresh, .destination, .about:
                            return .none
                        }
                    }
                    .ifLet(\\.$destination, action: \\.destination)
                }
            }
            struct InboxView: View {
                @Bindable var store: StoreOf<Inbox>
                var body: some View {
                    List {
                        Button("Compose") { store.send(.composeTapped) }
                        Button("Filters") { store.send(.filtersTapped) }
                        Button("About") { store.send(.aboutTapped) }
                        Button("Refresh") { store.send(.refresh) }
                    }
                    .navigationTitle("Inbox")
                    .sheet(item: $store.scope(state: \\.destination?.compose, action: \\.destination.compose)) { store in
                        ComposeView(store: store)
                    }
                    .fullScreenCover(item: $store.scope(state: \\.destination?.filters, action: \\.destination.filters)) { store in
                        FiltersView(store: store)
                    }
                    .sheet(item: $store.scope(state: \\.about, action: \\.about)) { store in
                        AboutView(store: store)
                    }
                }
            }
            struct ComposeView: View { let store: StoreOf<Compose>; var body: some View { Text("c").navigationTitle("New message") } }
            struct FiltersView: View { let store: StoreOf<Filters>; var body: some View { Text("f").navigationTitle("Filters") } }
            struct AboutView: View { let store: StoreOf<About>; var body: some View { Text("a").navigationTitle("About") } }
            """, """
            app "MailApp"

            scene standard
            start InboxView

            screen InboxView "Inbox" kind list
              button "Compose" -> ComposeView sheet
              button "Filters" -> FiltersView sheet
              button "About" -> AboutView sheet
              button "Refresh"

            screen ComposeView "New message"

            screen FiltersView "Filters"

            screen AboutView "About"
            """)
    }

    @Test("A view action's send reaches the reducer's view case, and reduce(into:action:) is read too")
    func viewActionAndReduceInto() {
        expectFlow("""
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { ShopView(store: Store(initialState: Shop.State()) { Shop() }) } }
            }
            @Reducer struct Shop {
                @ObservableState struct State {
                    var path = StackState<Path.State>()
                }
                @Reducer enum Path {
                    case item(ItemFeature)
                    case cart(CartFeature)
                }
                enum Action: ViewAction {
                    case view(View)
                    case path(StackActionOf<Path>)
                    enum View { case itemTapped, cartTapped }
                }
                func reduce(into state: inout State, action: Action) -> Effect<Action> {
                    switch action {
                    case let .view(viewAction):
                        switch viewAction {
                        case .itemTapped:
                            state.path.append(.item(ItemFeature.State()))
                        case .cartTapped:
                            state.path.append(.cart(CartFeature.State()))
                        }
                        return .none
                    case .path:
                        return .none
                    }
                }
            }
            @ViewAction(for: Shop.self)
            struct ShopView: View {
                @Bindable var store: StoreOf<Shop>
                var body: some View {
                    NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                        List {
                            Button("Item") { send(.itemTapped) }
                            Button("Cart") { send(.cartTapped) }
                        }
                        .navigationTitle("Shop")
                    } destination: { store in
                        switch store.state {
                        case .item:
                            if let store = store.scope(state: \\.item, action: \\.item) { ItemView(store: store) }
                        case .cart:
                            if let store = store.scope(state: \\.cart, action: \\.cart) { CartView(store: store) }
                        }
                    }
                }
            }
            struct ItemView: View { let store: StoreOf<ItemFeature>; var body: some View { Text("i").navigationTitle("Item") } }
            struct CartView: View { let store: StoreOf<CartFeature>; var body: some View { Text("c").navigationTitle("Cart") } }
            """, """
            app "ShopApp"

            scene standard
            start ShopView

            screen ShopView "Shop" kind list
              button "Item" -> ItemView
              button "Cart" -> CartView

            screen ItemView "Item"

            screen CartView "Cart"
            """)
    }
}
