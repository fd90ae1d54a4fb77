import Foundation
import Trellis

/// How an expectation finds a view in a layout: by the name given with `.id(_:)` or
/// `.accessibilityIdentifier(_:)`, by the text it shows, or by its type.
///
/// A string literal is a name, so `expectFrame(of: "header", …)` and
/// `expectFrame(of: .id("header"), …)` find the same view:
///
/// ```swift
/// expectFrame(of: .text("Sign in"), in: layout, equals: CGRect(x: 157, y: 400, width: 76, height: 20))
/// expectView(.type(Avatar.self), isLeftOf: .accessibilityIdentifier("name"), spacing: 8, in: layout)
/// ```
///
/// An expectation about one view fails when a query matches several views, rather than pick
/// one by the order of the views; only a name given with `.id(_:)` picks the first view
/// carrying it, as `LayoutResult.frame(of:)` does (and the layout warns that the name is
/// shared). Rows of a `List` or `ForEach` repeat their accessibility identifiers, as in
/// SwiftUI: say which row you mean by its position or by a text it shows.
///
/// ```swift
/// expectFrame(of: .accessibilityIdentifier("price").nth(2), in: layout, equals: …)
/// expectFrame(of: .accessibilityIdentifier("price").inside(.text("Socks")), in: layout, equals: …)
/// ```
public struct ViewQuery: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Key: Sendable {
        case name(String, accessibility: Bool)
        case text(String)
        case type(ViewTypeName)
    }

    let key: Key
    /// The queries whose views the found views must be inside (see ``inside(_:)``).
    private var containers: [ViewQuery] = []
    /// Which of the views found to keep, counting from 1 (see ``nth(_:)``).
    private var position: Int?

    /// The view named `id` with `.id(_:)` (or `.accessibilityIdentifier(_:)`: both name a view
    /// the same way).
    public static func id(_ id: some Hashable) -> ViewQuery {
        ViewQuery(key: .name(id as? String ?? String(describing: id), accessibility: false))
    }

    /// The view given `identifier` with `.accessibilityIdentifier(_:)`: SwiftUI's hook for UI
    /// tests, which, unlike `.id`, leaves the view's identity alone.
    public static func accessibilityIdentifier(_ identifier: String) -> ViewQuery {
        ViewQuery(key: .name(identifier, accessibility: true))
    }

    /// The `Text` that shows exactly `text`.
    public static func text(_ text: String) -> ViewQuery {
        ViewQuery(key: .text(text))
    }

    /// The view of type `type`: one whose `body` made the views found (not a primitive such as
    /// `Text`).
    public static func type(_ type: Any.Type) -> ViewQuery {
        ViewQuery(key: .type(ViewTypeName(type)))
    }

    /// The view named `value`, as ``id(_:)``.
    public init(stringLiteral value: String) {
        key = .name(value, accessibility: false)
    }

    private init(key: Key) {
        self.key = key
    }

    /// The `position`-th of the views this query finds, counting from 1 in the order the views
    /// are written (the rows of a `List` or `ForEach` from the first): `.nth(2)` is the second
    /// row's view. A position beyond the views found finds nothing, and the expectation fails
    /// saying how many there are.
    ///
    /// ```swift
    /// expectFrame(of: .accessibilityIdentifier("price").nth(2), in: layout, equals: CGRect(x: 318, y: 210, width: 43, height: 20))
    /// ```
    public func nth(_ position: Int) -> ViewQuery {
        var query = self
        query.position = position
        return query
    }

    /// Only the views this query finds that go with a view `container` finds: those inside
    /// the smallest view holding both. A price inside the row that shows "Socks" is
    /// `.accessibilityIdentifier("price").inside(.text("Socks"))`: of the prices, it is the one
    /// that shares the smallest view (its row) with the text; the other rows' prices share
    /// only the list. A container that holds the views itself (`.inside("row 2")`) keeps
    /// every view found in it.
    public func inside(_ container: ViewQuery) -> ViewQuery {
        var query = self
        query.containers.append(container)
        return query
    }

    /// The laid-out nodes of `layout` this query matches, in graph order.
    public func nodes(in layout: LayoutResult) -> [NodeID] {
        var nodes = matches(in: layout)
        if !containers.isEmpty {
            let parents = layout.graph.parents()
            for container in containers { nodes = Self.nodes(nodes, goingWith: Set(container.nodes(in: layout)), parents: parents) }
        }
        guard let position else { return nodes }
        return nodes.indices.contains(position - 1) ? [nodes[position - 1]] : []
    }

    /// The laid-out nodes the key alone matches, in graph order.
    private func matches(in layout: LayoutResult) -> [NodeID] {
        switch key {
        case .name(let name, _):
            return Set(layout.graph.nodes(named: name)).filter { layout.frame(ofNode: $0) != nil }.sorted { $0.index < $1.index }
        case .text(let text):
            return layout.nodes(showingText: text)
        case .type(let type):
            return layout.graph.nodeIDs.filter { layout.frame(ofNode: $0) != nil && layout.graph.viewTypes(of: $0).contains { $0.id == type.id } }
        }
    }

    /// Those of `nodes` inside the smallest views that hold one of `containers` too: for each
    /// node, the nearest view around it (or the node itself) that holds a container; a node is
    /// kept when no other node's such view lies strictly inside its own.
    private static func nodes(_ nodes: [NodeID], goingWith containers: Set<NodeID>, parents: [NodeID?]) -> [NodeID] {
        guard !containers.isEmpty else { return [] }
        // Every view that holds a container, and the containers themselves.
        var holders: Set<NodeID> = []
        for container in containers {
            var current: NodeID? = container
            while let node = current, holders.insert(node).inserted { current = parents[node.index] }
        }
        func nearestHolder(of node: NodeID) -> NodeID? {
            var current: NodeID? = node
            while let candidate = current, !holders.contains(candidate) { current = parents[candidate.index] }
            return current
        }
        func isStrictlyInside(_ inner: NodeID, _ outer: NodeID) -> Bool {
            var current = parents[inner.index]
            while let node = current {
                if node == outer { return true }
                current = parents[node.index]
            }
            return false
        }
        let holderOfNode = nodes.map { nearestHolder(of: $0) }
        return nodes.indices.compactMap { index in
            guard let own = holderOfNode[index] else { return nil }
            let closerElsewhere = holderOfNode.contains { other in other.map { isStrictlyInside($0, own) } ?? false }
            return closerElsewhere ? nil : nodes[index]
        }
    }

    /// Whether an expectation about one view takes the first of the views found: only for a
    /// name given with `.id(_:)` to several views, which the layout warns about.
    func picksFirst(in layout: LayoutResult) -> Bool {
        guard position == nil, containers.isEmpty, case .name(let name, _) = key else { return false }
        return !layout.graph.nodes(identifiedAs: name).isEmpty
    }

    /// Whether the query picks one of its views by position.
    var isPositional: Bool { position != nil }

    /// The query without its position: the views a position is counted among.
    var withoutPosition: ViewQuery {
        var query = self
        query.position = nil
        return query
    }

    /// The query as a failure message names it: `'header'`, `accessibility identifier 'name'`,
    /// `text "Sign in"` or `view of type ProfileCard`, and what picks among the views found:
    /// `accessibility identifier 'price' inside text "Socks"`, `accessibility identifier
    /// 'price' number 2`.
    public var description: String {
        var text: String
        switch key {
        case .name(let name, let accessibility): text = accessibility ? "accessibility identifier '\(name)'" : "'\(name)'"
        case .text(let string): text = "text \"\(string)\""
        case .type(let type): text = "view of type \(type.name)"
        }
        for container in containers { text += " inside \(container)" }
        if let position { text += " number \(position)" }
        return text
    }
}
