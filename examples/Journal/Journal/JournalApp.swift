//
//  JournalApp.swift
//  Journal
//
//  A small mood journal. Everyone gets the full app in the standard scene;
//  in Assistive Access the app is distilled to two things: checking in with
//  a mood, and reading back what was written.
//

import SwiftUI

@main
struct JournalApp: App {
    @State private var store = JournalStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }

        AssistiveAccess {
            AssistiveJournalView()
                .environment(store)
        }
    }
}
