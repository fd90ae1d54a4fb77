import Foundation
import TrellisSupport

/// The packed events of one layout in explain mode, written one after another into blocks that
/// never move (``TraceRecord/Entry``).
///
/// A trace is not known in length before the layout: 4 or 5 events a view on a flat column,
/// 30 on nested stacks, whose children are asked at their minimum, maximum and share. An array
/// would copy its events to a bigger one as it grows, and a room reserved for the longest
/// trace would be fresh memory for every layout, each page of it faulted in and cleared by the
/// system as the trace reaches it (a fifth of explain mode on the flat shapes). Blocks are never
/// copied. The first five, 256 KB doubling up to 4 MB, come from the thread's scratch memory
/// and go back to it when the trace is read or let go, so the next layout's trace writes into
/// memory already there. Past those 7.75 MB (which the pool's limit,
/// ``ScratchMemory/retainedLimit``, lets it keep), a long trace takes blocks of 32 MB that ask
/// the system for huge pages (`madvise(MADV_HUGEPAGE)` on Linux), faulted in every 2 MB
/// instead of every 4 KB: nested stacks record 30 events a view.
struct TraceLog {
    /// The blocks written so far; every block but the last is full.
    private(set) var blocks: [UnsafeMutableBufferPointer<TraceRecord.Entry>] = []
    /// The number of events written.
    private(set) var count = 0
    /// Where the next event goes in the last block, and the end of that block.
    private var next: UnsafeMutablePointer<TraceRecord.Entry>?
    private var end: UnsafeMutablePointer<TraceRecord.Entry>?

    /// The bytes of the first block; each next block from scratch memory is twice as large.
    private static let firstBlock = 256 << 10
    /// The blocks taken from scratch memory.
    private static let scratchBlocks = 5
    /// The bytes of each block past those.
    private static let hugeBlock = 32 << 20

    /// Appends `entry` and returns its index.
    @inline(__always)
    mutating func append(_ entry: TraceRecord.Entry) -> Int {
        if next == end { addBlock() }
        next.unsafelyUnwrapped.initialize(to: entry)
        next = next.unsafelyUnwrapped + 1
        count += 1
        return count - 1
    }

    private mutating func addBlock() {
        let stride = MemoryLayout<TraceRecord.Entry>.stride
        let block: UnsafeMutableBufferPointer<TraceRecord.Entry>
        if blocks.count < Self.scratchBlocks {
            block = ScratchMemory.take((Self.firstBlock << blocks.count) / stride, of: TraceRecord.Entry.self)
        } else {
            // Aligned on a huge page, so that every 2 MB of the block can be one.
            let start = UnsafeMutableRawPointer.allocate(byteCount: Self.hugeBlock, alignment: HugePages.size)
            HugePages.advise(start, byteCount: Self.hugeBlock)
            block = UnsafeMutableBufferPointer(start: start.bindMemory(to: TraceRecord.Entry.self, capacity: Self.hugeBlock / stride),
                                               count: Self.hugeBlock / stride)
        }
        blocks.append(block)
        next = block.baseAddress
        end = block.baseAddress.unsafelyUnwrapped + block.count
    }

    /// Calls `body` with every event written, in order.
    func forEach(_ body: (TraceRecord.Entry) -> Void) {
        var remaining = count
        for block in blocks {
            for entry in block.prefix(remaining) { body(entry) }
            remaining -= min(remaining, block.count)
        }
    }

    /// Gives the first blocks back to the thread's scratch memory and frees the others. The
    /// entries are plain values, so there is nothing to deinitialize.
    func free() {
        for (index, block) in blocks.enumerated() {
            if index < Self.scratchBlocks {
                ScratchMemory.giveBack(block)
            } else {
                UnsafeMutableRawPointer(block.baseAddress.unsafelyUnwrapped).deallocate()
            }
        }
    }
}
