import Foundation

/// A type that identifies a custom alignment guide and supplies its default value.
///
/// ```swift
/// enum LabelEdge: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
/// }
/// extension HorizontalAlignment {
///     static let labelEdge = HorizontalAlignment(LabelEdge.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension AlignmentKey {
    /// The key of the custom guide `id` along `axis`.
    package static func custom(_ id: any AlignmentID.Type, axis: Axis) -> AlignmentKey {
        CustomAlignmentGuide.key(for: id, axis: axis)
    }
}
