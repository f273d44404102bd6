//
//  RootView.swift
//  Journal
//

import SwiftUI

/// The tabs of the standard app.
enum AppTab: Hashable {
    case journal
    case insights
    case settings
}

struct RootView: View {
    @State private var selection = AppTab.journal
    @State private var isComposingFromLink = false

    var body: some View {
        TabView(selection: $selection) {
            Tab("Journal", systemImage: "book", value: AppTab.journal) {
                JournalListView()
            }
            Tab("Insights", systemImage: "chart.bar", value: AppTab.insights) {
                InsightsView()
            }
            Tab("Settings", systemImage: "gear", value: AppTab.settings) {
                SettingsView()
            }
        }
        .sheet(isPresented: $isComposingFromLink) {
            EntryEditorView(entry: nil)
        }
        // journal://new-entry, used by the widget and the Shortcuts action.
        .onOpenURL { url in
            guard url.scheme == "journal", url.host() == "new-entry" else { return }
            selection = .journal
            isComposingFromLink = true
        }
    }
}

#Preview {
    RootView()
        .environment(JournalStore.preview)
}
