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
    /// dividers and frames fixed on both axes.
    case recomputed
}
