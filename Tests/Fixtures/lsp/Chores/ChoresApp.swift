import SwiftUI

@main
struct ChoresApp: App {
    var body: some Scene {
        WindowGroup {
            ChoreListView()
        }
        AssistiveAccess {
            NavigationStack {
                ChoreListView()
            }
        }
    }
}
