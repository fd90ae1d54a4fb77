import Foundation
import TrellisSupport

/// The frames of one layout: written by the engine that made them while it lays out, then only
/// read, by the result and by a layout session keeping them for its next layout.
///
/// The memory comes from the thread's scratch memory and goes back to the pool of the thread
/// that lets the frames go, so that a program making layout after layout reuses the same
/// pages instead of having the system map new ones for each result.
final class FrameStorage: @unchecked Sendable {
    /// Marks a node that has not been placed.
    static let unplaced = CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)

    /// One frame a node, ``unplaced`` until the node is placed.
    private let buffer: UnsafeMutableBufferPointer<CGRect>

    /// Room for the frames of `count` nodes, none placed.
    init(count: Int) {
        buffer = ScratchMemory.take(count, of: CGRect.self)
        buffer.initialize(repeating: Self.unplaced)
    }

    deinit {
        ScratchMemory.giveBack(buffer)
    }

    /// The number of nodes.
    var count: Int { buffer.count }

    /// The frames, for the engine that writes them and the session that copies them; valid
    /// while this storage lives.
    var column: BorrowedColumn<CGRect> { BorrowedColumn(buffer) }

    /// The frame of the node at `index`, ``unplaced`` if it was not placed. Unchecked in
    /// release builds.
    subscript(index: Int) -> CGRect {
        get {
            assert(index >= 0 && index < buffer.count, "node index \(index) outside frames of \(buffer.count)")
            return buffer[index]
        }
        set {
            assert(index >= 0 && index < buffer.count, "node index \(index) outside frames of \(buffer.count)")
            buffer[index] = newValue
        }
    }
}
