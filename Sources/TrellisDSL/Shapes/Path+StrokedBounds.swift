import Foundation

extension Path {
    /// The box of the ink this path paints when stroked in `style`: the band of half the line
    /// width on each side of every piece, the joins between pieces (a mitred corner reaches its
    /// tip while the tip is within the miter limit, a round one a half-width disc, a bevelled one
    /// no further than the band) and the caps at the open ends of a subpath (a butt cap stops at
    /// the end, a square cap reaches half the width beyond it, a round cap a half-width disc).
    /// A subpath that ends where it starts is closed: it has a join there and no caps. Curves are
    /// followed through straight pieces, as `trimmedPath(from:to:)` follows them; dashes are not
    /// modelled: the box is that of the whole line. `.null` for an empty path.
    public func strokedBounds(_ style: StrokeStyle) -> CGRect {
        let half = max(style.lineWidth, 0) / 2
        var bounds = PathBounds()
        for polyline in polylines() {
            let points = polyline.points
            guard points.count > 1 else {
                if let point = points.first, style.lineCap != .butt { bounds.add(disc: point, radius: half) }
                continue
            }
            for index in 0..<(points.count - 1) {
                let (a, b) = (points[index], points[index + 1])
                guard let normal = Self.unitNormal(from: a, to: b) else { continue }
                for point in [a, b] {
                    bounds.add(CGPoint(x: point.x + normal.x * half, y: point.y + normal.y * half))
                    bounds.add(CGPoint(x: point.x - normal.x * half, y: point.y - normal.y * half))
                }
            }
            let closed = polyline.isClosed
            let corners = closed ? Array(0..<(points.count - 1)) : Array(1..<(points.count - 1))
            for index in corners {
                let before = points[index == 0 ? points.count - 2 : index - 1], corner = points[index], after = points[index + 1]
                addJoin(before: before, corner: corner, after: after, style: style, half: half, to: &bounds)
            }
            if !closed {
                addCap(at: points[0], from: points[1], style: style, half: half, to: &bounds)
                addCap(at: points[points.count - 1], from: points[points.count - 2], style: style, half: half, to: &bounds)
            }
        }
        return bounds.rect
    }

    /// The path's subpaths followed through straight pieces, each its points in order, moved by
    /// `origin` (a shape draws its path in its own bounds, which its frame's origin moves).
    func polylinePoints(movedTo origin: CGPoint) -> [[CGPoint]] {
        polylines().map { polyline in polyline.points.map { CGPoint(x: $0.x + origin.x, y: $0.y + origin.y) } }
    }

    /// A flattened subpath: its points in order, and whether it ends where it starts.
    private struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool {
            guard points.count > 2, let first = points.first, let last = points.last else { return false }
            return hypot(first.x - last.x, first.y - last.y) < 1e-6
        }
    }

    /// The path's subpaths as polylines.
    private func polylines() -> [Polyline] {
        var result: [Polyline] = []
        for segment in flattened() {
            if segment.startsSubpath || result.isEmpty || result[result.count - 1].points.last != segment.start {
                result.append(Polyline(points: [segment.start]))
            }
            result[result.count - 1].points.append(segment.end)
        }
        return result
    }

    /// The unit vector a quarter turn from the direction from `a` to `b`; `nil` when they meet.
    private static func unitNormal(from a: CGPoint, to b: CGPoint) -> CGPoint? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = hypot(dx, dy)
        guard length > 1e-9 else { return nil }
        return CGPoint(x: -dy / length, y: dx / length)
    }

    /// Adds the outer point of the join at `corner` between the pieces from `before` and to `after`.
    private func addJoin(before: CGPoint, corner: CGPoint, after: CGPoint, style: StrokeStyle, half: CGFloat,
                         to bounds: inout PathBounds) {
        switch style.lineJoin {
        case .round:
            bounds.add(disc: corner, radius: half)
        case .bevel:
            break
        case .miter:
            guard let n1 = Self.unitNormal(from: before, to: corner), let n2 = Self.unitNormal(from: corner, to: after) else { return }
            // The tip lies along the sum of the normals, at half the width over cos(θ/2), θ the turn.
            let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
            let sumLength = hypot(sum.x, sum.y)
            guard sumLength > 1e-9 else { return }
            let cosHalfTurn = sumLength / 2
            // Core Graphics bevels a corner whose miter would be longer than the limit times the width.
            guard 1 / cosHalfTurn <= style.miterLimit else { return }
            let reach = half / cosHalfTurn
            let cross = (corner.x - before.x) * (after.y - corner.y) - (corner.y - before.y) * (after.x - corner.x)
            // The tip is on the outer side of the turn: against the normals' sum where the path
            // turns towards them.
            let sign: CGFloat = cross > 0 ? -1 : 1
            bounds.add(CGPoint(x: corner.x + sign * sum.x / sumLength * reach, y: corner.y + sign * sum.y / sumLength * reach))
        @unknown default:
            break
        }
    }

    /// Adds the cap at the open end `end` of a piece coming from `from`.
    private func addCap(at end: CGPoint, from: CGPoint, style: StrokeStyle, half: CGFloat, to bounds: inout PathBounds) {
        switch style.lineCap {
        case .butt:
            break
        case .round:
            bounds.add(disc: end, radius: half)
        case .square:
            guard let normal = Self.unitNormal(from: from, to: end) else { return }
            let tangent = CGPoint(x: normal.y, y: -normal.x)
            for side: CGFloat in [-1, 1] {
                bounds.add(CGPoint(x: end.x + tangent.x * half + side * normal.x * half,
                                   y: end.y + tangent.y * half + side * normal.y * half))
            }
        @unknown default:
            break
        }
    }
}
