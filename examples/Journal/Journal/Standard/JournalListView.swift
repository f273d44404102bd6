//
//  JournalListView.swift
//  Journal
//

import SwiftUI

struct JournalListView: View {
    @Environment(JournalStore.self) private var store
    @State private var model = JournalListModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            List {
                ForEach(store.filteredEntries(matching: model.query)) { entry in
                    NavigationLink(value: entry) {
                        EntryRow(entry: entry)
                    }
                    .swipeActions(edge: .leading) {
                        Button("Favorite", systemImage: "star") {
                            store.toggleFavorite(entry)
                        }
                        .tint(.yellow)
                    }
                }
                .onDelete { offsets in
                    store.delete(at: offsets)
                }
            }
            .overlay {
                if store.entries.isEmpty {
                    ContentUnavailableView(
                        "No Entries Yet",
                        systemImage: "book.closed",
                        description: Text("Write how your day went.")
                    )
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: JournalEntry.self) { entry in
                EntryDetailView(entry: entry)
            }
            .searchable(text: $model.query, prompt: "Search entries")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("New Entry", systemImage: "square.and.pencil") {
                        model.startNewEntry()
                    }
                }
            }
            .sheet(isPresented: $model.isComposing) {
                EntryEditorView(entry: nil)
            }
        }
    }
}

/// One line of the journal list: the mood, the title and the day.
struct EntryRow: View {
    let entry: JournalEntry

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: entry.mood.symbol)
                .font(.title2)
                .foregroundStyle(.tint)
                .frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.title)
                    .font(.headline)
                Text(entry.date, format: .dateTime.day().month().year())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if entry.isFavorite {
                Spacer()
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .accessibilityLabel("Favorite")
            }
        }
    }
}

#Preview {
    JournalListView()
        .environment(JournalStore.preview)
}
