import SwiftUI

/// The screen "Drawing" (`drawing` in the flow).
struct DrawingView: View {
    var body: some View {
        VStack(spacing: 16) {
            // TODO: what the screen shows besides its controls.
        }
        .navigationTitle("Drawing")
        .assistiveAccessNavigationIcon(systemImage: "scribble")
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        DrawingView()
    }
}
