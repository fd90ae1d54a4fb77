import Foundation
import TrellisSupport

/// Children's placements held in scratch memory: a large stack's kept measurements, handed
/// from its size question to its placement (``KeptMeasurements``).
///
/// The one owner of that memory: it gives it back to scratch memory exactly once, when the last
/// reference goes, however the ``Placements`` holding it are copied, matched or dropped.
final class KeptPlacements {
    /// The placements, valid while this object lives.
    let placements: ScratchBuffer<ChildPlacement>

    /// Takes ownership of `memory`, taken from scratch memory.
    init(_ memory: UnsafeMutableBufferPointer<ChildPlacement>) {
        placements = ScratchBuffer(memory)
    }

    deinit {
        ScratchMemory.giveBack(placements.memory)
    }
}
