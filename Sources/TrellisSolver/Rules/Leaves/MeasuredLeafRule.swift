import Foundation
import TrellisGraph

// Models: a view of a host framework, sized by the host's own function of the proposal
// (`MeasuredLeaf`).

/// A measured leaf's size is its host function's answer. An answer that is negative, NaN or
/// beyond the largest length is replaced by 0, with a warning, so that frames stay finite.
enum MeasuredLeafRule: LeafRule {
    typealias Spec = SizeFunctionID

    static func name(in context: NodeContext<SizeFunctionID>) -> LayoutRule { .measuredLeaf }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<SizeFunctionID>) -> CGSize {
        context.usableSize(context.tree.graph.sizeFunctions[Int(context.spec.rawValue)].sizeThatFits(proposal), of: context.node)
    }
}

extension NodeContext {
    /// `size`, an answer from code outside the solver (a host's function, a custom `Layout`),
    /// with each length that is negative, NaN or beyond the largest length replaced by 0 and
    /// reported. An infinite length is kept: it is how a view says it takes an unbounded offer.
    func usableSize(_ size: CGSize, of node: NodeID) -> CGSize {
        func usable(_ length: CGFloat, _ parameter: LayoutWarning.Parameter) -> CGFloat {
            guard length.isNaN || length < 0 || (length.isFinite && length > NormalizationReport.largestLength) else { return length }
            warn(.invalidValue, node, .invalidValue(parameter, value: length, replacement: .value(0)))
            return 0
        }
        return CGSize(width: usable(size.width, .measuredWidth), height: usable(size.height, .measuredHeight))
    }
}
