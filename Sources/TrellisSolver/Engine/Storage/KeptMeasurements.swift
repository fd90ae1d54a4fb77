import Foundation
import TrellisGraph
import TrellisSupport

/// The measurements of each large stack's children for the proposal the stack was measured at
/// last, kept by one layout from the stack's size question to its placement.
///
/// A stack places its children where measuring it put them: each child's proposal and size.
/// SwiftUI's stacks keep that measurement in their layout cache and place from it when they are
/// placed with the proposal they were last measured at, which is the usual case. Measuring
/// again costs a size question per child and, for a stack offered a length along its axis, the
/// whole distribution once more, a good part of the layout of a stack of flexible frames.
///
/// Only stacks of at least ``leastChildren`` children keep theirs. Every stack is measured
/// before any is placed, so keeping the measurements of all of them would hold one for every
/// view of the tree at once, more memory than the rest of the layout; a small stack measures
/// its few children again for less than keeping them costs.
struct KeptMeasurements {
    /// The fewest children whose measurements a stack keeps.
    static let leastChildren = 16

    private struct Entry {
        /// The proposal the measurements answer, `nil` while they are being made.
        var proposal: ProposedViewSize?
        let items: UnsafeMutableBufferPointer<ChildPlacement>
    }

    private var entries: [NodeID: Entry] = [:]

    /// Room for the measurements of `node`'s `count` children, which stand for no proposal
    /// until ``finish(_:for:)`` says which one they answer: the room of the node's last
    /// measurement, when it has one (a node's children do not change during a layout).
    mutating func room(for node: NodeID, count: Int) -> UnsafeMutableBufferPointer<ChildPlacement> {
        if let items = entries[node]?.items {
            assert(items.count == count, "node \(node) measured with \(count) children, kept \(items.count)")
            entries[node]?.proposal = nil
            return items
        }
        let items = ScratchMemory.take(count, of: ChildPlacement.self)
        entries[node] = Entry(proposal: nil, items: items)
        return items
    }

    /// Notes that the room of `node` holds its children's measurements for `proposal`.
    mutating func finish(_ node: NodeID, for proposal: ProposedViewSize) {
        entries[node]?.proposal = proposal
    }

    /// The measurements of `node`'s children for `proposal`, if they are the ones kept, handed
    /// over to one owner (``KeptPlacements``), which gives them back to scratch memory.
    mutating func take(_ node: NodeID, for proposal: ProposedViewSize) -> UnsafeMutableBufferPointer<ChildPlacement>? {
        guard let entry = entries[node], entry.proposal == proposal else { return nil }
        entries[node] = nil
        return entry.items
    }

    /// Hands the room back to the thread's scratch memory; the measurements are gone.
    mutating func free() {
        for entry in entries.values { ScratchMemory.giveBack(entry.items) }
        entries = [:]
    }
}
