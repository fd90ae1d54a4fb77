import Foundation
import TrellisGraph

/// The padding that spaces a view from the scene that holds it.
nonisolated public struct ScenePadding: Equatable, Sendable {
    private let kind: Int

    /// The least scene padding: on iOS, the default padding.
    public static let minimum = ScenePadding(kind: 0)
}

nonisolated extension View {
    /// This view padded on `edges` by the scene's padding: on iOS, the default padding (16
    /// points), as `padding(edges)` adds.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// This view padded on `edges` by the scene padding `padding`: on iOS, the default padding
    /// (16 points).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }
}
