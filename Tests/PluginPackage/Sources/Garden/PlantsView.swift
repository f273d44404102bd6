#if canImport(SwiftUI)
import SwiftUI

/// Every plant of the garden, as everyone sees it.
struct PlantsView: View {
    var body: some View {
        List {
            NavigationLink {
                TodayView()
            } label: {
                Label("Today", systemImage: "drop")
            }
        }
        .navigationTitle("Plants")
    }
}
#endif
