import Foundation
import TrellisGraph

/// A shape painted with a style, as `fill`, `stroke` and `foregroundStyle` make it.
/// It lays out exactly as the shape.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style the shape is painted with.
    public var style: Style
    /// The outline the shape is drawn as, for `stroke` and `strokeBorder`; `nil` when filled.
    private var outline: StrokeDrawing?

    /// The shape `shape` painted with `style`.
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    /// The outline of `shape` drawn with `style`, placed as `outline` says.
    init(shape: Content, style: Style, outline: StrokeDrawing) {
        self.init(shape: shape, style: style)
        self.outline = outline
    }

    /// Never called: `_ShapeView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let color = style is ForegroundStyle ? lowering.environment.foregroundColorName : style.paintColor
        let leaf = lowering.addShapeLeaf(shape, color: color)
        if let outline { lowering.setStroke(outline, on: leaf) }
        return [leaf]
    }
}

nonisolated extension _ShapeView {
    /// This filled shape with its outline drawn over it with `content`, centred on the edge, as
    /// iOS 17's shape views chain `fill` and `stroke`; it lays out as the shape.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth, antialiased: antialiased))
    }

    /// This filled shape with its outline drawn over it with `content` in `style`; it lays out as
    /// the shape.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style, antialiased: antialiased))
    }
}

nonisolated extension _ShapeView where Content: InsettableShape {
    /// This filled shape with its outline drawn over it with `content`, inside the edge; it lays
    /// out as the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth, antialiased: antialiased))
    }

    /// This filled shape with its outline drawn over it with `content` in `style`, inside the
    /// edge; it lays out as the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style, antialiased: antialiased))
    }
}
