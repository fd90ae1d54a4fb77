import Foundation
import TrellisGraph

/// A two-dimensional shape, which as a view fills the space it is offered.
///
/// Write custom shapes as in SwiftUI, with `path(in:)`. A shape lays out as SwiftUI's shapes do:
/// it takes the size it is proposed (10 points on an axis proposed nothing), unless it
/// implements `sizeThatFits(_:)`, whose answers then size it. Trellis draws nothing, so the path
/// itself never changes layout.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
///                            CGPoint(x: rect.minX, y: rect.maxY)])
///             path.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// As in SwiftUI, `path(in:)` and `sizeThatFits(_:)` are `nonisolated`: a shape is `Sendable`
/// and the solver asks a custom shape for its size on whichever thread lays the graph out.
public protocol Shape: View, Sendable {
    /// The outline of the shape drawn in `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape takes when proposed `proposal`; by default the proposal, with 10 for
    /// an unspecified axis.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The proposal, with 10 for an unspecified axis: the size of a shape that does not
    /// implement its own `sizeThatFits(_:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ShapeSizingProbe.recorder?.usedDefault(Self.self)
        return proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can be drawn inset within its bounds, which `strokeBorder` needs.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// This shape drawn `amount` points inside its bounds; it lays out as this shape.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape Trellis provides, which lowers to one shape leaf.
package protocol BuiltInShape: Shape, PrimitiveView {
    /// The shape's leaf.
    nonisolated var spec: ShapeSpec { get }
}

nonisolated extension BuiltInShape {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        // A shape with no fill of its own is drawn in the foreground style.
        [lowering.add(.shape(spec), color: lowering.environment.foregroundColorName)]
    }
}

/// A shape made from another shape (offset, rotated, scaled, trimmed, inset, type-erased),
/// which lays out as that shape.
package protocol DerivedShape: Shape {
    /// The shape this one is made from.
    nonisolated var baseShape: any Shape { get }
}

nonisolated extension GraphLowering {
    /// Adds the leaf of `shape` painted with the colour named `color`: a built-in shape's own
    /// leaf; for a shape made from another, that shape's leaf; for a custom shape, a rectangle
    /// leaf (which takes the proposal) when it keeps the default `sizeThatFits`, otherwise a
    /// measured leaf that asks its `sizeThatFits`.
    package mutating func addShapeLeaf(_ shape: any Shape, color: ColorName?) -> NodeID {
        if let builtIn = shape as? any BuiltInShape {
            return add(.shape(builtIn.spec), color: color)
        }
        if let derived = shape as? any DerivedShape {
            return addShapeLeaf(derived.baseShape, color: color)
        }
        guard ShapeSizingProbe.implementsSizeThatFits(shape) else {
            return add(.shape(ShapeSpec(shape: .rectangle)), color: color)
        }
        let name = String(describing: type(of: shape))
        return addMeasuredLeaf(SizeFunction(name: name) { shape.sizeThatFits($0) })
    }
}

/// Finds out whether a shape implements its own `sizeThatFits(_:)`, by asking it once while
/// listening for the default implementation.
nonisolated enum ShapeSizingProbe {
    /// Notes which shape types answered with the default implementation.
    final class Recorder: @unchecked Sendable {
        // Used only on the thread that runs `implementsSizeThatFits`, inside its task-local scope.
        private(set) var defaultUsers: [ObjectIdentifier] = []

        func usedDefault(_ type: Any.Type) {
            defaultUsers.append(ObjectIdentifier(type))
        }
    }

    /// The recorder listening on this thread, if any.
    @TaskLocal static var recorder: Recorder?

    /// Whether `shape`'s own type answers `sizeThatFits(_:)` without the default.
    static func implementsSizeThatFits(_ shape: any Shape) -> Bool {
        let recorder = Recorder()
        $recorder.withValue(recorder) {
            _ = shape.sizeThatFits(.unspecified)
        }
        return !recorder.defaultUsers.contains(ObjectIdentifier(type(of: shape)))
    }
}

nonisolated extension Shape {
    /// The shape filled with `content`; it lays out as the shape.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// The shape's outline drawn with `content`, centred on the shape's edge; it lays out as
    /// the shape.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), placement: .centred)
    }

    /// The shape's outline drawn with `content` in `style`; it lays out as the shape.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, strokeStyle: style, placement: .centred)
    }

    /// The shape's outline as a shape; it lays out as this shape.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in `style` as a shape; it lays out as this shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape painted with `color`; it lays out as the shape.
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self, Color> {
        _ShapeView(shape: self, style: color ?? .primary)
    }

    /// The shape painted with `style`; it lays out as the shape.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style)
    }
}

nonisolated extension InsettableShape {
    /// The shape's outline drawn with `content` inside the shape's edge; it lays out as the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), placement: .inside,
                   strokedShape: _InsetShape(shape: self, amount: lineWidth / 2))
    }

    /// The shape's outline drawn with `content` in `style` inside the shape's edge; it lays out
    /// as the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, strokeStyle: style, placement: .inside,
                   strokedShape: _InsetShape(shape: self, amount: style.lineWidth / 2))
    }

    /// The shape's outline drawn in the foreground style inside the shape's edge; it lays out as
    /// the shape.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), strokeStyle: StrokeStyle(lineWidth: lineWidth), placement: .inside,
                   strokedShape: _InsetShape(shape: self, amount: lineWidth / 2))
    }

    /// The shape's outline drawn in the foreground style in `style` inside the shape's edge; it
    /// lays out as the shape.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), strokeStyle: style, placement: .inside,
                   strokedShape: _InsetShape(shape: self, amount: style.lineWidth / 2))
    }
}
