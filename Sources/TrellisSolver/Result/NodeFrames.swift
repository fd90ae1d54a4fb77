import Foundation
import TrellisSupport

/// Each node's frame in window coordinates, indexed by node: `nil` for a node that was not laid
/// out.
///
/// The frames are kept as the solver wrote them, one `CGRect` a node with a NaN width marking a
/// node it did not place, so a result holds 32 bytes a node and the layout hands its frames over
/// without copying them. Read it as an array of optional frames: `frames[node.index]`,
/// `for case let frame? in frames`, `frames.compactMap { $0 }`.
public struct NodeFrames: RandomAccessCollection, Equatable, Sendable {
    /// The frames, shared by the copies of this value; never written once a layout has handed
    /// them over.
    let storage: FrameStorage

    init(_ storage: FrameStorage) {
        self.storage = storage
    }

    /// Frames read from a list of optional frames.
    public init(_ frames: some Collection<CGRect?>) {
        storage = FrameStorage(count: frames.count)
        for (index, frame) in frames.enumerated() {
            if let frame { storage.buffer[index] = frame }
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.buffer.count }

    /// The frame of the node at `index`, `nil` when it was not laid out.
    ///
    /// - Precondition: `index` is a node of the layout (`indices.contains(index)`).
    public subscript(index: Int) -> CGRect? {
        precondition(index >= 0 && index < storage.buffer.count, "node index \(index) is out of range 0..<\(storage.buffer.count)")
        let frame = storage.buffer[index]
        return frame.width.isNaN ? nil : frame
    }

    public static func == (left: NodeFrames, right: NodeFrames) -> Bool {
        left.storage === right.storage || left.elementsEqual(right)
    }
}

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
    let buffer: UnsafeMutableBufferPointer<CGRect>

    /// Room for the frames of `count` nodes, none placed.
    init(count: Int) {
        buffer = ScratchMemory.take(count, of: CGRect.self)
        buffer.initialize(repeating: Self.unplaced)
    }

    deinit {
        ScratchMemory.giveBack(buffer)
    }
}
