/// One value per node, in memory of its own: written by index without the uniqueness and
/// exclusivity checks of an array, and read by the solver for the life of one layout without
/// being copied into an array first.
final class NodeValues<Element> {
    let buffer: UnsafeMutableBufferPointer<Element>

    /// `count` copies of `value`.
    init(_ count: Int, _ value: Element) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: value)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }
}
