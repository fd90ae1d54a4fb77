import Foundation
import TrellisGraph

/// Warnings about views placed where they cannot be seen whole: reaching beyond their parent,
/// the window, or a window's safe area.
///
/// Each view is checked against its parent's frame, the window and the safe rectangle that
/// applies to it, unless a node above it lets it lie there on purpose (``ChildBounds``:
/// scrolled content, an offset or a position, a view that ignores the safe area). Only the
/// outermost view of a subtree that strays is reported, and nothing below a view that another
/// warning already reports out of place (an overflowing stack, a view sticking out of its stack,
/// a root larger than its window, a `ViewThatFits` with no candidate that fits). Views with no
/// area are not reported: nothing of them can be seen beyond anything. Nor are views that reach
/// less than half a pixel of the display scale beyond their bounds: drawn on the pixel grid,
/// their edges round onto the bounds' own, so nothing of them can be seen there either.
enum BoundsWarnings {
    /// The kinds of warning that already say a view lies out of place.
    private static let alreadyExplained: Set<LayoutWarning.Kind> = [.overflow, .outOfBounds, .viewThatFitsFallback, .insetsExceedSpace]
    /// How far a frame may reach beyond its bounds before it counts: far more than rounding
    /// errors, and half the solver's tolerance for lengths, since a centred view moves by half
    /// of what its window grows (a sweep then finds the boundary within its own tolerance).
    static let tolerance: CGFloat = 0.0005

    /// A view still to check, with what applies to it from the nodes above.
    private struct Pending {
        var node: NodeID
        var parent: NodeID?
        /// Whether the view must lie within its parent's frame.
        var checkParent: Bool
        /// Whether the view must lie within the window.
        var checkWindow: Bool
        /// The safe rectangle the view must lie within, if any.
        var safe: CGRect?
        /// The edges on which a node above lets the view reach into the safe area's insets.
        var insetEdges: Edge.Set
    }

    /// The warnings about the views `engine` placed; `window` is the window the root was placed
    /// in (`nil` for a layout nested in a reader, which is checked against parents only), and
    /// `reported` the warnings found so far.
    static func find(in engine: LayoutEngine, window: CGSize?, reported: [LayoutWarning], displayScale: CGFloat = 1) -> [LayoutWarning] {
        let reach = Reach(allowance: halfPixel(at: displayScale))
        guard engine.mayHaveSafeRectangles || anyViewStrays(in: engine, window: window) else { return [] }
        let explained = Set(reported.lazy.filter { alreadyExplained.contains($0.kind) }.map(\.node))
        let windowRect = window.map { CGRect(origin: .zero, size: $0) }
        var warnings: [LayoutWarning] = []
        var pending = [Pending(node: engine.graph.root, parent: nil, checkParent: false, checkWindow: window != nil, safe: nil, insetEdges: [])]
        while let item = pending.popLast() {
            guard let frame = engine.placedFrame(item.node), !explained.contains(item.node) else { continue }
            let bounds = RuleTable.ask(ChildBoundsQuestion(node: item.node, frame: frame, engine: engine), of: engine.facts.kind(of: item.node))
            if frame.width > tolerance, frame.height > tolerance,
               let warning = warning(about: item, frame: frame, ownInsetEdges: bounds.mayEnterInsets, window: windowRect, reach: reach, in: engine) {
                warnings.append(warning)
                continue
            }
            let children = engine.facts.children(of: item.node)
            for index in children.indices.reversed() {
                let child = children[index]
                var safe = bounds.mayLeaveWindow ? nil : item.safe
                if index == 0, let inner = bounds.safeRectangle {
                    let overlap = safe?.intersection(inner) ?? inner
                    safe = overlap.isNull ? CGRect(origin: inner.origin, size: .zero) : overlap
                }
                pending.append(Pending(node: child, parent: item.node, checkParent: !bounds.mayLeaveNode,
                                       checkWindow: item.checkWindow && !bounds.mayLeaveWindow, safe: safe,
                                       insetEdges: item.insetEdges.union(bounds.mayEnterInsets)))
            }
        }
        return warnings
    }

