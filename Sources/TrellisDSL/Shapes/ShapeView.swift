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
    /// The line the outline is drawn with and the shape whose path it follows (the shape
    /// itself for `stroke`; for `strokeBorder`, the shape drawn in its bounds inset by half the
    /// line width).
    private var line: (style: StrokeStyle, path: any Shape)?

    /// The shape `shape` painted with `style`.
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }

    /// The outline of `shape` drawn with `style` in `strokeStyle`, centred on the edge of
    /// `strokedShape`'s path (the shape's own unless said), and placed as `placement` says.
    init(shape: Content, style: Style, strokeStyle: StrokeStyle, placement: StrokeDrawing.Placement,
         strokedShape: (any Shape)? = nil) {
        self.init(shape: shape, style: style)
        outline = StrokeDrawing(lineWidth: strokeStyle.lineWidth, placement: placement)
        line = (strokeStyle, strokedShape ?? shape)
    }

    /// Never called: `_ShapeView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let color = style is ForegroundStyle ? lowering.environment.foregroundColorName : style.paintColor
        let leaf = lowering.addShapeLeaf(shape, color: color)
        if let outline { lowering.setStroke(outline, on: leaf) }
        // A built-in shape paints its frame (a circle the largest circle in it), which a reader
        // of the graph knows from its leaf; any other outline is recorded as its ink.
        if !(shape is any BuiltInShape) {
            lowering.setInk(Self.ink(of: shape, line: line), on: leaf)
        }
        return [leaf]
    }

    /// The box `shape` paints in a frame: its path's box when filled, the stroked path's when
    /// drawn as `line`. As SwiftUI does, the shape draws its path in its own bounds (a rectangle
    /// of the frame's size at the origin), which the frame's origin then moves.
    private static func ink(of shape: Content, line: (style: StrokeStyle, path: any Shape)?) -> InkExtent {
        guard let line else {
            return InkExtent({ frame in placed(shape.path(in: CGRect(origin: .zero, size: frame.size)).boundingRect, in: frame) },
                             outline: { frame in
                                 InkOutline(polylines: shape.path(in: CGRect(origin: .zero, size: frame.size)).polylinePoints(movedTo: frame.origin),
                                            lineWidth: nil)
                             })
        }
        let (style, stroked) = line
        return InkExtent({ frame in placed(stroked.path(in: CGRect(origin: .zero, size: frame.size)).strokedBounds(style), in: frame) },
                         outline: { frame in
                             InkOutline(polylines: stroked.path(in: CGRect(origin: .zero, size: frame.size)).polylinePoints(movedTo: frame.origin),
                                        lineWidth: Double(style.lineWidth), cap: InkOutline.Cap(style.lineCap),
                                        join: InkOutline.Join(style.lineJoin))
                         })
    }

    /// `box`, drawn in a shape's own bounds, moved to the shape's `frame`.
    private static func placed(_ box: CGRect, in frame: CGRect) -> CGRect {
        box.isNull ? box : box.offsetBy(dx: frame.minX, dy: frame.minY)
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
