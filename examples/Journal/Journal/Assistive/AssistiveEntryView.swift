//
//  AssistiveEntryView.swift
//  Journal
//

import SwiftUI

/// Reads one entry. Deleting asks twice, in plain words, before anything is lost.
struct AssistiveEntryView: View {
    let entry: JournalEntry

    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var isAskingToDelete = false
    @State private var isAskingAgain = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 32) {
                EntryBody(entry: entry)
                Button("Delete Entry", systemImage: "trash", role: .destructive) {
                    isAskingToDelete = true
                }
            }
            .padding()
        }
        .navigationTitle(entry.title)
        .assistiveAccessNavigationIcon(systemImage: "book.pages")
        .confirmationDialog("Delete this entry?", isPresented: $isAskingToDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                isAskingAgain = true
            }
            Button("Keep It", role: .cancel) {}
        }
        .confirmationDialog("It will be gone for good. Delete it?", isPresented: $isAskingAgain, titleVisibility: .visible) {
            Button("Yes, Delete It", role: .destructive) {
                store.delete(entry)
                dismiss()
            }
            Button("Keep It", role: .cancel) {}
        }
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        AssistiveEntryView(entry: JournalStore.samples[0])
    }
    .environment(JournalStore.preview)
}
