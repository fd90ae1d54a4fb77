import TrellisDSL
import TrellisGraph
import TrellisSolver

/// A view kept laid out, as a window keeps the view it hosts: its `@State`, its lowered graph
/// and every size the solver measured stay from one layout to the next.
///
/// ```swift
/// let host = LayoutHost(rootView: ContentView())
/// let narrow = host.layout(in: CGSize(width: 390, height: 844))
/// let wide = host.layout(in: CGSize(width: 430, height: 932))  // the same views, measured again where they must be
/// ```
///
/// Each layout does only what changed since the last one asks for:
/// - **Nothing changed but the window**: the graph is laid out again, and every subtree whose
///   proposal did not change answers from memory (see ``IncrementalLayout``). The views are
///   lowered again only when the window changes what they read from the environment: its size
///   classes, or its size for a `containerRelativeFrame`.
/// - **State changed** (an action set a `@State`): only the views that declare the changed
///   state are lowered again — their `body` is evaluated again and their nodes replace their
///   old ones in the graph. Every other view keeps its nodes, and every node whose subtree did
///   not change keeps its measurements; the views lowered again and their ancestors are
///   measured again.
///
/// The frames are those of lowering and laying the views out from scratch with the same state.
/// A few views are lowered again from the root instead, since the views they affect lie outside
/// them: views whose subtree sets or observes preferences (`navigationTitle`, `sheet`,
/// `onPreferenceChange`, `GeometryReader` contents), trees with anchors, a `ViewModifier`'s own
/// `@State`, views whose body now gives its parent another number of views, and a layout value
/// set on a view's node from outside the view where its body set one. Changes to values that
/// are not `@State` (an object's properties) are not seen: set ``rootView`` to lower the views
/// again.
///
/// Each ``layout(in:)`` runs rounds of layout while `onPreferenceChange` actions change state,
/// as `View.layout(in:)` does, and ``lowerings`` tells what each round lowered.
@MainActor @preconcurrency
public final class LayoutHost<Content: View> {
    /// The view laid out. Setting it lowers the views again from the root at the next layout.
    public var rootView: Content {
        didSet { lowered = nil }
    }
    /// The environment the view starts from (see `View.layout(in:environment:explain:)`).
    public let environment: EnvironmentValues
    /// Whether each layout records its decisions in the result's trace.
    public let explain: Bool
    /// What each round of the last layout lowered, in order.
    public private(set) var lowerings: [Lowering] = []

    /// The storage of the views' state.
    package let store: ViewStateStore
    /// Rounds of layout run before this host took over, which the first layout's rounds
    /// count on from.
    private var roundsRun: Int
    private let solver: LayoutSolver
    /// Whether the host's first layout remembers where it placed the views, for the next
    /// layout to keep the subtrees that stay in place: not for `View.layout(in:)`, whose host
    /// mostly lays the views out once.
    var remembersFirstPlacements = true
    /// The views as last lowered, and the session laying their graph out.
    private var lowered: Lowered?

    /// The most rounds a layout runs before giving up on the state settling.
    static var maximumRounds: Int { 10 }

    /// What a round of layout lowered before laying the views out.
    public enum Lowering: Sendable, Hashable {
        /// Nothing: the graph of the last layout was laid out again.
        case none
        /// The views whose state changed, this many of them (a view inside another that changed
        /// is lowered with it and not counted).
        case views(Int)
        /// Every view, from the root.
        case whole
    }

    /// The views as lowered for one window.
    private struct Lowered {
        var statefulViews: StatefulViews
        let session: IncrementalLayout
        let window: LoweringWindow
    }

    /// What a lowering read of the window it was lowered for.
    private struct LoweringWindow: Equatable {
        let horizontalSizeClass: UserInterfaceSizeClass?
        let verticalSizeClass: UserInterfaceSizeClass?
        /// The container size, when a view read it.
        var containerSize: CGSize?
        let safeAreaInsets: EdgeInsets?
        let keyboardHeight: CGFloat

        /// This window as a lowering that read what `lowered` read would see it.
        func read(by lowered: Self) -> Self {
            var seen = self
            if lowered.containerSize == nil { seen.containerSize = nil }
            return seen
        }
    }

    /// A host of `rootView`, which starts from `environment` and, when `explain` is set,
    /// records each layout's decisions.
    public convenience init(rootView: Content, environment: EnvironmentValues = EnvironmentValues(), explain: Bool = false) {
        self.init(rootView: rootView, environment: environment, explain: explain, store: ViewStateStore(), roundsRun: 0)
    }

