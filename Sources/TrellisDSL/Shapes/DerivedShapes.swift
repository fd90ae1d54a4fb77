import Foundation
import TrellisGraph

/// A shape drawn inset within its bounds, as `inset(by:)` makes it; it lays out as the shape.
nonisolated public struct _InsetShape<Content: Shape>: InsettableShape, DerivedShape {
    /// The shape being inset.
    public var shape: Content
    /// How far inside the bounds it is drawn.
    public var amount: CGFloat

    /// The outline of the shape drawn in `rect` inset by ``amount``.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// The shape inset by a further `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }

    package var baseShape: any Shape { shape }
}

/// A shape drawn moved by an offset; it lays out where the shape does.
nonisolated public struct OffsetShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// `shape` drawn moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The outline of the shape drawn in `rect`, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    package var baseShape: any Shape { shape }
}

/// A shape drawn rotated about an anchor; it lays out as the shape.
nonisolated public struct RotatedShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being rotated.
    public var shape: Content
    /// The rotation.
    public var angle: Angle
    /// The point of the bounds it turns about.
    public var anchor: UnitPoint

    /// `shape` drawn rotated by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The outline of the shape drawn in `rect`, rotated.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let turn = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(turn)
    }

    package var baseShape: any Shape { shape }
}

/// A shape drawn scaled about an anchor; it lays out as the shape.
nonisolated public struct ScaledShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being scaled.
    public var shape: Content
    /// The scale on each axis.
    public var scale: CGSize
    /// The point of the bounds that stays put.
    public var anchor: UnitPoint

    /// `shape` drawn scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The outline of the shape drawn in `rect`, scaled.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let grow = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(grow)
    }

    package var baseShape: any Shape { shape }
}

/// A shape drawn through an affine transform; it lays out as the shape.
nonisolated public struct TransformedShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// `shape` drawn through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The outline of the shape drawn in `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    package var baseShape: any Shape { shape }
}

/// A part of a shape's outline, as `trim(from:to:)` makes it; it lays out as the shape.
nonisolated public struct _TrimmedShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being trimmed.
    public var shape: Content
    /// Where the kept part starts, as a fraction of the outline.
    public var startFraction: CGFloat
    /// Where the kept part ends, as a fraction of the outline.
    public var endFraction: CGFloat

    /// The kept part of the shape's outline drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    package var baseShape: any Shape { shape }
}

/// A shape's outline as a shape, as `stroke(lineWidth:)` and `stroke(style:)` make it; it lays
/// out as the shape.
nonisolated public struct _StrokedShape<Content: Shape>: Shape, DerivedShape {
    /// The shape being outlined.
    public var shape: Content
    /// How the outline is drawn.
    public var style: StrokeStyle

    /// The outline the stroke follows (Trellis does not widen it by the line width).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    package var baseShape: any Shape { shape }
}

/// A type-erased shape: it lays out as the shape it wraps.
nonisolated public struct AnyShape: Shape, DerivedShape {
    private let shape: any Shape

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        self.shape = shape
    }

    /// The wrapped shape's outline drawn in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package var baseShape: any Shape { shape }
}

nonisolated extension Shape {
    /// This shape drawn moved by `offset`; it lays out where this shape does.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape drawn moved by `offset`; it lays out where this shape does.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape drawn moved by (`x`, `y`); it lays out where this shape does.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape drawn rotated by `angle` about `anchor`; it lays out as this shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape drawn scaled by `x` and `y` about `anchor`; it lays out as this shape.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape drawn scaled by `scale` about `anchor`; it lays out as this shape.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape drawn through `transform`; it lays out as this shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The part of this shape's outline from `startFraction` to `endFraction`; it lays out as
    /// this shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
