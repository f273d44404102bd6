// Garden: which plants to water today. A small app of this test package's
// own, for the build tool plugin's audit. SwiftUI exists on Apple's systems
// only: behind `#if canImport(SwiftUI)` the code is compiled there and
// skipped on Linux, while aaflow reads the iOS branch everywhere.
#if canImport(SwiftUI)
import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                PlantsView()
            }
        }
        #if os(iOS)
        AssistiveAccess {
            NavigationStack {
                TodayView()
            }
        }
        #endif
    }
}
#endif

/// What the target holds on every system.
public enum Garden {
    public static let name = "Garden"
}
