import TrellisDiagnostics
import TrellisSolver

/// What laying a view out took beyond one pass of the solver: the rounds of layout run while
/// `onPreferenceChange` actions changed `@State`, and the last round's result.
///
/// ```swift
/// let session = ContentView().layoutSession(in: CGSize(width: 390, height: 844))
/// session.rounds                  // 2: an action changed state once
/// session.result.frame(of: "title")
/// ```
public struct LayoutSessionResult: Sendable {
    /// The last round's layout: the frames the views settled on, or, when they did not settle,
    /// those of the last round with a ``LayoutWarning/Kind-swift.struct/stateDidNotSettle`` warning.
    public let result: LayoutResult
    /// Times the views were lowered and laid out: 1 unless `onPreferenceChange` actions changed
    /// `@State` and the views were laid out again; at most 10.
    public let rounds: Int
    /// Whether the last round changed no state. When it did, ``result`` carries a
    /// ``LayoutWarning/Kind-swift.struct/stateDidNotSettle`` warning.
    public let settled: Bool
}

extension LayoutWarning.Kind {
    /// The views' state kept changing: `onPreferenceChange` actions still changed `@State`
    /// after the most rounds of layout `layout(in:)` runs (10), so the result shows the views as
    /// they were before the last change.
    public static let stateDidNotSettle = LayoutWarning.Kind(rawValue: "stateDidNotSettle")
}

/// The finding of a layout session whose views' state never settled: `onPreferenceChange`
/// actions still changed `@State` after ``rounds`` rounds of layout.
struct StateDidNotSettle: LayoutFinding {
    /// The rounds of layout that ran, every one of which changed state.
    let rounds: Int

    func message(about view: LayoutWarning.ViewName) -> String {
        SessionSentences.stateDidNotSettle(rounds: rounds)
    }
}
