import Foundation
import TrellisLayout

/// A modifier that draws its view through a projection transform it computes from the view's
/// size, as SwiftUI's `GeometryEffect` is: `effectValue(size:)` gives the transform, and the
/// modifier has no body. A geometry effect changes where the view is drawn, not its frame, so
/// Trellis lays the view out as it is; `effectValue(size:)` is never called.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform the view of size `size` is drawn through.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Never called: a geometry effect has no body; Trellis lowers its content as it is.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    /// This effect, marked as one layout does not see, as SwiftUI's `ignoredByLayout()`: the
    /// frames of the view's children (read by a geometry reader inside it) are those without
    /// the effect. The effect lays out as it is.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}

/// A geometry effect that layout ignores, made by ``GeometryEffect/ignoredByLayout()``. It has
/// no animated data of its own: Trellis does not animate, so the effect's is not forwarded.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect ignored.
    public var base: Base

    /// The effect `base`, ignored by layout.
    public init(base: Base) {
        self.base = base
    }

    /// The transform of the effect ignored.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}
