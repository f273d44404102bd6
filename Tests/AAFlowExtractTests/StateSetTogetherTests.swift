import AAFlow
import AAFlowSwiftUI
import Testing

/// Shapes of real apps where what a control leads to depends on more than
/// the binding it sets, each in a small project of our own.
@Suite struct StateSetTogetherTests {
    @Test("A case set with the flag (`route = .settings; showSheet = true`) is the case the sheet's `switch` shows")
    func caseSetBesideTheFlag() {
        expectFlow("""
            enum Route { case settings, profile }
            @main
            struct RouteApp: App { var body: some Scene { WindowGroup { HomeView() } } }
            struct HomeView: View {
                @State private var route: Route = .settings
                @State private var showSheet = false
                var body: some View {
                    VStack {
                        Button("Settings", systemImage: "gear") {
                            route = .settings
                            showSheet = true
                        }
                        Button("Profile", systemImage: "person") {
                            self.route = .profile
                            self.showSheet = true
                        }
                        Button("Again", systemImage: "arrow.clockwise") { showSheet = true }
                    }
                    .sheet(isPresented: $showSheet) {
                        switch route {
                        case .settings: SettingsView()
                        case .profile: ProfileView()
                        }
                    }
                }
            }
            struct SettingsView: View { var body: some View { Text("s").navigationTitle("Options") } }
            struct ProfileView: View { var body: some View { Text("p").navigationTitle("Profile") } }
            """, """
            app "RouteApp"

            scene standard
            start HomeView

            screen HomeView
              button "Settings" icon gear -> SettingsView sheet
              button "Profile" icon person -> ProfileView sheet
              button "Again" icon arrow.clockwise -> SettingsView sheet
              button "Again" icon arrow.clockwise -> ProfileView sheet

            screen SettingsView "Options" kind settings

            screen ProfileView "Profile"
            """)
    }

    @Test("A method that calls the next one on both sides of an `if`, 40 levels deep, is followed once per method")
    func sharedCalleesOnBothBranches() {
        var steps = ""
        for i in 0..<40 { steps += "    func step\(i)() { if ready { step\(i + 1)() } else { step\(i + 1)() } }\n" }
        expectFlow("""
            final class Player: ObservableObject {
                @Published var showQueue = false
                var ready = false
            \(steps)    func step40() { showQueue = true }
            }
            @main
            struct HangApp: App {
                @StateObject private var player = Player()
                var body: some Scene { WindowGroup { HomeView().environmentObject(player) } }
            }
            struct HomeView: View {
                @EnvironmentObject var player: Player
                var body: some View {
                    NavigationStack {
                        Button("Play", systemImage: "play") { player.step0() }
                            .navigationTitle("Home")
                            .sheet(isPresented: $player.showQueue) { QueueView() }
                    }
                }
            }
            struct QueueView: View { var body: some View { Text("q").navigationTitle("Queue") } }
            """, """
            app "HangApp"

            scene standard
            start HomeView

            screen HomeView "Home"
              button "Play" icon play -> QueueView sheet

            screen QueueView "Queue"
            """)
    }

    @Test("A timeout on a queue of the project's own, in a service a button calls, is no timer of the screen; the main queue's is")
    func backgroundQueueTimeoutIsNoTimer() {
        expectFlow("""
            @main
            struct SyncApp: App { var body: some Scene { WindowGroup { InboxView() } } }
            struct InboxView: View {
                @State private var saved = false
                var body: some View {
                    VStack {
                        Button("Send", systemImage: "paperplane") { SyncClient.shared.send("x") }
                        Button("Save", systemImage: "tray") {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 3) { saved = true }
                        }
                    }
                    .navigationTitle("Inbox")
                }
            }
            final class SyncClient {
                static let shared = SyncClient()
                private let queue = DispatchQueue(label: "sync")
                private var pending: [Int: String] = [:]
                func send(_ payload: String) {
                    pending[1] = payload
                    queue.asyncAfter(deadline: .now() + .seconds(20)) { [weak self] in
                        self?.pending.removeValue(forKey: 1)
                    }
                }
            }
            """, """
            app "SyncApp"

            scene standard
            start InboxView

            screen InboxView "Inbox"
              button "Send" icon paperplane
              button "Save" icon tray
              after 3s
            """)
    }

    @Test("A link with `tag:` and `selection:` is led to by the controls that set the selection to its tag")
    func linkWithTagAndSelection() {
        expectFlow("""
            enum FormKind: Hashable { case addBatch, editItem }
            @main
            struct TagLinkApp: App { var body: some Scene { WindowGroup { NavigationView { PantryItemView() } } } }
            struct PantryItemView: View {
                @State private var activeForm: FormKind?
                var body: some View {
                    VStack {
                        Button("Add Batch", systemImage: "plus") { activeForm = .addBatch }
                        NavigationLink(destination: AddBatchView(), tag: .addBatch, selection: $activeForm) { EmptyView() }
                        NavigationLink(destination: EditItemView(), tag: .editItem, selection: $activeForm) { EmptyView() }
                    }
                    .navigationTitle("Flour")
                    .toolbar {
                        Button { activeForm = .editItem } label: { Label("Edit", systemImage: "pencil") }
                    }
                }
            }
            struct AddBatchView: View { var body: some View { Text("b").navigationTitle("Add Batch") } }
            struct EditItemView: View { var body: some View { Text("e").navigationTitle("Edit Item") } }
            """, """
            app "TagLinkApp"

            scene standard
            start PantryItemView

            screen PantryItemView "Flour"
              button "Add Batch" icon plus -> AddBatchView
              button "Edit" icon pencil -> EditItemView

            screen AddBatchView "Add Batch"

            screen EditItemView "Edit Item"
            """)
    }
}
