//
//  PillButtonStyle.swift
//  Errands
//

import SwiftUI

/// The app's own capsule button: small, tinted, drawn by hand.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.footnote.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(.tint, in: .capsule)
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}
