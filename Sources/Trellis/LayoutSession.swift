import TrellisDSL
import TrellisGraph
import TrellisSolver

/// One `layout(in:)` of a view: lowers and lays the views out, runs the `onPreferenceChange`
/// actions whose values changed, and does it again while those actions change `@State`.
///
/// Each round lowers the whole view from its root with the state kept so far (bodies whose
/// state did not change evaluate to the same views), lays the graph out, then delivers the
/// preference changes the lowering queued. When no state changed, the views have settled and the
/// round's result is returned. After ``maximumRounds`` rounds that all changed state, the last
/// round's result is returned with a ``LayoutWarning/Kind-swift.struct/stateDidNotSettle`` warning. In
/// explain mode the trace is the returned round's.
@MainActor
struct LayoutSession<Content: View> {
    /// The most rounds a layout runs before giving up on the state settling.
    static var maximumRounds: Int { 10 }

    let view: Content
    let windowSize: CGSize
    /// The window's safe-area insets and keyboard height, when it has a safe area.
    let safeArea: (insets: EdgeInsets, keyboardHeight: CGFloat)?
    let solver: LayoutSolver
    let environment: EnvironmentValues

    /// Lays the view out until its state settles, or for at most ``maximumRounds`` rounds.
    func run() -> LayoutSessionResult {
        let store = ViewStateStore()
        var round = 0
        while true {
            round += 1
            store.beginRound()
            let graph = view.layoutGraph(environment: environment, store: store)
            var result = safeArea.map { solver.layout(graph, in: windowSize, safeAreaInsets: $0.insets, keyboardHeight: $0.keyboardHeight) }
                ?? solver.layout(graph, in: windowSize)
            store.deliverPreferenceChanges()
            if !store.stateChanged {
                return LayoutSessionResult(result: result, rounds: round, settled: true)
            }
            if round == Self.maximumRounds {
                result.warnings.append(LayoutWarning(
                    kind: .stateDidNotSettle, node: result.graph.root, in: result.graph, detail: .finding(AnyLayoutFinding(StateDidNotSettle(rounds: round)))))
                return LayoutSessionResult(result: result, rounds: round, settled: false)
            }
        }
    }
}
