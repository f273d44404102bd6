import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes of real apps written out the long way (`self.`, views handed to
/// modifiers, router views with wrapped branches), each in a small project
/// of our own: the flow is the one the short way gives.
@Suite struct WrittenOutShapeTests {
    @Test("A binding written `self.$flag` is the flag that `self.flag = true` sets")
    func bindingThroughSelf() {
        expectFlow("""
            @main
            struct SelfApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showFilter = false
                @State private var showHelp = false
                var body: some View {
                    NavigationView {
                        VStack {
                            Button("Filter") { self.showFilter = true }
                            Button("Help") { self.showHelp = true }
                        }
                        .navigationBarTitle("Home")
                        .sheet(isPresented: self.$showFilter) { FilterView() }
                        .sheet(isPresented: $showHelp) { HelpView() }
                    }
                }
            }
            struct FilterView: View { var body: some View { Text("f").navigationTitle("Filter") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "SelfApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Filter" -> FilterView sheet
              button "Help" -> HelpView sheet

            screen FilterView "Filter"

            screen HelpView "Help"
            """)
    }

    @Test("A view-building method called as `self.row(...)` is expanded as `row(...)` is")
    func methodCalledThroughSelf() {
        expectFlow("""
            @main
            struct SelfCallApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showNew = false
                var body: some View {
                    NavigationView {
                        VStack {
                            self.toolbarRow(count: 2)
                            self.header
                        }
                        .navigationBarTitle("Home")
                        .sheet(isPresented: self.$showNew) { NewItemView() }
                    }
                }
                private func toolbarRow(count: Int) -> some View {
                    HStack {
                        NavigationLink("Details", destination: DetailView())
                        Button("New") { self.showNew = true }
                    }
                }
                private var header: some View {
                    NavigationLink("Profile", destination: ProfileView())
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            struct NewItemView: View { var body: some View { Text("n").navigationTitle("New") } }
            """, """
            app "SelfCallApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              link "Details" -> DetailView
              button "New" -> NewItemView sheet
              link "Profile" -> ProfileView

            screen DetailView "Detail"

            screen NewItemView "New"

            screen ProfileView "Profile"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Views handed to modifiers by name: bar items, an overlay, the content a view was given")
    func viewsHandedToModifiers() {
        expectFlow("""
            @main
            struct BarApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var showAbout = false
                @State private var showSettings = false
                @State private var showNew = false
                var side: CGFloat { 20 }
                var body: some View {
                    NavigationView {
                        Text("Home")
                            .navigationBarTitle("Home")
                            .navigationBarItems(leading: aboutButton,
                                                trailing: Button("Settings") { showSettings = true })
                            .sheet(isPresented: $showAbout) { AboutView() }
                            .sheet(isPresented: $showSettings) { SettingsView() }
                            .overlay(self.addButton, alignment: .bottom)
                            .frame(width: side)
                            .sheet(isPresented: $showNew) { NewView() }
                    }
                }
                private var aboutButton: some View {
                    Button(action: { showAbout = true }) {
                        Label("About", systemImage: "info.circle")
                    }
                }
            }
            extension HomeView {
                var addButton: some View { Button("New") { showNew = true } }
            }
            struct NewView: View { var body: some View { Text("n").navigationTitle("New") } }
            struct AboutView: View { var body: some View { Text("a").navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Preferences") } }
            """, """
            app "BarApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "About" icon info.circle -> AboutView sheet
              button "Settings" -> SettingsView sheet
              button "New" -> NewView sheet

            screen AboutView "About"

            screen SettingsView "Preferences" kind settings

            screen NewView "New"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a router view given `$0` of `.sheet(item:)` shows the case each control sets")
    func routerViewGivenAnonymousParameter() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Sheet: View {
                enum Kind: Identifiable {
                    case about, settings
                    var id: Int { hashValue }
                }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .about: AboutView()
                    case .settings: SettingsView()
                    }
                }
            }
            struct HomeView: View {
                @State private var sheet: Sheet.Kind?
                var body: some View {
                    NavigationStack {
                        List {
                            Button("About") { sheet = .about }
                            Button("Settings") { sheet = .settings }
                        }
                        .navigationTitle("Home")
                        .sheet(item: $sheet) { Sheet(kind: $0) }
                    }
                }
            }
            struct AboutView: View { var body: some View { Text("a").navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "About" -> AboutView sheet
              button "Settings" -> SettingsView sheet

            screen AboutView "About"

            screen SettingsView "Options" kind settings
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Rule 32: a router view whose branches name a value first or wrap their view in a stack is still looked through")
    func routerViewWithWrappedBranches() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct Sheet: View {
                enum Kind: Identifiable {
                    case about, settings, help
                    var id: Int { hashValue }
                }
                let kind: Kind
                var body: some View {
                    switch kind {
                    case .about:
                        let version = "1.0"
                        AboutView(version: version)
                    case .settings:
                        NavigationStack { SettingsView() }
                    case .help:
                        NavigationView {
                            HelpView()
                        }
                        .navigationViewStyle(.stack)
                    }
                }
            }
            struct HomeView: View {
                @State private var sheet: Sheet.Kind?
                var body: some View {
                    NavigationStack {
                        List {
                            Button("About") { sheet = .about }
                            Button("Settings") { sheet = .settings }
                            Button("Help") { sheet = .help }
                        }
                        .navigationTitle("Home")
                        .sheet(item: $sheet) { kind in Sheet(kind: kind) }
                    }
                }
            }
            struct AboutView: View { let version: String; var body: some View { Button("Rate") {}.navigationTitle("About") } }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "RouterApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "About" -> AboutView sheet
              button "Settings" -> SettingsView sheet
              button "Help" -> HelpView sheet

            screen AboutView "About"
              button "Rate"

            screen SettingsView "Options" kind settings

            screen HelpView "Help"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("A coordinator's path and push inherited from a base class of the project are followed")
    func membersOfASuperclass() {
        expectFlow("""
            enum Route: Hashable { case detail, help }
            class BaseCoordinator: ObservableObject {
                @Published var path: [Route] = []
                func push(_ r: Route) { path.append(r) }
            }
            class TabCoordinator: BaseCoordinator {
                func showHelp() { push(.help) }
            }
            final class HomeCoordinator: TabCoordinator {}
            @main
            struct InheritApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @StateObject var coordinator = HomeCoordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        VStack {
                            Button("Open") { coordinator.push(.detail) }
                            Button("Help") { coordinator.showHelp() }
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .detail: DetailScreen()
                            case .help: HelpScreen()
                            }
                        }
                    }
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct HelpScreen: View { var body: some View { Text("h").navigationTitle("Help") } }
            """, """
            app "InheritApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Open" -> DetailScreen
              button "Help" -> HelpScreen

            screen DetailScreen "Detail"

            screen HelpScreen "Help"
            """)
    }
}

extension WrittenOutShapeTests {
    @Test("Methods overloaded by the type of their parameter: the one whose type holds the case given")
    func overloadsByParameterType() {
        expectFlow("""
            enum Route: Hashable { case detail }
            enum Modal: Identifiable { case add; var id: Int { 0 } }
            final class Coordinator: ObservableObject {
                @Published var path: [Route] = []
                @Published var modal: Modal?
                @ViewBuilder func build(_ r: Route) -> some View {
                    switch r { case .detail: DetailScreen() }
                }
                @ViewBuilder func build(_ m: Modal) -> some View {
                    switch m { case .add: AddScreen() }
                }
            }
            @main
            struct OverloadApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @StateObject var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        List {
                            Button("Open") { coordinator.path.append(.detail) }
                            Button("Add") { coordinator.modal = .add }
                        }
                        .navigationTitle("Home")
                        .navigationDestination(for: Route.self) { coordinator.build($0) }
                        .sheet(item: $coordinator.modal) { coordinator.build($0) }
                    }
                }
            }
            struct DetailScreen: View { var body: some View { Text("d").navigationTitle("Detail") } }
            struct AddScreen: View { var body: some View { Text("a").navigationTitle("Add") } }
            """, """
            app "OverloadApp"

            scene standard
            start HomeView

            screen HomeView "Home" kind list
              button "Open" -> DetailScreen
              button "Add" -> AddScreen sheet

            screen DetailScreen "Detail"

            screen AddScreen "Add"
            """)
    }
}
