import AAFlow
import AAFlowSwiftUI
import Testing

/// Helpers that real apps write around their controls, in small projects of our own.
@Suite struct HelperShapeTests {
    @Test("A helper that hands on to a fuller overload of its name is no cycle: its button keeps its icon and its sheet")
    func overloadThatHandsOn() {
        expectFlow("""
            @main
            struct PostsApp: App { var body: some Scene { WindowGroup { PostScreen() } } }
            struct PostScreen: View {
                @State private var replying = false
                var body: some View {
                    NavigationStack {
                        HStack {
                            actionButton("Reply", "arrowshape.turn.up.left") { replying = true }
                        }
                        .navigationTitle("Post")
                        .sheet(isPresented: $replying) { ReplyView() }
                    }
                }
                func actionButton(_ title: String, _ image: String, action: @escaping () -> Void) -> some View {
                    actionButton(title, image, tint: .primary, action: action)
                }
                func actionButton(_ title: String, _ image: String, tint: Color, action: @escaping () -> Void) -> some View {
                    Button(action: action) { Label(title, systemImage: image) }.tint(tint)
                }
            }
            struct ReplyView: View { var body: some View { Text("r").navigationTitle("Reply") } }
            """, """
            app "PostsApp"

            scene standard
            start PostScreen

            screen PostScreen "Post"
              button "Reply" icon arrowshape.turn.up.left -> ReplyView sheet

            screen ReplyView "Reply"
            """)
    }

    @Test("A modifier of the project that wraps SwiftUI's of the same name is no cycle")
    func modifierWrappingSwiftUIsOfItsName() {
        let project = extractProject("""
            @main
            struct DockApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            extension View {
                @ViewBuilder
                func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View {
                    if let style { self.buttonStyle(style) } else { self }
                }
            }
            struct HomeView: View {
                @State private var showing = false
                var body: some View {
                    Button("Open", systemImage: "folder") { showing = true }
                        .buttonStyle(Optional(.bordered))
                        .sheet(isPresented: $showing) { Text("x") }
                }
            }
            """)
        #expect(!project.flowText.contains("uses itself"))
        #expect(flowBody(project).contains("button \"Open\" icon folder -> HomeView_sheet sheet"))
    }

    @Test("A binding made in the body and handed to a sheet shows the case its buttons set")
    func localComputedBindingNarrowsToTheCaseSet() {
        expectFlow("""
            @main
            struct NotesApp: App { var body: some Scene { WindowGroup { NotesHome() } } }
            enum NotesSheet { case compose, tips }
            struct NotesHome: View {
                @State private var activeSheet: NotesSheet?
                var body: some View {
                    let showing = Binding<Bool>(get: { activeSheet != nil }, set: { if !$0 { activeSheet = nil } })
                    NavigationStack {
                        List {
                            Button("New note", systemImage: "square.and.pencil") { activeSheet = .compose }
                            Button("Tips", systemImage: "lightbulb") { activeSheet = .tips }
                        }
                        .navigationTitle("Notes")
                    }
                    .sheet(isPresented: showing) {
                        switch activeSheet {
                        case .compose: ComposeView()
                        case .tips: TipsView()
                        case nil: EmptyView()
                        }
                    }
                }
            }
            struct ComposeView: View { var body: some View { Text("c").navigationTitle("Compose") } }
            struct TipsView: View { var body: some View { Text("t").navigationTitle("Tips") } }
            """, """
            app "NotesApp"

            scene standard
            start NotesHome

            screen NotesHome "Notes" kind list
              button "New note" icon square.and.pencil -> ComposeView sheet
              button "Tips" icon lightbulb -> TipsView sheet

            screen ComposeView "Compose"

            screen TipsView "Tips"
            """)
    }

