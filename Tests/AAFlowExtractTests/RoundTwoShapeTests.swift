import AAFlow
import Testing

/// The shapes of swiftui.md rules 23-34 ("What real apps need, round 2"),
/// each in a small project of our own.
@Suite struct RoundTwoShapeTests {
    @Test("Rule 25: a router enum built by a method through a private helper; pushes of known cases lead to their views")
    func routerEnumBuiltByMethods() {
        expectFlow("""
            @main
            struct RouterApp: App { var body: some Scene { WindowGroup { CoordinatorView() } } }
            final class Coordinator: ObservableObject {
                @Published var path = NavigationPath()
                func push(page: Pages) { path.append(page) }
            }
            enum Pages: Hashable {
                case home
                case detail(Int)
                case credits
            }
            extension Pages {
                func build() -> some View { makeView() }
                @ViewBuilder
                private func makeView() -> some View {
                    switch self {
                    case .home: HomeView()
                    case let .detail(n): DetailView(n: n)
                    case .credits: CreditsView()
                    }
                }
            }
            struct CoordinatorView: View {
                @StateObject private var coordinator = Coordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        Pages.home.build()
                            .navigationDestination(for: Pages.self) { page in
                                page.build()
                            }
                    }
                    .environmentObject(coordinator)
                }
            }
            struct HomeView: View {
                @EnvironmentObject var coordinator: Coordinator
                var body: some View {
                    List {
                        Button("Detail") { coordinator.push(page: .detail(1)) }
                        Button("Credits") { coordinator.push(page: .credits) }
                    }
                    .navigationTitle("Home")
                }
            }
            struct DetailView: View {
                let n: Int
                var body: some View { Text("d").navigationTitle("Detail") }
            }
            struct CreditsView: View {
                var body: some View { Text("c").navigationTitle("Credits") }
            }
            """, """
            app "RouterApp"

            scene standard
            start CoordinatorView

            screen CoordinatorView
              button "Detail" -> DetailView
              button "Credits" -> CreditsView

            screen DetailView "Detail"

            screen CreditsView "Credits"
            """)
    }
}
