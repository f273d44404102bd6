#if canImport(SwiftUI)
import SwiftUI

/// The Assistive Access app's first screen: the plants to water today.
struct TodayView: View {
    var body: some View {
        List {
            NavigationLink("Watered") {
                WateredView()
            }
        }
        .navigationTitle("Today")
    }
}

struct WateredView: View {
    var body: some View {
        Text("All done")
            .navigationTitle("Watered")
    }
}
#endif