    @Test("A modifier of the project that hands the closure it is given to a sheet or a destination shows what the closure builds")
    func modifierHandingItsClosureOn() {
        expectFlow("""
            extension View {
                func bottomPanel<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    sheet(isPresented: isPresented) { content().presentationDetents([.medium]) }
                }
                func pushes<C: View>(@ViewBuilder destination: @escaping (Shelf) -> C) -> some View {
                    self.navigationDestination(for: Shelf.self) { shelf in destination(shelf) }
                }
            }
            enum Shelf: Hashable { case novels }
            @main
            struct LibraryApp: App { var body: some Scene { WindowGroup { ShelvesView() } } }
            struct ShelvesView: View {
                @State private var path = NavigationPath()
                @State private var showInfo = false
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Novels", systemImage: "books.vertical") { path.append(Shelf.novels) }
                            Button("Info", systemImage: "info.circle") { showInfo = true }
                        }
                        .navigationTitle("Shelves")
                        .pushes { _ in NovelsView() }
                        .bottomPanel(isPresented: $showInfo) { InfoView() }
                    }
                }
            }
            struct NovelsView: View { var body: some View { Text("N").navigationTitle("Novels") } }
            struct InfoView: View { var body: some View { Text("I").navigationTitle("Info") } }
            """, """
            app "LibraryApp"

            scene standard
            start ShelvesView

            screen ShelvesView "Shelves"
              button "Novels" icon books.vertical -> NovelsView
              button "Info" icon info.circle -> InfoView sheet

            screen NovelsView "Novels"

            screen InfoView "Info"
            """)
    }

    @Test("A container that shows its content in both branches of `if #available` gives each control once")
    func availabilityBranchesShowTheContentOnce() {
        expectFlow("""
            @main
            struct SunApp: App { var body: some Scene { WindowGroup { DayView() } } }
            struct GlassBar<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    if #available(iOS 26, *) {
                        GlassEffectContainer { content }
                    } else {
                        HStack { content }
                    }
                }
            }
            struct DayView: View {
                @State private var offset = 0
                var body: some View {
                    NavigationStack {
                        GlassBar {
                            Button("Earlier", systemImage: "backward") { offset -= 1 }
                            Button("Later", systemImage: "forward") { offset += 1 }
                        }
                        .navigationTitle("Today")
                    }
                }
            }
            """, """
            app "SunApp"

            scene standard
            start DayView

            screen DayView "Today"
              button "Earlier" icon backward
              button "Later" icon forward
            """)
    }

    @Test("A password drawn as a secure field or a plain one is one field; two fields of text built at run time stay two")
    func onePasswordTwoWays() {
        expectFlow("""
            @main
            struct VaultApp: App { var body: some Scene { WindowGroup { LoginView() } } }
            struct LoginView: View {
                @State private var password = ""
                @State private var revealed = false
                @State private var key = ""
                @State private var value = ""
                var keyTitle: String { key.uppercased() }
                var valueTitle: String { value.uppercased() }
                var body: some View {
                    VStack {
                        if revealed {
                            TextField("Password", text: $password)
                        } else {
                            SecureField("Password", text: $password)
                        }
                        Button("Show", systemImage: "eye") { revealed.toggle() }
                        TextField(keyTitle, text: $key)
                        TextField(valueTitle, text: $value)
                    }
                    .navigationTitle("Log in")
                }
            }
            """, """
            app "VaultApp"

            scene standard
            start LoginView

            screen LoginView "Log in"
              field "Password"
              button "Show" icon eye
              field "…"
              # note: the text is built at run time
              field "…"
              # note: the text is built at run time
            """)
    }

    @Test("A package's button handed a closure that presents is a button, with a note; a package's view with content is not")
    func packageButtonWithAnAction() {
        expectFlow("""
            import SwiftUI
            import TaskKit
            @main
            struct StudyApp: App { var body: some Scene { WindowGroup { ScheduleScreen() } } }
            struct Survey: Identifiable { let id: Int }
            struct ScheduleScreen: View {
                @State private var presented: Survey?
                var body: some View {
                    NavigationStack {
                        TaskTile(title: "Today") {
                            TaskActionButton("Start survey") { presented = Survey(id: 1) }
                        }
                        .navigationTitle("Schedule")
                        .sheet(item: $presented) { s in SurveyView(survey: s) }
                    }
                }
            }
            struct SurveyView: View {
                let survey: Survey
                var body: some View { Text("s").navigationTitle("Survey") }
            }
            """, """
            app "StudyApp"

            scene standard
            start ScheduleScreen

            screen ScheduleScreen "Schedule"
              button "Start survey" -> SurveyView sheet
              # note: `TaskActionButton` is not declared in the project (a package's view): taken as a button that runs the closure it is given

            screen SurveyView "Survey"
            """)
    }

