import TrellisDSL
import TrellisGraph
import TrellisSolver

extension LayoutHost {
    /// `view` lowered once and laid out once in a window of `windowSize` with `safeAreaInsets`,
    /// without a layout session; `nil` when the views' state (in `store`) changed during that
    /// layout, which then needs more rounds in a session.
    ///
    /// Most views settle in one round, and for them this is the whole of
    /// `View.layout(in:environment:explain:)`: no session remembers answers for a next layout
    /// that never comes.
    static func layoutOnce(_ view: Content, in windowSize: CGSize, safeAreaInsets: EdgeInsets?, environment: EnvironmentValues,
                           explain: Bool, store: ViewStateStore) -> LayoutResult? {
        let insets = environment.windowInsets(safeAreaInsets)
        store.beginRound()
        let graph = view.layoutGraph(environment: environment.inWindow(of: windowSize, safeAreaInsets: insets), store: store)
        let solver = LayoutSolver(explain: explain, displayScale: environment.displayScale)
        let result = insets.map { solver.layout(graph, in: windowSize, safeAreaInsets: $0, keyboardHeight: environment.keyboardHeight) }
            ?? solver.layout(graph, in: windowSize)
        store.deliverPreferenceChanges()
        return store.stateChanged ? nil : result
    }
}
