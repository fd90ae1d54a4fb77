import Foundation
import TrellisGraph

/// The dimensions of a proposal that a node's answer reads: those that can change what it tells
/// its parent, its size and its explicit alignment guides.
///
/// A `frame(width: 10, height: 10)`, a stack of such frames or a non-resizable image answers
/// the same whatever it is offered; a `VStack` of texts under
/// `fixedSize(horizontal: false, vertical: true)` answers differently for each width but the
/// same for every height. The measurement cache keys such a node's answers by the
/// dimensions it depends on only, so that a stack nested in stacks, which is offered a dozen
/// different proposals while its ancestors probe it, is measured once per proposal that can
/// matter. Each rule works out what its kind reads
/// (``NodeRule/readDimensions(_:children:)``); the analysis is conservative: a node counts as
/// reading a dimension unless its rule provably ignores it.
struct ProposalDimensions: OptionSet, Hashable {
    let rawValue: UInt8

    static let width = ProposalDimensions(rawValue: 1)
    static let height = ProposalDimensions(rawValue: 2)
    static let both: ProposalDimensions = [.width, .height]

    /// The dimension along `axis`.
    static func along(_ axis: Axis) -> ProposalDimensions { axis == .horizontal ? .width : .height }

    /// `proposal` with the dimensions this node ignores replaced by `nil`: every proposal that
    /// gets the same answer has the same canonical form.
    @inline(__always)
    func canonical(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: contains(.width) ? proposal.width : nil, height: contains(.height) ? proposal.height : nil)
    }
}