    @Test("A label kept in a computed property, or handed to a helper as views, gives the control its text and icon")
    func labelsFromPropertiesAndHelpers() {
        expectFlow("""
            @main
            struct AboutApp: App { var body: some Scene { WindowGroup { AboutView() } } }
            struct AboutView: View {
                @State private var writing = false
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink(destination: StoryView()) { readMoreLabel }
                            NavigationLink(destination: ContactsView()) {
                                pill(image: Image(systemName: "paperplane.fill"), text: Text("Contacts"))
                            }
                            Button(action: { writing = true }) { writeLabel }
                        }
                        .navigationTitle("About")
                        .sheet(isPresented: $writing) { ContactsView() }
                    }
                }
                private var readMoreLabel: some View { Label("Read more", systemImage: "book").fontWeight(.medium) }
                private var writeLabel: some View { Label("Write to us", systemImage: "envelope") }
                private func pill(image: Image, text: Text) -> some View { HStack { image; text }.padding(6) }
            }
            struct StoryView: View { var body: some View { Text("s").navigationTitle("Story") } }
            struct ContactsView: View { var body: some View { Text("c").navigationTitle("Contacts") } }
            """, """
            app "AboutApp"

            scene standard
            start AboutView

            screen AboutView "About" kind list
              link "Read more" icon book -> StoryView
              link "Contacts" icon paperplane.fill -> ContactsView
              button "Write to us" icon envelope -> ContactsView sheet

            screen StoryView "Story"

            screen ContactsView "Contacts"
            """)
    }

    @Test("A method named as a destination or an item sheet's content (`screen(for:)`, `preview`) is called with the value: each push leads to its case")
    func methodReferenceContent() {
        expectFlow("""
            enum Shelf: String, Hashable, Identifiable { case novels, poems; var id: String { rawValue } }
            @main
            struct LibraryApp: App { var body: some Scene { WindowGroup { Shelves() } } }
            struct Shelves: View {
                @State private var path: [Shelf] = []
                @State private var preview: Shelf?
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            Button("Novels") { path.append(.novels) }
                            Button("Poems") { path.append(.poems) }
                            Button("Preview novels") { preview = .novels }
                        }
                        .navigationDestination(for: Shelf.self, destination: self.screen(for:))
                        .sheet(item: $preview, content: previewSheet(_:))
                    }
                }
                @ViewBuilder private func screen(for shelf: Shelf) -> some View {
                    switch shelf {
                    case .novels: Novels()
                    case .poems: Poems()
                    }
                }
                @ViewBuilder private func previewSheet(_ shelf: Shelf) -> some View {
                    switch shelf {
                    case .novels: NovelsPreview()
                    case .poems: Poems()
                    }
                }
            }
            struct Novels: View { var body: some View { Text("n") } }
            struct Poems: View { var body: some View { Text("p") } }
            struct NovelsPreview: View { var body: some View { Text("np") } }
            """, """
            app "LibraryApp"

            scene standard
            start Shelves

            screen Shelves kind list
              button "Novels" -> Novels
              button "Poems" -> Poems
              button "Preview novels" -> NovelsPreview sheet

            screen Novels

            screen Poems

            screen NovelsPreview
            """)
    }

