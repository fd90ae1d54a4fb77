/// The index of a node in a ``LayoutGraph``.
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

/// The name a `.id(_:)` value is stored under in the graph: its textual description.
///
/// `LayoutResult.frame(of:)` looks views up by the same name, so a graph decoded from a file
/// answers the same queries as one lowered from Swift. Values whose descriptions coincide
/// (`1` and `"1"`) name the same view.
public func layoutName(for id: some Hashable) -> String {
    if let string = id as? String { return string }
    return String(describing: id)
}
