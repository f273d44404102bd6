import SwiftUI

struct ChoreView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Back", systemImage: "chevron.left") { dismiss() }
            Button("Forget it", systemImage: "trash", role: .destructive) { }
        }
        .navigationTitle("Sweep")
        .assistiveAccessNavigationIcon(systemImage: "broom")
    }
}

#Preview(traits: .assistiveAccess) {
    ChoreView()
}
