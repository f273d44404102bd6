import AAFlow
import AAFlowSwiftUI
import Testing

/// Menus made from literal arrays and views made by helper methods, in small projects of our own.
@Suite struct MenuAndHelperTests {
    @Test("A ForEach over a literal array of entries makes one control per entry, with its text, icon and route")
    func literalMenuEntries() {
        expectFlow("""
            @main
            struct StoreApp: App { var body: some Scene { WindowGroup { AccountView() } } }
            enum Route: Hashable { case orders, wallet }
            struct Entry: Identifiable {
                let id = UUID()
                let title: String
                let icon: String
                let route: Route
            }
            struct AccountView: View {
                @State private var path: [Route] = []
                private let entries: [Entry] = [
                    .init(title: "Orders", icon: "shippingbox", route: .orders),
                    Entry(title: "Wallet", icon: "creditcard", route: .wallet),
                ]
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            ForEach(entries) { entry in
                                Button { path.append(entry.route) } label: { Label(entry.title, systemImage: entry.icon) }
                            }
                        }
                        .navigationTitle("Account")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .orders: OrdersView()
                            case .wallet: WalletView()
                            }
                        }
                    }
                }
            }
            struct OrdersView: View { var body: some View { Text("o").navigationTitle("Orders") } }
            struct WalletView: View { var body: some View { Text("w").navigationTitle("Wallet") } }
            """, """
            app "StoreApp"

            scene standard
            start AccountView

            screen AccountView "Account" kind list
              button "Orders" icon shippingbox -> OrdersView
              button "Wallet" icon creditcard -> WalletView

            screen OrdersView "Orders"

            screen WalletView "Wallet"
            """)
    }

    @Test("A helper method's parameters stand for what the call gave: its text, its action, its entries")
    func helperMethodParameters() {
        expectFlow("""
            @main
            struct InfoApp: App { var body: some Scene { WindowGroup { InfoView() } } }
            struct Link2: Identifiable { let id = 1; let title: String; let flag: Int }
            struct InfoView: View {
                @State private var showTerms = false
                @State private var showHelp = false
                var body: some View {
                    VStack {
                        makeButton("Terms", icon: "doc") { showTerms = true }
                        makeButton("Help", icon: "questionmark", action: { showHelp = true })
                        section(items: [Link2(title: "Rate us", flag: 1)])
                    }
                    .navigationTitle("Info")
                    .sheet(isPresented: $showTerms) { TermsView() }
                    .sheet(isPresented: $showHelp) { HelpView() }
                }
                func makeButton(_ title: String, icon: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Label(title, systemImage: icon) }
                }
                func section(items: [Link2]) -> some View {
                    ForEach(items) { item in Button(item.title) {} }
                }
            }
            struct TermsView: View { var body: some View { Text("t").navigationTitle("Terms") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "InfoApp"

            scene standard
            start InfoView

            screen InfoView "Info"
              button "Terms" icon doc -> TermsView sheet
              button "Help" icon questionmark -> HelpView sheet
              button "Rate us"

            screen TermsView "Terms"

            screen HelpView "Help"
            """)
    }

    @Test("A generic wrapper of the project around sheet content is looked through; its Done button goes with each screen")
    func genericWrapperWithDoneButton() {
        expectFlow("""
            @main
            struct NotesApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Modal<Content: View>: View {
                @Environment(\\.dismiss) private var dismiss
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    NavigationStack {
                        content.toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
                        }
                    }
                }
            }
            struct HomeView: View {
                @State private var showA = false
                @State private var showB = false
                var body: some View {
                    List {
                        Button("Account") { showA = true }
                        Button("Help") { showB = true }
                    }
                    .navigationTitle("Home")
                    .sheet(isPresented: $showA) { Modal { AccountView() } }
                    .sheet(isPresented: $showB) { Modal { HelpView() } }
                }
            }
            struct AccountView: View { var body: some View { Form { Text("a") }.navigationTitle("Account") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "NotesApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Account" -> AccountView sheet
              button "Help" -> HelpView sheet

            screen AccountView "Account" kind form
              button "Done"

            screen HelpView "Help"
              button "Done"
            """)
    }

