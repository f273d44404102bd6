//
//  HistoryView.swift
//  Errands
//

import SwiftUI

/// Errands already done. Tapping the arrow puts one back on the list.
struct HistoryView: View {
    @Environment(ErrandStore.self) private var store

    var body: some View {
        List(store.completedErrands) { errand in
            HStack {
                Text(errand.title)
                    .strikethrough()
                Spacer()
                Image(systemName: "arrow.uturn.backward.circle")
                    .foregroundStyle(.tint)
                    .onTapGesture {
                        store.reopen(errand)
                    }
            }
        }
        .navigationTitle("History")
        .assistiveAccessNavigationIcon(systemImage: "clock")
    }
}
