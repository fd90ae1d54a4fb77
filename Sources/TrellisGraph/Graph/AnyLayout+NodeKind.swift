extension AnyLayout {
    /// The node kind the erased layout is lowered to when it is a built-in stack, ZStack or grid.
    package var builtInNodeKind: NodeKind? {
        switch builtInContainer {
        case .stack(let spec): return .stack(spec)
        case .zstack(let spec): return .zstack(spec)
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            return .grid(GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
        case nil: return nil
        }
    }
}
