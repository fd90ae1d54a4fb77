import Foundation
import TrellisGraph

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// Creates a stack of the views `content` builds, aligned horizontally by `alignment`
    /// and `spacing` apart (each pair's preferred spacing when `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never called: `VStack` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let children = lowering.lower(content)
        return [lowering.add(.stack(StackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)), children: children)]
    }
}
