import Foundation
import Trellis

/// The layout session against layouts from scratch: one graph laid out at many window widths,
/// and one graph laid out again after each change of one leaf's frame. Both sides lay out an
/// already lowered graph, so the difference is the solver's alone.
@MainActor
enum IncrementalBench {
    /// A line of the report: the median (resize: total) time from scratch and in a session.
    struct Line {
        let shape: String
        let coldMs: Double
        let incrementalMs: Double
        var speedup: Double { coldMs / incrementalMs }
    }

    /// balanced-7 at `widths` window widths (24 pt up, one point apart, 1024 tall): every width
    /// laid out from scratch, then all of them by one session.
    static func resizeSweep(widths: Int) -> Line {
        let graph = BenchShape.balanced(7).makeView().layoutGraph()
        let windows = (0..<widths).map { CGSize(width: CGFloat(24 + $0), height: 1024) }
        let cold = time { for window in windows { _ = LayoutSolver().layout(graph, in: window) } }
        let session = IncrementalLayout(graph)
        let incremental = time { for window in windows { _ = session.layout(in: window) } }
        return Line(shape: "resize-sweep-\(widths)", coldMs: Double(cold) / 1e6, incrementalMs: Double(incremental) / 1e6)
    }

    /// balanced-8 whose first leaf sits in a fixed frame, that frame's width changed `changes`
    /// times: the median layout of the changed graph from scratch, and of the session after
    /// the change (the change included).
    static func leafChange(changes: Int) -> Line? {
        let leafWidth = 4.0
        var graph = BenchShape.balanced(8, firstLeaf: { AnyView(Color.green.frame(width: leafWidth)) }).makeView().layoutGraph()
        guard let frame = graph.nodeIDs.first(where: { if case .frame = graph.kind(of: $0) { return true } else { return false } }),
              case .frame(var spec) = graph.kind(of: frame) else { return nil }
        let proposal = BenchShape.balanced(8).proposal
        let session = IncrementalLayout(graph)
        _ = session.layout(proposal: proposal)
        var coldTimes: [UInt64] = [], incrementalTimes: [UInt64] = []
        for change in 1...changes {
            spec.width = leafWidth + CGFloat(change)
            try? graph.replaceKind(of: frame, with: .frame(spec))
            coldTimes.append(time { _ = LayoutSolver().layout(graph, proposal: proposal) })
            incrementalTimes.append(time {
                try? session.replaceKind(of: frame, with: .frame(spec))
                _ = session.layout(proposal: proposal)
            })
        }
        return Line(shape: "leaf-change-balanced-8", coldMs: median(coldTimes) / 1e6, incrementalMs: median(incrementalTimes) / 1e6)
    }

    /// balanced-8 whose first leaf is a view with `@State` holding its width, that state changed
    /// `changes` times: the median layout of the view with that state from scratch (lowered
    /// and laid out), and of a ``LayoutHost`` after the change, which lowers the leaf alone.
    static func stateChange(changes: Int) -> Line {
        let window = CGSize(width: 1024, height: 1024)
        func view(leafWidth: CGFloat, binding: BindingBox) -> some View {
            BenchShape.balanced(8, firstLeaf: { AnyView(StatefulLeaf(initialWidth: leafWidth, binding: binding)) }).makeView()
        }
        let binding = BindingBox()
        let host = LayoutHost(rootView: view(leafWidth: 4, binding: binding))
        _ = host.layout(in: window)
        var coldTimes: [UInt64] = [], incrementalTimes: [UInt64] = []
        for change in 1...changes {
            let width = 4 + CGFloat(change)
            let cold = view(leafWidth: width, binding: BindingBox())
            coldTimes.append(time { _ = cold.layout(in: window) })
            incrementalTimes.append(time {
                binding.width?.wrappedValue = width
                _ = host.layout(in: window)
            })
        }
        return Line(shape: "state-change-balanced-8", coldMs: median(coldTimes) / 1e6, incrementalMs: median(incrementalTimes) / 1e6)
    }
}

/// Where a ``StatefulLeaf`` hands out its state, for the bench to change it as an action would.
@MainActor
final class BindingBox {
    var width: Binding<CGFloat>?
}

/// A leaf whose width is its own `@State`.
struct StatefulLeaf: View {
    let binding: BindingBox
    @State private var width: CGFloat

    init(initialWidth: CGFloat, binding: BindingBox) {
        _width = State(initialValue: initialWidth)
        self.binding = binding
    }

    var body: some View {
        binding.width = $width
        return Color.green.frame(width: width)
    }
}
