import Foundation

/// A thread with a big call stack that runs one job at a time for ``DeepCallStack``, and the
/// idle ones kept for the next deep layout.
///
/// Starting a thread and faulting in a fresh stack costs more than laying out a few thousand
/// nodes, so threads are reused: a caller takes an idle thread whose stack is big enough (or
/// starts one), hands it the job, waits, and puts it back. As many threads are kept idle as the
/// machine has cores, so parallel deep layouts each find one; a thread left idle for
/// ``idleLifetime`` ends, so a process that has finished its deep layouts keeps none.
final class DeepThread: @unchecked Sendable {
    /// The bytes of call stack the thread was started with.
    let stackSize: Int
    // The caller writes `job` and signals `start`; the thread runs it and signals `finished`.
    // The semaphores order every access, so the two never touch `job` at the same time.
    private var job: (() -> Void)?
    private let start = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    private init(stackSize: Int) {
        self.stackSize = stackSize
        let thread = Thread { [self] in
            while true {
                if start.wait(timeout: .now() + Self.idleLifetime) == .timedOut {
                    // Idle too long: leave the pool and end, unless a caller has just taken
                    // this thread, whose job is then on its way.
                    if leaveIdlePool() { return }
                    start.wait()
                }
                guard let job else { return }
                job()
                self.job = nil
                finished.signal()
            }
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `job` on a thread with at least `stackSize` bytes of stack and returns when it has
    /// finished.
    static func run(stackSize: Int, _ job: @escaping () -> Void) {
        let thread = idle.withLock { idle in
            idle.firstIndex { $0.stackSize >= stackSize }.map { idle.remove(at: $0) }
        } ?? DeepThread(stackSize: stackSize)
        thread.job = job
        thread.start.signal()
        thread.finished.wait()
        let kept = idle.withLock { idle in
            guard idle.count < keptIdle else { return false }
            idle.append(thread)
            return true
        }
        if !kept { thread.start.signal() }  // no job: the thread's loop ends
    }

    /// Takes this thread out of the idle pool; false when it is not there, because a caller has
    /// taken it.
    private func leaveIdlePool() -> Bool {
        Self.idle.withLock { idle in
            guard let index = idle.firstIndex(where: { $0 === self }) else { return false }
            idle.remove(at: index)
            return true
        }
    }

    /// How long an idle thread waits for another job before it ends.
    static let idleLifetime: DispatchTimeInterval = .seconds(2)

    private static let keptIdle = max(ProcessInfo.processInfo.activeProcessorCount, 2)
    private static let idle = LockedValue<[DeepThread]>([])
}
