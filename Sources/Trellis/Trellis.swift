@_exported import Foundation
@_exported import Observation
@_exported import TrellisDSL
@_exported import TrellisDiagnostics
@_exported import TrellisGeometry
@_exported import TrellisGraph
@_exported import TrellisLayout
@_exported import TrellisSolver

@MainActor
extension View {
    /// Lays the view out in a window of `windowSize`, as a hosting controller does: the view is
    /// proposed the window size and centred in the window.
    ///
    /// ```swift
    /// let result = ContentView().layout(in: CGSize(width: 390, height: 844))
    /// let title = result.frame(of: "title")
    /// ```
    /// When `onPreferenceChange` actions change `@State`, the views are laid out again until
    /// nothing changes, for at most 10 rounds; the result is the last round's, with a
    /// ``LayoutWarning/Kind-swift.struct/stateDidNotSettle`` warning when the state never settled.
    /// ``layoutSession(in:environment:explain:)`` also tells how many rounds ran.
    /// - Parameters:
    ///   - windowSize: the size of the window, which the view is proposed.
    ///   - environment: the environment the view starts from. Size classes it leaves unset
    ///     are derived from the window size (see ``UserInterfaceSizeClass/forWindow(_:)``); its
    ///     `displayScale` is the pixel grid of ``LayoutResult/renderedFrame(of:)``.
    ///   - explain: record every proposal, answer and placement in the result's trace.
    @MainActor @preconcurrency
    public func layout(in windowSize: CGSize, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> LayoutResult {
        layoutSession(in: windowSize, environment: environment, explain: explain).result
    }

    /// Lays the view out as ``layout(in:environment:explain:)`` does, and tells how many rounds
    /// of layout that took and whether the views' state settled.
    ///
    /// ```swift
    /// let session = ContentView().layoutSession(in: CGSize(width: 390, height: 844))
    /// #expect(session.rounds == 2)
    /// ```
    @MainActor @preconcurrency
    public func layoutSession(in windowSize: CGSize, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> LayoutSessionResult {
        layoutSession(in: windowSize, safeAreaInsets: nil, environment: environment, explain: explain)
    }

    /// ``layoutSession(in:environment:explain:)`` in a window with a safe area (and a keyboard,
    /// when the environment's `keyboardHeight` is not 0; a window with no insets then gets a
    /// safe area for the keyboard alone).
    ///
    /// One lowering and one layout, with no session, when the views' state does not change
    /// during layout; otherwise the layout goes on in a ``LayoutHost`` from the state reached,
    /// round after round until it settles.
    func layoutSession(in windowSize: CGSize, safeAreaInsets: EdgeInsets?,
                       environment: EnvironmentValues, explain: Bool) -> LayoutSessionResult {
        let store = ViewStateStore()
        if let result = LayoutHost.layoutOnce(self, in: windowSize, safeAreaInsets: safeAreaInsets, environment: environment,
                                              explain: explain, store: store) {
            return LayoutSessionResult(result: result, rounds: 1, settled: true)
        }
        let host = LayoutHost(rootView: self, environment: environment, explain: explain, store: store, roundsRun: 1)
        host.remembersFirstPlacements = false
        return host.layout(in: windowSize, safeAreaInsets: safeAreaInsets)
    }

    /// Lays the view out full screen on `device`, with its window size, display scale, size
    /// classes and safe area: the view is proposed what the device's safe-area insets (and its
    /// keyboard, when ``Device/keyboardHeight`` or the environment's `keyboardHeight` is set)
    /// leave and centred there, as on the device.
    ///
    /// ```swift
    /// let result = ContentView().layout(on: .iPhone15)
    /// result.frame(of: "header")?.minY   // 59: below the Dynamic Island
    /// ```
    @MainActor @preconcurrency
    public func layout(on device: Device, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> LayoutResult {
        layoutSession(in: device.size, safeAreaInsets: device.safeAreaInsets, environment: device.environment(environment), explain: explain).result
    }

    /// Lays the view out in a window of `windowSize` whose safe area is inset by
    /// `safeAreaInsets`: the view is proposed what the insets leave and centred there; views that
    /// ignore the safe area grow into the insets they reach.
    @MainActor @preconcurrency
    public func layout(in windowSize: CGSize, safeAreaInsets: EdgeInsets, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) -> LayoutResult {
        layoutSession(in: windowSize, safeAreaInsets: safeAreaInsets, environment: environment, explain: explain).result
    }

    /// The size the view chooses for `proposal`, as SwiftUI's `sizeThatFits` reports it.
    @MainActor @preconcurrency
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutSolver().sizeThatFits(layoutGraph(), proposal: proposal)
    }
}

extension UserInterfaceSizeClass {
    /// Size classes for a window that is not a device preset — Trellis's own heuristic, since
    /// Apple publishes no thresholds: vertically compact below 500 pt of height, horizontally
    /// regular from 678 pt of width (the narrowest regular-width iPad split).
    public static func forWindow(_ size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (size.width >= 678 ? .regular : .compact, size.height < 500 ? .compact : .regular)
    }
}

/// The sizing behaviour of `view` on each axis (see ``SizingBehavior``).
@MainActor @preconcurrency
public func sizingBehavior(of view: some View) -> SizingBehaviors {
    sizingBehavior(of: view.layoutGraph())
}
