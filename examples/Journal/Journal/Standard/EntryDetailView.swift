//
//  EntryDetailView.swift
//  Journal
//

import SwiftUI

struct EntryDetailView: View {
    let entry: JournalEntry

    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var isEditing = false
    @State private var isConfirmingDelete = false

    var body: some View {
        ScrollView {
            EntryBody(entry: entry)
                .padding()
        }
        .navigationTitle(entry.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .secondaryAction) {
                Button("Edit", systemImage: "pencil") {
                    isEditing = true
                }
                Button("Delete", systemImage: "trash", role: .destructive) {
                    isConfirmingDelete = true
                }
            }
        }
        .sheet(isPresented: $isEditing) {
            EntryEditorView(entry: entry)
        }
        .confirmationDialog(
            "Delete this entry?",
            isPresented: $isConfirmingDelete,
            titleVisibility: .visible
        ) {
            Button("Delete Entry", role: .destructive) {
                store.delete(entry)
                dismiss()
            }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

#Preview {
    NavigationStack {
        EntryDetailView(entry: JournalStore.samples[0])
    }
    .environment(JournalStore.preview)
}
