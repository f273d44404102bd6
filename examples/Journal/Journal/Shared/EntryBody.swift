//
//  EntryBody.swift
//  Journal
//
//  Used by both scenes. In Assistive Access the text is larger and the small
//  icon-only copy button is left out.
//

import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct EntryBody: View {
    let entry: JournalEntry

    @Environment(\.accessibilityAssistiveAccessEnabled) private var isAssistiveAccess

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Label(entry.mood.title, systemImage: entry.mood.symbol)
                    .font(isAssistiveAccess ? .title : .headline)
                Spacer()
                if !isAssistiveAccess {
                    Button {
                        copyText()
                    } label: {
                        Image(systemName: "doc.on.doc")
                    }
                    .accessibilityLabel("Copy Text")
                }
            }
            Text(entry.date, format: .dateTime.weekday(.wide).day().month())
                .foregroundStyle(.secondary)
            Text(entry.text)
                .font(isAssistiveAccess ? .title2 : .body)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    private func copyText() {
        #if canImport(UIKit)
        UIPasteboard.general.string = entry.text
        #endif
    }
}

#Preview {
    EntryBody(entry: JournalStore.samples[0])
        .padding()
}

#Preview("Assistive Access", traits: .assistiveAccess) {
    EntryBody(entry: JournalStore.samples[0])
        .padding()
}