    @Test("A dialog of choices leads where its buttons lead; labelled Label closures give text and icon; an empty sheet case leads nowhere; a project overload of frame is not SwiftUI's")
    func dialogLabelEmptySheetAndOverload() {
        expectFlow("""
            @main
            struct PhotoApp: App { var body: some Scene { WindowGroup { AlbumView() } } }
            enum Sheet: Identifiable { case settings, filter; var id: Int { 0 } }
            extension View {
                func frame(side: CGFloat) -> some View { self.frame(width: side, height: side) }
            }
            struct AlbumView: View {
                @State private var ask = false
                @State private var showCamera = false
                @State private var sheet: Sheet?
                var body: some View {
                    List {
                        Button { ask = true } label: { Label(title: { Text("Add photo") }, icon: { Image(systemName: "plus") }) }
                        Button("Settings") { sheet = .settings }
                        Button("Filter") { sheet = .filter }
                        Text("x").frame(width: 10, height: 10)
                    }
                    .navigationTitle("Album")
                    .confirmationDialog("Add", isPresented: $ask) {
                        Button("Take photo") { showCamera = true }
                        Button("Cancel", role: .cancel) {}
                    }
                    .fullScreenCover(isPresented: $showCamera) { CameraView() }
                    .sheet(item: $sheet) { s in
                        switch s {
                        case .settings: SettingsView()
                        case .filter: EmptyView()
                        }
                    }
                }
            }
            struct CameraView: View { var body: some View { Text("c").navigationTitle("Camera") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "PhotoApp"

            scene standard
            start AlbumView

            screen AlbumView "Album" kind list
            # note: for the value set here, the content picks a case that shows nothing (`EmptyView()`): no target is written
              button "Add photo" icon plus -> CameraView sheet
              button "Settings" -> SettingsView sheet
              button "Filter"

            screen CameraView "Camera"

            screen SettingsView "Options" kind settings
            """)
    }

    @Test("A helper's trailing closure goes to its parameter of function type, past parameters left at their defaults")
    func trailingClosurePastDefaults() {
        expectFlow("""
            @main
            struct HelperApp: App { var body: some Scene { WindowGroup { ProfileView() } } }
            struct ProfileView: View {
                @State private var editing = false
                var body: some View {
                    VStack {
                        row(title: "Edit profile", icon: "person") { editing = true }
                        row(title: "Help", icon: "questionmark", isDestructive: false)
                    }
                    .navigationTitle("Profile")
                    .sheet(isPresented: $editing) { EditProfileView() }
                }
                func row(title: String, icon: String, isDestructive: Bool = false, action: @escaping () -> Void = {}) -> some View {
                    Button(action: action) { Label(title, systemImage: icon) }
                }
            }
            struct EditProfileView: View { var body: some View { Button("Save", systemImage: "checkmark") {} } }
            """, """
            app "HelperApp"

            scene standard
            start ProfileView

            screen ProfileView "Profile"
              button "Edit profile" icon person -> EditProfileView sheet
              button "Help" icon questionmark

            screen EditProfileView
              button "Save" icon checkmark
            """)
    }

    @Test("A container's first trailing closure goes to its first view parameter, whatever its name")
    func containerWithTwoSlots() {
        expectFlow("""
            @main
            struct PanesApp: App { var body: some Scene { WindowGroup { LibraryView() } } }
            struct TwoPane<Leading: View, Trailing: View>: View {
                private let leading: Leading
                private let trailing: Trailing
                init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
                    self.leading = leading()
                    self.trailing = trailing()
                }
                var body: some View { HStack { leading; trailing } }
            }
            struct LibraryView: View {
                var body: some View {
                    NavigationStack {
                        TwoPane {
                            NavigationLink("Books") { BooksView() }
                        } trailing: {
                            NavigationLink("Authors") { AuthorsView() }
                        }
                        .navigationTitle("Library")
                    }
                }
            }
            struct BooksView: View { var body: some View { Text("b").navigationTitle("Books") } }
            struct AuthorsView: View { var body: some View { Text("a").navigationTitle("Authors") } }
            """, """
            app "PanesApp"

            scene standard
            start LibraryView

            screen LibraryView "Library"
              link "Books" -> BooksView
              link "Authors" -> AuthorsView

            screen BooksView "Books"

            screen AuthorsView "Authors"
            """)
    }

    @Test("An invisible link to an empty view is no control; a visible one leads nowhere, with a note")
    func linksToEmptyViews() {
        expectFlow("""
            @main
            struct FeedApp: App { var body: some Scene { WindowGroup { NavigationView { FeedView() } } } }
            struct FeedView: View {
                var body: some View {
                    VStack {
                        NavigationLink("Inbox") { InboxView() }
                        NavigationLink("Providers") { EmptyView() }
                        NavigationLink(destination: EmptyView()) { EmptyView() }
                    }
                    .navigationTitle("Feed")
                }
            }
            struct InboxView: View { var body: some View { Text("i").navigationTitle("Inbox") } }
            """, """
            app "FeedApp"

            scene standard
            start FeedView

            screen FeedView "Feed"
              link "Inbox" -> InboxView
              link "Providers"
              # note: leads to an empty view (`EmptyView()`), a placeholder: no target is written

            screen InboxView "Inbox"
            """)
    }

