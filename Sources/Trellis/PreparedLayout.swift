import TrellisDSL
import TrellisGraph
import TrellisSolver

/// A view lowered on the main actor and ready to be laid out on any thread: what
/// `Preview.prepareLayout(on:environment:explain:)` makes, so that many layouts can be solved
/// and audited in parallel while the main actor lowers the next views.
///
/// ```swift
/// let prepared = Preview.all.map { $0.prepareLayout(on: .iPhone15) }
/// let results = await withTaskGroup(of: LayoutResult.self) { group in
///     for layout in prepared { group.addTask { layout.layout() } }
///     return await group.reduce(into: []) { $0.append($1) }
/// }
/// ```
///
/// A view whose layout may change its own state (an `onPreferenceChange` action, a
/// `GeometryReader`'s contents) is laid out at once, on the main actor, in as many rounds as it
/// takes, and ``layout()`` returns that result.
public struct PreparedLayout: Sendable {
    /// Where the layout stands.
    private enum Stage: Sendable {
        /// Lowered: the graph, the window it is laid out in and the solver's settings.
        case lowered(LayoutGraph, window: CGSize, safeAreaInsets: EdgeInsets?, keyboardHeight: CGFloat, displayScale: CGFloat, explain: Bool)
        /// Laid out already.
        case laidOut(LayoutResult)
    }

    private let stage: Stage

    /// `view` lowered for a window of `windowSize` with `safeAreaInsets` in `environment`, as
    /// `View.layout(in:safeAreaInsets:environment:explain:)` would lower it; laid out at once
    /// when laying it out may change its state.
    @MainActor
    init(_ view: some View, in windowSize: CGSize, safeAreaInsets: EdgeInsets?, environment: EnvironmentValues, explain: Bool) {
        let insets = environment.windowInsets(safeAreaInsets)
        let store = ViewStateStore()
        store.beginRound()
        let graph = view.layoutGraph(environment: environment.inWindow(of: windowSize, safeAreaInsets: insets), store: store)
        guard store.queuedChangeCount == 0, graph.geometryContents.isEmpty else {
            stage = .laidOut(view.layoutSession(in: windowSize, safeAreaInsets: safeAreaInsets, environment: environment, explain: explain).result)
            return
        }
        stage = .lowered(graph, window: windowSize, safeAreaInsets: insets, keyboardHeight: environment.keyboardHeight,
                         displayScale: environment.displayScale, explain: explain)
    }

    /// The layout: the graph laid out in its window, on the calling thread.
    public func layout() -> LayoutResult {
        switch stage {
        case .laidOut(let result):
            return result
        case .lowered(let graph, let window, let insets, let keyboardHeight, let displayScale, let explain):
            let solver = LayoutSolver(explain: explain, displayScale: displayScale)
            guard let insets else { return solver.layout(graph, in: window) }
            return solver.layout(graph, in: window, safeAreaInsets: insets, keyboardHeight: keyboardHeight)
        }
    }
}
