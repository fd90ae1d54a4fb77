import Foundation
import Synchronization

/// Blocks of raw memory that the layouts run on one thread hand on to each other.
///
/// A layout needs a few columns of per-node scratch (facts, measurements, frames) for the
/// length of one call and frees them at its end. Freed that way, the C allocator returns the
/// top of its heap to the system, and the next layout of the same screen pays a page fault for
/// every page it touches again: on a thousand-node layout that costs more than the layout
/// itself. Kept here instead, the next layout on the thread finds its memory still mapped.
///
/// Each thread has its own pool, so taking and giving back needs no lock and parallel layouts
/// never wait for each other. A block may be given back on another thread than the one that
/// took it; it then joins that thread's pool. A pool keeps at most ``retainedLimit`` bytes; to
/// keep a block given back, it lets go of those given back longest ago, so that it holds the
/// memory of the layouts made last. All the pools together keep at most ``retainedLimitOfAll``
/// bytes, counted in one atomic total: past it, a block given back is freed. A thread's pool is
/// freed when the thread ends.
package final class ScratchMemory {
    /// The most memory a thread keeps between layouts: enough for the scratch of a layout of
    /// about ten thousand nodes with its explain-mode trace (its events and their decisions),
    /// or of a plain layout of 100,000 views (its per-node columns and frames), which otherwise
    /// pays a page fault every 4 KB of them on every layout, a large part of its time.
    package static let retainedLimit = 32 << 20
    /// The most memory the pools of all threads keep between layouts: three threads' worth,
    /// however many threads lay out in parallel.
    package static let retainedLimitOfAll = 3 * retainedLimit
    /// The bytes all pools keep now.
    private static let retainedByAll = Atomic<Int>(0)
    /// The bytes all pools keep now, at most ``retainedLimitOfAll``.
    package static var retainedInAllPools: Int { retainedByAll.load(ordering: .relaxed) }
    /// Blocks are rounded up to a power of two of at least this many bytes, so that layouts of
    /// similar sizes reuse each other's blocks.
    private static let smallestBlock = 4096
    /// The alignment of every block, enough for any value the solver keeps in one.
    private static let alignment = 16

    /// The free blocks and their byte counts, those given back longest ago first.
    private var blocks: [(start: UnsafeMutableRawPointer, byteCount: Int)] = []
    /// The bytes of the free blocks, at most ``retainedLimit``.
    package private(set) var retained = 0

    private init() {}

    deinit {
        for block in blocks { block.start.deallocate() }
        Self.retainedByAll.subtract(retained, ordering: .relaxed)
    }

    /// The calling thread's pool.
    package static var current: ScratchMemory {
        if let pool = pthread_getspecific(threadKey) {
            return Unmanaged<ScratchMemory>.fromOpaque(pool).takeUnretainedValue()
        }
        let pool = ScratchMemory()
        pthread_setspecific(threadKey, Unmanaged.passRetained(pool).toOpaque())
        return pool
    }

    /// The result of `body`, run on this thread with `pool` as its scratch memory: for a thread
    /// that works while the owner of `pool` waits for it, which keeps the two from using the pool
    /// at the same time.
    package static func lending<Result>(_ pool: ScratchMemory, _ body: () -> Result) -> Result {
        let own = pthread_getspecific(threadKey)
        pthread_setspecific(threadKey, Unmanaged.passUnretained(pool).toOpaque())
        defer { pthread_setspecific(threadKey, own) }
        return body()
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pool in
            guard let pool else { return }
            Unmanaged<ScratchMemory>.fromOpaque(pool).release()
        }
        precondition(status == 0, "no thread-local key for scratch memory (error \(status))")
        return key
    }()

    /// Uninitialised room for `count` values of `type`, to be handed back with
    /// ``giveBack(_:)`` once deinitialised.
    package static func take<Element>(_ count: Int, of type: Element.Type) -> UnsafeMutableBufferPointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= alignment, "\(Element.self) needs a stricter alignment than scratch memory has")
        guard count > 0 else { return UnsafeMutableBufferPointer(start: nil, count: 0) }
        let start = current.take(count * MemoryLayout<Element>.stride)
        return UnsafeMutableBufferPointer(start: start.bindMemory(to: Element.self, capacity: count), count: count)
    }

    /// Hands back memory from ``take(_:of:)``, whose values the caller has deinitialised.
    package static func giveBack<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let start = buffer.baseAddress else { return }
        current.giveBack(UnsafeMutableRawPointer(start), byteCount: buffer.count * MemoryLayout<Element>.stride)
    }

    private static func blockSize(for byteCount: Int) -> Int {
        var size = smallestBlock
        while size < byteCount { size <<= 1 }
        return size
    }

    private func take(_ byteCount: Int) -> UnsafeMutableRawPointer {
        let size = Self.blockSize(for: byteCount)
        // The block of that size handed back last, which is the likeliest still in the cache.
        if let index = blocks.lastIndex(where: { $0.byteCount == size }) {
            retained -= size
            Self.retainedByAll.subtract(size, ordering: .relaxed)
            return blocks.remove(at: index).start
        }
        return .allocate(byteCount: size, alignment: Self.alignment)
    }

    /// Keeps the block at `start` for the next layout, letting go of the blocks given back
    /// longest ago when the pool would pass its limit: the next layout on a thread is most
    /// often another of the same screen, which needs the blocks of the last one. When all
    /// pools together would pass theirs, the block is freed instead.
    private func giveBack(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        let size = Self.blockSize(for: byteCount)
        guard size <= Self.retainedLimit else {
            start.deallocate()
            return
        }
        var evicted = 0
        while retained + size > Self.retainedLimit {
            retained -= blocks[evicted].byteCount
            Self.retainedByAll.subtract(blocks[evicted].byteCount, ordering: .relaxed)
            blocks[evicted].start.deallocate()
            evicted += 1
        }
        blocks.removeFirst(evicted)
        // Other threads give back at the same time: the total is checked as it grows.
        guard Self.retainedByAll.add(size, ordering: .relaxed).newValue <= Self.retainedLimitOfAll else {
            Self.retainedByAll.subtract(size, ordering: .relaxed)
            start.deallocate()
            return
        }
        retained += size
        blocks.append((start, size))
    }
}
