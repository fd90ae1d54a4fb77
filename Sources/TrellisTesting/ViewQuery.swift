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
/// An expectation about one view fails when a text or type query matches several views, rather
/// than pick one by the order of the views; a name picks the first view carrying it, as
/// `LayoutResult.frame(of:)` does.
public struct ViewQuery: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Key: Sendable {
        case name(String, accessibility: Bool)
        case text(String)
        case type(ViewTypeName)
    }

    let key: Key

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

    /// The laid-out nodes of `layout` this query matches, in graph order.
    public func nodes(in layout: LayoutResult) -> [NodeID] {
        switch key {
        case .name(let name, _):
            return layout.graph.nodes(named: name).filter { layout.frame(ofNode: $0) != nil }
        case .text(let text):
            return layout.nodes(showingText: text)
        case .type(let type):
            return layout.graph.nodeIDs.filter { layout.frame(ofNode: $0) != nil && layout.graph.viewTypes(of: $0).contains { $0.id == type.id } }
        }
    }

    /// Whether the query names a view, so that the first of several views carrying the name
    /// answers.
    var isName: Bool {
        if case .name = key { return true }
        return false
    }

    /// The query as a failure message names it: `'header'`, `accessibility identifier 'name'`,
    /// `text "Sign in"` or `view of type ProfileCard`.
    public var description: String {
        switch key {
        case .name(let name, let accessibility): return accessibility ? "accessibility identifier '\(name)'" : "'\(name)'"
        case .text(let text): return "text \"\(text)\""
        case .type(let type): return "view of type \(type.name)"
        }
    }
}
