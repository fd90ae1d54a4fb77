/// The index of a size function in a ``LayoutGraph``.
public struct SizeFunctionID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The function at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}
