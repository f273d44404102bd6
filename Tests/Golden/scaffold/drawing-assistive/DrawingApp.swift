import SwiftUI

// Scaffolded by aaflow from the flow of "Drawing": the Assistive Access scene.
// Task "Draw a picture": done in CanvasView.
// Task "Look at a drawing": done in DrawingView.
@main
struct DrawingApp: App {
    var body: some Scene {
        WindowGroup {
            StandardScenePlaceholderView()
        }
        AssistiveAccess {
            NavigationStack {
                HomeView()
            }
        }
    }
}

/// The standard scene, which this scaffold does not write.
struct StandardScenePlaceholderView: View {
    var body: some View {
        // TODO: the app as everyone uses it; `aaflow scaffold --scene standard` writes it from the flow.
        ContentUnavailableView("The app as everyone uses it comes here", systemImage: "hammer")
    }
}
