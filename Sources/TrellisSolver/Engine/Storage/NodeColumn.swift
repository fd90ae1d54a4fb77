import TrellisSupport

/// One value per node of a layout, in memory of its own: written by index without the uniqueness and
/// exclusivity checks of an array, and read by the solver for the life of one layout without
/// being copied into an array first. Its memory comes from the thread's `ScratchMemory`.
final class NodeColumn<Element>: RandomAccessCollection {
    /// The memory, read directly only by the other storage types.
    let buffer: UnsafeMutableBufferPointer<Element>

    /// `count` copies of `value`.
    init(_ count: Int, _ value: Element) {
        buffer = ScratchMemory.take(count, of: Element.self)
        buffer.initialize(repeating: value)
    }

    /// A copy of `values`.
    init(copying values: [Element]) {
        buffer = ScratchMemory.take(values.count, of: Element.self)
        _ = buffer.initialize(from: values)
    }

    /// Room for `count` values, each of which the caller must set once with
    /// ``initialize(_:to:)`` before it is read and before the buffer goes away (for passes
    /// that visit every node exactly once, which then write each value once instead of twice).
    init(uninitialized count: Int) {
        buffer = ScratchMemory.take(count, of: Element.self)
    }

    /// Sets the value at `index` for the first time.
    @inline(__always)
    func initialize(_ index: Int, to value: Element) {
        assert(index >= 0 && index < buffer.count, "node index \(index) outside a column of \(buffer.count)")
        buffer.initializeElement(at: index, to: value)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    /// The column's values, for a pass or a question that must not touch the column's
    /// reference count at every node; valid while the column lives.
    @inline(__always)
    var borrowed: BorrowedColumn<Element> { BorrowedColumn(buffer) }

    deinit {
        buffer.deinitialize()
        ScratchMemory.giveBack(buffer)
    }

    /// The value of the node at `index`. Unchecked in release builds.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < buffer.count, "node index \(index) outside a column of \(buffer.count)")
            return buffer[index]
        }
        set {
            assert(index >= 0 && index < buffer.count, "node index \(index) outside a column of \(buffer.count)")
            buffer[index] = newValue
        }
    }
}