    @Test("Views two namespaces deep (`extension Feature.Views { struct Home }`), made by their full name, are the scene's screens")
    func twoLevelNamespace() {
        expectFlow("""
            enum Feature { enum Views {} }
            @main
            struct StarsApp: App {
                var body: some Scene { WindowGroup { NavigationStack { Feature.Views.Home() } } }
            }
            extension Feature.Views {
                struct Home: View {
                    var body: some View {
                        List { NavigationLink("Preferences") { Feature.Views.Preferences() } }
                    }
                }
            }
            extension Feature.Views {
                struct Preferences: View { var body: some View { Text("p") } }
            }
            """, """
            app "StarsApp"

            scene standard
            start Home

            screen Home kind list
              link "Preferences" -> Preferences

            screen Preferences
            """)
    }

    @Test("A sheet whose content is two `if` blocks, each showing a view under its own condition, leads to both views")
    func separateIfBlocksInContent() {
        expectFlow("""
            @main
            struct GardenApp: App { var body: some Scene { WindowGroup { PlantList() } } }
            struct PlantList: View {
                @State private var showInfo = false
                @State private var note: String?
                @State private var photo: String?
                var body: some View {
                    Button("Info") { showInfo = true }
                        .sheet(isPresented: $showInfo) {
                            if let note { NoteView(text: note) }
                            if let photo { PhotoView(name: photo) }
                        }
                }
            }
            struct NoteView: View { let text: String; var body: some View { Text(text) } }
            struct PhotoView: View { let name: String; var body: some View { Text(name) } }
            """, """
            app "GardenApp"

            scene standard
            start PlantList

            screen PlantList
              button "Info" -> NoteView sheet
              button "Info" -> PhotoView sheet

            screen NoteView

            screen PhotoView
            """)
    }

    @Test("A view embedded in the one screen that shows it hands its covers closures that set its state: each cover's button leads to the next cover; a sheet that toggles its own flag does not lead to itself")
    func embeddedViewStateSetByPresentedClosure() {
        expectFlow("""
            @main
            struct PostApp: App { var body: some Scene { WindowGroup { ComposeStack() } } }
            struct ComposeStack: View {
                var body: some View { NavigationStack { ComposeHome() } }
            }
            struct ComposeHome: View {
                @State private var showEditor = false
                @State private var showCaption = false
                @State private var people = false
                var body: some View {
                    VStack {
                        Button("New Post") { showEditor = true }
                        Button("People") { people.toggle() }
                    }
                    .fullScreenCover(isPresented: $showEditor) { EditorView(onNext: { showCaption = true }) }
                    .fullScreenCover(isPresented: $showCaption) { CaptionView(onBack: { showEditor = true }) }
                    .sheet(isPresented: $people) {
                        VStack { Text("Ann").onTapGesture { people.toggle() } }
                    }
                }
            }
            struct EditorView: View {
                let onNext: () -> Void
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Next") { onNext(); dismiss() } }
            }
            struct CaptionView: View {
                let onBack: () -> Void
                var body: some View { Button("Back") { onBack() } }
            }
            """, """
            app "PostApp"

            scene standard
            start ComposeStack

            screen ComposeStack
              button "New Post" -> EditorView sheet
              button "People" -> ComposeStack_sheet sheet

            screen EditorView
              button "Next" -> CaptionView sheet

            screen ComposeStack_sheet
              gesture "Ann" custom

            screen CaptionView
              button "Back" -> EditorView sheet
            """)
    }

    @Test("A list's selection that `.onChange(of:)` turns into a sheet: the row leads to the sheet; a selection list that leads nowhere adds no row")
    func selectionListOpensSheet() {
        expectFlow("""
            @main
            struct NotesApp: App { var body: some Scene { WindowGroup { NoteList() } } }
            struct NoteList: View {
                let notes = ["Groceries", "Ideas"]
                @State private var picked: String?
                @State private var marked: Set<String> = []
                @State private var showNote = false
                var body: some View {
                    NavigationStack {
                        VStack {
                            List(notes, id: \\.self, selection: $picked) { note in Text(note) }
                            List(notes, id: \\.self, selection: $marked) { note in Text(note) }
                        }
                        .onChange(of: picked) {
                            if picked != nil { showNote = true }
                        }
                        .sheet(isPresented: $showNote) { NoteDetail(title: picked ?? "") }
                    }
                }
            }
            struct NoteDetail: View { let title: String; var body: some View { Text(title) } }
            """, """
            app "NotesApp"

            scene standard
            start NoteList

            screen NoteList kind list
              row "…" -> NoteDetail sheet
              # note: the text is built at run time

            screen NoteDetail
            """)
    }

