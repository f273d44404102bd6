import SwiftUI

@main
struct PhotoApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
        }
        AssistiveAccess {
            SimpleHomeView()
        }
    }
}
