import Foundation
import TrellisGeometry

/// The layout of a `Grid`, as a `Layout`: for `AnyLayout`, or to switch between a grid and a
/// stack while keeping the same subviews.
///
/// `GridLayout { … }` and `AnyLayout(GridLayout())` lay out exactly as `Grid { … }`: `GridRow`s
/// are rows of cells, any other view a row spanning every column. Called directly from another
/// layout's code, where every subview stands alone, each subview is a row spanning the grid's
/// one column: the subviews are laid out as a `VStack` with the grid's vertical spacing and
/// horizontal alignment.
public struct GridLayout: Layout, BuiltInLayout, Sendable {
    /// How each cell's content is aligned in its cell.
    public var alignment: Alignment
    /// The distance between columns (8 pt when `nil`).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows (8 pt when `nil`).
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    package var builtInContainer: BuiltInContainer {
        .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The one-column grid's rows, as a vertical stack.
    private var rows: StackSpec {
        StackSpec(axis: .vertical, alignment: alignment.horizontal.key, spacing: verticalSpacing ?? 8)
    }

    /// The size a one-column grid of `subviews` chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.host.stackSize(rows, of: subviews, for: proposal)
    }

    /// Places `subviews` as the rows of a one-column grid.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.host.placeStack(rows, subviews, in: bounds, proposal: proposal)
    }
}