    @Test("A header's buttons that exist only when the call gives a true flag or an optional action: each screen has the buttons its call gives, with the icon it gives")
    func headerButtonsByCallArguments() {
        expectFlow("""
            @main
            struct LedgerApp: App { var body: some Scene { WindowGroup { Dashboard() } } }
            struct HeaderBar: View {
                var title: String
                var showsBack: Bool = true
                var trailingIcon: String?
                var onBack: () -> Void
                var onTrailing: (() -> Void)?
                var body: some View {
                    HStack {
                        if showsBack { Button(action: onBack) { Image(systemName: "chevron.left") } }
                        Text(title)
                        if let onTrailing = onTrailing {
                            Button(action: onTrailing) { Image(systemName: trailingIcon ?? "ellipsis") }
                        }
                    }
                }
            }
            struct Dashboard: View {
                @State private var showAbout = false
                var body: some View {
                    VStack {
                        HeaderBar(title: "Dashboard", showsBack: false, trailingIcon: "info.circle", onBack: {}, onTrailing: { showAbout = true })
                    }
                    .sheet(isPresented: $showAbout) { AboutPage() }
                }
            }
            struct AboutPage: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { HeaderBar(title: "About", onBack: { dismiss() }) }
            }
            """, """
            app "LedgerApp"

            scene standard
            start Dashboard

            screen Dashboard
              button icon info.circle -> AboutPage sheet

            screen AboutPage
              button icon chevron.left
            """)
    }

    @Test("A header called with a trailing closure: the closure fills the first required action (as Swift scans), and the flags and optional actions the call leaves out still decide its buttons, each condition of an `if` on its own")
    func headerButtonsWithTrailingClosure() {
        expectFlow("""
            @main
            struct LedgerApp: App { var body: some Scene { WindowGroup { Dashboard() } } }
            struct TopBar: View {
                let title: String
                var showsBack: Bool = false
                var onBack: (() -> Void)? = nil
                var onMore: (() -> Void)?
                var onAdd: () -> Void
                var body: some View {
                    HStack {
                        if showsBack, let onBack { Button("Back", action: onBack) }
                        Text(title)
                        if let onMore = onMore, showsBack == false { Button("More", action: onMore) }
                        Button("Add", action: onAdd)
                    }
                }
            }
            struct Dashboard: View {
                @State private var adding = false
                var body: some View {
                    VStack { TopBar(title: "Home") { adding = true } }
                        .sheet(isPresented: $adding) { AddPage() }
                }
            }
            struct AddPage: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var more = false
                var body: some View {
                    TopBar(title: "Add", showsBack: true, onBack: { dismiss() }, onMore: { more = true }) {}
                        .sheet(isPresented: $more) { MorePage() }
                }
            }
            struct MorePage: View { var body: some View { Text("More") } }
            """, """
            app "LedgerApp"

            scene standard
            start Dashboard

            screen Dashboard
              button "Add" -> AddPage sheet

            screen AddPage
              button "Back"
              button "More" -> MorePage sheet
              button "Add"

            screen MorePage
            """)
    }

