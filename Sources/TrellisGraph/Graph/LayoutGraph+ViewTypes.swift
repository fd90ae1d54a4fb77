/// The type of a view whose `body` made a node: its identity, to compare with a type a test
/// asks for, and its name, for messages.
public struct ViewTypeName: Sendable, Hashable, CustomStringConvertible {
    /// The type's identity.
    public let id: ObjectIdentifier
    /// The type's name without its module, such as `ProfileCard`.
    public let name: String

    /// The name of `type`.
    public init(_ type: Any.Type) {
        id = ObjectIdentifier(type)
        name = String(describing: type)
    }

    /// The type's name.
    public var description: String { name }
}

extension LayoutGraph {
    /// Records that `node` was made by the `body` of a view of `type` (a view of several types
    /// when one view's body is another view). Lowering records the type of every view that is
    /// not a primitive, so tests can find views by their type.
    package mutating func recordViewType(_ type: ViewTypeName, on node: NodeID) {
        viewTypes[node, default: []].append(type)
    }

    /// The types of the views whose `body` made `node`, innermost first; empty for a node
    /// made directly by a primitive view, or read from a graph file.
    public func viewTypes(of node: NodeID) -> [ViewTypeName] {
        viewTypes[node] ?? []
    }

    /// The nodes made by the `body` of a view of `type`, in graph order.
    public func nodes(madeBy type: Any.Type) -> [NodeID] {
        let id = ObjectIdentifier(type)
        return viewTypes.filter { $0.value.contains { $0.id == id } }.keys.sorted()
    }
}
