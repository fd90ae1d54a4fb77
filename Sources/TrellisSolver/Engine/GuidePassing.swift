import TrellisGraph

/// How a node passes the explicit alignment guides of its children on to its parent: the one
/// fact from which both which guides the engine asks a node about and the warning for an
/// `alignmentGuide` nobody reads are derived (see ``GuidePropagation``).
enum GuidePassing {
    /// The node reports no guide of its children (a leaf, or a container that places its
    /// children without reporting their guides: `ScrollView`, `GeometryReader`, `Grid`).
    case none
    /// The node reports its first child's guides, moved by where it places that child, plus
    /// `own` (an `alignmentGuide`'s key, a text's baselines).
    case fromFirstChild(own: Set<AlignmentKey> = [])
    /// The node combines its children's values of the guides that propagate through
    /// containers (custom guides and text baselines), as stacks of several children do.
    case combinedFromChildren
    /// The node reports whichever guides its children report (a `ViewThatFits`, whose shown
    /// candidate stands in for it).
    case fromAnyChild
    /// The node may answer for any guide (a custom `Layout`'s `explicitAlignment`).
    case any
}
