import Foundation
import Testing
import TrellisSupport

/// The per-thread scratch memory that layouts reuse instead of freeing and faulting in again.
@Suite("Scratch memory")
struct ScratchMemoryTests {
    @Test("a block handed back is the one the next request of its size gets")
    func reuse() {
        let first = ScratchMemory.take(1_000, of: Int64.self)
        let address = first.baseAddress
        ScratchMemory.giveBack(first)
        let second = ScratchMemory.take(900, of: Int64.self)
        defer { ScratchMemory.giveBack(second) }
        #expect(second.baseAddress == address)
        #expect(second.count == 900)
    }

    @Test("past its limit, a pool lets go of the blocks given back longest ago and keeps the newest")
    func keepsTheNewest() {
        let half = ScratchMemory.retainedLimit / 2
        let blocks = (0..<3).map { _ in ScratchMemory.take(half, of: UInt8.self) }
        for block in blocks { ScratchMemory.giveBack(block) }
        #expect(ScratchMemory.current.retained == ScratchMemory.retainedLimit)
        let newest = ScratchMemory.take(half, of: UInt8.self), next = ScratchMemory.take(half, of: UInt8.self)
        #expect(newest.baseAddress == blocks[2].baseAddress)
        #expect(next.baseAddress == blocks[1].baseAddress)
        ScratchMemory.giveBack(newest)
        ScratchMemory.giveBack(next)
    }

    @Test("a thread keeps no more than its limit")
    func limit() {
        let before = ScratchMemory.current.retained
        let large = ScratchMemory.take(ScratchMemory.retainedLimit + 1, of: UInt8.self)
        ScratchMemory.giveBack(large)
        #expect(ScratchMemory.current.retained == before)
        #expect(before <= ScratchMemory.retainedLimit)
    }

    @Test("the pools of many threads together keep no more than the limit of all")
    func limitOfAll() async {
        // Eight threads each fill their pool to its own limit, more than all may keep together.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let thread = Thread {
                        let blocks = (0..<2).map { _ in ScratchMemory.take(ScratchMemory.retainedLimit / 2, of: UInt8.self) }
                        for block in blocks { ScratchMemory.giveBack(block) }
                        #expect(ScratchMemory.retainedInAllPools <= ScratchMemory.retainedLimitOfAll)
                    }
                    thread.start()
                    while !thread.isFinished { try? await Task.sleep(for: .milliseconds(5)) }
                }
            }
        }
        #expect(ScratchMemory.retainedInAllPools <= ScratchMemory.retainedLimitOfAll)
    }

    @Test("nothing is taken for an empty buffer")
    func empty() {
        let before = ScratchMemory.current.retained
        let none = ScratchMemory.take(0, of: Double.self)
        #expect(none.baseAddress == nil)
        ScratchMemory.giveBack(none)
        #expect(ScratchMemory.current.retained == before)
    }

    @Test("deep work on another thread uses the pool of the caller waiting for it")
    func lentToDeepThread() {
        let caller = ObjectIdentifier(ScratchMemory.current)
        let (during, thread) = DeepCallStack.run(depth: DeepCallStack.shallowDepth + 1) {
            (ObjectIdentifier(ScratchMemory.current), pthread_self())
        }
        #expect(during == caller)
        #expect(thread != pthread_self())
    }
}
