//
//  ErrandDetailView.swift
//  Errands
//

import SwiftUI

@MainActor
@Observable
final class ErrandDetailModel {
    var showsCelebration = false

    func markDone(_ errand: Errand, in store: ErrandStore) {
        store.complete(errand)
        showsCelebration = true
    }
}

struct ErrandDetailView: View {
    let errand: Errand

    @Environment(ErrandStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var model = ErrandDetailModel()

    var body: some View {
        Form {
            Section {
                LabeledContent("Category", value: errand.category.title)
                LabeledContent("Due", value: errand.due.formatted(date: .abbreviated, time: .shortened))
                if let id = errand.placeID, let place = store.place(id) {
                    LabeledContent("Where", value: place.name)
                }
            }
            Section {
                Button("Mark as Done", systemImage: "checkmark.circle") {
                    model.markDone(errand, in: store)
                }
                Link("Open in Maps", destination: mapsURL)
            }
        }
        .navigationTitle(errand.title)
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    dismiss()
                } label: {
                    Label("Back", systemImage: "chevron.left")
                }
            }
        }
        .fullScreenCover(isPresented: $model.showsCelebration) {
            CelebrationView()
        }
    }

    private var mapsURL: URL {
        var components = URLComponents(string: "https://maps.apple.com/")!
        components.queryItems = [URLQueryItem(name: "q", value: errand.title)]
        return components.url!
    }
}

#Preview {
    NavigationStack {
        ErrandDetailView(errand: ErrandStore.preview.errands[0])
    }
    .environment(ErrandStore.preview)
}
