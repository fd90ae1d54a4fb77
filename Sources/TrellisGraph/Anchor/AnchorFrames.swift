import Foundation

/// Where a `GeometryProxy` finds the window frames of the views its anchors refer to: the
/// layout of the reader's own graph and of every graph it is nested in (a reader inside another
/// reader's content can resolve anchors from the outer graph).
package struct AnchorFrames: Sendable {
    /// Reads the frame of a node of one graph from the layout in progress.
    package final class Lookup: @unchecked Sendable {
        // The closure reads the frames of a layout that has placed the nodes before the reader;
        // it is only called while that layout runs, or after it, from the reader's content.
        private let frame: (NodeID) -> CGRect?

        /// A lookup that asks `frame` for a node's window frame, `nil` when it is not placed.
        package init(_ frame: @escaping (NodeID) -> CGRect?) {
            self.frame = frame
        }

        /// The window frame of `node`, `nil` when it has not been placed.
        package func callAsFunction(_ node: NodeID) -> CGRect? { frame(node) }
    }

    private var lookups: [(scope: AnchorScope, lookup: Lookup)] = []

    /// No graphs: every anchor is unresolved.
    package init() {}

    /// These frames, with those of the graph of `scope` read from `lookup`.
    package func adding(_ scope: AnchorScope?, _ lookup: Lookup) -> AnchorFrames {
        guard let scope else { return self }
        var frames = self
        frames.lookups.append((scope, lookup))
        return frames
    }

    /// The window frame of the view `anchor` refers to, `nil` when it is not (yet) placed.
    package func frame<Value>(of anchor: Anchor<Value>) -> CGRect? {
        lookups.last { $0.scope === anchor.scope }?.lookup(anchor.node)
    }
}
