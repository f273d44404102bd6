//
//  EntryEditorView.swift
//  Journal
//

import SwiftUI

/// Writes a new entry, or edits one, in a sheet.
struct EntryEditorView: View {
    let entry: JournalEntry?

    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var draft: EntryDraft

    init(entry: JournalEntry?) {
        self.entry = entry
        _draft = State(initialValue: EntryDraft(entry))
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Today") {
                    TextField("Title", text: $draft.title)
                    DatePicker("Date", selection: $draft.date, displayedComponents: .date)
                    Picker("Mood", selection: $draft.mood) {
                        ForEach(Mood.allCases) { mood in
                            Label(mood.title, systemImage: mood.symbol)
                                .tag(mood)
                        }
                    }
                }
                Section("Prompt") {
                    Picker("Prompt", selection: $draft.prompt) {
                        ForEach(EntryDraft.prompts, id: \.self) { prompt in
                            Text(prompt)
                        }
                    }
                    TextEditor(text: $draft.text)
                        .frame(minHeight: 160)
                }
            }
            #if os(iOS)
            .scrollDismissesKeyboard(.interactively)
            #endif
            .navigationTitle(entry == nil ? "New Entry" : "Edit Entry")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.save(draft, replacing: entry)
                        dismiss()
                    }
                    .disabled(draft.title.isEmpty && draft.text.isEmpty)
                }
            }
        }
    }
}

#Preview("New entry") {
    EntryEditorView(entry: nil)
        .environment(JournalStore.preview)
}
