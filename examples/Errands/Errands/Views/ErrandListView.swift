//
//  ErrandListView.swift
//  Errands
//

import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The list of open errands. Used as it is by both scenes.
struct ErrandListView: View {
    @Environment(ErrandStore.self) private var store
    @State private var router = ErrandRouter()
    @State private var isAdding = false
    @State private var showsReminder = false
    @State private var isConfirmingClear = false

    /// Nudges the person every half minute while the list is open.
    private let reminderTicker = Timer.publish(every: 30, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Section("Open") {
                    ForEach(store.openErrands) { errand in
                        NavigationLink(value: ErrandRoute.detail(errand)) {
                            ErrandRow(errand: errand)
                        }
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                store.delete(errand)
                            }
                        }
                        .contextMenu {
                            Button("Edit", systemImage: "pencil") {
                                router.edit(errand)
                            }
                        }
                    }
                }
                Section {
                    NavigationLink(value: ErrandRoute.history) {
                        Label("History", systemImage: "clock")
                    }
                }
            }
            .navigationTitle("Errands")
            .navigationDestination(for: ErrandRoute.self) { route in
                switch route {
                case .detail(let errand):
                    ErrandDetailView(errand: errand)
                case .history:
                    HistoryView()
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        router.showFilters()
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isAdding = true
                    } label: {
                        Label("Add Errand", systemImage: "plus")
                    }
                    .buttonStyle(PillButtonStyle())
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Copy List") {
                        copyList()
                    }
                    Spacer()
                    Button("Clear Completed", role: .destructive) {
                        isConfirmingClear = true
                    }
                }
            }
            .sheet(isPresented: $isAdding) {
                ErrandEditorView(errand: nil)
            }
            .sheet(item: $router.editing) { errand in
                ErrandEditorView(errand: errand)
            }
            .sheet(isPresented: $router.showsFilters) {
                FilterView()
            }
            .sheet(isPresented: $showsReminder) {
                ReminderView()
            }
            .confirmationDialog("Remove every completed errand?", isPresented: $isConfirmingClear) {
                Button("Clear Completed", role: .destructive) {
                    store.clearCompleted()
                }
            }
            .onReceive(reminderTicker) { _ in
                if !store.dueToday.isEmpty {
                    showsReminder = true
                }
            }
        }
    }

    private func copyList() {
        #if canImport(UIKit)
        UIPasteboard.general.string = store.summary
        #endif
    }
}

/// One errand: its title, where, and when it is due.
struct ErrandRow: View {
    let errand: Errand

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(errand.title)
                .font(.body.weight(errand.priority > 1 ? .semibold : .regular))
            Text(errand.due, style: .date)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    ErrandListView()
        .environment(ErrandStore.preview)
}
