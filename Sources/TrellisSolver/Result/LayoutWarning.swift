import Foundation
import TrellisGraph

/// Something in a layout that SwiftUI would log, or that is rarely what the author meant.
///
/// The solver records what it found as typed values (``detail``); `TrellisDiagnostics` puts
/// them into words (`warning.message`).
public struct LayoutWarning: Sendable, Hashable {
    /// The kind of problem: one of the solver's kinds below, or one a layer above the solver
    /// adds (such as the layout session's `stateDidNotSettle`).
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The kind's name, as reports and graph tools show it.
        public let rawValue: String

        /// The kind called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A fixed frame dimension, padding, offset, position, spacing, priority or aspect ratio
        /// that is negative, NaN or infinite, or another parameter outside its range.
        public static let invalidValue = Kind(rawValue: "invalidValue")
        /// Flexible frame limits out of order (min > ideal, ideal > max or min > max).
        public static let contradictoryFrame = Kind(rawValue: "contradictoryFrame")
        /// A stack's children need more length than it was offered, so it overflows.
        public static let overflow = Kind(rawValue: "overflow")
        /// A modifier that has no effect where it stands (`layoutPriority` not on a container's
        /// child, `alignmentGuide` for a guide no container reads).
        public static let ineffectiveModifier = Kind(rawValue: "ineffectiveModifier")
        /// A `Spacer` outside any stack, which expands on both axes.
        public static let spacerOutsideStack = Kind(rawValue: "spacerOutsideStack")
        /// No `ViewThatFits` candidate fits, so the last one is shown.
        public static let viewThatFitsFallback = Kind(rawValue: "viewThatFitsFallback")
        /// Safe-area insets (or a keyboard) that take more than the space there is.
        public static let insetsExceedSpace = Kind(rawValue: "insetsExceedSpace")
        /// A text cut short with an ellipsis, or scaled down, to fit what it was offered.
        public static let textTruncated = Kind(rawValue: "textTruncated")
        /// A view wider (or taller) than the stack it is in was offered across its axis, a root
        /// larger than its window, or a view placed beyond its parent, the window or the safe
        /// area: each sticks out.
        public static let outOfBounds = Kind(rawValue: "outOfBounds")
        /// Several laid-out views share one `.id`, so looking it up finds only the first.
        public static let duplicateName = Kind(rawValue: "duplicateName")
        /// An `Image` with no natural size (no size registered for its name): it is 0×0.
        public static let imageWithoutSize = Kind(rawValue: "imageWithoutSize")

