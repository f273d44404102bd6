// A stub of the AVKit surface that `aaflow scaffold` writes for a media
// screen (see SwiftUI.swift beside it). AVKit brings AVFoundation's AVPlayer.
import SwiftUI

open class AVPlayer {
    public init() {}
    public init(url: URL) {}
}

public struct VideoPlayer<VideoOverlay: View>: View {
    public var body: Never { fatalError() }
}
extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {}
}
