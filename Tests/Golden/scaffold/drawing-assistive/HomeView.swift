import SwiftUI

/// The screen "Drawing" (`home` in the flow).
struct HomeView: View {
    var body: some View {
        VStack(spacing: 16) {
            // TODO: what the screen shows besides its controls.
            NavigationLink {
                ColourView()
            } label: {
                Label("Draw", systemImage: "hand.draw")
            }
            NavigationLink {
                GalleryView()
            } label: {
                Label("Gallery", systemImage: "photo.on.rectangle")
            }
        }
        .navigationTitle("Drawing")
        .assistiveAccessNavigationIcon(systemImage: "hand.draw")
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        HomeView()
    }
}
