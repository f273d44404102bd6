//
//  ReminderView.swift
//  Errands
//

import SwiftUI

struct ReminderView: View {
    @Environment(ErrandStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text("\(store.dueToday.count) errands are due today.")
                    .font(.title2)
                Button("Got It", systemImage: "hand.thumbsup") {
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle("Reminder")
            .assistiveAccessNavigationIcon(systemImage: "bell")
        }
        .presentationDetents([.medium])
    }
}
