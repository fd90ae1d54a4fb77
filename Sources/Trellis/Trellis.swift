@_exported import Foundation
@_exported import TrellisDSL
@_exported import TrellisDiagnostics
@_exported import TrellisGraph
@_exported import TrellisSolver

extension View {
    /// Lays the view out in a window of `windowSize`, as a hosting controller does: the view is
    /// proposed the window size and centred in the window.
    ///
    /// ```swift
    /// let result = ContentView().layout(in: CGSize(width: 390, height: 844))
    /// let title = result.frame(of: "title")
    /// ```
    /// When `onPreferenceChange` actions change `@State`, the views are laid out again until
    /// nothing changes (see `LayoutStatistics.rounds` and `LayoutWarning.Kind.stateDidNotSettle`).
    /// - Parameter explain: record every proposal, answer and placement in the result's trace.
    public func layout(in windowSize: CGSize, explain: Bool = false) -> LayoutResult {
        LayoutSession(view: self, windowSize: windowSize, solver: LayoutSolver(explain: explain), environment: EnvironmentValues()).run()
    }

    /// The size the view chooses for `proposal`, as SwiftUI's `sizeThatFits` reports it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutSolver().sizeThatFits(layoutGraph(), proposal: proposal)
    }
}
