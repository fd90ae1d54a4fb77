import Foundation
import TrellisGraph

/// The dimensions of a proposal that a node's answer reads, for each of the two lengths it
/// answers: those that can change what it tells its parent, its size and its explicit
/// alignment guides.
///
/// A `frame(width: 10, height: 10)`, a stack of such frames or a non-resizable image answers
/// the same whatever it is offered; a `VStack` of texts under
/// `fixedSize(horizontal: false, vertical: true)` answers differently for each width but the
/// same for every height. The measurement cache keys such a node's answers by the
/// dimensions it depends on only, so that a stack nested in stacks, which is offered a dozen
/// different proposals while its ancestors probe it, is measured once per proposal that can
/// matter.
///
/// Each length is tracked apart because most views choose their width from the offered width
/// alone and their height from the offered height alone: a shape, a stack of shapes, a padded
/// or framed one. A text is the exception (its height follows the width it wraps to). The
/// distribution order of a stack's children, which comes from their lengths along the stack
/// at its minimum and maximum, then holds for every proposal across the stack (see
/// ``StackOrderCache``).
///
/// Each rule works out what its kind reads (``FactsRule/readDimensions(children:in:)``); the
/// analysis is conservative: a length counts as reading a dimension unless the rule provably
/// ignores it.
struct ProposalDimensions: OptionSet, Hashable {
    let rawValue: UInt8

    /// The width the node chooses can change with the width it is offered.
    static let widthReadsWidth = ProposalDimensions(rawValue: 1)
    /// The height the node chooses can change with the height it is offered.
    static let heightReadsHeight = ProposalDimensions(rawValue: 2)
    /// The width the node chooses can change with the height it is offered.
    static let widthReadsHeight = ProposalDimensions(rawValue: 4)
    /// The height the node chooses can change with the width it is offered.
    static let heightReadsWidth = ProposalDimensions(rawValue: 8)

    /// Both lengths may read the offered width.
    static let width: ProposalDimensions = [.widthReadsWidth, .heightReadsWidth]
    /// Both lengths may read the offered height.
    static let height: ProposalDimensions = [.heightReadsHeight, .widthReadsHeight]
    /// Both lengths may read the whole proposal: what is assumed of a node unless its rule knows better.
    static let both: ProposalDimensions = [.width, .height]
    /// Each length reads the offer along its own axis only, as a shape's does.
    static let eachAlongItsAxis: ProposalDimensions = [.widthReadsWidth, .heightReadsHeight]

    /// Both lengths may read the offer along `axis`.
    static func along(_ axis: Axis) -> ProposalDimensions { axis == .horizontal ? .width : .height }

    /// Everything the width may read.
    static let widthReadsAny: ProposalDimensions = [.widthReadsWidth, .widthReadsHeight]
    /// Everything the height may read.
    static let heightReadsAny: ProposalDimensions = [.heightReadsHeight, .heightReadsWidth]

    /// Everything the length along `axis` may read. (The sets are constants: an array literal
    /// here would allocate an array on every call, and the facts of every frame make two.)
    @inline(__always)
    static func length(along axis: Axis) -> ProposalDimensions { axis == .horizontal ? .widthReadsAny : .heightReadsAny }

    /// Whether either length reads the offer along `axis`.
    @inline(__always)
    func reads(_ axis: Axis) -> Bool { !isDisjoint(with: .along(axis)) }

    /// Whether the node's length along `axis` can change with the offer across it.
    @inline(__always)
    func lengthReadsCross(_ axis: Axis) -> Bool { contains(axis == .horizontal ? .widthReadsHeight : .heightReadsWidth) }

    /// The same with the length along `axis` reading every dimension the node reads: what a
    /// container aligning the node on a guide along `axis` sees, when the guide's value may come
    /// from both of the node's lengths (an alignment guide's closure, a custom guide's default).
    func tyingLength(along axis: Axis) -> ProposalDimensions {
        var tied = self
        if reads(.horizontal) { tied.insert(axis == .horizontal ? .widthReadsWidth : .heightReadsWidth) }
        if reads(.vertical) { tied.insert(axis == .horizontal ? .widthReadsHeight : .heightReadsHeight) }
        return tied
    }

    /// `proposal` with the dimensions this node ignores replaced by `nil`: every proposal that
    /// gets the same answer has the same canonical form.
    @inline(__always)
    func canonical(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: reads(.horizontal) ? proposal.width : nil, height: reads(.vertical) ? proposal.height : nil)
    }
}
