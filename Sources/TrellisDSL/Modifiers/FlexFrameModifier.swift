import Foundation
import TrellisGraph

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a frame
/// whose size follows the proposal within limits.
nonisolated public struct _FlexFrameLayout: ViewModifier, LayoutNodeModifier {
    /// The frame's parameters, as written (the solver checks and normalises them).
    public let spec: FlexFrameSpec

    /// Never called: `_FlexFrameLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .flexFrame(spec) }
}

nonisolated extension View {
    /// This view in a frame whose size is the proposal clamped to the given limits (the
    /// view's own size stands in for a missing limit), aligned inside it by `alignment`.
    /// An ideal length is used when the frame is asked for its ideal size.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        let spec = FlexFrameSpec(
            width: FlexFrameSpec.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: FlexFrameSpec.Limits(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        return modifier(_FlexFrameLayout(spec: spec))
    }
}
