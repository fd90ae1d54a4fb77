import Foundation
import TrellisGeometry

/// A leaf view whose size is a host framework's function of the proposal: how a view measured
/// outside Trellis (a chart, a web view, a platform control) takes part in layout. The function
/// is asked like any view: `nil` on an axis asks for the ideal length there, 0 for the minimum,
/// ∞ for the maximum, and stacks probe it with all of these.
public struct SizeFunction: Sendable {
    /// The name shown for the leaf in frame tables and explanations.
    public var name: String
    /// The size the leaf chooses for a proposal.
    public var sizeThatFits: @Sendable (ProposedViewSize) -> CGSize

    /// A size function named `name`.
    public init(name: String, sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize) {
        self.name = name
        self.sizeThatFits = sizeThatFits
    }
}
