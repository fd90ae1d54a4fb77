import Foundation
import TrellisGraph

nonisolated extension Color {
    /// This colour mixed with `rhs` by `fraction` (0 keeps this colour, 1 gives `rhs`) in
    /// `colorSpace`. Trellis names the mixed colour, as it names every colour.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color("\(name).mix(\(rhs.name), \(PointFormat.string(fraction)))")
    }
}
