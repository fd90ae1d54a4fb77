import TrellisGraph

@MainActor
extension View {
    /// Lowers this view, in `environment`, into the graph the solver lays out.
    ///
    /// The view's node is the root. A view made of several views (or of none), such as a
    /// `body` listing two views, is placed in an implicit `VStack`, as SwiftUI does with the
    /// root of a window.
    ///
    /// Lowering recurses once per level of nesting. It runs on the calling thread, and moves to
    /// a thread with a big stack only when the views nest deeper than a few hundred levels.
    @MainActor @preconcurrency
    public func layoutGraph(environment: EnvironmentValues = EnvironmentValues()) -> LayoutGraph {
        layoutGraph(environment: environment, store: ViewStateStore())
    }

    /// Lowers this view, in `environment`, with its views' `@State` kept in `store`.
    package func layoutGraph(environment: EnvironmentValues, store: ViewStateStore) -> LayoutGraph {
        var lowering = GraphLowering(environment: environment, store: store)
        return lowerAsRoot(with: &lowering)
    }

    /// Lowers this view as ``layoutGraph(environment:store:)`` does, keeping its views with
    /// `@State` to lower them again when their state changes, and tells whether a view read
    /// the size of its container.
    package func rememberingLowering(environment: EnvironmentValues, store: ViewStateStore)
        -> (graph: LayoutGraph, statefulViews: StatefulViews, readsContainerSize: Bool) {
        var lowering = GraphLowering(environment: environment, store: store)
        lowering.statefulViews = StatefulViews()
        let graph = lowerAsRoot(with: &lowering)
        var statefulViews = lowering.statefulViews ?? StatefulViews()
        if graph.anchorScope != nil { statefulViews.markNotResumable() }
        return (graph, statefulViews, lowering.readsContainerSize)
    }

    /// Lowers this view with `lowering`, its node the root.
    private func lowerAsRoot(with lowering: inout GraphLowering) -> LayoutGraph {
        let nodes = lowering.lower(self)
        let root = lowering.combine(nodes, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)))
        // A window's own direction is left to right until the environment says otherwise.
        _ = lowering.marking([root], laidOut: lowering.environment.layoutDirection, within: .leftToRight)
        return lowering.graph
    }
}

/// The deepest nesting of views and modifiers that ``View/layoutGraph(environment:)`` lowers
/// once it has moved to a thread with a big stack.
package let maximumLoweringDepth = 16_384
