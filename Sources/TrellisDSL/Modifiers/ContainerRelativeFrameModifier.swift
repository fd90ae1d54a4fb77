import Foundation
import TrellisGraph

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: the view in a frame whose length
/// on each of `axes` is a share of the container's, aligned inside it by `alignment`.
///
/// The container is the window's safe area, whose size is known when the view is lowered for a
/// layout, so the modifier lowers to a fixed frame on `axes` (the view's own size on the
/// others). Lowered without a window, it leaves the view as it is.
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

    /// The frame's length for a container `length` long, by Apple's documented formula:
    /// (length − spacing × (count − 1)) / count × span + spacing × (span − 1), never negative.
    /// A count below 1 counts as 1, a span is kept between 1 and the count, and a spacing that
    /// is not finite counts as 0.
    package func length(in length: CGFloat) -> CGFloat {
        let count = max(self.count, 1), span = min(max(self.span, 1), count)
        let spacing = spacing.isFinite ? spacing : 0
        let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(part * CGFloat(span) + spacing * CGFloat(span - 1), 0)
    }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        guard let container = lowering.environment.containerSize else { return content }
        let spec = FrameSpec(width: axes.contains(.horizontal) ? length(in: container.width) : nil,
                             height: axes.contains(.vertical) ? length(in: container.height) : nil,
                             alignment: alignment)
        return content.map { lowering.add(.frame(spec), children: [$0]) }
    }
}

extension View {
    /// This view in a frame as long as its container on each of `axes` (the window's safe
    /// area), aligned inside it by `alignment`.
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
