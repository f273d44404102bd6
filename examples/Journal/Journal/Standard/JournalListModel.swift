//
//  JournalListModel.swift
//  Journal
//

import SwiftUI

/// State of the journal tab: what is searched, what is pushed, what is being written.
@MainActor
@Observable
final class JournalListModel {
    var query = ""
    var path: [JournalEntry] = []
    var isComposing = false

    /// Opens the editor on a blank page.
    func startNewEntry() {
        isComposing = true
    }

    func show(_ entry: JournalEntry) {
        path = [entry]
    }
}
