import Foundation
import TrellisGraph
import TrellisSupport

/// Where a layout session's last layout placed each node, so that the next layout keeps the
/// frames of a subtree that nothing changed: the same node, placed at the same origin for the
/// same proposal at the same size, lays its subtree out exactly as before.
///
/// A kept subtree's frames are copied from the last layout's, which needs the subtree's nodes
/// to lie side by side in the graph (as lowering adds them); what placing the subtree did
/// besides frames (warnings raised, views found straying, safe rectangles placed) is
/// remembered with it and done again. Graphs with nodes that have work to do once placed
/// (readers, layout directions, views that ignore the safe area) keep nothing.
final class RememberedPlacements {
    /// A node's placement.
    struct Placement: Equatable {
        var origin: CGPoint
        var proposal: ProposedViewSize
        var size: CGSize
    }

    /// What placing a node's subtree did besides giving frames.
    struct Effects {
        /// Whether a view below the node reached beyond its parent.
        var strays = false
        /// Whether a safe rectangle was placed below the node.
        var safeRectangles = false
        /// The warnings placing the subtree raised.
        var warnings: [LayoutWarning] = []
    }

    // The per-node columns live behind pointers, written on every placement without the
    // exclusivity and uniqueness checks of a class's arrays.
    /// Each node's last placement, `nil` when it has none or its subtree changed since.
    private let last: UnsafeMutableBufferPointer<Placement?>
    /// The layout in which each node was last placed or kept; only a node of the last layout
    /// can be kept, since only its frames are remembered. Layouts are counted among those that
    /// remember placements: a session skips remembering while its window is being resized.
    private let placedIn: UnsafeMutableBufferPointer<UInt32>
    /// Whether each node's subtree has effects in ``effects``.
    private let hasEffects: UnsafeMutableBufferPointer<Bool>
    /// The layout being made, counted from 1.
    private var layout: UInt32 = 0
    /// What placing each node's subtree did, for the nodes whose placement is remembered.
    private var effects: [NodeID: Effects] = [:]
    /// The first node of each node's subtree when its nodes lie side by side, otherwise -1.
    private let subtreeStart: [Int32]
    /// The last layout's frames.
    private var frames: FrameStorage?

    /// Room for the placements of `graph`.
    init(_ graph: LayoutGraph) {
        last = .allocate(capacity: graph.count)
        last.initialize(repeating: nil)
        placedIn = .allocate(capacity: graph.count)
        placedIn.initialize(repeating: 0)
        hasEffects = .allocate(capacity: graph.count)
        hasEffects.initialize(repeating: false)
        var start = [Int32](repeating: -1, count: graph.count)
        var size = [Int32](repeating: 1, count: graph.count)
        for node in graph.nodeIDs {
            var first = node.rawValue
            for child in graph.children(of: node) {
                first = min(first, start[child.index] < 0 ? -1 : start[child.index])
                size[node.index] += size[child.index]
            }
            start[node.index] = first >= 0 && node.rawValue - first + 1 == size[node.index] ? first : -1
        }
        subtreeStart = start
    }

    deinit {
        last.deallocate()
        placedIn.deallocate()
        hasEffects.deallocate()
    }

    /// Starts a layout.
    func beginLayout() {
        layout += 1
    }

    /// The first node of `node`'s subtree, when the last layout placed the subtree as
    /// `placement` and it can be kept.
    @inline(__always)
    func keptSubtree(of node: NodeID, as placement: Placement) -> Int? {
        assert(node.index < last.count, "node \(node) outside placements of \(last.count) nodes")
        guard frames != nil, placedIn[node.index] == layout - 1, subtreeStart[node.index] >= 0, last[node.index] == placement else { return nil }
        return Int(subtreeStart[node.index])
    }

    /// Copies the frames of the subtree from `first` to `node` into `target`, and returns what
    /// placing it did.
    func keep(_ node: NodeID, from first: Int, into target: BorrowedColumn<CGRect>) -> Effects {
        guard let frames = frames?.column else { return Effects() }
        assert(first >= 0 && first <= node.index && node.index < last.count, "subtree \(first)...\(node.index) outside placements of \(last.count) nodes")
        target.update(first..<node.index + 1, from: frames)
        placedIn[node.index] = layout
        return hasEffects[node.index] ? effects[node] ?? Effects() : Effects()
    }

    /// Remembers that `node` was placed as `placement`, which did `effects`.
    func remember(_ node: NodeID, _ placement: Placement, effects: Effects) {
        assert(node.index < last.count, "node \(node) outside placements of \(last.count) nodes")
        last[node.index] = placement
        placedIn[node.index] = layout
        if effects.strays || effects.safeRectangles || !effects.warnings.isEmpty {
            self.effects[node] = effects
            hasEffects[node.index] = true
        } else if hasEffects[node.index] {
            self.effects[node] = nil
            hasEffects[node.index] = false
        }
    }

    /// Forgets the placement of `node` (its subtree changed).
    func forget(_ node: NodeID) {
        assert(node.index < last.count, "node \(node) outside placements of \(last.count) nodes")
        last[node.index] = nil
        if hasEffects[node.index] {
            effects[node] = nil
            hasEffects[node.index] = false
        }
    }

    /// Keeps `storage`, the frames of the layout just made (which its result holds too), for
    /// the next layout, in place of the older frames.
    func adopt(_ storage: FrameStorage) {
        frames = storage
    }
}
