import Foundation
import TrellisGraph

/// `padding(_:)`: space added around a view.
nonisolated public struct _PaddingLayout: ViewModifier, LayoutNodeModifier {
    /// The space added on each edge.
    public let insets: EdgeInsets

    /// The padding SwiftUI adds where no length is given.
    static let defaultLength: CGFloat = 16

    /// Never called: `_PaddingLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .padding(insets) }
}

nonisolated extension View {
    /// This view with `length` points of padding on each of `edges`; the default padding
    /// (16 points) when `length` is `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        let length = length ?? _PaddingLayout.defaultLength
        func inset(_ edge: Edge) -> CGFloat { edges.contains(Edge.Set(edge)) ? length : 0 }
        let insets = EdgeInsets(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing))
        return padding(insets)
    }

    /// This view with `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// This view with the given padding on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }
}
