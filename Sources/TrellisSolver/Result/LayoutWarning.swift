import TrellisGraph

/// Something in a layout that SwiftUI would log, or that is rarely what the author meant.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: String, Sendable, Codable {
        /// A fixed frame dimension, padding, offset, position, spacing, priority or aspect ratio
        /// that is negative, NaN or infinite, or another parameter outside its range.
        case invalidValue
        /// Flexible frame limits out of order (min > ideal, ideal > max or min > max).
        case contradictoryFrame
        /// A stack's children need more length than it was offered, so it overflows.
        case overflow
        /// A modifier that has no effect where it stands (`layoutPriority` not on a container's
        /// child, `alignmentGuide` for a guide no container reads).
        case ineffectiveModifier
        /// A `Spacer` outside any stack, which expands on both axes.
        case spacerOutsideStack
        /// No `ViewThatFits` candidate fits, so the last one is shown.
        case viewThatFitsFallback
        /// The views' state kept changing: `onPreferenceChange` actions still changed `@State`
        /// after the most rounds of layout `layout(in:)` runs, so the result shows the views as
        /// they were before the last change.
        case stateDidNotSettle
    }

    /// The kind of problem.
    public var kind: Kind
    /// The node the warning is about.
    public var node: NodeID
    /// What is wrong and what the solver did about it.
    public var message: String

    /// Creates a warning about `node`.
    public init(kind: Kind, node: NodeID, message: String) {
        self.kind = kind
        self.node = node
        self.message = message
    }

    public var description: String { "\(node): \(message)" }
}
