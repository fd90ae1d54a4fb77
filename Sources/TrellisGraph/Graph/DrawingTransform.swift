import Foundation
import TrellisGeometry

/// A transform a view is drawn through without moving its layout (`rotationEffect`,
/// `scaleEffect`, `transformEffect`, `rotation3DEffect`), about a point of the frame of the view
/// it modifies.
///
/// Layout never reads it. A comparison with a rendering reads it to know where a node's pixels
/// go: a ring turned half a turn about its vertical axis is drawn mirrored.
public struct DrawingTransform: Hashable, Sendable {
    /// The map of the plane about ``anchor``: a point at offset (x, y) from the anchor is drawn
    /// at offset (a·x + c·y + tx, b·x + d·y + ty) from it. `nil` for a transform of the plane
    /// that is not affine (a 3-D rotation seen in perspective), which the graph does not model.
    public var affine: CGAffineTransform?
    /// The point of the modified view's frame the transform is about, as a fraction of its size.
    public var anchor: UnitPoint

    /// The transform `affine` about `anchor`.
    public init(affine: CGAffineTransform?, anchor: UnitPoint) {
        self.affine = affine
        self.anchor = anchor
    }

    /// A turn by `radians` (clockwise on a screen whose y axis points down) about `anchor`.
    public static func rotation(radians: Double, anchor: UnitPoint) -> DrawingTransform {
        let (cos, sin) = (Foundation.cos(radians), Foundation.sin(radians))
        return DrawingTransform(affine: CGAffineTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0), anchor: anchor)
    }

    /// A turn by `radians` about the axis (`x`, `y`, `z`) through `anchor`, as
    /// `rotation3DEffect` draws it. A turn about the z axis stays in the plane; a half turn about
    /// an axis in the plane (z = 0) brings every point back into the plane mirrored across the
    /// axis, whatever the perspective. Every other turn is seen in perspective: `affine` is `nil`.
    public static func rotation3D(radians: Double, axis: (x: Double, y: Double, z: Double),
                                  anchor: UnitPoint) -> DrawingTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let turns = radians / .pi
        let wholeTurns = abs(turns - turns.rounded()) < 1e-9
        guard length > 0 else { return DrawingTransform(affine: .identity, anchor: anchor) }
        if abs(axis.x) < 1e-12, abs(axis.y) < 1e-12 {
            return rotation(radians: axis.z > 0 ? radians : -radians, anchor: anchor)
        }
        guard wholeTurns else { return DrawingTransform(affine: nil, anchor: anchor) }
        if Int(turns.rounded()) % 2 == 0 { return DrawingTransform(affine: .identity, anchor: anchor) }
        guard abs(axis.z) < 1e-12 else { return DrawingTransform(affine: nil, anchor: anchor) }
        // The mirror across the line through the anchor along the axis (u, v): 2·uuᵀ − I.
        let (u, v) = (axis.x / length, axis.y / length)
        return DrawingTransform(affine: CGAffineTransform(a: 2 * u * u - 1, b: 2 * u * v, c: 2 * u * v, d: 2 * v * v - 1,
                                                          tx: 0, ty: 0), anchor: anchor)
    }
}
