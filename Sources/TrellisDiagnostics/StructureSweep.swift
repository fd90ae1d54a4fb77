import Foundation
import TrellisGraph
import TrellisSolver

/// Finds the window sizes at which a layout changes structure: a view appears or disappears
/// (a `ViewThatFits` switches candidate), or an overflow or other warning starts or stops.
public struct StructureSweep {
    /// A change of structure between two window sizes.
    public struct Change: Sendable, CustomStringConvertible {
        /// The first window size with the new structure.
        public var size: CGSize
        /// The views that appeared and disappeared, and the warnings that started and stopped.
        public var description: String
    }

    private let graph: LayoutGraph
    private let parents: [NodeID?]
    private let safeAreaInsets: EdgeInsets?
    /// The display scale whose pixel grid the window sizes lie on, when one is given.
    private let displayScale: CGFloat?

    /// Prepares a sweep over window sizes for the layout of `graph`.
    public init(graph: LayoutGraph) {
        self.init(graph: graph, safeAreaInsets: nil)
    }

    /// Prepares a sweep over window sizes for the layout of `graph`, in windows whose safe area
    /// is inset by `safeAreaInsets` (a device's) when they are given. With `displayScale` (a
    /// device's), the sweep tries only windows a whole number of pixels wide and high, lays
    /// them out at that scale (so a view reaching less than half a pixel beyond its bounds is
    /// not out of bounds) and reports each change at the first such window: a change that
    /// starts and stops between two pixels is not a change of that display.
    public init(graph: LayoutGraph, safeAreaInsets: EdgeInsets?, displayScale: CGFloat? = nil) {
        self.graph = graph
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        parents = graph.parents()
    }

    /// The scale a sweep without a display scale lays out at: so fine a grid (a million pixels
    /// to the point) that a view reaching any visible distance beyond its bounds is out of them,
    /// so that the sweep finds the boundaries of the exact layout.
    private static let exactScale: CGFloat = 1_000_000

    /// What the layout at `size` consists of: which nodes are placed, and which warnings hold.
    private func structure(at size: CGSize) -> (placed: Set<NodeID>, warnings: Set<String>) {
        let solver = LayoutSolver(displayScale: displayScale ?? Self.exactScale)
        let result = safeAreaInsets.map { solver.layout(graph, in: size, safeAreaInsets: $0) } ?? solver.layout(graph, in: size)
        let placed = Set(graph.nodeIDs.filter { result.frames[$0.index] != nil })
        return (placed, Set(result.warnings.map { "\($0.kind.rawValue) at \($0.view.label)" }))
    }

    /// The changes met walking in a straight line from `from` to `to`. Each is located by
    /// bisection to a millionth of a point and reported at the boundary, rounded to the
    /// coarsest fraction of a point (1, 1/2, 1/4, … 1/1024) within the solver's tolerance: a layout
    /// that changes at 408 or 112.75 is reported there, whichever way it is swept.
    public func changes(from: CGSize, to: CGSize, steps: Int = 256) -> [Change] {
        func size(_ t: CGFloat) -> CGSize {
            let size = CGSize(width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
            guard let scale = displayScale else { return size }
            return CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
        }
        let length = max(abs(to.width - from.width), abs(to.height - from.height), 1)
        // On a pixel grid, bisection stops once the two windows are a pixel apart or less.
        let precision = displayScale.map { 1 / $0 } ?? 1e-6
        var changes: [Change] = []
        var previous = structure(at: size(0))
        var lowT: CGFloat = 0
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            let current = structure(at: size(t))
            guard current.placed != previous.placed || current.warnings != previous.warnings else {
                lowT = t
                continue
            }
            // Narrow the change down by bisection, then round the boundary.
            var low = lowT, high = t
            while (high - low) * length > precision {
                let middle = (low + high) / 2
                let probe = structure(at: size(middle))
                if probe.placed == previous.placed && probe.warnings == previous.warnings { low = middle } else { high = middle }
            }
            let after = structure(at: size(high))
            let boundary = displayScale == nil ? size(Self.rounded(high, from: from, to: to)) : size(high)
            if after.placed != previous.placed || after.warnings != previous.warnings {
                changes.append(Change(size: boundary, description: describe(from: previous, to: after)))
            }
            previous = current
            lowT = t
        }
        return changes
    }

    /// `t` moved to where the coordinate that changes most along the walk is the coarsest
    /// fraction of a point within 0.0015 pt of where it was: the solver compares lengths with a
    /// tolerance of 0.001 pt, so a boundary at 408 is met at 407.999.
    static func rounded(_ t: CGFloat, from: CGSize, to: CGSize) -> CGFloat {
        let horizontal = abs(to.width - from.width) >= abs(to.height - from.height)
        let (start, end) = horizontal ? (from.width, to.width) : (from.height, to.height)
        guard end != start else { return t }
        let value = start + (end - start) * t
        var fraction: CGFloat = 1
        while fraction >= 1.0 / 1024 {
            let snapped = (value / fraction).rounded() * fraction
            if abs(snapped - value) <= 0.0015 { return (snapped - start) / (end - start) }
            fraction /= 2
        }
        return t
    }

    private func describe(from old: (placed: Set<NodeID>, warnings: Set<String>), to new: (placed: Set<NodeID>, warnings: Set<String>)) -> String {
        // Names only the outermost node of each subtree that appears or disappears.
        func names(_ nodes: Set<NodeID>) -> String {
            nodes.filter { node in parents[node.index].map { !nodes.contains($0) } ?? true }
                .sorted().map { graph[$0].ids.first.map { "'\($0)'" } ?? graph.displayName(of: $0) }.joined(separator: ", ")
        }
        var parts: [String] = []
        let shown = new.placed.subtracting(old.placed), hidden = old.placed.subtracting(new.placed)
        if !shown.isEmpty { parts.append("shows \(names(shown))") }
        if !hidden.isEmpty { parts.append("hides \(names(hidden))") }
        for warning in new.warnings.subtracting(old.warnings).sorted() { parts.append("starts: \(warning)") }
        for warning in old.warnings.subtracting(new.warnings).sorted() { parts.append("ends: \(warning)") }
        return parts.joined(separator: "; ")
    }
}
