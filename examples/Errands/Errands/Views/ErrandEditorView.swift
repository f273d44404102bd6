//
//  ErrandEditorView.swift
//  Errands
//

import SwiftUI

struct ErrandEditorView: View {
    @Environment(ErrandStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Errand
    private let isNew: Bool

    init(errand: Errand?) {
        _draft = State(initialValue: errand ?? Errand(title: ""))
        isNew = errand == nil
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                Picker("Category", selection: $draft.category) {
                    ForEach(ErrandCategory.allCases) { category in
                        Text(category.title).tag(category)
                    }
                }
                DatePicker("Due", selection: $draft.due)
                Toggle("Remind Me", isOn: $draft.remindMe)
                Picker("Priority", selection: $draft.priority) {
                    Text("Low").tag(0)
                    Text("Normal").tag(1)
                    Text("High").tag(2)
                }
            }
            .navigationTitle(isNew ? "New Errand" : "Edit Errand")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.save(draft)
                        dismiss()
                    }
                    .disabled(draft.title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    ErrandEditorView(errand: nil)
        .environment(ErrandStore.preview)
}
