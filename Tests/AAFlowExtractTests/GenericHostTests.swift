import AAFlow
import AAFlowSwiftUI
import Testing

/// Generic host views that draw what a coordinator makes (`FlowHost<C: FlowCoordinator>`),
/// in small projects of our own: the generic parameter stands for the type the call gives.
@Suite struct GenericHostTests {

    @Test("A generic host's screen reads the methods of the coordinator type its call gives, and its destination is for the associated type that coordinator uses")
    func hostCallsTheGivenCoordinator() {
        expectFlow("""
            // A coordinator protocol with associated types; a generic host view draws
            // whatever the concrete coordinator makes.
            protocol FlowCoordinator {
                associatedtype Step: Hashable
                associatedtype Root: View
                associatedtype Page: View

                var steps: StepList<Step> { get }

                @MainActor @ViewBuilder func makeRoot() -> Root
                @MainActor @ViewBuilder func makePage(for step: Step) -> Page
            }

            @Observable
            final class StepList<Step: Hashable> {
                var path = NavigationPath()
                func go(_ step: Step) { path.append(step) }
            }

            struct FlowHost<C: FlowCoordinator>: View {
                @State private var steps: StepList<C.Step>
                private let coordinator: C

                init(coordinator: C) {
                    self.coordinator = coordinator
                    _steps = State(initialValue: coordinator.steps)
                }

                var body: some View {
                    NavigationStack(path: $steps.path) {
                        coordinator.makeRoot()
                            .navigationDestination(for: C.Step.self) { step in
                                coordinator.makePage(for: step)
                            }
                    }
                }
            }

            enum GardenStep: Hashable {
                case plants
                case plant
            }

            final class GardenCoordinator: FlowCoordinator {
                let steps = StepList<GardenStep>()

                func makeRoot() -> some View {
                    makePage(for: .plants)
                }

                func makePage(for step: GardenStep) -> some View {
                    switch step {
                    case .plants:
                        PlantListScreen(onOpen: { self.steps.go(.plant) })
                    case .plant:
                        PlantScreen()
                    }
                }
            }

            @main
            struct GardenApp: App {
                let coordinator = GardenCoordinator()

                var body: some Scene {
                    WindowGroup {
                        FlowHost(coordinator: coordinator)
                    }
                }
            }

            struct PlantListScreen: View {
                let onOpen: () -> Void
                var body: some View {
                    List {
                        Button("Open plant") {
                            onOpen()
                        }
                    }
                    .navigationTitle("Plants")
                }
            }

            struct PlantScreen: View {
                var body: some View {
                    Text("A plant").navigationTitle("Plant")
                }
            }
            """, """
            app "GardenApp"

            scene standard
            start FlowHost

            screen FlowHost
            # note: the destination for `GardenStep` can show `PlantListScreen`, but no control that aaflow can follow pushes a value that leads there
              button "Open plant" -> PlantScreen

            screen PlantScreen "Plant"
            """)
    }

    @Test("A generic host that hands its coordinator to another generic view: the type is followed through both calls")
    func hostHandsTheCoordinatorOn() {
        expectFlow("""
            // A coordinator protocol with associated types; a generic host view draws
            // whatever the concrete coordinator makes.
            protocol FlowCoordinator {
                associatedtype Step: Hashable
                associatedtype Root: View
                associatedtype Page: View

                var steps: StepList<Step> { get }

                @MainActor @ViewBuilder func makeRoot() -> Root
                @MainActor @ViewBuilder func makePage(for step: Step) -> Page
            }

            @Observable
            final class StepList<Step: Hashable> {
                var path = NavigationPath()
                func go(_ step: Step) { path.append(step) }
            }

            struct FlowHost<C: FlowCoordinator>: View {
                @State private var steps: StepList<C.Step>
                private let coordinator: C

                init(coordinator: C) {
                    self.coordinator = coordinator
                    _steps = State(initialValue: coordinator.steps)
                }

                var body: some View {
                    NavigationStack(path: $steps.path) {
                        FlowContent(coordinator: coordinator)
                    }
                }
            }

            struct FlowContent<C: FlowCoordinator>: View {
                let coordinator: C
                var body: some View {
                    coordinator.makeRoot()
                        .navigationDestination(for: C.Step.self) { step in
                            coordinator.makePage(for: step)
                        }
                }
            }

            enum GardenStep: Hashable {
                case plants
                case plant
            }

            final class GardenCoordinator: FlowCoordinator {
                let steps = StepList<GardenStep>()

                func makeRoot() -> some View {
                    makePage(for: .plants)
                }

                func makePage(for step: GardenStep) -> some View {
                    switch step {
                    case .plants:
                        PlantListScreen(onOpen: { self.steps.go(.plant) })
                    case .plant:
                        PlantScreen()
                    }
                }
            }

            @main
            struct GardenApp: App {
                let coordinator = GardenCoordinator()

                var body: some Scene {
                    WindowGroup {
                        FlowHost(coordinator: coordinator)
                    }
                }
            }

            struct PlantListScreen: View {
                let onOpen: () -> Void
                var body: some View {
                    List {
                        Button("Open plant") {
                            onOpen()
                        }
                    }
                    .navigationTitle("Plants")
                }
            }

            struct PlantScreen: View {
                var body: some View {
                    Text("A plant").navigationTitle("Plant")
                }
            }
            """, """
            app "GardenApp"

            scene standard
            start FlowHost

            screen FlowHost
            # note: the destination for `GardenStep` can show `PlantListScreen`, but no control that aaflow can follow pushes a value that leads there
              button "Open plant" -> PlantScreen

            screen PlantScreen "Plant"
            """)
    }