    /// Whether the root reaches beyond `window` or any view beyond its parent's frame (which
    /// the engine notes as it places them). When none does and no safe rectangle applies, every
    /// view lies within its parent, and so within the window: there is nothing to report, and
    /// the walk above need not ask any node's rule.
    private static func anyViewStrays(in engine: LayoutEngine, window: CGSize?) -> Bool {
        if engine.anyChildStrays { return true }
        guard let window, let root = engine.placedFrame(engine.graph.root) else { return false }
        return Reach(allowance: tolerance).of(root, beyond: CGRect(origin: .zero, size: window), on: .all) != nil
    }

    /// The warning about the view of `item` placed at `frame`, if it strays: beyond the window
    /// first, then the safe area, then its parent. A view that ignores the safe area on
    /// `ownInsetEdges` grows there beyond its parent and into the insets on purpose.
    private static func warning(about item: Pending, frame: CGRect, ownInsetEdges: Edge.Set, window: CGRect?, reach: Reach, in engine: LayoutEngine) -> LayoutWarning? {
        // The root is checked against its window by the result's own warning.
        if item.checkWindow, item.node != engine.facts.graph.root, let window, let bounds = reach.of(frame, beyond: window, on: .all) {
            return LayoutWarning(kind: .outOfBounds, node: item.node, in: engine.facts.graph, detail: .outside(frame: frame, bounds: bounds, boundary: .window))
        }
        if let safe = item.safe, let bounds = reach.of(frame, beyond: safe, on: Edge.Set.all.subtracting(item.insetEdges.union(ownInsetEdges))) {
            return LayoutWarning(kind: .outOfBounds, node: item.node, in: engine.facts.graph, detail: .outside(frame: frame, bounds: bounds, boundary: .safeArea))
        }
        if item.checkParent, let parent = item.parent, let parentFrame = engine.placedFrame(parent),
           let bounds = reach.of(frame, beyond: parentFrame, on: Edge.Set.all.subtracting(ownInsetEdges)) {
            return LayoutWarning(kind: .outOfBounds, node: item.node, in: engine.facts.graph,
                                 detail: .outside(frame: frame, bounds: bounds, boundary: .parent(LayoutWarning.ViewName(parent, in: engine.facts.graph))))
        }
        return nil
    }

    /// How far a view may reach beyond its bounds at `displayScale` before a warning says so:
    /// just under half a pixel (a reach of half a pixel or more moves the view's edge onto
    /// another pixel, as display rounding rounds ties away from the bounds' edge), and never
    /// less than ``tolerance``.
    static func halfPixel(at displayScale: CGFloat) -> CGFloat {
        displayScale.isFinite && displayScale > 0 ? max(0.5 / displayScale - tolerance, tolerance) : tolerance
    }

    /// How far a frame may reach beyond its bounds unreported.
    private struct Reach {
        /// The distance, in points, a frame may reach beyond an edge.
        var allowance: CGFloat

        /// `bounds` widened to take in `frame` on the edges not in `edges`, when `frame` reaches
        /// beyond it by more than ``allowance`` on one of `edges`; `nil` when it does not.
        func of(_ frame: CGRect, beyond bounds: CGRect, on edges: Edge.Set) -> CGRect? {
            var (minX, minY, maxX, maxY) = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
            var strays = false
            func check(_ edge: Edge.Set, _ beyond: Bool, widen: () -> Void) {
                guard beyond else { return }
                if edges.contains(edge) { strays = true } else { widen() }
            }
            check(.top, frame.minY < minY - allowance) { minY = frame.minY }
            check(.leading, frame.minX < minX - allowance) { minX = frame.minX }
            check(.bottom, frame.maxY > maxY + allowance) { maxY = frame.maxY }
            check(.trailing, frame.maxX > maxX + allowance) { maxX = frame.maxX }
            return strays ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
        }
    }
}
