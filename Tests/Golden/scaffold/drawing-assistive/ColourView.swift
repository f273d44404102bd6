import SwiftUI

/// The screen "Colour" (`colour` in the flow).
struct ColourView: View {
    var body: some View {
        List {
            // TODO: what the screen shows besides its controls.
            // TODO: one row per item of your data.
            ForEach(0..<3, id: \.self) { _ in
                NavigationLink {
                    CanvasView()
                } label: {
                    Label("Colour", systemImage: "paintpalette")
                }
            }
        }
        .navigationTitle("Colour")
        .assistiveAccessNavigationIcon(systemImage: "paintpalette")
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        ColourView()
    }
}
