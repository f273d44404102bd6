//
//  AssistiveJournalView.swift
//  Journal
//
//  The start of the Assistive Access scene: one list, one stack. A person can
//  check in with a mood or read a recent entry; nothing else.
//

import SwiftUI

struct AssistiveJournalView: View {
    /// Set in the standard app's settings, never inside Assistive Access.
    static let showsPastEntriesKey = "assistiveShowsPastEntries"

    @Environment(JournalStore.self) private var store
    @AppStorage(AssistiveJournalView.showsPastEntriesKey) private var showsPastEntries = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    CheckInView()
                } label: {
                    Label("Check In", systemImage: "plus.circle")
                }
                ForEach(store.recentEntries(includingPast: showsPastEntries)) { entry in
                    NavigationLink(value: entry) {
                        Label(entry.title, systemImage: "book.pages")
                    }
                }
            }
            .navigationTitle("Journal")
            .assistiveAccessNavigationIcon(systemImage: "book.closed")
            .navigationDestination(for: JournalEntry.self) { entry in
                AssistiveEntryView(entry: entry)
            }
        }
    }
}

#Preview(traits: .assistiveAccess) {
    AssistiveJournalView()
        .environment(JournalStore.preview)
}
