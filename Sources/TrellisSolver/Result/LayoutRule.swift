/// The named SwiftUI behaviours the solver models. Every size the solver computes, and every
/// decision it takes inside a container, is reported with the rule that decided it.
public enum LayoutRule: String, Sendable, CaseIterable, Codable {
    /// `Color` and shapes take the size they are offered; an unspecified dimension becomes 10 pt,
    /// and an infinite one stays infinite.
    case shapeTakesProposal
    /// A `Circle` takes the largest square the size it is offered holds (that size with 10 pt
    /// for an unspecified dimension), as SwiftUI's `Circle.sizeThatFits(_:)` does.
    case circleTakesSquare
    /// A `Spacer` inside an `HStack`/`VStack` is as long as offered but never shorter than its
    /// minimum length (8 pt by default), and has no thickness across the stack.
    case spacerInStack
    /// A `Spacer` outside any stack expands on both axes, down to its minimum length.
    case spacerOutsideStack
    /// A stack proposed `nil` along its axis asks every child for its ideal length, in source order.
    case stackIdealSizing
    /// A stack subtracts the spacing between its children from what it is offered, then divides
    /// the rest: higher layout priority first (holding back the minimums of lower priorities),
    /// least flexible first, each child offered an equal share of what remains.
    case stackDistribution
    /// A stack's length is the sum of its children's lengths and spacings; its thickness is the
    /// extent of its children aligned on the alignment guide.
    case stackSize
    /// A stack with a single child is transparent: it reports the child's size, guides and
    /// priority as its own (SwiftUI's identity unary layout).
    case singleChildStackIsTransparent
    /// A `ZStack` offers every child its own proposal and takes the largest size among the
    /// children with the highest layout priority.
    case zstackSize
    /// `frame(width:height:)` with both dimensions fixed ignores the child when sizing.
    case fixedFrameIgnoresChild
    /// `frame(width:height:)` with one dimension fixed: that dimension is the frame's, the other
    /// is the child's answer to the frame's proposal on that axis.
    case fixedFrame
    /// A flexible frame: the proposal clamped to `[min, max]` when both are given, the ideal
    /// when unproposed, otherwise the child's size pulled towards the proposal within the limits.
    case flexibleFrame
    /// `padding` offers the child the proposal minus the insets (never below 0) and adds the
    /// insets to the child's size.
    case padding
    /// `fixedSize` proposes `nil` on its fixed axes, so the child takes its ideal size there.
    case fixedSizeIdeal
    /// Modifiers that do not change size (`layoutPriority`, `offset`, `alignmentGuide`, the grid
    /// cell modifiers) report their child's size; `offset` then moves the view after layout.
    case sizeOfChild
    /// `overlay`/`background`: the modified view has the primary's size; the overlay or background is
    /// offered exactly that size and aligned on it.
    case overlayBackgroundLayer
    /// Right-to-left layout: the subtree is laid out as left-to-right and then mirrored in its
    /// frame, so stacks run from the trailing edge and leading/trailing alignments swap sides.
    case layoutDirection
    /// `aspectRatio(_:contentMode:)`: an unspecified proposal passes through; otherwise the
    /// ratio (or the child's ideal size) is scaled to fit or fill the proposal, a missing
    /// dimension counting as unbounded, and the child is offered that size and centred. The
    /// modifier takes the child's size.
    case aspectRatio
    /// `position(x:y:)`: the modifier takes the proposal (the child's size on an unspecified
    /// axis), offers the child its own size and puts the child's centre at the point.
    case position
    /// `ViewThatFits(in:)`: each candidate in turn is measured at its ideal size on the
    /// constrained axes; the first that fits the proposal there (an unspecified proposal always
    /// fits) is shown, else the last, and is laid out with the real proposal. The others are
    /// never placed.
    case viewThatFits
    /// `ScrollView`: the content is proposed `nil` along the scroll axes and the proposal across
    /// them; the scroll view takes its proposal (the content's length where unspecified) and
    /// places the content at the top-leading corner along the scroll axes, centred across them.
    case scrollView
    /// `GeometryReader` takes its proposal (10 pt on an unspecified axis), makes its content
    /// from its size and position, and proposes every view of the content its own size at its
    /// top-leading corner.
    case geometryReader
    /// A custom `Layout`: its `sizeThatFits` decides its size and its `placeSubviews` where each
    /// subview goes; a subview it does not place is centred with the layout's own proposal.
    case customLayout
    /// `Grid`: each column is as wide as its widest cell and each row as tall as its tallest;
    /// columns (then rows) share what they are offered as a stack's children do, least flexible
    /// first, and a cell spanning several columns widens them equally when it needs more.
    case grid
    /// `Text` measured by the built-in model: the single-line width when the width is
    /// unspecified; a proposed width wraps at spaces (inside a word only when the word alone is
    /// wider) and the text is as wide as its widest line; the lines are capped by `lineLimit` and
    /// a concrete proposed height, and text beyond them is truncated with an ellipsis. The
    /// first and last baselines are explicit `firstTextBaseline`/`lastTextBaseline` guides.
    case textBuiltInModel
    /// `Text` measured by the `TextMeasurer` set with `environment(\.textMeasurer, …)`.
    case textCustomMeasurer
    /// An `Image` that is not resizable keeps its natural size whatever it is offered.
    case imageNaturalSize
    /// A `resizable()` image takes the size it is offered; an unspecified axis takes the natural
    /// length.
    case imageResizable
    /// A control leaf (`ProgressView`) is a fixed length on some axes and takes what it is
    /// offered on the others (its ideal length when nothing is offered).
    case controlSize
    /// `Divider` is a line across the enclosing stack's axis: one pixel thick along the stack
    /// axis (horizontal outside any stack) and as long as offered across it (10 pt when
    /// unspecified).
    case dividerAcrossStack
    /// A leaf sized by a host framework's function of the proposal.
    case measuredLeaf
    /// A safe area: the window's takes its proposal and centres its content in what the insets
    /// leave; `safeAreaPadding` adds its insets to its content as padding does; `safeAreaInset`
    /// places its inset content along its edge and offers the view the rest.
    case safeArea
    /// `ignoresSafeArea`: sized as its child, then grown into the insets of each safe area
    /// whose edge its frame reaches, on the edges and regions it ignores.
    case ignoresSafeArea
    /// `LazyVGrid`/`LazyHGrid`: the tracks across the axis come from the grid items and the
    /// offer alone (fixed lengths first, then each other item an equal share of what remains,
    /// flexible ones clamped, adaptive ones holding as many tracks of their minimum as fit);
    /// each line along the axis is as long as its longest cell.
    case lazyGrid
    /// `containerRelativeFrame` inside a scroll view: a fixed frame whose lengths are shares of
    /// the scroll view's visible size.
    case containerRelativeFrame
}
