//
//  JournalEntry.swift
//  Journal
//

import Foundation

/// How the person felt when they wrote an entry.
enum Mood: String, CaseIterable, Identifiable, Codable, Hashable {
    case happy
    case okay
    case sad

    var id: Self { self }

    var title: String {
        switch self {
        case .happy: "Happy"
        case .okay: "Okay"
        case .sad: "Sad"
        }
    }

    /// The SF Symbol that stands for the mood everywhere in the app.
    var symbol: String {
        switch self {
        case .happy: "sun.max"
        case .okay: "cloud.sun"
        case .sad: "cloud.rain"
        }
    }
}

/// One page of the journal.
struct JournalEntry: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var text: String
    var mood: Mood
    var date: Date
    var isFavorite = false

    /// A title for entries written through a quick check-in.
    static func checkInTitle(for mood: Mood, on date: Date) -> String {
        let day = date.formatted(.dateTime.weekday(.wide))
        return "\(mood.title) \(day)"
    }
}

/// What the editor works on before it is saved.
struct EntryDraft {
    /// Questions a person can answer when the page is blank.
    static let prompts = [
        "What went well today?",
        "Who made you smile?",
        "What are you looking forward to?",
    ]

    var title = ""
    var text = ""
    var mood = Mood.okay
    var date = Date.now
    var prompt = EntryDraft.prompts[0]

    init(_ entry: JournalEntry? = nil) {
        guard let entry else { return }
        title = entry.title
        text = entry.text
        mood = entry.mood
        date = entry.date
    }
}

enum InsightRange: String, CaseIterable, Hashable {
    case week, month, year

    var days: Int {
        switch self {
        case .week: 7
        case .month: 30
        case .year: 365
        }
    }
}
