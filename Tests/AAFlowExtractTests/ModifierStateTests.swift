import AAFlow
import AAFlowSwiftUI
import Testing

/// Modifiers of the project that keep their own state, and bindings made in place, in
/// small projects of our own.
@Suite struct ModifierStateTests {
    @Test("A ViewModifier with its own state, toolbar and sheets is read as if written where it is applied")
    func modifierWithItsOwnSheets() {
        expectFlow("""
            @main
            struct GearApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                var body: some View {
                    NavigationStack { Text("Projects").navigationTitle("Projects").withAccountMenu() }
                }
            }
            struct AccountMenuModifier: ViewModifier {
                @State private var showSettings = false
                func body(content: Content) -> some View {
                    content
                        .toolbar { Button("Settings", systemImage: "gear") { showSettings = true } }
                        .sheet(isPresented: $showSettings) { SettingsView() }
                }
            }
            extension View {
                func withAccountMenu() -> some View { modifier(AccountMenuModifier()) }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "GearApp"

            scene standard
            start HomeView

            screen HomeView "Projects"
              button "Settings" icon gear -> SettingsView sheet

            screen SettingsView "Settings" kind settings
            """)
    }

    @Test("A ViewModifier handed a binding it cannot read says so where it presents, rather than nothing")
    func modifierWithABindingItCannotRead() {
        let body = flowBody(extractProject("""
            @main
            struct GearApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            final class Routes { var help = false }
            struct HomeView: View {
                let routes = Routes()
                var body: some View {
                    Text("Home").navigationTitle("Home")
                        .modifier(HelpSheet(isPresented: routes.bindingForHelp()))
                }
            }
            struct HelpSheet: ViewModifier {
                let isPresented: Binding<Bool>
                func body(content: Content) -> some View {
                    content.sheet(isPresented: isPresented) { HelpView() }
                }
            }
            struct HelpView: View { var body: some View { Text("h").navigationTitle("Help") } }
            """))
        #expect(body.contains("# note: what shows this sheet is a binding aaflow cannot read"))
    }

    @Test("A constant binding of a test on state shows when a control sets that state")
    func constantBindingOfState() {
        expectFlow("""
            @main
            struct PickApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var picked: String?
                var body: some View {
                    Button("Pick", systemImage: "hand.tap") { picked = "x" }
                        .navigationTitle("Home")
                        .sheet(isPresented: Binding<Bool>.constant($picked.wrappedValue != nil)) { DetailView() }
                }
            }
            struct DetailView: View { var body: some View { Text("d").navigationTitle("Detail") } }
            """, """
            app "PickApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Pick" icon hand.tap -> DetailView sheet

            screen DetailView "Detail"
            """)
    }

    @Test("What .onAppear presents by a value it names is an entry; a value it cannot tell stays a note")
    func onAppearPresents() {
        expectFlow("""
            @main
            struct OnboardApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            enum Sheet: Identifiable { case onboarding, settings; var id: Self { self } }
            struct HomeView: View {
                @AppStorage("seen") private var seen = false
                @State private var sheet: Sheet?
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .navigationTitle("Home")
                            .toolbar { Button("Settings", systemImage: "gear") { sheet = .settings } }
                    }
                    .sheet(item: $sheet) { s in
                        switch s {
                        case .onboarding: OnboardingView()
                        case .settings: SettingsView()
                        }
                    }
                    .onAppear { if !seen { sheet = .onboarding } }
                }
            }
            struct OnboardingView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Continue", systemImage: "arrow.right") { dismiss() }.navigationTitle("Welcome") }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Settings") } }
            """, """
            app "OnboardApp"

            scene standard
            start HomeView
            entry OnboardingView "shown by itself from HomeView (.onAppear)"

            screen HomeView "Home"
            # note: `.onAppear` navigates by itself when the screen appears
              button "Settings" icon gear -> SettingsView sheet

            screen SettingsView "Settings" kind settings

            screen OnboardingView "Welcome"
              button "Continue" icon arrow.right
            """)
    }
}
