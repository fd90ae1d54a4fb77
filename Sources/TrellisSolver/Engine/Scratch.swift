/// A fixed number of values in memory of their own, written by index without the uniqueness
/// and exclusivity checks of an array, then handed over as an array. For passes that fill one
/// value per node.
final class Scratch<Element> {
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

    /// The values, copied into an array.
    var array: [Element] { Array(buffer) }
}
