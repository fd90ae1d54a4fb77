import Foundation

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
            if let frame { storage[index] = frame }
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// The frame of the node at `index`, `nil` when it was not laid out.
    ///
    /// - Precondition: `index` is a node of the layout (`indices.contains(index)`).
    public subscript(index: Int) -> CGRect? {
        precondition(index >= 0 && index < storage.count, "node index \(index) is out of range 0..<\(storage.count)")
        let frame = storage[index]
        return frame.width.isNaN ? nil : frame
    }

    public static func == (left: NodeFrames, right: NodeFrames) -> Bool {
        left.storage === right.storage || left.elementsEqual(right)
    }
}
