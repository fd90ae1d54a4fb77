import Foundation
import TrellisSupport

/// Children's placements held in scratch memory: a large stack's kept measurements, handed
/// from its size question to its placement (``KeptMeasurements``).
///
/// The one owner of that memory: it gives it back to scratch memory exactly once, when the last
/// reference goes, however the ``Placements`` holding it are copied, matched or dropped.
final class KeptPlacements {
    /// The placements, valid while this object lives.
    let placements: UnsafeMutableBufferPointer<ChildPlacement>

    /// Takes ownership of `placements`, taken from scratch memory.
    init(_ placements: UnsafeMutableBufferPointer<ChildPlacement>) {
        self.placements = placements
    }

    deinit {
        ScratchMemory.giveBack(placements)
    }
}
