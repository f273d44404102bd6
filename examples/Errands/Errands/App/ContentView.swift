//
//  ContentView.swift
//  Errands
//

import SwiftUI

/// The sections of the standard app, one tab each.
enum AppSection: String, CaseIterable, Identifiable {
    case today
    case errands
    case places
    case settings

    var id: Self { self }
}

struct ContentView: View {
    @Environment(ErrandStore.self) private var store
    @State private var selection = AppSection.today
    @State private var openedErrand: Errand?

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppSection.allCases) { section in
                switch section {
                case .today:
                    TodayView()
                        .tabItem { Label("Today", systemImage: "sun.max") }
                        .tag(section)
                case .errands:
                    ErrandListView()
                        .tabItem { Label("Errands", systemImage: "checklist") }
                        .tag(section)
                case .places:
                    PlacesView()
                        .tabItem { Label("Places", systemImage: "map") }
                        .tag(section)
                case .settings:
                    SettingsView()
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(section)
                }
            }
        }
        .sheet(item: $openedErrand) { errand in
            NavigationStack {
                ErrandDetailView(errand: errand)
            }
        }
        // errands://errand/<id>, from the reminder notification and the widget.
        .onOpenURL { url in
            openedErrand = store.errand(matching: url)
        }
    }
}

#Preview {
    ContentView()
        .environment(ErrandStore.preview)
}