    /// A host of `rootView` whose views' state is in `store` already, after `roundsRun` rounds
    /// of layout without a session: a layout whose state changed goes on in one, and its
    /// rounds count from there.
    init(rootView: Content, environment: EnvironmentValues, explain: Bool, store: ViewStateStore, roundsRun: Int = 0) {
        self.store = store
        self.roundsRun = roundsRun
        self.rootView = rootView
        self.environment = environment
        self.explain = explain
        solver = LayoutSolver(explain: explain, displayScale: environment.displayScale)
    }

    /// Lays the view out in a window of `windowSize`, as `View.layoutSession(in:environment:explain:)`
    /// does, lowering only what changed since the last layout.
    public func layout(in windowSize: CGSize) -> LayoutSessionResult {
        layout(in: windowSize, safeAreaInsets: nil)
    }

    /// Lays the view out in a window of `windowSize` whose safe area is inset by
    /// `safeAreaInsets` (and by the environment's `keyboardHeight`, when it is not 0), as
    /// `View.layout(in:safeAreaInsets:environment:explain:)` does.
    public func layout(in windowSize: CGSize, safeAreaInsets: EdgeInsets?) -> LayoutSessionResult {
        let keyboardHeight = environment.keyboardHeight
        let insets = environment.windowInsets(safeAreaInsets)
        let windowEnvironment = environment.inWindow(of: windowSize, safeAreaInsets: insets)
        let window = LoweringWindow(horizontalSizeClass: windowEnvironment.horizontalSizeClass, verticalSizeClass: windowEnvironment.verticalSizeClass,
                                    containerSize: windowEnvironment.containerSize, safeAreaInsets: insets, keyboardHeight: keyboardHeight)
        lowerings = []
        var round = roundsRun
        roundsRun = 0
        while true {
            round += 1
            store.beginRound()
            let session = prepareSession(for: window, environment: windowEnvironment)
            var result = session.layout(in: windowSize)
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

    /// Gives `session` the graph `replacements` make: by changing the kinds of its nodes when
    /// that is all they change, which keeps every other answer and placement, or else by
    /// splicing the views' new nodes in.
    private static func apply(_ replacements: [SubtreeReplacement], to session: IncrementalLayout) {
        // The graph is read, not kept, so that the edits change it in place.
        if let changes = session.graph.kindChanges(making: replacements) {
            do {
                for change in changes { try session.replaceKind(of: change.node, with: change.kind) }
                return
            } catch {
                // `kindChanges` leaves out the kinds an edit refuses. Were one refused, the
                // splice below would still make the right graph: it replaces every node the
                // edits before it changed.
            }
        }
        session.adopt(session.graph.replacing(replacements))
    }

    /// The session that lays out the views as they are now in `window`: the last one as it was,
    /// or with the views whose state changed lowered again, or a new one for views lowered
    /// from the root.
    private func prepareSession(for window: LoweringWindow, environment: EnvironmentValues) -> IncrementalLayout {
        let changed = store.takeChangedViews()
        if var lowered, lowered.window == window.read(by: lowered.window) {
            if changed.isEmpty {
                lowerings.append(.none)
                return lowered.session
            }
            if let replacements = lowered.statefulViews.lowerAgain(changed: changed) {
                Self.apply(replacements, to: lowered.session)
                self.lowered = lowered
                lowerings.append(.views(replacements.count))
                return lowered.session
            }
        }
        lowered = nil
        store.forgetQueuedChanges()
        let (graph, statefulViews, readsContainerSize) = rootView.rememberingLowering(environment: environment, store: store)
        let windowGraph = window.safeAreaInsets.map { LayoutSolver.windowGraph(graph, safeAreaInsets: $0, keyboardHeight: window.keyboardHeight) } ?? graph
        var readWindow = window
        // Reader contents are lowered while laying out, with the environment of this lowering.
        if !readsContainerSize && graph.geometryContents.isEmpty { readWindow.containerSize = nil }
        let session = IncrementalLayout(windowGraph, solver: solver, remembersFirstPlacements: remembersFirstPlacements)
        lowered = Lowered(statefulViews: statefulViews, session: session, window: readWindow)
        lowerings.append(.whole)
        return session
    }
}
