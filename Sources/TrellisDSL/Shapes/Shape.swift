import Foundation
import TrellisGraph

/// A view that fills the space it is offered with a two-dimensional shape.
///
/// Trellis provides `Rectangle`, `RoundedRectangle`, `Circle`, `Capsule` and `Ellipse`.
/// Custom shapes defined by a `path(in:)` are not supported, since Trellis draws nothing.
public protocol Shape: View {}

/// A shape Trellis provides, which lowers to one shape leaf.
package protocol BuiltInShape: Shape, PrimitiveView {
    /// The shape's leaf.
    nonisolated var spec: ShapeSpec { get }
}

nonisolated extension BuiltInShape {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowering.add(.shape(spec))]
    }
}

nonisolated extension Shape {
    /// The shape filled with `color`.
    public func fill(_ color: Color) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: color)
    }

    /// The shape's outline, drawn in `color` centred on the shape's edge; it lays out as the shape.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: color)
    }

    /// The shape's outline, drawn in the foreground colour; it lays out as the shape.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: nil)
    }

    /// The shape's outline, drawn in `color` inside the shape's edge; it lays out as the shape.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: color)
    }

    /// The shape's outline, drawn in the foreground colour inside the shape's edge; it lays
    /// out as the shape.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: nil)
    }

    /// The shape painted with `color`.
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: color)
    }

    /// The shape painted with `color`.
    public func foregroundStyle(_ color: Color) -> _ShapeView<Self> {
        _ShapeView(shape: self, color: color)
    }
}
