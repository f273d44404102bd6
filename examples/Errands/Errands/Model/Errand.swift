//
//  Errand.swift
//  Errands
//

import Foundation

enum ErrandCategory: String, CaseIterable, Identifiable, Codable {
    case shopping, post, pharmacy, other

    var id: Self { self }

    var title: String { rawValue.capitalized }
}

struct Errand: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var category = ErrandCategory.other
    var placeID: Place.ID?
    var due = Date.now
    var priority = 1
    var remindMe = false
    var isDone = false
}

struct Place: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var address: String
    var phone: String

    var phoneURL: URL? { URL(string: "tel:\(phone.filter(\.isNumber))") }
}

/// Where the errand list can push to.
enum ErrandRoute: Hashable {
    case detail(Errand)
    case history
}
