/// Identifies a view being laid out: the index of its node in the graph the solver lays out.
///
/// The `Layout` protocol's subview proxies refer to their subviews by it.
public struct NodeID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The node's position in the graph's node array.
    public let rawValue: Int32

    /// Creates the ID of the node at position `rawValue` of the graph's node array.
    @inlinable
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// The node's position as an array index.
    @inlinable
    public var index: Int { Int(rawValue) }

    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int32.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { "#\(rawValue)" }
}
