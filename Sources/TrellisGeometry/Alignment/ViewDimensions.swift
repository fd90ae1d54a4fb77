import Foundation

/// A view's size and its alignment guides, as seen by its parent.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    private let explicitValue: ((AlignmentKey) -> CGFloat?)?

    /// Dimensions of a view of the given size with the explicit guide values `explicit` returns.
    package init(width: CGFloat, height: CGFloat, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.width = width
        self.height = height
        self.explicitValue = explicit
    }

    package init(size: CGSize, explicit: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.init(width: size.width, height: size.height, explicit: explicit)
    }

    package var size: CGSize { CGSize(width: width, height: height) }

    /// The explicit value of `key`, or its default value when the view sets none.
    package subscript(key: AlignmentKey) -> CGFloat {
        explicitValue?(key) ?? key.defaultValue(in: self)
    }

    /// The explicit value of `key`, if the view or its content sets one.
    package subscript(explicit key: AlignmentKey) -> CGFloat? {
        explicitValue?(key)
    }

    /// The value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of the given horizontal guide, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The explicit value of the given vertical guide, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }
}
