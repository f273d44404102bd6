import SwiftUI

struct ContentView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showSettings = false
    let items: [Item]

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        DetailView(item: item)
                    } label: {
                        Label(item.title, systemImage: "photo")
                    }
                }
                NavigationLink("About", destination: AboutView())
            }
            .navigationTitle("Photos")
            .toolbar {
                Button("Settings", systemImage: "gear") { showSettings = true }
            }
            .sheet(isPresented: $showSettings) { SettingsView() }
        }
    }
}
