extension AnyLayout {
    /// The node kind the erased layout is lowered to when it is a built-in stack or ZStack.
    package var builtInNodeKind: NodeKind? {
        switch builtInContainer {
        case .stack(let spec): return .stack(spec)
        case .zstack(let spec): return .zstack(spec)
        case nil: return nil
        }
    }
}
