import Foundation
import TrellisGraph

/// The dimensions of a proposal that can change what a node tells its parent: its size and
/// its explicit alignment guides.
///
/// A `frame(width: 10, height: 10)`, a stack of such frames or a non-resizable image answers
/// the same whatever it is offered; a `VStack` of texts under
/// `fixedSize(horizontal: false, vertical: true)` answers differently for each width but the
/// same for every height. The measurement cache keys such a node's answers by the
/// dimensions it depends on only, so that a stack nested in stacks, which is offered a dozen
/// different proposals while its ancestors probe it, is measured once per proposal that can
/// matter. The analysis is conservative: a node counts as depending on a dimension unless the
/// rule that sizes it provably ignores it.
struct ProposalDependence: OptionSet, Hashable {
    let rawValue: UInt8

    static let width = ProposalDependence(rawValue: 1)
    static let height = ProposalDependence(rawValue: 2)
    static let both: ProposalDependence = [.width, .height]

    /// The dimension along `axis`.
    static func along(_ axis: Axis) -> ProposalDependence { axis == .horizontal ? .width : .height }

    /// `proposal` with the dimensions this node ignores replaced by `nil`: every proposal that
    /// gets the same answer has the same canonical form.
    @inline(__always)
    func canonical(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: contains(.width) ? proposal.width : nil, height: contains(.height) ? proposal.height : nil)
    }

    /// What a node of `kind` depends on, given what each of its `children` depends on
    /// (`known`, indexed by node).
    static func of(_ kind: NodeKind, children: UnsafeBufferPointer<NodeID>, _ known: UnsafeMutableBufferPointer<ProposalDependence>) -> ProposalDependence {
        let first = children.first.map { known[$0.index] } ?? []
        switch kind {
        case .stack, .zstack:
            // Each child is offered a share of the stack's proposal along the axis (which
            // depends on the other children's answers) and the proposal across it; when no
            // child reads a dimension, the shares cannot change any answer.
            var union: ProposalDependence = []
            for child in children { union.formUnion(known[child.index]) }
            return union
        case .frame(let spec):
            // A fixed dimension replaces the proposal's before the child sees it.
            var own = first
            if spec.width != nil { own.remove(.width) }
            if spec.height != nil { own.remove(.height) }
            return own
        case .flexFrame(let spec):
            var own = first
            if spec.width != FlexFrameSpec.Limits() { own.insert(.width) }
            if spec.height != FlexFrameSpec.Limits() { own.insert(.height) }
            return own
        case .fixedSize(let spec):
            // The fixed axes are proposed `nil` whatever the frame was offered.
            var own = first
            if spec.horizontal { own.remove(.width) }
            if spec.vertical { own.remove(.height) }
            return own
        case .padding, .offset, .layoutPriority, .alignmentGuide, .gridCell, .layoutDirection, .secondary:
            // The child sees the proposal (less the insets); a secondary layer is offered the
            // primary's size and never changes the answer.
            return first
        case .image(let spec):
            return spec.isResizable ? .both : []
        case .control(let spec):
            var own: ProposalDependence = []
            if case .flexible = spec.width { own.insert(.width) }
            if case .flexible = spec.height { own.insert(.height) }
            return own
        case .shape, .spacer, .divider, .text, .measuredLeaf, .aspectRatio, .position, .viewThatFits, .scrollView,
             .geometryReader, .customLayout, .grid, .gridRow:
            return .both
        }
    }
}
