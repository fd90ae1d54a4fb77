import Foundation
import TrellisGraph

/// How a change is animated. Trellis lays out single frames, so an animation is kept only so
/// that SwiftUI code compiles; layout is always the final one.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What the animation is, for descriptions.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    private func with(_ change: String) -> Animation { Animation(description + "." + change) }

    /// The default animation.
    public static let `default` = Animation("default")
    /// A linear animation of the default duration.
    public static let linear = Animation("linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation("easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation("easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// The default spring.
    public static let spring = Animation("spring")
    /// A quick spring for interactive changes.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring with some bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring with no bounce.
    public static let smooth = Animation("smooth")
    /// A quick spring with a little bounce.
    public static let snappy = Animation("snappy")

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(\(duration))") }
    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(\(duration))") }
    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(\(duration))") }
    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(\(duration))") }
    /// An animation along the cubic Bézier timing curve with the given control points.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { Animation("timingCurve") }
    /// A spring given by its response, damping and blend duration. Disfavoured, as in SwiftUI,
    /// so that `.spring()` means `spring(duration:bounce:blendDuration:)`.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation("spring(response: \(response))") }
    /// A spring given by its perceived duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation("spring(duration: \(duration))") }
    /// A quick spring for interactive changes. Disfavoured, as in SwiftUI.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation { Animation("interactiveSpring") }
    /// A physical spring given by mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation("interpolatingSpring") }
    /// A spring that keeps its velocity when interrupted, taking about `duration` seconds with
    /// `bounce`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { Animation("interpolatingSpring(duration: \(duration))") }
    /// A spring that keeps its velocity when interrupted, with the default duration and no bounce.
    public static let interpolatingSpring = Animation("interpolatingSpring")
    /// A bouncy spring of the given duration.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy(\(duration))") }
    /// A smooth spring of the given duration.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth(\(duration))") }
    /// A snappy spring of the given duration.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy(\(duration))") }

    /// This animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { with("repeatForever") }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { with("repeatCount(\(repeatCount))") }
    /// This animation started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { with("delay(\(delay))") }
    /// This animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation { with("speed(\(speed))") }
}

/// The context of a state change: its animation.
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations inside the changed views are turned off.
    public var disablesAnimations = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` and returns its result. In SwiftUI the state changes `body` makes are animated;
/// Trellis lays out only the final state.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String

    /// When the animation has reached its final value, though it may still move a little.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has stopped changing anything.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion`, and returns `body`'s result. In SwiftUI `completion` runs
/// once the animation `body`'s changes start is finished, as `criteria` says; Trellis lays out
/// only final states, where every animation is finished at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction` and returns its result.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The namespace of a view, for `matchedGeometryEffect`: `@Namespace private var animation`.
@propertyWrapper
public struct Namespace: Sendable {
    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        fileprivate let value: Int
    }

    /// Creates a namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: 0) }
}

/// How a view enters and leaves. It changes only drawing: the layout is the final one.
public struct AnyTransition: Sendable {
    private init() {}

    /// Fades in and out.
    public static let opacity = AnyTransition()
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition()
    /// Scales up and down.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moved by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    /// Moved by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// `insertion` when the view enters and `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content such as a number is animated. It changes only drawing.
public struct ContentTransition: Sendable {
    private init() {}

    /// The default.
    public static let identity = ContentTransition()
    /// A cross-fade.
    public static let opacity = ContentTransition()
    /// Interpolated glyphs.
    public static let interpolate = ContentTransition()
    /// Rolling digits.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Rolling digits, in the direction `value` moves.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

// Motion: each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// This view's changes of `value` animated with `animation`; it lays out unchanged.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's changes animated with `animation`; it lays out unchanged. Disfavoured, as
    /// in SwiftUI, beside `animation(_:value:)`.
    @_disfavoredOverload
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's transactions changed by `transform`; it lays out unchanged.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view entering and leaving with `transition`; it lays out unchanged.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's content changes drawn with `transition`; it lays out unchanged.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view drawn as the view with the same `id` in `namespace` moves. Trellis lays out
    /// each view where it is; the frame is unchanged.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// The properties with the bits `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension AnyTransition {
    /// The transition from the modifier `active` (the view entering or leaving) to `identity`
    /// (the view in place); a transition changes only drawing, so the view lays out as itself.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .identity }
}
