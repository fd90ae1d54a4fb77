/// The passes besides sizing and placement that a node takes part in, as its rule states them
/// (``FactsRule/roles(in:)``): each pass visits only the nodes with its role.
struct NodeRoles: OptionSet {
    let rawValue: UInt8

    /// The node has work to do once placed (``SizingRule/didPlace(at:in:)``).
    static let followsPlacement = NodeRoles(rawValue: 1 << 0)
    /// The node may give structural warnings (``DiagnosticsRule/structuralWarnings(_:in:)``).
    static let mayWarn = NodeRoles(rawValue: 1 << 1)
    /// The node is a container whose visible size the `containerRelativeFrame` nodes inside it
    /// measure (a scroll view; see ``RelativeFrameContainers``).
    static let relativeFrameContainer = NodeRoles(rawValue: 1 << 2)
    /// The node measures the nearest ``relativeFrameContainer`` above it.
    static let measuresRelativeFrameContainer = NodeRoles(rawValue: 1 << 3)
}
