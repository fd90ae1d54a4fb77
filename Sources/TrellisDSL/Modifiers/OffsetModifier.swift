import Foundation
import TrellisGraph

/// `offset(x:y:)`: a view drawn away from where it is laid out.
nonisolated public struct _OffsetEffect: ViewModifier, LayoutNodeModifier {
    /// How far the view moves.
    public let offset: CGSize

    /// Never called: `_OffsetEffect` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .offset(offset) }
}

nonisolated extension View {
    /// This view moved by `offset`, without changing its layout or its parent's.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// This view moved `x` points right and `y` points down, without changing its layout or
    /// its parent's.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }
}
