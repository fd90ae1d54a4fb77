import Foundation

/// Keyframes of a `keyframeAnimator`. Trellis never plays them.
public protocol Keyframes {}

/// The keyframes a `@KeyframesBuilder` closure lists.
public struct _KeyframeList: Keyframes {}

/// Collects the tracks and keyframes of a `keyframeAnimator`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track of a property of `Value`: its root is the animated value, as in SwiftUI, so that
    /// `KeyframeTrack(\.scale)` finds the property on the animated value.
    public static func buildExpression<Property>(_ track: KeyframeTrack<Value, Property>) -> KeyframeTrack<Value, Property> { track }
    /// A keyframe reaching a value of the track's type.
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> LinearKeyframe<Value> { keyframe }
    /// A keyframe reaching a value of the track's type.
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> SpringKeyframe<Value> { keyframe }
    /// A keyframe reaching a value of the track's type.
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> CubicKeyframe<Value> { keyframe }
    /// A keyframe reaching a value of the track's type.
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> MoveKeyframe<Value> { keyframe }
    /// Any other keyframes.
    public static func buildExpression(_ keyframes: any Keyframes) -> any Keyframes { keyframes }
    /// Collects tracks or keyframes.
    public static func buildBlock(_ components: any Keyframes...) -> _KeyframeList { _KeyframeList() }
    /// Collects the keyframes of a loop.
    public static func buildArray(_ components: [any Keyframes]) -> _KeyframeList { _KeyframeList() }
    /// Collects optional keyframes.
    public static func buildOptional(_ component: (any Keyframes)?) -> _KeyframeList { _KeyframeList() }
    /// Collects the first branch of an `if`.
    public static func buildEither(first component: any Keyframes) -> _KeyframeList { _KeyframeList() }
    /// Collects the second branch of an `if`.
    public static func buildEither(second component: any Keyframes) -> _KeyframeList { _KeyframeList() }
}

/// The keyframes of one property of the animated value.
public struct KeyframeTrack<Root, Value>: Keyframes {
    /// The keyframes `content` lists for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframesBuilder<Value> content: () -> some Keyframes) {}
}

extension KeyframeTrack where Root == Value {
    /// The keyframes `content` lists for the whole value.
    public init(@KeyframesBuilder<Value> content: () -> some Keyframes) {}
}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: Keyframes {
    /// `to` reached after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached along a spring.
public struct SpringKeyframe<Value>: Keyframes {
    /// `to` reached along `spring`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: Keyframes {
    /// `to` reached after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to at once.
public struct MoveKeyframe<Value>: Keyframes {
    /// `to`, at once.
    public init(_ to: Value) {}
}

/// A timing curve of a keyframe.
public struct UnitCurve: Hashable, Sendable {
    private let name: String

    /// Constant speed.
    public static let linear = UnitCurve(name: "linear")
    /// Starts slowly.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Ends slowly.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's character, for `SpringKeyframe`.
public struct Spring: Hashable, Sendable {
    /// A spring with the given perceived duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}

    /// A smooth spring.
    public static let smooth = Spring()
    /// A bouncy spring.
    public static let bouncy = Spring(bounce: 0.3)
    /// A snappy spring.
    public static let snappy = Spring(bounce: 0.15)
}
