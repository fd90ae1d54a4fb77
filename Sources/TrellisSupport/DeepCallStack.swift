import Foundation

/// Runs recursive work that may nest very deeply on a thread whose call stack is big enough.
///
/// Layout and lowering recurse once per level of nesting. A few hundred levels fit on any
/// thread; a tree 10,000 levels deep would overflow an ordinary stack and crash, so deeper
/// work moves to a thread with a stack sized for its depth (see ``DeepThread``), and the caller
/// waits for it.
package enum DeepCallStack {
    /// Levels of nesting that run on the calling thread.
    package static let shallowDepth = 256
    /// Call-stack bytes reserved per level of nesting on the deep thread: generous for the
    /// frames one level takes, which are several times larger in unoptimised builds.
    #if DEBUG
    private static let bytesPerLevel = 64 * 1024
    #else
    private static let bytesPerLevel = 16 * 1024
    #endif
    /// The most call stack a deep thread reserves: 4 GB, room for about 250,000 levels in an
    /// optimised build. The reservation is address space; only the pages a layout reaches are
    /// ever backed by memory.
    private static let largestStack = 1 << 32

    /// The result of `body`, run on the calling thread when `depth` is shallow and on a
    /// thread with a big enough stack otherwise.
    package static func run<Result>(depth: Int, _ body: () -> Result) -> Result {
        guard depth > shallowDepth else { return body() }
        // The caller waits, so the deep thread may use the caller's scratch memory meanwhile.
        let scratch = ScratchMemory.current
        return withoutActuallyEscaping(body) { body in
            let work = Work { ScratchMemory.lending(scratch, body) }
            DeepThread.run(stackSize: min(depth * bytesPerLevel, largestStack), work.run)
            return work.take()
        }
    }

    /// Hands the body to the deep thread and its result back. The caller blocks until the
    /// thread has finished, so the two never touch it at the same time.
    private final class Work<Result>: @unchecked Sendable {
        private var body: (() -> Result)?
        private var result: Result?

        init(_ body: @escaping () -> Result) { self.body = body }

        /// Runs the body and lets go of it, so that it does not outlive the caller's call.
        func run() {
            result = body?()
            body = nil
        }

        func take() -> Result {
            guard let result else { preconditionFailure("the deep thread finished without a result") }
            return result
        }
    }
}
