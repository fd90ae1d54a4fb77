import Foundation
import TrellisGraph
import TrellisSolver

/// The view a layout-audit finding is about, named as its author wrote it.
public struct LayoutAuditCulprit: Sendable, Hashable {
    /// The view's node in the audited graph.
    public var node: NodeID
    /// The view's name: a control by its SwiftUI name and title or `.id` (`Button "Follow"`,
    /// `Toggle 'wifi'`), a text by its characters (`Text "Message"`), another view by its
    /// SwiftUI name and `.id`.
    public var name: String
    /// Where the view stands: the views written in code around it that have a name (their
    /// types, such as `ProfileCard`, and their `.id`s, but not the views macros write, whose
    /// names start with `__`), outermost first, ending with ``name``.
    /// It does not change with the device, the text size or the frames, so it identifies the
    /// view across layouts.
    public var path: [String]

    /// The culprit `node` of `context`'s graph.
    init(_ node: NodeID, in context: AuditContext) {
        self.node = node
        name = Self.name(of: node, in: context.graph)
        var path: [String] = []
        for ancestor in context.ancestors(of: node).reversed() {
            for type in context.graph.viewTypes(of: ancestor).reversed() {
                let name = String(type.name.prefix { $0 != "<" })
                // Names starting with "__" are the macros' own views (a `#Preview`'s wrapper
                // of its `@Previewable` state), which the author never wrote.
                if path.last != name && !name.hasPrefix("__") { path.append(name) }
            }
            for id in context.graph[ancestor].ids { path.append("'\(id)'") }
        }
        path.append(name)
        self.path = path
    }

    /// `node`'s name: its control role with its `.id` or the text of its label, its text, or its
    /// SwiftUI name with its `.id`.
    static func name(of node: NodeID, in graph: LayoutGraph) -> String {
        let id = graph[node].ids.first.map { " '\($0)'" }
        if let role = graph.semantics(of: node)?.role {
            if let id { return role.description + id }
            let title = graph.subtree(of: node).lazy.compactMap { node -> String? in
                if case .text(let spec) = graph.kind(of: node) { return spec.string }
                return nil
            }.first
            return role.description + (title.map { " \"\($0)\"" } ?? "")
        }
        if case .text(let spec) = graph.kind(of: node) { return "Text \"\(spec.string)\"" + (id ?? "") }
        if case .image(let spec) = graph.kind(of: node) { return "Image" + (spec.name.map { " \"\($0)\"" } ?? "") + (id ?? "") }
        return graph.displayName(of: node) + (id ?? "")
    }
}
