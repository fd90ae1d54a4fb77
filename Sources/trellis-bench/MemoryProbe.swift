import Foundation
import Trellis

/// Peak memory per node of the whole DSL-to-frames path of one shape, measured in a fresh child
/// process of the bench so that no earlier shape's memory, freed or kept by the allocator, is
/// counted: the child's peak resident memory after building, lowering and laying out the shape
/// once, less its peak before, over the shape's node count.
enum MemoryProbe {
    /// The argument that makes the bench measure one shape's memory and print its bytes per node.
    static let argument = "--memory-of"

    /// Builds, lowers and lays out `shape` once and returns how far the process's peak resident
    /// memory rose above its resident memory before, divided by the shape's nodes, in bytes.
    @MainActor static func measure(_ shape: BenchShape) -> Double {
        let before = residentBytes(peak: false)
        let graph = shape.makeView().layoutGraph()
        let result = LayoutSolver().layout(graph, proposal: shape.proposal)
        let after = residentBytes(peak: true)
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

    /// The resident memory of this process now, or its peak so far (`peak`), in bytes.
    ///
    /// On Linux these are the process's own `VmRSS` and `VmHWM`, and the peak starts afresh when
    /// the child is started; `getrusage`'s peak, the fallback elsewhere, is carried over from the
    /// process the child was forked from, so it starts at the parent's size and hides what the
    /// child grows by up to it.
    private static func residentBytes(peak: Bool) -> Int {
        #if os(Linux)
        let field = peak ? "VmHWM:" : "VmRSS:"
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
           let kilobytes = Int(line.dropFirst(field.count).split(separator: " ").first ?? "") {
            return kilobytes * 1024
        }
        #endif
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