    @Test("A dialog with a destructive choice and another that presents: the opener asks before it deletes and leads where the other leads")
    func dialogWithDestructiveAndOtherChoices() {
        expectFlow("""
            @main
            struct DialogApp: App { var body: some Scene { WindowGroup { NavigationStack { PersonView() } } } }
            struct PersonView: View {
                @State private var showOptions = false
                @State private var showEdit = false
                var body: some View {
                    Text("Ada")
                        .navigationTitle("Person")
                        .toolbar { Button("Options", systemImage: "ellipsis") { showOptions = true } }
                        .confirmationDialog("Options", isPresented: $showOptions) {
                            Button("Edit") { showEdit = true }
                            Button("Remove friend", role: .destructive) {}
                        }
                        .sheet(isPresented: $showEdit) { EditPersonView() }
                }
            }
            struct EditPersonView: View { var body: some View { Text("e").navigationTitle("Edit") } }
            """, """
            app "DialogApp"

            scene standard
            start PersonView

            screen PersonView "Person"
              button "Options" icon ellipsis -> EditPersonView destructive confirm sheet

            screen EditPersonView "Edit"
            """)
    }

    @Test("A PhotosPicker is a picker, and what a change of its selection presents is its doing; a package view shown by a property is a screen")
    func photosPickerOpensACropper() {
        expectFlow("""
            @main
            struct PickerApp: App { var body: some Scene { WindowGroup { NavigationStack { ProfileForm() } } } }
            struct ProfileForm: View {
                @State private var item: PhotosPickerItem?
                @State private var showCropper = false
                var body: some View {
                    Form {
                        PhotosPicker(selection: $item, matching: .images) { Label("Choose Photo", systemImage: "photo") }
                    }
                    .navigationTitle("Profile")
                    .onChange(of: item) { _, _ in showCropper = true }
                    .fullScreenCover(isPresented: $showCropper) { cropper }
                }
                private var cropper: some View { CropperView(shape: .circle) { _ in showCropper = false } }
            }
            """, """
            app "PickerApp"

            scene standard
            start ProfileForm

            screen ProfileForm "Profile" kind form
              picker "Choose Photo" icon photo -> CropperView sheet

            screen CropperView
            # note: CropperView is not declared in the project (a system or package view): a screen with no controls aaflow can see
            """)
    }

    @Test("A split view's placeholder detail is part of the split screen; a row view's own context menu and sheet are the list's")
    func placeholderDetailAndRowViewControls() {
        expectFlow("""
            @main
            struct DocsApp: App { var body: some Scene { WindowGroup { RootView() } } }
            struct Doc: Identifiable, Hashable { let id = UUID(); var name: String }
            struct RootView: View {
                @State private var showLogin = false
                @State private var docs = [Doc(name: "Notes")]
                var body: some View {
                    NavigationSplitView {
                        List(docs) { doc in
                            NavigationLink { DocDetailView(doc: doc) } label: { DocRow(doc: doc) }
                        }
                    } detail: {
                        Text("Pick a document")
                            .toolbar { Button("Log in", systemImage: "person") { showLogin = true } }
                    }
                    .sheet(isPresented: $showLogin) { LoginView() }
                }
            }
            struct DocRow: View {
                let doc: Doc
                @State private var renaming = false
                var body: some View {
                    Text(doc.name)
                        .contextMenu { Button("Rename", systemImage: "pencil") { renaming = true } }
                        .sheet(isPresented: $renaming) { RenameView() }
                }
            }
            struct DocDetailView: View { let doc: Doc; var body: some View { Text(doc.name).navigationTitle("Document") } }
            struct RenameView: View { var body: some View { Text("r").navigationTitle("Rename") } }
            struct LoginView: View { var body: some View { Text("l").navigationTitle("Log In") } }
            """, """
            app "DocsApp"

            scene standard
            start RootView

            screen RootView kind split
              row -> DocDetailView
              gesture "Rename" icon pencil -> RenameView sheet
              button "Log in" icon person -> LoginView sheet

            screen DocDetailView "Document"

            screen RenameView "Rename"

            screen LoginView "Log In"
            """)
    }
}
