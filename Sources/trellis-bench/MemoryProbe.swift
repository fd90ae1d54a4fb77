import Foundation
import Trellis

/// Peak memory per node of the whole DSL-to-frames path of one shape, measured in a fresh child
/// process of the bench so that no earlier shape's memory, freed or kept by the allocator, is
/// counted: the child's peak resident memory after building, lowering and laying out the shape
/// once, less its peak before, over the shape's node count.
enum MemoryProbe {
    /// The argument that makes the bench measure one shape's memory and print its bytes per node.
    static let argument = "--memory-of"

    /// Builds, lowers and lays out `shape` once and returns the growth of the process's peak
    /// resident memory divided by the shape's nodes, in bytes.
    @MainActor static func measure(_ shape: BenchShape) -> Double {
        let before = peakResidentBytes()
        let graph = shape.makeView().layoutGraph()
        let result = LayoutSolver().layout(graph, proposal: shape.proposal)
        let after = peakResidentBytes()
        withExtendedLifetime(result) {}
        return Double(after - before) / Double(shape.nodes)
    }

    /// Runs this program again with ``argument`` and `shape`'s name and reads the bytes per node
    /// it prints; `nil` when the child could not run or printed no number.
    static func measureInChild(_ shape: BenchShape) -> Double? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let child = Process()
        child.executableURL = executable
        child.arguments = [argument, shape.name]
        let output = Pipe()
        child.standardOutput = output
        do { try child.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The peak resident memory of this process so far, in bytes. A child starts from its
    /// parent's peak at the time it was started, so the bench starts its children before it lays
    /// anything out: the parent is then smaller than a child after its shape. It is still a few
    /// megabytes larger than a child that has just started, which hides that much of the
    /// child's growth; `trellis-bench --memory-of NAME` run from a shell starts from the shell's
    /// much smaller peak and reads the whole growth.
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
