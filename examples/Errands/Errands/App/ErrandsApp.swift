//
//  ErrandsApp.swift
//  Errands
//
//  A to-do list for errands around town. The Assistive Access scene was added
//  by reusing the standard screens as they are, which is exactly what the
//  Assistive Access guidance warns against: aaflow finds something under
//  every principle here.
//

import SwiftUI

@main
struct ErrandsApp: App {
    @State private var store = ErrandStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }

        AssistiveAccess {
            TabView {
                ErrandListView()
                    .tabItem {
                        Label("Errands", systemImage: "checklist")
                    }
                PlacesView()
                    .tabItem {
                        Label("Places", systemImage: "map")
                    }
                SettingsView()
                    .tabItem {
                        Label("Settings", systemImage: "gear")
                    }
            }
            .environment(store)
        }
    }
}
