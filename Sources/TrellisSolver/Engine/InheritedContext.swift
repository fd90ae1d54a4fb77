import TrellisGraph

/// What a node learns from the nodes around it, passed down the tree once per layout.
struct InheritedContext {
    /// The axis of the nearest enclosing `HStack`/`VStack` (or custom layout with a stack
    /// orientation), which tells a `Spacer` and a `Divider` which way they lie; `nil` outside
    /// any stack or below a container that resets it.
    var stackAxis: Axis?
    /// The layout direction of the node's environment.
    var direction: LayoutDirection
    /// Whether the node is a direct child of a `Grid`, which sizes and places a `GridRow`'s
    /// cells itself.
    var isChildOfGrid: Bool

    /// The context of the root.
    static let root = InheritedContext(stackAxis: nil, direction: .leftToRight, isChildOfGrid: false)

    /// The context passed on unchanged to a child that is not a grid's.
    var passedOn: InheritedContext {
        InheritedContext(stackAxis: stackAxis, direction: direction, isChildOfGrid: false)
    }

    /// The context passed on to a child that stands in no stack.
    var outsideStacks: InheritedContext {
        InheritedContext(stackAxis: nil, direction: direction, isChildOfGrid: false)
    }
}
