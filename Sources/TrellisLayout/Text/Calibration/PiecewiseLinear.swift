import Foundation

/// A function of one variable given by points: a straight line between each point and the next,
/// and the first or last point's value beyond them. The text model's tables by point size (SF
/// Pro's tracking, the text styles' leading) are read through it.
struct PiecewiseLinear: Sendable {
    /// The points, by increasing `x`; at least one.
    let points: [(x: CGFloat, y: CGFloat)]

    /// The value at `x`.
    func callAsFunction(_ x: CGFloat) -> CGFloat {
        guard x > points[0].x else { return points[0].y }
        guard x < points[points.count - 1].x else { return points[points.count - 1].y }
        var upper = 1
        while points[upper].x < x { upper += 1 }
        let (low, high) = (points[upper - 1], points[upper])
        let fraction = (x - low.x) / (high.x - low.x)
        return low.y + (high.y - low.y) * fraction
    }
}