    @Test("A generic parameter no call tells the type of: a note says what is not read, where it is called")
    func unresolvedGenericIsNoted() {
        expectFlow("""


            protocol Maker {
                associatedtype Root: View
                @MainActor @ViewBuilder func makeRoot() -> Root
            }

            struct Host<M: Maker>: View {
                let maker: M
                var body: some View { NavigationStack { maker.makeRoot() } }
            }

            struct GardenMaker: Maker {
                func makeRoot() -> some View { PlantList() }
            }

            @main
            struct GardenApp: App {
                func chosenMaker() -> some Maker { GardenMaker() }
                var body: some Scene { WindowGroup { Host(maker: chosenMaker()) } }
            }

            struct PlantList: View { var body: some View { Text("Plants").navigationTitle("Plants") } }
            """, """
            app "GardenApp"

            scene standard
            start Host

            screen Host
            # note: `makeRoot()` is called on a value of `M`, a generic parameter of Host, and no call that shows Host tells which type it is: what it shows is not read

            # What was not placed: View types that look like screens and that no scene reaches
            # not placed: PlantList  # App.swift:23: constructed only in GardenMaker, which no scene reaches
            """)
    }

    @Test("A generic View extension around `navigationDestination(for: Value.self)` handed a method of the caller (`screen: build`): the destination is for the type that method takes, and each push shows its case")
    func genericDestinationWrapper() {
        expectFlow("""


            @main
            struct GardenApp: App {
                var body: some Scene {
                    WindowGroup {
                        PlantsScreen()
                    }
                }
            }

            @Observable final class StackRouter {
                var path = NavigationPath()
                func back() { path.removeLast() }
            }

            extension View {
                // A project wrapper around navigationDestination, generic over the value type,
                // that adds a custom back button to every destination.
                func routed<Value: Hashable, Dest: View>(
                    by router: StackRouter,
                    @ViewBuilder screen: @escaping (Value) -> Dest
                ) -> some View {
                    navigationDestination(for: Value.self) { value in
                        screen(value)
                            .toolbar { Button("Back", action: router.back) }
                    }
                }
            }

            enum PlantRoute: Hashable {
                case detail
                case care
            }

            struct PlantsScreen: View {
                @State private var router = StackRouter()

                var body: some View {
                    NavigationStack(path: $router.path) {
                        VStack {
                            Button("Open plant") { router.path.append(PlantRoute.detail) }
                            Button("Care tips") { router.path.append(PlantRoute.care) }
                        }
                        .navigationTitle("Plants")
                        .routed(by: router, screen: build)
                    }
                }

                @ViewBuilder private func build(_ route: PlantRoute) -> some View {
                    switch route {
                    case .detail: PlantDetailScreen()
                    case .care: CareTipsScreen()
                    }
                }
            }

            struct PlantDetailScreen: View {
                var body: some View { Button("Water now") {}.navigationTitle("Plant") }
            }

            struct CareTipsScreen: View {
                var body: some View { Text("Tips").navigationTitle("Care") }
            }
            """, """
            app "GardenApp"

            scene standard
            start PlantsScreen

            screen PlantsScreen "Plants"
              button "Open plant" -> PlantDetailScreen
              button "Care tips" -> CareTipsScreen

            screen PlantDetailScreen "Plant"
              button "Water now"
              button "Back"

            screen CareTipsScreen "Care"
              button "Back"
            """)
    }

}
