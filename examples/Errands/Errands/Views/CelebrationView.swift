//
//  CelebrationView.swift
//  Errands
//

import SwiftUI

/// A full-screen "well done" that goes away by itself.
struct CelebrationView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "party.popper")
                .font(.system(size: 96))
                .symbolEffect(.bounce, options: .repeating)
            Text("Nice work!")
                .font(.largeTitle.bold())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.green.gradient)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                dismiss()
            }
        }
    }
}

#Preview {
    CelebrationView()
}
