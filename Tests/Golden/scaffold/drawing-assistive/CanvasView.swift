import SwiftUI

/// The screen "Canvas" (`canvas` in the flow).
struct CanvasView: View {
    @State private var isShowingSaved = false

    var body: some View {
        VStack(spacing: 16) {
            Canvas { context, size in
                // TODO: draw.
            }
            Button {
                isShowingSaved = true
            } label: {
                Label("Done", systemImage: "checkmark")
            }
        }
        .navigationTitle("Canvas")
        .assistiveAccessNavigationIcon(systemImage: "hand.draw")
        .navigationDestination(isPresented: $isShowingSaved) {
            SavedView()
        }
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        CanvasView()
    }
}
