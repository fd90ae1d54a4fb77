import Foundation
import TrellisGraph

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    private let alignment: VerticalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// Creates a stack of the views `content` builds, aligned vertically by `alignment`
    /// and `spacing` apart (each pair's preferred spacing when `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: `HStack` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let children = lowering.lower(content)
        return [lowering.add(.stack(StackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)), children: children)]
    }
}
