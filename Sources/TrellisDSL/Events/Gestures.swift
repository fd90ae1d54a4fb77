import Foundation
import TrellisGraph

/// A gesture a view recognises. Trellis runs no events, so a gesture never fires and never
/// changes layout.
public protocol Gesture {
    /// The value the gesture reports.
    associatedtype Value
}

/// A gesture with callbacks or a mapped value, as `onChanged`, `onEnded`, `updating` and `map`
/// make it.
public struct _ModifiedGesture<Value>: Gesture {
    init() {}
}

extension Gesture {
    /// This gesture, calling `action` when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Value> { _ModifiedGesture() }

    /// This gesture, updating `state` while it is active.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> _ModifiedGesture<Value> { _ModifiedGesture() }

    /// This gesture, reporting `body`'s value instead.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<T> { _ModifiedGesture() }

    /// This gesture and `other` recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> _ModifiedGesture<(Value?, Other.Value?)> { _ModifiedGesture() }

    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> _ModifiedGesture<(Value, Other.Value?)> { _ModifiedGesture() }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> _ModifiedGesture<Value> { _ModifiedGesture() }
}

extension Gesture where Value: Equatable {
    /// This gesture, calling `action` each time its value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Value> { _ModifiedGesture() }
}

/// A tap, or several.
public struct TapGesture: Gesture {
    /// Nothing: a tap reports no value.
    public typealias Value = Void
    /// The number of taps.
    public var count: Int
    /// Recognises `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// A press held for a while.
public struct LongPressGesture: Gesture {
    /// Whether the press is still down.
    public typealias Value = Bool
    /// How long the press must last.
    public var minimumDuration: Double
    /// How far the finger may move.
    public var maximumDistance: CGFloat
    /// Recognises a press held `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When the drag was last updated.
        public var time: Date
        /// Where the drag is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the drag has moved.
        public var translation: CGSize
        /// The current speed, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if it stopped now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would move if it stopped now.
        public var predictedEndTranslation: CGSize
    }

    /// How far the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// Recognises a drag of at least `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has magnified.
    public struct Value: Equatable, Sendable {
        /// When the pinch was last updated.
        public var time: Date
        /// The magnification so far.
        public var magnification: CGFloat
        /// The current speed.
        public var velocity: CGFloat
        /// The point between the fingers, in unit coordinates.
        public var startAnchor: UnitPoint
        /// The point between the fingers.
        public var startLocation: CGPoint
    }

    /// How much the pinch must magnify before it starts.
    public var minimumScaleDelta: CGFloat
    /// Recognises a pinch of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger rotation.
public struct RotateGesture: Gesture {
    /// How far a rotation has turned.
    public struct Value: Equatable, Sendable {
        /// When the rotation was last updated.
        public var time: Date
        /// The rotation so far.
        public var rotation: Angle
        /// The current speed.
        public var velocity: Angle
        /// The point between the fingers, in unit coordinates.
        public var startAnchor: UnitPoint
        /// The point between the fingers.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// Recognises a rotation of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A value a gesture changes while it is active and resets when it ends. Trellis runs no
/// gestures, so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    /// A gesture state starting as `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// A gesture state starting as `initialValue`.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// A gesture state starting as `wrappedValue`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    /// The current value: the initial one.
    public var wrappedValue: Value { initialValue }

    /// The state itself, written `$name`, to hand to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures a view's `gesture` modifier lets through.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32

    /// The mask with the bits `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No gestures.
    public static let none: GestureMask = []
    /// The added gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A pinch, in the older form whose value is the magnification alone.
public struct MagnificationGesture: Gesture {
    /// The magnification so far.
    public typealias Value = CGFloat

    /// How much the pinch must magnify before it starts.
    public var minimumScaleDelta: CGFloat
    /// Recognises a pinch of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A two-finger rotation, in the older form whose value is the angle alone.
public struct RotationGesture: Gesture {
    /// The rotation so far.
    public typealias Value = Angle

    /// How far the fingers must turn before the rotation starts.
    public var minimumAngleDelta: Angle
    /// Recognises a rotation of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
