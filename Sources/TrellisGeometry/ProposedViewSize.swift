import Foundation

/// A proposal for the size of a view.
///
/// Each dimension is independent: `nil` asks for the view's ideal size on that axis,
/// `0` for its minimum and `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal that offers exactly `size`.
    @inlinable
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal that asks a view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks a view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposal that asks a view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// A concrete size made by replacing each unspecified dimension with the one in `size`
    /// (10×10 by default, as in SwiftUI).
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    @inlinable
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from lengths along a major and a minor axis.
    @inlinable
    package init(major: CGFloat?, minor: CGFloat?, along axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }

    public var description: String {
        "\(Self.format(width))×\(Self.format(height))"
    }

    /// Formats one proposed dimension the way explanations print it: `nil`, `∞` or a number.
    package static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return PointFormat.string(value)
    }
}

/// Prints lengths in points the way Trellis's messages show them: at most three decimals, no trailing zeros.
package enum PointFormat {
    package static func string(_ value: CGFloat) -> String {
        if value.isNaN { return "NaN" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int(rounded))
        }
        // Thousandths counted in an integer give the digits "%.3f" would, without formatting
        // through Foundation (an audit writes millions of numbers).
        if abs(value) < 1e12 {
            let thousandths = Int((value * 1000).rounded())
            let whole = String(thousandths.magnitude / 1000)
            var fraction = String(thousandths.magnitude % 1000)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return (thousandths < 0 ? "-" : "") + whole + "." + fraction
        }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    package static func string(_ size: CGSize) -> String {
        "\(string(size.width))×\(string(size.height))"
    }

    package static func string(_ rect: CGRect) -> String {
        "(\(string(rect.minX)), \(string(rect.minY)), \(string(rect.width)), \(string(rect.height)))"
    }
}
