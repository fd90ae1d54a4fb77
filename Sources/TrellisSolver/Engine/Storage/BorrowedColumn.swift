/// One value per node, read and written in memory that something else owns for longer (a
/// ``NodeColumn``, a layout's ``FrameStorage``): what a pass or an engine holds instead of the
/// owner itself, so that handing it to a question made for every node, or writing it at every
/// placement, touches no reference count. Indices are checked in debug builds only.
struct BorrowedColumn<Element> {
    /// The owner's memory, which outlives every use of the column.
    private let memory: UnsafeMutableBufferPointer<Element>

    /// The column over `memory`, for the storage types that own it.
    init(_ memory: UnsafeMutableBufferPointer<Element>) {
        self.memory = memory
    }

    /// The number of nodes.
    var count: Int { memory.count }

    /// The value of the node at `index`. Unchecked in release builds.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < memory.count, "node index \(index) outside a column of \(memory.count)")
            return memory[index]
        }
        nonmutating set {
            assert(index >= 0 && index < memory.count, "node index \(index) outside a column of \(memory.count)")
            memory[index] = newValue
        }
    }

    /// Sets the values of the nodes in `range` to those `source` holds for them.
    func update(_ range: Range<Int>, from source: BorrowedColumn<Element>) {
        assert(range.lowerBound >= 0 && range.upperBound <= memory.count, "nodes \(range) outside a column of \(memory.count)")
        assert(range.upperBound <= source.memory.count, "nodes \(range) outside a column of \(source.memory.count)")
        _ = UnsafeMutableBufferPointer(rebasing: memory[range]).update(fromContentsOf: UnsafeMutableBufferPointer(rebasing: source.memory[range]))
    }
}
