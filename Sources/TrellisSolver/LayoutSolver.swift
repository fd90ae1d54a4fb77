import Foundation
import TrellisGraph
import TrellisSupport

/// Lays out a ``LayoutGraph`` by SwiftUI's rules: the parent proposes a size, the child chooses
/// its size, the parent places it.
///
/// ```swift
/// let result = LayoutSolver().layout(graph, in: CGSize(width: 390, height: 844))
/// result.frame(of: "title")
/// ```
public struct LayoutSolver: Sendable {
    /// Whether to record every proposal, answer and placement in ``LayoutResult/trace``.
    public var explain: Bool
    /// Whether to remember sizes per node and proposal. Turning it off gives the same frames
    /// with exponentially more work in nested stacks; it exists to check exactly that.
    public var memoize: Bool
    /// Pixels per point of the display, recorded on the result for pixel snapping.
    public var displayScale: CGFloat

    /// Creates a solver. `explain` records every step in ``LayoutResult/trace``; `memoize: false`
    /// turns the measurement cache off; `displayScale` is the pixel grid
    /// ``LayoutResult/renderedFrame(of:)`` snaps to (1 when it is not a positive finite number).
    public init(explain: Bool = false, memoize: Bool = true, displayScale: CGFloat = 1) {
        self.explain = explain
        self.memoize = memoize
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
    }

    /// Lays `graph` out in a window of `windowSize`: the root is proposed the window size and
    /// centred in the window, as a hosting controller does (it may overflow on both sides).
    public func layout(_ graph: LayoutGraph, in windowSize: CGSize) -> LayoutResult {
        layout(graph, proposal: ProposedViewSize(windowSize), centredIn: windowSize)
    }

    /// Lays `graph` out in a window of `windowSize` whose safe area is inset by `safeAreaInsets`,
    /// with a software keyboard `keyboardHeight` tall covering the bottom of the window, as a
    /// hosting controller on a device does: the root is proposed what the insets (and the
    /// keyboard) leave and centred there; views that ignore the safe area grow into the insets.
    ///
    /// The result's graph has the window's safe area as its root (and the keyboard's inside it,
    /// when there is a keyboard), with `graph`'s root as content.
    public func layout(_ graph: LayoutGraph, in windowSize: CGSize, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat = 0) -> LayoutResult {
        layout(Self.windowGraph(graph, safeAreaInsets: safeAreaInsets, keyboardHeight: keyboardHeight), in: windowSize)
    }

    /// `graph` inside a window's safe area inset by `safeAreaInsets` (and a keyboard's, when
    /// `keyboardHeight` is not 0): the graph ``layout(_:in:safeAreaInsets:keyboardHeight:)`` lays
    /// out. The safe-area nodes come after `graph`'s, so its nodes keep their IDs.
    package static func windowGraph(_ graph: LayoutGraph, safeAreaInsets: EdgeInsets, keyboardHeight: CGFloat) -> LayoutGraph {
        guard graph.count > 0 else { return graph }
        var wrapped = graph
        var content = wrapped.root
        if keyboardHeight != 0 {
            // The keyboard covers the bottom inset too: its safe area lies inside the window's,
            // so it insets by what the keyboard adds to the bottom inset.
            let beyondInset = keyboardHeight.isFinite && keyboardHeight >= 0 ? max(keyboardHeight - safeAreaInsets.bottom, 0) : keyboardHeight
            content = wrapped.add(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 0, leading: 0, bottom: beyondInset, trailing: 0), region: .keyboard, source: .window)), children: [content])
        }
        _ = wrapped.add(.safeArea(SafeAreaSpec(insets: safeAreaInsets, source: .window)), children: [content])
        return wrapped
    }

    /// Lays `graph` out for `proposal` with the root's top-leading corner at the origin, as a
    /// parent that proposes `proposal` and places the root at (0, 0) would.
    public func layout(_ graph: LayoutGraph, proposal: ProposedViewSize) -> LayoutResult {
        layout(graph, proposal: proposal, centredIn: nil)
    }

    /// Lays `graph` out for `proposal`, centred in `window` when there is one, otherwise with
    /// the root's top-leading corner at `fixedOrigin`. Its readers resolve anchors from its own
    /// frames and from `outerAnchorFrames` (those of the layouts it is nested in), and measure
    /// their safe-area insets within `outerSafeArea` (the safe rectangle of those layouts).
    func layout(_ graph: LayoutGraph, proposal: ProposedViewSize, centredIn window: CGSize?, at fixedOrigin: CGPoint = .zero,
                outerAnchorFrames: AnchorFrames = AnchorFrames(), outerSafeArea: CGRect? = nil) -> LayoutResult {
        let prepared = PreparedGraph(graph, memoize: memoize)
        let engine = LayoutEngine(facts: prepared.facts, memoize: memoize, tracing: explain, customLayouts: prepared.customLayouts)
        return layout(with: engine, graphWarnings: prepared.graphWarnings, proposal: proposal,
                      centredIn: window, at: fixedOrigin, outerAnchorFrames: outerAnchorFrames, outerSafeArea: outerSafeArea)
    }

    /// Lays out the graph of `engine` as ``layout(_:proposal:centredIn:at:outerAnchorFrames:outerSafeArea:)``
    /// does; `graphWarnings` are those found in the graph before any layout (its corrected
    /// values and its structural warnings).
    func layout(with engine: LayoutEngine, graphWarnings: [LayoutWarning], proposal: ProposedViewSize, centredIn window: CGSize?,
                at fixedOrigin: CGPoint = .zero, outerAnchorFrames: AnchorFrames = AnchorFrames(), outerSafeArea: CGRect? = nil) -> LayoutResult {
        engine.outerSafeArea = outerSafeArea
        let normalized = engine.graph
        engine.resolveAnchors(of: normalized, within: outerAnchorFrames)
        defer { engine.finishResolvingAnchors() }
        let root = normalized.root
        let size = DeepCallStack.run(depth: engine.facts.depth) {
            let size = engine.size(of: root, for: proposal)
            let origin = window.map { CGPoint(x: ($0.width - size.width) / 2, y: ($0.height - size.height) / 2) } ?? fixedOrigin
            engine.place(root, at: origin, proposal: proposal)
            engine.finishRuleWork()
            return size
        }
        let frames = engine.frames
        let warnings = graphWarnings + engine.placementWarnings
            + ResultWarnings.find(in: normalized, frames: frames, rootSize: size, window: window, displayScale: displayScale)
        return engine.completing(LayoutResult(
            graph: normalized, windowSize: window ?? size, frames: frames,
            warnings: WarningCauses.attach(to: warnings + BoundsWarnings.find(in: engine, window: window, reported: warnings, displayScale: displayScale), in: engine),
            statistics: engine.statistics, trace: engine.takeTraceRecord(), displayScale: displayScale))
    }

    /// The size the graph's root chooses for `proposal`.
    public func sizeThatFits(_ graph: LayoutGraph, proposal: ProposedViewSize) -> CGSize {
        var normalizer = NormalizationReport()
        let engine = LayoutEngine.make(graph: graph, normalizer: &normalizer, memoize: memoize, tracing: false)
        return DeepCallStack.run(depth: engine.facts.depth) { engine.size(of: graph.root, for: proposal) }
    }
}
