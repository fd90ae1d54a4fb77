import TrellisGraph

/// The content of `Group(subviews:transform:)`: the views `transform` makes from the subviews
/// of `subviews`.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    /// The view whose subviews are handed to `transform`.
    private let subviews: Subviews
    /// Makes the views shown from the subviews.
    private let transform: (SubviewsCollection) -> Content

    /// The views `transform` makes from the subviews of `subviews`.
    init(subviews: Subviews, transform: @escaping (SubviewsCollection) -> Content) {
        self.subviews = subviews
        self.transform = transform
    }

    /// Never called: `GroupElementsOfContent` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(transform(SubviewsCollection(of: subviews, in: &lowering)))
    }
}

extension Group where Content: View {
    /// The views `transform` makes from the subviews of `view` (iOS 18): each view `view`
    /// resolves to, a `ForEach` giving one per element, handed over as a ``SubviewsCollection``.
    /// Like any group, the views `transform` makes become children of the group's parent:
    /// `VStack { Group(subviews: content) { $0.prefix(2) } }` stacks the first two.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

extension ForEach where Content: View {
    /// One view for each subview of `view` (iOS 18), made by `content` from the ``Subview``:
    /// `ForEach(subviews: content) { $0.padding() }`. The views become children of the parent.
    ///
    /// SwiftUI's `Data` here is a collection of its own; in Trellis the `ForEach` has one element,
    /// whose view is a `Group(subviews:transform:)` of a `ForEach` over the subviews.
    public init<V: View, C: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> C)
    where Data == CollectionOfOne<Int>, ID == Int, Content == GroupElementsOfContent<V, ForEach<SubviewsCollection, Subview.ID, C>> {
        self.init(CollectionOfOne(0), id: \.self) { _ in
            GroupElementsOfContent(subviews: view) { subviews in TrellisDSL.ForEach<SubviewsCollection, Subview.ID, C>(subviews, content: content) }
        }
    }
}
