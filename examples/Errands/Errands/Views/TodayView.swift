//
//  TodayView.swift
//  Errands
//

import SwiftUI

/// What is due today, in the standard app only.
struct TodayView: View {
    enum SortOrder: String {
        case due, title
    }

    @Environment(ErrandStore.self) private var store
    @State private var path: [Errand] = []
    @State private var sortOrder = SortOrder.due
    @State private var isPlanning = false

    private var errands: [Errand] {
        switch sortOrder {
        case .due: store.dueToday.sorted { $0.due < $1.due }
        case .title: store.dueToday.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(errands) { errand in
                    Button {
                        path.append(errand)
                    } label: {
                        ErrandRow(errand: errand)
                    }
                }
            }
            .navigationTitle("Today")
            .navigationDestination(for: Errand.self) { errand in
                ErrandDetailView(errand: errand)
            }
            .navigationDestination(isPresented: $isPlanning) {
                WeekPlanView()
            }
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("By Due Time") { sortOrder = .due }
                    Button("By Title") { sortOrder = .title }
                }
                Button("Plan Week", systemImage: "calendar") {
                    isPlanning = true
                }
            }
        }
    }
}

/// The coming seven days, one section a day.
struct WeekPlanView: View {
    @Environment(ErrandStore.self) private var store

    private var days: [Date] {
        (0..<7).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: .now) }
    }

    var body: some View {
        List {
            ForEach(days, id: \.self) { day in
                Section(day.formatted(.dateTime.weekday(.wide))) {
                    ForEach(store.openErrands.filter { Calendar.current.isDate($0.due, inSameDayAs: day) }) { errand in
                        Text(errand.title)
                    }
                }
            }
        }
        .navigationTitle("This Week")
    }
}

#Preview {
    TodayView()
        .environment(ErrandStore.preview)
}