        /// Reads the kind's name.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Writes the kind's name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public var description: String { rawValue }
    }

    /// A parameter whose value can be invalid, named as in SwiftUI.
    public enum Parameter: String, Sendable, Hashable {
        /// `frame(width:height:)`'s dimensions.
        case frameWidth, frameHeight
        /// A flexible frame's limits.
        case minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
        /// `padding`'s insets.
        case paddingTop, paddingLeading, paddingBottom, paddingTrailing
        /// `offset(x:y:)`'s components.
        case offsetX, offsetY
        /// `position(x:y:)`'s coordinates.
        case positionX, positionY
        /// `layoutPriority(_:)`.
        case layoutPriority
        /// `Spacer(minLength:)`.
        case spacerMinLength
        /// A stack's `spacing`.
        case stackSpacing
        /// `aspectRatio(_:contentMode:)`'s ratio.
        case aspectRatio
        /// `Grid(horizontalSpacing:verticalSpacing:)`.
        case gridHorizontalSpacing, gridVerticalSpacing
        /// `gridCellColumns(_:)`.
        case gridCellColumns
        /// A text's font size.
        case fontSize
        /// An image's natural size.
        case imageWidth, imageHeight
        /// A control's lengths.
        case controlWidth, controlHeight
        /// A divider's thickness.
        case dividerThickness
        /// The value an `alignmentGuide`'s function computed.
        case alignmentGuideValue
        /// A size a host's function or a custom `Layout` answered.
        case measuredWidth, measuredHeight
        /// Safe-area insets (`safeAreaPadding`, a device's or the window's insets).
        case safeAreaTop, safeAreaLeading, safeAreaBottom, safeAreaTrailing
        /// The spacing of `safeAreaInset`.
        case safeAreaInsetSpacing
        /// A lazy grid's `spacing` between its rows (`LazyVGrid`) or columns (`LazyHGrid`).
        case lazyGridSpacing
        /// A `GridItem`'s `spacing`.
        case gridItemSpacing
        /// The length of a `GridItem.fixed(_:)`.
        case gridItemFixedLength
        /// The `minimum` of a flexible or adaptive `GridItem`.
        case gridItemMinimum
        /// The `maximum` of a flexible or adaptive `GridItem`.
        case gridItemMaximum
    }

    /// What the solver used in place of an invalid value.
    public enum Replacement: Sendable, Hashable {
        /// The value was dropped, as SwiftUI ignores it (a fixed frame dimension then takes its
        /// child's length; a flexible limit is unset).
        case ignored
        /// This value.
        case value(CGFloat)
        /// The default (8 pt of spacing, for example).
        case defaultValue
        /// The content's own aspect ratio, as with `nil`.
        case contentRatio
        /// The guide's default value, as if the modifier were not there.
        case defaultGuide
    }

    /// How a warning names a view: by its first `.id`, or by its SwiftUI name.
    public struct ViewName: Sendable, Hashable {
        /// The view's first `.id`, if it has one.
        public var id: String?
        /// The SwiftUI name of the view or modifier (`HStack`, `frame`, `Text "Hi"`).
        public var typeName: String

        /// The name of `node` in `graph`.
        public init(_ node: NodeID, in graph: LayoutGraph) {
            id = graph[node].ids.first
            typeName = graph.viewName(of: node)
        }
    }

    /// A child of an overflowing stack that took more than its share.
    public struct OverflowCulprit: Sendable, Hashable {
        /// The child.
        public var node: NodeID
        /// How the child is named.
        public var view: ViewName
        /// The length it took.
        public var needed: CGFloat
        /// The share it was offered.
        public var offered: CGFloat
    }

    /// What was found, with the numbers.
    public enum Detail: Sendable, Hashable {
        /// `parameter` was `value`, which is negative, NaN, infinite or beyond
        /// `NormalizationReport`'s largest length; the solver used `replacement`.
        case invalidValue(Parameter, value: CGFloat, replacement: Replacement)
        /// An aspect ratio of 0, kept: the view is 0 wide.
        case zeroAspectRatio
        /// A flexible frame's limits along `axis` are out of order; each is raised to the one
        /// before it.
        case contradictoryLimits(axis: Axis, min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
        /// A stack needs `needed` along `axis` where it was offered `offered`; `culprits` took
        /// more than their shares.
        case overflow(axis: Axis, offered: CGFloat, needed: CGFloat, culprits: [OverflowCulprit])
        /// No `ViewThatFits` candidate fits `space` on the constrained axes.
        case noCandidateFits(space: ProposedViewSize)
        /// A `Spacer` stands outside any stack.
        case spacerOutsideStack
        /// A `layoutPriority(value)` that no container reads.
        case priorityNotRead(Double)
        /// An `alignmentGuide` for `guide` that no container aligns on.
        case guideNotRead(AlignmentKey)
        /// A safe area's insets along `axis` add up to `insets`, more than the `space` it was
        /// offered: its content is offered 0 there.
        case insetsExceedSpace(axis: Axis, insets: CGFloat, space: CGFloat)
        /// A text needed `needed` (its size on one line, unscaled) and got `got`, in
        /// `lineCount` lines: `truncated` when cut short with an ellipsis, and drawn at
        /// `scaleFactor` of its font size when scaled down.
        case textCut(needed: CGSize, got: CGSize, lineCount: Int, truncated: Bool, scaleFactor: CGFloat)
        /// A view `length` long along `axis` in a stack `container` that was offered only
        /// `offered` across its own axis: the view sticks out of the stack on both sides.
        case sticksOut(axis: Axis, length: CGFloat, offered: CGFloat, container: ViewName)
        /// The root needs `needed` in a window of `window`: it sticks out of the window.
        case windowTooSmall(needed: CGSize, window: CGSize)
        /// `count` laid-out views are named `name`.
        case duplicateName(String, count: Int)
        /// An `Image` named `name` has no natural size.
        case imageWithoutSize(name: String?)
        /// A view placed at `frame` reaches beyond `bounds` (both in window coordinates), the
        /// frame of `boundary`; an edge on which the view may lie beyond on purpose is moved out
        /// to the view's.
        case outside(frame: CGRect, bounds: CGRect, boundary: Boundary)
        /// What a layer above the solver found (with a kind of its own), in its own terms.
        case finding(AnyLayoutFinding)
    }

    /// What a view placed out of bounds reaches beyond.
    public enum Boundary: Sendable, Hashable {
        /// The frame of its parent, named `parent`.
        case parent(ViewName)
        /// The window.
        case window
        /// What the window's safe area (or the keyboard's) leaves once its insets are taken off.
        case safeArea
    }

    /// The kind of problem.
    public var kind: Kind
    /// The node the warning is about.
    public var node: NodeID
    /// How the node is named.
    public var view: ViewName
    /// What was found, with the numbers.
    public var detail: Detail
    /// For a view too long for its window, its parent or its stack, the view inside it whose
    /// own size is the reason, and the views that passed that size up; for an overflowing
    /// stack, the same for its first child that took more than its share (the path ends at that
    /// child); `nil` for other warnings.
    public var cause: Cause?

    /// Creates a warning about `node` of `graph`.
    public init(kind: Kind, node: NodeID, in graph: LayoutGraph, detail: Detail) {
        self.kind = kind
        self.node = node
        self.view = ViewName(node, in: graph)
        self.detail = detail
    }
}
