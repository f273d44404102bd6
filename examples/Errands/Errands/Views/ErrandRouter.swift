//
//  ErrandRouter.swift
//  Errands
//

import SwiftUI

/// Navigation state of the errand list: the pushed routes and the sheets.
@MainActor
@Observable
final class ErrandRouter {
    var path: [ErrandRoute] = []
    var editing: Errand?
    var showsFilters = false

    func edit(_ errand: Errand) {
        editing = errand
    }

    func showFilters() {
        showsFilters = true
    }

    func popToRoot() {
        path.removeAll()
    }
}
