import Foundation

/// An angle, as SwiftUI's `rotationEffect(_:)` and `Path.addArc` take it.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() {
        radians = 0
    }

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// A zero angle.
    public static let zero = Angle()

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// `angle` multiplied by `factor`.
    public static func * (angle: Angle, factor: Double) -> Angle { Angle(radians: angle.radians * factor) }

    /// `angle` multiplied by `factor`.
    public static func * (factor: Double, angle: Angle) -> Angle { Angle(radians: angle.radians * factor) }

    /// `angle` divided by `divisor`.
    public static func / (angle: Angle, divisor: Double) -> Angle { Angle(radians: angle.radians / divisor) }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}
