import Foundation

extension Path {
    /// The straight pieces a curve is followed through when a path is trimmed or its stroke
    /// measured: a quarter circle's turn by 1.4°, so the butt end of a 20-pt line across a
    /// flattened circle leans at most 0.12 pt from where a true circle's would stop.
    static let piecesPerCurve = 64

    /// The part of this path from `from` to `to`, as fractions of its length. Curves are
    /// followed through 64 straight pieces each, so the part is made of lines.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        let segments = flattened()
        let total = segments.reduce(0) { $0 + $1.length }
        guard start < end, total > 0 else { return Path() }
        let first = start * total, last = end * total
        var trimmed = Path()
        var travelled: CGFloat = 0
        for segment in segments {
            defer { travelled += segment.length }
            let from = max(first - travelled, 0), to = min(last - travelled, segment.length)
            guard from < to else { continue }
            let a = segment.point(at: from), b = segment.point(at: to)
            if trimmed.currentPoint != a || segment.startsSubpath { trimmed.move(to: a) }
            trimmed.addLine(to: b)
        }
        return trimmed
    }

    /// The path as straight segments, each marked when it begins a subpath; curves are
    /// followed through 64 straight pieces each (a quarter circle's pieces turn by 1.4°).
    func flattened() -> [LineSegment] {
        var segments: [LineSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero, newSubpath = true
        func lineTo(_ point: CGPoint) {
            segments.append(LineSegment(start: current, end: point, startsSubpath: newSubpath))
            newSubpath = false
            current = point
        }
        forEach { element in
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                newSubpath = true
            case .line(let point):
                lineTo(point)
            case .quadCurve(let point, let control):
                let origin = current
                for step in 1...Self.piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(Self.piecesPerCurve), u = 1 - t
                    lineTo(CGPoint(x: u * u * origin.x + 2 * u * t * control.x + t * t * point.x,
                                   y: u * u * origin.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let origin = current
                for step in 1...Self.piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(Self.piecesPerCurve), u = 1 - t
                    func at(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
                        u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
                    }
                    lineTo(CGPoint(x: at(origin.x, c1.x, c2.x, point.x), y: at(origin.y, c1.y, c2.y, point.y)))
                }
            case .closeSubpath:
                lineTo(subpathStart)
            }
        }
        return segments
    }
}

/// A straight piece of a flattened path.
struct LineSegment {
    var start: CGPoint
    var end: CGPoint
    var startsSubpath: Bool

    var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }

    /// The point `distance` along the segment from its start.
    func point(at distance: CGFloat) -> CGPoint {
        guard length > 0 else { return start }
        let t = distance / length
        return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
}
