import Foundation

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The guide this alignment uses along `axis`.
    @inlinable
    package subscript(axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top and leading edges.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top and trailing edges.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom and leading edges.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom and trailing edges.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The SwiftUI name of a standard alignment (`topLeading`), or `horizontal/vertical` otherwise.
    public var description: String {
        let h = horizontal.key.name, v = vertical.key.name
        switch (h, v) {
        case ("center", "center"): return "center"
        case (_, "center"): return h
        case ("center", _): return v
        default: return v + h.prefix(1).uppercased() + h.dropFirst()
        }
    }
}
