/// A container laid out by a user's `Layout`, held in the graph's table
/// (``LayoutGraph/customLayout(_:)``). Its children are the layout's subviews.
public struct CustomLayoutSpec: Hashable, Sendable {
    /// The layout in the graph's table.
    public var layout: CustomLayoutID

    /// Creates the parameters of a custom layout node.
    public init(layout: CustomLayoutID) {
        self.layout = layout
    }
}

/// The index of a custom layout in a ``LayoutGraph``.
public struct CustomLayoutID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The layout at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}
