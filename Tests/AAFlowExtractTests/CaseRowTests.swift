import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes from a twelfth sweep of public apps: routers of one tab each, lists of an enum's cases,
/// texts kept in a view's properties, and a selection's handler read for the case each button sets.
@Suite struct CaseRowTests {

    @Test("Tab routers each with a nested `Destination`, named in each view by an alias, and a destination method called `navigationDestination` handed to a wrapper: each push leads to its own tab's case; a list of an enum's cases is one row per case, with the case's text; a title kept in a property is read")
    func tabRoutersWithAliasesAndCaseRows() {
        expectFlow("""
            @main
            struct GardenApp: App {
                @State private var plants = PlantsRouter()
                @State private var tools = ToolsRouter()
                var body: some Scene {
                    WindowGroup {
                        TabView {
                            PlantsScreen().tabItem { Label("Plants", systemImage: "leaf") }
                            ToolsScreen().tabItem { Label("Tools", systemImage: "hammer") }
                        }
                        .environment(plants)
                        .environment(tools)
                    }
                }
            }

            enum Section {
                case plants, tools
                var title: String {
                    return switch self {
                    case .plants: "My plants"
                    case .tools: "My tools"
                    }
                }
            }

            @Observable class StackRouter {
                var path = NavigationPath()
            }

            @Observable final class PlantsRouter: StackRouter {
                enum Destination: Hashable, CaseIterable, Identifiable {
                    case detail, care
                    var id: Self { self }
                    var title: String {
                        return switch self {
                        case .detail: "Rose"
                        case .care: "Care tips"
                        }
                    }
                }
                func navigate(to destination: Destination) { path.append(destination) }
            }

            @Observable final class ToolsRouter: StackRouter {
                enum Destination: Hashable { case shed }
                func navigate(to destination: Destination) { path.append(destination) }
            }

            extension View {
                func routed<Value: Hashable, Dest: View>(@ViewBuilder screen: @escaping (Value) -> Dest) -> some View {
                    navigationDestination(for: Value.self) { value in
                        screen(value)
                    }
                }
            }

            struct PlantsScreen: View {
                typealias Destination = PlantsRouter.Destination
                private let title = Section.plants.title
                @Environment(PlantsRouter.self) private var router

                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        List(Destination.allCases) { destination in
                            Text(destination.title)
                                .onTapGesture { router.navigate(to: destination) }
                        }
                        .navigationTitle(title)
                        .routed(screen: navigationDestination)
                    }
                }

                @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
                    switch destination {
                    case .detail: PlantDetailScreen()
                    case .care: CareTipsScreen()
                    }
                }
            }

            struct ToolsScreen: View {
                typealias Destination = ToolsRouter.Destination
                @Environment(ToolsRouter.self) private var router
                var heading: String { Section.tools.title }

                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) {
                        Button("Shed") { router.navigate(to: .shed) }
                            .navigationTitle(heading)
                            .routed(screen: navigationDestination)
                    }
                }

                @ViewBuilder private func navigationDestination(_ destination: Destination) -> some View {
                    switch destination {
                    case .shed: ShedScreen()
                    }
                }
            }

            struct PlantDetailScreen: View {
                var body: some View { Button("Water now") {}.navigationTitle("Rose") }
            }

            struct CareTipsScreen: View {
                var body: some View { Text("Tips").navigationTitle("Care") }
            }

            struct ShedScreen: View {
                var body: some View { Text("Shed").navigationTitle("Shed") }
            }
            """, """
            app "GardenApp"

            scene standard
            start standardTabs

            screen standardTabs kind tabs
              tab "Plants" icon leaf -> PlantsScreen
              tab "Tools" icon hammer -> ToolsScreen

            screen PlantsScreen "My plants" kind list feature Plants
              gesture "Rose" -> PlantDetailScreen custom
              gesture "Care tips" -> CareTipsScreen custom

            screen ToolsScreen "My tools" feature Tools
              button "Shed" -> ShedScreen

            screen PlantDetailScreen "Rose"
              button "Water now"

            screen CareTipsScreen "Care"

            screen ShedScreen "Shed"
            """)
    }

    @Test("A tab bar drawn over an enum's cases whose selection's `.onChange` presents for one case only: only that case's button leads to the sheet")
    func relayDecidedByCase() {
        expectFlow("""
            @main
            struct ScanApp: App {
                var body: some Scene {
                    WindowGroup { RootView() }
                }
            }

            enum AppTab: String, CaseIterable, Identifiable {
                case scan, history, settings
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .scan: "Scan"
                    case .history: "History"
                    case .settings: "Settings"
                    }
                }
            }

            struct RootView: View {
                @State private var currentTab: AppTab = .scan
                @State private var showSettings = false

                var body: some View {
                    VStack {
                        Text("Camera")
                        TabBar(selection: $currentTab)
                    }
                    .onChange(of: currentTab) { oldValue, newValue in
                        if newValue == .settings {
                            showSettings = true
                        }
                    }
                    .sheet(isPresented: $showSettings) { SettingsView() }
                }
            }

            struct TabBar: View {
                @Binding var selection: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            Button(tab.title) { selection = tab }
                        }
                    }
                }
            }

            struct SettingsView: View {
                var body: some View { Text("Settings").navigationTitle("Settings") }
            }
            """, """
            app "ScanApp"

            scene standard
            start RootView

            screen RootView
              button "Scan"
              button "History"
              button "Settings" -> SettingsView sheet

            screen SettingsView "Settings" kind settings
            """)
    }
}
