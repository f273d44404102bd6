//
//  FilterView.swift
//  Errands
//

import SwiftUI

struct FilterView: View {
    @AppStorage("errandFilter") private var filter = "All"

    var body: some View {
        NavigationStack {
            List {
                Picker("Show", selection: $filter) {
                    ForEach(["All", "Open", "Done"], id: \.self) { option in
                        Text(option)
                    }
                }
                .pickerStyle(.inline)
            }
            .navigationTitle("Filter")
            .assistiveAccessNavigationIcon(systemImage: "line.3.horizontal.decrease")
        }
    }
}