    @Test("A view with an initialiser of its own sets its properties its own way: `if let` on one of them keeps both branches")
    func ownInitialiserKeepsBranches() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Gallery() } } }
            struct Thumb<Content: View>: View {
                private let link: URL?
                private var content: () -> Content
                init(path: String, content: @escaping () -> Content) {
                    link = URL(string: path)
                    self.content = content
                }
                var body: some View {
                    if let link = link { content() } else { Text("No image") }
                }
            }
            struct Gallery: View {
                @State private var viewing = false
                var body: some View {
                    Thumb(path: "a.png", content: { Text("Photo").onTapGesture { viewing = true } })
                        .fullScreenCover(isPresented: $viewing) { Viewer() }
                }
            }
            struct Viewer: View { var body: some View { Text("Big") } }
            """, """
            app "A"

            scene standard
            start Gallery

            screen Gallery
              gesture "Photo" -> Viewer custom sheet

            screen Viewer
            """)
    }

    @Test("A view whose own initialiser sets its properties from its parameters: what a call gives, or the literal default it leaves in place, decides its branches")
    func ownInitialiserFromParameters() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Library() } } }
            struct Problem: View {
                private let message: String
                private let retry: (() -> Void)?
                private let secure: Bool
                init(_ message: String, secure: Bool = false, retry: (() -> Void)? = nil) {
                    self.message = message
                    self.secure = secure
                    self.retry = retry
                }
                var body: some View {
                    VStack {
                        Text(message)
                        if let retry = retry { Button("Try again", action: retry) }
                        if secure { Button("Sign in") {} }
                    }
                }
            }
            struct Library: View {
                var body: some View {
                    VStack {
                        Problem("Nothing here")
                        NavigationLink("Account") { Account() }
                    }
                }
            }
            struct Account: View {
                @State private var signingIn = false
                var body: some View {
                    Problem("Offline", secure: true, retry: { signingIn = true })
                        .sheet(isPresented: $signingIn) { SignIn() }
                }
            }
            struct SignIn: View { var body: some View { Text("Sign in") } }
            """, """
            app "A"

            scene standard
            start Library

            screen Library
              link "Account" -> Account

            screen Account
              button "Try again" -> SignIn sheet
              button "Sign in"

            screen SignIn
            """)
    }

    @Test("A label whose computed properties show each other twice over is read once along each path: the control keeps the text found, and the read ends")
    func labelPropertiesThatReferToEachOther() {
        expectFlow("""
            @main
            struct A: App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                @State private var show = false
                var body: some View {
                    Button { show = true } label: { first }
                        .sheet(isPresented: $show) { Other() }
                }
                var first: some View { HStack { Text("Open"); second; second } }
                var second: some View { VStack { first; first } }
            }
            struct Other: View { var body: some View { Text("o") } }
            """, """
            app "A"

            scene standard
            start Home

            screen Home
              button "Open" -> Other sheet

            screen Other
            """)
    }

    @Test("A row configured by an enum case that carries its title and action (`.action(title:perform:)`): each row shows its call's title and leads where its action leads")
    func rowByCaseWithTitleAndAction() {
        expectFlow("""
            @main
            struct HomeHubApp: App {
                var body: some Scene {
                    WindowGroup { HubSettings() }
                }
            }

            struct OptionRow: View {
                enum Style {
                    case action(title: String, perform: () -> Void)
                    case toggle(title: String, isOn: Binding<Bool>)
                }
                let symbol: String
                let style: Style

                var body: some View {
                    HStack {
                        Image(systemName: symbol)
                        switch style {
                        case .action(let title, let perform):
                            Text(title).onTapGesture(perform: perform)
                        case .toggle(let title, let isOn):
                            Toggle(title, isOn: isOn)
                        }
                    }
                }
            }

            enum HubSheet: Identifiable {
                case privacy, team
                var id: Self { self }
            }

            struct HubSettings: View {
                @State private var sheet: HubSheet?
                @State private var writingMail = false
                @State private var darkMode = false

                var body: some View {
                    VStack {
                        OptionRow(symbol: "moon", style: .toggle(title: "Dark mode", isOn: $darkMode))
                        OptionRow(symbol: "doc", style: .action(title: "Privacy", perform: { sheet = .privacy }))
                        OptionRow(symbol: "person.2", style: .action(title: "Our team", perform: { sheet = .team }))
                        OptionRow(symbol: "envelope", style: .action(title: "Contact us", perform: { writingMail = true }))
                    }
                    .sheet(item: $sheet) { which in
                        switch which {
                        case .privacy: PrivacyView()
                        case .team: TeamView()
                        }
                    }
                    .sheet(isPresented: $writingMail) { ContactView() }
                }
            }

            struct PrivacyView: View { var body: some View { Text("Privacy") } }
            struct TeamView: View { var body: some View { Text("Team") } }
            struct ContactView: View { var body: some View { TextField("Message", text: .constant("")) } }
            """, """
            app "HomeHubApp"

            scene standard
            start HubSettings

            screen HubSettings kind settings
              toggle "Dark mode"
              gesture "Privacy" -> PrivacyView custom sheet
              gesture "Our team" -> TeamView custom sheet
              gesture "Contact us" -> ContactView custom sheet

            screen PrivacyView

            screen TeamView

            screen ContactView
              field "Message"
            """)
    }

    @Test("The same through an initialiser of the row's own and a builder method that switches on the case it is handed")
    func rowByCaseThroughInitialiserAndMethod() {
        expectFlow("""
            @main
            struct HubApp: App {
                var body: some Scene { WindowGroup { Settings() } }
            }

            public struct Row: View {
                public enum Variant {
                    case plainText(text: String, action: () -> Void)
                    case toggle(text: String, binding: Binding<Bool>)
                }
                private let symbol: String
                private let variant: Variant
                public init(symbol: String, variant: Variant) {
                    self.symbol = symbol
                    self.variant = variant
                }
                public var body: some View {
                    HStack { Image(systemName: symbol); buildRowView(for: variant) }
                }
                @ViewBuilder
                private func buildRowView(for variant: Variant) -> some View {
                    switch variant {
                    case .plainText(let text, let action):
                        Text(text).onTapGesture(perform: action)
                    case .toggle(let text, let binding):
                        Toggle(text, isOn: binding)
                    }
                }
            }

            struct Settings: View {
                @State private var showPrivacy = false
                @State private var dark = false
                var body: some View {
                    VStack {
                        Row(symbol: "moon", variant: .toggle(text: "Dark", binding: $dark))
                        privacyRow()
                    }
                    .sheet(isPresented: $showPrivacy) { Text("Privacy") }
                }
                @ViewBuilder
                private func privacyRow() -> some View {
                    Row(symbol: "doc", variant: .plainText(text: "Privacy", action: { showPrivacy = true }))
                }
            }
            """, """
            app "HubApp"

            scene standard
            start Settings

            screen Settings kind settings
              toggle "Dark"
              gesture "Privacy" -> Settings_sheet custom sheet

            screen Settings_sheet
            """)
    }

    @Test("An action given as a ternary (`action: isAdvanced ? { showLib = true } : nil`): the control leads where the closure leads")
    func actionGivenAsTernary() {
        expectFlow("""
            @main
            struct TApp: App {
                var body: some Scene {
                    WindowGroup { Home() }
                }
            }

            struct ActionCard: View {
                let title: String
                let action: (() -> Void)?
                var body: some View {
                    if let action {
                        Button(title, action: action)
                    }
                }
            }

            struct Home: View {
                @State private var showLib = false
                @State private var showHelp = false
                let isAdvanced = true
                var body: some View {
                    VStack {
                        ActionCard(title: "Library", action: isAdvanced ? { showLib = true } : nil)
                        ActionCard(title: "Help", action: { showHelp = true })
                    }
                    .sheet(isPresented: $showLib) { LibraryView() }
                    .sheet(isPresented: $showHelp) { HelpView() }
                }
            }
            struct LibraryView: View { var body: some View { Text("Lib") } }
            struct HelpView: View { var body: some View { Text("Help") } }
            """, """
            app "TApp"

            scene standard
            start Home

            screen Home
              button "Library" -> LibraryView sheet
              button "Help" -> HelpView sheet

            screen LibraryView

            screen HelpView
            """)
    }
}
