//
//  ErrandStore.swift
//  Errands
//

import Foundation
import Observation

@MainActor
@Observable
final class ErrandStore {
    var errands: [Errand]
    var places: [Place]

    init(errands: [Errand] = [], places: [Place] = []) {
        self.errands = errands
        self.places = places
    }

    var openErrands: [Errand] { errands.filter { !$0.isDone } }
    var completedErrands: [Errand] { errands.filter(\.isDone) }

    var dueToday: [Errand] {
        openErrands.filter { Calendar.current.isDateInToday($0.due) }
    }

    func place(_ id: Place.ID) -> Place? {
        places.first { $0.id == id }
    }

    /// Reads `errands://errand/<uuid>`.
    func errand(matching url: URL) -> Errand? {
        guard url.scheme == "errands", url.host() == "errand",
              let id = UUID(uuidString: url.lastPathComponent) else { return nil }
        return errands.first { $0.id == id }
    }

    func save(_ errand: Errand) {
        if let index = errands.firstIndex(where: { $0.id == errand.id }) {
            errands[index] = errand
        } else {
            errands.append(errand)
        }
    }

    func complete(_ errand: Errand) {
        guard let index = errands.firstIndex(of: errand) else { return }
        errands[index].isDone = true
    }

    func reopen(_ errand: Errand) {
        guard let index = errands.firstIndex(of: errand) else { return }
        errands[index].isDone = false
    }

    func duplicate(_ errand: Errand) {
        var copy = errand
        copy.id = UUID()
        copy.title += " (copy)"
        errands.append(copy)
    }

    func delete(_ errand: Errand) {
        errands.removeAll { $0.id == errand.id }
    }

    func clearCompleted() {
        errands.removeAll(where: \.isDone)
    }

    func eraseAll() {
        errands = []
        places = []
    }

    /// The list as plain text, one errand a line.
    var summary: String {
        openErrands.map { "• \($0.title)" }.joined(separator: "\n")
    }
}

extension ErrandStore {
    static var preview: ErrandStore {
        let post = Place(name: "Post Office", address: "1 Main Street", phone: "555-0100")
        let pharmacy = Place(name: "Pharmacy", address: "12 Elm Road", phone: "555-0199")
        return ErrandStore(
            errands: [
                Errand(title: "Send the parcel", category: .post, placeID: post.id),
                Errand(title: "Pick up prescription", category: .pharmacy, placeID: pharmacy.id, priority: 2),
                Errand(title: "Buy milk", category: .shopping, isDone: true),
            ],
            places: [post, pharmacy]
        )
    }
}
