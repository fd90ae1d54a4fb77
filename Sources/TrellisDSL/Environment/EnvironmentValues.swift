import Foundation
import TrellisGraph

/// The values a view inherits from its ancestors: set with `.environment(_:_:)`, read with
/// `@Environment`. Values flow down only; an inner value overrides an outer one.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Holds the values set so far, by key type, each in a box of its key's value type. A value
    // is only read through its key's typed subscript, and a key type has one value type, so a
    // read takes its box back with an unchecked downcast: a dynamic cast from `Any` was most of
    // what a read cost, and lowering reads a dozen values for every text. Environment values
    // are treated as immutable snapshots, as in SwiftUI.
    private var values: [ObjectIdentifier: AnyObject] = [:]

    /// The environment with every key at its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return unsafeDowncast(box, to: EnvironmentValueBox<Key.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentValueBox(newValue) }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

// MARK: - Keys that layout reads

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The direction of horizontal layout: leading is left or right.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display (1 unless a device or the caller sets it).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one pixel in points, `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The horizontal size class of the window.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The user's preferred size of content.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The size class for a constrained dimension.
    case compact
    /// The size class for an expansive dimension.
    case regular
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The standard sizes, from the smallest to the largest; `large` is the default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, each larger than every standard size.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
