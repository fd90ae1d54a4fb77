import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide this alignment names.
    public let key: AlignmentKey

    package init(key: AlignmentKey) {
        precondition(key.axis == .horizontal, "a horizontal alignment needs a horizontal guide")
        self.key = key
    }

    /// An alignment for the custom guide `id`.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(id, axis: .horizontal)
    }

    /// The leading edge (0).
    public static let leading = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, guide: .start))
    /// The horizontal centre (width / 2).
    public static let center = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, guide: .center))
    /// The trailing edge (width).
    public static let trailing = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, guide: .end))

    public var description: String { key.name }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide this alignment names.
    public let key: AlignmentKey

    package init(key: AlignmentKey) {
        precondition(key.axis == .vertical, "a vertical alignment needs a vertical guide")
        self.key = key
    }

    /// An alignment for the custom guide `id`.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(id, axis: .vertical)
    }

    /// The top edge (0).
    public static let top = VerticalAlignment(key: AlignmentKey(axis: .vertical, guide: .start))
    /// The vertical centre (height / 2).
    public static let center = VerticalAlignment(key: AlignmentKey(axis: .vertical, guide: .center))
    /// The bottom edge (height).
    public static let bottom = VerticalAlignment(key: AlignmentKey(axis: .vertical, guide: .end))
    /// The baseline of the first line of text (the bottom edge for views without text).
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(axis: .vertical, guide: .firstTextBaseline))
    /// The baseline of the last line of text (the bottom edge for views without text).
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(axis: .vertical, guide: .lastTextBaseline))

    public var description: String { key.name }
}
