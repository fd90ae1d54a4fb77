import TrellisGraph

/// One view of a container's content, as `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)` hand them out: each view the content resolves to, with
/// `ForEach`s and `Group`s inside it opened up (a `ForEach` gives one subview per element), and
/// `EmptyView`s and absent optional views giving none.
///
/// A subview is a view: placing it shows the view it stands for, with the modifiers the content
/// gave it, inside those the transform gives the subview. Trellis makes the view afresh, in the
/// environment where the subview is placed, wherever it is placed, so a subview placed twice
/// is shown twice and one left out is not laid out. Preferences and anchors set inside a subview
/// do not reach the views around it.
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
    /// What identifies a subview among those of its collection.
    public struct ID: Hashable, Sendable {
        /// The subview's position in the content.
        let position: Int
    }

    /// What identifies this subview among those of its collection.
    public let id: ID
    /// The values the view gives its container with `.containerValue(_:_:)` (iOS 18).
    public let containerValues: ContainerValues
    /// Adds the view this subview stands for to a lowering.
    private let place: (inout GraphLowering) -> [NodeID]

    /// The subview at `position` of the content, with `containerValues`, placed by `place`.
    init(position: Int, containerValues: ContainerValues, place: @escaping (inout GraphLowering) -> [NodeID]) {
        id = ID(position: position)
        self.containerValues = containerValues
        self.place = place
    }

    /// Never called: `Subview` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        place(&lowering)
    }
}
