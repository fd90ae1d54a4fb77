import Foundation

// SwiftUI makes the geometry types animatable by their coordinates, so that a shape or a
// modifier can animate a point, a size or a rectangle (`AnimatableData` of `CGSize` is used by
// name in custom shapes). Trellis lays out the final state, so the data is never read.

extension CGPoint: Animatable {
    /// The point's `x` and `y`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The point's `x` and `y`.
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's `width` and `height`.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The size's `width` and `height`.
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// The rectangle's origin and size.
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
