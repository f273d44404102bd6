//
//  SettingsView.swift
//  Journal
//

import SwiftUI

/// Settings of the standard app. The choices about Assistive Access live here,
/// never in the Assistive Access scene itself.
struct SettingsView: View {
    @Environment(JournalStore.self) private var store
    @AppStorage("remindersEnabled") private var remindersEnabled = false
    @AppStorage("reminderTime") private var reminderTime = Date.now.timeIntervalSinceReferenceDate
    @AppStorage(AssistiveJournalView.showsPastEntriesKey) private var showsPastEntries = false
    @State private var isConfirmingErase = false

    private var reminderDate: Binding<Date> {
        Binding(
            get: { Date(timeIntervalSinceReferenceDate: reminderTime) },
            set: { reminderTime = $0.timeIntervalSinceReferenceDate }
        )
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Reminders") {
                    Toggle("Daily Reminder", systemImage: "bell", isOn: $remindersEnabled)
                    if remindersEnabled {
                        DatePicker("Time", selection: reminderDate, displayedComponents: .hourAndMinute)
                    }
                }
                Section {
                    Toggle("Show Older Entries", systemImage: "clock.arrow.circlepath", isOn: $showsPastEntries)
                } header: {
                    Text("Assistive Access")
                } footer: {
                    Text("When this is off, Assistive Access shows only the entries of the last seven days.")
                }
                Section("About") {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/journal/privacy")!)
                }
                Section {
                    Button("Erase All Entries", role: .destructive) {
                        isConfirmingErase = true
                    }
                }
                #if DEBUG
                Section("Debug") {
                    Button("Load Sample Entries") {
                        store.loadSamples()
                    }
                }
                #endif
            }
            .navigationTitle("Settings")
            .confirmationDialog(
                "Erase every entry?",
                isPresented: $isConfirmingErase,
                titleVisibility: .visible
            ) {
                Button("Erase All Entries", role: .destructive) {
                    store.eraseAll()
                }
            }
        }
    }
}

#Preview {
    SettingsView()
        .environment(JournalStore.preview)
}
