import Foundation
import TrellisSupport

/// What one layout records in explain mode, written one value after another into blocks that
/// never move: its packed events (``TraceRecord/Entry``), and their decisions.
///
/// A trace is not known in length before the layout: 4 or 5 events a view on a flat column,
/// 30 on nested stacks, whose children are asked at their minimum, maximum and share. An array
/// would copy its events to a bigger one as it grows, and a room reserved for the longest
/// trace would be fresh memory for every layout, each page of it faulted in and cleared by the
/// system as the trace reaches it (a large part of explain mode on the flat shapes). Blocks are never
/// copied. The first six, 256 KB doubling up to 8 MB, come from the thread's scratch memory
/// and go back to it when the trace is read or let go, so the next layout's trace writes into
/// memory already there. Past those 15.75 MB (which the pool's limit,
/// ``ScratchMemory/retainedLimit``, lets it keep, with the decisions' log beside it), a long
/// trace takes blocks of 32 MB that ask the system for huge pages (`madvise(MADV_HUGEPAGE)` on
/// Linux), faulted in every 2 MB instead of every 4 KB: nested stacks record 30 events a view.
///
/// Decisions are written whole into a log of their own: a decision kept in a box of its own
/// would cost an allocation when recorded and a free when the trace goes, and each of those
/// cost about as much as recording the event.
struct TraceLog<Element>: Sequence {
    /// The blocks written so far; every block but the last is full.
    private(set) var blocks: [UnsafeMutableBufferPointer<Element>] = []
    /// The number of values written.
    private(set) var count = 0
    /// Where the next value goes in the last block, and the end of that block.
    private var next: UnsafeMutablePointer<Element>?
    private var end: UnsafeMutablePointer<Element>?

    /// The bytes of the first block; each next block from scratch memory is twice as large.
    private static var firstBlock: Int { 256 << 10 }
    /// The blocks taken from scratch memory.
    private static var scratchBlocks: Int { 6 }
    /// The bytes of each block past those.
    private static var hugeBlock: Int { 32 << 20 }

    /// Appends `element` and returns its index.
    @inline(__always)
    mutating func append(_ element: consuming Element) -> Int {
        if next == end { addBlock() }
        assert(next != nil && next != end, "no room in the log's newest block")
        next.unsafelyUnwrapped.initialize(to: element)
        next = next.unsafelyUnwrapped + 1
        count += 1
        return count - 1
    }

    private mutating func addBlock() {
        let stride = MemoryLayout<Element>.stride
        let block: UnsafeMutableBufferPointer<Element>
        if blocks.count < Self.scratchBlocks {
            block = ScratchMemory.take((Self.firstBlock << blocks.count) / stride, of: Element.self)
        } else {
            // Aligned on a huge page, so that every 2 MB of the block can be one.
            let start = UnsafeMutableRawPointer.allocate(byteCount: Self.hugeBlock, alignment: HugePages.size)
            HugePages.advise(start, byteCount: Self.hugeBlock)
            block = UnsafeMutableBufferPointer(start: start.bindMemory(to: Element.self, capacity: Self.hugeBlock / stride),
                                               count: Self.hugeBlock / stride)
        }
        blocks.append(block)
        next = block.baseAddress
        end = block.baseAddress.unsafelyUnwrapped + block.count
    }

    /// The values written, in order.
    func makeIterator() -> Iterator {
        Iterator(blocks: blocks[...], remaining: count)
    }

    /// Reads the values of a log in order, block by block.
    struct Iterator: IteratorProtocol {
        var blocks: ArraySlice<UnsafeMutableBufferPointer<Element>>
        var remaining: Int
        var position = 0

        mutating func next() -> Element? {
            guard remaining > 0, let block = blocks.first else { return nil }
            let element = block[position]
            remaining -= 1
            position += 1
            if position == block.count {
                blocks.removeFirst()
                position = 0
            }
            return element
        }
    }

    /// Deinitialises the values written, gives the first blocks back to the thread's scratch
    /// memory and frees the others.
    func free() {
        var remaining = count
        for (index, block) in blocks.enumerated() {
            let written = Swift.min(remaining, block.count)
            block.baseAddress?.deinitialize(count: written)
            remaining -= written
            if index < Self.scratchBlocks {
                ScratchMemory.giveBack(block)
            } else {
                UnsafeMutableRawPointer(block.baseAddress.unsafelyUnwrapped).deallocate()
            }
        }
    }
}
