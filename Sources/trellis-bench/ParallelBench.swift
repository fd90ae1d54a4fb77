import Dispatch
import Foundation
import Trellis

/// Many layouts at once: 64 independent layouts of one balanced-7 graph, one after another on
/// one thread and then spread over the threads `DispatchQueue.concurrentPerform` runs on, with
/// the wall time and the processor time of each. Processor time stays the same when the layouts
/// share nothing they write; when they wait for each other (a lock, a cache line written by
/// several cores, the allocator) the layouts at once take more of it than the same layouts one
/// after another. Run it on chosen cores with `taskset -c 0` and `taskset -c 0,1`.
enum ParallelBench {
    /// The layouts timed in each round.
    static let layouts = 64

    /// The medians of several rounds, in nanoseconds.
    struct Timing {
        /// Wall time of the layouts one after another.
        var serial: Double
        /// Wall time of the layouts at once.
        var parallel: Double
        /// Processor time of the layouts one after another.
        var serialProcessor: Double
        /// Processor time of the layouts at once, on all threads.
        var parallelProcessor: Double
        /// The processors of the machine, as many as `concurrentPerform` runs threads on (cores
        /// that `taskset` keeps the process off still count).
        var processors: Int

        /// How many times faster the layouts at once finished.
        var speedup: Double { serial / parallel }
    }

    /// Times `rounds` rounds, each the layouts one after another and then at once, after one
    /// untimed round at once that gives every worker thread its scratch memory.
    @MainActor static func run(rounds: Int) -> Timing {
        let shape = BenchShape.balanced(7)
        let graph = shape.makeView().layoutGraph()
        let proposal = shape.proposal
        func oneAfterAnother() { for _ in 0..<layouts { _ = LayoutSolver().layout(graph, proposal: proposal) } }
        func atOnce() { DispatchQueue.concurrentPerform(iterations: layouts) { _ in _ = LayoutSolver().layout(graph, proposal: proposal) } }
        atOnce()
        var serial: [UInt64] = [], parallel: [UInt64] = [], serialProcessor: [UInt64] = [], parallelProcessor: [UInt64] = []
        for _ in 0..<rounds {
            var (wall, processor) = measure(oneAfterAnother)
            serial.append(wall)
            serialProcessor.append(processor)
            (wall, processor) = measure(atOnce)
            parallel.append(wall)
            parallelProcessor.append(processor)
        }
        return Timing(serial: median(serial), parallel: median(parallel), serialProcessor: median(serialProcessor),
                      parallelProcessor: median(parallelProcessor), processors: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The wall time and the process's processor time `body` took, in nanoseconds.
    private static func measure(_ body: () -> Void) -> (wall: UInt64, processor: UInt64) {
        let processor = processorNanoseconds()
        let wall = time(body)
        return (wall, processorNanoseconds() - processor)
    }

    /// The processor time of the whole process so far, every thread's, in nanoseconds.
    private static func processorNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}

extension ParallelBench {
    /// The timing as the bench's JSON line.
    static func json(_ timing: Timing) -> String {
        #"{"shape": "parallel-64x-balanced-7", "processors": \#(timing.processors), "serial_ms": \#(format(timing.serial / 1e6)), "parallel_ms": \#(format(timing.parallel / 1e6)), "speedup": \#(format(timing.speedup, 2)), "serial_cpu_ms": \#(format(timing.serialProcessor / 1e6)), "parallel_cpu_ms": \#(format(timing.parallelProcessor / 1e6))}"#
    }

    /// The timing as the bench's table line.
    static func line(_ timing: Timing) -> String {
        "\(layouts) × balanced-7: \(format(timing.serial / 1e6, 1)) ms one after another, \(format(timing.parallel / 1e6, 1)) ms at once on \(timing.processors) threads (×\(format(timing.speedup, 2))); "
            + "processor time \(format(timing.serialProcessor / 1e6, 1)) ms and \(format(timing.parallelProcessor / 1e6, 1)) ms"
    }
}
