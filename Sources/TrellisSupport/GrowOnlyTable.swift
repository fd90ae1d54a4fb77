import Foundation

/// A process-wide table that only grows: appending takes a lock, reading does not.
///
/// Elements live in chunks that never move, each twice the size of the one before, so an
/// element, once appended, stays at the same address, unchanged, for the life of the table. A
/// reader only ever asks for an index that ``append(_:)`` returned, and that index can only have
/// reached it after the element was written (whoever handed the index over synchronised with the
/// appender), so reads need no lock and parallel layouts reading the table never wait for each
/// other.
package final class GrowOnlyTable<Element>: @unchecked Sendable {
    /// The first chunk holds `1 << firstChunkShift` elements.
    private static var firstChunkShift: Int { 6 }
    /// Enough chunks for every index an `Int32` can hold.
    private static var chunkLimit: Int { 32 - firstChunkShift }

    /// The chunks allocated so far, then `nil`s. Written only under `lock`, each slot once.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>
    /// The number of elements appended so far. Read and written only under `lock`.
    private var filled = 0
    private let lock = NSLock()

    /// An empty table.
    package init() {
        chunks = .allocate(capacity: Self.chunkLimit)
        chunks.initialize(repeating: nil, count: Self.chunkLimit)
    }

    deinit {
        var remaining = filled
        for chunk in 0..<Self.chunkLimit {
            guard let storage = chunks[chunk] else { break }
            let filled = min(remaining, Self.capacity(ofChunk: chunk))
            storage.deinitialize(count: filled)
            storage.deallocate()
            remaining -= filled
        }
        chunks.deallocate()
    }

    /// Appends `element` and returns its index.
    package func append(_ element: Element) -> Int32 {
        lock.withLock { appendLocked(element) }
    }

    /// Runs `body` while no other caller appends, with `append` available inside it: for a
    /// lookup that appends only what it does not find.
    package func withAppendLock<Result>(_ body: (_ append: (Element) -> Int32) -> Result) -> Result {
        lock.withLock { body(appendLocked) }
    }

    /// The number of elements appended so far.
    package var count: Int {
        lock.withLock { filled }
    }

    /// The element at `index`, which ``append(_:)`` returned.
    package subscript(index: Int32) -> Element {
        let (chunk, offset) = Self.location(of: Int(index))
        return chunks[chunk].unsafelyUnwrapped[offset]
    }

    private func appendLocked(_ element: Element) -> Int32 {
        precondition(filled < Int(Int32.max), "a process-wide table outgrew 2³¹ entries")
        let (chunk, offset) = Self.location(of: filled)
        if offset == 0 { chunks[chunk] = .allocate(capacity: Self.capacity(ofChunk: chunk)) }
        chunks[chunk].unsafelyUnwrapped.advanced(by: offset).initialize(to: element)
        filled += 1
        return Int32(filled - 1)
    }

    private static func capacity(ofChunk chunk: Int) -> Int { 1 << (chunk + firstChunkShift) }

    /// The chunk holding `index` and its place there: chunk `k` holds the indices from
    /// `2^(k+s) - 2^s` on, where `s` is ``firstChunkShift``.
    private static func location(of index: Int) -> (chunk: Int, offset: Int) {
        let shifted = index + (1 << firstChunkShift)
        let top = Int.bitWidth - 1 - shifted.leadingZeroBitCount
        return (top - firstChunkShift, shifted - (1 << top))
    }
}
