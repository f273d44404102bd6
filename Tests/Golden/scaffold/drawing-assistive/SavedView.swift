import SwiftUI

/// The screen "Saved" (`saved` in the flow).
struct SavedView: View {
    @State private var isShowingGallery = false

    var body: some View {
        VStack(spacing: 16) {
            // TODO: what the screen shows besides its controls.
            Button {
                isShowingGallery = true
            } label: {
                Label("See My Drawings", systemImage: "photo.on.rectangle")
            }
        }
        .navigationTitle("Saved")
        .assistiveAccessNavigationIcon(systemImage: "checkmark.circle")
        .navigationDestination(isPresented: $isShowingGallery) {
            GalleryView()
        }
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        SavedView()
    }
}
