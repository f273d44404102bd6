//
//  PlacesView.swift
//  Errands
//

import SwiftUI

/// Places in a sidebar, the chosen one beside it.
struct PlacesView: View {
    @Environment(ErrandStore.self) private var store
    @State private var selectedPlace: Place.ID?

    var body: some View {
        NavigationSplitView {
            List(store.places, selection: $selectedPlace) { place in
                Label(place.name, systemImage: "mappin")
            }
            .navigationTitle("Places")
        } detail: {
            if let id = selectedPlace, let place = store.place(id) {
                PlaceDetailView(place: place)
            } else {
                ContentUnavailableView("Choose a Place", systemImage: "mappin.and.ellipse")
            }
        }
    }
}

struct PlaceDetailView: View {
    let place: Place

    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(place.address)
                .font(.title3)
            Button("Call", systemImage: "phone") {
                if let url = place.phoneURL {
                    openURL(url)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding()
        .navigationTitle(place.name)
    }
}

#Preview {
    PlacesView()
        .environment(ErrandStore.preview)
}
