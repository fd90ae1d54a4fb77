/// Room for some values in memory the engine owns for longer than the rules that fill and read
/// it: a stack's children's measurements, the order a distribution takes its children in. A
/// rule reads and writes it by index, checked in debug builds; the memory itself is taken and
/// given back only here in `Storage/`.
struct ScratchBuffer<Element>: RandomAccessCollection {
    /// The memory, owned by whoever made the buffer (a cache, a kept measurement, a temporary
    /// allocation), which outlives every use of the buffer.
    let memory: UnsafeMutableBufferPointer<Element>

    /// The buffer over `memory`.
    init(_ memory: UnsafeMutableBufferPointer<Element>) {
        self.memory = memory
    }

    /// The result of `body` given room for `count` values on the stack (or the heap, when
    /// large), for the length of the call. `body` initialises what it reads.
    static func withTemporary<Result>(_ count: Int, _ body: (ScratchBuffer<Element>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { body(ScratchBuffer($0)) }
    }

    /// An array of `count` values, which `body` initialises every one of in place.
    static func array(_ count: Int, _ body: (ScratchBuffer<Element>) -> Void) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { memory, initialized in
            body(ScratchBuffer(UnsafeMutableBufferPointer(rebasing: memory[..<count])))
            initialized = count
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { memory.count }

    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            assert(position >= 0 && position < memory.count, "position \(position) outside a buffer of \(memory.count)")
            return memory[position]
        }
        nonmutating set {
            assert(position >= 0 && position < memory.count, "position \(position) outside a buffer of \(memory.count)")
            memory[position] = newValue
        }
    }

    /// Sets the value at `position`, which holds none yet.
    @inline(__always)
    func initialize(_ position: Int, to value: Element) {
        assert(position >= 0 && position < memory.count, "position \(position) outside a buffer of \(memory.count)")
        memory.initializeElement(at: position, to: value)
    }
}
