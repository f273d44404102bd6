//
//  CheckInView.swift
//  Journal
//

import SwiftUI

/// One question, three large answers. Choosing one saves the check-in and
/// goes back to the journal.
struct CheckInView: View {
    @Environment(JournalStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text("How do you feel?")
                .font(.largeTitle.bold())
            Button {
                checkIn(.happy)
            } label: {
                Label("Happy", systemImage: "sun.max")
            }
            Button {
                checkIn(.okay)
            } label: {
                Label("Okay", systemImage: "cloud.sun")
            }
            Button {
                checkIn(.sad)
            } label: {
                Label("Sad", systemImage: "cloud.rain")
            }
        }
        .padding()
        .navigationTitle("Check In")
        .assistiveAccessNavigationIcon(Image("CheckIn"))
    }

    private func checkIn(_ mood: Mood) {
        store.checkIn(mood: mood)
        dismiss()
    }
}

#Preview(traits: .assistiveAccess) {
    NavigationStack {
        CheckInView()
    }
    .environment(JournalStore.preview)
}
