import Foundation
import TrellisGraph

/// Colours spread over a grid of `width` × `height` points that can bend (iOS 18). As a view
/// it fills the space it is offered, like the other gradients; its colours change only drawing.
nonisolated public struct MeshGradient: ShapeStyle, View, PrimitiveView {
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The colours, one for each point, row by row.
    public var colors: [Color]
    /// The colour drawn outside the mesh.
    public var background: Color
    /// Whether the colours are interpolated smoothly between points.
    public var smoothsColors: Bool
    /// The space the colours are mixed in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points at `points` (unit coordinates, row by row), each
    /// with the colour of `colors` at its index.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Never called: a gradient is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(Rectangle())
    }
}
