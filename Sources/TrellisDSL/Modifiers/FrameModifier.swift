import Foundation
import TrellisGraph

/// `frame(width:height:alignment:)`: a frame of fixed width, height or both.
nonisolated public struct _FrameLayout: ViewModifier, LayoutNodeModifier {
    /// The frame's parameters.
    public let spec: FrameSpec

    /// Never called: `_FrameLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .frame(spec) }
}

nonisolated extension View {
    /// This view in a frame of the given width and height (the view's own where `nil`),
    /// aligned inside it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(spec: FrameSpec(width: width, height: height, alignment: alignment)))
    }

    /// This view in a frame that takes the view's own size.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> ModifiedContent<Self, _FrameLayout> {
        frame(width: nil, height: nil, alignment: .center)
    }
}
