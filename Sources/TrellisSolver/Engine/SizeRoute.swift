import TrellisGraph

/// How the solver answers a node's size, decided once per node.
///
/// A node whose size is plain arithmetic on its proposal, with no child to ask, is computed
/// every time it is asked: that costs less than a cache lookup. Shapes, the most common leaves,
/// are answered without reading their node at all.
enum SizeRoute: UInt8 {
    /// Asked of the node's rule once per proposal, then answered from the measurement cache.
    case cached
    /// A shape: the proposal, 10 pt where unspecified (``LayoutRule/shapeTakesProposal``).
    case proposal
    /// Arithmetic by the node's rule, not cached: spacers, images, controls, dividers and frames
    /// fixed on both axes.
    case arithmetic

    init(_ kind: NodeKind) {
        switch kind {
        case .shape: self = .proposal
        case .spacer, .image, .control, .divider: self = .arithmetic
        case .frame(let spec): self = spec.width != nil && spec.height != nil ? .arithmetic : .cached
        default: self = .cached
        }
    }
}
