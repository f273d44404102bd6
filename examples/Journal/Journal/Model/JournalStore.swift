//
//  JournalStore.swift
//  Journal
//

import Foundation
import Observation

/// Holds every entry and saves them as JSON in the app's documents.
@MainActor
@Observable
final class JournalStore {
    private(set) var entries: [JournalEntry] = []

    private let fileURL = URL.documentsDirectory.appending(path: "entries.json")

    init(entries: [JournalEntry]? = nil) {
        if let entries {
            self.entries = entries
        } else {
            load()
        }
    }

    // MARK: - Queries

    func filteredEntries(matching query: String) -> [JournalEntry] {
        guard !query.isEmpty else { return entries }
        return entries.filter {
            $0.title.localizedStandardContains(query) || $0.text.localizedStandardContains(query)
        }
    }

    /// Entries of the last few days, for the simpler list in Assistive Access.
    func recentEntries(includingPast: Bool) -> [JournalEntry] {
        guard !includingPast else { return entries }
        let start = Calendar.current.date(byAdding: .day, value: -7, to: .now) ?? .now
        return entries.filter { $0.date >= start }
    }

    func count(of mood: Mood, in range: InsightRange) -> Int {
        let start = Calendar.current.date(byAdding: .day, value: -range.days, to: .now) ?? .now
        return entries.filter { $0.mood == mood && $0.date >= start }.count
    }

    // MARK: - Changes

    func save(_ draft: EntryDraft, replacing entry: JournalEntry?) {
        var saved = entry ?? JournalEntry(title: "", text: "", mood: draft.mood, date: draft.date)
        saved.title = draft.title.isEmpty ? JournalEntry.checkInTitle(for: draft.mood, on: draft.date) : draft.title
        saved.text = draft.text
        saved.mood = draft.mood
        saved.date = draft.date
        if let index = entries.firstIndex(where: { $0.id == saved.id }) {
            entries[index] = saved
        } else {
            entries.insert(saved, at: 0)
        }
        persist()
    }

    func checkIn(mood: Mood) {
        let entry = JournalEntry(
            title: JournalEntry.checkInTitle(for: mood, on: .now),
            text: "",
            mood: mood,
            date: .now
        )
        entries.insert(entry, at: 0)
        persist()
    }

    func toggleFavorite(_ entry: JournalEntry) {
        guard let index = entries.firstIndex(of: entry) else { return }
        entries[index].isFavorite.toggle()
        persist()
    }

    func delete(_ entry: JournalEntry) {
        entries.removeAll { $0.id == entry.id }
        persist()
    }

    func delete(at offsets: IndexSet) {
        // From the end, so that the offsets still name the right entries.
        for offset in offsets.reversed() {
            entries.remove(at: offset)
        }
        persist()
    }

    func eraseAll() {
        entries.removeAll()
        persist()
    }

    func loadSamples() {
        entries = Self.samples
        persist()
    }

    // MARK: - Storage

    private func load() {
        do {
            let data = try Data(contentsOf: fileURL)
            entries = try JSONDecoder().decode([JournalEntry].self, from: data)
        } catch {
            entries = []
        }
    }

    private func persist() {
        do {
            let data = try JSONEncoder().encode(entries)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            assertionFailure("Could not save the journal: \(error)")
        }
    }
}

extension JournalStore {
    static let samples: [JournalEntry] = [
        JournalEntry(title: "Walk by the river", text: "Saw two herons.", mood: .happy, date: .now),
        JournalEntry(title: "Rainy Tuesday", text: "Stayed in and read.", mood: .okay, date: .now.addingTimeInterval(-86_400)),
        JournalEntry(title: "Missed the bus", text: "Called Sam instead.", mood: .sad, date: .now.addingTimeInterval(-172_800)),
    ]

    static var preview: JournalStore { JournalStore(entries: samples) }
}
