import Foundation
import TrellisGraph

extension LayoutResult {
    /// The size of the content of the scroll view named with `.id(id)`: how far it can be
    /// scrolled is this size minus the scroll view's own. `nil` when no scroll view of that name
    /// was laid out.
    public func contentSize(ofScrollView id: some Hashable) -> CGSize? {
        guard let node = node(named: id), case .scrollView = graph[node].kind,
              let content = graph.children(of: node).first else { return nil }
        return frames[content.index]?.size
    }
}
