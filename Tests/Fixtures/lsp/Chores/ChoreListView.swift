import SwiftUI

struct ChoreListView: View {
    var body: some View {
        List {
            NavigationLink("Sweep") {
                ChoreView()
            }
        }
        .navigationTitle("Chores")
        .assistiveAccessNavigationIcon(systemImage: "checklist")
    }
}
