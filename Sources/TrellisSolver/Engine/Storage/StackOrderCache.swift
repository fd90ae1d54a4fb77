import Foundation
import TrellisGraph
import TrellisSupport

/// Each stack's children in distribution order, per proposal across the stack axis.
///
/// The order depends only on the children's priorities and on their lengths when offered 0
/// and ∞ along the axis, with the stack's own proposal across it, so a stack asked about
/// several lengths with the same thickness probes and sorts its children once (what
/// SwiftUI's stacks keep as their major-axis range cache).
///
/// A layout session keeps the cache with its other answers (``RememberedAnswers``), so a stack
/// whose children are unchanged sorts them once for all its layouts.
///
/// Orders live in chunks of memory that never move and are freed with the cache, so an order
/// handed out stays valid while the children it names are measured (which adds orders of their
/// own) and no order costs an allocation or reference counting of its own.
final class StackOrderCache {
    private struct Entry {
        var minor: UInt64
        var order: UnsafeBufferPointer<DistributionCandidate>
        /// The next older entry of the same stack, or -1.
        var older: Int32
    }

    private struct State {
        /// The number of nodes of the graph.
        let nodeCount: Int
        /// The newest entry of each node, or -1. A stack rarely sees more than a few
        /// thicknesses, so a short list per node beats hashing. Empty until the first order
        /// is stored: a layout whose stacks are all offered no length along their axis (a
        /// column of 100,000 rows sized to fit) sorts nothing and needs no list.
        var newest: [Int32] = []
        var entries: [Entry] = []
        var chunks: [UnsafeMutableBufferPointer<DistributionCandidate>] = []
        /// The unused part of the newest chunk.
        var free = UnsafeMutableBufferPointer<DistributionCandidate>(start: nil, count: 0)
    }

    /// Behind a pointer, so that the hot paths skip the exclusivity checks of a class's stored
    /// properties.
    private let state: UnsafeMutablePointer<State>

    init(nodeCount: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: State(nodeCount: nodeCount))
    }

    deinit {
        for chunk in state.pointee.chunks { ScratchMemory.giveBack(chunk) }
        state.deinitialize(count: 1)
        state.deallocate()
    }

    private static func bits(_ minor: CGFloat?) -> UInt64 {
        minor.map { Double($0 == 0 ? 0 : $0).bitPattern } ?? UInt64.max
    }

    /// Room for the order of `count` children, valid as long as the cache.
    func allocate(_ count: Int) -> ScratchBuffer<DistributionCandidate> {
        if state.pointee.free.count < count {
            let chunk = ScratchMemory.take(max(count, 1024), of: DistributionCandidate.self)
            state.pointee.chunks.append(chunk)
            state.pointee.free = chunk
        }
        let free = state.pointee.free
        state.pointee.free = UnsafeMutableBufferPointer(rebasing: free[count...])
        return ScratchBuffer(UnsafeMutableBufferPointer(rebasing: free[..<count]))
    }

    /// The order remembered for `node` offered `minor` across its axis, if any.
    func order(of node: NodeID, minor: CGFloat?) -> ScratchBuffer<DistributionCandidate>? {
        assert(node.index < state.pointee.nodeCount, "node \(node) outside a cache of \(state.pointee.nodeCount) nodes")
        guard !state.pointee.newest.isEmpty else { return nil }
        let key = Self.bits(minor)
        var index = state.pointee.newest[node.index]
        while index >= 0 {
            let entry = state.pointee.entries[Int(index)]
            if entry.minor == key { return ScratchBuffer(UnsafeMutableBufferPointer(mutating: entry.order)) }
            index = entry.older
        }
        return nil
    }

    /// The number of orders remembered (forgotten ones included).
    var count: Int { state.pointee.entries.count }

    /// Forgets every order and frees their memory.
    func removeAll() {
        for chunk in state.pointee.chunks { ScratchMemory.giveBack(chunk) }
        state.pointee = State(nodeCount: state.pointee.nodeCount)
    }

    /// Forgets the orders of `node` (their memory is freed with the cache).
    func forget(_ node: NodeID) {
        guard node.index < state.pointee.newest.count else { return }
        state.pointee.newest[node.index] = -1
    }

    /// Remembers `order` for `node` offered `minor` across its axis; `order` must live in memory
    /// from ``allocate(_:)``.
    func store(_ order: ScratchBuffer<DistributionCandidate>, of node: NodeID, minor: CGFloat?) {
        assert(self.order(of: node, minor: minor) == nil, "the order of \(node) is stored twice")
        if state.pointee.newest.isEmpty { state.pointee.newest = [Int32](repeating: -1, count: state.pointee.nodeCount) }
        state.pointee.entries.append(Entry(minor: Self.bits(minor), order: UnsafeBufferPointer(order.memory), older: state.pointee.newest[node.index]))
        state.pointee.newest[node.index] = Int32(state.pointee.entries.count - 1)
    }
}
