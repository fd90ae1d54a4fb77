/// How the engine answers a node's size, decided once per node by its rule.
///
/// A node whose size is plain arithmetic on its proposal, with no child to ask, is computed
/// every time it is asked: that costs less than a cache lookup. Shapes, the most common leaves,
/// are answered without reading their node at all.
enum CachePolicy: UInt8 {
    /// Asked of the node's rule once per proposal, then answered from the measurement cache.
    case cached
    /// A shape: the proposal, 10 pt where unspecified (``LayoutRule/shapeTakesProposal``),
    /// answered without reading the node.
    case takesProposal
    /// Arithmetic by the node's rule on every question, not cached: spacers, images, controls,
    /// dividers, frames fixed on both axes, and the modifiers of a shape
    /// (``ofModifier(around:)``).
    case recomputed

    /// The policy of a one-child modifier whose own work is a few operations on its proposal
    /// and its child's answer: recomputed around a shape, which answers without being looked
    /// up, cached around anything else. Asking such a modifier again costs less than looking
    /// its answer up. Only a shape counts as a cheap child: a modifier recomputed around
    /// another recomputed modifier would let a chain of them recompute its whole length for
    /// every question.
    static func ofModifier(around children: ChildFacts<CachePolicy>) -> CachePolicy {
        children.count == 1 && children[0] == .takesProposal ? .recomputed : .cached
    }
}
