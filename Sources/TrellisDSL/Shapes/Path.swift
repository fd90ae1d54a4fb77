import Foundation
import TrellisGraph

/// The outline of a two-dimensional shape, built from lines and curves.
///
/// A path is also a ``Shape``: as a view it takes the space it is offered, as SwiftUI's paths
/// do, whatever the points it holds. Trellis keeps the points only so that `boundingRect` and
/// custom shapes' `path(in:)` can be computed.
nonisolated public struct Path: Shape, Equatable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to `to`, pulled towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to `to`, pulled towards `control1` and then `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath.
        case closeSubpath
    }

    private var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path drawn by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// The outline of `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with corners of size `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse that fits `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// The path itself, whatever `rect` is.
    public func path(in rect: CGRect) -> Path { self }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point)?, .line(let point)?, .quadCurve(let point, _)?, .curve(let point, _, _)?: return point
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The smallest rectangle holding every point the path passes through (curves' control points
    /// count only where the curve reaches them); `.null` for an empty path.
    public var boundingRect: CGRect {
        var bounds = PathBounds()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                bounds.add(point)
                current = point
            case .quadCurve(let point, let control):
                bounds.addQuadCurve(from: current, control: control, to: point)
                current = point
            case .curve(let point, let control1, let control2):
                bounds.addCurve(from: current, control1: control1, control2: control2, to: point)
                current = point
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Starts a subpath at the first point and adds straight lines through the others.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Adds a quadratic Bézier curve to `end`, pulled towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end`, pulled towards `control1` and then `control2`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// Adds the outline of `rect`, moved by `transform`, as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        addLines(corners.map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds the outlines of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    /// Adds the outline of `rect` with corners of size `cornerSize` (at most half the rectangle
    /// on each axis). The corner style changes nothing Trellis computes.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2), ry = min(max(cornerSize.height, 0), rect.height / 2)
        let start = CGPoint(x: rect.minX + rx, y: rect.minY)
        move(to: start.applying(transform))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY).applying(transform))
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: CGSize(width: rx, height: ry), from: -.pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry).applying(transform))
        appendArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: CGSize(width: rx, height: ry), from: 0, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY).applying(transform))
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: CGSize(width: rx, height: ry), from: .pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry).applying(transform))
        appendArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: CGSize(width: rx, height: ry), from: .pi, delta: .pi / 2, transform: transform)
        closeSubpath()
    }

    /// Adds the ellipse that fits `rect`, as a closed subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let center = CGPoint(x: rect.midX, y: rect.midY), radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        move(to: CGPoint(x: rect.maxX, y: rect.midY).applying(transform))
        appendArc(center: center, radii: radii, from: 0, delta: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`, going the
    /// way angles decrease when `clockwise` (in the path's own coordinates, as Core Graphics
    /// counts). A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var delta = (endAngle - startAngle).radians
        if clockwise {
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta > 0 { delta -= full }
        } else {
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta < 0 { delta += full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of the circle around `center` turning by `delta` from `startAngle`. A line
    /// joins the current point to the arc's start.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        addLine(to: start.applying(transform))
        appendArc(center: center, radii: CGSize(width: radius, height: radius), from: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// Adds `path`'s elements, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            elements.append(element)
            if case .move(let point) = element { subpathStart = point }
        }
    }

    /// This path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        moved.subpathStart = subpathStart?.applying(transform)
        moved.elements = elements.map { element in
            switch element {
            case .move(let point): return .move(to: point.applying(transform))
            case .line(let point): return .line(to: point.applying(transform))
            case .quadCurve(let point, let control): return .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let c1, let c2): return .curve(to: point.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return moved
    }

    /// This path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Appends cubic curves, each turning at most a quarter turn, along the ellipse around
    /// `center` with `radii`, from the angle `start` turning by `delta` (radians).
    private mutating func appendArc(center: CGPoint, radii: CGSize, from start: Double, delta: Double, transform: CGAffineTransform) {
        guard delta.isFinite, start.isFinite, delta != 0 else { return }
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double, _ scale: Double = 0) -> CGPoint {
            CGPoint(x: center.x + radii.width * CGFloat(cos(angle) - scale * sin(angle)),
                    y: center.y + radii.height * CGFloat(sin(angle) + scale * cos(angle)))
        }
        for piece in 0..<pieces {
            let from = start + Double(piece) * step, to = from + step
            elements.append(.curve(to: point(to).applying(transform),
                                   control1: point(from, handle).applying(transform),
                                   control2: point(to, -handle).applying(transform)))
        }
    }
}

/// The bounds of the points a path passes through, grown point by point.
struct PathBounds {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    /// The rectangle, or `.null` when no point was added.
    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func add(_ point: CGPoint) {
        minX = min(minX, point.x); maxX = max(maxX, point.x)
        minY = min(minY, point.y); maxY = max(maxY, point.y)
    }

    /// Adds the box of the disc of `radius` around `center`.
    mutating func add(disc center: CGPoint, radius: CGFloat) {
        add(CGPoint(x: center.x - radius, y: center.y - radius))
        add(CGPoint(x: center.x + radius, y: center.y + radius))
    }

    /// Adds the end and the extreme points of a quadratic curve.
    mutating func addQuadCurve(from p0: CGPoint, control p1: CGPoint, to p2: CGPoint) {
        add(p2)
        for t in [extremum(p0.x, p1.x, p2.x), extremum(p0.y, p1.y, p2.y)].compactMap({ $0 }) {
            let u = 1 - t
            add(CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
    }

    /// Adds the end and the extreme points of a cubic curve.
    mutating func addCurve(from p0: CGPoint, control1 p1: CGPoint, control2 p2: CGPoint, to p3: CGPoint) {
        add(p3)
        let ts = extrema(p0.x, p1.x, p2.x, p3.x) + extrema(p0.y, p1.y, p2.y, p3.y)
        for t in ts {
            let u = 1 - t
            func at(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
                u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
            }
            add(CGPoint(x: at(p0.x, p1.x, p2.x, p3.x), y: at(p0.y, p1.y, p2.y, p3.y)))
        }
    }

    /// Where in (0, 1) a quadratic curve on one axis turns, if it does.
    private func extremum(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return nil }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// Where in (0, 1) a cubic curve on one axis turns.
    private func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // The derivative is 3(qa t² + qb t + qc).
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
