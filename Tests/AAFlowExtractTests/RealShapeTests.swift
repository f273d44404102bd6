import AAFlow
import Testing

/// Shapes read in real SwiftUI apps (written here in our own words): three-column
/// split views, nested types of the same name, menus whose items navigate, routers.
@Suite struct RealShapeTests {
    @Test("A three-column split: the sidebar leads to the content column, whose rows lead to the detail column (rule 19)")
    func threeColumnSplit() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { MailView() } } }
            struct Mailbox: Hashable { var name: String }
            struct Message: Hashable, Identifiable { var id: Int; var subject: String }
            struct MailView: View {
                @State private var box: Mailbox?
                @State private var message: Message?
                var body: some View {
                    NavigationSplitView {
                        List(selection: $box) {
                            Label("Inbox", systemImage: "tray").tag(Mailbox(name: "Inbox"))
                            Label("Sent", systemImage: "paperplane").tag(Mailbox(name: "Sent"))
                        }
                    } content: {
                        if let box {
                            MessageList(box: box, selection: $message)
                        } else {
                            Text("Pick a mailbox")
                        }
                    } detail: {
                        if let message {
                            MessageView(message: message)
                        } else {
                            Text("No message")
                        }
                    }
                }
            }
            struct MessageList: View {
                var box: Mailbox
                @Binding var selection: Message?
                let messages: [Message] = []
                var body: some View {
                    List(messages, selection: $selection) { m in
                        Text(m.subject)
                    }
                    .navigationTitle("Messages")
                }
            }
            struct MessageView: View {
                var message: Message
                var body: some View { Text(message.subject).navigationTitle("Message") }
            }
            """, """
            app "A"

            scene standard
            start MailView

            screen MailView kind split
              link "Inbox" icon tray -> MessageList
              link "Sent" icon paperplane -> MessageList

            screen MessageList "Messages" kind list
              row "…" -> MessageView
              # note: the text is built at run time

            screen MessageView "Message"
            """)
    }

    @Test("A three-column split with the content column written inline: its value links lead to the detail column")
    func threeColumnInlineContent() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { RecipesView() } } }
            enum Course: String, CaseIterable, Hashable { case starters, mains }
            struct Recipe: Hashable { var name: String }
            struct RecipesView: View {
                @State private var course: Course?
                @State private var recipe: Recipe?
                let recipes: [Recipe] = []
                var body: some View {
                    NavigationSplitView {
                        List(Course.allCases, id: \\.self, selection: $course) { c in
                            Text(c.rawValue)
                        }
                    } content: {
                        List(recipes, id: \\.self, selection: $recipe) { r in
                            NavigationLink(r.name, value: r)
                        }
                        .navigationTitle("Recipes")
                    } detail: {
                        RecipeDetail(recipe: recipe)
                    }
                }
            }
            struct RecipeDetail: View {
                var recipe: Recipe?
                var body: some View { Text("Recipe").navigationTitle("Recipe") }
            }
            """, """
            app "A"

            scene standard
            start RecipesView

            screen RecipesView kind split
              row "…" -> RecipesView_destination
              # note: the text is built at run time

            screen RecipesView_destination "Recipes" kind list
              row "…" -> RecipeDetail
              # note: the text is built at run time

            screen RecipeDetail "Recipe"
            """)
    }

    @Test("Types of the same name nested in two views are two screens, each found from its own scope")
    func nestedSameNames() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            struct HomeView: View {
                var body: some View {
                    VStack {
                        NavigationLink("Books") { BooksView() }
                        NavigationLink("Films") { FilmsView() }
                    }
                }
            }
            struct BooksView: View {
                var body: some View { NavigationLink("Open") { Detail() }.navigationTitle("Books") }
                struct Detail: View {
                    var body: some View { Button("Borrow") { }.navigationTitle("Book") }
                }
            }
            struct FilmsView: View {
                var body: some View { NavigationLink("Open") { Detail() }.navigationTitle("Films") }
            }
            extension FilmsView {
                struct Detail: View {
                    var body: some View { Button("Watch") { }.navigationTitle("Film") }
                }
            }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              link "Books" -> BooksView
              link "Films" -> FilmsView

            screen BooksView "Books"
              link "Open" -> BooksView.Detail

            screen FilmsView "Films"
              link "Open" -> FilmsView.Detail

            screen BooksView.Detail "Book"
              button "Borrow"

            screen FilmsView.Detail "Film"
              button "Watch"
            """)
    }

    @Test("A nested type named from outside by its path, and a top-level type of the same name seen from elsewhere")
    func nestedByPath() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack { HomeView() } } } }
            struct Row: View { var body: some View { Button("Plain") { } } }
            struct HomeView: View {
                var body: some View {
                    VStack {
                        Row()
                        NavigationLink("Shop") { ShopView.Row() }
                    }
                }
            }
            enum ShopView {
                struct Row: View { var body: some View { Button("Buy") { }.navigationTitle("Shop") } }
            }
            """, """
            app "A"

            scene standard
            start HomeView

            screen HomeView
              button "Plain"
              link "Shop" -> ShopView.Row

            screen ShopView.Row "Shop"
              button "Buy"
            """)
    }

    @Test("Menu items that present a sheet, push or set a path are controls with their targets; a destructive item stays; the rest are the menu's choices")
    func menuItems() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { NavigationStack(path: $path) { ListView() } } } }
            enum Route: Hashable { case archive }
            struct ListView: View {
                @State private var showNew = false
                @State private var path: [Route] = []
                @State private var sort = 0
                var body: some View {
                    List { Text("x") }
                        .toolbar {
                            ToolbarItem {
                                Menu {
                                    Button("New", systemImage: "plus") { showNew = true }
                                    Button("Archive", systemImage: "archivebox") { path.append(.archive) }
                                    Button("By name") { sort = 1 }
                                    Button("Delete All", role: .destructive) { }
                                } label: {
                                    Label("More", systemImage: "ellipsis.circle")
                                }
                            }
                        }
                        .sheet(isPresented: $showNew) { NewView() }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .archive: ArchiveView()
                            }
                        }
                }
            }
            struct NewView: View { var body: some View { Text("n") } }
            struct ArchiveView: View { var body: some View { Text("a") } }
            """, """
            app "A"

            scene standard
            start ListView

            screen ListView kind list
              menu "More" icon ellipsis.circle
              button "New" icon plus -> NewView sheet
              button "Archive" icon archivebox -> ArchiveView
              button "Delete All" destructive

            screen NewView

            screen ArchiveView
            """)
    }
}
