import Foundation
import TrellisGraph

/// A 3 × 3 transform of the plane with perspective, as `projectionEffect` takes it.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3.
    public var m23: CGFloat = 0
    /// Row 3, column 1.
    public var m31: CGFloat = 0
    /// Row 3, column 2.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projection that applies `transform`.
    public init(_ transform: CGAffineTransform) {
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m31 = transform.tx
        m32 = transform.ty
    }
}

// Transforms that draw the view elsewhere without moving its layout.
nonisolated extension View {
    /// This view drawn rotated by `angle` about `anchor`; its frame is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RenderingModifier> {
        drawn(through: .rotation(radians: Double(angle.radians), anchor: anchor))
    }

    /// This view drawn rotated in three dimensions; its frame is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _RenderingModifier> {
        drawn(through: .rotation3D(radians: Double(angle.radians), axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor))
    }

    /// This view drawn scaled by `scale` about `anchor`; its frame is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RenderingModifier> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// This view drawn scaled by `s` about `anchor`; its frame is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RenderingModifier> {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// This view drawn scaled by `x` and `y` about `anchor`; its frame is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RenderingModifier> {
        drawn(through: DrawingTransform(affine: CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0), anchor: anchor))
    }

    /// This view drawn through `transform`, about its frame's origin; its frame is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _RenderingModifier> {
        drawn(through: DrawingTransform(affine: transform, anchor: .topLeading))
    }

    /// This view drawn through `transform`; its frame is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drawn with the effects `effect` makes from its geometry. Trellis never calls
    /// `effect`; the frame is unchanged.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}

nonisolated extension View {
    /// This view recorded as drawn through `transform`, with no layout effect.
    fileprivate func drawn(through transform: DrawingTransform) -> ModifiedContent<Self, _RenderingModifier> {
        modifier(_RenderingModifier(.transform(transform)))
    }
}

/// Effects `visualEffect` applies; none changes layout.
public protocol VisualEffect: Sendable {}

/// The effect `visualEffect` starts from: no effect.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// Effects chained onto a ``VisualEffect``.
public struct _ChainedVisualEffect: VisualEffect {}

extension VisualEffect {
    /// Drawn moved by `offset`.
    public func offset(_ offset: CGSize) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn scaled by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn with `opacity`.
    public func opacity(_ opacity: Double) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn brightened.
    public func brightness(_ amount: Double) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn with changed saturation.
    public func saturation(_ amount: Double) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn with changed contrast.
    public func contrast(_ amount: Double) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn with turned hues.
    public func hueRotation(_ angle: Angle) -> _ChainedVisualEffect { _ChainedVisualEffect() }
    /// Drawn rotated in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _ChainedVisualEffect { _ChainedVisualEffect() }
}
