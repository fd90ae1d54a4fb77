import TrellisGraph

/// The subviews of a view, in order, as `Group(subviews:transform:)` hands them to its
/// transform. A collection of ``Subview``s, and a view showing them all, one after another.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    /// The subviews.
    private let subviews: [Subview]

    /// The subviews of `view`, made in `lowering`: the view is lowered once to count the views
    /// it resolves to, and again wherever a subview is placed, which keeps the subtree of that
    /// one view.
    init<V: View>(of view: V, in lowering: inout GraphLowering) {
        var probe = lowering.startingSubgraph()
        let views = probe.lower(view)
        self.init(positions: Array(views.indices), containerValues: views.map { probe.graph.containerValues(of: $0) }) { lowering in lowering.lower(view) }
    }

    /// The views at `positions` (counted from 0) among those `resolve` makes, each made by
    /// resolving again, where it is placed, and keeping the subtree of that one view; each
    /// with its entry of `containerValues`, which has one per position.
    init(positions: [Int], containerValues: [ContainerValues], resolve: @escaping (inout GraphLowering) -> [NodeID]) {
        subviews = positions.enumerated().map { index, position in
            Subview(position: index, containerValues: containerValues[index]) { lowering in
                var resolving = lowering.startingSubgraph()
                let views = resolve(&resolving)
                // A view that resolves to fewer views than it did when counted shows nothing here.
                guard position < views.count else { return [] }
                return [lowering.addCopy(ofSubtree: views[position], in: resolving.graph)]
            }
        }
    }

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// The subviews, one after another.
    public var body: some View {
        ForEach(subviews) { $0 }
    }
}

/// Some consecutive subviews of a ``SubviewsCollection``; a view showing them one after another.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    /// The subviews, at their positions in the whole collection.
    private let subviews: ArraySlice<Subview>

    /// The slice of `subviews`.
    init(subviews: ArraySlice<Subview>) {
        self.subviews = subviews
    }

    /// The position of the first subview in the whole collection.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position` of the whole collection.
    public subscript(position: Int) -> Subview { subviews[position] }

    /// The subviews at `bounds`, positions of the whole collection.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews[bounds])
    }

    /// The subviews, one after another.
    public var body: some View {
        ForEach(subviews) { $0 }
    }
}
