import Foundation

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`.
public struct AspectRatioSpec: Hashable, Sendable {
    /// Width divided by height, or `nil` for the ratio of the content's ideal size.
    public var ratio: CGFloat?
    /// Whether the content is scaled to fit or to fill the proposal.
    public var contentMode: ContentMode

    /// Creates the parameters of an aspect-ratio modifier.
    public init(ratio: CGFloat? = nil, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }
}
