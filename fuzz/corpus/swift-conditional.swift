import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct ShareView: View {
    #if os(iOS)
    let platform = "iOS"
    #elseif os(macOS)
    let platform = "macOS"
    #else
    let platform = "other"
    #endif

    var body: some View {
        VStack {
            #if DEBUG
            DebugBanner()
            #else
            Text("Release")
            #endif
            Text(platform)
                .font(.title)
            #if os(iOS) && !targetEnvironment(simulator)
                .padding(8)
            #elseif os(iOS)
                .padding(2)
            #endif
                .bold()
        }
    }
}
