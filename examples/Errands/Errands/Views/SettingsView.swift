//
//  SettingsView.swift
//  Errands
//

import SwiftUI

struct SettingsView: View {
    @Environment(ErrandStore.self) private var store
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("defaultList") private var defaultList = "Home"
    @AppStorage("reminderLead") private var reminderLead = 15
    @AppStorage("textScale") private var textScale = 1.0

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Stepper("Remind \(reminderLead) minutes before", value: $reminderLead, in: 5...120, step: 5)
                }
                Section("Lists") {
                    Picker("Default List", selection: $defaultList) {
                        Text("Home").tag("Home")
                        Text("Work").tag("Work")
                    }
                    Slider(value: $textScale, in: 0.8...1.4) {
                        Text("Text Size")
                    }
                }
                Section {
                    Link("Help", destination: URL(string: "https://example.com/errands/help")!)
                    Button("Erase All Data", role: .destructive) {
                        store.eraseAll()
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
        .environment(ErrandStore.preview)
}
