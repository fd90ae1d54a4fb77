/// How a node passes the layout priority of its children on to its parent: the one fact from
/// which both the priority a container reads for a child and the warning for a
/// `layoutPriority` nobody reads are derived (see ``PriorityPropagation``).
enum PriorityPassing {
    /// The node has this priority of its own, whatever its children's (`layoutPriority`, and
    /// −∞ for a `Spacer`); every other view without children has 0.
    case own(Double)
    /// The node reports its first child's priority as its own, as modifiers that are not
    /// layouts and single-child stacks do. A node without children reports 0.
    case fromFirstChild
    /// The node is a container that reads each child's priority to lay them out; its own is 0.
    case readsChildren
    /// The node's own priority is 0 and its children's are not read: frames, padding and the
    /// other layouts that wrap one child hide the priority inside them.
    case hides
}
