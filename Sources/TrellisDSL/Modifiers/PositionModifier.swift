import Foundation
import TrellisGraph

/// `position(x:y:)`: a view whose centre is fixed at a point of the space it is offered.
nonisolated public struct _PositionLayout: ViewModifier, LayoutNodeModifier {
    /// Where the view's centre goes, from the top-leading corner of the modifier's bounds.
    public let position: CGPoint

    /// Never called: `_PositionLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .position(position) }
}

nonisolated extension View {
    /// This view with its centre at `position` in the space its parent offers; the modified
    /// view takes all of that space.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// This view with its centre at (`x`, `y`) in the space its parent offers; the modified
    /// view takes all of that space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}
