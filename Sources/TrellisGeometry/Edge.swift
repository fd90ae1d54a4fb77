/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (the left one in left-to-right layouts).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (the right one in left-to-right layouts).
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// One bit per edge, at the edge's raw value.
        public let rawValue: Int8

        /// Creates a set from its bits.
        @inlinable
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        @inlinable
        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top edge.
        @inlinable public static var top: Set { Set(rawValue: 1 << 0) }
        /// The leading edge.
        @inlinable public static var leading: Set { Set(rawValue: 1 << 1) }
        /// The bottom edge.
        @inlinable public static var bottom: Set { Set(rawValue: 1 << 2) }
        /// The trailing edge.
        @inlinable public static var trailing: Set { Set(rawValue: 1 << 3) }
        /// The leading and trailing edges.
        @inlinable public static var horizontal: Set { Set(rawValue: 1 << 1 | 1 << 3) }
        /// The top and bottom edges.
        @inlinable public static var vertical: Set { Set(rawValue: 1 << 0 | 1 << 2) }
        /// All four edges.
        @inlinable public static var all: Set { Set(rawValue: 0b1111) }
    }
}
