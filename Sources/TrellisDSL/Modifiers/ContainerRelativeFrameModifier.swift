import Foundation
import TrellisGraph

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: the view in a frame whose length
/// on each of `axes` is a share of the container's, aligned inside it by `alignment`.
///
/// Inside a scroll view the container is the scroll view's visible size, known only during
/// layout: the modifier lowers to a `containerRelativeFrame` node. Elsewhere the container is
/// the window's safe area, whose size is known when the view is lowered for a layout, so the
/// modifier lowers to a fixed frame on `axes` (the view's own size on the others). Lowered
/// without a window or scroll view, it leaves the view as it is.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    /// The axes the frame is sized on.
    public let axes: Axis.Set
    /// The number of equal parts the container is divided into (at least 1).
    public let count: Int
    /// The number of parts the view spans (between 1 and `count`).
    public let span: Int
    /// The space between parts.
    public let spacing: CGFloat
    /// Where the view is placed in the frame.
    public let alignment: Alignment

    /// Never called: `_ContainerRelativeFrameModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    /// The modifier's parameters as the layout graph stores them.
    private var spec: ContainerRelativeFrameSpec {
        ContainerRelativeFrameSpec(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
    }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        if lowering.environment.isInsideScrollView {
            return content.map { lowering.add(.containerRelativeFrame(self.spec), children: [$0]) }
        }
        guard let container = lowering.containerSize() else { return content }
        let spec = FrameSpec(width: axes.contains(.horizontal) ? self.spec.length(in: container.width) : nil,
                             height: axes.contains(.vertical) ? self.spec.length(in: container.height) : nil,
                             alignment: alignment)
        return content.map { lowering.add(.frame(spec), children: [$0]) }
    }
}

extension View {
    /// This view in a frame as long as its container on each of `axes` (the nearest scroll
    /// view's visible size, else the window's safe area), aligned inside it by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// This view in a frame `span` parts long of a container divided on each of `axes` into
    /// `count` parts `spacing` apart: (container length − spacing × (count − 1)) / count × span
    /// + spacing × (span − 1).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }
}
