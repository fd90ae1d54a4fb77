import Foundation
import TrellisGraph

/// `aspectRatio(_:contentMode:)`: a view scaled to fit or fill its proposal at an aspect ratio.
nonisolated public struct _AspectRatioLayout: ViewModifier, LayoutNodeModifier {
    /// The ratio and content mode.
    public let spec: AspectRatioSpec

    /// Never called: `_AspectRatioLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .aspectRatio(spec) }
}

nonisolated extension View {
    /// This view offered a size of aspect ratio `aspectRatio` (width / height) that fits or
    /// fills its proposal, as `contentMode` says; `nil` keeps the ratio of the view's ideal size.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(spec: AspectRatioSpec(ratio: aspectRatio, contentMode: contentMode)))
    }

    /// This view offered a size with the aspect ratio of `aspectRatio` that fits or fills its
    /// proposal, as `contentMode` says.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// This view scaled to fit its proposal at the aspect ratio of its ideal size.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fit)
    }

    /// This view scaled to fill its proposal at the aspect ratio of its ideal size.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> {
        aspectRatio(contentMode: .fill)
    }
}
