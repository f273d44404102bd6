import SwiftUI

// A SwiftUI app beside the package's code (not built here: SwiftUI exists on
// Apple's systems only), for `swift package aaflow audit`.
@main
struct RemindersApp: App {
    var body: some Scene {
        WindowGroup {
            TodayView()
        }
    }
}

struct TodayView: View {
    var body: some View {
        NavigationStack {
            List {
                Button("Done", systemImage: "checkmark") { }
            }
            .navigationTitle("Today")
        }
    }
}
