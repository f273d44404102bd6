//
//  InsightsView.swift
//  Journal
//

import SwiftUI

/// How often each mood came up, over a week, a month or a year.
struct InsightsView: View {
    @Environment(JournalStore.self) private var store
    @State private var range = InsightRange.month

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(Mood.allCases) { mood in
                        MoodTile(mood: mood, count: store.count(of: mood, in: range))
                    }
                }
                .padding()
            }
            .navigationTitle("Insights")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Range", selection: $range) {
                        Text("Week").tag(InsightRange.week)
                        Text("Month").tag(InsightRange.month)
                        Text("Year").tag(InsightRange.year)
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
    }
}

/// A square with a mood's symbol and how many entries had it.
struct MoodTile: View {
    let mood: Mood
    let count: Int

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: mood.symbol)
                .font(.largeTitle)
            Text(mood.title)
                .font(.headline)
            Text("\(count) \(count == 1 ? "entry" : "entries")")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 140)
        .background(.fill.tertiary, in: .rect(cornerRadius: 16))
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    InsightsView()
        .environment(JournalStore.preview)
}
