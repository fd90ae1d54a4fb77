import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, Codable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// The other axis.
    public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

    /// Both axes, horizontal first, as a sequence that needs no array (hot layout loops use it
    /// instead of `allCases`).
    @inlinable
    package static var both: Both { Both() }

    /// The horizontal axis, then the vertical one.
    @usableFromInline
    package struct Both: Sequence, IteratorProtocol {
        @usableFromInline
        var upcoming: Axis? = .horizontal

        @inlinable
        init() {}

        @inlinable
        package mutating func next() -> Axis? {
            defer { upcoming = upcoming == .horizontal ? .vertical : nil }
            return upcoming
        }
    }

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)

        /// Whether the set holds `axis`.
        public func contains(_ axis: Axis) -> Bool {
            rawValue & (1 << axis.rawValue) != 0
        }
    }
}

extension CGSize {
    /// The length along `axis`.
    @inlinable
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from lengths along a major and a minor axis.
    @inlinable
    package init(major: CGFloat, minor: CGFloat, along axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    @inlinable
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point built from coordinates along a major and a minor axis.
    @inlinable
    package init(major: CGFloat, minor: CGFloat, along axis: Axis) {
        self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
    }
}
