import SwiftUI

/// The screen "Gallery" (`gallery` in the flow).
struct GalleryView: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {
                // TODO: what the screen shows besides its controls.
                // TODO: one row per item of your data.
                ForEach(0..<3, id: \.self) { _ in
                    NavigationLink {
                        DrawingView()
                    } label: {
                        Label("Drawing", systemImage: "scribble")
                    }
                }
            }
        }
        .navigationTitle("Gallery")
        .assistiveAccessNavigationIcon(systemImage: "photo.on.rectangle")
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        GalleryView()
    }
}
