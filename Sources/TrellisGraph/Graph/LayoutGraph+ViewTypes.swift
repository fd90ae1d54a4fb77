/// The type of a view whose `body` made a node: its identity, to compare with a type a test
/// asks for, and its name, for messages.
public struct ViewTypeName: Sendable, Hashable, CustomStringConvertible {
    /// The type's identity.
    public let id: ObjectIdentifier
    /// The type's name without its module, such as `ProfileCard`.
    public let name: String
    /// Whether the type is one of the library's SwiftUI views (`Button`, `Toggle`, `Label`),
    /// which diagnostics name a view by rather than by the node its body made.
    package let isLibraryView: Bool

    /// The name of `type`.
    public init(_ type: Any.Type) {
        self.init(type, isLibraryView: false)
    }

    /// The name of `type`, one of the library's SwiftUI views when `isLibraryView`.
    package init(_ type: Any.Type, isLibraryView: Bool) {
        id = ObjectIdentifier(type)
        name = String(describing: type)
        self.isLibraryView = isLibraryView
    }

    /// A library view named `name` in a graph file, which keeps the name of the view the code
    /// wrote (see ``LayoutGraph/writtenName(of:)``) but not its type.
    package init(writtenName name: String) {
        id = ObjectIdentifier(WrittenInFile.self)
        self.name = name
        isLibraryView = true
    }

    /// The type that stands for every view type read from a graph file.
    private enum WrittenInFile {}

    /// The type's name without generic arguments: `Button` for `Button<Text>`.
    public var baseName: String { String(name.prefix { $0 != "<" }) }

    /// The type's name.
    public var description: String { name }

    /// Whether both name the same type.
    public static func == (lhs: ViewTypeName, rhs: ViewTypeName) -> Bool { lhs.id == rhs.id && lhs.name == rhs.name }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
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

    /// The name of the view the code wrote that made `node`, when that is one of the library's
    /// SwiftUI views and not the node's own name: `Button` for the padding a button's style made,
    /// `Label` for a label's `HStack`. The outermost such view is the one the code wrote (a
    /// `Link` whose body is a `Button` is a `Link`); `nil` when no library view's body made
    /// `node`, or the view's name is the node's.
    public func writtenName(of node: NodeID) -> String? {
        guard let written = viewTypes(of: node).last(where: \.isLibraryView)?.baseName else { return nil }
        let own = displayName(of: node)
        return own == written || own.hasPrefix(written + " ") || own.hasPrefix(written + ".") ? nil : written
    }

    /// How diagnostics name `node`: the view the code wrote (``writtenName(of:)``) when a
    /// library view made it, else its SwiftUI name (``displayName(of:)``).
    public func viewName(of node: NodeID) -> String {
        writtenName(of: node) ?? displayName(of: node)
    }

    /// The nodes made by the `body` of a view of `type`, in graph order.
    public func nodes(madeBy type: Any.Type) -> [NodeID] {
        let id = ObjectIdentifier(type)
        return viewTypes.filter { $0.value.contains { $0.id == id } }.keys.sorted()
    }
}
